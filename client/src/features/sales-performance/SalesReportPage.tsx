/** /salesReport: goods sales, freight, gross, platform fee and net by shop, platform, country or period, with the goods-sales trend. */
import { BarChart, LineChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useSalesReport, type SalesReportData } from './hooks';
import { SalesReportFrame } from '../sales-reports/ReportFrame';
import { figureColumns, figureTotals, usePerformanceFilter } from './figures';
import { salesPerformanceMessages } from './messages';

type Row = SalesReportData['rows'][number];
const FIGURES = [
  'orders',
  'units',
  'salesAmount',
  'freight',
  'grossAmount',
  'platformFee',
  'netAmount',
  'averageOrderValue',
  'refundedOrders',
  'refundedAmount',
] as const;

export const SalesReportPage = featurePage(salesPerformanceMessages, SalesReportScreen);

function SalesReportScreen() {
  const t = useFeatureText(salesPerformanceMessages);
  const state = usePerformanceFilter('salesReport');
  const query = useSalesReport(state);
  const { report, loading } = query;
  // rows by period come back whole (every bucket); an empty period shows the empty state
  const empty = !!report && report.totals.orders + report.totals.refundedOrders === 0;
  const groupBy = report?.groupBy ?? 'shop';
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'group',
      header: t(groupBy === 'period' ? 'salesPerformancePage.col.period' : 'salesPerformancePage.col.group'),
      hideable: false,
      cell: (r) => (groupBy === 'country' && !r.key ? t('salesPerformancePage.noCountry') : r.label),
    },
    ...figureColumns<Row>(t, FIGURES),
  ];
  const trend = report?.trend ?? [];
  const currency = report?.currency ?? '';
  return (
    <SalesReportFrame
      state={state}
      query={query}
      page={empty ? { rows: [], total: 0 } : undefined}
      columns={columns}
      rowKey={(r) => r.key}
      totals={(totals) => figureTotals(t, totals, FIGURES)}
      chart={
        groupBy === 'period' || !report ? (
          <LineChart
            title={t('salesPerformancePage.chart.trend')}
            height={240}
            area
            loading={loading && !report}
            labels={trend.map((p) => p.label)}
            series={[{ label: `${t('salesPerformancePage.col.salesAmount')} (${currency})`, data: trend.map((p) => Number(p.value)) }]}
          />
        ) : (
          <BarChart
            title={t('salesPerformancePage.chart.trend')}
            height={240}
            labels={trend.map((p) => p.label)}
            series={[{ label: `${t('salesPerformancePage.col.salesAmount')} (${currency})`, data: trend.map((p) => Number(p.value)) }]}
          />
        )
      }
    />
  );
}
