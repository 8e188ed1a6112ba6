/** The carrier events of one parcel, newest first. */
import { Stack, Text, Timeline } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog } from '../../../ui/resource';
import type { TrackingRow } from '../hooks';
import { trackingMessages } from '../messages';

export function EventsDialog({ record, onClose }: { record: TrackingRow; onClose: () => void }) {
  const t = useFeatureText(trackingMessages);
  const events = [...record.events].reverse();
  return (
    <InfoDialog title={t('trackingPage.detailsTitle', { trackingNo: record.trackingNo })} onClose={onClose} closeText={t('trackingPage.close')}>
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
    </InfoDialog>
  );
}
