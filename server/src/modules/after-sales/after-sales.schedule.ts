// The scheduled pull of after-sales cases and reviews (issue 21): every AFTER_SALES_PULL_MS the
// instance holding the lease 'after-sales-pull' (platform/schedule claimLease, the SchedulerLease
// row; so with several server instances only one pulls) pulls, for every authorized shop of every
// company, acting as that company's system account, its after-sales cases (pullShopAfterSales,
// when the marketplace has them) and its reviews (pullShopReviews, when it has them), like the
// scheduled chat pull (chat.pull.ts startChatPullSchedule).
//
// Resumable and idempotent by the pulls themselves: each page is stored in one transaction with
// the shop's cursor (AfterSalesCursor / ReviewCursor), so a crash or a marketplace failure mid-pull
// re-reads at most the page that failed, on the next tick; cases and reviews are unique per shop
// and marketplace id, so a page read twice creates nothing. A shop that fails is counted and the
// round goes on with the next shop.
import { SHOP_STATUS } from '@erp/schema';
import type { Platform, RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { claimLease } from '../../platform/schedule';
import { systemContext } from '../marketplaces/pull.service';
import { pullShopReviews } from '../reviews/reviews.service';
import { pullShopAfterSales } from './after-sales.service';

/** Cases and reviews matter in hours (their deadlines are days): every 15 minutes. */
export const AFTER_SALES_PULL_MS = 15 * 60_000;
export const AFTER_SALES_PULL_LEASE = 'after-sales-pull';

export interface AfterSalesRound {
  /** Shops pulled without failure. */
  shops: number;
  failed: number;
  casesCreated: number;
  casesUpdated: number;
  reviewsCreated: number;
  reviewsUpdated: number;
}

/** One round: every authorized shop of every company (cases, then reviews). */
export async function pullAllAfterSales(platform: Platform, opts: { now?: Date; limit?: number } = {}): Promise<AfterSalesRound> {
  const db = unscopedDb(platform.database.prisma, 'the after-sales pull schedule visits the authorized shops of every company');
  const shops = await db.shop.findMany({
    where: { status: SHOP_STATUS.authorized },
    select: { id: true, companyId: true, platformType: true },
    orderBy: [{ companyId: 'asc' }, { id: 'asc' }],
  });
  const r: AfterSalesRound = { shops: 0, failed: 0, casesCreated: 0, casesUpdated: 0, reviewsCreated: 0, reviewsUpdated: 0 };
  let ctx: RequestContext | null = null;
  for (const s of shops) {
    try {
      if (ctx?.actor?.companyId !== s.companyId) ctx = await systemContext(platform, s.companyId);
      const connector = platform.connectors.get(s.platformType);
      if (connector.pullAfterSalesCases) {
        const c = await pullShopAfterSales(ctx, s.id, { now: opts.now, limit: opts.limit });
        r.casesCreated += c.created;
        r.casesUpdated += c.updated;
      }
      if (connector.fetchReviews) {
        const v = await pullShopReviews(ctx, s.id, { now: opts.now, limit: opts.limit });
        r.reviewsCreated += v.created;
        r.reviewsUpdated += v.updated;
      }
      r.shops++;
    } catch (err) {
      r.failed++;
      if (!(err instanceof AppError)) platform.logger.warn({ err, shopId: s.id }, 'scheduled after-sales pull failed');
    }
  }
  return r;
}

/**
 * One tick: claims the lease (for `leaseMs`, default a little less than the interval) and, if this
 * instance holds it, runs a round; answers the round, or null when another instance holds the lease.
 */
export async function afterSalesPullTick(
  platform: Platform,
  opts: { now?: Date; limit?: number; holder?: string; leaseMs?: number } = {},
): Promise<AfterSalesRound | null> {
  const leaseMs = opts.leaseMs ?? Math.max(1000, AFTER_SALES_PULL_MS - 1000);
  if (!(await claimLease(platform, AFTER_SALES_PULL_LEASE, leaseMs, opts.holder))) return null;
  return pullAllAfterSales(platform, { now: opts.now, limit: opts.limit });
}

/** The schedule (main.ts; tests tick themselves): answers a stop function. Ticks of one instance never overlap. */
export function startAfterSalesPullSchedule(platform: Platform, everyMs = AFTER_SALES_PULL_MS): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    afterSalesPullTick(platform, { leaseMs: Math.max(1000, everyMs - 1000) })
      .then((r) => {
        if (r && (r.casesCreated || r.reviewsCreated || r.failed)) platform.logger.info(r, 'after-sales cases and reviews pulled');
      })
      .catch((err) => platform.logger.warn({ err }, 'after-sales pull schedule tick failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
