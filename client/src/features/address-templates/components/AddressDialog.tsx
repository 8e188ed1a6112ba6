/** Add or edit an address template (addressTemplate.update); the rules are @erp/schema's addressTemplateInput. */
import { SimpleGrid } from '@chakra-ui/react';
import { ADDRESS_KINDS, addressTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useWarehouseFilterOptions } from '../../warehouses/pickers';
import { useAddressCommands, type AddressRow } from '../hooks';
import { addressTemplatesMessages } from '../messages';

interface Values extends Record<string, unknown> {
  warehouseId: string;
  kind: string;
  name: string;
  company: string;
  country: string;
  state: string;
  city: string;
  street: string;
  postalCode: string;
  phone: string;
  email: string;
}

/** Inputs hold text: the warehouse becomes a number (none chosen: refused as required). */
const schema = z.preprocess((v) => {
  const values = v as Values;
  return { ...values, warehouseId: values.warehouseId ? Number(values.warehouseId) : undefined };
}, addressTemplateInput);

export function AddressDialog({ address, onClose, onSaved }: { address: AddressRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(addressTemplatesMessages);
  const commands = useAddressCommands();
  const warehouses = useWarehouseFilterOptions();
  const form = useZodForm(schema, {
    warehouseId: address ? String(address.warehouseId) : '',
    kind: address?.kind ?? 'sender',
    name: address?.name ?? '',
    company: address?.company ?? '',
    country: address?.country ?? '',
    state: address?.state ?? '',
    city: address?.city ?? '',
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    phone: address?.phone ?? '',
    email: address?.email ?? '',
  } satisfies Values);

  const submit = async (input: z.output<typeof schema>) => {
    const feedback = { success: t('addressTemplates.saved', { name: input.name }), failure: t('addressTemplates.saveFailed'), form };
    const outcome = address ? await commands.update({ id: address.id, input }, feedback) : await commands.create({ input }, feedback);
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={address ? t('addressTemplates.editTitle', { name: address.name }) : t('addressTemplates.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('addressTemplates.save')}
      cancelText={t('addressTemplates.cancel')}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Select
          name="warehouseId"
          label={t('addressTemplates.field.warehouse')}
          required
          placeholder={t('addressTemplates.choose')}
          options={warehouses}
        />
        <FormKit.Select
          name="kind"
          label={t('addressTemplates.field.kind')}
          options={ADDRESS_KINDS.map((k) => ({ value: k, label: t(`addressTemplates.kind.${k}`) }))}
        />
        <FormKit.Field name="name" label={t('addressTemplates.field.name')} required />
        <FormKit.Field name="company" label={t('addressTemplates.field.company')} />
        <FormKit.Field name="country" label={t('addressTemplates.field.country')} required />
        <FormKit.Field name="state" label={t('addressTemplates.field.state')} />
        <FormKit.Field name="city" label={t('addressTemplates.field.city')} required />
        <FormKit.Field name="postalCode" label={t('addressTemplates.field.postalCode')} />
      </SimpleGrid>
      <FormKit.Field name="street" label={t('addressTemplates.field.street')} required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="phone" label={t('addressTemplates.field.phone')} helperText={t('addressTemplates.field.phoneHint')} inputMode="tel" />
        <FormKit.Field name="email" label={t('addressTemplates.field.email')} inputMode="email" />
      </SimpleGrid>
    </FormDialog>
  );
}
