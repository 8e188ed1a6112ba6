// Inbound and outbound orders and the stock ledger through the GraphQL API on a real database:
// every spec 02 §5 rule these screens touch is broken once and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp, productWithSkus, snapshot } from '../../../test/harness';
import { exportedRows } from '../report-jobs/export.fixtures';
import { unscopedDb } from '../../platform/db';
import { billNoPrefix } from './stock-bills.service';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const BILL =
  'id direction billNo type status warehouseId warehouseName remark operatorName confirmedAt totalQuantity totalAmount lines { skuId sku productName locationId locationCode quantity unitPrice total remark }';

const gql = dataGql(
  () => app,
  () => acme.token,
);
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
async function save(direction: 'inbound' | 'outbound', input: Record<string, unknown>, token = acme.token) {
  const field = `${input.id ? 'update' : 'create'}${cap(direction)}Order`;
  const type = input.id ? 'UpdateStockBillInput' : 'StockBillInput';
  const d = await gql(
    `mutation($i: ${type}!) { ${field}(input: $i) { __typename ... on Mutation${cap(field)}Success { data { ${BILL} } } ${ERR} } }`,
    { i: input },
    token,
  );
  return d[field];
}
async function act(action: 'confirm' | 'cancel', direction: 'inbound' | 'outbound', id: number, token = acme.token) {
  const field = `${action}${cap(direction)}Order`;
  const d = await gql(
    `mutation($id: Int!) { ${field}(id: $id) { __typename ... on Mutation${cap(field)}Success { data { ${BILL} } } ${ERR} } }`,
    { id },
    token,
  );
  return d[field];
}

/** Everything a refused bill must leave alone. */
async function stockState(companyId = acme.companyId) {
  const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
  return snapshot(
    db().stock.findMany(where),
    db().stockLocation.findMany(where),
    db().stockLot.findMany(where),
    db().stockLedger.findMany(where),
    db().stockBill.findMany({ ...where, include: { lines: { orderBy: { id: 'asc' } } } }),
  );
}

let wh: number;
let wh2: number;
let disabledWh: number;
let a1: number;
let a2: number;
let b1: number;
let mug: number;
let cup: number;
let kit: number;
let foreign: { wh: number; loc: number; sku: number };

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  const mk = async (companyId: number, name: string, codes: string[], enabled = true) =>
    db().warehouse.create({
      data: { companyId, name, enabled, locations: { create: codes.map((code) => ({ companyId, code })) } },
      include: { locations: { orderBy: { code: 'asc' } } },
    });
  const w = await mk(acme.companyId, 'Shenzhen', ['A-01', 'A-02']);
  const w2 = await mk(acme.companyId, 'Yiwu', ['B-01']);
  const off = await mk(acme.companyId, 'Closed', ['Z-01'], false);
  [wh, wh2, disabledWh] = [w.id, w2.id, off.id];
  [a1, a2] = w.locations.map((l) => l.id);
  b1 = w2.locations[0].id;
  const p = await productWithSkus(app, acme.companyId, { spu: 'MUG', name: 'Mug' }, [{ sku: 'MUG-1' }, { sku: 'CUP-1' }, { sku: 'KIT-1', isCombo: true }]);
  [mug, cup, kit] = p.skus.map((s) => s.id);
  const fw = await mk(other.companyId, 'Foreign', ['F-01']);
  const fp = await db().product.create({
    data: { companyId: other.companyId, spu: 'F', name: 'F', skus: { create: [{ companyId: other.companyId, sku: 'F-1' }] } },
    include: { skus: true },
  });
  foreign = { wh: fw.id, loc: fw.locations[0].id, sku: fp.skus[0].id };
});

let inbound: number;

describe('inbound orders', () => {
  it('saves a draft with a new number, the lines and their totals; nothing moves yet', async () => {
    const before = await db().stockLedger.count();
    const r = await save('inbound', {
      warehouseId: wh,
      type: 'purchase',
      remark: 'first',
      lines: [
        { skuId: mug, quantity: 10, unitPrice: '2.50', locationId: a1, remark: 'top' },
        { skuId: cup, quantity: 3, unitPrice: '1.1', locationId: a2 },
      ],
    });
    expect(r.__typename).toBe('MutationCreateInboundOrderSuccess');
    expect(r.data).toMatchObject({
      direction: 'inbound',
      billNo: `${billNoPrefix('inbound')}0001`,
      type: 'purchase',
      status: 'draft',
      warehouseName: 'Shenzhen',
      operatorName: 'Acme boss',
      confirmedAt: null,
      totalQuantity: 13,
      totalAmount: '28.30',
      lines: [
        { sku: 'MUG-1', productName: 'Mug', locationCode: 'A-01', quantity: 10, unitPrice: '2.5', total: '25.00', remark: 'top' },
        { sku: 'CUP-1', locationCode: 'A-02', quantity: 3, unitPrice: '1.1', total: '3.30', remark: '' },
      ],
    });
    expect(r.data.billNo).toMatch(/^IN-\d{8}-0001$/);
    inbound = r.data.id;
    expect(await db().stockLedger.count()).toBe(before);
    const second = await save('inbound', { warehouseId: wh, lines: [{ skuId: mug, quantity: 1, locationId: a1 }] });
    expect(second.data.billNo).toBe(`${billNoPrefix('inbound')}0002`);
    expect((await act('cancel', 'inbound', second.data.id)).data.status).toBe('cancelled');
  });

  it('needs a warehouse, products and a location on every line; other rules of spec 02 §5; nothing written', async () => {
    const before = await stockState();
    const line = { skuId: mug, quantity: 1, locationId: a1 };
    const fieldErrors = async (input: Record<string, unknown>) => (await save('inbound', input)).fieldErrors;
    expect(await fieldErrors({ lines: [line] })).toEqual([
      { field: 'warehouseId', messageId: 'inventory.selectWarehouseFirst', message: 'Please select a warehouse first' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [] })).toEqual([
      { field: 'lines', messageId: 'inventory.productsRequired', message: 'Please add at least one product' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [{ skuId: mug, quantity: 1 }] })).toEqual([
      { field: 'lines.0.locationId', messageId: 'inventory.locationRequired', message: 'Please choose a storage location' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [line, { ...line, quantity: 2 }] })).toEqual([
      { field: 'lines.1.skuId', messageId: 'inventory.sameProductTwice', message: 'Cannot add the same product repeatedly' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [{ ...line, quantity: 0 }] })).toEqual([
      { field: 'lines.0.quantity', messageId: 'inventory.quantityInteger', message: 'The quantity must be a whole number of at least 1' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [{ ...line, unitPrice: '1.234' }] })).toEqual([
      { field: 'lines.0.unitPrice', messageId: 'inventory.priceTwoDecimals', message: 'Please enter an integer or a number with at most two decimals' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [{ ...line, locationId: b1 }] })).toEqual([
      { field: 'lines.0.locationId', messageId: 'inventory.locationNotInWarehouse', message: 'The location B-01 is not in this warehouse' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, lines: [{ ...line, skuId: kit }] })).toEqual([
      { field: 'lines.0.skuId', messageId: 'warehouse.comboNoStock', message: 'KIT-1 is a combination SKU and has no stock of its own' },
    ]);
    expect(await fieldErrors({ warehouseId: disabledWh, lines: [line] })).toEqual([
      { field: 'warehouseId', messageId: 'inventory.warehouseDisabled', message: 'The warehouse Closed is disabled' },
    ]);
    expect(await fieldErrors({ warehouseId: wh, type: 'gift', lines: [line] })).toEqual([
      { field: 'type', messageId: 'inventory.billType', message: 'Unknown order type' },
    ]);
    expect(await stockState()).toBe(before);
  });

  it("treats another company's warehouse, SKU or location as not found", async () => {
    const before = await stockState();
    const otherBefore = await stockState(other.companyId);
    const line = { skuId: mug, quantity: 1, locationId: a1 };
    expect(await save('inbound', { warehouseId: foreign.wh, lines: [line] })).toMatchObject({ __typename: 'NotFoundError', messageId: 'warehouse.notFound' });
    expect(await save('inbound', { warehouseId: wh, lines: [{ ...line, skuId: foreign.sku }] })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'warehouse.skuNotFound',
    });
    expect(await save('inbound', { warehouseId: wh, lines: [{ ...line, locationId: foreign.loc }] })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'warehouse.locationNotFound',
    });
    expect(await act('confirm', 'inbound', inbound, other.token)).toMatchObject({ __typename: 'NotFoundError', messageId: 'warehouse.billNotFound' });
    expect((await gql('query($id: Int!) { inboundOrder(id: $id) { id } }', { id: inbound }, other.token)).inboundOrder).toBeNull();
    // an outbound order is not an inbound order
    expect((await gql('query($id: Int!) { outboundOrder(id: $id) { id } }', { id: inbound })).outboundOrder).toBeNull();
    expect(await stockState()).toBe(before);
    expect(await stockState(other.companyId)).toBe(otherBefore);
  });

  it('modifies a draft: lines are replaced', async () => {
    const r = await save('inbound', {
      id: inbound,
      warehouseId: wh,
      type: 'purchase',
      lines: [
        { skuId: mug, quantity: 12, unitPrice: '2.00', locationId: a1 },
        { skuId: cup, quantity: 4, unitPrice: '1.00', locationId: a2 },
      ],
    });
    expect(r.data).toMatchObject({ totalQuantity: 16, totalAmount: '28.00', remark: '' });
    expect(await db().stockBillLine.count({ where: { billId: inbound } })).toBe(2);
  });

  it('confirms: +quantity at each location with the unit price as cost, one ledger row per line, in one go', async () => {
    const r = await act('confirm', 'inbound', inbound);
    expect(r.data).toMatchObject({ status: 'confirmed' });
    expect(r.data.confirmedAt).toBeTruthy();
    const stock = await db().stock.findMany({ where: { warehouseId: wh }, orderBy: { skuId: 'asc' } });
    expect(stock.map((s) => [s.skuId, s.quantity, s.occupied, Number(s.purchasePrice)])).toEqual([
      [mug, 12, 0, 2],
      [cup, 4, 0, 1],
    ]);
    const at = await db().stockLocation.findMany({ where: { warehouseId: wh }, orderBy: { skuId: 'asc' } });
    expect(at.map((s) => [s.locationId, s.quantity])).toEqual([
      [a1, 12],
      [a2, 4],
    ]);
    const ledger = await db().stockLedger.findMany({ where: { companyId: acme.companyId }, orderBy: { id: 'asc' } });
    expect(ledger.map((l) => [l.type, l.skuId, l.quantityChange, l.quantityAfter, l.billNo, l.billType])).toEqual([
      ['inbound', mug, 12, 12, r.data.billNo, 'inbound'],
      ['inbound', cup, 4, 4, r.data.billNo, 'inbound'],
    ]);
  });

  it('a confirmed order cannot be modified, confirmed again or cancelled (one message)', async () => {
    const before = await stockState();
    const line = { skuId: mug, quantity: 1, locationId: a1 };
    const modify = await save('inbound', { id: inbound, warehouseId: wh, lines: [line] });
    expect(modify).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'inventory.illegalTransition',
      message: 'This inbound order is confirmed and cannot be modified',
    });
    expect((await act('confirm', 'inbound', inbound)).message).toBe('This inbound order is confirmed and cannot be confirmed');
    expect((await act('cancel', 'inbound', inbound)).message).toBe('This inbound order is confirmed and cannot be cancelled');
    const zh = await app.gql('mutation($id: Int!) { confirmInboundOrder(id: $id) { ... on Error { message } } }', { id: inbound }, { token: acme.token });
    expect(zh.body.data.confirmInboundOrder.message).toBe('该入库单当前为已确认，不能确认');
    expect(await stockState()).toBe(before);
  });

  it('a draft whose warehouse was disabled meanwhile cannot be confirmed', async () => {
    const draft = await save('inbound', { warehouseId: wh2, lines: [{ skuId: mug, quantity: 5, locationId: b1 }] });
    await db().warehouse.update({ where: { id: wh2 }, data: { enabled: false } });
    const before = await stockState();
    expect((await act('confirm', 'inbound', draft.data.id)).fieldErrors).toEqual([
      { field: 'warehouseId', messageId: 'inventory.warehouseDisabled', message: 'The warehouse Yiwu is disabled' },
    ]);
    expect(await stockState()).toBe(before);
    await db().warehouse.update({ where: { id: wh2 }, data: { enabled: true } });
    expect((await act('confirm', 'inbound', draft.data.id)).data.status).toBe('confirmed');
  });
});

describe('outbound orders', () => {
  it('refuses more than the available stock when saving, with the figures; nothing written', async () => {
    await db().stock.updateMany({ where: { warehouseId: wh, skuId: mug }, data: { occupied: 2 } });
    const before = await stockState();
    const r = await save('outbound', { warehouseId: wh, lines: [{ skuId: mug, quantity: 11 }] });
    expect(r.fieldErrors).toEqual([
      {
        field: 'lines.0.quantity',
        messageId: 'inventory.outboundExceedsStock',
        message: 'The outbound quantity of MUG-1 (11) exceeds its available stock (10)',
      },
    ]);
    const loc = await save('outbound', { warehouseId: wh, lines: [{ skuId: cup, quantity: 3, locationId: a1 }] });
    expect(loc.fieldErrors).toEqual([
      {
        field: 'lines.0.quantity',
        messageId: 'warehouse.outboundExceedsLocation',
        message: 'The outbound quantity of CUP-1 (3) exceeds its stock on location A-01 (0)',
      },
    ]);
    expect((await save('outbound', { warehouseId: wh, lines: [] })).fieldErrors[0].messageId).toBe('inventory.productsRequired');
    expect((await save('outbound', { lines: [{ skuId: mug, quantity: 1 }] })).fieldErrors[0].message).toBe('Please select a warehouse first');
    expect(await stockState()).toBe(before);
    await db().stock.updateMany({ where: { warehouseId: wh, skuId: mug }, data: { occupied: 0 } });
  });

  it('confirms: takes from the locations by code, then from stock on no location', async () => {
    // 3 more MUG on no location (a move without a location, e.g. a count)
    await db().stock.updateMany({ where: { warehouseId: wh, skuId: mug }, data: { quantity: 15 } });
    await db().stockLocation.create({ data: { companyId: acme.companyId, skuId: mug, warehouseId: wh, locationId: a2, quantity: 0 } });
    const r = await save('outbound', { warehouseId: wh, type: 'sale', lines: [{ skuId: mug, quantity: 14, unitPrice: '5' }] });
    expect(r.data).toMatchObject({ billNo: `${billNoPrefix('outbound')}0001`, status: 'draft', totalAmount: '70.00' });
    const c = await act('confirm', 'outbound', r.data.id);
    expect(c.data.status).toBe('confirmed');
    const ledger = await db().stockLedger.findMany({ where: { billNo: r.data.billNo }, orderBy: { id: 'asc' } });
    expect(ledger.map((l) => [l.type, l.locationId, l.quantityChange, l.quantityAfter])).toEqual([
      ['outbound', a1, -12, 3],
      ['outbound', null, -2, 1],
    ]);
    expect((await db().stockLocation.findFirst({ where: { skuId: mug, locationId: a1 } }))!.quantity).toBe(0);
  });

  it('refuses at confirmation when the stock went away meanwhile, with the figures; nothing written', async () => {
    const draft = await save('outbound', { warehouseId: wh, lines: [{ skuId: cup, quantity: 4, locationId: a2 }] });
    expect(draft.__typename).toBe('MutationCreateOutboundOrderSuccess');
    await db().stock.updateMany({ where: { warehouseId: wh, skuId: cup }, data: { occupied: 1 } });
    const before = await stockState();
    const r = await act('confirm', 'outbound', draft.data.id);
    expect(r).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'inventory.outboundExceedsStock',
      message: 'The outbound quantity of CUP-1 (4) exceeds its available stock (3)',
    });
    expect(await stockState()).toBe(before);
    await db().stock.updateMany({ where: { warehouseId: wh, skuId: cup }, data: { occupied: 0 } });
    expect((await act('confirm', 'outbound', draft.data.id)).data.status).toBe('confirmed');
    expect((await act('cancel', 'outbound', draft.data.id)).message).toBe('This outbound order is confirmed and cannot be cancelled');
  });

  it('a cancelled order cannot be confirmed', async () => {
    const draft = await save('outbound', { warehouseId: wh, lines: [{ skuId: mug, quantity: 1 }] });
    await act('cancel', 'outbound', draft.data.id);
    expect((await act('confirm', 'outbound', draft.data.id)).message).toBe('This outbound order is cancelled and cannot be confirmed');
  });
});

describe('lists', () => {
  const listQ =
    'query($f: StockBillFilter, $first: Int, $offset: Int) { inboundOrders(filter: $f, first: $first, offset: $offset) { totalCount edges { node { billNo status warehouseName } } } }';
  it('lists inbound orders newest first with filters and paging', async () => {
    const all = (await gql(listQ, { first: 10 })).inboundOrders;
    expect(all.totalCount).toBe(3);
    expect(all.edges.map((e: any) => e.node.billNo)).toEqual([3, 2, 1].map((n) => `${billNoPrefix('inbound')}000${n}`));
    const page2 = (await gql(listQ, { first: 1, offset: 1 })).inboundOrders;
    expect(page2.edges.map((e: any) => e.node.status)).toEqual(['cancelled']);
    const count = async (f: Record<string, unknown>) => (await gql(listQ, { f, first: 10 })).inboundOrders.totalCount;
    expect(await count({ status: 'confirmed' })).toBe(2);
    expect(await count({ warehouseId: wh2 })).toBe(1);
    expect(await count({ type: 'purchase' })).toBe(1);
    expect(await count({ billNo: '0002' })).toBe(1);
    expect(await count({ sku: 'cup' })).toBe(1);
    expect(await count({ sku: 'mug' })).toBe(3);
    expect(await count({ from: new Date(Date.now() + 3600_000).toISOString() })).toBe(0);
    expect(await count({ to: new Date(Date.now() + 3600_000).toISOString() })).toBe(3);
    const bad = await app.gql(listQ, { f: { status: 'lost' } }, { token: acme.token, lang: 'en' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await gql('{ outboundOrders(first: 10) { totalCount } }')).outboundOrders.totalCount).toBe(3);
  });

  it('lists the ledger with quantity change, balance after and operator, filtered', async () => {
    const q =
      'query($f: StockLedgerFilter) { stockLedger(first: 50, filter: $f) { totalCount edges { node { sku productName warehouseName locationCode type quantityChange quantityAfter availableAfter billNo operatorName } } } }';
    const all = (await gql(q)).stockLedger;
    expect(all.totalCount).toBe(6);
    expect(all.edges[0].node).toMatchObject({
      sku: 'CUP-1',
      warehouseName: 'Shenzhen',
      locationCode: 'A-02',
      type: 'outbound',
      quantityChange: -4,
      quantityAfter: 0,
      operatorName: 'Acme boss',
    });
    const count = async (f: Record<string, unknown>) => (await gql(q, { f })).stockLedger.totalCount;
    expect(await count({ warehouseId: wh2 })).toBe(1);
    expect(await count({ type: 'outbound' })).toBe(3);
    expect(await count({ sku: 'cup' })).toBe(2);
    expect(await count({ billNo: 'OUT-' })).toBe(3);
    expect(await count({ from: new Date(Date.now() + 3600_000).toISOString() })).toBe(0);
    expect((await gql(q, {}, other.token)).stockLedger.totalCount).toBe(0);
  });
});

describe('ledger export (task queue)', () => {
  it('exports the filtered ledger newest first, with the headers and types in the job language', async () => {
    const r = await app.gql(
      'mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id reportName } } ... on Error { message } } }',
      { i: { reportType: 'stockLedger', filter: { sku: 'cup', warehouseId: wh } } },
      { token: acme.token, lang: 'en' },
    );
    expect(r.body.data.startExport).toMatchObject({ __typename: 'MutationStartExportSuccess', data: { reportName: 'Stock ledger' } });
    const { job, rows } = await exportedRows(app, r.body.data.startExport.data.id, acme.token);
    expect(job).toMatchObject({ status: 10, rowCount: 2 });
    expect(rows[0].slice(0, 7)).toEqual(['Time', 'SKU', 'Product', 'Warehouse', 'Location', 'Type', 'Stock change']);
    expect(rows.slice(1).map((x) => [x[1], x[3], x[4], x[5], x[6], x[8]])).toEqual([
      ['CUP-1', 'Shenzhen', 'A-02', 'Outbound', -4, 0],
      ['CUP-1', 'Shenzhen', 'A-02', 'Inbound', 4, 4],
    ]);
    const none = await app.gql(
      'mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on Error { messageId } } }',
      { i: { reportType: 'stockLedger', filter: { sku: 'cup' } } },
      { token: other.token },
    );
    expect(none.body.data.startExport).toMatchObject({ __typename: 'BusinessError', messageId: 'report.emptyExport' });
  });
});
