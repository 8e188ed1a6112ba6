/** /supplierStatistics: purchases per supplier with quality and delivery rates, and a chart of amounts. */
import { Text } from '@chakra-ui/react';
import { BarChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { figureColumn } from './columns';
import { supplierStatisticsReport, useReport, type SupplierReport } from './hooks';
import { percent, ReportFrame, useReportFilter } from './ReportFrame';
import { purchaseReportsMessages } from './messages';
import { TwoLines } from '../../ui/cells';

type Row = SupplierReport['rows'][number];

export const SupplierStatisticsPage = featurePage(purchaseReportsMessages, SupplierStatisticsScreen);

function SupplierStatisticsScreen() {
  const t = useFeatureText(purchaseReportsMessages);
  const state = useReportFilter();
  const query = useReport(supplierStatisticsReport, state);
  const { report, loading } = query;
  const columns: DataTableColumn<Row>[] = [
    { key: 'supplier', header: t('purchaseReportPage.col.supplier'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.supplierName}</Text> },
    figureColumn(t, 'orderCount'),
    figureColumn(t, 'quantity'),
    figureColumn(t, 'amount'),
    figureColumn(t, 'received'),
    figureColumn(t, 'good'),
    figureColumn(t, 'defective'),
    { key: 'defectiveRate', header: t('purchaseReportPage.col.defectiveRate'), align: 'end', cell: (r) => percent(r.defectiveRate) },
    { key: 'delayRate', header: t('purchaseReportPage.col.delayRate'), align: 'end', cell: (r) => percent(r.delayRate) },
    { key: 'replenishmentRate', header: t('purchaseReportPage.col.replenishmentRate'), align: 'end', cell: (r) => percent(r.replenishmentRate) },
    { key: 'returnRate', header: t('purchaseReportPage.col.returnRate'), align: 'end', cell: (r) => percent(r.returnRate) },
    figureColumn(t, 'averagePrice'),
    {
      key: 'latest',
      header: t('purchaseReportPage.col.latestPrice'),
      cell: (r) => <TwoLines main={r.latestPrice ?? '—'} sub={formatDateTime(r.latestPurchaseAt)} />,
    },
  ];
  return (
    <ReportFrame
      kind="supplierStatistics"
      state={state}
      columns={columns}
      query={query}
      totals={['orderCount', 'quantity', 'amount', 'received', 'good', 'defective', 'defectiveRate']}
      chart={
        <BarChart
          title={t('purchaseReportPage.chart.amountBySupplier')}
          height={240}
          loading={loading && !report}
          labels={report?.chart.map((c) => c.label) ?? []}
          series={[{ label: t('purchaseReportPage.chart.amount'), data: report?.chart.map((c) => Number(c.value)) ?? [] }]}
        />
      }
    />
  );
}
