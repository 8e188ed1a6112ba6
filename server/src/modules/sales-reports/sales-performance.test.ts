// /salesReport, /storePerformance and /orderPerformance (issue 22 item 7) and the freight fix of item 9
// against a small hand-computed week of March 2026 (UTC): eBay at a 10 % platform rate, Amazon at 15 %,
// orders in USD (7.1 yuan, built in), EUR (8: the company's own rate) and CNY, with freight, ship-by
// and shipment times; a refunded and a cancelled order; another company's order that must never show.
// Every report's totals must agree with the others and with the order list to the cent.
import { beforeAll, describe, expect, it } from 'vitest';
import { convertAmount, effectiveRates, platformFee, SALES_VALID_STATUSES } from '@erp/schema';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { contextOf } from '../inventory/fixtures';
import { exported as exportedOf, expectFilterRefusals, reportAsker, reportOrderWriter, reportRates } from './sales-reports.fixtures';
import { orderWhere } from '../orders/orders.service';
import { exportDefinition, parseExportFilter } from '../report-jobs/exports';
import './sales-reports.export';
import './sales-performance.export';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;
const WEEK = { from: '2026-03-01', to: '2026-03-07' };

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }`;
const SALES_FIGURES = 'orders units salesAmount freight grossAmount platformFee netAmount averageOrderValue refundedOrders refundedAmount';
const PERF_FIGURES =
  'placedOrders orders units salesAmount averageOrderValue shippedOrders onTimeOrders onTimeRate averageShipHours unshippedOrders overdueOrders cancelledOrders cancelRate refundedOrders refundRate';
const SALES_REPORT = `query($f: SalesReportFilter!, $o: Int, $l: Int) { salesReport(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QuerySalesReportSuccess { data {
  currency missingCurrencies groupBy granularity totalCount rows { key label ${SALES_FIGURES} } totals { ${SALES_FIGURES} } trend { label value } } } } }`;
const STORE_PERF = `query($f: SalesReportFilter!, $o: Int, $l: Int) { storePerformance(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QueryStorePerformanceSuccess { data {
  currency missingCurrencies totalCount rows { shopId shopName platformType platformLabel ${PERF_FIGURES} } totals { ${PERF_FIGURES} } chart { label value } } } } }`;
const ORDER_PERF = `query($f: SalesReportFilter!) { orderPerformance(filter: $f) { ${ERR} ... on QueryOrderPerformanceSuccess { data {
  currency missingCurrencies granularity rows { label ${PERF_FIGURES} } totals { ${PERF_FIGURES} } } } } }`;
const SALES_ANALYSIS = `query($f: SalesReportFilter!) { salesAnalysisReport(filter: $f) { ${ERR} ... on QuerySalesAnalysisReportSuccess { data { totals { orders salesAmount freight } } } } }`;
const ORDER_ANALYSIS = `query($f: SalesReportFilter!) { orderAnalysisReport(filter: $f) { ${ERR} ... on QueryOrderAnalysisReportSuccess { data { totals { orders salesAmount } } } } }`;
const STORE_ANALYSIS = `query($f: SalesReportFilter!) { storeAnalysisReport(filter: $f) { ${ERR} ... on QueryStoreAnalysisReportSuccess { data { totals { orders salesAmount freight platformFee } } } } }`;

const ask = reportAsker(
  () => app,
  () => w.company.token,
);
const salesReport = (f: Record<string, unknown>, paging: { o?: number; l?: number } = {}, token?: string) =>
  ask('salesReport', SALES_REPORT, { f, ...paging }, token);
const storePerf = (f: Record<string, unknown>, paging: { o?: number; l?: number } = {}, token?: string) =>
  ask('storePerformance', STORE_PERF, { f, ...paging }, token);
const orderPerf = (f: Record<string, unknown>, token?: string) => ask('orderPerformance', ORDER_PERF, { f }, token);

const order = reportOrderWriter('SP', { paid: true });

worldsSuite(orderWorld, ['Perf Co', 'Rival Perf'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  await reportRates(w);
  // A: eBay, 110 USD of which 10 freight, not shipped yet (ship-by 03-04: overdue now)
  await order(w, w.shop1, {
    status: 'processing',
    currency: 'USD',
    total: '110.00',
    freight: '10.00',
    at: '2026-03-02T10:00:00Z',
    quantities: [2],
    shipBy: '2026-03-04T00:00:00Z',
  });
  // B: eBay, 50 EUR of which 5 freight, shipped 24 h after payment, before its ship-by
  await order(w, w.shop1, {
    status: 'shipped',
    currency: 'EUR',
    total: '50.00',
    freight: '5.00',
    at: '2026-03-02T12:00:00Z',
    country: 'DE',
    quantities: [1],
    shippedAt: '2026-03-03T12:00:00Z',
    shipBy: '2026-03-04T00:00:00Z',
  });
  // E: eBay, cancelled
  await order(w, w.shop1, { status: 'cancelled', currency: 'USD', total: '40.00', at: '2026-03-03T08:00:00Z', quantities: [3] });
  // C: Amazon, 200 USD, shipped 48 h after payment, a day after its ship-by (late)
  await order(w, w.shop2, {
    status: 'completed',
    currency: 'USD',
    total: '200.00',
    at: '2026-03-04T09:00:00Z',
    quantities: [4],
    shippedAt: '2026-03-06T09:00:00Z',
    shipBy: '2026-03-05T09:00:00Z',
  });
  // D: Amazon, refunded (30 USD of which 3 freight)
  await order(w, w.shop2, { status: 'refunded', currency: 'USD', total: '30.00', freight: '3.00', at: '2026-03-04T12:00:00Z', country: 'GB', quantities: [2] });
  // F: Amazon, 71 yuan, awaiting shipment, past its ship-by
  await order(w, w.shop2, {
    status: 'awaitingShipment',
    currency: 'CNY',
    total: '71.00',
    at: '2026-03-05T10:00:00Z',
    country: 'CN',
    quantities: [1],
    shipBy: '2026-03-06T10:00:00Z',
  });
  // another company's order in the same week
  await order(other, other.shop1, { status: 'processing', currency: 'USD', total: '9999.00', freight: '9.00', at: '2026-03-02T10:00:00Z', quantities: [99] });
});

const EBAY = {
  orders: 2,
  units: 3,
  // goods: A 100 USD × 7.1 = 710 + B 45 EUR × 8 = 360; freight 71 + 40
  salesAmount: '1070.00',
  freight: '111.00',
  grossAmount: '1181.00',
  // (1070 + 111) × 10 %. The old formula took the order total (1181) as sales and added the freight again: 129.20
  platformFee: '118.10',
  netAmount: '1062.90',
  averageOrderValue: '535.00',
  refundedOrders: 0,
  refundedAmount: '0.00',
};
const AMAZON = {
  orders: 2,
  units: 5,
  // C 200 USD = 1420 + F 71; D refunded 30 USD = 213
  salesAmount: '1491.00',
  freight: '0.00',
  grossAmount: '1491.00',
  platformFee: '223.65',
  netAmount: '1267.35',
  averageOrderValue: '745.50',
  refundedOrders: 1,
  refundedAmount: '213.00',
};
const TOTALS = {
  orders: 4,
  units: 8,
  salesAmount: '2561.00',
  freight: '111.00',
  grossAmount: '2672.00',
  platformFee: '341.75',
  netAmount: '2330.25',
  averageOrderValue: '640.25',
  refundedOrders: 1,
  refundedAmount: '213.00',
};
const zeroSales = {
  orders: 0,
  units: 0,
  salesAmount: '0.00',
  freight: '0.00',
  grossAmount: '0.00',
  platformFee: '0.00',
  netAmount: '0.00',
  averageOrderValue: '0.00',
  refundedOrders: 0,
  refundedAmount: '0.00',
};

describe('/salesReport', () => {
  it('by shop: goods, freight, gross, platform fee (freight counted once), net; totals; the trend per day', async () => {
    const r = await salesReport(WEEK);
    expect(r).toMatchObject({ currency: 'CNY', missingCurrencies: [], groupBy: 'shop', granularity: 'day', totalCount: 2 });
    expect(r.rows).toEqual([
      { key: String(w.shop2.id), label: 'Perf Co Amazon', ...AMAZON },
      { key: String(w.shop1.id), label: 'Perf Co eBay', ...EBAY },
    ]);
    expect(r.totals).toEqual(TOTALS);
    expect(r.trend.map((p: any) => p.value)).toEqual(['0.00', '1070.00', '0.00', '1420.00', '71.00', '0.00', '0.00']);
    const second = await salesReport(WEEK, { o: 1, l: 1 });
    expect([second.totalCount, second.rows.map((x: any) => x.label), second.totals]).toEqual([2, ['Perf Co eBay'], TOTALS]);
  });

  it('the platform fee is the spec formula on the goods amount, and fails the old formula (issue 22 item 9)', async () => {
    const r = await salesReport({ ...WEEK, shopId: w.shop1.id });
    const goods = 1070;
    const freight = 111;
    expect(r.totals.platformFee).toBe(platformFee(goods, freight, 0.1).toFixed(2));
    // the old figure: sales = order totals (goods + freight), then + freight again
    expect(r.totals.platformFee).not.toBe(platformFee(goods + freight, freight, 0.1).toFixed(2));
  });

  it('by platform, by country (fees summed per shop) and by period (every day, zeros included)', async () => {
    const platforms = await salesReport({ ...WEEK, groupBy: 'platform' });
    expect(platforms.rows.map((x: any) => [x.key, x.label, x.salesAmount, x.platformFee])).toEqual([
      ['2', 'Amazon', '1491.00', '223.65'],
      ['1', 'eBay', '1070.00', '118.10'],
    ]);
    const countries = await salesReport({ ...WEEK, groupBy: 'country' });
    // US: A (710 + 71 freight) × 10 % = 78.10 + C 1420 × 15 % = 213; DE: (360 + 40) × 10 %; CN: 71 × 15 %
    expect(countries.rows.map((x: any) => [x.key, x.salesAmount, x.freight, x.platformFee])).toEqual([
      ['US', '2130.00', '71.00', '291.10'],
      ['DE', '360.00', '40.00', '40.00'],
      ['CN', '71.00', '0.00', '10.65'],
      // a group with refunds only still shows (refunds are a column of this report)
      ['GB', '0.00', '0.00', '0.00'],
    ]);
    expect(countries.totals).toEqual(TOTALS);
    const days = await salesReport({ ...WEEK, groupBy: 'period' });
    expect(days.rows.map((x: any) => [x.label, x.salesAmount, x.platformFee, x.refundedAmount])).toEqual([
      ['2026-03-01', '0.00', '0.00', '0.00'],
      ['2026-03-02', '1070.00', '118.10', '0.00'],
      ['2026-03-03', '0.00', '0.00', '0.00'],
      ['2026-03-04', '1420.00', '213.00', '213.00'],
      ['2026-03-05', '71.00', '10.65', '0.00'],
      ['2026-03-06', '0.00', '0.00', '0.00'],
      ['2026-03-07', '0.00', '0.00', '0.00'],
    ]);
    const weeks = await salesReport({ ...WEEK, groupBy: 'period', granularity: 'week' });
    expect(weeks.rows).toEqual([
      { key: '2026-02-23', label: '2026-02-23', ...zeroSales },
      { key: '2026-03-02', label: '2026-03-02', ...TOTALS },
    ]);
  });
});

const EBAY_PERF = {
  placedOrders: 3,
  orders: 2,
  units: 3,
  salesAmount: '1070.00',
  averageOrderValue: '535.00',
  shippedOrders: 1,
  onTimeOrders: 1,
  onTimeRate: 1,
  averageShipHours: 24,
  unshippedOrders: 1,
  overdueOrders: 1,
  cancelledOrders: 1,
  cancelRate: 0.3333,
  refundedOrders: 0,
  refundRate: 0,
};
const AMAZON_PERF = {
  placedOrders: 3,
  orders: 2,
  units: 5,
  salesAmount: '1491.00',
  averageOrderValue: '745.50',
  shippedOrders: 1,
  onTimeOrders: 0,
  onTimeRate: 0,
  averageShipHours: 48,
  unshippedOrders: 1,
  overdueOrders: 1,
  cancelledOrders: 0,
  cancelRate: 0,
  refundedOrders: 1,
  refundRate: 0.2857,
};
const PERF_TOTALS = {
  placedOrders: 6,
  orders: 4,
  units: 8,
  salesAmount: '2561.00',
  averageOrderValue: '640.25',
  shippedOrders: 2,
  onTimeOrders: 1,
  onTimeRate: 0.5,
  averageShipHours: 36,
  unshippedOrders: 2,
  overdueOrders: 2,
  cancelledOrders: 1,
  cancelRate: 0.1667,
  refundedOrders: 1,
  refundRate: 0.2,
};
const zeroPerf = {
  placedOrders: 0,
  orders: 0,
  units: 0,
  salesAmount: '0.00',
  averageOrderValue: '0.00',
  shippedOrders: 0,
  onTimeOrders: 0,
  onTimeRate: 0,
  averageShipHours: 0,
  unshippedOrders: 0,
  overdueOrders: 0,
  cancelledOrders: 0,
  cancelRate: 0,
  refundedOrders: 0,
  refundRate: 0,
};

describe('/storePerformance and /orderPerformance', () => {
  it('per shop: sales, shipped on time, hours to ship, unshipped and overdue, cancel and refund rates', async () => {
    const r = await storePerf(WEEK);
    expect(r.totalCount).toBe(2);
    expect(r.rows).toEqual([
      { shopId: w.shop2.id, shopName: 'Perf Co Amazon', platformType: 2, platformLabel: 'Amazon', ...AMAZON_PERF },
      { shopId: w.shop1.id, shopName: 'Perf Co eBay', platformType: 1, platformLabel: 'eBay', ...EBAY_PERF },
    ]);
    expect(r.totals).toEqual(PERF_TOTALS);
    expect(r.chart).toEqual([
      { label: 'Perf Co Amazon', value: '1491.00' },
      { label: 'Perf Co eBay', value: '1070.00' },
    ]);
    expect((await storePerf(WEEK, { o: 1, l: 1 })).rows.map((x: any) => x.shopId)).toEqual([w.shop1.id]);
  });

  it('per day of the period, zeros included', async () => {
    const r = await orderPerf(WEEK);
    expect(r.granularity).toBe('day');
    expect(r.rows).toEqual([
      { label: '2026-03-01', ...zeroPerf },
      {
        label: '2026-03-02',
        ...zeroPerf,
        placedOrders: 2,
        orders: 2,
        units: 3,
        salesAmount: '1070.00',
        averageOrderValue: '535.00',
        shippedOrders: 1,
        onTimeOrders: 1,
        onTimeRate: 1,
        averageShipHours: 24,
        unshippedOrders: 1,
        overdueOrders: 1,
      },
      { label: '2026-03-03', ...zeroPerf, placedOrders: 1, cancelledOrders: 1, cancelRate: 1 },
      {
        label: '2026-03-04',
        ...zeroPerf,
        placedOrders: 2,
        orders: 1,
        units: 4,
        salesAmount: '1420.00',
        averageOrderValue: '1420.00',
        shippedOrders: 1,
        averageShipHours: 48,
        refundedOrders: 1,
        refundRate: 0.3333,
      },
      {
        label: '2026-03-05',
        ...zeroPerf,
        placedOrders: 1,
        orders: 1,
        units: 1,
        salesAmount: '71.00',
        averageOrderValue: '71.00',
        unshippedOrders: 1,
        overdueOrders: 1,
      },
      { label: '2026-03-06', ...zeroPerf },
      { label: '2026-03-07', ...zeroPerf },
    ]);
    expect(r.totals).toEqual(PERF_TOTALS);
    const month = await orderPerf({ ...WEEK, granularity: 'month' });
    expect(month.rows).toEqual([{ label: '2026-03', ...PERF_TOTALS }]);
  });
});

describe('totals agree', () => {
  it('every sales report shows the same orders, goods amount, freight and fee to the cent, and so does the order list', async () => {
    for (const f of [
      WEEK,
      { ...WEEK, currency: 'USD' },
      { ...WEEK, currency: 'EUR', platformType: 1 },
      { from: '2026-02-01', to: '2026-03-31', currency: 'GBP' },
    ]) {
      const label = JSON.stringify(f);
      const sr = await salesReport(f);
      const sa = (await ask('salesAnalysisReport', SALES_ANALYSIS, { f })).totals;
      const oa = (await ask('orderAnalysisReport', ORDER_ANALYSIS, { f })).totals;
      const st = (await ask('storeAnalysisReport', STORE_ANALYSIS, { f })).totals;
      const sp = (await storePerf(f)).totals;
      const op = (await orderPerf(f)).totals;
      for (const t of [sa, oa, st, sp, op]) expect([t.orders, t.salesAmount], label).toEqual([sr.totals.orders, sr.totals.salesAmount]);
      for (const groupBy of ['platform', 'country', 'period']) expect((await salesReport({ ...f, groupBy })).totals, `${label} ${groupBy}`).toEqual(sr.totals);
      expect([sa.freight, st.freight], label).toEqual([sr.totals.freight, sr.totals.freight]);
      expect(st.platformFee, label).toBe(sr.totals.platformFee);

      // the order list (/orders' own filter), summed by hand: each currency's goods amount converted once
      const ctx = w.ctx;
      const start = new Date(`${f.from}T00:00:00Z`);
      const end = new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000 - 1);
      const listed = await ctx.db.order.findMany({
        where: {
          AND: [
            orderWhere(ctx, { orderedFrom: start, orderedTo: end, platformType: (f as { platformType?: number }).platformType }),
            { status: { in: [...SALES_VALID_STATUSES] } },
          ],
        },
      });
      const rates = effectiveRates((await ctx.db.exchangeRate.findMany()).map((r) => ({ currency: r.currency, rate: r.rate.toString() })));
      const byCurrency = new Map<string, number>();
      for (const o of listed) byCurrency.set(o.currency, (byCurrency.get(o.currency) ?? 0) + Math.round((Number(o.totalAmount) - Number(o.shippingFee)) * 100));
      const to = (f as { currency?: string }).currency ?? 'CNY';
      let cents = 0;
      for (const [cur, c] of byCurrency) cents += Math.round(convertAmount(c / 100, cur, to, rates)! * 100);
      expect([listed.length, (cents / 100).toFixed(2)], label).toEqual([sr.totals.orders, sr.totals.salesAmount]);
    }
  });
});

describe('tenancy, permissions and filter rules', () => {
  it("never shows another company's orders; a foreign shop is not found; a sub-account sees its shops and its pages only", async () => {
    const theirs = await salesReport(WEEK, {}, other.company.token);
    expect(theirs.totals).toMatchObject({ orders: 1, salesAmount: '70929.00', freight: '63.90' });
    for (const [field, query] of [
      ['salesReport', SALES_REPORT],
      ['storePerformance', STORE_PERF],
      ['orderPerformance', ORDER_PERF],
    ]) {
      expect(await ask(field, query, { f: { ...WEEK, shopId: other.shop1.id } }), field).toMatchObject({
        __typename: 'NotFoundError',
        messageId: 'report.shopNotFound',
      });
    }
    const clerk = await w.sub('perf_clerk', ['storePerformance'], [w.shop1.id]);
    expect((await storePerf(WEEK, {}, clerk.token)).rows.map((x: any) => x.shopId)).toEqual([w.shop1.id]);
    const denied = await app.gql(SALES_REPORT, { f: WEEK }, { token: clerk.token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'salesReport' });
    const ctx = await contextOf(app, clerk.token);
    const def = exportDefinition('orderPerformance')!;
    await expect(def.count(ctx, parseExportFilter(def, WEEK))).rejects.toMatchObject({ messageId: 'permission.denied' });
  });

  it('refuses broken filters with their message ids', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: '2026-03-07', to: '2026-03-01' }, 'to', 'report.toBeforeFrom'],
      [{ ...WEEK, currency: 'ABC' }, 'currency', 'report.currencyUnknown'],
      [{ ...WEEK, groupBy: 'sku' }, 'groupBy', 'report.groupByInvalid'],
      [{ ...WEEK, granularity: 'year' }, 'granularity', 'report.granularityInvalid'],
      [{ ...WEEK, platformType: 3 }, 'platformType', 'report.platformTypeInvalid'],
    ];
    await expectFilterRefusals(ask, cases, [
      ['salesReport', SALES_REPORT],
      ['storePerformance', STORE_PERF],
      ['orderPerformance', ORDER_PERF],
    ]);
  });
});

describe('exports', () => {
  const exported = (reportType: string, raw: Record<string, unknown>) => exportedOf(w.ctx, reportType, raw);

  it('each report exports its rows and totals under its page permission; an empty period has nothing', async () => {
    const s = await exported('salesReport', WEEK);
    expect(s.def.permission).toBe('salesReport');
    expect(s.cells).toEqual([
      ['Perf Co Amazon', 'CNY', 2, 5, 1491, 0, 1491, 223.65, 1267.35, 745.5, 1, 213],
      ['Perf Co eBay', 'CNY', 2, 3, 1070, 111, 1181, 118.1, 1062.9, 535, 0, 0],
      ['salesReport.totals', 'CNY', 4, 8, 2561, 111, 2672, 341.75, 2330.25, 640.25, 1, 213],
    ]);
    const sp = await exported('storePerformance', WEEK);
    expect(sp.def.permission).toBe('storePerformance');
    expect(sp.cells.at(-1)).toEqual(['salesReport.totals', null, 'CNY', 6, 4, 2561, 640.25, 2, 1, 50, 36, 2, 2, 1, 16.67, 1, 20]);
    const op = await exported('orderPerformance', WEEK);
    expect(op.count).toBe(8);
    expect(op.cells[1].slice(0, 5)).toEqual(['2026-03-02', 'CNY', 2, 2, 1070]);
    for (const type of ['salesReport', 'storePerformance', 'orderPerformance']) {
      const def = exportDefinition(type)!;
      expect(await def.count(w.ctx, parseExportFilter(def, { from: '2025-01-01', to: '2025-01-31' })), type).toBe(0);
    }
  });
});
