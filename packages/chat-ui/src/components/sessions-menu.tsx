import type { Thread } from '@siao/shared';

/** Spec §2 (back-office): sessions with the assistant name in bold and the session name below. */
export function SessionsMenu(props: {
  threads: Thread[];
  currentId: string | null;
  onOpen: (thread: Thread) => void;
}) {
  return (
    <ul className="siao-sessions" aria-label="Sessões">
      {props.threads.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            className={`siao-sessions__item${t.id === props.currentId ? ' siao-sessions__item--active' : ''}`}
            aria-current={t.id === props.currentId ? 'true' : undefined}
            onClick={() => props.onOpen(t)}
          >
            <strong>{t.ai_engine_org.name}</strong>
            <span>{t.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
