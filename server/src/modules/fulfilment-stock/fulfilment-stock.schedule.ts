// Fulfilment-centre stock on a schedule (issue 23 item 6): every FULFILMENT_STOCK_SYNC_MS the
// instance holding the lease syncs every authorized shop of Amazon (FBA), Kaufland (FBK) and eMAG
// (FBE) that has synced at least once (a shop the seller never synced does not use the programme),
// as its company — the same rule as the screen's "sync now". A shop the marketplace refuses keeps
// its last snapshot (the refusal is recorded on its sync row and logged) and the others go on.
import { FULFILMENT_MARKETPLACES, FULFILMENT_PLATFORM_TYPE, type FulfilmentMarketplace } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Platform, RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { loggedRound, startSchedule } from '../../platform/schedule';
import { syncAsEachCompany } from '../marketplaces/pull.service';
import { syncFulfilmentStock } from './fulfilment-stock.service';

/** Inventory reports refresh a few times a day at the marketplaces; every two hours keeps the screens fresh within their rate limits. */
export const FULFILMENT_STOCK_SYNC_MS = 2 * 60 * 60_000;

/** One round: answers how many shops were synced and how many were refused. */
export async function syncAllFulfilmentStock(platform: Platform, now = new Date()): Promise<{ synced: number; failed: number }> {
  const db = unscopedDb(platform.database.prisma, 'the fulfilment stock schedule visits the synced shops of every company');
  const due = await db.fulfilmentStockSync.findMany({
    select: { shopId: true, companyId: true, marketplace: true },
    orderBy: [{ companyId: 'asc' }, { shopId: 'asc' }],
  });
  const shops = due.length
    ? await db.shop.findMany({ where: { id: { in: due.map((d) => d.shopId) }, status: 1 }, select: { id: true, platformType: true } })
    : [];
  const typeOf = new Map(shops.map((s) => [s.id, s.platformType]));
  const authorized = due.filter((d) => {
    const marketplace = d.marketplace as FulfilmentMarketplace;
    return FULFILMENT_MARKETPLACES.includes(marketplace) && typeOf.get(d.shopId) === FULFILMENT_PLATFORM_TYPE[marketplace];
  });
  const sync = (ctx: RequestContext, d: (typeof due)[number]) =>
    syncFulfilmentStock(ctx, { marketplace: d.marketplace as FulfilmentMarketplace, shopId: d.shopId }, now);
  return syncAsEachCompany(platform, authorized, sync, 'fulfilment stock sync refused: the last snapshot stays', (d) => ({ shopId: d.shopId }));
}

/** The server's schedule (app.ts). */
export function startFulfilmentStockSync(platform: Platform, http: FastifyInstance): Promise<void> {
  const run = loggedRound(platform, () => syncAllFulfilmentStock(platform), 'fulfilment stock synced', 'synced', 'failed');
  return startSchedule(platform, http, { name: 'fulfilment-stock-sync', everyMs: FULFILMENT_STOCK_SYNC_MS, run });
}
