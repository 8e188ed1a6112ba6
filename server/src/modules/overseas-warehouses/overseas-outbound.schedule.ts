// Outbound orders at overseas warehouses on a schedule (issue 23 item 1): every
// OVERSEAS_OUTBOUND_SYNC_MS the instance holding the lease reads every sent outbound order of every
// company, as the company (the same rule as the order's "sync from the overseas warehouse"); shipped
// ones ship their orders with the provider's tracking number. A refusal is logged and kept on the
// outbound; the others go on.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { startSchedule } from '../../platform/schedule';
import { systemContext } from '../marketplaces/pull.service';
import { syncCompanyOutbounds } from './overseas-outbound.service';

/** Providers ship within hours; reading every 10 minutes brings the number back soon without their rate limits. */
export const OVERSEAS_OUTBOUND_SYNC_MS = 10 * 60_000;

/** One round over every company with sent outbound orders. */
export async function syncAllOverseasOutbounds(platform: Platform): Promise<{ shipped: number; failed: number }> {
  const db = unscopedDb(platform.database.prisma, 'the overseas outbound schedule visits the sent outbound orders of every company');
  const companies = await db.overseasOutbound.groupBy({ by: ['companyId'], where: { status: 'sent' }, orderBy: { companyId: 'asc' } });
  let shipped = 0;
  let failed = 0;
  for (const { companyId } of companies) {
    const r = await syncCompanyOutbounds(await systemContext(platform, companyId));
    shipped += r.shipped;
    failed += r.failed;
  }
  return { shipped, failed };
}

/** The server's schedule (app.ts). */
export function startOverseasOutboundSync(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, {
    name: 'overseas-outbound-sync',
    everyMs: OVERSEAS_OUTBOUND_SYNC_MS,
    run: async () => {
      const r = await syncAllOverseasOutbounds(platform);
      if (r.shipped || r.failed) platform.logger.info(r, 'overseas outbound orders synced');
    },
  });
}
