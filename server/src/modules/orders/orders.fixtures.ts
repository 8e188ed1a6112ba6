// Test fixtures of the order tests: the stock world (SKUs CUP, BOX, combination KIT, warehouses
// Shenzhen and Leipzig) plus two shops and a helper that stores a marketplace-like order and runs
// the new-order pipeline on it. Only imported by tests.
import type { TestApp } from '../../../test/harness';
import { PASSWORD, snapshot } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { bare, contextOf, stockWorld, type StockWorld } from '../inventory/fixtures';
import { processNewOrders } from './orders.pipeline';

export interface OrderWorld extends StockWorld {
  shop1: { id: number; platformType: number };
  shop2: { id: number; platformType: number };
  /** A sub-account with every order permission but only shop1. */
  sub(username: string, permissions?: string[], allowShopIds?: number[]): Promise<{ token: string; gql: StockWorld['gql'] }>;
}

export const ALL_ORDER_PERMISSIONS = [
  'orders',
  'order.create',
  'order.update',
  'order.audit',
  'order.ship',
  'order.cancel',
  'productPairingList',
  'onlineProductPairingList',
  'pairing.update',
];

export async function orderWorld(app: TestApp, name: string): Promise<OrderWorld> {
  const w = await stockWorld(app, name);
  const companyId = w.company.companyId;
  const shop1 = await w.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `${name} eBay`, status: 1 } });
  const shop2 = await w.ctx.db.shop.create({ data: { companyId, platformType: 2, platform: 'amazon', shopName: `${name} Amazon`, status: 1 } });
  let seq = 0;
  return {
    ...w,
    shop1: { id: shop1.id, platformType: 1 },
    shop2: { id: shop2.id, platformType: 2 },
    async sub(username, permissions = ALL_ORDER_PERMISSIONS, allowShopIds = [shop1.id]) {
      const db = bare(app);
      const role = await db.role.create({ data: { companyId, name: `role ${username} ${seq++}`, permissions } });
      await db.user.create({
        data: { companyId, username, passwordHash: await hashPassword(PASSWORD), realname: username, isMain: false, roleId: role.id, allowShopIds },
      });
      const token = await app.login(username);
      return {
        token,
        gql: async (query, variables, lang = 'en') => {
          const r = await app.gql(query, variables, { token, lang });
          if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
          return r.body.data;
        },
      };
    },
  };
}

let orderSeq = 0;

export interface TestOrderInput {
  shopId: number;
  platformType?: number;
  items: { platformSku: string; quantity: number; unitPrice?: string; skuId?: number | null }[];
  orderedAt?: Date;
  shipBy?: Date | null;
  status?: string;
  buyerAccount?: string;
  buyerName?: string;
  address1?: string;
  postcode?: string;
  country?: string;
  cancelRequested?: boolean;
  warehouseId?: number | null;
  trackingNo?: string;
}

/** Stores a pulled-like order and runs the new-order pipeline; answers the order with its items. */
export async function makeOrder(w: StockWorld, input: TestOrderInput) {
  const n = ++orderSeq;
  const order = await w.ctx.db.order.create({
    data: {
      companyId: w.company.companyId,
      shopId: input.shopId,
      platformType: input.platformType ?? 1,
      platformOrderNo: `P-${n}-${Math.random().toString(36).slice(2, 7)}`,
      orderNo: `SO${String(n).padStart(6, '0')}${Math.random().toString(36).slice(2, 6)}`,
      status: input.status ?? 'processing',
      buyerAccount: input.buyerAccount ?? 'buyer1',
      buyerName: input.buyerName ?? 'Ann Buyer',
      country: input.country ?? 'US',
      postcode: input.postcode ?? '10001',
      address1: input.address1 ?? '1 Main St',
      currency: 'USD',
      orderedAt: input.orderedAt ?? new Date(),
      shipBy: input.shipBy ?? null,
      cancelRequested: input.cancelRequested ?? false,
      warehouseId: input.warehouseId ?? null,
      trackingNo: input.trackingNo ?? '',
      totalAmount: input.items.reduce((s, i) => s + i.quantity * Number(i.unitPrice ?? '1'), 0).toFixed(2),
      items: {
        create: input.items.map((i, k) => ({
          companyId: w.company.companyId,
          platformItemId: `L${k}`,
          platformSku: i.platformSku,
          title: `Item ${i.platformSku}`,
          quantity: i.quantity,
          unitPrice: i.unitPrice ?? '1',
          skuId: i.skuId ?? null,
          matchedBy: i.skuId ? 'manual' : '',
        })),
      },
    },
  });
  await processNewOrders(w.ctx, [order.id]);
  return w.ctx.db.order.findFirstOrThrow({ where: { id: order.id }, include: { items: { orderBy: { id: 'asc' } } } });
}

/** Everything an order action that is refused must leave as it was (orders, items, history, stock). */
export async function orderState(w: StockWorld) {
  const db = w.ctx.db;
  return snapshot(
    db.order.findMany({ orderBy: { id: 'asc' } }),
    db.orderItem.findMany({ orderBy: { id: 'asc' } }),
    db.orderHistory.count(),
    db.skuPairing.findMany({ orderBy: { id: 'asc' } }),
    db.sku.findMany({ orderBy: { id: 'asc' }, select: { id: true, aliases: true } }),
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
    db.stockOccupation.findMany({ orderBy: { id: 'asc' } }),
  );
}

export { contextOf };

/** A shipped sale written directly (no pipeline): what the sales windows of the suggestions read. */
export async function shippedSale(w: StockWorld, s: { shopId: number; skuId: number; warehouseId: number | null; quantity: number; at: Date }) {
  const companyId = w.company.companyId;
  await w.ctx.db.order.create({
    data: {
      companyId,
      shopId: s.shopId,
      platformType: 1,
      platformOrderNo: `S-${Math.random()}`,
      orderNo: `SH${Math.random().toString(36).slice(2, 10)}`,
      status: 'shipped',
      orderedAt: s.at,
      shippedAt: s.at,
      warehouseId: s.warehouseId,
      items: { create: [{ companyId, title: 'x', quantity: s.quantity, skuId: s.skuId, platformSku: 'x' }] },
    },
  });
}
