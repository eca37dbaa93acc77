import { type ReadRetryPolicy, retryDelay, waitBeforeRetry } from '@siao/shared/read-retry';
import { ApiError } from './api-error';

interface RetryHooks {
  onRetry?: (wait: { retry: number; delayMs: number }) => void;
  onRetryEnd?: () => void;
}

/**
 * The retries of a read whose first try got 503 or lost its connection (`first`): waits the backoff
 * (or Retry-After), tries again, until an answer other than 503 or the last of `policy.tries`; then
 * that answer or error stands. `attempt(last)` sends the read once (quiet about a lost connection
 * unless it is the last try).
 */
export async function retryRead(
  first: Response | ApiError,
  attempt: (last: boolean) => Promise<Response>,
  policy: ReadRetryPolicy,
  signal: AbortSignal | undefined,
  hooks: RetryHooks,
): Promise<Response> {
  let outcome = first;
  try {
    for (let retry = 1; ; retry++) {
      let retryAfter: string | null = null;
      if (!(outcome instanceof ApiError)) {
        retryAfter = outcome.headers.get('retry-after');
        await outcome.body?.cancel();
      }
      const delayMs = retryDelay(retry, retryAfter, policy);
      hooks.onRetry?.({ retry, delayMs });
      await waitBeforeRetry(delayMs, signal).catch(() => {
        throw ApiError.client('ABORTED');
      });
      const last = retry + 1 >= policy.tries;
      try {
        outcome = await attempt(last);
        if (outcome.status !== 503 || last) return outcome;
      } catch (error) {
        if (last || !(error instanceof ApiError) || error.code !== 'NETWORK_ERROR') throw error;
        outcome = error;
      }
    }
  } finally {
    hooks.onRetryEnd?.();
  }
}
