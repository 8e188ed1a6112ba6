/** Small pieces the receiving screens share: the SKU cell and the packaging select. */
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PACKAGING_CONDITIONS } from '@erp/schema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { receivingMessages, type ReceivingMessageId } from '../messages';

/** SKU code over the product name. */
export function SkuText({ sku, productName }: { sku: string; productName: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{sku}</Text>
      <Text textStyle="xs" color="fg.muted">
        {productName}
      </Text>
    </Stack>
  );
}

/** The parcel's packaging condition. */
export function PackagingSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useFeatureText(receivingMessages);
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={t('rcv.field.packaging')} value={value} onChange={(e) => onChange(e.target.value)}>
        {PACKAGING_CONDITIONS.map((p) => (
          <option key={p} value={p}>
            {t(`rcv.packaging.${p}` as ReceivingMessageId)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
