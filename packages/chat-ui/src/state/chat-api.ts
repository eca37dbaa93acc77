import type {
  ConverseStreamBody,
  CreateThreadInput,
  MessageFeedback,
  MessageFeedbackInput,
  MessageItem,
  Thread,
} from '@siao/shared';
import type { AiToolEvent } from '@siao/shared/ai-tools';
import type { StreamOutcome } from '../stream/converse-stream';

export interface MessagePage {
  data: MessageItem[];
  limit: number;
  page: number;
  total: number;
}

/**
 * The calls the conversation state needs (spec §7). The widget implements it with its bearer token and
 * Context-user header; the back-office SiãoGPT page with the staff session.
 */
export interface ChatApi {
  createThread(input: CreateThreadInput): Promise<Thread>;
  listThreads(): Promise<Thread[]>;
  listMessages(threadId: string, page: number, limit: number): Promise<MessagePage>;
  converse(
    threadId: string,
    body: ConverseStreamBody,
    signal: AbortSignal,
    handlers: {
      onText: (text: string) => void;
      onError: (message: string) => void;
      onTool?: (step: AiToolEvent) => void;
      onReply?: (id: string) => void;
    },
  ): Promise<StreamOutcome>;
  /** PUT (a vote) or DELETE (null: vote taken back) messages/{id}/feedback; absent: no votes offered */
  sendFeedback?(messageId: string, vote: MessageFeedbackInput | null): Promise<MessageFeedback | null>;
}
