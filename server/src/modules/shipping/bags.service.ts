// Parcel bags (/bagsOrder): a bag is made for one logistics channel, shipped parcels of that channel
// are scanned into it (each parcel in one bag only: "cannot be scanned twice"), removed while the
// bag is open, the bag is closed (weight = the parcels' weights added up) and handed over to the
// carrier. open → closed → handedOver (BAG_TRANSITIONS); every change claims the bag by a
// conditional update, so two operators never both add the same parcel or close a bag twice.
import { BAG_PARCELS_MAX, bagScanInput, createBagInput, type BagStatus } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { newBillNo, retryOnClash } from '../../platform/lookups';
import { listWhere } from '../../platform/where';
import type { Tx } from '../../platform/db';
import { orderByNumber } from './shipping.service';

export const BAG_TRANSITIONS = {
  close: { from: ['open'] as BagStatus[], to: 'closed' as BagStatus },
  handOver: { from: ['closed'] as BagStatus[], to: 'handedOver' as BagStatus },
} as const;

export const bagWhere = listWhere<Prisma.ShippingBagWhereInput>()('bagsOrder', { given: ['status', 'channelId'], keyword: ['bagNo'] });

export async function findBag(db: RequestContext['db'] | Tx, id: number) {
  const bag = await db.shippingBag.findFirst({ where: { id } });
  if (!bag) throw new NotFoundError('bag.notFound', { id });
  return bag;
}

function illegalBag(bag: { bagNo: string }, status: string, action: string) {
  return new BusinessError('bag.illegalTransition', { bagNo: bag.bagNo, status: `bag.status.${status}`, action: `bag.action.${action}` });
}

/** The parcels of a bag (orders of the caller's company with this bagId). */
export function bagParcels(ctx: RequestContext, bagId: number) {
  return ctx.db.order.findMany({ where: { bagId }, orderBy: { id: 'asc' } });
}

export async function createBag(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'bag.update');
  const { channelId } = parseInput(createBagInput, raw);
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: channelId } });
  if (!channel) throw new NotFoundError('bag.channelNotFound', { id: channelId });
  return retryOnClash(() => ctx.db.shippingBag.create({ data: { companyId: actor.companyId, bagNo: newBillNo('BAG'), channelId } }));
}

/** Bag claimed while open inside the transaction; `delta` parcels and grams added to its tallies. */
async function claimOpenBag(tx: Tx, bag: { id: number; bagNo: string }, delta: { orders: number; weight: number }) {
  const { count } = await tx.shippingBag.updateMany({
    where: { id: bag.id, status: 'open', ...(delta.orders > 0 ? { orderCount: { lt: BAG_PARCELS_MAX } } : {}) },
    data: { orderCount: { increment: delta.orders }, weight: { increment: delta.weight } },
  });
  if (count !== 1) {
    const now = await findBag(tx, bag.id);
    if (now.status !== 'open') throw new BusinessError('bag.notOpen', { bagNo: bag.bagNo, status: `bag.status.${now.status}` });
    throw new BusinessError('bag.full', { max: BAG_PARCELS_MAX });
  }
}

/** Scans a shipped parcel of the bag's channel into an open bag. */
export async function scanIntoBag(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'bag.update');
  const input = parseInput(bagScanInput, raw);
  const bag = await findBag(ctx.db, input.bagId);
  if (bag.status !== 'open') throw new BusinessError('bag.notOpen', { bagNo: bag.bagNo, status: `bag.status.${bag.status}` });
  const order = await orderByNumber(ctx, input.number);
  if (order.bagId) throw new BusinessError('bag.scannedTwice', { orderNo: order.orderNo });
  if (order.status !== 'shipped') throw new BusinessError('bag.notShipped', { orderNo: order.orderNo, status: `order.status.${order.status}` });
  if (order.logisticsChannelId !== bag.channelId) throw new BusinessError('bag.wrongChannel', { orderNo: order.orderNo });
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({ where: { id: order.id, bagId: null, status: 'shipped' }, data: { bagId: bag.id } });
    if (count !== 1) throw new BusinessError('bag.scannedTwice', { orderNo: order.orderNo });
    await claimOpenBag(tx, bag, { orders: 1, weight: order.weight });
  });
  return findBag(ctx.db, bag.id);
}

/** Takes a parcel out of an open bag. */
export async function removeFromBag(ctx: RequestContext, bagId: number, orderId: number) {
  assertCan(ctx, 'bag.update');
  const bag = await findBag(ctx.db, bagId);
  const order = await ctx.db.order.findFirst({ where: { id: orderId, ...allowedShopsWhere(ctx.actor!, 'shopId') } });
  if (!order) throw new NotFoundError('order.notFound', { id: orderId });
  if (order.bagId !== bag.id) throw new BusinessError('bag.notInBag', { orderNo: order.orderNo });
  if (bag.status !== 'open') throw new BusinessError('bag.notOpen', { bagNo: bag.bagNo, status: `bag.status.${bag.status}` });
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({ where: { id: order.id, bagId: bag.id }, data: { bagId: null } });
    if (count !== 1) throw new BusinessError('bag.notInBag', { orderNo: order.orderNo });
    await claimOpenBag(tx, bag, { orders: -1, weight: -order.weight });
  });
  return findBag(ctx.db, bag.id);
}

/** open → closed: at least one parcel; the weight is the parcels' weights added up (recounted). */
export async function closeBag(ctx: RequestContext, id: number) {
  assertCan(ctx, 'bag.update');
  const bag = await findBag(ctx.db, id);
  if (!BAG_TRANSITIONS.close.from.includes(bag.status as BagStatus)) throw illegalBag(bag, bag.status, 'close');
  return ctx.db.$transaction(async (tx) => {
    const sum = await tx.order.aggregate({ where: { bagId: bag.id }, _sum: { weight: true }, _count: { _all: true } });
    if (!sum._count._all) throw new BusinessError('bag.empty', { bagNo: bag.bagNo });
    const { count } = await tx.shippingBag.updateMany({
      where: { id: bag.id, status: 'open' },
      data: { status: 'closed', closedAt: new Date(), orderCount: sum._count._all, weight: sum._sum.weight ?? 0 },
    });
    if (count !== 1) throw illegalBag(bag, (await findBag(tx, bag.id)).status, 'close');
    return findBag(tx, bag.id);
  });
}

/** closed → handedOver (the carrier took the bag). */
export async function handOverBag(ctx: RequestContext, id: number) {
  assertCan(ctx, 'bag.update');
  const bag = await findBag(ctx.db, id);
  const { count } = await ctx.db.shippingBag.updateMany({ where: { id: bag.id, status: 'closed' }, data: { status: 'handedOver' } });
  if (count !== 1) throw illegalBag(bag, (await findBag(ctx.db, bag.id)).status, 'handOver');
  return findBag(ctx.db, bag.id);
}

/** Deletes an open bag with no parcels (made by mistake). Answers its id. */
export async function deleteBag(ctx: RequestContext, id: number) {
  assertCan(ctx, 'bag.update');
  const bag = await findBag(ctx.db, id);
  const { count } = await ctx.db.shippingBag.deleteMany({ where: { id: bag.id, status: 'open', orderCount: 0 } });
  if (count !== 1) {
    const now = await findBag(ctx.db, bag.id);
    if (now.status === 'open') throw new BusinessError('bag.notEmpty', { bagNo: bag.bagNo });
    throw illegalBag(bag, now.status, 'delete');
  }
  return id;
}
