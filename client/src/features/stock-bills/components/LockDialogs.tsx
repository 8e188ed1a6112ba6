/** Lock stock by hand and release a lock (stock.occupy), checked with the shared occupy / release rules. */
import { HStack, Text } from '@chakra-ui/react';
import { occupyInput, releaseInput } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { FormKit, useMessageText, useZodForm } from '../../../ui';
import { scalarText } from '../../../ui/format';
import { useRecordSchema } from '../../../ui/recordSchema';
import { RecordFormDialog, THROWN, type Failure } from '../../../ui/resource';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useOccupationCommands, type OccupationRow } from '../hooks';
import { stockBillsMessages, type StockBillsMessageId } from '../messages';

const toInt = (v: unknown) => (scalarText(v).trim() === '' ? undefined : Number(v));
/** A save stopped before sending: the form already shows why (nothing more to say). */
const NOT_SENT: Failure = { ok: false, typename: THROWN, message: '', fieldErrors: {}, failures: [] };

/** What both lock dialogs' buttons and failures say. */
const textsOf = (t: (id: StockBillsMessageId) => string) => ({
  submitText: t('stockLocks.save'),
  cancelText: t('stockLocks.cancel'),
  failure: t('stockLocks.failed'),
});

const occupySchema = z.preprocess((v) => {
  const x = v as Record<string, string>;
  return { ...x, warehouseId: toInt(x.warehouseId), skuId: toInt(x.skuId), quantity: toInt(x.quantity) };
}, occupyInput);
const releaseSchema = z.preprocess((v) => {
  const { id, quantity } = v as { id: number; quantity: string };
  return { occupationId: id, quantity: toInt(quantity) };
}, releaseInput);

export function LockDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(stockBillsMessages);
  const text = useMessageText();
  const { occupy } = useOccupationCommands();
  const { options: warehouses } = useWarehouseOptions();
  const [sku, setSku] = useState<PickedSku | null>(null);
  const form = useZodForm(occupySchema, { warehouseId: String(warehouses.find((w) => w.enabled)?.id ?? ''), skuId: '', quantity: '', remark: '' });
  const warehouseId = form.values.warehouseId ? Number(form.values.warehouseId) : null;

  return (
    <RecordFormDialog
      title={t('stockLocks.add')}
      form={form}
      save={(input, feedback) => {
        // the server checks again against the stock of the moment
        if (sku?.available != null && input.quantity > sku.available) {
          const warehouse = warehouses.find((w) => w.id === input.warehouseId)?.name ?? '';
          form.setErrors({
            quantity: text('inventory.insufficientAvailable', { sku: sku.sku, warehouse, available: sku.available, quantity: input.quantity }),
          });
          return Promise.resolve(NOT_SENT);
        }
        return occupy({ input }, feedback);
      }}
      success={(_, lock) => t('stockLocks.locked', { quantity: lock.quantity, sourceNo: lock.sourceNo })}
      onSaved={onSaved}
      onClose={onClose}
      {...textsOf(t)}
      fields={[
        {
          kind: 'custom',
          name: 'warehouseId',
          render: () => (
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
          ),
        },
        {
          kind: 'custom',
          name: 'skuId',
          render: () => (
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
          ),
        },
        { name: 'quantity', label: t('stockLocks.field.quantity'), required: true, kind: 'number' },
        { name: 'remark', label: t('stockLocks.field.remark'), required: true, hint: t('stockLocks.field.remarkHint'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}

export function ReleaseDialog({ row, onClose, onSaved }: { row: OccupationRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(stockBillsMessages);
  const text = useMessageText();
  const { release } = useOccupationCommands();
  const form = useZodForm(useRecordSchema(releaseSchema, row.id), { quantity: String(row.quantity) });
  return (
    <RecordFormDialog
      title={t('stockLocks.releaseTitle', { sourceNo: row.sourceNo || row.sku })}
      form={form}
      save={(input, feedback) => {
        if (input.quantity > row.quantity) {
          form.setErrors({ quantity: text('inventory.releaseExceedsOccupied', { quantity: input.quantity, occupied: row.quantity }) });
          return Promise.resolve(NOT_SENT);
        }
        return release({ input }, feedback);
      }}
      success={(input) => t('stockLocks.released', { quantity: input.quantity })}
      onSaved={onSaved}
      onClose={onClose}
      {...textsOf(t)}
      size="sm"
      fields={[
        {
          kind: 'custom',
          name: 'row',
          render: () => (
            <Text textStyle="sm">
              {row.sku} · {row.warehouseName}
            </Text>
          ),
        },
        {
          name: 'quantity',
          label: t('stockLocks.field.releaseQuantity'),
          required: true,
          kind: 'number',
          hint: t('stockLocks.releaseHint', { quantity: row.quantity }),
        },
      ]}
    />
  );
}
