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
}
