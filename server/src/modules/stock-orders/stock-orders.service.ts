// Stock orders (overseas stocking, /overseasStock; issue 23 items 2 and 4; spec 02 §3, §4, §9):
// stock sent from an own warehouse to an overseas warehouse. Every action goes through
// STOCK_ORDER_TRANSITIONS of @erp/schema, claimed by a conditional update in its transaction:
//   submit (batch, drafts only: "Please select a stock order in draft status") → reviewing;
//   review (batch, per-order outcomes) occupies at the source what the stock covers (StockOccupation
//     sourceType 'stockOrder' + 'occupy' ledger rows): all covered → pending shipment, else out of
//     stock with the out-of-stock quantity per line; an out-of-stock order is reviewed again later;
//   reject (reason required) → draft; return (out of stock, pending shipment) → draft and cancel give
//     the occupation back ('release');
//   generate purchase orders for the out-of-stock quantities (one per preferred supplier, through the
//     purchase-orders service, pending audit, into the source warehouse);
//   ship out: 'transferOut' rows at the source (−quantity, −occupied), in transit (Stock.inTransit)
//     at the overseas warehouse, the first-leg freight shared over the lines (shareFreight, @erp/schema rules);
//   receive: 'transferIn' rows at the overseas warehouse at the overseas cost price per unit (spec 02
//     §9, overseasCostPrice; the FIFO lot takes that cost), in transit −shipped; more than shipped
//     only with confirmOverReceive.
// To a warehouse of a third-party provider (bound to an activated authorization), ship out first
// announces the shipment to the provider (inbound notice, ASN) and the receipt comes back from it
// (stock-orders.inbound.ts: sync receipt, by hand and on a schedule).
// Ledger rows carry billType 'stockOrder' and the order number.
import {
  STOCK_ORDER_EDITABLE,
  STOCK_ORDER_PURCHASABLE,
  STOCK_ORDER_STATUSES,
  STOCK_ORDER_TRANSITIONS,
  overseasCostPrice,
  reviewStockOrder,
  shareFreight,
  stockOrderCan,
  stockOrderInput,
  stockOrderReceiveInput,
  stockOrderRejectInput,
  stockOrderShipInput,
  type StockOrderAction,
  type StockOrderFreightSharing,
  type StockOrderInput,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { runEach, type BatchResult } from '../../platform/batch';
import { assertCan, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findLocation, findWarehouse, newBillNo, retryOnClash } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { parseInput } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { emitOrderEvent } from '../orders/orders.events';
import { createPurchaseOrder } from '../purchase-orders/purchase-orders.service';
import { suppliersOf } from '../purchase-suggestions/purchase-suggestions.service';
import { outgoingMoves } from '../transfers/transfers.service';
import { assertPackedForShip } from '../packing/packing.ship';
import { announceInbound } from './stock-orders.inbound';

export const STOCK_ORDER_PAGE = 'overseasStock';
export const STOCK_ORDER_BILL_TYPE = 'stockOrder';
/** StockOccupation.sourceType of a stock order's occupation at its source warehouse. */
export const STOCK_ORDER_OCCUPATION = 'stockOrder';

type Db = RequestContext['db'] | Tx;
export type StockOrderWithLines = Prisma.StockOrderGetPayload<{ include: { lines: true } }>;
export type StockOrderRefusal = BatchResult<{ orderNo: string }>;

/** Stock orders by status and warehouses; the keyword in the order number, tracking number or remark. */
export const stockOrderWhere = listWhere<Prisma.StockOrderWhereInput>()(STOCK_ORDER_PAGE, {
  given: ['status', 'sourceWarehouseId', 'targetWarehouseId'],
  keyword: ['orderNo', 'trackingNo', 'remark'],
});

/** Orders per status under the other filters (the status tabs). */
export async function stockOrderStatusCounts(
  ctx: RequestContext,
  f: { sourceWarehouseId?: number; targetWarehouseId?: number; keyword?: string },
): Promise<{ status: string; count: number }[]> {
  const where = stockOrderWhere(ctx, { ...f, status: undefined });
  const rows = await ctx.db.stockOrder.groupBy({ by: ['status'], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return STOCK_ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

export async function findStockOrder(db: Db, id: number): Promise<StockOrderWithLines> {
  const o = await db.stockOrder.findFirst({ where: { id }, include: { lines: { orderBy: { id: 'asc' } } } });
  if (!o) throw new NotFoundError('stockOrder.notFound', { id });
  return o;
}

export function stockOrdersByIds(ctx: RequestContext, ids: number[], query: object = {}) {
  return ctx.db.stockOrder
    .findMany({ ...query, where: { id: { in: ids } } })
    .then((rows) => ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r));
}

export function illegalStockOrderMove(order: { orderNo: string; status: string }, action: StockOrderAction | 'edit' | 'generatePurchaseOrder') {
  return new BusinessError('stockOrder.illegalTransition', {
    orderNo: order.orderNo,
    status: `stockOrder.status.${order.status}`,
    action: `stockOrder.action.${action}`,
  });
}

/** Moves the order by `action`, claimed by a conditional update (of two concurrent requests only one gets it). */
async function claim(tx: Tx, id: number, action: StockOrderAction, data: Prisma.StockOrderUpdateManyMutationInput = {}) {
  await transition(
    STOCK_ORDER_TRANSITIONS[action],
    (from, status) => tx.stockOrder.updateMany({ where: { id, ...from }, data: { ...data, status } }),
    async () => illegalStockOrderMove(await findStockOrder(tx, id), action),
  );
}

/** The order, refused early when its status does not allow the action (claim checks again in the transaction). */
async function orderFor(db: Db, id: number, action: StockOrderAction) {
  const order = await findStockOrder(db, id);
  if (!stockOrderCan(action, order.status)) throw illegalStockOrderMove(order, action);
  return order;
}

/** The company's enabled first-mile channels for the order form's picker (needs /overseasStock, not the channel page). */
export function channelOptions(ctx: RequestContext) {
  assertCan(ctx, STOCK_ORDER_PAGE);
  return ctx.db.firstMileChannel.findMany({
    where: { enabled: true },
    select: { id: true, name: true, transportMode: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

// ---- freight shares and cost prices --------------------------------------------------------------

interface SkuFacts {
  id: number;
  sku: string;
  purchasePrice: string;
  /** Grams per unit (the SKU's, else its product's). */
  weight: number;
  /** cm³ per unit (the product's length × width × height). */
  volume: number;
}

async function skuFacts(db: Db, skuIds: number[]): Promise<Map<number, SkuFacts>> {
  const skus = await db.sku.findMany({
    where: { id: { in: skuIds } },
    select: { id: true, sku: true, purchasePrice: true, weight: true, product: { select: { weight: true, length: true, width: true, height: true } } },
  });
  return new Map(
    skus.map((s) => [
      s.id,
      {
        id: s.id,
        sku: s.sku,
        purchasePrice: s.purchasePrice.toFixed(2),
        weight: s.weight || s.product.weight,
        volume: s.product.length * s.product.width * s.product.height,
      },
    ]),
  );
}

/**
 * Each line's share of the first-leg freight and its overseas cost price per unit (purchase price =
 * the line's cost price + share ÷ quantity + listing fee + final freight), in line order.
 */
export function sharesAndCosts(
  order: { firstLegFreight: string | number | { toString(): string }; freightSharing: string; listingFee: unknown; finalFreight: unknown },
  lines: readonly { skuId: number; quantity: number; costPrice: string | number | { toString(): string } }[],
  facts: Map<number, SkuFacts>,
): { freightShare: string; overseasCostPrice: string }[] {
  const shares = shareFreight(
    String(order.firstLegFreight),
    lines.map((l) => ({ quantity: l.quantity, weight: facts.get(l.skuId)?.weight ?? 0, volume: facts.get(l.skuId)?.volume ?? 0, value: String(l.costPrice) })),
    order.freightSharing as StockOrderFreightSharing,
  );
  return lines.map((l, i) => ({
    freightShare: shares[i].toFixed(2),
    overseasCostPrice: overseasCostPrice({
      purchasePrice: String(l.costPrice),
      freightShare: shares[i],
      quantity: l.quantity,
      listingFee: String(order.listingFee),
      finalFreight: String(order.finalFreight),
    }).toFixed(4),
  }));
}

// ---- create and edit -------------------------------------------------------------------------------

/** Warehouses, channel and SKUs through the scoped client (a foreign id is not found), and their kinds. */
async function checkInput(ctx: RequestContext, raw: unknown): Promise<{ input: StockOrderInput; facts: Map<number, SkuFacts> }> {
  const input = parseInput(stockOrderInput, raw);
  const source = await findWarehouse(ctx.db, input.sourceWarehouseId);
  const target = await findWarehouse(ctx.db, input.targetWarehouseId);
  if (source.type !== 'own') throw ValidationError.field('sourceWarehouseId', 'stockOrder.sourceNotOwn', { name: source.name });
  if (target.type !== 'overseas') throw ValidationError.field('targetWarehouseId', 'stockOrder.targetNotOverseas', { name: target.name });
  for (const [w, field] of [
    [source, 'sourceWarehouseId'],
    [target, 'targetWarehouseId'],
  ] as const) {
    if (!w.enabled) throw ValidationError.field(field, 'inventory.warehouseDisabled', { name: w.name });
  }
  if (input.channelId != null) {
    const channel = await ctx.db.firstMileChannel.findFirst({ where: { id: input.channelId }, select: { name: true, enabled: true } });
    if (!channel) throw ValidationError.field('channelId', 'stockOrder.channelNotFound');
    if (!channel.enabled) throw ValidationError.field('channelId', 'stockOrder.channelDisabled', { name: channel.name });
  }
  const skuIds = input.lines.map((l) => l.skuId);
  const facts = await skuFacts(ctx.db, skuIds);
  if (facts.size !== new Set(skuIds).size) throw new NotFoundError('stock.skuNotFound');
  return { input, facts };
}

function orderData(input: StockOrderInput) {
  return {
    sourceWarehouseId: input.sourceWarehouseId,
    targetWarehouseId: input.targetWarehouseId,
    channelId: input.channelId ?? null,
    freightSharing: input.freightSharing,
    firstLegFreight: input.firstLegFreight,
    listingFee: input.listingFee,
    finalFreight: input.finalFreight,
    estimatedShipAt: input.estimatedShipAt ?? null,
    estimatedArriveAt: input.estimatedArriveAt ?? null,
    trackingNo: input.trackingNo,
    remark: input.remark,
  };
}

function lineData(companyId: number, input: StockOrderInput, facts: Map<number, SkuFacts>) {
  const lines = input.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, costPrice: facts.get(l.skuId)!.purchasePrice }));
  const costs = sharesAndCosts(input, lines, facts);
  return lines.map((l, i) => ({ companyId, ...l, ...costs[i] }));
}

export async function createStockOrder(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'overseasStock.create');
  const { input, facts } = await checkInput(ctx, raw);
  return retryOnClash(() =>
    ctx.db.stockOrder.create({
      data: {
        companyId: actor.companyId,
        orderNo: newBillNo('BH'),
        clerkId: actor.userId,
        ...orderData(input),
        lines: { create: lineData(actor.companyId, input, facts) },
      },
      include: { lines: { orderBy: { id: 'asc' } } },
    }),
  );
}

/** Edits a draft (a rejected order is a draft again, its reason kept until it is submitted again). */
export async function updateStockOrder(ctx: RequestContext, id: number, raw: unknown) {
  const actor = assertCan(ctx, 'overseasStock.create');
  const order = await findStockOrder(ctx.db, id);
  const { input, facts } = await checkInput(ctx, raw);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.stockOrder.updateMany({ where: { id, status: { in: [...STOCK_ORDER_EDITABLE] } }, data: orderData(input) });
    if (count !== 1) throw illegalStockOrderMove(await findStockOrder(tx, id), 'edit');
    await tx.stockOrderLine.deleteMany({ where: { stockOrderId: order.id } });
    await tx.stockOrderLine.createMany({ data: lineData(actor.companyId, input, facts).map((l) => ({ ...l, stockOrderId: order.id })) });
    return findStockOrder(tx, id);
  });
}

// ---- submit, review, reject ------------------------------------------------------------------------

const idsInput = z.array(z.number().int().positive()).min(1, { error: 'validation.required' });

/** The orders of the ids through the scoped client; an unknown or foreign id refuses the whole call. */
async function ordersOf(ctx: RequestContext, raw: unknown) {
  const ids = [...new Set(parseInput(idsInput, raw))];
  const orders = await ctx.db.stockOrder.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true, status: true } });
  if (orders.length !== ids.length) {
    const have = new Set(orders.map((o) => o.id));
    throw new NotFoundError('stockOrder.notFound', { id: ids.find((i) => !have.has(i)) });
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.map((i) => byId.get(i)!);
}

/**
 * Submits the chosen orders for review. Only drafts may be chosen: one that is not refuses the
 * whole selection ("Please select a stock order in draft status") and nothing changes.
 */
export async function submitStockOrders(ctx: RequestContext, ids: number[]) {
  assertCan(ctx, 'overseasStock.create');
  const orders = await ordersOf(ctx, ids);
  if (orders.some((o) => !stockOrderCan('submit', o.status))) throw new BusinessError('stockOrder.selectDraft');
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.stockOrder.updateMany({
      where: { id: { in: orders.map((o) => o.id) }, status: { in: [...STOCK_ORDER_TRANSITIONS.submit.from] } },
      data: { status: STOCK_ORDER_TRANSITIONS.submit.to, submittedAt: new Date(), rejectReason: '' },
    });
    // a concurrent submit or cancel took one of them: the selection is no longer all drafts
    if (count !== orders.length) throw new BusinessError('stockOrder.selectDraft');
    return tx.stockOrder.findMany({ where: { id: { in: orders.map((o) => o.id) } }, orderBy: { id: 'asc' } });
  });
}

/**
 * Reviews one order in its own transaction: each line occupies at the source what it still lacks as
 * far as the available stock reaches (reviewStockOrder); the rest is out of stock. The occupation is
 * taken through the stock engine, which checks it again under the row lock.
 */
async function reviewOne(ctx: RequestContext, id: number) {
  const actor = ctx.actor!;
  const order = await orderFor(ctx.db, id, 'review');
  await ctx.db.$transaction(async (tx) => {
    const stocks = await tx.stock.findMany({
      where: { warehouseId: order.sourceWarehouseId, skuId: { in: order.lines.map((l) => l.skuId) } },
      select: { skuId: true, quantity: true, occupied: true },
    });
    const available = new Map(stocks.map((s) => [s.skuId, s.quantity - s.occupied]));
    const outcome = reviewStockOrder(order.lines.map((l) => ({ quantity: l.quantity, occupied: l.occupiedQuantity, available: available.get(l.skuId) ?? 0 })));
    await claim(tx, id, outcome.status === 'pendingShipment' ? 'review' : 'reviewShort', { reviewedAt: new Date(), reviewerId: actor.userId });
    const taken = order.lines.map((l, i) => ({ line: l, occupy: outcome.occupy[i], outOfStock: outcome.outOfStock[i] }));
    const moves: StockMove[] = taken
      .filter((t) => t.occupy > 0)
      .map((t) => ({
        skuId: t.line.skuId,
        warehouseId: order.sourceWarehouseId,
        type: 'occupy',
        occupied: t.occupy,
        billType: STOCK_ORDER_BILL_TYPE,
        billNo: order.orderNo,
      }));
    await applyMoves(ctx, tx, moves);
    if (moves.length)
      await tx.stockOccupation.createMany({
        data: moves.map((m) => ({
          companyId: actor.companyId,
          skuId: m.skuId,
          warehouseId: m.warehouseId,
          quantity: m.occupied!,
          sourceType: STOCK_ORDER_OCCUPATION,
          sourceNo: order.orderNo,
        })),
      });
    for (const t of taken)
      await tx.stockOrderLine.update({
        where: { id: t.line.id },
        data: { occupiedQuantity: t.line.occupiedQuantity + t.occupy, outOfStockQuantity: t.outOfStock },
      });
  });
  await alertLowStock(
    ctx,
    order.lines.map((l) => l.skuId),
    order.sourceWarehouseId,
  );
}

/** Batch review (orders being reviewed, or out of stock again): each order on its own, refusals reported per order. */
export async function reviewStockOrders(ctx: RequestContext, ids: number[]): Promise<StockOrderRefusal> {
  assertCan(ctx, 'overseasStock.review');
  const orders = await ordersOf(ctx, ids);
  return runEach(
    orders,
    (o) => ({ orderNo: o.orderNo }),
    (o) => reviewOne(ctx, o.id),
  );
}

/** Being reviewed → draft, with the reason (required). */
export async function rejectStockOrder(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'overseasStock.review');
  const input = parseInput(stockOrderRejectInput, raw);
  await orderFor(ctx.db, input.id, 'reject');
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, input.id, 'reject', { rejectReason: input.reason, reviewerId: actor.userId, reviewedAt: new Date() });
    return findStockOrder(tx, input.id);
  });
}

// ---- occupation given back: return and cancel ------------------------------------------------------

/** Gives back what the order occupies at the source ('release' rows, occupations released, lines reset). */
async function releaseAll(ctx: RequestContext, tx: Tx, order: StockOrderWithLines) {
  const moves: StockMove[] = order.lines
    .filter((l) => l.occupiedQuantity > 0)
    .map((l) => ({
      skuId: l.skuId,
      warehouseId: order.sourceWarehouseId,
      type: 'release',
      occupied: -l.occupiedQuantity,
      billType: STOCK_ORDER_BILL_TYPE,
      billNo: order.orderNo,
    }));
  await applyMoves(ctx, tx, moves);
  await releaseOccupations(tx, order.orderNo);
  await tx.stockOrderLine.updateMany({ where: { stockOrderId: order.id }, data: { occupiedQuantity: 0, outOfStockQuantity: 0 } });
}

async function releaseOccupations(tx: Tx, orderNo: string) {
  await tx.stockOccupation.updateMany({
    where: { sourceType: STOCK_ORDER_OCCUPATION, sourceNo: orderNo, status: 'active' },
    data: { status: 'released', releasedAt: new Date() },
  });
}

/** Out of stock or pending shipment → draft: the occupation is given back so the order can be edited. */
export async function returnStockOrder(ctx: RequestContext, id: number) {
  assertCan(ctx, 'overseasStock.review');
  const order = await orderFor(ctx.db, id, 'return');
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, id, 'return');
    await releaseAll(ctx, tx, order);
    return findStockOrder(tx, id);
  });
}

/** Cancel stocking (anything not shipped yet); an occupying order gives its occupation back. */
export async function cancelStockOrder(ctx: RequestContext, id: number) {
  assertCan(ctx, 'overseasStock.create');
  await orderFor(ctx.db, id, 'cancel');
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, id, 'cancel');
    // what it occupies is read inside the transaction, after the claim (out of stock and pending
    // shipment occupy; a concurrent review cannot slip between)
    const fresh = await findStockOrder(tx, id);
    if (fresh.lines.some((l) => l.occupiedQuantity > 0)) await releaseAll(ctx, tx, fresh);
    return findStockOrder(tx, id);
  });
}

// ---- purchase orders for the shortfall -------------------------------------------------------------

/**
 * Purchase orders (pending audit, into the source warehouse) for the out-of-stock quantities of an
 * out-of-stock order: one per supplier (the SKU's preferred supplier, at its price, else the line's
 * cost price), created through the purchase-orders service in one transaction; their numbers are
 * kept on the stock order. A SKU without a usable supplier refuses the whole call.
 */
export async function generatePurchaseOrders(ctx: RequestContext, id: number) {
  assertCan(ctx, 'overseasStock.purchase');
  const order = await findStockOrder(ctx.db, id);
  if (!STOCK_ORDER_PURCHASABLE.includes(order.status as never)) throw illegalStockOrderMove(order, 'generatePurchaseOrder');
  const short = order.lines.filter((l) => l.outOfStockQuantity > 0);
  if (!short.length) throw new BusinessError('stockOrder.nothingOutOfStock', { orderNo: order.orderNo });
  const facts = await skuFacts(
    ctx.db,
    short.map((l) => l.skuId),
  );
  const suppliers = await suppliersOf(
    ctx.db,
    short.map((l) => l.skuId),
    new Map(),
  );
  const groups = new Map<number, { supplierId: number; lines: { skuId: number; quantity: number; unitPrice: string }[] }>();
  for (const l of short) {
    const s = suppliers.get(l.skuId);
    const sku = facts.get(l.skuId)?.sku ?? String(l.skuId);
    if (!s) throw new BusinessError('stockOrder.noSupplier', { sku });
    if (!s.enabled || s.type !== 'formal') throw new BusinessError('stockOrder.supplierUnusable', { sku, name: s.name });
    const g = groups.get(s.id) ?? { supplierId: s.id, lines: [] };
    g.lines.push({ skuId: l.skuId, quantity: l.outOfStockQuantity, unitPrice: s.purchasePrice ?? l.costPrice.toFixed(2) });
    groups.set(s.id, g);
  }
  return ctx.db.$transaction(async (tx) => {
    const numbers: string[] = [];
    for (const g of groups.values()) {
      const po = await createPurchaseOrder(
        ctx,
        { supplierId: g.supplierId, warehouseId: order.sourceWarehouseId, remark: `备货单 Stock order ${order.orderNo}`, lines: g.lines },
        { tx, permission: 'overseasStock.purchase' },
      );
      numbers.push(po.orderNo);
    }
    const { count } = await tx.stockOrder.updateMany({
      where: { id, status: { in: [...STOCK_ORDER_PURCHASABLE] } },
      data: { purchaseOrderNos: { push: numbers } },
    });
    if (count !== 1) throw illegalStockOrderMove(await findStockOrder(tx, id), 'generatePurchaseOrder');
    return findStockOrder(tx, id);
  });
}

// ---- ship out and receive --------------------------------------------------------------------------

/**
 * Pending shipment → shipped: each line leaves the source ('transferOut': −quantity, −occupied,
 * location by location), Stock.inTransit of the overseas warehouse rises by the same quantity (the
 * engine does not keep inTransit: updated here in the same transaction, as transfers do), the
 * first-leg freight (as billed, when given) is shared over the lines and the cost prices follow.
 */
export async function shipStockOrder(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'overseasStock.ship');
  const input = parseInput(stockOrderShipInput, raw);
  const order = await orderFor(ctx.db, input.id, 'ship');
  const facts = await skuFacts(
    ctx.db,
    order.lines.map((l) => l.skuId),
  );
  const target = await ctx.db.warehouse.findFirst({ where: { id: order.targetWarehouseId }, select: { name: true } });
  const freight = input.firstLegFreight ?? order.firstLegFreight.toFixed(2);
  // refusals of our own before the provider is told anything (checked again in the transaction)
  await assertPackedForShip(ctx.db, order.id);
  // the provider's inbound notice (ASN) when the warehouse is a provider's: a refusal keeps the order pending shipment
  const inbound = await announceInbound(ctx, order);
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, order.id, 'ship', { shippedAt: new Date(), trackingNo: input.trackingNo, firstLegFreight: freight, ...inbound });
    // a packing task that is open, or packed other quantities, refuses (issue 23 'shipping more than packed')
    await assertPackedForShip(tx, order.id);
    const moves: StockMove[] = [];
    for (const l of order.lines) {
      moves.push(
        ...(await outgoingMoves(tx, {
          skuId: l.skuId,
          warehouseId: order.sourceWarehouseId,
          type: 'transferOut',
          quantity: l.quantity,
          occupied: l.occupiedQuantity,
          unitCost: l.costPrice.toFixed(4),
          billType: STOCK_ORDER_BILL_TYPE,
          billNo: order.orderNo,
          remark: `→ ${target?.name ?? order.targetWarehouseId}: in transit +${l.quantity}`,
        })),
      );
    }
    await applyMoves(ctx, tx, moves);
    const costs = sharesAndCosts({ ...order, firstLegFreight: freight }, order.lines, facts);
    for (const [i, l] of order.lines.entries()) {
      await tx.stockOrderLine.update({ where: { id: l.id }, data: { shippedQuantity: l.quantity, occupiedQuantity: 0, outOfStockQuantity: 0, ...costs[i] } });
      await tx.$executeRaw`
        INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "inTransit", "updatedAt")
        VALUES (${actor.companyId}, ${l.skuId}, ${order.targetWarehouseId}, ${l.quantity}, now())
        ON CONFLICT ("warehouseId", "skuId") DO UPDATE SET "inTransit" = "Stock"."inTransit" + ${l.quantity}::int, "updatedAt" = now()`;
    }
    await releaseOccupations(tx, order.orderNo);
    return findStockOrder(tx, order.id);
  });
  await alertLowStock(
    ctx,
    order.lines.map((l) => l.skuId),
    order.sourceWarehouseId,
  );
  return result;
}

/**
 * Shipped → received: each line's received quantity (what was shipped unless given) comes into the
 * overseas warehouse ('transferIn', at the location given or off-location) at its overseas cost price
 * per unit, which the FIFO lot keeps; the shipped quantity leaves Stock.inTransit. More than shipped
 * is refused unless confirmOverReceive. `also`: what the sync receipt stores with it (the provider's state).
 */
export async function receiveStockOrder(ctx: RequestContext, raw: unknown, also: Prisma.StockOrderUpdateManyMutationInput = {}) {
  const actor = assertCan(ctx, 'overseasStock.receive');
  const input = parseInput(stockOrderReceiveInput, raw);
  const order = await orderFor(ctx.db, input.id, 'receive');
  const lineIds = new Set(order.lines.map((l) => l.id));
  input.lines.forEach((l, i) => {
    if (!lineIds.has(l.lineId)) throw ValidationError.field(`lines.${i}.lineId`, 'stockOrder.lineNotFound');
  });
  const locationId = input.locationId != null ? (await findLocation(ctx.db, input.locationId, order.targetWarehouseId)).id : null;
  const given = new Map(input.lines.map((l) => [l.lineId, l.quantity]));
  const received = order.lines.map((l) => ({ line: l, quantity: given.get(l.id) ?? l.shippedQuantity }));
  const facts = await skuFacts(
    ctx.db,
    order.lines.map((l) => l.skuId),
  );
  const over = received.find((r) => r.quantity > r.line.shippedQuantity);
  if (over && !input.confirmOverReceive)
    throw new BusinessError('stockOrder.overReceive', {
      sku: facts.get(over.line.skuId)?.sku ?? over.line.skuId,
      received: over.quantity,
      shipped: over.line.shippedQuantity,
    });
  const costs = sharesAndCosts(
    order,
    order.lines.map((l) => ({ ...l, quantity: l.shippedQuantity || l.quantity })),
    facts,
  );
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, order.id, 'receive', { ...also, receivedAt: new Date() });
    const moves: StockMove[] = received
      .map((r, i) => ({ r, cost: costs[i] }))
      .filter(({ r }) => r.quantity > 0)
      .map(({ r, cost }) => ({
        skuId: r.line.skuId,
        warehouseId: order.targetWarehouseId,
        locationId,
        type: 'transferIn',
        quantity: r.quantity,
        unitCost: cost.overseasCostPrice,
        billType: STOCK_ORDER_BILL_TYPE,
        billNo: order.orderNo,
        remark: `in transit −${r.line.shippedQuantity}`,
      }));
    await applyMoves(ctx, tx, moves);
    for (const [i, r] of received.entries()) {
      const l = r.line;
      const left = await tx.$executeRaw`
        UPDATE "Stock" SET "inTransit" = "inTransit" - ${l.shippedQuantity}::int, "updatedAt" = now()
        WHERE "companyId" = ${actor.companyId} AND "warehouseId" = ${order.targetWarehouseId} AND "skuId" = ${l.skuId} AND "inTransit" >= ${l.shippedQuantity}::int`;
      if (!left) {
        const stock = await tx.stock.findFirst({ where: { warehouseId: order.targetWarehouseId, skuId: l.skuId }, select: { inTransit: true } });
        throw new BusinessError('stockOrder.inTransitShort', {
          sku: facts.get(l.skuId)?.sku ?? l.skuId,
          inTransit: stock?.inTransit ?? 0,
          quantity: l.shippedQuantity,
        });
      }
      await tx.stockOrderLine.update({ where: { id: l.id }, data: { receivedQuantity: r.quantity, ...costs[i] } });
    }
    return findStockOrder(tx, order.id);
  });
  await emitOrderEvent(ctx, 'stockArrived', { skuIds: [...new Set(order.lines.map((l) => l.skuId))] });
  return result;
}
