// Demo overseas warehouses (issue 23 slice 1 and item 5, issue 18 item 5): a Goodcang authorization
// through the sandbox provider, its Frankfurt warehouse bound to the demo's German overseas
// warehouse, its channels synced, and two German channels enabled, so /overseasWarehouseAuth and
// /overseasLogistics open on real rows and the enabled channels can be chosen on orders. The German
// warehouse then gets opening stock through the stock engine, its lots told as received over the
// last four months (so they span every storage age band), and its stock is synced from the provider: the ledger agrees with the
// sandbox (sandboxStockOf) except for one SKU 2 units over, so /overseasWarehouseInventory shows a
// flagged difference, the provider's own unmapped SKUs and the details' age bands. Everything goes
// through the services (credential check, encryption, stock engine, sync), as a seller's clicks would.
// Before the opening stock, a stock order is received there through its ASN (seedReceivedStockOrder
// of seed/stock-orders.ts); the opening tops each SKU up to the provider's quantity.
import type { RequestContext } from '../platform/context';
import { syncInventory } from '../modules/overseas-warehouses/overseas-inventory.service';
import { bindWarehouse, createAuth, setChannelEnabled, syncChannels } from '../modules/overseas-warehouses/overseas-warehouses.service';
import { sandboxStockOf } from '../modules/overseas-warehouses/warehouse.sandbox';
import { applyMoves, type StockMove } from '../modules/inventory/stock.service';
import { seedReceivedStockOrder } from './stock-orders';

const DAY = 86_400_000;
/** Ages of the demo's receipts in days: one per storage age band (spec 02 §9). */
const RECEIPT_AGES = [120, 75, 40, 6];
const OPENING_BILL = 'OW-DE-OPENING';

export async function seedOverseasWarehouses(ctx: RequestContext): Promise<number> {
  const germany = await ctx.db.warehouse.findFirst({ where: { type: 'overseas', country: 'DE' }, orderBy: { id: 'asc' } });
  const auth = await createAuth(ctx, { provider: 'goodcang', name: 'Goodcang 谷仓 demo', appKey: 'demo-goodcang-key', appSecret: 'demo-goodcang-secret' });
  const frankfurt = await ctx.db.overseasProviderWarehouse.findFirst({ where: { authorizationId: auth.id, code: 'DEFR' } });
  if (germany && frankfurt) await bindWarehouse(ctx, { providerWarehouseId: frankfurt.id, warehouseId: germany.id });
  await syncChannels(ctx, auth.id);
  const german = await ctx.db.overseasLogisticsChannel.findMany({
    where: { authorizationId: auth.id, warehouseCode: 'DEFR' },
    orderBy: { id: 'asc' },
    take: 2,
  });
  for (const c of german) await setChannelEnabled(ctx, c.id, true);
  if (germany && frankfurt) await seedOverseasStock(ctx, germany.id, frankfurt.id, frankfurt.code);
  return german.length;
}

/**
 * Stock in the bound German warehouse, then the provider's snapshot. The opening stock is one
 * inbound move of the stock engine per SKU (the demo's rule: every balance came in through one
 * opening line; not a bill, whose confirmation would allocate the demo's out-of-stock orders to this
 * warehouse), whose lot is then told as four shipments received 120, 75, 40 and 6 days ago (same
 * bill number and cost, the same units in all), so the details show every storage age band.
 */
async function seedOverseasStock(ctx: RequestContext, warehouseId: number, providerWarehouseId: number, code: string): Promise<void> {
  const location = await ctx.db.location.findFirst({ where: { warehouseId }, orderBy: { id: 'asc' } });
  const skus = await ctx.db.sku.findMany({ where: { isCombo: false }, orderBy: { id: 'asc' }, take: 5, select: { id: true, sku: true, purchasePrice: true } });
  // the received stock order came first (issue 23 item 1: its ASN and receipt through the provider)
  await seedReceivedStockOrder(ctx, warehouseId, code, skus);
  const held = new Map((await ctx.db.stock.findMany({ where: { warehouseId }, select: { skuId: true, quantity: true } })).map((s) => [s.skuId, s.quantity]));
  // what each SKU holds: the sandbox's on hand (available + reserved), less what the stock order
  // brought in; the last SKU 2 over it
  const moves: StockMove[] = skus
    .map((s, i) => {
      const p = sandboxStockOf(code, s.sku);
      return {
        skuId: s.id,
        warehouseId,
        locationId: location?.id ?? null,
        type: 'inbound' as const,
        quantity: p.available + p.reserved - (held.get(s.id) ?? 0) + (i === skus.length - 1 ? 2 : 0),
        unitCost: s.purchasePrice.toFixed(2),
        billType: 'opening',
        billNo: OPENING_BILL,
        remark: '海外仓期初 Overseas opening stock',
      };
    })
    .filter((m) => m.quantity > 0);
  if (location && moves.length) {
    await ctx.db.$transaction((tx) => applyMoves(ctx, tx, moves));
    const now = Date.now();
    const lots = await ctx.db.stockLot.findMany({ where: { warehouseId, billNo: OPENING_BILL } });
    for (const lot of lots) {
      const share = Math.floor(lot.quantityLeft / RECEIPT_AGES.length);
      const parts = RECEIPT_AGES.map((age, i) => ({
        age,
        quantity: i === RECEIPT_AGES.length - 1 ? lot.quantityLeft - share * (RECEIPT_AGES.length - 1) : share,
      })).filter((p) => p.quantity > 0);
      const [first, ...rest] = parts;
      await ctx.db.stockLot.update({
        where: { id: lot.id },
        data: { receivedAt: new Date(now - first.age * DAY), quantityIn: first.quantity, quantityLeft: first.quantity },
      });
      if (rest.length)
        await ctx.db.stockLot.createMany({
          data: rest.map((p) => ({
            companyId: lot.companyId,
            skuId: lot.skuId,
            warehouseId,
            receivedAt: new Date(now - p.age * DAY),
            quantityIn: p.quantity,
            quantityLeft: p.quantity,
            unitCost: lot.unitCost,
            billNo: lot.billNo,
          })),
        });
    }
  }
  await syncInventory(ctx, providerWarehouseId);
}
