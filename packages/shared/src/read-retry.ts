/**
 * How the back-office and the widget try a read (GET) again when the API answers 503 (a dependency is
 * away: SERVICO_INDISPONIVEL with Retry-After) or the connection is lost: a few attempts, a capped
 * exponential backoff that waits longer when the server's Retry-After asks. Writes are never retried
 * here: a POST whose answer was lost may have been applied.
 */
export interface ReadRetryPolicy {
  /** attempts in all, the first one included */
  tries: number;
  /** the wait before the first retry, doubled before each next one */
  baseMs: number;
  /** no wait longer than this, whatever Retry-After asks */
  maxMs: number;
}

export const defaultReadRetry: ReadRetryPolicy = { tries: 4, baseMs: 1_000, maxMs: 10_000 };

/** What the user sees while a read waits to be tried again. */
export const RETRY_NOTICE = 'Serviço temporariamente indisponível. Tentando novamente…';

/** Only idempotent reads are sent again. */
export const isRetryableRead = (method: string | undefined) => (method ?? 'GET').toUpperCase() === 'GET';

/** The wait before retry number `retry` (1, 2…): the backoff, or longer when Retry-After asks, capped. */
export function retryDelay(retry: number, retryAfter: string | null, policy: ReadRetryPolicy): number {
  const backoff = policy.baseMs * 2 ** (retry - 1);
  let asked = 0;
  if (retryAfter) {
    const seconds = Number(retryAfter);
    asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
  }
  return Math.min(policy.maxMs, Math.max(backoff, Number.isFinite(asked) ? asked : 0));
}

/** Resolves after `ms`; rejects at once when `signal` aborts. */
export function waitBeforeRetry(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
