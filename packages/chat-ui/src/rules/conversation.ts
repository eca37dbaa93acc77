import type { ContentPart, ConverseMessage, MessageItem, StoredContentPart } from '@siao/shared';
import { MAX_MESSAGES_TO_MODEL } from '@siao/shared/constants';
import type { ChatMessage } from '../chat-message';

function textOf(parts: readonly (ContentPart | StoredContentPart)[]): string {
  return parts
    .map((p) => ('text' in p ? p.text : ''))
    .filter(Boolean)
    .join('\n');
}

function attachmentOf(parts: readonly StoredContentPart[]): ChatMessage['attachment'] {
  for (const p of parts) {
    if ('document_url' in p) return { name: p.document_name, url: p.document_url };
    if ('image_url' in p) return { name: p.image_name, url: p.image_url };
  }
  return undefined;
}

/** GET threads/{id}/messages items (newest first inside a page) → chat messages, oldest first. */
export function fromHistory(items: MessageItem[]): ChatMessage[] {
  return [...items]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((item) => {
      const message: ChatMessage = {
        id: item.id,
        role: item.messages.role,
        text: textOf(item.messages.content),
        content: item.messages.content,
        savedId: item.id,
      };
      if (item.feedback) message.feedback = item.feedback;
      if (item.tools?.length) message.tools = item.tools;
      const attachment = attachmentOf(item.messages.content);
      if (attachment) message.attachment = attachment;
      if (item.error) message.error = true;
      return message;
    });
}

/** Only parts the API accepts: history attachments come back as URLs and cannot be re-sent. */
function sendableParts(message: ChatMessage): ContentPart[] {
  const parts = (message.content ?? []).filter(
    (p): p is ContentPart => 'text' in p || 'document_base64' in p || 'image_base64' in p,
  );
  if (parts.length > 0) return parts;
  return message.text ? [{ text: message.text }] : [];
}

/** A question whose reply failed is a failed turn: sending it again would merge two user turns upstream. */
function isFailedTurn(messages: ChatMessage[], index: number): boolean {
  const message = messages[index]!;
  if (message.error) return true;
  const next = messages[index + 1];
  return message.role === 'user' && next?.role === 'assistant' && next.error === true;
}

/**
 * Spec §7/§9: the last 9 messages of the conversation, without placeholders and failed turns. The
 * list starts at a user message because the model providers reject a conversation opened by the assistant.
 */
export function toConverseMessages(messages: ChatMessage[]): ConverseMessage[] {
  const usable = messages
    .filter((m, index) => !m.isLoading && !isFailedTurn(messages, index))
    .map((m) => ({ role: m.role, content: sendableParts(m) }))
    .filter((m) => m.content.length > 0);
  const last = usable.slice(-MAX_MESSAGES_TO_MODEL);
  while (last.length > 0 && last[0]!.role !== 'user') last.shift();
  return last;
}
