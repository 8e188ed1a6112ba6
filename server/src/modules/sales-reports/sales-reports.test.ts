// Sales reports against a small hand-computed data set in the first week of March 2026 (UTC): two
// shops (eBay at a 10 % platform rate, Amazon at 15 %), orders in USD (7.1 yuan, the built-in rate),
// EUR (8.0: the company's own rate over the built-in 7.7) and CNY; a cancelled and an awaiting-
// payment order that are not sales, a refunded one, orders just outside the period, one in a
// currency without a rate later in March, and another company's orders, which must never show.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp, snapshot } from '../../../test/harness';
import { orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { contextOf } from '../inventory/fixtures';
import { exported as exportedOf, expectFilterRefusals, reportAsker, reportOrderWriter, reportRates } from './sales-reports.fixtures';
import { exportDefinition, parseExportFilter } from '../report-jobs/exports';
import { exportedRows } from '../report-jobs/export.fixtures';
import './sales-reports.export';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;
const WEEK = { from: '2026-03-01', to: '2026-03-07' };
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }`;
const SALES = `query($f: SalesReportFilter!) { salesAnalysisReport(filter: $f) { ${ERR} ... on QuerySalesAnalysisReportSuccess { data {
  currency missingCurrencies granularity rows { label orders units salesAmount freight averageOrderValue refundedOrders refundedAmount }
  totals { orders units salesAmount freight averageOrderValue refundedOrders refundedAmount } } } } }`;
const ORDERS = `query($f: SalesReportFilter!, $o: Int, $l: Int) { orderAnalysisReport(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QueryOrderAnalysisReportSuccess { data {
  currency missingCurrencies dimension totalCount rows { key label orders share units salesAmount } totals { orders units salesAmount } chart { key label orders share } } } } }`;
const STORES = `query($f: SalesReportFilter!, $o: Int, $l: Int) { storeAnalysisReport(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QueryStoreAnalysisReportSuccess { data {
  currency missingCurrencies totalCount
  rows { shopId shopName platformType platformLabel platformRate orders units salesAmount freight platformFee refundedOrders refundedProducts validProducts refundRate averageOrderValue }
  totals { orders units salesAmount freight platformFee refundedOrders refundedProducts validProducts refundRate averageOrderValue } chart { label value } } } } }`;
const OPTIONS = `{ salesReportOptions { shops { id name platformType platformLabel } platforms { platformType label } } }`;

const ask = reportAsker(
  () => app,
  () => w.company.token,
);
const sales = (f: Record<string, unknown>, token?: string) => ask('salesAnalysisReport', SALES, { f }, token);
const orders = (f: Record<string, unknown>, paging: { o?: number; l?: number } = {}, token?: string) =>
  ask('orderAnalysisReport', ORDERS, { f, ...paging }, token);
const stores = (f: Record<string, unknown>, paging: { o?: number; l?: number } = {}, token?: string) =>
  ask('storeAnalysisReport', STORES, { f, ...paging }, token);

const order = reportOrderWriter('SR', { paid: false });

/** Orders, items and rates as they are (a report never writes). */
async function state(world: OrderWorld) {
  const db = world.ctx.db;
  return snapshot(
    db.order.findMany({ orderBy: { id: 'asc' } }),
    db.orderItem.findMany({ orderBy: { id: 'asc' } }),
    db.exchangeRate.findMany({ orderBy: { id: 'asc' } }),
  );
}

worldsSuite(orderWorld, ['Sales Co', 'Rival Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  // the company's EUR rate overrides the built-in 7.7
  await reportRates(w);

  // A, B: eBay on 03-02 (B in its last second); C and the refunded D: Amazon on 03-04; J: Amazon, yuan, 03-07 late
  await order(w, w.shop1, {
    status: 'processing',
    currency: 'USD',
    total: '100.00',
    freight: '10.00',
    at: '2026-03-02T10:00:00Z',
    country: 'US',
    quantities: [2, 1],
  });
  await order(w, w.shop1, {
    status: 'shipped',
    currency: 'EUR',
    total: '50.00',
    freight: '5.00',
    at: '2026-03-02T23:59:59.999Z',
    country: 'DE',
    quantities: [1],
  });
  await order(w, w.shop2, { status: 'completed', currency: 'USD', total: '200.00', at: '2026-03-04T09:00:00Z', country: 'US', quantities: [4] });
  await order(w, w.shop2, { status: 'refunded', currency: 'USD', total: '30.00', freight: '3.00', at: '2026-03-04T12:00:00Z', country: 'GB', quantities: [2] });
  await order(w, w.shop2, { status: 'awaitingShipment', currency: 'CNY', total: '71.00', at: '2026-03-07T23:30:00Z', country: 'CN', quantities: [1] });
  // not sales: cancelled and awaiting payment (they only show in the order analysis by status)
  await order(w, w.shop1, { status: 'cancelled', currency: 'USD', total: '1000.00', at: '2026-03-03T08:00:00Z', quantities: [10] });
  await order(w, w.shop1, { status: 'awaitingPayment', currency: 'USD', total: '500.00', at: '2026-03-03T09:00:00Z', quantities: [5] });
  // just outside the week: the last instant of February (inside the first week bucket) and 03-08 00:00
  await order(w, w.shop1, { status: 'processing', currency: 'USD', total: '999.00', at: '2026-02-28T23:59:59.999Z', quantities: [9] });
  await order(w, w.shop2, { status: 'processing', currency: 'USD', total: '888.00', at: '2026-03-08T00:00:00Z', quantities: [8] });
  // later in March, a currency without any rate
  await order(w, w.shop2, { status: 'processing', currency: 'XXX', total: '70.00', at: '2026-03-20T10:00:00Z', country: 'FR', quantities: [1] });
  // another company's orders in the same week
  await order(other, other.shop1, { status: 'processing', currency: 'USD', total: '9999.00', at: '2026-03-02T10:00:00Z', quantities: [99] });
  await order(other, other.shop2, { status: 'refunded', currency: 'USD', total: '5.00', at: '2026-03-04T10:00:00Z', quantities: [7] });
});

const zero = (label: string) => ({
  label,
  orders: 0,
  units: 0,
  salesAmount: '0.00',
  freight: '0.00',
  averageOrderValue: '0.00',
  refundedOrders: 0,
  refundedAmount: '0.00',
});
/**
 * The sales of 03-02: goods (order total less freight, issue 22 item 9) A 90 USD × 7.1 = 639 + B 45 EUR
 * × 8 (the company's rate) = 360; freight 71 + 40; also the week's eBay sales.
 */
const MARCH_2 = {
  orders: 2,
  units: 4,
  salesAmount: '999.00',
  freight: '111.00',
  averageOrderValue: '499.50',
  refundedOrders: 0,
  refundedAmount: '0.00',
};
const WEEK_TOTALS = {
  orders: 4,
  units: 9,
  salesAmount: '2490.00',
  freight: '111.00',
  averageOrderValue: '622.50',
  refundedOrders: 1,
  refundedAmount: '213.00',
};

describe('/salesAnalysis', () => {
  it('one row per day of the period, zeros included, amounts converted to yuan; cancelled and unpaid orders are not sales', async () => {
    const r = await sales(WEEK);
    expect(r).toMatchObject({ currency: 'CNY', missingCurrencies: [], granularity: 'day' });
    expect(r.rows).toEqual([
      zero('2026-03-01'),
      { label: '2026-03-02', ...MARCH_2 },
      zero('2026-03-03'),
      // C 200 USD; D refunded 30 USD = 213
      {
        label: '2026-03-04',
        orders: 1,
        units: 4,
        salesAmount: '1420.00',
        freight: '0.00',
        averageOrderValue: '1420.00',
        refundedOrders: 1,
        refundedAmount: '213.00',
      },
      zero('2026-03-05'),
      zero('2026-03-06'),
      { ...zero('2026-03-07'), orders: 1, units: 1, salesAmount: '71.00', averageOrderValue: '71.00' },
    ]);
    expect(r.totals).toEqual(WEEK_TOTALS);
  });

  it('by week (Monday to Sunday) and by month: the orders before the period stay out of the first bucket', async () => {
    const weeks = await sales({ ...WEEK, granularity: 'week' });
    expect(weeks.rows).toEqual([zero('2026-02-23'), { label: '2026-03-02', ...WEEK_TOTALS }]);
    const months = await sales({ ...WEEK, granularity: 'month' });
    expect(months.rows).toEqual([{ label: '2026-03', ...WEEK_TOTALS }]);
    const oneDay = await sales({ from: '2026-03-08', to: '2026-03-08' });
    expect(oneDay.rows).toEqual([{ ...zero('2026-03-08'), orders: 1, units: 8, salesAmount: '6304.80', averageOrderValue: '6304.80' }]);
  });

  it('converts to another currency at the stored rates (USD)', async () => {
    const r = await sales({ ...WEEK, currency: 'usd' });
    expect(r.currency).toBe('USD');
    // A: 90 USD; B: 45 EUR × 8 / 7.1 = 50.70, freight 5.63; J: 71 CNY / 7.1 = 10.00
    expect(r.rows.filter((x: any) => x.orders > 0).map((x: any) => [x.label, x.salesAmount, x.freight, x.averageOrderValue, x.refundedAmount])).toEqual([
      ['2026-03-02', '140.70', '15.63', '70.35', '0.00'],
      ['2026-03-04', '200.00', '0.00', '200.00', '30.00'],
      ['2026-03-07', '10.00', '0.00', '10.00', '0.00'],
    ]);
    expect(r.totals).toMatchObject({ orders: 4, salesAmount: '350.70', freight: '15.63', averageOrderValue: '87.68', refundedAmount: '30.00' });
  });

  it('filters by platform and by shop', async () => {
    const ebay = await sales({ ...WEEK, platformType: 1 });
    expect(ebay.totals).toEqual(MARCH_2);
    const amazon = await sales({ ...WEEK, shopId: w.shop2.id });
    expect(amazon.totals).toEqual({
      orders: 2,
      units: 5,
      salesAmount: '1491.00',
      freight: '0.00',
      averageOrderValue: '745.50',
      refundedOrders: 1,
      refundedAmount: '213.00',
    });
    const none = await sales({ ...WEEK, platformType: 1, shopId: w.shop2.id });
    expect(none.totals.orders).toBe(0);
  });

  it('leaves out the amounts of a currency without a rate, names it, and still counts its orders', async () => {
    const r = await sales({ ...MARCH, granularity: 'month' });
    expect(r.missingCurrencies).toEqual(['XXX']);
    // 4 week orders + 03-08 (888 USD = 6304.80) + 03-20 (XXX: counted, amount left out)
    expect(r.totals).toMatchObject({ orders: 6, units: 18, salesAmount: '8794.80', averageOrderValue: '1758.96' });
  });
});

describe('/orderAnalysis', () => {
  it('by platform (sales orders): orders, share, units, amount; totals and chart', async () => {
    const r = await orders(WEEK);
    expect(r).toMatchObject({ dimension: 'platform', totalCount: 2, missingCurrencies: [] });
    expect(r.rows).toEqual([
      { key: '2', label: 'Amazon', orders: 2, share: 50, units: 5, salesAmount: '1491.00' },
      { key: '1', label: 'eBay', orders: 2, share: 50, units: 4, salesAmount: '999.00' },
    ]);
    expect(r.totals).toEqual({ orders: 4, units: 9, salesAmount: '2490.00' });
    expect(r.chart).toEqual([
      { key: '2', label: 'Amazon', orders: 2, share: 50 },
      { key: '1', label: 'eBay', orders: 2, share: 50 },
    ]);
  });

  it('by country, paged; a country with only a refunded order does not show', async () => {
    const r = await orders({ ...WEEK, dimension: 'country' });
    expect(r.rows.map((x: any) => [x.key, x.orders, x.share, x.units, x.salesAmount])).toEqual([
      ['US', 2, 50, 7, '2059.00'],
      ['DE', 1, 25, 1, '360.00'],
      ['CN', 1, 25, 1, '71.00'],
    ]);
    const second = await orders({ ...WEEK, dimension: 'country' }, { o: 1, l: 1 });
    expect([second.totalCount, second.rows.map((x: any) => x.key), second.totals.orders]).toEqual([3, ['DE'], 4]);
  });

  it('by status counts every status, cancelled and unpaid included; shares add up to 100', async () => {
    const r = await orders({ ...WEEK, dimension: 'status' });
    expect(r.rows.map((x: any) => [x.key, x.orders, x.share, x.units, x.salesAmount])).toEqual([
      ['cancelled', 1, 14.29, 10, '7100.00'],
      ['awaitingPayment', 1, 14.29, 5, '3550.00'],
      ['completed', 1, 14.29, 4, '1420.00'],
      ['processing', 1, 14.29, 3, '639.00'],
      ['shipped', 1, 14.28, 1, '360.00'],
      ['refunded', 1, 14.28, 2, '191.70'],
      ['awaitingShipment', 1, 14.28, 1, '71.00'],
    ]);
    expect(r.totals).toEqual({ orders: 7, units: 26, salesAmount: '13331.70' });
  });

  it('by shop, with the shop names', async () => {
    const r = await orders({ ...WEEK, dimension: 'shop', currency: 'CNY' });
    expect(r.rows.map((x: any) => [x.key, x.label, x.orders])).toEqual([
      [String(w.shop2.id), 'Sales Co Amazon', 2],
      [String(w.shop1.id), 'Sales Co eBay', 2],
    ]);
  });
});

describe('/storeAnalysis', () => {
  const amazon = () => ({
    shopId: w.shop2.id,
    shopName: 'Sales Co Amazon',
    platformType: 2,
    platformLabel: 'Amazon',
    platformRate: '15.00',
    orders: 2,
    units: 5,
    salesAmount: '1491.00',
    freight: '0.00',
    platformFee: '223.65',
    refundedOrders: 1,
    refundedProducts: 2,
    validProducts: 5,
    refundRate: 0.2857,
    averageOrderValue: '745.50',
  });
  const ebay = () => ({
    shopId: w.shop1.id,
    shopName: 'Sales Co eBay',
    platformType: 1,
    platformLabel: 'eBay',
    platformRate: '10.00',
    orders: 2,
    units: 4,
    salesAmount: '999.00',
    freight: '111.00',
    // (999 goods + 111 freight) × 10 %: the freight counts once (issue 22 item 9; the old formula gave 122.10)
    platformFee: '111.00',
    refundedOrders: 0,
    refundedProducts: 0,
    validProducts: 4,
    refundRate: 0,
    averageOrderValue: '499.50',
  });

  it('per shop by sales amount: platform fee = (sales + freight) × rate, refund rate = refunded / (refunded + valid products)', async () => {
    const r = await stores(WEEK);
    expect(r.totalCount).toBe(2);
    expect(r.rows).toEqual([amazon(), ebay()]);
    expect(r.totals).toEqual({
      orders: 4,
      units: 9,
      salesAmount: '2490.00',
      freight: '111.00',
      platformFee: '334.65',
      refundedOrders: 1,
      refundedProducts: 2,
      validProducts: 9,
      refundRate: 0.1818,
      averageOrderValue: '622.50',
    });
    expect(r.chart).toEqual([
      { label: 'Sales Co Amazon', value: '1491.00' },
      { label: 'Sales Co eBay', value: '999.00' },
    ]);
    const page2 = await stores(WEEK, { o: 1, l: 1 });
    expect([page2.totalCount, page2.rows]).toEqual([2, [ebay()]]);
    expect((await stores({ ...WEEK, platformType: 1 })).rows).toEqual([ebay()]);
  });

  it('in US dollars, and with a currency without a rate', async () => {
    const usd = await stores({ ...WEEK, currency: 'USD' });
    expect(usd.rows.map((x: any) => [x.shopName, x.salesAmount, x.freight, x.platformFee])).toEqual([
      ['Sales Co Amazon', '210.00', '0.00', '31.50'],
      ['Sales Co eBay', '140.70', '15.63', '15.63'],
    ]);
    const march = await stores(MARCH);
    expect(march.missingCurrencies).toEqual(['XXX']);
    expect(march.rows[0]).toMatchObject({ shopName: 'Sales Co Amazon', orders: 4, salesAmount: '7795.80' });
  });
});

describe('totals across the reports', () => {
  it('the three reports show the same totals for the same orders, whatever they group by (each currency converted once)', async () => {
    const cents = await orderWorld(app, 'Cents Co');
    // three 0.05 EUR orders on three days in two shops: converted one by one each is 0.385 → 0.39 yuan
    await order(cents, cents.shop1, { status: 'shipped', currency: 'EUR', total: '0.05', at: '2026-05-01T10:00:00Z', quantities: [1] });
    await order(cents, cents.shop1, { status: 'shipped', currency: 'EUR', total: '0.05', at: '2026-05-02T10:00:00Z', quantities: [1] });
    await order(cents, cents.shop2, { status: 'shipped', currency: 'EUR', total: '0.05', at: '2026-05-03T10:00:00Z', quantities: [1] });
    const f = { from: '2026-05-01', to: '2026-05-31' };
    const t = cents.company.token;
    const expected = (Math.round(0.15 * 7.7 * 100) / 100).toFixed(2);
    expect((await sales(f, t)).totals.salesAmount).toBe(expected);
    expect((await orders(f, {}, t)).totals.salesAmount).toBe(expected);
    expect((await orders({ ...f, dimension: 'shop' }, {}, t)).totals.salesAmount).toBe(expected);
    expect((await stores(f, {}, t)).totals.salesAmount).toBe(expected);
  });
});

describe('tenancy, sub-accounts and permissions', () => {
  it("never shows another company's orders; its shop is not found", async () => {
    const theirs = await sales(WEEK, other.company.token);
    expect(theirs.totals).toMatchObject({ orders: 1, units: 99, salesAmount: '70992.90', refundedOrders: 1 });
    for (const [field, query] of [
      ['salesAnalysisReport', SALES],
      ['orderAnalysisReport', ORDERS],
      ['storeAnalysisReport', STORES],
    ]) {
      expect(await ask(field, query, { f: { ...WEEK, shopId: other.shop1.id } }), field).toMatchObject({
        __typename: 'NotFoundError',
        messageId: 'report.shopNotFound',
      });
    }
  });

  it('a sub-account limited to one shop sees only that shop, and cannot aim at another', async () => {
    const clerk = await w.sub('sales_clerk', ['salesAnalysis', 'storeAnalysis'], [w.shop1.id]);
    expect((await sales(WEEK, clerk.token)).totals).toMatchObject({ orders: 2, salesAmount: '999.00' });
    expect((await stores(WEEK, {}, clerk.token)).rows.map((x: any) => x.shopId)).toEqual([w.shop1.id]);
    expect(await sales({ ...WEEK, shopId: w.shop2.id }, clerk.token)).toMatchObject({ __typename: 'NotFoundError', messageId: 'report.shopNotFound' });
    const options = await app.gql(OPTIONS, {}, { token: clerk.token });
    expect(options.body.data.salesReportOptions).toEqual({
      shops: [{ id: w.shop1.id, name: 'Sales Co eBay', platformType: 1, platformLabel: 'eBay' }],
      platforms: [{ platformType: 1, label: 'eBay' }],
    });
    // the page it lacks is refused, and so is its export
    const denied = await app.gql(ORDERS, { f: WEEK }, { token: clerk.token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'orderAnalysis' });
    const ctx = await contextOf(app, clerk.token);
    const def = exportDefinition('orderAnalysis')!;
    await expect(def.count(ctx, parseExportFilter(def, WEEK))).rejects.toMatchObject({ messageId: 'permission.denied' });
    const main = await app.gql(OPTIONS, {}, { token: w.company.token });
    expect(main.body.data.salesReportOptions.platforms).toEqual([
      { platformType: 1, label: 'eBay' },
      { platformType: 2, label: 'Amazon' },
    ]);
  });

  it('a sub-account without any report page cannot read the options', async () => {
    const nobody = await w.sub('no_reports', ['orders']);
    const r = await app.gql(OPTIONS, {}, { token: nobody.token });
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'salesAnalysis' });
  });
});

describe('filter rules', () => {
  it('refuses every broken rule with its message id and changes nothing', async () => {
    const before = await state(w);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: '2026-03-07', to: '2026-03-01' }, 'to', 'report.toBeforeFrom'],
      [{ from: '2025-02-28', to: '2026-03-01' }, 'to', 'report.periodTooLong'],
      [{ from: '2026-13-01', to: '2026-03-01' }, 'from', 'report.dateInvalid'],
      [{ from: '1 March', to: '2026-03-01' }, 'from', 'report.dateInvalid'],
      [{ ...WEEK, currency: 'US' }, 'currency', 'report.currencyInvalid'],
      [{ ...WEEK, currency: 'ABC' }, 'currency', 'report.currencyUnknown'],
      [{ ...WEEK, dimension: 'city' }, 'dimension', 'report.dimensionInvalid'],
      [{ ...WEEK, granularity: 'year' }, 'granularity', 'report.granularityInvalid'],
      [{ ...WEEK, platformType: 3 }, 'platformType', 'report.platformTypeInvalid'],
    ];
    await expectFilterRefusals(ask, cases, [
      ['salesAnalysisReport', SALES],
      ['orderAnalysisReport', ORDERS],
      ['storeAnalysisReport', STORES],
    ]);
    // exactly 366 days is allowed
    expect((await sales({ from: '2025-03-02', to: '2026-03-02', granularity: 'month' })).rows).toHaveLength(13);
    // a page over 100 rows is refused by the API's page-size limit before the report runs (docs/api.md 'Limits')
    expect((await app.gql(ORDERS, { f: WEEK, l: 500 }, { token: w.company.token, lang: 'en' })).body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'validation.pageSize',
      argument: 'limit',
    });
    expect(await stores(WEEK, { o: -1 })).toMatchObject({ fieldErrors: [{ field: 'offset' }] });
    expect(await state(w)).toBe(before);
  });
});

describe('exports', () => {
  const exported = (reportType: string, raw: Record<string, unknown>) => exportedOf(w.ctx, reportType, raw);

  it('each report exports its rows and totals with its permission; a missing rate is noted; an empty period has nothing', async () => {
    const s = await exported('salesAnalysis', WEEK);
    expect(s.def.permission).toBe('salesAnalysis');
    expect(s.count).toBe(8);
    expect(s.cells).toEqual([
      ['2026-03-01', 'CNY', 0, 0, 0, 0, 0, 0, 0],
      ['2026-03-02', 'CNY', 2, 4, 999, 111, 499.5, 0, 0],
      ['2026-03-03', 'CNY', 0, 0, 0, 0, 0, 0, 0],
      ['2026-03-04', 'CNY', 1, 4, 1420, 0, 1420, 1, 213],
      ['2026-03-05', 'CNY', 0, 0, 0, 0, 0, 0, 0],
      ['2026-03-06', 'CNY', 0, 0, 0, 0, 0, 0, 0],
      ['2026-03-07', 'CNY', 1, 1, 71, 0, 71, 0, 0],
      ['salesReport.totals', 'CNY', 4, 9, 2490, 111, 622.5, 1, 213],
    ]);
    const o = await exported('orderAnalysis', { ...WEEK, dimension: 'status', currency: 'USD' });
    expect(o.cells.slice(0, 2)).toEqual([
      ['order.status.cancelled', 'USD', 1, 14.29, 10, 1000],
      ['order.status.awaitingPayment', 'USD', 1, 14.29, 5, 500],
    ]);
    expect(o.cells.at(-1)).toEqual(['salesReport.totals', 'USD', 7, 100, 26, 1877.7]);
    const st = await exported('storeAnalysis', MARCH);
    expect(st.cells.map((c) => [c[0], c[1], c[5], c[7], c[8], c[11]])).toEqual([
      ['Sales Co Amazon', 'Amazon', 7795.8, 15, 1169.37, 12.5],
      ['Sales Co eBay', 'eBay', 999, 10, 111, 0],
      ['salesReport.totals', null, 8794.8, null, 1280.37, 10],
      ['salesReport.missingRates {"currencies":"XXX"}', null, null, null, null, null],
    ]);
    // the task queue refuses a count of 0 ("nothing to export")
    expect(
      await exportDefinition('salesAnalysis')!.count(w.ctx, parseExportFilter(exportDefinition('salesAnalysis')!, { from: '2025-01-01', to: '2025-01-31' })),
    ).toBe(0);
    expect(
      await exportDefinition('storeAnalysis')!.count(w.ctx, parseExportFilter(exportDefinition('storeAnalysis')!, { from: '2025-01-01', to: '2025-01-31' })),
    ).toBe(0);
  });

  it('starts through the task queue: an xlsx in the user language with the rows and totals; refuses bad filters', async () => {
    const START = `mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id reportName } } ... on Error { messageId } ... on ValidationError { fieldErrors { field messageId } } } }`;
    const ok = await app.gql(START, { i: { reportType: 'storeAnalysis', filter: WEEK } }, { token: w.company.token });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.startExport.data.reportName).toBe('店铺分析');
    const { job, rows: lines } = await exportedRows(app, ok.body.data.startExport.data.id, w.company.token);
    expect(job).toMatchObject({ status: 10, rowCount: 3 });
    expect(lines.map((l) => [l[0], l[2], l[3], l[5], l[8], l[11]])).toEqual([
      ['店铺', '币种', '订单数', '商品销售额', '平台费', '退款率 %'],
      ['Sales Co Amazon', 'CNY', 2, 1491, 223.65, 28.57],
      ['Sales Co eBay', 'CNY', 2, 999, 111, 0],
      ['合计', 'CNY', 4, 2490, 334.65, 18.18],
    ]);
    const empty = await app.gql(START, { i: { reportType: 'salesAnalysis', filter: { from: '2025-01-01', to: '2025-01-31' } } }, { token: w.company.token });
    expect(empty.body.data.startExport).toMatchObject({ messageId: 'report.emptyExport' });
    const bad = await app.gql(START, { i: { reportType: 'orderAnalysis', filter: { ...WEEK, dimension: 'city' } } }, { token: w.company.token });
    expect(bad.body.data.startExport).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'dimension', messageId: 'report.dimensionInvalid' }],
    });
  });
});
