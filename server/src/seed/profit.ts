// Demo order profits (issue 22 item 6): a packaging material on the first shipped demo orders, then
// the profit of every shipped demo order computed as the recompute button would (the orders shipped
// by the seed already got theirs through the 'shipped' order event; the carrier bill, refunds and
// packaging seeded afterwards come in here).
import type { RequestContext } from '../platform/context';
import { computeOrderProfits, recomputeOrderProfits } from '../modules/profit/profit.service';

export async function seedProfits(ctx: RequestContext): Promise<void> {
  const written = await recomputeOrderProfits(ctx, {});
  if (!written) return;
  const material =
    (await ctx.db.packagingMaterial.findFirst({ orderBy: { id: 'asc' }, select: { id: true } })) ??
    (await ctx.db.packagingMaterial.create({ data: { companyId: 0, name: 'Mailer box S', unitPrice: '1.20', quantity: 500 }, select: { id: true } }));
  const first = await ctx.db.orderProfit.findMany({ orderBy: { orderId: 'asc' }, take: 5, select: { orderId: true } });
  if (!first.length) return;
  await ctx.db.orderProfit.updateMany({
    where: { orderId: { in: first.map((f) => f.orderId) } },
    data: { packagingMaterialId: material.id, packagingQuantity: 1 },
  });
  await computeOrderProfits(
    ctx.db,
    ctx.actor!.companyId,
    first.map((f) => f.orderId),
  );
}
