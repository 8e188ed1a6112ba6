/** /productsAvailableList: available stock per SKU × warehouse with daily sales and days of cover. */
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PurchaseSuggestionFilter } from '../../api/generated/graphql';
import { DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, type DataTableColumn, type FilterValues } from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { textOrUndefined } from '../shared/format';
import { idOrUndefined } from '../inventory/filters';
import { ProductCell, useBaseFilterFields, useText } from './components';
import { pairKeyOf, useAvailableProducts, type AvailableRow } from './hooks';
import { purchaseSuggestionsMessages } from './messages';

export function ProductsAvailableListPage() {
  return (
    <FeatureScope messages={purchaseSuggestionsMessages}>
      <AvailableScreen />
    </FeatureScope>
  );
}

function AvailableScreen() {
  const t = useText();
  const fields = useBaseFilterFields();
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<PurchaseSuggestionFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useAvailableProducts(page, pageSize, filter);
  const columns: DataTableColumn<AvailableRow>[] = [
    { key: 'product', header: t('ps.col.product'), hideable: false, cell: (r) => <ProductCell {...r} /> },
    { key: 'warehouse', header: t('ps.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'supplier', header: t('ps.col.supplier'), cell: (r) => r.supplierName || '—', hiddenByDefault: true },
    { key: 'quantity', header: t('ps.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'occupied', header: t('ps.col.occupied'), align: 'end', cell: (r) => r.occupied },
    { key: 'sellable', header: t('ps.col.sellable'), align: 'end', cell: (r) => <Text fontWeight="medium">{r.sellable}</Text> },
    { key: 'preSale', header: t('ps.col.preSale'), align: 'end', cell: (r) => r.preSale },
    { key: 'inTransit', header: t('ps.col.inTransit'), align: 'end', cell: (r) => r.inTransit },
    { key: 'pending', header: t('ps.col.pendingReceipt'), align: 'end', cell: (r) => r.pendingReceipt },
    { key: 'safety', header: t('ps.col.safety'), align: 'end', cell: (r) => r.safetyStock },
    { key: 'daily', header: t('ps.col.daily'), align: 'end', cell: (r) => r.dailySales.toFixed(2) },
    { key: 'cover', header: t('ps.col.coverDays'), align: 'end', cell: (r) => (r.daysOfCover == null ? '—' : r.daysOfCover) },
  ];
  return (
    <PageFrame title={t('ps.available.title')} description={t('ps.available.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ warehouseId: idOrUndefined(v.warehouseId), supplierId: idOrUndefined(v.supplierId), keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('ps.available.title')}
        columns={columns}
        rows={rows}
        rowKey={pairKeyOf}
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
        emptyText={t('ps.empty.available')}
        columnsStorageKey="table.productsAvailableList.columns"
      />
    </PageFrame>
  );
}
