// Demo stock push (issue 19 points 6 to 8): a push rule on the first demo shop with online listings
// (80 % of the available stock, 2 kept back), its SKUs pushed through the sandbox marketplace (real
// push records), then one listing's quantity changed on the marketplace, so the drift check lists
// a drift ("edited on the marketplace") for /inventoryPushRecord's Drift view. Uses the listings
// seeded before (seed/listings.ts); without online listings it only adds the rule.
import type { RequestContext } from '../platform/context';
import { checkDrift } from '../modules/inventory-push/inventory-push.drift';
import { pushSkus } from '../modules/inventory-push/inventory-push.engine';

export async function seedInventoryPush(ctx: RequestContext): Promise<number> {
  const companyId = ctx.actor!.companyId;
  const online = await ctx.db.listing.findMany({ where: { status: 'online', skuId: { not: null } }, orderBy: { id: 'asc' } });
  const shopId = online[0]?.shopId ?? (await ctx.db.shop.findFirst({ where: { status: 1 }, orderBy: { id: 'asc' } }))?.id;
  if (!shopId) return 0;
  await ctx.db.inventoryPushRule.create({ data: { companyId, shopId, percentage: 80, reserve: 2, remark: 'Demo: 80 % of the available stock, 2 kept back' } });
  const mine = online.filter((l) => l.shopId === shopId);
  if (!mine.length) return 0;
  const pushed = await pushSkus(ctx.platform, companyId, [...new Set(mine.map((l) => l.skuId!))]);
  // the seller changed a quantity in the marketplace's back office: a drift
  const shop = await ctx.db.shop.findFirstOrThrow({ where: { id: shopId } });
  const edited = mine[0];
  await ctx.platform.connectors.get(shop.platformType).reviseListing({
    token: shop.authToken,
    shop: { id: shop.id, platformType: shop.platformType, site: shop.site, shopName: shop.shopName },
    marketplaceListingId: edited.marketplaceListingId!,
    revision: { quantity: 999 },
  });
  await checkDrift(ctx.platform, companyId, { shopIds: [shopId], waitMs: 0 });
  return pushed.length;
}
