/** "Order on 1688" for ticked paired SKUs: a receiving warehouse and a positive whole quantity each. */
import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { tierPrice } from '@erp/schema';
import { useState } from 'react';
import { toastSuccess } from '../../../ui';
import { IdSelect } from '../../../ui/IdSelect';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useWholesaleCommands, type PairingRow } from '../hooks';
import { wholesaleMessages } from '../messages';
import { FormDialog } from '../../../ui/resource';

const positiveWhole = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1;

export function OrderDialog({ rows, onClose, onDone }: { rows: PairingRow[]; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(wholesaleMessages);
  const { order, busy } = useWholesaleCommands();
  const { options } = useWarehouseOptions();
  const warehouses = options.filter((w) => w.enabled);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>(() => Object.fromEntries(rows.map((r) => [r.id, '1'])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosenWarehouse = warehouseId ?? (warehouses.length === 1 ? warehouses[0]!.id : null);

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!chosenWarehouse) local.warehouseId = t('wholesale.selectWarehouse');
    rows.forEach((r) => {
      if (!positiveWhole(quantities[r.id] ?? '')) local[String(r.id)] = 'batchQuantity';
    });
    if (Object.keys(local).length) return setErrors(local);
    setErrors({});
    const outcome = await order(
      { input: { warehouseId: Number(chosenWarehouse), items: rows.map((r) => ({ skuId: r.id, quantity: Number(quantities[r.id]) })) } },
      { failure: t('wholesale.failed') },
    );
    if (!outcome.ok) return;
    toastSuccess(t('wholesale.ordered', { count: outcome.data.purchaseOrderIds.length }));
    onDone();
  };

  return (
    <FormDialog
      title={t('wholesale.orderTitle', { count: rows.length })}
      cancelText={t('wholesale.close')}
      submitText={t('wholesale.submitOrder')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      size="lg"
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {t('wholesale.orderHint')}
        </Text>
        <Field.Root invalid={!!errors.warehouseId}>
          <Field.Label>{t('wholesale.warehouse')}</Field.Label>
          <IdSelect
            value={chosenWarehouse}
            onChange={(id) => setWarehouseId(id)}
            options={warehouses.map((w) => ({ id: w.id, label: w.name }))}
            emptyText={t('wholesale.selectWarehouse')}
            label={t('wholesale.warehouse')}
          />
          <Field.ErrorText>{errors.warehouseId}</Field.ErrorText>
        </Field.Root>
        {rows.map((r) => {
          const q = quantities[r.id] ?? '';
          const price = r.pairing && positiveWhole(q) ? tierPrice(r.pairing.priceTiers, Number(q) * r.pairing.ratio) : null;
          return (
            <Field.Root key={r.id} invalid={!!errors[String(r.id)]}>
              <HStack gap="3" width="full">
                <Stack gap="0" flex="1">
                  <Text fontWeight="medium">{r.sku}</Text>
                  <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                    {r.pairing?.specText} · {r.pairing?.supplierName}
                  </Text>
                </Stack>
                <Input
                  size="sm"
                  width="28"
                  inputMode="numeric"
                  aria-label={t('wholesale.quantityOf', { sku: r.sku })}
                  value={q}
                  onChange={(e) => setQuantities((s) => ({ ...s, [r.id]: e.target.value }))}
                />
                <Text textStyle="sm" width="28">
                  {price ? t('wholesale.unitPrice', { price: (Number(price) * (r.pairing?.ratio ?? 1)).toFixed(2) }) : '—'}
                </Text>
              </HStack>
              <Field.ErrorText>{errors[String(r.id)] ? t('wholesale.badQuantity') : null}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
