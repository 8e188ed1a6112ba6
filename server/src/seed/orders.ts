// Demo orders for a first start: every authorized demo shop is pulled from the sandbox marketplace
// as if the company had been connected for 90 days, pulling now and then, so the order screens
// have a few hundred real pulled orders: most matched to the demo SKUs, some unmatched (listing
// SKUs the company lacks), some awaiting payment or cancelled, some with cancel requests or
// partial cancellations, recent ones close to their ship-by time. Goes through the pull service.
import { SHOP_STATUS } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { pullShop } from '../modules/marketplaces/pull.service';
import { sandboxCursorAt } from '../modules/marketplaces/sandbox-orders';

const DAY = 86_400_000;
/** Days back of each pull; the last is now. */
const PULLS_DAYS_AGO = [60, 30, 10, 3, 1, 0];

export async function seedOrders(ctx: RequestContext, now = new Date()): Promise<number> {
  const shops = await ctx.db.shop.findMany({ where: { status: SHOP_STATUS.authorized }, orderBy: { id: 'asc' } });
  const start = new Date(now.getTime() - 90 * DAY);
  let count = 0;
  for (const shop of shops) {
    await ctx.db.shopOrderPull.createMany({ data: [{ shopId: shop.id, cursor: sandboxCursorAt(start) } as never], skipDuplicates: true });
    for (const daysAgo of PULLS_DAYS_AGO) {
      const r = await pullShop(ctx, shop.id, { now: new Date(now.getTime() - daysAgo * DAY), limit: 200 });
      count += r.newCount;
    }
  }
  return count;
}
