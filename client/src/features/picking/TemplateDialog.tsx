/** Add or edit a pick list template (pickListTemplate.update); the rules are @erp/schema's pickListTemplateInput. */
import { Checkbox, Stack, Text, Wrap } from '@chakra-ui/react';
import { PICK_FIELDS, PICK_FONT_SIZES, PICK_LIST_TYPES, PICK_REQUIRED_FIELDS, pickListTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { useMessageText, useZodForm } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { RecordFormDialog, recordValues } from '../../ui/resource';
import { useTemplateCommands, type TemplateRow } from './hooks';
import { pickingMessages } from './messages';

type Values = {
  name: string;
  type: string;
  fontSize: string;
  maxOrders: string;
  minOrders: string;
  /** Chosen optional fields, comma-separated (the checkboxes edit it). */
  fields: string;
  imageUrl: string;
};

/** A new template's first values (an edited one's come from its row; its field list joins with commas). */
const BLANK: Values = { name: '', type: 'mixed', fontSize: 'standard', maxOrders: '', minOrders: '1', fields: 'productName,orderNo', imageUrl: '' };

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
  const form = useZodForm(schema, recordValues(template && { ...template, fields: template.fields.join(',') }, BLANK));
  const chosen = new Set(form.values.fields.split(',').filter(Boolean));
  const toggle = (field: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(field);
    else next.delete(field);
    form.setValue('fields', PICK_FIELDS.filter((f) => next.has(f)).join(','));
  };

  return (
    <RecordFormDialog
      title={template ? t('pickingPage.editTitle', { name: template.name }) : t('pickingPage.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('pickingPage.save')}
      cancelText={t('pickingPage.cancel')}
      size="lg"
      save={(input, feedback) => (template ? update({ id: template.id, input }, feedback) : create({ input }, feedback))}
      success={(input) => t('pickingPage.saved', { name: input.name })}
      failure={t('pickingPage.saveFailed')}
      fields={[
        { name: 'name', label: t('pickingPage.field.name'), required: true },
        {
          columns: 2,
          fields: [
            {
              name: 'type',
              label: t('pickingPage.field.type'),
              kind: 'select',
              options: PICK_LIST_TYPES.map((v) => ({ value: v, label: m(`picking.type.${v}`) })),
              hint: t(`pickingPage.typeHint.${form.values.type as (typeof PICK_LIST_TYPES)[number]}`),
            },
            {
              name: 'fontSize',
              label: t('pickingPage.field.fontSize'),
              kind: 'select',
              options: PICK_FONT_SIZES.map((v) => ({ value: v, label: m(`picking.fontSize.${v}`) })),
            },
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'maxOrders', label: t('pickingPage.field.maxOrders'), kind: 'number', required: true },
            { name: 'minOrders', label: t('pickingPage.field.minOrders'), kind: 'number', hint: t('pickingPage.field.minOrdersHint') },
          ],
        },
        { kind: 'custom', name: 'fields', render: () => <FieldChoice chosen={chosen} toggle={toggle} error={form.errorText('fields')} /> },
        { name: 'imageUrl', label: t('pickingPage.field.imageUrl'), hint: t('pickingPage.field.imageUrlHint') },
      ]}
    />
  );
}

/** The printed fields: the required ones as text, the optional ones as checkboxes. */
function FieldChoice({ chosen, toggle, error }: { chosen: Set<string>; toggle: (field: string, on: boolean) => void; error?: string }) {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  return (
    <>
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
        {error ? (
          <Text textStyle="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
