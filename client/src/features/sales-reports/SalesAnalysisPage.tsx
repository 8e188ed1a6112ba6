/** /salesAnalysis: sales per day, week or month of the period, with the trend of amounts and orders. */
import { SimpleGrid } from '@chakra-ui/react';
import { LineChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useSalesAnalysis, type SalesReport } from './hooks';
import { amountColumns, SalesReportFrame, totalItems, useSalesReportFilter } from './ReportFrame';
import { salesReportsMessages } from './messages';

type Row = SalesReport['rows'][number];

export const SalesAnalysisPage = featurePage(salesReportsMessages, SalesAnalysisScreen);

function SalesAnalysisScreen() {
  const t = useFeatureText(salesReportsMessages);
  const state = useSalesReportFilter('salesAnalysis');
  const query = useSalesAnalysis(state);
  const { report, loading } = query;
  // every bucket comes back (zeros included); a period without any order shows the empty state
  const hasOrders = !!report && report.totals.orders + report.totals.refundedOrders > 0;
  const all = hasOrders ? report.rows : [];
  const rows = all.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  const columns: DataTableColumn<Row>[] = [
    { key: 'period', header: t('salesReportPage.col.period'), hideable: false, cell: (r) => r.label },
    ...amountColumns<Row>(t, ['orders', 'units', 'salesAmount', 'freight', 'averageOrderValue', 'refundedOrders', 'refundedAmount']),
  ];
  const labels = all.map((r) => r.label);
  const chartLoading = loading && !report;
  return (
    <SalesReportFrame
      state={state}
      query={query}
      page={{ rows, total: all.length }}
      columns={columns}
      rowKey={(r) => r.label}
      totals={(totals) => totalItems(t, totals, ['orders', 'units', 'salesAmount', 'freight', 'averageOrderValue', 'refundedOrders', 'refundedAmount'])}
      chart={
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <LineChart
            title={t('salesReportPage.chart.salesAmount')}
            height={240}
            area
            loading={chartLoading}
            labels={labels}
            series={[{ label: `${t('salesReportPage.col.salesAmount')} (${report?.currency ?? ''})`, data: all.map((r) => Number(r.salesAmount)) }]}
          />
          <LineChart
            title={t('salesReportPage.chart.orders')}
            height={240}
            loading={chartLoading}
            labels={labels}
            series={[{ label: t('salesReportPage.col.orders'), data: all.map((r) => r.orders), color: '#3b82f6' }]}
          />
        </SimpleGrid>
      }
    />
  );
}
