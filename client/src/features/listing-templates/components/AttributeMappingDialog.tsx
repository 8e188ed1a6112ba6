/**
 * Add or edit an attribute mapping (attributeMapping.update): name, marketplace, optional category,
 * rules one a line ("source -> target | from=to; …"), enabled, remark; checked by @erp/schema's
 * mappingRulesProblems against the marketplace definition before sending.
 */
import { listingDefinitionOf, mappingRulesProblems, templateNameProblems, type MappingRule } from '@erp/schema';
import { z } from 'zod';
import type { AttributeMappingInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, saveRecord } from '../../../ui/resource';
import { useAttributeMappingCommands, type MappingRow } from '../hooks';
import { listingTemplatesMessages } from '../messages';
import { rulesToText, textToRules } from '../textFormats';
import { addProblems } from './issues';
import { nameAndMarketplace, switchAndRemark, templateBasics } from './templateFields';

const BLANK = { name: '', platformType: '', category: '', rules: '', enabled: true, remark: '' };

const schema = z
  .object({
    ...templateBasics,
    category: z.string().trim().max(64, 'listingTemplates.nameTooLong'),
    rules: z.string(),
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    addProblems(ctx, templateNameProblems(v.name));
    const def = listingDefinitionOf(Number(v.platformType));
    if (!def) ctx.addIssue({ code: 'custom', path: ['platformType'], message: 'listingTemplates.marketplaceRequired' });
    addProblems(ctx, mappingRulesProblems(textToRules(v.rules), def?.attributes ?? [], !!v.category.trim()));
  })
  .transform((v): AttributeMappingInput => ({
    name: v.name.trim(),
    platformType: Number(v.platformType),
    category: v.category.trim(),
    rules: textToRules(v.rules),
    enabled: v.enabled,
    remark: v.remark,
  }));

export function AttributeMappingDialog({ mapping, onClose, onSaved }: { mapping: MappingRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(listingTemplatesMessages);
  const commands = useAttributeMappingCommands();
  const form = useZodForm(schema, { ...recordValues(mapping, BLANK), rules: mapping ? rulesToText(mapping.rules as MappingRule[]) : '' });
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'attributeMapping', 'lt', mapping)}
      form={form}
      save={saveRecord(mapping, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      size="xl"
      fields={[
        nameAndMarketplace(t),
        { name: 'category', label: t('attributeMapping.field.category'), hint: t('attributeMapping.field.categoryHint') },
        { name: 'rules', label: t('attributeMapping.field.rules'), hint: t('attributeMapping.field.rulesHint'), kind: 'textarea', rows: 6, required: true },
        switchAndRemark(t, 'enabled', t('attributeMapping.field.enabled')),
      ]}
    />
  );
}
