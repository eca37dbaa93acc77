import type { Db } from '../../db/client';

/**
 * The store's table, for a statement that reads or bumps an entry in the same round trip as its
 * own work (see db-kv-store's `kvIncrement` and `kvLiveValue`): absent when the store is Redis.
 */
export interface KvInDatabase {
  db: Db;
  /** the store's clock (ms since epoch), for the statement's `kvNow` and `kvExpires` */
  now(): number;
  /** what `incr` does besides its statement (the lazy sweep of expired rows), for such a statement */
  beforeIncrement(): void;
  /** `incr`'s answer from the row the increment returned */
  counted(row: { value: string; expiresAt: Date }): { count: number; ttlSeconds: number };
}

/**
 * Small shared key-value store for state that every API process must see (throttling counters,
 * revoked sessions). PostgreSQL table by default, Redis when REDIS_URL is set.
 */
export interface KvStore {
  /** Adds 1 to the counter and returns the new value; the TTL starts with the first increment. */
  incr(key: string, ttlSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Seconds until the key expires, or 0 when absent. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
  database?: KvInDatabase;
}
