/** One bulletin: title, update time and its plain-text content (line breaks kept, never HTML). */
import { Badge, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
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
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="bulletin-dialog">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{bulletin.title}</Dialog.Title>
              <HStack gap="2" textStyle="xs" color="fg.muted">
                {bulletin.hotFlag ? (
                  <Badge colorPalette="red" size="sm">
                    {t('bulletins.hot')}
                  </Badge>
                ) : null}
                {bulletin.updateTime ? <Text>{t('bulletins.updated', { time: formatDateTime(bulletin.updateTime) })}</Text> : null}
              </HStack>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('bulletins.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall">
                {bulletin.content}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('bulletins.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
