import type { Thread } from '@siao/shared';
import { groupThreadsByDay } from '../rules/history-groups';
import { CloseIcon } from './icons';

export interface HistorySidebarProps {
  threads: Pick<Thread, 'id' | 'name' | 'created_at'>[];
  currentId: string | null;
  open: boolean;
  onSelect: (id: string) => void;
  onClose: () => void;
  now?: Date;
}

/** Spec §2 history: 'Hoje', 'Ontem', 'Dias passados'. A side panel on wide screens, an overlay on mobile. */
export function HistorySidebar(props: HistorySidebarProps) {
  const groups = groupThreadsByDay(props.threads, props.now);
  return (
    <nav
      className={`siao-history${props.open ? ' siao-history--open' : ''}`}
      aria-label="Histórico de conversas"
      hidden={!props.open}
      data-testid="siao-history"
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onClose();
      }}
    >
      <div className="siao-history__header">
        <span>Histórico</span>
        <button
          type="button"
          className="siao-icon-button"
          aria-label="Fechar histórico"
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {groups.length === 0 && <p className="siao-history__empty">Nenhuma conversa ainda.</p>}
      {groups.map((g) => (
        <section key={g.label} className="siao-history__group" data-testid="siao-history-group">
          <h3 className="siao-history__label">{g.label}</h3>
          <ul>
            {g.items.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className="siao-history__item"
                  aria-current={t.id === props.currentId ? 'true' : undefined}
                  onClick={() => props.onSelect(t.id)}
                  data-testid="siao-history-item"
                >
                  {t.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
