// The publish queue on a schedule (issue 19 point 4): a tick finds the companies with due listings
// (to be published whose time has come, or publishing ones whose run stopped) and queues one job per
// company; the job runs that company's queue (listings.service runListingQueue) as the company
// itself. Jobs are deduplicated per company and tick, so overlapping ticks or instances do not pile up;
// the conditional claim inside the runner keeps two jobs from publishing one listing.
//
// Speed (issue 19 'Speed': 10,000 queued listings at ≥ 50/s on one server): a marketplace call
// takes a few hundred ms, so one listing after the other is 2–5 listings/s whatever the database
// does. A job therefore takes a slice of the due listings and publishes it with LISTING_QUEUE_LANES
// marketplace calls in flight (listings.service publishSlice: the database work is per slice, and a
// call holds no connection, so the calls in flight do not depend on the pool). If two jobs' slices
// overlap, the claim gives each listing to one of them. A job keeps taking slices for at most
// LISTING_QUEUE_JOB_MS and then hands the rest to a follow-up job, so a big queue neither waits for
// the next tick nor holds a worker slot away from other jobs for long.
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { systemContext } from '../marketplaces/pull.service';
import { LISTING_CLAIM_LEASE_MS, publishSlice, tally, type QueueRun } from './listings.service';

export const LISTING_QUEUE_JOB = 'listings.publishQueue';
/** Listings one slice publishes at most (spread over the lanes). */
export const LISTING_QUEUE_BATCH = 400;
/** Marketplace calls of one job in flight at once. */
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
 * Publishes the company's due listings in lanes, slice after slice, until none is due or the
 * job's time is up. Answers the totals and whether due listings are left.
 */
export async function runCompanyListingQueue(
  platform: Platform,
  companyId: number,
  opts: { lanes?: number; batch?: number; budgetMs?: number } = {},
): Promise<QueueRun & { more: boolean }> {
  const ctx = await systemContext(platform, companyId);
  const lanes = opts.lanes ?? LISTING_QUEUE_LANES;
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
    // a slice whose database work fails leaves its claimed listings publishing (resumed after the
    // lease); the rest are still due and come with the next tick
    let run: QueueRun;
    try {
      run = tally(
        (
          await publishSlice(
            ctx,
            due.map((d) => d.id),
            { now, inFlight: lanes },
          )
        ).values(),
      );
    } catch (err) {
      platform.logger.warn({ err, companyId }, 'listing queue slice failed');
      return { ...total, unanswered: total.unanswered + due.length, more: false };
    }
    total.online += run.online;
    total.failed += run.failed;
    total.retried += run.retried;
    total.unanswered += run.unanswered;
    // a slice where nothing moved (all taken by another job, or unanswered) is left to the schedule
    if (run.online + run.failed + run.retried === 0) return { ...total, more: false };
    if (performance.now() > until) return { ...total, more: due.length === batch };
  }
}

export function registerListingJobs(platform: Platform): void {
  // One job per company at a time in this process: a tick while the company's job still runs (a
  // job may take LISTING_QUEUE_JOB_MS, longer than a tick) adds nothing, so a company has at most
  // LISTING_QUEUE_LANES calls in flight per instance, as the marketplaces' rate limits expect.
  const running = new Set<number>();
  platform.jobs.register<QueueJob>(LISTING_QUEUE_JOB, async ({ companyId }) => {
    if (running.has(companyId)) return;
    running.add(companyId);
    try {
      const run = await runCompanyListingQueue(platform, companyId);
      // the rest at once, behind the jobs that waited meanwhile (an id of its own: a finished job's id may be kept by BullMQ)
      if (run.more) await platform.jobs.enqueue(LISTING_QUEUE_JOB, { companyId }, { jobId: `listings-${companyId}-more-${Date.now()}` });
    } finally {
      running.delete(companyId);
    }
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
