// Inventory counts over GraphQL on a real database: every count rule of spec 02 §5 broken with
// its message and nothing written, blind mode, and a whole count posted to the ledger.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, contextOf, dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp, productWithSkus } from '../../../test/harness';
import { type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { exportDefinition } from '../report-jobs/exports';
import './inventory-count.export';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
let ctx: RequestContext;
const ids = {} as Record<'sku1' | 'sku2' | 'combo' | 'w1' | 'w2' | 'l1' | 'l2' | 'l3' | 'm1' | 'foreignSku' | 'foreignWarehouse' | 'foreignLocation', number>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const TASK =
  'id taskNo status mode countType warehouseId warehouseName startedAt finishedAt summary { lines counted errorLines profitQuantity lossQuantity profitValue lossValue }';

const gql = dataGql(
  () => app,
  () => acme.token,
);
const mutate = async (field: string, signature: string, args: string, variables: Record<string, unknown>, select = TASK) =>
  (
    await gql(
      `mutation(${signature}) { ${field}(${args}) { __typename ... on Mutation${field[0].toUpperCase()}${field.slice(1)}Success { data { ${select} } } ${ERR} } }`,
      variables,
    )
  )[field];
const create = (input: Record<string, unknown>) => mutate('createCountTask', '$i: CountTaskInput!', 'input: $i', { i: input });
const start = (id: number) => mutate('startCountTask', '$id: Int!', 'id: $id', { id });
const end = (id: number) => mutate('endCountTask', '$id: Int!', 'id: $id', { id });
const remove = (id: number) => mutate('deleteCountTask', '$id: Int!', 'id: $id', { id });
const save = (taskId: number, lines: { lineId: number; countedQty: number | null }[]) =>
  mutate('saveCountLines', '$i: CountEntryInput!', 'input: $i', { i: { taskId, lines } });
const print = (id: number, sortBy?: string) =>
  mutate('printCountTask', '$id: Int!, $s: String', 'id: $id, sortBy: $s', { id, s: sortBy }, 'filename contentBase64 pages');

async function lines(taskId: number, filter: Record<string, unknown> = {}) {
  const data = await gql(
    `query($id: Int!, $f: InventoryCountLineFilter) { inventoryCountLines(taskId: $id, first: 100, filter: $f) { totalCount edges { node {
      id skuId locationId bookQty countedQty difference sku { sku productName } location { code } value { unitPrice bookValue differenceValue } } } } }`,
    { id: taskId, f: filter },
  );
  return data.inventoryCountLines.edges.map((e: { node: unknown }) => e.node) as {
    id: number;
    skuId: number;
    locationId: number;
    bookQty: number | null;
    countedQty: number | null;
    difference: number | null;
    sku: { sku: string };
    location: { code: string };
    value: { unitPrice: string; bookValue: string | null; differenceValue: string | null };
  }[];
}

const move = (m: StockMove) => ctx.db.$transaction((tx) => applyMoves(ctx, tx, [m]));
const stockOf = (skuId: number, warehouseId = ids.w1) => db().stock.findFirst({ where: { skuId, warehouseId }, select: { quantity: true, occupied: true } });
const atLocation = async (skuId: number, locationId: number) => (await db().stockLocation.findFirst({ where: { skuId, locationId } }))?.quantity ?? 0;
const written = async () => ({
  tasks: await db().inventoryCountTask.count({ where: { companyId: acme.companyId } }),
  lines: await db().inventoryCountLine.count({ where: { companyId: acme.companyId } }),
  ledger: await db().stockLedger.count({ where: { companyId: acme.companyId } }),
});

worldsSuite(companyWorld, ['Count Co', 'Other Co'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  ctx = await contextOf(app, acme.token);
  const c = acme.companyId;
  const product = await productWithSkus(app, c, { spu: 'MUG', name: 'Mug' }, [
    { sku: 'MUG-RED', barcode: 'BC-RED', purchasePrice: '9.99' },
    { sku: 'MUG-BLUE', purchasePrice: '3.00' },
    { sku: 'MUG-SET', isCombo: true },
  ]);
  [ids.sku1, ids.sku2, ids.combo] = product.skus.map((s) => s.id);
  const w1 = await ctx.db.warehouse.create({
    data: {
      companyId: c,
      name: 'Shenzhen',
      locations: {
        create: [
          { companyId: c, code: 'B-02' },
          { companyId: c, code: 'A-01' },
          { companyId: c, code: 'C-03' },
        ],
      },
    },
    include: { locations: { orderBy: { id: 'asc' } } },
  });
  ids.w1 = w1.id;
  [ids.l2, ids.l1, ids.l3] = w1.locations.map((l) => l.id);
  const w2 = await ctx.db.warehouse.create({
    data: { companyId: c, name: 'Yiwu', locations: { create: [{ companyId: c, code: 'M-01' }] } },
    include: { locations: true },
  });
  ids.w2 = w2.id;
  ids.m1 = w2.locations[0].id;
  // SKU1: 10 on A-01 at 2.00 and 5 on B-02 at 5.00 (moving average 3.00); SKU2: 8 on A-01, 6 of them occupied
  await move({ skuId: ids.sku1, warehouseId: ids.w1, locationId: ids.l1, type: 'inbound', quantity: 10, unitCost: '2.00' });
  await move({ skuId: ids.sku1, warehouseId: ids.w1, locationId: ids.l2, type: 'inbound', quantity: 5, unitCost: '5.00' });
  await move({ skuId: ids.sku2, warehouseId: ids.w1, locationId: ids.l1, type: 'inbound', quantity: 8, unitCost: '3.00' });
  await move({ skuId: ids.sku2, warehouseId: ids.w1, type: 'occupy', occupied: 6 });

  const o = other.companyId;
  const foreign = await db().product.create({
    data: { companyId: o, spu: 'X', name: 'X', skus: { create: [{ companyId: o, sku: 'X-1' }] } },
    include: { skus: true },
  });
  ids.foreignSku = foreign.skus[0].id;
  const fw = await db().warehouse.create({
    data: { companyId: o, name: 'Foreign', locations: { create: [{ companyId: o, code: 'F-01' }] } },
    include: { locations: true },
  });
  ids.foreignWarehouse = fw.id;
  ids.foreignLocation = fw.locations[0].id;
});

describe('generating a count task (spec 02 §5: warehouse, at least one SKU and one location)', () => {
  it('refuses a task without SKUs, locations or warehouse, writing nothing', async () => {
    const before = await written();
    const noSku = await create({ warehouseId: ids.w1, skuIds: [], locationIds: [ids.l1] });
    expect(noSku).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'skuIds', messageId: 'inventory.countSkuRequired', message: 'Please choose at least one SKU' }],
    });
    const noLocation = await create({ warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [] });
    expect(noLocation.fieldErrors).toEqual([
      { field: 'locationIds', messageId: 'inventory.countLocationRequired', message: 'Please choose at least one location' },
    ]);
    const noWarehouse = await create({ warehouseId: 0, skuIds: [ids.sku1], locationIds: [ids.l1] });
    expect(noWarehouse.fieldErrors[0]).toMatchObject({ field: 'warehouseId' });
    const badMode = await create({ warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [ids.l1], mode: 'guess', countType: 'random' });
    expect(badMode.fieldErrors.map((e: { messageId: string }) => e.messageId).sort()).toEqual(['inventory.countMode', 'inventory.countType']);
    expect(await written()).toEqual(before);
  });

  it('refuses a location of another warehouse, a combination SKU and ids of another company', async () => {
    const before = await written();
    const elsewhere = await create({ warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [ids.l1, ids.m1] });
    expect(elsewhere).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'locationIds', messageId: 'inventory.locationNotInWarehouse', message: 'The location M-01 is not in this warehouse' }],
    });
    const combo = await create({ warehouseId: ids.w1, skuIds: [ids.combo], locationIds: [ids.l1] });
    expect(combo.fieldErrors[0]).toMatchObject({ field: 'skuIds', messageId: 'counts.comboNotCountable' });
    for (const input of [
      { warehouseId: ids.foreignWarehouse, skuIds: [ids.sku1], locationIds: [ids.l1] },
      { warehouseId: ids.w1, skuIds: [ids.sku1, ids.foreignSku], locationIds: [ids.l1] },
      { warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [ids.foreignLocation] },
    ]) {
      expect(await create(input)).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(await written()).toEqual(before);
  });

  it('creates SKU × location lines with book quantities, ordered by location code', async () => {
    const task = await create({ warehouseId: ids.w1, skuIds: [ids.sku2, ids.sku1, ids.sku1], locationIds: [ids.l2, ids.l1] });
    expect(task.__typename).toBe('MutationCreateCountTaskSuccess');
    expect(task.data).toMatchObject({
      status: 'pending',
      mode: 'listed',
      countType: 'location',
      warehouseName: 'Shenzhen',
      summary: { lines: 4, counted: 0, errorLines: 0 },
    });
    expect(task.data.taskNo).toMatch(/^PD\d{8}-\d{6}$/);
    const rows = await lines(task.data.id);
    expect(rows.map((l) => [l.location.code, l.sku.sku, l.bookQty])).toEqual([
      ['A-01', 'MUG-BLUE', 8],
      ['A-01', 'MUG-RED', 10],
      ['B-02', 'MUG-BLUE', 0],
      ['B-02', 'MUG-RED', 5],
    ]);
    await remove(task.data.id);
  });

  it("refuses 'Task already exists' when an unfinished task of the warehouse holds one of the pairs", async () => {
    const first = await create({ warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [ids.l1, ids.l2], countType: 'sku' });
    const before = await written();
    const clash = await create({ warehouseId: ids.w1, skuIds: [ids.sku2, ids.sku1], locationIds: [ids.l2] });
    expect(clash).toEqual({ __typename: 'BusinessError', messageId: 'inventory.countTaskExists', message: 'Task already exists' });
    expect(await written()).toEqual(before);
    // other pairs of the same warehouse may be counted at the same time
    const otherPairs = await create({ warehouseId: ids.w1, skuIds: [ids.sku2], locationIds: [ids.l2] });
    expect(otherPairs.__typename).toBe('MutationCreateCountTaskSuccess');
    // …and a started task still holds its pairs
    await start(first.data.id);
    expect((await create({ warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [ids.l1] })).messageId).toBe('inventory.countTaskExists');
    // a deleted (never started) task frees them
    await remove(otherPairs.data.id);
    expect((await create({ warehouseId: ids.w1, skuIds: [ids.sku2], locationIds: [ids.l2] })).__typename).toBe('MutationCreateCountTaskSuccess');
  });
});

describe('counting: start, continue, end (spec 02 §4)', () => {
  let taskId: number;
  let rows: Awaited<ReturnType<typeof lines>>;

  it('every illegal move is one message', async () => {
    const task = await create({ warehouseId: ids.w2, skuIds: [ids.sku1], locationIds: [ids.m1] });
    taskId = task.data.id;
    const line = (await lines(taskId))[0];
    expect(await end(taskId)).toEqual({
      __typename: 'BusinessError',
      messageId: 'inventory.illegalTransition',
      message: 'This count task is pending and cannot be ended',
    });
    expect((await save(taskId, [{ lineId: line.id, countedQty: 1 }])).message).toBe('This count task is pending and cannot be counted');
    await start(taskId);
    expect((await start(taskId)).message).toBe('This count task is being counted and cannot be started');
    expect((await remove(taskId)).message).toBe('This count task is being counted and cannot be deleted');
    await save(taskId, [{ lineId: line.id, countedQty: 0 }]);
    expect((await end(taskId)).data.status).toBe('finished');
    expect((await save(taskId, [{ lineId: line.id, countedQty: 1 }])).message).toBe('This count task is finished and cannot be counted');
    expect((await end(taskId)).messageId).toBe('inventory.illegalTransition');
  });

  it('start snapshots the book quantities of that moment', async () => {
    const task = await create({ warehouseId: ids.w1, skuIds: [ids.sku2], locationIds: [ids.l1, ids.l3] });
    taskId = task.data.id;
    await move({ skuId: ids.sku2, warehouseId: ids.w1, locationId: ids.l3, type: 'inbound', quantity: 4, unitCost: '3.00' });
    expect((await lines(taskId)).map((l) => l.bookQty)).toEqual([8, 0]);
    const started = await start(taskId);
    expect(started.data).toMatchObject({ status: 'counting', startedAt: expect.any(String) });
    expect((await lines(taskId)).map((l) => l.bookQty)).toEqual([8, 4]);
  });

  it('refuses negative or fractional counts and lines of another task, writing nothing', async () => {
    rows = await lines(taskId);
    const before = await db().inventoryCountLine.findMany({ where: { taskId }, orderBy: { id: 'asc' } });
    const negative = await save(taskId, [
      { lineId: rows[0].id, countedQty: 5 },
      { lineId: rows[1].id, countedQty: -1 },
    ]);
    expect(negative).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'lines.1.countedQty', messageId: 'inventory.nonNegativeInteger', message: 'Please enter a whole number of 0 or more' }],
    });
    const fraction = await app.gql(
      'mutation($i: CountEntryInput!) { saveCountLines(input: $i) { __typename } }',
      { i: { taskId, lines: [{ lineId: rows[0].id, countedQty: 1.5 }] } },
      { token: acme.token },
    );
    expect(fraction.body.errors).toHaveLength(1);
    const strangerLine = (await db().inventoryCountLine.findFirst({ where: { companyId: acme.companyId, NOT: { taskId } } }))!;
    expect(
      await save(taskId, [
        { lineId: rows[0].id, countedQty: 5 },
        { lineId: strangerLine.id, countedQty: 5 },
      ]),
    ).toMatchObject({ __typename: 'NotFoundError', messageId: 'counts.lineNotFound' });
    expect(await db().inventoryCountLine.findMany({ where: { taskId }, orderBy: { id: 'asc' } })).toEqual(before);
  });

  it("refuses to end with uncounted lines ('inventory.countNotCounted')", async () => {
    expect((await save(taskId, [{ lineId: rows[0].id, countedQty: 8 }])).data.summary).toMatchObject({ lines: 2, counted: 1, errorLines: 0 });
    const before = await written();
    expect(await end(taskId)).toEqual({ __typename: 'BusinessError', messageId: 'inventory.countNotCounted', message: 'Some lines have not been counted yet' });
    expect(await written()).toEqual(before);
    expect((await gql('query($id: Int!) { inventoryCountTask(id: $id) { status } }', { id: taskId })).inventoryCountTask.status).toBe('counting');
    // a count entered by mistake can be cleared again
    await save(taskId, [{ lineId: rows[1].id, countedQty: 2 }]);
    expect((await save(taskId, [{ lineId: rows[1].id, countedQty: null }])).data.summary.counted).toBe(1);
  });

  it('refuses a loss that would take stock below the occupied quantity, posting nothing', async () => {
    // SKU2 has 12 on hand (8 on A-01, 4 on C-03) with 6 occupied: counting 1 and 0 would leave 1 < 6
    await save(taskId, [
      { lineId: rows[0].id, countedQty: 1 },
      { lineId: rows[1].id, countedQty: 0 },
    ]);
    const before = { ...(await written()), stock: await stockOf(ids.sku2), at: await atLocation(ids.sku2, ids.l1) };
    expect(await end(taskId)).toEqual({
      __typename: 'BusinessError',
      messageId: 'inventory.stockBelowOccupied',
      message: 'The stock quantity may not be below the occupied quantity (6)',
    });
    expect({ ...(await written()), stock: await stockOf(ids.sku2), at: await atLocation(ids.sku2, ids.l1) }).toEqual(before);
    expect((await gql('query($id: Int!) { inventoryCountTask(id: $id) { status } }', { id: taskId })).inventoryCountTask.status).toBe('counting');
    await save(taskId, [
      { lineId: rows[0].id, countedQty: 7 },
      { lineId: rows[1].id, countedQty: 4 },
    ]);
    expect((await end(taskId)).data).toMatchObject({ status: 'finished', summary: { errorLines: 1, lossQuantity: 1, profitQuantity: 0, lossValue: '3.00' } });
    expect(await stockOf(ids.sku2)).toEqual({ quantity: 11, occupied: 6 });
  });
});

describe('a whole count posted to the ledger', () => {
  it('posts profit and loss per location at the purchase price and balances the stock', async () => {
    // the task of the overlap test: SKU1 on A-01 (10) and B-02 (5), ordered by SKU
    const task = (
      await gql('{ inventoryCountTasks(first: 50, filter: { status: counting }) { edges { node { id taskNo countType } } } }')
    ).inventoryCountTasks.edges
      .map((e: { node: { id: number; taskNo: string; countType: string } }) => e.node)
      .find((t: { countType: string }) => t.countType === 'sku');
    const rows = await lines(task.id);
    expect(rows.map((l) => [l.location.code, l.bookQty])).toEqual([
      ['A-01', 10],
      ['B-02', 5],
    ]);
    const saved = await save(task.id, [
      { lineId: rows[0].id, countedQty: 12 },
      { lineId: rows[1].id, countedQty: 3 },
    ]);
    // listed mode shows differences and values while counting (a preview at today's price)
    expect(saved.data.summary).toMatchObject({ lines: 2, counted: 2, errorLines: 2, profitQuantity: 2, lossQuantity: 2 });
    const preview = await lines(task.id);
    expect(preview.map((l) => [l.difference, l.value.unitPrice, l.value.bookValue, l.value.differenceValue])).toEqual([
      [2, '3.00', '30.00', '6.00'],
      [-2, '3.00', '15.00', '-6.00'],
    ]);

    const ended = await end(task.id);
    expect(ended.data).toMatchObject({
      status: 'finished',
      finishedAt: expect.any(String),
      summary: { errorLines: 2, profitQuantity: 2, lossQuantity: 2, profitValue: '6.00', lossValue: '6.00' },
    });
    const ledger = await db().stockLedger.findMany({ where: { companyId: acme.companyId, billNo: task.taskNo }, orderBy: { id: 'asc' } });
    expect(ledger.map((g) => [g.type, g.locationId, g.quantityChange, g.quantityAfter, g.billType, Number(g.unitCost).toFixed(4)])).toEqual([
      ['countProfit', ids.l1, 2, 17, 'inventoryCount', '3.0000'],
      ['countLoss', ids.l2, -2, 15, 'inventoryCount', '3.0000'],
    ]);
    // 10 + 5, +2 −2; the profit came in at the average price, which stays
    expect(await stockOf(ids.sku1)).toEqual({ quantity: 15, occupied: 0 });
    expect([await atLocation(ids.sku1, ids.l1), await atLocation(ids.sku1, ids.l2)]).toEqual([12, 3]);
    const stock = await db().stock.findFirst({ where: { skuId: ids.sku1, warehouseId: ids.w1 } });
    expect(Number(stock!.purchasePrice).toFixed(2)).toBe('3.00');
    // differences only, after the count
    expect((await lines(task.id, { differenceOnly: true })).length).toBe(2);
  });

  it('exports the loss and profit lines of finished tasks through the report-jobs registry', async () => {
    const def = exportDefinition('inventoryCountLoss')!;
    expect(def.permission).toBe('inventoryCount');
    expect(await def.count(ctx, {})).toBe(3);
    const out: unknown[] = [];
    for await (const batch of def.rows(ctx, {})) out.push(...batch);
    expect(out.map((r: any) => [r.sku, r.location, r.book, r.counted, r.difference, r.value])).toEqual([
      ['MUG-RED', 'A-01', 10, 12, 2, 6],
      ['MUG-RED', 'B-02', 5, 3, -2, -6],
      ['MUG-BLUE', 'A-01', 8, 7, -1, -3],
    ]);
    const t = (id: string) => id;
    expect(def.columns.find((c) => c.headerId.endsWith('result'))!.value(out[2] as never, { lang: 'en', t })).toBe('counts.result.loss');
  });
});

describe('blind counts', () => {
  it('answer null for book quantities, differences and their values until finished', async () => {
    await move({ skuId: ids.sku1, warehouseId: ids.w1, locationId: ids.l3, type: 'inbound', quantity: 7, unitCost: '3.00' });
    const task = await create({ warehouseId: ids.w1, skuIds: [ids.sku1], locationIds: [ids.l3], mode: 'blind' });
    const id = task.data.id;
    await start(id);
    let [line] = await lines(id);
    expect(line).toMatchObject({ bookQty: null, difference: null, value: { bookValue: null, differenceValue: null } });
    const saved = await save(id, [{ lineId: line.id, countedQty: 9 }]);
    expect(saved.data.summary).toMatchObject({ lines: 1, counted: 1, errorLines: null, profitQuantity: null, lossQuantity: null, profitValue: null });
    [line] = await lines(id);
    expect(line).toMatchObject({ bookQty: null, countedQty: 9, difference: null });
    // the difference filter would reveal the book: ignored while the blind count runs
    expect(await lines(id, { differenceOnly: true })).toHaveLength(1);
    const ended = await end(id);
    expect(ended.data.summary).toMatchObject({ errorLines: 1, profitQuantity: 2 });
    [line] = await lines(id);
    expect(line).toMatchObject({ bookQty: 7, countedQty: 9, difference: 2 });
  });
});

describe('the printed count list', () => {
  const pageCount = (base64: string) =>
    (
      Buffer.from(base64, 'base64')
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? []
    ).length;

  it('prints a PDF by location, SKU or order and changes nothing', async () => {
    const task = (await gql('{ inventoryCountTasks(first: 1) { edges { node { id taskNo } } } }')).inventoryCountTasks.edges[0].node;
    const before = await written();
    for (const sortBy of [undefined, 'location', 'sku', 'order']) {
      const pdf = await print(task.id, sortBy);
      expect(pdf.__typename).toBe('MutationPrintCountTaskSuccess');
      expect(Buffer.from(pdf.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.data).toMatchObject({ filename: `${task.taskNo}.pdf`, pages: 1 });
      expect(pageCount(pdf.data.contentBase64)).toBe(1);
    }
    expect((await print(task.id, 'shelf')).fieldErrors[0]).toMatchObject({ field: 'sortBy', messageId: 'inventory.countType' });
    expect(await written()).toEqual(before);
  });

  it('runs over several pages for a long list', async () => {
    const c = acme.companyId;
    const wh = await ctx.db.warehouse.create({
      data: {
        companyId: c,
        name: 'Big',
        locations: { create: Array.from({ length: 40 }, (_, i) => ({ companyId: c, code: `R-${String(i).padStart(2, '0')}` })) },
      },
      include: { locations: true },
    });
    const task = await create({ warehouseId: wh.id, skuIds: [ids.sku1, ids.sku2], locationIds: wh.locations.map((l) => l.id), mode: 'blind' });
    expect(task.data.summary.lines).toBe(80);
    const pdf = await print(task.data.id);
    expect(pdf.data.pages).toBe(3);
    expect(pageCount(pdf.data.contentBase64)).toBe(3);
  });
});

describe('the task list', () => {
  it('filters by status, warehouse and number, newest first, with paging', async () => {
    const all = await gql('{ inventoryCountTasks(first: 2, offset: 0) { totalCount edges { node { taskNo } } } }');
    expect(all.inventoryCountTasks.edges).toHaveLength(2);
    const total = all.inventoryCountTasks.totalCount;
    const page2 = await gql('{ inventoryCountTasks(first: 2, offset: 2) { totalCount edges { node { taskNo } } } }');
    expect(page2.inventoryCountTasks.totalCount).toBe(total);
    const finished = await gql('query($w: Int) { inventoryCountTasks(first: 50, filter: { status: finished, warehouseId: $w }) { totalCount } }', {
      w: ids.w1,
    });
    expect(finished.inventoryCountTasks.totalCount).toBe(3);
    const newest = all.inventoryCountTasks.edges[0].node.taskNo as string;
    const byNo = await gql('query($k: String) { inventoryCountTasks(first: 50, filter: { keyword: $k }) { edges { node { taskNo } } } }', {
      k: newest.slice(-6),
    });
    expect(byNo.inventoryCountTasks.edges.map((e: any) => e.node.taskNo)).toEqual([newest]);
    // another company sees none of them
    const foreign = await gql('{ inventoryCountTasks(first: 50) { totalCount } }', {}, other.token);
    expect(foreign.inventoryCountTasks.totalCount).toBe(0);
  });
});
