// Demo overseas safety-stock settings (issue 23 item 5): the SKUs held in the German overseas
// warehouse get their own settings through the service (a fixed safety stock for the first one),
// so /overseasSafetyStock shows own and default rows and /overseasSuggest explains both kinds.
import type { RequestContext } from '../platform/context';
import { setOverseasSafety } from '../modules/overseas-suggestions/overseas-suggestions.service';

export async function seedOverseasSuggestions(ctx: RequestContext): Promise<number> {
  const target = await ctx.db.warehouse.findFirst({ where: { type: 'overseas', country: 'DE' }, orderBy: { id: 'asc' } });
  if (!target) return 0;
  const held = await ctx.db.stock.findMany({ where: { warehouseId: target.id }, select: { skuId: true }, orderBy: { skuId: 'asc' }, take: 2 });
  if (!held.length) return 0;
  const [first, ...rest] = held;
  let n = await setOverseasSafety(ctx, {
    items: [{ warehouseId: target.id, skuId: first.skuId }],
    minStockingDays: 14,
    maxStockingDays: 45,
    safeDays: 10,
    safetyStock: 20,
    moq: 10,
    minOrderDays: 0,
  });
  if (rest.length)
    n += await setOverseasSafety(ctx, {
      items: rest.map((s) => ({ warehouseId: target.id, skuId: s.skuId })),
      minStockingDays: 10,
      maxStockingDays: 40,
      safeDays: 7,
      moq: 5,
    });
  return n;
}
