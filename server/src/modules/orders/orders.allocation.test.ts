// Allocation and shipping on a real database: warehouses in priority order, all or nothing per
// order, unmatched orders refused, out of stock released when stock arrives (inbound bill, event,
// on demand), combination SKUs reserving components, releases on back-to-processing and cancel,
// and two operators shipping the same order at the same moment.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { balance, stockIn } from '../inventory/fixtures';
import { makeOrder, orderState, orderWorld, type OrderWorld } from './orders.fixtures';
import { shipOrder } from './orders.ship';

let app: TestApp;
let w: OrderWorld;

const ERR = `... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const BATCH = (f: string) =>
  `{ __typename ${ERR} ... on Mutation${f}Success { data { orders { id status warehouseId warehouseName items { allocated } } refused { id orderNo messageId message } } } }`;
const AUDIT = `mutation($ids: [Int!]!) { auditOrders(ids: $ids) ${BATCH('AuditOrders')} }`;
const BACK = `mutation($ids: [Int!]!) { backToProcessing(ids: $ids) ${BATCH('BackToProcessing')} }`;
const CANCEL = `mutation($ids: [Int!]!) { cancelOrders(ids: $ids) ${BATCH('CancelOrders')} }`;
const REALLOCATE = `mutation($ids: [Int!]) { reallocateOutOfStock(ids: $ids) ${BATCH('ReallocateOutOfStock')} }`;
const SHIP = `mutation($ids: [Int!]!, $t: String) { shipOrders(ids: $ids, trackingNo: $t) ${BATCH('ShipOrders')} }`;

const order = (items: { platformSku: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
  makeOrder(w, { shopId: w.shop1.id, items, ...extra });
const statusOf = async (id: number) => (await w.ctx.db.order.findFirstOrThrow({ where: { id } })).status;

worldsSuite(orderWorld, ['Alloc Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  // Leipzig first (priority 0), Shenzhen second (priority 5)
  await w.ctx.db.warehouse.updateMany({ where: { id: w.wh1.id }, data: { priority: 5 } });
  await w.ctx.db.warehouse.updateMany({ where: { id: w.wh2.id }, data: { priority: 0 } });
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 20);
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 10);
  await stockIn(w, w.skuA.id, w.wh2.id, w.wh2.locations[0].id, 3);
});

describe('review (auditOrders)', () => {
  it('reserves in the first warehouse by priority that covers every line', async () => {
    const small = await order([{ platformSku: 'CUP', quantity: 2 }]);
    const mixed = await order([
      { platformSku: 'CUP', quantity: 2 },
      { platformSku: 'BOX', quantity: 1 },
    ]);
    const r = (await w.gql(AUDIT, { ids: [small.id, mixed.id] })).auditOrders.data;
    expect(r.refused).toEqual([]);
    expect(r.orders).toEqual([
      { id: small.id, status: 'awaitingShipment', warehouseId: w.wh2.id, warehouseName: 'Leipzig', items: [{ allocated: 2 }] },
      // Leipzig has no BOX: the whole order goes to Shenzhen (never split over warehouses)
      { id: mixed.id, status: 'awaitingShipment', warehouseId: w.wh1.id, warehouseName: 'Shenzhen', items: [{ allocated: 2 }, { allocated: 1 }] },
    ]);
    expect(await balance(w, w.skuA.id, w.wh2.id)).toMatchObject({ quantity: 3, occupied: 2 });
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 20, occupied: 2 });
    const occ = await w.ctx.db.stockOccupation.findMany({
      where: { sourceType: 'order', sourceNo: mixed.orderNo, status: 'active' },
      orderBy: { skuId: 'asc' },
    });
    expect(occ.map((o) => [o.skuId, o.warehouseId, o.quantity])).toEqual([
      [w.skuA.id, w.wh1.id, 2],
      [w.skuB.id, w.wh1.id, 1],
    ]);
    const history = await w.ctx.db.orderHistory.findMany({ where: { orderId: mixed.id, action: 'audit' } });
    expect(history[0]).toMatchObject({
      fromStatus: 'processing',
      toStatus: 'awaitingShipment',
      messageId: 'order.history.allocated',
      params: { warehouse: 'Shenzhen' },
    });
  });

  it("uses only the order's own warehouse when it has one", async () => {
    const pinned = await order([{ platformSku: 'BOX', quantity: 1 }], { warehouseId: w.wh2.id });
    const r = (await w.gql(AUDIT, { ids: [pinned.id] })).auditOrders.data;
    expect(r.orders).toEqual([{ id: pinned.id, status: 'outOfStock', warehouseId: w.wh2.id, warehouseName: 'Leipzig', items: [{ allocated: 0 }] }]);
  });

  it('marks out of stock when no warehouse covers the order (nothing reserved anywhere)', async () => {
    const before = await balance(w, w.skuA.id, w.wh1.id);
    const big = await order([{ platformSku: 'CUP', quantity: 500 }]);
    const r = (await w.gql(AUDIT, { ids: [big.id] })).auditOrders.data;
    expect(r.orders[0].status).toBe('outOfStock');
    expect(await balance(w, w.skuA.id, w.wh1.id)).toEqual(before);
    const h = await w.ctx.db.orderHistory.findFirstOrThrow({ where: { orderId: big.id, action: 'markOutOfStock' } });
    expect(h).toMatchObject({ messageId: 'order.history.outOfStock', params: { sku: 'CUP' } });
    await w.gql(CANCEL, { ids: [big.id] });
  });

  it('refuses unmatched orders and orders not in processing, with nothing changed for them', async () => {
    const unmatched = await order([{ platformSku: 'NOPE', quantity: 1 }]);
    const shipped = await order([{ platformSku: 'CUP', quantity: 1 }], { status: 'shipped' });
    const before = await orderState(w);
    const r = (await w.gql(AUDIT, { ids: [unmatched.id, shipped.id] })).auditOrders.data;
    expect(r.orders).toEqual([]);
    expect(r.refused).toEqual([
      {
        id: unmatched.id,
        orderNo: unmatched.orderNo,
        messageId: 'order.unmatchedCannotAudit',
        message: `Order ${unmatched.orderNo} has products without a local SKU; pair them first`,
      },
      { id: shipped.id, orderNo: shipped.orderNo, messageId: 'order.illegalTransition', message: `Order ${shipped.orderNo} is shipped and cannot be reviewed` },
    ]);
    expect(await orderState(w)).toBe(before);
  });

  it('a combination SKU reserves its components', async () => {
    const kitOrder = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'KIT', quantity: 2 }] });
    expect(kitOrder.items[0].skuId).toBe(w.kit.id);
    const a = await balance(w, w.skuA.id, w.wh1.id);
    const b = await balance(w, w.skuB.id, w.wh1.id);
    const r = (await w.gql(AUDIT, { ids: [kitOrder.id] })).auditOrders.data;
    expect(r.orders[0]).toMatchObject({ status: 'awaitingShipment', warehouseId: w.wh1.id, items: [{ allocated: 2 }] });
    expect((await balance(w, w.skuA.id, w.wh1.id))!.occupied).toBe(a!.occupied + 4);
    expect((await balance(w, w.skuB.id, w.wh1.id))!.occupied).toBe(b!.occupied + 2);
    await w.gql(BACK, { ids: [kitOrder.id] });
    expect(await balance(w, w.skuA.id, w.wh1.id)).toEqual(a);
    expect(await balance(w, w.skuB.id, w.wh1.id)).toEqual(b);
  });
});

describe('releases', () => {
  it('back to processing and cancel give the reservation back', async () => {
    const o1 = await order([{ platformSku: 'BOX', quantity: 2 }]);
    const o2 = await order([{ platformSku: 'BOX', quantity: 3 }]);
    const start = await balance(w, w.skuB.id, w.wh1.id);
    await w.gql(AUDIT, { ids: [o1.id, o2.id] });
    expect((await balance(w, w.skuB.id, w.wh1.id))!.occupied).toBe(start!.occupied + 5);
    const back = (await w.gql(BACK, { ids: [o1.id] })).backToProcessing.data;
    expect(back.orders).toEqual([expect.objectContaining({ id: o1.id, status: 'processing', items: [{ allocated: 0 }] })]);
    const cancelled = (await w.gql(CANCEL, { ids: [o2.id] })).cancelOrders.data;
    expect(cancelled.orders[0].status).toBe('cancelled');
    expect(await balance(w, w.skuB.id, w.wh1.id)).toEqual(start);
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceNo: { in: [o1.orderNo, o2.orderNo] }, status: 'active' } })).toBe(0);
    const ledger = await w.ctx.db.stockLedger.findMany({ where: { billType: 'order', billNo: o1.orderNo }, orderBy: { id: 'asc' } });
    expect(ledger.map((l) => [l.type, l.occupiedChange])).toEqual([
      ['occupy', 2],
      ['release', -2],
    ]);
  });
});

describe('editing a reserved order', () => {
  it('refuses a warehouse change while stock is reserved, with nothing changed', async () => {
    const o = await order([{ platformSku: 'BOX', quantity: 1 }]);
    await w.gql(AUDIT, { ids: [o.id] });
    const before = await orderState(w);
    const r = (
      await w.gql(`mutation($id: Int!, $i: UpdateOrderInput!) { updateOrder(id: $id, input: $i) { __typename ${ERR} } }`, {
        id: o.id,
        i: { warehouseId: w.wh2.id },
      })
    ).updateOrder;
    expect(r.fieldErrors[0]).toMatchObject({ field: 'warehouseId', messageId: 'order.warehouseReserved' });
    expect(await orderState(w)).toBe(before);
    await w.gql(CANCEL, { ids: [o.id] });
  });
});

describe('out of stock released when stock arrives', () => {
  it('retries oldest first on an inbound bill; the rest stays out of stock', async () => {
    const world = await orderWorld(app, 'Restock Co');
    const mk = (q: number, h: number) =>
      makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'BOX', quantity: q }], orderedAt: new Date(Date.now() - h * 3_600_000) });
    const newer = await mk(3, 1);
    const older = await mk(3, 5);
    const audit = (await world.gql(AUDIT, { ids: [newer.id, older.id] })).auditOrders.data;
    expect(audit.orders.map((o: { status: string }) => o.status)).toEqual(['outOfStock', 'outOfStock']);
    // an inbound bill of 4 BOX: the older order gets it, the newer one waits
    const bill = (
      await world.gql(`mutation($i: StockBillInput!) { createInboundOrder(input: $i) { ... on MutationCreateInboundOrderSuccess { data { id } } } }`, {
        i: {
          warehouseId: world.wh1.id,
          type: 'purchase',
          lines: [{ skuId: world.skuB.id, quantity: 4, unitPrice: '1', locationId: world.wh1.locations[0].id }],
        },
      })
    ).createInboundOrder.data;
    const confirmed = await world.gql(`mutation($id: Int!) { confirmInboundOrder(id: $id) { __typename } }`, { id: bill.id });
    expect(confirmed.confirmInboundOrder.__typename).toBe('MutationConfirmInboundOrderSuccess');
    const status = async (id: number) => (await world.ctx.db.order.findFirstOrThrow({ where: { id } })).status;
    expect(await status(older.id)).toBe('awaitingShipment');
    expect(await status(newer.id)).toBe('outOfStock');
    expect(await balance(world, world.skuB.id, world.wh1.id)).toMatchObject({ quantity: 4, occupied: 3 });
    // on demand: still not enough; after more stock, reallocateOutOfStock takes it
    expect((await world.gql(REALLOCATE, { ids: [newer.id] })).reallocateOutOfStock.data).toEqual({ orders: [], refused: [] });
    await stockIn(world, world.skuB.id, world.wh1.id, world.wh1.locations[0].id, 5);
    const r = (await world.gql(REALLOCATE, {})).reallocateOutOfStock.data;
    expect(r.orders).toEqual([expect.objectContaining({ id: newer.id, status: 'awaitingShipment' })]);
    const h = await world.ctx.db.orderHistory.findFirstOrThrow({ where: { orderId: newer.id, action: 'allocate' } });
    expect(h).toMatchObject({ fromStatus: 'outOfStock', toStatus: 'awaitingShipment' });
  });
});

describe('shipping', () => {
  /** The channel a seller picks before shipping (the ship guards require one, issue 18). */
  const giveChannel = async (orderId: number) => {
    const channel =
      (await w.ctx.db.logisticsChannel.findFirst({ where: { name: 'Alloc Post' } })) ??
      (await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Alloc Post' } }));
    await w.ctx.db.order.updateMany({ where: { id: orderId }, data: { logisticsChannelId: channel.id } });
  };
  it('takes the reserved stock out of the warehouse once and releases the occupation', async () => {
    const o = await order([{ platformSku: 'BOX', quantity: 2 }]);
    await w.gql(AUDIT, { ids: [o.id] });
    await giveChannel(o.id);
    const before = await balance(w, w.skuB.id, w.wh1.id);
    const r = (await w.gql(SHIP, { ids: [o.id], t: 'TRK-1' })).shipOrders.data;
    expect(r.orders).toEqual([expect.objectContaining({ id: o.id, status: 'shipped' })]);
    const row = await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } });
    expect(row.trackingNo).toBe('TRK-1');
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: before!.quantity - 2, occupied: before!.occupied - 2 });
    expect(await w.ctx.db.stockOccupation.count({ where: { sourceNo: o.orderNo, status: 'active' } })).toBe(0);
    const again = (await w.gql(SHIP, { ids: [o.id] })).shipOrders.data;
    expect(again.refused[0]).toMatchObject({ messageId: 'order.illegalTransition', message: `Order ${o.orderNo} is shipped and cannot be shipped` });
  });

  it('refuses a tracking number for several orders and a processing order', async () => {
    const o = await order([{ platformSku: 'BOX', quantity: 1 }]);
    const r = (await w.gql(SHIP, { ids: [o.id, o.id + 100000], t: 'X' })).shipOrders;
    expect(r.fieldErrors[0]).toMatchObject({ field: 'trackingNo', messageId: 'order.trackingOneOrder' });
    const p = (await w.gql(SHIP, { ids: [o.id] })).shipOrders.data;
    expect(p.refused[0].messageId).toBe('order.illegalTransition');
    expect(await statusOf(o.id)).toBe('processing');
  });

  it('two operators shipping the same order at the same moment: one succeeds, stock moves once', async () => {
    const o = await order([{ platformSku: 'CUP', quantity: 3 }]);
    await w.gql(AUDIT, { ids: [o.id] });
    await giveChannel(o.id);
    const placed = (await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } })).warehouseId!;
    const before = await balance(w, w.skuA.id, placed);
    const ledgerBefore = await w.ctx.db.stockLedger.count({ where: { billNo: o.orderNo, type: 'outbound' } });
    const results = await Promise.allSettled([
      shipOrder(w.ctx, o.id, { trackingNo: 'A1', via: 'scanToShip' }),
      shipOrder(w.ctx, o.id, { trackingNo: 'B2', via: 'outboundScan' }),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0].reason).toMatchObject({
      messageId: 'order.illegalTransition',
      params: { orderNo: o.orderNo, status: 'order.status.shipped', action: 'order.action.ship' },
    });
    expect(await balance(w, w.skuA.id, placed)).toMatchObject({ quantity: before!.quantity - 3, occupied: before!.occupied - 3 });
    expect(await w.ctx.db.stockLedger.count({ where: { billNo: o.orderNo, type: 'outbound' } })).toBe(ledgerBefore + 1);
    expect(await w.ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'ship' } })).toBe(1);
  });
});
