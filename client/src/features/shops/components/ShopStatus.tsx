/** A shop's authorization status: a badge (failed in red) with the failure reason under it. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { SHOP_STATUS } from '@erp/schema';
import { useCallback } from 'react';
import { useMessageText } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { shopsMessages, type ShopsMessageId } from '../messages';

const PALETTE: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange', 3: 'gray', 4: 'red' };

export function useStatusLabel(): (status: number) => string {
  const t = useFeatureText(shopsMessages);
  return useCallback((status: number) => (status in PALETTE ? t(`shops.status.${status}` as ShopsMessageId) : t('shops.status.unknown', { status })), [t]);
}

/** The reason a marketplace gave (a message id like `shop.authDenied`, or text) in the UI language. */
export function useReasonText(): (reason: string) => string {
  const text = useMessageText();
  const t = useFeatureText(shopsMessages);
  return useCallback((reason: string) => (reason ? text(reason) : t('shops.unknownReason')), [text, t]);
}

export function ShopStatus({ status, reason }: { status: number; reason: string }) {
  const label = useStatusLabel();
  const reasonText = useReasonText();
  return (
    <Stack gap="0.5" align="start">
      <Badge colorPalette={PALETTE[status] ?? 'gray'} variant={status === SHOP_STATUS.authFailed ? 'solid' : 'subtle'}>
        {label(status)}
      </Badge>
      {status === SHOP_STATUS.authFailed ? (
        <Text textStyle="xs" color="fg.error">
          {reasonText(reason)}
        </Text>
      ) : null}
    </Stack>
  );
}
