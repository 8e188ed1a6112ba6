/** Add or edit an address template (addressTemplate.update); the rules are @erp/schema's addressTemplateInput. */
import { ADDRESS_KINDS, addressTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, saveRecord, labelledField, selectField } from '../../../ui/resource';
import { useWarehouseFilterOptions } from '../../warehouses/pickers';
import { useAddressCommands, type AddressRow } from '../hooks';
import { addressTemplatesMessages } from '../messages';

const BLANK = { warehouseId: '', kind: 'sender', name: '', company: '', country: '', state: '', city: '', street: '', postalCode: '', phone: '', email: '' };

/** Inputs hold text: the warehouse becomes a number (none chosen: refused as required). */
const schema = z.preprocess((v) => {
  const values = v as typeof BLANK;
  return { ...values, warehouseId: values.warehouseId ? Number(values.warehouseId) : undefined };
}, addressTemplateInput);

export function AddressDialog({ address, onClose, onSaved }: { address: AddressRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(addressTemplatesMessages);
  const commands = useAddressCommands();
  const warehouses = useWarehouseFilterOptions();
  const form = useZodForm(schema, recordValues(address, BLANK));
  const text = labelledField(t, 'addressTemplates.field');
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'addressTemplates', 'addressTemplates', address)}
      form={form}
      save={saveRecord(address, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      size="lg"
      fields={[
        {
          columns: 2,
          fields: [
            {
              name: 'warehouseId',
              label: t('addressTemplates.field.warehouse'),
              kind: 'select',
              required: true,
              placeholder: t('addressTemplates.choose'),
              options: warehouses,
            },
            selectField('kind', t('addressTemplates.field.kind'), ADDRESS_KINDS, (k) => t(`addressTemplates.kind.${k}`)),
            text('name', { required: true }),
            text('company'),
            text('country', { required: true }),
            text('state'),
            text('city', { required: true }),
            text('postalCode'),
          ],
        },
        text('street', { required: true }),
        {
          columns: 2,
          fields: [
            { name: 'phone', label: t('addressTemplates.field.phone'), hint: t('addressTemplates.field.phoneHint'), inputMode: 'tel' },
            { name: 'email', label: t('addressTemplates.field.email'), inputMode: 'email' },
          ],
        },
      ]}
    />
  );
}
