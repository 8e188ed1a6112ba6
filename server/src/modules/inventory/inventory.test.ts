// The inventory views on a real database: the list with sales windows, storage age and ABC classes
// computed from real ledger and lot rows (back-dated), moving stock between locations, safety
// stock, low-stock notices, the warehouse report and the monthly ABC schedule.
import { NOTICE_TYPE } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ABC_MARKER_KEY, recomputeAbcFor, runMonthlyAbcIfDue } from './abc';
import { exportedRows } from '../report-jobs/export.fixtures';
import { atLocation, balance, bare, contextOf, stockIn, stockState, stockWorld, type StockWorld } from './fixtures';
import { checkLowStock, lowStockKey } from './low-stock';
import { applyMoves } from './stock.service';
import { moveLocation, setSafetyStock } from './inventory.service';
import { ValidationError } from '../../platform/errors';

let app: TestApp;
let w: StockWorld;
const DAY = 86_400_000;

const LIST = `query($f: InventoryFilter, $first: Int!, $offset: Int) { inventory(first: $first, offset: $offset, filter: $f) {
  totalCount edges { node { id sku productName warehouseName quantity occupied available safe inTransit lowStock purchasePrice abcClass ageDays ageBand sales7 sales15 sales30 sales90 } } } }`;
const MOVE = `mutation($i: MoveStockLocationInput!) { moveStockLocation(input: $i) { __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on MutationMoveStockLocationSuccess { data { quantity occupied } } } }`;
const SAFE = `mutation($i: SetSafetyStockInput!) { setSafetyStock(input: $i) { __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on MutationSetSafetyStockSuccess { data } } }`;

async function list(f: Record<string, unknown> = {}, first = 50, offset = 0) {
  return (await w.gql(LIST, { f, first, offset })).inventory;
}
async function outbound(skuId: number, warehouseId: number, quantity: number, daysAgo: number) {
  await w.ctx.db.$transaction((tx) =>
    applyMoves(w.ctx, tx, [
      { skuId, warehouseId, locationId: w.wh1.locations[0].id, type: 'outbound', quantity: -quantity, billType: 'sale', billNo: `SO-${daysAgo}` },
    ]),
  );
  const last = await w.ctx.db.stockLedger.findFirstOrThrow({ where: { skuId, warehouseId, type: 'outbound' }, orderBy: { id: 'desc' } });
  await bare(app).stockLedger.update({ where: { id: last.id }, data: { createdAt: new Date(Date.now() - daysAgo * DAY - 60_000) } });
}

worldsSuite(stockWorld, ['Views Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 100, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 40, '3.00');
  await stockIn(w, w.skuB.id, w.wh2.id, w.wh2.locations[0].id, 8, '3.00');
  // the CUP lot arrived 75 days ago, the Leipzig BOX lot 40 days ago
  await bare(app).stockLot.updateMany({
    where: { skuId: w.skuA.id, companyId: w.company.companyId },
    data: { receivedAt: new Date(Date.now() - 75 * DAY - 60_000) },
  });
  await bare(app).stockLot.updateMany({ where: { skuId: w.skuB.id, warehouseId: w.wh2.id }, data: { receivedAt: new Date(Date.now() - 40 * DAY - 60_000) } });
  // CUP sales: 3 today-ish (2 days ago), 5 ten days ago, 7 twenty days ago, 11 sixty days ago, 13 a hundred days ago
  for (const [q, d] of [
    [3, 2],
    [5, 10],
    [7, 20],
    [11, 60],
    [13, 100],
  ])
    await outbound(w.skuA.id, w.wh1.id, q, d);
  await outbound(w.skuB.id, w.wh1.id, 2, 1);
});

describe('the inventory list (/inventoryManage)', () => {
  it('shows balances, sales over 7/15/30/90 days and the storage age from real rows', async () => {
    const r = await list({ warehouseId: w.wh1.id });
    expect(r.totalCount).toBe(2);
    const cup = r.edges.find((e: any) => e.node.sku === 'CUP').node;
    expect(cup).toMatchObject({
      productName: 'Gift set',
      warehouseName: 'Shenzhen',
      quantity: 100 - 39,
      occupied: 0,
      available: 61,
      purchasePrice: '2',
      sales7: 3,
      sales15: 8,
      sales30: 15,
      sales90: 26,
      ageDays: 75,
      ageBand: '60-90',
    });
    const box = r.edges.find((e: any) => e.node.sku === 'BOX').node;
    expect(box).toMatchObject({ quantity: 38, sales7: 2, sales90: 2, ageDays: 0, ageBand: '0-30' });
  });

  it('filters by keyword, age band and warehouse, and pages', async () => {
    expect((await list({ keyword: 'box' })).totalCount).toBe(2);
    expect((await list({ keyword: 'gift' })).totalCount).toBe(3);
    const aged = await list({ ageBand: '30-60' });
    expect(aged.edges.map((e: any) => [e.node.sku, e.node.warehouseName])).toEqual([['BOX', 'Leipzig']]);
    expect((await list({ ageBand: '90+' })).totalCount).toBe(0);
    const page2 = await list({}, 2, 2);
    expect(page2).toMatchObject({ totalCount: 3 });
    expect(page2.edges).toHaveLength(1);
  });

  it('refuses an unknown age band or ABC class as a field error', async () => {
    const r = await app.gql(LIST, { f: { ageBand: '10-20' }, first: 10 }, { token: w.company.token });
    expect(r.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [expect.objectContaining({ field: 'ageBand', messageId: 'stock.ageBand' })],
    });
    const c = await app.gql(LIST, { f: { abcClass: 'D' }, first: 10 }, { token: w.company.token });
    expect(c.body.errors[0].extensions.fieldErrors[0].messageId).toBe('stock.abcClass');
  });
});

describe('ABC classification', () => {
  it('classes SKUs by delivered quantity × purchase price over the last 30 days (70 / 20 / 10 %)', async () => {
    // last 30 days: CUP 15 × 2.00 = 30, BOX 2 × 3.00 = 6, KIT nothing → A, B, C
    const r = await w.gql('mutation { recomputeAbc { ... on MutationRecomputeAbcSuccess { data { a b c } } } }');
    expect(r.recomputeAbc.data).toEqual({ a: 1, b: 1, c: 1 });
    const classes = await w.ctx.db.sku.findMany({ orderBy: { id: 'asc' }, select: { sku: true, abcClass: true } });
    expect(classes).toEqual([
      { sku: 'CUP', abcClass: 'A' },
      { sku: 'BOX', abcClass: 'B' },
      { sku: 'KIT', abcClass: 'C' },
    ]);
    expect((await list({ abcClass: 'A' })).edges.map((e: any) => e.node.sku)).toEqual(['CUP']);
  });

  it("a run on another day uses that day's window", async () => {
    // 28 days from now only BOX's sale of 1 day ago is inside the window: BOX is A, CUP falls to C
    expect(await recomputeAbcFor(app.platform, w.company.companyId, new Date(Date.now() + 28 * DAY))).toEqual({ A: 1, B: 0, C: 2 });
    const classes = await w.ctx.db.sku.findMany({ orderBy: { id: 'asc' }, select: { abcClass: true } });
    expect(classes.map((c) => c.abcClass)).toEqual(['C', 'A', 'C']);
    await recomputeAbcFor(app.platform, w.company.companyId);
  });

  it('the monthly run is due once per month (marker in the file storage)', async () => {
    await app.platform.files.delete(ABC_MARKER_KEY);
    const now = new Date('2031-03-01T08:00:00Z');
    expect(await runMonthlyAbcIfDue(app.platform, now)).toBeGreaterThanOrEqual(1);
    await app.platform.jobs.idle();
    expect(await runMonthlyAbcIfDue(app.platform, new Date('2031-03-20T08:00:00Z'))).toBe(0);
    expect(await runMonthlyAbcIfDue(app.platform, new Date('2031-04-01T00:30:00Z'))).toBeGreaterThanOrEqual(1);
    await app.platform.jobs.idle();
  });
});

describe('moving stock between locations', () => {
  const move = (i: Record<string, unknown>) =>
    w
      .gql(MOVE, {
        i: { skuId: w.skuA.id, warehouseId: w.wh1.id, fromLocationId: w.wh1.locations[0].id, toLocationId: w.wh1.locations[1].id, quantity: 10, ...i },
      })
      .then((d) => d.moveStockLocation);

  it('moves quantity between locations without changing the balance, even when everything is occupied', async () => {
    const start = await balance(w, w.skuA.id, w.wh1.id);
    await w.ctx.db.$transaction((tx) => applyMoves(w.ctx, tx, [{ skuId: w.skuA.id, warehouseId: w.wh1.id, type: 'occupy', occupied: start!.quantity }]));
    const ledgerBefore = await w.ctx.db.stockLedger.count();
    const r = await move({});
    expect(r.data).toEqual({ quantity: start!.quantity, occupied: start!.quantity });
    expect(await atLocation(w, w.skuA.id, w.wh1.locations[0].id)).toBe(start!.quantity - 10);
    expect(await atLocation(w, w.skuA.id, w.wh1.locations[1].id)).toBe(10);
    const rows = await w.ctx.db.stockLedger.findMany({ where: { type: 'moveLocation' }, orderBy: { id: 'asc' } });
    expect(await w.ctx.db.stockLedger.count()).toBe(ledgerBefore + 2);
    expect(rows.map((l) => [l.locationId, l.quantityChange, l.quantityAfter, l.remark])).toEqual([
      [w.wh1.locations[0].id, 0, start!.quantity, 'L1 → L2 ×10'],
      [w.wh1.locations[1].id, 0, start!.quantity, 'L1 → L2 ×10'],
    ]);
    await w.ctx.db.$transaction((tx) => applyMoves(w.ctx, tx, [{ skuId: w.skuA.id, warehouseId: w.wh1.id, type: 'release', occupied: -start!.quantity }]));
  });

  it.each([
    ['the same location', { toLocationId: 0 }, 'toLocationId', 'stock.sameLocation'],
    ['a quantity of 0', { quantity: 0 }, 'quantity', 'inventory.quantityInteger'],
    ['a location of another warehouse', { toLocationId: -1 }, 'toLocationId', 'inventory.locationNotInWarehouse'],
  ])('refuses %s with nothing written', async (_n, patch, field, messageId) => {
    const fix = { ...patch } as Record<string, number>;
    if (fix.toLocationId === 0) fix.toLocationId = w.wh1.locations[0].id;
    if (fix.toLocationId === -1) fix.toLocationId = w.wh2.locations[0].id;
    const before = await stockState(w);
    const r = await move(fix);
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await stockState(w)).toBe(before);
  });

  it('refuses more than the source location holds', async () => {
    const before = await stockState(w);
    const r = await move({ quantity: 11, fromLocationId: w.wh1.locations[1].id, toLocationId: w.wh1.locations[0].id });
    expect(r).toMatchObject({ messageId: 'stock.locationShort', message: 'Only 10 of CUP are at location L2; 11 cannot be moved' });
    expect(await stockState(w)).toBe(before);
  });

  it("treats another company's SKU as not found", async () => {
    const other = await stockWorld(app, 'Other Views Co');
    expect((await move({ skuId: other.skuA.id })).messageId).toBe('stock.skuNotFound');
  });
});

describe('safety stock and low-stock notices', () => {
  const safe = (items: { skuId: number; warehouseId: number; safe: number }[]) => w.gql(SAFE, { i: { items } }).then((d) => d.setSafetyStock);
  const notices = () => w.ctx.db.messageNotice.findMany({ where: { type: NOTICE_TYPE.lowStock }, orderBy: { id: 'asc' } });

  it.each([['a negative safety stock', -1, 'items.0.safe', 'inventory.nonNegativeInteger']])(
    'refuses %s with nothing written',
    async (_n, value, field, messageId) => {
      const before = await stockState(w);
      const r = await safe([{ skuId: w.skuA.id, warehouseId: w.wh1.id, safe: value }]);
      expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId, message: 'Please enter a whole number of 0 or more' })]);
      expect(await stockState(w)).toBe(before);
    },
  );

  it('refuses fractional numbers in the service too (GraphQL Int carries none)', async () => {
    const before = await stockState(w);
    const safeErr = await setSafetyStock(w.ctx, { items: [{ skuId: w.skuA.id, warehouseId: w.wh1.id, safe: 1.5 }] }).catch((e) => e);
    expect(safeErr).toBeInstanceOf(ValidationError);
    expect(safeErr.issues[0]).toMatchObject({ field: 'items.0.safe', messageId: 'inventory.nonNegativeInteger' });
    const moveErr = await moveLocation(w.ctx, {
      skuId: w.skuA.id,
      warehouseId: w.wh1.id,
      fromLocationId: w.wh1.locations[0].id,
      toLocationId: w.wh1.locations[1].id,
      quantity: 2.5,
    }).catch((e) => e);
    expect(moveErr.issues[0]).toMatchObject({ field: 'quantity', messageId: 'inventory.quantityInteger' });
    expect(await stockState(w)).toBe(before);
  });

  it('refuses an empty batch and the same SKU twice', async () => {
    expect((await safe([])).fieldErrors).toEqual([
      expect.objectContaining({ field: 'items', messageId: 'inventory.tickAtLeastOne', message: 'Please tick at least one data' }),
    ]);
    const twice = await safe([
      { skuId: w.skuA.id, warehouseId: w.wh1.id, safe: 1 },
      { skuId: w.skuA.id, warehouseId: w.wh1.id, safe: 2 },
    ]);
    expect(twice.fieldErrors).toEqual([expect.objectContaining({ field: 'items.1.skuId', messageId: 'inventory.sameProductTwice' })]);
  });

  it('sets safety stock in a batch (creating balance rows) and alerts the main account and inventory staff once a day', async () => {
    const token = w.company.token;
    const role = await app.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
      { i: { name: 'stock', permissions: ['inventoryManage'] } },
      { token },
    );
    const other = await app.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
      { i: { name: 'sales', permissions: ['shops'] } },
      { token },
    );
    const sub = async (username: string, roleId: number) =>
      (
        await app.gql(
          'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
          { i: { username, password: 'secret123', password2: 'secret123', realname: username, roleId } },
          { token },
        )
      ).body.data.createSubAccount.data.id;
    const keeper = await sub('views_keeper', role.body.data.createRole.data.id);
    await sub('views_seller', other.body.data.createRole.data.id);

    // CUP in Shenzhen has 61 available: a safety stock of 70 is low, BOX in Leipzig (8) with 5 is not; KIT gets a new row
    const r = await safe([
      { skuId: w.skuA.id, warehouseId: w.wh1.id, safe: 70 },
      { skuId: w.skuB.id, warehouseId: w.wh2.id, safe: 5 },
      { skuId: w.kit.id, warehouseId: w.wh2.id, safe: 0 },
    ]);
    expect(r.data).toBe(3);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ safe: 70 });
    expect(await balance(w, w.kit.id, w.wh2.id)).toMatchObject({ quantity: 0, safe: 0 });
    const sent = await notices();
    expect(sent.map((n) => n.userId).sort()).toEqual([w.company.userId, keeper].sort());
    expect(sent[0]).toMatchObject({
      title: 'stock.lowStockTitle',
      otherBillNum: lowStockKey('CUP', w.wh1.id),
      params: { sku: 'CUP', warehouse: 'Shenzhen', available: 61, safe: 70 },
    });
    expect((await list({ lowStock: true })).edges.map((e: any) => e.node.sku)).toEqual(['CUP']);

    // the same day: no second notice
    expect(await checkLowStock(w.ctx, [w.skuA.id], w.wh1.id)).toBe(0);
    await safe([{ skuId: w.skuA.id, warehouseId: w.wh1.id, safe: 80 }]);
    expect(await notices()).toHaveLength(2);
    // the next day: again
    expect(await checkLowStock(w.ctx, [w.skuA.id], w.wh1.id, new Date(Date.now() + DAY))).toBe(1);
    expect(await notices()).toHaveLength(4);
  });

  it('a move that takes available below the safety stock alerts (transfers call it after submitting)', async () => {
    const ctx = await contextOf(app, w.company.token);
    await w.ctx.db.stock.updateMany({ where: { skuId: w.skuB.id, warehouseId: w.wh1.id }, data: { safe: 37 } });
    expect(await checkLowStock(ctx, [w.skuB.id], w.wh1.id)).toBe(0); // 38 available
    await w.ctx.db.$transaction((tx) => applyMoves(w.ctx, tx, [{ skuId: w.skuB.id, warehouseId: w.wh1.id, type: 'occupy', occupied: 2 }]));
    expect(await checkLowStock(ctx, [w.skuB.id], w.wh1.id)).toBe(1);
  });
});

describe('stock per location and the warehouse report', () => {
  it('lists stock per warehouse and location (/inventoryManagement)', async () => {
    const r = await w.gql(
      'query($f: StockLocationFilter) { stockLocations(first: 50, filter: $f) { totalCount edges { node { sku warehouseName locationCode quantity } } } }',
      { f: { warehouseId: w.wh1.id } },
    );
    expect(r.stockLocations.edges.map((e: any) => e.node)).toEqual([
      { sku: 'CUP', warehouseName: 'Shenzhen', locationCode: 'L1', quantity: 51 },
      { sku: 'BOX', warehouseName: 'Shenzhen', locationCode: 'L1', quantity: 38 },
      { sku: 'CUP', warehouseName: 'Shenzhen', locationCode: 'L2', quantity: 10 },
    ]);
    const kw = await w.gql('query($f: StockLocationFilter) { stockLocations(first: 50, filter: $f) { totalCount } }', { f: { keyword: 'box' } });
    expect(kw.stockLocations.totalCount).toBe(2);
  });

  it('reports SKUs, quantity, value and age bands per warehouse (/warehouseStockReport)', async () => {
    const r = await w.gql('{ warehouseStockReport { warehouseName skuCount quantity occupied available value bands { band quantity value } } }');
    const [sz, lp] = r.warehouseStockReport;
    // Shenzhen: CUP 61 × 2.00 + BOX 38 × 3.00 = 236.00; CUP's lot is 75 days old
    expect(sz).toMatchObject({ warehouseName: 'Shenzhen', skuCount: 2, quantity: 99, value: '236.00' });
    expect(sz.bands).toEqual([
      { band: '0-30', quantity: 38, value: '114.00' },
      { band: '30-60', quantity: 0, value: '0.00' },
      { band: '60-90', quantity: 61, value: '122.00' },
      { band: '90+', quantity: 0, value: '0.00' },
    ]);
    expect(lp).toMatchObject({ warehouseName: 'Leipzig', skuCount: 1, quantity: 8, value: '24.00' });
    expect(lp.bands[1]).toEqual({ band: '30-60', quantity: 8, value: '24.00' });
    const one = await w.gql('query($w: Int) { warehouseStockReport(warehouseId: $w) { warehouseName } }', { w: w.wh2.id });
    expect(one.warehouseStockReport).toEqual([{ warehouseName: 'Leipzig' }]);
  });
});

describe('export of the inventory list', () => {
  it('exports the filtered list with sales, age and ABC through the task queue', async () => {
    const r = await w.gql(
      'mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id } } ... on Error { messageId } } }',
      { i: { reportType: 'inventory', filter: { warehouseId: w.wh1.id, keyword: 'cup' } } },
    );
    const { job, rows } = await exportedRows(app, r.startExport.data.id, w.company.token);
    expect(job).toMatchObject({ rowCount: 1 });
    expect(rows[0]).toEqual([
      'SKU',
      'Product',
      'Warehouse',
      'Quantity',
      'Safety stock',
      'In transit',
      'Available',
      'Occupied',
      'Pre-sale',
      'Purchase price',
      'Storage age (days)',
      'Age band',
      'ABC class',
      'Sales 7 days',
      'Sales 15 days',
      'Sales 30 days',
      'Sales 90 days',
    ]);
    expect(rows[1]).toEqual(['CUP', 'Gift set', 'Shenzhen', 61, 80, 0, 61, 0, 0, 2, 75, '60-90', 'A', 3, 8, 15, 26]);
  });

  it('refuses an unknown filter value', async () => {
    const r = await w.gql(
      'mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on ValidationError { fieldErrors { field messageId } } } }',
      { i: { reportType: 'inventory', filter: { ageBand: 'old' } } },
    );
    expect(r.startExport.fieldErrors).toEqual([{ field: 'ageBand', messageId: 'stock.ageBand' }]);
  });
});
