import type { KvStore } from '../../../lib/kv/kv-store';

export interface RateClock {
  now(): number;
  /** waits `ms` or until the signal aborts */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: RateClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      // the listener leaves with the wait: a batch waits hundreds of times on one signal
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

/**
 * Waits for a turn to call ONR with one client's credentials, at most `ratePerSecond` calls per second across
 * EVERY process: the turns are counted in the shared KV store (the database, or Redis with REDIS_URL), one
 * counter per client and window of one second (or of 1/rate seconds below one call a second). A window's
 * counter past the limit sends the caller to wait for the next window. Returns the start (ms) of the window the
 * turn belongs to, or null when aborted while waiting.
 */
export async function takeOnrTurn(
  kv: KvStore,
  clientId: string,
  ratePerSecond: number,
  signal: AbortSignal,
  clock: RateClock = realClock,
): Promise<number | null> {
  const windowMs = ratePerSecond >= 1 ? 1000 : Math.round(1000 / ratePerSecond);
  const allowed = Math.max(1, Math.floor((ratePerSecond * windowMs) / 1000));
  const ttlSeconds = Math.ceil(windowMs / 1000) + 1;
  while (!signal.aborted) {
    const now = clock.now();
    const window = Math.floor(now / windowMs);
    const { count } = await kv.incr(`cnib:onr-rate:${clientId}:${window}`, ttlSeconds);
    if (count <= allowed) return window * windowMs;
    await clock.sleep((window + 1) * windowMs - now, signal);
  }
  return null;
}
