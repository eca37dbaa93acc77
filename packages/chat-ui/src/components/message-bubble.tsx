import type { ChatMessage } from '../chat-message';
import { texts } from '../texts';
import { DocumentIcon } from './icons';
import { MarkdownContent } from './markdown-content';
import { ToolStepsSlot } from './tool-steps-slot';

function LoadingDots() {
  return (
    <span className="siao-typing" role="status" aria-label="Gerando resposta" data-testid="siao-loading">
      <span />
      <span />
      <span />
    </span>
  );
}

function AttachmentLink({ attachment }: { attachment: NonNullable<ChatMessage['attachment']> }) {
  return (
    <a
      className="siao-attachment"
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Abrir documento ${attachment.name}`}
      title={attachment.name}
      data-testid="siao-attachment"
    >
      <DocumentIcon />
    </a>
  );
}

/** Spec §2: assistant replies in white (red when failed), user messages grey on the right (chat mode only). */
export function MessageBubble({ message, mode }: { message: ChatMessage; mode: 'chat' | 'tool' }) {
  if (message.role === 'user') {
    if (mode !== 'chat') return null;
    return (
      <div className="siao-row siao-row--user">
        <div className="siao-bubble siao-bubble--user" data-testid="siao-user-message">
          {message.attachment && <AttachmentLink attachment={message.attachment} />}
          <span className="siao-bubble__text">{message.text}</span>
        </div>
      </div>
    );
  }
  if (message.error) {
    return (
      <div className="siao-row">
        <div className="siao-bubble siao-bubble--error" role="alert" data-testid="siao-error-message">
          {texts.serverError}
        </div>
      </div>
    );
  }
  return (
    <div className="siao-row">
      <div className="siao-bubble siao-bubble--assistant" data-testid="siao-assistant-message">
        {message.tools?.length ? <ToolStepsSlot steps={message.tools} /> : null}
        {message.text && <MarkdownContent text={message.text} complete={!message.isLoading} />}
        {message.isLoading && <LoadingDots />}
      </div>
    </div>
  );
}
