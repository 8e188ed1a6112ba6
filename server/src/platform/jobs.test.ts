// Both job queues behind one interface: jobs run later (not in the caller's request), two at a
// time, failures are logged and do not stop the queue, close waits for running jobs. The BullMQ
// queue runs against real Redis (skipped only when Redis does not answer).
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../../test/harness';
import { createLogger } from './logger';
import { BullJobQueue, InProcessJobQueue, createJobQueue, type JobQueue } from './jobs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = (await redisAnswers(REDIS_URL)) === null;
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The behaviour both implementations share. */
async function behaves(queue: JobQueue) {
  let active = 0;
  let most = 0;
  const done: number[] = [];
  queue.register<{ n: number }>('work', async ({ n }) => {
    active++;
    most = Math.max(most, active);
    await sleep(60);
    active--;
    if (n === 3) throw new Error('job 3 breaks');
    done.push(n);
  });
  let ranDuringEnqueue = false;
  queue.register('probe', async () => void (ranDuringEnqueue = true));
  await queue.enqueue('probe', {});
  expect(ranDuringEnqueue).toBe(false); // queued, not run inside the caller
  for (let n = 1; n <= 6; n++) await queue.enqueue('work', { n });
  await sleep(20);
  await queue.idle();
  expect(ranDuringEnqueue).toBe(true);
  expect(done.sort()).toEqual([1, 2, 4, 5, 6]);
  expect(most).toBe(2);
}

describe('in-process job queue', () => {
  it('is the default without Redis', () => {
    expect(createJobQueue({ logger }).kind).toBe('in-process');
  });

  it('runs jobs later, two at a time, and survives a failing job', async () => {
    const queue = new InProcessJobQueue(logger);
    await behaves(queue);
    await queue.close();
  });

  it('close waits for running jobs, drops waiting ones and refuses new ones', async () => {
    const queue = new InProcessJobQueue(logger);
    const finished: number[] = [];
    queue.register<{ n: number }>('slow', async ({ n }) => {
      await sleep(100);
      finished.push(n);
    });
    for (let n = 1; n <= 4; n++) await queue.enqueue('slow', { n });
    await sleep(20);
    await queue.close();
    expect(finished.sort()).toEqual([1, 2]);
    await expect(queue.enqueue('slow', { n: 5 })).rejects.toThrow(/closed/);
    await expect(queue.enqueue('nobody', {})).rejects.toThrow();
  });

  it('hands the handler a copy of the data', async () => {
    const queue = new InProcessJobQueue(logger);
    let seen: unknown;
    queue.register('copy', async (d) => void (seen = d));
    const data = { list: [1] };
    await queue.enqueue('copy', data);
    data.list.push(2);
    await queue.idle();
    expect(seen).toEqual({ list: [1] });
    await queue.close();
  });
});

describe.skipIf(!hasRedis)('BullMQ job queue (Redis)', () => {
  const names: string[] = [];
  /** A queue of this test alone: other test runs share the Redis server. */
  const unique = () => {
    const name = `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    names.push(name);
    return name;
  };
  afterAll(async () => {
    for (const name of names) {
      const q = new Queue(name, { connection: { url: REDIS_URL } });
      await q.obliterate({ force: true });
      await q.close();
    }
  });

  it('is chosen with a Redis URL', async () => {
    const q = createJobQueue({ logger, redisUrl: REDIS_URL, queueName: unique() });
    expect(q.kind).toBe('bullmq');
    await q.close();
  });

  it('runs jobs later, two at a time, and survives a failing job', async () => {
    const queue = new BullJobQueue(logger, { redisUrl: REDIS_URL, queueName: unique() });
    await behaves(queue);
    await queue.close();
  });

  it('a job added by one process is run by the worker of another', async () => {
    const name = unique();
    const producer = new BullJobQueue(logger, { redisUrl: REDIS_URL, queueName: name });
    const worker = new BullJobQueue(logger, { redisUrl: REDIS_URL, queueName: name });
    const got: unknown[] = [];
    worker.register('hello', async (d) => void got.push(d));
    await producer.enqueue('hello', { from: 'producer' });
    for (let i = 0; i < 100 && !got.length; i++) await sleep(50);
    expect(got).toEqual([{ from: 'producer' }]);
    await Promise.all([producer.close(), worker.close()]);
  });
});
