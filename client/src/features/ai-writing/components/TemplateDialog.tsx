/** Add or edit an AI prompt template; the rules are @erp/schema's aiTemplateInput. */
import { AI_GENERATE_KINDS, AI_TEMPLATE_VARIABLES, aiTemplateInput, type AiTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord, selectField } from '../../../ui/resource';
import { useTemplateCommands, type AiTemplateRow } from '../hooks';
import { aiWritingMessages } from '../messages';

export const variablesHint = AI_TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(' ');

export const templateFormSchema = z.object({ name: z.string(), kind: z.string(), prompt: z.string() }).transform((v, ctx): AiTemplateInput => {
  const r = aiTemplateInput.safeParse(v);
  if (r.success) return r.data;
  for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
  return z.NEVER;
});

export function TemplateDialog({ template, onClose, onSaved }: { template: AiTemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(aiWritingMessages);
  const commands = useTemplateCommands();
  const form = useZodForm(templateFormSchema, { name: template?.name ?? '', kind: template?.kind ?? 'title', prompt: template?.prompt ?? '' });
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'ai.tpl', 'ai.btn', template)}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('ai.tpl.field.name'), required: true },
            selectField('kind', t('ai.tpl.field.kind'), AI_GENERATE_KINDS, (k) => t(`ai.kind.${k}`), { required: true }),
          ],
        },
        {
          name: 'prompt',
          label: t('ai.tpl.field.prompt'),
          kind: 'textarea',
          rows: 6,
          required: true,
          hint: t('ai.tpl.field.promptHint', { vars: variablesHint }),
        },
      ]}
    />
  );
}
