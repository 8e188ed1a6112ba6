/** A notice's whole text (spec 01 §2 'Message notices': type 2 opens a details dialog). */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
import { InfoDialog } from '../../ui/resource';
import type { Notice } from './hooks';
import { messageCenterMessages } from './messages';
import { useNoticeReferenceText } from './noticeReference';

export function NoticeDetailsDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const t = useFeatureText(messageCenterMessages);
  const reference = useNoticeReferenceText()(notice);
  return (
    <InfoDialog
      title={notice.title}
      onClose={onClose}
      closeText={t('msgCenter.close')}
      contentProps={{ 'data-testid': 'notice-details' }}
      subtitle={
        <HStack gap="2" textStyle="xs" color="fg.muted">
          <Badge size="sm">{notice.typeName}</Badge>
          <Text>{formatDateTime(notice.createTime)}</Text>
          {reference ? <Text>{reference}</Text> : null}
        </HStack>
      }
    >
      {/* the body is plain text: keep its line breaks, never render it as HTML */}
      <Text whiteSpace="pre-wrap" wordBreak="break-word" color={notice.body ? undefined : 'fg.muted'}>
        {notice.body || t('msgCenter.noBody')}
      </Text>
    </InfoDialog>
  );
}
