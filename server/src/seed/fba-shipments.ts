// Demo FBA shipments (issue 23 item 6): an FBA warehouse "Amazon FBA DE" (when the company has none)
// and, from the demo Amazon shop and the own warehouse holding the most stock, one shipment in each
// state, made as a seller's clicks would through the service and the sandbox Fulfillment Inbound API:
// planned, packed (one box), shipped (out of the own warehouse into transit), marked shipped, synced
// once (in transit), twice (receiving: half received into the FBA warehouse), three times (closed),
// cancelled after the plan; the draft is the one stored as Amazon refused its plan (the sandbox
// refuses a SKU starting "HAZ" only, so it is written as the refusal would leave it).
import { PLATFORM_TYPES } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import {
  cancelFbaShipment,
  createFbaShipment,
  markFbaShipmentShipped,
  packFbaShipment,
  shipFbaShipment,
  syncFbaShipment,
} from '../modules/fba-shipments/fba-shipments.service';

const STEPS = ['planned', 'packed', 'shipped', 'markedShipped', 'inTransit', 'receiving', 'closed'] as const;

export async function seedFbaShipments(ctx: RequestContext): Promise<number> {
  const companyId = ctx.actor!.companyId;
  const shop = await ctx.db.shop.findFirst({ where: { platformType: PLATFORM_TYPES.amazon, status: 1 }, orderBy: { id: 'asc' } });
  if (!shop) return 0;
  const fba =
    (await ctx.db.warehouse.findFirst({ where: { type: 'fba' }, orderBy: { id: 'asc' } })) ??
    (await ctx.db.warehouse.create({
      data: { companyId, name: 'Amazon FBA DE', code: 'FBA-DE', type: 'fba', country: 'DE', address: 'Amazon fulfilment centres, Germany' },
    }));
  // the own warehouse and SKUs with the most available stock (each shipment sends 4 + 2 units)
  const stocks = await ctx.db.stock.findMany({
    where: { warehouse: { type: 'own', enabled: true }, sku: { isCombo: false }, quantity: { gt: 40 } },
    orderBy: [{ quantity: 'desc' }, { id: 'asc' }],
    take: 20,
  });
  const source = stocks[0]?.warehouseId;
  const skus = stocks.filter((s) => s.warehouseId === source && s.quantity - s.occupied >= 40).slice(0, 2);
  if (!source || skus.length < 2) return 0;
  const lines = [
    { skuId: skus[0].skuId, quantity: 4 },
    { skuId: skus[1].skuId, quantity: 2 },
  ];
  const base = { shopId: shop.id, sourceWarehouseId: source, fbaWarehouseId: fba.id, lines };
  let made = 0;
  for (const [i, step] of STEPS.entries()) {
    const s = await createFbaShipment(ctx, { ...base, name: `演示货件 Demo shipment ${i + 1}`, remark: `demo: ${step}` });
    made++;
    if (step === 'planned') continue;
    await packFbaShipment(ctx, {
      id: s.id,
      boxes: [{ boxNo: 1, weight: 4.2, length: 40, width: 30, height: 30, items: lines }],
    });
    if (step === 'packed') continue;
    await shipFbaShipment(ctx, { id: s.id, carrier: 'DHL', trackingNo: `JJD0099${String(s.id).padStart(8, '0')}` });
    if (step === 'shipped') continue;
    await markFbaShipmentShipped(ctx, s.id);
    for (const target of ['inTransit', 'receiving', 'closed'] as const) {
      if (STEPS.indexOf(step) < STEPS.indexOf(target)) break;
      await syncFbaShipment(ctx, s.id);
    }
  }
  const cancelled = await createFbaShipment(ctx, { ...base, name: '演示货件 Demo shipment (cancelled)' });
  await cancelFbaShipment(ctx, cancelled.id);
  const draft = await createFbaShipment(ctx, { ...base, name: '演示货件 Demo shipment (draft)' });
  if (draft.status === 'planned')
    // as a refused plan leaves it: a draft with Amazon's message, planned again from the cargo screen
    await ctx.db.fbaShipment.update({
      where: { id: draft.id },
      data: {
        status: 'draft',
        amazonShipmentId: '',
        destinationFc: '',
        amazonStatus: '',
        plannedAt: null,
        providerMessage: 'Amazon SP-API: service unavailable (QuotaExceeded), retry later',
      },
    });
  return made + 2;
}
