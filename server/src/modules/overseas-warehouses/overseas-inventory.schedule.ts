// The overseas inventory on a schedule (issue 23 item 5): every OVERSEAS_INVENTORY_SYNC_MS the
// instance holding the lease syncs every bound, still listed warehouse of every activated
// authorization, as its company (the same rule as the page's "sync inventory"). A warehouse the
// provider refuses keeps its last snapshot; the refusal is logged and the others go on.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { loggedRound, startSchedule } from '../../platform/schedule';
import { syncAsEachCompany } from '../marketplaces/pull.service';
import { syncInventory } from './overseas-inventory.service';

/** Providers refresh their stock figures a few times an hour; one sync an hour keeps the list fresh without their rate limits. */
export const OVERSEAS_INVENTORY_SYNC_MS = 60 * 60_000;

/** One round: answers how many warehouses were synced and how many were refused. */
export async function syncAllOverseasInventory(platform: Platform): Promise<{ synced: number; failed: number }> {
  const db = unscopedDb(platform.database.prisma, 'the overseas inventory schedule visits the bound warehouses of every company');
  const due = await db.overseasProviderWarehouse.findMany({
    where: { warehouseId: { not: null }, available: true, authorization: { status: 'activated' } },
    select: { id: true, companyId: true, code: true },
    orderBy: [{ companyId: 'asc' }, { id: 'asc' }],
  });
  const refused = 'overseas inventory sync refused: the last snapshot stays';
  return syncAsEachCompany(
    platform,
    due,
    (ctx, pw) => syncInventory(ctx, pw.id),
    refused,
    (pw) => ({ providerWarehouse: pw.code }),
  );
}

/** The server's schedule (app.ts). */
export function startOverseasInventorySync(platform: Platform, http: FastifyInstance): Promise<void> {
  const run = loggedRound(platform, () => syncAllOverseasInventory(platform), 'overseas inventory synced', 'synced', 'failed');
  return startSchedule(platform, http, { name: 'overseas-inventory-sync', everyMs: OVERSEAS_INVENTORY_SYNC_MS, run });
}
