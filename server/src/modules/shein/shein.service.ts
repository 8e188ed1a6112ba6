// SHEIN stock orders and delivery orders (/sheinPurchaseOrders, /sheinDeliveryOrders; issue 23 item
// 7; spec 02 §3, §4). SHEIN places stock orders with the seller as a supplier; a pull of a SHEIN shop
// stores them (idempotent on shop + SHEIN's order number) and records SHEIN's cancellations. Every
// action goes through SHEIN_ORDER_TRANSITIONS of @erp/schema: refused early when the status does not
// allow it (shein.illegalTransition, nothing written), then SHEIN is asked through the connector, and
// only when it agrees is the move claimed by a conditional update in a transaction. A refusal of SHEIN
// keeps the order in its state: only its providerMessage is written, and the caller gets the
// provider's words (shein.providerFailed).
//   accept / reject (reason required): placed → accepted / rejected;
//   create delivery order: accepted → delivering, with the delivery note (warehouse, method, express
//     company or pickup time or fleet code, packages with weights) SHEIN numbers;
//   deliver: delivering → delivered, the delivery order delivered and the goods leave the chosen own
//     warehouse through the stock engine ('outbound' ledger rows, billType 'sheinDelivery').
import {
  PLATFORM_TYPES,
  SHEIN_DELIVERY_STATUSES,
  SHEIN_ORDER_STATUSES,
  SHEIN_ORDER_TRANSITIONS,
  SHOP_STATUS,
  sheinDeliveryInput,
  sheinOrderCan,
  sheinPackagesWeight,
  sheinRejectInput,
  type SheinOrderAction,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findWarehouse } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { parseInput } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { connectorShopOf, pullPages } from '../marketplaces/paged-pull';
import { outgoingMoves } from '../transfers/transfers.service';
import { sheinConnector, type SheinRemoteOrder, type SheinResult } from './shein.connector';

export const SHEIN_ORDER_PAGE = 'sheinPurchaseOrders';
export const SHEIN_DELIVERY_PAGE = 'sheinDeliveryOrders';
export const SHEIN_BILL_TYPE = 'sheinDelivery';
const SHEIN = PLATFORM_TYPES.shein;
/** Pages of one pull (100 orders a page); the rest waits for the next pull. */
const PULL_MAX_PAGES = 20;
/** SKU codes passed to the connector as hints (the sandbox builds its orders from them). */
const SKU_HINTS = 5;

type Db = RequestContext['db'] | Tx;
export type SheinOrderWithLines = Prisma.SheinPurchaseOrderGetPayload<{ include: { lines: true } }>;

const orderWhereBase = listWhere<Prisma.SheinPurchaseOrderWhereInput>()(SHEIN_ORDER_PAGE, {
  given: ['status', 'shopId', 'merchantType'],
  keyword: ['orderNo'],
});
const deliveryWhereBase = listWhere<Prisma.SheinDeliveryOrderWhereInput>()(SHEIN_DELIVERY_PAGE, {
  given: ['status', 'shopId', 'warehouseId', 'deliveryMethod'],
  keyword: ['deliveryNo', 'trackingNo', 'expressCompany', 'fleetCode'],
});

/** Stock orders of /sheinPurchaseOrders: status, shop, merchant type, order number; a sub-account sees its shops only. */
export function sheinOrderWhere(
  ctx: RequestContext,
  f: { status?: string; shopId?: number; merchantType?: string; keyword?: string } = {},
): Prisma.SheinPurchaseOrderWhereInput {
  if (f.status && !(SHEIN_ORDER_STATUSES as readonly string[]).includes(f.status)) throw ValidationError.field('status', 'shein.statusInvalid');
  return { AND: [orderWhereBase(ctx, f), allowedShopsWhere(requireActor(ctx), 'shopId')] };
}

/** Delivery orders of /sheinDeliveryOrders; a sub-account sees its shops only. */
export function sheinDeliveryWhere(
  ctx: RequestContext,
  f: { status?: string; shopId?: number; warehouseId?: number; deliveryMethod?: string; keyword?: string } = {},
): Prisma.SheinDeliveryOrderWhereInput {
  if (f.status && !(SHEIN_DELIVERY_STATUSES as readonly string[]).includes(f.status)) throw ValidationError.field('status', 'shein.statusInvalid');
  return { AND: [deliveryWhereBase(ctx, f), allowedShopsWhere(requireActor(ctx), 'shopId')] };
}

export async function sheinOrderStatusCounts(ctx: RequestContext, f: { shopId?: number; merchantType?: string; keyword?: string }) {
  const rows = await ctx.db.sheinPurchaseOrder.groupBy({ by: ['status'], where: sheinOrderWhere(ctx, { ...f, status: undefined }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return SHEIN_ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

export async function sheinDeliveryStatusCounts(ctx: RequestContext, f: { shopId?: number; warehouseId?: number; keyword?: string }) {
  const rows = await ctx.db.sheinDeliveryOrder.groupBy({ by: ['status'], where: sheinDeliveryWhere(ctx, { ...f, status: undefined }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return SHEIN_DELIVERY_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

/** The caller's SHEIN shops (the pages' shop filter and the pull's picker). */
export function sheinShops(ctx: RequestContext) {
  const actor = assertCan(ctx, SHEIN_ORDER_PAGE);
  return ctx.db.shop.findMany({
    where: { AND: [allowedShopsWhere(actor) as Prisma.ShopWhereInput, { platformType: SHEIN }] },
    select: { id: true, shopName: true, alias: true, status: true },
    orderBy: [{ shopName: 'asc' }, { id: 'asc' }],
  });
}

/** A stock order the caller sees (company through the scoped client, shop through the sub-account's shops). */
export async function findSheinOrder(ctx: RequestContext, db: Db, id: number): Promise<SheinOrderWithLines> {
  const o = await db.sheinPurchaseOrder.findFirst({
    where: { AND: [{ id }, allowedShopsWhere(requireActor(ctx), 'shopId')] },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  if (!o) throw new NotFoundError('shein.orderNotFound', { id });
  return o;
}

export async function findSheinDelivery(ctx: RequestContext, db: Db, id: number) {
  const d = await db.sheinDeliveryOrder.findFirst({ where: { AND: [{ id }, allowedShopsWhere(requireActor(ctx), 'shopId')] } });
  if (!d) throw new NotFoundError('shein.deliveryNotFound', { id });
  return d;
}

export function illegalSheinMove(order: { orderNo: string; status: string }, action: SheinOrderAction) {
  return new BusinessError('shein.illegalTransition', { orderNo: order.orderNo, status: `shein.status.${order.status}`, action: `shein.action.${action}` });
}

/** The order, refused when its status does not allow the action (claim checks again in the transaction). */
async function orderFor(ctx: RequestContext, id: number, action: SheinOrderAction) {
  const order = await findSheinOrder(ctx, ctx.db, id);
  if (!sheinOrderCan(action, order.status)) throw illegalSheinMove(order, action);
  return order;
}

async function claim(ctx: RequestContext, tx: Tx, id: number, action: SheinOrderAction, data: Prisma.SheinPurchaseOrderUpdateManyMutationInput = {}) {
  await transition(
    SHEIN_ORDER_TRANSITIONS[action],
    (from, status) => tx.sheinPurchaseOrder.updateMany({ where: { id, ...from }, data: { ...data, status, providerMessage: '' } }),
    async () => illegalSheinMove(await findSheinOrder(ctx, tx, id), action),
  );
}

/** The shop of an order as the connector sees it, with its token; it must still be authorized. */
async function shopFor(ctx: RequestContext, shopId: number) {
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId } });
  if (!shop) throw new NotFoundError('shop.notFound');
  if (shop.platformType !== SHEIN) throw new BusinessError('shein.shopNotShein', { shopName: shop.shopName });
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError('shein.shopNotAuthorized', { shopName: shop.shopName });
  return { token: shop.authToken, shop: connectorShopOf(shop) };
}

/**
 * SHEIN's answer, or its refusal: the provider's words are kept on the document (`remember`, outside
 * any transaction: the state does not move) and thrown as shein.providerFailed.
 */
async function answered<T>(r: SheinResult<T>, remember?: (message: string) => Promise<unknown>): Promise<T> {
  if (r.ok) return r;
  await remember?.(r.message);
  throw new BusinessError('shein.providerFailed', { message: r.message });
}
const rememberOnOrder = (ctx: RequestContext, id: number) => (message: string) =>
  ctx.db.sheinPurchaseOrder.updateMany({ where: { id }, data: { providerMessage: message } });

// ---- pull ------------------------------------------------------------------------------------------

/**
 * Pulls a SHEIN shop's stock orders: new ones are stored as placed (lines mapped to the company's
 * SKUs by the seller's SKU code); an order SHEIN cancelled is cancelled here while it is still open
 * (its delivery order with it). Nothing else of a known order changes (SHEIN does not edit placed
 * orders). Answers how many orders were new and how many were cancelled.
 */
export async function pullSheinOrders(ctx: RequestContext, shopId: number): Promise<{ created: number; cancelled: number }> {
  const actor = assertCan(ctx, 'sheinPurchaseOrders.handle');
  const visible = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor) as Prisma.ShopWhereInput] }, select: { id: true } });
  if (!visible) throw new NotFoundError('shop.notFound');
  const { token, shop } = await shopFor(ctx, shopId);
  const hints = (await ctx.db.sku.findMany({ where: { isCombo: false }, select: { sku: true }, orderBy: { id: 'asc' }, take: SKU_HINTS })).map((s) => s.sku);
  const counts = { created: 0, cancelled: 0 };
  const connector = sheinConnector(ctx.platform);
  await pullPages(
    { ...shop, authToken: token },
    { cursor: '', limit: 100, maxPages: PULL_MAX_PAGES },
    async (req) => answered(await connector.pullOrders({ token: req.token, shop: req.shop, cursor: req.cursor, limit: req.limit, skus: hints })),
    async (page) => {
      for (const o of page.orders) await storeOrder(ctx, actor.companyId, shopId, o, counts);
      return { nextCursor: page.nextCursor, hasMore: page.hasMore };
    },
  );
  return counts;
}

async function storeOrder(ctx: RequestContext, companyId: number, shopId: number, o: SheinRemoteOrder, counts: { created: number; cancelled: number }) {
  await ctx.db.$transaction(async (tx) => {
    const known = await tx.sheinPurchaseOrder.findFirst({ where: { shopId, orderNo: o.orderNo }, select: { id: true, status: true } });
    if (!known) {
      const codes = [...new Set(o.lines.map((l) => l.supplierSku))];
      const skus = await tx.sku.findMany({ where: { sku: { in: codes } }, select: { id: true, sku: true } });
      const skuOf = new Map(skus.map((s) => [s.sku, s.id]));
      const cancelled = o.status === 'cancelled';
      await tx.sheinPurchaseOrder.create({
        data: {
          companyId,
          shopId,
          orderNo: o.orderNo,
          status: cancelled ? 'cancelled' : 'placed',
          merchantType: o.merchantType,
          address: o.address,
          orderQuantity: o.lines.reduce((s, l) => s + l.quantity, 0),
          placedAt: o.placedAt,
          requiredAt: o.requiredAt,
          cancelledAt: cancelled ? new Date() : null,
          lines: {
            create: o.lines.map((l) => ({
              companyId,
              sheinSku: l.sheinSku,
              supplierSku: l.supplierSku,
              skuId: skuOf.get(l.supplierSku) ?? null,
              title: l.title,
              quantity: l.quantity,
            })),
          },
        },
      });
      counts.created++;
      return;
    }
    if (o.status === 'cancelled' && sheinOrderCan('cancel', known.status)) {
      await claim(ctx, tx, known.id, 'cancel', { cancelledAt: new Date() });
      await tx.sheinDeliveryOrder.updateMany({ where: { purchaseOrderId: known.id, status: 'created' }, data: { status: 'cancelled' } });
      counts.cancelled++;
    }
  });
}

// ---- accept, reject ----------------------------------------------------------------------------------

export async function acceptSheinOrder(ctx: RequestContext, id: number) {
  assertCan(ctx, 'sheinPurchaseOrders.handle');
  const order = await orderFor(ctx, id, 'accept');
  const call = await shopFor(ctx, order.shopId);
  await answered(await sheinConnector(ctx.platform).accept({ ...call, orderNo: order.orderNo }), rememberOnOrder(ctx, order.id));
  return ctx.db.$transaction(async (tx) => {
    await claim(ctx, tx, order.id, 'accept', { acceptedAt: new Date() });
    return findSheinOrder(ctx, tx, order.id);
  });
}

export async function rejectSheinOrder(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'sheinPurchaseOrders.handle');
  const input = parseInput(sheinRejectInput, raw);
  const order = await orderFor(ctx, input.id, 'reject');
  const call = await shopFor(ctx, order.shopId);
  await answered(await sheinConnector(ctx.platform).reject({ ...call, orderNo: order.orderNo, reason: input.reason }), rememberOnOrder(ctx, order.id));
  return ctx.db.$transaction(async (tx) => {
    await claim(ctx, tx, order.id, 'reject', { rejectReason: input.reason });
    return findSheinOrder(ctx, tx, order.id);
  });
}

// ---- delivery orders ---------------------------------------------------------------------------------

/**
 * Accepted → delivering: the delivery note for the whole order from an own, enabled warehouse. Every
 * line must name one of the company's SKUs (shein.skuUnmapped), since delivering takes them out of
 * that warehouse. SHEIN numbers the note.
 */
export async function createSheinDelivery(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'sheinDeliveryOrders.update');
  const input = parseInput(sheinDeliveryInput, raw);
  const order = await orderFor(ctx, input.purchaseOrderId, 'createDelivery');
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  if (warehouse.type !== 'own') throw ValidationError.field('warehouseId', 'shein.warehouseNotOwn', { name: warehouse.name });
  if (!warehouse.enabled) throw ValidationError.field('warehouseId', 'inventory.warehouseDisabled', { name: warehouse.name });
  const unmapped = order.lines.find((l) => l.skuId == null);
  if (unmapped) throw new BusinessError('shein.skuUnmapped', { sku: unmapped.supplierSku });
  const call = await shopFor(ctx, order.shopId);
  const packageWeights = input.packages.map((p) => p.weight.toFixed(3));
  const note = await answered(
    await sheinConnector(ctx.platform).createDelivery({
      ...call,
      orderNo: order.orderNo,
      deliveryMethod: input.deliveryMethod,
      expressCompany: input.expressCompany,
      trackingNo: input.trackingNo,
      pickupTime: input.pickupTime,
      fleetCode: input.fleetCode,
      packageWeights,
      shipQuantity: order.orderQuantity,
    }),
    rememberOnOrder(ctx, order.id),
  );
  return ctx.db.$transaction(async (tx) => {
    await claim(ctx, tx, order.id, 'createDelivery');
    return tx.sheinDeliveryOrder.create({
      data: {
        companyId: actor.companyId,
        shopId: order.shopId,
        purchaseOrderId: order.id,
        deliveryNo: note.deliveryNo,
        warehouseId: warehouse.id,
        deliveryMethod: input.deliveryMethod,
        expressCompany: input.deliveryMethod === 'express' ? input.expressCompany : '',
        trackingNo: input.trackingNo,
        pickupTime: input.deliveryMethod === 'pickup' ? input.pickupTime : null,
        fleetCode: input.deliveryMethod === 'fleet' ? input.fleetCode : '',
        address: note.address || order.address,
        shipQuantity: order.orderQuantity,
        packageCount: packageWeights.length,
        totalWeight: sheinPackagesWeight(input.packages),
        packageGrams: input.packages.map((p) => Math.round(p.weight * 1000)),
        remark: input.remark,
        createdBy: actor.userId,
      },
    });
  });
}

/**
 * Delivery order created → delivered, its stock order delivering → delivered: each line leaves the
 * delivery order's warehouse ('outbound' rows, location by location; not enough stock refuses it all
 * with the engine's message). SHEIN is told first; its refusal keeps both documents as they are.
 */
export async function deliverSheinDelivery(ctx: RequestContext, id: number) {
  assertCan(ctx, 'sheinDeliveryOrders.update');
  const delivery = await findSheinDelivery(ctx, ctx.db, id);
  const order = await findSheinOrder(ctx, ctx.db, delivery.purchaseOrderId);
  if (delivery.status !== 'created' || !sheinOrderCan('deliver', order.status)) throw illegalSheinMove(order, 'deliver');
  const call = await shopFor(ctx, order.shopId);
  await answered(await sheinConnector(ctx.platform).deliver({ ...call, orderNo: order.orderNo, deliveryNo: delivery.deliveryNo }), (message) =>
    ctx.db.sheinDeliveryOrder.updateMany({ where: { id: delivery.id }, data: { providerMessage: message } }),
  );
  const now = new Date();
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(ctx, tx, order.id, 'deliver', { deliveredAt: now });
    const { count } = await tx.sheinDeliveryOrder.updateMany({
      where: { id: delivery.id, status: 'created' },
      data: { status: 'delivered', deliveredAt: now, providerMessage: '' },
    });
    if (count !== 1) throw illegalSheinMove(order, 'deliver');
    const moves: StockMove[] = [];
    for (const l of order.lines) {
      moves.push(
        ...(await outgoingMoves(tx, {
          skuId: l.skuId!,
          warehouseId: delivery.warehouseId,
          type: 'outbound',
          quantity: l.quantity,
          occupied: 0,
          billType: SHEIN_BILL_TYPE,
          billNo: delivery.deliveryNo,
          remark: `SHEIN ${order.orderNo}`,
        })),
      );
    }
    await applyMoves(ctx, tx, moves);
    return findSheinDelivery(ctx, tx, delivery.id);
  });
  await alertLowStock(
    ctx,
    order.lines.map((l) => l.skuId!),
    delivery.warehouseId,
  );
  return result;
}
