/** What a batch action left undone: one line per refused order with the server's message. */
import { Alert, List, Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { InfoDialog, type BatchSummary } from '../../../ui/resource';
import { ordersMessages } from '../messages';

/** `message`: the whole batch was refused (e.g. an unknown id), in the server's words. */
export function BatchResultDialog({ title, result, message, onClose }: { title: string; result: BatchSummary; message?: string; onClose: () => void }) {
  const t = useFeatureText(ordersMessages);
  const close = t('orderScreen.close');
  return (
    <InfoDialog title={title} closeText={close} onClose={onClose}>
      <Stack gap="3">
        <Text>{t('orderScreen.batchResult', { action: title, ok: result.succeeded, failed: result.failures.length })}</Text>
        {message ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ) : null}
        {result.failures.length ? (
          <Stack gap="1">
            <Text fontWeight="medium">{t('orderScreen.batchFailures')}</Text>
            <List.Root gap="1" ps="4" aria-label={t('orderScreen.batchFailures')}>
              {result.failures.map((f, i) => (
                <List.Item key={`${f.label}-${i}`} textStyle="sm">
                  <Text as="span" fontFamily="mono" fontWeight="medium">
                    {f.label}
                  </Text>
                  {t('orderScreen.labelSeparator')}
                  <Text as="span" color="fg.error">
                    {f.message}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
      </Stack>
    </InfoDialog>
  );
}
