/** Add or edit a compliance template (regulatoryTemplate.update); the rules are @erp/schema's regulatoryTemplateInput. */
import { Checkbox, Fieldset, Text, Wrap } from '@chakra-ui/react';
import { EU_COUNTRIES, regulatoryTemplateInput, type RegulatoryTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ErrorLine, labelledField, namedRecordDialog, RecordFormDialog, saveRecord, selectField, useShopChoices } from '../../../ui/resource';
import { useTemplateCommands, type TemplateRow } from '../hooks';
import { euComplianceMessages } from '../messages';

const idsOf = (csv: string) => (csv ? csv.split(',').map(Number) : []);

const TEXTS = [
  'name',
  'manufacturerName',
  'manufacturerAddress',
  'manufacturerEmail',
  'manufacturerPhone',
  'rpName',
  'rpAddress',
  'rpEmail',
  'rpPhone',
  'rpCountry',
  'safetyInfo',
] as const;

/** Inputs hold text: the shops are a comma list of ids; the rest goes to the shared rule as it is. */
export const templateFormSchema = z
  .object({ ...Object.fromEntries(TEXTS.map((k) => [k, z.string()])), shopIds: z.string(), enabled: z.boolean(), isDefault: z.boolean() })
  .transform((v, ctx): RegulatoryTemplateInput => {
    const r = regulatoryTemplateInput.safeParse({ ...v, shopIds: idsOf(v.shopIds) });
    if (!r.success) {
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
      return z.NEVER;
    }
    // a disabled template cannot be default (spec 02 §5)
    if (r.data.isDefault && !r.data.enabled) {
      ctx.addIssue({ code: 'custom', path: ['isDefault'], message: 'euCompliance.disabledDefault' });
      return z.NEVER;
    }
    return r.data;
  });

const toggled = (csv: string, id: number, on: boolean) => {
  const set = new Set(idsOf(csv));
  if (on) set.add(id);
  else set.delete(id);
  return [...set].sort((a, b) => a - b).join(',');
};

export function TemplateDialog({ template, onClose, onSaved }: { template: TemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(euComplianceMessages);
  const commands = useTemplateCommands();
  const { shops } = useShopChoices();
  const form = useZodForm(templateFormSchema, {
    ...Object.fromEntries(TEXTS.map((k) => [k, template?.[k] ?? ''])),
    rpCountry: template?.rpCountry ?? 'DE',
    shopIds: template?.shopIds.join(',') ?? '',
    enabled: template?.enabled ?? true,
    isDefault: template?.isDefault ?? false,
  } as z.input<typeof templateFormSchema>);
  const field = labelledField(t, 'euTemplates.field');
  const chosen = idsOf(String(form.values.shopIds ?? ''));
  const shopError = form.errorText('shopIds');
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'euTemplates', 'euTemplates', template)}
      form={form}
      size="lg"
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        field('name', { required: true }),
        { columns: 2, fields: [field('manufacturerName'), field('manufacturerAddress')] },
        { columns: 2, fields: [field('manufacturerEmail'), field('manufacturerPhone')] },
        { columns: 2, fields: [field('rpName', { required: true }), field('rpAddress', { required: true })] },
        {
          columns: 3,
          fields: [selectField('rpCountry', t('euTemplates.field.rpCountry'), EU_COUNTRIES, (c) => c, { required: true }), field('rpEmail'), field('rpPhone')],
        },
        { name: 'safetyInfo', label: t('euTemplates.field.safetyInfo'), kind: 'textarea', rows: 3 },
        {
          columns: 2,
          fields: [
            { name: 'enabled', label: t('euTemplates.field.enabled'), kind: 'switch' },
            { name: 'isDefault', label: t('euTemplates.field.isDefault'), kind: 'switch' },
          ],
        },
        // a switch shows no error of its own: "a disabled template cannot be default" goes under the pair
        { kind: 'custom', name: 'isDefaultError', render: () => <ErrorLine text={form.errorText('isDefault')} /> },
        {
          kind: 'custom',
          name: 'shopIds',
          render: () => (
            // a fieldset, not a Field: check boxes inside one Field.Root would share its input id
            <Fieldset.Root invalid={!!shopError}>
              <Fieldset.Legend textStyle="sm" fontWeight="medium">
                {t('euTemplates.field.shopIds')}
              </Fieldset.Legend>
              {shops.length ? (
                <Wrap gap="3">
                  {shops.map((s) => (
                    <Checkbox.Root
                      key={s.id}
                      size="sm"
                      checked={chosen.includes(s.id)}
                      onCheckedChange={(d) => form.setValue('shopIds', toggled(String(form.values.shopIds ?? ''), s.id, d.checked === true))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{s.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              ) : (
                <Text color="fg.muted" textStyle="sm">
                  {t('euTemplates.noShops')}
                </Text>
              )}
              {shopError ? <Fieldset.ErrorText>{shopError}</Fieldset.ErrorText> : null}
            </Fieldset.Root>
          ),
        },
      ]}
    />
  );
}
