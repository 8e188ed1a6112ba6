// The stock engine on a real database (PGlite, and PostgreSQL when TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext } from '../../platform/context';
import { scopedDb, type BareClient } from '../../platform/db';
import { BusinessError } from '../../platform/errors';
import { contextOf, startTestApp, type TestApp } from '../../../test/harness';
import { applyMoves, type StockMove } from './stock.service';

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

describe('stock engine: batches', () => {
  let n = 0;
  /** A fresh SKU (of ctx's company) per test, so figures do not depend on the tests above. */
  async function newSku(code = `B-${++n}`) {
    const p = await ctx.db.product.create({
      data: { companyId: ctx.actor!.companyId, spu: `BP-${code}`, name: code, skus: { create: [{ companyId: ctx.actor!.companyId, sku: code }] } },
      include: { skus: true },
    });
    return p.skus[0].id;
  }
  const apply = (moves: StockMove[]) => ctx.db.$transaction((tx) => applyMoves(ctx, tx, moves));
  const stock = (id: number) => ctx.db.stock.findFirst({ where: { skuId: id, warehouseId } });
  const ledger = (id: number) => ctx.db.stockLedger.findMany({ where: { skuId: id }, orderBy: { id: 'asc' } });
  const lots = async (id: number) =>
    (await ctx.db.stockLot.findMany({ where: { skuId: id }, orderBy: { id: 'asc' } })).map((l) => [l.quantityIn, l.quantityLeft]);
  const atLocation = async (id: number, locationId: number) => (await ctx.db.stockLocation.findFirst({ where: { skuId: id, locationId } }))?.quantity;
  /** The moving average one priced move at a time, as the database rounds it after each one. */
  async function movingAverage(steps: [q: number, dq: number, cost: string][]) {
    let price = '0';
    for (const [q, dq, cost] of steps) {
      const [row] = await app.platform.database.sql.query<{ p: string }>(
        'SELECT ((($1::int * $2::numeric(12,4)) + $3::int * $4::numeric) / ($1::int + $3::int))::numeric(12,4)::text AS p',
        [q, price, dq, cost],
      );
      price = row.p;
    }
    return Number(price);
  }

  it('applies several moves on one key one after the other: each ledger row has its own balance after', async () => {
    const a = await newSku();
    const b = await newSku();
    const moves: StockMove[] = [
      { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 10, unitCost: '2.00', billNo: 'A1' },
      { skuId: b, warehouseId, locationId: loc2, type: 'inbound', quantity: 3, unitCost: '9.99', billNo: 'B1' },
      { skuId: a, warehouseId, type: 'occupy', occupied: 4, billNo: 'A2' },
      { skuId: a, warehouseId, locationId: loc1, type: 'outbound', quantity: -3, billNo: 'A3' },
      { skuId: a, warehouseId, locationId: loc2, type: 'inbound', quantity: 5, unitCost: '3.10', billNo: 'A4' },
      { skuId: a, warehouseId, type: 'release', occupied: -2, billNo: 'A5' },
      { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 7, unitCost: '1.2345', billNo: 'A6' },
    ];
    const after = await apply(moves);
    // answered in the order given
    expect(after).toEqual([
      { quantity: 10, occupied: 0 },
      { quantity: 3, occupied: 0 },
      { quantity: 10, occupied: 4 },
      { quantity: 7, occupied: 4 },
      { quantity: 12, occupied: 4 },
      { quantity: 12, occupied: 2 },
      { quantity: 19, occupied: 2 },
    ]);
    expect((await ledger(a)).map((l) => [l.billNo, l.type, l.quantityChange, l.occupiedChange, l.quantityAfter, l.occupiedAfter, l.locationId])).toEqual([
      ['A1', 'inbound', 10, 0, 10, 0, loc1],
      ['A2', 'occupy', 0, 4, 10, 4, null],
      ['A3', 'outbound', -3, 0, 7, 4, loc1],
      ['A4', 'inbound', 5, 0, 12, 4, loc2],
      ['A5', 'release', 0, -2, 12, 2, null],
      ['A6', 'inbound', 7, 0, 19, 2, loc1],
    ]);
    expect((await ledger(b)).map((l) => [l.quantityAfter, Number(l.unitCost)])).toEqual([[3, 9.99]]);
    const sa = await stock(a);
    expect(sa).toMatchObject({ quantity: 19, occupied: 2 });
    expect(Number(sa!.purchasePrice)).toBe(
      await movingAverage([
        [0, 10, '2.00'],
        [7, 5, '3.10'],
        [12, 7, '1.2345'],
      ]),
    );
    expect(Number((await stock(b))!.purchasePrice)).toBe(9.99);
    expect(await lots(a)).toEqual([
      [10, 7],
      [5, 5],
      [7, 7],
    ]);
    expect([await atLocation(a, loc1), await atLocation(a, loc2), await atLocation(b, loc2)]).toEqual([14, 5, 3]);
  });

  it('checks every step: a batch whose total fits is refused when a step in it would go negative', async () => {
    const a = await newSku('STEP-1');
    await apply([{ skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 5, unitCost: '1' }]);
    await expect(
      apply([
        { skuId: a, warehouseId, locationId: loc1, type: 'outbound', quantity: -8 },
        { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 10, unitCost: '1' },
      ]),
    ).rejects.toMatchObject({ messageId: 'inventory.insufficientAvailable', params: { sku: 'STEP-1', warehouse: 'Shenzhen', available: 5, quantity: 8 } });
    // the other way round it fits
    await apply([
      { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 10, unitCost: '1' },
      { skuId: a, warehouseId, locationId: loc1, type: 'outbound', quantity: -8 },
    ]);
    expect(await stock(a)).toMatchObject({ quantity: 7, occupied: 0 });
    // occupation: the second occupy does not fit after the first, although the release after it would make room
    await expect(
      apply([
        { skuId: a, warehouseId, type: 'occupy', occupied: 5 },
        { skuId: a, warehouseId, type: 'occupy', occupied: 3 },
        { skuId: a, warehouseId, type: 'release', occupied: -5 },
      ]),
    ).rejects.toMatchObject({ messageId: 'inventory.insufficientAvailable', params: { available: 2, quantity: 3 } });
    await expect(
      apply([
        { skuId: a, warehouseId, type: 'occupy', occupied: 2 },
        { skuId: a, warehouseId, type: 'release', occupied: -3 },
      ]),
    ).rejects.toMatchObject({ messageId: 'inventory.releaseExceedsOccupied', params: { quantity: 3, occupied: 2 } });
    // on hand below what is occupied
    await expect(
      apply([
        { skuId: a, warehouseId, type: 'occupy', occupied: 6 },
        { skuId: a, warehouseId, type: 'outbound', quantity: -2 },
      ]),
    ).rejects.toMatchObject({ messageId: 'inventory.stockBelowOccupied', params: { occupied: 6 } });
    // a location: taking before putting is refused with the location's figures
    await expect(
      apply([
        { skuId: a, warehouseId, locationId: loc2, type: 'outbound', quantity: -2 },
        { skuId: a, warehouseId, locationId: loc2, type: 'inbound', quantity: 2, unitCost: '1' },
      ]),
    ).rejects.toMatchObject({ messageId: 'inventory.insufficientAvailable', params: { sku: 'STEP-1', warehouse: 'A-02', available: 0, quantity: 2 } });
    await apply([
      { skuId: a, warehouseId, locationId: loc2, type: 'inbound', quantity: 2, unitCost: '1' },
      { skuId: a, warehouseId, locationId: loc2, type: 'outbound', quantity: -2 },
    ]);
    // put and taken again in one batch: the location row is there, with nothing on it (as one move at a time left it)
    expect([await atLocation(a, loc1), await atLocation(a, loc2)]).toEqual([7, 0]);
    expect(await stock(a)).toMatchObject({ quantity: 7, occupied: 0 });
    const rows = await ledger(a);
    expect(rows.reduce((s, l) => s + l.quantityChange, 0)).toBe(7);
    expect(rows.at(-1)).toMatchObject({ quantityAfter: 7, occupiedAfter: 0 });
  });

  it('a refusal in the middle of a batch writes nothing, even in a transaction that goes on', async () => {
    const [a, b, c] = [await newSku('MID-A'), await newSku('MID-B'), await newSku('MID-C')];
    await apply([a, b, c].map((id) => ({ skuId: id, warehouseId, locationId: loc1, type: 'inbound' as const, quantity: 4, unitCost: '1' })));
    const snapshot = async (db: Pick<RequestContext['db'], 'stock' | 'stockLedger' | 'stockLot' | 'stockLocation'>) => {
      const where = { skuId: { in: [a, b, c] } };
      return {
        stock: await db.stock.findMany({ where, orderBy: { skuId: 'asc' }, select: { quantity: true, occupied: true, purchasePrice: true } }),
        ledger: await db.stockLedger.count({ where }),
        lots: await db.stockLot.findMany({ where, orderBy: { id: 'asc' }, select: { quantityLeft: true } }),
        locations: await db.stockLocation.findMany({ where, orderBy: { skuId: 'asc' }, select: { quantity: true } }),
      };
    };
    const before = await snapshot(ctx.db);
    const seen = await ctx.db.$transaction(async (tx) => {
      const refused = await applyMoves(ctx, tx, [
        { skuId: c, warehouseId, locationId: loc1, type: 'outbound', quantity: -1 },
        { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 6, unitCost: '5' },
        { skuId: a, warehouseId, type: 'occupy', occupied: 2 },
        { skuId: b, warehouseId, locationId: loc1, type: 'outbound', quantity: -3 },
        { skuId: b, warehouseId, type: 'occupy', occupied: 2 },
        { skuId: c, warehouseId, type: 'occupy', occupied: 1 },
      ]).catch((e: unknown) => e);
      return { refused, inside: await snapshot(tx) };
    });
    // the first move that does not fit, in (warehouse, SKU) order: B's occupation after its outbound
    expect(seen.refused).toBeInstanceOf(BusinessError);
    expect(seen.refused).toMatchObject({ messageId: 'inventory.insufficientAvailable', params: { sku: 'MID-B', available: 1, quantity: 2 } });
    expect(seen.inside).toEqual(before);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('takes FIFO lots as the moves come, the lots of the batch after the older ones', async () => {
    const a = await newSku();
    await apply([{ skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 3, unitCost: '1' }]);
    await apply([
      { skuId: a, warehouseId, locationId: loc1, type: 'outbound', quantity: -2 },
      { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 4, unitCost: '2' },
      { skuId: a, warehouseId, locationId: loc1, type: 'outbound', quantity: -3 },
      { skuId: a, warehouseId, locationId: loc1, type: 'inbound', quantity: 5, unitCost: '3' },
      { skuId: a, warehouseId, locationId: loc1, type: 'moveLocation', quantity: -1 },
    ]);
    // moving between locations takes no lot; the batch's first lot is consumed after the older one
    expect(await lots(a)).toEqual([
      [3, 0],
      [4, 2],
      [5, 5],
    ]);
  });

  it('a batch takes the same number of statements for 10 moves as for 1,000', async () => {
    const companyId = ctx.actor!.companyId;
    const product = await ctx.db.product.create({ data: { companyId, spu: 'MANY', name: 'Many' } });
    await ctx.db.sku.createMany({ data: Array.from({ length: 1000 }, (_, i) => ({ companyId, productId: product.id, sku: `MANY-${i}` })) });
    const ids = (await ctx.db.sku.findMany({ where: { productId: product.id }, orderBy: { id: 'asc' }, select: { id: true } })).map((s) => s.id);
    // Every query of the transaction through a client that counts them (raw and model operations).
    let statements = 0;
    const counting = app.platform.database.prisma.$extends({
      query: {
        async $allOperations({ args, query }) {
          statements++;
          return query(args);
        },
      },
    }) as unknown as BareClient;
    const db = scopedDb(counting, companyId);
    const count = async (moves: StockMove[]) => {
      statements = 0;
      await db.$transaction((tx) => applyMoves(ctx, tx, moves), { timeout: 120_000 });
      return statements;
    };
    const kinds = (skus: number[], salt: number) => ({
      inbound: skus.map((id) => ({
        skuId: id,
        warehouseId,
        locationId: (id + salt) % 2 ? loc1 : loc2,
        type: 'inbound' as const,
        quantity: 5,
        unitCost: '1.5',
      })),
      occupy: skus.map((id) => ({ skuId: id, warehouseId, type: 'occupy' as const, occupied: 2 })),
      outbound: skus.map((id) => ({ skuId: id, warehouseId, locationId: (id + salt) % 2 ? loc1 : loc2, type: 'outbound' as const, quantity: -1 })),
    });
    const small = kinds(ids.slice(0, 10), 0);
    const big = kinds(ids, 0);
    const figures: Record<string, [number, number]> = {};
    for (const k of ['inbound', 'occupy', 'outbound'] as const) figures[k] = [await count(small[k]), await count(big[k])];
    // 1,000 moves take what 10 take (one move at a time made 5,001 queries of them). Inbound: the
    // new balance rows, the lock, the writes, the transaction's events; occupy: lock, writes, events;
    // outbound: lock, locations, lots, writes, events.
    expect(figures).toEqual({ inbound: [4, 4], occupy: [3, 3], outbound: [5, 5] });
    // one key, occupation only (the allocation path): one statement and the events
    expect(await count([{ skuId: ids[0], warehouseId, type: 'occupy', occupied: 1 }])).toBe(2);

    const balances = await ctx.db.stock.findMany({ where: { skuId: { in: ids } } });
    expect(balances).toHaveLength(1000);
    const expected = (id: number) => (id === ids[0] ? 1 : 0) + (ids.indexOf(id) < 10 ? 2 : 0) + 2;
    expect(balances.every((s) => s.occupied === expected(s.skuId))).toBe(true);
    const sums = await ctx.db.stockLedger.groupBy({ by: ['skuId'], where: { skuId: { in: ids } }, _sum: { quantityChange: true, occupiedChange: true } });
    const bySku = new Map(sums.map((r) => [r.skuId, r._sum]));
    expect(balances.every((s) => bySku.get(s.skuId)!.quantityChange === s.quantity && bySku.get(s.skuId)!.occupiedChange === s.occupied)).toBe(true);
  });

  it('concurrent batches over the same keys in different orders neither deadlock nor go negative', async () => {
    const companyId = ctx.actor!.companyId;
    const product = await ctx.db.product.create({ data: { companyId, spu: 'SHARED', name: 'Shared' } });
    await ctx.db.sku.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ companyId, productId: product.id, sku: `SHARED-${i}` })) });
    const ids = (await ctx.db.sku.findMany({ where: { productId: product.id }, select: { id: true } })).map((s) => s.id);
    await apply(ids.map((id) => ({ skuId: id, warehouseId, locationId: loc1, type: 'inbound' as const, quantity: 10, unitCost: '1' })));
    // 20 batches, each over all 30 keys in its own order: 1 occupied, 1 in, 1 out, so each fits by itself
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, w) => {
        const order = [...ids].sort((x, y) => ((x * 7919 + w * 104729) % 31) - ((y * 7919 + w * 104729) % 31));
        const moves = order.flatMap((id) => [
          { skuId: id, warehouseId, type: 'occupy' as const, occupied: 1 },
          { skuId: id, warehouseId, locationId: loc2, type: 'inbound' as const, quantity: 1, unitCost: '2' },
          { skuId: id, warehouseId, locationId: loc1, type: 'outbound' as const, quantity: -1 },
        ]);
        return ctx.db.$transaction((tx) => applyMoves(ctx, tx, moves), { maxWait: 120_000, timeout: 120_000 });
      }),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    // 10 on hand: the first 10 batches occupy everything; the others are refused whole, by the engine
    expect(failed.every((r) => r.reason?.messageId === 'inventory.insufficientAvailable')).toBe(true);
    const ok = results.length - failed.length;
    expect(ok).toBe(10);
    const end = await ctx.db.stock.findMany({ where: { skuId: { in: ids } } });
    expect(end.every((s) => s.quantity === 10 && s.occupied === 10)).toBe(true);
    expect(await ctx.db.stockLedger.count({ where: { skuId: { in: ids } } })).toBe(30 + ok * 90);
    const loc = await ctx.db.stockLocation.findMany({ where: { skuId: { in: ids } } });
    expect(loc.every((l) => l.quantity === (l.locationId === loc1 ? 10 - ok : ok))).toBe(true);
  });
});
