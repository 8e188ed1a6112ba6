// Test fixtures of the stock views, transfers and processing sheets: a company with a product
// (two SKUs and a combination of them), two warehouses with locations, and helpers that read
// what the tests compare. Only imported by tests.
import { expect } from 'vitest';
import type { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { contextOf, type TestApp, productWithSkus, snapshot } from '../../../test/harness';
import { applyMoves } from './stock.service';

export interface StockWorld {
  company: Awaited<ReturnType<TestApp['company']>>;
  ctx: RequestContext;
  skuA: { id: number; sku: string };
  skuB: { id: number; sku: string };
  kit: { id: number; sku: string };
  wh1: { id: number; name: string; locations: { id: number; code: string }[] };
  wh2: { id: number; name: string; locations: { id: number; code: string }[] };
  gql: (query: string, variables?: Record<string, unknown>, lang?: string) => Promise<any>;
}

export { contextOf };

/** A company with SKUs A (2.00) and B (3.00), KIT = 2 × A + 1 × B, warehouses W1 (L1, L2) and W2 (M1, M2). */
export async function stockWorld(app: TestApp, name: string): Promise<StockWorld> {
  const company = await app.company(name);
  const ctx = await contextOf(app, company.token);
  const companyId = company.companyId;
  const product = await productWithSkus(app, companyId, { spu: 'GIFT', name: 'Gift set' }, [
    { sku: 'CUP', purchasePrice: '2.00', weight: 100 },
    { sku: 'BOX', purchasePrice: '3.00', weight: 300 },
    { sku: 'KIT', isCombo: true },
  ]);
  const [skuA, skuB, kit] = product.skus;
  await ctx.db.skuComponent.createMany({
    data: [
      { companyId, comboSkuId: kit.id, componentSkuId: skuA.id, quantity: 2 },
      { companyId, comboSkuId: kit.id, componentSkuId: skuB.id, quantity: 1 },
    ],
  });
  const warehouse = (n: string, codes: string[]) =>
    ctx.db.warehouse.create({
      data: { companyId, name: n, locations: { create: codes.map((code) => ({ companyId, code })) } },
      include: { locations: { orderBy: { id: 'asc' } } },
    });
  const wh1 = await warehouse('Shenzhen', ['L1', 'L2']);
  const wh2 = await warehouse('Leipzig', ['M1', 'M2']);
  return {
    company,
    ctx,
    skuA,
    skuB,
    kit,
    wh1,
    wh2,
    gql: async (query, variables, lang = 'en') => {
      const r = await app.gql(query, variables, { token: company.token, lang });
      if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
      return r.body.data;
    },
  };
}

/** Puts stock in through the engine (an inbound move at a location). */
export async function stockIn(w: StockWorld, skuId: number, warehouseId: number, locationId: number, quantity: number, unitCost = '1.00') {
  await w.ctx.db.$transaction((tx) => applyMoves(w.ctx, tx, [{ skuId, warehouseId, locationId, type: 'inbound', quantity, unitCost, billNo: 'TEST-IN' }]));
}

export async function balance(w: StockWorld, skuId: number, warehouseId: number) {
  const s = await w.ctx.db.stock.findFirst({ where: { skuId, warehouseId } });
  return s ? { quantity: s.quantity, occupied: s.occupied, inTransit: s.inTransit, safe: s.safe, purchasePrice: Number(s.purchasePrice) } : null;
}

export async function atLocation(w: StockWorld, skuId: number, locationId: number) {
  return (await w.ctx.db.stockLocation.findFirst({ where: { skuId, locationId } }))?.quantity ?? 0;
}

/** Everything a refused request must leave as it was. */
export async function stockState(w: StockWorld) {
  const db = w.ctx.db;
  return snapshot(
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockLocation.findMany({ orderBy: { id: 'asc' } }),
    db.stockLot.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
    db.stockOccupation.findMany({ orderBy: { id: 'asc' } }),
    db.transferOrder.findMany({ orderBy: { id: 'asc' }, include: { lines: { orderBy: { id: 'asc' } } } }),
    db.assembleSheet.findMany({ orderBy: { id: 'asc' } }),
  );
}

/** The bare client, for back-dating rows (time travel in tests). */
export function bare(app: TestApp) {
  return unscopedDb(app.platform.database.prisma, 'tests back-date rows');
}

/** Every balance of the company equals the sums of its ledger rows (quantity and occupied). */
export async function expectBalancesEqualLedger(w: StockWorld) {
  const [stocks, sums] = await Promise.all([
    w.ctx.db.stock.findMany(),
    w.ctx.db.stockLedger.groupBy({ by: ['warehouseId', 'skuId'], _sum: { quantityChange: true, occupiedChange: true } }),
  ]);
  const sumOf = new Map(sums.map((s) => [`${s.warehouseId}:${s.skuId}`, s._sum]));
  for (const s of stocks)
    expect({ quantity: s.quantity, occupied: s.occupied }, `warehouse ${s.warehouseId} sku ${s.skuId}`).toEqual({
      quantity: sumOf.get(`${s.warehouseId}:${s.skuId}`)?.quantityChange ?? 0,
      occupied: sumOf.get(`${s.warehouseId}:${s.skuId}`)?.occupiedChange ?? 0,
    });
}

/**
 * The overseas side of the stock-order tests: the company's 'Frankfurt overseas' warehouse (one
 * location, FRA-1) and a sea first-mile channel 'Sea LCL' of provider 'Head haul' taking
 * `minDays`..`maxDays` at `priceCard`; answers the warehouse and the channel's id.
 */
export async function overseasWithChannel(w: StockWorld, minDays: number, maxDays: number, priceCard: Prisma.InputJsonValue) {
  const companyId = w.company.companyId;
  const overseas = await w.ctx.db.warehouse.create({
    data: { companyId, name: 'Frankfurt overseas', type: 'overseas', country: 'DE', locations: { create: [{ companyId, code: 'FRA-1' }] } },
    include: { locations: true },
  });
  const provider = await w.ctx.db.firstMileProvider.create({ data: { companyId, name: 'Head haul' } });
  const channel = await w.ctx.db.firstMileChannel.create({
    data: { companyId, providerId: provider.id, name: 'Sea LCL', transportMode: 'sea', minDays, maxDays, priceCard },
  });
  return { overseas, channelId: channel.id };
}
