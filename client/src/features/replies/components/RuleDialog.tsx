/**
 * Add or edit an auto-reply rule: conditions (marketplaces and shops as check boxes, keywords comma
 * separated, outside working hours with the window and days), the reply with a preview, enabled,
 * priority. The rules are @erp/schema's autoReplyRuleInput; its "no condition" issue shows above
 * the conditions.
 */
import { Checkbox, Fieldset, Stack, Text, Wrap } from '@chakra-ui/react';
import { autoReplyRuleInput, WEEKDAYS, type AutoReplyRuleInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord } from '../../../ui/resource';
import { useReplyShops, useRuleCommands, type RuleRow } from '../hooks';
import { replyMessages, type ReplyMessageId } from '../messages';
import { TemplatePreview, variablesHint } from './TemplateDialog';

const idsOf = (csv: string) => (csv ? csv.split(',').map(Number) : []);
const numberOf = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));

export const ruleFormSchema = z
  .object({
    name: z.string(),
    platformTypes: z.string(),
    shopIds: z.string(),
    keywords: z.string(),
    outsideWorkingHours: z.boolean(),
    workStart: z.string(),
    workEnd: z.string(),
    workDays: z.string(),
    content: z.string(),
    enabled: z.boolean(),
    priority: z.string(),
  })
  .transform((v, ctx): AutoReplyRuleInput => {
    const r = autoReplyRuleInput.safeParse({
      ...v,
      platformTypes: idsOf(v.platformTypes),
      shopIds: idsOf(v.shopIds),
      keywords: v.keywords.split(/[,，\n]/),
      workDays: idsOf(v.workDays),
      priority: numberOf(v.priority),
    });
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });

const toggled = (csv: string, id: number, on: boolean) => {
  const set = new Set(idsOf(csv));
  if (on) set.add(id);
  else set.delete(id);
  return [...set].sort((a, b) => a - b).join(',');
};

function CheckGroup({
  label,
  options,
  value,
  onChange,
  error,
  empty,
}: {
  label: string;
  options: { id: number; label: string }[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
  empty?: string;
}) {
  const ids = idsOf(value);
  // A fieldset, not a Field: check boxes inside one Field.Root would all share its input id.
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {options.length ? (
        <Wrap gap="3">
          {options.map((o) => (
            <Checkbox.Root key={o.id} size="sm" checked={ids.includes(o.id)} onCheckedChange={(d) => onChange(toggled(value, o.id, d.checked === true))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          {empty}
        </Text>
      )}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

export function RuleDialog({ rule, onClose, onSaved }: { rule: RuleRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(replyMessages);
  const commands = useRuleCommands();
  const { shops, platforms } = useReplyShops();
  const form = useZodForm(ruleFormSchema, {
    name: rule?.name ?? '',
    platformTypes: rule?.platformTypes.join(',') ?? '',
    shopIds: rule?.shopIds.join(',') ?? '',
    keywords: rule?.keywords.join(', ') ?? '',
    outsideWorkingHours: rule?.outsideWorkingHours ?? false,
    workStart: rule?.workStart ?? '09:00',
    workEnd: rule?.workEnd ?? '18:00',
    workDays: rule?.workDays.join(',') ?? '1,2,3,4,5',
    content: rule?.content ?? '',
    enabled: rule?.enabled ?? true,
    priority: rule ? String(rule.priority) : '0',
  });
  const off = form.values.outsideWorkingHours;
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'replyPage.rule', 'replyPage', rule)}
      form={form}
      size="lg"
      save={saveRecord(rule, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('replyPage.field.name'), required: true },
            { name: 'priority', label: t('replyPage.field.priority'), kind: 'number' },
          ],
        },
        {
          kind: 'custom',
          name: 'conditions',
          render: () => (
            <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
              {form.errorText('conditions') ? (
                <Text color="fg.error" textStyle="sm" role="alert">
                  {form.errorText('conditions')}
                </Text>
              ) : null}
              <CheckGroup
                label={t('replyPage.field.platforms')}
                options={platforms.map((p) => ({ id: p.value, label: p.label }))}
                value={form.values.platformTypes}
                onChange={(v) => form.setValue('platformTypes', v)}
                error={form.errorText('platformTypes')}
                empty={t('replyPage.field.noShops')}
              />
              <CheckGroup
                label={t('replyPage.field.shops')}
                options={shops.map((s) => ({ id: s.id, label: s.label }))}
                value={form.values.shopIds}
                onChange={(v) => form.setValue('shopIds', v)}
                error={form.errorText('shopIds')}
                empty={t('replyPage.field.noShops')}
              />
            </Stack>
          ),
        },
        { name: 'keywords', label: t('replyPage.field.keywords') },
        { name: 'outsideWorkingHours', label: t('replyPage.field.offHours'), kind: 'switch' },
        off && {
          columns: 2,
          fields: [
            { name: 'workStart', label: t('replyPage.field.workStart'), placeholder: '09:00' },
            { name: 'workEnd', label: t('replyPage.field.workEnd'), placeholder: '18:00' },
          ],
        },
        off && {
          kind: 'custom',
          name: 'workDaysGroup',
          render: () => (
            <CheckGroup
              label={t('replyPage.field.workDays')}
              options={WEEKDAYS.map((d) => ({ id: d, label: t(`replyPage.day.${d}` as ReplyMessageId) }))}
              value={form.values.workDays}
              onChange={(v) => form.setValue('workDays', v)}
              error={form.errorText('workDays')}
            />
          ),
        },
        {
          name: 'content',
          label: t('replyPage.field.content'),
          kind: 'textarea',
          rows: 4,
          required: true,
          hint: t('replyPage.field.contentHint', { vars: variablesHint }),
        },
        { kind: 'custom', name: 'preview', render: () => <TemplatePreview content={form.values.content} /> },
        { name: 'enabled', label: t('replyPage.field.enabled'), kind: 'switch' },
      ]}
    />
  );
}
