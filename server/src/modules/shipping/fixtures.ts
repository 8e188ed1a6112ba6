// Test fixtures of the shipping screens: the stock world (fixtures of the inventory tests) plus a
// shop, two logistics channels (one with a 2 kg maximum) and orders put straight into a status,
// with their stock reserved the way a review reserves it (occupation rows, sourceType 'order').
// Only imported by tests.
import type { TestApp } from '../../../test/harness';
import { applyMoves } from '../inventory/stock.service';
import { stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { snapshot } from '../../../test/harness';

export interface ShipWorld extends StockWorld {
  shop: { id: number };
  channel: { id: number; name: string; maxWeight: number };
  otherChannel: { id: number; name: string; maxWeight: number };
}

let seq = 0;

export async function shipWorld(app: TestApp, name: string): Promise<ShipWorld> {
  const w = await stockWorld(app, name);
  const companyId = w.company.companyId;
  const shop = await w.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `${name} shop`, status: 1 } });
  const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Yanwen 2kg', maxWeight: 2000 } });
  const otherChannel = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Post unlimited', maxWeight: 0 } });
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 100, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 100, '3.00');
  return { ...w, shop, channel, otherChannel };
}

export interface OrderSpec {
  items: [skuId: number, quantity: number][];
  status?: string;
  channelId?: number | null;
  trackingNo?: string;
  platformOrderNo?: string;
  collectStatus?: number;
  outboundAt?: Date;
  weight?: number;
}

/** An order of the world's shop in `status` (default awaitingShipment, stock reserved at W1). */
export async function makeOrder(w: ShipWorld, spec: OrderSpec) {
  const n = ++seq;
  const companyId = w.company.companyId;
  const status = spec.status ?? 'awaitingShipment';
  const reserved = status === 'awaitingShipment';
  const orderNo = `SO${companyId}-${n}`;
  const order = await w.ctx.db.order.create({
    data: {
      companyId,
      shopId: w.shop.id,
      platformType: 1,
      orderNo,
      source: 'manual',
      status,
      platformOrderNo: spec.platformOrderNo ?? `EB-${companyId}-${n}`,
      trackingNo: spec.trackingNo ?? `TN${companyId}X${n}`,
      orderedAt: new Date(),
      matched: true,
      warehouseId: w.wh1.id,
      logisticsChannelId: spec.channelId === undefined ? w.channel.id : spec.channelId,
      collectStatus: spec.collectStatus ?? 0,
      outboundAt: spec.outboundAt ?? null,
      weight: spec.weight ?? 0,
      shippedAt: status === 'shipped' ? new Date() : null,
      items: {
        create: spec.items.map(([skuId, quantity]) => ({
          companyId,
          skuId,
          quantity,
          platformSku: `P-${skuId}`,
          matchedBy: 'sku',
          allocated: reserved ? quantity : 0,
          unitPrice: '1.00',
        })),
      },
    },
    include: { items: true },
  });
  if (reserved) {
    await w.ctx.db.$transaction(async (tx) => {
      await applyMoves(
        w.ctx,
        tx,
        spec.items.map(([skuId, quantity]) => ({
          skuId,
          warehouseId: w.wh1.id,
          type: 'occupy' as const,
          occupied: quantity,
          billType: 'order',
          billNo: orderNo,
        })),
      );
      await tx.stockOccupation.createMany({
        data: spec.items.map(([skuId, quantity]) => ({ companyId, skuId, warehouseId: w.wh1.id, quantity, sourceType: 'order', sourceNo: orderNo })),
      });
    });
  }
  return order;
}

/** Everything a refused scan must leave as it was: orders, their history, bags, stock. */
export async function shipState(w: ShipWorld) {
  // listeners of 'shipped' (tracking upload, tracking) may queue jobs that write history: let them finish
  await w.ctx.platform.jobs.idle();
  const db = w.ctx.db;
  return snapshot(
    db.order.findMany({ orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } } } }),
    db.orderHistory.count(),
    db.shippingBag.findMany({ orderBy: { id: 'asc' } }),
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockOccupation.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
  );
}
