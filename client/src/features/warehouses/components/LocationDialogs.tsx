/** Add one location, create a range of them, or edit one (location.update). */
import { SimpleGrid, Text } from '@chakra-ui/react';
import { LOCATION_CODE_PATTERN, locationBatchInput, locationCodes, locationInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { scalarText } from '../../../ui/format';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { WarehouseSelect } from '../WarehouseSelect';
import { useLocationCommands, type LocationRow } from '../hooks';
import { warehousesMessages } from '../messages';

interface Props {
  onClose: () => void;
  onSaved: () => void;
}

const toInt = (v: unknown) => (scalarText(v).trim() === '' ? undefined : Number(v));

/** The warehouse of a form, chosen with the shared picker. */
function WarehouseField({ form }: { form: { setValue: (name: 'warehouseId', value: string) => void; errorText: (name: string) => string | undefined } }) {
  const t = useFeatureText(warehousesMessages);
  return (
    <FormKit.Field name="warehouseId" label={t('locations.field.warehouse')} required>
      {(b) => (
        <WarehouseSelect
          name={b.name}
          value={b.value ? Number(b.value) : null}
          onChange={(id) => form.setValue('warehouseId', id ? String(id) : '')}
          invalid={Boolean(form.errorText('warehouseId'))}
        />
      )}
    </FormKit.Field>
  );
}

const createSchema = z.preprocess((v) => ({ ...(v as object), warehouseId: toInt((v as { warehouseId: string }).warehouseId) }), locationInput);

export function LocationDialog({ warehouseId, onClose, onSaved }: Props & { warehouseId: number | null }) {
  const t = useFeatureText(warehousesMessages);
  const { create } = useLocationCommands();
  const form = useZodForm(createSchema, { warehouseId: warehouseId ? String(warehouseId) : '', code: '', zone: '', remark: '' });
  const submit = async (input: z.output<typeof createSchema>) => {
    const outcome = await create({ input }, { success: t('locations.saved', { code: input.code }), failure: t('locations.saveFailed'), form });
    if (outcome.ok) onSaved();
  };
  return (
    <FormDialog
      title={t('locations.addTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('locations.save')}
      cancelText={t('locations.cancel')}
    >
      <WarehouseField form={form} />
      <FormKit.Field name="code" label={t('locations.field.code')} required helperText={t('locations.field.codeHint')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="zone" label={t('locations.field.zone')} />
        <FormKit.Field name="remark" label={t('locations.field.remark')} />
      </SimpleGrid>
    </FormDialog>
  );
}

const batchSchema = z.preprocess((v) => {
  const x = v as Record<string, string>;
  return { ...x, warehouseId: toInt(x.warehouseId), from: toInt(x.from), to: toInt(x.to), digits: toInt(x.digits) };
}, locationBatchInput);

export function LocationBatchDialog({ warehouseId, onClose, onSaved }: Props & { warehouseId: number | null }) {
  const t = useFeatureText(warehousesMessages);
  const { createMany } = useLocationCommands();
  const form = useZodForm(batchSchema, {
    warehouseId: warehouseId ? String(warehouseId) : '',
    prefix: 'A-',
    suffix: '',
    from: '1',
    to: '20',
    digits: '2',
    zone: '',
    remark: '',
  });
  const preview = useMemo(() => {
    const parsed = batchSchema.safeParse({ ...form.values, warehouseId: '1' });
    if (!parsed.success) return null;
    const codes = locationCodes(parsed.data);
    return { count: codes.length, first: codes[0]!, last: codes[codes.length - 1]! };
  }, [form.values]);
  const submit = async (input: z.output<typeof batchSchema>) => {
    const outcome = await createMany({ input }, { failure: t('locations.saveFailed'), form });
    if (outcome.ok) {
      toastSuccess(t('locations.created', { count: outcome.data.length }));
      onSaved();
    }
  };
  return (
    <FormDialog
      title={t('locations.batchTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('locations.save')}
      cancelText={t('locations.cancel')}
      size="lg"
    >
      <WarehouseField form={form} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormKit.Field name="prefix" label={t('locations.field.prefix')} />
        <FormKit.Field name="from" label={t('locations.field.from')} required inputMode="numeric" />
        <FormKit.Field name="to" label={t('locations.field.to')} required inputMode="numeric" />
        <FormKit.Field name="digits" label={t('locations.field.digits')} helperText={t('locations.field.digitsHint')} inputMode="numeric" />
        <FormKit.Field name="suffix" label={t('locations.field.suffix')} />
        <FormKit.Field name="zone" label={t('locations.field.zone')} />
      </SimpleGrid>
      <FormKit.Field name="remark" label={t('locations.field.remark')} />
      <Text textStyle="sm" color={preview ? 'fg.muted' : 'fg.error'} role="status">
        {preview ? t('locations.preview', preview) : t('locations.previewInvalid')}
      </Text>
    </FormDialog>
  );
}

const editSchema = z.object({
  code: z.string().trim().regex(LOCATION_CODE_PATTERN, { error: 'inventory.locationCode' }),
  zone: z.string().trim().max(30, { error: 'validation.tooLong' }),
  remark: z.string().trim().max(200, { error: 'validation.tooLong' }),
});

export function EditLocationDialog({ location, onClose, onSaved }: Props & { location: LocationRow }) {
  const t = useFeatureText(warehousesMessages);
  const { update } = useLocationCommands();
  const form = useZodForm(editSchema, { code: location.code, zone: location.zone, remark: location.remark });
  const submit = async (input: z.output<typeof editSchema>) => {
    const outcome = await update(
      { input: { id: location.id, ...input } },
      { success: t('locations.saved', { code: input.code }), failure: t('locations.saveFailed'), form },
    );
    if (outcome.ok) onSaved();
  };
  return (
    <FormDialog
      title={t('locations.editTitle', { code: location.code })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('locations.save')}
      cancelText={t('locations.cancel')}
    >
      <FormKit.Field name="code" label={t('locations.field.code')} required helperText={t('locations.field.codeHint')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="zone" label={t('locations.field.zone')} />
        <FormKit.Field name="remark" label={t('locations.field.remark')} />
      </SimpleGrid>
    </FormDialog>
  );
}
