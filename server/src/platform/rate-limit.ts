// Fixed-window limits (sign-in attempts, registrations, verification codes). In memory by default;
// on Redis when REDIS_URL is set so every server instance counts together, under the deployment's
// REDIS_NAMESPACE so two deployments sharing a Redis never count each other's attempts.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export interface Limiter {
  /** Counts one attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
  /** Forgets the key's attempts (a sign-in that succeeded). */
  reset(key: string): Promise<void>;
}

export function createLimiter(name: string, points: number, durationSeconds: number, redis?: Redis, namespace = 'erp'): Limiter {
  const opts = { keyPrefix: `${namespace}:rl:${name}`, points, duration: durationSeconds };
  const limiter: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
  return {
    async hit(key) {
      try {
        await limiter.consume(key, 1);
        return 0;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw res;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
