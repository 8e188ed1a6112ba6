// Background jobs behind one small interface. Embedded default: an in-process worker (2 jobs at a
// time, on the event loop between requests). With REDIS_URL: BullMQ, so any number of server
// processes share one queue. Job data must be plain JSON; handlers must tolerate running twice
// (claim their work in the database), since a queue may redeliver after a crash.
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { promiseOf } from './async';
import type { Logger } from './logger';

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

export interface EnqueueOptions {
  /** Deduplicates: a job with the same id already waiting is not added again (BullMQ). */
  jobId?: string;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** The handler of one job name; register before the first enqueue of that name. */
  register<T>(name: string, handler: JobHandler<T>): void;
  /** Adds a job and returns at once; the job runs later, outside the caller's request. */
  enqueue<T>(name: string, data: T, opts?: EnqueueOptions): Promise<void>;
  /** Resolves once no job of this process is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. In-process waiting jobs are dropped. */
  close(): Promise<void>;
}

export const JOB_CONCURRENCY = 2;

/** The embedded worker: a FIFO list worked off JOB_CONCURRENCY at a time. */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private handlers = new Map<string, JobHandler>();
  private waiting: { name: string; data: unknown }[] = [];
  private running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly concurrency = JOB_CONCURRENCY,
  ) {}

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  enqueue<T>(name: string, data: T): Promise<void> {
    return promiseOf(() => {
      if (this.closed) throw new Error('the job queue is closed');
      if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
      // A copy, like a real queue's serialization: the caller cannot change the job afterwards.
      this.waiting.push({ name, data: structuredClone(data) });
      // Later, not now: the caller's request finishes first.
      setImmediate(() => this.pump());
    });
  }

  private pump() {
    while (!this.closed && this.running.size < this.concurrency && this.waiting.length) {
      const job = this.waiting.shift()!;
      const run: Promise<void> = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
    if (!this.running.size && (!this.waiting.length || this.closed)) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async run(job: { name: string; data: unknown }) {
    try {
      await this.handlers.get(job.name)!(job.data);
    } catch (err) {
      this.logger.error({ err, job: job.name }, 'background job failed');
    }
  }

  idle(): Promise<void> {
    if (!this.running.size && !this.waiting.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting = [];
    await Promise.allSettled([...this.running]);
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

export interface BullJobQueueOptions {
  redisUrl: string;
  /** Queue name; instances sharing a database must share it, others (tests) must not. */
  queueName?: string;
  /** Redis key prefix (BullMQ's default is 'bull'). */
  prefix?: string;
  concurrency?: number;
}

/** BullMQ on Redis: one queue, one worker per process dispatching on the job name. */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private handlers = new Map<string, JobHandler>();
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker?: Worker;
  private active = 0;

  constructor(
    private readonly logger: Logger,
    private readonly opts: BullJobQueueOptions,
  ) {
    // Workers block on Redis; BullMQ requires commands to wait for a reconnect rather than fail.
    this.connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (err) => this.logger.warn({ err }, 'job queue redis error'));
    this.queue = new Queue(opts.queueName ?? 'erp-jobs', {
      connection: this.connection,
      prefix: opts.prefix,
      defaultJobOptions: {
        // A failed export is reported to its user, who decides whether to start it again.
        attempts: 1,
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    });
    this.queue.on('error', (err) => this.logger.warn({ err }, 'job queue error'));
  }

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
    // The worker starts with the first handler, so it never takes a job it cannot run.
    this.worker ??= this.startWorker();
  }

  private startWorker(): Worker {
    const worker = new Worker(
      this.opts.queueName ?? 'erp-jobs',
      async (job: Job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        this.active++;
        try {
          await handler(job.data);
        } finally {
          this.active--;
        }
      },
      { connection: this.connection, prefix: this.opts.prefix, concurrency: this.opts.concurrency ?? JOB_CONCURRENCY },
    );
    worker.on('error', (err) => this.logger.warn({ err }, 'job worker error'));
    worker.on('failed', (job, err) => this.logger.error({ err, job: job?.name, id: job?.id }, 'background job failed'));
    return worker;
  }

  async enqueue<T>(name: string, data: T, opts: EnqueueOptions = {}): Promise<void> {
    await this.queue.add(name, data, opts.jobId ? { jobId: opts.jobId } : {});
  }

  /** Waits until this process's worker runs nothing and the queue holds nothing waiting. */
  async idle(): Promise<void> {
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (!this.active && !Object.values(counts).some(Boolean)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
}

/** In-process by default, BullMQ when a Redis URL is configured. */
export function createJobQueue(opts: { logger: Logger; redisUrl?: string; queueName?: string; prefix?: string }): JobQueue {
  return opts.redisUrl
    ? new BullJobQueue(opts.logger, { redisUrl: opts.redisUrl, queueName: opts.queueName, prefix: opts.prefix })
    : new InProcessJobQueue(opts.logger);
}
