import {
  PURCHASE_ALERTS
} from "./chunk-W4K3TAZW.js";
import "./chunk-V2SYP3MA.js";
import {
  NOTICE_BILL_KEYS,
  NOTICE_TYPE,
  notify
} from "./chunk-BCYJEP5R.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import "./chunk-BSPRULER.js";
import {
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// src/modules/purchase-orders/purchase-orders.alerts.ts
var HOUR = 36e5;
var PURCHASE_ALERT_INTERVAL_MS = 10 * 6e4;
var LISTED = 10;
var BATCH = 5e3;
var planAlertKey = (hours) => `plan${hours}`;
var noPickupAlertKey = (hours) => `noPickup${hours}`;
var unsignedAlertKey = (days) => `unsigned${days}`;
async function recipients(db, companyId) {
  const users = await db.user.findMany({
    where: { companyId, status: "enabled", OR: [{ isMain: true }, { role: { permissions: { has: "purchaseOrder" } } }] },
    select: { id: true }
  });
  return users.map((u) => u.id);
}
function byCompany(rows) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) out.set(r.companyId, [...out.get(r.companyId) ?? [], r]);
  return out;
}
function keysToAdd(alerted, key, lower) {
  return [key, ...lower.filter((k) => !alerted.includes(k))];
}
function groupByKeys(rows, key, lower) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const keys = keysToAdd(r.alerted, key, lower);
    const g = groups.get(keys.join()) ?? [keys, []];
    g[1].push(r.id);
    groups.set(keys.join(), g);
  }
  return [...groups.values()];
}
async function sendPurchaseAlerts(platform, now = /* @__PURE__ */ new Date()) {
  const db = unscopedDb(platform.database.prisma, "purchase alerts run over every company");
  const sent = { plan: {}, noPickup: {}, unsigned: {} };
  const users = /* @__PURE__ */ new Map();
  const usersOf = async (companyId) => {
    if (!users.has(companyId)) users.set(companyId, await recipients(db, companyId));
    return users.get(companyId);
  };
  const planHours = [...PURCHASE_ALERTS.suggestionNotOrdered].sort((a, b) => b - a);
  for (const hours of planHours) {
    const key = planAlertKey(hours);
    const lower = planHours.filter((h) => h < hours).map(planAlertKey);
    sent.plan[hours] = 0;
    const due = await db.purchasePlanItem.findMany({
      where: { createdAt: { lte: new Date(now.getTime() - hours * HOUR) }, NOT: { alerted: { has: key } } },
      select: { id: true, companyId: true, alerted: true },
      orderBy: { id: "asc" },
      take: BATCH
    });
    for (const [companyId, items] of byCompany(due)) {
      for (const [keys, ids] of groupByKeys(items, key, lower)) await db.purchasePlanItem.updateMany({ where: { id: { in: ids } }, data: { alerted: { push: keys } } });
      const userIds = await usersOf(companyId);
      if (!userIds.length) continue;
      sent.plan[hours] += await notify(platform, {
        companyId,
        userIds,
        type: NOTICE_TYPE.purchaseAlert,
        title: "purchase.alert.title",
        body: "purchase.alert.suggestionNotOrdered",
        params: { count: items.length, hours },
        otherBillNum: NOTICE_BILL_KEYS.purchase(key, items[0].id),
        linkData: { path: "/purchasePlanProducts" }
      });
    }
  }
  const orderAlerts = [];
  for (const hours of PURCHASE_ALERTS.noPickup) {
    orderAlerts.push({
      kind: "noPickup",
      threshold: hours,
      key: noPickupAlertKey(hours),
      lower: [],
      where: { status: "approved", shippedAt: null, auditedAt: { lte: new Date(now.getTime() - hours * HOUR) } }
    });
  }
  const signHours = [...PURCHASE_ALERTS.notSigned].sort((a, b) => b - a);
  for (const hours of signHours) {
    orderAlerts.push({
      kind: "unsigned",
      threshold: hours / 24,
      key: unsignedAlertKey(hours / 24),
      lower: signHours.filter((h) => h < hours).map((h) => unsignedAlertKey(h / 24)),
      where: { status: { notIn: ["received", "cancelled"] }, signedAt: null, shippedAt: { not: null, lte: new Date(now.getTime() - hours * HOUR) } }
    });
  }
  for (const a of orderAlerts) {
    sent[a.kind][a.threshold] = 0;
    const due = await db.purchaseOrder.findMany({
      where: { AND: [a.where, { NOT: { alerted: { has: a.key } } }] },
      select: { id: true, companyId: true, orderNo: true, alerted: true },
      orderBy: { id: "asc" },
      take: BATCH
    });
    for (const [companyId, orders] of byCompany(due)) {
      for (const [keys, ids] of groupByKeys(orders, a.key, a.lower)) await db.purchaseOrder.updateMany({ where: { id: { in: ids } }, data: { alerted: { push: keys } } });
      const userIds = await usersOf(companyId);
      if (!userIds.length) continue;
      const single = orders.length === 1;
      const orderNos = orders.slice(0, LISTED).map((o) => o.orderNo).join(", ") + (orders.length > LISTED ? " \u2026" : "");
      const body = a.kind === "noPickup" ? single ? "purchase.alert.noPickup" : "purchase.alert.noPickupMany" : single ? "purchase.alert.notSigned" : "purchase.alert.notSignedMany";
      sent[a.kind][a.threshold] += await notify(platform, {
        companyId,
        userIds,
        type: NOTICE_TYPE.purchaseAlert,
        title: "purchase.alert.title",
        body,
        params: { count: orders.length, orderNo: orders[0].orderNo, orderNos, hours: a.threshold, days: a.threshold },
        otherBillNum: NOTICE_BILL_KEYS.purchase(a.key, orders[0].orderNo),
        linkData: { path: "/purchaseOrder", orderNos: orders.slice(0, LISTED).map((o) => o.orderNo) }
      });
    }
  }
  return sent;
}
function startPurchaseAlerts(platform, http) {
  return startSchedule(platform, http, { name: "purchase alerts", everyMs: PURCHASE_ALERT_INTERVAL_MS, run: () => sendPurchaseAlerts(platform) });
}
export {
  PURCHASE_ALERT_INTERVAL_MS,
  noPickupAlertKey,
  planAlertKey,
  sendPurchaseAlerts,
  startPurchaseAlerts,
  unsignedAlertKey
};
//# sourceMappingURL=purchase-orders.alerts-SLZMXJZL.js.map