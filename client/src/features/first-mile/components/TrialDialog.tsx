/** The channel page's trial calculation: the freight of a shipment's weight and volume on the channel's price card. */
import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { firstMileQuoteInput } from '@erp/schema';
import { useState } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { InfoDialog, useRecord } from '../../../ui/resource';
import { FirstMileFreightQuoteDocument } from '../firstMile.generated';
import type { ChannelRow } from '../hooks';
import { firstMileMessages } from '../messages';

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

export function TrialDialog({ channel, onClose }: { channel: ChannelRow; onClose: () => void }) {
  const t = useFeatureText(firstMileMessages);
  const [weight, setWeight] = useState('');
  const [volume, setVolume] = useState('');
  const goods = firstMileQuoteInput.safeParse({ weightKg: num(weight), volumeM3: num(volume) });
  const touched = weight !== '' || volume !== '';
  const { record: quote, loading } = useRecord(
    FirstMileFreightQuoteDocument,
    (d) => d.firstMileFreightQuote,
    { channelId: channel.id, weightKg: goods.data?.weightKg ?? 0, volumeM3: goods.data?.volumeM3 ?? 0 },
    { skip: !goods.success },
  );
  return (
    <InfoDialog title={t('firstMile.trial.title', { name: channel.name })} onClose={onClose} closeText={t('firstMile.close')}>
      <Stack gap={4}>
        <SimpleGrid columns={2} gap={3}>
          <Field.Root>
            <Field.Label>{t('firstMile.trial.weight')}</Field.Label>
            <Input inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('firstMile.trial.volume')}</Field.Label>
            <Input inputMode="decimal" value={volume} onChange={(e) => setVolume(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        {touched && !goods.success ? <Text color="fg.error">{t('firstMile.trial.invalid')}</Text> : null}
        {goods.success && loading && !quote ? <Text color="fg.muted">{t('firstMile.trial.loading')}</Text> : null}
        {goods.success && quote ? (
          <Stack gap={1} data-testid="first-mile-quote">
            {quote.basis === 'volumetricWeight' ? <Text>{t('firstMile.trial.volumetric', { kg: quote.volumetricWeightKg })}</Text> : null}
            <Text>{t('firstMile.trial.chargeable', { quantity: quote.chargeableQuantity })}</Text>
            <Text color="fg.muted">{t('firstMile.trial.formula', { quantity: quote.chargeableQuantity, price: quote.unitPrice, fee: quote.fixedFee })}</Text>
            <Text fontWeight="semibold">{t('firstMile.trial.freight', { freight: quote.freight.toFixed(2), currency: quote.currency })}</Text>
          </Stack>
        ) : null}
      </Stack>
    </InfoDialog>
  );
}
