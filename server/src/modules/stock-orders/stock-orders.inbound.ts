// The inbound notice (ASN) of a stock order at a third-party overseas warehouse, and its receipt
// (issue 23 item 1; decisions in docs/decisions/stock-order-asn.md).
// - Ship out (stock-orders.service shipStockOrder): when the order's overseas warehouse is bound to a
//   provider warehouse (OverseasProviderWarehouse.warehouseId), the authorization must be activated
//   (terminated: overseas.authTerminated, nothing written) and the provider takes the notice
//   (createInbound: the shipped lines by seller SKU code, the boxes of its packing task if any)
//   before the order moves; a refusal leaves the order pending shipment with the provider's message
//   kept on it. A warehouse bound to no provider ships as before (no notice).
// - Sync receipt (the row action, and the schedule every STOCK_ORDER_RECEIPT_SYNC_MS): reads
//   getInbound; while the provider has not received, only its status is kept; once received, the
//   order is received through receiveStockOrder with the provider's quantities (a SKU missing from
//   the answer: 0; fewer than shipped is a shortage, kept on the line as received < shipped). More
//   than shipped needs the seller's confirmation (the action's confirmOverReceive; the schedule
//   never confirms): refused with stockOrder.overReceive, which is kept on the order to show.
//   A refusal of the provider or of the receipt leaves the order shipped with the message on it.
import { STOCK_ORDER_TRANSITIONS, stockOrderSyncReceiptInput } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { AppError, BusinessError } from '../../platform/errors';
import { countedRound } from '../../platform/schedule';
import { parseInput } from '../../platform/validate';
import { activePackingTaskOf } from '../packing/packing.ship';
import { answered, connectorOf, credentialsOf, providerName } from '../overseas-warehouses/overseas-warehouses.service';
import type { InboundBox } from '../overseas-warehouses/warehouse.connector';
import { findStockOrder, receiveStockOrder, type StockOrderWithLines } from './stock-orders.service';

type Db = RequestContext['db'];
type Auth = Prisma.OverseasWarehouseAuthGetPayload<object>;

/** Stock orders one round of the schedule reads at most per company (the next round takes the rest). */
export const RECEIPT_SYNC_MAX = 200;

/** The provider route of an overseas warehouse: its bound provider warehouse and authorization; null when bound to none. */
export async function inboundRouteOf(db: Db, warehouseId: number): Promise<{ auth: Auth; warehouseCode: string } | null> {
  const bound = await db.overseasProviderWarehouse.findFirst({ where: { warehouseId }, include: { authorization: true } });
  if (!bound) return null;
  if (bound.authorization.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: bound.authorization.name });
  return { auth: bound.authorization, warehouseCode: bound.code };
}

/** SKU codes by id. */
async function codesOf(db: Db, skuIds: number[]): Promise<Map<number, string>> {
  const skus = await db.sku.findMany({ where: { id: { in: [...new Set(skuIds)] } }, select: { id: true, sku: true } });
  return new Map(skus.map((s) => [s.id, s.sku]));
}

/** The boxes of the order's packing task (all of the task's boxes, as packed), as the provider is told them. */
async function boxesOf(db: Db, stockOrderId: number): Promise<InboundBox[]> {
  const task = await activePackingTaskOf(db, stockOrderId);
  if (!task) return [];
  const codes = await codesOf(
    db,
    task.boxes.flatMap((b) => b.items.map((i) => i.skuId)),
  );
  return [...task.boxes]
    .sort((a, b) => a.boxNo - b.boxNo)
    .map((b) => ({
      boxNo: b.boxNo,
      weight: Number(b.weight),
      length: Number(b.length),
      width: Number(b.width),
      height: Number(b.height),
      items: b.items.map((i) => ({ sku: codes.get(i.skuId) ?? String(i.skuId), quantity: i.quantity })),
    }));
}

/** Keeps a refusal (message id and values) on the order, which stays in its state. */
async function keepMessage(
  ctx: RequestContext,
  id: number,
  messageId: string,
  params: Record<string, unknown> = {},
  data: Prisma.StockOrderUpdateManyMutationInput = {},
) {
  await ctx.db.stockOrder.updateMany({
    where: { id },
    data: { ...data, inboundMessageId: messageId, inboundMessageParams: params as Prisma.InputJsonValue, inboundSyncedAt: new Date() },
  });
}

/**
 * The notice of a pending-shipment order about to ship: null when its warehouse is bound to no
 * provider; else what the claim of the ship out stores. A refusal of the provider is kept on the
 * order (still pending shipment) and thrown.
 */
export async function announceInbound(ctx: RequestContext, order: StockOrderWithLines): Promise<Prisma.StockOrderUpdateManyMutationInput | null> {
  const route = await inboundRouteOf(ctx.db, order.targetWarehouseId);
  if (!route) return null;
  const codes = await codesOf(
    ctx.db,
    order.lines.map((l) => l.skuId),
  );
  const answer = await connectorOf(ctx, route.auth.provider).createInbound(credentialsOf(ctx, route.auth), {
    warehouseCode: route.warehouseCode,
    reference: order.orderNo,
    boxes: await boxesOf(ctx.db, order.id),
    lines: order.lines.map((l) => ({ sku: codes.get(l.skuId) ?? String(l.skuId), quantity: l.quantity })),
  });
  if (!answer.ok) await keepMessage(ctx, order.id, answer.reasonId, { ...answer.params, provider: providerName(ctx, route.auth.provider) });
  const { inboundNo } = answered(ctx, route.auth.provider, answer);
  return {
    inboundAuthorizationId: route.auth.id,
    inboundWarehouseCode: route.warehouseCode,
    inboundNo,
    inboundStatus: 'created',
    inboundMessageId: '',
    inboundMessageParams: {},
    inboundSyncedAt: new Date(),
  };
}

/**
 * Reads the provider's receipt of one shipped order with a notice; received: receives it with the
 * provider's quantities. Answers whether it was received. Refusals are kept on the order and thrown.
 */
async function syncOne(ctx: RequestContext, order: StockOrderWithLines, confirmOverReceive: boolean): Promise<boolean> {
  if (!order.inboundNo || order.inboundAuthorizationId == null) throw new BusinessError('stockOrder.noInbound', { orderNo: order.orderNo });
  if (!(STOCK_ORDER_TRANSITIONS.receive.from as readonly string[]).includes(order.status))
    throw new BusinessError('stockOrder.illegalTransition', {
      orderNo: order.orderNo,
      status: `stockOrder.status.${order.status}`,
      action: 'stockOrder.action.receive',
    });
  const auth = await ctx.db.overseasWarehouseAuth.findFirst({ where: { id: order.inboundAuthorizationId } });
  if (!auth) throw new BusinessError('overseas.authNotFound');
  if (auth.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: auth.name });
  const provider = providerName(ctx, auth.provider);
  const codes = await codesOf(
    ctx.db,
    order.lines.map((l) => l.skuId),
  );
  const answer = await connectorOf(ctx, auth.provider).getInbound(credentialsOf(ctx, auth), {
    warehouseCode: order.inboundWarehouseCode,
    inboundNo: order.inboundNo,
    announced: order.lines.map((l) => ({ sku: codes.get(l.skuId) ?? String(l.skuId), quantity: l.shippedQuantity })),
  });
  if (!answer.ok) await keepMessage(ctx, order.id, answer.reasonId, { ...answer.params, provider });
  const { state } = answered(ctx, auth.provider, answer);
  if (state.status !== 'received') {
    await keepMessage(ctx, order.id, '', {}, { inboundStatus: state.status });
    return false;
  }
  // the provider's count per SKU onto the lines (a SKU on two lines: the lines in order, the last takes the rest)
  const left = new Map(state.received.map((r) => [r.sku, r.quantity]));
  const unknown = state.received.find((r) => ![...codes.values()].includes(r.sku));
  if (unknown) {
    const params = { sku: unknown.sku, orderNo: order.orderNo, provider };
    await keepMessage(ctx, order.id, 'stockOrder.inboundUnknownSku', params, { inboundStatus: 'received' });
    throw new BusinessError('stockOrder.inboundUnknownSku', params);
  }
  const lines = order.lines.map((l, i) => {
    const sku = codes.get(l.skuId) ?? '';
    const more = order.lines.slice(i + 1).some((m) => m.skuId === l.skuId);
    const have = left.get(sku) ?? 0;
    const quantity = more ? Math.min(have, l.shippedQuantity) : have;
    left.set(sku, have - quantity);
    return { lineId: l.id, quantity };
  });
  try {
    await receiveStockOrder(
      ctx,
      { id: order.id, lines, confirmOverReceive },
      { inboundStatus: 'received', inboundMessageId: '', inboundMessageParams: {}, inboundSyncedAt: new Date() },
    );
  } catch (err) {
    if (err instanceof AppError) await keepMessage(ctx, order.id, err.messageId, err.params ?? {}, { inboundStatus: 'received' });
    throw err;
  }
  return true;
}

/** "Sync receipt" of one stock order (confirmOverReceive: take in more than was shipped when the provider counted more). */
export async function syncStockOrderReceipt(ctx: RequestContext, raw: unknown): Promise<StockOrderWithLines> {
  assertCan(ctx, 'overseasStock.receive');
  const input = parseInput(stockOrderSyncReceiptInput, raw);
  const order = await findStockOrder(ctx.db, input.id);
  await syncOne(ctx, order, input.confirmOverReceive);
  return findStockOrder(ctx.db, order.id);
}

/** The schedule's round for one company: every shipped order with a notice (oldest first); refusals are counted, not thrown. */
export async function syncCompanyReceipts(ctx: RequestContext): Promise<{ received: number; failed: number }> {
  const due = await ctx.db.stockOrder.findMany({
    where: { status: 'shipped', inboundNo: { not: '' } },
    include: { lines: { orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
    take: RECEIPT_SYNC_MAX,
  });
  const sync = (order: (typeof due)[number]) => syncOne(ctx, order, false);
  const { done, failed } = await countedRound(ctx.platform, due, sync, 'stock order receipt sync refused: the order stays shipped', (o) => ({
    orderNo: o.orderNo,
  }));
  return { received: done, failed };
}
