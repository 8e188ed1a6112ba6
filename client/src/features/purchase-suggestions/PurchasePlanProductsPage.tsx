/**
 * /purchasePlanProducts: the purchase plan — edit quantity, reset it to the suggestion, change
 * supplier, remove, and generate one purchase order per supplier (wholesale option included).
 */
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PurchasePlanFilter } from '../../api/generated/graphql';
import { DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastError, toastSuccess, useConfirm, type BatchAction, type DataTableColumn, type FilterValues } from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { idOrUndefined } from '../inventory/filters';
import { SupplierSelect } from '../suppliers/SupplierSelect';
import { GenerateDialog, ProductCell, requireTicked, SimpleDialog, SupplierCell, useBaseFilterFields, useText, type GenerateItem } from './components';
import { usePurchasePlan, usePurchaseSuggestionActions, type PlanRow } from './hooks';
import { purchaseSuggestionsMessages, type PurchaseSuggestionsMessageId } from './messages';

export function PurchasePlanProductsPage() {
  return (
    <FeatureScope messages={purchaseSuggestionsMessages}>
      <PlanScreen />
    </FeatureScope>
  );
}

function PlanScreen() {
  const t = useText();
  const confirm = useConfirm();
  const actions = usePurchaseSuggestionActions();
  const fields = useBaseFilterFields();
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<PurchasePlanFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = usePurchasePlan(page, pageSize, filter);
  const [generating, setGenerating] = useState<GenerateItem[] | null>(null);
  const [supplierFor, setSupplierFor] = useState<PlanRow[] | null>(null);

  const reset = async (picked: PlanRow[]) => {
    if (!requireTicked(picked, t)) return;
    const outcome = await actions.reset(picked.map((r) => r.id));
    if (!outcome.ok) return showFailure(outcome, t('ps.failed'));
    toastSuccess(t('ps.resetDone', { count: outcome.data }));
    refetch();
  };
  const remove = async (picked: PlanRow[]) => {
    if (!requireTicked(picked, t)) return;
    if (!(await confirm({ message: t('ps.confirmRemove', { count: picked.length }), danger: true }))) return;
    const outcome = await actions.remove(picked.map((r) => r.id));
    if (!outcome.ok) return showFailure(outcome, t('ps.failed'));
    toastSuccess(t('ps.removed', { count: outcome.data }));
    refetch();
  };
  const batchActions: BatchAction<PlanRow>[] = [
    { key: 'reset', label: t('ps.reset'), permission: 'purchasePlan.update', allowEmpty: true, onClick: (r) => reset(r) },
    { key: 'supplier', label: t('ps.changeSupplier'), permission: 'purchasePlan.update', allowEmpty: true, onClick: (r) => { if (requireTicked(r, t)) setSupplierFor(r); } },
    { key: 'remove', label: t('ps.remove'), permission: 'purchasePlan.update', allowEmpty: true, colorPalette: 'red', onClick: (r) => remove(r) },
    {
      key: 'generate', label: t('ps.generate'), permission: 'purchaseOrder.create', allowEmpty: true, colorPalette: 'teal',
      onClick: (r) => { if (requireTicked(r, t)) setGenerating(r.map((x) => ({ skuId: x.skuId, warehouseId: x.warehouseId, supplierId: x.supplierId, quantity: x.quantity }))); },
    },
  ];

  const columns: DataTableColumn<PlanRow>[] = [
    { key: 'product', header: t('ps.col.product'), hideable: false, cell: (r) => <ProductCell {...r} /> },
    { key: 'warehouse', header: t('ps.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'supplier', header: t('ps.col.supplier'), cell: (r) => <SupplierCell name={r.supplierName} /> },
    { key: 'quantity', header: t('ps.col.planQuantity'), align: 'end', hideable: false, cell: (r) => <QuantityCell row={r} onSaved={refetch} /> },
    { key: 'suggested', header: t('ps.col.suggestedQuantity'), align: 'end', cell: (r) => r.suggestedQuantity },
    { key: 'source', header: t('ps.col.source'), cell: (r) => <Badge>{t(`ps.source.${r.source}` as PurchaseSuggestionsMessageId)}</Badge> },
    {
      key: 'created', header: t('ps.col.createdBy'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.createdByName || '—'}</Text>
          <Text textStyle="xs" color="fg.muted">{formatDateTime(r.createdAt)}</Text>
        </Stack>
      ),
    },
  ];

  return (
    <PageFrame title={t('ps.plan.title')} description={t('ps.plan.description')}>
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
        aria-label={t('ps.plan.title')}
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
        emptyText={t('ps.empty.plan')}
        batchActions={batchActions}
        columnsStorageKey="table.purchasePlanProducts.columns"
      />
      {generating ? <GenerateDialog items={generating} source="plan" onClose={() => setGenerating(null)} onDone={() => { setGenerating(null); refetch(); }} /> : null}
      {supplierFor ? <SupplierDialog rows={supplierFor} onClose={() => setSupplierFor(null)} onDone={() => { setSupplierFor(null); refetch(); }} /> : null}
    </PageFrame>
  );
}

function QuantityCell({ row, onSaved }: { row: PlanRow; onSaved: () => void }) {
  const t = useText();
  const actions = usePurchaseSuggestionActions();
  const [editing, setEditing] = useState<string | null>(null);
  if (editing == null) {
    return (
      <HStack gap="1" justify="end">
        <Text fontWeight="medium">{row.quantity}</Text>
        <PermissionGuard permission="purchasePlan.update">
          <Button size="xs" variant="ghost" aria-label={t('ps.actionLabel', { action: t('ps.edit'), sku: row.sku })} onClick={() => setEditing(String(row.quantity))}>
            {t('ps.edit')}
          </Button>
        </PermissionGuard>
      </HStack>
    );
  }
  const save = async () => {
    const q = Number(editing);
    if (!Number.isInteger(q) || q < 1) return toastError(t('ps.failed'));
    const outcome = await actions.quantity(row.id, q);
    if (!outcome.ok) return showFailure(outcome, t('ps.failed'));
    setEditing(null);
    onSaved();
  };
  return (
    <HStack gap="1" justify="end">
      <Input size="xs" width="20" type="number" min={1} value={editing} aria-label={t('ps.actionLabel', { action: t('ps.col.planQuantity'), sku: row.sku })} onChange={(e) => setEditing(e.target.value)} />
      <Button size="xs" colorPalette="teal" onClick={() => void save()}>{t('ps.save')}</Button>
      <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>{t('ps.cancel')}</Button>
    </HStack>
  );
}

function SupplierDialog({ rows, onClose, onDone }: { rows: PlanRow[]; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const actions = usePurchaseSuggestionActions();
  const [supplierId, setSupplierId] = useState<number | null>(rows.length === 1 ? (rows[0]?.supplierId ?? null) : null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!supplierId) return toastError(t('ps.col.supplier'));
    setBusy(true);
    const outcome = await actions.supplier(rows.map((r) => r.id), supplierId);
    setBusy(false);
    if (!outcome.ok) return showFailure(outcome, t('ps.failed'));
    toastSuccess(t('ps.saved'));
    onDone();
  };
  return (
    <SimpleDialog title={t('ps.changeSupplier')} onClose={onClose} onSubmit={() => void submit()} busy={busy}>
      <Text color="fg.muted">{rows.map((r) => r.sku).join(', ')}</Text>
      <SupplierSelect value={supplierId} onChange={setSupplierId} aria-label={t('ps.col.supplier')} />
    </SimpleDialog>
  );
}
