// The publish queue on a schedule (issue 19 point 4): a tick finds the companies with due listings
// (to be published whose time has come, or publishing ones whose run stopped) and queues one job per
// company; the job runs that company's queue (listings.service runListingQueue) as the company
// itself. Jobs are deduplicated per company and tick, so overlapping ticks or instances do not pile up;
// the conditional claim inside the runner keeps two jobs from publishing one listing.
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { systemContext } from '../marketplaces/pull.service';
import { LISTING_CLAIM_LEASE_MS, runListingQueue } from './listings.service';

export const LISTING_QUEUE_JOB = 'listings.publishQueue';
/** Listings one job publishes at most; the next tick takes the rest. */
export const LISTING_QUEUE_BATCH = 200;
const TICK_MS = 15_000;

export function registerListingJobs(platform: Platform): void {
  platform.jobs.register<{ companyId: number }>(LISTING_QUEUE_JOB, async ({ companyId }) => {
    await runListingQueue(await systemContext(platform, companyId), { limit: LISTING_QUEUE_BATCH });
  });
}

/** One tick: a job for every company with due listings. Answers the companies queued. */
export async function enqueueDueListingQueues(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the publish queue schedule visits the due listings of every company');
  const lease = new Date(now.getTime() - LISTING_CLAIM_LEASE_MS);
  const due = await db.listing.groupBy({
    by: ['companyId'],
    where: {
      OR: [
        { status: 'toBePublished', nextAttemptAt: { lte: now } },
        { status: 'publishing', claimedAt: { lt: lease } },
      ],
    },
  });
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
