import { Redis } from 'ioredis';
import type { KvStore } from './kv-store';

export function createRedisKvStore(url: string, prefix = 'siao:'): KvStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // while Redis is away ioredis reconnects on its own and each command fails (503 SERVICO_INDISPONIVEL);
  // without a listener every reconnect attempt would also print an "Unhandled error event"
  redis.on('error', () => {});
  const k = (key: string) => prefix + key;
  return {
    async incr(key, ttlSeconds) {
      // one atomic round trip: the window's key is created with its TTL, then counted
      const replies = (await redis
        .multi()
        .set(k(key), 0, 'EX', ttlSeconds, 'NX')
        .incr(k(key))
        .ttl(k(key))
        .exec()) as [[null, unknown], [null, number], [null, number]];
      let ttl = replies[2][1];
      if (ttl < 0) {
        // a counter left without expiry (written before the SET NX above): give it one
        await redis.expire(k(key), ttlSeconds);
        ttl = ttlSeconds;
      }
      return { count: replies[1][1], ttlSeconds: ttl };
    },
    get: (key) => redis.get(k(key)),
    async set(key, value, ttlSeconds) {
      await redis.set(k(key), value, 'EX', ttlSeconds);
    },
    async del(key) {
      await redis.del(k(key));
    },
    async ttl(key) {
      return Math.max(0, await redis.ttl(k(key)));
    },
    async close() {
      await redis.quit();
    },
  };
}
