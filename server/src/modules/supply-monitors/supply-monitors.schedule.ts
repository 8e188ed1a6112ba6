// Supply monitors on a schedule (issue 23 item 8): every SUPPLY_CHECK_EVERY_MS the instance holding
// the lease checks every monitored item of every company whose last check is older than the
// interval (oldest first, at most SUPPLY_CHECK_BATCH a round), the same check as "check now".
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { loggedRound, startSchedule } from '../../platform/schedule';
import { checkOne } from './supply-monitors.service';

/** The sandbox moves its figures hourly; suppliers refresh theirs a few times a day. */
export const SUPPLY_CHECK_EVERY_MS = 60 * 60_000;
export const SUPPLY_CHECK_BATCH = 500;

export async function checkDueSupplyItems(platform: Platform, now = new Date()): Promise<{ checked: number; changed: number; failed: number }> {
  const db = unscopedDb(platform.database.prisma, 'the supply monitor schedule checks the items of every company');
  const due = await db.supplyMonitorItem.findMany({
    where: { OR: [{ lastCheckedAt: null }, { lastCheckedAt: { lte: new Date(now.getTime() - SUPPLY_CHECK_EVERY_MS + 1000) } }] },
    orderBy: [{ lastCheckedAt: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
    take: SUPPLY_CHECK_BATCH,
  });
  const out = { checked: 0, changed: 0, failed: 0 };
  for (const item of due) {
    try {
      const r = await checkOne(platform, item, now);
      out.checked++;
      out.changed += r.changes;
      if (r.failed) out.failed++;
    } catch (err) {
      out.failed++;
      platform.logger.warn({ err, itemId: item.id }, 'supply monitor check failed');
    }
  }
  return out;
}

/** The server's schedule (app.ts). */
export function startSupplyMonitors(platform: Platform, http: FastifyInstance): Promise<void> {
  const run = loggedRound(platform, () => checkDueSupplyItems(platform), 'supply monitors checked', 'checked');
  return startSchedule(platform, http, { name: 'supply-monitors', everyMs: SUPPLY_CHECK_EVERY_MS, run });
}
