// The publish queue on a schedule (issue 19 point 4): a tick finds the companies with due listings
// (to be published whose time has come, or publishing ones whose run stopped) and queues one job per
// company; the job runs that company's queue (listings.service runListingQueue) as the company
// itself. Jobs are deduplicated per company and tick, so overlapping ticks or instances do not pile up;
// the conditional claim inside the runner keeps two jobs from publishing one listing.
//
// Speed (issue 19 'Speed': 10,000 queued listings at ≥ 50/s on one server): a marketplace call
// takes a few hundred ms, so one listing after the other is 2–5 listings/s whatever the database
// does. A job therefore takes a slice of the due listings and publishes it in LISTING_QUEUE_LANES
// lanes side by side (each lane a runListingQueue over its own ids: lanes never meet on a listing,
// and if two jobs' slices overlap the claim still gives each listing to one of them). A job keeps
// taking slices for at most LISTING_QUEUE_JOB_MS and then hands the rest to a follow-up job, so a
// big queue neither waits for the next tick nor holds a worker slot away from other jobs for long.
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { systemContext } from '../marketplaces/pull.service';
import { LISTING_CLAIM_LEASE_MS, runListingQueue, type QueueRun } from './listings.service';

export const LISTING_QUEUE_JOB = 'listings.publishQueue';
/** Listings one slice publishes at most (spread over the lanes). */
export const LISTING_QUEUE_BATCH = 200;
/** Marketplace calls of one job in flight at once. */
// Each lane holds a database connection while it writes (the pool has DATABASE_POOL_SIZE, default 10):
// many more lanes than connections make the runner's transactions wait for one past Prisma's 2 s.
export const LISTING_QUEUE_LANES = 16;
/** A job takes new slices for this long; then a follow-up job continues (other jobs get their turn). */
export const LISTING_QUEUE_JOB_MS = 20_000;
const TICK_MS = 15_000;

interface QueueJob {
  companyId: number;
}

const dueWhere = (now: Date) => ({
  OR: [
    { status: 'toBePublished', nextAttemptAt: { lte: now } },
    { status: 'publishing', claimedAt: { lt: new Date(now.getTime() - LISTING_CLAIM_LEASE_MS) } },
  ],
});

/**
 * Lanes for this database: each lane writes through a connection of its own, so PostgreSQL gets at
 * most the pool less two (the rest of the server keeps connections); embedded PGlite runs one
 * statement at a time, where more than a few lanes would only wait on each other past Prisma's 2 s.
 */
export function queueLanes(platform: Platform): number {
  if (platform.database.kind === 'pglite') return 4;
  const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  return Math.max(1, Math.min(LISTING_QUEUE_LANES, pool - 2));
}

/** Spreads ids over at most `lanes` lanes, round robin, so each lane keeps the oldest-first order. */
export function lanesOf<T>(ids: T[], lanes: number): T[][] {
  const out: T[][] = Array.from({ length: Math.min(lanes, ids.length) }, () => []);
  ids.forEach((id, i) => out[i % out.length].push(id));
  return out;
}

/**
 * Publishes the company's due listings in lanes, slice after slice, until none is due or the
 * job's time is up. Answers the totals and whether due listings are left.
 */
export async function runCompanyListingQueue(
  platform: Platform,
  companyId: number,
  opts: { lanes?: number; batch?: number; budgetMs?: number } = {},
): Promise<QueueRun & { more: boolean }> {
  const ctx = await systemContext(platform, companyId);
  const lanes = opts.lanes ?? queueLanes(platform);
  const batch = opts.batch ?? LISTING_QUEUE_BATCH;
  const until = performance.now() + (opts.budgetMs ?? LISTING_QUEUE_JOB_MS);
  const total: QueueRun = { online: 0, failed: 0, retried: 0, unanswered: 0 };
  for (;;) {
    const now = new Date();
    const due = await ctx.db.listing.findMany({
      where: dueWhere(now),
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      take: batch,
      select: { id: true },
    });
    if (!due.length) return { ...total, more: false };
    // a lane that throws (database) stops there: its claimed listing is resumed after the lease,
    // the rest of its ids are still due and come with the next slice; the other lanes go on
    const settled = await Promise.allSettled(
      lanesOf(
        due.map((d) => d.id),
        lanes,
      ).map((ids) => runListingQueue(ctx, { now, limit: ids.length, where: { id: { in: ids } } })),
    );
    const runs: QueueRun[] = [];
    for (const r of settled) {
      if (r.status === 'fulfilled') runs.push(r.value);
      else platform.logger.warn({ err: r.reason, companyId }, 'listing queue lane failed');
    }
    if (runs.length < settled.length) total.unanswered += settled.length - runs.length;
    if (!runs.length) return { ...total, more: false }; // the database is failing: the next tick tries again
    for (const r of runs) {
      total.online += r.online;
      total.failed += r.failed;
      total.retried += r.retried;
      total.unanswered += r.unanswered;
    }
    // a slice where nothing moved (all taken by another job, or unanswered) is left to the schedule
    if (runs.every((r) => r.online + r.failed + r.retried === 0)) return { ...total, more: false };
    if (performance.now() > until) return { ...total, more: due.length === batch };
  }
}

export function registerListingJobs(platform: Platform): void {
  platform.jobs.register<QueueJob>(LISTING_QUEUE_JOB, async ({ companyId }) => {
    const run = await runCompanyListingQueue(platform, companyId);
    // the rest at once, behind the jobs that waited meanwhile (an id of its own: a finished job's id may be kept by BullMQ)
    if (run.more) await platform.jobs.enqueue(LISTING_QUEUE_JOB, { companyId }, { jobId: `listings-${companyId}-more-${Date.now()}` });
  });
}

/** One tick: a job for every company with due listings. Answers the companies queued. */
export async function enqueueDueListingQueues(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the publish queue schedule visits the due listings of every company');
  const due = await db.listing.groupBy({ by: ['companyId'], where: dueWhere(now) });
  const tick = Math.floor(now.getTime() / TICK_MS);
  for (const { companyId } of due) await platform.jobs.enqueue(LISTING_QUEUE_JOB, { companyId }, { jobId: `listings-${companyId}-${tick}` });
  return due.length;
}

/** The server's schedule (main.ts): a tick every 15 s; answers a stop function. Tests call ticks themselves. */
export function startListingQueueScheduler(platform: Platform, everyMs = TICK_MS): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    enqueueDueListingQueues(platform)
      .catch((err) => platform.logger.warn({ err }, 'listing queue schedule tick failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
