/**
 * The online ChatGPT pages (spec 01 §2): /chatGPTOnline (a tool page the user dropdown opens in a
 * new window), and on a phone /chatGptWapList (the conversation list: one conversation per user)
 * and /chatGPTOnlineWap (the conversation). Spec 01 §2 shows the ChatGPT entry only for the
 * companies of CHATGPT_COMPANY_IDS; the pages say so to other companies.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CHATGPT_COMPANY_IDS } from '@erp/schema';
import type { ReactNode } from 'react';
import { LuChevronLeft, LuMessageSquare } from 'react-icons/lu';
import { Link } from 'react-router';
import { useSessionInfo } from '../../app/session';
import { useFeatureText } from '../../i18n/featureIntl';
import { Notice } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useRecord } from '../../ui/resource';
import { AiChatMessagesDocument } from './ai-writing.generated';
import { AiChat } from './components/AiChat';
import { NotConfiguredNotice } from './components/NotConfiguredNotice';
import { aiWritingMessages } from './messages';

/** The chat for the companies spec 01 §2 names; the "not available" notice for the others. */
function ForChatCompanies({ children }: { children: ReactNode }) {
  const t = useFeatureText(aiWritingMessages);
  const info = useSessionInfo();
  if (info && !CHATGPT_COMPANY_IDS.includes(info.companyId)) return <Notice status="info" description={t('ai.chat.notAvailable')} />;
  return <>{children}</>;
}

export const ChatGptOnlinePage = featurePage(aiWritingMessages, function ChatGptOnlineScreen() {
  const t = useFeatureText(aiWritingMessages);
  return (
    <PageFrame title={t('ai.chat.onlineTitle')}>
      <ForChatCompanies>
        <NotConfiguredNotice />
        <AiChat />
      </ForChatCompanies>
    </PageFrame>
  );
});

function PhoneFrame({ title, back, children }: { title: string; back?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="3" p="3" maxW="md" mx="auto">
      <HStack gap="2">
        {back}
        <Heading as="h1" size="md">
          {title}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

export const ChatGptWapListPage = featurePage(aiWritingMessages, function ChatGptWapListScreen() {
  const t = useFeatureText(aiWritingMessages);
  const { record } = useRecord(AiChatMessagesDocument, (d) => d.aiChatMessages, undefined, { silent: true });
  const last = record?.at(-1);
  return (
    <PhoneFrame title={t('ai.chat.list')}>
      <ForChatCompanies>
        <NotConfiguredNotice />
        <Box as={Link} {...{ to: '/chatGPTOnlineWap' }} borderWidth="1px" borderRadius="md" p="3" display="block" aria-label={t('ai.chat.open')}>
          <HStack gap="2">
            <LuMessageSquare />
            <Text fontWeight="medium">{t('ai.chat.mine')}</Text>
            <Text textStyle="xs" color="fg.muted" ms="auto">
              {t('ai.chat.messages', { count: record?.length ?? 0 })}
            </Text>
          </HStack>
          {last ? (
            <Text textStyle="sm" color="fg.muted" truncate mt="1">
              {last.content}
            </Text>
          ) : null}
        </Box>
      </ForChatCompanies>
    </PhoneFrame>
  );
});

export const ChatGptOnlineWapPage = featurePage(aiWritingMessages, function ChatGptOnlineWapScreen() {
  const t = useFeatureText(aiWritingMessages);
  return (
    <PhoneFrame
      title={t('ai.chat.onlineTitle')}
      back={
        <Button asChild size="xs" variant="ghost" aria-label={t('ai.chat.back')}>
          <Link to="/chatGptWapList">
            <LuChevronLeft />
          </Link>
        </Button>
      }
    >
      <ForChatCompanies>
        <NotConfiguredNotice />
        <AiChat compact />
      </ForChatCompanies>
    </PhoneFrame>
  );
});
