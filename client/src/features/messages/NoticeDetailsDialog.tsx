/** A notice's whole text (spec 01 §2 'Message notices': type 2 opens a details dialog). */
import { Badge, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
import type { Notice } from './hooks';
import { messageCenterMessages } from './messages';
import { useNoticeReferenceText } from './noticeReference';

export function NoticeDetailsDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const t = useFeatureText(messageCenterMessages);
  const reference = useNoticeReferenceText()(notice);
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notice-details">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{notice.title}</Dialog.Title>
              <HStack gap="2" textStyle="xs" color="fg.muted">
                <Badge size="sm">{notice.typeName}</Badge>
                <Text>{formatDateTime(notice.createTime)}</Text>
                {reference ? <Text>{reference}</Text> : null}
              </HStack>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('msgCenter.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {/* the body is plain text: keep its line breaks, never render it as HTML */}
              <Text whiteSpace="pre-wrap" wordBreak="break-word" color={notice.body ? undefined : 'fg.muted'}>
                {notice.body || t('msgCenter.noBody')}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('msgCenter.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
