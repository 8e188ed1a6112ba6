// Shipping an order: THE one path every way to ship goes through (mark shipped single and batch,
// scan to ship, outbound scan, tracking-number import with "ship after import"; issue 18 item 2).
// One transaction locks the order row, checks the guards, claims the order (awaiting shipment →
// shipped through moveOrder: of two concurrent calls one wins, the other gets
// order.illegalTransition "… is shipped and cannot be shipped"), takes the reserved stock out of
// the warehouse (outbound: −quantity and −occupied, location by location) and releases the
// occupations. After the commit: the 'shipped' event (tracking upload, tracking).
//
// Guards (each refusal its own message in zh and en; a refusal changes nothing):
//  1. the order is awaiting shipment (order.illegalTransition);
//  2. it has a logistics channel (ship.guard.noChannel), enabled (order.channelDisabled);
//  3. it has a tracking number unless its channel's tracking mode is none (ship.guard.noTracking);
//     a number given with the ship is unique on the channel (tracking.number.taken);
//  4. its weight (the weighed parcel, else the estimate) is within the channel's maximum
//     (shipping.weightExceedsChannel, spec 02 §8);
//  5. its stock is reserved: every line has a local SKU and the active occupations cover what the
//     lines need (ship.guard.stockNotReserved).
import { TRACKING_NUMBER_MAX, TRACKING_NUMBER_PATTERN, channelNeedsTracking, exceedsChannelMax } from '@erp/schema';
import type { Order } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, ValidationError } from '../../platform/errors';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { outgoingMoves } from '../transfers/transfers.service';
import { ORDER_BILL_TYPE, orderNeeds } from './orders.allocation';
import { runBatch, type OrderBatchResult } from './orders.batch';
import { orderShipped, stageEvents } from '../events/events.service';
import { emitOrderEvent } from './orders.events';
import { findChannel, findVisibleOrder } from './orders.lookups';
import { overseasChannelWarehouseIds } from '../overseas-warehouses/overseas-warehouses.service';
import { assertOrderCan, findOrder, moveOrder } from './orders.states';

export interface ShipInput {
  trackingNo?: string;
  /** Grams of the weighed parcel. */
  weight?: number;
  logisticsChannelId?: number;
  via: 'manual' | 'scanToShip' | 'outboundScan' | 'import' | 'overseasWarehouse';
  /** Where a given tracking number came from (default manual): the overseas warehouse's outbound order answers its own. */
  trackingSource?: 'manual' | 'overseas';
}

/** A typed-in or imported tracking number: at most 50 letters, digits or '-'. */
export function checkTrackingNo(raw: string | undefined | null, field = 'trackingNo'): string {
  const n = (raw ?? '').trim();
  if (n && (n.length > TRACKING_NUMBER_MAX || !TRACKING_NUMBER_PATTERN.test(n))) throw ValidationError.field(field, 'tracking.number.invalid');
  return n;
}

/** Refuses a tracking number another order already uses on the same channel. */
export async function assertTrackingNoFree(
  db: RequestContext['db'] | Tx,
  channel: { id: number; name: string },
  trackingNo: string,
  orderId: number,
): Promise<void> {
  if (!trackingNo) return;
  const other = await db.order.findFirst({
    where: { logisticsChannelId: channel.id, trackingNo, id: { not: orderId }, status: { notIn: ['cancelled'] } },
    select: { orderNo: true },
  });
  if (other) throw ValidationError.field('trackingNo', 'tracking.number.taken', { trackingNo, orderNo: other.orderNo, name: channel.name });
}

type GuardOrder = Pick<Order, 'id' | 'orderNo' | 'status' | 'logisticsChannelId' | 'warehouseId' | 'trackingNo' | 'weight' | 'estimatedWeight'> & {
  items: { id: number; skuId: number | null; quantity: number; unitsPerItem: number }[];
};

/**
 * The ship guards 2–5 on an order read inside the shipping transaction (after its row is locked),
 * with what the caller is about to write (channel, number, weight). Throws the first refusal.
 */
export async function assertShippable(
  tx: Tx,
  order: GuardOrder,
  input: Pick<ShipInput, 'trackingNo' | 'weight' | 'logisticsChannelId'> = {},
): Promise<{ channelId: number; trackingNo: string }> {
  assertOrderCan(order, 'ship');
  const channelId = input.logisticsChannelId ?? order.logisticsChannelId;
  if (!channelId) throw new BusinessError('ship.guard.noChannel', { orderNo: order.orderNo });
  const channel = await tx.logisticsChannel.findFirst({ where: { id: channelId } });
  if (!channel) throw new BusinessError('ship.guard.noChannel', { orderNo: order.orderNo });
  if (!channel.enabled) throw new BusinessError('order.channelDisabled', { name: channel.name });
  if (channel.type === 'overseas' && !(order.warehouseId && (await overseasChannelWarehouseIds(tx, channel.id)).includes(order.warehouseId)))
    throw new BusinessError('ship.guard.overseasChannelWarehouse', { orderNo: order.orderNo, name: channel.name });
  const trackingNo = input.trackingNo?.trim() || order.trackingNo.trim();
  if (channelNeedsTracking(channel.trackingMode) && !trackingNo)
    throw new BusinessError('ship.guard.noTracking', { orderNo: order.orderNo, name: channel.name });
  if (input.trackingNo?.trim()) await assertTrackingNoFree(tx, channel, trackingNo, order.id);
  const weight = input.weight ?? (order.weight || order.estimatedWeight);
  if (exceedsChannelMax(weight, channel.maxWeight)) {
    const params = { weight, maxWeight: channel.maxWeight, orderNo: order.orderNo, name: channel.name };
    // A weight typed or weighed with this ship is a field of the caller's form; the stored one is the order's.
    if (input.weight != null) throw ValidationError.field('weight', 'shipping.weightExceedsChannel', params);
    throw new BusinessError('shipping.weightExceedsChannel', params);
  }
  if (order.items.some((i) => i.skuId == null)) throw new BusinessError('ship.guard.stockNotReserved', { orderNo: order.orderNo });
  const needs = await orderNeeds(tx, order.items);
  const held = await tx.stockOccupation.groupBy({
    by: ['skuId'],
    where: { sourceType: ORDER_BILL_TYPE, sourceNo: order.orderNo, status: 'active' },
    _sum: { quantity: true },
  });
  const heldOf = new Map(held.map((h) => [h.skuId, h._sum.quantity ?? 0]));
  if (!needs.size || [...needs].some(([skuId, units]) => (heldOf.get(skuId) ?? 0) < units))
    throw new BusinessError('ship.guard.stockNotReserved', { orderNo: order.orderNo });
  return { channelId, trackingNo };
}

/** Locks the order row for the rest of the transaction (concurrent shippers of one order queue up). */
async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
}

/**
 * Ships one awaiting-shipment order. `via: 'manual'` and 'import' check order.ship; the scan
 * screens check their own permission (scanToShip, outboundScan) before calling.
 */
export async function shipOrder(ctx: RequestContext, orderId: number, input: ShipInput): Promise<Order> {
  if (input.via === 'manual' || input.via === 'import') assertCan(ctx, 'order.ship');
  const givenNo = checkTrackingNo(input.trackingNo);
  if (input.weight != null && (!Number.isInteger(input.weight) || input.weight < 0 || input.weight > 10_000_000))
    throw ValidationError.field('weight', 'order.weightInteger');
  const order = await findVisibleOrder(ctx, ctx.db, orderId);
  if (input.logisticsChannelId) await findChannel(ctx, input.logisticsChannelId);
  assertOrderCan(order, 'ship');
  const now = new Date();
  const skuIds = new Set<number>();
  let warehouseId = 0;
  await ctx.db.$transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const current = await findOrder(tx, order.id);
    const { channelId, trackingNo } = await assertShippable(tx, current, { ...input, trackingNo: givenNo });
    await moveOrder(ctx, tx, order.id, 'ship', {
      data: {
        shippedAt: now,
        logisticsChannelId: channelId,
        ...(givenNo
          ? { trackingNo: givenNo, trackingSource: current.trackingNo === givenNo ? current.trackingSource || 'manual' : (input.trackingSource ?? 'manual') }
          : {}),
        ...(input.weight != null ? { weight: input.weight } : {}),
        ...(trackingNo ? { trackingUploadStatus: 'pending', trackingUploadError: '', trackingUploadTries: 0, trackingUploadNextAt: null } : {}),
      },
      history: { messageId: 'order.history.shipped', params: { trackingNo: trackingNo || '-', via: input.via } },
    });
    await stageEvents(
      tx,
      [
        orderShipped(
          { id: order.id, orderNo: order.orderNo, shopId: order.shopId, warehouseId: order.warehouseId },
          { trackingNumber: trackingNo, logisticsChannelId: channelId, weight: input.weight ?? null, via: input.via, shippedAt: now },
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
