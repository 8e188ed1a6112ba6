// Budgets and usage of API clients (issue 17; the clients themselves: modules/api-clients), like Shopify's GraphQL Admin API: each client has a
// leaky bucket of `bucketSize` points that refills at `restoreRate` points a second; a request takes
// its query cost (REST calls a fixed API_CLIENT_REST_COST) before it runs and is refused when the
// bucket holds less; after a GraphQL request the difference between the requested and the actual
// cost goes back. Buckets live in memory, or in Redis when REDIS_URL is set (one Lua script, so
// every instance draws from the same bucket atomically, on Redis' clock).
//
// Every call of a client is written to ApiClientUsage in batches (at most a second later, or when
// 200 are waiting), off the request's path, with the client's lastUsedAt.
import type { Redis } from 'ioredis';
import type { Database } from './db';
import { unscopedDb } from './db';
import type { Logger } from './logger';

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface BucketLimits {
  bucketSize: number;
  restoreRate: number;
}

export interface CostBuckets {
  readonly kind: 'memory' | 'redis';
  /** Takes `cost` points when the bucket holds them; answers whether it did and what is left. */
  take(clientId: number, cost: number, limits: BucketLimits): Promise<{ ok: boolean; status: ThrottleStatus }>;
  /** Gives points back (capped at the bucket size). */
  refund(clientId: number, points: number, limits: BucketLimits): Promise<ThrottleStatus>;
}

const status = (available: number, limits: BucketLimits): ThrottleStatus => ({
  maximumAvailable: limits.bucketSize,
  currentlyAvailable: Math.max(0, Math.floor(available)),
  restoreRate: limits.restoreRate,
});

/** One process's buckets. `now` is injectable for tests. */
export function memoryBuckets(now: () => number = Date.now): CostBuckets {
  const buckets = new Map<number, { available: number; at: number }>();
  const level = (clientId: number, limits: BucketLimits) => {
    const t = now();
    const b = buckets.get(clientId) ?? { available: limits.bucketSize, at: t };
    b.available = Math.min(limits.bucketSize, b.available + ((t - b.at) / 1000) * limits.restoreRate);
    b.at = t;
    buckets.set(clientId, b);
    return b;
  };
  return {
    kind: 'memory',
    take(clientId, cost, limits) {
      const b = level(clientId, limits);
      const ok = cost <= b.available;
      if (ok) b.available -= cost;
      return Promise.resolve({ ok, status: status(b.available, limits) });
    },
    refund(clientId, points, limits) {
      const b = level(clientId, limits);
      b.available = Math.min(limits.bucketSize, b.available + Math.max(0, points));
      return Promise.resolve(status(b.available, limits));
    },
  };
}

// KEYS[1] bucket; ARGV: size, rate, points, 'take' | 'refund'. Answers { taken 1/0, available as text }.
const BUCKET_SCRIPT = `
local size = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local points = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local v = redis.call('HMGET', KEYS[1], 'a', 't')
local available = tonumber(v[1])
local at = tonumber(v[2])
if available == nil or at == nil then
  available = size
  at = now
end
available = math.min(size, available + math.max(0, now - at) * rate / 1000)
local ok = 1
if ARGV[4] == 'take' then
  if points <= available then available = available - points else ok = 0 end
else
  available = math.min(size, available + points)
end
redis.call('HSET', KEYS[1], 'a', tostring(available), 't', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(size / math.max(rate, 1) * 1000) + 60000)
return { ok, tostring(available) }
`;

/** Buckets shared by every instance through Redis. */
export function redisBuckets(redis: Redis, prefix = 'rl:api-client:'): CostBuckets {
  const run = async (clientId: number, points: number, limits: BucketLimits, mode: 'take' | 'refund') => {
    const [ok, available] = (await redis.eval(BUCKET_SCRIPT, 1, `${prefix}${clientId}`, limits.bucketSize, limits.restoreRate, points, mode)) as [
      number,
      string,
    ];
    return { ok: ok === 1, status: status(Number(available), limits) };
  };
  return {
    kind: 'redis',
    take: (clientId, cost, limits) => run(clientId, cost, limits, 'take'),
    refund: async (clientId, points, limits) => (await run(clientId, Math.max(0, points), limits, 'refund')).status,
  };
}

export interface UsageEntry {
  companyId: number;
  apiClientId: number;
  operation: string;
  cost: number;
  throttled: boolean;
  success: boolean;
  durationMs: number;
  ip: string;
  at: Date;
}

/** Usage rows written in batches, off the request's path. */
export class UsageLog {
  private queue: UsageEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly opts: { maxDelayMs: number; maxBatch: number } = { maxDelayMs: 1000, maxBatch: 200 },
  ) {}

  record(entry: UsageEntry): void {
    this.queue.push({ ...entry, operation: entry.operation.slice(0, 200) });
    if (this.queue.length >= this.opts.maxBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.opts.maxDelayMs);
      this.timer.unref();
    }
  }

  /** Writes what is waiting (and waits for a write under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    this.flushing = this.flushing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.flushing;
  }

  private async write(batch: UsageEntry[]): Promise<void> {
    const db = unscopedDb(this.database.prisma, 'usage rows of several companies in one batch; each row carries its client and company');
    try {
      await db.apiClientUsage.createMany({
        data: batch.map(({ at, ...e }) => ({ ...e, createdAt: at })),
      });
      const last = new Map<number, Date>();
      for (const e of batch) if (!last.has(e.apiClientId) || last.get(e.apiClientId)! < e.at) last.set(e.apiClientId, e.at);
      for (const [id, at] of last) {
        await db.apiClient.updateMany({ where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: at } }] }, data: { lastUsedAt: at } });
      }
    } catch (err) {
      // A lost usage batch must not fail requests; the operate log still has the calls.
      this.logger.error({ err, rows: batch.length }, 'api client usage not written');
    }
  }
}

/** What the platform holds for API clients: their buckets and the usage writer. */
export interface ApiClientRuntime {
  buckets: CostBuckets;
  usage: UsageLog;
  close(): Promise<void>;
}

export function createApiClientRuntime(database: Database, logger: Logger, redis?: Redis): ApiClientRuntime {
  const usage = new UsageLog(database, logger);
  return {
    buckets: redis ? redisBuckets(redis) : memoryBuckets(),
    usage,
    close: () => usage.flush(),
  };
}
