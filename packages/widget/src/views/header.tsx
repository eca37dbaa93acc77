import { MenuIcon, PlusIcon, texts } from '@siao/chat-ui';

export interface HeaderProps {
  title: string;
  mode: 'chat' | 'tool' | null;
  historyOpen: boolean;
  onToggleHistory: () => void;
  onNewAction: () => void;
}

/** Menu button (chat view), the open assistant's name, and 'Nova conversa' / 'Nova ação'. */
export function Header({ title, mode, historyOpen, onToggleHistory, onNewAction }: HeaderProps) {
  return (
    <header className="siao-header">
      {mode === 'chat' && (
        <button
          type="button"
          className="siao-icon-button siao-header__menu"
          aria-label={historyOpen ? 'Fechar histórico' : 'Abrir histórico'}
          aria-expanded={historyOpen}
          onClick={onToggleHistory}
          data-testid="siao-menu"
        >
          <MenuIcon />
        </button>
      )}
      <h2 className="siao-header__title">{title}</h2>
      {mode && (
        <button
          type="button"
          className="siao-button siao-header__new"
          onClick={onNewAction}
          data-testid="siao-new-action"
        >
          <PlusIcon />
          {mode === 'chat' ? texts.newChat : texts.newAction}
        </button>
      )}
    </header>
  );
}
