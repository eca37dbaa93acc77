import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createDbKvStore } from '../../../lib/kv/db-kv-store';
import type { KvStore } from '../../../lib/kv/kv-store';
import { type RateClock, takeOnrTurn } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** One clock for both "processes"; a wait moves it to the end of the wait (no real sleep). */
function virtualClock(start: number): RateClock {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now = Math.max(now, now + ms);
    },
  };
}

/** Two processes, each with its own KV client on the same store, take `each` turns at once. */
async function twoProcesses(kvA: KvStore, kvB: KvStore, rate: number, each: number) {
  const clock = virtualClock(Date.UTC(2026, 10, 24, 12, 0, 0));
  const client = randomUUID();
  const signal = new AbortController().signal;
  const run = async (kv: KvStore) => {
    const windows: number[] = [];
    for (let i = 0; i < each; i++)
      windows.push((await takeOnrTurn(kv, client, rate, signal, clock)) as number);
    return windows;
  };
  const [a, b] = await Promise.all([run(kvA), run(kvB)]);
  const perWindow = new Map<number, number>();
  for (const w of [...a, ...b]) perWindow.set(w, (perWindow.get(w) ?? 0) + 1);
  return { a, b, perWindow };
}

describe('ONR rate limit shared across processes', () => {
  it('gives two processes sharing the KV store at most the rate per second between them', async () => {
    const { a, b, perWindow } = await twoProcesses(
      createDbKvStore(t.app.deps.db),
      createDbKvStore(t.app.deps.db),
      3,
      6,
    );
    expect(a).toHaveLength(6);
    expect(b).toHaveLength(6);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(3);
    // 12 turns at 3 a second need 4 seconds, whoever takes them
    expect(perWindow.size).toBeGreaterThanOrEqual(4);
  });

  it("holds on the app's own store too (Redis when the suite runs with REDIS_URL)", async () => {
    const { perWindow } = await twoProcesses(t.app.deps.kv, createDbKvStore(t.app.deps.db), 2, 3);
    // the app's store may be Redis while the other is the database: then they do not share, and the test
    // only stands for the database; with the same store both count together
    if (t.app.deps.config.REDIS_URL) return;
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(2);
  });

  it('below one call a second, gives one turn per 1/rate seconds', async () => {
    const kv = createDbKvStore(t.app.deps.db);
    const clock = virtualClock(Date.UTC(2026, 10, 24, 12, 0, 0));
    const signal = new AbortController().signal;
    const client = randomUUID();
    const first = await takeOnrTurn(kv, client, 0.5, signal, clock);
    const second = await takeOnrTurn(kv, client, 0.5, signal, clock);
    expect((second as number) - (first as number)).toBe(2000);
  });

  it('stops waiting when the job is stopped', async () => {
    const kv = createDbKvStore(t.app.deps.db);
    const client = randomUUID();
    const stop = new AbortController();
    const clock: RateClock = {
      now: () => Date.UTC(2026, 10, 24, 12, 0, 0),
      sleep: async () => stop.abort(),
    };
    expect(await takeOnrTurn(kv, client, 1, stop.signal, clock)).not.toBeNull();
    expect(await takeOnrTurn(kv, client, 1, stop.signal, clock)).toBeNull();
  });
});
