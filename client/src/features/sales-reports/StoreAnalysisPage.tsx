/** /storeAnalysis: per shop sales, platform fee and refund rate, with the top shops as bars. */
import { Stack, Text } from '@chakra-ui/react';
import { BarChart, type DataTableColumn } from '../../ui';
import { FeatureScope } from '../shared/FeatureScope';
import { useFeatureText } from '../public/featureIntl';
import { useStoreAnalysis, type StoreReport } from './hooks';
import { percent, SalesReportFrame, useSalesReportFilter } from './ReportFrame';
import { salesReportsMessages } from './messages';

type Row = StoreReport['rows'][number];

export function StoreAnalysisPage() {
  return (
    <FeatureScope messages={salesReportsMessages}>
      <StoreAnalysisScreen />
    </FeatureScope>
  );
}

function StoreAnalysisScreen() {
  const t = useFeatureText(salesReportsMessages);
  const state = useSalesReportFilter('storeAnalysis');
  const { report, refused, loading, error, refetch } = useStoreAnalysis(state.page, state.pageSize, state.filter);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'shop', header: t('salesReportPage.col.shop'), hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.shopName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.platformLabel}
          </Text>
        </Stack>
      ),
    },
    { key: 'orders', header: t('salesReportPage.col.orders'), align: 'end', cell: (r) => r.orders },
    { key: 'units', header: t('salesReportPage.col.units'), align: 'end', cell: (r) => r.units },
    { key: 'salesAmount', header: t('salesReportPage.col.salesAmount'), align: 'end', cell: (r) => r.salesAmount },
    { key: 'freight', header: t('salesReportPage.col.freight'), align: 'end', cell: (r) => r.freight },
    { key: 'platformRate', header: t('salesReportPage.col.platformRate'), align: 'end', cell: (r) => `${Number(r.platformRate).toFixed(2)}%` },
    { key: 'platformFee', header: t('salesReportPage.col.platformFee'), align: 'end', cell: (r) => r.platformFee },
    { key: 'refundedProducts', header: t('salesReportPage.col.refundedProducts'), align: 'end', cell: (r) => r.refundedProducts },
    { key: 'validProducts', header: t('salesReportPage.col.validProducts'), align: 'end', cell: (r) => r.validProducts },
    { key: 'refundRate', header: t('salesReportPage.col.refundRate'), align: 'end', cell: (r) => percent(r.refundRate) },
    { key: 'averageOrderValue', header: t('salesReportPage.col.averageOrderValue'), align: 'end', cell: (r) => r.averageOrderValue },
  ];
  const totals = report?.totals;
  return (
    <SalesReportFrame
      title={t('salesReportPage.storeAnalysis.title')}
      description={t('salesReportPage.storeAnalysis.description')}
      state={state}
      columns={columns}
      rows={report?.rows ?? []}
      rowKey={(r) => r.shopId}
      total={report?.totalCount ?? 0}
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
              { label: t('salesReportPage.col.platformFee'), value: totals.platformFee },
              { label: t('salesReportPage.col.refundedProducts'), value: totals.refundedProducts },
              { label: t('salesReportPage.col.refundRate'), value: percent(totals.refundRate) },
              { label: t('salesReportPage.col.averageOrderValue'), value: totals.averageOrderValue },
            ]
          : null
      }
      chart={
        <BarChart
          title={t('salesReportPage.chart.topShops')}
          height={240}
          loading={loading && !report}
          labels={report?.chart.map((c) => c.label) ?? []}
          series={[{ label: `${t('salesReportPage.col.salesAmount')} (${report?.currency ?? ''})`, data: report?.chart.map((c) => Number(c.value)) ?? [] }]}
        />
      }
    />
  );
}
