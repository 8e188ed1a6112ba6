// GraphQL of issue 22 item 7's sales reports: /salesReport, /storePerformance and /orderPerformance,
// read-only, each guarded by its page, with the filter of the other sales reports (SalesReportFilter;
// groupBy for /salesReport, granularity for /orderPerformance and the sales report's trend). Exports
// go through startExport with the same filter (reportType = the page name).
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { compact } from '../../graphql/inputs';
import * as perf from './sales-performance.service';
import { ChartPoint, Filter } from './sales-reports.graphql';

const SALES_FIGURES = {
  orders: 'Int: Sales orders (paid, not cancelled or refunded)',
  units: 'Int: Item quantities of the sales orders',
  salesAmount: 'Decimal: Goods amount (order totals less the freight)',
  freight: 'Decimal: Shipping fees the buyers paid',
  grossAmount: 'Decimal: Goods amount + freight',
  platformFee: "Decimal: (goods amount + freight) × each shop's platform rate",
  netAmount: 'Decimal: Gross amount less the platform fee',
  averageOrderValue: 'Decimal: Goods amount over the orders whose currency has a rate',
  refundedOrders: 'Int',
  refundedAmount: 'Decimal: Order totals of the refunded orders',
} as const;

const SalesReportTotals = builder.objectRef<perf.SalesReportFigures>('SalesReportTotals').implement({
  fields: (t) => exposeFields(t, SALES_FIGURES),
});
const SalesReportRow = builder.objectRef<perf.SalesReportRow>('SalesReportRow').implement({
  description: 'One shop, platform, country or period of /salesReport',
  fields: (t) => ({
    ...exposeFields(t, {
      key: "String: Shop id, platform type, country code or the period's first day",
      label: 'String: Shop or marketplace name, the country code, or the period',
    }),
    ...exposeFields(t, SALES_FIGURES),
  }),
});
const SalesReportResult = builder.objectRef<perf.SalesReportResult>('SalesReportResult').implement({
  fields: (t) => ({
    ...exposeFields(t, { currency: 'String', missingCurrencies: 'String[]', groupBy: 'String', granularity: 'String', totalCount: 'Int' }),
    rows: t.field({ type: [SalesReportRow], resolve: (r) => r.rows }),
    totals: t.field({ type: SalesReportTotals, resolve: (r) => r.totals }),
    trend: t.field({ type: [ChartPoint], description: 'Goods amount per day, week or month of the period', resolve: (r) => r.trend }),
  }),
});

const PERFORMANCE_FIGURES = {
  placedOrders: 'Int: Every order placed in the period, whatever its status',
  orders: 'Int: Sales orders (paid, not cancelled or refunded)',
  units: 'Int',
  salesAmount: 'Decimal: Goods amount of the sales orders',
  averageOrderValue: 'Decimal',
  shippedOrders: 'Int: Sales orders shipped',
  onTimeOrders: "Int: Shipped by the marketplace's ship-by time (or it set none)",
  onTimeRate: 'Float: On time / shipped, 0 to 1',
  averageShipHours: 'Float: Average hours from payment to shipment',
  unshippedOrders: 'Int: Paid orders not shipped yet',
  overdueOrders: 'Int: Unshipped orders past their ship-by time',
  cancelledOrders: 'Int',
  cancelRate: 'Float: Cancelled / placed, 0 to 1',
  refundedOrders: 'Int',
  refundRate: 'Float: Refunded / (refunded + valid products), 0 to 1',
} as const;

const PerformanceTotals = builder.objectRef<perf.PerformanceFigures>('PerformanceTotals').implement({
  fields: (t) => exposeFields(t, PERFORMANCE_FIGURES),
});
const StorePerformanceRow = builder.objectRef<perf.StorePerformanceRow>('StorePerformanceRow').implement({
  description: 'One shop of /storePerformance',
  fields: (t) => ({
    ...exposeFields(t, { shopId: 'Int', shopName: 'String', platformType: 'Int', platformLabel: 'String' }),
    ...exposeFields(t, PERFORMANCE_FIGURES),
  }),
});
const StorePerformanceResult = builder.objectRef<perf.StorePerformanceResult>('StorePerformanceResult').implement({
  fields: (t) => ({
    ...exposeFields(t, { currency: 'String', missingCurrencies: 'String[]', totalCount: 'Int' }),
    rows: t.field({ type: [StorePerformanceRow], resolve: (r) => r.rows }),
    totals: t.field({ type: PerformanceTotals, resolve: (r) => r.totals }),
    chart: t.field({ type: [ChartPoint], description: 'Goods amount of the top shops', resolve: (r) => r.chart }),
  }),
});
const OrderPerformanceRow = builder.objectRef<perf.OrderPerformanceRow>('OrderPerformanceRow').implement({
  description: 'One day, week or month of /orderPerformance (every bucket of the period, zeros included)',
  fields: (t) => ({
    ...exposeFields(t, { label: "String: 'YYYY-MM-DD' (a week by its Monday) or 'YYYY-MM'", start: 'DateTime' }),
    ...exposeFields(t, PERFORMANCE_FIGURES),
  }),
});
const OrderPerformanceResult = builder.objectRef<perf.OrderPerformanceResult>('OrderPerformanceResult').implement({
  fields: (t) => ({
    ...exposeFields(t, { currency: 'String', missingCurrencies: 'String[]', granularity: 'String' }),
    rows: t.field({ type: [OrderPerformanceRow], resolve: (r) => r.rows }),
    totals: t.field({ type: PerformanceTotals, resolve: (r) => r.totals }),
  }),
});

builder.queryFields((t) => ({
  salesReport: t.field(
    commandsOn(SalesReportResult).byReport(
      command('salesReport'),
      Filter,
      perf.salesReport,
      '/salesReport: goods amount, freight, platform fee and net by shop, platform, country or period',
      true,
    ),
  ),
  storePerformance: t.field(
    commandsOn(StorePerformanceResult).byReport(
      command('storePerformance'),
      Filter,
      perf.storePerformance,
      '/storePerformance: sales and fulfilment (shipped on time, handling hours, cancellations, refunds) per shop',
      true,
    ),
  ),
  orderPerformance: t.field({
    type: OrderPerformanceResult,
    ...command('orderPerformance'),
    description: '/orderPerformance: orders placed, shipped, on time, cancelled and refunded per day, week or month',
    args: { filter: t.arg({ type: Filter, required: true }) },
    resolve: (_r, args, ctx) => perf.orderPerformance(ctx, compact(args.filter)),
  }),
}));
