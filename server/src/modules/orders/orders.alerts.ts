// Unmatched-order alerts (issue 6 point 4, spec 01 §2 home 'unmatched over 12 / 24 hours'): open
// orders that still have a line without a local SKU 12 h and 24 h after they were ordered produce
// a message notice (type orderUnmatched) for the main account and everyone holding 'orders' whose
// allowed shops include the order's shop; once per order and threshold, recorded as an
// OrderHistory row (action unmatchedAlert12 / unmatchedAlert24). An order found past 24 h that
// never got its 12 h alert gets both rows and only the 24 h notice.
import { NOTICE_BILL_KEYS, NOTICE_TYPE, ORDER_OPEN_STATUSES, UNMATCHED_ALERT_HOURS } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { notify } from '../messages/notices.service';
import { startSchedule } from '../../platform/schedule';

const HOUR = 3_600_000;
/** How often the server looks for orders that crossed a threshold. */
export const UNMATCHED_ALERT_INTERVAL_MS = 10 * 60_000;
/** Order numbers listed in one notice (the rest are counted). */
const LISTED = 10;
/** Orders handled per threshold and run (the next run takes the rest). */
const BATCH = 5000;

export const unmatchedAlertAction = (hours: number) => `unmatchedAlert${hours}`;

/** Sends the due alerts of every company at `now`; answers the notices sent per threshold. */
export async function sendUnmatchedAlerts(platform: Platform, now = new Date()): Promise<Record<number, number>> {
  const db = unscopedDb(platform.database.prisma, 'unmatched-order alerts run over every company');
  const sent: Record<number, number> = {};
  const thresholds = [...UNMATCHED_ALERT_HOURS].sort((a, b) => b - a); // 24 first: it also settles the 12 h row
  for (const hours of thresholds) {
    sent[hours] = 0;
    const due = await db.order.findMany({
      where: {
        matched: false,
        status: { in: [...ORDER_OPEN_STATUSES] },
        orderedAt: { lte: new Date(now.getTime() - hours * HOUR) },
        history: { none: { action: unmatchedAlertAction(hours) } },
      },
      select: { id: true, companyId: true, shopId: true, orderNo: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (!due.length) continue;
    const lower = UNMATCHED_ALERT_HOURS.filter((h) => h < hours);
    const already = lower.length
      ? await db.orderHistory.findMany({
          where: { orderId: { in: due.map((o) => o.id) }, action: { in: lower.map(unmatchedAlertAction) } },
          select: { orderId: true, action: true },
        })
      : [];
    const has = new Set(already.map((h) => `${h.orderId}:${h.action}`));
    const byCompany = new Map<number, typeof due>();
    for (const o of due) byCompany.set(o.companyId, [...(byCompany.get(o.companyId) ?? []), o]);
    for (const [companyId, orders] of byCompany) {
      await db.orderHistory.createMany({
        data: orders.flatMap((o) => [
          { companyId, orderId: o.id, action: unmatchedAlertAction(hours), messageId: 'order.history.unmatchedAlert', params: { hours } },
          ...lower
            .filter((h) => !has.has(`${o.id}:${unmatchedAlertAction(h)}`))
            .map((h) => ({
              companyId,
              orderId: o.id,
              action: unmatchedAlertAction(h),
              messageId: 'order.history.unmatchedAlert',
              params: { hours: h },
            })),
        ]),
      });
      const users = await db.user.findMany({
        where: { companyId, status: 'enabled', OR: [{ isMain: true }, { role: { permissions: { has: 'orders' } } }] },
        select: { id: true, isMain: true, allowShopIds: true },
      });
      // Recipients grouped by what they may see: each group gets the orders of its shops.
      const groups = new Map<string, { userIds: number[]; shops: Set<number> | null }>();
      for (const u of users) {
        const all = u.isMain || !u.allowShopIds.length;
        const key = all ? '*' : [...u.allowShopIds].sort((a, b) => a - b).join(',');
        if (!groups.has(key)) groups.set(key, { userIds: [], shops: all ? null : new Set(u.allowShopIds) });
        groups.get(key)!.userIds.push(u.id);
      }
      for (const g of groups.values()) {
        const visible = g.shops ? orders.filter((o) => g.shops!.has(o.shopId)) : orders;
        if (!visible.length) continue;
        const listed =
          visible
            .slice(0, LISTED)
            .map((o) => o.orderNo)
            .join(', ') + (visible.length > LISTED ? ' …' : '');
        sent[hours] += await notify(platform, {
          companyId,
          userIds: g.userIds,
          type: NOTICE_TYPE.orderUnmatched,
          title: 'order.notice.unmatchedTitle',
          body: 'order.notice.unmatchedBody',
          params: { hours, count: visible.length, orderNos: listed },
          otherBillNum: NOTICE_BILL_KEYS.unmatched(hours, visible[0].orderNo),
          linkData: { otherRule: 'unmatched', condition: 'processing', hours },
        });
      }
    }
  }
  return sent;
}

/** Runs the alerts every UNMATCHED_ALERT_INTERVAL_MS (first run one interval after boot); stops with the server. */
export function startUnmatchedAlerts(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, { name: 'unmatched-order alerts', everyMs: UNMATCHED_ALERT_INTERVAL_MS, run: () => sendUnmatchedAlerts(platform) });
}
