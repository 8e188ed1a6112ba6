// /tradebyteRefund: receiving returns from a Tradebyte pull (idempotent, linked to the local
// order), the list's filters, tabs, tenancy and sub-account shop limits, and the batch refund /
// refuse: every rule broken once with nothing changed, two handlers at once, and the linked
// order marked refunded once the returns cover it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bare } from '../inventory/fixtures';
import { contextOf, makeOrder, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { handleTradebyteRefunds, receiveTradebyteReturns, tradebyteRefundWhere, type TradebyteReturnInput } from './tradebyte-refunds.service';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;
let tb1: number;
let tb2: number;
let otherTb: number;
let seq = 0;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }`;
const LIST = `query($f: TradebyteRefundFilter, $o: Int, $l: Int) { tradebyteRefunds(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QueryTradebyteRefundsSuccess { data {
  totalCount nodes { id shopId shopName orderId order { id orderNo status } platformOrderNo returnNo platformSku title quantity amount currency reason status remark requestedAt handledAt handledBy } } } } }`;
const COUNTS = `query($f: TradebyteRefundFilter) { tradebyteRefundStatusCounts(filter: $f) { ${ERR} ... on QueryTradebyteRefundStatusCountsSuccess { data { pending refunded refused all } } } }`;
const HANDLE = `mutation($i: TradebyteRefundHandleInput!) { handleTradebyteRefunds(input: $i) { ${ERR} ... on MutationHandleTradebyteRefundsSuccess { data { ids refundedOrderIds } } } }`;

async function ask(query: string, variables: Record<string, unknown> = {}, token = w.company.token) {
  const r = await app.gql(query, variables, { token, lang: 'en' });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  const v = Object.values(r.body.data)[0] as any;
  return v.__typename?.endsWith('Success') ? v.data : v;
}
const state = (companyId = w.company.companyId) =>
  Promise.all([
    bare(app).tradebyteRefund.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    bare(app).order.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, status: true } }),
    bare(app).orderHistory.count({ where: { companyId } }),
  ]).then((s) => JSON.stringify(s));

function ret(over: Partial<TradebyteReturnInput> = {}): TradebyteReturnInput {
  seq += 1;
  return {
    returnNo: `R-${seq}`,
    platformOrderNo: `TB-${seq}`,
    platformSku: 'SKU-X',
    title: 'Mug',
    quantity: 1,
    amount: '19.90',
    currency: 'EUR',
    reason: 'Damaged',
    requestedAt: new Date(`2026-05-${String(10 + (seq % 15)).padStart(2, '0')}T10:00:00Z`),
    ...over,
  };
}
async function receive(wld: OrderWorld, shopId: number, returns: TradebyteReturnInput[]) {
  return receiveTradebyteReturns(await contextOf(app, wld.company.token), shopId, returns);
}
async function idOf(returnNo: string, companyId = w.company.companyId) {
  return (await bare(app).tradebyteRefund.findFirstOrThrow({ where: { companyId, returnNo } })).id;
}
/** A Tradebyte order of `shopId`, in `status`. */
async function tbOrder(shopId: number, items: { platformSku: string; quantity: number }[], status = 'shipped') {
  const o = await makeOrder(w, { shopId, platformType: 15, items });
  await bare(app).order.update({ where: { id: o.id }, data: { status } });
  return o;
}

beforeAll(async () => {
  app = await startTestApp();
  w = await orderWorld(app, 'Returns Co');
  other = await orderWorld(app, 'Other Returns Co');
  const shop = (wld: OrderWorld, name: string) =>
    wld.ctx.db.shop.create({ data: { companyId: wld.company.companyId, platformType: 15, platform: 'tradebyte', shopName: name, status: 1 } });
  tb1 = (await shop(w, 'TB One')).id;
  tb2 = (await shop(w, 'TB Two')).id;
  otherTb = (await shop(other, 'TB Foreign')).id;
});
afterAll(() => app.close());

describe('receiving returns', () => {
  it('stores new returns once, linked to the local order of the same marketplace order number', async () => {
    const order = await tbOrder(tb1, [{ platformSku: 'SKU-X', quantity: 1 }]);
    const batch = [ret({ returnNo: 'RCV-1', platformOrderNo: order.platformOrderNo }), ret({ returnNo: 'RCV-2', platformOrderNo: 'NOT-LOCAL' })];
    expect(await receive(w, tb1, batch)).toEqual({ received: 2, created: 2 });
    expect(await receive(w, tb1, [...batch, ret({ returnNo: 'RCV-3' })])).toEqual({ received: 3, created: 1 });
    const rows = await bare(app).tradebyteRefund.findMany({ where: { returnNo: { startsWith: 'RCV-' } }, orderBy: { returnNo: 'asc' } });
    expect(rows.map((r) => [r.returnNo, r.orderId, r.status])).toEqual([
      ['RCV-1', order.id, 1],
      ['RCV-2', null, 1],
      ['RCV-3', null, 1],
    ]);
    expect(rows[0]).toMatchObject({ amount: expect.anything(), currency: 'EUR', reason: 'Damaged', shopId: tb1 });
    // the same return number in another shop is another return
    expect(await receive(w, tb2, [ret({ returnNo: 'RCV-1' })])).toEqual({ received: 1, created: 1 });
  });

  it('refuses a shop that is not a Tradebyte shop, or not of the company, and stores nothing', async () => {
    const before = await state();
    await expect(receive(w, w.shop1.id, [ret()])).rejects.toMatchObject({ messageId: 'tradebyteRefund.shopNotTradebyte' });
    await expect(receive(w, otherTb, [ret()])).rejects.toMatchObject({ messageId: 'order.shopNotFound' });
    await expect(receive(w, tb1, [ret({ returnNo: '' })])).rejects.toMatchObject({ messageId: 'validation.failed' });
    expect(await state()).toEqual(before);
  });
});

describe('the list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await receive(w, tb1, [
      ret({ returnNo: 'L-A', platformOrderNo: 'ORD-ALPHA', platformSku: 'CUP-RED', requestedAt: new Date('2026-06-01T08:00:00Z') }),
      ret({ returnNo: 'L-B', platformOrderNo: 'ORD-BETA', platformSku: 'CUP-BLUE', requestedAt: new Date('2026-06-05T08:00:00Z') }),
    ]);
    await receive(w, tb2, [ret({ returnNo: 'L-C', platformOrderNo: 'ORD-GAMMA', platformSku: 'PLATE', requestedAt: new Date('2026-06-10T08:00:00Z') })]);
    await receive(other, otherTb, [ret({ returnNo: 'L-FOREIGN', platformOrderNo: 'ORD-ALPHA', platformSku: 'CUP-RED' })]);
    ids = { a: await idOf('L-A'), b: await idOf('L-B'), c: await idOf('L-C') };
    await bare(app).tradebyteRefund.update({ where: { id: ids.b }, data: { status: 2 } });
  });

  it('filters by keyword (return no, order no, SKU), shop, status and requested period', async () => {
    const nos = async (f: object) => (await ask(LIST, { f })).nodes.map((n: any) => n.returnNo).sort();
    expect(await nos({ keyword: 'l-a' })).toEqual(['L-A']);
    expect(await nos({ keyword: 'ord-gamma' })).toEqual(['L-C']);
    expect(await nos({ keyword: 'CUP-' })).toEqual(['L-A', 'L-B']);
    expect(await nos({ keyword: 'L-', shopId: tb2 })).toEqual(['L-C']);
    expect(await nos({ keyword: 'L-', status: 2 })).toEqual(['L-B']);
    expect(await nos({ keyword: 'L-', requestedFrom: '2026-06-02T00:00:00Z', requestedTo: '2026-06-09T23:59:59Z' })).toEqual(['L-B']);
    const page = await ask(LIST, { f: { keyword: 'L-' } });
    expect(page.totalCount).toBe(3);
    expect(page.nodes.map((n: any) => n.returnNo)).toEqual(['L-C', 'L-B', 'L-A']);
    expect(page.nodes[0]).toMatchObject({ shopName: 'TB Two', amount: '19.90', currency: 'EUR', status: 1, handledAt: null, handledBy: '' });
  });

  it('pages with offset and limit (at most 100) and refuses a bad status', async () => {
    const p = await ask(LIST, { f: { keyword: 'L-' }, o: 1, l: 1 });
    expect(p).toMatchObject({ totalCount: 3, nodes: [{ returnNo: 'L-B' }] });
    expect((await app.gql(LIST, { l: 101 }, { token: w.company.token, lang: 'en' })).body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'validation.pageSize',
      argument: 'limit',
    });
    expect((await ask(LIST, { o: -1 })).fieldErrors).toEqual([{ field: 'offset', messageId: 'validation.offset' }]);
    expect((await ask(LIST, { f: { status: 4 } })).fieldErrors).toEqual([{ field: 'status', messageId: 'tradebyteRefund.statusInvalid' }]);
  });

  it('counts per status for the tabs, ignoring the status filter', async () => {
    expect(await ask(COUNTS, { f: { keyword: 'L-', status: 1 } })).toEqual({ pending: 2, refunded: 1, refused: 0, all: 3 });
  });

  it("never shows another company's returns", async () => {
    const page = await ask(LIST, { f: { keyword: 'ORD-ALPHA' } });
    expect(page.nodes.map((n: any) => n.returnNo)).toEqual(['L-A']);
    expect((await ask(LIST, { f: { shopId: otherTb } })).totalCount).toBe(0);
  });

  it("shows a sub-account only its allowed shops' returns, and the dashboard count is the list's", async () => {
    const s = await w.sub('tb_clerk', ['tradebyteRefund', 'tradebyteRefund.handle'], [tb1]);
    const page = await ask(LIST, { f: { keyword: 'L-' } }, s.token);
    expect(page.nodes.map((n: any) => n.returnNo).sort()).toEqual(['L-A', 'L-B']);
    expect((await ask(LIST, { f: { shopId: tb2 } }, s.token)).totalCount).toBe(0);
    expect(await ask(COUNTS, { f: { keyword: 'L-' } }, s.token)).toEqual({ pending: 1, refunded: 1, refused: 0, all: 2 });
    expect((await app.gql('{ tradebyteShops { id shopName } }', {}, { token: s.token })).body.data.tradebyteShops).toEqual([{ id: tb1, shopName: 'TB One' }]);
    expect((await app.gql('{ tradebyteShops { id shopName } }', {}, { token: w.company.token })).body.data.tradebyteShops.map((x: any) => x.id).sort()).toEqual(
      [tb1, tb2].sort(),
    );
    const ctx = await contextOf(app, s.token);
    const pending = await ask(LIST, { f: { status: 1 } }, s.token);
    expect(await ctx.db.tradebyteRefund.count({ where: tradebyteRefundWhere(ctx, { status: 1 }) })).toBe(pending.totalCount);
    // handling a return of a shop it may not see: not found, nothing changed
    const before = await state();
    expect(await ask(HANDLE, { i: { ids: [ids.a, ids.c], action: 'refuse', remark: 'no' } }, s.token)).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'tradebyteRefund.notFound',
    });
    expect(await state()).toEqual(before);
  });

  it('needs the page to list and tradebyteRefund.handle to handle', async () => {
    const none = await w.sub('tb_none', ['orders'], []);
    const reader = await w.sub('tb_reader', ['tradebyteRefund'], []);
    expect((await app.gql(LIST, {}, { token: none.token })).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied' });
    expect(() => tradebyteRefundWhere({ actor: { isMain: false, permissions: new Set(), allowShopIds: [] } } as never, {})).toThrow();
    expect((await ask(LIST, { f: { keyword: 'L-' } }, reader.token)).totalCount).toBe(3);
    const before = await state();
    const r = await app.gql(HANDLE, { i: { ids: [ids.a], action: 'refund' } }, { token: reader.token });
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied' });
    await expect(handleTradebyteRefunds(await contextOf(app, reader.token), { ids: [ids.a], action: 'refund' })).rejects.toMatchObject({
      messageId: 'permission.denied',
    });
    expect(await state()).toEqual(before);
  });
});

describe('handling', () => {
  it.each([
    ['no ids', () => ({ ids: [], action: 'refund' }), 'ids', 'tradebyteRefund.tickAtLeastOne'],
    ['more than 100', () => ({ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'refund' }), 'ids', 'tradebyteRefund.batchTooMany'],
    ['refuse without remark', () => ({ ids: [1], action: 'refuse', remark: '  ' }), 'remark', 'tradebyteRefund.remarkRequired'],
    ['unknown action', () => ({ ids: [1], action: 'delete' }), 'action', 'tradebyteRefund.actionInvalid'],
  ])('refuses %s and changes nothing', async (_n, input, field, messageId) => {
    const before = await state();
    const r = await ask(HANDLE, { i: input() });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field, messageId });
    expect(await state()).toEqual(before);
  });

  it('refuses a batch with a handled return (naming it) or a foreign id, all or nothing', async () => {
    await receive(w, tb1, [ret({ returnNo: 'H-1' }), ret({ returnNo: 'H-2' })]);
    await receive(other, otherTb, [ret({ returnNo: 'H-FOREIGN' })]);
    const [h1, h2, foreign] = [await idOf('H-1'), await idOf('H-2'), await idOf('H-FOREIGN', other.company.companyId)];
    await bare(app).tradebyteRefund.update({ where: { id: h2 }, data: { status: 3 } });
    const before = await state();
    const otherBefore = await state(other.company.companyId);
    const handled = await ask(HANDLE, { i: { ids: [h1, h2], action: 'refund' } });
    expect(handled).toMatchObject({ __typename: 'BusinessError', messageId: 'tradebyteRefund.notPending', message: 'Return H-2 has already been handled' });
    expect(await ask(HANDLE, { i: { ids: [h1, foreign], action: 'refund' } })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'tradebyteRefund.notFound',
    });
    expect(await state()).toEqual(before);
    expect(await state(other.company.companyId)).toEqual(otherBefore);
  });

  it('refuses with a remark and records who and when; the operate log has it', async () => {
    await receive(w, tb1, [ret({ returnNo: 'F-1' }), ret({ returnNo: 'F-2' })]);
    const ids = [await idOf('F-1'), await idOf('F-2')];
    expect(await ask(HANDLE, { i: { ids, action: 'refuse', remark: ' Used item ' } })).toEqual({ ids, refundedOrderIds: [] });
    const page = await ask(LIST, { f: { keyword: 'F-' } });
    expect(page.nodes.map((n: any) => [n.status, n.remark, n.handledBy])).toEqual([
      [3, 'Used item', 'Returns Co boss'],
      [3, 'Used item', 'Returns Co boss'],
    ]);
    expect(page.nodes[0].handledAt).toBeTruthy();
    expect(await bare(app).operateLog.findFirst({ where: { companyId: w.company.companyId, action: 'handleTradebyteRefunds', success: true } })).toMatchObject({
      module: 'tradebyteRefund',
    });
    // handling them again: already handled
    expect(await ask(HANDLE, { i: { ids, action: 'refund' } })).toMatchObject({ messageId: 'tradebyteRefund.notPending' });
  });

  it('of two handlers at once, one wins and the return is handled once', async () => {
    await receive(w, tb1, [ret({ returnNo: 'C-1' })]);
    const id = await idOf('C-1');
    const results = await Promise.all([
      ask(HANDLE, { i: { ids: [id], action: 'refund' } }),
      ask(HANDLE, { i: { ids: [id], action: 'refuse', remark: 'late' } }),
    ]);
    const wins = results.filter((r) => Array.isArray(r.ids));
    const losses = results.filter((r) => r.messageId === 'tradebyteRefund.notPending');
    expect([wins.length, losses.length]).toEqual([1, 1]);
    const row = await bare(app).tradebyteRefund.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe(wins[0] === results[0] ? 2 : 3);
  });

  it('marks a shipped order refunded once the refunded returns cover all of it', async () => {
    const order = await tbOrder(tb1, [
      { platformSku: 'MUG', quantity: 2 },
      { platformSku: 'LID', quantity: 1 },
    ]);
    await receive(w, tb1, [
      ret({ returnNo: 'O-1', platformOrderNo: order.platformOrderNo, platformSku: 'MUG', quantity: 2 }),
      ret({ returnNo: 'O-2', platformOrderNo: order.platformOrderNo, platformSku: 'LID', quantity: 1 }),
    ]);
    const first = await ask(HANDLE, { i: { ids: [await idOf('O-1')], action: 'refund' } });
    expect(first.refundedOrderIds).toEqual([]);
    expect((await bare(app).order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('shipped');
    const second = await ask(HANDLE, { i: { ids: [await idOf('O-2')], action: 'refund' } });
    expect(second.refundedOrderIds).toEqual([order.id]);
    expect((await bare(app).order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('refunded');
    const history = await bare(app).orderHistory.findFirstOrThrow({ where: { orderId: order.id, action: 'refund' } });
    expect(history).toMatchObject({ fromStatus: 'shipped', toStatus: 'refunded', messageId: 'tradebyteRefund.orderRefunded' });
    expect((await ask(LIST, { f: { keyword: 'O-2' } })).nodes[0].order).toEqual({ id: order.id, orderNo: order.orderNo, status: 'refunded' });
  });

  it('a whole-order return (no SKU) refunds a completed order; an unshipped order or a refusal is left alone', async () => {
    const completed = await tbOrder(tb1, [{ platformSku: 'MUG', quantity: 3 }], 'completed');
    const open = await tbOrder(tb1, [{ platformSku: 'MUG', quantity: 1 }], 'awaitingShipment');
    const refusedOrder = await tbOrder(tb1, [{ platformSku: 'MUG', quantity: 1 }]);
    await receive(w, tb1, [
      ret({ returnNo: 'W-1', platformOrderNo: completed.platformOrderNo, platformSku: '' }),
      ret({ returnNo: 'W-2', platformOrderNo: open.platformOrderNo, platformSku: 'MUG' }),
      ret({ returnNo: 'W-3', platformOrderNo: refusedOrder.platformOrderNo, platformSku: 'MUG' }),
    ]);
    const r = await ask(HANDLE, { i: { ids: [await idOf('W-1'), await idOf('W-2')], action: 'refund' } });
    expect(r.refundedOrderIds).toEqual([completed.id]);
    await ask(HANDLE, { i: { ids: [await idOf('W-3')], action: 'refuse', remark: 'not received' } });
    const status = async (id: number) => (await bare(app).order.findUniqueOrThrow({ where: { id } })).status;
    expect([await status(completed.id), await status(open.id), await status(refusedOrder.id)]).toEqual(['refunded', 'awaitingShipment', 'shipped']);
  });
});
