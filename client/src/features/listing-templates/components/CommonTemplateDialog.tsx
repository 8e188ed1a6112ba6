/**
 * Add or edit a common description template (commonTemplate.update): name, marketplace (or all),
 * the HTML body with variables, default, remark; checked by @erp/schema's templateHtmlProblems
 * before sending, with a live preview.
 */
import { Text } from '@chakra-ui/react';
import { TEMPLATE_VARIABLES, templateHtmlProblems, templateNameProblems } from '@erp/schema';
import { z } from 'zod';
import type { DescriptionTemplateInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, saveRecord } from '../../../ui/resource';
import { marketplaceOptions, useCommonTemplateCommands, type TemplateRow } from '../hooks';
import { listingTemplatesMessages } from '../messages';
import { addProblems } from './issues';
import { TemplatePreview } from './TemplatePreview';

const BLANK = { name: '', platformType: '0', html: '', isDefault: false, remark: '' };

const schema = z
  .object({
    name: z.string(),
    platformType: z.string(),
    html: z.string(),
    isDefault: z.boolean(),
    remark: z.string().trim().max(255, 'listingTemplates.remarkTooLong'),
  })
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
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('lt.field.name'), required: true },
            {
              name: 'platformType',
              label: t('lt.marketplace'),
              kind: 'select',
              options: [{ value: '0', label: t('lt.allMarketplaces') }, ...marketplaceOptions()],
            },
          ],
        },
        { name: 'html', label: t('commonTemplates.field.html'), kind: 'textarea', rows: 8, required: true },
        {
          columns: 2,
          fields: [
            { name: 'isDefault', label: t('commonTemplates.field.isDefault'), kind: 'switch' },
            { name: 'remark', label: t('lt.field.remark') },
          ],
        },
      ]}
    >
      <Text textStyle="xs" color="fg.muted">
        {t('lt.variables')} {TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(' ')}
      </Text>
      <TemplatePreview label={t('lt.preview')} html={form.values.html} />
    </RecordFormDialog>
  );
}
