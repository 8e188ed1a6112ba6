/** The form parts the listing-template dialogs share (`lt.*` texts). */
import { Text } from '@chakra-ui/react';
import { TEMPLATE_VARIABLES } from '@erp/schema';
import { z } from 'zod';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { RecordField } from '../../../ui/resource';
import { marketplaceOptions } from '../hooks';
import { listingTemplatesMessages, type ListingTemplatesMessageId } from '../messages';

type Text = (id: ListingTemplatesMessageId) => string;

/** The remark every template keeps (255 characters at most). */
export const remarkRule = z.string().trim().max(255, 'listingTemplates.remarkTooLong');

/** The form values every marketplace template has: its name, marketplace and remark. */
export const templateBasics = { name: z.string(), platformType: z.string(), remark: remarkRule };

/** The first row: the name and the marketplace (a required one of the listing marketplaces unless `options` say otherwise). */
export const nameAndMarketplace = (t: Text, options?: { value: string; label: string }[]) => ({
  columns: 2,
  fields: [
    { name: 'name', label: t('lt.field.name'), required: true },
    options
      ? { name: 'platformType', label: t('lt.marketplace'), kind: 'select', options }
      : { name: 'platformType', label: t('lt.marketplace'), kind: 'select', options: marketplaceOptions(), required: true },
  ] satisfies RecordField[],
});

/** The last row: a switch (default, enabled) and the remark. */
export const switchAndRemark = (t: Text, name: string, label: string) => ({
  columns: 2,
  fields: [
    { name, label, kind: 'switch' },
    { name: 'remark', label: t('lt.field.remark') },
  ] satisfies RecordField[],
});

/** The variables a template's text may hold. */
export function TemplateVariables() {
  const t = useFeatureText(listingTemplatesMessages);
  return (
    <Text textStyle="xs" color="fg.muted">
      {t('lt.variables')} {TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(' ')}
    </Text>
  );
}
