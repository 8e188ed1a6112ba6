/** Add or edit a warehouse (warehouse.create / warehouse.update), checked with the shared warehouseInput rule. */
import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { WAREHOUSE_TYPES, warehouseInput } from '@erp/schema';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { isPlanLimit, showFailure } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useWarehouseCommands, type WarehouseRow } from '../hooks';
import { warehousesMessages } from '../messages';

type Values = {
  name: string;
  code: string;
  type: string;
  country: string;
  address: string;
  contact: string;
  phone: string;
  priority: string;
  isDefault: boolean;
};

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
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const initial = useMemo<Values>(
    () => ({
      name: warehouse?.name ?? '',
      code: warehouse?.code ?? '',
      type: warehouse?.type ?? 'own',
      country: warehouse?.country ?? 'CN',
      address: warehouse?.address ?? '',
      contact: warehouse?.contact ?? '',
      phone: warehouse?.phone ?? '',
      priority: String(warehouse?.priority ?? 0),
      isDefault: warehouse?.isDefault ?? false,
    }),
    [warehouse],
  );
  const form = useZodForm(schema, initial);

  const submit = async (input: z.output<typeof schema>) => {
    setAlert(null);
    const { enabled: _enabled, ...fields } = input;
    const feedback = { success: t('warehouses.saved', { name: input.name }), failure: t('warehouses.saveFailed'), form, quiet: true };
    const outcome = warehouse
      ? await commands.update({ input: { id: warehouse.id, ...fields } }, feedback)
      : await commands.create({ input: fields }, feedback);
    if (outcome.ok) onSaved();
    else if (isPlanLimit(outcome)) setAlert({ title: t('warehouses.planLimitTitle'), message: outcome.message || t('warehouses.planLimitText') });
    else showFailure(outcome, t('warehouses.saveFailed'), form);
  };

  return (
    <FormDialog
      title={warehouse ? t('warehouses.editTitle', { name: warehouse.name }) : t('warehouses.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('warehouses.save')}
      cancelText={t('warehouses.cancel')}
      alert={alert}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="name" label={t('warehouses.field.name')} required />
        <FormKit.Field name="code" label={t('warehouses.field.code')} />
        <FormKit.Select
          name="type"
          label={t('warehouses.field.type')}
          required
          options={WAREHOUSE_TYPES.map((type) => ({ value: type, label: t(`warehouses.type.${type}`) }))}
        />
        <FormKit.Field name="country" label={t('warehouses.field.country')} helperText={t('warehouses.field.countryHint')} maxLength={2} />
        <FormKit.Field name="contact" label={t('warehouses.field.contact')} />
        <FormKit.Field name="phone" label={t('warehouses.field.phone')} />
        <FormKit.Field name="priority" label={t('warehouses.field.priority')} helperText={t('warehouses.field.priorityHint')} inputMode="numeric" />
      </SimpleGrid>
      <FormKit.Field name="address" label={t('warehouses.field.address')} />
      <Checkbox.Root checked={form.values.isDefault} onCheckedChange={(d) => form.setValue('isDefault', d.checked === true)} disabled={warehouse?.isDefault}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('warehouses.field.isDefault')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
