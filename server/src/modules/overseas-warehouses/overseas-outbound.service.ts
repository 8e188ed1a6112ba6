// Orders fulfilled by a third-party overseas warehouse (issue 23 item 1). An awaiting-shipment order
// on an overseas channel (its stock reserved in the seller's overseas warehouse that is bound to the
// channel's provider warehouse) is sent to the provider as an outbound order; the provider picks,
// packs and ships it from its own stock. A sync (the order's button, the list's batch, and the
// schedule) reads the provider's state: once shipped, the order gets the provider's tracking number
// and is shipped through the one shipping path (stock leaves the overseas warehouse's ledger, the
// number is uploaded to the marketplace, the profit is computed). A provider refusal changes
// nothing and answers the provider's message; on a sync it is kept on the outbound to show.
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { countedRound } from '../../platform/schedule';
import { runBatch, type OrderBatchResult } from '../orders/orders.batch';
import { orderNeeds } from '../orders/orders.allocation';
import { findVisibleOrder, orderRecipient } from '../orders/orders.lookups';
import { shipOrder } from '../orders/orders.ship';
import { addHistory } from '../orders/orders.states';
import { answered, connectorOf, credentialsOf, providerName } from './overseas-warehouses.service';

export type OverseasOutboundRow = Prisma.OverseasOutboundGetPayload<object>;

/** Outbound orders one sync reads at most (the schedule runs again for the rest). */
export const OUTBOUND_SYNC_MAX = 500;

type Order = Awaited<ReturnType<typeof findVisibleOrder>>;

/**
 * Where an order on an overseas channel is shipped from: the channel's provider account (activated),
 * provider warehouse and channel code. Refuses an order whose channel is not an overseas one, or
 * whose warehouse is not the one bound to the channel's provider warehouse.
 */
async function routeOf(ctx: RequestContext, order: Order) {
  if (!order.logisticsChannelId) throw new BusinessError('ship.guard.noChannel', { orderNo: order.orderNo });
  // a batch lists these as the order's refusals (findChannel's field error would end the batch)
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId } });
  if (!channel) throw new BusinessError('ship.guard.noChannel', { orderNo: order.orderNo });
  if (!channel.enabled) throw new BusinessError('order.channelDisabled', { name: channel.name });
  const overseas =
    channel.type === 'overseas'
      ? await ctx.db.overseasLogisticsChannel.findFirst({ where: { logisticsChannelId: channel.id }, include: { authorization: true } })
      : null;
  if (!overseas) throw new BusinessError('overseas.outboundNotOverseasChannel', { orderNo: order.orderNo, name: channel.name });
  if (overseas.authorization.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: overseas.authorization.name });
  const bound = await ctx.db.overseasProviderWarehouse.findFirst({
    where: { authorizationId: overseas.authorizationId, code: overseas.warehouseCode },
    select: { warehouseId: true },
  });
  if (!order.warehouseId || bound?.warehouseId !== order.warehouseId)
    throw new BusinessError('ship.guard.overseasChannelWarehouse', { orderNo: order.orderNo, name: channel.name });
  return { auth: overseas.authorization, warehouseCode: overseas.warehouseCode, channelCode: overseas.code };
}

/** The order's lines as the provider knows them: seller SKU codes (combos as their components) and units. */
async function outboundLines(ctx: RequestContext, order: Order) {
  if (order.items.some((i) => i.skuId == null)) throw new BusinessError('ship.guard.stockNotReserved', { orderNo: order.orderNo });
  const needs = await orderNeeds(ctx.db, order.items);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: [...needs.keys()] } }, select: { id: true, sku: true } });
  const codeOf = new Map(skus.map((s) => [s.id, s.sku]));
  return [...needs].map(([skuId, quantity]) => ({ sku: codeOf.get(skuId) ?? '', quantity })).sort((a, b) => a.sku.localeCompare(b.sku));
}

/**
 * Sends one awaiting-shipment order to its overseas warehouse. Refused (nothing written but a
 * history row naming a provider refusal): an order not awaiting shipment, one already sent, a channel
 * that is not an overseas one or does not serve the order's warehouse, a terminated authorization,
 * the provider's refusal (its message).
 */
export async function sendOrderToOverseasWarehouse(ctx: RequestContext, orderId: number): Promise<OverseasOutboundRow> {
  assertCan(ctx, 'order.ship');
  const order = await findVisibleOrder(ctx, ctx.db, orderId);
  if (order.status !== 'awaitingShipment')
    throw new BusinessError('overseas.outboundNotAwaiting', { orderNo: order.orderNo, status: `order.status.${order.status}` });
  const sent = await ctx.db.overseasOutbound.findFirst({ where: { orderId: order.id } });
  if (sent) throw new BusinessError('overseas.outboundExists', { orderNo: order.orderNo, outboundNo: sent.outboundNo });
  const route = await routeOf(ctx, order);
  const lines = await outboundLines(ctx, order);
  const answer = await connectorOf(ctx, route.auth.provider).createOutbound(credentialsOf(ctx, route.auth), {
    warehouseCode: route.warehouseCode,
    channelCode: route.channelCode,
    reference: order.orderNo,
    recipient: orderRecipient(order),
    lines,
  });
  if (!answer.ok)
    await addHistory(ctx, ctx.db, [order.id], {
      action: 'overseasOutboundRefused',
      messageId: answer.reasonId,
      params: { ...answer.params, provider: providerName(ctx, route.auth.provider) },
    });
  const { outboundNo } = answered(ctx, route.auth.provider, answer);
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.overseasOutbound.create({
      data: {
        companyId: ctx.actor!.companyId,
        orderId: order.id,
        authorizationId: route.auth.id,
        warehouseCode: route.warehouseCode,
        channelCode: route.channelCode,
        outboundNo,
      },
    });
    await addHistory(ctx, tx, [order.id], {
      action: 'overseasOutboundSent',
      messageId: 'overseas.history.outboundSent',
      params: { outboundNo, provider: providerName(ctx, route.auth.provider), warehouse: route.warehouseCode },
    });
    return row;
  });
}

/** "Send to the overseas warehouse" for a selection: each order on its own, refusals listed. */
export async function sendOrdersToOverseasWarehouse(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  return runBatch(ctx, ids, async (order) => {
    await sendOrderToOverseasWarehouse(ctx, order.id);
  });
}

/**
 * Reads one sent outbound order's state at the provider. Shipped: the order is shipped with the
 * provider's tracking number (the stock leaves the ledger). A refusal is kept on the outbound (shown
 * on the order) and answered. An order no longer awaiting shipment (cancelled meanwhile, or shipped
 * by hand) only records the provider's state. Answers whether the order was shipped.
 */
export async function syncOverseasOutbound(ctx: RequestContext, outbound: OverseasOutboundRow): Promise<boolean> {
  if (outbound.status !== 'sent') return false;
  const auth = await ctx.db.overseasWarehouseAuth.findFirst({ where: { id: outbound.authorizationId } });
  if (!auth) throw new BusinessError('overseas.authNotFound');
  if (auth.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: auth.name });
  const answer = await connectorOf(ctx, auth.provider).getOutbound(credentialsOf(ctx, auth), {
    warehouseCode: outbound.warehouseCode,
    outboundNo: outbound.outboundNo,
  });
  const now = new Date();
  if (!answer.ok) {
    await ctx.db.overseasOutbound.updateMany({
      where: { id: outbound.id },
      data: { syncedAt: now, messageId: answer.reasonId, messageParams: (answer.params ?? {}) as Prisma.InputJsonValue },
    });
    answered(ctx, auth.provider, answer);
  }
  const { state } = answered(ctx, auth.provider, answer);
  if (state.status !== 'shipped') {
    await ctx.db.overseasOutbound.updateMany({ where: { id: outbound.id }, data: { syncedAt: now, messageId: '' } });
    return false;
  }
  const order = await ctx.db.order.findFirst({ where: { id: outbound.orderId }, select: { status: true } });
  if (order?.status === 'awaitingShipment')
    await shipOrder(ctx, outbound.orderId, { via: 'overseasWarehouse', trackingNo: state.trackingNo, trackingSource: 'overseas' });
  await ctx.db.overseasOutbound.updateMany({
    where: { id: outbound.id, status: 'sent' },
    data: { status: 'shipped', trackingNo: state.trackingNo, carrier: state.carrier, shippedAt: state.shippedAt, syncedAt: now, messageId: '' },
  });
  return order?.status === 'awaitingShipment';
}

/** "Sync from the overseas warehouse" for a selection of orders: each sent order's state read; orders never sent are refused. */
export async function syncOverseasOutbounds(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  return runBatch(ctx, ids, async (order) => {
    const outbound = await ctx.db.overseasOutbound.findFirst({ where: { orderId: order.id } });
    if (!outbound) throw new BusinessError('overseas.outboundNotSent', { orderNo: order.orderNo });
    if (outbound.status !== 'sent') return false;
    await syncOverseasOutbound(ctx, outbound);
  });
}

/** The schedule's round for one company: every sent outbound (oldest first, at most OUTBOUND_SYNC_MAX); refusals are counted, not thrown. */
export async function syncCompanyOutbounds(ctx: RequestContext): Promise<{ shipped: number; failed: number }> {
  const due = await ctx.db.overseasOutbound.findMany({ where: { status: 'sent' }, orderBy: { id: 'asc' }, take: OUTBOUND_SYNC_MAX });
  const sync = (outbound: OverseasOutboundRow) => syncOverseasOutbound(ctx, outbound);
  const { done, failed } = await countedRound(ctx.platform, due, sync, 'overseas outbound sync refused: the outbound stays sent', (o) => ({
    outboundNo: o.outboundNo,
  }));
  return { shipped: done, failed };
}
