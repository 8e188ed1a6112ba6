// Shipping an order (manual mark shipped, scan to ship, outbound scan): one transaction claims the
// order (awaiting shipment → shipped through moveOrder: of two concurrent calls one wins, the
// other gets order.illegalTransition "… is shipped and cannot be shipped"), takes the reserved
// stock out of the warehouse (outbound: −quantity and −occupied, location by location) and
// releases the occupations. After the commit: the 'shipped' event (tracking upload, tracking).
import type { Order } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { outgoingMoves } from '../transfers/transfers.service';
import { ORDER_BILL_TYPE } from './orders.allocation';
import { runBatch, type OrderBatchResult } from './orders.batch';
import { orderShipped, stageEvents } from '../events/events.service';
import { emitOrderEvent } from './orders.events';
import { findChannel, findVisibleOrder } from './orders.lookups';
import { assertOrderCan, findOrder, moveOrder } from './orders.states';

export interface ShipInput {
  trackingNo?: string;
  /** Grams of the weighed parcel. */
  weight?: number;
  logisticsChannelId?: number;
  via: 'manual' | 'scanToShip' | 'outboundScan';
}

/**
 * Ships one awaiting-shipment order. `via: 'manual'` checks order.ship; the scan screens check
 * their own permission (scanToShip, outboundScan) before calling.
 */
export async function shipOrder(ctx: RequestContext, orderId: number, input: ShipInput): Promise<Order> {
  if (input.via === 'manual') assertCan(ctx, 'order.ship');
  const trackingNo = input.trackingNo?.trim() ?? '';
  if (trackingNo.length > 64) throw ValidationError.field('trackingNo', 'validation.tooLong');
  if (input.weight != null && (!Number.isInteger(input.weight) || input.weight < 0 || input.weight > 10_000_000))
    throw ValidationError.field('weight', 'order.weightInteger');
  const order = await findVisibleOrder(ctx, ctx.db, orderId);
  if (input.logisticsChannelId) await findChannel(ctx, input.logisticsChannelId);
  assertOrderCan(order, 'ship');
  const now = new Date();
  const skuIds = new Set<number>();
  let warehouseId = 0;
  await ctx.db.$transaction(async (tx) => {
    await moveOrder(ctx, tx, order.id, 'ship', {
      data: {
        shippedAt: now,
        ...(trackingNo ? { trackingNo } : {}),
        ...(input.weight != null ? { weight: input.weight } : {}),
        ...(input.logisticsChannelId ? { logisticsChannelId: input.logisticsChannelId } : {}),
      },
      history: { messageId: 'order.history.shipped', params: { trackingNo: trackingNo || order.trackingNo || '-', via: input.via } },
    });
    await stageEvents(
      tx,
      [
        orderShipped(
          { id: order.id, orderNo: order.orderNo, shopId: order.shopId, warehouseId: order.warehouseId },
          {
            trackingNumber: trackingNo || order.trackingNo,
            logisticsChannelId: input.logisticsChannelId ?? order.logisticsChannelId,
            weight: input.weight ?? null,
            via: input.via,
            shippedAt: now,
          },
        ),
      ],
      ctx.actor!.companyId,
    );
    const held = await tx.stockOccupation.findMany({
      where: { sourceType: ORDER_BILL_TYPE, sourceNo: order.orderNo, status: 'active' },
      orderBy: { id: 'asc' },
    });
    const moves: StockMove[] = [];
    for (const o of held) {
      skuIds.add(o.skuId);
      warehouseId = o.warehouseId;
      moves.push(
        ...(await outgoingMoves(tx, {
          skuId: o.skuId,
          warehouseId: o.warehouseId,
          type: 'outbound',
          quantity: o.quantity,
          occupied: o.quantity,
          billType: ORDER_BILL_TYPE,
          billNo: order.orderNo,
        })),
      );
    }
    await applyMoves(ctx, tx, moves);
    if (held.length)
      await tx.stockOccupation.updateMany({ where: { id: { in: held.map((o) => o.id) }, status: 'active' }, data: { status: 'released', releasedAt: now } });
  });
  await emitOrderEvent(ctx, 'shipped', { orderIds: [order.id] });
  if (warehouseId) await alertLowStock(ctx, [...skuIds], warehouseId);
  return findOrder(ctx.db, order.id);
}

/** The batch "mark shipped" (/orders): a tracking number only with a single order. */
export async function shipOrders(ctx: RequestContext, ids: number[], trackingNo?: string): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  if (trackingNo && ids.length > 1) throw ValidationError.field('trackingNo', 'order.trackingOneOrder');
  return runBatch(ctx, ids, async (order) => {
    await shipOrder(ctx, order.id, { trackingNo, via: 'manual' });
  });
}
