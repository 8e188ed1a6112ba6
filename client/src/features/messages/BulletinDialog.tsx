/** One bulletin: title, update time and its plain-text content (line breaks kept, never HTML). */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
import { InfoDialog } from '../../ui/resource';
import { messageCenterMessages } from './messages';

export interface BulletinView {
  title: string;
  content: string;
  hotFlag?: boolean;
  updateTime?: string;
}

export function BulletinDialog({ bulletin, onClose }: { bulletin: BulletinView; onClose: () => void }) {
  const t = useFeatureText(messageCenterMessages);
  return (
    <InfoDialog
      title={bulletin.title}
      onClose={onClose}
      size="lg"
      closeText={t('bulletins.close')}
      contentProps={{ 'data-testid': 'bulletin-dialog' }}
      subtitle={
        <HStack gap="2" textStyle="xs" color="fg.muted">
          {bulletin.hotFlag ? (
            <Badge colorPalette="red" size="sm">
              {t('bulletins.hot')}
            </Badge>
          ) : null}
          {bulletin.updateTime ? <Text>{t('bulletins.updated', { time: formatDateTime(bulletin.updateTime) })}</Text> : null}
        </HStack>
      }
    >
      <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall">
        {bulletin.content}
      </Text>
    </InfoDialog>
  );
}
