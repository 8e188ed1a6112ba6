/** Complete a sheet (assemble.process), choosing where the combinations are stored. */
import { Text } from '@chakra-ui/react';
import { assembleCompleteInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useAssembleCommands, type AssembleRow } from '../hooks';
import { assembleMessages } from '../messages';

export function CompleteDialog({ sheet, onClose, onDone }: { sheet: AssembleRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(assembleMessages);
  const { complete } = useAssembleCommands();
  const schema = useMemo(
    () => z.preprocess((v) => ({ id: sheet.id, locationId: numberOrUndefined((v as { locationId: string }).locationId) ?? null }), assembleCompleteInput),
    [sheet.id],
  );
  const form = useZodForm(schema, { locationId: '' });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await complete({ input }, { success: t('assemblePage.completed'), failure: t('assemblePage.failed'), form });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('assemblePage.completeTitle', { billNo: sheet.billNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('assemblePage.complete')}
      cancelText={t('assemblePage.cancel')}
      size="sm"
    >
      <Text textStyle="sm">
        {sheet.comboSku} × {sheet.quantity}
      </Text>
      <FormKit.Field name="locationId" label={t('assemblePage.field.location')} helperText={t('assemblePage.locationHint')}>
        {() => (
          <LocationSelect
            warehouseId={sheet.warehouseId}
            value={numberOrUndefined(form.values.locationId) ?? null}
            onChange={(id) => form.setValue('locationId', id ? String(id) : '')}
            aria-label={t('assemblePage.field.location')}
          />
        )}
      </FormKit.Field>
    </FormDialog>
  );
}
