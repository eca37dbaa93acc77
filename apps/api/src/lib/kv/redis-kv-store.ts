import { Redis } from 'ioredis';
import type { KvStore } from './kv-store';

export function createRedisKvStore(url: string, prefix = 'siao:'): KvStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const k = (key: string) => prefix + key;
  return {
    async incr(key, ttlSeconds) {
      const [[, count], [, ttl]] = (await redis.multi().incr(k(key)).ttl(k(key)).exec()) as [
        [null, number],
        [null, number],
      ];
      let left = ttl;
      if (ttl < 0) {
        await redis.expire(k(key), ttlSeconds);
        left = ttlSeconds;
      }
      return { count, ttlSeconds: left };
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
