// Scheduled price following of eMAG sell-along offers (spec 02 §2 /emagSellAlong): every
// SELL_ALONG_FOLLOW_MS a tick queues one job per company with followed online offers; the job runs
// followSellAlongPrices for all of that company's followed offers as the company itself (the same
// rule as the page's "follow now": one cent under the lowest competitor, never under the floor).
// Jobs are deduplicated per company and tick, so overlapping ticks or instances do not pile up.
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { systemContext } from '../marketplaces/pull.service';
import { followSellAlongPrices, SELL_ALONG_PLATFORM_TYPE } from './listing-tools.service';

export const SELL_ALONG_FOLLOW_JOB = 'listings.sellAlongFollow';
/** How often followed offers are repriced (marketplaces refresh competitor offers about this often). */
export const SELL_ALONG_FOLLOW_MS = 30 * 60_000;

interface FollowJob {
  companyId: number;
}

export function registerSellAlongJobs(platform: Platform): void {
  platform.jobs.register<FollowJob>(SELL_ALONG_FOLLOW_JOB, async ({ companyId }) => {
    const run = await followSellAlongPrices(await systemContext(platform, companyId), null);
    if (run.failures.length) platform.logger.warn({ companyId, failures: run.failures }, 'sell-along price following: offers left as they were');
  });
}

/** One tick: a job for every company with followed online sell-along offers. Answers the companies queued. */
export async function enqueueSellAlongFollows(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the price-following schedule visits the followed offers of every company');
  const companies = await db.listing.groupBy({
    by: ['companyId'],
    where: { platformType: SELL_ALONG_PLATFORM_TYPE, status: 'online', attributes: { path: ['sellAlong', 'follow'], equals: true } },
  });
  const tick = Math.floor(now.getTime() / SELL_ALONG_FOLLOW_MS);
  for (const { companyId } of companies) await platform.jobs.enqueue(SELL_ALONG_FOLLOW_JOB, { companyId }, { jobId: `sell-along-${companyId}-${tick}` });
  return companies.length;
}

/** The server's schedule (main.ts); answers a stop function. Tests call ticks themselves. */
export function startSellAlongFollowScheduler(platform: Platform, everyMs = SELL_ALONG_FOLLOW_MS): () => void {
  const tick = () => void enqueueSellAlongFollows(platform).catch((err: unknown) => platform.logger.warn({ err }, 'sell-along follow tick failed'));
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
