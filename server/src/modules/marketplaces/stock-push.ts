// Stock to the marketplace: the quantity each listing SKU of a shop may sell is what the company
// has available (Stock.quantity − occupied, over enabled warehouses) for the local SKU it is
// paired with (SkuPairing of the shop or of every shop of its platform) or matched to on the
// shop's orders, divided by the units per marketplace item. A combination sells as many as its
// scarcest component allows.
import { SHOP_STATUS } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { findPullShop } from './pull.service';

export async function pushShopStock(ctx: RequestContext, shopId: number): Promise<number> {
  const shop = await findPullShop(ctx, shopId);
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError('marketplace.shopNotAuthorized', { shopName: shop.shopName });

  // platformSku → (local SKU, units per item); a pairing wins over what orders matched.
  const listing = new Map<string, { skuId: number; units: number }>();
  const seen = await ctx.db.orderItem.findMany({
    where: { skuId: { not: null }, platformSku: { not: '' }, order: { shopId: shop.id } },
    select: { platformSku: true, skuId: true, unitsPerItem: true },
    distinct: ['platformSku'],
  });
  for (const s of seen) listing.set(s.platformSku, { skuId: s.skuId!, units: Math.max(1, s.unitsPerItem) });
  const pairings = await ctx.db.skuPairing.findMany({ where: { platformType: shop.platformType, shopId: { in: [0, shop.id] } }, orderBy: { shopId: 'asc' } });
  for (const p of pairings) listing.set(p.platformSku, { skuId: p.skuId, units: Math.max(1, p.unitsPerItem) });
  if (!listing.size) return 0;

  const skuIds = [...new Set([...listing.values()].map((l) => l.skuId))];
  const components = await ctx.db.skuComponent.findMany({ where: { comboSkuId: { in: skuIds } } });
  const stockSkuIds = [...new Set([...skuIds, ...components.map((c) => c.componentSkuId)])];
  const stocks = await ctx.db.stock.findMany({
    where: { skuId: { in: stockSkuIds }, warehouse: { enabled: true } },
    select: { skuId: true, quantity: true, occupied: true },
  });
  const available = new Map<number, number>();
  for (const s of stocks) available.set(s.skuId, (available.get(s.skuId) ?? 0) + Math.max(0, s.quantity - s.occupied));
  const comboParts = new Map<number, { componentSkuId: number; quantity: number }[]>();
  for (const c of components) comboParts.set(c.comboSkuId, [...(comboParts.get(c.comboSkuId) ?? []), c]);
  const availableOf = (skuId: number) => {
    const parts = comboParts.get(skuId);
    if (!parts?.length) return available.get(skuId) ?? 0;
    return Math.min(...parts.map((p) => Math.floor((available.get(p.componentSkuId) ?? 0) / Math.max(1, p.quantity))));
  };

  const items = [...listing.entries()].map(([platformSku, l]) => ({ platformSku, quantity: Math.floor(availableOf(l.skuId) / l.units) }));
  const answer = await ctx.platform.connectors.get(shop.platformType).pushStock({ token: shop.authToken, items });
  if (!answer.ok) throw new BusinessError(answer.reasonId ?? 'marketplace.pushFailed', { shopName: shop.shopName });
  return answer.updated;
}
