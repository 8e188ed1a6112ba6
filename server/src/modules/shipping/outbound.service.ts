// Outbound scan (/outboundScan; spec 01 §2 pickup timeout −1 / exception −2, spec 02 §5 'Outbound
// scan single number not empty', §8 'Weight exceeds channel maximum weight limit' — cannot leave
// the warehouse). The parcel is weighed and handed over: collectStatus 0 → 1 (OUTBOUND_COLLECT).
// The carrier's pickup is then confirmed (→ 2), or it times out (1 → −1 after PICKUP_TIMEOUT_HOURS,
// markPickupTimeouts) or an operator marks an exception (→ −2 with a remark). An order still awaiting
// shipment is shipped first through shipOrder (via 'outboundScan').
import {
  OUTBOUND_COLLECT,
  PICKUP_CONFIRMABLE,
  PICKUP_EXCEPTION_FROM,
  PICKUP_TIMEOUT_HOURS,
  confirmPickupInput,
  outboundScanInput,
  pickupExceptionInput,
  pickupTimeoutCutoff,
} from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type Platform, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { BusinessError, NotFoundError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { shipOrder } from '../orders/orders.ship';
import { addHistory } from '../orders/orders.states';
import { assertWithinChannelMax, orderByNumber } from './shipping.service';
import { startSchedule } from '../../platform/schedule';

/** Order statuses an outbound scan takes: waiting for shipment (shipped on the way) or shipped. */
const SCANNABLE = ['awaitingShipment', 'shipped'];

export interface OutboundFilter {
  collectStatus?: number | null;
  keyword?: string | null;
  logisticsChannelId?: number | null;
}

/** Scanned-out orders (collectStatus ≠ 0) of the caller's shops; the same set the dashboard counts per state. */
export function outboundWhere(ctx: RequestContext, f: OutboundFilter = {}): Prisma.OrderWhereInput {
  const actor = assertCan(ctx, 'outboundScan');
  const kw = f.keyword?.trim();
  return {
    ...allowedShopsWhere(actor, 'shopId'),
    collectStatus: f.collectStatus != null ? f.collectStatus : { not: OUTBOUND_COLLECT.notScanned },
    ...(f.logisticsChannelId ? { logisticsChannelId: f.logisticsChannelId } : {}),
    ...(kw
      ? {
          OR: [
            { orderNo: { contains: kw.slice(0, 100), mode: 'insensitive' } },
            { trackingNo: { contains: kw.slice(0, 100), mode: 'insensitive' } },
            { platformOrderNo: { contains: kw.slice(0, 100), mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

/** Tab counts of /outboundScan (timeouts marked first, so the counts are current). */
export async function outboundCounts(ctx: RequestContext, now = new Date()) {
  const where = outboundWhere(ctx);
  await markPickupTimeouts(ctx, now);
  const groups = await ctx.db.order.groupBy({ by: ['collectStatus'], where, _count: { _all: true } });
  const n = (s: number) => groups.find((g) => g.collectStatus === s)?._count._all ?? 0;
  return {
    all: groups.reduce((s, g) => s + g._count._all, 0),
    scannedOut: n(OUTBOUND_COLLECT.scannedOut),
    pickupConfirmed: n(OUTBOUND_COLLECT.pickupConfirmed),
    pickupTimeout: n(OUTBOUND_COLLECT.pickupTimeout),
    pickupException: n(OUTBOUND_COLLECT.pickupException),
  };
}

/**
 * Scans a parcel out: the number (tracking or order number) names an order awaiting shipment or
 * shipped, not scanned out before; the weight is required, numeric and within the channel's
 * maximum, else nothing changes.
 */
export async function outboundScan(ctx: RequestContext, raw: unknown, now = new Date()) {
  assertCan(ctx, 'order.ship');
  const input = parseInput(outboundScanInput, raw);
  const order = await orderByNumber(ctx, input.number);
  if (order.collectStatus !== OUTBOUND_COLLECT.notScanned || order.outboundAt) throw new BusinessError('outbound.scannedTwice', { orderNo: order.orderNo });
  if (!SCANNABLE.includes(order.status)) throw new BusinessError('outbound.notShippable', { orderNo: order.orderNo, status: `order.status.${order.status}` });
  // An order awaiting shipment ships through the one path (its guards check the weight too); a
  // shipped one is only weighed against its channel's maximum.
  if (order.status === 'awaitingShipment') await shipOrder(ctx, order.id, { weight: input.weight, via: 'outboundScan' });
  else await assertWithinChannelMax(ctx, order, input.weight);
  await ctx.db.$transaction(async (tx) => {
    // Claimed by a conditional update: of two scans of one parcel at the same moment, one counts.
    const { count } = await tx.order.updateMany({
      where: { id: order.id, collectStatus: OUTBOUND_COLLECT.notScanned, outboundAt: null },
      data: { collectStatus: OUTBOUND_COLLECT.scannedOut, outboundAt: now, weight: input.weight },
    });
    if (count !== 1) throw new BusinessError('outbound.scannedTwice', { orderNo: order.orderNo });
    await addHistory(ctx, tx, [order.id], { action: 'outboundScan', messageId: 'outbound.history.scanned', params: { weight: input.weight } });
  });
  return ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
}

/**
 * Pickup timeout: orders of the caller's company scanned out (1) before now − PICKUP_TIMEOUT_HOURS
 * and not yet picked up become −1, with a history row. Runs before every list and count; returns
 * how many changed.
 */
export async function markPickupTimeouts(ctx: RequestContext, now = new Date(), hours = PICKUP_TIMEOUT_HOURS): Promise<number> {
  const where = { collectStatus: OUTBOUND_COLLECT.scannedOut, outboundAt: { lt: pickupTimeoutCutoff(now, hours) } };
  const due = await ctx.db.order.findMany({ where, select: { id: true }, take: 5000 });
  if (!due.length) return 0;
  return ctx.db.$transaction(async (tx) => {
    const ids = due.map((o) => o.id);
    await tx.order.updateMany({ where: { ...where, id: { in: ids } }, data: { collectStatus: OUTBOUND_COLLECT.pickupTimeout } });
    // Only the rows this call moved get a history row (a concurrent call may have taken some).
    const moved = await tx.order.findMany({ where: { id: { in: ids }, collectStatus: OUTBOUND_COLLECT.pickupTimeout }, select: { id: true } });
    const already = await tx.orderHistory.findMany({ where: { orderId: { in: ids }, action: 'pickupTimeout' }, select: { orderId: true } });
    const fresh = moved.map((o) => o.id).filter((id) => !already.some((h) => h.orderId === id));
    await addHistory(ctx, tx, fresh, { action: 'pickupTimeout', messageId: 'outbound.history.timeout', params: { hours } });
    return fresh.length;
  });
}

/**
 * The same for every company (a timer's job, outside any request): reads across companies on
 * purpose, writes each company's history rows with no operator.
 */
export async function markAllPickupTimeouts(platform: Platform, now = new Date(), hours = PICKUP_TIMEOUT_HOURS): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'pickup timeouts of every company (timer)');
  const where = { collectStatus: OUTBOUND_COLLECT.scannedOut, outboundAt: { lt: pickupTimeoutCutoff(now, hours) } };
  const due = await db.order.findMany({ where, select: { id: true, companyId: true }, take: 10_000 });
  if (!due.length) return 0;
  return db.$transaction(async (tx) => {
    let moved = 0;
    for (const o of due) {
      const { count } = await tx.order.updateMany({ where: { ...where, id: o.id }, data: { collectStatus: OUTBOUND_COLLECT.pickupTimeout } });
      if (!count) continue;
      moved++;
      await tx.orderHistory.create({
        data: { companyId: o.companyId, orderId: o.id, action: 'pickupTimeout', messageId: 'outbound.history.timeout', params: { hours } },
      });
    }
    return moved;
  });
}

/** Ids through the scoped client and the caller's shops: a foreign or hidden id is "order not found". */
async function ordersOf(ctx: RequestContext, ids: readonly number[]) {
  const rows = await ctx.db.order.findMany({
    where: { ...allowedShopsWhere(ctx.actor!, 'shopId'), id: { in: [...ids] } },
    select: { id: true, orderNo: true, collectStatus: true },
  });
  if (rows.length !== new Set(ids).size) throw new NotFoundError('order.notFound', { id: ids.find((id) => !rows.some((r) => r.id === id)) });
  return rows;
}

async function moveCollect(
  ctx: RequestContext,
  ids: readonly number[],
  from: readonly number[],
  to: number,
  history: { action: string; messageId: string; params?: Record<string, unknown> },
) {
  const rows = await ordersOf(ctx, ids);
  const wrong = rows.find((r) => !from.includes(r.collectStatus));
  if (wrong) throw new BusinessError('outbound.notPickupState', { orderNo: wrong.orderNo });
  const unique = rows.map((r) => r.id);
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({ where: { id: { in: unique }, collectStatus: { in: [...from] } }, data: { collectStatus: to } });
    if (count !== unique.length) {
      const now = await tx.order.findFirst({ where: { id: { in: unique }, collectStatus: { notIn: [...from, to] } }, select: { orderNo: true } });
      throw new BusinessError('outbound.notPickupState', { orderNo: now?.orderNo ?? rows[0].orderNo });
    }
    await addHistory(ctx, tx, unique, history);
  });
  return unique.length;
}

/** The carrier picked the parcels up: 1, −1 or −2 → 2 (final). */
export async function confirmPickup(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'order.ship');
  const { ids } = parseInput(confirmPickupInput, raw);
  return moveCollect(ctx, ids, PICKUP_CONFIRMABLE, OUTBOUND_COLLECT.pickupConfirmed, { action: 'pickupConfirmed', messageId: 'outbound.history.confirmed' });
}

/** A pickup went wrong (lost, refused, damaged…): 1 or −1 → −2 with the operator's remark. */
export async function markPickupException(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'order.ship');
  const { ids, remark } = parseInput(pickupExceptionInput, raw);
  return moveCollect(ctx, ids, PICKUP_EXCEPTION_FROM, OUTBOUND_COLLECT.pickupException, {
    action: 'pickupException',
    messageId: 'outbound.history.exception',
    params: { remark },
  });
}

/** Every 10 minutes: parcels scanned out but not picked up in time become pickup timeouts (−1). */
export function startPickupTimeouts(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, { name: 'pickup timeouts', everyMs: 10 * 60_000, run: () => markAllPickupTimeouts(platform) });
}
