/** /overseasWarehouseStockReport: overseas stock by storage age band from the FIFO lots, at cost (spec 02 §9). */
import { Stack, Text } from '@chakra-ui/react';
import { AGE_BANDS } from '@erp/schema';
import type { DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { ListPage, useListScreen } from '../../ui/resource';
import { toStockFilter } from './OverseasSafetyStockPage';
import { useFilterFields } from './OverseasSuggestPage';
import { pairKeyOf, reportList, useText, type ReportRow } from './hooks';
import { overseasSuggestionsMessages, type OverseasSuggestionsMessageId } from './messages';

export const OverseasStockReportPage = featurePage(overseasSuggestionsMessages, ReportScreen);

const money = (v: number) => v.toFixed(2);

function ReportScreen() {
  const t = useText();
  const fields = useFilterFields(false);
  const screen = useListScreen({ ...reportList, fields, toFilter: toStockFilter });
  const columns: DataTableColumn<ReportRow>[] = [
    {
      key: 'product',
      header: t('os.col.product'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontFamily="mono">{r.sku}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.productName}
          </Text>
        </Stack>
      ),
    },
    { key: 'warehouse', header: t('os.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'quantity', header: t('os.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'value', header: t('os.col.value'), align: 'end', cell: (r) => money(r.value) },
    ...AGE_BANDS.map((band) => ({
      key: `band-${band}`,
      header: t(`os.band.${band}` as OverseasSuggestionsMessageId),
      align: 'end' as const,
      cell: (r: ReportRow) => {
        const b = r.bands.find((x) => x.band === band);
        return b && b.quantity > 0 ? `${b.quantity} · ${money(b.value)}` : '—';
      },
    })),
    { key: 'oldest', header: t('os.col.oldest'), align: 'end', cell: (r) => r.oldestDays },
  ];
  return (
    <ListPage
      page={{ title: t('os.report.title'), description: t('os.report.description'), emptyText: t('os.empty.report'), name: 'overseasWarehouseStockReport' }}
      screen={screen}
      columns={columns}
      rowKey={pairKeyOf}
    />
  );
}
