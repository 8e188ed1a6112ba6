/**
 * Add a tracking number by hand (tracking.update): the rules are @erp/schema's trackingRecordInput.
 * An order number links the record to its order, whose channel and country fill what is left empty.
 */
import { Field, SimpleGrid } from '@chakra-ui/react';
import { trackingRecordInput } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { ChannelSelect } from '../../logistics/ChannelSelect';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource';
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

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await commands.add(
      { input: { ...input, channelId: channelId ?? undefined } },
      { success: t('trackingPage.added', { trackingNo: input.trackingNo }), failure: t('trackingPage.failed'), form },
    );
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={t('trackingPage.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('trackingPage.save')}
      cancelText={t('trackingPage.cancel')}
    >
      <FormKit.Field name="trackingNo" label={t('trackingPage.field.trackingNo')} required />
      <FormKit.Field name="orderNo" label={t('trackingPage.field.orderNo')} helperText={t('trackingPage.field.orderNoHint')} />
      <Field.Root>
        <Field.Label>{t('trackingPage.field.channel')}</Field.Label>
        <ChannelSelect value={channelId} onChange={setChannelId} aria-label={t('trackingPage.field.channel')} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field name="carrier" label={t('trackingPage.field.carrier')} />
        <FormKit.Field name="country" label={t('trackingPage.field.country')} maxLength={2} />
      </SimpleGrid>
      <FormKit.Select
        name="autoTrack"
        label={t('trackingPage.field.autoTrack')}
        options={[
          { value: 'yes', label: t('trackingPage.on') },
          { value: 'no', label: t('trackingPage.off') },
        ]}
      />
    </FormDialog>
  );
}
