import { modelOptions } from '@siao/shared/constants';
import { useMemo, useRef } from 'react';
import { greetingMessage, greetingTitle } from '../rules/greeting';
import type { SendInput, useConversation } from '../state/use-conversation';
import { texts } from '../texts';
import type { AcceptedUpload } from './file-picker';
import { MessageActions } from './message-actions';
import { MessageList } from './message-list';
import { PromptBox } from './prompt-box';
import { SuggestedQuestions } from './suggested-questions';
import { ToolConfirmContext } from './tool-confirm';

export interface ChatConversationProps {
  conversation: ReturnType<typeof useConversation>;
  userName?: string | undefined;
  /** Changes whenever another conversation is shown (the list then jumps to the bottom). */
  threadKey: unknown;
  onReachTop: () => void;
  onSend: (input: Omit<SendInput, 'assistant'>) => void;
  /** the assistant's suggested first questions, offered while the conversation is empty */
  suggestions?: readonly string[] | undefined;
}

/**
 * Chat mode (spec §2), shared by the widget and the back-office: the messages (greeting when empty) and the
 * prompt box; a file chosen in the box goes with the next message.
 */
export function ChatConversation({
  conversation,
  userName,
  threadKey,
  onReachTop,
  onSend,
  suggestions = [],
}: ChatConversationProps) {
  const pending = useRef<AcceptedUpload | null>(null);
  const greeting = useMemo(
    () => ({ title: greetingTitle(userName), message: greetingMessage(new Date()) }),
    [userName],
  );

  const send = (text: string) => {
    const upload = pending.current;
    pending.current = null;
    onSend({
      text,
      parts: upload ? [upload.part] : [],
      attachment: upload ? { name: upload.file.name, url: URL.createObjectURL(upload.file) } : undefined,
    });
  };

  // a tool step's button: the confirmation goes with a short message of the user's
  const confirmTool = (confirmation: string) => onSend({ text: texts.confirmTool, confirmation });

  return (
    <ToolConfirmContext.Provider value={confirmTool}>
      <MessageList
        messages={conversation.messages}
        mode="chat"
        greeting={greeting}
        threadKey={threadKey}
        onReachTop={onReachTop}
        empty={<SuggestedQuestions questions={suggestions} disabled={conversation.loading} onPick={send} />}
        renderActions={(message, index) =>
          message.role === 'assistant' && !message.isLoading && !message.error && message.text ? (
            <MessageActions
              message={message}
              canVote={conversation.canVote}
              canRegenerate={!conversation.loading && index === conversation.messages.length - 1}
              onVote={(vote) => conversation.vote(message.id, vote)}
              onRegenerate={conversation.regenerate}
            />
          ) : null
        }
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
    </ToolConfirmContext.Provider>
  );
}
