import { converseStream, type MessagePage, normalizeAssistants } from '@siao/chat-ui';
import type {
  Assistant,
  ConverseStreamBody,
  CreateThreadInput,
  MessageFeedback,
  MessageFeedbackInput,
  Thread,
} from '@siao/shared';
import {
  defaultReadRetry,
  isRetryableRead,
  type ReadRetryPolicy,
  retryDelay,
  waitBeforeRetry,
} from '@siao/shared/read-retry';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiAuth {
  authToken: string;
  refreshToken?: string;
}

/** `{ data }` wrappers are the API convention; a bare payload is accepted as well. */
function unwrap<T>(body: unknown): T {
  return (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;
}

export interface RetryOptions {
  policy?: Partial<ReadRetryPolicy>;
  /** a read waits `delayMs` before trying again (the view may show RETRY_NOTICE); `onRetryEnd` when it is over */
  onRetry?: (wait: { retry: number; delayMs: number }) => void;
  onRetryEnd?: () => void;
}

/** Widget calls of spec §7, all under the API base with the bearer token and the Context-user header. */
export function createApiClient(
  api: string,
  auth: ApiAuth,
  context?: string,
  fetchImpl: typeof fetch = fetch,
  retry: RetryOptions = {},
) {
  const policy = { ...defaultReadRetry, ...retry.policy };
  const headers = (): Record<string, string> => ({
    Authorization: `Bearer ${auth.authToken}`,
    ...(context ? { 'Context-user': context } : {}),
  });

  const send = (path: string, init: RequestInit) =>
    fetchImpl(api + path, {
      ...init,
      headers: { ...headers(), ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });

  /** A read (GET) answered 503 or lost on the way is sent again with backoff (Retry-After); a write never. */
  async function sendRetrying(path: string, init: RequestInit): Promise<Response> {
    if (!isRetryableRead(init.method)) return send(path, init);
    let waited = false;
    try {
      for (let attempt = 1; ; attempt++) {
        const last = attempt >= policy.tries;
        let retryAfter: string | null = null;
        try {
          const response = await send(path, init);
          if (response.status !== 503 || last) return response;
          retryAfter = response.headers.get('retry-after');
          await response.body?.cancel();
        } catch (error) {
          // fetch rejects with a TypeError when the connection fails; an abort is not retried
          if (last || !(error instanceof TypeError)) throw error;
        }
        const delayMs = retryDelay(attempt, retryAfter, policy);
        waited = true;
        retry.onRetry?.({ retry: attempt, delayMs });
        await waitBeforeRetry(delayMs, init.signal ?? undefined);
      }
    } finally {
      if (waited) retry.onRetryEnd?.();
    }
  }

  async function request(path: string, init: RequestInit = {}, renew = true): Promise<Response> {
    const response = await sendRetrying(path, init);
    // A token that expired mid-session is renewed once with the refresh token, then the call is repeated.
    if (response.status === 401 && renew && auth.refreshToken && path !== 'widget/refresh') {
      await client.refresh();
      return request(path, init, false);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new ApiError(response.status, body?.error?.message ?? `HTTP ${response.status}`);
    }
    return response;
  }
  const json = async <T>(path: string, init?: RequestInit) =>
    unwrap<T>(await (await request(path, init)).json());

  const client = {
    auth,
    listAssistants: async (): Promise<Assistant[]> => normalizeAssistants(await json<unknown>('assistants')),
    listThreads: async (): Promise<Thread[]> => {
      const list = await json<unknown>('threads');
      return Array.isArray(list) ? (list as Thread[]) : [];
    },
    createThread: (input: CreateThreadInput) =>
      json<Thread>('threads', { method: 'POST', body: JSON.stringify(input) }),
    listMessages: async (threadId: string, page: number, limit: number): Promise<MessagePage> => {
      const res = await request(
        `threads/${encodeURIComponent(threadId)}/messages?page=${page}&limit=${limit}`,
      );
      return (await res.json()) as MessagePage;
    },
    converse: (
      threadId: string,
      body: ConverseStreamBody,
      signal: AbortSignal,
      handlers: {
        onText: (t: string) => void;
        onError: (message: string) => void;
        onReply?: (id: string) => void;
      },
    ) =>
      converseStream({
        url: `${api}threads/${encodeURIComponent(threadId)}/converse-stream`,
        headers: headers(),
        body,
        signal,
        ...handlers,
        fetchImpl,
      }),
    /** PUT (vote) or DELETE (null) messages/{id}/feedback, as the visitor the token names */
    sendFeedback: async (
      messageId: string,
      vote: MessageFeedbackInput | null,
    ): Promise<MessageFeedback | null> => {
      const path = `messages/${encodeURIComponent(messageId)}/feedback`;
      if (!vote) {
        await request(path, { method: 'DELETE' });
        return null;
      }
      return json<MessageFeedback>(path, { method: 'PUT', body: JSON.stringify(vote) });
    },
    exportDocument: async (html: string, extension: string): Promise<Blob> =>
      (await request('export', { method: 'POST', body: JSON.stringify({ data: html, extension }) })).blob(),
    /** POST widget/refresh; replaces the tokens in place so every later call uses the new one. */
    refresh: async (): Promise<void> => {
      if (!auth.refreshToken) throw new ApiError(401, 'invalid_token');
      const tokens = await json<{ authToken: string; refreshToken: string }>('widget/refresh', {
        method: 'POST',
        body: JSON.stringify({ refreshToken: auth.refreshToken }),
      });
      auth.authToken = tokens.authToken;
      auth.refreshToken = tokens.refreshToken;
    },
  };
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
