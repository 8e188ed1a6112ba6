// Test fixtures of pick lists and sorting: the stock world (SKUs CUP, BOX, KIT; warehouses
// Shenzhen and Leipzig) plus a shop, a logistics channel, stock at locations and a helper making
// awaiting-shipment orders directly. Only imported by tests.
import type { TestApp } from '../../../test/harness';
import { stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { snapshot } from '../../../test/harness';

export interface PickingWorld extends StockWorld {
  shopId: number;
  channelId: number;
  order(o: {
    warehouseId?: number | null;
    items: [number, number][];
    status?: string;
    trackingNo?: string;
    channelId?: number | null;
    buyerName?: string;
  }): Promise<{ id: number; orderNo: string }>;
  /** Everything a refused request must leave as it was. */
  state(): Promise<string>;
}

let seq = 0;

export async function pickingWorld(app: TestApp, name: string): Promise<PickingWorld> {
  const w = await stockWorld(app, name);
  const companyId = w.company.companyId;
  const shop = await w.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `${name} shop`, status: 1 } });
  const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: `${name} Post` } });
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 100);
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[1].id, 100);
  return {
    ...w,
    shopId: shop.id,
    channelId: channel.id,
    async order(o) {
      const n = ++seq;
      return w.ctx.db.order.create({
        data: {
          companyId,
          shopId: shop.id,
          platformType: 1,
          platformOrderNo: `P-${companyId}-${n}`,
          orderNo: `SO${companyId}-${n}`,
          orderedAt: new Date(),
          status: o.status ?? 'awaitingShipment',
          warehouseId: o.warehouseId === undefined ? w.wh1.id : o.warehouseId,
          matched: true,
          logisticsChannelId: o.channelId === undefined ? channel.id : o.channelId,
          trackingNo: o.trackingNo ?? '',
          buyerName: o.buyerName ?? `Buyer ${n}`,
          country: 'DE',
          city: 'Berlin',
          address1: 'Hauptstr. 1',
          postcode: '10115',
          items: { create: o.items.map(([skuId, quantity]) => ({ companyId, skuId, quantity, title: `item ${skuId}`, matchedBy: 'sku' })) },
        },
        select: { id: true, orderNo: true },
      });
    },
    async state() {
      const db = w.ctx.db;
      return snapshot(
        db.pickListTemplate.findMany({ orderBy: { id: 'asc' } }),
        db.pickList.findMany({ orderBy: { id: 'asc' } }),
        db.order.findMany({
          orderBy: { id: 'asc' },
          select: { id: true, status: true, pickListId: true, sortSlot: true, verifiedAt: true, updatedAt: true },
        }),
        db.orderItem.findMany({ orderBy: { id: 'asc' }, select: { id: true, verified: true } }),
        db.orderHistory.count(),
      );
    },
  };
}
