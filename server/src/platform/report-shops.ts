// The shops a report reads: the caller's company and shop reach, narrowed by the filter's shops and
// platform. A filter shop outside the caller's reach (another company's, a shop they may not see,
// one that does not exist) is "not found" with the report's message; a shop in reach that only the
// platform filter leaves out is simply not read.
import type { Prisma } from '../generated/prisma/client';
import { allowedShopsWhere, type Actor, type RequestContext } from './context';
import { NotFoundError } from './errors';

export interface ReportShop {
  id: number;
  shopName: string;
  alias: string;
  platformType: number;
}

export async function reportShops(
  ctx: RequestContext,
  actor: Actor,
  filter: { shopIds?: number[] | null; platformType?: number | null },
  notFoundMessageId: string,
): Promise<ReportShop[]> {
  const reach = { AND: [allowedShopsWhere(actor) as Prisma.ShopWhereInput, { companyId: actor.companyId }] };
  const shopIds = filter.shopIds?.length ? [...new Set(filter.shopIds)] : null;
  const shops = await ctx.db.shop.findMany({
    where: { AND: [reach, shopIds ? { id: { in: shopIds } } : {}, filter.platformType != null ? { platformType: filter.platformType } : {}] },
    select: { id: true, shopName: true, alias: true, platformType: true },
  });
  if (shopIds) {
    const found = new Set(shops.map((s) => s.id));
    const missing = shopIds.find((id) => !found.has(id));
    if (missing != null && !(await ctx.db.shop.findFirst({ where: { AND: [reach, { id: missing }] }, select: { id: true } })))
      throw new NotFoundError(notFoundMessageId, { id: missing, field: 'shopIds' });
  }
  return shops;
}

/** The name a report shows for a shop: its alias when it has one. */
export const reportShopName = (s: ReportShop) => s.alias || s.shopName;
