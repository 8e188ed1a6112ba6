// Demo after-sales cases (issue 21 item 6): the demo eBay and Allegro shops' cancellations, returns
// and disputes pulled from the sandbox marketplace through the real pull (eBay: all three kinds;
// Allegro: disputes), some already closed by the marketplace. The newest open cancellation is tied
// to a demo order still awaiting shipment, so accepting it on /ebayCancellation visibly cancels
// that order and releases its stock.
import { ORDER_TRANSITIONS, SHOP_STATUS, type AfterSalesKind } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { pullShopAfterSales } from '../modules/after-sales/after-sales.service';

const KIND_OF: Record<number, AfterSalesKind> = { 1: 'cancellation', 9: 'dispute' };

export async function seedAfterSales(ctx: RequestContext, now = new Date()): Promise<number> {
  const shops = await ctx.db.shop.findMany({
    where: { status: SHOP_STATUS.authorized, platformType: { in: [1, 9] } },
    orderBy: { id: 'asc' },
    select: { id: true, platformType: true },
  });
  let created = 0;
  for (const s of shops) {
    try {
      created += (await pullShopAfterSales(ctx, s.id, { now, kind: KIND_OF[s.platformType] })).created;
    } catch {
      // a shop the sandbox will not answer has no cases
    }
  }
  const ebay = shops.find((s) => s.platformType === 1);
  if (!ebay) return created;
  const cancellation = await ctx.db.afterSalesCase.findFirst({
    where: { shopId: ebay.id, kind: 'cancellation', status: 'open', orderId: null },
    orderBy: { openedAt: 'desc' },
  });
  const order = await ctx.db.order.findFirst({
    where: { shopId: ebay.id, status: { in: [...ORDER_TRANSITIONS.cancel.from] } },
    orderBy: { orderedAt: 'desc' },
    select: {
      id: true,
      platformOrderNo: true,
      buyerAccount: true,
      buyerName: true,
      totalAmount: true,
      currency: true,
      items: { select: { platformSku: true, quantity: true }, orderBy: { id: 'asc' }, take: 1 },
    },
  });
  // the case takes the order's buyer, item and amount: a cancellation of someone else's parcel
  // would puzzle whoever walks the demo
  if (cancellation && order)
    await ctx.db.afterSalesCase.update({
      where: { id: cancellation.id },
      data: {
        orderId: order.id,
        platformOrderNo: order.platformOrderNo,
        buyerAccount: order.buyerAccount,
        buyerName: order.buyerName,
        amount: order.totalAmount,
        currency: order.currency,
        ...(order.items[0] ? { platformSku: order.items[0].platformSku, quantity: order.items[0].quantity } : {}),
      },
    });
  return created;
}
