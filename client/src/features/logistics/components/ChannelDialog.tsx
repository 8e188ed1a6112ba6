/** Add or edit a custom channel, or the seller settings of a system channel (logisticsChannel.update). */
import { SimpleGrid } from '@chakra-ui/react';
import { TRACKING_MODES, customChannelInput, systemChannelSettingsInput } from '@erp/schema';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource';
import { useChannelCommands, type ChannelRow, type SystemChannelRow } from '../hooks';
import { logisticsMessages, type LogisticsMessageId } from '../messages';

interface Values extends Record<string, unknown> {
  name: string;
  carrier: string;
  code: string;
  maxWeight: string;
  trackingMode: string;
  trackingUrl: string;
  enabled: string;
}

/** Inputs hold text: the weight becomes a number (empty = 0), the yes/no selects booleans. */
const toInput = (v: unknown) => {
  const values = v as Values;
  const w = values.maxWeight.trim();
  // the tracking mode (issue 18) decides the older pool flag: a pool channel uses its number pool
  return {
    ...values,
    maxWeight: w === '' ? 0 : Number(w),
    usesNumberPool: values.trackingMode === 'pool',
    enabled: values.enabled === 'yes',
  };
};
const customSchema = z.preprocess(toInput, customChannelInput);
const systemSchema = z.preprocess(toInput, systemChannelSettingsInput);

export function CustomChannelDialog({ channel, onClose, onSaved }: { channel: ChannelRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(logisticsMessages);
  const commands = useChannelCommands();
  const form = useZodForm(customSchema, {
    name: channel?.name ?? '',
    carrier: channel?.carrier ?? '',
    code: channel?.code ?? '',
    maxWeight: channel ? String(channel.maxWeight) : '0',
    trackingMode: channel?.trackingMode ?? (channel?.usesNumberPool ? 'pool' : 'manual'),
    trackingUrl: channel?.trackingUrl ?? '',
    enabled: channel && !channel.enabled ? 'no' : 'yes',
  } satisfies Values);
  const yesNo = [
    { value: 'yes', label: t('logisticsPage.yes') },
    { value: 'no', label: t('logisticsPage.no') },
  ];
  const modes = TRACKING_MODES.map((m) => ({ value: m, label: t(`logisticsPage.trackingMode.${m}` as LogisticsMessageId) }));

  const submit = async (input: z.output<typeof customSchema>) => {
    const feedback = { success: t('logisticsPage.saved', { name: input.name }), failure: t('logisticsPage.failed'), form };
    const outcome = channel ? await commands.update({ input: { id: channel.id, ...input } }, feedback) : await commands.create({ input }, feedback);
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={channel ? t('logisticsPage.custom.editTitle', { name: channel.name }) : t('logisticsPage.custom.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('logisticsPage.save')}
      cancelText={t('logisticsPage.cancel')}
    >
      <FormKit.Field name="name" label={t('logisticsPage.field.name')} required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="carrier" label={t('logisticsPage.field.carrier')} />
        <FormKit.Field name="code" label={t('logisticsPage.field.code')} />
      </SimpleGrid>
      <FormKit.Field name="maxWeight" label={t('logisticsPage.field.maxWeight')} inputMode="numeric" helperText={t('logisticsPage.field.maxWeightHint')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Select name="trackingMode" label={t('logisticsPage.field.trackingMode')} options={modes} />
        <FormKit.Select name="enabled" label={t('logisticsPage.field.enabled')} options={yesNo} />
      </SimpleGrid>
      <FormKit.Field name="trackingUrl" label={t('logisticsPage.field.trackingUrl')} helperText={t('logisticsPage.field.trackingUrlHint')} />
    </FormDialog>
  );
}

export function SystemChannelDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: SystemChannelRow & { channelId: number };
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(logisticsMessages);
  const commands = useChannelCommands();
  const form = useZodForm(systemSchema, {
    name: channel.name,
    carrier: channel.carrier,
    code: channel.code,
    trackingUrl: channel.trackingUrl,
    maxWeight: String(channel.maxWeight),
    trackingMode: channel.trackingMode ?? (channel.usesNumberPool ? 'pool' : 'carrier'),
    enabled: channel.enabled ? 'yes' : 'no',
  } satisfies Values);
  const yesNo = [
    { value: 'yes', label: t('logisticsPage.yes') },
    { value: 'no', label: t('logisticsPage.no') },
  ];
  const modes = TRACKING_MODES.map((m) => ({ value: m, label: t(`logisticsPage.trackingMode.${m}` as LogisticsMessageId) }));

  const submit = async (input: z.output<typeof systemSchema>) => {
    const outcome = await commands.updateSystem(
      { input: { id: channel.channelId, ...input } },
      { success: t('logisticsPage.saved', { name: channel.name }), failure: t('logisticsPage.failed'), form },
    );
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={t('logisticsPage.system.editTitle', { name: channel.name })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('logisticsPage.save')}
      cancelText={t('logisticsPage.cancel')}
      size="sm"
    >
      <FormKit.Field name="maxWeight" label={t('logisticsPage.field.maxWeight')} inputMode="numeric" helperText={t('logisticsPage.field.maxWeightHint')} />
      <FormKit.Select name="trackingMode" label={t('logisticsPage.field.trackingMode')} options={modes} />
      <FormKit.Select name="enabled" label={t('logisticsPage.field.enabled')} options={yesNo} />
    </FormDialog>
  );
}
