/** Add or edit a reply template with a live preview (example values); the rules are @erp/schema's replyTemplateInput. */
import { Box, Text } from '@chakra-ui/react';
import { fillReplyTemplate, REPLY_EXAMPLE_VALUES, REPLY_VARIABLES, replyTemplateInput, unknownReplyVariables, type ReplyTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord } from '../../../ui/resource';
import { useReplyShops, useTemplateCommands, type TemplateRow } from '../hooks';
import { replyMessages } from '../messages';

const numberOf = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));
const optionalId = (s: string) => (s === '' ? null : Number(s));

export const templateFormSchema = z
  .object({ name: z.string(), content: z.string(), platformType: z.string(), shopId: z.string(), sort: z.string() })
  .transform((v, ctx): ReplyTemplateInput => {
    const r = replyTemplateInput.safeParse({
      name: v.name,
      content: v.content,
      platformType: optionalId(v.platformType),
      shopId: optionalId(v.shopId),
      sort: numberOf(v.sort),
    });
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });

/** The filled text of a template with the example values, and its unknown variables. */
export function TemplatePreview({ content }: { content: string }) {
  const t = useFeatureText(replyMessages);
  const unknown = unknownReplyVariables(content);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" aria-label={t('replyPage.preview')} role="region">
      <Text textStyle="xs" color="fg.muted" mb="1">
        {t('replyPage.preview')}
      </Text>
      <Text whiteSpace="pre-wrap" data-testid="reply-preview">
        {fillReplyTemplate(content, REPLY_EXAMPLE_VALUES)}
      </Text>
      {unknown.length ? (
        <Text textStyle="xs" color="fg.warning" mt="1">
          {t('replyPage.preview.unknown', { vars: unknown.map((u) => `{${u}}`).join(', ') })}
        </Text>
      ) : null}
    </Box>
  );
}

export const variablesHint = REPLY_VARIABLES.map((v) => `{${v}}`).join(' ');

export function TemplateDialog({ template, onClose, onSaved }: { template: TemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(replyMessages);
  const commands = useTemplateCommands();
  const { shops, platforms } = useReplyShops();
  const form = useZodForm(templateFormSchema, {
    name: template?.name ?? '',
    content: template?.content ?? '',
    platformType: template?.platformType != null ? String(template.platformType) : '',
    shopId: template?.shopId != null ? String(template.shopId) : '',
    sort: template ? String(template.sort) : '0',
  });
  const platformType = form.values.platformType;
  const shopChoices = shops.filter((s) => !platformType || String(s.platformType) === platformType);
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'replyPage.template', 'replyPage', template)}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('replyPage.field.name'), required: true },
            { name: 'sort', label: t('replyPage.field.sort'), kind: 'number' },
          ],
        },
        {
          columns: 2,
          fields: [
            {
              name: 'platformType',
              label: t('replyPage.field.platformType'),
              kind: 'select',
              placeholder: t('replyPage.field.anyPlatform'),
              options: platforms.map((p) => ({ value: String(p.value), label: p.label })),
            },
            {
              name: 'shopId',
              label: t('replyPage.field.shop'),
              kind: 'select',
              placeholder: t('replyPage.field.anyShop'),
              options: shopChoices.map((s) => ({ value: String(s.id), label: s.label })),
            },
          ],
        },
        {
          name: 'content',
          label: t('replyPage.field.content'),
          kind: 'textarea',
          rows: 5,
          required: true,
          hint: t('replyPage.field.contentHint', { vars: variablesHint }),
        },
        { kind: 'custom', name: 'preview', render: () => <TemplatePreview content={form.values.content} /> },
      ]}
    />
  );
}
