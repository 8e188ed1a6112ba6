/** Add or edit a pick list template (pickListTemplate.update); the rules are @erp/schema's pickListTemplateInput. */
import { Checkbox, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { PICK_FIELDS, PICK_FONT_SIZES, PICK_LIST_TYPES, PICK_REQUIRED_FIELDS, pickListTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { FormKit, useMessageText, useZodForm } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { FormDialog } from '../../ui/resource/FormDialog';
import { useTemplateCommands, type TemplateRow } from './hooks';
import { pickingMessages } from './messages';

interface Values extends Record<string, unknown> {
  name: string;
  type: string;
  fontSize: string;
  maxOrders: string;
  minOrders: string;
  /** Chosen optional fields, comma-separated (the checkboxes edit it). */
  fields: string;
  imageUrl: string;
}

const count = (v: string) => (v.trim() === '' ? undefined : Number(v.trim()));

/** Inputs hold text: counts become numbers (empty → missing), fields a list. */
const schema = z.preprocess((v) => {
  const values = v as Values;
  return { ...values, maxOrders: count(values.maxOrders), minOrders: count(values.minOrders), fields: values.fields ? values.fields.split(',') : [] };
}, pickListTemplateInput);

export function TemplateDialog({ template, onClose, onSaved }: { template: TemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const { create, update } = useTemplateCommands();
  const form = useZodForm(schema, {
    name: template?.name ?? '',
    type: template?.type ?? 'mixed',
    fontSize: template?.fontSize ?? 'standard',
    maxOrders: template ? String(template.maxOrders) : '',
    minOrders: template ? String(template.minOrders) : '1',
    fields: (template?.fields ?? ['productName', 'orderNo']).join(','),
    imageUrl: template?.imageUrl ?? '',
  } satisfies Values);
  const chosen = new Set(form.values.fields.split(',').filter(Boolean));
  const toggle = (field: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(field);
    else next.delete(field);
    form.setValue('fields', PICK_FIELDS.filter((f) => next.has(f)).join(','));
  };

  const submit = async (input: z.output<typeof schema>) => {
    const feedback = { success: t('pickingPage.saved', { name: input.name }), failure: t('pickingPage.saveFailed'), form };
    const outcome = template ? await update({ id: template.id, input }, feedback) : await create({ input }, feedback);
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={template ? t('pickingPage.editTitle', { name: template.name }) : t('pickingPage.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('pickingPage.save')}
      cancelText={t('pickingPage.cancel')}
      size="lg"
    >
      <FormKit.Field name="name" label={t('pickingPage.field.name')} required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Select
          name="type"
          label={t('pickingPage.field.type')}
          options={PICK_LIST_TYPES.map((v) => ({ value: v, label: m(`picking.type.${v}`) }))}
          helperText={t(`pickingPage.typeHint.${form.values.type as (typeof PICK_LIST_TYPES)[number]}`)}
        />
        <FormKit.Select
          name="fontSize"
          label={t('pickingPage.field.fontSize')}
          options={PICK_FONT_SIZES.map((v) => ({ value: v, label: m(`picking.fontSize.${v}`) }))}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="maxOrders" label={t('pickingPage.field.maxOrders')} inputMode="numeric" required />
        <FormKit.Field name="minOrders" label={t('pickingPage.field.minOrders')} inputMode="numeric" helperText={t('pickingPage.field.minOrdersHint')} />
      </SimpleGrid>
      <Stack gap="1">
        <Text textStyle="sm" fontWeight="medium">
          {t('pickingPage.field.required')}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {PICK_REQUIRED_FIELDS.map((f) => m(`picking.field.${f}`)).join('、')}
        </Text>
      </Stack>
      <Stack gap="1" role="group" aria-label={t('pickingPage.field.optional')}>
        <Text textStyle="sm" fontWeight="medium">
          {t('pickingPage.field.optional')}
        </Text>
        <Wrap gap="3">
          {PICK_FIELDS.filter((f) => !PICK_REQUIRED_FIELDS.includes(f)).map((f) => (
            <Checkbox.Root key={f} size="sm" checked={chosen.has(f)} onCheckedChange={(d) => toggle(f, d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{m(`picking.field.${f}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
        {form.errorText('fields') ? (
          <Text textStyle="sm" color="fg.error">
            {form.errorText('fields')}
          </Text>
        ) : null}
      </Stack>
      <FormKit.Field name="imageUrl" label={t('pickingPage.field.imageUrl')} helperText={t('pickingPage.field.imageUrlHint')} />
    </FormDialog>
  );
}
