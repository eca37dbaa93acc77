import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createDbKvStore } from './db-kv-store';
import type { KvStore } from './kv-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// the database store on this suite's database (PGlite or PostgreSQL), and the app's own store
// (the same database, or Redis when the PostgreSQL suite runs with it)
const stores: Array<[string, () => KvStore]> = [
  ['database store', () => createDbKvStore(t.app.deps.db)],
  ["app's store", () => t.app.deps.kv],
];

describe.each(stores)('KV %s', (_name, store) => {
  const key = () => `teste:${randomUUID()}`;

  it('counts up within the window and starts again once it expires', async () => {
    const kv = store();
    const k = key();
    expect(await kv.incr(k, 1)).toEqual({ count: 1, ttlSeconds: 1 });
    expect((await kv.incr(k, 1)).count).toBe(2);
    const other = key();
    expect((await kv.incr(other, 60)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await kv.incr(k, 1)).count).toBe(1);
    // the window of `other` runs from its first increment: not extended by the second
    const again = await kv.incr(other, 60);
    expect(again.count).toBe(2);
    expect(again.ttlSeconds).toBeLessThan(60);
    expect(again.ttlSeconds).toBeGreaterThan(55);
  });

  it('reads, expires and deletes values', async () => {
    const kv = store();
    const [short, long] = [key(), key()];
    expect(await kv.get(short)).toBeNull();
    expect(await kv.ttl(short)).toBe(0);
    await kv.set(short, 'a', 1);
    await kv.set(long, 'b', 120);
    expect(await kv.get(short)).toBe('a');
    expect(await kv.ttl(long)).toBe(120);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await kv.get(short)).toBeNull();
    expect(await kv.get(long)).toBe('b');
    await kv.del(long);
    expect(await kv.get(long)).toBeNull();
  });
});
