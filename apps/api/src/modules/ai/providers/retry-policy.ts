import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryPolicy {
  /** retries after the first attempt, only before the first token */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 429 and 5xx (and Anthropic's 529 "overloaded") are worth another try; 4xx are not. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === 408 || status === 409 || status === 429 || (status !== undefined && status >= 500);
}

/** Exponential backoff with jitter; a server's `retry-after` (seconds or ms header) wins when shorter than the cap. */
export function backoffDelay(policy: RetryPolicy, attempt: number, headers?: Record<string, string>): number {
  const fromHeader = retryAfterMs(headers);
  if (fromHeader !== undefined) return Math.min(fromHeader, policy.maxDelayMs);
  const exponential = policy.baseDelayMs * 2 ** attempt;
  return Math.min(policy.maxDelayMs, exponential / 2 + Math.random() * (exponential / 2));
}

function retryAfterMs(headers?: Record<string, string>): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers['retry-after']);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return undefined;
}

/** Waits, but gives up at once when the caller aborts. */
export async function waitOrAbort(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal });
}
