/** Add or edit a first-mile channel with its price card; the rules are @erp/schema's firstMileChannelInput. */
import { FIRST_MILE_BASES, FIRST_MILE_CURRENCIES, FIRST_MILE_TRANSPORT_MODES } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord, selectField } from '../../../ui/resource';
import { useChannelCommands, type ChannelRow } from '../hooks';
import { firstMileMessages } from '../messages';
import { channelFormSchema, channelFormValues } from './channelForm';

export function ChannelDialog({
  channel,
  providers,
  onClose,
  onSaved,
}: {
  channel: ChannelRow | null;
  providers: { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(firstMileMessages);
  const commands = useChannelCommands();
  const form = useZodForm(channelFormSchema, channelFormValues(channel, providers.length === 1 ? providers[0]!.value : ''));
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'firstMile.channel', 'firstMile', channel)}
      form={form}
      save={saveRecord(channel, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        {
          columns: 2,
          fields: [
            {
              name: 'providerId',
              label: t('firstMile.filter.provider'),
              kind: 'select',
              required: true,
              options: providers,
              placeholder: t('firstMile.choose'),
            },
            { name: 'name', label: t('firstMile.field.name'), required: true },
          ],
        },
        {
          columns: 2,
          fields: [
            selectField('transportMode', t('firstMile.col.mode'), FIRST_MILE_TRANSPORT_MODES, (m) => t(`firstMile.mode.${m}`), { required: true }),
            { name: 'pickupPlace', label: t('firstMile.col.pickup') },
          ],
        },
        {
          columns: 3,
          fields: [
            { name: 'minDays', label: t('firstMile.field.minDays'), kind: 'number', required: true },
            { name: 'maxDays', label: t('firstMile.field.maxDays'), kind: 'number', required: true },
            { name: 'taxIncluded', label: t('firstMile.col.tax'), kind: 'switch' },
          ],
        },
        {
          columns: 2,
          fields: [
            selectField('basis', t('firstMile.field.basis'), FIRST_MILE_BASES, (b) => t(`firstMile.basis.${b}`), { required: true }),
            { name: 'divisor', label: t('firstMile.field.divisor'), kind: 'number', hint: t('firstMile.field.divisorHint') },
          ],
        },
        {
          columns: 2,
          fields: [
            selectField('currency', t('firstMile.field.currency'), FIRST_MILE_CURRENCIES, (c) => c, { required: true }),
            { name: 'fixedFee', label: t('firstMile.field.fixedFee'), kind: 'decimal' },
          ],
        },
        { name: 'tiers', label: t('firstMile.field.tiers'), kind: 'textarea', rows: 4, required: true, hint: t('firstMile.field.tiersHint') },
      ]}
    />
  );
}
