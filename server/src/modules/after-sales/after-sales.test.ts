// After-sales cases (issue 21 item 6): the pull from the sandbox marketplace (idempotent, the
// marketplace closing a case later), each seller action reaching the marketplace, an accepted
// cancellation cancelling the local order and releasing its stock, a refund marking the order
// refunded, a marketplace refusal leaving everything as it was with its words, the state machine,
// validation, tenancy and a sub-account without the shop.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { AfterSalesActionCall, MarketplaceConnector, MarketplaceConnectors } from '../../platform/connectors';
import type { RequestContext } from '../../platform/context';
import { authorizedShop, spying as spyingOn } from '../marketplaces/connector.testing';
import { balance, bare, contextOf, stockIn } from '../inventory/fixtures';
import { makeOrder, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { actOnAfterSalesCase, listAfterSalesCases, pullShopAfterSales } from './after-sales.service';
import { pullSandboxAfterSales } from '../marketplaces/sandbox-after-sales';
import { AFTER_SALES_PULL_LEASE, afterSalesPullTick } from './after-sales.schedule';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;
let ebay: { id: number };
let amazon: { id: number };
const NOW = new Date('2026-11-20T12:00:00Z');
const AUDIT = `mutation($ids: [Int!]!) { auditOrders(ids: $ids) { __typename } }`;

const authorized = (wld: OrderWorld, platformType: number, name: string) => authorizedShop(wld.ctx, platformType, name);
/** A context whose connectors record the calls reaching the marketplace. */
const spying = (c: RequestContext, calls: AfterSalesActionCall[]) => spyingOn(c, 'afterSalesAction', calls);
const cases = (companyId = w.company.companyId) => bare(app).afterSalesCase.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
const state = async () =>
  JSON.stringify(
    await Promise.all([
      cases(),
      bare(app).order.findMany({ where: { companyId: w.company.companyId }, orderBy: { id: 'asc' } }),
      bare(app).stock.findMany({ where: { companyId: w.company.companyId }, orderBy: { id: 'asc' } }),
    ]),
  );
async function openCase(kind: string) {
  const c = (await cases()).find((x) => x.kind === kind && x.status === 'open' && x.shopId === ebay.id);
  if (!c) throw new Error(`no open ${kind}`);
  return c;
}
/** A local order of the case's marketplace order number (CUP × qty on the eBay shop). */
async function orderFor(platformOrderNo: string, qty = 2) {
  const o = await makeOrder(w, { shopId: ebay.id, items: [{ platformSku: 'CUP', quantity: qty }] });
  await bare(app).order.update({ where: { id: o.id }, data: { platformOrderNo } });
  return o;
}

beforeAll(async () => {
  app = await startTestApp();
  w = await orderWorld(app, 'After-sales Co');
  other = await orderWorld(app, 'Other After-sales Co');
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 20);
  ebay = await authorized(w, 1, 'AS eBay');
  amazon = await authorized(w, 2, 'AS Amazon');
  await authorized(other, 1, 'AS Foreign eBay');
});

describe('pull', () => {
  it('stores the marketplace cases once; pulling again creates and changes nothing', async () => {
    const first = await pullShopAfterSales(w.ctx, ebay.id, { now: NOW, limit: 5 });
    expect(first.created).toBeGreaterThan(5); // several pages of 5
    const rows = await cases();
    expect(rows.length).toBe(first.created);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['cancellation', 'return', 'dispute']));
    expect(rows.every((r) => r.deadline && r.deadline > r.openedAt)).toBe(true);
    const again = await pullShopAfterSales(w.ctx, ebay.id, { now: NOW });
    expect(again).toEqual({ shopId: ebay.id, created: 0, updated: 0 });
    // a forgotten cursor (crash before it was stored) re-reads the pages: still no duplicate
    await bare(app).afterSalesCursor.deleteMany({ where: { shopId: ebay.id } });
    const replay = await pullShopAfterSales(w.ctx, ebay.id, { now: NOW });
    expect(replay.created).toBe(0);
    expect((await cases()).length).toBe(rows.length);
  });

  it('a later pull brings new cases and the ones the marketplace closed', async () => {
    const before = await cases();
    const later = await pullShopAfterSales(w.ctx, ebay.id, { now: new Date(NOW.getTime() + 2 * 86_400_000) });
    expect(later.created + later.updated).toBeGreaterThan(0);
    const after = await cases();
    expect(after.length).toBe(before.length + later.created);
    expect(new Set(after.map((c) => `${c.kind}/${c.platformCaseId}`)).size).toBe(after.length);
    const closed = after.filter((c) => c.status === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    expect((closed[0].history as { action: string }[]).at(-1)!.action).toBe('closed');
  });

  it('a marketplace without after-sales cases is said so', async () => {
    await expect(pullShopAfterSales(w.ctx, amazon.id, { now: NOW })).resolves.toEqual({ shopId: amazon.id, created: 0, updated: 0 });
  });
});

describe('actions', () => {
  it('an accepted cancellation reaches the marketplace, cancels the order and releases its stock', async () => {
    const c = await openCase('cancellation');
    const order = await orderFor(c.platformOrderNo, 2);
    const start = (await balance(w, w.skuA.id, w.wh1.id))!;
    await w.gql(AUDIT, { ids: [order.id] });
    expect((await balance(w, w.skuA.id, w.wh1.id))!.occupied).toBe(start.occupied + 2);
    const calls: AfterSalesActionCall[] = [];
    const r = await actOnAfterSalesCase(spying(w.ctx, calls), { id: c.id, action: 'accept' });
    expect(calls).toEqual([expect.objectContaining({ kind: 'cancellation', caseId: c.platformCaseId, action: 'accept' })]);
    expect(r).toEqual({ id: c.id, status: 'accepted', orderId: order.id, orderStatus: 'cancelled' });
    expect((await bare(app).order.findFirstOrThrow({ where: { id: order.id } })).status).toBe('cancelled');
    expect((await balance(w, w.skuA.id, w.wh1.id))!).toMatchObject({ quantity: start.quantity, occupied: start.occupied });
    const row = await bare(app).afterSalesCase.findFirstOrThrow({ where: { id: c.id } });
    expect(row.status).toBe('accepted');
    expect((row.history as { action: string }[]).at(-1)).toMatchObject({ action: 'accept', from: 'open', to: 'accepted' });
    // the state machine: no second answer
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'refuse', text: 'no' })).rejects.toMatchObject({ messageId: 'afterSales.illegalAction' });
  });

  it('a refused cancellation sends its reason and leaves the order alone', async () => {
    const c = await openCase('cancellation');
    const order = await orderFor(c.platformOrderNo, 1);
    const calls: AfterSalesActionCall[] = [];
    const r = await actOnAfterSalesCase(spying(w.ctx, calls), { id: c.id, action: 'refuse', text: 'Already shipped' });
    expect(calls[0]).toMatchObject({ action: 'refuse', text: 'Already shipped' });
    expect(r.status).toBe('refused');
    expect((await bare(app).order.findFirstOrThrow({ where: { id: order.id } })).status).toBe(order.status);
  });

  it('a return: approve, send label, refund; the shipped order becomes refunded', async () => {
    const c = await openCase('return');
    const order = await orderFor(c.platformOrderNo, 1);
    await bare(app).order.update({ where: { id: order.id }, data: { status: 'shipped' } });
    const calls: AfterSalesActionCall[] = [];
    const ctx = spying(w.ctx, calls);
    expect((await actOnAfterSalesCase(ctx, { id: c.id, action: 'approve' })).status).toBe('approved');
    expect((await actOnAfterSalesCase(ctx, { id: c.id, action: 'sendLabel' })).status).toBe('labelSent');
    await expect(actOnAfterSalesCase(ctx, { id: c.id, action: 'refund', amount: '999999.00' })).rejects.toMatchObject({ messageId: 'validation.failed' });
    const r = await actOnAfterSalesCase(ctx, { id: c.id, action: 'refund' });
    expect(calls.map((x) => x.action)).toEqual(['approve', 'sendLabel', 'refund']);
    expect(calls[2]).toMatchObject({ amount: c.amount.toFixed(2), currency: c.currency });
    expect(r).toMatchObject({ status: 'refunded', orderId: order.id, orderStatus: 'refunded' });
    expect((await bare(app).order.findFirstOrThrow({ where: { id: order.id } })).status).toBe('refunded');
    expect((await bare(app).afterSalesCase.findFirstOrThrow({ where: { id: c.id } })).refundAmount?.toFixed(2)).toBe(c.amount.toFixed(2));
  });

  it('a dispute reply reaches the marketplace; a refusal leaves everything unchanged with its words', async () => {
    const c = await openCase('dispute');
    const calls: AfterSalesActionCall[] = [];
    expect((await actOnAfterSalesCase(spying(w.ctx, calls), { id: c.id, action: 'reply', text: 'Tracking shows delivered' })).status).toBe('replied');
    expect(calls[0]).toMatchObject({ kind: 'dispute', action: 'reply', text: 'Tracking shows delivered' });
    const before = await state();
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'reply', text: 'I refuse to pay' })).rejects.toMatchObject({
      messageId: 'afterSales.marketplaceRefused',
      params: { message: 'Action blocked: the case is under review by eBay' },
    });
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'reply', text: 'timeout please' })).rejects.toMatchObject({
      messageId: 'afterSales.marketplaceFailed',
    });
    expect(await state()).toBe(before);
  });

  it('bad input writes nothing', async () => {
    const c = await openCase('dispute');
    const before = await state();
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'reply', text: ' ' })).rejects.toMatchObject({ messageId: 'validation.failed' });
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'reply', text: 'x'.repeat(1001) })).rejects.toMatchObject({ messageId: 'validation.failed' });
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'accept' })).rejects.toMatchObject({ messageId: 'afterSales.illegalAction' });
    await expect(actOnAfterSalesCase(w.ctx, { id: c.id, action: 'nuke' })).rejects.toMatchObject({ messageId: 'validation.failed' });
    expect(await state()).toBe(before);
  });
});

describe('tenancy and shops', () => {
  it("another company's case is not found; its list is empty", async () => {
    const c = await openCase('dispute');
    const before = await state();
    await expect(actOnAfterSalesCase(other.ctx, { id: c.id, action: 'reply', text: 'hi' })).rejects.toMatchObject({ messageId: 'afterSales.notFound' });
    await expect(pullShopAfterSales(other.ctx, ebay.id, { now: NOW })).rejects.toMatchObject({ messageId: 'order.shopNotFound' });
    expect((await listAfterSalesCases(other.ctx, { kind: 'dispute' })).nodes.every((n) => n.companyId === other.company.companyId)).toBe(true);
    expect(await state()).toBe(before);
  });

  it('a sub-account without the shop neither sees nor acts on its cases; without the action it may not act', async () => {
    const c = await openCase('dispute');
    const blind = await w.sub('as_blind', ['ebayDispute', 'ebayDispute.handle'], [w.shop1.id]);
    const blindCtx = await contextOf(app, blind.token);
    expect((await listAfterSalesCases(blindCtx, { kind: 'dispute' })).totalCount).toBe(0);
    await expect(actOnAfterSalesCase(blindCtx, { id: c.id, action: 'reply', text: 'hi' })).rejects.toMatchObject({ messageId: 'afterSales.notFound' });
    const viewer = await w.sub('as_viewer', ['ebayDispute'], [ebay.id]);
    const viewerCtx = await contextOf(app, viewer.token);
    expect((await listAfterSalesCases(viewerCtx, { kind: 'dispute' })).totalCount).toBeGreaterThan(0);
    await expect(actOnAfterSalesCase(viewerCtx, { id: c.id, action: 'reply', text: 'hi' })).rejects.toMatchObject({ messageId: 'permission.denied' });
    await expect(listAfterSalesCases(viewerCtx, { kind: 'return' })).rejects.toMatchObject({ messageId: 'permission.denied' });
  });

  it('the list filters by status, shop and deadline', async () => {
    const all = await listAfterSalesCases(w.ctx, { kind: 'cancellation' }, { limit: 100 });
    const open = await listAfterSalesCases(w.ctx, { kind: 'cancellation', status: 'open' }, { limit: 100 });
    expect(open.nodes.every((n) => n.status === 'open')).toBe(true);
    expect(open.totalCount).toBeLessThan(all.totalCount);
    const soon = await listAfterSalesCases(w.ctx, { kind: 'cancellation', deadlineBefore: NOW }, { limit: 100 });
    expect(soon.nodes.every((n) => n.deadline! < NOW)).toBe(true);
    expect((await listAfterSalesCases(w.ctx, { kind: 'cancellation', shopId: amazon.id })).totalCount).toBe(0);
  });
});

describe('GraphQL', () => {
  const asToken = (token: string, q: string, v: Record<string, unknown>) => app.gql(q, v, { token, lang: 'en' });
  const asMain = (q: string, v: Record<string, unknown>) => asToken(w.company.token, q, v);
  const asOther = (q: string, v: Record<string, unknown>) => asToken(other.company.token, q, v);
  const E = `__typename ... on Error { messageId message }`;
  const LIST = `query($f: AfterSalesFilter!) { afterSalesCases(filter: $f, limit: 100) { ${E} ... on QueryAfterSalesCasesSuccess { data { totalCount nodes { id kind status shopName actions deadline platformOrderNo } } } } }`;
  const ONE = `query($id: Int!) { afterSalesCase(id: $id) { ${E} ... on QueryAfterSalesCaseSuccess { data { id buyerComment actions history { action from to text by } } } } }`;
  const ACT = `mutation($i: AfterSalesActionInput!) { afterSalesAction(input: $i) { ${E} ... on MutationAfterSalesActionSuccess { data { id status orderId orderStatus } } } }`;
  const PULL = `mutation($k: String!, $p: String, $s: Int) { pullAfterSales(kind: $k, platform: $p, shopId: $s) { ${E} ... on MutationPullAfterSalesSuccess { data { failed shops { shopId created } } } } }`;
  const COUNTS = `query($f: AfterSalesFilter!) { afterSalesStatusCounts(filter: $f) { ${E} ... on QueryAfterSalesStatusCountsSuccess { data { all statuses { status count } } } } }`;

  it('lists a screen with its actions, reads a case with its history, acts, and logs the action', async () => {
    const list = await asMain(LIST, { f: { kind: 'cancellation', platform: 'ebay', status: 'open' } });
    const nodes = list.body.data.afterSalesCases.data.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n: { actions: string[]; shopName: string }) => n.actions.join() === 'accept,refuse' && n.shopName === 'AS eBay')).toBe(true);
    const counts = (await asMain(COUNTS, { f: { kind: 'cancellation' } })).body.data.afterSalesStatusCounts.data;
    expect(counts.all).toBe(counts.statuses.reduce((n: number, s: { count: number }) => n + s.count, 0));
    const c = nodes[0];
    const order = await orderFor(c.platformOrderNo, 1);
    const acted = await asMain(ACT, { i: { id: c.id, action: 'accept' } });
    expect(acted.body.data.afterSalesAction).toMatchObject({
      __typename: 'MutationAfterSalesActionSuccess',
      data: { id: c.id, status: 'accepted', orderId: order.id, orderStatus: 'cancelled' },
    });
    const one = (await asMain(ONE, { id: c.id })).body.data.afterSalesCase.data;
    expect(one.actions).toEqual([]);
    expect(one.history.map((h: { action: string }) => h.action)).toEqual(['opened', 'accept']);
    expect(one.history[1].by).toBeTruthy();
    const log = await bare(app).operateLog.findFirst({ where: { companyId: w.company.companyId, action: 'afterSalesAction' }, orderBy: { id: 'desc' } });
    expect(log).toMatchObject({ module: 'afterSales', success: true });
  });

  it('an action the state machine forbids is a typed error in the caller language; nothing changes', async () => {
    const c = await openCase('dispute');
    const before = await state();
    const r = await asMain(ACT, { i: { id: c.id, action: 'sendLabel' } });
    expect(r.body.data.afterSalesAction).toMatchObject({ __typename: 'BusinessError', messageId: 'afterSales.illegalAction' });
    const bad = await asMain(ACT, { i: { id: c.id, action: 'reply', text: '' } });
    expect(bad.body.data.afterSalesAction).toMatchObject({ __typename: 'ValidationError' });
    expect(await state()).toBe(before);
  });

  it("another company's case id is not found, like an unknown one; its shop cannot be pulled", async () => {
    const c = await openCase('dispute');
    const before = await state();
    for (const id of [c.id, 2_000_000_000]) {
      expect((await asOther(ONE, { id })).body.data.afterSalesCase).toMatchObject({ messageId: 'afterSales.notFound' });
      expect((await asOther(ACT, { i: { id, action: 'reply', text: 'hi' } })).body.data.afterSalesAction).toMatchObject({ messageId: 'afterSales.notFound' });
    }
    expect((await asOther(PULL, { k: 'dispute', s: ebay.id })).body.data.pullAfterSales).toMatchObject({ messageId: 'order.shopNotFound' });
    expect(await state()).toBe(before);
  });

  it('a sub-account without the shop sees nothing and cannot act; without the page it is refused', async () => {
    const c = await openCase('dispute');
    const blind = await w.sub('as_gql_blind', ['ebayDispute', 'ebayDispute.handle'], [w.shop1.id]);
    const asBlind = (q: string, v: Record<string, unknown>) => asToken(blind.token, q, v);
    expect((await asBlind(LIST, { f: { kind: 'dispute' } })).body.data.afterSalesCases.data.totalCount).toBe(0);
    expect((await asBlind(ONE, { id: c.id })).body.data.afterSalesCase).toMatchObject({ messageId: 'afterSales.notFound' });
    expect((await asBlind(ACT, { i: { id: c.id, action: 'reply', text: 'hi' } })).body.data.afterSalesAction).toMatchObject({
      messageId: 'afterSales.notFound',
    });
    expect((await asBlind(PULL, { k: 'dispute', s: ebay.id })).body.data.pullAfterSales).toMatchObject({ messageId: 'order.shopNotFound' });
    const r = await asBlind(LIST, { f: { kind: 'return' } });
    expect(JSON.stringify(r.body)).toContain('permission.denied');
    const allegro = await asBlind(LIST, { f: { kind: 'dispute', platform: 'allegro' } });
    expect(JSON.stringify(allegro.body)).toContain('permission.denied');
  });

  it('Allegro disputes: their own screen, the dispute state machine, pulled from the sandbox', async () => {
    const shop = await authorized(w, 9, 'AS Allegro');
    const pulled = (await asMain(PULL, { k: 'dispute', p: 'allegro' })).body.data.pullAfterSales.data;
    expect(pulled.shops).toEqual([expect.objectContaining({ shopId: shop.id })]);
    expect(pulled.shops[0].created).toBeGreaterThan(0);
    const list = (await asMain(LIST, { f: { kind: 'dispute', platform: 'allegro' } })).body.data.afterSalesCases.data;
    expect(list.totalCount).toBe((await cases()).filter((x) => x.shopId === shop.id).length);
    expect(list.nodes.every((n: { shopName: string; kind: string }) => n.shopName === 'AS Allegro' && n.kind === 'dispute')).toBe(true);
    // the eBay screen does not show them
    const ebayList = (await asMain(LIST, { f: { kind: 'dispute', platform: 'ebay' } })).body.data.afterSalesCases.data;
    expect(ebayList.nodes.some((n: { shopName: string }) => n.shopName === 'AS Allegro')).toBe(false);
    // Allegro has no cancellations screen
    expect(JSON.stringify((await asMain(LIST, { f: { kind: 'cancellation', platform: 'allegro' } })).body)).toContain('afterSales.notSupported');
    const open = list.nodes.find((n: { status: string }) => n.status === 'open');
    const refused = await asMain(ACT, { i: { id: open.id, action: 'reply', text: 'I refuse' } });
    expect(refused.body.data.afterSalesAction.message).toContain('under review by Allegro');
    expect((await asMain(ACT, { i: { id: open.id, action: 'reply', text: 'Sent again today' } })).body.data.afterSalesAction.data.status).toBe('replied');
    // a sub-account with eBay disputes only may not act on Allegro's
    const ebayOnly = await w.sub('as_ebay_only', ['ebayDispute', 'ebayDispute.handle'], [shop.id]);
    const r = await asToken(ebayOnly.token, ACT, { i: { id: open.id, action: 'reply', text: 'x' } });
    expect(JSON.stringify(r.body)).toContain('permission.denied');
  });
});

describe('the scheduled pull (cases and reviews of every authorized shop)', () => {
  it('runs on one instance only, resumes after a crash mid-pull and never duplicates', async () => {
    const s = await orderWorld(app, 'AS Schedule Co');
    const sEbay = await authorized(s, 1, 'ASS eBay');
    const sAllegro = await authorized(s, 9, 'ASS Allegro');
    const mine = () => bare(app).afterSalesCase.findMany({ where: { companyId: s.company.companyId } });
    const myReviews = () => bare(app).review.findMany({ where: { companyId: s.company.companyId } });
    const expire = () =>
      app.platform.database.sql.query(`UPDATE "SchedulerLease" SET until = now() - interval '1 second' WHERE name = $1`, [AFTER_SALES_PULL_LEASE]);
    await expire();

    // the eBay marketplace drops the connection on the second page of this shop, once
    let crashed = false;
    const inner = app.platform.connectors;
    const connectors: MarketplaceConnectors = {
      get: (t) => {
        const real = inner.get(t);
        if (!real.pullAfterSalesCases) return real;
        return Object.assign(Object.create(real) as MarketplaceConnector, {
          pullAfterSalesCases: (input: Parameters<NonNullable<MarketplaceConnector['pullAfterSalesCases']>>[0]) => {
            if (input.shop.id === sEbay.id && input.cursor !== '' && !crashed) {
              crashed = true;
              throw new Error('connection reset');
            }
            return real.pullAfterSalesCases!(input);
          },
        });
      },
    };
    const flaky = { ...app.platform, connectors };

    // two instances tick at once: exactly one pulls
    const [a, b] = await Promise.all([
      afterSalesPullTick(flaky, { now: NOW, limit: 3, holder: 'instance-a', leaseMs: 60_000 }),
      afterSalesPullTick(flaky, { now: NOW, limit: 3, holder: 'instance-b', leaseMs: 60_000 }),
    ]);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    const first = (a ?? b)!;
    expect(crashed).toBe(true);
    expect(first.failed).toBeGreaterThanOrEqual(1); // the eBay shop, after its first page
    const afterCrash = (await mine()).filter((c) => c.shopId === sEbay.id).length;
    expect(afterCrash).toBeGreaterThan(0); // the first page stayed
    expect((await mine()).some((c) => c.shopId === sAllegro.id && c.kind === 'dispute')).toBe(true); // the other shops went on
    expect((await myReviews()).some((r) => r.shopId === sEbay.id)).toBe(false); // eBay failed before its reviews
    expect((await myReviews()).some((r) => r.shopId === sAllegro.id)).toBe(true);
    // while the lease runs, a tick of either instance pulls nothing
    expect(await afterSalesPullTick(flaky, { now: NOW, holder: 'instance-b', leaseMs: 60_000 })).toBeNull();

    // the next tick resumes the eBay shop from its cursor: the rest of its cases and its reviews
    await expire();
    const second = (await afterSalesPullTick(flaky, { now: NOW, limit: 3, holder: 'instance-b', leaseMs: 60_000 }))!;
    expect(second.failed).toBe(0);
    const rows = await mine();
    expect(rows.filter((c) => c.shopId === sEbay.id).length).toBeGreaterThan(afterCrash);
    expect(new Set(rows.map((c) => `${c.shopId}/${c.kind}/${c.platformCaseId}`)).size).toBe(rows.length);
    expect((await myReviews()).some((r) => r.shopId === sEbay.id)).toBe(true);

    // the same as one uninterrupted read: every case the marketplace holds for the shop, once
    const held = pullSandboxAfterSales({
      token: '',
      shop: { id: sEbay.id, platformType: 1, site: 'US', shopName: '' },
      cursor: '',
      limit: 1_000_000,
      now: NOW,
    });
    expect(rows.filter((c) => c.shopId === sEbay.id).length).toBe(new Set(held.cases.map((c) => `${c.kind}/${c.caseId}`)).size);

    // ticking again (even with the cursors lost) creates nothing
    const reviewCount = (await myReviews()).length;
    await bare(app).afterSalesCursor.deleteMany({ where: { shopId: { in: [sEbay.id, sAllegro.id] } } });
    await bare(app).reviewCursor.deleteMany({ where: { shopId: { in: [sEbay.id, sAllegro.id] } } });
    await expire();
    const third = (await afterSalesPullTick(app.platform, { now: NOW, holder: 'instance-a', leaseMs: 60_000 }))!;
    expect(third.failed).toBe(0);
    expect((await mine()).length).toBe(rows.length);
    expect((await myReviews()).length).toBe(reviewCount);
    await expire();
  });
});
