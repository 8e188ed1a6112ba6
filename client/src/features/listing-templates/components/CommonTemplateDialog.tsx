/**
 * Add or edit a common description template (commonTemplate.update): name, marketplace (or all),
 * the HTML body with variables, default, remark; checked by @erp/schema's templateHtmlProblems
 * before sending, with a live preview.
 */
import { templateHtmlProblems, templateNameProblems } from '@erp/schema';
import { z } from 'zod';
import type { DescriptionTemplateInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, saveRecord } from '../../../ui/resource';
import { marketplaceOptions, useCommonTemplateCommands, type TemplateRow } from '../hooks';
import { listingTemplatesMessages } from '../messages';
import { addProblems } from './issues';
import { TemplatePreview } from './TemplatePreview';
import { nameAndMarketplace, switchAndRemark, templateBasics, TemplateVariables } from './templateFields';

const BLANK = { name: '', platformType: '0', html: '', isDefault: false, remark: '' };

const schema = z
  .object({ ...templateBasics, html: z.string(), isDefault: z.boolean() })
  .superRefine((v, ctx) => {
    addProblems(ctx, [...templateNameProblems(v.name), ...templateHtmlProblems(v.html)]);
  })
  .transform((v): DescriptionTemplateInput => ({
    name: v.name.trim(),
    platformType: Number(v.platformType) || 0,
    html: v.html.trim(),
    isDefault: v.isDefault,
    remark: v.remark,
  }));

export function CommonTemplateDialog({ template, onClose, onSaved }: { template: TemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(listingTemplatesMessages);
  const commands = useCommonTemplateCommands();
  const form = useZodForm(schema, recordValues(template, BLANK));
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'commonTemplates', 'lt', template)}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      size="xl"
      fields={[
        nameAndMarketplace(t, [{ value: '0', label: t('lt.allMarketplaces') }, ...marketplaceOptions()]),
        { name: 'html', label: t('commonTemplates.field.html'), kind: 'textarea', rows: 8, required: true },
        switchAndRemark(t, 'isDefault', t('commonTemplates.field.isDefault')),
      ]}
    >
      <TemplateVariables />
      <TemplatePreview label={t('lt.preview')} html={form.values.html} />
    </RecordFormDialog>
  );
}
