import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createDbKvStore } from './db-kv-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const key = () => `teste:${randomUUID()}`;

// The database store with a clock the test moves: windows expire without waiting for them.
describe('KV database store', () => {
  let clock = Date.now();
  const kv = () => createDbKvStore(t.app.deps.db, () => clock);

  it('counts up within the window and starts again once it expires', async () => {
    const store = kv();
    const k = key();
    expect(await store.incr(k, 1)).toEqual({ count: 1, ttlSeconds: 1 });
    expect((await store.incr(k, 1)).count).toBe(2);
    const other = key();
    expect((await store.incr(other, 60)).count).toBe(1);
    clock += 1_100;
    expect((await store.incr(k, 1)).count).toBe(1);
    // the window of `other` runs from its first increment: not extended by the second
    expect(await store.incr(other, 60)).toEqual({ count: 2, ttlSeconds: 59 });
  });

  it('reads, expires and deletes values', async () => {
    const store = kv();
    const [short, long] = [key(), key()];
    expect(await store.get(short)).toBeNull();
    expect(await store.ttl(short)).toBe(0);
    await store.set(short, 'a', 1);
    await store.set(long, 'b', 120);
    expect(await store.get(short)).toBe('a');
    expect(await store.ttl(long)).toBe(120);
    clock += 1_100;
    expect(await store.get(short)).toBeNull();
    expect(await store.ttl(long)).toBe(119);
    expect(await store.get(long)).toBe('b');
    await store.del(long);
    expect(await store.get(long)).toBeNull();
  });
});

// The app's own store (the same database, or Redis when the PostgreSQL suite runs with it), on the
// real clock: counting and windows, without waiting for one to expire (Redis's TTL does that).
describe("KV app's store", () => {
  it('counts within a window and reports its time left', async () => {
    const k = key();
    expect(await t.app.deps.kv.incr(k, 60)).toEqual({ count: 1, ttlSeconds: 60 });
    const again = await t.app.deps.kv.incr(k, 60);
    expect(again.count).toBe(2);
    expect(again.ttlSeconds).toBeGreaterThan(0);
    expect(again.ttlSeconds).toBeLessThanOrEqual(60);
  });

  it('reads and deletes values', async () => {
    const k = key();
    await t.app.deps.kv.set(k, 'b', 120);
    expect(await t.app.deps.kv.get(k)).toBe('b');
    expect(await t.app.deps.kv.ttl(k)).toBeGreaterThan(0);
    await t.app.deps.kv.del(k);
    expect(await t.app.deps.kv.get(k)).toBeNull();
    expect(await t.app.deps.kv.ttl(k)).toBe(0);
  });
});
