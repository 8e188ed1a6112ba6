// Tracking numbers to the marketplace (issue 6 point 8): after an order ships (the 'shipped' order
// event queues one background job per order), before the parcel leaves (pre-shipping,
// /preShippings: marketplaces that want tracking within hours of payment), and again on demand
// for shipped orders whose upload failed. Every attempt leaves a history row; a failure's reason
// is the marketplace's message.
import type { Platform, RequestContext } from '../../platform/context';
import { assertCan } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { runBatch, type LoadedOrder, type OrderBatchResult } from '../orders/orders.batch';
import { onOrderEvent } from '../orders/orders.events';
import { addHistory } from '../orders/orders.states';
import { registerPullJob, systemContext } from './pull.service';

export const TRACKING_UPLOAD_JOB = 'marketplaces.uploadTracking';
const PRE_SHIP_STATUSES = ['processing', 'awaitingShipment'];
const SHIPPED_STATUSES = ['shipped', 'completed'];

type UploadOrder = Pick<LoadedOrder, 'id' | 'orderNo' | 'shopId' | 'platformOrderNo' | 'trackingNo' | 'logisticsChannelId' | 'shippedAt' | 'status'>;

/**
 * Uploads one order's tracking number through its shop's connector. Success: trackingUploadedAt
 * (and preShippedAt for a pre-shipment) + history. Failure: history with the reason, and a
 * BusinessError carrying the marketplace's message id.
 */
export async function uploadTrackingOf(ctx: RequestContext, order: UploadOrder, mode: 'preShip' | 'shipped', now = new Date()): Promise<void> {
  const shop = await ctx.db.shop.findFirst({ where: { id: order.shopId } });
  const trackingNo = order.trackingNo.trim();
  let reasonId: string | null = null;
  if (!shop || shop.status !== 1) reasonId = 'marketplace.shopNotAuthorized';
  else {
    const channel = order.logisticsChannelId
      ? await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { carrier: true, name: true } })
      : null;
    try {
      const answer = await ctx.platform.connectors.get(shop.platformType).uploadTracking({
        token: shop.authToken,
        platformOrderNo: order.platformOrderNo,
        trackingNo,
        carrier: channel?.carrier || channel?.name || '',
        shippedAt: order.shippedAt ?? now,
      });
      if (!answer.ok) reasonId = answer.reasonId;
    } catch (err) {
      ctx.platform.logger.warn({ err, orderId: order.id }, 'tracking upload failed');
      reasonId = 'marketplace.uploadFailed';
    }
  }
  if (reasonId) {
    await addHistory(ctx, ctx.db, [order.id], {
      action: 'uploadTracking',
      messageId: 'marketplace.history.trackingFailed',
      params: { trackingNo, reason: reasonId },
    });
    throw new BusinessError(reasonId, { orderNo: order.orderNo, shopName: shop?.shopName ?? '' });
  }
  await ctx.db.$transaction(async (tx) => {
    await tx.order.updateMany({
      where: { id: order.id },
      data: mode === 'preShip' ? { trackingUploadedAt: now, preShippedAt: now } : { trackingUploadedAt: now },
    });
    await addHistory(ctx, tx, [order.id], {
      action: mode === 'preShip' ? 'preShip' : 'uploadTracking',
      messageId: mode === 'preShip' ? 'marketplace.history.preShipped' : 'marketplace.history.trackingUploaded',
      params: { trackingNo },
    });
  });
}

/**
 * Pre-shipping (/preShippings): orders processing or awaiting shipment that already have a
 * tracking number tell the marketplace before the parcel leaves. Without a tracking number, or in
 * another status, an order is refused with why; the others go on.
 */
export async function preShipOrders(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  return runBatch(ctx, ids, async (order) => {
    if (!PRE_SHIP_STATUSES.includes(order.status))
      throw new BusinessError('marketplace.preShipStatus', { orderNo: order.orderNo, status: `order.status.${order.status}` });
    if (!order.trackingNo.trim()) throw new BusinessError('marketplace.noTrackingNo', { orderNo: order.orderNo });
    await uploadTrackingOf(ctx, order, 'preShip');
  });
}

/** Uploads the tracking number of shipped orders again (after a failed upload). */
export async function uploadOrderTracking(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  return runBatch(ctx, ids, async (order) => {
    if (!SHIPPED_STATUSES.includes(order.status))
      throw new BusinessError('marketplace.notShipped', { orderNo: order.orderNo, status: `order.status.${order.status}` });
    if (!order.trackingNo.trim()) throw new BusinessError('marketplace.trackingMissing', { orderNo: order.orderNo });
    await uploadTrackingOf(ctx, order, 'shipped');
  });
}

/** The background upload of one shipped order (skipped when already uploaded, e.g. pre-shipped). */
export async function uploadShippedOrder(platform: Platform, companyId: number, orderId: number): Promise<'uploaded' | 'skipped' | 'failed'> {
  const ctx = await systemContext(platform, companyId);
  const order = await ctx.db.order.findFirst({ where: { id: orderId } });
  if (!order || !SHIPPED_STATUSES.includes(order.status) || !order.trackingNo.trim() || order.trackingUploadedAt) return 'skipped';
  try {
    await uploadTrackingOf(ctx, order, 'shipped');
    return 'uploaded';
  } catch (err) {
    if (err instanceof BusinessError) return 'failed';
    throw err;
  }
}

/** Background jobs of the marketplaces domain (app.ts): scheduled pulls and tracking uploads. */
export function registerMarketplaceJobs(platform: Platform): void {
  registerPullJob(platform);
  platform.jobs.register<{ companyId: number; orderId: number }>(TRACKING_UPLOAD_JOB, async ({ companyId, orderId }) => {
    await uploadShippedOrder(platform, companyId, orderId);
  });
}

onOrderEvent('shipped', async (ctx, { orderIds }) => {
  const companyId = ctx.actor!.companyId;
  for (const orderId of orderIds) await ctx.platform.jobs.enqueue(TRACKING_UPLOAD_JOB, { companyId, orderId }, { jobId: `tracking-${orderId}` });
});
