import type { Thread } from '@siao/shared';
import { groupThreadsByDay } from '../rules/history-groups';
import { texts } from '../texts';
import { CloseIcon } from './icons';

export interface HistorySidebarProps {
  threads: (Pick<Thread, 'id' | 'name' | 'created_at'> & Partial<Pick<Thread, 'ai_engine_org'>>)[];
  currentId: string | null;
  open: boolean;
  onSelect: (id: string) => void;
  onClose: () => void;
  now?: Date;
}

/** In the user's local calendar, like the groups: the time, and the date too for older conversations. */
function when(createdAt: string, recent: boolean): string {
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  const date: Intl.DateTimeFormatOptions = recent
    ? {}
    : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Date(createdAt).toLocaleString('pt-BR', { ...date, ...time });
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
                  <span className="siao-history__title" data-testid="siao-history-title">
                    {t.name}
                  </span>
                  <span className="siao-history__meta">
                    {when(t.created_at, g.label !== texts.older)}
                    {t.ai_engine_org ? ` · ${t.ai_engine_org.name}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
