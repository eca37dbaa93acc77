import {
  type ChatApi,
  converseStream,
  downloadBlob,
  type MessagePage,
  normalizeAssistants,
} from '@siao/chat-ui';
import {
  type Assistant,
  type ExportExtension,
  exportFileName,
  type MessageFeedback,
  type Thread,
} from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { aiFetch, aiHeaders, aiJson, aiUrl } from './ai-http';

const siaogptKeys = {
  all: ['siaogpt'] as const,
  assistants: () => [...siaogptKeys.all, 'assistants'] as const,
  threads: () => [...siaogptKeys.all, 'threads'] as const,
};

const fetchAssistants = async (): Promise<Assistant[]> =>
  normalizeAssistants(await aiJson<unknown>('assistants'));

const fetchThreads = (): Promise<Thread[]> => aiJson<Thread[]>('threads');

export function useAssistants() {
  return useQuery({ queryKey: siaogptKeys.assistants(), queryFn: fetchAssistants });
}

export function useInitialThreads() {
  // the page keeps its own list once open; a cached copy would hide sessions created on the last visit
  return useQuery({ queryKey: siaogptKeys.threads(), queryFn: fetchThreads, staleTime: 0, gcTime: 0 });
}

/** Spec §7 calls for the conversation state of chat-ui, made with the back-office's gpt_token. */
export const backofficeChatApi: ChatApi = {
  createThread: (input) => aiJson<Thread>('threads', { method: 'POST', body: JSON.stringify(input) }),
  listThreads: fetchThreads,
  listMessages: async (threadId, page, limit) => {
    const res = await aiFetch(`threads/${encodeURIComponent(threadId)}/messages?page=${page}&limit=${limit}`);
    return (await res.json()) as MessagePage;
  },
  converse: async (threadId, body, signal, handlers) =>
    converseStream({
      url: aiUrl(`threads/${encodeURIComponent(threadId)}/converse-stream`),
      headers: await aiHeaders(),
      body,
      signal,
      ...handlers,
    }),
  sendFeedback: async (messageId, vote) => {
    const path = `messages/${encodeURIComponent(messageId)}/feedback`;
    if (!vote) {
      await aiFetch(path, { method: 'DELETE' });
      return null;
    }
    return aiJson<MessageFeedback>(path, { method: 'PUT', body: JSON.stringify(vote) });
  },
};

export const deleteThread = (id: string) =>
  aiFetch(`threads/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);

function nameFromDisposition(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** POST export and save the file the server produced. */
export async function exportDocument(html: string, extension: ExportExtension): Promise<string> {
  const res = await aiFetch('export', { method: 'POST', body: JSON.stringify({ data: html, extension }) });
  const name = nameFromDisposition(res.headers.get('content-disposition')) ?? exportFileName(extension);
  downloadBlob(await res.blob(), name, document.body);
  return name;
}
