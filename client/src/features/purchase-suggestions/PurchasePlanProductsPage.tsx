/**
 * /purchasePlanProducts: the purchase plan — edit quantity, reset it to the suggestion, change
 * supplier, remove, and generate one purchase order per supplier (wholesale option included).
 */
import { Badge, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PermissionGuard, toastError, toastSuccess, type BatchAction, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { FormDialog, useDialog, useListScreen, ListPage, titledPage } from '../../ui/resource';
import { SupplierSelect } from '../suppliers/SupplierSelect';
import { SkuCell, TwoLines } from '../../ui/cells';
import { baseFilter, GenerateDialog, generateAction, requireTicked, SupplierCell, useBaseFilterFields, useText, type GenerateItem } from './components';
import { planList, usePurchaseSuggestionCommands, type PlanRow } from './hooks';
import { purchaseSuggestionsMessages, type PurchaseSuggestionsMessageId } from './messages';

export const PurchasePlanProductsPage = featurePage(purchaseSuggestionsMessages, PlanScreen);

type Dialog = { kind: 'generate'; items: GenerateItem[] } | { kind: 'supplier'; rows: PlanRow[] };

function PlanScreen() {
  const t = useText();
  const commands = usePurchaseSuggestionCommands();
  const screen = useListScreen({ ...planList, fields: useBaseFilterFields(), toFilter: baseFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('ps.failed');

  /** A batch command on the ticked items, its count toasted. */
  const onTicked = (picked: PlanRow[], run: (ids: number[]) => Promise<unknown>) => (requireTicked(picked, t) ? run(picked.map((r) => r.id)) : undefined);
  const reset = (picked: PlanRow[]) =>
    onTicked(picked, (ids) =>
      screen.run(async () => {
        const outcome = await commands.reset({ ids }, { failure });
        if (outcome.ok) toastSuccess(t('ps.resetDone', { count: outcome.data }));
        return outcome;
      }),
    );
  const remove = (picked: PlanRow[]) =>
    onTicked(picked, (ids) =>
      screen.run(
        async () => {
          const outcome = await commands.remove({ ids }, { failure });
          if (outcome.ok) toastSuccess(t('ps.removed', { count: outcome.data }));
          return outcome;
        },
        { confirm: t('ps.confirmRemove', { count: ids.length }), danger: true },
      ),
    );
  const batchActions: BatchAction<PlanRow>[] = [
    { key: 'reset', label: t('ps.reset'), permission: 'purchasePlan.update', allowEmpty: true, onClick: (r) => reset(r) },
    {
      key: 'supplier',
      label: t('ps.changeSupplier'),
      permission: 'purchasePlan.update',
      allowEmpty: true,
      onClick: (r) => {
        if (requireTicked(r, t)) dialog.open({ kind: 'supplier', rows: r });
      },
    },
    { key: 'remove', label: t('ps.remove'), permission: 'purchasePlan.update', allowEmpty: true, colorPalette: 'red', onClick: (r) => remove(r) },
    generateAction<PlanRow>(
      t,
      (x) => x.quantity,
      (items) => dialog.open({ kind: 'generate', items }),
    ),
  ];

  const columns: DataTableColumn<PlanRow>[] = [
    { key: 'product', header: t('ps.col.product'), hideable: false, cell: (r) => <SkuCell {...r} mono /> },
    { key: 'warehouse', header: t('ps.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'supplier', header: t('ps.col.supplier'), cell: (r) => <SupplierCell name={r.supplierName} /> },
    { key: 'quantity', header: t('ps.col.planQuantity'), align: 'end', hideable: false, cell: (r) => <QuantityCell row={r} onSaved={screen.reload} /> },
    { key: 'suggested', header: t('ps.col.suggestedQuantity'), align: 'end', cell: (r) => r.suggestedQuantity },
    { key: 'source', header: t('ps.col.source'), cell: (r) => <Badge>{t(`ps.source.${r.source}` as PurchaseSuggestionsMessageId)}</Badge> },
    {
      key: 'created',
      header: t('ps.col.createdBy'),
      cell: (r) => <TwoLines main={r.createdByName || '—'} sub={formatDateTime(r.createdAt)} />,
    },
  ];

  const open = dialog.current;
  return (
    <ListPage page={titledPage(t, 'ps.plan', 'purchasePlanProducts', t('ps.empty.plan'))} screen={screen} columns={columns} batchActions={batchActions}>
      {open?.kind === 'generate' ? <GenerateDialog items={open.items} source="plan" onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'supplier' ? <SupplierDialog rows={open.rows} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}

function QuantityCell({ row, onSaved }: { row: PlanRow; onSaved: () => void }) {
  const t = useText();
  const { quantity } = usePurchaseSuggestionCommands();
  const [editing, setEditing] = useState<string | null>(null);
  if (editing == null) {
    return (
      <HStack gap="1" justify="end">
        <Text fontWeight="medium">{row.quantity}</Text>
        <PermissionGuard permission="purchasePlan.update">
          <Button
            size="xs"
            variant="ghost"
            aria-label={t('ps.actionLabel', { action: t('ps.edit'), sku: row.sku })}
            onClick={() => setEditing(String(row.quantity))}
          >
            {t('ps.edit')}
          </Button>
        </PermissionGuard>
      </HStack>
    );
  }
  const save = async () => {
    const q = Number(editing);
    if (!Number.isInteger(q) || q < 1) return toastError(t('ps.failed'));
    const outcome = await quantity({ id: row.id, quantity: q }, { failure: t('ps.failed') });
    if (!outcome.ok) return;
    setEditing(null);
    onSaved();
  };
  return (
    <HStack gap="1" justify="end">
      <Input
        size="xs"
        width="20"
        type="number"
        min={1}
        value={editing}
        aria-label={t('ps.actionLabel', { action: t('ps.col.planQuantity'), sku: row.sku })}
        onChange={(e) => setEditing(e.target.value)}
      />
      <Button size="xs" colorPalette="teal" onClick={() => void save()}>
        {t('ps.save')}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
        {t('ps.cancel')}
      </Button>
    </HStack>
  );
}

function SupplierDialog({ rows, onClose, onDone }: { rows: PlanRow[]; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const { supplier, busy } = usePurchaseSuggestionCommands();
  const [supplierId, setSupplierId] = useState<number | null>(rows.length === 1 ? (rows[0]?.supplierId ?? null) : null);
  const submit = async () => {
    if (!supplierId) return toastError(t('ps.col.supplier'));
    const outcome = await supplier({ ids: rows.map((r) => r.id), supplierId }, { success: t('ps.saved'), failure: t('ps.failed') });
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={t('ps.changeSupplier')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      cancelText={t('ps.cancel')}
      submitText={t('ps.save')}
    >
      <Text color="fg.muted">{rows.map((r) => r.sku).join(', ')}</Text>
      <SupplierSelect value={supplierId} onChange={setSupplierId} aria-label={t('ps.col.supplier')} />
    </FormDialog>
  );
}
