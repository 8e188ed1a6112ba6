// Orders through the GraphQL API on a real database: manual orders (every rule broken with nothing
// written), tenancy and sub-account shops, the /orders filters the dashboard relies on, edits,
// hold / release / cancel, every illegal move, SKU matching and pairing, and unmatched alerts.
import { ABNORMAL_REASONS, NOTICE_TYPE, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderAction } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { bare } from '../inventory/fixtures';
import { sendUnmatchedAlerts } from './orders.alerts';
import { makeOrder, orderState, orderWorld, type OrderWorld } from './orders.fixtures';
import { moveOrder } from './orders.states';

let app: TestApp;
let w: OrderWorld;

const ORDER = `id orderNo platformOrderNo source status abnormalReason heldFromStatus shopId shopName platformType buyerName buyerPhone country postcode
  currency itemsTotal totalAmount matched warehouseId warehouseName logisticsChannelName estimatedWeight itemCount tags sellerNote
  items { id platformSku skuId sku skuName quantity unitPrice matchedBy unitsPerItem allocated }
  history { action fromStatus toStatus messageId text operatorName }`;
const ERR = `... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const RESULT = (f: string) => `{ __typename ${ERR} ... on Mutation${f}Success { data { ${ORDER} } } }`;
const BATCH = (f: string) => `{ __typename ${ERR} ... on Mutation${f}Success { data { orders { id status } refused { id orderNo messageId message } } } }`;
const CREATE = `mutation($i: CreateOrderInput!) { createOrder(input: $i) ${RESULT('CreateOrder')} }`;
const UPDATE = `mutation($id: Int!, $i: UpdateOrderInput!) { updateOrder(id: $id, input: $i) ${RESULT('UpdateOrder')} }`;
const HOLD = `mutation($ids: [Int!]!, $r: String) { holdOrders(ids: $ids, remark: $r) ${BATCH('HoldOrders')} }`;
const RELEASE = `mutation($ids: [Int!]!) { releaseOrders(ids: $ids) ${BATCH('ReleaseOrders')} }`;
const CANCEL = `mutation($ids: [Int!]!, $r: String) { cancelOrders(ids: $ids, reason: $r) ${BATCH('CancelOrders')} }`;
const LIST = `query($f: OrderFilter, $sort: String, $first: Int, $offset: Int) { orders(filter: $f, sort: $sort, first: $first, offset: $offset) { totalCount edges { node { id orderNo status matched } } } }`;
const COUNTS = `query($f: OrderFilter) { orderStatusCounts(filter: $f) { status count } }`;
const PAIR = `mutation($i: PairSkuInput!) { pairSku(input: $i) { __typename ${ERR} ... on MutationPairSkuSuccess { data { id shopId shopName platformSku sku unitsPerItem } } } }`;
const ALIASES = `mutation($id: Int!, $a: [String!]!) { setSkuAliases(skuId: $id, aliases: $a) { __typename ${ERR} ... on MutationSetSkuAliasesSuccess { data } } }`;

const good = () => ({
  shopId: w.shop1.id,
  buyerName: 'Ann Buyer',
  buyerPhone: '+1 555-0100',
  country: 'us',
  postcode: '10001',
  address1: '1 Main St',
  items: [
    { skuId: w.skuA.id, quantity: 2, unitPrice: '5.50' },
    { platformSku: 'BOX', quantity: 1, unitPrice: '3' },
  ],
  shippingFee: '2',
  discount: '1',
});

worldsSuite(orderWorld, ['Order Co'], (...s) => ([app, w] = s));

describe('manual order (/createOrder)', () => {
  it('stores a processing order, matches the marketplace SKU, totals and weight, history', async () => {
    const r = (await w.gql(CREATE, { i: { ...good(), tags: ['vip'] } })).createOrder;
    expect(r.__typename).toBe('MutationCreateOrderSuccess');
    expect(r.data).toMatchObject({
      source: 'manual',
      status: 'processing',
      shopName: 'Order Co eBay',
      platformType: 1,
      country: 'US',
      matched: true,
      itemsTotal: '14',
      totalAmount: '15',
      itemCount: 3,
      estimatedWeight: 2 * 100 + 300,
      tags: ['vip'],
    });
    expect(r.data.orderNo).toMatch(/^MO\d{14}$/);
    expect(r.data.platformOrderNo).toBe(r.data.orderNo);
    expect(r.data.items).toMatchObject([
      { skuId: w.skuA.id, sku: 'CUP', skuName: 'Gift set', matchedBy: 'manual', quantity: 2 },
      { platformSku: 'BOX', skuId: w.skuB.id, sku: 'BOX', matchedBy: 'sku' },
    ]);
    expect(r.data.history.map((h: { action: string }) => h.action)).toEqual(['create', 'match']);
    expect(r.data.history[0]).toMatchObject({ text: 'Order created (manual)', operatorName: 'Order Co boss' });
    const zh = (await w.gql(`query($id: Int!) { order(id: $id) { history { text } } }`, { id: r.data.id }, 'zh')).order;
    expect(zh.history[0].text).toBe('订单已创建（手工创建）');
  });

  it.each([
    ['no recipient', { buyerName: ' ' }, 'buyerName', 'validation.required'],
    ['letters in the phone', { buyerPhone: '555-CALL' }, 'buyerPhone', 'validation.phone'],
    ['a three-letter country', { country: 'USA' }, 'country', 'order.countryCode'],
    ['a bad zip code', { postcode: '10001@' }, 'postcode', 'order.postcode'],
    ['no address', { address1: '' }, 'address1', 'validation.required'],
    ['no products', { items: [] }, 'items', 'order.itemsRequired'],
    ['a quantity of 0', { items: [{ skuId: 1, quantity: 0 }] }, 'items.0.quantity', 'order.quantityPositive'],
    ['a negative price', { items: [{ platformSku: 'X', quantity: 1, unitPrice: '-1' }] }, 'items.0.unitPrice', 'order.moneyTwoDecimals'],
    ['a price with three decimals', { items: [{ platformSku: 'X', quantity: 1, unitPrice: '1.234' }] }, 'items.0.unitPrice', 'order.moneyTwoDecimals'],
    ['a line without SKU', { items: [{ quantity: 1 }] }, 'items.0.skuId', 'order.itemSkuRequired'],
    ['a bad currency', { currency: 'DOLLAR' }, 'currency', 'order.currency'],
    ['a bad e-mail', { buyerEmail: 'ann@' }, 'buyerEmail', 'validation.email'],
  ])('refuses %s with nothing written', async (_n, patch, field, messageId) => {
    const before = await orderState(w);
    const r = (await w.gql(CREATE, { i: { ...good(), ...patch } })).createOrder;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await orderState(w)).toBe(before);
  });

  it('says the phone rule in English', async () => {
    const r = (await w.gql(CREATE, { i: { ...good(), buyerPhone: 'abc' } })).createOrder;
    expect(r.fieldErrors[0].message).toBe('The phone number may contain only digits, +, - and spaces');
  });

  it("treats another company's shop, SKU or warehouse as not found", async () => {
    const other = await orderWorld(app, 'Other Order Co');
    const before = await orderState(w);
    expect((await w.gql(CREATE, { i: { ...good(), shopId: other.shop1.id } })).createOrder.messageId).toBe('order.shopNotFound');
    expect((await w.gql(CREATE, { i: { ...good(), items: [{ skuId: other.skuA.id, quantity: 1 }] } })).createOrder.messageId).toBe('stock.skuNotFound');
    expect((await w.gql(CREATE, { i: { ...good(), warehouseId: other.wh1.id } })).createOrder.messageId).toBe('warehouse.notFound');
    expect(await orderState(w)).toBe(before);
    const foreign = await makeOrder(other, { shopId: other.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    expect((await w.gql(`query($id: Int!) { order(id: $id) { id } }`, { id: foreign.id })).order).toBeNull();
    expect((await w.gql(HOLD, { ids: [foreign.id] })).holdOrders.messageId).toBe('order.notFound');
    expect((await w.gql(UPDATE, { id: foreign.id, i: { sellerNote: 'x' } })).updateOrder.messageId).toBe('order.notFound');
  });
});

describe('sub-account limited to shop 1', () => {
  it('sees and acts on orders of shop 1 only', async () => {
    const mine = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const theirs = await makeOrder(w, { shopId: w.shop2.id, platformType: 2, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const sub = await w.sub('order_sub_1');
    const ids = (await sub.gql(LIST, { first: 100 })).orders.edges.map((e: { node: { id: number } }) => e.node.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await sub.gql(`query($id: Int!) { order(id: $id) { id } }`, { id: theirs.id })).order).toBeNull();
    const before = await orderState(w);
    expect((await sub.gql(CANCEL, { ids: [mine.id, theirs.id] })).cancelOrders.messageId).toBe('order.notFound');
    expect((await sub.gql(CREATE, { i: { ...good(), shopId: w.shop2.id } })).createOrder.messageId).toBe('order.shopNotFound');
    expect(await orderState(w)).toBe(before);
    const counts = (await sub.gql(COUNTS, {})).orderStatusCounts;
    const all = (await w.gql(COUNTS, {})).orderStatusCounts;
    const total = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
    expect(total(counts)).toBeLessThan(total(all));
  });

  it('a sub-account without order.cancel is refused by the API', async () => {
    const sub = await w.sub('order_sub_2', ['orders']);
    const o = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const r = await app.gql(CANCEL, { ids: [o.id] }, { token: sub.token });
    expect(r.body.errors[0].extensions.messageId).toBe('permission.denied');
  });
});

describe('the /orders filters the dashboard links use', () => {
  let world: OrderWorld;
  const now = Date.now();
  const h = (n: number) => new Date(now + n * 3_600_000);
  const list = async (f: Record<string, unknown>, sort?: string) =>
    (await world.gql(LIST, { f, sort, first: 100 })).orders.edges.map((e: { node: { orderNo: string } }) => e.node.orderNo);
  let o: Record<string, { orderNo: string; id: number }>;

  beforeAll(async () => {
    world = await orderWorld(app, 'Filter Co');
    const s = world.shop1.id;
    o = {
      dueSoon: await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], shipBy: h(10), orderedAt: h(-5) }),
      dueLater: await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], shipBy: h(48), orderedAt: h(-4) }),
      overdueShipped: await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], shipBy: h(-1), status: 'shipped', orderedAt: h(-40) }),
      cancelAsked: await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], cancelRequested: true, orderedAt: h(-3) }),
      cancelAskedDone: await makeOrder(world, {
        shopId: s,
        items: [{ platformSku: 'CUP', quantity: 1 }],
        cancelRequested: true,
        status: 'cancelled',
        orderedAt: h(-3),
      }),
      unmatched30: await makeOrder(world, { shopId: s, items: [{ platformSku: 'NOPE', quantity: 1 }], orderedAt: h(-30) }),
      unmatched13: await makeOrder(world, { shopId: s, items: [{ platformSku: 'NOPE', quantity: 1 }], orderedAt: h(-13), buyerAccount: 'zed' }),
      unmatched2: await makeOrder(world, { shopId: s, items: [{ platformSku: 'NOPE', quantity: 1 }], orderedAt: h(-2) }),
      unmatchedHeld: await makeOrder(world, { shopId: s, items: [{ platformSku: 'NOPE', quantity: 1 }], orderedAt: h(-50), status: 'abnormal' }),
    };
  });

  it('expireDelivery: open, not yet reserved-or-shipped statuses with ship-by within 24 h', async () => {
    expect(await list({ otherRule: 'expireDelivery' })).toEqual([o.dueSoon.orderNo]);
  });
  it('overseaCancelWarning: the buyer asked to cancel and the order is still open', async () => {
    expect(await list({ otherRule: 'overseaCancelWarning' })).toEqual([o.cancelAsked.orderNo]);
  });
  it('unmatched with condition processing and the 12 h / 24 h cut-offs', async () => {
    const base = { otherRule: 'unmatched', condition: 'processing', status: 'processing' };
    expect(await list(base)).toEqual([o.unmatched2.orderNo, o.unmatched13.orderNo, o.unmatched30.orderNo]);
    expect(await list({ ...base, endTimeAt: h(-12) })).toEqual([o.unmatched13.orderNo, o.unmatched30.orderNo]);
    expect(await list({ ...base, endTimeAt: h(-24) })).toEqual([o.unmatched30.orderNo]);
    expect(await list({ otherRule: 'unmatched' })).toContain(o.unmatchedHeld.orderNo);
  });
  it('keyword, sort by ship-by and status counts without the status', async () => {
    expect(await list({ keyword: 'zed' })).toEqual([o.unmatched13.orderNo]);
    expect(await list({ keyword: o.dueLater.orderNo.slice(2) })).toEqual([o.dueLater.orderNo]);
    expect(await list({ keyword: 'nope', orderedFrom: h(-14) })).toEqual([o.unmatched2.orderNo, o.unmatched13.orderNo]);
    expect((await list({}, 'shipBy')).slice(0, 3)).toEqual([o.overdueShipped.orderNo, o.dueSoon.orderNo, o.dueLater.orderNo]);
    const counts = (await world.gql(COUNTS, { f: { status: 'processing', otherRule: 'unmatched' } })).orderStatusCounts;
    expect(counts.map((c: { status: string }) => c.status)).toEqual([...ORDER_STATUSES]);
    expect(counts.find((c: { status: string }) => c.status === 'processing').count).toBe(3);
    expect(counts.find((c: { status: string }) => c.status === 'abnormal').count).toBe(1);
  });
  it('unassigned: processing orders without a warehouse or without a logistics channel (/distributePackage)', async () => {
    const s = world.shop1.id;
    const channel = await world.ctx.db.logisticsChannel.create({ data: { companyId: world.company.companyId, name: 'Filter Post' } });
    const both = await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], warehouseId: world.wh1.id, buyerAccount: 'assign-test' });
    const noChannel = await makeOrder(world, {
      shopId: s,
      items: [{ platformSku: 'CUP', quantity: 1 }],
      warehouseId: world.wh1.id,
      buyerAccount: 'assign-test',
    });
    const noWarehouse = await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], buyerAccount: 'assign-test' });
    await world.ctx.db.order.updateMany({ where: { id: { in: [both.id, noWarehouse.id] } }, data: { logisticsChannelId: channel.id } });
    await world.ctx.db.order.updateMany({ where: { id: both.id }, data: { warehouseId: world.wh1.id } });
    await world.ctx.db.order.updateMany({ where: { id: noWarehouse.id }, data: { warehouseId: null } });
    const base = { status: 'processing', keyword: 'assign-test' };
    expect((await list({ ...base, unassigned: true })).sort()).toEqual([noChannel.orderNo, noWarehouse.orderNo].sort());
    expect(await list({ ...base, unassigned: false })).toEqual([both.orderNo]);
    expect(await list(base)).toHaveLength(3);
  });
  it('abnormal counts per reason, without the status and reason of the filter', async () => {
    const s = world.shop1.id;
    const held = async (reason: string, buyerAccount = 'reason-test') => {
      const o = await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], status: 'abnormal', buyerAccount });
      await world.ctx.db.order.updateMany({ where: { id: o.id }, data: { abnormalReason: reason } });
    };
    await held('blacklist');
    await held('blacklist');
    await held('weight');
    await held('address', 'someone-else');
    await makeOrder(world, { shopId: s, items: [{ platformSku: 'CUP', quantity: 1 }], buyerAccount: 'reason-test' });
    const q = `query($f: OrderFilter) { abnormalReasonCounts(filter: $f) { reason count } }`;
    const counts = (await world.gql(q, { f: { keyword: 'reason-test', status: 'processing', abnormalReason: 'weight' } })).abnormalReasonCounts;
    expect(counts.map((c: { reason: string }) => c.reason)).toEqual([...ABNORMAL_REASONS]);
    const by = Object.fromEntries(counts.map((c: { reason: string; count: number }) => [c.reason, c.count]));
    expect(by).toMatchObject({ blacklist: 2, weight: 1, address: 0, manual: 0 });
    const sub = await world.sub('reasons_none', ['productPairingList']);
    const refused = await app.gql(q, {}, { token: sub.token, lang: 'en' });
    expect(refused.body.errors?.[0]).toBeDefined();
  });
  it('refuses an unknown rule, status or sort', async () => {
    const r = await app.gql(LIST, { f: { otherRule: 'soon' } }, { token: world.company.token, lang: 'en' });
    expect(r.body.errors[0].extensions.messageId ?? r.body.errors[0].message).toBeTruthy();
    const s = await app.gql(LIST, { sort: 'buyer' }, { token: world.company.token, lang: 'en' });
    expect(s.body.errors).toBeDefined();
  });
});

describe('edit, hold, release and cancel', () => {
  it('edits an open order with history; a shipped one is an illegal move', async () => {
    const order = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const r = (await w.gql(UPDATE, { id: order.id, i: { sellerNote: 'fragile', tags: ['gift'], address1: '2 Main St', warehouseId: w.wh2.id } })).updateOrder;
    expect(r.data).toMatchObject({ sellerNote: 'fragile', tags: ['gift'], warehouseName: 'Leipzig' });
    // field names in the seller's words, never the field keys
    expect(r.data.history.at(-1)).toMatchObject({ action: 'edit', text: 'Edited: Address line 1, Seller note, Tags, Warehouse' });
    const shipped = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }], status: 'shipped' });
    const before = await orderState(w);
    const bad = (await w.gql(UPDATE, { id: order.id, i: { buyerPhone: 'call me' } })).updateOrder;
    expect(bad.fieldErrors[0]).toMatchObject({ field: 'buyerPhone', messageId: 'validation.phone' });
    const reserved = (await w.gql(UPDATE, { id: order.id, i: { warehouseId: 999999 } })).updateOrder;
    expect(reserved.messageId).toBe('warehouse.notFound');
    const refused = (await w.gql(UPDATE, { id: shipped.id, i: { sellerNote: 'late' } })).updateOrder;
    expect(refused).toMatchObject({ messageId: 'order.illegalTransition', message: `Order ${shipped.orderNo} is shipped and cannot be edited` });
    expect(await orderState(w)).toBe(before);
  });

  it('holds as abnormal (manual) and releases back to processing; cancels with the reason', async () => {
    const a = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const b = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }], status: 'shipped' });
    const held = (await w.gql(HOLD, { ids: [a.id, b.id], r: 'check address' })).holdOrders.data;
    expect(held.orders).toEqual([{ id: a.id, status: 'abnormal' }]);
    expect(held.refused).toEqual([
      { id: b.id, orderNo: b.orderNo, messageId: 'order.illegalTransition', message: `Order ${b.orderNo} is shipped and cannot be held as abnormal` },
    ]);
    const row = await w.ctx.db.order.findFirstOrThrow({ where: { id: a.id } });
    expect(row).toMatchObject({ abnormalReason: 'manual', heldFromStatus: 'processing' });
    const released = (await w.gql(RELEASE, { ids: [a.id] })).releaseOrders.data;
    expect(released.orders).toEqual([{ id: a.id, status: 'processing' }]);
    const cancelled = (await w.gql(CANCEL, { ids: [a.id], r: 'buyer asked' })).cancelOrders.data;
    expect(cancelled.orders).toEqual([{ id: a.id, status: 'cancelled' }]);
    const history = await w.ctx.db.orderHistory.findMany({ where: { orderId: a.id, action: { not: 'match' } }, orderBy: { id: 'asc' } });
    expect(history.map((x) => x.action)).toEqual(['hold', 'release', 'cancel']);
    expect(history[2]).toMatchObject({ messageId: 'order.history.cancelled', params: { reason: 'buyer asked' } });
  });

  it('refuses an empty batch with nothing changed', async () => {
    const r = (await w.gql(CANCEL, { ids: [] })).cancelOrders;
    expect(r.fieldErrors[0]).toMatchObject({ field: 'ids', messageId: 'order.selectAtLeastOne', message: 'Please tick at least one data' });
  });
});

describe('every illegal move is one message (ORDER_TRANSITIONS)', () => {
  const cases: [OrderAction, string][] = [];
  for (const [action, t] of Object.entries(ORDER_TRANSITIONS) as [OrderAction, { from: readonly string[] }][]) {
    for (const status of ORDER_STATUSES) if (!t.from.includes(status)) cases.push([action, status]);
  }
  it.each(cases)('%s from %s', async (action, status) => {
    const order = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }], status });
    const before = await orderState(w);
    const err = await w.ctx.db.$transaction((tx) => moveOrder(w.ctx, tx, order.id, action)).catch((e) => e);
    expect(err.messageId).toBe('order.illegalTransition');
    expect(err.params).toEqual({ orderNo: order.orderNo, status: `order.status.${status}`, action: `order.action.${action}` });
    expect(await orderState(w)).toBe(before);
  });
});

describe('SKU matching and pairing', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await orderWorld(app, 'Match Co');
  });

  it('matches by SKU code, then alias; unknown stays unmatched', async () => {
    await world.gql(ALIASES, { id: world.skuB.id, a: ['box-blue', 'BX1'] });
    const o = await makeOrder(world, {
      shopId: world.shop1.id,
      items: [
        { platformSku: 'CUP', quantity: 1 },
        { platformSku: 'BX1', quantity: 2 },
        { platformSku: '??', quantity: 1 },
      ],
    });
    expect(o.matched).toBe(false);
    expect(o.items.map((i) => [i.skuId, i.matchedBy])).toEqual([
      [world.skuA.id, 'sku'],
      [world.skuB.id, 'alias'],
      [null, ''],
    ]);
  });

  it('a pairing of the shop beats one for every shop, which beats the SKU code; units per item are copied', async () => {
    const all = (await world.gql(PAIR, { i: { platformType: 1, shopId: 0, platformSku: 'CUP', skuId: world.skuB.id } })).pairSku;
    expect(all.data).toMatchObject({ shopId: 0, shopName: '', sku: 'BOX', unitsPerItem: 1 });
    const o1 = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    expect(o1.items[0]).toMatchObject({ skuId: world.skuB.id, matchedBy: 'pairing' });
    await world.gql(PAIR, { i: { platformType: 1, shopId: world.shop1.id, platformSku: 'CUP', skuId: world.kit.id, unitsPerItem: 3 } });
    const o2 = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'CUP', quantity: 2 }] });
    expect(o2.items[0]).toMatchObject({ skuId: world.kit.id, matchedBy: 'pairing', unitsPerItem: 3 });
    // KIT = 2 × CUP (100 g) + BOX (300 g) = 500 g; 2 items × 3 units
    expect(o2.estimatedWeight).toBe(3000);
    // another platform is not paired
    const o3 = await makeOrder(world, { shopId: world.shop2.id, platformType: 2, items: [{ platformSku: 'CUP', quantity: 1 }] });
    expect(o3.items[0]).toMatchObject({ skuId: world.skuA.id, matchedBy: 'sku' });
  });

  it('pairing re-matches open unmatched orders (not closed ones) and shows in the lists', async () => {
    const open = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'MYSTERY', quantity: 1 }] });
    const closed = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'MYSTERY', quantity: 1 }], status: 'cancelled' });
    const online = `query($f: OnlineProductFilter) { onlineProducts(filter: $f, first: 50) { totalCount edges { node { platformSku shopName orderCount unmatchedCount skuId sku matchedBy } } } }`;
    const before = (await world.gql(online, { f: { keyword: 'MYSTERY' } })).onlineProducts;
    expect(before.edges[0].node).toMatchObject({ platformSku: 'MYSTERY', orderCount: 2, unmatchedCount: 1, skuId: null, matchedBy: '' });
    expect(
      (await world.gql(online, { f: { state: 'unmatched' } })).onlineProducts.edges.map((e: { node: { platformSku: string } }) => e.node.platformSku),
    ).toContain('MYSTERY');
    const r = (await world.gql(PAIR, { i: { platformType: 1, shopId: world.shop1.id, platformSku: 'MYSTERY', skuId: world.skuA.id, unitsPerItem: 2 } }))
      .pairSku;
    expect(r.__typename).toBe('MutationPairSkuSuccess');
    const o = await world.ctx.db.order.findFirstOrThrow({ where: { id: open.id }, include: { items: true } });
    expect(o.matched).toBe(true);
    expect(o.items[0]).toMatchObject({ skuId: world.skuA.id, unitsPerItem: 2, matchedBy: 'pairing' });
    expect((await world.ctx.db.orderItem.findFirstOrThrow({ where: { orderId: closed.id } })).skuId).toBeNull();
    const after = (await world.gql(online, { f: { keyword: 'MYSTERY' } })).onlineProducts.edges[0].node;
    expect(after).toMatchObject({ unmatchedCount: 0, sku: 'CUP', matchedBy: 'pairing' });
    const pairings = (
      await world.gql(`{ skuPairings(first: 50, filter: { keyword: "MYST" }) { totalCount edges { node { id platformSku sku operatorName } } } }`)
    ).skuPairings;
    expect(pairings).toMatchObject({ totalCount: 1, edges: [{ node: { platformSku: 'MYSTERY', sku: 'CUP', operatorName: 'Match Co boss' } }] });
    const un = (
      await world.gql(`mutation($id: Int!) { unpairSku(id: $id) { __typename ... on MutationUnpairSkuSuccess { data } } }`, { id: pairings.edges[0].node.id })
    ).unpairSku;
    expect(un.data).toBe(pairings.edges[0].node.id);
  });

  it.each([
    ['no marketplace SKU', { platformSku: '' }, 'platformSku', 'validation.required'],
    ['0 units per item', { unitsPerItem: 0 }, 'unitsPerItem', 'order.unitsPerItem'],
    ['a shop of another platform', { shopId: -1 }, 'shopId', 'order.pairingShopPlatform'],
  ])('pairing refuses %s with nothing written', async (_n, patch, field, messageId) => {
    const p = { platformType: 1, shopId: 0, platformSku: 'ZZZ', skuId: world.skuA.id, ...patch };
    if (p.shopId === -1) p.shopId = world.shop2.id;
    const before = await orderState(world);
    const r = (await world.gql(PAIR, { i: p })).pairSku;
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await orderState(world)).toBe(before);
  });

  it("pairing with another company's SKU or shop is not found", async () => {
    const before = await orderState(world);
    expect((await world.gql(PAIR, { i: { platformType: 1, shopId: 0, platformSku: 'Q', skuId: w.skuA.id } })).pairSku.messageId).toBe('stock.skuNotFound');
    expect((await world.gql(PAIR, { i: { platformType: 1, shopId: w.shop1.id, platformSku: 'Q', skuId: world.skuA.id } })).pairSku.messageId).toBe(
      'order.shopNotFound',
    );
    expect((await world.gql(ALIASES, { id: w.skuA.id, a: ['q'] })).setSkuAliases.messageId).toBe('stock.skuNotFound');
    expect(await orderState(world)).toBe(before);
  });

  it("reads the aliases of a local SKU; another company's SKU is null", async () => {
    const q = `query($id: Int!) { skuAliases(skuId: $id) }`;
    expect((await world.gql(ALIASES, { id: world.skuA.id, a: ['cup-red', 'CUP-R'] })).setSkuAliases.data).toEqual(['cup-red', 'CUP-R']);
    expect((await world.gql(q, { id: world.skuA.id })).skuAliases).toEqual(['cup-red', 'CUP-R']);
    expect((await world.gql(q, { id: w.skuA.id })).skuAliases).toBeNull();
    expect((await world.gql(ALIASES, { id: world.skuA.id, a: [] })).setSkuAliases.data).toEqual([]);
    expect((await world.gql(q, { id: world.skuA.id })).skuAliases).toEqual([]);
  });

  it('aliases: repeated, taken by another SKU (as alias or code) are refused', async () => {
    const before = await orderState(world);
    expect((await world.gql(ALIASES, { id: world.skuA.id, a: ['x', 'X'] })).setSkuAliases.fieldErrors[0]).toMatchObject({
      field: 'aliases',
      messageId: 'order.aliasRepeated',
    });
    const taken = (await world.gql(ALIASES, { id: world.skuA.id, a: ['BX1'] })).setSkuAliases.fieldErrors[0];
    expect(taken).toMatchObject({ field: 'aliases', messageId: 'order.aliasTaken', message: 'The alias BX1 is already used by SKU BOX' });
    expect((await world.gql(ALIASES, { id: world.skuA.id, a: ['BOX'] })).setSkuAliases.fieldErrors[0].messageId).toBe('order.aliasTaken');
    expect(await orderState(world)).toBe(before);
  });
});

describe('unmatched alerts at 12 h and 24 h', () => {
  it('notifies once per order and threshold, recorded in the history', async () => {
    const world = await orderWorld(app, 'Alert Co');
    const sub = await world.sub('alert_sub', ['orders'], [world.shop2.id]);
    const t0 = new Date('2026-11-20T00:00:00Z');
    const a = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'NOPE', quantity: 1 }], orderedAt: t0 });
    const b = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }], orderedAt: t0 });
    const notices = () =>
      bare(app).messageNotice.findMany({ where: { companyId: world.company.companyId, type: NOTICE_TYPE.orderUnmatched }, orderBy: { id: 'asc' } });
    const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);

    await sendUnmatchedAlerts(app.platform, at(11));
    expect(await notices()).toHaveLength(0);
    await sendUnmatchedAlerts(app.platform, at(12));
    let n = await notices();
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({ userId: world.company.userId, title: 'order.notice.unmatchedTitle', params: { hours: 12, count: 1, orderNos: a.orderNo } });
    await sendUnmatchedAlerts(app.platform, at(20));
    expect(await notices()).toHaveLength(1);
    await sendUnmatchedAlerts(app.platform, at(24));
    await sendUnmatchedAlerts(app.platform, at(30));
    n = await notices();
    expect(n).toHaveLength(2);
    expect(n[1].params).toMatchObject({ hours: 24, count: 1 });
    const history = await world.ctx.db.orderHistory.findMany({ where: { orderId: a.id, action: { startsWith: 'unmatchedAlert' } }, orderBy: { id: 'asc' } });
    expect(history.map((h) => h.action)).toEqual(['unmatchedAlert12', 'unmatchedAlert24']);
    expect(await world.ctx.db.orderHistory.count({ where: { orderId: b.id, action: { startsWith: 'unmatchedAlert' } } })).toBe(0);
    // the sub-account limited to shop 2 gets nothing about shop 1
    const subUser = await bare(app).user.findFirstOrThrow({ where: { username: 'alert_sub' } });
    expect(n.some((x) => x.userId === subUser.id)).toBe(false);
    expect(sub.token).toBeTruthy();
  });

  it('an order first seen past 24 h gets one notice (24 h) and both history rows', async () => {
    const world = await orderWorld(app, 'Late Alert Co');
    const t0 = new Date('2026-11-20T00:00:00Z');
    const a = await makeOrder(world, { shopId: world.shop1.id, items: [{ platformSku: 'NOPE', quantity: 1 }], orderedAt: t0 });
    await sendUnmatchedAlerts(app.platform, new Date(t0.getTime() + 30 * 3_600_000));
    const n = await bare(app).messageNotice.findMany({ where: { companyId: world.company.companyId, type: NOTICE_TYPE.orderUnmatched } });
    expect(n.map((x) => (x.params as { hours: number }).hours)).toEqual([24]);
    const rows = await world.ctx.db.orderHistory.findMany({ where: { orderId: a.id, action: { startsWith: 'unmatchedAlert' } } });
    expect(rows.map((r) => r.action).sort()).toEqual(['unmatchedAlert12', 'unmatchedAlert24']);
  });
});
