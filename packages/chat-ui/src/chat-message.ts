import type { ContentPart, MessageFeedback, StoredContentPart } from '@siao/shared';
import type { AiToolEvent } from '@siao/shared/ai-tools';

/** Spec §3 chat message, plus what the UI needs to draw it. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** parts as sent (base64) for new messages, or as stored (signed URLs) for history */
  content?: (ContentPart | StoredContentPart)[];
  error?: boolean;
  isLoading?: boolean;
  /** attached document or image: a signed URL (history) or an object URL (just sent) */
  attachment?: { name: string; url: string };
  /** the tool steps of this reply, latest state of each call */
  tools?: AiToolEvent[];
  /** the message's id on the server (history items; a new reply once the stream names it) */
  savedId?: string;
  /** the user's vote on this reply */
  feedback?: MessageFeedback | null;
}
