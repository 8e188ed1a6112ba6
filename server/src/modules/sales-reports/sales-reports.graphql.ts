// GraphQL of the sales reports (issue 8 point 2): /salesAnalysis, /orderAnalysis and /storeAnalysis,
// read-only, each guarded by its page; amounts in the chosen currency (Decimal strings) with the
// order currencies that had no rate in missingCurrencies. Exports go through startExport with the
// same filter (reportType = the page name).
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import * as reports from './sales-reports.service';

export const Filter = plainInput(
  'SalesReportFilter',
  {
    from: 'String!: First day, YYYY-MM-DD (UTC)',
    to: 'String!: Last day, YYYY-MM-DD (UTC), included',
    platformType: 'Int: Platform type number (spec 01 §3)',
    shopId: 'Int',
    currency: 'String: Three-letter currency of the amounts (default CNY)',
    granularity: 'String: /salesAnalysis rows: day (default), week (Monday to Sunday) or month',
    dimension: 'String: /orderAnalysis groups: platform (default), country, status or shop',
    groupBy: 'String: /salesReport rows: shop (default), platform, country or period (by granularity)',
  },
  'Period on the order time (UTC days, both included, at most 366), platform, shop, report currency and the row grouping',
);

export const Money = { type: 'Decimal' } as const;

const SalesTotals = builder.objectRef<reports.SalesAnalysisFigures>('SalesAnalysisTotals').implement({
  fields: (t) => ({
    ...exposeFields(t, { orders: 'Int: Sales orders (paid, not cancelled or refunded)', units: 'Int: Item quantities of the sales orders' }),
    salesAmount: t.expose('salesAmount', { ...Money, description: 'Goods amount of the sales orders (order totals less the freight; issue 22 item 9)' }),
    freight: t.expose('freight', { ...Money, description: 'Shipping fees the buyers paid on the sales orders' }),
    averageOrderValue: t.expose('averageOrderValue', { ...Money, description: 'Sales amount over the orders whose currency has a rate' }),
    refundedOrders: t.exposeInt('refundedOrders'),
    refundedAmount: t.expose('refundedAmount', Money),
  }),
});
const SalesRow = builder.objectRef<reports.SalesAnalysisRow>('SalesAnalysisRow').implement({
  description: 'One day, week or month of /salesAnalysis (every bucket of the period, zeros included)',
  fields: (t) => ({
    ...exposeFields(t, { label: "String: 'YYYY-MM-DD' (a week by its Monday) or 'YYYY-MM'", start: 'DateTime', orders: 'Int', units: 'Int' }),
    salesAmount: t.expose('salesAmount', Money),
    freight: t.expose('freight', Money),
    averageOrderValue: t.expose('averageOrderValue', Money),
    refundedOrders: t.exposeInt('refundedOrders'),
    refundedAmount: t.expose('refundedAmount', Money),
  }),
});
const SalesReport = builder.objectRef<reports.SalesAnalysisReport>('SalesAnalysisReport').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    missingCurrencies: t.exposeStringList('missingCurrencies', {
      description: 'Order currencies without an exchange rate: their amounts are left out, their orders counted',
    }),
    granularity: t.exposeString('granularity'),
    rows: t.field({ type: [SalesRow], resolve: (r) => r.rows }),
    totals: t.field({ type: SalesTotals, resolve: (r) => r.totals }),
  }),
});

const OrderRow = builder.objectRef<reports.OrderAnalysisRow>('OrderAnalysisRow').implement({
  description: 'One group of /orderAnalysis',
  fields: (t) => ({
    ...exposeFields(t, {
      key: 'String: Platform type, country code, order status or shop id',
      label: 'String: Marketplace or shop name; the country code or status itself',
      orders: 'Int',
      share: 'Float: Percent of the orders (two decimals, rows add up to 100)',
      units: 'Int',
    }),
    salesAmount: t.expose('salesAmount', Money),
  }),
});
const OrderTotals = builder.objectRef<reports.OrderAnalysisReport['totals']>('OrderAnalysisTotals').implement({
  fields: (t) => ({ orders: t.exposeInt('orders'), units: t.exposeInt('units'), salesAmount: t.expose('salesAmount', Money) }),
});
const OrderChartPoint = builder.objectRef<reports.OrderAnalysisChartPoint>('OrderAnalysisChartPoint').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: `A group's key, or ${reports.OTHER_KEY} for the rest folded together` }),
    ...exposeFields(t, { label: 'String', orders: 'Int', share: 'Float' }),
  }),
});
const OrderReport = builder.objectRef<reports.OrderAnalysisReport>('OrderAnalysisReport').implement({
  fields: (t) => ({
    ...exposeFields(t, { currency: 'String', missingCurrencies: 'String[]', dimension: 'String', totalCount: 'Int' }),
    rows: t.field({ type: [OrderRow], resolve: (r) => r.rows }),
    totals: t.field({ type: OrderTotals, resolve: (r) => r.totals }),
    chart: t.field({
      type: [OrderChartPoint],
      description: `Orders of the largest groups (at most ${reports.CHART_ITEMS}, the rest folded)`,
      resolve: (r) => r.chart,
    }),
  }),
});

/** The figures of /storeAnalysis, the same on a shop's row and on the totals. */
const STORE_FIGURES = {
  salesAmount: 'Decimal: Goods amount (order totals less the freight)',
  freight: 'Decimal',
  platformFee: 'Decimal: (goods amount + freight) × the shop platform rate',
  refundedOrders: 'Int',
  refundedProducts: 'Int: Item quantities of the refunded orders',
  validProducts: 'Int: Item quantities of the sales orders',
  refundRate: 'Float: Refunded / (refunded + valid products), 0 to 1',
  averageOrderValue: 'Decimal',
} as const;

const StoreTotals = builder.objectRef<reports.StoreAnalysisFigures>('StoreAnalysisTotals').implement({
  fields: (t) => ({
    ...exposeFields(t, { orders: 'Int', units: 'Int' }),
    ...exposeFields(t, STORE_FIGURES),
  }),
});
const StoreRow = builder.objectRef<reports.StoreAnalysisRow>('StoreAnalysisRow').implement({
  description: 'One shop of /storeAnalysis',
  fields: (t) => ({
    ...exposeFields(t, {
      shopId: 'Int',
      shopName: 'String',
      platformType: 'Int',
      platformLabel: 'String',
      platformRate: 'Decimal: Percent, as set on the shop',
      orders: 'Int',
      units: 'Int',
    }),
    ...exposeFields(t, STORE_FIGURES),
  }),
});
export const ChartPoint = builder.objectRef<{ label: string; value: string }>('SalesReportChartPoint').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.expose('value', Money) }),
});
const StoreReport = builder.objectRef<reports.StoreAnalysisReport>('StoreAnalysisReport').implement({
  fields: (t) => ({
    ...exposeFields(t, { currency: 'String', missingCurrencies: 'String[]', totalCount: 'Int' }),
    rows: t.field({ type: [StoreRow], resolve: (r) => r.rows }),
    totals: t.field({ type: StoreTotals, resolve: (r) => r.totals }),
    chart: t.field({ type: [ChartPoint], description: `Sales amount of the top ${reports.CHART_ITEMS} shops`, resolve: (r) => r.chart }),
  }),
});

const ShopOption = builder.objectRef<reports.SalesReportOptions['shops'][number]>('SalesReportShopOption').implement({
  fields: (t) => exposeFields(t, { id: 'Int', name: 'String', platformType: 'Int', platformLabel: 'String' }),
});
const PlatformOption = builder.objectRef<reports.SalesReportOptions['platforms'][number]>('SalesReportPlatformOption').implement({
  fields: (t) => ({ platformType: t.exposeInt('platformType'), label: t.exposeString('label') }),
});
const Options = builder.objectRef<reports.SalesReportOptions>('SalesReportOptions').implement({
  fields: (t) => ({
    shops: t.field({ type: [ShopOption], resolve: (o) => o.shops }),
    platforms: t.field({ type: [PlatformOption], resolve: (o) => o.platforms }),
  }),
});

builder.queryFields((t) => ({
  salesAnalysisReport: t.field({
    type: SalesReport,
    ...command('salesAnalysis'),
    description: '/salesAnalysis: sales per day, week or month of the period',
    args: { filter: t.arg({ type: Filter, required: true }) },
    resolve: (_r, args, ctx) => reports.salesAnalysisReport(ctx, compact(args.filter)),
  }),
  orderAnalysisReport: t.field(
    commandsOn(OrderReport).byReport(
      command('orderAnalysis'),
      Filter,
      reports.orderAnalysisReport,
      '/orderAnalysis: orders per platform, country, status (every status) or shop, largest first',
      true,
    ),
  ),
  storeAnalysisReport: t.field(
    commandsOn(StoreReport).byReport(
      command('storeAnalysis'),
      Filter,
      reports.storeAnalysisReport,
      '/storeAnalysis: sales, platform fee and refund rate per shop, by sales amount',
      true,
    ),
  ),
  salesReportOptions: t.field({
    type: Options,
    authScopes: { loggedIn: true },
    description: "The caller's shops and their platforms to filter the sales reports by (needs one of the report pages)",
    resolve: (_r, _a, ctx) => reports.salesReportOptions(ctx),
  }),
}));
