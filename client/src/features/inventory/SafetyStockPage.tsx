/** /safetyStock: safety stock per SKU and warehouse, edited in the list or for ticked rows at once. */
import { Badge, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { InventoryFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  toastError,
  toastSuccess,
  useHasPermission,
  useMessageText,
  type DataTableColumn,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { ProductCell } from './components/ProductCell';
import { SafetyStockDialog } from './components/SafetyStockDialog';
import { toInventoryFilter, useInventoryFilterFields } from './filters';
import { useSafetyStocks, useSetSafetyStock, type SafetyStockRow } from './hooks';
import { inventoryMessages } from './messages';

export function SafetyStockPage() {
  return (
    <FeatureScope messages={inventoryMessages}>
      <SafetyStockScreen />
    </FeatureScope>
  );
}

/** A whole number of 0 or more (spec 02 §5 "input must be an integer"). */
export const isSafeValue = (text: string) => /^\d{1,8}$/.test(text.trim());

function SafetyStockScreen() {
  const t = useFeatureText(inventoryMessages);
  const text = useMessageText();
  const canEdit = useHasPermission('stock.setSafe');
  const fields = useInventoryFilterFields(false);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<InventoryFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useSafetyStocks(page, pageSize, filter);
  const { setSafe, loading: saving } = useSetSafetyStock();
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [batch, setBatch] = useState<SafetyStockRow[] | null>(null);

  const changed = rows.filter((r) => edits[r.id] !== undefined && edits[r.id] !== String(r.safe));
  const invalid = changed.filter((r) => !isSafeValue(edits[r.id]!));

  const save = async () => {
    if (!changed.length) return toastError(t('stockView.safety.nothingChanged'));
    if (invalid.length) return toastError(text('inventory.nonNegativeInteger'));
    const outcome = await setSafe(changed.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId, safe: Number(edits[r.id]) })));
    if (outcome.ok) {
      toastSuccess(t('stockView.safeSaved', { count: outcome.data }));
      setEdits({});
      refetch();
    } else showFailure(outcome, t('stockView.safeFailed'));
  };

  const columns = useMemo<DataTableColumn<SafetyStockRow>[]>(
    () => [
      { key: 'product', header: t('stockView.col.product'), hideable: false, cell: (r) => <ProductCell sku={r.sku} productName={r.productName} image={r.image} /> },
      { key: 'warehouse', header: t('stockView.col.warehouse'), cell: (r) => r.warehouseName },
      { key: 'quantity', header: t('stockView.col.quantity'), align: 'end', cell: (r) => r.quantity },
      { key: 'occupied', header: t('stockView.col.occupied'), align: 'end', cell: (r) => r.occupied },
      {
        key: 'available',
        header: t('stockView.col.available'),
        align: 'end',
        cell: (r) => (
          <HStack justify="end" gap="1">
            <Text fontWeight="medium">{r.available}</Text>
            {r.lowStock ? <Badge colorPalette="red">{t('stockView.low')}</Badge> : null}
          </HStack>
        ),
      },
      {
        key: 'safe',
        header: t('stockView.col.safe'),
        hideable: false,
        cell: (r) => {
          const value = edits[r.id] ?? String(r.safe);
          if (!canEdit) return r.safe;
          return (
            <Input
              size="xs"
              width="24"
              inputMode="numeric"
              value={value}
              aria-label={t('stockView.safety.inputLabel', { sku: r.sku, warehouse: r.warehouseName })}
              aria-invalid={!isSafeValue(value) || undefined}
              borderColor={isSafeValue(value) ? undefined : 'border.error'}
              onChange={(e) => setEdits((prev) => ({ ...prev, [r.id]: e.target.value }))}
            />
          );
        },
      },
    ],
    [t, edits, canEdit],
  );

  return (
    <PageFrame title={t('stockView.safety.title')} description={t('stockView.safety.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toInventoryFilter(v));
          setPage(FIRST_PAGE);
          setEdits({});
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('stockView.safety.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
          setEdits({});
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('stockView.empty')}
        columnsStorageKey="table.safetyStock.columns"
        batchActions={[{ key: 'safe', label: t('stockView.setSafe'), permission: 'stock.setSafe', onClick: (selected) => setBatch(selected) }]}
        toolbar={
          canEdit ? (
            <HStack gap="2">
              <Button size="sm" colorPalette="teal" loading={saving} disabled={!changed.length} onClick={() => void save()}>
                {t('stockView.safety.save')}
              </Button>
              {changed.length ? <Text textStyle="sm" color="fg.muted">{t('stockView.safety.changed', { count: changed.length })}</Text> : null}
            </HStack>
          ) : null
        }
      />
      {batch ? (
        <SafetyStockDialog
          rows={batch}
          onClose={() => setBatch(null)}
          onSaved={() => {
            setBatch(null);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
