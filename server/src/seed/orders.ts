// Demo orders for a first start: the authorized demo shops given (those that sell; seed/demo.ts
// leaves out its listing-only shops) are pulled from the sandbox marketplace
// as if the company had been connected for 90 days, pulling now and then, so the order screens
// have a few hundred real pulled orders: most matched to the demo SKUs, some unmatched (listing
// SKUs the company lacks), some awaiting payment or cancelled, some with cancel requests or
// partial cancellations, recent ones close to their ship-by time. Goes through the pull service.
import { SHOP_STATUS } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { pullShop } from '../modules/marketplaces/pull.service';
import { sandboxCursorAt } from '../modules/marketplaces/sandbox-orders';
import { auditOrders } from '../modules/orders/orders.allocation';
import { shipOrder } from '../modules/orders/orders.ship';

const DAY = 86_400_000;
/** Days back of each pull; the last is now. */
const PULLS_DAYS_AGO = [60, 30, 10, 3, 1, 0];

export async function seedOrders(ctx: RequestContext, shopIds: readonly number[], now = new Date()): Promise<number> {
  const shops = await ctx.db.shop.findMany({ where: { id: { in: [...shopIds] }, status: SHOP_STATUS.authorized }, orderBy: { id: 'asc' } });
  const start = new Date(now.getTime() - 90 * DAY);
  let count = 0;
  for (const shop of shops) {
    await ctx.db.shopOrderPull.createMany({ data: [{ shopId: shop.id, cursor: sandboxCursorAt(start) } as never], skipDuplicates: true });
    for (const daysAgo of PULLS_DAYS_AGO) {
      const r = await pullShop(ctx, shop.id, { now: new Date(now.getTime() - daysAgo * DAY), limit: 200 });
      count += r.newCount;
    }
  }
  await workTheBacklog(ctx, now);
  return count;
}

/**
 * Reviewed orders get a demo channel the carrier serves (issue 18: a carrier channel gives the
 * tracking number and the label, so every order awaiting shipment can be shipped end to end):
 * YunExpress Standard up to its 2 kg, UPS Worldwide Express above.
 */
async function giveChannels(ctx: RequestContext): Promise<void> {
  const channels = await ctx.db.logisticsChannel.findMany({ where: { type: 'system', enabled: true, trackingMode: 'carrier' }, orderBy: { id: 'asc' } });
  const light = channels.find((c) => c.code === 'YUN-STD') ?? channels[0];
  const heavy = channels.find((c) => c.code === 'UPS-EXP') ?? light;
  if (!light) return;
  const open = { status: 'awaitingShipment', logisticsChannelId: null };
  await ctx.db.order.updateMany({ where: { ...open, estimatedWeight: { lte: light.maxWeight || 1_000_000 } }, data: { logisticsChannelId: light.id } });
  await ctx.db.order.updateMany({ where: open, data: { logisticsChannelId: heavy.id } });
}

/**
 * A seller's past working days: matched orders older than 2 days were reviewed (stock reserved,
 * or out of stock where the demo stock ran short), and those older than 6 days left with a
 * tracking number. So every status tab, the tracking list and the out-of-stock list have rows.
 * The oldest orders and some of the last four weeks are worked, so the reports' default period
 * (the last 30 days) shows shipped orders and their profit too.
 */
async function workTheBacklog(ctx: RequestContext, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const pick = (where: object, order: 'asc' | 'desc', take: number) =>
    ctx.db.order.findMany({ where: { status: 'processing', matched: true, ...where }, orderBy: { orderedAt: order }, select: { id: true }, take });
  const reviewed = [...(await pick({ orderedAt: { lt: ago(30) } }, 'asc', 110)), ...(await pick({ orderedAt: { gte: ago(28), lt: ago(2) } }, 'asc', 40))];
  if (!reviewed.length) return;
  await auditOrders(
    ctx,
    reviewed.map((o) => o.id),
  );
  await giveChannels(ctx);
  const ship = (where: object, take: number) =>
    ctx.db.order.findMany({ where: { status: 'awaitingShipment', ...where }, orderBy: { orderedAt: 'asc' }, select: { id: true, orderNo: true }, take });
  const toShip = [...(await ship({ orderedAt: { lt: ago(30) } }, 60)), ...(await ship({ orderedAt: { gte: ago(28), lt: ago(6) } }, 20))];
  for (const o of toShip) {
    await shipOrder(ctx, o.id, { via: 'manual', trackingNo: `DEMO${o.orderNo.replace(/\W/g, '').slice(-10)}`, weight: 450 });
  }
}
