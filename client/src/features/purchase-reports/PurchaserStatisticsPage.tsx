/** /purchaserStatistics: purchases per purchaser with the share received on time, and a chart of amounts. */
import { Text } from '@chakra-ui/react';
import { BarChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { figureColumn } from './columns';
import { purchaserStatisticsReport, useReport, type PurchaserReport } from './hooks';
import { percent, ReportFrame, useReportFilter } from './ReportFrame';
import { purchaseReportsMessages } from './messages';

type Row = PurchaserReport['rows'][number];

export const PurchaserStatisticsPage = featurePage(purchaseReportsMessages, PurchaserStatisticsScreen);

function PurchaserStatisticsScreen() {
  const t = useFeatureText(purchaseReportsMessages);
  const state = useReportFilter();
  const query = useReport(purchaserStatisticsReport, state);
  const { report, loading } = query;
  const name = (n: string) => n || t('purchaseReportPage.noPurchaser');
  const columns: DataTableColumn<Row>[] = [
    { key: 'purchaser', header: t('purchaseReportPage.col.purchaser'), hideable: false, cell: (r) => <Text fontWeight="medium">{name(r.purchaserName)}</Text> },
    figureColumn(t, 'orderCount'),
    figureColumn(t, 'lineCount'),
    figureColumn(t, 'quantity'),
    figureColumn(t, 'amount'),
    figureColumn(t, 'average', { field: 'averageOrderAmount', title: 'averageOrderAmount' }),
    { key: 'onTime', header: t('purchaseReportPage.col.onTimeRate'), align: 'end', cell: (r) => percent(r.onTimeRate) },
    figureColumn(t, 'pendingAudit', { field: 'pendingAuditCount' }),
  ];
  return (
    <ReportFrame
      kind="purchaserStatistics"
      state={state}
      columns={columns}
      query={query}
      totals={['orderCount', 'lineCount', 'quantity', 'amount', 'averageOrderAmount', 'onTimeRate', ['pendingAuditCount', 'pendingAudit']]}
      chart={
        <BarChart
          title={t('purchaseReportPage.chart.amountByPurchaser')}
          height={240}
          loading={loading && !report}
          labels={report?.chart.map((c) => name(c.label)) ?? []}
          series={[{ label: t('purchaseReportPage.chart.amount'), data: report?.chart.map((c) => Number(c.value)) ?? [] }]}
        />
      }
    />
  );
}
