/**
 * /publicationStatistics (per staff member or shop) and /publicationStatisticsV2 (per day, with the
 * trend chart), issue 24 item 8: listings created, publish attempts submitted, accepted and refused
 * by the marketplace, and the success rate, with a totals row. Filter: period (UTC days, at most
 * 366), platform and shop; the first page also the grouping.
 */
import { Text } from '@chakra-ui/react';
import { marketplaceLabel, PUBLICATION_STATS_MAX_DAYS } from '@erp/schema';
import type { PublicationStatsFilter } from '../../api/generated/types';
import { useFeatureText } from '../../i18n/featureIntl';
import { LineChart, periodOf, periodRules, ReportPage, useReportSearch, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { TwoLines } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { shopFilterOf, useShopChoices } from '../../ui/resource';
import { usePublicationStatistics, usePublicationTrend, type PublicationRow, type PublicationStatsData } from './hooks';
import { publicationMessages, type PublicationMessageId } from './messages';

type Row = Omit<PublicationRow, '__typename'> & { isTotal?: boolean };
type Text = (id: PublicationMessageId, values?: Record<string, string | number>) => string;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
export const { defaultPeriod, periodProblem } = periodRules('publicationPage.filter.', utcDay, PUBLICATION_STATS_MAX_DAYS);

/** The filter of the filter values. */
export function toPublicationFilter(v: FilterValues): PublicationStatsFilter {
  const [from, to] = periodOf(v);
  return { from, to, ...(v.groupBy ? { groupBy: String(v.groupBy) } : {}), ...shopFilterOf(v) };
}

/** A rate (percent, two decimals) as text; a dash when nothing was answered. */
export const successRateText = (rate: number | null | undefined) => (rate == null ? '—' : `${rate.toFixed(2)}%`);

function figureColumns(t: Text): DataTableColumn<Row>[] {
  const n = (key: 'created' | 'submitted' | 'published' | 'failed'): DataTableColumn<Row> => ({
    key,
    header: t(`publicationPage.col.${key}`),
    align: 'end',
    cell: (r) => (key === 'failed' && r.failed > 0 && !r.isTotal ? <Text color="fg.error">{r.failed}</Text> : String(r[key])),
  });
  return [
    n('created'),
    n('submitted'),
    n('published'),
    n('failed'),
    { key: 'successRate', header: t('publicationPage.col.successRate'), align: 'end', cell: (r) => successRateText(r.successRate) },
  ];
}

/** The search state of both pages (the grouping select on the first only). */
function usePublicationSearch(t: Text, grouped: boolean) {
  const { shopFields, keepShopInPlatform } = useShopChoices();
  const search = useReportSearch({
    defaults: (): FilterValues => ({ period: defaultPeriod(), ...(grouped ? { groupBy: '' } : {}), platformType: '', shopId: '' }),
    toFilter: toPublicationFilter,
    check: (v) => periodProblem(periodOf(v)),
  });
  const fields: FilterField[] = [
    { name: 'period', label: t('publicationPage.filter.period'), type: 'dateRange' },
    // the empty choice is the default grouping (by staff member)
    ...(grouped
      ? [
          {
            name: 'groupBy',
            label: t('publicationPage.filter.groupBy'),
            type: 'select' as const,
            allLabel: t('publicationPage.groupBy.staff'),
            options: [{ value: 'shop', label: t('publicationPage.groupBy.shop') }],
          },
        ]
      : []),
    ...shopFields(search.values, { platform: t('publicationPage.filter.platform'), shop: t('publicationPage.filter.shop') }),
  ];
  return { search, state: { ...search, fields, setValues: (next: FilterValues) => search.setValues(keepShopInPlatform(next)) } };
}

/** The page's rows and, under them, the totals row (rows come back whole: paged here). */
function withTotals(t: Text, report: PublicationStatsData | null | undefined, page: number, pageSize: number): Row[] {
  const all = report?.rows ?? [];
  const rows: Row[] = all.slice((page - 1) * pageSize, page * pageSize);
  return report && all.length ? [...rows, { ...report.totals, key: 'total', label: t('publicationPage.total'), platformType: null, isTotal: true }] : rows;
}

export const PublicationStatisticsPage = featurePage(publicationMessages, PublicationStatisticsScreen);

function PublicationStatisticsScreen() {
  const t = useFeatureText(publicationMessages);
  const { search, state } = usePublicationSearch(t, true);
  const query = usePublicationStatistics(search.filter);
  const { report } = query;
  const byShop = report?.groupBy === 'shop';
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'group',
      header: t(byShop ? 'publicationPage.col.shop' : 'publicationPage.col.staff'),
      hideable: false,
      cell: (r) =>
        r.isTotal ? (
          <Text fontWeight="semibold">{r.label}</Text>
        ) : byShop ? (
          <TwoLines strong main={r.label} sub={r.platformType ? marketplaceLabel(r.platformType) : ''} />
        ) : r.key === '' ? (
          t('publicationPage.noCreator')
        ) : (
          r.label
        ),
    },
    ...figureColumns(t),
  ];
  return (
    <ReportPage
      title={t('publicationPage.title')}
      description={t('publicationPage.description')}
      query={query}
      filterProblem={search.problem ? t(search.problem) : null}
      state={state}
      columns={columns}
      rows={withTotals(t, report, search.page, search.pageSize)}
      rowKey={(r) => r.key || 'none'}
      total={report?.rows.length ?? 0}
      emptyText={t('publicationPage.empty')}
    />
  );
}

export const PublicationTrendPage = featurePage(publicationMessages, PublicationTrendScreen);

function PublicationTrendScreen() {
  const t = useFeatureText(publicationMessages);
  const { search, state } = usePublicationSearch(t, false);
  const query = usePublicationTrend(search.filter);
  const { report, loading } = query;
  const days = report?.rows ?? [];
  // every day comes back (zeros too): a period with nothing shows the empty state
  const empty = !!report && report.totals.created + report.totals.submitted === 0;
  const columns: DataTableColumn<Row>[] = [
    { key: 'day', header: t('publicationPage.col.day'), hideable: false, cell: (r) => (r.isTotal ? <Text fontWeight="semibold">{r.label}</Text> : r.label) },
    ...figureColumns(t),
  ];
  return (
    <ReportPage
      title={t('publicationPage.trendTitle')}
      description={t('publicationPage.trendDescription')}
      query={query}
      filterProblem={search.problem ? t(search.problem) : null}
      state={state}
      columns={columns}
      rows={empty ? [] : withTotals(t, report, search.page, search.pageSize)}
      rowKey={(r) => r.key}
      total={empty ? 0 : days.length}
      emptyText={t('publicationPage.empty')}
      chart={
        <LineChart
          title={t('publicationPage.chart')}
          height={240}
          loading={loading && !report}
          labels={days.map((d) => d.label)}
          series={(['created', 'published', 'failed'] as const).map((k) => ({
            label: t(`publicationPage.col.${k}`),
            data: empty ? [] : days.map((d) => d[k]),
          }))}
        />
      }
    />
  );
}
