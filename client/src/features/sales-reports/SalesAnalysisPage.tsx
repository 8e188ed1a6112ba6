/** /salesAnalysis: sales per day, week or month of the period, with the trend of amounts and orders. */
import { SimpleGrid } from '@chakra-ui/react';
import { LineChart, type DataTableColumn } from '../../ui';
import { FeatureScope } from '../shared/FeatureScope';
import { useFeatureText } from '../public/featureIntl';
import { useSalesAnalysis, type SalesReport } from './hooks';
import { SalesReportFrame, useSalesReportFilter } from './ReportFrame';
import { salesReportsMessages } from './messages';

type Row = SalesReport['rows'][number];

export function SalesAnalysisPage() {
  return (
    <FeatureScope messages={salesReportsMessages}>
      <SalesAnalysisScreen />
    </FeatureScope>
  );
}

function SalesAnalysisScreen() {
  const t = useFeatureText(salesReportsMessages);
  const state = useSalesReportFilter('salesAnalysis');
  const { report, refused, loading, error, refetch } = useSalesAnalysis(state.filter);
  // every bucket comes back (zeros included); a period without any order shows the empty state
  const hasOrders = !!report && report.totals.orders + report.totals.refundedOrders > 0;
  const all = hasOrders ? report.rows : [];
  const rows = all.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  const columns: DataTableColumn<Row>[] = [
    { key: 'period', header: t('salesReportPage.col.period'), hideable: false, cell: (r) => r.label },
    { key: 'orders', header: t('salesReportPage.col.orders'), align: 'end', cell: (r) => r.orders },
    { key: 'units', header: t('salesReportPage.col.units'), align: 'end', cell: (r) => r.units },
    { key: 'salesAmount', header: t('salesReportPage.col.salesAmount'), align: 'end', cell: (r) => r.salesAmount },
    { key: 'freight', header: t('salesReportPage.col.freight'), align: 'end', cell: (r) => r.freight },
    { key: 'averageOrderValue', header: t('salesReportPage.col.averageOrderValue'), align: 'end', cell: (r) => r.averageOrderValue },
    { key: 'refundedOrders', header: t('salesReportPage.col.refundedOrders'), align: 'end', cell: (r) => r.refundedOrders },
    { key: 'refundedAmount', header: t('salesReportPage.col.refundedAmount'), align: 'end', cell: (r) => r.refundedAmount },
  ];
  const totals = report?.totals;
  const labels = all.map((r) => r.label);
  const chartLoading = loading && !report;
  return (
    <SalesReportFrame
      title={t('salesReportPage.salesAnalysis.title')}
      description={t('salesReportPage.salesAnalysis.description')}
      state={state}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.label}
      total={all.length}
      loading={loading}
      error={error}
      refused={refused}
      onRetry={refetch}
      report={report}
      totals={
        totals
          ? [
              { label: t('salesReportPage.col.orders'), value: totals.orders },
              { label: t('salesReportPage.col.units'), value: totals.units },
              { label: t('salesReportPage.col.salesAmount'), value: totals.salesAmount },
              { label: t('salesReportPage.col.freight'), value: totals.freight },
              { label: t('salesReportPage.col.averageOrderValue'), value: totals.averageOrderValue },
              { label: t('salesReportPage.col.refundedOrders'), value: totals.refundedOrders },
              { label: t('salesReportPage.col.refundedAmount'), value: totals.refundedAmount },
            ]
          : null
      }
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
