/** Lock stock by hand and release a lock (stock.occupy), checked with the shared occupy / release rules. */
import { HStack, Text } from '@chakra-ui/react';
import { occupyInput, releaseInput } from '@erp/schema';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useMessageText, useZodForm } from '../../../ui';
import { scalarText } from '../../../ui/format';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useOccupationCommands, type OccupationRow } from '../hooks';
import { stockBillsMessages } from '../messages';

const toInt = (v: unknown) => (scalarText(v).trim() === '' ? undefined : Number(v));

export function LockDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(stockBillsMessages);
  const text = useMessageText();
  const { occupy } = useOccupationCommands();
  const { options: warehouses } = useWarehouseOptions();
  const [sku, setSku] = useState<PickedSku | null>(null);
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const x = v as Record<string, string>;
        return { ...x, warehouseId: toInt(x.warehouseId), skuId: toInt(x.skuId), quantity: toInt(x.quantity) };
      }, occupyInput),
    [],
  );
  const form = useZodForm(schema, { warehouseId: String(warehouses.find((w) => w.enabled)?.id ?? ''), skuId: '', quantity: '', remark: '' });
  const warehouseId = form.values.warehouseId ? Number(form.values.warehouseId) : null;

  const submit = async (input: z.output<typeof schema>) => {
    // the server checks again against the stock of the moment
    if (sku?.available != null && input.quantity > sku.available) {
      const warehouse = warehouses.find((w) => w.id === input.warehouseId)?.name ?? '';
      form.setErrors({ quantity: text('inventory.insufficientAvailable', { sku: sku.sku, warehouse, available: sku.available, quantity: input.quantity }) });
      return;
    }
    const outcome = await occupy({ input }, { failure: t('stockLocks.failed'), form });
    if (outcome.ok) {
      toastSuccess(t('stockLocks.locked', { quantity: outcome.data.quantity, sourceNo: outcome.data.sourceNo }));
      onSaved();
    }
  };

  return (
    <FormDialog
      title={t('stockLocks.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('stockLocks.save')}
      cancelText={t('stockLocks.cancel')}
    >
      <FormKit.Field name="warehouseId" label={t('stockLocks.field.warehouse')} required>
        {(b) => (
          <WarehouseSelect
            name={b.name}
            value={b.value ? Number(b.value) : null}
            onChange={(id) => {
              form.setValue('warehouseId', id ? String(id) : '');
              // the available figure belonged to the other warehouse
              setSku(null);
              form.setValue('skuId', '');
            }}
          />
        )}
      </FormKit.Field>
      <FormKit.Field name="skuId" label={t('stockLocks.field.sku')} required>
        {() => (
          <HStack align="center" gap="3" width="full">
            <SkuPicker
              warehouseId={warehouseId}
              disableCombos
              disabled={!warehouseId}
              placeholder={warehouseId ? t('stockLocks.field.skuPick') : text('inventory.selectWarehouseFirst')}
              aria-label={t('stockLocks.field.sku')}
              onPick={(picked) => {
                setSku(picked);
                form.setValue('skuId', String(picked.id));
              }}
            />
            {sku ? (
              <Text textStyle="sm" whiteSpace="nowrap" data-testid="picked-sku">
                {t('stockLocks.field.skuChosen', { sku: sku.sku, available: sku.available ?? '—' })}
              </Text>
            ) : null}
          </HStack>
        )}
      </FormKit.Field>
      <FormKit.Field name="quantity" label={t('stockLocks.field.quantity')} required inputMode="numeric" />
      <FormKit.Textarea name="remark" label={t('stockLocks.field.remark')} required helperText={t('stockLocks.field.remarkHint')} rows={2} />
    </FormDialog>
  );
}

export function ReleaseDialog({ row, onClose, onSaved }: { row: OccupationRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(stockBillsMessages);
  const text = useMessageText();
  const { release } = useOccupationCommands();
  const schema = useMemo(() => z.preprocess((v) => ({ occupationId: row.id, quantity: toInt((v as { quantity: string }).quantity) }), releaseInput), [row.id]);
  const form = useZodForm(schema, { quantity: String(row.quantity) });
  const submit = async (input: z.output<typeof schema>) => {
    if (input.quantity > row.quantity) {
      form.setErrors({ quantity: text('inventory.releaseExceedsOccupied', { quantity: input.quantity, occupied: row.quantity }) });
      return;
    }
    const outcome = await release({ input }, { success: t('stockLocks.released', { quantity: input.quantity }), failure: t('stockLocks.failed'), form });
    if (outcome.ok) onSaved();
  };
  return (
    <FormDialog
      title={t('stockLocks.releaseTitle', { sourceNo: row.sourceNo || row.sku })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('stockLocks.save')}
      cancelText={t('stockLocks.cancel')}
      size="sm"
    >
      <Text textStyle="sm">
        {row.sku} · {row.warehouseName}
      </Text>
      <FormKit.Field
        name="quantity"
        label={t('stockLocks.field.releaseQuantity')}
        required
        inputMode="numeric"
        helperText={t('stockLocks.releaseHint', { quantity: row.quantity })}
      />
    </FormDialog>
  );
}
