// Split and merge through the GraphQL API: every spec 02 §5 split rule broken with nothing changed,
// a split end to end (sub-orders -1, -2, parent cancelled), merge rules and a merge.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { balance, stockIn } from '../inventory/fixtures';
import { makeOrder, orderState, orderWorld, type OrderWorld } from './orders.fixtures';

let app: TestApp;
let w: OrderWorld;

const ERR = `... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const FIELDS = `id orderNo status source parentId mergedIntoId totalAmount itemsTotal shippingFee matched estimatedWeight items { platformSku skuId quantity } history { action messageId text }`;
const SPLIT = `mutation($i: SplitOrderInput!) { splitOrder(input: $i) { __typename ${ERR} ... on MutationSplitOrderSuccess { data { ${FIELDS} } } } }`;
const MERGE = `mutation($ids: [Int!]!) { mergeOrders(ids: $ids) { __typename ${ERR} ... on MutationMergeOrdersSuccess { data { ${FIELDS} } } } }`;
const AUDIT = `mutation($ids: [Int!]!) { auditOrders(ids: $ids) { __typename } }`;

const parts = (...p: [number, number][][]) => p.map((lines) => ({ lines: lines.map(([itemId, quantity]) => ({ itemId, quantity })) }));

worldsSuite(orderWorld, ['Split Co'], (...s) => ([app, w] = s));

describe('order split (spec 02 §5)', () => {
  let order: Awaited<ReturnType<typeof makeOrder>>;
  let cup: number;
  let box: number;
  beforeAll(async () => {
    order = await makeOrder(w, {
      shopId: w.shop1.id,
      items: [
        { platformSku: 'CUP', quantity: 3, unitPrice: '2.00' },
        { platformSku: 'BOX', quantity: 1, unitPrice: '5.00' },
      ],
    });
    [cup, box] = order.items.map((i) => i.id);
  });

  it.each([
    [
      'one sub-order',
      () =>
        parts([
          [cup, 3],
          [box, 1],
        ]),
      'parts',
      'order.splitTwoParts',
      'Split into at least 2 sub-orders',
    ],
    [
      'a sub-order without a split quantity',
      () =>
        parts(
          [
            [cup, 3],
            [box, 1],
          ],
          [[cup, 0]],
        ),
      'parts',
      'order.splitPartEmpty',
      'Every sub-order needs at least one split quantity',
    ],
    [
      'a split above the dividable quantity',
      () =>
        parts(
          [[cup, 2]],
          [
            [cup, 2],
            [box, 1],
          ],
        ),
      'parts.1.0.quantity',
      'order.splitAboveDividable',
      'The split quantity of CUP is above the dividable quantity 3',
    ],
    ['goods left unsplit', () => parts([[cup, 2]], [[box, 1]]), 'parts', 'order.splitNotAll', 'All goods must be split: 1 of CUP left'],
    [
      'a negative quantity',
      () =>
        parts(
          [
            [cup, -1],
            [cup, 4],
          ],
          [[box, 1]],
        ),
      'parts.0.0.quantity',
      'order.splitQuantityInteger',
      'The split quantity must be a whole number',
    ],
    ['a line of another order', () => parts([[cup, 3]], [[box + 100000, 1]]), 'parts.1.0.itemId', 'order.splitUnknownItem', 'This product is not in the order'],
  ])('refuses %s with nothing changed', async (_n, p, field, messageId, message) => {
    const before = await orderState(w);
    const r = (await w.gql(SPLIT, { i: { id: order.id, parts: p() } })).splitOrder;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field, messageId, message });
    expect(await orderState(w)).toBe(before);
  });

  it('splits into <orderNo>-1 and -2; the parent is cancelled with history', async () => {
    const r = (
      await w.gql(SPLIT, {
        i: {
          id: order.id,
          parts: parts(
            [
              [cup, 1],
              [box, 1],
            ],
            [[cup, 2]],
          ),
        },
      })
    ).splitOrder;
    expect(r.__typename).toBe('MutationSplitOrderSuccess');
    expect(r.data).toMatchObject([
      {
        orderNo: `${order.orderNo}-1`,
        status: 'processing',
        source: 'split',
        parentId: order.id,
        itemsTotal: '7',
        matched: true,
        estimatedWeight: 400,
        items: [
          { platformSku: 'CUP', skuId: w.skuA.id, quantity: 1 },
          { platformSku: 'BOX', quantity: 1 },
        ],
      },
      {
        orderNo: `${order.orderNo}-2`,
        status: 'processing',
        parentId: order.id,
        itemsTotal: '4',
        estimatedWeight: 200,
        items: [{ platformSku: 'CUP', quantity: 2 }],
      },
    ]);
    expect(r.data[0].history[0]).toMatchObject({ action: 'split', text: `Split from ${order.orderNo}` });
    const parent = await w.ctx.db.order.findFirstOrThrow({ where: { id: order.id }, include: { history: { orderBy: { id: 'desc' }, take: 1 } } });
    expect(parent.status).toBe('cancelled');
    expect(parent.history[0]).toMatchObject({
      action: 'cancel',
      messageId: 'order.history.splitInto',
      params: { orderNos: `${order.orderNo}-1, ${order.orderNo}-2` },
    });
  });

  it('an order awaiting shipment (stock reserved) cannot be split', async () => {
    await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 10);
    const o = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 2 }] });
    await w.gql(AUDIT, { ids: [o.id] });
    const before = await orderState(w);
    const r = (await w.gql(SPLIT, { i: { id: o.id, parts: parts([[o.items[0].id, 1]], [[o.items[0].id, 1]]) } })).splitOrder;
    expect(r).toMatchObject({ messageId: 'order.splitNotAllowed', message: `Order ${o.orderNo} is awaiting shipment and cannot be split` });
    expect(await orderState(w)).toBe(before);
    expect((await balance(w, w.skuA.id, w.wh1.id))!.occupied).toBe(2);
  });

  it("another company's order is not found", async () => {
    const other = await orderWorld(app, 'Other Split Co');
    const o = await makeOrder(other, { shopId: other.shop1.id, items: [{ platformSku: 'CUP', quantity: 2 }] });
    const r = (await w.gql(SPLIT, { i: { id: o.id, parts: parts([[o.items[0].id, 1]], [[o.items[0].id, 1]]) } })).splitOrder;
    expect(r.messageId).toBe('order.notFound');
  });
});

describe('merge', () => {
  it('merges orders of the same buyer, shop and address into the first; the others are cancelled', async () => {
    const a = await makeOrder(w, { shopId: w.shop1.id, buyerAccount: 'mia', items: [{ platformSku: 'CUP', quantity: 1, unitPrice: '2' }] });
    const b = await makeOrder(w, { shopId: w.shop1.id, buyerAccount: 'MIA ', items: [{ platformSku: 'BOX', quantity: 2, unitPrice: '5' }] });
    const r = (await w.gql(MERGE, { ids: [a.id, b.id] })).mergeOrders;
    expect(r.data).toMatchObject({
      id: a.id,
      status: 'processing',
      totalAmount: '12',
      matched: true,
      estimatedWeight: 700,
      items: [{ platformSku: 'CUP' }, { platformSku: 'BOX', quantity: 2 }],
    });
    expect(r.data.history.at(-1)).toMatchObject({ action: 'merge', text: `Orders merged into this one: ${b.orderNo}` });
    const gone = await w.ctx.db.order.findFirstOrThrow({ where: { id: b.id } });
    expect(gone).toMatchObject({ status: 'cancelled', mergedIntoId: a.id });
  });

  it.each([
    ['one order', async () => [(await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] })).id], 'order.mergeTwoOrders'],
    [
      'the same order twice',
      async () => {
        const o = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
        return [o.id, o.id];
      },
      'order.mergeSameOrder',
    ],
  ])('refuses %s', async (_n, ids, messageId) => {
    const list = await ids();
    const before = await orderState(w);
    const r = (await w.gql(MERGE, { ids: list })).mergeOrders;
    expect(r.fieldErrors[0]).toMatchObject({ field: 'ids', messageId });
    expect(await orderState(w)).toBe(before);
  });

  it('refuses different addresses, shops or a shipped order with nothing changed', async () => {
    const a = await makeOrder(w, { shopId: w.shop1.id, buyerAccount: 'leo', items: [{ platformSku: 'CUP', quantity: 1 }] });
    const elsewhere = await makeOrder(w, { shopId: w.shop1.id, buyerAccount: 'leo', address1: '9 Other Rd', items: [{ platformSku: 'CUP', quantity: 1 }] });
    const otherShop = await makeOrder(w, { shopId: w.shop2.id, platformType: 2, buyerAccount: 'leo', items: [{ platformSku: 'CUP', quantity: 1 }] });
    const shipped = await makeOrder(w, { shopId: w.shop1.id, buyerAccount: 'leo', status: 'shipped', items: [{ platformSku: 'CUP', quantity: 1 }] });
    const before = await orderState(w);
    expect((await w.gql(MERGE, { ids: [a.id, elsewhere.id] })).mergeOrders).toMatchObject({
      messageId: 'order.mergeDifferent',
      message: `Orders ${a.orderNo} and ${elsewhere.orderNo} differ in buyer, shop or address and cannot be merged`,
    });
    expect((await w.gql(MERGE, { ids: [a.id, otherShop.id] })).mergeOrders.messageId).toBe('order.mergeDifferent');
    expect((await w.gql(MERGE, { ids: [a.id, shipped.id] })).mergeOrders).toMatchObject({
      messageId: 'order.mergeNotAllowed',
      message: `Order ${shipped.orderNo} is shipped and cannot be merged`,
    });
    expect(await orderState(w)).toBe(before);
  });
});
