// Exports of the sales reports through the task queue: the same filter rules, scope, rows and
// figures as the report queries (all rows, then the totals row; when some order currencies had
// no exchange rate, a last row says which amounts were left out).
import { salesReportFilterInput, type SalesReportFilter } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import { registerExport, type CellContext, type ExportColumn } from '../report-jobs/exports';
import {
  orderAnalysisAll,
  salesAnalysisOf,
  salesScope,
  storeAnalysisAll,
  type OrderAnalysisRow,
  type SalesAnalysisFigures,
  type SalesAnalysisRow,
  type SalesReportPage,
  type StoreAnalysisFigures,
  type StoreAnalysisRow,
} from './sales-reports.service';

/** A line of an export: a report row, the totals, or the note on currencies without a rate. */
export type Line<Row, Totals> = ({ kind: 'row' } & Row) | ({ kind: 'totals' } & Totals) | { kind: 'note'; currencies: string[] };

export interface Lines<Row, Totals> {
  currency: string;
  lines: Line<Row, Totals>[];
}

export function linesOf<Row, Totals>(
  report: { currency: string; rows: Row[]; totals: Totals; missingCurrencies: string[] },
  empty: boolean,
): Lines<Row, Totals> {
  if (empty) return { currency: report.currency, lines: [] };
  const lines: Line<Row, Totals>[] = [...report.rows.map((r) => ({ kind: 'row' as const, ...r })), { kind: 'totals' as const, ...report.totals }];
  if (report.missingCurrencies.length) lines.push({ kind: 'note', currencies: report.missingCurrencies });
  return { currency: report.currency, lines };
}

/** A report export: count and rows computed once per call from the report's own functions. */
export function exportOf<Row, Totals>(
  page: SalesReportPage,
  read: (ctx: RequestContext, filter: SalesReportFilter) => Promise<Lines<Row, Totals>>,
  columns: ExportColumn<Line<Row, Totals> & { currency: string }>[],
) {
  return registerExport({
    reportType: page,
    nameId: `report.export.${page}`,
    permission: page,
    filter: salesReportFilterInput,
    count: async (ctx, f) => (await read(ctx, f)).lines.length,
    async *rows(ctx, f) {
      const { currency, lines } = await read(ctx, f);
      if (lines.length) yield lines.map((l) => ({ ...l, currency }));
    },
    columns,
  });
}

export type Cell<Row, Totals> = (line: Line<Row, Totals> & { currency: string }, c: CellContext) => string | number | null;
export const col = <Row, Totals>(id: string, value: Cell<Row, Totals>, width = 14): ExportColumn<Line<Row, Totals> & { currency: string }> => ({
  headerId: `salesReport.col.${id}`,
  value,
  width,
});
/** First column: the row's own label, "Totals", or the note on missing rates. */
export const labelCol = <Row, Totals>(id: string, label: (r: Row, c: CellContext) => string, width = 22) =>
  col<Row, Totals>(
    id,
    (l, c) =>
      l.kind === 'row'
        ? label(l, c)
        : l.kind === 'totals'
          ? c.t('salesReport.totals')
          : c.t('salesReport.missingRates', { currencies: l.currencies.join(', ') }),
    width,
  );
/** A figure of rows and totals (blank on the note). */
export const fig = <Row, Totals>(id: string, value: (r: Row | Totals) => string | number, width = 14) =>
  col<Row, Totals>(id, (l) => (l.kind === 'note' ? null : numberOf(value(l))), width);
const numberOf = (v: string | number) => (typeof v === 'number' ? v : Number(v));
export const currencyCol = <Row, Totals>() => col<Row, Totals>('currency', (l) => (l.kind === 'note' ? null : l.currency), 10);
/** A rate as a percentage with two decimals (0.125 → 12.5). */
export const pct = (v: number) => Math.round(v * 10000) / 100;

export const salesAnalysisExport = exportOf<SalesAnalysisRow, SalesAnalysisFigures>(
  'salesAnalysis',
  async (ctx, f) => {
    const r = await salesAnalysisOf(ctx, await salesScope(ctx, 'salesAnalysis', f));
    return linesOf(r, r.orderCount === 0);
  },
  [
    labelCol('period', (r) => r.label, 14),
    currencyCol(),
    fig('orders', (r) => r.orders, 10),
    fig('units', (r) => r.units, 10),
    fig('salesAmount', (r) => r.salesAmount),
    fig('freight', (r) => r.freight),
    fig('averageOrderValue', (r) => r.averageOrderValue),
    fig('refundedOrders', (r) => r.refundedOrders, 12),
    fig('refundedAmount', (r) => r.refundedAmount),
  ],
);

type OrderTotals = { orders: number; units: number; salesAmount: string; share: number };
export const orderAnalysisExport = exportOf<OrderAnalysisRow & { dimension: string }, OrderTotals>(
  'orderAnalysis',
  async (ctx, f) => {
    const r = await orderAnalysisAll(ctx, await salesScope(ctx, 'orderAnalysis', f));
    const rows = r.rows.map((x) => ({ ...x, dimension: r.dimension }));
    return linesOf({ ...r, rows, totals: { ...r.totals, share: r.rows.length ? 100 : 0 } }, r.rows.length === 0);
  },
  [
    labelCol<OrderAnalysisRow & { dimension: string }, OrderTotals>('group', (r, c) => {
      if (r.dimension === 'status') return c.t(`order.status.${r.key}`);
      if (r.dimension === 'country' && !r.key) return c.t('salesReport.noCountry');
      return r.label;
    }),
    currencyCol(),
    fig('orders', (r) => r.orders, 10),
    fig('share', (r) => r.share, 10),
    fig('units', (r) => r.units, 10),
    fig('salesAmount', (r) => r.salesAmount),
  ],
);

export const storeAnalysisExport = exportOf<StoreAnalysisRow, StoreAnalysisFigures>(
  'storeAnalysis',
  async (ctx, f) => {
    const r = await storeAnalysisAll(ctx, await salesScope(ctx, 'storeAnalysis', f));
    return linesOf(r, r.rows.length === 0);
  },
  [
    labelCol<StoreAnalysisRow, StoreAnalysisFigures>('shop', (r) => r.shopName),
    col<StoreAnalysisRow, StoreAnalysisFigures>('platform', (l) => (l.kind === 'row' ? l.platformLabel : null), 12),
    currencyCol(),
    fig('orders', (r) => r.orders, 10),
    fig('units', (r) => r.units, 10),
    fig('salesAmount', (r) => r.salesAmount),
    fig('freight', (r) => r.freight),
    col<StoreAnalysisRow, StoreAnalysisFigures>('platformRate', (l) => (l.kind === 'row' ? Number(l.platformRate) : null), 12),
    fig('platformFee', (r) => r.platformFee),
    fig('refundedProducts', (r) => r.refundedProducts, 12),
    fig('validProducts', (r) => r.validProducts, 12),
    fig('refundRate', (r) => pct(r.refundRate), 12),
    fig('averageOrderValue', (r) => r.averageOrderValue),
  ],
);
