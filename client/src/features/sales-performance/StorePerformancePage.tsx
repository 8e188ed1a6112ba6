/** /storePerformance: per shop sales and fulfilment (on time, hours to ship, overdue, cancel and refund rates), top shops as bars. */
import { BarChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { useStorePerformance, type StorePerformanceData } from './hooks';
import { SalesReportFrame } from '../sales-reports/ReportFrame';
import { figureColumns, figureTotals, usePerformanceFilter } from './figures';
import { salesPerformanceMessages } from './messages';

type Row = StorePerformanceData['rows'][number];
export const PERFORMANCE_FIGURES = [
  'placedOrders',
  'orders',
  'salesAmount',
  'averageOrderValue',
  'shippedOrders',
  'onTimeOrders',
  ['onTimeRate', 'rate'],
  ['averageShipHours', 'hours'],
  'unshippedOrders',
  'overdueOrders',
  'cancelledOrders',
  ['cancelRate', 'rate'],
  'refundedOrders',
  ['refundRate', 'rate'],
] as const;

export const StorePerformancePage = featurePage(salesPerformanceMessages, StorePerformanceScreen);

function StorePerformanceScreen() {
  const t = useFeatureText(salesPerformanceMessages);
  const state = usePerformanceFilter('storePerformance');
  const query = useStorePerformance(state);
  const { report, loading } = query;
  const columns: DataTableColumn<Row>[] = [
    { key: 'shop', header: t('salesPerformancePage.col.shop'), hideable: false, cell: (r) => <TwoLines main={r.shopName} sub={r.platformLabel} strong /> },
    ...figureColumns<Row>(t, PERFORMANCE_FIGURES),
  ];
  return (
    <SalesReportFrame
      state={state}
      query={query}
      columns={columns}
      rowKey={(r) => r.shopId}
      totals={(totals) => figureTotals(t, totals, PERFORMANCE_FIGURES)}
      chart={
        <BarChart
          title={t('salesPerformancePage.chart.topShops')}
          height={240}
          loading={loading && !report}
          labels={report?.chart.map((c) => c.label) ?? []}
          series={[
            { label: `${t('salesPerformancePage.col.salesAmount')} (${report?.currency ?? ''})`, data: report?.chart.map((c) => Number(c.value)) ?? [] },
          ]}
        />
      }
    />
  );
}
