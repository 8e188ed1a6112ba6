/** /orderPerformance: orders placed, shipped, on time, overdue, cancelled and refunded per day, week or month. */
import { LineChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useOrderPerformance, type OrderPerformanceData } from './hooks';
import { SalesReportFrame } from '../sales-reports/ReportFrame';
import { figureColumns, figureTotals, usePerformanceFilter } from './figures';
import { PERFORMANCE_FIGURES } from './StorePerformancePage';
import { salesPerformanceMessages } from './messages';

type Row = OrderPerformanceData['rows'][number];

export const OrderPerformancePage = featurePage(salesPerformanceMessages, OrderPerformanceScreen);

function OrderPerformanceScreen() {
  const t = useFeatureText(salesPerformanceMessages);
  const state = usePerformanceFilter('orderPerformance');
  const query = useOrderPerformance(state);
  const { report, loading } = query;
  // every bucket comes back (zeros included); a period without any order shows the empty state
  const all = report && report.totals.placedOrders > 0 ? report.rows : [];
  const rows = all.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  const columns: DataTableColumn<Row>[] = [
    { key: 'period', header: t('salesPerformancePage.col.period'), hideable: false, cell: (r) => r.label },
    ...figureColumns<Row>(t, PERFORMANCE_FIGURES),
  ];
  return (
    <SalesReportFrame
      state={state}
      query={query}
      page={{ rows, total: all.length }}
      columns={columns}
      rowKey={(r) => r.label}
      totals={(totals) => figureTotals(t, totals, PERFORMANCE_FIGURES)}
      chart={
        <LineChart
          title={t('salesPerformancePage.chart.fulfilment')}
          height={240}
          loading={loading && !report}
          labels={all.map((r) => r.label)}
          series={[
            { label: t('salesPerformancePage.col.placedOrders'), data: all.map((r) => r.placedOrders) },
            { label: t('salesPerformancePage.col.shippedOrders'), data: all.map((r) => r.shippedOrders), color: '#3b82f6' },
            { label: t('salesPerformancePage.col.onTimeOrders'), data: all.map((r) => r.onTimeOrders), color: '#16a34a' },
          ]}
        />
      }
    />
  );
}
