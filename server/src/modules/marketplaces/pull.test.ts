// Order pulls on a real database: idempotent (twice, racing, a re-read page), resumable after a
// crash between pages, the lock, the marketplace's changes (late payment, cancellation, partial
// cancellation, cancel requests), the schedule, pre-shipping and tracking uploads, stock pushes,
// tenancy and sub-accounts' shops.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, worldsSuite, type TestApp } from '../../../test/harness';
import { createContext, type RequestContext } from '../../platform/context';
import { contextOf } from '../inventory/fixtures';
import { applyMoves } from '../inventory/stock.service';
import { emitOrderEvent } from '../orders/orders.events';
import { sandboxConnectors, type MarketplaceConnector, type MarketplaceConnectors, type MarketplaceOrder } from './connector';
import { enqueueDuePulls, pullShop, pullShopOrders } from './pull.service';
import { pullSandboxOrders, sandboxCursorAt } from './sandbox-orders';
import { pushShopStock } from './stock-push';
import { preShipOrders, uploadOrderTracking } from './tracking-upload';
import { secretBox } from '../../platform/secret-box';
import { credentialOpeningConnectors, openCredential } from '../shops/shops.credentials';

let app: TestApp;
let company: Awaited<ReturnType<TestApp['company']>>;
let ctx: RequestContext;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;

async function gql(query: string, variables?: Record<string, unknown>, token = company.token) {
  const r = await app.gql(query, variables, { token, lang: 'en' });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data;
}

let shopSeq = 0;
async function newShop(platformType = 1, site = 'US', c = ctx) {
  const { authorizeShop } = await import('../shops/shops.service');
  return authorizeShop(c, { platformType, shopName: `pull-${platformType}-${++shopSeq}`, site, authCode: 'ok' });
}

/** The marketplace's view of a shop at `now`: every order changed after `from`. */
function marketplace(shop: { id: number; platformType: number; site: string; shopName: string; authToken: string }, from: Date, now: Date): MarketplaceOrder[] {
  return pullSandboxOrders({ token: openCredential(secretBox(app.platform.config), shop.authToken), shop, cursor: sandboxCursorAt(from), limit: 100_000, now })
    .orders;
}

async function setCursor(c: RequestContext, shopId: number, at: Date) {
  await c.db.shopOrderPull.createMany({ data: [{ shopId } as never], skipDuplicates: true });
  await c.db.shopOrderPull.updateMany({ where: { shopId }, data: { cursor: sandboxCursorAt(at) } });
}

async function ordersOf(shopId: number) {
  return ctx.db.order.findMany({ where: { shopId }, include: { items: { orderBy: { id: 'asc' } } }, orderBy: { id: 'asc' } });
}

/** A platform whose connectors wrap the sandbox (to fail, count or spy). */
function withConnector(c: RequestContext, wrap: (inner: MarketplaceConnector) => Partial<MarketplaceConnector>): RequestContext {
  // shop credentials are stored sealed: open them as the app's registry does
  const inner = credentialOpeningConnectors(sandboxConnectors(), secretBox(c.platform.config));
  const connectors: MarketplaceConnectors = { get: (t) => Object.assign(Object.create(inner.get(t)), wrap(inner.get(t))) };
  return createContext({ ...c.platform, connectors }, { lang: 'en', ip: '', userAgent: '', actor: c.actor });
}

worldsSuite(companyWorld, ['Pull Co'], (...s) => ([app, company] = s));
beforeAll(async () => {
  ctx = await contextOf(app, company.token);
});

describe('pulling a shop', () => {
  it('stores every marketplace order once, with items, amounts and history; a second pull adds nothing', async () => {
    const shop = await newShop(2, 'DE');
    const expected = marketplace(shop, new Date(NOW.getTime() - 7 * DAY), NOW);
    expect(expected.length).toBeGreaterThan(0);
    const first = await pullShop(ctx, shop.id, { now: NOW, limit: 4 });
    expect(first.newCount).toBe(expected.length);
    expect(first.pages).toBe(Math.ceil(expected.length / 4) || 1);
    const stored = await ordersOf(shop.id);
    expect(stored.map((o) => o.pullKey).sort()).toEqual(expected.map((o) => o.platformOrderNo).sort());
    const o = stored.find((x) => x.pullKey === expected[0].platformOrderNo)!;
    const m = expected[0];
    expect(o).toMatchObject({
      orderNo: m.platformOrderNo,
      platformOrderNo: m.platformOrderNo,
      platformType: 2,
      source: 'pull',
      currency: 'EUR',
      country: m.address.country,
      buyerName: m.buyer.name,
    });
    expect(o.totalAmount.toFixed(2)).toBe(m.totalAmount);
    expect(o.items.map((i) => [i.platformSku, i.quantity])).toEqual(
      m.items.filter((i) => i.quantity > i.cancelledQuantity).map((i) => [i.platformSku, i.quantity - i.cancelledQuantity]),
    );
    expect(await ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'pull' } })).toBe(1);

    const again = await pullShop(ctx, shop.id, { now: NOW });
    expect(again).toMatchObject({ newCount: 0, updatedCount: 0 });
    const pull = await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } });
    expect(pull).toMatchObject({ lockedUntil: null, lastError: '', lastCount: 0 });
    expect(pull!.lastPulledAt).toEqual(NOW);
    expect(pull!.nextPullAt).toEqual(new Date(NOW.getTime() + 30 * 60_000));
  });

  it('never stores an order twice: a re-read page and two racing pulls', async () => {
    const shop = await newShop(11, 'MY');
    await setCursor(ctx, shop.id, new Date(NOW.getTime() - 20 * DAY));
    const results = await Promise.allSettled([pullShop(ctx, shop.id, { now: NOW, limit: 3 }), pullShop(ctx, shop.id, { now: NOW, limit: 3 })]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.messageId).toBe('marketplace.pullRunning');
    const expected = marketplace(shop, new Date(NOW.getTime() - 20 * DAY), NOW)
      .map((o) => o.platformOrderNo)
      .sort();
    expect((await ordersOf(shop.id)).map((o) => o.pullKey).sort()).toEqual(expected);

    // The cursor goes back (a marketplace re-sends a page): the same orders are recognised.
    await setCursor(ctx, shop.id, new Date(NOW.getTime() - 20 * DAY));
    const reread = await pullShop(ctx, shop.id, { now: NOW });
    expect(reread.newCount).toBe(0);
    expect((await ordersOf(shop.id)).map((o) => o.pullKey).sort()).toEqual(expected);
  });

  it('resumes after a crash between pages: every order exactly once', async () => {
    const shop = await newShop(24, 'UK');
    const from = new Date(NOW.getTime() - 30 * DAY);
    await setCursor(ctx, shop.id, from);
    const expected = marketplace(shop, from, NOW)
      .map((o) => o.platformOrderNo)
      .sort();
    expect(expected.length).toBeGreaterThan(6);
    let calls = 0;
    const crashing = withConnector(ctx, (inner) => ({
      pullOrders: async (input) => {
        if (++calls === 2) throw new Error('connection reset');
        return inner.pullOrders(input);
      },
    }));
    await expect(pullShop(crashing, shop.id, { now: NOW, limit: 3 })).rejects.toThrow('connection reset');
    const after = await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } });
    expect(after).toMatchObject({ lockedUntil: null, lastError: 'marketplace.pullFailed' });
    expect(await ctx.db.order.count({ where: { shopId: shop.id } })).toBe(3);

    const resumed = await pullShop(ctx, shop.id, { now: NOW, limit: 3 });
    expect(resumed.newCount).toBe(expected.length - 3);
    expect((await ordersOf(shop.id)).map((o) => o.pullKey).sort()).toEqual(expected);
    expect((await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } }))!.lastError).toBe('');
    const view = await gql('{ shopOrderPulls { shopId lastError lastErrorText lastCount enabled intervalMinutes running } }');
    expect(view.shopOrderPulls.find((p: { shopId: number }) => p.shopId === shop.id)).toMatchObject({
      lastError: '',
      lastCount: expected.length - 3,
      enabled: true,
      intervalMinutes: 30,
      running: false,
    });
  });

  it('refuses while another pull holds the shop, and takes over an expired lock', async () => {
    const shop = await newShop(9, 'PL');
    await setCursor(ctx, shop.id, new Date(NOW.getTime() - 10 * DAY));
    await ctx.db.shopOrderPull.updateMany({ where: { shopId: shop.id }, data: { lockedUntil: new Date(Date.now() + 60_000) } });
    const err = await pullShop(ctx, shop.id, { now: NOW }).catch((e) => e);
    expect(err.messageId).toBe('marketplace.pullRunning');
    expect(await ctx.db.order.count({ where: { shopId: shop.id } })).toBe(0);
    await ctx.db.shopOrderPull.updateMany({ where: { shopId: shop.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await pullShop(ctx, shop.id, { now: NOW })).newCount).toBeGreaterThan(0);
  });

  it('pulls on demand through GraphQL, answering the counts', async () => {
    const shop = await newShop(31, 'RU');
    await setCursor(ctx, shop.id, new Date(Date.now() - 20 * DAY));
    const q = `mutation($id: Int!) { pullShopOrders(shopId: $id) { __typename ... on MutationPullShopOrdersSuccess { data { shopId newCount updatedCount pages } } } }`;
    const r = (await gql(q, { id: shop.id })).pullShopOrders.data;
    expect(r).toMatchObject({ shopId: shop.id, updatedCount: 0 });
    expect(r.newCount).toBe(await ctx.db.order.count({ where: { shopId: shop.id } }));
    expect(r.newCount).toBeGreaterThan(0);
    expect((await gql(q, { id: shop.id })).pullShopOrders.data).toMatchObject({ newCount: 0 });
  });

  it('pulls only authorized shops', async () => {
    const { authorizeShop } = await import('../shops/shops.service');
    const denied = await authorizeShop(ctx, { platformType: 22, shopName: 'refused-shop', site: 'US', authCode: 'denied' });
    const r = await gql(`mutation($id: Int!) { pullShopOrders(shopId: $id) { __typename ... on Error { messageId message } } }`, { id: denied.id });
    expect(r.pullShopOrders).toEqual({
      __typename: 'BusinessError',
      messageId: 'marketplace.shopNotAuthorized',
      message: 'The shop refused-shop is not authorized: authorize it again before pulling orders',
    });
    expect(await ctx.db.order.count({ where: { shopId: denied.id } })).toBe(0);
  });
});

/**
 * A new shop whose sandbox stream has an order matching `pick` (shops are tried until one has
 * it), that order, its state just before its last change, and a cursor just before it was placed.
 */
async function findEvent(platformType: number, site: string, pick: (o: MarketplaceOrder) => boolean) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const shop = await newShop(platformType, site);
    const final = marketplace(shop, new Date(NOW.getTime() - 110 * DAY), NOW).find(pick);
    if (!final) continue;
    const before = new Date(final.updatedAt.getTime() - 1);
    const earlier = marketplace(shop, new Date(final.orderedAt.getTime() - 1), before).find((o) => o.platformOrderNo === final.platformOrderNo)!;
    return { shop, final, earlier, before, from: new Date(final.orderedAt.getTime() - 1) };
  }
  throw new Error('no such order in the sandbox streams');
}

describe("the marketplace's changes", () => {
  it('a late payment moves the order from awaiting payment to processing', async () => {
    const { shop, final, earlier, before, from } = await findEvent(
      1,
      'US',
      (o) => !!o.paidAt && o.updatedAt.getTime() === o.paidAt.getTime() && o.paidAt.getTime() - o.orderedAt.getTime() > 3_600_000,
    );
    expect(earlier.status).toBe('awaitingPayment');
    await setCursor(ctx, shop.id, from);
    await pullShop(ctx, shop.id, { now: before });
    let o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    expect(o).toMatchObject({ status: 'awaitingPayment', paidAt: null });
    const r = await pullShop(ctx, shop.id, { now: final.updatedAt });
    expect(r.updatedCount).toBeGreaterThanOrEqual(1);
    o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    expect(o.status).toBe('processing');
    expect(o.paidAt).toEqual(final.paidAt);
    expect(o.shipBy).toEqual(final.shipBy);
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: o.id, action: 'pay' } })).toMatchObject({
      fromStatus: 'awaitingPayment',
      toStatus: 'processing',
      messageId: 'marketplace.history.paid',
    });
  });

  it('a late payment of an order held while unpaid makes a release return it to processing', async () => {
    const { shop, final, before, from } = await findEvent(
      2,
      'DE',
      (o) => !!o.paidAt && o.updatedAt.getTime() === o.paidAt.getTime() && o.paidAt.getTime() - o.orderedAt.getTime() > 3_600_000,
    );
    await setCursor(ctx, shop.id, from);
    await pullShop(ctx, shop.id, { now: before });
    const o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    await ctx.db.order.updateMany({ where: { id: o.id }, data: { status: 'abnormal', abnormalReason: 'manual', heldFromStatus: 'awaitingPayment' } });
    await pullShop(ctx, shop.id, { now: final.updatedAt });
    expect(await ctx.db.order.findFirst({ where: { id: o.id } })).toMatchObject({ status: 'abnormal', heldFromStatus: 'processing', paidAt: final.paidAt });
  });

  it('a cancellation by the marketplace cancels the unshipped order and gives its reserved stock back', async () => {
    const { shop, final, earlier, before, from } = await findEvent(31, 'RU', (o) => o.status === 'cancelled' && !!o.paidAt);
    expect(earlier.status).toBe('paid');
    expect(earlier.cancelRequested).toBe(true);
    await setCursor(ctx, shop.id, from);
    await pullShop(ctx, shop.id, { now: before });
    let o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    expect(o).toMatchObject({ status: 'processing', cancelRequested: true });
    // Pretend the review reserved stock for it.
    const { sku, warehouse } = await stockFor('CANCEL-SKU', 10);
    await ctx.db.$transaction(async (tx) => {
      await applyMoves(ctx, tx, [{ skuId: sku.id, warehouseId: warehouse.id, type: 'occupy', occupied: 2, billType: 'order', billNo: o.orderNo }]);
      await tx.stockOccupation.create({
        data: { companyId: company.companyId, skuId: sku.id, warehouseId: warehouse.id, quantity: 2, sourceType: 'order', sourceNo: o.orderNo },
      });
      await tx.orderItem.updateMany({ where: { orderId: o.id }, data: { allocated: 1 } });
      await tx.order.updateMany({ where: { id: o.id }, data: { status: 'awaitingShipment', warehouseId: warehouse.id } });
    });
    await pullShop(ctx, shop.id, { now: final.updatedAt });
    o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    expect(o.status).toBe('cancelled');
    expect(o.cancelledAt).toEqual(final.updatedAt);
    expect(o.items.every((i) => i.allocated === 0)).toBe(true);
    expect(await ctx.db.stock.findFirst({ where: { skuId: sku.id } })).toMatchObject({ quantity: 10, occupied: 0 });
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: o.id, action: 'cancel' } })).toMatchObject({
      toStatus: 'cancelled',
      messageId: 'marketplace.history.cancelled',
    });
    expect(await ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'cancelRequested' } })).toBe(0); // pulled with the request already set
  });

  it('a cancellation reaches the open sub-orders of a split and holds the order it was merged into', async () => {
    const { shop, final, before, from } = await findEvent(31, 'RU', (o) => o.status === 'cancelled' && !!o.paidAt);
    await setCursor(ctx, shop.id, from);
    await pullShop(ctx, shop.id, { now: before });
    const parent = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    // Both at once for the test: the pulled order was split (one open sub-order) and merged into another.
    const base = {
      companyId: company.companyId,
      shopId: shop.id,
      platformType: 31,
      platformOrderNo: parent.platformOrderNo,
      orderedAt: parent.orderedAt,
      status: 'processing',
    };
    const child = await ctx.db.order.create({ data: { ...base, orderNo: `${parent.orderNo}-1`, source: 'split', parentId: parent.id } });
    const target = await ctx.db.order.create({ data: { ...base, orderNo: `MERGED-${parent.orderNo}`, source: 'merge', platformOrderNo: 'OTHER' } });
    await ctx.db.order.updateMany({ where: { id: parent.id }, data: { status: 'cancelled', mergedIntoId: target.id } });
    const r = await pullShop(ctx, shop.id, { now: final.updatedAt });
    expect(r.updatedCount).toBe(1);
    expect(await ctx.db.order.findFirst({ where: { id: child.id } })).toMatchObject({ status: 'cancelled', cancelledAt: final.updatedAt });
    expect(await ctx.db.order.findFirst({ where: { id: target.id } })).toMatchObject({
      status: 'abnormal',
      abnormalReason: 'marketplaceCancel',
      heldFromStatus: 'processing',
    });
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: target.id, action: 'hold' } })).toMatchObject({
      messageId: 'marketplace.history.mergedCancelHeld',
      params: { orderNo: parent.orderNo },
    });
  });

  it('a partial cancellation reduces the line and records it', async () => {
    const { shop, final, earlier, before, from } = await findEvent(1, 'DE', (o) => o.status === 'paid' && o.items.some((i) => i.cancelledQuantity > 0));
    const line = final.items.find((i) => i.cancelledQuantity > 0)!;
    expect(earlier.items.find((i) => i.platformItemId === line.platformItemId)!.cancelledQuantity).toBe(0);
    await setCursor(ctx, shop.id, from);
    await pullShop(ctx, shop.id, { now: before });
    const item = async () =>
      (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!.items.find((i) => i.platformItemId === line.platformItemId)!;
    expect((await item()).quantity).toBe(line.quantity);
    await pullShop(ctx, shop.id, { now: final.updatedAt });
    expect((await item()).quantity).toBe(line.quantity - line.cancelledQuantity);
    const o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    expect(o.status).toBe('processing');
    expect(o.totalAmount.toFixed(2)).toBe(final.totalAmount);
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: o.id, action: 'partialCancel' } })).toMatchObject({
      messageId: 'marketplace.history.partialCancel',
      params: { quantity: line.cancelledQuantity, platformSku: line.platformSku },
    });
  });

  it("a buyer's cancellation request sets the flag with history", async () => {
    const { shop, final, earlier, before, from } = await findEvent(
      2,
      'UK',
      (o) => o.status === 'paid' && o.cancelRequested && !o.items.some((i) => i.cancelledQuantity),
    );
    expect(earlier.cancelRequested).toBe(false);
    await setCursor(ctx, shop.id, from);
    await pullShop(ctx, shop.id, { now: before });
    await pullShop(ctx, shop.id, { now: final.updatedAt });
    const o = (await ordersOf(shop.id)).find((x) => x.pullKey === final.platformOrderNo)!;
    expect(o.cancelRequested).toBe(true);
    expect(await ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'cancelRequested' } })).toBe(1);
  });
});

async function stockFor(code: string, quantity: number) {
  const product = await ctx.db.product.create({
    data: { companyId: company.companyId, spu: `SPU-${code}`, name: code, skus: { create: [{ companyId: company.companyId, sku: code }] } },
    include: { skus: true },
  });
  const sku = product.skus[0];
  const warehouse =
    (await ctx.db.warehouse.findFirst({ where: { name: 'Pull WH' } })) ??
    (await ctx.db.warehouse.create({ data: { companyId: company.companyId, name: 'Pull WH' } }));
  await ctx.db.$transaction((tx) =>
    applyMoves(ctx, tx, [{ skuId: sku.id, warehouseId: warehouse.id, type: 'inbound', quantity, unitCost: '1.00', billNo: 'T' }]),
  );
  return { sku, warehouse };
}

describe('the schedule', () => {
  const SET = `mutation($i: ShopPullScheduleInput!) { setShopPullSchedule(input: $i) { __typename ... on ValidationError { fieldErrors { field messageId message } }
    ... on Error { messageId } ... on MutationSetShopPullScheduleSuccess { data { shopId intervalMinutes enabled nextPullAt } } } }`;

  it.each([[4], [1441], [0], [-30]])('refuses an interval of %i minutes, changing nothing', async (minutes) => {
    const shop = await newShop(1, 'UK');
    await gql(SET, { i: { shopId: shop.id, intervalMinutes: 60, enabled: true } });
    const before = await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } });
    const r = (await gql(SET, { i: { shopId: shop.id, intervalMinutes: minutes, enabled: false } })).setShopPullSchedule;
    expect(r.fieldErrors).toEqual([
      { field: 'intervalMinutes', messageId: 'marketplace.intervalRange', message: 'The pull interval must be a whole number of minutes from 5 to 1440' },
    ]);
    expect(await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } })).toEqual(before);
  });

  it('sets the interval and queues due shops only, once each', async () => {
    const due = await newShop(11, 'SG');
    const off = await newShop(11, 'TH');
    const later = await newShop(11, 'PH');
    const r = (await gql(SET, { i: { shopId: off.id, intervalMinutes: 5, enabled: false } })).setShopPullSchedule;
    expect(r.data).toMatchObject({ shopId: off.id, intervalMinutes: 5, enabled: false, nextPullAt: null });
    await gql(SET, { i: { shopId: later.id, intervalMinutes: 1440, enabled: true } });
    await ctx.db.shopOrderPull.updateMany({ where: { shopId: later.id }, data: { nextPullAt: new Date(Date.now() + 3600_000) } });
    await setCursor(ctx, due.id, new Date(Date.now() - 3 * DAY));
    // The shops of the other tests are not part of this one.
    const others = await ctx.db.shop.findMany({ where: { id: { notIn: [due.id, off.id, later.id] } }, select: { id: true } });
    await ctx.db.shopOrderPull.createMany({ data: others.map((o) => ({ shopId: o.id })) as never, skipDuplicates: true });
    await ctx.db.shopOrderPull.updateMany({ where: { shopId: { in: others.map((o) => o.id) } }, data: { enabled: false } });

    await enqueueDuePulls(app.platform);
    await app.platform.jobs.idle();
    const pulls = await ctx.db.shopOrderPull.findMany({ where: { shopId: { in: [due.id, off.id, later.id] } } });
    const of = (id: number) => pulls.find((p) => p.shopId === id)!;
    expect(of(due.id).lastPulledAt).not.toBeNull();
    expect(of(due.id).nextPullAt!.getTime()).toBeGreaterThan(Date.now());
    expect(of(off.id).lastPulledAt).toBeNull();
    expect(of(later.id).lastPulledAt).toBeNull();
    // Pulled now: not due again on the next tick.
    const lastPulledAt = of(due.id).lastPulledAt;
    await enqueueDuePulls(app.platform);
    await app.platform.jobs.idle();
    expect((await ctx.db.shopOrderPull.findFirst({ where: { shopId: due.id } }))!.lastPulledAt).toEqual(lastPulledAt);
  });
});

describe('tracking numbers to the marketplace', () => {
  const PRE = `mutation($ids: [Int!]!) { preShipOrders(ids: $ids) { __typename ... on Error { messageId } ... on MutationPreShipOrdersSuccess { data { orderIds refused { id orderNo messageId message } } } } }`;
  let orders: Awaited<ReturnType<typeof ordersOf>>;

  beforeAll(async () => {
    const shop = await newShop(1, 'US');
    await setCursor(ctx, shop.id, new Date(NOW.getTime() - 30 * DAY));
    await pullShop(ctx, shop.id, { now: NOW });
    orders = (await ordersOf(shop.id)).filter((o) => o.status === 'processing');
    expect(orders.length).toBeGreaterThan(5);
  });

  it('refuses to pre-ship an order without a tracking number, and uploads one that has it', async () => {
    const [bare, tracked] = orders;
    await ctx.db.order.updateMany({ where: { id: tracked.id }, data: { trackingNo: '1Z999AA10123456784' } });
    const r = (await gql(PRE, { ids: [bare.id, tracked.id] })).preShipOrders.data;
    expect(r.orderIds).toEqual([tracked.id]);
    expect(r.refused).toEqual([
      {
        id: bare.id,
        orderNo: bare.orderNo,
        messageId: 'marketplace.noTrackingNo',
        message: `Order ${bare.orderNo} has no tracking number yet, so it cannot be pre-shipped`,
      },
    ]);
    const bareNow = await ctx.db.order.findFirst({ where: { id: bare.id } });
    expect(bareNow).toMatchObject({ preShippedAt: null, trackingUploadedAt: null, status: 'processing' });
    const t = await ctx.db.order.findFirst({ where: { id: tracked.id } });
    expect(t!.preShippedAt).not.toBeNull();
    expect(t!.trackingUploadedAt).not.toBeNull();
    expect(t!.status).toBe('processing');
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: tracked.id, action: 'preShip' } })).toMatchObject({
      messageId: 'marketplace.history.preShipped',
      params: { trackingNo: '1Z999AA10123456784' },
    });
  });

  it('reports a number the marketplace refuses, with history', async () => {
    const o = orders[2];
    await ctx.db.order.updateMany({ where: { id: o.id }, data: { trackingNo: 'REJECT-123456' } });
    const r = (await gql(PRE, { ids: [o.id] })).preShipOrders.data;
    expect(r.refused).toEqual([
      expect.objectContaining({ id: o.id, messageId: 'marketplace.trackingRejected', message: 'The marketplace refused the tracking number' }),
    ]);
    expect(await ctx.db.order.findFirst({ where: { id: o.id } })).toMatchObject({ preShippedAt: null, trackingUploadedAt: null });
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: o.id, action: 'uploadTracking' } })).toMatchObject({
      messageId: 'marketplace.history.trackingFailed',
      params: { trackingNo: 'REJECT-123456', reason: 'marketplace.trackingRejected' },
    });
  });

  it('uploads after the shipped event, in the background; retries on demand only for shipped orders', async () => {
    const [, , , shipped, notShipped] = orders;
    await ctx.db.order.updateMany({ where: { id: shipped.id }, data: { status: 'shipped', trackingNo: 'LX123456789CN', shippedAt: NOW } });
    await emitOrderEvent(ctx, 'shipped', { orderIds: [shipped.id] });
    await app.platform.jobs.idle();
    const o = await ctx.db.order.findFirst({ where: { id: shipped.id } });
    expect(o!.trackingUploadedAt).not.toBeNull();
    expect(o!.preShippedAt).toBeNull();
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: shipped.id, action: 'uploadTracking' } })).toMatchObject({
      messageId: 'marketplace.history.trackingUploaded',
    });

    const r = await uploadOrderTracking(ctx, [shipped.id, notShipped.id]);
    expect(r.ids).toEqual([shipped.id]);
    expect(r.refused).toEqual([expect.objectContaining({ id: notShipped.id, messageId: 'marketplace.notShipped' })]);
    expect(await ctx.db.orderHistory.count({ where: { orderId: shipped.id, action: 'uploadTracking' } })).toBe(2);
  });

  it('uploads when the order service ships an order', async () => {
    const { shipOrder } = await import('../orders/orders.ship');
    const { applyMoves } = await import('../inventory/stock.service');
    const o = orders[5];
    // Reviewed as a seller would before shipping (the ship guards of issue 18): lines matched to a
    // local SKU, stock reserved in a warehouse, a logistics channel chosen.
    const companyId = ctx.actor!.companyId;
    const product = await ctx.db.product.create({
      data: { companyId, spu: 'UPL', name: 'Upload test', skus: { create: [{ companyId, sku: 'UPL-1' }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const wh = await ctx.db.warehouse.create({
      data: { companyId, name: 'Upload WH', locations: { create: [{ companyId, code: 'U-1' }] } },
      include: { locations: true },
    });
    await ctx.db.orderItem.updateMany({ where: { orderId: o.id }, data: { skuId: sku.id, unitsPerItem: 1 } });
    const units = (await ctx.db.orderItem.findMany({ where: { orderId: o.id } })).reduce((n, i) => n + i.quantity, 0);
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        { skuId: sku.id, warehouseId: wh.id, locationId: wh.locations[0].id, type: 'inbound', quantity: units, billNo: 'TEST-IN' },
        { skuId: sku.id, warehouseId: wh.id, type: 'occupy', occupied: units, billType: 'order', billNo: o.orderNo },
      ]),
    );
    await ctx.db.stockOccupation.create({ data: { companyId, skuId: sku.id, warehouseId: wh.id, quantity: units, sourceType: 'order', sourceNo: o.orderNo } });
    const channel = await ctx.db.logisticsChannel.create({ data: { companyId, name: 'YunExpress upload test', carrier: 'YunExpress' } });
    await ctx.db.order.updateMany({
      where: { id: o.id },
      data: { status: 'awaitingShipment', matched: true, warehouseId: wh.id, logisticsChannelId: channel.id },
    });
    await shipOrder(ctx, o.id, { trackingNo: 'YT2311230000001', via: 'manual' });
    await app.platform.jobs.idle();
    expect((await ctx.db.order.findFirst({ where: { id: o.id } }))!.trackingUploadedAt).not.toBeNull();
    expect(await ctx.db.orderHistory.findFirst({ where: { orderId: o.id, action: 'uploadTracking' } })).toMatchObject({
      params: { trackingNo: 'YT2311230000001' },
    });
  });

  it("treats another company's order as not found", async () => {
    const other = await app.company('Other Pull Co');
    const otherCtx = await contextOf(app, other.token);
    const err = await preShipOrders(otherCtx, [orders[0].id]).catch((e) => e);
    expect(err.messageId).toBe('order.notFound');
  });
});

describe('stock push', () => {
  it('pushes what is available for paired and matched listing SKUs', async () => {
    const shop = await newShop(2, 'FR');
    const { sku } = await stockFor('PUSH-SKU', 9);
    await ctx.db.skuPairing.create({
      data: { companyId: company.companyId, platformType: 2, shopId: 0, platformSku: 'PUSH-2PK', skuId: sku.id, unitsPerItem: 2 },
    });
    await ctx.db.skuPairing.create({ data: { companyId: company.companyId, platformType: 2, shopId: shop.id, platformSku: 'PUSH-1', skuId: sku.id } });
    const pushed: { platformSku: string; quantity: number }[][] = [];
    const spy = withConnector(ctx, (inner) => ({ pushStock: async (input) => (pushed.push(input.items), inner.pushStock(input)) }));
    expect(await pushShopStock(spy, shop.id)).toBe(2);
    expect(pushed[0].sort((a, b) => a.platformSku.localeCompare(b.platformSku))).toEqual([
      { platformSku: 'PUSH-1', quantity: 9 },
      { platformSku: 'PUSH-2PK', quantity: 4 },
    ]);
  });
});

describe('tenancy and sub-accounts', () => {
  it("answers another company's shop as not found, changing nothing", async () => {
    const shop = await newShop(1, 'US');
    const other = await app.company('Foreign Pull Co');
    const q = `mutation($id: Int!) { pullShopOrders(shopId: $id) { __typename ... on Error { messageId } } }`;
    expect((await gql(q, { id: shop.id }, other.token)).pullShopOrders).toEqual({ __typename: 'NotFoundError', messageId: 'shop.notFound' });
    const push = `mutation($id: Int!) { pushShopStock(shopId: $id) { __typename ... on Error { messageId } } }`;
    expect((await gql(push, { id: shop.id }, other.token)).pushShopStock).toEqual({ __typename: 'NotFoundError', messageId: 'shop.notFound' });
    expect(await ctx.db.shopOrderPull.count({ where: { shopId: shop.id } })).toBe(0);
    expect((await gql('{ shopOrderPulls { shopId } }', {}, other.token)).shopOrderPulls).toEqual([]);
  });

  it('limits a sub-account to its allowed shops', async () => {
    const mine = await newShop(1, 'US');
    const notMine = await newShop(1, 'UK');
    const role = (
      await gql(`mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }`, {
        i: { name: 'puller', permissions: ['orders', 'order.pull'] },
      })
    ).createRole.data;
    await gql(`mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }`, {
      i: { username: 'puller_sub', password: 'secret123', password2: 'secret123', realname: 'p', roleId: role.id, allowShopIds: [mine.id] },
    });
    const token = await app.login('puller_sub');
    const subCtx = await contextOf(app, token);
    expect((await pullShopOrders(subCtx, notMine.id, { now: NOW }).catch((e) => e)).messageId).toBe('shop.notFound');
    await expect(pullShopOrders(subCtx, mine.id, { now: NOW })).resolves.toMatchObject({ shopId: mine.id });
    expect((await gql('{ shopOrderPulls { shopId } }', {}, token)).shopOrderPulls).toEqual([{ shopId: mine.id }]);
  });
});
