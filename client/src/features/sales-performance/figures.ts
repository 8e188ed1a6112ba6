/**
 * What /salesReport, /storePerformance and /orderPerformance add to the sales reports' frame
 * (sales-reports/ReportFrame.tsx): their family of texts (`salesPerformancePage.*`) and selects
 * (the grouping of /salesReport, the periods of /salesReport and /orderPerformance), and figure
 * columns that show rates in percent and hours to ship.
 */
import { SALES_REPORT_GROUPS } from '@erp/schema';
import type { ReactNode } from 'react';
import { formatRate, type DataTableColumn, type TotalItem } from '../../ui';
import { salesReportFamily, type ReportChoice } from '../sales-reports/ReportFrame';
import { salesPerformanceMessages, type SalesPerformanceMessageId } from './messages';

export type PerformanceKind = 'salesReport' | 'storePerformance' | 'orderPerformance';
export const percent = formatRate;

const PERIODS: ReportChoice = { name: 'granularity', values: ['day', 'week', 'month'] };
const performance = salesReportFamily('salesPerformancePage', salesPerformanceMessages, {
  salesReport: [{ name: 'groupBy', values: ['shop', ...SALES_REPORT_GROUPS.filter((g) => g !== 'shop')] }, PERIODS],
  storePerformance: [],
  orderPerformance: [PERIODS],
} satisfies Record<PerformanceKind, readonly ReportChoice[]>);

export const { defaultPeriod, periodProblem, toFilter: toPerformanceFilter } = performance;
/** Filter fields, values and the searched filter of a report page (page number included). */
export const usePerformanceFilter = (kind: PerformanceKind) => performance.useFilter(kind);

type ColumnId = Extract<SalesPerformanceMessageId, `salesPerformancePage.col.${string}`> extends `salesPerformancePage.col.${infer K}` ? K : never;
type Say = (id: SalesPerformanceMessageId, values?: Record<string, string | number>) => string;
/** How a figure shows: as the server wrote it, a rate in percent, or hours. */
type Shown = 'plain' | 'rate' | 'hours';
const show = (t: Say, v: unknown, as: Shown): ReactNode =>
  as === 'rate' ? formatRate(Number(v)) : as === 'hours' ? t('salesPerformancePage.hours', { hours: Number(v).toFixed(1) }) : (v as ReactNode);

type Figure<T> = (ColumnId & keyof T) | readonly [ColumnId & keyof T, Shown];
/** A figure's key and how it shows. */
function figureOf<T>(k: Figure<T>): { key: ColumnId & keyof T; as: Shown } {
  return typeof k === 'string' ? { key: k, as: 'plain' } : { key: k[0], as: k[1] };
}

/** Right-aligned figure columns (`[key, 'rate' | 'hours']` for the formatted ones). */
export function figureColumns<T>(t: Say, keys: readonly Figure<T>[]): DataTableColumn<T>[] {
  return keys.map((k) => {
    const { key, as } = figureOf(k);
    return { key, header: t(`salesPerformancePage.col.${key}`), align: 'end', cell: (r: T) => show(t, r[key], as) };
  });
}
/** The totals strip's items, under their columns' names. */
export function figureTotals<Totals>(t: Say, totals: Totals, keys: readonly Figure<Totals>[]): TotalItem[] {
  return keys.map((k) => {
    const { key, as } = figureOf(k);
    return { label: t(`salesPerformancePage.col.${key}`), value: show(t, totals[key], as) };
  });
}
