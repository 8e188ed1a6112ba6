/** One safety stock for the ticked rows (stock.setSafe): a whole number of 0 or more. */
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useInventoryCommands } from '../hooks';
import { inventoryMessages } from '../messages';
import { numberOrUndefined } from './ProductCell';

const safeRule = z.object({
  safe: z
    .number({ error: 'inventory.nonNegativeInteger' })
    .int({ error: 'inventory.nonNegativeInteger' })
    .min(0, { error: 'inventory.nonNegativeInteger' })
    .max(10_000_000, { error: 'inventory.nonNegativeInteger' }),
});

export function SafetyStockDialog({
  rows,
  onClose,
  onSaved,
}: {
  rows: { skuId: number; warehouseId: number; safe: number }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(inventoryMessages);
  const { setSafe } = useInventoryCommands();
  const schema = useMemo(() => z.preprocess((v) => ({ safe: numberOrUndefined((v as { safe: string }).safe) }), safeRule), []);
  const form = useZodForm(schema, { safe: rows.length === 1 ? String(rows[0]!.safe) : '' });

  const submit = async ({ safe }: z.output<typeof schema>) => {
    const items = rows.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId, safe }));
    const outcome = await setSafe({ input: { items } }, { failure: t('stockView.safeFailed'), form });
    if (outcome.ok) {
      toastSuccess(t('stockView.safeSaved', { count: outcome.data }));
      onSaved();
    }
  };

  return (
    <FormDialog
      title={t('stockView.setSafeTitle', { count: rows.length })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('stockView.save')}
      cancelText={t('stockView.cancel')}
      size="sm"
    >
      <FormKit.Field name="safe" label={t('stockView.field.safe')} required inputMode="numeric" />
    </FormDialog>
  );
}
