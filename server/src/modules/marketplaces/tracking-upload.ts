// Tracking numbers to the marketplace (issue 6 point 8): after an order ships (the 'shipped' order
// event queues one background job per order), before the parcel leaves (pre-shipping,
// /preShippings: marketplaces that want tracking within hours of payment), and again on demand
// for shipped orders whose upload failed. Every attempt leaves a history row; a failure's reason
// is the marketplace's message. The order shows the upload's state (trackingUploadStatus pending |
// uploaded | failed, trackingUploadError the reason): a failed upload after shipping is tried again
// by a timer with backoff (1, 2, 4, 8, 16 minutes: TRACKING_UPLOAD_MAX_TRIES in all), and the seller
// can retry at once (uploadOrderTracking).
import type { Platform, RequestContext } from '../../platform/context';
import { assertCan } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { runBatch, type LoadedOrder, type OrderBatchResult } from '../orders/orders.batch';
import { onOrderEvent } from '../orders/orders.events';
import { addHistory } from '../orders/orders.states';
import { registerPullJob, systemContext } from './pull.service';
import type { FastifyInstance } from 'fastify';
import { unscopedDb } from '../../platform/db';
import { startSchedule } from '../../platform/schedule';

export const TRACKING_UPLOAD_JOB = 'marketplaces.uploadTracking';
const PRE_SHIP_STATUSES = ['processing', 'awaitingShipment'];
const SHIPPED_STATUSES = ['shipped', 'completed'];
/** Attempts of an upload after shipping before the timer gives up (the seller can still retry). */
export const TRACKING_UPLOAD_MAX_TRIES = 6;
/** Minutes before the next attempt after `tries` failed ones: 1, 2, 4, 8, 16. */
export function uploadBackoffMinutes(tries: number): number {
  return 2 ** Math.max(0, tries - 1);
}

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
    if (mode === 'shipped') {
      const current = await ctx.db.order.findFirst({ where: { id: order.id }, select: { trackingUploadTries: true } });
      const tries = (current?.trackingUploadTries ?? 0) + 1;
      await ctx.db.order.updateMany({
        where: { id: order.id },
        data: {
          trackingUploadStatus: 'failed',
          trackingUploadError: reasonId,
          trackingUploadTries: tries,
          trackingUploadNextAt: tries < TRACKING_UPLOAD_MAX_TRIES ? new Date(now.getTime() + uploadBackoffMinutes(tries) * 60_000) : null,
        },
      });
    }
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
      data: {
        ...(mode === 'preShip' ? { trackingUploadedAt: now, preShippedAt: now } : { trackingUploadedAt: now }),
        trackingUploadStatus: 'uploaded',
        trackingUploadError: '',
        trackingUploadNextAt: null,
      },
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
export function preShipOrders(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  return uploadBatch(ctx, ids, 'preShip', PRE_SHIP_STATUSES, { status: 'marketplace.preShipStatus', noTrackingNo: 'marketplace.noTrackingNo' });
}

/** Uploads the tracking number of shipped orders again (after a failed upload). */
export function uploadOrderTracking(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  return uploadBatch(ctx, ids, 'shipped', SHIPPED_STATUSES, { status: 'marketplace.notShipped', noTrackingNo: 'marketplace.trackingMissing' });
}

/** A batch upload of one kind: an order in another status, or without a tracking number, is refused with why (the messages of `refusals`). */
async function uploadBatch(
  ctx: RequestContext,
  ids: unknown,
  kind: 'preShip' | 'shipped',
  statuses: readonly string[],
  refusals: { status: string; noTrackingNo: string },
): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  return runBatch(ctx, ids, async (order) => {
    if (!statuses.includes(order.status)) throw new BusinessError(refusals.status, { orderNo: order.orderNo, status: `order.status.${order.status}` });
    if (!order.trackingNo.trim()) throw new BusinessError(refusals.noTrackingNo, { orderNo: order.orderNo });
    await uploadTrackingOf(ctx, order, kind);
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

/**
 * The retry timer's sweep: failed uploads of shipped orders whose next attempt is due, in every
 * company (a timer's job, outside any request: reads across companies on purpose), each queued
 * as an upload job. Answers how many were queued.
 */
export async function retryDueUploads(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'tracking upload retries of every company (timer)');
  const due = await db.order.findMany({
    where: { trackingUploadStatus: 'failed', trackingUploadNextAt: { lte: now }, status: { in: SHIPPED_STATUSES } },
    select: { id: true, companyId: true },
    take: 1000,
  });
  for (const o of due) {
    // Claimed: another instance's sweep does not queue it again.
    const { count } = await db.order.updateMany({
      where: { id: o.id, trackingUploadStatus: 'failed', trackingUploadNextAt: { lte: now } },
      data: { trackingUploadStatus: 'pending', trackingUploadNextAt: null },
    });
    if (count) await platform.jobs.enqueue(TRACKING_UPLOAD_JOB, { companyId: o.companyId, orderId: o.id }, { jobId: `tracking-${o.id}-${now.getTime()}` });
  }
  return due.length;
}

/** Every minute: failed tracking uploads whose backoff has passed are tried again. */
export function startTrackingUploadRetries(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, { name: 'tracking upload retries', everyMs: 60_000, run: () => retryDueUploads(platform) });
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
