/**
 * What the three sales reports share: the filter (order-date period in UTC days, default the last
 * 30, at most 366; platform, shop, currency, and the rows / groups of the report), the warning on
 * currencies without a rate, the totals strip and the page layout with the table and its export.
 * The layout and the period rules are the UI kit's (`ReportLayout`, `useReportSearch`); this gives
 * them the sales filter and texts.
 */
import { Text } from '@chakra-ui/react';
import { Notice } from '../../ui/Notice';
import { BASE_CURRENCY, DEFAULT_EXCHANGE_RATES } from '@erp/schema';
import { useMemo, type ReactNode } from 'react';
import type { SalesReportFilter } from '../../api/generated/types';
import { periodOf, periodRules, type DataTableColumn, type FilterField, type FilterValues, type TotalItem } from '../../ui';
import type { ReportQuery } from '../../ui/useReportQuery';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportedReportPage, usePeriodSearch } from './ExportedReportPage';
import { useSalesReportOptions } from './hooks';
import { salesReportsMessages, type SalesReportsMessageId } from './messages';

export { formatRate as percent, type TotalItem } from '../../ui';

/** Currencies offered first, then every other one with a built-in rate. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'HKD', 'AUD', 'CAD'];
export const CURRENCY_CHOICES = [
  ...COMMON_CURRENCIES,
  ...Object.keys(DEFAULT_EXCHANGE_RATES)
    .filter((c) => c !== BASE_CURRENCY && !COMMON_CURRENCIES.includes(c))
    .sort(),
];

export type ReportKind = 'salesAnalysis' | 'orderAnalysis' | 'storeAnalysis';

/** A UTC day as 'YYYY-MM-DD' (report days are UTC dates). */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
/** The last 30 days (today, UTC, included) and the period's problem (message id), checked before asking the server. */
export const { defaultPeriod, periodProblem } = periodRules('salesReportPage.filter.', utcDay);

const idOrUndefined = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** The report filter of the filter values (only the keys the report uses, so exports record no stray ones). */
export function toSalesFilter(kind: ReportKind, v: FilterValues): SalesReportFilter {
  const [from, to] = periodOf(v);
  const filter: SalesReportFilter = { from, to, currency: textOf(v.currency) || BASE_CURRENCY };
  const platformType = idOrUndefined(v.platformType);
  const shopId = idOrUndefined(v.shopId);
  if (platformType) filter.platformType = platformType;
  if (shopId) filter.shopId = shopId;
  if (kind === 'salesAnalysis') filter.granularity = textOf(v.granularity) || 'day';
  if (kind === 'orderAnalysis') filter.dimension = textOf(v.dimension) || 'platform';
  return filter;
}

const defaultValues = (): FilterValues => ({ period: defaultPeriod(), platformType: '', shopId: '', currency: '', granularity: '', dimension: '' });

/** Filter fields, values and the searched filter of a report page (page number included). */
export function useSalesReportFilter(kind: ReportKind) {
  const t = useFeatureText(salesReportsMessages);
  const { shops, platforms } = useSalesReportOptions();
  const { setValues, ...search } = usePeriodSearch(periodProblem, defaultValues, (v) => toSalesFilter(kind, v));
  const platform = idOrUndefined(search.values.platformType);
  const fields = useMemo<FilterField[]>(() => {
    const list: FilterField[] = [
      { name: 'period', label: t('salesReportPage.filter.period'), type: 'dateRange' },
      {
        name: 'platformType',
        label: t('salesReportPage.filter.platform'),
        type: 'select',
        options: platforms.map((p) => ({ value: String(p.platformType), label: p.label })),
      },
      {
        name: 'shopId',
        label: t('salesReportPage.filter.shop'),
        type: 'select',
        options: shops.filter((s) => !platform || s.platformType === platform).map((s) => ({ value: String(s.id), label: `${s.name} · ${s.platformLabel}` })),
      },
      {
        name: 'currency',
        label: t('salesReportPage.filter.currency'),
        type: 'select',
        allLabel: t('salesReportPage.filter.currencyDefault'),
        options: CURRENCY_CHOICES.map((c) => ({ value: c, label: c })),
      },
    ];
    if (kind === 'salesAnalysis') {
      list.push({
        name: 'granularity',
        label: t('salesReportPage.filter.granularity'),
        type: 'select',
        allLabel: t('salesReportPage.granularity.day'),
        options: (['week', 'month'] as const).map((g) => ({ value: g, label: t(`salesReportPage.granularity.${g}`) })),
      });
    }
    if (kind === 'orderAnalysis') {
      list.push({
        name: 'dimension',
        label: t('salesReportPage.filter.dimension'),
        type: 'select',
        allLabel: t('salesReportPage.dimension.platform'),
        options: (['country', 'status', 'shop'] as const).map((d) => ({ value: d, label: t(`salesReportPage.dimension.${d}`) })),
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

export type SalesReportFilterState = ReturnType<typeof useSalesReportFilter>;

/** A figure of a report row or its totals, named by its column text (`salesReportPage.col.<key>`). */
type FigureKey =
  | 'orders'
  | 'units'
  | 'salesAmount'
  | 'freight'
  | 'averageOrderValue'
  | 'refundedOrders'
  | 'refundedAmount'
  | 'platformFee'
  | 'refundedProducts'
  | 'validProducts'
  | 'refundRate';
type Say = (id: SalesReportsMessageId) => string;

/** Right-aligned columns showing row figures as the server wrote them. */
export function amountColumns<T>(t: Say, keys: readonly (FigureKey & keyof T)[]): DataTableColumn<T>[] {
  return keys.map((key) => ({ key, header: t(`salesReportPage.col.${key}`), align: 'end', cell: (r: T) => r[key] as ReactNode }));
}

/** The totals strip's items: each figure under its column's name. */
export function totalItems<Totals>(t: Say, totals: Totals, keys: readonly (FigureKey & keyof Totals)[]): TotalItem[] {
  return keys.map((key) => ({ label: t(`salesReportPage.col.${key}`), value: totals[key] as ReactNode }));
}

/** What every sales report answers: its currency, the currencies without a rate, rows and totals. */
interface SalesReportData<T, Totals> {
  currency: string;
  missingCurrencies: readonly string[];
  rows: readonly T[];
  totalCount?: number;
  totals: Totals;
}

export interface SalesReportFrameProps<T, Totals> {
  state: SalesReportFilterState;
  query: ReportQuery<SalesReportData<T, Totals>>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The totals strip's items. */
  totals: (totals: Totals) => TotalItem[];
  chart?: ReactNode;
  /** The rows and count shown, when not the report's page (a report answered whole, paged here). */
  page?: { rows: readonly T[]; total: number };
}

/** A sales report screen: the page frame of `state.kind`, the filter, notices, chart, totals and the table with its export. */
export function SalesReportFrame<T, Totals>({ state, query, totals, page, ...table }: SalesReportFrameProps<T, Totals>) {
  const t = useFeatureText(salesReportsMessages);
  const { report } = query;
  const missing = report?.missingCurrencies ?? [];
  const title = t(`salesReportPage.${state.kind}.title`);
  return (
    <ExportedReportPage
      {...table}
      title={title}
      description={t(`salesReportPage.${state.kind}.description`)}
      reportType={state.kind}
      query={query}
      filterProblem={state.problem ? t(state.problem) : null}
      rows={page?.rows ?? report?.rows ?? []}
      total={page?.total ?? report?.totalCount ?? 0}
      state={state}
      visibleCount={5}
      notices={missing.length ? <Notice status="warning" size="sm" title={t('salesReportPage.missingRates', { currencies: missing.join(', ') })} /> : null}
      totals={
        report
          ? {
              label: t('salesReportPage.totals'),
              items: totals(report.totals),
              note: (
                <Text textStyle="xs" color="fg.muted">
                  {t('salesReportPage.amountsIn', { currency: report.currency })}
                </Text>
              ),
            }
          : null
      }
      emptyText={t('salesReportPage.empty')}
    />
  );
}
