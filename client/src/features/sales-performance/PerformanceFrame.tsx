/**
 * What /salesReport, /storePerformance and /orderPerformance share: the sales reports' filter
 * (order-date period in UTC days, platform, shop, currency; the grouping of /salesReport and the
 * periods of /salesReport and /orderPerformance), the warning on currencies without a rate, the
 * totals strip, and the report page with its export (ExportedReportPage of the sales reports).
 */
import { Text } from '@chakra-ui/react';
import { BASE_CURRENCY, SALES_REPORT_GROUPS } from '@erp/schema';
import { useMemo, type ReactNode } from 'react';
import type { SalesReportFilter } from '../../api/generated/types';
import { formatRate, periodOf, periodRules, type DataTableColumn, type FilterField, type FilterValues, type TotalItem } from '../../ui';
import { Notice } from '../../ui/Notice';
import type { ReportQuery } from '../../ui/useReportQuery';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportedReportPage, usePeriodSearch } from '../sales-reports/ExportedReportPage';
import { useSalesReportOptions } from '../sales-reports/hooks';
import { CURRENCY_CHOICES } from '../sales-reports/ReportFrame';
import { salesPerformanceMessages, type SalesPerformanceMessageId } from './messages';

export type PerformanceKind = 'salesReport' | 'storePerformance' | 'orderPerformance';
export const percent = formatRate;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
export const { defaultPeriod, periodProblem } = periodRules('salesPerformancePage.filter.', utcDay);

const idOrUndefined = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** The report filter of the filter values (only the keys the report uses, so exports record no stray ones). */
export function toPerformanceFilter(kind: PerformanceKind, v: FilterValues): SalesReportFilter {
  const [from, to] = periodOf(v);
  const filter: SalesReportFilter = { from, to, currency: textOf(v.currency) || BASE_CURRENCY };
  const platformType = idOrUndefined(v.platformType);
  const shopId = idOrUndefined(v.shopId);
  if (platformType) filter.platformType = platformType;
  if (shopId) filter.shopId = shopId;
  if (kind !== 'storePerformance') filter.granularity = textOf(v.granularity) || 'day';
  if (kind === 'salesReport') filter.groupBy = textOf(v.groupBy) || 'shop';
  return filter;
}

const defaultValues = (): FilterValues => ({ period: defaultPeriod(), platformType: '', shopId: '', currency: '', granularity: '', groupBy: '' });

/** Filter fields, values and the searched filter of a report page (page number included). */
export function usePerformanceFilter(kind: PerformanceKind) {
  const t = useFeatureText(salesPerformanceMessages);
  const { shops, platforms } = useSalesReportOptions();
  const { setValues, ...search } = usePeriodSearch(periodProblem, defaultValues, (v) => toPerformanceFilter(kind, v));
  const platform = idOrUndefined(search.values.platformType);
  const fields = useMemo<FilterField[]>(() => {
    const list: FilterField[] = [
      { name: 'period', label: t('salesPerformancePage.filter.period'), type: 'dateRange' },
      {
        name: 'platformType',
        label: t('salesPerformancePage.filter.platform'),
        type: 'select',
        options: platforms.map((p) => ({ value: String(p.platformType), label: p.label })),
      },
      {
        name: 'shopId',
        label: t('salesPerformancePage.filter.shop'),
        type: 'select',
        options: shops.filter((s) => !platform || s.platformType === platform).map((s) => ({ value: String(s.id), label: `${s.name} · ${s.platformLabel}` })),
      },
      {
        name: 'currency',
        label: t('salesPerformancePage.filter.currency'),
        type: 'select',
        allLabel: t('salesPerformancePage.filter.currencyDefault'),
        options: CURRENCY_CHOICES.map((c) => ({ value: c, label: c })),
      },
    ];
    if (kind === 'salesReport') {
      list.push({
        name: 'groupBy',
        label: t('salesPerformancePage.filter.groupBy'),
        type: 'select',
        allLabel: t('salesPerformancePage.groupBy.shop'),
        options: SALES_REPORT_GROUPS.filter((g) => g !== 'shop').map((g) => ({ value: g, label: t(`salesPerformancePage.groupBy.${g}`) })),
      });
    }
    if (kind !== 'storePerformance') {
      list.push({
        name: 'granularity',
        label: t('salesPerformancePage.filter.granularity'),
        type: 'select',
        allLabel: t('salesPerformancePage.granularity.day'),
        options: (['week', 'month'] as const).map((g) => ({ value: g, label: t(`salesPerformancePage.granularity.${g}`) })),
      });
    }
    return list;
  }, [t, kind, shops, platforms, platform]);
  // a shop of another platform than the chosen one is dropped from the values
  const change = (next: FilterValues) => {
    const p = idOrUndefined(next.platformType);
    const shop = shops.find((s) => String(s.id) === next.shopId);
    setValues(p && shop && shop.platformType !== p ? { ...next, shopId: '' } : next);
  };
  return { kind, fields, ...search, setValues: change };
}
export type PerformanceFilterState = ReturnType<typeof usePerformanceFilter>;

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

interface ReportData<T, Totals> {
  currency: string;
  missingCurrencies: readonly string[];
  rows: readonly T[];
  totalCount?: number;
  totals: Totals;
}

export interface PerformanceFrameProps<T, Totals> {
  state: PerformanceFilterState;
  query: ReportQuery<ReportData<T, Totals>>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  totals: (totals: Totals) => TotalItem[];
  chart?: ReactNode;
  /** The rows and count shown, when not the report's page (a report answered whole, paged here). */
  page?: { rows: readonly T[]; total: number };
}

/** A report screen of `state.kind`: filter, notices, chart, totals and the table with its export. */
export function PerformanceFrame<T, Totals>({ state, query, totals, page, ...table }: PerformanceFrameProps<T, Totals>) {
  const t = useFeatureText(salesPerformanceMessages);
  const { report } = query;
  const missing = report?.missingCurrencies ?? [];
  return (
    <ExportedReportPage
      {...table}
      title={t(`salesPerformancePage.${state.kind}.title`)}
      description={t(`salesPerformancePage.${state.kind}.description`)}
      reportType={state.kind}
      query={query}
      filterProblem={state.problem ? t(state.problem) : null}
      rows={page?.rows ?? report?.rows ?? []}
      total={page?.total ?? report?.totalCount ?? 0}
      state={state}
      visibleCount={5}
      notices={missing.length ? <Notice status="warning" size="sm" title={t('salesPerformancePage.missingRates', { currencies: missing.join(', ') })} /> : null}
      totals={
        report
          ? {
              label: t('salesPerformancePage.totals'),
              items: totals(report.totals),
              note: (
                <Text textStyle="xs" color="fg.muted">
                  {t('salesPerformancePage.amountsIn', { currency: report.currency })}
                </Text>
              ),
            }
          : null
      }
      emptyText={t('salesPerformancePage.empty')}
    />
  );
}
