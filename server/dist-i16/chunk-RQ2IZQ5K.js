import {
  processNewOrders
} from "./chunk-T5PYVQZA.js";
import {
  addHistory,
  moveOrder,
  releaseOrderStock
} from "./chunk-D5XDSTMQ.js";
import {
  translate
} from "./chunk-BCYJEP5R.js";
import {
  ORDER_OPEN_STATUSES
} from "./chunk-2F5RSO57.js";
import {
  AppError,
  BusinessError,
  MARKETPLACE_LABELS,
  NotFoundError,
  ValidationError,
  allowedShopsWhere,
  assertCan,
  createContext,
  parseInput,
  requireActor
} from "./chunk-BSPRULER.js";
import {
  SHOP_STATUS,
  platformName,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// ../schema/src/rules/marketplaces.ts
import { z } from "zod";
var ORDER_PULL_INTERVAL = { min: 5, max: 1440, default: 30 };
var interval = z.number({ error: "marketplace.intervalRange" }).int({ error: "marketplace.intervalRange" }).min(ORDER_PULL_INTERVAL.min, { error: "marketplace.intervalRange" }).max(ORDER_PULL_INTERVAL.max, { error: "marketplace.intervalRange" });
var shopPullScheduleInput = z.object({
  shopId: z.number().int().positive(),
  intervalMinutes: interval,
  enabled: z.boolean({ error: "validation.required" })
});

// src/modules/order-import/order-import.service.ts
import ExcelJS from "exceljs";
import { Readable } from "stream";
import pg from "pg";

// src/modules/marketplaces/pull.service.ts
var PULL_PAGE_SIZE = 50;
var PULL_LOCK_MS = 5 * 6e4;
var MAX_PAGES = 200;
var PULL_JOB = "marketplaces.pullShop";
var MINUTE = 6e4;
async function systemContext(platform, companyId, lang = "zh") {
  const company = await unscopedDb(platform.database.prisma, "a background job acts for its company").company.findUnique({ where: { id: companyId } });
  if (!company) throw new NotFoundError("common.notFound");
  const actor = {
    userId: 0,
    companyId,
    sessionId: "system",
    username: "system",
    realname: "system",
    isMain: true,
    roleId: null,
    permissions: /* @__PURE__ */ new Set(),
    allowShopIds: [],
    edition: company.edition
  };
  return createContext(platform, { lang, ip: "", userAgent: "system", actor });
}
async function findPullShop(ctx, shopId) {
  const actor = assertCan(ctx, "order.pull");
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor)] } });
  if (!shop) throw new NotFoundError("shop.notFound");
  return shop;
}
async function ensurePullRow(ctx, shopId) {
  await ctx.db.shopOrderPull.createMany({ data: [{ shopId, intervalMinutes: ORDER_PULL_INTERVAL.default }], skipDuplicates: true });
  return await ctx.db.shopOrderPull.findFirst({ where: { shopId } });
}
async function acquireLock(ctx, shopId) {
  const wall = Date.now();
  const token = new Date(wall + PULL_LOCK_MS + Math.floor(Math.random() * 1e3));
  const { count } = await ctx.db.shopOrderPull.updateMany({
    where: { shopId, OR: [{ lockedUntil: null }, { lockedUntil: { lt: new Date(wall) } }] },
    data: { lockedUntil: token }
  });
  return count === 1 ? token : null;
}
function statusOf(o) {
  return o.status === "cancelled" ? "cancelled" : o.status === "paid" ? "processing" : "awaitingPayment";
}
function storedLines(o) {
  const lines = o.items.map((it) => ({ ...it, remaining: Math.max(0, it.quantity - it.cancelledQuantity) }));
  return lines.some((l) => l.remaining > 0) ? lines.filter((l) => l.remaining > 0) : lines.map((l) => ({ ...l, remaining: l.quantity }));
}
function orderData(shop, o) {
  const status = statusOf(o);
  return {
    shopId: shop.id,
    platformType: shop.platformType,
    platformOrderNo: o.platformOrderNo,
    pullKey: o.platformOrderNo,
    source: "pull",
    status,
    buyerAccount: o.buyer.account,
    buyerName: o.buyer.name,
    buyerEmail: o.buyer.email,
    buyerPhone: o.buyer.phone,
    country: o.address.country,
    state: o.address.state,
    city: o.address.city,
    postcode: o.address.postcode,
    address1: o.address.address1,
    address2: o.address.address2,
    currency: o.currency,
    itemsTotal: o.itemsTotal,
    shippingFee: o.shippingFee,
    discount: o.discount,
    totalAmount: o.totalAmount,
    orderedAt: o.orderedAt,
    paidAt: o.paidAt,
    shipBy: o.shipBy,
    cancelledAt: status === "cancelled" ? o.updatedAt : null,
    cancelRequested: o.cancelRequested
  };
}
async function storePage(ctx, tx, shop, page) {
  const byNo = /* @__PURE__ */ new Map();
  for (const o of page) byNo.set(o.platformOrderNo, o);
  const orders = [...byNo.values()];
  const existing = await tx.order.findMany({ where: { shopId: shop.id, pullKey: { in: orders.map((o) => o.platformOrderNo) } }, include: { items: { orderBy: { id: "asc" } } } });
  const known = new Map(existing.map((o) => [o.pullKey, o]));
  const fresh = orders.filter((o) => !known.has(o.platformOrderNo));
  const out = { newIds: [], pipelineIds: [], updated: 0 };
  if (fresh.length) {
    const prefixed = (no) => `S${shop.id}-${no}`;
    const wanted = fresh.flatMap((o) => [o.platformOrderNo, prefixed(o.platformOrderNo)]);
    const taken = new Set((await tx.order.findMany({ where: { orderNo: { in: wanted } }, select: { orderNo: true } })).map((o) => o.orderNo));
    const rows = fresh.map((o) => ({ ...orderData(shop, o), orderNo: taken.has(o.platformOrderNo) ? prefixed(o.platformOrderNo) : o.platformOrderNo }));
    const created = await tx.order.createManyAndReturn({ data: rows, skipDuplicates: true, select: { id: true, pullKey: true, status: true } });
    if (created.length !== rows.length) {
      const got = new Set(created.map((c) => c.pullKey));
      const missing = rows.filter((r) => !got.has(r.pullKey)).map((r) => r.pullKey);
      const raced = await tx.order.count({ where: { shopId: shop.id, pullKey: { in: missing } } });
      if (raced !== missing.length) throw new Error(`order pull: order numbers taken (${missing.join(", ")})`);
    }
    const idOf = new Map(created.map((c) => [c.pullKey, c.id]));
    const items = created.flatMap(
      (c) => storedLines(byNo.get(c.pullKey)).map((l) => ({
        orderId: c.id,
        platformItemId: l.platformItemId,
        platformSku: l.platformSku,
        title: l.title,
        image: l.image,
        quantity: l.remaining,
        unitPrice: l.unitPrice
      }))
    );
    if (items.length) await tx.orderItem.createMany({ data: items });
    const platform = MARKETPLACE_LABELS[platformName(shop.platformType)] ?? String(shop.platformType);
    for (const status of new Set(created.map((c) => c.status))) {
      const ids = created.filter((c) => c.status === status).map((c) => c.id);
      await addHistory(ctx, tx, ids, { action: "pull", toStatus: status, messageId: "marketplace.history.pulled", params: { platform } });
    }
    out.newIds = fresh.map((o) => idOf.get(o.platformOrderNo)).filter((id) => id != null);
    out.pipelineIds = created.filter((c) => c.status !== "cancelled").map((c) => c.id);
  }
  for (const o of orders) {
    const order = known.get(o.platformOrderNo);
    if (order && await applyChanges(ctx, tx, order, o)) out.updated++;
  }
  return out;
}
async function tryMove(fn) {
  try {
    await fn();
    return true;
  } catch (err) {
    if (err instanceof BusinessError) return false;
    throw err;
  }
}
async function cancelDescendants(ctx, tx, order, o) {
  let changed = false;
  const children = await tx.order.findMany({ where: { parentId: order.id, status: { in: [...ORDER_OPEN_STATUSES] } }, select: { id: true, orderNo: true } });
  for (const child of children) {
    changed = await tryMove(async () => {
      await moveOrder(ctx, tx, child.id, "cancel", { data: { cancelledAt: o.updatedAt, cancelRequested: o.cancelRequested }, history: { messageId: "marketplace.history.cancelled" } });
      await releaseOrderStock(ctx, tx, child);
    }) || changed;
  }
  if (order.mergedIntoId) {
    const target = await tx.order.findFirst({ where: { id: order.mergedIntoId }, select: { id: true, status: true } });
    if (target && target.status !== "abnormal" && ORDER_OPEN_STATUSES.includes(target.status)) {
      changed = await tryMove(() => moveOrder(ctx, tx, target.id, "hold", {
        data: { abnormalReason: "marketplaceCancel", heldFromStatus: target.status },
        history: { messageId: "marketplace.history.mergedCancelHeld", params: { orderNo: order.orderNo } }
      })) || changed;
    }
  }
  return changed;
}
async function applyChanges(ctx, tx, order, o) {
  let changed = false;
  let status = order.status;
  const open = ORDER_OPEN_STATUSES.includes(status);
  if (o.cancelRequested && !order.cancelRequested) {
    await tx.order.updateMany({ where: { id: order.id }, data: { cancelRequested: true } });
    await addHistory(ctx, tx, [order.id], { action: "cancelRequested", messageId: "marketplace.history.cancelRequested" });
    changed = true;
  }
  if (o.status === "cancelled") {
    if (open) {
      const done = await tryMove(async () => {
        await moveOrder(ctx, tx, order.id, "cancel", { data: { cancelledAt: o.updatedAt, cancelRequested: o.cancelRequested || order.cancelRequested }, history: { messageId: "marketplace.history.cancelled" } });
        await releaseOrderStock(ctx, tx, order);
      });
      return done || changed;
    }
    if (status === "cancelled") return await cancelDescendants(ctx, tx, order, o) || changed;
    if (status === "shipped" || status === "completed") {
      const noted = await tx.orderHistory.count({ where: { orderId: order.id, messageId: "marketplace.history.cancelAfterShip" } });
      if (!noted) {
        await addHistory(ctx, tx, [order.id], { action: "marketplaceCancel", messageId: "marketplace.history.cancelAfterShip" });
        return true;
      }
    }
    return changed;
  }
  if (o.status === "paid" && status === "awaitingPayment") {
    if (await tryMove(() => moveOrder(ctx, tx, order.id, "pay", { data: { paidAt: o.paidAt, shipBy: o.shipBy }, history: { messageId: "marketplace.history.paid" } }))) {
      status = "processing";
      changed = true;
    }
  } else if (o.status === "paid" && status === "abnormal" && order.heldFromStatus === "awaitingPayment") {
    await tx.order.updateMany({ where: { id: order.id }, data: { paidAt: o.paidAt, shipBy: o.shipBy, heldFromStatus: "processing" } });
    await addHistory(ctx, tx, [order.id], { action: "pay", messageId: "marketplace.history.paid" });
    changed = true;
  }
  if (ORDER_OPEN_STATUSES.includes(status)) {
    const reductions = [];
    for (const it of o.items) {
      const line = order.items.find((l) => l.platformItemId === it.platformItemId && !l.isGift);
      const target = Math.max(0, it.quantity - it.cancelledQuantity);
      if (line && target < line.quantity) reductions.push({ line, target });
    }
    const left = order.items.filter((l) => !l.isGift).reduce((s, l) => s + l.quantity, 0) - reductions.reduce((s, r) => s + r.line.quantity - r.target, 0);
    if (reductions.length && left > 0) {
      if (order.items.some((l) => l.allocated > 0)) {
        await releaseOrderStock(ctx, tx, order);
        if (status === "awaitingShipment" && await tryMove(() => moveOrder(ctx, tx, order.id, "backToProcessing"))) status = "processing";
      }
      for (const { line, target } of reductions) {
        if (target === 0) await tx.orderItem.deleteMany({ where: { id: line.id } });
        else await tx.orderItem.updateMany({ where: { id: line.id }, data: { quantity: target } });
        await addHistory(ctx, tx, [order.id], {
          action: "partialCancel",
          messageId: "marketplace.history.partialCancel",
          params: { quantity: line.quantity - target, platformSku: line.platformSku }
        });
      }
      changed = true;
    }
  }
  const amounts = { itemsTotal: o.itemsTotal, shippingFee: o.shippingFee, discount: o.discount, totalAmount: o.totalAmount };
  if (changed || Object.entries(amounts).some(([k, v]) => Number(order[k]) !== Number(v))) {
    await tx.order.updateMany({ where: { id: order.id }, data: amounts });
  }
  return changed;
}
async function pullShop(ctx, shopId, opts = {}) {
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId } });
  if (!shop) throw new NotFoundError("shop.notFound");
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError("marketplace.shopNotAuthorized", { shopName: shop.shopName });
  const pull = await ensurePullRow(ctx, shop.id);
  let lock = await acquireLock(ctx, shop.id);
  if (!lock) throw new BusinessError("marketplace.pullRunning", { shopName: shop.shopName });
  const now = opts.now ?? /* @__PURE__ */ new Date();
  const limit = opts.limit ?? PULL_PAGE_SIZE;
  const connector = ctx.platform.connectors.get(shop.platformType);
  const result = { shopId: shop.id, newCount: 0, updatedCount: 0, pages: 0 };
  const next = () => new Date(now.getTime() + pull.intervalMinutes * MINUTE);
  let cursor = pull.cursor;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await connector.pullOrders({ token: shop.authToken, shop: { id: shop.id, platformType: shop.platformType, site: shop.site, shopName: shop.shopName }, cursor, limit, now });
      const held = lock;
      const renewed = new Date(Date.now() + PULL_LOCK_MS + Math.floor(Math.random() * 1e3));
      const stored = await ctx.db.$transaction(
        async (tx) => {
          const outcome = await storePage(ctx, tx, shop, answer.orders);
          const { count } = await tx.shopOrderPull.updateMany({ where: { shopId: shop.id, lockedUntil: held }, data: { cursor: answer.nextCursor, lockedUntil: renewed } });
          if (count !== 1) throw new BusinessError("marketplace.pullRunning", { shopName: shop.shopName });
          return outcome;
        },
        { timeout: 12e4, maxWait: 3e4 }
      );
      lock = renewed;
      cursor = answer.nextCursor;
      result.pages++;
      result.newCount += stored.newIds.length;
      result.updatedCount += stored.updated;
      if (stored.pipelineIds.length) {
        try {
          await processNewOrders(ctx, stored.pipelineIds);
        } catch (err) {
          ctx.platform.logger.error({ err, shopId: shop.id }, "order pipeline failed after a pull");
        }
      }
      if (!answer.hasMore) break;
    }
    await ctx.db.shopOrderPull.updateMany({
      where: { shopId: shop.id, lockedUntil: lock },
      data: { lockedUntil: null, lastPulledAt: now, nextPullAt: next(), lastError: "", lastCount: result.newCount + result.updatedCount }
    });
    return result;
  } catch (err) {
    const messageId = err instanceof AppError ? err.messageId : "marketplace.pullFailed";
    if (!(err instanceof AppError)) ctx.platform.logger.warn({ err, shopId: shop.id }, "order pull failed");
    await ctx.db.shopOrderPull.updateMany({ where: { shopId: shop.id, lockedUntil: lock }, data: { lockedUntil: null, lastError: messageId, nextPullAt: next() } });
    throw err;
  }
}
async function pullShopOrders(ctx, shopId, opts = {}) {
  const shop = await findPullShop(ctx, shopId);
  try {
    return await pullShop(ctx, shop.id, opts);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new BusinessError("marketplace.pullFailed");
  }
}
async function setShopPullSchedule(ctx, raw) {
  const input = parseInput(shopPullScheduleInput, raw);
  const shop = await findPullShop(ctx, input.shopId);
  const row = await ensurePullRow(ctx, shop.id);
  const base = row.lastPulledAt ?? /* @__PURE__ */ new Date();
  await ctx.db.shopOrderPull.updateMany({
    where: { shopId: shop.id },
    data: { intervalMinutes: input.intervalMinutes, enabled: input.enabled, nextPullAt: input.enabled ? new Date(base.getTime() + input.intervalMinutes * MINUTE) : null }
  });
  return await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } });
}
async function shopOrderPulls(ctx) {
  return pullRows(ctx, allowedShopsWhere(assertCan(ctx, "orders")));
}
async function shopPullRow(ctx, shopId) {
  return (await pullRows(ctx, { id: shopId }))[0];
}
async function pullRows(ctx, where) {
  const shops = await ctx.db.shop.findMany({ where, orderBy: { id: "asc" } });
  const pulls = await ctx.db.shopOrderPull.findMany({ where: { shopId: { in: shops.map((s) => s.id) } } });
  const byShop = new Map(pulls.map((p) => [p.shopId, p]));
  const wall = /* @__PURE__ */ new Date();
  return shops.map((s) => {
    const p = byShop.get(s.id);
    return {
      shopId: s.id,
      shopName: s.shopName,
      platformType: s.platformType,
      shopStatus: s.status,
      intervalMinutes: p?.intervalMinutes ?? ORDER_PULL_INTERVAL.default,
      enabled: p?.enabled ?? true,
      lastPulledAt: p?.lastPulledAt ?? null,
      nextPullAt: p?.nextPullAt ?? null,
      lastError: p?.lastError ?? "",
      lastCount: p?.lastCount ?? 0,
      running: !!p?.lockedUntil && p.lockedUntil > wall
    };
  });
}
var queuedPulls = /* @__PURE__ */ new WeakMap();
var queuedOf = (platform) => {
  let set = queuedPulls.get(platform);
  if (!set) queuedPulls.set(platform, set = /* @__PURE__ */ new Set());
  return set;
};
function registerPullJob(platform) {
  platform.jobs.register(PULL_JOB, async ({ companyId, shopId }) => {
    try {
      await pullShop(await systemContext(platform, companyId), shopId);
    } catch (err) {
      if (!(err instanceof AppError)) platform.logger.warn({ err, shopId }, "scheduled order pull failed");
    } finally {
      queuedOf(platform).delete(shopId);
    }
  });
}
async function enqueueDuePulls(platform, now = /* @__PURE__ */ new Date()) {
  const db = unscopedDb(platform.database.prisma, "the pull schedule visits the shops of every company");
  const shops = await db.shop.findMany({ where: { status: SHOP_STATUS.authorized }, select: { id: true, companyId: true } });
  if (!shops.length) return 0;
  const pulls = await db.shopOrderPull.findMany({ where: { shopId: { in: shops.map((s) => s.id) } } });
  const byShop = new Map(pulls.map((p) => [p.shopId, p]));
  let queued = 0;
  for (const s of shops) {
    const p = byShop.get(s.id);
    if (p && (!p.enabled || p.nextPullAt && p.nextPullAt > now || p.lockedUntil && p.lockedUntil > now)) continue;
    if (queuedOf(platform).has(s.id)) continue;
    const due = p?.nextPullAt?.getTime() ?? 0;
    queuedOf(platform).add(s.id);
    await platform.jobs.enqueue(PULL_JOB, { companyId: s.companyId, shopId: s.id }, { jobId: `pull-${s.id}-${due}` });
    queued++;
  }
  return queued;
}
function startOrderPullScheduler(platform, everyMs = MINUTE) {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    enqueueDuePulls(platform).catch((err) => platform.logger.warn({ err }, "order pull schedule tick failed")).finally(() => running = false);
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}

// src/modules/order-import/order-import.service.ts
var ORDER_IMPORT_MAX_ROWS = 1e5;
var ORDER_IMPORT_GRAPHQL_MAX_ROWS = 5e3;
var ORDER_IMPORT_MAX_BYTES = 40 * 1024 * 1024;
var ORDER_IMPORT_MAX_QUANTITY = 99999;
var ORDER_IMPORT_INLINE_RULES = 1e3;
var ORDER_IMPORT_RULES_BATCH = 500;
var ORDER_IMPORT_RULES_JOB = "orderImport.rules";
var CHUNK = 1e4;
var col = (key, level, example, extra = {}) => ({ key, level, example, max: 255, ...extra });
var ORDER_IMPORT_COLUMNS = [
  col("shop", "order", "My eBay shop", { required: true, width: 20 }),
  col("platformOrderNo", "order", "12-34567-89012", { required: true, width: 22 }),
  col("buyerAccount", "order", "buyer_001", { width: 16 }),
  col("buyerName", "order", "John Smith", { width: 16 }),
  col("buyerEmail", "order", ""),
  col("buyerPhone", "order", "+1 555 0100"),
  col("country", "order", "US", { required: true, max: 2 }),
  col("state", "order", "CA"),
  col("city", "order", "Los Angeles"),
  col("postcode", "order", "90001", { max: 32 }),
  col("address1", "order", "1 Main Street", { width: 30, max: 500 }),
  col("address2", "order", "", { max: 500 }),
  col("currency", "order", "USD", { max: 3 }),
  col("shippingFee", "order", "5.00"),
  col("orderedAt", "order", "2026-11-20 10:30", { required: true, width: 18 }),
  col("paidAt", "order", "2026-11-20 10:35", { width: 18 }),
  col("shipBy", "order", "2026-11-23 23:59", { width: 18 }),
  col("buyerNote", "order", "", { max: 1e3 }),
  col("platformSku", "item", "TSHIRT-001-RED-M", { required: true, width: 22 }),
  col("title", "item", "Cotton T-shirt red M", { width: 30, max: 500 }),
  col("quantity", "item", "2", { required: true }),
  col("unitPrice", "item", "9.90", { required: true })
];
var ORDER_KEYS = ORDER_IMPORT_COLUMNS.filter((c) => c.level === "order" && c.key !== "shop" && c.key !== "platformOrderNo").map((c) => c.key);
var headerId = (key) => `orderImport.col.${key}`;
var OrderImportRowsError = class extends BusinessError {
  constructor(rows) {
    super("orderImport.rowsFailed", { count: rows.length });
    this.rows = rows;
  }
  rows;
  /** The REST envelope's data (storage.rest sends it). */
  get restData() {
    return { errors: this.rows };
  }
};
function pad(n, w = 2) {
  return String(n).padStart(w, "0");
}
function dateText(d) {
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
function cellText(value) {
  if (value == null) return "";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    const v = value;
    if (v.richText) return v.richText.map((r) => r.text).join("").trim();
    if (v.hyperlink) return typeof v.text === "string" ? v.text.trim() || v.hyperlink : v.hyperlink;
    if ("result" in v) return cellText(v.result ?? null);
    if (typeof v.text === "string") return v.text.trim();
    return "";
  }
  if (typeof value === "number") return String(Number(value.toPrecision(15)));
  return String(value).trim();
}
var headerMap;
function headerKeys() {
  if (headerMap) return headerMap;
  const map = /* @__PURE__ */ new Map();
  for (const c of ORDER_IMPORT_COLUMNS) {
    for (const lang of ["zh", "en"]) map.set(translate(lang, headerId(c.key)).trim().toLowerCase(), c.key);
    map.set(c.key.toLowerCase(), c.key);
  }
  return headerMap = map;
}
function columnsOf(headers) {
  const known = headerKeys();
  const columns = /* @__PURE__ */ new Map();
  headers.forEach((h, i) => {
    const key = known.get(h.trim().toLowerCase());
    if (key && ![...columns.values()].includes(key)) columns.set(i, key);
  });
  for (const c of ORDER_IMPORT_COLUMNS.filter((c2) => c2.required)) {
    if (![...columns.values()].includes(c.key)) throw ValidationError.field("file", "orderImport.missingColumn", { column: headerId(c.key) });
  }
  return columns;
}
function pushRow(rows, columns, cells, row) {
  const values = {};
  let any = false;
  for (const [i, key] of columns) {
    const v = (cells[i] ?? "").trim();
    values[key] = v;
    if (v) any = true;
  }
  if (!any) return;
  if (rows.length >= ORDER_IMPORT_MAX_ROWS) throw ValidationError.field("file", "orderImport.tooManyRows", { max: ORDER_IMPORT_MAX_ROWS });
  rows.push({ row, values });
}
function parseCsv(text) {
  if (text.charCodeAt(0) === 65279) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "	"].map((d) => [d, firstLine.split(d).length]).sort((a, b) => b[1] - a[1]);
  const sep = counts[0][0];
  const out = [];
  let cells = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === sep) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      out.push({ line: start, cells });
      cells = [];
      cell = "";
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    out.push({ line: start, cells });
  }
  return out;
}
function isXlsx(buffer) {
  return buffer.length >= 4 && buffer.readUInt32BE(0) === 1347093252;
}
async function readOrderFile(buffer, fileName = "") {
  const rows = [];
  if (isXlsx(buffer)) {
    let columns;
    try {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "emit" });
      for await (const sheet of reader) {
        for await (const r of sheet) {
          const values = r.values;
          const cells = [];
          for (let i = 1; i < values.length; i++) cells[i - 1] = cellText(values[i] ?? null);
          if (!columns) {
            if (r.number !== 1 && !cells.some(Boolean)) continue;
            columns = columnsOf(cells);
            continue;
          }
          pushRow(rows, columns, cells, r.number);
        }
        break;
      }
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      throw ValidationError.field("file", "orderImport.notSpreadsheet");
    }
  } else {
    const text = buffer.toString("utf8");
    if (!/\.csv$/i.test(fileName) && (text.includes("\0") || !text.trim())) throw ValidationError.field("file", "orderImport.notSpreadsheet");
    const records = parseCsv(text);
    const header = records.findIndex((r) => r.cells.some((c) => c.trim()));
    if (header < 0) throw ValidationError.field("file", "orderImport.empty");
    const columns = columnsOf(records[header].cells);
    for (const r of records.slice(header + 1)) pushRow(rows, columns, r.cells, r.line);
  }
  if (!rows.length) throw ValidationError.field("file", "orderImport.empty");
  return rows;
}
function parseImportDate(text) {
  const t = text.trim();
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    const d2 = new Date(Math.round((Number(t) - 25569) * 864e5));
    return d2.getUTCFullYear() >= 2e3 && d2.getUTCFullYear() <= 2100 ? d2 : null;
  }
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(t);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0", ms = "0"] = m.slice(1, 8).map((x) => x ?? void 0);
  const Y = Number(y), M = Number(mo), D = Number(d), H = Number(h), MI = Number(mi), S = Number(s);
  if (Y < 2e3 || Y > 2100 || M < 1 || M > 12 || D < 1 || H > 23 || MI > 59 || S > 59) return null;
  let time = Date.UTC(Y, M - 1, D, H, MI, S, Number(ms.padEnd(3, "0")));
  const check = new Date(time);
  if (check.getUTCDate() !== D || check.getUTCMonth() !== M - 1) return null;
  const zone = m[8];
  if (zone && zone.toUpperCase() !== "Z") {
    const z2 = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    time -= (z2[1] === "-" ? -1 : 1) * (Number(z2[2]) * 60 + Number(z2[3])) * 6e4;
  }
  return new Date(time);
}
function cents(text) {
  const m = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0") || 0);
}
var money = (c) => `${Math.floor(c / 100)}.${pad(c % 100)}`;
function rowError(lang, row, key, messageId, params = {}) {
  return { row, column: translate(lang, headerId(key)), field: key, message: translate(lang, messageId, { column: headerId(key), ...params }) };
}
function checkRows(lang, rows, shops) {
  const errors = [];
  const byId = new Map(shops.map((s) => [String(s.id), s]));
  const byName = /* @__PURE__ */ new Map();
  for (const s of shops) {
    const k = s.shopName.trim().toLowerCase();
    byName.set(k, [...byName.get(k) ?? [], s]);
  }
  const orders = /* @__PURE__ */ new Map();
  const firstRows = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const v = r.values;
    const err = (key2, id, params = {}) => errors.push(rowError(lang, r.row, key2, id, params));
    let bad = false;
    let shop;
    const shopText = v.shop ?? "";
    if (shopText) {
      const named = byName.get(shopText.toLowerCase()) ?? [];
      shop = byId.get(shopText) ?? (named.length === 1 ? named[0] : void 0);
      if (!shop) {
        err("shop", named.length > 1 ? "orderImport.ambiguousShop" : "orderImport.unknownShop", { shop: shopText });
        bad = true;
      }
    }
    const key = shop && v.platformOrderNo ? `${shop.id}\0${v.platformOrderNo}` : `#row${r.row}`;
    const firstValues = firstRows.get(key);
    if (!firstValues) firstRows.set(key, v);
    for (const c of ORDER_IMPORT_COLUMNS) {
      const value = v[c.key] ?? "";
      if (c.required && !value && (!firstValues || !ORDER_KEYS.includes(c.key))) {
        err(c.key, "orderImport.required");
        bad = true;
      } else if (c.max && value.length > c.max && c.key !== "country" && c.key !== "currency") {
        err(c.key, "orderImport.tooLong", { max: c.max });
        bad = true;
      }
    }
    const quantity = v.quantity ? /^\d+$/.test(v.quantity) ? Number(v.quantity) : NaN : NaN;
    if (v.quantity && !(quantity >= 1 && quantity <= ORDER_IMPORT_MAX_QUANTITY)) {
      err("quantity", "orderImport.quantity", { max: ORDER_IMPORT_MAX_QUANTITY });
      bad = true;
    }
    const unitCents = v.unitPrice ? cents(v.unitPrice) : null;
    if (v.unitPrice && unitCents === null) {
      err("unitPrice", "orderImport.price");
      bad = true;
    }
    const item = { row: r.row, platformSku: v.platformSku ?? "", title: v.title ?? "", quantity, unitCents: unitCents ?? 0 };
    if (firstValues) {
      for (const k of ORDER_KEYS) {
        const here = v[k] ?? "";
        if (here && here !== (firstValues[k] ?? "")) err(k, "orderImport.orderDisagrees", { orderNo: v.platformOrderNo, column: headerId(k) });
      }
      orders.get(key)?.items.push(item);
      continue;
    }
    const date = (k) => {
      const text = v[k] ?? "";
      if (!text) return null;
      const d = parseImportDate(text);
      if (!d) {
        err(k, "orderImport.date", { value: text });
        bad = true;
      }
      return d;
    };
    const orderedAt = date("orderedAt");
    const paidAt = date("paidAt");
    const shipBy = date("shipBy");
    if (v.country && !/^[A-Za-z]{2}$/.test(v.country)) {
      err("country", "orderImport.country");
      bad = true;
    }
    if (v.currency && !/^[A-Za-z]{3}$/.test(v.currency)) {
      err("currency", "orderImport.currency");
      bad = true;
    }
    const shippingCents = v.shippingFee ? cents(v.shippingFee) : 0;
    if (shippingCents === null) {
      err("shippingFee", "orderImport.price");
      bad = true;
    }
    if (bad || !shop || !orderedAt) continue;
    orders.set(key, {
      row: r.row,
      shop,
      shopText,
      platformOrderNo: v.platformOrderNo,
      values: v,
      orderedAt,
      paidAt,
      shipBy,
      shippingCents: shippingCents ?? 0,
      items: [item]
    });
  }
  const numbers = /* @__PURE__ */ new Set();
  for (const o of orders.values()) {
    o.prefixed = numbers.has(o.platformOrderNo);
    numbers.add(o.platformOrderNo);
    const total = o.items.reduce((s, i) => s + i.quantity * i.unitCents, 0) + o.shippingCents;
    if (total >= 1e12) errors.push(rowError(lang, o.row, "unitPrice", "orderImport.price"));
  }
  return { orders: [...orders.values()], errors: errors.sort((a, b) => a.row - b.row) };
}
async function bulkTransaction(ctx, fn) {
  const url = ctx.platform.config.databaseUrl;
  if (ctx.platform.database.kind === "postgres" && url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("BEGIN");
      const result = await fn({ $queryRawUnsafe: async (query, ...values) => (await client.query(query, values)).rows });
      await client.query("COMMIT");
      return result;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {
      });
      throw err;
    } finally {
      await client.end().catch(() => {
      });
    }
  }
  return ctx.db.$transaction((tx) => fn(tx), { timeout: 6e5, maxWait: 3e4 });
}
var iso = (d) => d ? d.toISOString().replace("T", " ").replace("Z", "") : null;
async function insertOrders(tx, companyId, orders, matches, rulesPending) {
  const cols = {
    shopId: [],
    platformType: [],
    no: [],
    buyerAccount: [],
    buyerName: [],
    buyerEmail: [],
    buyerPhone: [],
    country: [],
    state: [],
    city: [],
    postcode: [],
    address1: [],
    address2: [],
    currency: [],
    itemsTotal: [],
    shippingFee: [],
    orderedAt: [],
    paidAt: [],
    shipBy: [],
    buyerNote: [],
    matched: [],
    weight: [],
    prefixed: []
  };
  for (const o of orders) {
    const v = o.values;
    const items = o.items.reduce((s, i) => s + i.quantity * i.unitCents, 0);
    cols.shopId.push(o.shop.id);
    cols.platformType.push(o.shop.platformType);
    cols.no.push(o.platformOrderNo);
    cols.buyerAccount.push(v.buyerAccount ?? "");
    cols.buyerName.push(v.buyerName ?? "");
    cols.buyerEmail.push(v.buyerEmail ?? "");
    cols.buyerPhone.push(v.buyerPhone ?? "");
    cols.country.push((v.country ?? "").toUpperCase());
    cols.state.push(v.state ?? "");
    cols.city.push(v.city ?? "");
    cols.postcode.push(v.postcode ?? "");
    cols.address1.push(v.address1 ?? "");
    cols.address2.push(v.address2 ?? "");
    cols.currency.push((v.currency || "USD").toUpperCase());
    cols.itemsTotal.push(money(items));
    cols.shippingFee.push(money(o.shippingCents));
    cols.orderedAt.push(iso(o.orderedAt));
    cols.paidAt.push(iso(o.paidAt));
    cols.shipBy.push(iso(o.shipBy));
    cols.buyerNote.push(v.buyerNote ?? "");
    let matched = true;
    let weight = 0;
    for (const i of o.items) {
      const m = matches.get(matchKey(o.shop.id, o.shop.platformType, i.platformSku));
      if (m) weight += m.weight * i.quantity * m.unitsPerItem;
      else matched = false;
    }
    cols.matched.push(matched);
    cols.prefixed.push(!!o.prefixed);
    cols.weight.push(Math.min(weight, 2147483647));
  }
  const rows = await tx.$queryRawUnsafe(
    `INSERT INTO "Order" (id, "companyId", "shopId", "platformType", "platformOrderNo", "pullKey", "orderNo", source, status,
        "buyerAccount", "buyerName", "buyerEmail", "buyerPhone", country, state, city, postcode, address1, address2, currency,
        "itemsTotal", "shippingFee", "totalAmount", "orderedAt", "paidAt", "shipBy", "buyerNote", matched, "estimatedWeight", "rulesPending", "updatedAt")
     SELECT n.id, $1, n."shopId", n."platformType", n.no, n.no,
        CASE WHEN n.prefixed OR EXISTS (SELECT 1 FROM "Order" x WHERE x."companyId" = $1 AND x."orderNo" = n.no) THEN 'S' || n."shopId" || '-' || n.no ELSE n.no END,
        'import', 'processing',
        n."buyerAccount", n."buyerName", n."buyerEmail", n."buyerPhone", n.country, n.state, n.city, n.postcode, n.address1, n.address2, n.currency,
        n."itemsTotal", n."shippingFee", n."itemsTotal" + n."shippingFee", n."orderedAt", n."paidAt", n."shipBy", n."buyerNote", n.matched, n.weight, $25::boolean, now()
     FROM (SELECT nextval(pg_get_serial_sequence('"Order"', 'id'))::int AS id, u.*
           FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                       $12::text[], $13::text[], $14::text[], $15::text[], $16::numeric[], $17::numeric[], $18::timestamp(3)[], $19::timestamp(3)[],
                       $20::timestamp(3)[], $21::text[], $22::boolean[], $23::int[], $24::boolean[])
             AS u("shopId", "platformType", no, "buyerAccount", "buyerName", "buyerEmail", "buyerPhone", country, state, city,
                  postcode, address1, address2, currency, "itemsTotal", "shippingFee", "orderedAt", "paidAt", "shipBy", "buyerNote", matched, weight, prefixed)) n
     ON CONFLICT ("shopId", "pullKey") DO NOTHING
     RETURNING id, "shopId", "pullKey"`,
    companyId,
    cols.shopId,
    cols.platformType,
    cols.no,
    cols.buyerAccount,
    cols.buyerName,
    cols.buyerEmail,
    cols.buyerPhone,
    cols.country,
    cols.state,
    cols.city,
    cols.postcode,
    cols.address1,
    cols.address2,
    cols.currency,
    cols.itemsTotal,
    cols.shippingFee,
    cols.orderedAt,
    cols.paidAt,
    cols.shipBy,
    cols.buyerNote,
    cols.matched,
    cols.weight,
    cols.prefixed,
    rulesPending
  );
  const byKey = new Map(rows.map((r) => [`${r.shopId}\0${r.pullKey}`, Number(r.id)]));
  const out = /* @__PURE__ */ new Map();
  for (const o of orders) {
    const id = byKey.get(`${o.shop.id}\0${o.platformOrderNo}`);
    if (id !== void 0) out.set(o, id);
  }
  return out;
}
async function insertItems(tx, companyId, ids, matches) {
  const orderId = [], sku = [], title = [], quantity = [], price = [];
  const skuId = [], matchedBy = [], units = [];
  let matched = 0;
  for (const [o, id] of ids) {
    for (const i of o.items) {
      const m = matches.get(matchKey(o.shop.id, o.shop.platformType, i.platformSku));
      orderId.push(id);
      sku.push(i.platformSku);
      title.push(i.title);
      quantity.push(i.quantity);
      price.push(money(i.unitCents));
      skuId.push(m?.skuId ?? null);
      matchedBy.push(m?.matchedBy ?? "");
      units.push(m?.unitsPerItem ?? 1);
      if (m) matched++;
    }
  }
  if (!orderId.length) return [0, 0];
  await tx.$queryRawUnsafe(
    `INSERT INTO "OrderItem" ("companyId", "orderId", "platformSku", title, quantity, "unitPrice", "skuId", "matchedBy", "unitsPerItem")
     SELECT $1, u.o, u.s, u.t, u.q, u.p, u.k, u.m, u.n
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::int[], $8::text[], $9::int[]) AS u(o, s, t, q, p, k, m, n)`,
    companyId,
    orderId,
    sku,
    title,
    quantity,
    price,
    skuId,
    matchedBy,
    units
  );
  return [orderId.length, matched];
}
async function insertHistory(tx, companyId, orderIds, operatorId, file) {
  await tx.$queryRawUnsafe(
    `INSERT INTO "OrderHistory" ("companyId", "orderId", action, "fromStatus", "toStatus", "messageId", params, "operatorId")
     SELECT $1, u.id, 'import', '', 'processing', 'orderImport.history.imported', $3::jsonb, $4 FROM unnest($2::int[]) AS u(id)`,
    companyId,
    orderIds,
    JSON.stringify({ file }),
    operatorId
  );
}
var matchKey = (shopId, platformType, platformSku) => `${shopId}\0${platformType}\0${platformSku}`;
async function resolveMatchesInBulk(tx, companyId, keys) {
  const out = /* @__PURE__ */ new Map();
  const unique = new Map(keys.filter((k) => k.platformSku).map((k) => [matchKey(k.shopId, k.platformType, k.platformSku), k]));
  if (!unique.size) return out;
  const list = [...unique.values()];
  const rows = await tx.$queryRawUnsafe(
    `WITH k AS (SELECT * FROM unnest($2::int[], $3::int[], $4::text[]) AS k("shopId", "platformType", sku)),
     a AS (SELECT DISTINCT ON (x.alias) x.alias, x.id
           FROM (SELECT s.id, unnest(s.aliases) AS alias FROM "Sku" s WHERE s."companyId" = $1 AND cardinality(s.aliases) > 0) x
           ORDER BY x.alias, x.id),
     m AS (SELECT k."shopId", k."platformType", k.sku,
             COALESCE(p1."skuId", p0."skuId", s.id, a.id) AS "skuId",
             CASE WHEN p1.id IS NOT NULL OR p0.id IS NOT NULL THEN 'pairing' WHEN s.id IS NOT NULL THEN 'sku' ELSE 'alias' END AS "matchedBy",
             COALESCE(p1."unitsPerItem", p0."unitsPerItem", 1) AS units
           FROM k
           LEFT JOIN "SkuPairing" p1 ON p1."companyId" = $1 AND p1."platformType" = k."platformType" AND p1."shopId" = k."shopId" AND p1."platformSku" = k.sku
           LEFT JOIN "SkuPairing" p0 ON p0."companyId" = $1 AND p0."platformType" = k."platformType" AND p0."shopId" = 0 AND p0."platformSku" = k.sku
           LEFT JOIN "Sku" s ON s."companyId" = $1 AND s.sku = k.sku
           LEFT JOIN a ON a.alias = k.sku)
     SELECT m.*, CASE WHEN s."isCombo"
                   THEN COALESCE((SELECT SUM(c.quantity * cs.weight) FROM "SkuComponent" c JOIN "Sku" cs ON cs.id = c."componentSkuId" WHERE c."comboSkuId" = s.id), 0)
                   ELSE s.weight END::int AS weight
     FROM m JOIN "Sku" s ON s.id = m."skuId" AND s."companyId" = $1`,
    companyId,
    list.map((k) => k.shopId),
    list.map((k) => k.platformType),
    list.map((k) => k.platformSku)
  );
  for (const r of rows) out.set(matchKey(Number(r.shopId), Number(r.platformType), r.sku), { skuId: Number(r.skuId), matchedBy: r.matchedBy, unitsPerItem: Number(r.units), weight: Number(r.weight) });
  return out;
}
async function importOrderRows(ctx, rows, opts = {}) {
  const actor = assertCan(ctx, "order.create");
  const companyId = actor.companyId;
  const t0 = performance.now();
  const shops = await ctx.db.shop.findMany({ where: allowedShopsWhere(actor), select: { id: true, shopName: true, platformType: true } });
  const { orders, errors } = checkRows(ctx.lang, rows, shops);
  if (errors.length) throw new OrderImportRowsError(errors);
  const t1 = performance.now();
  const inlineRulesMax = opts.inlineRulesMax ?? ORDER_IMPORT_INLINE_RULES;
  const marked = orders.length > inlineRulesMax;
  const created = [];
  const skippedOrders = [];
  let skipped = 0;
  let items = 0;
  let matchedItems = 0;
  const phases = { match: 0, orders: 0, items: 0, history: 0 };
  const timed = async (phase, fn) => {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      phases[phase] += performance.now() - t;
    }
  };
  await bulkTransaction(ctx, async (tx) => {
    const keys = orders.flatMap((o) => o.items.map((i) => ({ shopId: o.shop.id, platformType: o.shop.platformType, platformSku: i.platformSku })));
    const matches = await timed("match", () => resolveMatchesInBulk(tx, companyId, keys));
    for (let start = 0; start < orders.length; start += CHUNK) {
      const chunk = orders.slice(start, start + CHUNK);
      const ids = await timed("orders", () => insertOrders(tx, companyId, chunk, matches, marked));
      for (const o of chunk) {
        if (ids.has(o)) continue;
        skipped++;
        if (skippedOrders.length < 200) skippedOrders.push({ row: o.row, shop: o.shop.shopName, platformOrderNo: o.platformOrderNo });
      }
      const [lines, matchedLines] = await timed("items", () => insertItems(tx, companyId, ids, matches));
      items += lines;
      matchedItems += matchedLines;
      const chunkIds = [...ids.values()];
      created.push(...chunkIds);
      if (chunkIds.length) await timed("history", () => insertHistory(tx, companyId, chunkIds, actor.userId > 0 ? actor.userId : null, opts.fileName ?? ""));
    }
  });
  const t2 = performance.now();
  const rulesInBackground = created.length > inlineRulesMax;
  if (rulesInBackground) await ctx.platform.jobs.enqueue(ORDER_IMPORT_RULES_JOB, { actor: actorData(actor), lang: ctx.lang, orderIds: created });
  else {
    await processNewOrders(ctx, created);
    if (marked && created.length) await ctx.db.order.updateMany({ where: { id: { in: created } }, data: { rulesPending: false } });
  }
  const t3 = performance.now();
  return {
    orders: created.length,
    items,
    skipped,
    skippedOrders,
    matchedItems,
    unmatchedItems: items - matchedItems,
    rulesInBackground,
    timings: { checkMs: Math.round(t1 - t0), writeMs: Math.round(t2 - t1), rulesMs: rulesInBackground ? 0 : Math.round(t3 - t2), phases: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v)])) }
  };
}
async function importOrderFile(ctx, buffer, fileName = "") {
  assertCan(ctx, "order.create");
  const rows = await readOrderFile(buffer, fileName);
  return importOrderRows(ctx, rows, { fileName });
}
var actorData = (a) => ({ ...a, permissions: [...a.permissions] });
async function runOrderImportRules(platform, data) {
  const actor = { ...data.actor, permissions: new Set(data.actor.permissions) };
  const ctx = createContext(platform, { lang: data.lang, ip: "", userAgent: "order-import", actor });
  requireActor(ctx);
  for (let i = 0; i < data.orderIds.length; i += ORDER_IMPORT_RULES_BATCH) {
    const batch = data.orderIds.slice(i, i + ORDER_IMPORT_RULES_BATCH);
    await processNewOrders(ctx, batch);
    await ctx.db.order.updateMany({ where: { id: { in: batch }, rulesPending: true }, data: { rulesPending: false } });
    platform.logger.debug({ done: Math.min(i + ORDER_IMPORT_RULES_BATCH, data.orderIds.length), of: data.orderIds.length }, "order import rules");
  }
}
async function recoverOrderImportRules(platform) {
  const db = unscopedDb(platform.database.prisma, "boot recovery visits every company with pending import rules");
  const pending = await db.order.findMany({ where: { rulesPending: true }, select: { id: true, companyId: true }, orderBy: { id: "asc" } });
  const byCompany = /* @__PURE__ */ new Map();
  for (const o of pending) byCompany.set(o.companyId, [...byCompany.get(o.companyId) ?? [], o.id]);
  for (const [companyId, orderIds] of byCompany) {
    const ctx = await systemContext(platform, companyId);
    await platform.jobs.enqueue(ORDER_IMPORT_RULES_JOB, { actor: actorData(requireActor(ctx)), lang: ctx.lang, orderIds });
  }
  return pending.length;
}
async function orderImportTemplate(lang) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, "orderImport.sheetName"));
  sheet.columns = ORDER_IMPORT_COLUMNS.map((c) => ({ header: translate(lang, headerId(c.key)), key: c.key, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  sheet.addRow({ shop: ORDER_IMPORT_COLUMNS[0].example, platformOrderNo: ORDER_IMPORT_COLUMNS[1].example, platformSku: "TSHIRT-001-BLUE-L", title: "Cotton T-shirt blue L", quantity: "1", unitPrice: "10.50" });
  const help = workbook.addWorksheet(lang === "zh" ? "\u8BF4\u660E" : "Help");
  help.getColumn(1).width = 120;
  help.addRow([translate(lang, "orderImport.help")]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export {
  systemContext,
  findPullShop,
  pullShop,
  pullShopOrders,
  setShopPullSchedule,
  shopOrderPulls,
  shopPullRow,
  registerPullJob,
  startOrderPullScheduler,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_IMPORT_GRAPHQL_MAX_ROWS,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MAX_QUANTITY,
  ORDER_IMPORT_INLINE_RULES,
  ORDER_IMPORT_RULES_BATCH,
  ORDER_IMPORT_RULES_JOB,
  ORDER_IMPORT_COLUMNS,
  OrderImportRowsError,
  parseCsv,
  readOrderFile,
  parseImportDate,
  checkRows,
  matchKey,
  resolveMatchesInBulk,
  importOrderRows,
  importOrderFile,
  runOrderImportRules,
  recoverOrderImportRules,
  orderImportTemplate
};
//# sourceMappingURL=chunk-RQ2IZQ5K.js.map