/** /warehouseStockReport: SKUs, quantity and value per warehouse, split by storage age band. */
import { Box, Stack, Text } from '@chakra-ui/react';
import { AGE_BANDS } from '@erp/schema';
import { useMemo, useState } from 'react';
import { BarChart, FilterBar, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { pageOf, useLocalPages, ListPage } from '../../ui/resource';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { idOrUndefined } from '../../ui/format';
import { useWarehouseStockReport, type WarehouseStockRow } from './hooks';
import { inventoryMessages, type InventoryMessageId } from './messages';

export const WarehouseStockReportPage = featurePage(inventoryMessages, ReportScreen);

const money = (v: string | number) => Number(v).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function ReportScreen() {
  const t = useFeatureText(inventoryMessages);
  const warehouses = useWarehouseFilterOptions();
  const fields = useMemo<FilterField[]>(
    () => [{ name: 'warehouseId', label: t('stockView.filter.warehouse'), type: 'select', options: warehouses }],
    [t, warehouses],
  );
  const [values, setValues] = useState<FilterValues>({ warehouseId: '' });
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const { rows, loading, error, refetch } = useWarehouseStockReport(warehouseId);
  const pages = useLocalPages(rows, { loading, error, onRetry: refetch });
  const bandLabel = (b: string) => t(`stockView.ageBand.${b}` as InventoryMessageId);
  const typeLabel = (type: string) => (['own', 'overseas', 'fba'].includes(type) ? t(`stockView.warehouseType.${type}` as InventoryMessageId) : type);

  const columns: DataTableColumn<WarehouseStockRow>[] = [
    { key: 'warehouse', header: t('stockView.col.warehouse'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.warehouseName}</Text> },
    { key: 'type', header: t('stockView.report.type'), cell: (r) => typeLabel(r.warehouseType) },
    { key: 'skuCount', header: t('stockView.report.skuCount'), align: 'end', cell: (r) => r.skuCount },
    { key: 'quantity', header: t('stockView.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'available', header: t('stockView.col.available'), align: 'end', cell: (r) => r.available },
    { key: 'inTransit', header: t('stockView.col.inTransit'), align: 'end', cell: (r) => r.inTransit },
    { key: 'value', header: t('stockView.report.value'), align: 'end', cell: (r) => <Text fontWeight="medium">{money(r.value)}</Text> },
    ...AGE_BANDS.map<DataTableColumn<WarehouseStockRow>>((band) => ({
      key: `band-${band}`,
      header: bandLabel(band),
      align: 'end',
      cell: (r) => {
        const b = r.bands.find((x) => x.band === band);
        return (
          <Stack gap="0" align="end">
            <Text>{b?.quantity ?? 0}</Text>
            <Text textStyle="xs" color="fg.muted">
              {money(b?.value ?? 0)}
            </Text>
          </Stack>
        );
      },
    })),
  ];

  const chartSeries = AGE_BANDS.map((band) => ({ label: bandLabel(band), data: rows.map((r) => r.bands.find((b) => b.band === band)?.quantity ?? 0) }));

  return (
    <ListPage
      page={pageOf(t, 'stockView.report', 'warehouseStockReport')}
      screen={pages}
      columns={columns}
      rowKey="warehouseId"
      filterBar={
        <FilterBar
          fields={fields}
          values={values}
          onChange={setValues}
          onSearch={(v) => {
            setWarehouseId(idOrUndefined(v.warehouseId) ?? null);
            pages.first();
          }}
          loading={loading}
        />
      }
    >
      {rows.length ? (
        <Box>
          <BarChart title={t('stockView.report.chart')} labels={rows.map((r) => r.warehouseName)} series={chartSeries} stacked height={260} />
        </Box>
      ) : null}
    </ListPage>
  );
}
