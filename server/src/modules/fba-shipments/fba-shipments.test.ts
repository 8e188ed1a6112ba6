// FBA shipments (issue 23 item 6) through the GraphQL API on a real database and the sandbox
// Fulfillment Inbound API: every bad input refused with its message and nothing written; the
// lifecycle plan → pack → ship → mark shipped → sync (in transit, receiving, closed) with its ledger
// moves (out of the source into transit, received quantities into the FBA warehouse, the shortfall
// written off in transit at close) where balances equal the ledger sums; actions out of order;
// Amazon's refusals keep the state with its message; a plan split over two centres; batch sync with
// per-shipment refusals; the live mode answers "not connected"; tenancy.
import { PLATFORM_TYPES } from '@erp/schema';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { authorizedShop } from '../marketplaces/connector.testing';
import { balance, expectBalancesEqualLedger, stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { SandboxFbaInboundConnector, SANDBOX_CENTRES } from './fba-inbound.sandbox';
import { setFbaInboundConnector, UnconnectedFbaInbound } from './fba-inbound.connector';

let app: TestApp;
let w: StockWorld;
let other: StockWorld;
let shopId: number;
let sheinShopId: number;
let fbaId: number;
let otherFbaId: number;

const SHIPMENT = `id shipmentNo name status shopName sourceWarehouseName fbaWarehouseName amazonShipmentId destinationFc amazonStatus carrier trackingNo providerMessage
  totalQuantity totalReceived lines { id skuId sku quantity receivedQuantity unitCost } boxes { boxNo boxCode weight length items { skuId quantity } }`;
const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const RESULT = (field: string, fields = SHIPMENT) => `{ ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const CREATE = `mutation($i: FbaShipmentInput!) { createFbaShipment(input: $i) ${RESULT('CreateFbaShipment')} }`;
const PLAN = `mutation($id: Int!) { planFbaShipment(id: $id) ${RESULT('PlanFbaShipment')} }`;
const PACK = `mutation($i: PackFbaShipmentInput!) { packFbaShipment(input: $i) ${RESULT('PackFbaShipment')} }`;
const SHIP = `mutation($i: ShipFbaShipmentInput!) { shipFbaShipment(input: $i) ${RESULT('ShipFbaShipment')} }`;
const MARK = `mutation($id: Int!) { markFbaShipmentShipped(id: $id) ${RESULT('MarkFbaShipmentShipped')} }`;
const SYNC = `mutation($id: Int!) { syncFbaShipment(id: $id) ${RESULT('SyncFbaShipment')} }`;
const SYNC_ALL = `mutation($ids: [Int!]!) { syncFbaShipments(ids: $ids) ${RESULT('SyncFbaShipments', 'shipments { id status } refused { id shipmentNo messageId message }')} }`;
const CANCEL = `mutation($id: Int!) { cancelFbaShipment(id: $id) ${RESULT('CancelFbaShipment')} }`;
const LIST = `query($f: FbaShipmentFilter) { fbaShipments(filter: $f, first: 50) { totalCount edges { node { id shipmentNo status } } } }`;
const ONE = `query($id: Int!) { fbaShipment(id: $id) { id status } }`;
const COUNTS = `query { fbaShipmentStatusCounts(filter: {}) { status count } }`;
const OPTIONS = `query { fbaShipmentOptions { shops { id name } sourceWarehouses { id } fbaWarehouses { id name } connector } }`;

const input = (over: Record<string, unknown> = {}) => ({
  shopId,
  sourceWarehouseId: w.wh1.id,
  fbaWarehouseId: fbaId,
  lines: [
    { skuId: w.skuA.id, quantity: 100 },
    { skuId: w.skuB.id, quantity: 20 },
  ],
  ...over,
});
const create = async (i: Record<string, unknown>, world = w) => (await world.gql(CREATE, { i })).createFbaShipment;
const box = (boxNo: number, items: { skuId: number; quantity: number }[], over: Record<string, unknown> = {}) => ({
  boxNo,
  weight: 12.5,
  length: 60,
  width: 40,
  height: 40,
  items,
  ...over,
});
const fullBoxes = () => [
  box(1, [{ skuId: w.skuA.id, quantity: 60 }]),
  box(2, [
    { skuId: w.skuA.id, quantity: 40 },
    { skuId: w.skuB.id, quantity: 20 },
  ]),
];
const pack = async (id: number, boxes = fullBoxes()) => (await w.gql(PACK, { i: { id, boxes } })).packFbaShipment;
const ship = async (id: number, trackingNo = '1Z999AA10123456784') => (await w.gql(SHIP, { i: { id, carrier: 'UPS', trackingNo } })).shipFbaShipment;
const byId = async (query: string, key: string, id: number) => (await w.gql(query, { id }))[key];

/** Everything a refused request must leave as it was (providerMessage aside, which a refusal writes). */
async function state() {
  const db = w.ctx.db;
  const shipments = await db.fbaShipment.findMany({
    orderBy: { id: 'asc' },
    include: { lines: { orderBy: { id: 'asc' } }, boxes: { include: { items: true } } },
  });
  return JSON.stringify([
    shipments.map(({ providerMessage: _m, updatedAt: _u, ...s }) => s),
    await db.stock.findMany({ orderBy: { id: 'asc' } }),
    await db.stockLedger.count(),
  ]);
}
async function refusedUnchanged(run: () => Promise<any>, messageId: string) {
  const before = await state();
  const r = await run();
  expect(r.fieldErrors?.[0]?.messageId ?? r.messageId, JSON.stringify(r)).toBe(messageId);
  expect(await state()).toBe(before);
  return r;
}

worldsSuite(stockWorld, ['FBA Seller Co', 'FBA Other Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  shopId = (await authorizedShop(w.ctx, PLATFORM_TYPES.amazon, 'Amazon US')).id;
  sheinShopId = (await authorizedShop(w.ctx, PLATFORM_TYPES.shein, 'SHEIN shop')).id;
  fbaId = (await w.ctx.db.warehouse.create({ data: { companyId: w.company.companyId, name: 'Amazon FBA US', type: 'fba', country: 'US' } })).id;
  otherFbaId = (await other.ctx.db.warehouse.create({ data: { companyId: other.company.companyId, name: 'Other FBA', type: 'fba', country: 'US' } })).id;
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 300, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 100, '3.00');
});
afterEach(async () => {
  setFbaInboundConnector(app.platform, new SandboxFbaInboundConnector());
  await w.ctx.db.shop.update({ where: { id: shopId }, data: { authToken: 'sandbox-token' } });
});

describe('FBA shipment bad input (nothing written)', () => {
  it.each([
    ['a shop that is not Amazon', () => input({ shopId: sheinShopId }), 'shopId', 'fbaShipment.shopNotAmazon'],
    ['a warehouse that is not FBA', () => input({ fbaWarehouseId: w.wh2.id }), 'fbaWarehouseId', 'fbaShipment.notFbaWarehouse'],
    ['an FBA warehouse as the source', () => input({ sourceWarehouseId: fbaId, fbaWarehouseId: w.wh2.id }), 'sourceWarehouseId', 'fbaShipment.sourceNotOwn'],
    ['quantity 0', () => input({ lines: [{ skuId: w.skuA.id, quantity: 0 }] }), 'lines.0.quantity', 'inventory.quantityInteger'],
    ['a negative quantity', () => input({ lines: [{ skuId: w.skuA.id, quantity: -3 }] }), 'lines.0.quantity', 'inventory.quantityInteger'],
    ['more than available', () => input({ lines: [{ skuId: w.skuB.id, quantity: 101 }] }), 'lines.0.quantity', 'fbaShipment.notEnoughStock'],
    ['no SKUs', () => input({ lines: [] }), 'lines', 'inventory.productsRequired'],
    [
      'the same SKU twice',
      () =>
        input({
          lines: [
            { skuId: w.skuA.id, quantity: 1 },
            { skuId: w.skuA.id, quantity: 1 },
          ],
        }),
      'lines.1.skuId',
      'inventory.sameProductTwice',
    ],
  ])('refuses %s', async (_name, make, field, messageId) => {
    const r = await refusedUnchanged(() => create(make()), messageId);
    expect(r.fieldErrors[0].field).toBe(field);
  });

  it('names the SKU, warehouse and quantities when stock is short', async () => {
    const r = await create(input({ lines: [{ skuId: w.skuB.id, quantity: 101 }] }));
    expect(r.fieldErrors[0].message).toBe('BOX: only 100 available in Shenzhen, 101 to send');
  });

  it("refuses another company's FBA warehouse, shop and SKU as not found", async () => {
    await refusedUnchanged(() => create(input({ fbaWarehouseId: otherFbaId })), 'warehouse.notFound');
    const otherShop = (await authorizedShop(other.ctx, PLATFORM_TYPES.amazon, 'Other Amazon')).id;
    await refusedUnchanged(() => create(input({ shopId: otherShop })), 'shop.notFound');
    await refusedUnchanged(() => create(input({ lines: [{ skuId: other.skuA.id, quantity: 1 }] })), 'stock.skuNotFound');
  });
});

describe('FBA shipment lifecycle with the stock ledger', () => {
  it('plans, packs, ships, marks shipped and syncs to closed; balances equal ledger sums', async () => {
    const created = (await create(input({ name: 'Restock November' }))).data;
    expect(created).toMatchObject({
      status: 'planned',
      name: 'Restock November',
      shopName: 'Amazon US',
      fbaWarehouseName: 'Amazon FBA US',
      amazonStatus: 'WORKING',
    });
    expect(created.amazonShipmentId).toMatch(/^FBA15[0-9A-Z]{7}$/);
    expect(SANDBOX_CENTRES.US).toContain(created.destinationFc);
    const id = created.id;

    const packed = (await pack(id)).data;
    expect(packed.status).toBe('packed');
    expect(packed.boxes.map((b: { boxCode: string }) => b.boxCode)).toEqual([`${created.amazonShipmentId}U000001`, `${created.amazonShipmentId}U000002`]);

    const a0 = await balance(w, w.skuA.id, w.wh1.id);
    const shipped = (await ship(id)).data;
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNo: '1Z999AA10123456784', amazonStatus: 'READY_TO_SHIP' });
    expect(shipped.lines.map((l: { unitCost: string }) => Number(l.unitCost))).toEqual([2, 3]);
    expect((await balance(w, w.skuA.id, w.wh1.id))!.quantity).toBe(a0!.quantity - 100);
    expect(await balance(w, w.skuA.id, fbaId)).toMatchObject({ quantity: 0, inTransit: 100 });
    expect(await balance(w, w.skuB.id, fbaId)).toMatchObject({ quantity: 0, inTransit: 20 });
    const out = await w.ctx.db.stockLedger.findMany({ where: { billNo: created.shipmentNo, type: 'transferOut' } });
    expect(out.reduce((s, r) => s + r.quantityChange, 0)).toBe(-120);

    expect((await byId(MARK, 'markFbaShipmentShipped', id)).data).toMatchObject({ status: 'markedShipped', amazonStatus: 'SHIPPED' });
    expect((await byId(SYNC, 'syncFbaShipment', id)).data).toMatchObject({ status: 'inTransit', amazonStatus: 'IN_TRANSIT', totalReceived: 0 });

    // RECEIVING: floor(quantity ÷ 2) received: A 50, B 10
    const receiving = (await byId(SYNC, 'syncFbaShipment', id)).data;
    expect(receiving).toMatchObject({ status: 'receiving', totalReceived: 60 });
    expect(await balance(w, w.skuA.id, fbaId)).toMatchObject({ quantity: 50, inTransit: 50 });
    expect(await balance(w, w.skuB.id, fbaId)).toMatchObject({ quantity: 10, inTransit: 10 });
    await expectBalancesEqualLedger(w);

    // CLOSED: quantity − floor(quantity ÷ 50): A 98 (2 short, written off in transit), B 20
    const closed = (await byId(SYNC, 'syncFbaShipment', id)).data;
    expect(closed).toMatchObject({ status: 'closed', amazonStatus: 'CLOSED', totalReceived: 118 });
    expect(await balance(w, w.skuA.id, fbaId)).toMatchObject({ quantity: 98, inTransit: 0, purchasePrice: 2 });
    expect(await balance(w, w.skuB.id, fbaId)).toMatchObject({ quantity: 20, inTransit: 0, purchasePrice: 3 });
    const ins = await w.ctx.db.stockLedger.findMany({ where: { billNo: created.shipmentNo, type: 'transferIn' } });
    expect(ins.reduce((s, r) => s + r.quantityChange, 0)).toBe(118);
    await expectBalancesEqualLedger(w);

    // closed: no more syncs
    await refusedUnchanged(() => byId(SYNC, 'syncFbaShipment', id), 'fbaShipment.illegalTransition');
  });

  it('lists by status with counts and reads one shipment', async () => {
    const list = (await w.gql(LIST, { f: { status: 'closed' } })).fbaShipments;
    expect(list.totalCount).toBeGreaterThanOrEqual(1);
    const counts = (await w.gql(COUNTS)).fbaShipmentStatusCounts;
    expect(counts.find((c: { status: string }) => c.status === 'closed').count).toBe(list.totalCount);
    expect((await w.gql(ONE, { id: list.edges[0].node.id })).fbaShipment.status).toBe('closed');
    const options = (await w.gql(OPTIONS)).fbaShipmentOptions;
    expect(options.shops.map((s: { id: number }) => s.id)).toEqual([shopId]);
    expect(options.fbaWarehouses.map((s: { id: number }) => s.id)).toEqual([fbaId]);
    expect(options.connector).toBe('sandbox');
  });
});

describe('actions out of order (nothing written)', () => {
  it('refuses to ship an unpacked or cancelled shipment, mark a packed one shipped, sync a planned one, cancel a shipped one', async () => {
    const planned = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 5 }] }))).data;
    const r = await refusedUnchanged(() => ship(planned.id), 'fbaShipment.illegalTransition');
    expect(r.message).toBe(`FBA shipment ${planned.shipmentNo} is planned and cannot be shipped`);
    await refusedUnchanged(() => byId(SYNC, 'syncFbaShipment', planned.id), 'fbaShipment.illegalTransition');
    await refusedUnchanged(() => byId(MARK, 'markFbaShipmentShipped', planned.id), 'fbaShipment.illegalTransition');
    await refusedUnchanged(() => byId(PLAN, 'planFbaShipment', planned.id), 'fbaShipment.illegalTransition');

    expect((await pack(planned.id, [box(1, [{ skuId: w.skuB.id, quantity: 5 }])])).data.status).toBe('packed');
    await refusedUnchanged(() => byId(MARK, 'markFbaShipmentShipped', planned.id), 'fbaShipment.illegalTransition');
    expect((await byId(CANCEL, 'cancelFbaShipment', planned.id)).data).toMatchObject({ status: 'cancelled', amazonStatus: 'CANCELLED' });
    await refusedUnchanged(() => ship(planned.id), 'fbaShipment.illegalTransition');
    await refusedUnchanged(() => pack(planned.id, [box(1, [{ skuId: w.skuB.id, quantity: 5 }])]), 'fbaShipment.illegalTransition');

    const other = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 2 }] }))).data;
    await pack(other.id, [box(1, [{ skuId: w.skuB.id, quantity: 2 }])]);
    expect((await ship(other.id)).data.status).toBe('shipped');
    await refusedUnchanged(() => byId(CANCEL, 'cancelFbaShipment', other.id), 'fbaShipment.illegalTransition');
    await expectBalancesEqualLedger(w);
  });
});

describe('packing (nothing written)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(input({ lines: [{ skuId: w.skuA.id, quantity: 10 }] }))).data.id;
  });
  it.each([
    ['no boxes', () => [], 'boxes', 'fbaShipment.boxesRequired'],
    ['a box without weight', () => [box(1, [{ skuId: w.skuA.id, quantity: 10 }], { weight: 0 })], 'boxes.0.weight', 'packing.weightRequired'],
    ['a box without size', () => [box(1, [{ skuId: w.skuA.id, quantity: 10 }], { height: 0 })], 'boxes.0.height', 'packing.sizeRequired'],
    ['fewer units than the shipment', () => [box(1, [{ skuId: w.skuA.id, quantity: 9 }])], 'boxes', 'fbaShipment.packedShort'],
    [
      'a SKU not in the shipment',
      () => [
        box(1, [
          { skuId: w.skuA.id, quantity: 10 },
          { skuId: w.skuB.id, quantity: 1 },
        ]),
      ],
      'boxes.0.items.1.skuId',
      'fbaShipment.boxSkuNotInShipment',
    ],
    ['more units than the shipment', () => [box(1, [{ skuId: w.skuA.id, quantity: 11 }])], 'boxes', 'fbaShipment.packedOver'],
    [
      'the same box number twice',
      () => [box(1, [{ skuId: w.skuA.id, quantity: 5 }]), box(1, [{ skuId: w.skuA.id, quantity: 5 }])],
      'boxes.1.boxNo',
      'packing.boxNoTwice',
    ],
  ])('refuses %s', async (_name, boxes, field, messageId) => {
    const r = await refusedUnchanged(() => pack(id, boxes()), messageId);
    expect(r.fieldErrors[0].field).toBe(field);
  });
  it('refuses to ship before packing', async () => {
    await refusedUnchanged(() => ship(id), 'fbaShipment.illegalTransition');
  });
});

describe("Amazon's refusals keep the shipment in its state with the provider's message", () => {
  it('keeps a draft when the plan is refused, and plans it again', async () => {
    await w.ctx.db.shop.update({ where: { id: shopId }, data: { authToken: 'down-for-test' } });
    const draft = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 3 }] }))).data;
    expect(draft).toMatchObject({ status: 'draft', amazonShipmentId: '', providerMessage: 'Amazon SP-API: service unavailable (QuotaExceeded), retry later' });
    const again = await refusedUnchanged(() => byId(PLAN, 'planFbaShipment', draft.id), 'fbaShipment.providerFailed');
    expect(again.message).toBe('Amazon refused: Amazon SP-API: service unavailable (QuotaExceeded), retry later');
    await w.ctx.db.shop.update({ where: { id: shopId }, data: { authToken: 'sandbox-token' } });
    expect((await byId(PLAN, 'planFbaShipment', draft.id)).data).toMatchObject({ status: 'planned', providerMessage: '' });
  });

  it('keeps packed when the transport is refused, with no stock moved', async () => {
    const s = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 4 }] }))).data;
    await pack(s.id, [box(1, [{ skuId: w.skuB.id, quantity: 4 }])]);
    const r = await refusedUnchanged(() => ship(s.id, 'BAD-123'), 'fbaShipment.providerFailed');
    expect(r.message).toBe('Amazon refused: Amazon: tracking number BAD-123 is not valid for UPS');
    const after = await w.ctx.db.fbaShipment.findUniqueOrThrow({ where: { id: s.id } });
    expect(after).toMatchObject({ status: 'packed', providerMessage: 'Amazon: tracking number BAD-123 is not valid for UPS' });
  });

  it('refuses a box Amazon will not take (over 23 kg)', async () => {
    const s = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 1 }] }))).data;
    const r = await refusedUnchanged(() => pack(s.id, [box(1, [{ skuId: w.skuB.id, quantity: 1 }], { weight: 30 })]), 'fbaShipment.providerFailed');
    expect(r.message).toBe('Amazon refused: Amazon: box 1 weighs more than 23 kg');
  });

  it('on a live server answers not connected and keeps the draft', async () => {
    setFbaInboundConnector(app.platform, new UnconnectedFbaInbound());
    const draft = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 1 }] }))).data;
    expect(draft.status).toBe('draft');
    const r = await refusedUnchanged(() => byId(PLAN, 'planFbaShipment', draft.id), 'fbaShipment.notConnected');
    expect(r.message).toBe("Amazon's Fulfillment Inbound API is not connected on this server");
    expect((await w.gql(OPTIONS)).fbaShipmentOptions.connector).toBe('live');
  });
});

describe('plans split by Amazon and batch sync', () => {
  it('makes one shipment per destination centre when Amazon splits the plan', async () => {
    const companyId = w.company.companyId;
    const product = await w.ctx.db.product.create({
      data: {
        companyId,
        spu: 'SPLIT',
        name: 'Split',
        skus: { create: Array.from({ length: 11 }, (_, i) => ({ companyId, sku: `SPL-${i}`, purchasePrice: '1.00' })) },
      },
      include: { skus: { orderBy: { id: 'asc' } } },
    });
    for (const s of product.skus) await stockIn(w, s.id, w.wh1.id, w.wh1.locations[0].id, 5);
    const first = (await create(input({ lines: product.skus.map((s) => ({ skuId: s.id, quantity: 2 })) }))).data;
    expect(first.status).toBe('planned');
    expect(first.lines).toHaveLength(10);
    const second = await w.ctx.db.fbaShipment.findFirstOrThrow({ where: { shipmentNo: `${first.shipmentNo}-2` }, include: { lines: true } });
    expect(second).toMatchObject({ status: 'planned' });
    expect(second.amazonShipmentId).not.toBe(first.amazonShipmentId);
    expect(second.lines.map((l) => l.skuId)).toEqual([product.skus[10].id]);
  });

  it('syncs a selection, refusing the shipments that cannot be synced', async () => {
    const a = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 2 }] }))).data;
    await pack(a.id, [box(1, [{ skuId: w.skuB.id, quantity: 2 }])]);
    await ship(a.id);
    await byId(MARK, 'markFbaShipmentShipped', a.id);
    const b = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 1 }] }))).data;
    const r = (await w.gql(SYNC_ALL, { ids: [a.id, b.id] })).syncFbaShipments.data;
    expect(r.shipments).toEqual([{ id: a.id, status: 'inTransit' }]);
    expect(r.refused).toEqual([
      { id: b.id, shipmentNo: b.shipmentNo, messageId: 'fbaShipment.illegalTransition', message: expect.stringContaining('planned') },
    ]);
  });
});

describe('tenancy', () => {
  it("does not show or act on another company's shipments", async () => {
    const mine = (await create(input({ lines: [{ skuId: w.skuB.id, quantity: 1 }] }))).data;
    expect((await other.gql(LIST, { f: {} })).fbaShipments.totalCount).toBe(0);
    expect((await other.gql(ONE, { id: mine.id })).fbaShipment).toBeNull();
    expect((await other.gql(CANCEL, { id: mine.id })).cancelFbaShipment.messageId).toBe('fbaShipment.notFound');
    expect((await w.ctx.db.fbaShipment.findUniqueOrThrow({ where: { id: mine.id } })).status).toBe('planned');
  });
});
