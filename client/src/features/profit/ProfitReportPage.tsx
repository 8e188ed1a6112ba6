/**
 * /profitReport (issue 22 item 7): the stored profits of shipped orders grouped by shop, platform,
 * SKU or period, with the totals of the whole filter and a chart of the page's profits.
 */
import { marketplaceLabel } from '@erp/schema';
import { BarChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { termColumns } from './columns';
import { ProfitFrame } from './ProfitFrame';
import { useProfitFilter } from './filter';
import { useProfitReport, type ProfitReportData } from './hooks';
import { profitMessages } from './messages';

type Row = ProfitReportData['rows'][number];

export const ProfitReportPage = featurePage(profitMessages, ProfitReportScreen);

function ProfitReportScreen() {
  const t = useFeatureText(profitMessages);
  const state = useProfitFilter('report');
  const query = useProfitReport(state);
  const { report, loading } = query;
  const bySku = report?.groupBy === 'sku';
  const label = (r: Row) => (report?.groupBy === 'platform' ? marketplaceLabel(Number(r.key)) : r.label || '—');
  const columns: DataTableColumn<Row>[] = [
    { key: 'group', header: t('profitPage.col.group'), hideable: false, cell: label },
    ...(bySku ? [{ key: 'quantity', header: t('profitPage.col.quantity'), align: 'end' as const, cell: (r: Row) => r.quantity ?? '—' }] : []),
    { key: 'orders', header: t('profitPage.col.orders'), align: 'end', cell: (r) => r.orders },
    ...termColumns<Row>(t, bySku ? ['goods', 'productCost'] : undefined),
  ];
  return (
    <ProfitFrame
      reportType="profitReport"
      state={state}
      query={query}
      columns={columns}
      rowKey="key"
      chart={
        <BarChart
          title={t('profitPage.chart.top')}
          height={220}
          loading={loading && !report}
          labels={report?.chart.map((c) => (report.groupBy === 'platform' ? marketplaceLabel(Number(c.label)) || c.label : c.label)) ?? []}
          series={[{ label: t('profitPage.chart.profit'), data: report?.chart.map((c) => Number(c.value)) ?? [] }]}
        />
      }
    />
  );
}
