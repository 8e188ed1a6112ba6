// Outbound orders at overseas warehouses on a schedule (issue 23 item 1): every
// OVERSEAS_OUTBOUND_SYNC_MS the instance holding the lease reads every sent outbound order of every
// company, as the company (the same rule as the order's "sync from the overseas warehouse"); shipped
// ones ship their orders with the provider's tracking number. A refusal is logged and kept on the
// outbound; the others go on.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { addingUp, loggedRound, startSchedule } from '../../platform/schedule';
import { systemContext } from '../marketplaces/pull.service';
import { syncCompanyOutbounds } from './overseas-outbound.service';

/** Providers ship within hours; reading every 10 minutes brings the number back soon without their rate limits. */
export const OVERSEAS_OUTBOUND_SYNC_MS = 10 * 60_000;

/** One round over every company with sent outbound orders. */
export async function syncAllOverseasOutbounds(platform: Platform): Promise<{ shipped: number; failed: number }> {
  const db = unscopedDb(platform.database.prisma, 'the overseas outbound schedule visits the sent outbound orders of every company');
  const companies = await db.overseasOutbound.groupBy({ by: ['companyId'], where: { status: 'sent' }, orderBy: { companyId: 'asc' } });
  return addingUp(companies, { shipped: 0, failed: 0 }, async ({ companyId }) => syncCompanyOutbounds(await systemContext(platform, companyId)));
}

/** The server's schedule (app.ts). */
export function startOverseasOutboundSync(platform: Platform, http: FastifyInstance): Promise<void> {
  const run = loggedRound(platform, () => syncAllOverseasOutbounds(platform), 'overseas outbound orders synced', 'shipped', 'failed');
  return startSchedule(platform, http, { name: 'overseas-outbound-sync', everyMs: OVERSEAS_OUTBOUND_SYNC_MS, run });
}
