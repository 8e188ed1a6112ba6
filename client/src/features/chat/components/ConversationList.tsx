/** A page of conversations with paging (the inbox's left pane and the chat widget's). */
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { EmptyNote, LoadFailed } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { CHAT_LIST_PAGE, type useConversations } from '../hooks';
import { chatMessages } from '../messages';

export interface ConversationListProps {
  list: ReturnType<typeof useConversations>;
  page: number;
  onPage: (page: number) => void;
  selected: number | null;
  onSelect: (id: number, unread: number) => void;
  label: string;
}

export function ConversationList({ list, page, onPage, selected, onSelect, label }: ConversationListProps) {
  const t = useFeatureText(chatMessages);
  const pages = Math.max(1, Math.ceil(list.total / CHAT_LIST_PAGE));
  return (
    <Stack w={{ base: 'full', md: '340px' }} flexShrink={0} borderWidth="1px" borderRadius="md" p="2" gap="1" aria-label={label} role="region" minH="138px">
      {list.error && !list.rows.length ? (
        <LoadFailed onRetry={() => list.refetch()} />
      ) : list.loading && !list.rows.length ? (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height="56px" />
          ))}
        </Stack>
      ) : !list.rows.length ? (
        <EmptyNote>{t('chat.list.empty')}</EmptyNote>
      ) : (
        <Stack gap="1" as="ul" listStyleType="none" m="0" p="0" flex="1" overflowY="auto">
          {list.rows.map((c) => (
            <Box as="li" key={c.id}>
              <Box
                as="button"
                w="full"
                textAlign="left"
                p="2"
                borderRadius="md"
                bg={selected === c.id ? 'blue.50' : undefined}
                _hover={{ bg: 'gray.50' }}
                aria-current={selected === c.id ? 'true' : undefined}
                onClick={() => onSelect(c.id, c.unreadCount)}
              >
                <HStack justify="space-between">
                  <Text fontWeight={c.unreadCount ? 'bold' : 'medium'} truncate>
                    {c.buyerName || c.buyerAccount}
                  </Text>
                  {c.unreadCount ? (
                    <Badge colorPalette="red" size="sm">
                      {t('chat.unreadBadge', { count: c.unreadCount })}
                    </Badge>
                  ) : null}
                </HStack>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {c.shopName}
                  {c.hasOrder ? ` · ${c.platformOrderNo}` : ''}
                </Text>
                <HStack justify="space-between" gap="2">
                  <Text textStyle="sm" truncate>
                    {c.lastMsg}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                    {c.lastMsgTime ? formatDateTime(c.lastMsgTime) : ''}
                  </Text>
                </HStack>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      <HStack justify="space-between" pt="1" borderTopWidth="1px">
        <Text textStyle="xs" color="fg.muted">
          {t('chat.list.total', { count: list.total })}
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('chat.list.prev')}
          </Button>
          <Text textStyle="xs">{t('chat.list.page', { page, pages })}</Text>
          <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('chat.list.next')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
