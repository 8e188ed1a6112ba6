/** Add or edit a custom channel, or the seller settings of a system channel (logisticsChannel.update). */
import { TRACKING_MODES, customChannelInput, systemChannelSettingsInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText, type TextValues } from '../../../i18n/featureIntl';
import { RecordFormDialog, type RecordField } from '../../../ui/resource';
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

type Say = (id: LogisticsMessageId, values?: TextValues) => string;

/** The settings both dialogs edit: the weight limit, how numbers are got, whether the channel is on. */
function settingFields(t: Say) {
  const maxWeight: RecordField = { name: 'maxWeight', label: t('logisticsPage.field.maxWeight'), kind: 'number', hint: t('logisticsPage.field.maxWeightHint') };
  const trackingMode: RecordField = {
    name: 'trackingMode',
    label: t('logisticsPage.field.trackingMode'),
    kind: 'select',
    options: TRACKING_MODES.map((m) => ({ value: m, label: t(`logisticsPage.trackingMode.${m}` as LogisticsMessageId) })),
  };
  const enabled: RecordField = {
    name: 'enabled',
    label: t('logisticsPage.field.enabled'),
    kind: 'select',
    options: [
      { value: 'yes', label: t('logisticsPage.yes') },
      { value: 'no', label: t('logisticsPage.no') },
    ],
  };
  return { maxWeight, trackingMode, enabled };
}

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
  const { maxWeight, trackingMode, enabled } = settingFields(t);

  return (
    <RecordFormDialog
      title={channel ? t('logisticsPage.custom.editTitle', { name: channel.name }) : t('logisticsPage.custom.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('logisticsPage.save')}
      cancelText={t('logisticsPage.cancel')}
      save={(input, feedback) => (channel ? commands.update({ input: { id: channel.id, ...input } }, feedback) : commands.create({ input }, feedback))}
      success={(input) => t('logisticsPage.saved', { name: input.name })}
      failure={t('logisticsPage.failed')}
      fields={[
        { name: 'name', label: t('logisticsPage.field.name'), required: true },
        {
          columns: 2,
          fields: [
            { name: 'carrier', label: t('logisticsPage.field.carrier') },
            { name: 'code', label: t('logisticsPage.field.code') },
          ],
        },
        maxWeight,
        { columns: 2, fields: [trackingMode, enabled] },
        { name: 'trackingUrl', label: t('logisticsPage.field.trackingUrl'), hint: t('logisticsPage.field.trackingUrlHint') },
      ]}
    />
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
  const { maxWeight, trackingMode, enabled } = settingFields(t);

  return (
    <RecordFormDialog
      title={t('logisticsPage.system.editTitle', { name: channel.name })}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('logisticsPage.save')}
      cancelText={t('logisticsPage.cancel')}
      size="sm"
      save={(input, feedback) => commands.updateSystem({ input: { id: channel.channelId, ...input } }, feedback)}
      success={t('logisticsPage.saved', { name: channel.name })}
      failure={t('logisticsPage.failed')}
      fields={[maxWeight, trackingMode, enabled]}
    />
  );
}
