// The inbound notice (ASN) of stock orders at a third-party overseas warehouse, end to end through
// the sandbox provider (issue 23 item 1): ship out announces the shipment (its number on the order,
// the packing task's boxes sent along), the sync receipt (the row action and the schedule) receives
// the order with the provider's quantities through the one receive path (balances equal the ledger
// sums, in transit back to 0); a shortage kept on the line; more than shipped only confirmed; a
// provider refusal leaves the order in its state with the provider's message; a terminated
// authorization refuses; tenancy.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp, snapshot } from '../../../test/harness';
import { balance, expectBalancesEqualLedger, stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { setOverseasConnectors, warehouseConnectors, type InboundRequest, type ProviderCredentials } from '../overseas-warehouses/warehouse.connector';
import { SandboxWarehouseConnector, sandboxInboundNo, sandboxReceived } from '../overseas-warehouses/warehouse.sandbox';
import { syncAllStockOrderReceipts } from './stock-orders.schedule';

let app: TestApp;
let w: StockWorld;
let overseas: { id: number };
let authId: number;

const ORDER = `id orderNo status trackingNo inboundNo inboundWarehouseCode inboundStatus inboundProvider inboundMessage
  lines { id sku quantity shippedQuantity receivedQuantity shortQuantity overseasCostPrice }`;
const ERR = `__typename ... on Error { messageId message }`;
const RESULT = (field: string) => `{ ${ERR} ... on Mutation${field}Success { data { ${ORDER} } } }`;
const SHIP = `mutation($i: ShipStockOrderInput!) { shipStockOrder(input: $i) ${RESULT('ShipStockOrder')} }`;
const SYNC = `mutation($i: SyncStockOrderReceiptInput!) { syncStockOrderReceipt(input: $i) ${RESULT('SyncStockOrderReceipt')} }`;
const ONE = `query($id: Int!) { stockOrder(id: $id) { ${ORDER} } }`;

const ship = async (id: number, lang = 'en') => (await w.gql(SHIP, { i: { id, trackingNo: 'SEA-001' } }, lang)).shipStockOrder;
const sync = async (id: number, confirmOverReceive?: boolean, lang = 'en') =>
  (await w.gql(SYNC, { i: { id, confirmOverReceive } }, lang)).syncStockOrderReceipt;
const one = async (id: number, lang = 'en') => (await w.gql(ONE, { id }, lang)).stockOrder;

/** What the inbound calls were sent with (a sandbox that records its calls). */
const announced: InboundRequest[] = [];
class RecordingSandbox extends SandboxWarehouseConnector {
  createInbound(c: ProviderCredentials, r: InboundRequest) {
    announced.push(r);
    return super.createInbound(c, r);
  }
}
const sandbox = () => {
  const cache = new Map<string, RecordingSandbox>();
  return {
    mode: 'sandbox',
    of: (p: never) => cache.get(p) ?? (cache.set(p, new RecordingSandbox(p)), cache.get(p)!),
  };
};

/** A pending-shipment order of the lines to the overseas warehouse, under the number given (the sandbox reads code words in it). */
async function pending(lines: [number, number][], orderNo?: string) {
  const created = (
    await w.gql(`mutation($i: StockOrderInput!) { createStockOrder(input: $i) { ${ERR} ... on MutationCreateStockOrderSuccess { data { id orderNo } } } }`, {
      i: { sourceWarehouseId: w.wh1.id, targetWarehouseId: overseas.id, lines: lines.map(([skuId, quantity]) => ({ skuId, quantity })) },
    })
  ).createStockOrder.data;
  if (orderNo) await w.ctx.db.stockOrder.updateMany({ where: { id: created.id }, data: { orderNo } });
  await w.gql(`mutation($ids: [Int!]!) { submitStockOrders(ids: $ids) { __typename } }`, { ids: [created.id] });
  const r = await w.gql(
    `mutation($ids: [Int!]!) { reviewStockOrders(ids: $ids) { ${ERR} ... on MutationReviewStockOrdersSuccess { data { orders { status } } } } }`,
    {
      ids: [created.id],
    },
  );
  expect(r.reviewStockOrders.data.orders[0].status).toBe('pendingShipment');
  return { id: created.id as number, orderNo: (orderNo ?? created.orderNo) as string };
}

/** The stock and ledger, which a refusal leaves as they were. */
async function ledgerState() {
  const db = w.ctx.db;
  return snapshot(
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
    db.stockOccupation.findMany({ orderBy: { id: 'asc' } }),
    db.stockOrderLine.findMany({ orderBy: { id: 'asc' } }),
  );
}

worldsSuite(stockWorld, ['ASN Stock Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  setOverseasConnectors(app.platform, sandbox());
  const companyId = w.company.companyId;
  overseas = await w.ctx.db.warehouse.create({ data: { companyId, name: 'Goodcang Frankfurt', type: 'overseas', country: 'DE' } });
  const r = await w.gql(
    `mutation($i: CreateOverseasWarehouseAuthInput!) { createOverseasWarehouseAuth(input: $i) { ${ERR} ... on MutationCreateOverseasWarehouseAuthSuccess { data { id warehouses { id code } } } } }`,
    { i: { provider: 'goodcang', name: 'GC main', appKey: 'gc-key-123456', appSecret: 'gc-secret-abcdef' } },
  );
  const auth = r.createOverseasWarehouseAuth.data;
  authId = auth.id;
  const defr = auth.warehouses.find((x: { code: string }) => x.code === 'DEFR');
  const bound = await w.gql(`mutation($i: BindOverseasWarehouseInput!) { bindOverseasWarehouse(input: $i) { __typename } }`, {
    i: { providerWarehouseId: defr.id, warehouseId: overseas.id },
  });
  expect(bound.bindOverseasWarehouse.__typename).toBe('MutationBindOverseasWarehouseSuccess');
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 200, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 100, '3.00');
});
afterEach(() => setOverseasConnectors(app.platform, sandbox()));

describe('the sandbox inbound rules', () => {
  it('answers the number by reference and counts the announced lines (shortage, over)', () => {
    expect(sandboxInboundNo('DEFR', 'bh1')).toBe('IB-DEFR-BH1');
    const lines = [
      { sku: 'CUP', quantity: 3 },
      { sku: 'BOX', quantity: 5 },
      { sku: 'CUP', quantity: 4 },
    ];
    expect(sandboxReceived('BH1', lines)).toEqual([
      { sku: 'BOX', quantity: 5 },
      { sku: 'CUP', quantity: 7 },
    ]);
    expect(sandboxReceived('BHSHORT', lines)).toEqual([
      { sku: 'BOX', quantity: 5 },
      { sku: 'CUP', quantity: 6 },
    ]);
    expect(sandboxReceived('BHOVER', lines)).toEqual([
      { sku: 'BOX', quantity: 6 },
      { sku: 'CUP', quantity: 7 },
    ]);
  });

  it('refuses a box without weight or size, no lines, an unknown number', async () => {
    const c = new SandboxWarehouseConnector('goodcang');
    const creds = { appKey: 'k', appSecret: 's' };
    const box = { boxNo: 2, weight: 0, length: 10, width: 10, height: 10, items: [] };
    expect(await c.createInbound(creds, { warehouseCode: 'DEFR', reference: 'X', boxes: [box], lines: [{ sku: 'A', quantity: 1 }] })).toEqual({
      ok: false,
      reasonId: 'overseas.inboundBoxInvalid',
      params: { boxNo: 2 },
    });
    expect((await c.createInbound(creds, { warehouseCode: 'DEFR', reference: 'X', boxes: [], lines: [] })).ok).toBe(false);
    expect(await c.getInbound(creds, { warehouseCode: 'DEFR', inboundNo: 'IB-USEA-X', announced: [] })).toMatchObject({
      ok: false,
      reasonId: 'overseas.inboundNotFound',
    });
    expect(await c.getInbound(creds, { warehouseCode: 'DEFR', inboundNo: 'IB-DEFR-TRANSIT1', announced: [] })).toEqual({
      ok: true,
      state: { status: 'inTransit' },
    });
  });
});

describe('a stock order to a provider warehouse (ASN)', () => {
  it('ship → ASN created → sync → received with the provider quantities; balances equal ledger sums', async () => {
    const o = await pending([
      [w.skuA.id, 10],
      [w.skuB.id, 5],
    ]);
    const shipped = await ship(o.id);
    expect(shipped.__typename).toBe('MutationShipStockOrderSuccess');
    expect(shipped.data).toMatchObject({
      status: 'shipped',
      inboundNo: `IB-DEFR-${o.orderNo}`,
      inboundWarehouseCode: 'DEFR',
      inboundStatus: 'created',
      inboundProvider: 'Goodcang · GC main',
      inboundMessage: '',
    });
    expect(announced.at(-1)).toEqual({
      warehouseCode: 'DEFR',
      reference: o.orderNo,
      boxes: [],
      lines: [
        { sku: 'CUP', quantity: 10 },
        { sku: 'BOX', quantity: 5 },
      ],
    });
    expect((await balance(w, w.skuA.id, overseas.id))?.inTransit).toBe(10);
    await expectBalancesEqualLedger(w);

    const received = await sync(o.id);
    expect(received.data).toMatchObject({ status: 'received', inboundStatus: 'received', inboundMessage: '' });
    expect(received.data.lines).toEqual([
      expect.objectContaining({ sku: 'CUP', shippedQuantity: 10, receivedQuantity: 10, shortQuantity: 0 }),
      expect.objectContaining({ sku: 'BOX', shippedQuantity: 5, receivedQuantity: 5, shortQuantity: 0 }),
    ]);
    expect(await balance(w, w.skuA.id, overseas.id)).toMatchObject({ quantity: 10, inTransit: 0 });
    expect(await balance(w, w.skuB.id, overseas.id)).toMatchObject({ quantity: 5, inTransit: 0 });
    const rows = await w.ctx.db.stockLedger.findMany({ where: { billNo: o.orderNo, type: 'transferIn' } });
    expect(rows.map((r) => r.quantityChange).sort()).toEqual([10, 5].sort());
    await expectBalancesEqualLedger(w);

    // a received order cannot be synced again
    const again = await sync(o.id);
    expect(again.messageId).toBe('stockOrder.illegalTransition');
  });

  it('sends the boxes of the packing task with the notice', async () => {
    const o = await pending([[w.skuA.id, 4]]);
    const companyId = w.company.companyId;
    await w.ctx.db.packingTask.create({
      data: {
        companyId,
        taskCode: `PK-${o.orderNo}`,
        sourceWarehouseId: w.wh1.id,
        targetWarehouseId: overseas.id,
        status: 'completed',
        stockOrderIds: [o.id],
        stockOrderNos: [o.orderNo],
        boxes: {
          create: [
            { companyId, boxNo: 1, weight: '1.5', length: '30', width: '20', height: '10', items: { create: [{ companyId, skuId: w.skuA.id, quantity: 3 }] } },
            { companyId, boxNo: 2, weight: '0.6', length: '20', width: '20', height: '10', items: { create: [{ companyId, skuId: w.skuA.id, quantity: 1 }] } },
          ],
        },
      },
    });
    const shipped = await ship(o.id);
    expect(shipped.data.status).toBe('shipped');
    expect(announced.at(-1)?.boxes).toEqual([
      { boxNo: 1, weight: 1.5, length: 30, width: 20, height: 10, items: [{ sku: 'CUP', quantity: 3 }] },
      { boxNo: 2, weight: 0.6, length: 20, width: 20, height: 10, items: [{ sku: 'CUP', quantity: 1 }] },
    ]);
    expect((await sync(o.id)).data.status).toBe('received');
  });

  it('the schedule receives a shortage: the line keeps received < shipped, in transit goes back to 0', async () => {
    const before = (await balance(w, w.skuA.id, overseas.id))!.quantity;
    const o = await pending(
      [
        [w.skuA.id, 6],
        [w.skuB.id, 2],
      ],
      'BHSHORT0001',
    );
    await ship(o.id);
    const r = await syncAllStockOrderReceipts(app.platform);
    expect(r).toMatchObject({ received: 1 });
    const got = await one(o.id);
    expect(got).toMatchObject({ status: 'received', inboundStatus: 'received' });
    expect(got.lines).toEqual([
      expect.objectContaining({ sku: 'CUP', shippedQuantity: 6, receivedQuantity: 5, shortQuantity: 1 }),
      expect.objectContaining({ sku: 'BOX', shippedQuantity: 2, receivedQuantity: 2, shortQuantity: 0 }),
    ]);
    expect(await balance(w, w.skuA.id, overseas.id)).toMatchObject({ quantity: before + 5, inTransit: 0 });
    await expectBalancesEqualLedger(w);
  });

  it('keeps an order the provider has not received shipped, with its state', async () => {
    const o = await pending([[w.skuA.id, 2]], 'BHTRANSIT0001');
    await ship(o.id);
    const r = await sync(o.id);
    expect(r.data).toMatchObject({ status: 'shipped', inboundStatus: 'inTransit', inboundMessage: '' });
    expect((await balance(w, w.skuA.id, overseas.id))?.inTransit).toBe(2);
    const round = await syncAllStockOrderReceipts(app.platform);
    expect(round.received).toBe(0);
    expect((await one(o.id)).status).toBe('shipped');
  });

  it('more than shipped needs the confirmation (the schedule never confirms); the refusal is kept on the order', async () => {
    const o = await pending([[w.skuB.id, 3]], 'BHOVER0001');
    await ship(o.id);
    const before = await ledgerState();
    const refused = await sync(o.id);
    expect(refused).toMatchObject({ messageId: 'stockOrder.overReceive', message: 'BOX: 4 received but 3 shipped. Confirm to receive more than was shipped' });
    await syncAllStockOrderReceipts(app.platform);
    expect(await ledgerState()).toBe(before);
    expect(await one(o.id, 'zh')).toMatchObject({
      status: 'shipped',
      inboundStatus: 'received',
      inboundMessage: 'BOX：收货 4，发货仅 3。超出发货数量收货需确认',
    });
    const confirmed = await sync(o.id, true);
    expect(confirmed.data).toMatchObject({ status: 'received', inboundMessage: '' });
    expect(confirmed.data.lines[0]).toMatchObject({ shippedQuantity: 3, receivedQuantity: 4, shortQuantity: 0 });
    await expectBalancesEqualLedger(w);
  });

  it('a provider refusal on ship leaves the order pending shipment with the provider message, nothing moved', async () => {
    const o = await pending([[w.skuA.id, 1]]);
    setOverseasConnectors(app.platform, warehouseConnectors('live'));
    const before = await ledgerState();
    const r = await ship(o.id);
    expect(r).toMatchObject({ messageId: 'overseas.providerNotConnected' });
    expect(await ledgerState()).toBe(before);
    const kept = await one(o.id);
    expect(kept).toMatchObject({ status: 'pendingShipment', inboundNo: '', trackingNo: '' });
    expect(kept.inboundMessage).toBe(r.message);
    // the provider answers again: the ship goes through and the message is cleared
    setOverseasConnectors(app.platform, sandbox());
    expect((await ship(o.id)).data).toMatchObject({ status: 'shipped', inboundMessage: '' });
    // a refusal on the sync leaves it shipped with the message
    setOverseasConnectors(app.platform, warehouseConnectors('live'));
    const s = await sync(o.id);
    expect(s.messageId).toBe('overseas.providerNotConnected');
    expect(await one(o.id)).toMatchObject({ status: 'shipped', inboundStatus: 'created', inboundMessage: s.message });
    expect((await syncAllStockOrderReceipts(app.platform)).failed).toBeGreaterThanOrEqual(1);
    expect((await one(o.id)).status).toBe('shipped');
    setOverseasConnectors(app.platform, sandbox());
    expect((await sync(o.id)).data.status).toBe('received');
  });

  it('a terminated authorization refuses the ship and the sync, nothing written', async () => {
    const a = await pending([[w.skuA.id, 1]]);
    const b = await pending([[w.skuA.id, 1]]);
    await ship(b.id);
    const t = await w.gql(`mutation($id: Int!) { terminateOverseasWarehouseAuth(id: $id) { __typename } }`, { id: authId });
    expect(t.terminateOverseasWarehouseAuth.__typename).toBe('MutationTerminateOverseasWarehouseAuthSuccess');
    try {
      const calls = announced.length;
      const before = await ledgerState();
      const r = await ship(a.id);
      expect(r).toMatchObject({ messageId: 'overseas.authTerminated' });
      expect(r.message).toContain('GC main');
      const s = await sync(b.id, false, 'zh');
      expect(s.messageId).toBe('overseas.authTerminated');
      expect(await ledgerState()).toBe(before);
      expect(announced.length).toBe(calls);
      expect((await one(a.id)).status).toBe('pendingShipment');
      expect((await one(b.id)).status).toBe('shipped');
    } finally {
      await w.gql(`mutation($id: Int!) { activateOverseasWarehouseAuth(id: $id) { __typename } }`, { id: authId });
    }
    expect((await sync(b.id)).data.status).toBe('received');
  });

  it('an order without a notice cannot be synced; another company cannot sync ours', async () => {
    const own = await w.ctx.db.warehouse.create({ data: { companyId: w.company.companyId, name: 'Unbound overseas', type: 'overseas', country: 'US' } });
    const created = (
      await w.gql(`mutation($i: StockOrderInput!) { createStockOrder(input: $i) { ... on MutationCreateStockOrderSuccess { data { id orderNo } } } }`, {
        i: { sourceWarehouseId: w.wh1.id, targetWarehouseId: own.id, lines: [{ skuId: w.skuA.id, quantity: 1 }] },
      })
    ).createStockOrder.data;
    await w.gql(`mutation($ids: [Int!]!) { submitStockOrders(ids: $ids) { __typename } }`, { ids: [created.id] });
    await w.gql(`mutation($ids: [Int!]!) { reviewStockOrders(ids: $ids) { __typename } }`, { ids: [created.id] });
    const shipped = await ship(created.id);
    expect(shipped.data).toMatchObject({ status: 'shipped', inboundNo: '', inboundStatus: '' });
    const r = await sync(created.id);
    expect(r).toMatchObject({
      messageId: 'stockOrder.noInbound',
      message: `Stock order ${created.orderNo} has no inbound notice at an overseas warehouse provider`,
    });

    const other = await stockWorld(app, 'Other ASN Co');
    const foreign = (await other.gql(SYNC, { i: { id: created.id } })).syncStockOrderReceipt;
    expect(foreign.messageId).toBe('stockOrder.notFound');
  });
});
