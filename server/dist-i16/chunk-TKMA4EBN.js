import {
  ORDER_BILL_TYPE,
  addHistory,
  alertLowStock,
  applyMoves,
  assertOrderCan,
  emitOrderEvent,
  findChannel,
  findOrder,
  findVisibleOrder,
  moveOrder,
  runBatch
} from "./chunk-D5XDSTMQ.js";
import {
  TRANSFER_EDITABLE,
  transferReceiveInput,
  transferShipInput
} from "./chunk-ZYLZMQGQ.js";
import {
  findLocation,
  findWarehouse,
  illegalTransition,
  newBillNo
} from "./chunk-UJV7PTJ6.js";
import {
  TRANSFER_DELETABLE,
  TRANSFER_TRANSITIONS,
  canTransition,
  shareFreight,
  transferOrderInput
} from "./chunk-V2SYP3MA.js";
import {
  COLLECT_STATUS,
  PICKUP_TIMEOUT_HOURS
} from "./chunk-2F5RSO57.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import {
  BusinessError,
  NotFoundError,
  ValidationError,
  allowedShopsWhere,
  assertCan,
  isUniqueViolation,
  parseInput
} from "./chunk-BSPRULER.js";
import {
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// ../schema/src/rules/shipping.ts
import { z } from "zod";
var SCAN_NUMBER_MAX = 100;
var PARCEL_WEIGHT_MAX = 1e6;
var OUTBOUND_BATCH_MAX = 500;
var BAG_PARCELS_MAX = 1e3;
var OUTBOUND_COLLECT = {
  notScanned: COLLECT_STATUS.none,
  scannedOut: COLLECT_STATUS.collected,
  pickupConfirmed: 2,
  pickupTimeout: COLLECT_STATUS.timeout,
  pickupException: COLLECT_STATUS.exception
};
var OUTBOUND_TABS = [null, OUTBOUND_COLLECT.scannedOut, OUTBOUND_COLLECT.pickupConfirmed, OUTBOUND_COLLECT.pickupTimeout, OUTBOUND_COLLECT.pickupException];
var PICKUP_CONFIRMABLE = [OUTBOUND_COLLECT.scannedOut, OUTBOUND_COLLECT.pickupTimeout, OUTBOUND_COLLECT.pickupException];
var PICKUP_EXCEPTION_FROM = [OUTBOUND_COLLECT.scannedOut, OUTBOUND_COLLECT.pickupTimeout];
var BAG_STATUSES = ["open", "closed", "handedOver"];
var scanNumber = (requiredId) => z.string({ error: requiredId }).transform((s) => s.trim()).pipe(z.string().min(1, { error: requiredId }).max(SCAN_NUMBER_MAX, { error: "validation.tooLong" }));
var parcelWeight = z.number({ error: (iss) => iss.input === void 0 || iss.input === null ? "shipping.weightRequired" : "shipping.weightNumeric" }).int({ error: "shipping.weightNumeric" }).positive({ error: "shipping.weightNumeric" }).max(PARCEL_WEIGHT_MAX, { error: "shipping.weightNumeric" });
var scanLine = z.object({
  code: z.string({ error: "shipping.codeRequired" }).trim().min(1, { error: "shipping.codeRequired" }).max(SCAN_NUMBER_MAX, { error: "validation.tooLong" }),
  quantity: z.number({ error: "shipping.quantityInteger" }).int({ error: "shipping.quantityInteger" }).positive({ error: "shipping.quantityInteger" }).max(1e5, { error: "shipping.quantityInteger" })
});
var scanLookupInput = z.object({ number: scanNumber("shipping.numberRequired") });
var scanToShipInput = z.object({
  number: scanNumber("shipping.numberRequired"),
  weight: parcelWeight,
  scans: z.array(scanLine).max(500, { error: "shipping.tooManyLines" })
});
var outboundScanInput = z.object({
  number: scanNumber("outbound.numberRequired"),
  weight: parcelWeight
});
var ids = z.array(z.number().int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" })).min(1, { error: "outbound.tickAtLeastOne" }).max(OUTBOUND_BATCH_MAX, { error: "outbound.batchTooLarge" });
var confirmPickupInput = z.object({ ids });
var pickupExceptionInput = z.object({
  ids,
  remark: z.string({ error: "outbound.remarkRequired" }).trim().min(1, { error: "outbound.remarkRequired" }).max(200, { error: "validation.tooLong" })
});
var createBagInput = z.object({
  channelId: z.number({ error: "bag.channelRequired" }).int({ error: "validation.integerIds" }).positive({ error: "bag.channelRequired" })
});
var bagScanInput = z.object({
  bagId: z.number().int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" }),
  number: scanNumber("bag.numberRequired")
});
function keyOfCode(requirements, code) {
  const c = code.trim().toLowerCase();
  if (!c) return null;
  for (const r of requirements) if (r.codes.some((x) => x.trim().toLowerCase() === c)) return r.key;
  return null;
}
function checkScans(requirements, scans) {
  const counted = /* @__PURE__ */ new Map();
  for (const s of scans) {
    const key = keyOfCode(requirements, s.code);
    if (!key) return { ok: false, messageId: "shipping.codeNotInOrder", code: s.code };
    const n = (counted.get(key) ?? 0) + s.quantity;
    const need = requirements.find((r) => r.key === key).required;
    if (n > need) return { ok: false, messageId: "shipping.codeNotInOrder", code: s.code };
    counted.set(key, n);
  }
  for (const r of requirements) if ((counted.get(r.key) ?? 0) !== r.required) return { ok: false, messageId: "shipping.quantityMismatch" };
  return { ok: true };
}
function exceedsChannelMax(weight, maxWeight) {
  return maxWeight > 0 && weight > maxWeight;
}
function pickupTimeoutCutoff(now, hours) {
  return new Date(now.getTime() - hours * 36e5);
}

// src/modules/transfers/transfers.service.ts
var TRANSFER_BILL_TYPE = "transfer";
function transferWhere(ctx, f = {}) {
  assertCan(ctx, "productTransferBill");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return {
    ...f.status ? { status: f.status } : {},
    ...f.fromWarehouseId ? { fromWarehouseId: f.fromWarehouseId } : {},
    ...f.toWarehouseId ? { toWarehouseId: f.toWarehouseId } : {},
    ...kw ? { OR: [{ billNo: { contains: kw, mode: "insensitive" } }, { trackingNo: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function findTransfer(db, id) {
  const transfer = await db.transferOrder.findFirst({ where: { id }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!transfer) throw new NotFoundError("stock.transferNotFound", { id });
  return transfer;
}
async function claim(tx, id, action, data = {}) {
  const t = TRANSFER_TRANSITIONS[action];
  const { count } = await tx.transferOrder.updateMany({ where: { id, status: { in: [...t.from] } }, data: { ...data, status: t.to } });
  if (count !== 1) {
    const now = await findTransfer(tx, id);
    throw illegalTransition("transfer", now.status, action);
  }
}
function assertCanMove(status, action) {
  if (!canTransition(TRANSFER_TRANSITIONS, action, status)) throw illegalTransition("transfer", status, action);
}
async function checkInput(ctx, raw) {
  const input = parseInput(transferOrderInput, raw);
  const [from, to] = [await findWarehouse(ctx.db, input.fromWarehouseId), await findWarehouse(ctx.db, input.toWarehouseId)];
  for (const [w, field] of [[from, "fromWarehouseId"], [to, "toWarehouseId"]]) {
    if (!w.enabled) throw ValidationError.field(field, "inventory.warehouseDisabled", { name: w.name });
  }
  const skuIds = input.lines.map((l) => l.skuId);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (skus.length !== new Set(skuIds).size) throw new NotFoundError("stock.skuNotFound");
  return input;
}
async function createTransfer(ctx, raw) {
  const actor = assertCan(ctx, "transfer.create");
  const input = await checkInput(ctx, raw);
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transferOrder.create({
        data: {
          companyId: actor.companyId,
          billNo: newBillNo("TF"),
          fromWarehouseId: input.fromWarehouseId,
          toWarehouseId: input.toWarehouseId,
          freight: input.freight,
          costSharing: input.costSharing,
          remark: input.remark,
          lines: { create: input.lines.map((l) => ({ companyId: actor.companyId, skuId: l.skuId, quantity: l.quantity })) }
        },
        include: { lines: true }
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function updateTransfer(ctx, id, raw) {
  const actor = assertCan(ctx, "transfer.create");
  const transfer = await findTransfer(ctx.db, id);
  const input = await checkInput(ctx, raw);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.transferOrder.updateMany({
      where: { id, status: { in: [...TRANSFER_EDITABLE] } },
      data: { fromWarehouseId: input.fromWarehouseId, toWarehouseId: input.toWarehouseId, freight: input.freight, costSharing: input.costSharing, remark: input.remark }
    });
    if (count !== 1) throw illegalTransition("transfer", (await findTransfer(tx, id)).status, "edit");
    await tx.transferOrderLine.deleteMany({ where: { transferId: transfer.id } });
    await tx.transferOrderLine.createMany({ data: input.lines.map((l) => ({ companyId: actor.companyId, transferId: transfer.id, skuId: l.skuId, quantity: l.quantity })) });
    return findTransfer(tx, id);
  });
}
async function submitTransfer(ctx, id) {
  const actor = assertCan(ctx, "transfer.create");
  const transfer = await findTransfer(ctx.db, id);
  assertCanMove(transfer.status, "submit");
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, id, "submit");
    await applyMoves(ctx, tx, transfer.lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: transfer.fromWarehouseId,
      type: "occupy",
      occupied: l.quantity,
      billType: TRANSFER_BILL_TYPE,
      billNo: transfer.billNo
    })));
    await tx.stockOccupation.createMany({
      data: transfer.lines.map((l) => ({
        companyId: actor.companyId,
        skuId: l.skuId,
        warehouseId: transfer.fromWarehouseId,
        quantity: l.quantity,
        sourceType: "transfer",
        sourceNo: transfer.billNo
      }))
    });
    return findTransfer(tx, id);
  });
  await alertLowStock(ctx, transfer.lines.map((l) => l.skuId), transfer.fromWarehouseId);
  return result;
}
async function outgoingMoves(tx, base) {
  const at = await tx.stockLocation.findMany({ where: { skuId: base.skuId, warehouseId: base.warehouseId, quantity: { gt: 0 } }, orderBy: [{ quantity: "desc" }, { id: "asc" }] });
  const moves = [];
  let left = base.quantity;
  for (const l of at) {
    if (left <= 0) break;
    const take = Math.min(left, l.quantity);
    moves.push({ ...base, locationId: l.locationId, quantity: -take, occupied: 0 });
    left -= take;
  }
  if (left > 0 || !moves.length) moves.push({ ...base, locationId: null, quantity: -left, occupied: 0 });
  moves[0].occupied = -base.occupied;
  return moves;
}
async function unitPrices(tx, warehouseId, skuIds) {
  const [stocks, skus] = await Promise.all([
    tx.stock.findMany({ where: { warehouseId, skuId: { in: skuIds } }, select: { skuId: true, purchasePrice: true } }),
    tx.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, purchasePrice: true } })
  ]);
  const out = /* @__PURE__ */ new Map();
  for (const s of skus) out.set(s.id, Number(s.purchasePrice));
  for (const s of stocks) if (Number(s.purchasePrice) > 0) out.set(s.skuId, Number(s.purchasePrice));
  return out;
}
async function shipTransfer(ctx, raw) {
  const actor = assertCan(ctx, "transfer.ship");
  const input = parseInput(transferShipInput, raw);
  const transfer = await findTransfer(ctx.db, input.id);
  assertCanMove(transfer.status, "ship");
  const [to, skus] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { id: transfer.toWarehouseId }, select: { name: true } }),
    ctx.db.sku.findMany({ where: { id: { in: transfer.lines.map((l) => l.skuId) } }, select: { id: true, weight: true } })
  ]);
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, transfer.id, "ship", { shippedAt: /* @__PURE__ */ new Date(), dispatcherId: actor.userId, trackingNo: input.trackingNo });
    const prices = await unitPrices(tx, transfer.fromWarehouseId, transfer.lines.map((l) => l.skuId));
    const weightOf = new Map(skus.map((s) => [s.id, s.weight]));
    const shares = shareFreight(
      Number(transfer.freight),
      transfer.lines.map((l) => ({ quantity: l.quantity, weight: weightOf.get(l.skuId) ?? 0, value: prices.get(l.skuId) ?? 0 })),
      transfer.costSharing
    );
    const moves = [];
    for (const l of transfer.lines) {
      moves.push(...await outgoingMoves(tx, {
        skuId: l.skuId,
        warehouseId: transfer.fromWarehouseId,
        type: "transferOut",
        quantity: l.quantity,
        occupied: l.quantity,
        unitCost: (prices.get(l.skuId) ?? 0).toFixed(4),
        billType: TRANSFER_BILL_TYPE,
        billNo: transfer.billNo,
        remark: `\u2192 ${to?.name ?? transfer.toWarehouseId}: in transit +${l.quantity}`
      }));
    }
    await applyMoves(ctx, tx, moves);
    for (const [i, l] of transfer.lines.entries()) {
      await tx.transferOrderLine.update({ where: { id: l.id }, data: { freightShare: shares[i].toFixed(2) } });
      await tx.$executeRaw`
        INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "inTransit", "updatedAt")
        VALUES (${actor.companyId}, ${l.skuId}, ${transfer.toWarehouseId}, ${l.quantity}, now())
        ON CONFLICT ("warehouseId", "skuId") DO UPDATE SET "inTransit" = "Stock"."inTransit" + ${l.quantity}::int, "updatedAt" = now()`;
    }
    await releaseOccupations(tx, transfer.billNo);
    return findTransfer(tx, transfer.id);
  });
  await alertLowStock(ctx, transfer.lines.map((l) => l.skuId), transfer.fromWarehouseId);
  return result;
}
async function releaseOccupations(tx, billNo) {
  await tx.stockOccupation.updateMany({ where: { sourceType: "transfer", sourceNo: billNo, status: "active" }, data: { status: "released", releasedAt: /* @__PURE__ */ new Date() } });
}
async function cancelTransfer(ctx, id) {
  assertCan(ctx, "transfer.create");
  const transfer = await findTransfer(ctx.db, id);
  assertCanMove(transfer.status, "cancel");
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, id, "cancel");
    if (transfer.status === "pendingShipment") {
      await applyMoves(ctx, tx, transfer.lines.map((l) => ({
        skuId: l.skuId,
        warehouseId: transfer.fromWarehouseId,
        type: "release",
        occupied: -l.quantity,
        billType: TRANSFER_BILL_TYPE,
        billNo: transfer.billNo
      })));
      await releaseOccupations(tx, transfer.billNo);
    }
    return findTransfer(tx, id);
  });
}
async function deleteTransfer(ctx, id) {
  assertCan(ctx, "transfer.create");
  const transfer = await findTransfer(ctx.db, id);
  const { count } = await ctx.db.transferOrder.deleteMany({ where: { id, status: { in: [...TRANSFER_DELETABLE] } } });
  if (count !== 1) throw illegalTransition("transfer", (await ctx.db.transferOrder.findFirst({ where: { id } }))?.status ?? transfer.status, "delete");
  return id;
}
async function receiveTransfer(ctx, raw) {
  const actor = assertCan(ctx, "transfer.receive");
  const input = parseInput(transferReceiveInput, raw);
  const transfer = await findTransfer(ctx.db, input.id);
  assertCanMove(transfer.status, "receive");
  const lineIds = new Set(transfer.lines.map((l) => l.id));
  input.lines.forEach((l, i) => {
    if (!lineIds.has(l.lineId)) throw ValidationError.field(`lines.${i}.lineId`, "stock.transferLineNotFound");
  });
  const locationOf = /* @__PURE__ */ new Map();
  const checked = /* @__PURE__ */ new Map();
  const check = async (locationId, field) => {
    if (!checked.has(locationId)) checked.set(locationId, await findLocation(ctx.db, locationId, transfer.toWarehouseId, field));
  };
  for (const [i, l] of input.lines.entries()) {
    await check(l.locationId, `lines.${i}.locationId`);
    locationOf.set(l.lineId, l.locationId);
  }
  if (input.locationId != null) await check(input.locationId, "locationId");
  for (const l of transfer.lines) {
    const locationId = locationOf.get(l.id) ?? input.locationId;
    if (locationId == null) throw ValidationError.field("locationId", "inventory.locationRequired");
    locationOf.set(l.id, locationId);
  }
  const received = await ctx.db.$transaction(async (tx) => {
    await claim(tx, transfer.id, "receive", { receivedAt: /* @__PURE__ */ new Date() });
    const out = await tx.stockLedger.findMany({ where: { billType: TRANSFER_BILL_TYPE, billNo: transfer.billNo, type: "transferOut" }, select: { skuId: true, unitCost: true } });
    const sourcePrice = new Map(out.map((o) => [o.skuId, Number(o.unitCost)]));
    const moves = transfer.lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: transfer.toWarehouseId,
      locationId: locationOf.get(l.id),
      type: "transferIn",
      quantity: l.quantity,
      unitCost: ((sourcePrice.get(l.skuId) ?? 0) + Number(l.freightShare) / l.quantity).toFixed(4),
      billType: TRANSFER_BILL_TYPE,
      billNo: transfer.billNo,
      remark: `in transit \u2212${l.quantity}`
    }));
    await applyMoves(ctx, tx, moves);
    for (const l of transfer.lines) {
      const left = await tx.$executeRaw`
        UPDATE "Stock" SET "inTransit" = "inTransit" - ${l.quantity}::int, "updatedAt" = now()
        WHERE "companyId" = ${actor.companyId} AND "warehouseId" = ${transfer.toWarehouseId} AND "skuId" = ${l.skuId} AND "inTransit" >= ${l.quantity}::int`;
      if (!left) {
        const [sku, stock] = await Promise.all([
          tx.sku.findFirst({ where: { id: l.skuId }, select: { sku: true } }),
          tx.stock.findFirst({ where: { warehouseId: transfer.toWarehouseId, skuId: l.skuId }, select: { inTransit: true } })
        ]);
        throw new BusinessError("stock.inTransitShort", { sku: sku?.sku ?? l.skuId, inTransit: stock?.inTransit ?? 0, quantity: l.quantity });
      }
      await tx.transferOrderLine.update({ where: { id: l.id }, data: { receivedQuantity: l.quantity, toLocationId: locationOf.get(l.id) } });
    }
    return findTransfer(tx, transfer.id);
  });
  await emitOrderEvent(ctx, "stockArrived", { skuIds: [...new Set(transfer.lines.map((l) => l.skuId))] });
  return received;
}

// src/modules/orders/orders.ship.ts
async function shipOrder(ctx, orderId, input) {
  if (input.via === "manual") assertCan(ctx, "order.ship");
  const trackingNo = input.trackingNo?.trim() ?? "";
  if (trackingNo.length > 64) throw ValidationError.field("trackingNo", "validation.tooLong");
  if (input.weight != null && (!Number.isInteger(input.weight) || input.weight < 0 || input.weight > 1e7)) throw ValidationError.field("weight", "order.weightInteger");
  const order = await findVisibleOrder(ctx, ctx.db, orderId);
  if (input.logisticsChannelId) await findChannel(ctx, input.logisticsChannelId);
  assertOrderCan(order, "ship");
  const now = /* @__PURE__ */ new Date();
  const skuIds = /* @__PURE__ */ new Set();
  let warehouseId = 0;
  await ctx.db.$transaction(async (tx) => {
    await moveOrder(ctx, tx, order.id, "ship", {
      data: {
        shippedAt: now,
        ...trackingNo ? { trackingNo } : {},
        ...input.weight != null ? { weight: input.weight } : {},
        ...input.logisticsChannelId ? { logisticsChannelId: input.logisticsChannelId } : {}
      },
      history: { messageId: "order.history.shipped", params: { trackingNo: trackingNo || order.trackingNo || "-", via: input.via } }
    });
    const held = await tx.stockOccupation.findMany({ where: { sourceType: ORDER_BILL_TYPE, sourceNo: order.orderNo, status: "active" }, orderBy: { id: "asc" } });
    const moves = [];
    for (const o of held) {
      skuIds.add(o.skuId);
      warehouseId = o.warehouseId;
      moves.push(...await outgoingMoves(tx, {
        skuId: o.skuId,
        warehouseId: o.warehouseId,
        type: "outbound",
        quantity: o.quantity,
        occupied: o.quantity,
        billType: ORDER_BILL_TYPE,
        billNo: order.orderNo
      }));
    }
    await applyMoves(ctx, tx, moves);
    if (held.length) await tx.stockOccupation.updateMany({ where: { id: { in: held.map((o) => o.id) }, status: "active" }, data: { status: "released", releasedAt: now } });
  });
  await emitOrderEvent(ctx, "shipped", { orderIds: [order.id] });
  if (warehouseId) await alertLowStock(ctx, [...skuIds], warehouseId);
  return findOrder(ctx.db, order.id);
}
async function shipOrders(ctx, ids2, trackingNo) {
  assertCan(ctx, "order.ship");
  if (trackingNo && ids2.length > 1) throw ValidationError.field("trackingNo", "order.trackingOneOrder");
  return runBatch(ctx, ids2, async (order) => {
    await shipOrder(ctx, order.id, { trackingNo, via: "manual" });
  });
}

// src/modules/shipping/shipping.service.ts
async function findByNumber(ctx, number) {
  const actor = ctx.actor;
  const include = { items: { orderBy: { id: "asc" } } };
  const shops = allowedShopsWhere(actor, "shopId");
  const byOrderNo = await ctx.db.order.findFirst({ where: { ...shops, orderNo: number }, include });
  if (byOrderNo) return byOrderNo;
  const byTracking = await ctx.db.order.findFirst({ where: { ...shops, trackingNo: number }, include, orderBy: { id: "desc" } });
  if (byTracking) return byTracking;
  const byPlatform = await ctx.db.order.findMany({ where: { ...shops, platformOrderNo: number }, include, orderBy: { id: "desc" }, take: 20 });
  return byPlatform.find((o) => o.status === "awaitingShipment") ?? byPlatform[0] ?? null;
}
async function orderByNumber(ctx, number) {
  const order = await findByNumber(ctx, number);
  if (!order) throw new NotFoundError("shipping.numberNotFound", { number });
  return order;
}
function assertAwaitingShipment(order) {
  if (order.status === "awaitingShipment") return;
  if (order.status === "shipped" || order.status === "completed") throw new BusinessError("shipping.scannedTwice", { orderNo: order.orderNo });
  throw new BusinessError("shipping.notAwaitingShipment", { orderNo: order.orderNo, status: `order.status.${order.status}` });
}
async function scanLines(ctx, order) {
  const skuIds = [...new Set(order.items.map((i) => i.skuId).filter((x) => x != null))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, include: { product: { select: { name: true } } } });
  const byId = new Map(skus.map((s) => [s.id, s]));
  const lines = /* @__PURE__ */ new Map();
  for (const item of order.items) {
    const sku = item.skuId != null ? byId.get(item.skuId) : void 0;
    const key = sku ? `sku:${sku.id}` : `item:${item.id}`;
    const line = lines.get(key) ?? {
      key,
      required: 0,
      codes: [],
      skuId: sku?.id ?? null,
      sku: sku?.sku ?? item.platformSku,
      productName: sku?.product.name ?? item.title,
      image: sku?.image || item.image
    };
    line.required += item.quantity * (sku ? item.unitsPerItem : 1);
    const codes = sku ? [sku.sku, sku.barcode, sku.ean, ...sku.aliases, item.platformSku] : [item.platformSku];
    for (const c of codes) if (c && !line.codes.some((x) => x.toLowerCase() === c.toLowerCase())) line.codes.push(c);
    lines.set(key, line);
  }
  return [...lines.values()];
}
async function scanToShipOrder(ctx, raw) {
  assertCan(ctx, "scanToShip");
  const { number } = parseInput(scanLookupInput, raw);
  const order = await orderByNumber(ctx, number);
  assertAwaitingShipment(order);
  const channel = order.logisticsChannelId ? await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId } }) : null;
  return { order, lines: await scanLines(ctx, order), channelName: channel?.name ?? "", maxWeight: channel?.maxWeight ?? 0 };
}
async function assertWithinChannelMax(ctx, order, weight) {
  if (!order.logisticsChannelId) return;
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { maxWeight: true } });
  if (channel && exceedsChannelMax(weight, channel.maxWeight)) {
    throw ValidationError.field("weight", "shipping.weightExceedsChannel", { weight, maxWeight: channel.maxWeight });
  }
}
async function scanToShip(ctx, raw) {
  assertCan(ctx, "order.ship");
  const input = parseInput(scanToShipInput, raw);
  const order = await orderByNumber(ctx, input.number);
  assertAwaitingShipment(order);
  const check = checkScans(await scanLines(ctx, order), input.scans);
  if (!check.ok) {
    if (check.messageId === "shipping.codeNotInOrder") throw ValidationError.field("scans", check.messageId, { code: check.code });
    throw ValidationError.field("scans", check.messageId);
  }
  await assertWithinChannelMax(ctx, order, input.weight);
  await shipOrder(ctx, order.id, { weight: input.weight, via: "scanToShip" });
  await ctx.db.$transaction(async (tx) => {
    await tx.order.updateMany({ where: { id: order.id }, data: { verifiedAt: /* @__PURE__ */ new Date() } });
    for (const item of order.items) {
      await tx.orderItem.updateMany({ where: { id: item.id }, data: { verified: item.quantity * (item.skuId != null ? item.unitsPerItem : 1) } });
    }
    await addHistory(ctx, tx, [order.id], { action: "scanToShip", messageId: "shipping.history.scanToShip", params: { weight: input.weight } });
  });
  return ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
}

// src/modules/shipping/outbound.service.ts
var SCANNABLE = ["awaitingShipment", "shipped"];
function outboundWhere(ctx, f = {}) {
  const actor = assertCan(ctx, "outboundScan");
  const kw = f.keyword?.trim();
  return {
    ...allowedShopsWhere(actor, "shopId"),
    collectStatus: f.collectStatus != null ? f.collectStatus : { not: OUTBOUND_COLLECT.notScanned },
    ...f.logisticsChannelId ? { logisticsChannelId: f.logisticsChannelId } : {},
    ...kw ? { OR: [{ orderNo: { contains: kw.slice(0, 100), mode: "insensitive" } }, { trackingNo: { contains: kw.slice(0, 100), mode: "insensitive" } }, { platformOrderNo: { contains: kw.slice(0, 100), mode: "insensitive" } }] } : {}
  };
}
async function outboundCounts(ctx, now = /* @__PURE__ */ new Date()) {
  const where = outboundWhere(ctx);
  await markPickupTimeouts(ctx, now);
  const groups = await ctx.db.order.groupBy({ by: ["collectStatus"], where, _count: { _all: true } });
  const n = (s) => groups.find((g) => g.collectStatus === s)?._count._all ?? 0;
  return {
    all: groups.reduce((s, g) => s + g._count._all, 0),
    scannedOut: n(OUTBOUND_COLLECT.scannedOut),
    pickupConfirmed: n(OUTBOUND_COLLECT.pickupConfirmed),
    pickupTimeout: n(OUTBOUND_COLLECT.pickupTimeout),
    pickupException: n(OUTBOUND_COLLECT.pickupException)
  };
}
async function outboundScan(ctx, raw, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "order.ship");
  const input = parseInput(outboundScanInput, raw);
  const order = await orderByNumber(ctx, input.number);
  if (order.collectStatus !== OUTBOUND_COLLECT.notScanned || order.outboundAt) throw new BusinessError("outbound.scannedTwice", { orderNo: order.orderNo });
  if (!SCANNABLE.includes(order.status)) throw new BusinessError("outbound.notShippable", { orderNo: order.orderNo, status: `order.status.${order.status}` });
  await assertWithinChannelMax(ctx, order, input.weight);
  if (order.status === "awaitingShipment") await shipOrder(ctx, order.id, { weight: input.weight, via: "outboundScan" });
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: order.id, collectStatus: OUTBOUND_COLLECT.notScanned, outboundAt: null },
      data: { collectStatus: OUTBOUND_COLLECT.scannedOut, outboundAt: now, weight: input.weight }
    });
    if (count !== 1) throw new BusinessError("outbound.scannedTwice", { orderNo: order.orderNo });
    await addHistory(ctx, tx, [order.id], { action: "outboundScan", messageId: "outbound.history.scanned", params: { weight: input.weight } });
  });
  return ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
}
async function markPickupTimeouts(ctx, now = /* @__PURE__ */ new Date(), hours = PICKUP_TIMEOUT_HOURS) {
  const where = { collectStatus: OUTBOUND_COLLECT.scannedOut, outboundAt: { lt: pickupTimeoutCutoff(now, hours) } };
  const due = await ctx.db.order.findMany({ where, select: { id: true }, take: 5e3 });
  if (!due.length) return 0;
  return ctx.db.$transaction(async (tx) => {
    const ids2 = due.map((o) => o.id);
    await tx.order.updateMany({ where: { ...where, id: { in: ids2 } }, data: { collectStatus: OUTBOUND_COLLECT.pickupTimeout } });
    const moved = await tx.order.findMany({ where: { id: { in: ids2 }, collectStatus: OUTBOUND_COLLECT.pickupTimeout }, select: { id: true } });
    const already = await tx.orderHistory.findMany({ where: { orderId: { in: ids2 }, action: "pickupTimeout" }, select: { orderId: true } });
    const fresh = moved.map((o) => o.id).filter((id) => !already.some((h) => h.orderId === id));
    await addHistory(ctx, tx, fresh, { action: "pickupTimeout", messageId: "outbound.history.timeout", params: { hours } });
    return fresh.length;
  });
}
async function markAllPickupTimeouts(platform, now = /* @__PURE__ */ new Date(), hours = PICKUP_TIMEOUT_HOURS) {
  const db = unscopedDb(platform.database.prisma, "pickup timeouts of every company (timer)");
  const where = { collectStatus: OUTBOUND_COLLECT.scannedOut, outboundAt: { lt: pickupTimeoutCutoff(now, hours) } };
  const due = await db.order.findMany({ where, select: { id: true, companyId: true }, take: 1e4 });
  if (!due.length) return 0;
  return db.$transaction(async (tx) => {
    let moved = 0;
    for (const o of due) {
      const { count } = await tx.order.updateMany({ where: { ...where, id: o.id }, data: { collectStatus: OUTBOUND_COLLECT.pickupTimeout } });
      if (!count) continue;
      moved++;
      await tx.orderHistory.create({ data: { companyId: o.companyId, orderId: o.id, action: "pickupTimeout", messageId: "outbound.history.timeout", params: { hours } } });
    }
    return moved;
  });
}
async function ordersOf(ctx, ids2) {
  const rows = await ctx.db.order.findMany({ where: { ...allowedShopsWhere(ctx.actor, "shopId"), id: { in: [...ids2] } }, select: { id: true, orderNo: true, collectStatus: true } });
  if (rows.length !== new Set(ids2).size) throw new NotFoundError("order.notFound", { id: ids2.find((id) => !rows.some((r) => r.id === id)) });
  return rows;
}
async function moveCollect(ctx, ids2, from, to, history) {
  const rows = await ordersOf(ctx, ids2);
  const wrong = rows.find((r) => !from.includes(r.collectStatus));
  if (wrong) throw new BusinessError("outbound.notPickupState", { orderNo: wrong.orderNo });
  const unique = rows.map((r) => r.id);
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({ where: { id: { in: unique }, collectStatus: { in: [...from] } }, data: { collectStatus: to } });
    if (count !== unique.length) {
      const now = await tx.order.findFirst({ where: { id: { in: unique }, collectStatus: { notIn: [...from, to] } }, select: { orderNo: true } });
      throw new BusinessError("outbound.notPickupState", { orderNo: now?.orderNo ?? rows[0].orderNo });
    }
    await addHistory(ctx, tx, unique, history);
  });
  return unique.length;
}
async function confirmPickup(ctx, raw) {
  assertCan(ctx, "order.ship");
  const { ids: ids2 } = parseInput(confirmPickupInput, raw);
  return moveCollect(ctx, ids2, PICKUP_CONFIRMABLE, OUTBOUND_COLLECT.pickupConfirmed, { action: "pickupConfirmed", messageId: "outbound.history.confirmed" });
}
async function markPickupException(ctx, raw) {
  assertCan(ctx, "order.ship");
  const { ids: ids2, remark } = parseInput(pickupExceptionInput, raw);
  return moveCollect(ctx, ids2, PICKUP_EXCEPTION_FROM, OUTBOUND_COLLECT.pickupException, { action: "pickupException", messageId: "outbound.history.exception", params: { remark } });
}
function startPickupTimeouts(platform, http) {
  return startSchedule(platform, http, { name: "pickup timeouts", everyMs: 10 * 6e4, run: () => markAllPickupTimeouts(platform) });
}

export {
  BAG_PARCELS_MAX,
  BAG_STATUSES,
  createBagInput,
  bagScanInput,
  transferWhere,
  createTransfer,
  updateTransfer,
  submitTransfer,
  outgoingMoves,
  unitPrices,
  shipTransfer,
  cancelTransfer,
  deleteTransfer,
  receiveTransfer,
  shipOrder,
  shipOrders,
  orderByNumber,
  scanToShipOrder,
  scanToShip,
  outboundWhere,
  outboundCounts,
  outboundScan,
  markPickupTimeouts,
  markAllPickupTimeouts,
  confirmPickup,
  markPickupException,
  startPickupTimeouts
};
//# sourceMappingURL=chunk-TKMA4EBN.js.map