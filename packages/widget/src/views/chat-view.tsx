import { ChatConversation, HistorySidebar } from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import type { Shell } from '../core/use-shell';

export interface ChatViewProps {
  shell: Shell;
  assistant: Assistant;
  userName?: string | undefined;
  historyOpen: boolean;
  onCloseHistory: () => void;
  historyFilter: (assistantId: string) => boolean;
}

/** Spec §2 chat view: history sidebar, message list (greeting when empty) and the prompt box. */
export function ChatView({
  shell,
  assistant,
  userName,
  historyOpen,
  onCloseHistory,
  historyFilter,
}: ChatViewProps) {
  const { conversation, history } = shell;
  const threads = history.threads.filter((t) => historyFilter(t.ai_engine_org_id));

  return (
    <div className="siao-chat">
      <HistorySidebar
        threads={threads}
        currentId={conversation.threadId.current}
        open={historyOpen}
        onClose={onCloseHistory}
        onSelect={(id) => {
          void shell.openThread(id);
          if (window.matchMedia?.('(max-width: 600px)').matches) onCloseHistory();
        }}
      />
      <div className="siao-chat__main">
        <ChatConversation
          conversation={conversation}
          userName={userName}
          threadKey={shell.threadKey}
          onReachTop={shell.loadOlder}
          onSend={(input) => void conversation.send({ assistant, ...input })}
          suggestions={assistant.suggested_questions}
        />
      </div>
    </div>
  );
}
