/** A new barcode batch (barcode.create): barcodeBatchInput plus the EAN-13 prefix rule of @erp/schema. */
import { SimpleGrid } from '@chakra-ui/react';
import { BARCODE_TYPES, barcodeBatchInput, barcodeBatchProblems } from '@erp/schema';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useBarcodeCommands } from '../hooks';
import { barcodesMessages, type BarcodesMessageId } from '../messages';

interface Values extends Record<string, unknown> {
  name: string;
  number: string;
  type: string;
  prefix: string;
}

const schema = z
  .preprocess((v) => {
    const values = v as Values;
    return { ...values, number: values.number.trim() === '' ? undefined : Number(values.number) };
  }, barcodeBatchInput)
  .superRefine((batch, ctx) => {
    for (const p of barcodeBatchProblems(batch)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.messageId });
  });

export function CreateBatchDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(barcodesMessages);
  const { create } = useBarcodeCommands();
  const form = useZodForm(schema, { name: '', number: '100', type: 'code128', prefix: '' } satisfies Values);

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await create({ input }, { failure: t('barcodes.saveFailed'), form });
    if (outcome.ok) {
      toastSuccess(t('barcodes.created', { name: outcome.data.name, first: outcome.data.codeRange.first, last: outcome.data.codeRange.last }));
      onSaved();
    }
  };

  return (
    <FormDialog title={t('barcodes.add')} form={form} onSubmit={submit} onClose={onClose} submitText={t('barcodes.save')} cancelText={t('barcodes.cancel')}>
      <FormKit.Field name="name" label={t('barcodes.field.name')} required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="number" label={t('barcodes.field.number')} required inputMode="numeric" helperText={t('barcodes.field.numberHint')} />
        <FormKit.Select
          name="type"
          label={t('barcodes.field.type')}
          required
          options={BARCODE_TYPES.map((type) => ({ value: type, label: t(`barcodes.type.${type}` as BarcodesMessageId) }))}
        />
      </SimpleGrid>
      <FormKit.Field name="prefix" label={t('barcodes.field.prefix')} helperText={t('barcodes.field.prefixHint')} autoComplete="off" />
    </FormDialog>
  );
}
