// Demo stock orders (issue 23 items 1 and 2): from the demo's own warehouse to its German overseas
// warehouse (bound to the sandbox Goodcang Frankfurt warehouse), one in each state — a draft, one
// rejected back to draft with its reason, one being reviewed, one out of stock (its shortfall per
// line), one pending shipment (in an open packing task with its boxes), one shipped (in transit to
// Germany, its inbound notice (ASN) announced to the provider) and one cancelled — plus a first-mile
// provider and sea channel the orders name. The received one (seedReceivedStockOrder) is seeded
// earlier, before the German warehouse's opening stock (seed/overseas-warehouses.ts): packed in a
// completed packing task, shipped with its ASN and received through "sync receipt" with the
// provider's quantities, so the opening stock tops each SKU up to the provider's quantity and the
// overseas inventory keeps its one flagged difference. Everything goes through the services, as a
// seller's clicks would. Only SKUs already held in the German warehouse are shipped later (so no
// balance row appears without its opening line).
import type { RequestContext } from '../platform/context';
import { createChannel, createProvider } from '../modules/first-mile/first-mile.service';
import { completePackingTask, createPackingTask, savePackingBoxes } from '../modules/packing/packing.service';
import { syncStockOrderReceipt } from '../modules/stock-orders/stock-orders.inbound';
import {
  cancelStockOrder,
  createStockOrder,
  rejectStockOrder,
  reviewStockOrders,
  shipStockOrder,
  submitStockOrders,
} from '../modules/stock-orders/stock-orders.service';
import { sandboxStockOf } from '../modules/overseas-warehouses/warehouse.sandbox';

const DAY = 86_400_000;

export async function seedStockOrders(ctx: RequestContext): Promise<number> {
  const [source, target] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { type: 'own', enabled: true }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] }),
    ctx.db.warehouse.findFirst({ where: { type: 'overseas', country: 'DE' }, orderBy: { id: 'asc' } }),
  ]);
  if (!source || !target) return 0;
  // SKUs with stock to spare at the source that Germany already holds, most available first
  const [own, german] = await Promise.all([
    ctx.db.stock.findMany({ where: { warehouseId: source.id }, select: { skuId: true, quantity: true, occupied: true, safe: true } }),
    ctx.db.stock.findMany({ where: { warehouseId: target.id }, select: { skuId: true } }),
  ]);
  const held = new Set(german.map((s) => s.skuId));
  // without a safety stock first, so the demo's occupations raise no new low-stock notices
  const spare = own
    .filter((s) => held.has(s.skuId) && s.quantity - s.occupied >= 4)
    .map((s) => ({ skuId: s.skuId, available: s.quantity - s.occupied, safe: s.safe }))
    .sort((a, b) => Number(a.safe > 0) - Number(b.safe > 0) || b.available - a.available || a.skuId - b.skuId);
  if (spare.length < 2) return 0;
  const [a, b] = spare;

  const channel = await demoChannel(ctx);
  const now = Date.now();
  const order = (lines: [number, number][], over: Record<string, unknown> = {}) =>
    createStockOrder(ctx, {
      sourceWarehouseId: source.id,
      targetWarehouseId: target.id,
      channelId: channel.id,
      freightSharing: 'weight',
      firstLegFreight: '360.00',
      listingFee: '0.80',
      finalFreight: '2.50',
      estimatedShipAt: new Date(now + 3 * DAY),
      estimatedArriveAt: new Date(now + 38 * DAY),
      lines: lines.map(([skuId, quantity]) => ({ skuId, quantity })),
      ...over,
    });
  const q = (s: { available: number }, share: number) => Math.max(1, Math.floor(s.available * share));

  await order([
    [a.skuId, q(a, 0.1)],
    [b.skuId, q(b, 0.1)],
  ]);
  const rejected = await order([[a.skuId, q(a, 0.1)]], { freightSharing: 'quantity', firstLegFreight: '120.00' });
  await submitStockOrders(ctx, [rejected.id]);
  await rejectStockOrder(ctx, { id: rejected.id, reason: '数量需与海外仓确认 Check the quantity with the overseas warehouse' });
  const reviewing = await order([[b.skuId, q(b, 0.1)]], { freightSharing: 'value' });

  // reviewed in this order: pending shipment and shipped take their share first, then out of stock
  const pending = await order([[a.skuId, q(a, 0.15)]], { freightSharing: 'volume', firstLegFreight: '200.00' });
  const shipped = await order(
    [
      [a.skuId, q(a, 0.15)],
      [b.skuId, q(b, 0.15)],
    ],
    { estimatedShipAt: new Date(now - 5 * DAY), estimatedArriveAt: new Date(now + 25 * DAY) },
  );
  const cancelled = await order([[b.skuId, q(b, 0.05)]]);
  await submitStockOrders(ctx, [reviewing.id, pending.id, shipped.id, cancelled.id]);
  await reviewStockOrders(ctx, [pending.id, shipped.id, cancelled.id]);
  // the pending one is being packed: an open packing task with its boxes (/packingManage)
  const task = await createPackingTask(ctx, { stockOrderIds: [pending.id], remark: '演示装箱 Demo packing' });
  const units = q(a, 0.15);
  const first = Math.ceil(units / 2);
  await savePackingBoxes(ctx, {
    id: task.id,
    boxes: [
      { boxNo: 1, weight: 12.5, length: 60, width: 40, height: 40, items: [{ skuId: a.skuId, quantity: first }] },
      ...(units > first ? [{ boxNo: 2, weight: 9.8, length: 60, width: 40, height: 30, items: [{ skuId: a.skuId, quantity: units - first }] }] : []),
    ],
  });
  await shipStockOrder(ctx, { id: shipped.id, trackingNo: 'MSKU7283910' });
  await cancelStockOrder(ctx, cancelled.id);
  // more than what is left of B: partly occupied, the rest out of stock
  const left = await ctx.db.stock.findFirst({ where: { warehouseId: source.id, skuId: b.skuId }, select: { quantity: true, occupied: true } });
  const short = await order([
    [a.skuId, 2],
    [b.skuId, (left ? left.quantity - left.occupied : 0) + 12],
  ]);
  await submitStockOrders(ctx, [short.id]);
  await reviewStockOrders(ctx, [short.id]);
  return 7;
}

/** The demo's first-mile provider and its sea channel to Frankfurt (made once, found after). */
async function demoChannel(ctx: RequestContext) {
  const known = await ctx.db.firstMileChannel.findFirst({ where: { name: '深圳—法兰克福 海运拼箱' } });
  if (known) return known;
  const provider = await createProvider(ctx, { name: '递四方头程 4PX Head Haul', contact: '王经理', account: 'demo-4px-head' });
  return createChannel(ctx, {
    providerId: provider.id,
    name: '深圳—法兰克福 海运拼箱',
    transportMode: 'sea',
    pickupPlace: '深圳宝安',
    taxIncluded: true,
    minDays: 28,
    maxDays: 40,
    priceCard: { basis: 'volumetricWeight', divisor: 6000, currency: 'CNY', tiers: [{ fromQuantity: 0, unitPrice: 9.5 }], fixedFee: 150 },
  });
}

/**
 * The received stock order, seeded before the German warehouse's opening stock: one SKU of `skus`
 * (the ones the opening will hold) with spare stock at the source and at least 4 units at the
 * provider, about a third of the provider's quantity (so the opening still adds some), packed in a
 * completed packing task (two boxes), shipped (the ASN goes to the provider with the boxes) and
 * received by "sync receipt" with the provider's quantities. Answers the units it brought in.
 */
export async function seedReceivedStockOrder(
  ctx: RequestContext,
  germanyId: number,
  providerCode: string,
  skus: readonly { id: number; sku: string }[],
): Promise<number> {
  const source = await ctx.db.warehouse.findFirst({ where: { type: 'own', enabled: true }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
  if (!source) return 0;
  const own = await ctx.db.stock.findMany({
    where: { warehouseId: source.id, skuId: { in: skus.map((s) => s.id) } },
    select: { skuId: true, quantity: true, occupied: true, safe: true },
  });
  const pick = own
    .map((s) => {
      const sku = skus.find((k) => k.id === s.skuId)!;
      const p = sandboxStockOf(providerCode, sku.sku);
      return { skuId: s.skuId, available: s.quantity - s.occupied, safe: s.safe, units: Math.floor((p.available + p.reserved) / 3) };
    })
    .filter((s) => s.units >= 2 && s.available >= s.units * 4)
    .sort((a, b) => Number(a.safe > 0) - Number(b.safe > 0) || b.available - a.available || a.skuId - b.skuId)[0];
  if (!pick) return 0;
  const channel = await demoChannel(ctx);
  const now = Date.now();
  const order = await createStockOrder(ctx, {
    sourceWarehouseId: source.id,
    targetWarehouseId: germanyId,
    channelId: channel.id,
    freightSharing: 'quantity',
    firstLegFreight: '180.00',
    listingFee: '0.80',
    finalFreight: '2.50',
    estimatedShipAt: new Date(now - 45 * DAY),
    estimatedArriveAt: new Date(now - 8 * DAY),
    lines: [{ skuId: pick.skuId, quantity: pick.units }],
    remark: '已入海外仓 Received at Frankfurt',
  });
  await submitStockOrders(ctx, [order.id]);
  await reviewStockOrders(ctx, [order.id]);
  const task = await createPackingTask(ctx, { stockOrderIds: [order.id], remark: '' });
  const first = Math.ceil(pick.units / 2);
  await savePackingBoxes(ctx, {
    id: task.id,
    boxes: [
      { boxNo: 1, weight: 8.2, length: 50, width: 40, height: 35, items: [{ skuId: pick.skuId, quantity: first }] },
      { boxNo: 2, weight: 6.9, length: 50, width: 40, height: 30, items: [{ skuId: pick.skuId, quantity: pick.units - first }] },
    ],
  });
  await completePackingTask(ctx, task.id);
  await shipStockOrder(ctx, { id: order.id, trackingNo: 'MSKU6650142' });
  await syncStockOrderReceipt(ctx, { id: order.id });
  return pick.units;
}
