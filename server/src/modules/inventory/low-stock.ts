// Low-stock alerts (issue 5 item 7): when available falls below the safety stock, the company's
// main account and everyone holding 'inventoryManage' get a notice of type '5', at most once per
// SKU and warehouse a day. Call it after the transaction that moved the stock has committed.
import { NOTICE_BILL_KEYS, NOTICE_TYPE, isLowStock } from '@erp/schema';
import { requireActor, type RequestContext } from '../../platform/context';
import { notify } from '../messages/notices.service';

/** The notice's bill key: one alert a day per `${sku}@${warehouseId}`. */
export const lowStockKey = NOTICE_BILL_KEYS.lowStock;

function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Sends the low-stock notice for each of the SKUs whose available quantity in the warehouse is
 * below its safety stock and that had no such notice today (UTC). Returns how many SKUs were
 * alerted. Other domains (bills, allocations) call it too after their moves.
 */
export async function checkLowStock(ctx: RequestContext, skuIds: readonly number[], warehouseId: number, now = new Date()): Promise<number> {
  const actor = requireActor(ctx);
  const ids = [...new Set(skuIds)];
  if (!ids.length) return 0;
  const stocks = await ctx.db.stock.findMany({
    where: { warehouseId, skuId: { in: ids }, safe: { gt: 0 } },
    include: { sku: { select: { sku: true } }, warehouse: { select: { name: true } } },
  });
  const low = stocks.filter(isLowStock);
  if (!low.length) return 0;
  const recipients = await ctx.db.user.findMany({
    where: { status: 'enabled', OR: [{ isMain: true }, { role: { permissions: { has: 'inventoryManage' } } }] },
    select: { id: true },
  });
  let alerted = 0;
  for (const s of low) {
    const key = lowStockKey(s.sku.sku, warehouseId);
    const sent = await ctx.db.messageNotice.findFirst({
      where: { type: NOTICE_TYPE.lowStock, otherBillNum: key, createdAt: { gte: startOfDay(now) } },
      select: { id: true },
    });
    if (sent) continue;
    await notify(ctx.platform, {
      companyId: actor.companyId,
      userIds: recipients.map((u) => u.id),
      type: NOTICE_TYPE.lowStock,
      title: 'stock.lowStockTitle',
      body: 'stock.lowStockBody',
      params: { sku: s.sku.sku, warehouse: s.warehouse.name, available: s.quantity - s.occupied, safe: s.safe },
      otherBillNum: key,
    });
    alerted++;
  }
  return alerted;
}

/** After a committed change: an alert that fails is logged, never turned into a failed request. */
export async function alertLowStock(ctx: RequestContext, skuIds: readonly number[], warehouseId: number): Promise<void> {
  try {
    await checkLowStock(ctx, skuIds, warehouseId);
  } catch (err) {
    ctx.platform.logger.warn({ err, warehouseId }, 'low-stock check failed');
  }
}
