// The home dashboard (issue 8 acceptance): every figure equals the totalCount of the list its link
// opens (dashboardLink, the same rule the client navigates with), for the main account and for a
// sub-account limited to some shops; an empty company shows zeros; a figure whose page the caller
// lacks is null. The sales chart and the bottom figures against a hand-computed data set at a fixed
// time (two currencies, a currency without a rate, a cancelled order, another company's orders).
import { dashboardLink, type DashboardFigure, type DashboardLink } from '@erp/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bare } from '../inventory/fixtures';
import { contextOf, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { foldOrderSales, homeBottomData, homeDashboard, homeSalesReport, salesChartSql } from './home.service';
import { Prisma } from '../../generated/prisma/client';

let app: TestApp;
let w: OrderWorld;
let shop3: number; // Tradebyte, authorization failed
let shop4: number; // Tradebyte, authorized
let sub: Awaited<ReturnType<OrderWorld['sub']>>;
let noOrders: Awaited<ReturnType<OrderWorld['sub']>>;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
let seq = 0;

interface OrderSeed {
  shopId: number;
  platformType: number;
  status?: string;
  matched?: boolean;
  orderedAt?: Date;
  shipBy?: Date | null;
  cancelRequested?: boolean;
  collectStatus?: number;
  outboundAt?: Date | null;
  currency?: string;
  totalAmount?: string;
}

/** An order written directly (no pipeline), so its state is exactly the one a figure counts. */
async function order(world: { ctx: OrderWorld['ctx']; company: { companyId: number } }, o: OrderSeed) {
  const n = ++seq;
  return world.ctx.db.order.create({
    data: {
      companyId: world.company.companyId,
      shopId: o.shopId,
      platformType: o.platformType,
      platformOrderNo: `HP-${n}`,
      orderNo: `HO${String(n).padStart(5, '0')}`,
      status: o.status ?? 'processing',
      matched: o.matched ?? true,
      orderedAt: o.orderedAt ?? ago(1),
      shipBy: o.shipBy ?? null,
      cancelRequested: o.cancelRequested ?? false,
      collectStatus: o.collectStatus ?? 0,
      outboundAt: o.outboundAt ?? null,
      currency: o.currency ?? 'USD',
      totalAmount: o.totalAmount ?? '1.00',
    },
  });
}

async function refund(shopId: number, status: number) {
  const n = ++seq;
  await w.ctx.db.tradebyteRefund.create({
    data: {
      companyId: w.company.companyId,
      shopId,
      platformOrderNo: `TB-${n}`,
      returnNo: `R-${n}`,
      status,
      requestedAt: ago(3),
      amount: '9.90',
      currency: 'EUR',
    },
  });
}

const ORDERS_COUNT = `query($f: OrderFilter) { orders(first: 1, filter: $f) { totalCount } }`;
const SHOPS_COUNT = `query($f: ShopFilter) { shops(first: 1, filter: $f) { totalCount } }`;
const OUTBOUND_COUNT = `query($f: OutboundScanFilter) { outboundScans(first: 1, filter: $f) { totalCount } }`;
const REFUNDS_COUNT = `query($f: TradebyteRefundFilter) { tradebyteRefunds(limit: 1, filter: $f) { __typename ... on QueryTradebyteRefundsSuccess { data { totalCount } } } }`;
const DASHBOARD = `{ homeDashboard {
  shop { total authFailed }
  order { outOfStock processing expireDelivery overseaCancel unmatchedOver12Hours unmatchedOver24Hours collectTimeout collectException }
  customerService { tradebyteRefund } requestTime } }`;

type Gql = (query: string, variables?: Record<string, unknown>) => Promise<any>;

/** The totalCount of the GraphQL list a link opens, read the way the client reads the address. */
async function listCount(gql: Gql, link: DashboardLink): Promise<number> {
  if (link.path === '/shops') return (await gql(SHOPS_COUNT, { f: link.query.status ? { status: Number(link.query.status) } : {} })).shops.totalCount;
  if (link.path === '/outboundScan') return (await gql(OUTBOUND_COUNT, { f: { collectStatus: link.collectStatus } })).outboundScans.totalCount;
  if (link.path === '/tradebyteRefund') return (await gql(REFUNDS_COUNT, { f: { status: Number(link.query.status) } })).tradebyteRefunds.data.totalCount;
  expect(link.path).toBe('/orders');
  const q = link.query;
  const f: Record<string, unknown> = {};
  if (q.status) f.status = q.status;
  if (q.otherRule) f.otherRule = q.otherRule;
  if (q.condition) f.condition = q.condition;
  if (q.end_time_at) f.endTimeAt = new Date(Number(q.end_time_at) * 1000).toISOString();
  return (await gql(ORDERS_COUNT, { f })).orders.totalCount;
}

type Figures = Record<DashboardFigure, number | null>;
function flatten(d: any): Figures {
  return {
    shopTotal: d.shop.total,
    shopAuthFailed: d.shop.authFailed,
    outOfStock: d.order.outOfStock,
    processing: d.order.processing,
    expireDelivery: d.order.expireDelivery,
    overseaCancel: d.order.overseaCancel,
    unmatchedOver12Hours: d.order.unmatchedOver12Hours,
    unmatchedOver24Hours: d.order.unmatchedOver24Hours,
    collectTimeout: d.order.collectTimeout,
    collectException: d.order.collectException,
    tradebyteRefund: d.customerService.tradebyteRefund,
  };
}

/** Each figure equals its list's totalCount when opened through dashboardLink(figure, requestTime). */
async function expectFiguresMatchLists(gql: Gql, figures: Figures, requestTime: Date) {
  for (const [name, value] of Object.entries(figures) as [DashboardFigure, number | null][]) {
    if (value === null) continue;
    const listed = await listCount(gql, dashboardLink(name, requestTime));
    expect({ figure: name, count: value }).toEqual({ figure: name, count: listed });
  }
}

beforeAll(async () => {
  app = await startTestApp();
  w = await orderWorld(app, 'Home Co');
  const companyId = w.company.companyId;
  shop3 = (await w.ctx.db.shop.create({ data: { companyId, platformType: 15, platform: 'tradebyte', shopName: 'Home TB failed', status: 4 } })).id;
  shop4 = (await w.ctx.db.shop.create({ data: { companyId, platformType: 15, platform: 'tradebyte', shopName: 'Home TB', status: 1 } })).id;
  const s1 = { shopId: w.shop1.id, platformType: 1 };
  const s2 = { shopId: w.shop2.id, platformType: 2 };

  // shop1 (eBay)
  await order(w, { ...s1, status: 'outOfStock' });
  await order(w, { ...s1, status: 'processing', orderedAt: ago(2) });
  await order(w, { ...s1, status: 'processing', matched: false, orderedAt: ago(13) }); // unmatched > 12 h
  await order(w, { ...s1, status: 'processing', matched: false, orderedAt: ago(25) }); // unmatched > 12 h and > 24 h
  await order(w, { ...s1, status: 'processing', matched: false, orderedAt: ago(2) }); // unmatched, too recent
  await order(w, { ...s1, status: 'outOfStock', matched: false, orderedAt: ago(30) }); // unmatched but not processing (condition)
  await order(w, { ...s1, status: 'awaitingShipment', shipBy: new Date(Date.now() + 5 * HOUR) }); // shipment due
  await order(w, { ...s1, status: 'processing', cancelRequested: true }); // cancellation warning (and processing)
  await order(w, { ...s1, status: 'shipped', collectStatus: -1, outboundAt: ago(40) });
  await order(w, { ...s1, status: 'shipped', collectStatus: -2, outboundAt: ago(3) });
  await order(w, { ...s1, status: 'shipped', collectStatus: 1, outboundAt: ago(30) }); // becomes a pickup timeout when counted
  // shop2 (Amazon)
  await order(w, { ...s2, status: 'outOfStock' });
  await order(w, { ...s2, status: 'processing', matched: false, orderedAt: ago(26) });
  await order(w, { ...s2, status: 'awaitingShipment', shipBy: new Date(Date.now() + 48 * HOUR) }); // not due yet
  await order(w, { ...s2, status: 'processing', shipBy: ago(1) }); // overdue counts as due
  await order(w, { ...s2, status: 'cancelled', cancelRequested: true, matched: false, orderedAt: ago(40) }); // closed: no warning, not unmatched
  await order(w, { ...s2, status: 'shipped', collectStatus: -1, outboundAt: ago(50) });
  await order(w, { ...s2, status: 'shipped', collectStatus: 1, outboundAt: ago(2) }); // collected recently: no timeout
  // Tradebyte returns
  await refund(shop4, 1);
  await refund(shop4, 1);
  await refund(shop4, 2);
  await refund(shop3, 1);
  await refund(shop3, 3);

  // Another company with the same kinds of rows: never counted.
  const other = await orderWorld(app, 'Other Home Co');
  await order(other, { shopId: other.shop1.id, platformType: 1, status: 'outOfStock' });
  await order(other, { shopId: other.shop1.id, platformType: 1, status: 'processing', matched: false, orderedAt: ago(30) });
  await order(other, { shopId: other.shop1.id, platformType: 1, status: 'shipped', collectStatus: -2, outboundAt: ago(3) });

  sub = await w.sub('home_sub', ['orders', 'shops', 'outboundScan', 'tradebyteRefund'], [w.shop1.id, shop4]);
  noOrders = await w.sub('home_shops_only', ['shops'], [w.shop2.id]);
});
afterAll(async () => {
  await app?.close();
});

describe('home dashboard figures', () => {
  it('counts each figure for the main account (hand-computed)', async () => {
    const d = await w.gql(DASHBOARD);
    expect(flatten(d.homeDashboard)).toEqual({
      shopTotal: 4,
      shopAuthFailed: 1,
      outOfStock: 3, // shop1 twice (one unmatched), shop2
      processing: 7, // shop1: 2 h, 13 h, 25 h, 2 h unmatched, cancel warning; shop2: 26 h, overdue
      expireDelivery: 2,
      overseaCancel: 1,
      unmatchedOver12Hours: 3, // 13 h, 25 h (shop1), 26 h (shop2)
      unmatchedOver24Hours: 2,
      collectTimeout: 3, // two marked before, one marked by the dashboard itself
      collectException: 1,
      tradebyteRefund: 3,
    } satisfies Figures);
    const requestTime = new Date(d.homeDashboard.requestTime);
    expect(Math.abs(requestTime.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('each figure equals the totalCount of the list it links to (main account)', async () => {
    const d = (await w.gql(DASHBOARD)).homeDashboard;
    await expectFiguresMatchLists(w.gql, flatten(d), new Date(d.requestTime));
  });

  it("a sub-account limited to some shops gets its shops' figures, still equal to its lists", async () => {
    const d = (await sub.gql(DASHBOARD)).homeDashboard;
    expect(flatten(d)).toEqual({
      shopTotal: 2,
      shopAuthFailed: 0,
      outOfStock: 2,
      processing: 5,
      expireDelivery: 1,
      overseaCancel: 1,
      unmatchedOver12Hours: 2,
      unmatchedOver24Hours: 1,
      collectTimeout: 2,
      collectException: 1,
      tradebyteRefund: 2,
    } satisfies Figures);
    await expectFiguresMatchLists(sub.gql, flatten(d), new Date(d.requestTime));
  });

  it('a figure whose page the caller cannot open is null, not an error', async () => {
    const d = (await noOrders.gql(DASHBOARD)).homeDashboard;
    expect(flatten(d)).toEqual({
      shopTotal: 1,
      shopAuthFailed: 0,
      outOfStock: null,
      processing: null,
      expireDelivery: null,
      overseaCancel: null,
      unmatchedOver12Hours: null,
      unmatchedOver24Hours: null,
      collectTimeout: null,
      collectException: null,
      tradebyteRefund: null,
    } satisfies Figures);
    await expectFiguresMatchLists(noOrders.gql, flatten(d), new Date(d.requestTime));
  });

  it('the unmatched cut-off is whole seconds before the request time (the list given end_time_at counts the same rows)', async () => {
    // An order exactly at the cut-off second counts; one a second later does not.
    const ctx = await contextOf(app, w.company.token);
    const now = new Date(Date.UTC(2026, 10, 20, 12, 0, 0, 700));
    const c12 = new Date(Date.UTC(2026, 10, 20, 0, 0, 0, 0));
    const edge = await order(w, { shopId: w.shop2.id, platformType: 2, status: 'processing', matched: false, orderedAt: c12 });
    const later = await order(w, { shopId: w.shop2.id, platformType: 2, status: 'processing', matched: false, orderedAt: new Date(c12.getTime() + 500) });
    try {
      const before = await homeDashboard(ctx, new Date(now.getTime() - 1000));
      const d = await homeDashboard(ctx, now);
      expect(d.order.unmatchedOver12Hours! - before.order.unmatchedOver12Hours!).toBe(1);
      const link = dashboardLink('unmatchedOver12Hours', now);
      expect(link.query.end_time_at).toBe(String(c12.getTime() / 1000));
    } finally {
      await w.ctx.db.order.deleteMany({ where: { id: { in: [edge.id, later.id] } } });
    }
  });

  it('marks due pickup timeouts before counting, like the /outboundScan list', async () => {
    const timedOut = await w.ctx.db.order.count({ where: { collectStatus: -1 } });
    expect(timedOut).toBe(3);
    expect(await w.ctx.db.order.count({ where: { collectStatus: 1 } })).toBe(1);
  });

  it('an empty company shows zeros, not errors', async () => {
    const empty = await app.company('Empty Home Co');
    const r = await app.gql(DASHBOARD, {}, { token: empty.token });
    expect(r.body.errors).toBeUndefined();
    expect(flatten(r.body.data.homeDashboard)).toEqual({
      shopTotal: 0,
      shopAuthFailed: 0,
      outOfStock: 0,
      processing: 0,
      expireDelivery: 0,
      overseaCancel: 0,
      unmatchedOver12Hours: 0,
      unmatchedOver24Hours: 0,
      collectTimeout: 0,
      collectException: 0,
      tradebyteRefund: 0,
    } satisfies Figures);
    const s = await app.gql(
      `{ homeSalesReport { __typename ... on QueryHomeSalesReportSuccess { data { titles series { name } legend } } } }`,
      {},
      { token: empty.token },
    );
    expect(s.body.data.homeSalesReport.data).toMatchObject({ series: [], legend: [] });
    expect(s.body.data.homeSalesReport.data.titles).toHaveLength(30);
    const b = await app.gql(
      `{ homeBottomData { orderMoneyTop10Shop { shopName } orderNumPlatformPieChart { name } unShippingOrder { orderNumTotal list { orderNum } } } }`,
      {},
      { token: empty.token },
    );
    expect(b.body.data.homeBottomData).toEqual({ orderMoneyTop10Shop: [], orderNumPlatformPieChart: [], unShippingOrder: { orderNumTotal: 0, list: [] } });
  });

  it('needs a signed-in caller', async () => {
    const r = await app.gql(DASHBOARD);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await app.rest('home/dashboard', {});
    expect(rest.status).toBe(401);
  });
});

// ---- sales chart and bottom figures at a fixed time ---------------------------------------------

describe('sales chart and bottom figures', () => {
  const NOW = new Date('2026-03-18T10:00:00.000Z'); // a Wednesday; its week starts Monday 03-16
  let sw: OrderWorld;
  let salesSub: Awaited<ReturnType<OrderWorld['sub']>>;
  let ctx: Awaited<ReturnType<typeof contextOf>>;
  let bulletinIds: Record<string, number> = {};

  beforeAll(async () => {
    sw = await orderWorld(app, 'Sales Home Co');
    ctx = sw.ctx;
    const e = { shopId: sw.shop1.id, platformType: 1 };
    const a = { shopId: sw.shop2.id, platformType: 2 };
    await sw.ctx.db.exchangeRate.create({ data: { companyId: sw.company.companyId, currency: 'USD', rate: '7' } }); // EUR stays 7.7 (built in)
    await order(sw, { ...e, currency: 'USD', totalAmount: '10.00', orderedAt: new Date('2026-03-18T01:00:00Z'), status: 'processing' });
    await order(sw, { ...e, currency: 'EUR', totalAmount: '20.00', orderedAt: new Date('2026-03-18T09:00:00Z'), status: 'shipped' });
    await order(sw, { ...e, currency: 'USD', totalAmount: '5.00', orderedAt: new Date('2026-03-17T23:59:59Z'), status: 'completed' });
    await order(sw, { ...e, currency: 'XXX', totalAmount: '9.00', orderedAt: new Date('2026-03-18T02:00:00Z'), status: 'processing' }); // no rate
    await order(sw, { ...a, currency: 'USD', totalAmount: '100.00', orderedAt: new Date('2026-03-16T12:00:00Z'), status: 'awaitingShipment' });
    await order(sw, { ...a, currency: 'USD', totalAmount: '50.00', orderedAt: new Date('2026-03-16T12:00:00Z'), status: 'cancelled' }); // not a sale
    await order(sw, { ...a, currency: 'USD', totalAmount: '30.00', orderedAt: new Date('2026-03-15T12:00:00Z'), status: 'awaitingPayment' }); // not a sale yet
    await order(sw, { ...a, currency: 'USD', totalAmount: '40.00', orderedAt: new Date('2026-02-16T00:00:00Z'), status: 'completed' }); // before the 30 days
    await order(sw, { ...a, currency: 'USD', totalAmount: '70.00', orderedAt: new Date('2026-04-01T00:00:00Z'), status: 'processing' }); // after the period
    const other = await orderWorld(app, 'Other Sales Co');
    await order(other, { shopId: other.shop1.id, platformType: 1, currency: 'USD', totalAmount: '999.00', orderedAt: new Date('2026-03-18T01:00:00Z') });
    salesSub = await sw.sub('sales_sub', ['orders'], [sw.shop1.id]);

    const db = bare(app);
    const bulletin = (title: string, data: { hotFlag?: boolean; alertFlag?: boolean; publishedAt: Date | null }) =>
      db.bulletin.create({
        data: { title, content: `${title} content`, hotFlag: data.hotFlag ?? false, alertFlag: data.alertFlag ?? false, publishedAt: data.publishedAt },
      });
    bulletinIds = {
      old: (await bulletin('Old news', { publishedAt: new Date('2026-01-01T00:00:00Z') })).id,
      hot: (await bulletin('Hot news', { hotFlag: true, publishedAt: new Date('2026-03-01T00:00:00Z') })).id,
      alert1: (await bulletin('Maintenance', { alertFlag: true, publishedAt: new Date('2026-03-10T00:00:00Z') })).id,
      alert2: (await bulletin('New fees', { alertFlag: true, publishedAt: new Date('2026-03-12T00:00:00Z') })).id,
      draft: (await bulletin('Draft', { alertFlag: true, publishedAt: null })).id,
    };
  });

  it('day by price: 30 daily buckets in yuan per platform, largest first; a currency without a rate is left out and named', async () => {
    const r = await homeSalesReport(ctx, {}, NOW);
    expect(r.titles).toHaveLength(30);
    expect(r.titles[0]).toBe('2026-02-17');
    expect(r.titles.at(-1)).toBe('2026-03-18');
    expect(r.legend).toEqual(['Amazon', 'eBay']);
    const at = (label: string) => r.titles.indexOf(label);
    const amazon = r.series[0];
    const ebay = r.series[1];
    expect(amazon).toMatchObject({ name: 'Amazon', platformType: 2, total: 700 });
    expect(amazon.data[at('2026-03-16')]).toBe(700); // 100 USD × 7
    expect(amazon.data.filter((v) => v !== 0)).toEqual([700]);
    expect(ebay).toMatchObject({ name: 'eBay', platformType: 1, total: 259 });
    expect(ebay.data[at('2026-03-18')]).toBe(224); // 10 USD × 7 + 20 EUR × 7.7
    expect(ebay.data[at('2026-03-17')]).toBe(35);
    expect(r.missingCurrencies).toEqual(['XXX']);
    expect(r).toMatchObject({ timeType: 'day', numberType: 'price', platformType: '', currency: 'CNY' });
  });

  it('quantity counts orders (any currency); week and month buckets', async () => {
    const q = await homeSalesReport(ctx, { numberType: 'quantity' }, NOW);
    expect(q.series.map((s) => [s.name, s.total])).toEqual([
      ['eBay', 4],
      ['Amazon', 1],
    ]);
    expect(q.series[0].data.at(-1)).toBe(3);
    expect(q.missingCurrencies).toEqual([]);

    const week = await homeSalesReport(ctx, { timeType: 'week' }, NOW);
    expect(week.titles).toHaveLength(12);
    expect(week.titles.at(-1)).toBe('2026-03-16');
    expect(week.series.find((s) => s.name === 'Amazon')!.data[week.titles.indexOf('2026-03-16')]).toBe(700);
    expect(week.series.find((s) => s.name === 'Amazon')!.data[week.titles.indexOf('2026-02-16')]).toBe(280);
    expect(week.series.find((s) => s.name === 'eBay')!.data.at(-1)).toBe(259);

    const month = await homeSalesReport(ctx, { timeType: 'month' }, NOW);
    expect(month.titles).toHaveLength(12);
    expect(month.titles.slice(-2)).toEqual(['2026-02', '2026-03']);
    expect(month.series.map((s) => [s.name, s.data.slice(-2)])).toEqual([
      ['Amazon', [280, 700]],
      ['eBay', [0, 259]],
    ]);
  });

  it("a chosen platform gives its one line (zeros included); the filter lists the company's platforms", async () => {
    const r = await homeSalesReport(ctx, { platformType: '1' }, NOW);
    expect(r.series.map((s) => s.name)).toEqual(['eBay']);
    expect(r.series[0].total).toBe(259);
    const tb = await homeSalesReport(ctx, { platformType: 15 }, NOW);
    expect(tb.series).toEqual([{ name: 'Tradebyte', platformType: 15, data: Array(30).fill(0), total: 0 }]);
    expect(r.filter.map((f) => f.key)).toEqual(['timeType', 'platformType', 'numberType']);
    expect(r.filter[1].options).toEqual([
      { value: '', label: 'All' },
      { value: '1', label: 'eBay' },
      { value: '2', label: 'Amazon' },
    ]);
    expect(r.filter[0].options.map((o) => o.value)).toEqual(['day', 'week', 'month']);
    expect(r.filter[2].options.map((o) => o.value)).toEqual(['price', 'quantity']);
  });

  it("a sub-account sees only its shops' sales and platforms", async () => {
    const subCtx = await contextOf(app, salesSub.token);
    const r = await homeSalesReport(subCtx, {}, NOW);
    expect(r.series.map((s) => [s.name, s.total])).toEqual([['eBay', 259]]);
    expect(r.filter[1].options.map((o) => o.value)).toEqual(['', '1']);
    const b = await homeBottomData(subCtx, NOW);
    expect(b.orderMoneyTop10Shop.map((s) => s.shopName)).toEqual(['Sales Home Co eBay']);
    expect(b.unShippingOrder.orderNumTotal).toBe(2);
  });

  it('the chart reads the order sales rollup, which follows every insert, update and delete, folded or not', async () => {
    const db = bare(app);
    const big = await orderWorld(app, 'Busy Home Co');
    const [cid, sid] = [big.company.companyId, big.shop1.id];
    // A year of orders in one statement (as an import or the benchmark generator writes them).
    await db.$executeRawUnsafe(`
      INSERT INTO "Order" ("companyId", "shopId", "platformType", "platformOrderNo", "orderNo", "status", "currency", "totalAmount", "orderedAt", "updatedAt")
      SELECT ${cid}, ${sid}, 1, 'BUSY-' || g, 'BUSY-' || g, (ARRAY['processing', 'shipped', 'completed', 'cancelled'])[1 + g % 4], 'USD', 10,
        TIMESTAMP '2026-03-18 10:00:00' - (g % 365) * INTERVAL '1 day', now()
      FROM generate_series(1, 20000) g`);
    const bigCtx = big.ctx;
    const subCtx = await contextOf(app, (await big.sub('busy_sub', ['orders'], [sid])).token);
    for (const [actor, platformType] of [
      [bigCtx.actor!, null],
      [subCtx.actor!, 1],
    ] as const) {
      const plan = (await db.$queryRaw<Record<string, string>[]>(Prisma.sql`EXPLAIN ${salesChartSql(actor, 'day', NOW, platformType)}`))
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan).toContain('OrderSalesDay');
      expect(plan).not.toMatch(/on "Order"( |$)/m);
    }
    // The rollup against the orders themselves, per status and currency, for this company.
    const direct = () =>
      db.$queryRawUnsafe<{ k: string; n: number; a: string }[]>(
        `SELECT status || '/' || "orderedAt"::date AS k, count(*)::int AS n, sum("totalAmount")::text AS a FROM "Order" WHERE "companyId" = ${cid} GROUP BY 1 ORDER BY 1`,
      );
    const rolled = () =>
      db.$queryRawUnsafe<{ k: string; n: number; a: string }[]>(
        `SELECT status || '/' || day AS k, sum(orders)::int AS n, sum(amount)::text AS a FROM (
         SELECT status, day, orders, amount FROM "OrderSalesDay" WHERE "companyId" = ${cid}
         UNION ALL SELECT status, day, orders, amount FROM "OrderSalesDelta" WHERE "companyId" = ${cid}) r
       GROUP BY 1 HAVING sum(orders) <> 0 ORDER BY 1`,
      );
    const same = async () => expect((await rolled()).map((r) => [r.k, r.n, Number(r.a)])).toEqual((await direct()).map((r) => [r.k, r.n, Number(r.a)]));
    await same();
    const quantity = async () => (await homeSalesReport(bigCtx, { numberType: 'quantity' }, NOW)).series.map((x) => [x.name, x.total]);
    expect(await quantity()).toEqual([['eBay', 1237]]); // g % 365 < 30 and not cancelled (g % 4 ≠ 3)
    // Folding moves the deltas and changes no figure.
    expect(await foldOrderSales(app.platform)).toBeGreaterThan(0);
    expect(await db.orderSalesDelta.count({ where: { companyId: cid } })).toBe(0);
    await same();
    expect(await quantity()).toEqual([['eBay', 1237]]);
    // Cancelling, re-pricing, moving to another day and deleting, before and after the next fold.
    await db.$executeRawUnsafe(`UPDATE "Order" SET status = 'cancelled' WHERE "companyId" = ${cid} AND "orderNo" IN ('BUSY-4', 'BUSY-5', 'BUSY-6')`);
    await db.$executeRawUnsafe(`UPDATE "Order" SET "totalAmount" = 25 WHERE "companyId" = ${cid} AND "orderNo" = 'BUSY-1'`);
    await db.$executeRawUnsafe(`UPDATE "Order" SET "orderedAt" = "orderedAt" - INTERVAL '40 days' WHERE "companyId" = ${cid} AND "orderNo" = 'BUSY-2'`);
    await db.$executeRawUnsafe(`UPDATE "Order" SET "trackingNo" = 'T1' WHERE "companyId" = ${cid} AND "orderNo" = 'BUSY-8'`); // not a rollup column
    await db.$executeRawUnsafe(`DELETE FROM "Order" WHERE "companyId" = ${cid} AND "orderNo" = 'BUSY-9'`);
    await same();
    expect(await quantity()).toEqual([['eBay', 1232]]); // BUSY-4, -5, -6 cancelled, BUSY-2 out of the 30 days, BUSY-9 deleted
    const price = await homeSalesReport(bigCtx, {}, NOW);
    expect(price.series[0].total).toBe(Math.round((1231 * 10 + 25) * 7.1 * 100) / 100); // yuan at the built-in USD rate; BUSY-1 now 25
    await foldOrderSales(app.platform);
    await same();
    expect(await quantity()).toEqual([['eBay', 1232]]);
  });

  it('refuses a bad time type, number type or platform with field errors (GraphQL)', async () => {
    const Q = `query($f: HomeSalesReportFilter) { homeSalesReport(filter: $f) { __typename ... on ValidationError { fieldErrors { field messageId } } ... on QueryHomeSalesReportSuccess { data { timeType } } } }`;
    const bad = await sw.gql(Q, { f: { timeType: 'year', numberType: 'weight', platformType: '3' } });
    expect(bad.homeSalesReport.fieldErrors).toEqual([
      { field: 'timeType', messageId: 'report.timeTypeInvalid' },
      { field: 'numberType', messageId: 'report.numberTypeInvalid' },
      { field: 'platformType', messageId: 'report.platformTypeInvalid' },
    ]);
    const word = await sw.gql(Q, { f: { platformType: 'ebay' } });
    expect(word.homeSalesReport.fieldErrors).toEqual([{ field: 'platformType', messageId: 'report.platformTypeInvalid' }]);
    const ok = await sw.gql(Q, { f: { timeType: 'week', platformType: '' } });
    expect(ok.homeSalesReport.data.timeType).toBe('week');
  });

  it('GraphQL answers what the service computes (defaults day / price / all)', async () => {
    const r = await sw.gql(
      `{ homeSalesReport { ... on QueryHomeSalesReportSuccess { data { timeType numberType platformType currency titles legend series { name platformType data total } filter { key options { value label } } } } } }`,
    );
    const now = new Date();
    const expected = await homeSalesReport(ctx, {}, now);
    expect(r.homeSalesReport.data).toEqual({
      timeType: 'day',
      numberType: 'price',
      platformType: '',
      currency: 'CNY',
      titles: expected.titles,
      legend: expected.legend,
      series: expected.series,
      filter: expected.filter,
    });
  });

  it('bottom data: bulletins, top shops in yuan, platform shares, unshipped orders by platform', async () => {
    const b = await homeBottomData(ctx, NOW);
    expect(b.notices.map((n) => n.title)).toEqual(['New fees', 'Maintenance', 'Hot news', 'Old news']);
    expect(b.notices[2]).toMatchObject({ id: bulletinIds.hot, hotFlag: true });
    expect(b.alertNotices).toEqual([
      { id: bulletinIds.alert2, title: 'New fees', content: 'New fees content' },
      { id: bulletinIds.alert1, title: 'Maintenance', content: 'Maintenance content' },
    ]);
    expect(b.orderMoneyTop10Shop).toEqual([
      { shopId: sw.shop2.id, shopName: 'Sales Home Co Amazon', orderAmount: 700 },
      { shopId: sw.shop1.id, shopName: 'Sales Home Co eBay', orderAmount: 259 },
    ]);
    expect(b.orderNumPlatformPieChart).toEqual([
      { platformType: 1, name: 'eBay', y: 4, percent: 80 },
      { platformType: 2, name: 'Amazon', y: 1, percent: 20 },
    ]);
    // processing, out of stock, awaiting shipment, abnormal (any date): eBay 10 USD + XXX; Amazon 100 USD + the April one
    expect(b.unShippingOrder).toEqual({
      orderNumTotal: 4,
      list: [
        { platformType: 1, platformTypeName: 'eBay', orderNum: 2 },
        { platformType: 2, platformTypeName: 'Amazon', orderNum: 2 },
      ],
    });
    expect(b.missingCurrencies).toEqual(['XXX']);
    expect(b.windowStart.toISOString()).toBe('2026-02-17T00:00:00.000Z');
  });

  it('without the orders page the order parts are empty (bulletins still shown), the chart has no lines', async () => {
    const shopsOnly = await sw.sub('sales_shops_only', ['shops']);
    const subCtx = await contextOf(app, shopsOnly.token);
    const b = await homeBottomData(subCtx, NOW);
    expect(b.notices).toHaveLength(4);
    expect(b.alertNotices).toHaveLength(2);
    expect(b).toMatchObject({ orderMoneyTop10Shop: [], orderNumPlatformPieChart: [], unShippingOrder: { orderNumTotal: 0, list: [] } });
    const r = await homeSalesReport(subCtx, {}, NOW);
    expect(r.series).toEqual([]);
    expect(r.titles).toHaveLength(30);
  });

  it("REST home/platformSaleReport and home/bottomChart answer the spec's keys (code 0) and validate", async () => {
    const r = await app.rest(
      'home/platformSaleReport',
      { timeType: 'month', numberType: 'quantity', platformType: '' },
      { token: sw.company.token, lang: 'en' },
    );
    expect(r.body.code).toBe(0);
    expect(Object.keys(r.body.data)).toEqual(expect.arrayContaining(['titles', 'series', 'legend', 'filter']));
    expect(r.body.data.filter.map((f: { key: string }) => f.key)).toEqual(['timeType', 'platformType', 'numberType']);
    expect(r.body.data.series[0]).toMatchObject({ type: 'line' });
    const bad = await app.rest('home/platformSaleReport', { timeType: 'year' }, { token: sw.company.token, lang: 'en' });
    expect(bad.status).toBe(403);
    expect(bad.body.data.errors).toBeDefined();
    expect(JSON.stringify(bad.body.data.errors)).toContain('timeType');

    const b = await app.rest('home/bottomChart', {}, { token: sw.company.token });
    expect(b.body.code).toBe(0);
    expect(Object.keys(b.body.data)).toEqual(
      expect.arrayContaining(['notices', 'alertNotices', 'orderMoneyTop10Shop', 'orderNumPlatformPieChart', 'unShippingOrder']),
    );
    expect(Object.keys(b.body.data.notices[0]).sort()).toEqual(['hotFlag', 'id', 'title', 'updateTime']);
    expect(Object.keys(b.body.data.alertNotices[0])).toEqual(expect.arrayContaining(['title', 'content']));
    expect(Object.keys(b.body.data.unShippingOrder.list[0])).toEqual(expect.arrayContaining(['platformTypeName', 'orderNum']));
    const subB = await app.rest('home/bottomChart', {}, { token: salesSub.token });
    expect(subB.body.data.unShippingOrder.list.map((l: { platformTypeName: string }) => l.platformTypeName)).toEqual(['eBay']);
  });
});

describe('REST home/dashboard', () => {
  it("answers shop, order, customerService and requestTime with code 0; a sub-account's shop limits apply", async () => {
    const main = await app.rest('home/dashboard', { timeType: 'day', numberType: 'price', platformType: '' }, { token: w.company.token });
    expect(main.body.code).toBe(0);
    expect(Object.keys(main.body.data).sort()).toEqual(['customerService', 'order', 'requestTime', 'shop']);
    expect(main.body.data.shop).toEqual({ total: 4, authFailed: 1 });
    expect(main.body.data.order.outOfStock).toBe(3);
    expect(main.body.data.customerService).toEqual({ tradebyteRefund: 3 });
    const limited = await app.rest('home/dashboard', {}, { token: sub.token });
    expect(limited.body.data.shop).toEqual({ total: 2, authFailed: 0 });
    expect(limited.body.data.order).toMatchObject({ outOfStock: 2, unmatchedOver12Hours: 2, unmatchedOver24Hours: 1 });
    expect(limited.body.data.customerService).toEqual({ tradebyteRefund: 2 });
    expect(new Date(limited.body.data.requestTime).toISOString()).toBe(limited.body.data.requestTime);
  });
});
