import { Fragment, type ReactNode, useRef } from 'react';
import type { ChatMessage } from '../chat-message';
import { GreetingBanner } from './greeting-banner';
import { MessageBubble } from './message-bubble';
import { useScrollAnchor } from './use-scroll-anchor';

export interface MessageListProps {
  messages: ChatMessage[];
  mode: 'chat' | 'tool';
  greeting?: { title: string; message: string } | null;
  /** changes when another thread is opened: the list jumps to the bottom */
  threadKey?: unknown;
  /** the user scrolled to the top: load the next older page */
  onReachTop?: () => void;
  /** under the greeting while the conversation is empty (suggested questions) */
  empty?: ReactNode;
  /** drawn under each message (the reply actions) */
  renderActions?: (message: ChatMessage, index: number) => ReactNode;
}

/** Spec §2 message list. role=log is a polite live region; aria-busy holds announcements while streaming. */
export function MessageList({
  messages,
  mode,
  greeting,
  threadKey,
  onReachTop,
  empty,
  renderActions,
}: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useScrollAnchor(ref, messages[0]?.id, `${messages.length}:${last?.text.length}`, threadKey, onReachTop);
  const busy = messages.some((m) => m.isLoading);
  return (
    <div
      className="siao-messages"
      ref={ref}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label="Mensagens"
      data-testid="siao-messages"
    >
      {messages.length === 0 && greeting && (
        <GreetingBanner title={greeting.title} message={greeting.message} />
      )}
      {messages.length === 0 && empty}
      {messages.map((m, index) => (
        <Fragment key={m.id}>
          <MessageBubble message={m} mode={mode} />
          {renderActions?.(m, index)}
        </Fragment>
      ))}
    </div>
  );
}
