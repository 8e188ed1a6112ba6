/**
 * Add or edit a rate card (shippingTemplate.update): the channels it prices, the shipping
 * template, optionally the zone rule, delivery days and the expiry.
 */
import { Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import { z } from 'zod';
import type { ShippingPriceCardInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog } from '../../../ui/resource';
import { useChannelOptions } from '../../logistics/pickers';
import { fromLocalInput, toLocalInput, useFreightCommands, type PartitionRow, type PriceCardRow, type TemplateRow } from '../hooks';
import { freightMessages } from '../messages';

const schema = z
  .object({
    name: z.string().trim().min(1, 'freight.card.nameRequired').max(64, 'freight.card.nameRequired'),
    templateId: z.string().regex(/^\d+$/, 'freight.template.notFound'),
    partitionRuleId: z.string(),
    channelIds: z.array(z.string()).min(1, 'freight.card.channelsRequired'),
    deliveryDays: z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, 'freight.range.negative'),
    expiresAt: z.string(),
  })
  .transform((v): Omit<ShippingPriceCardInput, 'id'> => ({
    name: v.name,
    templateId: Number(v.templateId),
    partitionRuleId: v.partitionRuleId ? Number(v.partitionRuleId) : null,
    channelIds: v.channelIds.map(Number),
    deliveryDays: v.deliveryDays ? Number(v.deliveryDays) : null,
    expiresAt: fromLocalInput(v.expiresAt),
  }));

export function PriceCardDialog({
  card,
  templates,
  rules,
  onClose,
  onSaved,
}: {
  card: PriceCardRow | null;
  templates: readonly TemplateRow[];
  rules: readonly PartitionRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(freightMessages);
  const commands = useFreightCommands();
  const channels = useChannelOptions();
  const form = useZodForm(schema, {
    name: card?.name ?? '',
    templateId: card ? String(card.templateId) : '',
    partitionRuleId: card?.partitionRuleId ? String(card.partitionRuleId) : '',
    channelIds: (card?.channelIds ?? []).map(String),
    deliveryDays: card?.deliveryDays != null ? String(card.deliveryDays) : '',
    expiresAt: toLocalInput(card?.expiresAt),
  });
  const chosen = new Set(form.values.channelIds);
  const channelError = form.errorText('channelIds');
  const shown = channels.options.filter((c) => c.enabled || chosen.has(String(c.id)));
  const toggle = (id: string, on: boolean) =>
    form.setValue('channelIds', on ? [...form.values.channelIds, id] : form.values.channelIds.filter((x) => x !== id));

  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'freightScreen.card', 'freightScreen', card)}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      size="lg"
      save={(input, feedback) => commands.saveCard({ input: { ...input, id: card?.id } }, feedback)}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('freightScreen.card.field.name'), required: true },
            {
              name: 'templateId',
              label: t('freightScreen.card.field.template'),
              kind: 'select',
              required: true,
              placeholder: t('freightScreen.choose'),
              options: templates.map((x) => ({ value: String(x.id), label: x.name })),
            },
            {
              name: 'partitionRuleId',
              label: t('freightScreen.card.field.partition'),
              kind: 'select',
              options: [{ value: '', label: t('freightScreen.none') }, ...rules.map((r) => ({ value: String(r.id), label: r.name }))],
            },
            { name: 'deliveryDays', label: t('freightScreen.card.field.deliveryDays'), kind: 'number' },
            { name: 'expiresAt', label: t('freightScreen.card.field.expiresAt'), type: 'datetime-local' },
          ],
        },
      ]}
    >
      <Field.Root invalid={Boolean(channelError)} required>
        <Field.Label>
          {t('freightScreen.card.field.channels')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Stack gap="1" ref={form.fieldRef('channelIds')} tabIndex={-1} role="group" aria-label={t('freightScreen.card.field.channels')}>
          {shown.length === 0 && !channels.loading ? (
            <Text textStyle="sm" color="fg.muted">
              {t('freightScreen.card.noChannels')}
            </Text>
          ) : null}
          {shown.map((c) => (
            <Checkbox.Root key={c.id} size="sm" checked={chosen.has(String(c.id))} onCheckedChange={(e) => toggle(String(c.id), e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{c.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Field.ErrorText>{channelError}</Field.ErrorText>
      </Field.Root>
    </RecordFormDialog>
  );
}
