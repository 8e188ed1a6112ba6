/** Small pieces the receiving screens share: the packaging select. */
import { NativeSelect } from '@chakra-ui/react';
import { PACKAGING_CONDITIONS } from '@erp/schema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { receivingMessages, type ReceivingMessageId } from '../messages';

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
