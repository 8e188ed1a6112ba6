/** The carrier events of one parcel, newest first. */
import { Button, CloseButton, Dialog, Portal, Stack, Text, Timeline } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import type { TrackingRow } from '../hooks';
import { trackingMessages } from '../messages';

export function EventsDialog({ record, onClose }: { record: TrackingRow; onClose: () => void }) {
  const t = useFeatureText(trackingMessages);
  const title = t('trackingPage.detailsTitle', { trackingNo: record.trackingNo });
  const events = [...record.events].reverse();
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
              <CloseButton size="sm" aria-label={t('trackingPage.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {events.length === 0 ? (
                <Text color="fg.muted">{t('trackingPage.noEvents')}</Text>
              ) : (
                <Timeline.Root size="sm">
                  {events.map((e, i) => (
                    <Timeline.Item key={`${e.at}-${i}`}>
                      <Timeline.Connector>
                        <Timeline.Separator />
                        <Timeline.Indicator bg={i === 0 ? 'teal.solid' : undefined} />
                      </Timeline.Connector>
                      <Timeline.Content>
                        <Stack gap="0">
                          <Timeline.Title>{e.text}</Timeline.Title>
                          <Timeline.Description>
                            {formatDateTime(e.at)} · {e.location}
                          </Timeline.Description>
                        </Stack>
                      </Timeline.Content>
                    </Timeline.Item>
                  ))}
                </Timeline.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('trackingPage.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
