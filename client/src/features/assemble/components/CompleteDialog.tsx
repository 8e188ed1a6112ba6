/** Complete a sheet (assemble.process), choosing where the combinations are stored. */
import { Text } from '@chakra-ui/react';
import { assembleCompleteInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { pickerField } from '../../inventory/components/pickerField';
import { useRecordSchema } from '../../../ui/recordSchema';
import { RecordFormDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useAssembleCommands, type AssembleRow } from '../hooks';
import { assembleMessages, type AssembleMessageId } from '../messages';

const schema = z.preprocess(
  (v) => ({ ...(v as object), locationId: numberOrUndefined((v as { locationId: string }).locationId) ?? null }),
  assembleCompleteInput,
);

/** What the sheet dialogs' cancel and failures say. */
export const assembleTexts = (t: (id: AssembleMessageId) => string) => ({ cancelText: t('assemblePage.cancel'), failure: t('assemblePage.failed') });

export function CompleteDialog({ sheet, onClose, onDone }: { sheet: AssembleRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(assembleMessages);
  const { complete } = useAssembleCommands();
  const form = useZodForm(useRecordSchema(schema, sheet.id), { locationId: '' });
  return (
    <RecordFormDialog
      title={t('assemblePage.completeTitle', { billNo: sheet.billNo })}
      form={form}
      save={(input, feedback) => complete({ input }, feedback)}
      success={t('assemblePage.completed')}
      onSaved={onDone}
      onClose={onClose}
      {...assembleTexts(t)}
      submitText={t('assemblePage.complete')}
      size="sm"
      fields={[
        {
          kind: 'custom',
          name: 'sheet',
          render: () => (
            <Text textStyle="sm">
              {sheet.comboSku} × {sheet.quantity}
            </Text>
          ),
        },
        pickerField(form, 'locationId', t('assemblePage.field.location'), (props) => <LocationSelect warehouseId={sheet.warehouseId} {...props} />, {
          hint: t('assemblePage.locationHint'),
        }),
      ]}
    />
  );
}
