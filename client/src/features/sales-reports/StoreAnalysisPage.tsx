/** /storeAnalysis: per shop sales, platform fee and refund rate, with the top shops as bars. */
import { BarChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useStoreAnalysis, type StoreReport } from './hooks';
import { amountColumns, percent, SalesReportFrame, totalItems, useSalesReportFilter } from './ReportFrame';
import { salesReportsMessages } from './messages';
import { TwoLines } from '../../ui/cells';

type Row = StoreReport['rows'][number];

export const StoreAnalysisPage = featurePage(salesReportsMessages, StoreAnalysisScreen);

function StoreAnalysisScreen() {
  const t = useFeatureText(salesReportsMessages);
  const state = useSalesReportFilter('storeAnalysis');
  const query = useStoreAnalysis(state);
  const { report, loading } = query;
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'shop',
      header: t('salesReportPage.col.shop'),
      hideable: false,
      cell: (r) => <TwoLines main={r.shopName} sub={r.platformLabel} strong />,
    },
    ...amountColumns<Row>(t, ['orders', 'units', 'salesAmount', 'freight']),
    { key: 'platformRate', header: t('salesReportPage.col.platformRate'), align: 'end', cell: (r) => `${Number(r.platformRate).toFixed(2)}%` },
    ...amountColumns<Row>(t, ['platformFee', 'refundedProducts', 'validProducts']),
    { key: 'refundRate', header: t('salesReportPage.col.refundRate'), align: 'end', cell: (r) => percent(r.refundRate) },
    ...amountColumns<Row>(t, ['averageOrderValue']),
  ];
  return (
    <SalesReportFrame
      state={state}
      query={query}
      columns={columns}
      rowKey={(r) => r.shopId}
      totals={(totals) =>
        totalItems(t, { ...totals, refundRate: percent(totals.refundRate) }, [
          'orders',
          'units',
          'salesAmount',
          'freight',
          'platformFee',
          'refundedProducts',
          'refundRate',
          'averageOrderValue',
        ])
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
