// Demo supply monitors (issue 23 item 8): GigaCloud and vidaXL items, a 1688 supply shop with one
// product and an eMAG offer under price following, all added by the main account (their monitoring
// person) through the service and checked twice an hour apart on the sandbox's clock, so the change
// records tab and the notices (types 8-11) have something to show.
import type { RequestContext } from '../platform/context';
import { addSupplyItem, checkSupplyItems, createSupplyShop } from '../modules/supply-monitors/supply-monitors.service';

export async function seedSupplyMonitors(ctx: RequestContext, now = new Date()): Promise<number> {
  const hour = 3_600_000;
  const start = new Date(now.getTime() - 2 * hour);
  const shop = await createSupplyShop(ctx, { name: 'Yiwu Home Supply', url: 'https://yiwuhome.1688.com/', remark: 'Demo' });
  const skus = await ctx.db.sku.findMany({ where: { isCombo: false }, select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
  const items = [
    await addSupplyItem(ctx, { source: 'gigacloud', code: 'GC-1001', skuId: skus[0]?.id, remark: 'Sofa, grey' }, start),
    await addSupplyItem(ctx, { source: 'gigacloud', code: 'W1234S00012', stockThreshold: 10, priceThresholdPct: 5 }, start),
    await addSupplyItem(ctx, { source: 'vidaxl', code: '400199', skuId: skus[1]?.id }, start),
    await addSupplyItem(ctx, { source: 'vidaxl', code: '3082841', priceThresholdPct: 5 }, start),
    await addSupplyItem(ctx, { source: 'shop', code: 'https://detail.1688.com/offer/661245.html', supplyShopId: shop.id }, start),
    await addSupplyItem(ctx, { source: 'emag', code: 'DL4Z1FBBM' }, start),
  ];
  for (const step of [1, 2])
    for (const source of ['gigacloud', 'vidaxl', 'shop', 'emag'] as const) {
      const ids = items.filter((i) => i.source === source).map((i) => i.id);
      if (ids.length) await checkSupplyItems(ctx, source, { ids }, new Date(start.getTime() + step * hour));
    }
  return items.length;
}
