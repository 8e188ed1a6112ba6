/** /inventoryManagement: stock on each location of each warehouse. */
import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { StockLocationFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { useLocationOptions } from '../warehouses/pickers';
import { ProductCell } from './components/ProductCell';
import { idOrUndefined, useWarehouseFilterOptions } from './filters';
import { useStockLocations, type StockLocationRow } from './hooks';
import { inventoryMessages } from './messages';

export function InventoryManagementPage() {
  return (
    <FeatureScope messages={inventoryMessages}>
      <InventoryManagementScreen />
    </FeatureScope>
  );
}

function toFilter(v: FilterValues): StockLocationFilter {
  return {
    warehouseId: idOrUndefined(v.warehouseId),
    locationId: idOrUndefined(v.locationId),
    keyword: textOrUndefined(v.keyword),
    inStockOnly: v.show === 'all' ? false : undefined,
  };
}

function InventoryManagementScreen() {
  const t = useFeatureText(inventoryMessages);
  const warehouses = useWarehouseFilterOptions();
  const [values, setValues] = useState<FilterValues>({});
  const { options: locations } = useLocationOptions(idOrUndefined(values.warehouseId));
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'warehouseId', label: t('stockView.filter.warehouse'), type: 'select', options: warehouses },
      { name: 'locationId', label: t('stockView.filter.location'), type: 'select', options: locations.map((l) => ({ value: String(l.id), label: l.code })) },
      { name: 'keyword', label: t('stockView.filter.keyword'), type: 'text' },
      { name: 'show', label: t('stockView.details.show'), type: 'select', allLabel: t('stockView.details.inStockOnly'), options: [{ value: 'all', label: t('stockView.details.all') }] },
    ],
    [t, warehouses, locations],
  );
  const [filter, setFilter] = useState<StockLocationFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useStockLocations(page, pageSize, filter);

  const columns: DataTableColumn<StockLocationRow>[] = [
    { key: 'product', header: t('stockView.col.product'), hideable: false, cell: (r) => <ProductCell sku={r.sku} productName={r.productName} image={r.image} /> },
    { key: 'warehouse', header: t('stockView.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'location', header: t('stockView.col.location'), cell: (r) => <Text fontFamily="mono">{r.locationCode}</Text> },
    { key: 'quantity', header: t('stockView.col.quantity'), align: 'end', cell: (r) => <Text fontWeight="medium">{r.quantity}</Text> },
    { key: 'updatedAt', header: t('stockView.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <PageFrame title={t('stockView.details.title')} description={t('stockView.details.description')}>
      <FilterBar
        fields={fields}
        values={{ ...emptyFilterValues(fields), ...values }}
        onChange={(next) => setValues(next.warehouseId !== values.warehouseId ? { ...next, locationId: '' } : next)}
        onSearch={(v) => {
          setFilter(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('stockView.details.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('stockView.empty')}
        columnsStorageKey="table.inventoryManagement.columns"
      />
    </PageFrame>
  );
}
