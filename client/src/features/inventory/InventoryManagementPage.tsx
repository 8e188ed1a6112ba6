/** /inventoryManagement: stock on each location of each warehouse. */
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { StockLocationFilter } from '../../api/generated/types';
import { FilterBar, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { useLocationOptions, useWarehouseFilterOptions } from '../warehouses/pickers';
import { stockColumns } from './components/stockColumns';
import { stockLocationList, type StockLocationRow } from './hooks';
import { inventoryMessages, type InventoryMessageId } from './messages';

export const InventoryManagementPage = featurePage(inventoryMessages, InventoryManagementScreen);

function toFilter(v: FilterValues): StockLocationFilter {
  return {
    warehouseId: idOrUndefined(v.warehouseId),
    locationId: idOrUndefined(v.locationId),
    keyword: textOrUndefined(v.keyword),
    inStockOnly: v.show === 'all' ? false : undefined,
  };
}

/** The filter fields, the location choice listing `locations` (the chosen warehouse's). */
function fieldsOf(
  t: ReturnType<typeof useFeatureText<InventoryMessageId>>,
  warehouses: { value: string; label: string }[],
  locations: readonly { id: number; code: string }[],
): FilterField[] {
  return [
    { name: 'warehouseId', label: t('stockView.filter.warehouse'), type: 'select', options: warehouses },
    { name: 'locationId', label: t('stockView.filter.location'), type: 'select', options: locations.map((l) => ({ value: String(l.id), label: l.code })) },
    { name: 'keyword', label: t('stockView.filter.keyword'), type: 'text' },
    {
      name: 'show',
      label: t('stockView.details.show'),
      type: 'select',
      allLabel: t('stockView.details.inStockOnly'),
      options: [{ value: 'all', label: t('stockView.details.all') }],
    },
  ];
}

function InventoryManagementScreen() {
  const t = useFeatureText(inventoryMessages);
  const warehouses = useWarehouseFilterOptions();
  const fields = useMemo(() => fieldsOf(t, warehouses, []), [t, warehouses]);
  const screen = useListScreen({ ...stockLocationList, fields, toFilter });
  // the location choice lists the chosen warehouse's locations, and starts again when the warehouse changes
  const { options: locations } = useLocationOptions(idOrUndefined(screen.values.warehouseId));
  const barFields = useMemo(() => fieldsOf(t, warehouses, locations), [t, warehouses, locations]);

  const columns: DataTableColumn<StockLocationRow>[] = [
    ...stockColumns<StockLocationRow>(t),
    { key: 'location', header: t('stockView.col.location'), cell: (r) => <Text fontFamily="mono">{r.locationCode}</Text> },
    { key: 'quantity', header: t('stockView.col.quantity'), align: 'end', cell: (r) => <Text fontWeight="medium">{r.quantity}</Text> },
    { key: 'updatedAt', header: t('stockView.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <ListPage
      page={{
        title: t('stockView.details.title'),
        description: t('stockView.details.description'),
        emptyText: t('stockView.empty'),
        name: 'inventoryManagement',
      }}
      screen={screen}
      columns={columns}
      filterBar={
        <FilterBar
          {...screen.filterBar}
          fields={barFields}
          onChange={(next) => screen.filterBar.onChange(next.warehouseId !== screen.values.warehouseId ? { ...next, locationId: '' } : next)}
        />
      }
    />
  );
}
