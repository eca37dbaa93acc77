import type { Assistant } from '@siao/shared';
import { ArrowRightIcon, ChatIcon, UploadFileIcon } from './icons';

/**
 * Spec §2 agents list: a card per assistant (name, description at least 60 px high, a chat icon for chat
 * assistants and an upload icon otherwise, an arrow button). `layout` is the widget's assistantListMode.
 */
export function AgentsList(props: {
  assistants: Assistant[];
  onSelect: (a: Assistant) => void;
  layout?: 'grid' | 'list';
}) {
  return (
    <ul
      className={`siao-agents siao-agents--${props.layout ?? 'grid'}`}
      aria-label="Assistentes"
      data-testid="siao-agents"
    >
      {props.assistants.map((a) => (
        <li key={a.id} className="siao-agent" data-testid="siao-agent-card">
          <button type="button" className="siao-agent__card" onClick={() => props.onSelect(a)}>
            <span className="siao-agent__icon" data-icon={a.interaction_mode === 'chat' ? 'chat' : 'upload'}>
              {a.interaction_mode === 'chat' ? <ChatIcon /> : <UploadFileIcon />}
            </span>
            <span className="siao-agent__body">
              <strong className="siao-agent__name">{a.name}</strong>
              <span className="siao-agent__description">{a.description}</span>
            </span>
            <span className="siao-agent__arrow" aria-hidden="true">
              <ArrowRightIcon />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
