/**
 * The one frame of every sales report screen (/salesAnalysis, /orderAnalysis, /storeAnalysis here;
 * /salesReport, /storePerformance, /orderPerformance in sales-performance): the filter (order-date
 * period in UTC days, default the last 30, at most 366; platform, shop, currency, and each report's
 * own selects — periods, dimension, grouping), the warning on currencies without a rate, the totals
 * strip and the page layout with the table and its export. The layout and the period rules are the
 * UI kit's (`ReportLayout`, `useReportSearch`); a family of reports (`salesReportFamily`) gives the
 * frame its texts (ids under its prefix) and the selects of each report.
 *
 *   const family = salesReportFamily('salesReportPage', salesReportsMessages, { salesAnalysis: [{ name: 'granularity', values: ['day', 'week', 'month'] }], … });
 *   const state = family.useFilter('salesAnalysis');
 *   <SalesReportFrame state={state} query={query} columns={…} rowKey={…} totals={(t) => …} chart={…} />
 */
import { Text } from '@chakra-ui/react';
import { BASE_CURRENCY, DEFAULT_EXCHANGE_RATES } from '@erp/schema';
import { useMemo, type ReactNode } from 'react';
import type { SalesReportFilter } from '../../api/generated/types';
import { periodOf, periodRules, type DataTableColumn, type FilterField, type FilterValues, type TotalItem } from '../../ui';
import { Notice } from '../../ui/Notice';
import type { ReportQuery } from '../../ui/useReportQuery';
import { useFeatureText, type FeatureMessages } from '../../i18n/featureIntl';
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

/** A UTC day as 'YYYY-MM-DD' (report days are UTC dates). */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

const idOrUndefined = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A report's own select: the filter key it sets and its values, the first the default (shown as
 * the select's "all" choice and sent when nothing is chosen). Texts: `<prefix>.filter.<name>` and
 * `<prefix>.<name>.<value>`.
 */
export interface ReportChoice {
  name: 'granularity' | 'dimension' | 'groupBy';
  values: readonly [string, ...string[]];
}

/** The texts every report of a family names under its prefix. */
type FrameText<P extends string> =
  `${P}.filter.${'period' | 'platform' | 'shop' | 'currency' | 'currencyDefault'}` | `${P}.${'missingRates' | 'totals' | 'amountsIn' | 'empty'}`;

/**
 * A family of sales reports sharing one texts catalogue (`prefix.*`): their period rules, the filter
 * of each report (`toFilter`, `useFilter(kind)`), its state then given to `SalesReportFrame`.
 */
export function salesReportFamily<P extends string, K extends string>(
  prefix: P,
  messages: FeatureMessages<FrameText<P>>,
  choices: Record<K, readonly ReportChoice[]>,
) {
  /** The last 30 days (today, UTC, included) and the period's problem (message id), checked before asking the server. */
  const { defaultPeriod, periodProblem } = periodRules(`${prefix}.filter.`, utcDay);
  const names = [...new Set(Object.values<readonly ReportChoice[]>(choices).flatMap((c) => c.map((x) => x.name)))];
  const defaultValues = (): FilterValues => ({
    period: defaultPeriod(),
    platformType: '',
    shopId: '',
    currency: '',
    ...Object.fromEntries(names.map((n) => [n, ''])),
  });

  /** The report filter of the filter values (only the keys the report uses, so exports record no stray ones). */
  function toFilter(kind: K, v: FilterValues): SalesReportFilter {
    const [from, to] = periodOf(v);
    const filter: SalesReportFilter = { from, to, currency: textOf(v.currency) || BASE_CURRENCY };
    const platformType = idOrUndefined(v.platformType);
    const shopId = idOrUndefined(v.shopId);
    if (platformType) filter.platformType = platformType;
    if (shopId) filter.shopId = shopId;
    for (const c of choices[kind]) filter[c.name] = textOf(v[c.name]) || c.values[0];
    return filter;
  }

  /** Filter fields, values and the searched filter of a report page (page number included). */
  function useFilter(kind: K) {
    const t = useFeatureText<string>(messages);
    const { shops, platforms } = useSalesReportOptions();
    const { setValues, ...search } = usePeriodSearch(periodProblem, defaultValues, (v) => toFilter(kind, v));
    const platform = idOrUndefined(search.values.platformType);
    const fields = useMemo<FilterField[]>(
      () => [
        { name: 'period', label: t(`${prefix}.filter.period`), type: 'dateRange' },
        {
          name: 'platformType',
          label: t(`${prefix}.filter.platform`),
          type: 'select',
          options: platforms.map((p) => ({ value: String(p.platformType), label: p.label })),
        },
        {
          name: 'shopId',
          label: t(`${prefix}.filter.shop`),
          type: 'select',
          options: shops.filter((s) => !platform || s.platformType === platform).map((s) => ({ value: String(s.id), label: `${s.name} · ${s.platformLabel}` })),
        },
        {
          name: 'currency',
          label: t(`${prefix}.filter.currency`),
          type: 'select',
          allLabel: t(`${prefix}.filter.currencyDefault`),
          options: CURRENCY_CHOICES.map((c) => ({ value: c, label: c })),
        },
        ...choices[kind].map(({ name, values: [first, ...rest] }): FilterField => ({
          name,
          label: t(`${prefix}.filter.${name}`),
          type: 'select',
          allLabel: t(`${prefix}.${name}.${first}`),
          options: rest.map((value) => ({ value, label: t(`${prefix}.${name}.${value}`) })),
        })),
      ],
      [t, kind, shops, platforms, platform],
    );
    // a shop of another platform than the chosen one is dropped from the values
    const change = (next: FilterValues) => {
      const p = idOrUndefined(next.platformType);
      const shop = shops.find((s) => String(s.id) === next.shopId);
      setValues(p && shop && shop.platformType !== p ? { ...next, shopId: '' } : next);
    };
    return { kind, prefix, messages: messages as FeatureMessages, fields, ...search, setValues: change };
  }

  return { defaultPeriod, periodProblem, toFilter, useFilter };
}

/** What every sales report answers: its currency, the currencies without a rate, rows and totals. */
interface SalesReportData<T, Totals> {
  currency: string;
  missingCurrencies: readonly string[];
  rows: readonly T[];
  totalCount?: number;
  totals: Totals;
}

export type SalesReportFilterState = ReturnType<ReturnType<typeof salesReportFamily<string, string>>['useFilter']>;

export interface SalesReportFrameProps<T, Totals> {
  /** The filter state of the report (`useFilter(kind)` of its family): its kind, texts and search. */
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
  const t = useFeatureText(state.messages);
  const p = state.prefix;
  const { report } = query;
  const missing = report?.missingCurrencies ?? [];
  return (
    <ExportedReportPage
      {...table}
      title={t(`${p}.${state.kind}.title`)}
      description={t(`${p}.${state.kind}.description`)}
      reportType={state.kind}
      query={query}
      filterProblem={state.problem ? t(state.problem) : null}
      rows={page?.rows ?? report?.rows ?? []}
      total={page?.total ?? report?.totalCount ?? 0}
      state={state}
      visibleCount={5}
      notices={missing.length ? <Notice status="warning" size="sm" title={t(`${p}.missingRates`, { currencies: missing.join(', ') })} /> : null}
      totals={
        report
          ? {
              label: t(`${p}.totals`),
              items: totals(report.totals),
              note: (
                <Text textStyle="xs" color="fg.muted">
                  {t(`${p}.amountsIn`, { currency: report.currency })}
                </Text>
              ),
            }
          : null
      }
      emptyText={t(`${p}.empty`)}
    />
  );
}

// ---- the sales reports of this folder --------------------------------------------------------------

export type ReportKind = 'salesAnalysis' | 'orderAnalysis' | 'storeAnalysis';

const salesReports = salesReportFamily('salesReportPage', salesReportsMessages, {
  salesAnalysis: [{ name: 'granularity', values: ['day', 'week', 'month'] }],
  orderAnalysis: [{ name: 'dimension', values: ['platform', 'country', 'status', 'shop'] }],
  storeAnalysis: [],
} satisfies Record<ReportKind, readonly ReportChoice[]>);

export const { defaultPeriod, periodProblem, toFilter: toSalesFilter } = salesReports;
export const useSalesReportFilter = (kind: ReportKind) => salesReports.useFilter(kind);

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
