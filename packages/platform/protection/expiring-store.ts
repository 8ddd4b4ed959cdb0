import type { Redis } from 'ioredis';

/**
 * Short-lived counters and markers shared by the rate limits and the
 * single-use bot challenges: in memory for one server, in Redis for several.
 */
export interface ExpiringStore {
  /** Adds one (or `by`) to the counter and returns its value and the milliseconds until it resets. */
  increment(key: string, windowMs: number, by?: number): Promise<{ count: number; resetInMs: number }>;
  /** The counter's value and the milliseconds until it resets, without adding to it (0 and 0 when unset). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** True the first time a key is marked within ttlMs, false after. */
  markOnce(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): ExpiringStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are dropped lazily and swept now and then, so memory stays bounded.
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs, by = 1) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += by;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.expiresAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - now() } : { count: 0, resetInMs: 0 };
    },
    async markOnce(key, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return true;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisStore(redis: Redis, prefix = 'farmadria:'): ExpiringStore {
  return {
    async increment(key, windowMs, by = 1) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incrby(prefix + key, by)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec()
        .then((replies) => [replies![0]!, replies![2]!])) as [[unknown, number], [unknown, number]];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(ttl, 0) };
    },
    async markOnce(key, ttlMs) {
      return (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async close() {
      await redis.quit();
    },
  };
}
