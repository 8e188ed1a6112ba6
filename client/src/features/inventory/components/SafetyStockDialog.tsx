/** One safety stock for the ticked rows (stock.setSafe): a whole number of 0 or more. */
import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
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

  return (
    <RecordFormDialog
      title={t('stockView.setSafeTitle', { count: rows.length })}
      form={form}
      save={({ safe }, feedback) => setSafe({ input: { items: rows.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId, safe })) } }, feedback)}
      success={(_, count) => t('stockView.safeSaved', { count })}
      failure={t('stockView.safeFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('stockView.save')}
      cancelText={t('stockView.cancel')}
      size="sm"
      fields={[{ name: 'safe', label: t('stockView.field.safe'), required: true, kind: 'number' }]}
    />
  );
}
