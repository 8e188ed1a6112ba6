// The stock engine on a real database (PGlite, and PostgreSQL when TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { contextOf, startTestApp, type TestApp } from '../../../test/harness';
import { applyMoves } from './stock.service';

let app: TestApp;
let ctx: RequestContext;
let other: RequestContext;
let skuId: number;
let warehouseId: number;
let loc1: number;
let loc2: number;

async function stockOf(c = ctx) {
  return c.db.stock.findFirst({ where: { skuId, warehouseId }, select: { quantity: true, occupied: true, purchasePrice: true } });
}

beforeAll(async () => {
  app = await startTestApp();
  const a = await app.company('Stock Co');
  const b = await app.company('Other Co');
  ctx = await contextOf(app, a.token);
  other = await contextOf(app, b.token);
  const product = await ctx.db.product.create({
    data: { companyId: a.companyId, spu: 'MUG', name: 'Mug', skus: { create: [{ companyId: a.companyId, sku: 'MUG-RED' }] } },
    include: { skus: true },
  });
  skuId = product.skus[0].id;
  const wh = await ctx.db.warehouse.create({
    data: {
      companyId: a.companyId,
      name: 'Shenzhen',
      locations: {
        create: [
          { companyId: a.companyId, code: 'A-01' },
          { companyId: a.companyId, code: 'A-02' },
        ],
      },
    },
    include: { locations: true },
  });
  warehouseId = wh.id;
  [loc1, loc2] = wh.locations.map((l) => l.id);
});
afterAll(() => app?.close());

describe('stock engine', () => {
  it('writes one ledger row per move with the balance after it, and a moving average price', async () => {
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        { skuId, warehouseId, locationId: loc1, type: 'inbound', quantity: 10, unitCost: '2.00', billNo: 'IN-1' },
        { skuId, warehouseId, locationId: loc2, type: 'inbound', quantity: 10, unitCost: '4.00', billNo: 'IN-2' },
      ]),
    );
    const stock = await stockOf();
    expect(stock).toMatchObject({ quantity: 20, occupied: 0 });
    expect(Number(stock!.purchasePrice)).toBe(3);
    const ledger = await ctx.db.stockLedger.findMany({ where: { skuId }, orderBy: { id: 'asc' } });
    expect(ledger.map((l) => [l.type, l.quantityChange, l.quantityAfter, l.billNo])).toEqual([
      ['inbound', 10, 10, 'IN-1'],
      ['inbound', 10, 20, 'IN-2'],
    ]);
    const at = await ctx.db.stockLocation.findMany({ where: { skuId }, orderBy: { locationId: 'asc' } });
    expect(at.map((l) => l.quantity)).toEqual([10, 10]);
  });

  it('occupies and releases within available', async () => {
    await ctx.db.$transaction((tx) => applyMoves(ctx, tx, [{ skuId, warehouseId, type: 'occupy', occupied: 15 }]));
    expect(await stockOf()).toMatchObject({ quantity: 20, occupied: 15 });
    await expect(ctx.db.$transaction((tx) => applyMoves(ctx, tx, [{ skuId, warehouseId, type: 'occupy', occupied: 6 }]))).rejects.toMatchObject({
      messageId: 'inventory.insufficientAvailable',
      params: expect.objectContaining({ available: 5, quantity: 6, sku: 'MUG-RED' }),
    });
    await expect(ctx.db.$transaction((tx) => applyMoves(ctx, tx, [{ skuId, warehouseId, type: 'release', occupied: -16 }]))).rejects.toMatchObject({
      messageId: 'inventory.releaseExceedsOccupied',
    });
    await ctx.db.$transaction((tx) => applyMoves(ctx, tx, [{ skuId, warehouseId, type: 'release', occupied: -15 }]));
    expect(await stockOf()).toMatchObject({ quantity: 20, occupied: 0 });
  });

  it('takes outbound stock from the oldest lot first', async () => {
    await ctx.db
      .$transaction((tx) =>
        applyMoves(ctx, tx, [{ skuId, warehouseId, locationId: loc1, type: 'outbound', quantity: -12, billNo: 'OUT-1' }]).catch((e) => {
          // location A-01 holds only 10
          expect(e).toBeInstanceOf(BusinessError);
          throw e;
        }),
      )
      .catch(() => undefined);
    expect(await stockOf()).toMatchObject({ quantity: 20 });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        { skuId, warehouseId, locationId: loc1, type: 'outbound', quantity: -10, billNo: 'OUT-1' },
        { skuId, warehouseId, locationId: loc2, type: 'outbound', quantity: -2, billNo: 'OUT-1' },
      ]),
    );
    const lots = await ctx.db.stockLot.findMany({ where: { skuId }, orderBy: { id: 'asc' } });
    expect(lots.map((l) => l.quantityLeft)).toEqual([0, 8]);
  });

  it('a refused move in a batch rolls back the whole batch', async () => {
    const before = await ctx.db.stockLedger.count();
    await expect(
      ctx.db.$transaction((tx) =>
        applyMoves(ctx, tx, [
          { skuId, warehouseId, locationId: loc2, type: 'inbound', quantity: 5 },
          { skuId, warehouseId, type: 'outbound', quantity: -100 },
        ]),
      ),
    ).rejects.toMatchObject({ messageId: 'inventory.insufficientAvailable' });
    expect(await stockOf()).toMatchObject({ quantity: 8 });
    expect(await ctx.db.stockLedger.count()).toBe(before);
  });

  it("cannot touch another company's stock", async () => {
    await expect(other.db.$transaction((tx) => applyMoves(other, tx, [{ skuId, warehouseId, type: 'outbound', quantity: -1 }]))).rejects.toMatchObject({
      messageId: 'inventory.insufficientAvailable',
    });
    expect(await stockOf()).toMatchObject({ quantity: 8 });
  });

  it('100 concurrent allocations of the same SKU never take available below zero', async () => {
    await ctx.db.$transaction((tx) => applyMoves(ctx, tx, [{ skuId, warehouseId, locationId: loc2, type: 'inbound', quantity: 42 }]));
    const start = await stockOf();
    const available = start!.quantity - start!.occupied;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        // correctness, not speed: 100 transactions queue on one row lock, which under a loaded CI
        // machine outlasts Prisma's default 2 s wait / 5 s run limits (those refusals are not the engine's)
        ctx.db.$transaction((tx) => applyMoves(ctx, tx, [{ skuId, warehouseId, type: 'occupy', occupied: 1, billNo: 'ORDER' }]), {
          maxWait: 120_000,
          timeout: 120_000,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(available);
    expect(refused.every((r) => r.reason?.messageId === 'inventory.insufficientAvailable')).toBe(true);
    const end = await stockOf();
    expect(end).toMatchObject({ quantity: start!.quantity, occupied: start!.occupied + available });
    expect(await ctx.db.stockLedger.count({ where: { skuId, type: 'occupy', billNo: 'ORDER' } })).toBe(available);
  });
});
