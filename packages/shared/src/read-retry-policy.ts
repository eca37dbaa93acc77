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

/** Only idempotent reads are sent again. */
export const isRetryableRead = (method: string | undefined) => (method ?? 'GET').toUpperCase() === 'GET';
