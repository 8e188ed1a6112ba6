/** Add or edit a warehouse (warehouse.create / warehouse.update), checked with the shared warehouseInput rule. */
import { WAREHOUSE_TYPES, warehouseInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { namedRecordDialog, RecordFormDialog, recordValues, labelledField, selectField } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useWarehouseCommands, type WarehouseRow } from '../hooks';
import { warehousesMessages } from '../messages';

const BLANK = { name: '', code: '', type: 'own', country: 'CN', address: '', contact: '', phone: '', priority: '0', isDefault: false };
type Values = typeof BLANK;

/** The form holds text; the shared rule gets the priority as a number ('' counts as 0). */
const schema = z.preprocess(
  (v) => {
    const values = v as Values;
    const p = String(values.priority ?? '').trim();
    return { ...values, country: values.country.trim().toUpperCase(), priority: p === '' ? 0 : Number(p) };
  },
  warehouseInput.extend({ isDefault: z.boolean() }),
);

export function WarehouseDialog({ warehouse, onClose, onSaved }: { warehouse: WarehouseRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(warehousesMessages);
  const commands = useWarehouseCommands();
  const form = useZodForm(schema, recordValues(warehouse, BLANK));
  const text = labelledField(t, 'warehouses.field');
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'warehouses', 'warehouses', warehouse)}
      form={form}
      save={(input, feedback) => {
        const { enabled: _enabled, ...fields } = input;
        return warehouse ? commands.update({ input: { id: warehouse.id, ...fields } }, feedback) : commands.create({ input: fields }, feedback);
      }}
      planLimit={{ title: t('warehouses.planLimitTitle'), text: t('warehouses.planLimitText') }}
      onSaved={onSaved}
      onClose={onClose}
      size="lg"
      fields={[
        {
          columns: 2,
          fields: [
            text('name', { required: true }),
            text('code'),
            selectField('type', t('warehouses.field.type'), WAREHOUSE_TYPES, (type) => t(`warehouses.type.${type}`), { required: true }),
            { name: 'country', label: t('warehouses.field.country'), hint: t('warehouses.field.countryHint'), maxLength: 2 },
            text('contact'),
            text('phone'),
            { name: 'priority', label: t('warehouses.field.priority'), hint: t('warehouses.field.priorityHint'), kind: 'number' },
          ],
        },
        text('address'),
        { name: 'isDefault', label: t('warehouses.field.isDefault'), kind: 'switch', disabled: warehouse?.isDefault },
      ]}
    />
  );
}
