// The retry's waits and notice; the policy itself (small, on every first screen) is read-retry-policy.ts.
export { defaultReadRetry, isRetryableRead, type ReadRetryPolicy } from './read-retry-policy';

import type { ReadRetryPolicy } from './read-retry-policy';

/** What the user sees while a read waits to be tried again. */
export const RETRY_NOTICE = 'Serviço temporariamente indisponível. Tentando novamente…';

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
