/** What a batch action left undone: one line per refused order with the server's message. */
import { Alert, Button, CloseButton, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../public/featureIntl';
import type { BatchOutcome } from '../hooks';
import { ordersMessages } from '../messages';

export function BatchResultDialog({ title, result, onClose }: { title: string; result: BatchOutcome; onClose: () => void }) {
  const t = useFeatureText(ordersMessages);
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('orderScreen.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('orderScreen.batchResult', { action: title, ok: result.succeeded, failed: result.failures.length })}</Text>
                {result.message ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{result.message}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {result.failures.length ? (
                  <Stack gap="1">
                    <Text fontWeight="medium">{t('orderScreen.batchFailures')}</Text>
                    <List.Root gap="1" ps="4" aria-label={t('orderScreen.batchFailures')}>
                      {result.failures.map((f, i) => (
                        <List.Item key={`${f.orderNo}-${i}`} textStyle="sm">
                          <Text as="span" fontFamily="mono" fontWeight="medium">
                            {f.orderNo}
                          </Text>
                          {'：'}
                          <Text as="span" color="fg.error">
                            {f.message}
                          </Text>
                        </List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('orderScreen.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
