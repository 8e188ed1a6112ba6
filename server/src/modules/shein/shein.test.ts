// SHEIN stock orders and delivery orders (issue 23 item 7) through the GraphQL API on a real
// database: the pull from the sandbox (new orders, SHEIN's cancellation, idempotent), the lifecycle
// placed → accepted → delivering → delivered with the goods out of the warehouse through the ledger,
// every action out of order refused with nothing written, SHEIN's refusal keeping the state with the
// provider's message, tenancy, and the PDFs' page sizes.
import { PLATFORM_TYPES } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, snapshot } from '../../../test/harness';
import { balance, stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { authorizedShop } from '../marketplaces/connector.testing';
import { sandboxOrderNo } from './shein.sandbox';

let w: StockWorld;
let other: StockWorld;
let shopId: number;

const ORDER = `id orderNo status merchantType orderQuantity providerMessage rejectReason lines { supplierSku skuId quantity } delivery { id deliveryNo status }`;
const DELIVERY = `id deliveryNo status deliveryMethod expressCompany packageCount totalWeight packageWeights shipQuantity warehouseName orderNo providerMessage`;
const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const RESULT = (field: string, fields: string) => `{ ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const PULL = `mutation($s: Int!) { pullSheinOrders(shopId: $s) ${RESULT('PullSheinOrders', 'created cancelled')} }`;
const ACCEPT = `mutation($id: Int!) { acceptSheinOrder(id: $id) ${RESULT('AcceptSheinOrder', ORDER)} }`;
const REJECT = `mutation($i: RejectSheinOrderInput!) { rejectSheinOrder(input: $i) ${RESULT('RejectSheinOrder', ORDER)} }`;
const CREATE = `mutation($i: CreateSheinDeliveryInput!) { createSheinDelivery(input: $i) ${RESULT('CreateSheinDelivery', DELIVERY)} }`;
const DELIVER = `mutation($id: Int!) { deliverSheinDelivery(id: $id) ${RESULT('DeliverSheinDelivery', DELIVERY)} }`;
const LABELS = `mutation($id: Int!) { printSheinLabels(id: $id) ${RESULT('PrintSheinLabels', 'filename contentBase64 pages')} }`;
const MARKS = `mutation($id: Int!) { printSheinBoxMarks(id: $id) ${RESULT('PrintSheinBoxMarks', 'filename contentBase64 pages')} }`;
const LIST = `query($f: SheinPurchaseOrderFilter) { sheinPurchaseOrders(filter: $f, first: 50) { totalCount edges { node { ${ORDER} } } } }`;
const COUNTS = `query { sheinPurchaseOrderStatusCounts { status count } }`;

const pull = async (world = w, s = shopId) => (await world.gql(PULL, { s })).pullSheinOrders;
const orderId = async (n: number) => (await w.ctx.db.sheinPurchaseOrder.findFirstOrThrow({ where: { orderNo: sandboxOrderNo(shopId, n) } })).id;
const deliveryInput = async (n: number, over: Record<string, unknown> = {}) => ({
  purchaseOrderId: await orderId(n),
  warehouseId: w.wh1.id,
  deliveryMethod: 'express',
  expressCompany: 'SF Express',
  packages: [{ weight: 2.5 }, { weight: 1.25 }],
  ...over,
});

/** Everything a refused request must leave as it was. */
async function state() {
  const db = w.ctx.db;
  return snapshot(
    db.sheinPurchaseOrder.findMany({ orderBy: { id: 'asc' }, include: { lines: { orderBy: { id: 'asc' } } } }),
    db.sheinDeliveryOrder.findMany({ orderBy: { id: 'asc' } }),
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
  );
}
async function refusedUnchanged(run: () => Promise<any>, messageId: string) {
  const before = await state();
  const r = await run();
  expect(r.fieldErrors?.[0]?.messageId ?? r.messageId).toBe(messageId);
  expect(await state()).toBe(before);
  return r;
}

/** Each page's size in whole millimetres, from the PDF's MediaBox entries. */
function pageSizesMm(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return [...bytes.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)]
    .map((m) => m[1].trim().split(/\s+/).map(Number))
    .map(([x0, y0, x1, y1]) => [Math.round(((x1 - x0) * 25.4) / 72), Math.round(((y1 - y0) * 25.4) / 72)]);
}

worldsSuite(stockWorld, ['Shein Supplier Co', 'Shein Other Co'], (...s) => ([, w, other] = s));
beforeAll(async () => {
  shopId = (await authorizedShop(w.ctx, PLATFORM_TYPES.shein, 'SHEIN supplier')).id;
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 100);
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 100);
});

describe('pull', () => {
  it('stores the sandbox orders (SHEIN-cancelled order 4 as cancelled), mapped to SKUs by code, and is idempotent', async () => {
    expect(await pull()).toEqual({ __typename: 'MutationPullSheinOrdersSuccess', data: { created: 4, cancelled: 0 } });
    const list = (await w.gql(LIST, { f: {} })).sheinPurchaseOrders;
    expect(list.totalCount).toBe(4);
    const o1 = list.edges.map((e: any) => e.node).find((o: any) => o.orderNo === sandboxOrderNo(shopId, 1));
    expect(o1.status).toBe('placed');
    expect(o1.lines).toEqual([
      { supplierSku: w.skuB.sku, skuId: w.skuB.id, quantity: 5 },
      { supplierSku: w.skuA.sku, skuId: w.skuA.id, quantity: 10 },
    ]);
    expect(o1.orderQuantity).toBe(15);
    const before = await state();
    expect((await pull()).data).toEqual({ created: 0, cancelled: 0 });
    expect(await state()).toBe(before);
    const counts = (await w.gql(COUNTS)).sheinPurchaseOrderStatusCounts;
    expect(counts.find((c: any) => c.status === 'placed').count).toBe(3);
    expect(counts.find((c: any) => c.status === 'cancelled').count).toBe(1);
  });

  it("another company's shop is not found and its orders are not seen", async () => {
    await refusedUnchanged(async () => (await other.gql(PULL, { s: shopId })).pullSheinOrders, 'shop.notFound');
    expect((await other.gql(LIST, { f: {} })).sheinPurchaseOrders.totalCount).toBe(0);
    await refusedUnchanged(async () => (await other.gql(ACCEPT, { id: await orderId(1) })).acceptSheinOrder, 'shein.orderNotFound');
  });
});

describe('lifecycle', () => {
  it('accept → create delivery order → deliver takes the goods out of the warehouse through the ledger', async () => {
    const id = await orderId(1);
    const accepted = (await w.gql(ACCEPT, { id })).acceptSheinOrder.data;
    expect(accepted.status).toBe('accepted');
    const created = (await w.gql(CREATE, { i: await deliveryInput(1) })).createSheinDelivery.data;
    expect(created).toMatchObject({
      deliveryNo: `FH${sandboxOrderNo(shopId, 1).replace('SHEIN', '').replace('-', '')}`,
      status: 'created',
      packageCount: 2,
      totalWeight: '3.75',
      packageWeights: ['2.500', '1.250'],
      shipQuantity: 15,
      warehouseName: w.wh1.name,
    });
    const ledger = await w.ctx.db.stockLedger.count();
    const delivered = (await w.gql(DELIVER, { id: created.id })).deliverSheinDelivery.data;
    expect(delivered.status).toBe('delivered');
    expect((await balance(w, w.skuA.id, w.wh1.id))!.quantity).toBe(90);
    expect((await balance(w, w.skuB.id, w.wh1.id))!.quantity).toBe(95);
    expect(await w.ctx.db.stockLedger.count()).toBe(ledger + 2);
    const rows = await w.ctx.db.stockLedger.findMany({ where: { billType: 'sheinDelivery' } });
    expect(rows.map((r) => r.billNo)).toEqual([created.deliveryNo, created.deliveryNo]);
    expect((await w.ctx.db.sheinPurchaseOrder.findFirstOrThrow({ where: { id } })).status).toBe('delivered');
  });

  it('reject needs a reason and ends a placed order', async () => {
    const id = await orderId(2);
    await refusedUnchanged(async () => (await w.gql(REJECT, { i: { id, reason: ' ' } })).rejectSheinOrder, 'shein.reasonRequired');
    const r = (await w.gql(REJECT, { i: { id, reason: 'No capacity' } })).rejectSheinOrder.data;
    expect(r).toMatchObject({ status: 'rejected', rejectReason: 'No capacity' });
  });

  it('refuses every action out of order with nothing written (zh and en)', async () => {
    const delivered = await orderId(1);
    const rejected = await orderId(2);
    const cancelled = await orderId(4);
    const r = await refusedUnchanged(async () => (await w.gql(ACCEPT, { id: delivered })).acceptSheinOrder, 'shein.illegalTransition');
    expect(r.message).toBe(`SHEIN stock order ${sandboxOrderNo(shopId, 1)} is delivered and cannot be accepted`);
    const zh = (await w.gql(ACCEPT, { id: delivered }, 'zh')).acceptSheinOrder;
    expect(zh.message).toBe(`SHEIN 备货单 ${sandboxOrderNo(shopId, 1)} 为已发货状态，不能接单`);
    await refusedUnchanged(async () => (await w.gql(ACCEPT, { id: rejected })).acceptSheinOrder, 'shein.illegalTransition');
    await refusedUnchanged(async () => (await w.gql(REJECT, { i: { id: cancelled, reason: 'x' } })).rejectSheinOrder, 'shein.illegalTransition');
    await refusedUnchanged(async () => (await w.gql(CREATE, { i: await deliveryInput(2) })).createSheinDelivery, 'shein.illegalTransition');
    await refusedUnchanged(async () => (await w.gql(CREATE, { i: await deliveryInput(4) })).createSheinDelivery, 'shein.illegalTransition');
    const deliveredDelivery = (await w.ctx.db.sheinDeliveryOrder.findFirstOrThrow({ where: { purchaseOrderId: delivered } })).id;
    await refusedUnchanged(async () => (await w.gql(DELIVER, { id: deliveredDelivery })).deliverSheinDelivery, 'shein.illegalTransition');
  });

  it('refuses bad delivery input: a placed order, method fields, a foreign warehouse, nothing written', async () => {
    await refusedUnchanged(async () => (await w.gql(CREATE, { i: await deliveryInput(3) })).createSheinDelivery, 'shein.illegalTransition');
    await refusedUnchanged(
      async () => (await w.gql(CREATE, { i: await deliveryInput(3, { expressCompany: '' }) })).createSheinDelivery,
      'shein.expressCompanyRequired',
    );
    await refusedUnchanged(
      async () => (await w.gql(CREATE, { i: await deliveryInput(3, { warehouseId: other.wh1.id }) })).createSheinDelivery,
      'shein.illegalTransition',
    );
  });
});

describe('connector failures', () => {
  it("keep the order in its state with SHEIN's message", async () => {
    const id = await orderId(3); // the sandbox refuses every action on orders ending in -3
    const before = await w.ctx.db.sheinPurchaseOrder.findFirstOrThrow({ where: { id } });
    const ledger = await w.ctx.db.stockLedger.count();
    const r = (await w.gql(ACCEPT, { id })).acceptSheinOrder;
    expect(r.messageId).toBe('shein.providerFailed');
    expect(r.message).toBe('SHEIN refused: SHEIN: order is locked by the platform, contact your buyer');
    const after = (await w.gql(LIST, { f: { keyword: before.orderNo } })).sheinPurchaseOrders.edges[0].node;
    expect(after).toMatchObject({ status: 'placed', providerMessage: 'SHEIN: order is locked by the platform, contact your buyer' });
    expect(await w.ctx.db.stockLedger.count()).toBe(ledger);
  });

  it('a shop whose SHEIN service is down: the pull fails with the message, nothing stored', async () => {
    await w.ctx.db.shop.update({ where: { id: shopId }, data: { authToken: 'down-token' } });
    try {
      const r = await refusedUnchanged(async () => pull(), 'shein.providerFailed');
      expect(r.message).toContain('SHEIN service unavailable');
    } finally {
      const fresh = await authorizedShop(w.ctx, PLATFORM_TYPES.shein, 'SHEIN fresh');
      const token = (await w.ctx.db.shop.findFirstOrThrow({ where: { id: fresh.id } })).authToken;
      await w.ctx.db.shop.update({ where: { id: shopId }, data: { authToken: token } });
    }
  });
});

describe('prints', () => {
  it('labels are 70 × 20 mm, one per unit; box marks 100 × 100 mm, one per package', async () => {
    const labels = (await w.gql(LABELS, { id: await orderId(2) })).printSheinLabels.data;
    expect(labels.pages).toBe(10);
    expect(new Set(pageSizesMm(labels.contentBase64).map((s) => s.join('x')))).toEqual(new Set(['70x20']));
    const delivery = (await w.ctx.db.sheinDeliveryOrder.findFirstOrThrow({ where: { purchaseOrderId: await orderId(1) } })).id;
    const marks = (await w.gql(MARKS, { id: delivery })).printSheinBoxMarks.data;
    expect(marks.pages).toBe(2);
    expect(pageSizesMm(marks.contentBase64)).toEqual([
      [100, 100],
      [100, 100],
    ]);
  });
});
