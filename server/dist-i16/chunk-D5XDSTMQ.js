import {
  isLowStock
} from "./chunk-ZYLZMQGQ.js";
import {
  requestLoader
} from "./chunk-UJV7PTJ6.js";
import {
  canTransition
} from "./chunk-V2SYP3MA.js";
import {
  NOTICE_BILL_KEYS,
  NOTICE_TYPE,
  notify
} from "./chunk-BCYJEP5R.js";
import {
  ORDER_TRANSITIONS,
  orderIdsInput,
  pickWarehouse
} from "./chunk-2F5RSO57.js";
import {
  AppError,
  BusinessError,
  NotFoundError,
  ValidationError,
  allowedShopsWhere,
  assertCan,
  parseInput,
  requireActor
} from "./chunk-BSPRULER.js";

// src/modules/orders/orders.states.ts
function illegalOrderTransition(orderNo, status, action) {
  return new BusinessError("order.illegalTransition", { orderNo, status: `order.status.${status}`, action: `order.action.${action}` });
}
function assertOrderCan(order, action) {
  if (!canTransition(ORDER_TRANSITIONS, action, order.status)) throw illegalOrderTransition(order.orderNo, order.status, action);
}
async function findOrder(db, id) {
  const order = await db.order.findFirst({ where: { id }, include: { items: { orderBy: { id: "asc" } } } });
  if (!order) throw new NotFoundError("order.notFound", { id });
  return order;
}
async function addHistory(ctx, db, orderIds, entry) {
  if (!orderIds.length) return;
  await db.orderHistory.createMany({
    data: orderIds.map((orderId) => ({
      companyId: ctx.actor.companyId,
      orderId,
      action: entry.action,
      fromStatus: entry.fromStatus ?? "",
      toStatus: entry.toStatus ?? "",
      messageId: entry.messageId ?? "",
      params: entry.params ?? void 0,
      operatorId: ctx.actor.userId > 0 ? ctx.actor.userId : null
    }))
  });
}
async function moveOrder(ctx, tx, orderId, action, opts = {}) {
  const t = ORDER_TRANSITIONS[action];
  const current = await tx.order.findFirst({ where: { id: orderId }, select: { status: true, orderNo: true } });
  if (!current) throw new NotFoundError("order.notFound", { id: orderId });
  const to = opts.to ?? t.to;
  const { count } = await tx.order.updateMany({
    where: { id: orderId, status: { in: [...t.from] } },
    data: { ...opts.data, status: to }
  });
  if (count !== 1) {
    const now = await tx.order.findFirst({ where: { id: orderId }, select: { status: true } });
    throw illegalOrderTransition(current.orderNo, now?.status ?? current.status, action);
  }
  await addHistory(ctx, tx, [orderId], { action, fromStatus: current.status, toStatus: to, ...opts.history });
  return current.status;
}

// src/modules/inventory/low-stock.ts
var lowStockKey = NOTICE_BILL_KEYS.lowStock;
function startOfDay(now) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
async function checkLowStock(ctx, skuIds, warehouseId, now = /* @__PURE__ */ new Date()) {
  const actor = requireActor(ctx);
  const ids = [...new Set(skuIds)];
  if (!ids.length) return 0;
  const stocks = await ctx.db.stock.findMany({
    where: { warehouseId, skuId: { in: ids }, safe: { gt: 0 } },
    include: { sku: { select: { sku: true } }, warehouse: { select: { name: true } } }
  });
  const low = stocks.filter(isLowStock);
  if (!low.length) return 0;
  const recipients = await ctx.db.user.findMany({
    where: { status: "enabled", OR: [{ isMain: true }, { role: { permissions: { has: "inventoryManage" } } }] },
    select: { id: true }
  });
  let alerted = 0;
  for (const s of low) {
    const key = lowStockKey(s.sku.sku, warehouseId);
    const sent = await ctx.db.messageNotice.findFirst({ where: { type: NOTICE_TYPE.lowStock, otherBillNum: key, createdAt: { gte: startOfDay(now) } }, select: { id: true } });
    if (sent) continue;
    await notify(ctx.platform, {
      companyId: actor.companyId,
      userIds: recipients.map((u) => u.id),
      type: NOTICE_TYPE.lowStock,
      title: "stock.lowStockTitle",
      body: "stock.lowStockBody",
      params: { sku: s.sku.sku, warehouse: s.warehouse.name, available: s.quantity - s.occupied, safe: s.safe },
      otherBillNum: key
    });
    alerted++;
  }
  return alerted;
}
async function alertLowStock(ctx, skuIds, warehouseId) {
  try {
    await checkLowStock(ctx, skuIds, warehouseId);
  } catch (err) {
    ctx.platform.logger.warn({ err, warehouseId }, "low-stock check failed");
  }
}

// src/modules/inventory/stock.service.ts
var INCOMING = /* @__PURE__ */ new Set(["inbound", "transferIn", "assembleIn", "countProfit"]);
async function applyMoves(ctx, tx, moves) {
  const ordered = moves.map((m, i) => ({ m, i })).sort((a, b) => a.m.warehouseId - b.m.warehouseId || a.m.skuId - b.m.skuId || a.i - b.i);
  const out = new Array(moves.length);
  for (const { m, i } of ordered) out[i] = await applyMove(ctx, tx, m);
  return out;
}
async function applyMove(ctx, tx, move) {
  const companyId = ctx.actor.companyId;
  const dq = move.quantity ?? 0;
  const doc = move.occupied ?? 0;
  const cost = move.unitCost != null ? String(move.unitCost) : null;
  if (!Number.isInteger(dq) || !Number.isInteger(doc)) throw new Error("stock moves are whole numbers");
  if (dq > 0) {
    await tx.$executeRaw`
      INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "updatedAt")
      VALUES (${companyId}, ${move.skuId}, ${move.warehouseId}, now())
      ON CONFLICT ("warehouseId", "skuId") DO NOTHING`;
  }
  const rows = await tx.$queryRaw`
    UPDATE "Stock" SET
      "purchasePrice" = CASE WHEN ${dq}::int > 0 AND ${cost}::numeric IS NOT NULL
        THEN ("quantity" * "purchasePrice" + ${dq}::int * ${cost}::numeric) / ("quantity" + ${dq}::int)
        ELSE "purchasePrice" END,
      "quantity" = "quantity" + ${dq}::int,
      "occupied" = "occupied" + ${doc}::int,
      "updatedAt" = now()
    WHERE "companyId" = ${companyId} AND "warehouseId" = ${move.warehouseId} AND "skuId" = ${move.skuId}
      AND "quantity" + ${dq}::int >= 0
      AND "occupied" + ${doc}::int >= 0
      AND "occupied" + ${doc}::int <= "quantity" + ${dq}::int
    RETURNING "quantity", "occupied"`;
  if (!rows.length) throw await shortage(ctx, tx, move);
  const balance = { quantity: Number(rows[0].quantity), occupied: Number(rows[0].occupied) };
  if (move.locationId != null && dq !== 0) await moveAtLocation(ctx, tx, move, dq);
  if (dq > 0 && INCOMING.has(move.type)) {
    await tx.stockLot.create({
      data: { companyId, skuId: move.skuId, warehouseId: move.warehouseId, quantityIn: dq, quantityLeft: dq, unitCost: cost ?? "0", billNo: move.billNo ?? "" }
    });
  } else if (dq < 0 && move.type !== "moveLocation") {
    await consumeLots(companyId, tx, move, -dq);
  }
  await tx.stockLedger.create({
    data: {
      companyId,
      skuId: move.skuId,
      warehouseId: move.warehouseId,
      locationId: move.locationId ?? null,
      type: move.type,
      quantityChange: dq,
      occupiedChange: doc,
      quantityAfter: balance.quantity,
      occupiedAfter: balance.occupied,
      unitCost: cost ?? "0",
      billType: move.billType ?? "",
      billNo: move.billNo ?? "",
      remark: move.remark ?? "",
      operatorId: ctx.actor.userId
    }
  });
  return balance;
}
async function moveAtLocation(ctx, tx, move, dq) {
  const companyId = ctx.actor.companyId;
  if (dq > 0) {
    await tx.$executeRaw`
      INSERT INTO "StockLocation" ("companyId", "skuId", "warehouseId", "locationId", "quantity", "updatedAt")
      VALUES (${companyId}, ${move.skuId}, ${move.warehouseId}, ${move.locationId}, ${dq}, now())
      ON CONFLICT ("locationId", "skuId") DO UPDATE SET "quantity" = "StockLocation"."quantity" + ${dq}::int, "updatedAt" = now()`;
    return;
  }
  const updated = await tx.$executeRaw`
    UPDATE "StockLocation" SET "quantity" = "quantity" + ${dq}::int, "updatedAt" = now()
    WHERE "companyId" = ${companyId} AND "locationId" = ${move.locationId} AND "skuId" = ${move.skuId} AND "quantity" + ${dq}::int >= 0`;
  if (!updated) {
    const [sku, location, at] = await Promise.all([
      tx.sku.findFirst({ where: { id: move.skuId }, select: { sku: true } }),
      tx.location.findFirst({ where: { id: move.locationId }, select: { code: true } }),
      tx.stockLocation.findFirst({ where: { locationId: move.locationId, skuId: move.skuId }, select: { quantity: true } })
    ]);
    throw new BusinessError("inventory.insufficientAvailable", {
      sku: sku?.sku ?? move.skuId,
      warehouse: location?.code ?? move.locationId,
      available: at?.quantity ?? 0,
      quantity: -dq
    });
  }
}
async function consumeLots(companyId, tx, move, quantity) {
  const lots = await tx.$queryRaw`
    SELECT "id", "quantityLeft" FROM "StockLot"
    WHERE "companyId" = ${companyId} AND "skuId" = ${move.skuId} AND "warehouseId" = ${move.warehouseId} AND "quantityLeft" > 0
    ORDER BY "receivedAt", "id" FOR UPDATE`;
  let left = quantity;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, Number(lot.quantityLeft));
    await tx.$executeRaw`UPDATE "StockLot" SET "quantityLeft" = "quantityLeft" - ${take}::int WHERE "id" = ${lot.id}`;
    left -= take;
  }
}
async function shortage(ctx, tx, move) {
  const [sku, warehouse, stock] = await Promise.all([
    tx.sku.findFirst({ where: { id: move.skuId }, select: { sku: true } }),
    tx.warehouse.findFirst({ where: { id: move.warehouseId }, select: { name: true } }),
    tx.stock.findFirst({ where: { warehouseId: move.warehouseId, skuId: move.skuId }, select: { quantity: true, occupied: true } })
  ]);
  const q = stock?.quantity ?? 0;
  const o = stock?.occupied ?? 0;
  const dq = move.quantity ?? 0;
  const doc = move.occupied ?? 0;
  if (doc < 0 && o + doc < 0) return new BusinessError("inventory.releaseExceedsOccupied", { quantity: -doc, occupied: o });
  if (dq < 0 && q + dq < o + doc && q + dq >= 0) return new BusinessError("inventory.stockBelowOccupied", { occupied: o + doc });
  void ctx;
  return new BusinessError("inventory.insufficientAvailable", {
    sku: sku?.sku ?? move.skuId,
    warehouse: warehouse?.name ?? move.warehouseId,
    available: Math.max(0, q - o),
    quantity: Math.max(-dq, doc)
  });
}

// src/modules/orders/orders.events.ts
var listeners = { shipped: [], created: [], stockArrived: [] };
function onOrderEvent(event, listener) {
  listeners[event].push(listener);
}
async function emitOrderEvent(ctx, event, payload) {
  for (const listener of listeners[event]) {
    try {
      await listener(ctx, payload);
    } catch (err) {
      ctx.platform.logger.error({ err, event }, "order event listener failed");
    }
  }
}

// src/modules/orders/orders.lookups.ts
function loadShopName(ctx, id) {
  return requestLoader(ctx, "shop", async (ids) => {
    const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids] } }, select: { id: true, shopName: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((i) => map.get(i) ?? null);
  }).load(id).then((s) => s?.shopName ?? "");
}
function loadChannelName(ctx, id) {
  if (id == null) return Promise.resolve("");
  return requestLoader(ctx, "logisticsChannel", async (ids) => {
    const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((i) => map.get(i) ?? null);
  }).load(id).then((c) => c?.name ?? "");
}
function visibleOrdersWhere(ctx) {
  return allowedShopsWhere(requireActor(ctx), "shopId");
}
async function findOrders(ctx, db, ids) {
  const unique = [...new Set(ids)];
  const rows = await db.order.findMany({
    where: { AND: [visibleOrdersWhere(ctx), { id: { in: unique } }] },
    include: { items: { orderBy: { id: "asc" } } },
    orderBy: { id: "asc" }
  });
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new NotFoundError("order.notFound", { id: unique.find((id) => !found.has(id)) });
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id));
}
async function findVisibleOrder(ctx, db, id) {
  return (await findOrders(ctx, db, [id]))[0];
}
async function findShop(ctx, id, field = "shopId") {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [allowedShopsWhere(actor), { id }] } });
  if (!shop) throw new NotFoundError("order.shopNotFound", { id, field });
  return shop;
}
async function findChannel(ctx, id, field = "logisticsChannelId") {
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id } });
  if (!channel) throw new NotFoundError("order.channelNotFound", { id });
  if (!channel.enabled) throw ValidationError.field(field, "order.channelDisabled", { name: channel.name });
  return channel;
}

// src/modules/orders/orders.batch.ts
import { z } from "zod";
var batchIds = z.object({ ids: orderIdsInput });
async function runBatch(ctx, rawIds, action, opts = {}) {
  const { ids } = parseInput(batchIds, { ids: rawIds });
  const list = opts.orders ?? await findOrders(ctx, ctx.db, ids);
  const result = { orderIds: [], refused: [] };
  for (const order of list) {
    try {
      if (await action(order) !== false) result.orderIds.push(order.id);
    } catch (err) {
      if (!(err instanceof AppError) || err instanceof ValidationError) throw err;
      result.refused.push({ id: order.id, orderNo: order.orderNo, messageId: err.messageId, params: err.params });
    }
  }
  return result;
}

// src/modules/orders/orders.allocation.ts
var ORDER_BILL_TYPE = "order";
async function orderNeeds(db, items) {
  const direct = /* @__PURE__ */ new Map();
  for (const i of items) if (i.skuId) direct.set(i.skuId, (direct.get(i.skuId) ?? 0) + i.quantity * i.unitsPerItem);
  const needs = /* @__PURE__ */ new Map();
  let level = direct;
  for (let depth = 0; depth < 3 && level.size; depth++) {
    const combos = await db.sku.findMany({ where: { id: { in: [...level.keys()] }, isCombo: true }, select: { id: true, components: { select: { componentSkuId: true, quantity: true } } } });
    const comboOf = new Map(combos.map((c) => [c.id, c.components]));
    const next = /* @__PURE__ */ new Map();
    for (const [skuId, units] of level) {
      const components = comboOf.get(skuId);
      if (!components) needs.set(skuId, (needs.get(skuId) ?? 0) + units);
      else for (const c of components) next.set(c.componentSkuId, (next.get(c.componentSkuId) ?? 0) + units * c.quantity);
    }
    level = next;
  }
  for (const [skuId, units] of level) needs.set(skuId, (needs.get(skuId) ?? 0) + units);
  return needs;
}
async function releaseOrderStock(ctx, tx, order) {
  const held = await tx.stockOccupation.findMany({ where: { sourceType: ORDER_BILL_TYPE, sourceNo: order.orderNo, status: "active" } });
  if (!held.length) return 0;
  await applyMoves(ctx, tx, held.map((o) => ({
    skuId: o.skuId,
    warehouseId: o.warehouseId,
    type: "release",
    occupied: -o.quantity,
    billType: ORDER_BILL_TYPE,
    billNo: order.orderNo
  })));
  await tx.stockOccupation.updateMany({ where: { id: { in: held.map((o) => o.id) }, status: "active" }, data: { status: "released", releasedAt: /* @__PURE__ */ new Date() } });
  await tx.orderItem.updateMany({ where: { orderId: order.id }, data: { allocated: 0 } });
  return held.length;
}
async function allocateOne(ctx, order, action) {
  const needs = await orderNeeds(ctx.db, order.items);
  const skuIds = [...needs.keys()];
  let warehouses;
  if (order.warehouseId) {
    warehouses = await ctx.db.warehouse.findMany({ where: { id: order.warehouseId }, select: { id: true, priority: true, name: true, enabled: true } });
    if (warehouses[0] && !warehouses[0].enabled) throw new BusinessError("order.warehouseDisabled", { name: warehouses[0].name });
  } else {
    warehouses = await ctx.db.warehouse.findMany({ where: { enabled: true }, select: { id: true, priority: true, name: true, enabled: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] });
  }
  if (!warehouses.length) throw new BusinessError("order.noWarehouse");
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.$transaction(async (tx) => {
        const stocks = await tx.stock.findMany({ where: { warehouseId: { in: warehouses.map((w) => w.id) }, skuId: { in: skuIds } }, select: { warehouseId: true, skuId: true, quantity: true, occupied: true } });
        const avail = new Map(stocks.map((s) => [`${s.warehouseId}:${s.skuId}`, s.quantity - s.occupied]));
        const picked = pickWarehouse(warehouses, needs, (w, s) => avail.get(`${w}:${s}`) ?? 0);
        if (picked == null) {
          if (action === "audit") {
            const probe = warehouses[0].id;
            const short = skuIds.find((s) => (avail.get(`${probe}:${s}`) ?? 0) < needs.get(s)) ?? skuIds[0];
            const sku = await tx.sku.findFirst({ where: { id: short }, select: { sku: true } });
            await moveOrder(ctx, tx, order.id, "markOutOfStock", { history: { messageId: "order.history.outOfStock", params: { sku: sku?.sku ?? short } } });
          }
          return { result: "outOfStock" };
        }
        const warehouse = warehouses.find((w) => w.id === picked);
        await moveOrder(ctx, tx, order.id, action, { data: { warehouseId: picked }, history: { messageId: "order.history.allocated", params: { warehouse: warehouse.name } } });
        await applyMoves(ctx, tx, skuIds.map((skuId) => ({
          skuId,
          warehouseId: picked,
          type: "occupy",
          occupied: needs.get(skuId),
          billType: ORDER_BILL_TYPE,
          billNo: order.orderNo
        })));
        await tx.stockOccupation.createMany({
          data: skuIds.map((skuId) => ({
            companyId: ctx.actor.companyId,
            skuId,
            warehouseId: picked,
            quantity: needs.get(skuId),
            sourceType: ORDER_BILL_TYPE,
            sourceNo: order.orderNo
          }))
        });
        for (const item of order.items) {
          if (item.skuId) await tx.orderItem.update({ where: { id: item.id }, data: { allocated: item.quantity * item.unitsPerItem } });
        }
        return { result: "allocated", warehouseId: picked, skuIds };
      });
    } catch (err) {
      const raced = err instanceof BusinessError && err.messageId === "inventory.insufficientAvailable";
      if (!raced || attempt >= 2) throw err;
    }
  }
}
async function afterAllocation(ctx, outcome) {
  if (outcome.result === "allocated") await alertLowStock(ctx, outcome.skuIds, outcome.warehouseId);
}
async function auditOrders(ctx, ids) {
  assertCan(ctx, "order.audit");
  return runBatch(ctx, ids, async (order) => {
    assertOrderCan(order, "audit");
    if (!order.matched || order.items.some((i) => !i.skuId)) throw new BusinessError("order.unmatchedCannotAudit", { orderNo: order.orderNo });
    await afterAllocation(ctx, await allocateOne(ctx, order, "audit"));
  });
}
async function backToProcessing(ctx, ids) {
  assertCan(ctx, "order.audit");
  return runBatch(ctx, ids, async (order) => {
    assertOrderCan(order, "backToProcessing");
    await ctx.db.$transaction(async (tx) => {
      await moveOrder(ctx, tx, order.id, "backToProcessing");
      await releaseOrderStock(ctx, tx, order);
    });
  });
}
async function reallocateOutOfStock(ctx, ids) {
  assertCan(ctx, "order.audit");
  if (ids && ids.length) {
    const orders = (await findOrders(ctx, ctx.db, ids)).sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime() || a.id - b.id);
    return runBatch(ctx, ids, async (order) => {
      assertOrderCan(order, "allocate");
      const outcome = await allocateOne(ctx, order, "allocate");
      await afterAllocation(ctx, outcome);
      return outcome.result === "allocated";
    }, { orders });
  }
  return retryOutOfStock(ctx, {});
}
async function retryOutOfStock(ctx, opts) {
  let skuFilter;
  if (opts.skuIds) {
    if (!opts.skuIds.length) return { orderIds: [], refused: [] };
    const combos = await ctx.db.skuComponent.findMany({ where: { componentSkuId: { in: [...opts.skuIds] } }, select: { comboSkuId: true } });
    skuFilter = [.../* @__PURE__ */ new Set([...opts.skuIds, ...combos.map((c) => c.comboSkuId)])];
  }
  const orders = await ctx.db.order.findMany({
    where: { status: "outOfStock", ...skuFilter ? { items: { some: { skuId: { in: skuFilter } } } } : {} },
    include: { items: { orderBy: { id: "asc" } } },
    orderBy: [{ orderedAt: "asc" }, { id: "asc" }],
    take: opts.limit ?? 500
  });
  const result = { orderIds: [], refused: [] };
  for (const order of orders) {
    try {
      const outcome = await allocateOne(ctx, order, "allocate");
      await afterAllocation(ctx, outcome);
      if (outcome.result === "allocated") result.orderIds.push(order.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ id: order.id, orderNo: order.orderNo, messageId: err.messageId, params: err.params });
    }
  }
  return result;
}
onOrderEvent("stockArrived", async (ctx, { skuIds }) => {
  await retryOutOfStock(ctx, { skuIds });
});

export {
  alertLowStock,
  applyMoves,
  onOrderEvent,
  emitOrderEvent,
  loadShopName,
  loadChannelName,
  visibleOrdersWhere,
  findOrders,
  findVisibleOrder,
  findShop,
  findChannel,
  runBatch,
  illegalOrderTransition,
  assertOrderCan,
  findOrder,
  addHistory,
  moveOrder,
  ORDER_BILL_TYPE,
  releaseOrderStock,
  auditOrders,
  backToProcessing,
  reallocateOutOfStock
};
//# sourceMappingURL=chunk-D5XDSTMQ.js.map