import { and, eq, gt, lt, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kvEntries } from '../../db/schema';
import type { KvStore } from './kv-store';

/**
 * The counter's increment (placeholders `kvKey`, `kvExpires`, `kvNow`), returning the entry: a
 * window that has expired starts again at 1. The store's `incr`, or a CTE of a caller's statement.
 */
export function kvIncrement(db: Db) {
  return db
    .insert(kvEntries)
    .values({ key: sql.placeholder('kvKey'), value: '1', expiresAt: sql.placeholder('kvExpires') })
    .onConflictDoUpdate({
      target: kvEntries.key,
      set: {
        value: sql`case when ${kvEntries.expiresAt} <= ${sql.placeholder('kvNow')}::timestamptz then '1' else (${kvEntries.value}::int + 1)::text end`,
        expiresAt: sql`case when ${kvEntries.expiresAt} <= ${sql.placeholder('kvNow')}::timestamptz then ${sql.placeholder('kvExpires')}::timestamptz else ${kvEntries.expiresAt} end`,
      },
    })
    .returning({ value: kvEntries.value, expiresAt: kvEntries.expiresAt });
}

/** An entry's value while it lives, or null: a scalar of a caller's statement (placeholder `kvNow`). */
export const kvLiveValue = (key: Placeholder) =>
  sql<
    string | null
  >`(select ${kvEntries.value} from ${kvEntries} where ${kvEntries.key} = ${key} and ${kvEntries.expiresAt} > ${sql.placeholder('kvNow')})`;

/** `now` is the clock (ms since epoch): the tests pass a fake one to see windows expire without waiting. */
export function createDbKvStore(db: Db, now: () => number = Date.now): KvStore {
  const secondsLeft = (expiresAt: Date) => Math.max(0, Math.ceil((expiresAt.getTime() - now()) / 1000));
  let lastSweep = 0;
  async function sweep() {
    // expired rows are deleted lazily, at most once a minute per process
    if (now() - lastSweep < 60_000) return;
    lastSweep = now();
    await db.delete(kvEntries).where(lt(kvEntries.expiresAt, new Date(now())));
  }

  // prepared once: the guard reads the store on every authenticated request, and building the
  // query each time cost more CPU than PostgreSQL spends answering it
  const live = db
    .select()
    .from(kvEntries)
    .where(and(eq(kvEntries.key, sql.placeholder('key')), gt(kvEntries.expiresAt, sql.placeholder('now'))))
    .prepare('kv_live');
  const increment = kvIncrement(db).prepare('kv_incr');
  const counted = (row: { value: string; expiresAt: Date }) => ({
    count: Number(row.value),
    ttlSeconds: secondsLeft(row.expiresAt),
  });
  const beforeIncrement = () => {
    // not waited for: the counter does not need the expired rows gone (a failed sweep is tried again)
    sweep().catch(() => {
      lastSweep = 0;
    });
  };
  const liveRow = async (key: string) => (await live.execute({ key, now: new Date(now()) }))[0];

  return {
    async incr(key, ttlSeconds) {
      beforeIncrement();
      const at = now();
      const [row] = await increment.execute({
        kvKey: key,
        kvExpires: new Date(at + ttlSeconds * 1000),
        kvNow: new Date(at),
      });
      return counted(row!);
    },
    async get(key) {
      return (await liveRow(key))?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      const expiresAt = new Date(now() + ttlSeconds * 1000);
      await db
        .insert(kvEntries)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt } });
    },
    async del(key) {
      await db.delete(kvEntries).where(eq(kvEntries.key, key));
    },
    async ttl(key) {
      const row = await liveRow(key);
      return row ? secondsLeft(row.expiresAt) : 0;
    },
    async close() {},
    database: { db, now, beforeIncrement, counted },
  };
}
