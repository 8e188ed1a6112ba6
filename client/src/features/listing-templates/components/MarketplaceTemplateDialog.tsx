/**
 * Add or edit a marketplace template (/commonTemplatesV2, commonTemplateV2.update): name,
 * marketplace, sections written as "## Title" lines followed by their HTML, default, remark;
 * checked by @erp/schema's templateSectionsProblems before sending, with a live preview.
 */
import { templateNameProblems, templateSectionsProblems, type TemplateSection } from '@erp/schema';
import { z } from 'zod';
import type { DescriptionTemplateInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, saveRecord } from '../../../ui/resource';
import { useMarketplaceTemplateCommands, type TemplateRow } from '../hooks';
import { listingTemplatesMessages } from '../messages';
import { sectionsToText, textToSections } from '../textFormats';
import { addProblems } from './issues';
import { TemplatePreview } from './TemplatePreview';
import { nameAndMarketplace, switchAndRemark, templateBasics, TemplateVariables } from './templateFields';

const BLANK = { name: '', platformType: '', sections: '', isDefault: false, remark: '' };

const schema = z
  .object({ ...templateBasics, sections: z.string(), isDefault: z.boolean() })
  .superRefine((v, ctx) => {
    addProblems(ctx, templateNameProblems(v.name));
    if (!v.platformType) ctx.addIssue({ code: 'custom', path: ['platformType'], message: 'listingTemplates.marketplaceRequired' });
    addProblems(ctx, templateSectionsProblems(textToSections(v.sections)));
  })
  .transform((v): DescriptionTemplateInput => ({
    name: v.name.trim(),
    platformType: Number(v.platformType),
    sections: textToSections(v.sections),
    isDefault: v.isDefault,
    remark: v.remark,
  }));

export function MarketplaceTemplateDialog({ template, onClose, onSaved }: { template: TemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(listingTemplatesMessages);
  const commands = useMarketplaceTemplateCommands();
  const initial = recordValues(template, BLANK);
  const form = useZodForm(schema, { ...initial, sections: template ? sectionsToText(template.sections as TemplateSection[]) : '' });
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'marketplaceTemplates', 'lt', template)}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      size="xl"
      fields={[
        nameAndMarketplace(t),
        {
          name: 'sections',
          label: t('marketplaceTemplates.field.sections'),
          hint: t('marketplaceTemplates.field.sectionsHint'),
          kind: 'textarea',
          rows: 10,
          required: true,
        },
        switchAndRemark(t, 'isDefault', t('commonTemplates.field.isDefault')),
      ]}
    >
      <TemplateVariables />
      <TemplatePreview label={t('lt.preview')} sections={textToSections(form.values.sections)} />
    </RecordFormDialog>
  );
}
