/** New template (name and type; the designer opens on it once saved) or rename (name only). */
import { defaultPrintLayout, PRINT_TEMPLATE_KINDS, type PrintTemplateKind } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { openToolPage } from '../../../app/toolWindows';
import { RecordFormDialog } from '../../../ui/resource';
import { usePrintTemplateCommands, type PrintTemplateRow } from '../hooks';
import { printTemplatesMessages } from '../messages';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(50, { error: 'validation.tooLong' }),
  kind: z.enum(PRINT_TEMPLATE_KINDS),
});

export const designerPath = (id: number) => `/printTemplate?id=${id}`;

export function NameDialog({ template, onClose, onSaved }: { template?: PrintTemplateRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(printTemplatesMessages);
  const commands = usePrintTemplateCommands();
  const form = useZodForm(schema, { name: template?.name ?? '', kind: (template?.kind as PrintTemplateKind | undefined) ?? 'label' });
  return (
    <RecordFormDialog
      title={template ? t('printTemplates.form.renameTitle', { name: template.name }) : t('printTemplates.form.newTitle')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('printTemplates.form.save')}
      cancelText={t('printTemplates.form.cancel')}
      save={async ({ name, kind }, feedback) => {
        if (template) return commands.rename({ id: template.id, name }, feedback);
        const outcome = await commands.create({ input: { name, kind, layout: defaultPrintLayout(kind) } }, feedback);
        if (outcome.ok) openToolPage(designerPath(outcome.data.id));
        return outcome;
      }}
      success={({ name }) => t(template ? 'printTemplates.renamed' : 'printTemplates.created', { name })}
      failure={t('printTemplates.failed')}
      fields={[
        { name: 'name', label: t('printTemplates.form.name'), required: true },
        !template && {
          name: 'kind',
          label: t('printTemplates.form.kind'),
          kind: 'select',
          options: PRINT_TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`printTemplates.kind.${k}`) })),
        },
      ]}
    />
  );
}
