/** New template (name and type) or rename (name only). */
import { PRINT_TEMPLATE_KINDS, type PrintTemplateKind } from '@erp/schema';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource/FormDialog';
import type { PrintTemplateRow } from '../hooks';
import { printTemplatesMessages } from '../messages';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(50, { error: 'validation.tooLong' }),
  kind: z.enum(PRINT_TEMPLATE_KINDS),
});

export function NameDialog({
  template,
  onClose,
  onSubmit,
}: {
  template?: PrintTemplateRow;
  onClose: () => void;
  onSubmit: (name: string, kind: PrintTemplateKind) => Promise<boolean>;
}) {
  const t = useFeatureText(printTemplatesMessages);
  const form = useZodForm(schema, { name: template?.name ?? '', kind: (template?.kind as PrintTemplateKind | undefined) ?? 'label' });
  return (
    <FormDialog
      title={template ? t('printTemplates.form.renameTitle', { name: template.name }) : t('printTemplates.form.newTitle')}
      form={form}
      onSubmit={async (v) => void (await onSubmit(v.name, v.kind))}
      onClose={onClose}
      submitText={t('printTemplates.form.save')}
      cancelText={t('printTemplates.form.cancel')}
    >
      <FormKit.Field name="name" label={t('printTemplates.form.name')} required />
      {template ? null : (
        <FormKit.Select
          name="kind"
          label={t('printTemplates.form.kind')}
          options={PRINT_TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`printTemplates.kind.${k}`) }))}
        />
      )}
    </FormDialog>
  );
}
