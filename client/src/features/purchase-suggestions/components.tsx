/** Pieces shared by the purchase-suggestion screens: product cell, filters, dialogs. */
import { Badge, Checkbox, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { GeneratePurchaseOrdersInput } from '../../api/generated/types';
import { toastError, toastSuccess, type BatchAction, type FilterField, type FilterValues } from '../../ui';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import { FormDialog, InfoDialog, LinesTable } from '../../ui/resource';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { FieldFrame } from '../../ui/FormField';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { useSupplierOptions } from '../suppliers/hooks';
import { usePurchaseSuggestionCommands } from './hooks';
import { purchaseSuggestionsMessages, type PurchaseSuggestionsMessageId } from './messages';

export const useText = () => useFeatureText(purchaseSuggestionsMessages);

export function SupplierCell({ name, type }: { name: string; type?: string }) {
  const t = useText();
  if (!name) return <Badge colorPalette="red">{t('ps.noSupplier')}</Badge>;
  return (
    <HStack gap="1">
      <Text>{name}</Text>
      {type === 'temporary' ? <Badge size="sm">{t('ps.temporary')}</Badge> : null}
    </HStack>
  );
}

/** Supplier options for filters (every supplier, disabled ones too). */
export function useSupplierFilterOptions() {
  const { options } = useSupplierOptions();
  return useMemo(() => options.map((o) => ({ value: String(o.id), label: o.name })), [options]);
}

/** Warehouse, supplier and keyword: the filters every screen here has. */
const NO_EXTRA: FilterField[] = [];
export function useBaseFilterFields(extra: FilterField[] = NO_EXTRA): FilterField[] {
  const t = useText();
  const warehouses = useWarehouseFilterOptions();
  const suppliers = useSupplierFilterOptions();
  return useMemo<FilterField[]>(
    () => [
      { name: 'warehouseId', label: t('ps.filter.warehouse'), type: 'select', options: warehouses },
      { name: 'supplierId', label: t('ps.filter.supplier'), type: 'select', options: suppliers },
      { name: 'keyword', label: t('ps.filter.keyword'), type: 'text' },
      ...extra,
    ],
    [t, warehouses, suppliers, extra],
  );
}

/** The base filters' values → the filter every list here takes (warehouse, supplier, keyword). */
export const baseFilter = (v: FilterValues) => ({
  warehouseId: idOrUndefined(v.warehouseId),
  supplierId: idOrUndefined(v.supplierId),
  keyword: textOrUndefined(v.keyword),
});

export function NumberField({
  label,
  value,
  onChange,
  step,
  min = 0,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  step?: string;
  min?: number;
}) {
  return (
    <FieldFrame label={label}>
      <Input type="number" size="sm" min={min} step={step ?? '1'} value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} />
    </FieldFrame>
  );
}

export function WarehouseSelect({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  const t = useText();
  const warehouses = useWarehouseFilterOptions();
  return (
    <FieldFrame label={label}>
      <ChoiceSelect aria-label={label} value={value} onChange={onChange} options={warehouses} empty={t('ps.gen.chooseWarehouse')} />
    </FieldFrame>
  );
}

/** The 'how computed' table of one suggestion: every term with its value and formula. */
export function BreakdownDialog({
  sku,
  terms,
  onClose,
  label,
}: {
  sku: string;
  terms: readonly { term: string; value: string; formula: string }[];
  onClose: () => void;
  /** The name of a term (another screen's terms, e.g. the overseas suggestions'); default ps.term.*. */
  label?: (term: string) => string;
}) {
  const t = useText();
  return (
    <InfoDialog title={t('ps.howComputedOf', { sku })} onClose={onClose} size="xl" closeText={t('ps.close')}>
      <LinesTable
        aria-label={t('ps.howComputedOf', { sku })}
        lines={terms}
        lineKey={(b) => b.term}
        columns={[
          { header: t('ps.term.col.term'), cell: (b) => (label ? label(b.term) : t(`ps.term.${b.term}` as PurchaseSuggestionsMessageId)) },
          { header: t('ps.term.col.value'), align: 'end', cell: (b) => <Text fontFamily="mono">{b.value}</Text> },
          {
            header: t('ps.term.col.formula'),
            cell: (b) => (
              <Text fontFamily="mono" textStyle="xs">
                {b.formula}
              </Text>
            ),
          },
        ]}
      />
    </InfoDialog>
  );
}

export interface GenerateItem {
  skuId: number;
  warehouseId: number;
  supplierId?: number | null;
  quantity: number;
}

/**
 * Generate purchase orders: the common warehouse (preset when every item names the same one) and
 * the wholesale option; one purchase order per supplier.
 */
export function GenerateDialog({
  items,
  source,
  onClose,
  onDone,
}: {
  items: GenerateItem[];
  source: 'plan' | 'suggestion' | 'outOfStock';
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useText();
  const { generate, busy } = usePurchaseSuggestionCommands();
  const named = [...new Set(items.map((i) => i.warehouseId))];
  const [warehouseId, setWarehouseId] = useState(named.length === 1 ? String(named[0]) : '');
  const [wholesale, setWholesale] = useState(false);
  const submit = async () => {
    if (!warehouseId) {
      toastError(t('ps.gen.chooseWarehouse'));
      return;
    }
    const input: GeneratePurchaseOrdersInput = {
      source,
      wholesale,
      warehouseId: Number(warehouseId),
      items: items.map((i) => ({ skuId: i.skuId, warehouseId: i.warehouseId, supplierId: i.supplierId ?? undefined, quantity: i.quantity })),
    };
    const outcome = await generate({ input }, { failure: t('ps.failed') });
    if (!outcome.ok) return;
    toastSuccess(t('ps.generated', { count: outcome.data.orders.length, orders: outcome.data.orders.map((o) => o.orderNo).join(', ') }));
    if (outcome.data.wholesaleError) toastError(t('ps.wholesaleFailed', { reason: outcome.data.wholesaleError }));
    onDone();
  };
  return (
    <FormDialog
      title={t('ps.gen.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitText={t('ps.generate')}
      busy={busy}
      cancelText={t('ps.cancel')}
    >
      <Text color="fg.muted">{t('ps.gen.hint')}</Text>
      <Text>{t('ps.gen.items', { count: items.length, quantity: items.reduce((s, i) => s + i.quantity, 0) })}</Text>
      <WarehouseSelect label={t('ps.gen.warehouse')} value={warehouseId} onChange={setWarehouseId} />
      <Checkbox.Root checked={wholesale} onCheckedChange={(d) => setWholesale(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('ps.gen.wholesale')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}

/** Shown by batch buttons when nothing is ticked (spec 02 §5 'at least one ticked product'). */
export function requireTicked<T>(rows: T[], t: ReturnType<typeof useText>): boolean {
  if (rows.length > 0) return true;
  toastError(t('ps.tickAtLeastOne'));
  return false;
}

/**
 * The "generate purchase orders" batch action of the plan and suggestion lists: the ticked rows
 * (at least one) become the generate dialog's items, each with `quantity(row)`.
 */
export function generateAction<R extends { skuId: number; warehouseId: number; supplierId?: number | null }>(
  t: ReturnType<typeof useText>,
  quantity: (row: R) => number,
  open: (items: GenerateItem[]) => void,
): BatchAction<R> {
  return {
    key: 'generate',
    label: t('ps.generate'),
    permission: 'purchaseOrder.create',
    allowEmpty: true,
    colorPalette: 'teal',
    onClick: (rows) => {
      if (requireTicked(rows, t)) open(rows.map((x) => ({ skuId: x.skuId, warehouseId: x.warehouseId, supplierId: x.supplierId, quantity: quantity(x) })));
    },
  };
}
