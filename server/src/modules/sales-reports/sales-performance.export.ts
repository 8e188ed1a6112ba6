// Exports of /salesReport, /storePerformance and /orderPerformance (issue 22 item 7) through the
// task queue, with the machinery of the other sales reports (sales-reports.export.ts): the same
// filter, scope, rows and figures as the queries; all rows, the totals row and the note on
// currencies without a rate; an empty period is refused as empty.
import type { CellContext } from '../report-jobs/exports';
import {
  orderPerformanceOf,
  salesReportAll,
  storePerformanceAll,
  type OrderPerformanceRow,
  type PerformanceFigures,
  type SalesReportFigures,
  type SalesReportRow,
  type StorePerformanceRow,
} from './sales-performance.service';
import { col, currencyCol, exportOf, fig, labelCol, linesOf, pct } from './sales-reports.export';
import { salesScope } from './sales-reports.service';

/** The fulfilment columns /storePerformance and /orderPerformance share. */
const performanceColumns = <Row extends PerformanceFigures>() => [
  currencyCol<Row, PerformanceFigures>(),
  fig<Row, PerformanceFigures>('placedOrders', (r) => r.placedOrders, 10),
  fig<Row, PerformanceFigures>('orders', (r) => r.orders, 10),
  fig<Row, PerformanceFigures>('salesAmount', (r) => r.salesAmount),
  fig<Row, PerformanceFigures>('averageOrderValue', (r) => r.averageOrderValue),
  fig<Row, PerformanceFigures>('shippedOrders', (r) => r.shippedOrders, 10),
  fig<Row, PerformanceFigures>('onTimeOrders', (r) => r.onTimeOrders, 10),
  fig<Row, PerformanceFigures>('onTimeRate', (r) => pct(r.onTimeRate), 12),
  fig<Row, PerformanceFigures>('averageShipHours', (r) => r.averageShipHours, 12),
  fig<Row, PerformanceFigures>('unshippedOrders', (r) => r.unshippedOrders, 10),
  fig<Row, PerformanceFigures>('overdueOrders', (r) => r.overdueOrders, 10),
  fig<Row, PerformanceFigures>('cancelledOrders', (r) => r.cancelledOrders, 10),
  fig<Row, PerformanceFigures>('cancelRate', (r) => pct(r.cancelRate), 12),
  fig<Row, PerformanceFigures>('refundedOrders', (r) => r.refundedOrders, 12),
  fig<Row, PerformanceFigures>('refundRate', (r) => pct(r.refundRate), 12),
];

type SalesRow = SalesReportRow & { groupBy: string };
export const salesReportExport = exportOf<SalesRow, SalesReportFigures>(
  'salesReport',
  async (ctx, f) => {
    const r = await salesReportAll(ctx, await salesScope(ctx, 'salesReport', f));
    const rows = r.rows.map((x) => ({ ...x, groupBy: r.groupBy }));
    return linesOf({ ...r, rows }, r.orderCount === 0);
  },
  [
    labelCol<SalesRow, SalesReportFigures>('group', (r: SalesRow, c: CellContext) =>
      r.groupBy === 'country' && !r.key ? c.t('salesReport.noCountry') : r.label,
    ),
    currencyCol(),
    fig('orders', (r) => r.orders, 10),
    fig('units', (r) => r.units, 10),
    fig('salesAmount', (r) => r.salesAmount),
    fig('freight', (r) => r.freight),
    fig('grossAmount', (r) => r.grossAmount),
    fig('platformFee', (r) => r.platformFee),
    fig('netAmount', (r) => r.netAmount),
    fig('averageOrderValue', (r) => r.averageOrderValue),
    fig('refundedOrders', (r) => r.refundedOrders, 12),
    fig('refundedAmount', (r) => r.refundedAmount),
  ],
);

export const storePerformanceExport = exportOf<StorePerformanceRow, PerformanceFigures>(
  'storePerformance',
  async (ctx, f) => {
    const r = await storePerformanceAll(ctx, await salesScope(ctx, 'storePerformance', f));
    return linesOf(r, r.rows.length === 0);
  },
  [
    labelCol<StorePerformanceRow, PerformanceFigures>('shop', (r) => r.shopName),
    col<StorePerformanceRow, PerformanceFigures>('platform', (l) => (l.kind === 'row' ? l.platformLabel : null), 12),
    ...performanceColumns<StorePerformanceRow>(),
  ],
);

export const orderPerformanceExport = exportOf<OrderPerformanceRow, PerformanceFigures>(
  'orderPerformance',
  async (ctx, f) => {
    const r = await orderPerformanceOf(ctx, await salesScope(ctx, 'orderPerformance', f));
    return linesOf(r, r.totals.placedOrders === 0);
  },
  [labelCol<OrderPerformanceRow, PerformanceFigures>('period', (r) => r.label, 14), ...performanceColumns<OrderPerformanceRow>()],
);
