import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kvEntries } from '../../db/schema';
import type { KvStore } from './kv-store';

const secondsLeft = (expiresAt: Date) => Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));

export function createDbKvStore(db: Db): KvStore {
  let lastSweep = 0;
  async function sweep() {
    // expired rows are deleted lazily, at most once a minute per process
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db.delete(kvEntries).where(lt(kvEntries.expiresAt, new Date()));
  }

  return {
    async incr(key, ttlSeconds) {
      await sweep();
      const expires = new Date(Date.now() + ttlSeconds * 1000);
      const [row] = await db
        .insert(kvEntries)
        .values({ key, value: '1', expiresAt: expires })
        .onConflictDoUpdate({
          target: kvEntries.key,
          set: {
            value: sql`case when ${kvEntries.expiresAt} <= now() then '1' else (${kvEntries.value}::int + 1)::text end`,
            expiresAt: sql`case when ${kvEntries.expiresAt} <= now() then ${expires.toISOString()}::timestamptz else ${kvEntries.expiresAt} end`,
          },
        })
        .returning();
      return { count: Number(row!.value), ttlSeconds: secondsLeft(row!.expiresAt!) };
    },
    async get(key) {
      const [row] = await db
        .select()
        .from(kvEntries)
        .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, new Date())));
      return row?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db
        .insert(kvEntries)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt } });
    },
    async del(key) {
      await db.delete(kvEntries).where(eq(kvEntries.key, key));
    },
    async ttl(key) {
      const [row] = await db
        .select()
        .from(kvEntries)
        .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, new Date())));
      return row ? secondsLeft(row.expiresAt) : 0;
    },
    async close() {},
  };
}
