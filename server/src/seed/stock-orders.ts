// Demo stock orders (issue 23 item 2): from the demo's own warehouse to its German overseas
// warehouse, one in each state the demo can show without changing other demo figures — a draft, one
// rejected back to draft with its reason, one being reviewed, one out of stock (its shortfall per
// line), one pending shipment, one shipped (in transit to Germany) and one cancelled — plus a
// first-mile provider and sea channel the orders name. Everything goes through the services, as a
// seller's clicks would. No order is received (that would put stock into the German warehouse and
// change the overseas inventory demo's one flagged difference), and only SKUs already held in the
// German warehouse are shipped (so no balance row appears without its opening line).
import type { RequestContext } from '../platform/context';
import { createChannel, createProvider } from '../modules/first-mile/first-mile.service';
import {
  cancelStockOrder,
  createStockOrder,
  rejectStockOrder,
  reviewStockOrders,
  shipStockOrder,
  submitStockOrders,
} from '../modules/stock-orders/stock-orders.service';

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

  const provider = await createProvider(ctx, { name: '递四方头程 4PX Head Haul', contact: '王经理', account: 'demo-4px-head' });
  const channel = await createChannel(ctx, {
    providerId: provider.id,
    name: '深圳—法兰克福 海运拼箱',
    transportMode: 'sea',
    pickupPlace: '深圳宝安',
    taxIncluded: true,
    minDays: 28,
    maxDays: 40,
    priceCard: { basis: 'volumetricWeight', divisor: 6000, currency: 'CNY', tiers: [{ fromQuantity: 0, unitPrice: 9.5 }], fixedFee: 150 },
  });
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
