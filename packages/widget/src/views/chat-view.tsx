import {
  type AcceptedUpload,
  greetingMessage,
  greetingTitle,
  HistorySidebar,
  MessageList,
  modelOptions,
  PromptBox,
} from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import { useMemo, useRef } from 'react';
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
  const pending = useRef<AcceptedUpload | null>(null);
  const greeting = useMemo(
    () => ({ title: greetingTitle(userName), message: greetingMessage(new Date()) }),
    [userName],
  );
  const threads = history.threads.filter((t) => historyFilter(t.ai_engine_org_id));

  const send = (text: string) => {
    const upload = pending.current;
    pending.current = null;
    void conversation.send({
      assistant,
      text,
      parts: upload ? [upload.part] : [],
      attachment: upload ? { name: upload.file.name, url: URL.createObjectURL(upload.file) } : undefined,
    });
  };

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
        <MessageList
          messages={conversation.messages}
          mode="chat"
          greeting={greeting}
          threadKey={shell.threadKey}
          onReachTop={shell.loadOlder}
        />
        <PromptBox
          loading={conversation.loading}
          onSend={send}
          onAbort={() => conversation.abort()}
          onFileUpload={(upload) => {
            pending.current = upload;
          }}
          onCancelFileUpload={() => {
            pending.current = null;
          }}
          models={modelOptions}
          model={conversation.model}
          onModelChange={conversation.changeModel}
        />
      </div>
    </div>
  );
}
