// Stock occupation: manual locks and releases through GraphQL; allocate / releaseBySource for the
// orders domain as service calls. Every refusal leaves stock, ledger and occupations unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, contextOf, dataGql, worldsSuite, type TestApp, productWithSkus } from '../../../test/harness';
import { inputMutation } from '../../../test/mutations';
import { type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { applyMoves } from '../inventory/stock.service';
import { allocate, releaseBySource, releaseOccupation } from './occupation.service';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
let ctx: RequestContext;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const OCC = 'id sku productName warehouseName quantity sourceType sourceNo status remark releasedAt';

const gql = dataGql(
  () => app,
  () => acme.token,
);
const occupy = inputMutation(gql, 'occupyStock', 'OccupyStockInput', OCC);
const release = inputMutation(gql, 'releaseStockOccupation', 'ReleaseStockOccupationInput', OCC);

async function state(companyId = acme.companyId) {
  const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
  return JSON.stringify(await Promise.all([db().stock.findMany(where), db().stockLedger.findMany(where), db().stockOccupation.findMany(where)]));
}
const balance = (warehouseId: number, skuId = mug) => db().stock.findFirst({ where: { warehouseId, skuId }, select: { quantity: true, occupied: true } });

let wh: number;
let wh2: number;
let wh3: number;
let mug: number;
let kit: number;
let foreignSku: number;
let foreignWh: number;

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  ctx = await contextOf(app, acme.token);
  const c = acme.companyId;
  // allocation order: Yiwu (priority 1), Shenzhen (priority 2); Closed is disabled
  wh = (await db().warehouse.create({ data: { companyId: c, name: 'Shenzhen', priority: 2 } })).id;
  wh2 = (await db().warehouse.create({ data: { companyId: c, name: 'Yiwu', priority: 1 } })).id;
  wh3 = (await db().warehouse.create({ data: { companyId: c, name: 'Closed', priority: 0, enabled: false } })).id;
  const p = await productWithSkus(app, c, { spu: 'MUG', name: 'Mug' }, [{ sku: 'MUG-1' }, { sku: 'KIT-1', isCombo: true }]);
  [mug, kit] = p.skus.map((s) => s.id);
  await ctx.db.$transaction((tx) =>
    applyMoves(ctx, tx, [
      { skuId: mug, warehouseId: wh, type: 'inbound', quantity: 10 },
      { skuId: mug, warehouseId: wh2, type: 'inbound', quantity: 4 },
      { skuId: mug, warehouseId: wh3, type: 'inbound', quantity: 100 },
    ]),
  );
  foreignWh = (await db().warehouse.create({ data: { companyId: other.companyId, name: 'F' } })).id;
  foreignSku = (
    await db().product.create({
      data: { companyId: other.companyId, spu: 'F', name: 'F', skus: { create: [{ companyId: other.companyId, sku: 'F-1' }] } },
      include: { skus: true },
    })
  ).skus[0].id;
});

let lockId: number;

describe('manual lock and release', () => {
  it('locks available stock: an occupation row, Stock.occupied and a ledger row', async () => {
    const r = await occupy({ skuId: mug, warehouseId: wh, quantity: 6, remark: 'reserved for a fair' });
    expect(r.__typename).toBe('MutationOccupyStockSuccess');
    expect(r.data).toMatchObject({
      sku: 'MUG-1',
      productName: 'Mug',
      warehouseName: 'Shenzhen',
      quantity: 6,
      sourceType: 'manual',
      status: 'active',
      remark: 'reserved for a fair',
      releasedAt: null,
    });
    expect(r.data.sourceNo).toMatch(/^LK\d{6}$/);
    lockId = r.data.id;
    expect(await balance(wh)).toEqual({ quantity: 10, occupied: 6 });
    const ledger = await db().stockLedger.findFirstOrThrow({ where: { billNo: r.data.sourceNo } });
    expect(ledger).toMatchObject({ type: 'occupy', occupiedChange: 6, occupiedAfter: 6, quantityAfter: 10, billType: 'manual' });
  });

  it('refuses more than available, a fraction or zero, an empty remark, a combination SKU; nothing written', async () => {
    const before = await state();
    const over = await occupy({ skuId: mug, warehouseId: wh, quantity: 5, remark: 'x' });
    expect(over).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'inventory.insufficientAvailable',
      message: 'Not enough available stock of MUG-1 in Shenzhen: 4 available, 5 needed',
    });
    expect((await occupy({ skuId: mug, warehouseId: wh, quantity: 0, remark: 'x' })).fieldErrors).toEqual([
      { field: 'quantity', messageId: 'inventory.quantityInteger', message: 'The quantity must be a whole number of at least 1' },
    ]);
    expect((await occupy({ skuId: mug, warehouseId: wh, quantity: 1, remark: '  ' })).fieldErrors).toEqual([
      { field: 'remark', messageId: 'validation.required', message: 'Remark is required' },
    ]);
    expect((await occupy({ skuId: kit, warehouseId: wh, quantity: 1, remark: 'x' })).fieldErrors[0]).toMatchObject({
      field: 'skuId',
      messageId: 'warehouse.comboNoStock',
    });
    // A fraction never reaches the service: quantities are GraphQL Int.
    const fraction = await app.gql(
      'mutation { occupyStock(input: { skuId: 1, warehouseId: 1, quantity: 1.5, remark: "x" }) { __typename } }',
      {},
      { token: acme.token },
    );
    expect(fraction.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await state()).toBe(before);
  });

  it("treats another company's SKU, warehouse or lock as not found", async () => {
    const before = await state();
    const otherBefore = await state(other.companyId);
    expect(await occupy({ skuId: foreignSku, warehouseId: wh, quantity: 1, remark: 'x' })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'warehouse.skuNotFound',
    });
    expect(await occupy({ skuId: mug, warehouseId: foreignWh, quantity: 1, remark: 'x' })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'warehouse.notFound',
    });
    expect(await release({ occupationId: lockId, quantity: 1 }, other.token)).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'warehouse.occupationNotFound',
    });
    expect(await state()).toBe(before);
    expect(await state(other.companyId)).toBe(otherBefore);
  });

  it('releases part, then the rest; never more than the current occupation', async () => {
    const part = await release({ occupationId: lockId, quantity: 2 });
    expect(part.data).toMatchObject({ quantity: 4, status: 'active' });
    expect(await balance(wh)).toEqual({ quantity: 10, occupied: 4 });
    const before = await state();
    const over = await release({ occupationId: lockId, quantity: 5 });
    expect(over.fieldErrors).toEqual([
      { field: 'quantity', messageId: 'inventory.releaseExceedsOccupied', message: 'The released quantity (5) may not exceed the current occupation (4)' },
    ]);
    await expect(releaseOccupation(ctx, { occupationId: lockId, quantity: 1.5 })).rejects.toMatchObject({
      issues: [{ field: 'quantity', messageId: 'inventory.quantityInteger' }],
    });
    expect(await state()).toBe(before);
    const rest = await release({ occupationId: lockId, quantity: 4 });
    expect(rest.data).toMatchObject({ quantity: 4, status: 'released' });
    expect(rest.data.releasedAt).toBeTruthy();
    expect(await balance(wh)).toEqual({ quantity: 10, occupied: 0 });
    expect((await release({ occupationId: lockId, quantity: 1 })).fieldErrors[0].message).toBe(
      'The released quantity (1) may not exceed the current occupation (0)',
    );
  });

  it('lists occupations with filters', async () => {
    await occupy({ skuId: mug, warehouseId: wh2, quantity: 1, remark: 'second' });
    const q = 'query($f: StockOccupationFilter) { stockOccupations(first: 10, filter: $f) { totalCount edges { node { warehouseName status } } } }';
    const count = async (f: Record<string, unknown>) => (await gql(q, { f })).stockOccupations.totalCount;
    expect(await count({})).toBe(2);
    expect(await count({ status: 'released' })).toBe(1);
    expect(await count({ warehouseId: wh2 })).toBe(1);
    expect(await count({ sku: 'mug' })).toBe(2);
    expect(await count({ sku: 'nothing' })).toBe(0);
    expect(await count({ sourceType: 'manual' })).toBe(2);
    expect(await count({ sourceType: 'order' })).toBe(0);
    expect((await gql(q, { f: {} }, other.token)).stockOccupations.totalCount).toBe(0);
    // free it again for the allocation tests
    const row = await db().stockOccupation.findFirstOrThrow({ where: { warehouseId: wh2, status: 'active' } });
    await release({ occupationId: row.id, quantity: 1 });
  });
});

describe('allocate and releaseBySource (for orders)', () => {
  it('takes from enabled warehouses in priority order and answers what it allocated', async () => {
    const r = await ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 6, sourceNo: 'SO-1' }));
    expect(r.allocated).toBe(6);
    expect(r.occupations.map((o) => [o.warehouseId, o.quantity])).toEqual([
      [wh2, 4],
      [wh, 2],
    ]);
    expect(await balance(wh2)).toEqual({ quantity: 4, occupied: 4 });
    expect(await balance(wh)).toEqual({ quantity: 10, occupied: 2 });
    expect(await balance(wh3)).toEqual({ quantity: 100, occupied: 0 });
  });

  it('never more than available: answers the part it could allocate', async () => {
    const r = await ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 20, sourceNo: 'SO-2' }));
    expect(r.allocated).toBe(8);
    expect(await balance(wh)).toEqual({ quantity: 10, occupied: 10 });
    const none = await ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 1, sourceNo: 'SO-3' }));
    expect(none).toEqual({ allocated: 0, occupations: [] });
  });

  it('refuses more than the order quantity (counting what the order holds), or an exact request beyond available', async () => {
    const before = await state();
    await expect(ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 1, orderQuantity: 6, sourceNo: 'SO-1' }))).rejects.toMatchObject({
      messageId: 'inventory.allocateExceedsOrder',
      params: { quantity: 0, available: 0 },
    });
    await releaseAll('SO-2');
    await expect(ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 9, exact: true, sourceNo: 'SO-4' }))).rejects.toMatchObject({
      messageId: 'inventory.allocateExceedsOrder',
      params: { quantity: 9, available: 8 },
    });
    await expect(ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 0, sourceNo: 'SO-4' }))).rejects.toMatchObject({
      issues: [{ messageId: 'inventory.quantityInteger' }],
    });
    await expect(ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: foreignSku, quantity: 1, sourceNo: 'SO-4' }))).rejects.toMatchObject({
      messageId: 'warehouse.skuNotFound',
    });
    expect(JSON.parse(await state())[2].filter((o: { sourceNo: string }) => o.sourceNo === 'SO-4')).toEqual([]);
    void before;
  });

  it('only the named warehouse when one is given', async () => {
    const r = await ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, warehouseId: wh, quantity: 3, sourceNo: 'SO-5' }));
    expect(r.occupations.map((o) => [o.warehouseId, o.quantity])).toEqual([[wh, 3]]);
    const disabled = await ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, warehouseId: wh3, quantity: 3, sourceNo: 'SO-6' }));
    expect(disabled.allocated).toBe(0);
  });

  it('releaseBySource frees everything the source holds', async () => {
    const freed = await releaseAll('SO-1');
    expect(freed).toBe(6);
    expect(await db().stockOccupation.count({ where: { sourceNo: 'SO-1', status: 'active' } })).toBe(0);
    expect(await balance(wh2)).toEqual({ quantity: 4, occupied: 0 });
    expect(await balance(wh)).toEqual({ quantity: 10, occupied: 3 });
    expect(await releaseAll('SO-1')).toBe(0);
  });

  it('two releases of the same source at once free it once (a cancel racing the shipment)', async () => {
    await ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, warehouseId: wh, quantity: 2, sourceNo: 'SO-TWICE' }));
    const before = (await balance(wh))!;
    const freed = await Promise.all([releaseAll('SO-TWICE'), releaseAll('SO-TWICE')]);
    expect(freed.sort()).toEqual([0, 2]);
    expect(await balance(wh)).toEqual({ quantity: before.quantity, occupied: before.occupied - 2 });
  });

  it('concurrent allocations never take available below zero', async () => {
    await releaseAll('SO-5');
    const start = await Promise.all([balance(wh), balance(wh2)]);
    const available = start.reduce((s, b) => s + b!.quantity - b!.occupied, 0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.db.$transaction((tx) => allocate(ctx, tx, { skuId: mug, quantity: 1, sourceNo: `RACE-${i}` }))),
    );
    expect(results.reduce((s, r) => s + r.allocated, 0)).toBe(Math.min(20, available));
    for (const b of await Promise.all([balance(wh), balance(wh2)])) expect(b!.occupied).toBeLessThanOrEqual(b!.quantity);
  });
});

function releaseAll(sourceNo: string) {
  return ctx.db.$transaction((tx) => releaseBySource(ctx, tx, 'order', sourceNo));
}
