// The leaky bucket of API clients, in memory and on Redis (the Redis half is skipped, with the
// reason printed, when Redis does not answer).
import { Redis } from 'ioredis';
import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryBuckets, redisBuckets, type CostBuckets } from './api-budget';

const limits = { bucketSize: 100, restoreRate: 10 };

describe('memory buckets', () => {
  it('takes what the bucket holds, refuses more, refills at the restore rate and never above its size', async () => {
    let now = 1_000_000;
    const buckets = memoryBuckets(() => now);
    expect(await buckets.take(1, 60, limits)).toEqual({ ok: true, status: { maximumAvailable: 100, currentlyAvailable: 40, restoreRate: 10 } });
    expect(await buckets.take(1, 50, limits)).toMatchObject({ ok: false, status: { currentlyAvailable: 40 } });
    now += 1500; // 15 points back
    expect(await buckets.take(1, 50, limits)).toMatchObject({ ok: true, status: { currentlyAvailable: 5 } });
    expect(await buckets.refund(1, 20, limits)).toMatchObject({ currentlyAvailable: 25 });
    now += 60_000;
    expect(await buckets.take(1, 0, limits)).toMatchObject({ ok: true, status: { currentlyAvailable: 100 } });
    expect(await buckets.refund(1, 500, limits)).toMatchObject({ currentlyAvailable: 100 });
    // another client has its own bucket
    expect(await buckets.take(2, 100, limits)).toMatchObject({ ok: true, status: { currentlyAvailable: 0 } });
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (why: string | null) => (socket.destroy(), resolve(why));
    socket.setTimeout(1000, () => done(`no answer from ${url} within 1 s`));
    socket.once('error', (err) => done(`${url}: ${err.message}`));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG') ? null : `unexpected answer from ${url}`));
  });
}
const unavailable = await redisAnswers(REDIS_URL);
if (unavailable) console.warn(`api-budget: Redis half skipped (${unavailable})`);

describe.skipIf(!!unavailable)('redis buckets', () => {
  const redis = unavailable ? undefined : new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const prefix = `test:api-client:${process.pid}:${Date.now()}:`;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
  });

  it('is one bucket for every instance, taken atomically', async () => {
    const one: CostBuckets = redisBuckets(redis!, prefix);
    const two: CostBuckets = redisBuckets(redis!, prefix);
    // 20 concurrent requests of 10 points from two "instances": exactly the bucket's 100 pass (the
    // refill during the test adds at most a request or two)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).take(7, 10, limits)));
    const passed = results.filter((r) => r.ok).length;
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(11);
    const refused = results.find((r) => !r.ok)!;
    expect(refused.status).toMatchObject({ maximumAvailable: 100, restoreRate: 10 });
    expect(refused.status.currentlyAvailable).toBeLessThan(10);
    const refunded = await two.refund(7, 50, limits);
    expect(refunded.currentlyAvailable).toBeGreaterThanOrEqual(50);
    expect(await redis!.pttl(`${prefix}7`)).toBeGreaterThan(0);
  });
});
