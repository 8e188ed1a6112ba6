// Demo SHEIN stock orders (issue 23 item 7 / item 9 demo data): a SHEIN supplier shop authorized
// through the sandbox marketplace, its stock orders pulled from the sandbox SHEIN API (three placed,
// one cancelled by SHEIN), then as a seller's clicks would: the first accepted, delivered from the
// demo's own warehouse by express and marked delivered (its stock leaves through the ledger) when
// the warehouse holds every line, the second accepted with its delivery note created (delivering),
// the third left placed (the sandbox locks orders ending in "-3"). Added after every other seed, so
// the other shops keep their ids.
import { PLATFORM_TYPES } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { acceptSheinOrder, createSheinDelivery, deliverSheinDelivery, pullSheinOrders } from '../modules/shein/shein.service';
import { authorizeShop } from '../modules/shops/shops.service';

/** The demo's SHEIN supplier shop: it sells through SHEIN's stock orders, not marketplace orders. */
export const SHEIN_SUPPLIER_SHOP = 'demo-shein-supplier';

export async function seedShein(ctx: RequestContext): Promise<number> {
  const shop = await authorizeShop(ctx, { platformType: PLATFORM_TYPES.shein, shopName: SHEIN_SUPPLIER_SHOP, site: 'CN', authCode: 'sandbox-ok' });
  await pullSheinOrders(ctx, shop.id);
  const warehouse = await ctx.db.warehouse.findFirst({ where: { type: 'own', enabled: true }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
  if (!warehouse) return 0;
  const placed = await ctx.db.sheinPurchaseOrder.findMany({
    where: { shopId: shop.id, status: 'placed' },
    include: { lines: true },
    orderBy: { orderNo: 'asc' },
  });
  const [first, second] = placed.filter((o) => o.lines.every((l) => l.skuId != null));
  const deliver = async (order: NonNullable<typeof first>, done: boolean, trackingNo: string) => {
    await acceptSheinOrder(ctx, order.id);
    const note = await createSheinDelivery(ctx, {
      purchaseOrderId: order.id,
      warehouseId: warehouse.id,
      deliveryMethod: 'express',
      expressCompany: '顺丰速运 SF Express',
      trackingNo,
      packages: [{ weight: 3.2 }, { weight: 2.45 }],
      remark: '演示发货 Demo delivery',
    });
    if (!done) return;
    // delivered only when the warehouse holds every line (the stock engine would refuse otherwise)
    const stocks = await ctx.db.stock.findMany({ where: { warehouseId: warehouse.id, skuId: { in: order.lines.map((l) => l.skuId!) } } });
    const covered = order.lines.every((l) => {
      const s = stocks.find((x) => x.skuId === l.skuId);
      return s != null && s.quantity - s.occupied >= l.quantity;
    });
    if (covered) await deliverSheinDelivery(ctx, note.id);
  };
  if (first) await deliver(first, true, 'SF1428803317');
  if (second) await deliver(second, false, 'SF1428803318');
  return placed.length;
}
