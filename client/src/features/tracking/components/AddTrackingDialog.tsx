/**
 * Add a tracking number by hand (tracking.update): the rules are @erp/schema's trackingRecordInput.
 * An order number links the record to its order, whose channel and country fill what is left empty.
 */
import { Field } from '@chakra-ui/react';
import { trackingRecordInput } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { ChannelSelect } from '../../logistics/ChannelSelect';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useTrackingCommands } from '../hooks';
import { trackingMessages } from '../messages';

interface Values extends Record<string, unknown> {
  trackingNo: string;
  orderNo: string;
  carrier: string;
  country: string;
  autoTrack: string;
}

const schema = z.preprocess(
  (v) => {
    const values = v as Values;
    return {
      ...values,
      orderNo: values.orderNo.trim() || undefined,
      carrier: values.carrier.trim() || undefined,
      country: values.country.trim() || undefined,
      autoTrack: values.autoTrack === 'yes',
    };
  },
  trackingRecordInput.omit({ channelId: true, shippedAt: true }),
);

export function AddTrackingDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(trackingMessages);
  const commands = useTrackingCommands();
  const [channelId, setChannelId] = useState<number | null>(null);
  const form = useZodForm(schema, { trackingNo: '', orderNo: '', carrier: '', country: '', autoTrack: 'yes' } satisfies Values);

  return (
    <RecordFormDialog
      title={t('trackingPage.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('trackingPage.save')}
      cancelText={t('trackingPage.cancel')}
      save={(input, feedback) => commands.add({ input: { ...input, channelId: channelId ?? undefined } }, feedback)}
      success={(input) => t('trackingPage.added', { trackingNo: input.trackingNo })}
      failure={t('trackingPage.failed')}
      fields={[
        { name: 'trackingNo', label: t('trackingPage.field.trackingNo'), required: true },
        { name: 'orderNo', label: t('trackingPage.field.orderNo'), hint: t('trackingPage.field.orderNoHint') },
        {
          kind: 'custom',
          name: 'channelId',
          render: () => (
            <Field.Root>
              <Field.Label>{t('trackingPage.field.channel')}</Field.Label>
              <ChannelSelect value={channelId} onChange={setChannelId} aria-label={t('trackingPage.field.channel')} />
            </Field.Root>
          ),
        },
        {
          columns: 2,
          fields: [
            { name: 'carrier', label: t('trackingPage.field.carrier') },
            { name: 'country', label: t('trackingPage.field.country'), maxLength: 2 },
          ],
        },
        {
          kind: 'select',
          name: 'autoTrack',
          label: t('trackingPage.field.autoTrack'),
          options: [
            { value: 'yes', label: t('trackingPage.on') },
            { value: 'no', label: t('trackingPage.off') },
          ],
        },
      ]}
    />
  );
}
