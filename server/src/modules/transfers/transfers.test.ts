// Transfer orders through the GraphQL API on a real database: rules broken with nothing written,
// every transition (and the illegal ones), freight sharing, and a transfer end to end.
import { shareFreight } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ValidationError } from '../../platform/errors';
import { atLocation, balance, stockIn, stockState, stockWorld, type StockWorld } from '../inventory/fixtures';
import { createTransfer } from './transfers.service';

let app: TestApp;
let w: StockWorld;

const ORDER = `id billNo status freight costSharing trackingNo dispatcherName fromWarehouseName toWarehouseName totalQuantity
  lines { id skuId sku quantity receivedQuantity freightShare toLocationId toLocationCode }`;
const RESULT = (field: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on Mutation${field}Success { data { ${ORDER} } } }`;
const CREATE = `mutation($i: TransferOrderInput!) { createTransferOrder(input: $i) ${RESULT('CreateTransferOrder')} }`;
const UPDATE = `mutation($id: Int!, $i: TransferOrderInput!) { updateTransferOrder(id: $id, input: $i) ${RESULT('UpdateTransferOrder')} }`;
const SUBMIT = `mutation($id: Int!) { submitTransferOrder(id: $id) ${RESULT('SubmitTransferOrder')} }`;
const SHIP = `mutation($i: ShipTransferOrderInput!) { shipTransferOrder(input: $i) ${RESULT('ShipTransferOrder')} }`;
const CANCEL = `mutation($id: Int!) { cancelTransferOrder(id: $id) ${RESULT('CancelTransferOrder')} }`;
const RECEIVE = `mutation($i: ReceiveTransferOrderInput!) { receiveTransferOrder(input: $i) ${RESULT('ReceiveTransferOrder')} }`;
const DELETE = `mutation($id: Int!) { deleteTransferOrder(id: $id) { __typename ... on Error { messageId message } ... on MutationDeleteTransferOrderSuccess { data } } }`;

async function create(input: Record<string, unknown>) {
  return (await w.gql(CREATE, { i: input })).createTransferOrder;
}
const lines = (...l: [number, number][]) => l.map(([skuId, quantity]) => ({ skuId, quantity }));

worldsSuite(stockWorld, ['Transfer Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 30, '2.00');
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[1].id, 10, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 20, '4.00');
});

describe('transfer order rules (spec 02 §5), nothing written', () => {
  it.each([
    [
      'the same warehouse twice',
      () => ({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh1.id, lines: lines([w.skuA.id, 1]) }),
      'toWarehouseId',
      'inventory.sameWarehouse',
    ],
    ['no products', () => ({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: [] }), 'lines', 'inventory.productsRequired'],
    [
      'a quantity of 0',
      () => ({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 0]) }),
      'lines.0.quantity',
      'inventory.quantityInteger',
    ],
    [
      'the same product twice',
      () => ({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 1], [w.skuA.id, 2]) }),
      'lines.1.skuId',
      'inventory.sameProductTwice',
    ],
    [
      'an unknown cost-sharing method',
      () => ({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, costSharing: 'volume', lines: lines([w.skuA.id, 1]) }),
      'costSharing',
      'inventory.costSharing',
    ],
    [
      'freight with three decimals',
      () => ({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, freight: '1.234', lines: lines([w.skuA.id, 1]) }),
      'freight',
      'inventory.priceTwoDecimals',
    ],
  ])('refuses %s', async (_name, input, field, messageId) => {
    const before = await stockState(w);
    const r = await create(input());
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await stockState(w)).toBe(before);
  });

  it('refuses a fractional quantity in the service too (GraphQL Int carries none)', async () => {
    const before = await stockState(w);
    const err = await createTransfer(w.ctx, { fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: [{ skuId: w.skuA.id, quantity: 1.5 }] }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.issues).toEqual([expect.objectContaining({ field: 'lines.0.quantity', messageId: 'inventory.quantityInteger' })]);
    expect(await stockState(w)).toBe(before);
  });

  it('says "Cannot add the same product repeatedly"', async () => {
    const r = await create({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 1], [w.skuA.id, 2]) });
    expect(r.fieldErrors[0].message).toBe('Cannot add the same product repeatedly');
  });

  it("treats another company's SKU or warehouse as not found", async () => {
    const other = await stockWorld(app, 'Other Transfer Co');
    const before = await stockState(w);
    expect((await create({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([other.skuA.id, 1]) })).messageId).toBe('stock.skuNotFound');
    expect((await create({ fromWarehouseId: other.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 1]) })).messageId).toBe('warehouse.notFound');
    expect(await stockState(w)).toBe(before);
  });

  it('refuses a disabled warehouse', async () => {
    const off = await w.ctx.db.warehouse.create({ data: { companyId: w.company.companyId, name: 'Closed', enabled: false } });
    const r = await create({ fromWarehouseId: w.wh1.id, toWarehouseId: off.id, lines: lines([w.skuA.id, 1]) });
    expect(r.fieldErrors).toEqual([
      expect.objectContaining({ field: 'toWarehouseId', messageId: 'inventory.warehouseDisabled', message: 'The warehouse Closed is disabled' }),
    ]);
  });
});

describe('a transfer end to end', () => {
  let id: number;
  let lineA: number;
  let lineB: number;

  it('creates and edits a draft', async () => {
    const draft = await create({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, freight: '9', lines: lines([w.skuA.id, 5]) });
    expect(draft.data).toMatchObject({ status: 'draft', costSharing: 'quantity', totalQuantity: 5, fromWarehouseName: 'Shenzhen', toWarehouseName: 'Leipzig' });
    id = draft.data.id;
    expect(draft.data.billNo).toMatch(/^TF\d{14}$/);
    const edited = (
      await w.gql(UPDATE, {
        id,
        i: { fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, freight: '10', costSharing: 'value', lines: lines([w.skuA.id, 35], [w.skuB.id, 5]) },
      })
    ).updateTransferOrder;
    expect(edited.data).toMatchObject({ status: 'draft', freight: '10', costSharing: 'value', totalQuantity: 40 });
    [lineA, lineB] = edited.data.lines.map((l: { id: number }) => l.id);
  });

  it('submitting occupies the quantities at the source; too little stock is refused with nothing changed', async () => {
    const greedy = await create({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuB.id, 21]) });
    const before = await stockState(w);
    const refused = (await w.gql(SUBMIT, { id: greedy.data.id })).submitTransferOrder;
    expect(refused).toMatchObject({
      messageId: 'inventory.insufficientAvailable',
      message: 'Not enough available stock of BOX in Shenzhen: 20 available, 21 needed',
    });
    expect(await stockState(w)).toBe(before);

    const r = (await w.gql(SUBMIT, { id })).submitTransferOrder;
    expect(r.data.status).toBe('pendingShipment');
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 40, occupied: 35 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 20, occupied: 5 });
    const held = await w.ctx.db.stockOccupation.findMany({ where: { sourceType: 'transfer', sourceNo: r.data.billNo, status: 'active' } });
    expect(held.map((h) => h.quantity).sort()).toEqual([35, 5]);
  });

  it('an edit after submitting is an illegal transition', async () => {
    const r = (await w.gql(UPDATE, { id, i: { fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 1]) } })).updateTransferOrder;
    expect(r).toMatchObject({ messageId: 'inventory.illegalTransition', message: 'This transfer order is pending shipment and cannot be edited' });
  });

  it('shipping takes the stock out of the source, puts it in transit at the target and shares the freight', async () => {
    const r = (await w.gql(SHIP, { i: { id, trackingNo: 'SF123' } })).shipTransferOrder;
    expect(r.data).toMatchObject({ status: 'shipped', trackingNo: 'SF123', dispatcherName: 'Transfer Co boss' });
    // value basis: source purchase price × quantity (A 2.00 × 35 = 70, B 4.00 × 5 = 20)
    const expected = shareFreight(
      10,
      [
        { quantity: 35, value: 2 },
        { quantity: 5, value: 4 },
      ],
      'value',
    );
    expect(expected).toEqual([7.78, 2.22]);
    expect(r.data.lines.map((l: { freightShare: string }) => Number(l.freightShare))).toEqual(expected);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 5, occupied: 0 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 15, occupied: 0 });
    expect(await balance(w, w.skuA.id, w.wh2.id)).toMatchObject({ quantity: 0, inTransit: 35 });
    expect(await balance(w, w.skuB.id, w.wh2.id)).toMatchObject({ quantity: 0, inTransit: 5 });
    // taken location by location: 30 from L1, then 5 of the 10 on L2
    expect(await atLocation(w, w.skuA.id, w.wh1.locations[0].id)).toBe(0);
    expect(await atLocation(w, w.skuA.id, w.wh1.locations[1].id)).toBe(5);
    const out = await w.ctx.db.stockLedger.findMany({ where: { billNo: r.data.billNo, type: 'transferOut' }, orderBy: { id: 'asc' } });
    expect(out.map((o) => [o.skuId, o.quantityChange])).toEqual([
      [w.skuA.id, -30],
      [w.skuA.id, -5],
      [w.skuB.id, -5],
    ]);
    expect(out[0].remark).toContain('in transit +35');
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceNo: r.data.billNo, status: 'active' } })).toBe(0);
  });

  it('cannot be cancelled or deleted once shipped', async () => {
    const before = await stockState(w);
    expect((await w.gql(CANCEL, { id })).cancelTransferOrder).toMatchObject({
      messageId: 'inventory.illegalTransition',
      message: 'This transfer order is shipped and cannot be cancelled',
    });
    expect((await w.gql(DELETE, { id })).deleteTransferOrder).toMatchObject({
      messageId: 'inventory.illegalTransition',
      message: 'This transfer order is shipped and cannot be deleted',
    });
    expect(await stockState(w)).toBe(before);
  });

  it('receiving needs a location of the target warehouse for every line', async () => {
    const before = await stockState(w);
    const none = (await w.gql(RECEIVE, { i: { id, lines: [{ lineId: lineA, locationId: w.wh2.locations[0].id }] } })).receiveTransferOrder;
    expect(none.fieldErrors).toEqual([expect.objectContaining({ field: 'locationId', messageId: 'inventory.locationRequired' })]);
    const wrong = (await w.gql(RECEIVE, { i: { id, locationId: w.wh1.locations[0].id } })).receiveTransferOrder;
    expect(wrong.fieldErrors).toEqual([
      expect.objectContaining({ field: 'locationId', messageId: 'inventory.locationNotInWarehouse', message: 'The location L1 is not in this warehouse' }),
    ]);
    const stranger = (await w.gql(RECEIVE, { i: { id, locationId: w.wh2.locations[0].id, lines: [{ lineId: 999999, locationId: w.wh2.locations[0].id }] } }))
      .receiveTransferOrder;
    expect(stranger.fieldErrors).toEqual([expect.objectContaining({ field: 'lines.0.lineId', messageId: 'stock.transferLineNotFound' })]);
    expect(await stockState(w)).toBe(before);
  });

  it('arrival and storage: stock at the target locations at source price + freight per unit, nothing left in transit', async () => {
    const r = (await w.gql(RECEIVE, { i: { id, locationId: w.wh2.locations[0].id, lines: [{ lineId: lineB, locationId: w.wh2.locations[1].id }] } }))
      .receiveTransferOrder;
    expect(r.data.status).toBe('received');
    expect(r.data.lines.map((l: { receivedQuantity: number; toLocationCode: string }) => [l.receivedQuantity, l.toLocationCode])).toEqual([
      [35, 'M1'],
      [5, 'M2'],
    ]);
    expect(await balance(w, w.skuA.id, w.wh2.id)).toMatchObject({ quantity: 35, occupied: 0, inTransit: 0 });
    expect(await balance(w, w.skuB.id, w.wh2.id)).toMatchObject({ quantity: 5, occupied: 0, inTransit: 0 });
    expect(await atLocation(w, w.skuA.id, w.wh2.locations[0].id)).toBe(35);
    expect(await atLocation(w, w.skuB.id, w.wh2.locations[1].id)).toBe(5);
    const lots = await w.ctx.db.stockLot.findMany({ where: { warehouseId: w.wh2.id }, orderBy: { skuId: 'asc' } });
    expect(lots.map((l) => [l.skuId, l.quantityLeft, Number(l.unitCost)])).toEqual([
      [w.skuA.id, 35, 2.2223],
      [w.skuB.id, 5, 4.444],
    ]);
    expect((await balance(w, w.skuA.id, w.wh2.id))!.purchasePrice).toBeCloseTo(2.2223, 4);
    expect(await w.ctx.db.stockLedger.count({ where: { billNo: r.data.billNo, type: 'transferIn' } })).toBe(2);
    const again = (await w.gql(RECEIVE, { i: { id, locationId: w.wh2.locations[0].id } })).receiveTransferOrder;
    expect(again.message).toBe('This transfer order is received and cannot be received into storage');
  });
});

describe('cancel and delete', () => {
  it('cancelling a pending shipment releases its occupation; a cancelled order may be deleted', async () => {
    await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 10);
    const { data } = await create({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 4]) });
    const start = await balance(w, w.skuA.id, w.wh1.id);
    await w.gql(SUBMIT, { id: data.id });
    expect((await balance(w, w.skuA.id, w.wh1.id))!.occupied).toBe(start!.occupied + 4);
    expect((await w.gql(CANCEL, { id: data.id })).cancelTransferOrder.data.status).toBe('cancelled');
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: start!.quantity, occupied: start!.occupied });
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceNo: data.billNo, status: 'active' } })).toBe(0);
    expect((await w.gql(SUBMIT, { id: data.id })).submitTransferOrder.message).toBe('This transfer order is cancelled and cannot be submitted for shipment');
    expect((await w.gql(DELETE, { id: data.id })).deleteTransferOrder).toEqual({ __typename: 'MutationDeleteTransferOrderSuccess', data: data.id });
    expect(await w.ctx.db.transferOrder.findFirst({ where: { id: data.id } })).toBeNull();
    expect(await w.ctx.db.transferOrderLine.count({ where: { transferId: data.id } })).toBe(0);
  });

  it('a draft is deleted directly; shipping a draft is an illegal transition (in Chinese too)', async () => {
    const { data } = await create({ fromWarehouseId: w.wh1.id, toWarehouseId: w.wh2.id, lines: lines([w.skuA.id, 1]) });
    const r = await app.gql(SHIP, { i: { id: data.id } }, { token: w.company.token, lang: 'zh' });
    expect(r.body.data.shipTransferOrder.message).toBe('该调拨单当前为草稿，不能标记发货');
    expect((await w.gql(DELETE, { id: data.id })).deleteTransferOrder.data).toBe(data.id);
  });

  it('lists with filters and paging', async () => {
    const all = await w.gql('{ transferOrders(first: 2, offset: 0) { totalCount edges { node { id status } } } }');
    expect(all.transferOrders.edges).toHaveLength(2);
    const received = await w.gql(
      'query($f: TransferOrderFilter) { transferOrders(first: 50, filter: $f) { totalCount edges { node { status trackingNo } } } }',
      { f: { status: 'received' } },
    );
    expect(received.transferOrders).toMatchObject({ totalCount: 1, edges: [{ node: { status: 'received', trackingNo: 'SF123' } }] });
    const byTracking = await w.gql('query($f: TransferOrderFilter) { transferOrders(first: 50, filter: $f) { totalCount } }', { f: { keyword: 'sf12' } });
    expect(byTracking.transferOrders.totalCount).toBe(1);
  });
});
