// Processing sheets through the GraphQL API on a real database: the spec 02 §5 rules broken with
// nothing written, the occupation rules, every transition, processing end to end, batch printing.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ValidationError } from '../../platform/errors';
import { atLocation, balance, stockIn, stockState, stockWorld, type StockWorld } from '../inventory/fixtures';
import { createAssemble, occupyAssemble } from './assemble.service';

let app: TestApp;
let w: StockWorld;

const SHEET = 'id billNo status quantity processed remark warehouseName comboSku fullyOccupied components { skuId sku perUnit required occupied available }';
const RESULT = (field: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on Mutation${field}Success { data { ${SHEET} } } }`;
const CREATE = `mutation($i: CreateAssembleSheetInput!) { createAssembleSheet(input: $i) ${RESULT('CreateAssembleSheet')} }`;
const OCCUPY = `mutation($i: OccupyAssembleSheetInput!) { occupyAssembleSheet(input: $i) ${RESULT('OccupyAssembleSheet')} }`;
const START = `mutation($id: Int!) { startAssembleSheet(id: $id) ${RESULT('StartAssembleSheet')} }`;
const BACK = `mutation($id: Int!) { returnAssembleSheetToPending(id: $id) ${RESULT('ReturnAssembleSheetToPending')} }`;
const COMPLETE = `mutation($i: CompleteAssembleSheetInput!) { completeAssembleSheet(input: $i) ${RESULT('CompleteAssembleSheet')} }`;
const DELETE = `mutation($id: Int!) { deleteAssembleSheet(id: $id) { __typename ... on Error { messageId message } ... on MutationDeleteAssembleSheetSuccess { data } } }`;
const PRINT = `mutation($ids: [Int!]!) { printAssembleSheets(ids: $ids) { __typename ... on Error { messageId message } ... on MutationPrintAssembleSheetsSuccess { data { fileName mimeType base64 } } } }`;

const create = async (input: Record<string, unknown>) =>
  (await w.gql(CREATE, { i: { warehouseId: w.wh1.id, comboSkuId: w.kit.id, quantity: 1, remark: 'gift sets', ...input } })).createAssembleSheet;

worldsSuite(stockWorld, ['Assemble Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  // KIT = 2 × CUP + 1 × BOX; CUP costs 2.00, BOX 3.00
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 10, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[1].id, 10, '3.00');
});

describe('processing sheet rules (spec 02 §5), nothing written', () => {
  it.each([
    ['a quantity of 0', { quantity: 0 }, 'quantity', 'inventory.quantityInteger', 'The quantity must be a whole number of at least 1'],
    ['an empty remark', { remark: '  ' }, 'remark', 'validation.required', undefined],
  ])('refuses %s', async (_n, input, field, messageId, message) => {
    const before = await stockState(w);
    const r = await create(input);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId, ...(message ? { message } : {}) })]);
    expect(await stockState(w)).toBe(before);
  });

  it('refuses a missing or fractional quantity (GraphQL Int carries none; the service checks too)', async () => {
    const before = await stockState(w);
    for (const quantity of [undefined, 1.5, '2']) {
      const err = await createAssemble(w.ctx, { warehouseId: w.wh1.id, comboSkuId: w.kit.id, quantity, remark: 'x' }).catch((e) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect(err.issues).toEqual([expect.objectContaining({ field: 'quantity', messageId: 'inventory.quantityInteger' })]);
    }
    const used = await occupyAssemble(w.ctx, { id: 1, lines: [{ skuId: w.skuA.id, quantity: 0.5 }] }).catch((e) => e);
    expect(used.issues).toEqual([expect.objectContaining({ field: 'lines.0.quantity', messageId: 'inventory.quantityInteger' })]);
    expect(await stockState(w)).toBe(before);
  });

  it('refuses a SKU that is not a combination', async () => {
    const before = await stockState(w);
    expect(await create({ comboSkuId: w.skuA.id })).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'inventory.notCombo',
      message: 'CUP is not a combination SKU',
    });
    expect(await stockState(w)).toBe(before);
  });

  it("treats another company's combination or warehouse as not found", async () => {
    const other = await stockWorld(app, 'Other Assemble Co');
    const before = await stockState(w);
    expect((await create({ comboSkuId: other.kit.id })).messageId).toBe('stock.skuNotFound');
    expect((await create({ warehouseId: other.wh1.id })).messageId).toBe('warehouse.notFound');
    expect(await stockState(w)).toBe(before);
  });
});

describe('processing end to end', () => {
  let sheet: { id: number; billNo: string };

  it('creating occupies the components as far as available stock allows, never more than needed', async () => {
    // 6 kits need 12 CUP (10 on hand) and 6 BOX
    const r = await create({ quantity: 6 });
    expect(r.data).toMatchObject({ status: 'pending', quantity: 6, fullyOccupied: false, warehouseName: 'Shenzhen', comboSku: 'KIT' });
    expect(r.data.components).toEqual([
      { skuId: w.skuA.id, sku: 'CUP', perUnit: 2, required: 12, occupied: 10, available: 0 },
      { skuId: w.skuB.id, sku: 'BOX', perUnit: 1, required: 6, occupied: 6, available: 4 },
    ]);
    sheet = r.data;
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 10, occupied: 10 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 10, occupied: 6 });
  });

  it('processing cannot begin while the occupied quantity is lower than the processed quantity needs', async () => {
    const before = await stockState(w);
    const r = (await w.gql(START, { id: sheet.id })).startAssembleSheet;
    expect(r).toMatchObject({
      messageId: 'inventory.occupiedBelowProcessing',
      message: 'Processing cannot begin: the occupied quantity of CUP (10) is lower than needed (12)',
    });
    expect(await stockState(w)).toBe(before);
  });

  it('occupation may exceed neither the available quantity nor what the combination needs', async () => {
    const before = await stockState(w);
    const overAvailable = (await w.gql(OCCUPY, { i: { id: sheet.id, lines: [{ skuId: w.skuA.id, quantity: 1 }] } })).occupyAssembleSheet;
    expect(overAvailable).toMatchObject({
      messageId: 'stock.assembleOccupyExceeds',
      message: 'The occupied quantity of CUP may not exceed the available quantity (0) nor the quantity required for the combination (2)',
    });
    const overRequired = (await w.gql(OCCUPY, { i: { id: sheet.id, lines: [{ skuId: w.skuB.id, quantity: 1 }] } })).occupyAssembleSheet;
    expect(overRequired).toMatchObject({ messageId: 'stock.assembleOccupyExceeds' });
    const notPart = (await w.gql(OCCUPY, { i: { id: sheet.id, lines: [{ skuId: w.kit.id, quantity: 1 }] } })).occupyAssembleSheet;
    expect(notPart.fieldErrors).toEqual([expect.objectContaining({ field: 'lines.0.skuId', messageId: 'stock.notComponent' })]);
    const zero = (await w.gql(OCCUPY, { i: { id: sheet.id, lines: [{ skuId: w.skuA.id, quantity: 0 }] } })).occupyAssembleSheet;
    expect(zero.fieldErrors).toEqual([expect.objectContaining({ field: 'lines.0.quantity', messageId: 'inventory.quantityInteger' })]);
    expect(await stockState(w)).toBe(before);
  });

  it('more stock arrives: an explicit occupation, then a top-up, make the sheet ready', async () => {
    await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 5, '2.00');
    const one = (await w.gql(OCCUPY, { i: { id: sheet.id, lines: [{ skuId: w.skuA.id, quantity: 1 }] } })).occupyAssembleSheet;
    expect(one.data.components[0]).toMatchObject({ required: 12, occupied: 11 });
    const topped = (await w.gql(OCCUPY, { i: { id: sheet.id } })).occupyAssembleSheet;
    expect(topped.data.components[0]).toMatchObject({ required: 12, occupied: 12, available: 3 });
    expect(topped.data.fullyOccupied).toBe(true);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 15, occupied: 12 });
  });

  it('pending → processing → pending → processing', async () => {
    expect((await w.gql(START, { id: sheet.id })).startAssembleSheet.data.status).toBe('processing');
    expect((await w.gql(OCCUPY, { i: { id: sheet.id } })).occupyAssembleSheet.message).toBe(
      'This processing sheet is being processed and cannot be given more stock',
    );
    expect((await w.gql(START, { id: sheet.id })).startAssembleSheet.message).toBe('This processing sheet is being processed and cannot be started');
    expect((await w.gql(BACK, { id: sheet.id })).returnAssembleSheetToPending.data.status).toBe('pending');
    expect((await w.gql(COMPLETE, { i: { id: sheet.id } })).completeAssembleSheet.message).toBe(
      'This processing sheet is pending processing and cannot be completed',
    );
    expect((await w.gql(BACK, { id: sheet.id })).returnAssembleSheetToPending.messageId).toBe('inventory.illegalTransition');
    expect((await w.gql(START, { id: sheet.id })).startAssembleSheet.data.status).toBe('processing');
  });

  it('completing takes the components out and puts the combinations in at the summed component price', async () => {
    const wrong = (await w.gql(COMPLETE, { i: { id: sheet.id, locationId: w.wh2.locations[0].id } })).completeAssembleSheet;
    expect(wrong.fieldErrors).toEqual([expect.objectContaining({ field: 'locationId', messageId: 'inventory.locationNotInWarehouse' })]);
    const r = (await w.gql(COMPLETE, { i: { id: sheet.id, locationId: w.wh1.locations[1].id } })).completeAssembleSheet;
    expect(r.data).toMatchObject({ status: 'completed', processed: 6 });
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 3, occupied: 0 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 4, occupied: 0 });
    const kit = await balance(w, w.kit.id, w.wh1.id);
    expect(kit).toMatchObject({ quantity: 6, occupied: 0 });
    expect(kit!.purchasePrice).toBeCloseTo(2 * 2 + 3, 4);
    expect(await atLocation(w, w.kit.id, w.wh1.locations[1].id)).toBe(6);
    const ledger = await w.ctx.db.stockLedger.findMany({
      where: { billNo: sheet.billNo, type: { in: ['assembleOut', 'assembleIn'] } },
      orderBy: { id: 'asc' },
    });
    expect(ledger.map((l) => [l.type, l.skuId, l.quantityChange, l.occupiedChange])).toEqual([
      ['assembleOut', w.skuA.id, -12, -12],
      ['assembleOut', w.skuB.id, -6, -6],
      ['assembleIn', w.kit.id, 6, 0],
    ]);
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceNo: sheet.billNo, status: 'active' } })).toBe(0);
    expect((await w.gql(BACK, { id: sheet.id })).returnAssembleSheetToPending.message).toBe(
      'This processing sheet is completed and cannot be returned to pending',
    );
    expect((await w.gql(DELETE, { id: sheet.id })).deleteAssembleSheet.messageId).toBe('inventory.illegalTransition');
  });

  it('a pending sheet is deleted with its occupation given back', async () => {
    const r = await create({ quantity: 1 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 4, occupied: 1 });
    expect((await w.gql(DELETE, { id: r.data.id })).deleteAssembleSheet.data).toBe(r.data.id);
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 4, occupied: 0 });
    expect(await w.ctx.db.assembleSheet.findFirst({ where: { id: r.data.id } })).toBeNull();
  });
});

describe('batch printing', () => {
  it('prints sheets of one warehouse as one PDF', async () => {
    const a = await create({ quantity: 1 });
    const b = await create({ quantity: 1 });
    const r = (await w.gql(PRINT, { ids: [a.data.id, b.data.id] })).printAssembleSheets;
    expect(r.data).toMatchObject({ mimeType: 'application/pdf', fileName: 'assemble-sheets-2.pdf' });
    expect(Buffer.from(r.data.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses sheets of different warehouses: "Processing orders not in the same warehouse cannot be printed in bulk"', async () => {
    await stockIn(w, w.skuB.id, w.wh2.id, w.wh2.locations[0].id, 5);
    const here = await create({ quantity: 1 });
    const there = await create({ quantity: 1, warehouseId: w.wh2.id });
    const r = (await w.gql(PRINT, { ids: [here.data.id, there.data.id] })).printAssembleSheets;
    expect(r).toEqual({
      __typename: 'BusinessError',
      messageId: 'inventory.printDifferentWarehouses',
      message: 'Processing orders not in the same warehouse cannot be printed in bulk',
    });
    const zh = await app.gql(PRINT, { ids: [here.data.id, there.data.id] }, { token: w.company.token, lang: 'zh' });
    expect(zh.body.data.printAssembleSheets.message).toBe('不在同一仓库的加工单不能批量打印');
    expect((await w.gql(PRINT, { ids: [] })).printAssembleSheets.messageId).toBe('validation.failed');
  });

  it('lists with filters', async () => {
    const r = await w.gql('query($f: AssembleSheetFilter) { assembleSheets(first: 10, filter: $f) { totalCount edges { node { status } } } }', {
      f: { status: 'completed' },
    });
    expect(r.assembleSheets).toMatchObject({ totalCount: 1, edges: [{ node: { status: 'completed' } }] });
  });
});
