/** /dataSummary (issue 22 item 7): sales, profit, margin, orders, refunds, stock value and payables of the period, and the daily trend. */
import { Skeleton, Stack } from '@chakra-ui/react';
import { FilterBar, LineChart, LoadFailed, Notice, TotalsStrip } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { money, pct, useProfitFilter } from './filter';
import { useDataSummary } from './hooks';
import { profitMessages } from './messages';

export const DataSummaryPage = featurePage(profitMessages, DataSummaryScreen);

function DataSummaryScreen() {
  const t = useFeatureText(profitMessages);
  const state = useProfitFilter();
  const { report: s, loading, error, refused, refetch } = useDataSummary(state.filter);
  const problem = state.problem ? t(state.problem) : refused;
  return (
    <PageFrame title={t('profitPage.summary.title')} description={t('profitPage.summary.description')}>
      <FilterBar
        fields={state.fields}
        values={state.values}
        onChange={state.setValues}
        onSearch={state.search}
        defaultValues={state.defaults}
        loading={loading}
      />
      {problem ? <Notice status="error" size="sm" title={problem} /> : null}
      {error && !s ? <LoadFailed title={t('profitPage.loadFailed')} onRetry={refetch} /> : null}
      {!s && loading ? <Skeleton height="24" /> : null}
      {s ? (
        <Stack gap="4">
          <TotalsStrip
            label={t('profitPage.totals')}
            items={[
              { label: t('profitPage.summary.sales'), value: money(s.goods) },
              { label: t('profitPage.col.profit'), value: money(s.profit) },
              { label: t('profitPage.col.margin'), value: pct(s.margin) },
              { label: t('profitPage.summary.orderCount'), value: s.orderCount },
              { label: t('profitPage.summary.shippedCount'), value: s.shippedCount },
              { label: t('profitPage.col.refunds'), value: money(s.refunds) },
              { label: t('profitPage.summary.refundedCount'), value: s.refundedCount },
              { label: t('profitPage.summary.stockValue'), value: money(s.stockValue) },
              { label: t('profitPage.summary.payables'), value: money(s.payables) },
            ]}
          />
          <TotalsStrip
            label={t('profitPage.report.title')}
            items={(['buyerFreight', 'platformFee', 'productCost', 'packaging', 'freight', 'vat'] as const).map((k) => ({
              label: t(`profitPage.col.${k}`),
              value: money(s[k]),
            }))}
          />
          <LineChart
            title={t('profitPage.chart.daily')}
            height={260}
            labels={s.series.map((p) => p.label)}
            series={[
              { label: t('profitPage.chart.goods'), data: s.series.map((p) => Number(p.goods)) },
              { label: t('profitPage.chart.profit'), data: s.series.map((p) => Number(p.profit)) },
            ]}
          />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
