// Demo fulfilment-centre stock (issue 23 item 6): the demo Amazon shop's FBA stock and the demo
// eMAG shop's FBE stock synced once through the service, from the sandbox (fulfilment.sandbox.ts):
// its SKUs are the shop's listings, pairings and 90 days of sales, so /fbaWarehouseStock shows mapped
// rows, one unmapped sandbox SKU and some units over 365 days, and /fbaWarehouseRestockSuggest has
// sales to weigh. A server whose connector is live has no marketplace to read: nothing is seeded.
import { FULFILMENT_PLATFORM_TYPE, type FulfilmentMarketplace } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { syncFulfilmentStock } from '../modules/fulfilment-stock/fulfilment-stock.service';

/** Answers how many snapshot rows were written. */
export async function seedFulfilmentStock(ctx: RequestContext): Promise<number> {
  let rows = 0;
  for (const marketplace of ['fba', 'fbe'] as FulfilmentMarketplace[]) {
    const shop = await ctx.db.shop.findFirst({ where: { platformType: FULFILMENT_PLATFORM_TYPE[marketplace], status: 1 }, orderBy: { id: 'asc' } });
    if (!shop) continue;
    try {
      rows += (await syncFulfilmentStock(ctx, { marketplace, shopId: shop.id })).rowsRead;
    } catch (err) {
      ctx.platform.logger.warn({ err, shopId: shop.id }, 'demo fulfilment stock not seeded');
    }
  }
  return rows;
}
