/** /orderAnalysis: orders per platform, country, status or shop, with their shares as a pie. */
import { Box, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { PieChart, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { useOrderAnalysis, type OrderReport } from './hooks';
import { amountColumns, SalesReportFrame, totalItems, useSalesReportFilter } from './ReportFrame';
import { salesReportsMessages, type SalesReportsMessageId } from './messages';

type Row = OrderReport['rows'][number];
const OTHER_KEY = '__other';
const STATUSES = new Set(['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'shipped', 'completed', 'cancelled', 'refunded', 'abnormal']);

export const OrderAnalysisPage = featurePage(salesReportsMessages, OrderAnalysisScreen);

/** The shown name of a group: statuses and countries in the user's language, platforms and shops as named. */
function useGroupLabel(dimension: string | undefined) {
  const t = useFeatureText(salesReportsMessages);
  const lang = useFeatureLang();
  const regions = useMemo(
    () => (typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }) : null),
    [lang],
  );
  return useCallback(
    (g: { key: string; label: string }) => {
      if (g.key === OTHER_KEY) return t('salesReportPage.chart.other');
      if (dimension === 'status') return STATUSES.has(g.key) ? t(`salesReportPage.status.${g.key}` as SalesReportsMessageId) : g.key;
      if (dimension === 'country') {
        if (!g.key) return t('salesReportPage.noCountry');
        let name: string | undefined;
        try {
          name = regions?.of(g.key);
        } catch {
          name = undefined;
        }
        return name && name !== g.key ? `${name} (${g.key})` : g.key;
      }
      return g.label;
    },
    [t, dimension, regions],
  );
}

function OrderAnalysisScreen() {
  const t = useFeatureText(salesReportsMessages);
  const state = useSalesReportFilter('orderAnalysis');
  const query = useOrderAnalysis(state);
  const { report, loading } = query;
  const label = useGroupLabel(report?.dimension);
  const dimension = (report?.dimension ?? state.filter.dimension ?? 'platform') as 'platform' | 'country' | 'status' | 'shop';
  const columns: DataTableColumn<Row>[] = [
    { key: 'group', header: t(`salesReportPage.group.${dimension}`), hideable: false, cell: (r) => <Text fontWeight="medium">{label(r)}</Text> },
    ...amountColumns<Row>(t, ['orders']),
    { key: 'share', header: t('salesReportPage.col.share'), align: 'end', cell: (r) => `${r.share.toFixed(2)}%` },
    ...amountColumns<Row>(t, ['units', 'salesAmount']),
  ];
  return (
    <SalesReportFrame
      state={state}
      query={query}
      columns={columns}
      rowKey={(r) => r.key || '-'}
      totals={(totals) => totalItems(t, totals, ['orders', 'units', 'salesAmount'])}
      chart={
        // a narrow frame keeps the legend next to the doughnut
        <Box maxW="2xl">
          <PieChart
            title={t('salesReportPage.chart.orderShare')}
            height={260}
            doughnut
            decimals={2}
            loading={loading && !report}
            slices={(report?.chart ?? []).map((c) => ({ label: label(c), value: c.share }))}
          />
        </Box>
      }
    />
  );
}
