// Purchase alerts (spec 02 §9, issue 7 point 5) as message notices (type purchaseAlert) for the
// main account and everyone holding 'purchaseOrder':
//   - purchase plan items not turned into a purchase order after 12 and 24 hours (one notice per
//     company and threshold with the count);
//   - approved purchase orders not picked up (shippedAt null) 24 hours after the audit;
//   - shipped purchase orders not signed for after 3, 5 and 7 days.
// Once per record and threshold: the keys sent are kept in the record's `alerted` column (plan12,
// plan24, noPickup24, unsigned3, unsigned5, unsigned7). A record found past a higher threshold that
// never got the lower one is marked for both and only the higher notice is sent.
import { NOTICE_BILL_KEYS, NOTICE_TYPE, PURCHASE_ALERTS } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { notify } from '../messages/notices.service';
import { startSchedule } from '../../platform/schedule';

const HOUR = 3_600_000;
/** How often the server looks for records that crossed a threshold. */
export const PURCHASE_ALERT_INTERVAL_MS = 10 * 60_000;
/** Order numbers listed in one notice (the rest are counted). */
const LISTED = 10;
/** Records handled per threshold and run (the next run takes the rest). */
const BATCH = 5000;

export const planAlertKey = (hours: number) => `plan${hours}`;
export const noPickupAlertKey = (hours: number) => `noPickup${hours}`;
export const unsignedAlertKey = (days: number) => `unsigned${days}`;

type UnscopedDb = ReturnType<typeof unscopedDb>;

async function recipients(db: UnscopedDb, companyId: number): Promise<number[]> {
  const users = await db.user.findMany({
    where: { companyId, status: 'enabled', OR: [{ isMain: true }, { role: { permissions: { has: 'purchaseOrder' } } }] },
    select: { id: true },
  });
  return users.map((u) => u.id);
}

function byCompany<T extends { companyId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.companyId, [...(out.get(r.companyId) ?? []), r]);
  return out;
}

/** The keys a record crossing `key` gets: it and the lower ones it lacks. */
function keysToAdd(alerted: string[], key: string, lower: string[]): string[] {
  return [key, ...lower.filter((k) => !alerted.includes(k))];
}

/** Records grouped by the keys they get, so each group is one updateMany. */
function groupByKeys<T extends { id: number; alerted: string[] }>(rows: T[], key: string, lower: string[]): [string[], number[]][] {
  const groups = new Map<string, [string[], number[]]>();
  for (const r of rows) {
    const keys = keysToAdd(r.alerted, key, lower);
    const g = groups.get(keys.join()) ?? [keys, []];
    g[1].push(r.id);
    groups.set(keys.join(), g);
  }
  return [...groups.values()];
}

export interface PurchaseAlertsSent {
  plan: Record<number, number>;
  noPickup: Record<number, number>;
  unsigned: Record<number, number>;
}

/** Sends the due purchase alerts of every company at `now`; answers the notices sent per threshold. */
export async function sendPurchaseAlerts(platform: Platform, now = new Date()): Promise<PurchaseAlertsSent> {
  const db = unscopedDb(platform.database.prisma, 'purchase alerts run over every company');
  const sent: PurchaseAlertsSent = { plan: {}, noPickup: {}, unsigned: {} };
  const users = new Map<number, number[]>();
  const usersOf = async (companyId: number) => {
    if (!users.has(companyId)) users.set(companyId, await recipients(db, companyId));
    return users.get(companyId)!;
  };

  // Purchase plan items not ordered (the item leaves the plan when its order is generated).
  const planHours = [...PURCHASE_ALERTS.suggestionNotOrdered].sort((a, b) => b - a);
  for (const hours of planHours) {
    const key = planAlertKey(hours);
    const lower = planHours.filter((h) => h < hours).map(planAlertKey);
    sent.plan[hours] = 0;
    const due = await db.purchasePlanItem.findMany({
      where: { createdAt: { lte: new Date(now.getTime() - hours * HOUR) }, NOT: { alerted: { has: key } } },
      select: { id: true, companyId: true, alerted: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    for (const [companyId, items] of byCompany(due)) {
      for (const [keys, ids] of groupByKeys(items, key, lower))
        await db.purchasePlanItem.updateMany({ where: { id: { in: ids } }, data: { alerted: { push: keys } } });
      const userIds = await usersOf(companyId);
      if (!userIds.length) continue;
      sent.plan[hours] += await notify(platform, {
        companyId,
        userIds,
        type: NOTICE_TYPE.purchaseAlert,
        title: 'purchase.alert.title',
        body: 'purchase.alert.suggestionNotOrdered',
        params: { count: items.length, hours },
        otherBillNum: NOTICE_BILL_KEYS.purchase(key, items[0].id),
        linkData: { path: '/purchasePlanProducts' },
      });
    }
  }

  // Orders: not picked up after the audit, and shipped but not signed for.
  const orderAlerts: { kind: 'noPickup' | 'unsigned'; threshold: number; key: string; lower: string[]; where: object }[] = [];
  for (const hours of PURCHASE_ALERTS.noPickup) {
    orderAlerts.push({
      kind: 'noPickup',
      threshold: hours,
      key: noPickupAlertKey(hours),
      lower: [],
      where: { status: 'approved', shippedAt: null, auditedAt: { lte: new Date(now.getTime() - hours * HOUR) } },
    });
  }
  const signHours = [...PURCHASE_ALERTS.notSigned].sort((a, b) => b - a);
  for (const hours of signHours) {
    orderAlerts.push({
      kind: 'unsigned',
      threshold: hours / 24,
      key: unsignedAlertKey(hours / 24),
      lower: signHours.filter((h) => h < hours).map((h) => unsignedAlertKey(h / 24)),
      where: { status: { notIn: ['received', 'cancelled'] }, signedAt: null, shippedAt: { not: null, lte: new Date(now.getTime() - hours * HOUR) } },
    });
  }
  for (const a of orderAlerts) {
    sent[a.kind][a.threshold] = 0;
    const due = await db.purchaseOrder.findMany({
      where: { AND: [a.where, { NOT: { alerted: { has: a.key } } }] },
      select: { id: true, companyId: true, orderNo: true, alerted: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    for (const [companyId, orders] of byCompany(due)) {
      for (const [keys, ids] of groupByKeys(orders, a.key, a.lower))
        await db.purchaseOrder.updateMany({ where: { id: { in: ids } }, data: { alerted: { push: keys } } });
      const userIds = await usersOf(companyId);
      if (!userIds.length) continue;
      const single = orders.length === 1;
      const orderNos =
        orders
          .slice(0, LISTED)
          .map((o) => o.orderNo)
          .join(', ') + (orders.length > LISTED ? ' …' : '');
      const body =
        a.kind === 'noPickup'
          ? single
            ? 'purchase.alert.noPickup'
            : 'purchase.alert.noPickupMany'
          : single
            ? 'purchase.alert.notSigned'
            : 'purchase.alert.notSignedMany';
      sent[a.kind][a.threshold] += await notify(platform, {
        companyId,
        userIds,
        type: NOTICE_TYPE.purchaseAlert,
        title: 'purchase.alert.title',
        body,
        params: { count: orders.length, orderNo: orders[0].orderNo, orderNos, hours: a.threshold, days: a.threshold },
        otherBillNum: NOTICE_BILL_KEYS.purchase(a.key, orders[0].orderNo),
        linkData: { path: '/purchaseOrder', orderNos: orders.slice(0, LISTED).map((o) => o.orderNo) },
      });
    }
  }
  return sent;
}

/** Runs the alerts every PURCHASE_ALERT_INTERVAL_MS (first run one interval after boot); stops with the server. */
export function startPurchaseAlerts(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, { name: 'purchase alerts', everyMs: PURCHASE_ALERT_INTERVAL_MS, run: () => sendPurchaseAlerts(platform) });
}
