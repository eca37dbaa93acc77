import { Redis } from 'ioredis';
import type { KvStore } from './kv-store';

export function createRedisKvStore(url: string, prefix = 'siao:'): KvStore {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    // back within a second of Redis's return (ioredis's default waits up to 2 s between attempts)
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // while Redis is away ioredis reconnects on its own and each command fails (503 SERVICO_INDISPONIVEL);
  // without a listener every reconnect attempt would also print an "Unhandled error event"
  redis.on('error', () => {});
  let connectedOnce = false;
  redis.once('ready', () => {
    connectedOnce = true;
  });
  const k = (key: string) => prefix + key;
  /**
   * Once connected, a command sent while the connection is down fails at once (503 with Retry-After)
   * instead of waiting in ioredis's offline queue for reconnection attempts, seconds per request. Before
   * the first connection (start-up) commands wait in the queue as usual.
   */
  const up = () => {
    if (connectedOnce && redis.status !== 'ready') throw new Error('Redis: Connection is closed.');
  };
  return {
    async incr(key, ttlSeconds) {
      up();
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
    async get(key) {
      up();
      return redis.get(k(key));
    },
    async set(key, value, ttlSeconds) {
      up();
      await redis.set(k(key), value, 'EX', ttlSeconds);
    },
    async del(key) {
      up();
      await redis.del(k(key));
    },
    async ttl(key) {
      up();
      return Math.max(0, await redis.ttl(k(key)));
    },
    async close() {
      await redis.quit();
    },
  };
}
