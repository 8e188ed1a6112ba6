// Demo data for the home dashboard and the sales reports (issue 8), played through the services
// after the demo orders exist: the company's own exchange rates for its two main currencies,
// parcels scanned out two days ago that the carrier never picked up (pickup timeout, one of them
// reported as a pickup exception) and two scanned out today, and Tradebyte returns on the
// Tradebyte shop's shipped orders: some to be processed, one refunded, one refused.
import { PLATFORM_TYPES } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { setExchangeRate } from '../modules/exchange-rates/exchange-rates.service';
import { markPickupException, markPickupTimeouts, outboundScan } from '../modules/shipping/outbound.service';
import { handleTradebyteRefunds, receiveTradebyteReturns } from '../modules/tradebyte-refunds/tradebyte-refunds.service';

const DAY = 86_400_000;

/** Platform commission in percent per marketplace (the shop analysis's platform fee). */
const PLATFORM_RATES: Partial<Record<number, string>> = {
  [PLATFORM_TYPES.ebay]: '12.9',
  [PLATFORM_TYPES.amazon]: '15',
  [PLATFORM_TYPES.shopee]: '9.5',
  [PLATFORM_TYPES.tiktok]: '8',
  [PLATFORM_TYPES.allegro]: '11',
  [PLATFORM_TYPES.ozon]: '14',
  [PLATFORM_TYPES.tradebyte]: '12',
  [PLATFORM_TYPES.walmart]: '15',
  [PLATFORM_TYPES.aliExpress]: '8',
  [PLATFORM_TYPES.emag]: '12',
  [PLATFORM_TYPES.mercado]: '16',
};

export async function seedDashboard(ctx: RequestContext, now = new Date()): Promise<void> {
  for (const [platformType, rate] of Object.entries(PLATFORM_RATES)) {
    await ctx.db.shop.updateMany({ where: { platformType: Number(platformType) }, data: { platformRate: rate } });
  }
  await setExchangeRate(ctx, { currency: 'USD', rate: 7.12 });
  await setExchangeRate(ctx, { currency: 'EUR', rate: 7.76 });
  await seedPickups(ctx, now);
  await seedTradebyteReturns(ctx, now);
}

async function seedPickups(ctx: RequestContext, now: Date): Promise<void> {
  const shipped = await ctx.db.order.findMany({
    where: { status: 'shipped', collectStatus: 0, outboundAt: null, shop: { platformType: { not: PLATFORM_TYPES.tradebyte } } },
    orderBy: { orderedAt: 'asc' },
    select: { id: true, orderNo: true },
    take: 6,
  });
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
  for (const [i, o] of shipped.entries()) await outboundScan(ctx, { number: o.orderNo, weight: 420 + i * 35 }, i < 4 ? twoDaysAgo : now);
  await markPickupTimeouts(ctx, now);
  const late = shipped.slice(0, 4);
  if (late[0]) await markPickupException(ctx, { ids: [late[0].id], remark: '快递员未上门，已联系物流商 / The courier did not come; carrier contacted' });
}

const REASONS = ['Artikel defekt', 'Falsche Größe', 'Gefällt nicht', 'Beschädigt angekommen', 'Falscher Artikel geliefert'];

async function seedTradebyteReturns(ctx: RequestContext, now: Date): Promise<void> {
  const shop = await ctx.db.shop.findFirst({ where: { platformType: PLATFORM_TYPES.tradebyte }, orderBy: { id: 'asc' } });
  if (!shop) return;
  const orders = await ctx.db.order.findMany({
    where: { shopId: shop.id, status: { in: ['shipped', 'completed'] } },
    orderBy: { orderedAt: 'asc' },
    take: 6,
    include: { items: { orderBy: { id: 'asc' } } },
  });
  // one return per line, the whole quantity: a refunded return then covers its order (→ refunded)
  const returns = orders.flatMap((o, i) =>
    o.items
      .filter((item) => !item.isGift)
      .map((item, k) => ({
        returnNo: `TBR-${o.platformOrderNo}-${k + 1}`,
        platformOrderNo: o.platformOrderNo,
        platformSku: item.platformSku,
        title: item.title,
        quantity: item.quantity,
        amount: Math.round(Number(item.unitPrice) * item.quantity * 100) / 100,
        currency: o.currency,
        reason: REASONS[i % REASONS.length],
        requestedAt: new Date(now.getTime() - (6 - i) * DAY + k * 60_000),
      })),
  );
  if (!returns.length) return;
  await receiveTradebyteReturns(ctx, shop.id, returns);
  // the oldest order's returns refunded (the order becomes refunded), the next one's refused
  const rows = await ctx.db.tradebyteRefund.findMany({
    where: { shopId: shop.id },
    orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, platformOrderNo: true },
  });
  const byOrder = [...new Set(rows.map((r) => r.platformOrderNo))];
  const idsOf = (no: string | undefined) => rows.filter((r) => r.platformOrderNo === no).map((r) => r.id);
  if (byOrder[0]) await handleTradebyteRefunds(ctx, { ids: idsOf(byOrder[0]), action: 'refund' });
  if (byOrder[1]) await handleTradebyteRefunds(ctx, { ids: idsOf(byOrder[1]), action: 'refuse', remark: 'Rücksendung nicht erhalten / Parcel not returned' });
}
