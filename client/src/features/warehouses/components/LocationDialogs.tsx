/** Add one location, create a range of them, or edit one (location.update). */
import { Text } from '@chakra-ui/react';
import { LOCATION_CODE_PATTERN, locationBatchInput, locationCodes, locationInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { scalarText } from '../../../ui/format';
import { RecordFormDialog, type RecordField } from '../../../ui/resource';
import { useFeatureText, type TextValues } from '../../../i18n/featureIntl';
import { WarehouseSelect } from '../WarehouseSelect';
import { useLocationCommands, type LocationRow } from '../hooks';
import { warehousesMessages, type WarehousesMessageId } from '../messages';

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

type Say = (id: WarehousesMessageId, values?: TextValues) => string;

/** The fields every location dialog asks for: its code (one location), its zone and remark. */
const codeField = (t: Say): RecordField => ({ name: 'code', label: t('locations.field.code'), required: true, hint: t('locations.field.codeHint') });
const zoneField = (t: Say): RecordField => ({ name: 'zone', label: t('locations.field.zone') });
const remarkField = (t: Say): RecordField => ({ name: 'remark', label: t('locations.field.remark') });
type LocationForm = Parameters<typeof WarehouseField>[0]['form'];
const warehouseField = (form: LocationForm): RecordField => ({ kind: 'custom', name: 'warehouseId', render: () => <WarehouseField form={form} /> });

/** The frame of the three dialogs: texts, close and save. */
function dialogTexts(t: Say, onClose: () => void, onSaved: () => void) {
  return { onClose, onSaved, submitText: t('locations.save'), cancelText: t('locations.cancel'), failure: t('locations.saveFailed') };
}

const createSchema = z.preprocess((v) => ({ ...(v as object), warehouseId: toInt((v as { warehouseId: string }).warehouseId) }), locationInput);

export function LocationDialog({ warehouseId, onClose, onSaved }: Props & { warehouseId: number | null }) {
  const t = useFeatureText(warehousesMessages);
  const { create } = useLocationCommands();
  const form = useZodForm(createSchema, { warehouseId: warehouseId ? String(warehouseId) : '', code: '', zone: '', remark: '' });
  return (
    <RecordFormDialog
      {...dialogTexts(t, onClose, onSaved)}
      title={t('locations.addTitle')}
      form={form}
      save={(input, feedback) => create({ input }, feedback)}
      success={(input) => t('locations.saved', { code: input.code })}
      fields={[warehouseField(form), codeField(t), { columns: 2, fields: [zoneField(t), remarkField(t)] }]}
    />
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
  return (
    <RecordFormDialog
      {...dialogTexts(t, onClose, onSaved)}
      title={t('locations.batchTitle')}
      form={form}
      size="lg"
      save={(input, feedback) => createMany({ input }, feedback)}
      success={(_input, created) => t('locations.created', { count: created.length })}
      fields={[
        warehouseField(form),
        {
          columns: 3,
          fields: [
            { name: 'prefix', label: t('locations.field.prefix') },
            { name: 'from', label: t('locations.field.from'), required: true, kind: 'number' },
            { name: 'to', label: t('locations.field.to'), required: true, kind: 'number' },
            { name: 'digits', label: t('locations.field.digits'), hint: t('locations.field.digitsHint'), kind: 'number' },
            { name: 'suffix', label: t('locations.field.suffix') },
            zoneField(t),
          ],
        },
        remarkField(t),
      ]}
    >
      <Text textStyle="sm" color={preview ? 'fg.muted' : 'fg.error'} role="status">
        {preview ? t('locations.preview', preview) : t('locations.previewInvalid')}
      </Text>
    </RecordFormDialog>
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
  return (
    <RecordFormDialog
      {...dialogTexts(t, onClose, onSaved)}
      title={t('locations.editTitle', { code: location.code })}
      form={form}
      save={(input, feedback) => update({ input: { id: location.id, ...input } }, feedback)}
      success={(input) => t('locations.saved', { code: input.code })}
      fields={[codeField(t), { columns: 2, fields: [zoneField(t), remarkField(t)] }]}
    />
  );
}
