// Stock orders (issue 23 items 2 and 4) through the GraphQL API on a real database: every bad input
// of the issue refused with its message and nothing written; the lifecycle with its ledger moves
// (occupied at review, out of the source and in transit when shipped, into the overseas warehouse
// at the overseas cost price when received) where balances equal the ledger sums; cancel and return
// give the occupation back; batch review with per-order outcomes; purchase orders for the shortfall;
// tenancy.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp, snapshot } from '../../../test/harness';
import { balance, expectBalancesEqualLedger, overseasWithChannel, stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';

let app: TestApp;
let w: StockWorld;
let overseas: { id: number; locations: { id: number }[] };
let channelId: number;

const ORDER = `id orderNo status sourceWarehouseName targetWarehouseName clerkName channelName freightSharing firstLegFreight listingFee finalFreight
  trackingNo rejectReason purchaseOrderNos totalQuantity totalOccupied totalOutOfStock
  lines { id skuId sku quantity costPrice occupiedQuantity outOfStockQuantity shippedQuantity receivedQuantity freightShare overseasCostPrice }`;
const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const RESULT = (field: string, fields = ORDER) => `{ ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const CREATE = `mutation($i: StockOrderInput!) { createStockOrder(input: $i) ${RESULT('CreateStockOrder')} }`;
const UPDATE = `mutation($id: Int!, $i: StockOrderInput!) { updateStockOrder(id: $id, input: $i) ${RESULT('UpdateStockOrder')} }`;
const SUBMIT = `mutation($ids: [Int!]!) { submitStockOrders(ids: $ids) ${RESULT('SubmitStockOrders', 'id status')} }`;
const REVIEW = `mutation($ids: [Int!]!) { reviewStockOrders(ids: $ids) ${RESULT('ReviewStockOrders', 'orders { id status } refused { id orderNo messageId message }')} }`;
const REJECT = `mutation($i: RejectStockOrderInput!) { rejectStockOrder(input: $i) ${RESULT('RejectStockOrder')} }`;
const RETURN = `mutation($id: Int!) { returnStockOrder(id: $id) ${RESULT('ReturnStockOrder')} }`;
const CANCEL = `mutation($id: Int!) { cancelStockOrder(id: $id) ${RESULT('CancelStockOrder')} }`;
const PURCHASE = `mutation($id: Int!) { generateStockOrderPurchaseOrders(id: $id) ${RESULT('GenerateStockOrderPurchaseOrders')} }`;
const SHIP = `mutation($i: ShipStockOrderInput!) { shipStockOrder(input: $i) ${RESULT('ShipStockOrder')} }`;
const RECEIVE = `mutation($i: ReceiveStockOrderInput!) { receiveStockOrder(input: $i) ${RESULT('ReceiveStockOrder')} }`;

const lines = (...l: [number, number][]) => l.map(([skuId, quantity]) => ({ skuId, quantity }));
const input = (over: Record<string, unknown> = {}) => ({ sourceWarehouseId: w.wh1.id, targetWarehouseId: overseas.id, lines: lines([w.skuA.id, 1]), ...over });
const create = async (i: Record<string, unknown>, lang = 'en') => (await w.gql(CREATE, { i }, lang)).createStockOrder;
const submit = async (ids: number[], lang = 'en') => (await w.gql(SUBMIT, { ids }, lang)).submitStockOrders;
const review = async (ids: number[]) => (await w.gql(REVIEW, { ids })).reviewStockOrders;

/** Everything a refused request must leave as it was. */
async function state() {
  const db = w.ctx.db;
  return snapshot(
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockLot.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
    db.stockOccupation.findMany({ orderBy: { id: 'asc' } }),
    db.stockOrder.findMany({ orderBy: { id: 'asc' }, include: { lines: { orderBy: { id: 'asc' } } } }),
    db.purchaseOrder.count(),
  );
}

worldsSuite(stockWorld, ['Stock Order Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  const priceCard = { basis: 'weight', divisor: 6000, currency: 'CNY', tiers: [{ fromQuantity: 0, unitPrice: 10 }], fixedFee: 0 };
  ({ overseas, channelId } = await overseasWithChannel(w, 25, 35, priceCard));
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 40, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 20, '3.00');
});

describe('stock order bad input (nothing written)', () => {
  it.each([
    ['the same warehouse twice', () => input({ targetWarehouseId: w.wh1.id }), 'targetWarehouseId', 'inventory.sameWarehouse'],
    ['no products', () => input({ lines: [] }), 'lines', 'inventory.productsRequired'],
    ['a quantity of 0', () => input({ lines: lines([w.skuA.id, 0]) }), 'lines.0.quantity', 'inventory.quantityInteger'],
    ['an unknown sharing method', () => input({ freightSharing: 'box' }), 'freightSharing', 'stockOrder.freightSharing'],
    [
      'arrival before shipping',
      () => input({ estimatedShipAt: '2026-06-10T00:00:00Z', estimatedArriveAt: '2026-06-01T00:00:00Z' }),
      'estimatedArriveAt',
      'stockOrder.arriveBeforeShip',
    ],
    [
      'an overseas warehouse as the source',
      () => input({ sourceWarehouseId: overseas.id, targetWarehouseId: w.wh2.id }),
      'sourceWarehouseId',
      'stockOrder.sourceNotOwn',
    ],
    ['an own warehouse as the target', () => input({ targetWarehouseId: w.wh2.id }), 'targetWarehouseId', 'stockOrder.targetNotOverseas'],
  ])('refuses %s', async (_name, make, field, messageId) => {
    const before = await state();
    const r = await create(make());
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await state()).toBe(before);
  });

  it("treats another company's warehouse, channel or SKU as not found", async () => {
    const other = await stockWorld(app, 'Other Stock Order Co');
    const p = await other.ctx.db.firstMileProvider.create({ data: { companyId: other.company.companyId, name: 'P' } });
    const foreignChannel = await other.ctx.db.firstMileChannel.create({
      data: { companyId: other.company.companyId, providerId: p.id, name: 'C', transportMode: 'air', minDays: 1, maxDays: 2, priceCard: {} },
    });
    const before = await state();
    expect((await create(input({ lines: lines([other.skuA.id, 1]) }))).messageId).toBe('stock.skuNotFound');
    expect((await create(input({ sourceWarehouseId: other.wh1.id }))).messageId).toBe('warehouse.notFound');
    const r = await create(input({ channelId: foreignChannel.id }));
    expect(r.fieldErrors).toEqual([
      expect.objectContaining({ field: 'channelId', messageId: 'stockOrder.channelNotFound', message: 'The first-mile channel does not exist' }),
    ]);
    expect(await state()).toBe(before);
    // and B cannot read or act on A's orders
    const mine = (await create(input())).data;
    const asOther = await other.gql('query($id: Int!) { stockOrder(id: $id) { id } }', { id: mine.id });
    expect(asOther.stockOrder).toBeNull();
    const refused = (await other.gql(`mutation($id: Int!) { cancelStockOrder(id: $id) { ${ERR} } }`, { id: mine.id })).cancelStockOrder;
    expect(refused.messageId).toBe('stockOrder.notFound');
    const list = await other.gql('{ stockOrders(first: 50) { totalCount } }');
    expect(list.stockOrders.totalCount).toBe(0);
    await w.gql(CANCEL, { id: mine.id });
  });
});

describe('a stock order end to end', () => {
  let id: number;
  let orderNo: string;

  it('creates a draft with the cost prices from the SKUs and the freight shared by weight', async () => {
    const r = await create(
      input({
        channelId,
        freightSharing: 'weight',
        firstLegFreight: '120',
        listingFee: '0.50',
        finalFreight: '1.20',
        estimatedShipAt: '2026-06-01T00:00:00Z',
        estimatedArriveAt: '2026-07-01T00:00:00Z',
        lines: lines([w.skuA.id, 10]),
      }),
    );
    expect(r.data).toMatchObject({ status: 'draft', channelName: 'Sea LCL', sourceWarehouseName: 'Shenzhen', targetWarehouseName: 'Frankfurt overseas' });
    expect(r.data.orderNo).toMatch(/^BH\d{14}$/);
    id = r.data.id;
    orderNo = r.data.orderNo;
    // edit: A 30 (100 g), B 25 (300 g); 12000 cents × 3000 / 10500 = 3428.57 → 3428, × 7500 / 10500 = 8571.43 → 8571, +1 cent to B
    const edited = (
      await w.gql(UPDATE, {
        id,
        i: input({
          channelId,
          freightSharing: 'weight',
          firstLegFreight: '120',
          listingFee: '0.50',
          finalFreight: '1.20',
          lines: lines([w.skuA.id, 30], [w.skuB.id, 25]),
        }),
      })
    ).updateStockOrder;
    expect(edited.data.lines).toEqual([
      expect.objectContaining({ sku: 'CUP', quantity: 30, costPrice: '2', freightShare: '34.28', overseasCostPrice: '4.8427' }),
      expect.objectContaining({ sku: 'BOX', quantity: 25, costPrice: '3', freightShare: '85.72', overseasCostPrice: '8.1288' }),
    ]);
  });

  it('submits only drafts: a selection with another status is refused as a whole', async () => {
    const other = (await create(input())).data;
    expect((await submit([other.id])).data[0].status).toBe('reviewing');
    const before = await state();
    const r = await submit([id, other.id]);
    expect(r).toMatchObject({ messageId: 'stockOrder.selectDraft', message: 'Please select a stock order in draft status' });
    expect((await submit([other.id], 'zh')).message).toBe('请选择草稿状态的备货单');
    expect(await state()).toBe(before);
    // reject needs a reason; with one it is a draft again showing the reason
    const noReason = (await w.gql(REJECT, { i: { id: other.id, reason: '  ' } })).rejectStockOrder;
    expect(noReason.fieldErrors).toEqual([
      expect.objectContaining({ field: 'reason', messageId: 'stockOrder.reasonRequired', message: 'Please enter the reject reason' }),
    ]);
    expect(await state()).toBe(before);
    const rejected = (await w.gql(REJECT, { i: { id: other.id, reason: 'Wrong quantity' } })).rejectStockOrder;
    expect(rejected.data).toMatchObject({ status: 'draft', rejectReason: 'Wrong quantity' });
    await w.gql(CANCEL, { id: other.id });
  });

  it('review occupies what the stock covers; the rest is out of stock per line', async () => {
    expect((await submit([id])).data[0].status).toBe('reviewing');
    const r = await review([id]);
    expect(r.data.orders).toEqual([{ id, status: 'outOfStock' }]);
    const order = (await w.gql(`query($id: Int!) { stockOrder(id: $id) { ${ORDER} } }`, { id })).stockOrder;
    expect(order).toMatchObject({ status: 'outOfStock', totalOccupied: 50, totalOutOfStock: 5 });
    expect(order.lines.map((l: { occupiedQuantity: number; outOfStockQuantity: number }) => [l.occupiedQuantity, l.outOfStockQuantity])).toEqual([
      [30, 0],
      [20, 5],
    ]);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 40, occupied: 30 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 20, occupied: 20 });
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceType: 'stockOrder', sourceNo: orderNo, status: 'active' } })).toBe(2);
    await expectBalancesEqualLedger(w);
  });

  it('generates a purchase order for the shortfall, per supplier', async () => {
    const companyId = w.company.companyId;
    const noSupplier = (await w.gql(PURCHASE, { id })).generateStockOrderPurchaseOrders;
    expect(noSupplier).toMatchObject({ messageId: 'stockOrder.noSupplier', message: 'BOX has no supplier: add its supply relationship first' });
    const supplier = await w.ctx.db.supplier.create({ data: { companyId, name: 'Box maker' } });
    await w.ctx.db.supplierProduct.create({ data: { companyId, supplierId: supplier.id, skuId: w.skuB.id, preferred: true, purchasePrice: '2.80' } });
    const r = (await w.gql(PURCHASE, { id })).generateStockOrderPurchaseOrders;
    expect(r.data.purchaseOrderNos).toHaveLength(1);
    const po = await w.ctx.db.purchaseOrder.findFirst({ where: { orderNo: r.data.purchaseOrderNos[0] }, include: { lines: true } });
    expect(po).toMatchObject({ status: 'pendingAudit', supplierId: supplier.id, warehouseId: w.wh1.id });
    expect(po!.lines.map((l) => [l.skuId, l.quantity, l.unitPrice.toFixed(2)])).toEqual([[w.skuB.id, 5, '2.80']]);
  });

  it('re-review when stock arrives tops the occupation up: pending shipment', async () => {
    await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[1].id, 5, '3.00');
    const r = await review([id]);
    expect(r.data.orders).toEqual([{ id, status: 'pendingShipment' }]);
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 25, occupied: 25 });
    await expectBalancesEqualLedger(w);
  });

  it('ship out needs a tracking number; then the goods leave the source and are in transit', async () => {
    const before = await state();
    const empty = (await w.gql(SHIP, { i: { id, trackingNo: ' ' } })).shipStockOrder;
    expect(empty.fieldErrors).toEqual([expect.objectContaining({ field: 'trackingNo', message: 'The tracking number cannot be empty' })]);
    expect(await state()).toBe(before);
    const r = (await w.gql(SHIP, { i: { id, trackingNo: 'MSKU1234567' } })).shipStockOrder;
    expect(r.data).toMatchObject({ status: 'shipped', trackingNo: 'MSKU1234567' });
    expect(r.data.lines.map((l: { shippedQuantity: number }) => l.shippedQuantity)).toEqual([30, 25]);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 10, occupied: 0 });
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 0, occupied: 0 });
    expect(await balance(w, w.skuA.id, overseas.id)).toMatchObject({ quantity: 0, inTransit: 30 });
    expect(await balance(w, w.skuB.id, overseas.id)).toMatchObject({ quantity: 0, inTransit: 25 });
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceType: 'stockOrder', sourceNo: orderNo, status: 'active' } })).toBe(0);
    const out = await w.ctx.db.stockLedger.findMany({ where: { billType: 'stockOrder', billNo: orderNo, type: 'transferOut' } });
    expect(out.reduce((s, l) => s + l.quantityChange, 0)).toBe(-55);
    await expectBalancesEqualLedger(w);
  });

  it('receiving more than shipped needs the confirmation', async () => {
    const order = (await w.gql(`query($id: Int!) { stockOrder(id: $id) { lines { id } } }`, { id })).stockOrder;
    const [lineA, lineB] = order.lines.map((l: { id: number }) => l.id);
    const before = await state();
    const refused = (await w.gql(RECEIVE, { i: { id, lines: [{ lineId: lineB, quantity: 26 }] } })).receiveStockOrder;
    expect(refused).toMatchObject({
      messageId: 'stockOrder.overReceive',
      message: 'BOX: 26 received but 25 shipped. Confirm to receive more than was shipped',
    });
    expect(await state()).toBe(before);

    const r = (await w.gql(RECEIVE, { i: { id, locationId: overseas.locations[0].id, lines: [{ lineId: lineB, quantity: 26 }], confirmOverReceive: true } }))
      .receiveStockOrder;
    expect(r.data.status).toBe('received');
    expect(
      r.data.lines.map((l: { id: number; receivedQuantity: number; overseasCostPrice: string }) => [l.id, l.receivedQuantity, l.overseasCostPrice]),
    ).toEqual([
      [lineA, 30, '4.8427'],
      [lineB, 26, '8.1288'],
    ]);
    expect(await balance(w, w.skuA.id, overseas.id)).toMatchObject({ quantity: 30, inTransit: 0 });
    expect(await balance(w, w.skuB.id, overseas.id)).toMatchObject({ quantity: 26, inTransit: 0 });
    // the FIFO lots in the overseas warehouse carry the overseas cost price
    const lots = await w.ctx.db.stockLot.findMany({ where: { warehouseId: overseas.id, billNo: orderNo }, orderBy: { skuId: 'asc' } });
    expect(lots.map((l) => [l.skuId, l.quantityIn, l.unitCost.toFixed(4)])).toEqual([
      [w.skuA.id, 30, '4.8427'],
      [w.skuB.id, 26, '8.1288'],
    ]);
    await expectBalancesEqualLedger(w);
    // received: nothing more can happen to it
    expect((await w.gql(CANCEL, { id })).cancelStockOrder).toMatchObject({
      messageId: 'stockOrder.illegalTransition',
      message: `Stock order ${orderNo} is received and cannot be cancelled`,
    });
  });
});

describe('occupation given back, batch review', () => {
  it('cancel and return release what was occupied', async () => {
    const before = await balance(w, w.skuA.id, w.wh1.id);
    const a = (await create(input({ lines: lines([w.skuA.id, 4]) }))).data;
    const b = (await create(input({ lines: lines([w.skuA.id, 3]) }))).data;
    await submit([a.id, b.id]);
    const r = await review([a.id, b.id]);
    expect(r.data.orders.map((o: { status: string }) => o.status)).toEqual(['pendingShipment', 'pendingShipment']);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ occupied: before!.occupied + 7 });

    const cancelled = (await w.gql(CANCEL, { id: a.id })).cancelStockOrder;
    expect(cancelled.data).toMatchObject({ status: 'cancelled', totalOccupied: 0 });
    const returned = (await w.gql(RETURN, { id: b.id })).returnStockOrder;
    expect(returned.data).toMatchObject({ status: 'draft', totalOccupied: 0 });
    expect(await balance(w, w.skuA.id, w.wh1.id)).toEqual(before);
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceNo: { in: [a.orderNo, b.orderNo] }, status: 'active' } })).toBe(0);
    await expectBalancesEqualLedger(w);
  });

  it('batch review answers per order: one reviewed, one refused with why', async () => {
    const draft = (await create(input({ lines: lines([w.skuA.id, 1]) }))).data;
    const ready = (await create(input({ lines: lines([w.skuA.id, 2]) }))).data;
    await submit([ready.id]);
    const r = await review([draft.id, ready.id]);
    expect(r.data.orders).toEqual([{ id: ready.id, status: 'pendingShipment' }]);
    expect(r.data.refused).toEqual([
      {
        id: draft.id,
        orderNo: draft.orderNo,
        messageId: 'stockOrder.illegalTransition',
        message: `Stock order ${draft.orderNo} is draft and cannot be reviewed`,
      },
    ]);
    // an unknown id refuses the whole batch
    expect((await review([ready.id, 99_999_999])).messageId).toBe('stockOrder.notFound');
  });

  it('lists by status, warehouse and keyword, and counts per status', async () => {
    const all = await w.gql('query($f: StockOrderFilter) { stockOrders(first: 50, filter: $f) { totalCount edges { node { status orderNo } } } }', {
      f: { status: 'pendingShipment', targetWarehouseId: overseas.id },
    });
    expect(all.stockOrders.totalCount).toBeGreaterThanOrEqual(1);
    expect(all.stockOrders.edges.every((e: { node: { status: string } }) => e.node.status === 'pendingShipment')).toBe(true);
    const counts = (await w.gql('{ stockOrderStatusCounts { status count } }')).stockOrderStatusCounts;
    expect(counts.map((c: { status: string }) => c.status)).toEqual([
      'draft',
      'reviewing',
      'outOfStock',
      'pendingShipment',
      'shipped',
      'received',
      'cancelled',
    ]);
    expect(counts.find((c: { status: string }) => c.status === 'received').count).toBe(1);
  });
});
