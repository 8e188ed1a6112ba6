/**
 * A record picker (warehouse, supplier, location) as a field of a `RecordFormDialog`: the picker
 * bound to the form's id text (`idBinding`) under its label, named by it. Shared by the stock and
 * purchasing forms, which all pick records this way.
 *
 *   fields={[pickerField(form, 'warehouseId', t('field.warehouse'), WarehouseSelect, { required: true }), …]}
 */
import type { ReactNode } from 'react';
import { FormKit } from '../../../ui';
import { idBinding, type IdSelectProps } from '../../../ui/IdSelect';
import type { RecordField } from '../../../ui/resource';
import type { ZodForm } from '../../../ui/useZodForm';

export function pickerField<V extends Record<string, unknown>, Out>(
  form: ZodForm<V, Out>,
  name: keyof V & string,
  label: string,
  Picker: (props: IdSelectProps) => ReactNode,
  { required, hint }: { required?: boolean; hint?: ReactNode } = {},
): RecordField {
  return {
    kind: 'custom',
    name,
    render: () => (
      <FormKit.Field name={name} label={label} required={required} helperText={hint}>
        {() => <Picker {...idBinding(form, name)} aria-label={label} />}
      </FormKit.Field>
    ),
  };
}
