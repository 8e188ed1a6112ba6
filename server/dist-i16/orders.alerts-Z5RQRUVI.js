import {
  NOTICE_BILL_KEYS,
  NOTICE_TYPE,
  notify
} from "./chunk-BCYJEP5R.js";
import {
  ORDER_OPEN_STATUSES,
  UNMATCHED_ALERT_HOURS
} from "./chunk-2F5RSO57.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import "./chunk-BSPRULER.js";
import {
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// src/modules/orders/orders.alerts.ts
var HOUR = 36e5;
var UNMATCHED_ALERT_INTERVAL_MS = 10 * 6e4;
var LISTED = 10;
var BATCH = 5e3;
var unmatchedAlertAction = (hours) => `unmatchedAlert${hours}`;
async function sendUnmatchedAlerts(platform, now = /* @__PURE__ */ new Date()) {
  const db = unscopedDb(platform.database.prisma, "unmatched-order alerts run over every company");
  const sent = {};
  const thresholds = [...UNMATCHED_ALERT_HOURS].sort((a, b) => b - a);
  for (const hours of thresholds) {
    sent[hours] = 0;
    const due = await db.order.findMany({
      where: {
        matched: false,
        status: { in: [...ORDER_OPEN_STATUSES] },
        orderedAt: { lte: new Date(now.getTime() - hours * HOUR) },
        history: { none: { action: unmatchedAlertAction(hours) } }
      },
      select: { id: true, companyId: true, shopId: true, orderNo: true },
      orderBy: { id: "asc" },
      take: BATCH
    });
    if (!due.length) continue;
    const lower = UNMATCHED_ALERT_HOURS.filter((h) => h < hours);
    const already = lower.length ? await db.orderHistory.findMany({ where: { orderId: { in: due.map((o) => o.id) }, action: { in: lower.map(unmatchedAlertAction) } }, select: { orderId: true, action: true } }) : [];
    const has = new Set(already.map((h) => `${h.orderId}:${h.action}`));
    const byCompany = /* @__PURE__ */ new Map();
    for (const o of due) byCompany.set(o.companyId, [...byCompany.get(o.companyId) ?? [], o]);
    for (const [companyId, orders] of byCompany) {
      await db.orderHistory.createMany({
        data: orders.flatMap((o) => [
          { companyId, orderId: o.id, action: unmatchedAlertAction(hours), messageId: "order.history.unmatchedAlert", params: { hours } },
          ...lower.filter((h) => !has.has(`${o.id}:${unmatchedAlertAction(h)}`)).map((h) => ({
            companyId,
            orderId: o.id,
            action: unmatchedAlertAction(h),
            messageId: "order.history.unmatchedAlert",
            params: { hours: h }
          }))
        ])
      });
      const users = await db.user.findMany({
        where: { companyId, status: "enabled", OR: [{ isMain: true }, { role: { permissions: { has: "orders" } } }] },
        select: { id: true, isMain: true, allowShopIds: true }
      });
      const groups = /* @__PURE__ */ new Map();
      for (const u of users) {
        const all = u.isMain || !u.allowShopIds.length;
        const key = all ? "*" : [...u.allowShopIds].sort((a, b) => a - b).join(",");
        if (!groups.has(key)) groups.set(key, { userIds: [], shops: all ? null : new Set(u.allowShopIds) });
        groups.get(key).userIds.push(u.id);
      }
      for (const g of groups.values()) {
        const visible = g.shops ? orders.filter((o) => g.shops.has(o.shopId)) : orders;
        if (!visible.length) continue;
        const listed = visible.slice(0, LISTED).map((o) => o.orderNo).join(", ") + (visible.length > LISTED ? " \u2026" : "");
        sent[hours] += await notify(platform, {
          companyId,
          userIds: g.userIds,
          type: NOTICE_TYPE.orderUnmatched,
          title: "order.notice.unmatchedTitle",
          body: "order.notice.unmatchedBody",
          params: { hours, count: visible.length, orderNos: listed },
          otherBillNum: NOTICE_BILL_KEYS.unmatched(hours, visible[0].orderNo),
          linkData: { otherRule: "unmatched", condition: "processing", hours }
        });
      }
    }
  }
  return sent;
}
function startUnmatchedAlerts(platform, http) {
  return startSchedule(platform, http, { name: "unmatched-order alerts", everyMs: UNMATCHED_ALERT_INTERVAL_MS, run: () => sendUnmatchedAlerts(platform) });
}
export {
  UNMATCHED_ALERT_INTERVAL_MS,
  sendUnmatchedAlerts,
  startUnmatchedAlerts,
  unmatchedAlertAction
};
//# sourceMappingURL=orders.alerts-Z5RQRUVI.js.map