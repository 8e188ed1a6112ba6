/** /safetyStock: safety stock per SKU and warehouse, edited in the list or for ticked rows at once. */
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FilterBar, toastError, toastSuccess, useHasPermission, useMessageText, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { SafetyStockDialog } from './components/SafetyStockDialog';
import { LowStockFigure, stockColumns } from './components/stockColumns';
import { toInventoryFilter, useInventoryFilterFields } from './filters';
import { safetyStockList, useInventoryCommands, type SafetyStockRow } from './hooks';
import { inventoryMessages } from './messages';

export const SafetyStockPage = featurePage(inventoryMessages, SafetyStockScreen);

/** A whole number of 0 or more (spec 02 §5 "input must be an integer"). */
export const isSafeValue = (text: string) => /^\d{1,8}$/.test(text.trim());

function SafetyStockScreen() {
  const t = useFeatureText(inventoryMessages);
  const text = useMessageText();
  const canEdit = useHasPermission('stock.setSafe');
  const fields = useInventoryFilterFields(false);
  const screen = useListScreen({ ...safetyStockList, fields, toFilter: toInventoryFilter });
  const { setSafe } = useInventoryCommands();
  const [saving, setSaving] = useState(false);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const batch = useDialog<SafetyStockRow[]>(screen.reload);

  const changed = screen.rows.filter((r) => edits[r.id] !== undefined && edits[r.id] !== String(r.safe));
  const invalid = changed.filter((r) => !isSafeValue(edits[r.id]!));

  const save = async () => {
    if (!changed.length) return toastError(t('stockView.safety.nothingChanged'));
    if (invalid.length) return toastError(text('inventory.nonNegativeInteger'));
    const items = changed.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId, safe: Number(edits[r.id]) }));
    setSaving(true);
    await screen.run(async () => {
      const outcome = await setSafe({ input: { items } }, { failure: t('stockView.safeFailed') });
      if (outcome.ok) {
        toastSuccess(t('stockView.safeSaved', { count: outcome.data }));
        setEdits({});
      }
      return outcome;
    });
    setSaving(false);
  };

  const columns = useMemo<DataTableColumn<SafetyStockRow>[]>(
    () => [
      ...stockColumns<SafetyStockRow>(t),
      { key: 'quantity', header: t('stockView.col.quantity'), align: 'end', cell: (r) => r.quantity },
      { key: 'occupied', header: t('stockView.col.occupied'), align: 'end', cell: (r) => r.occupied },
      {
        key: 'available',
        header: t('stockView.col.available'),
        align: 'end',
        cell: (r) => <LowStockFigure value={r.available} low={r.lowStock} label={t('stockView.low')} strong />,
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
    <ListPage
      page={{
        title: t('stockView.safety.title'),
        description: t('stockView.safety.description'),
        emptyText: t('stockView.empty'),
        name: 'safetyStock',
        toolbar: canEdit ? (
          <HStack gap="2">
            <Button size="sm" colorPalette="teal" loading={saving} disabled={!changed.length} onClick={() => void save()}>
              {t('stockView.safety.save')}
            </Button>
            {changed.length ? (
              <Text textStyle="sm" color="fg.muted">
                {t('stockView.safety.changed', { count: changed.length })}
              </Text>
            ) : null}
          </HStack>
        ) : null,
      }}
      screen={screen}
      onPageChange={(p, size) => {
        setEdits({});
        screen.setPage(p, size);
      }}
      columns={columns}
      batchActions={[{ key: 'safe', label: t('stockView.setSafe'), permission: 'stock.setSafe', onClick: (selected) => batch.open(selected) }]}
      // edits belong to the rows shown: another search or page drops them
      filterBar={
        <FilterBar
          {...screen.filterBar}
          onSearch={(v) => {
            setEdits({});
            screen.search(v);
          }}
        />
      }
    >
      {batch.current ? <SafetyStockDialog rows={batch.current} onClose={batch.close} onSaved={batch.done} /> : null}
    </ListPage>
  );
}
