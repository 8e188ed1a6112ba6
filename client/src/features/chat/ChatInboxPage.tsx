/**
 * /buyerMessage and /sellerMessage (spec 01 §2 'Platform chat widget' behaviours, spec 02 §2;
 * issue 21): the inbox. Left, the conversations of the shops the account may see, filtered by
 * shop, marketplace, read state, linked order and buyer / text, 20 a page; right, the selected
 * conversation (selecting marks it read) with its messages, sending / failed states (failMsg and a
 * retry button) and the reply box: Enter sends, Ctrl+Enter adds a line. /sellerMessage is the same
 * page showing the conversations the seller started.
 */
import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import type { ChatConversationFilter } from '../../api/generated/types';
import { useFeatureText } from '../../i18n/featureIntl';
import { EmptyNote, FilterBar, yesNoField, yesNoOf, type FilterField, type FilterValues } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useHasPermission } from '../../ui/PermissionGuard';
import { Conversation } from './components/Conversation';
import { ConversationList } from './components/ConversationList';
import { useChatCommands, useConversations, usePlatformShops } from './hooks';
import { chatMessages } from './messages';

export const BuyerMessagePage = featurePage(chatMessages, () => <ChatInbox startedBy={null} />);
export const SellerMessagePage = featurePage(chatMessages, () => <ChatInbox startedBy={2} />);

const EMPTY: FilterValues = { shopId: '', platformType: '', unread: '', hasOrder: '', keyword: '' };

/** The filter of the list from the bar's values (and the page's own restriction). */
export function toChatFilter(v: FilterValues, startedBy: number | null): ChatConversationFilter {
  const num = (x: unknown) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : undefined);
  const unread = yesNoOf(v.unread);
  const keyword = typeof v.keyword === 'string' && v.keyword.trim() ? v.keyword.trim() : undefined;
  return {
    shopId: num(v.shopId),
    platformType: num(v.platformType),
    isRead: unread === undefined ? undefined : !unread,
    hasOrder: yesNoOf(v.hasOrder),
    keyword,
    ...(startedBy ? { startedBy } : {}),
  };
}

function ChatInbox({ startedBy }: { startedBy: number | null }) {
  const t = useFeatureText(chatMessages);
  const platforms = usePlatformShops();
  const [values, setValues] = useState<FilterValues>(EMPTY);
  const [applied, setApplied] = useState<FilterValues>(EMPTY);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const filter = useMemo(() => toChatFilter(applied, startedBy), [applied, startedBy]);
  const list = useConversations(filter, page);
  const commands = useChatCommands();
  const canPull = useHasPermission('buyerMessage.pull');

  const fields: FilterField[] = [
    { name: 'keyword', label: t('chat.filter.keyword'), type: 'text' },
    {
      name: 'platformType',
      label: t('chat.filter.platform'),
      type: 'select',
      options: platforms.map((p) => ({ value: String(p.platformType), label: p.platform })),
    },
    {
      name: 'shopId',
      label: t('chat.filter.shop'),
      type: 'select',
      options: platforms
        .filter((p) => !values.platformType || String(p.platformType) === values.platformType)
        .flatMap((p) => p.shopGroups.map((s) => ({ value: String(s.shopId), label: s.shopName }))),
    },
    yesNoField('unread', t('chat.filter.unread'), t('chat.filter.unreadYes'), t('chat.filter.unreadNo')),
    yesNoField('hasOrder', t('chat.filter.hasOrder'), t('chat.filter.hasOrderYes'), t('chat.filter.hasOrderNo')),
  ];

  const search = (v: FilterValues) => {
    setApplied(v);
    setPage(1);
  };
  const select = async (id: number, unread: number) => {
    setSelected(id);
    if (unread > 0) await commands.markRead({ id });
  };
  const markAll = async () => {
    const r = await commands.markAll({ platformType: filter.platformType, shopId: filter.shopId }, {});
    if (r.ok) void list.refetch();
  };
  const pull = async () => {
    const r = await commands.pull({ shopId: filter.shopId });
    if (r.ok) void list.refetch();
  };

  return (
    <PageFrame
      title={t(startedBy === 2 ? 'chat.seller.title' : 'chat.buyer.title')}
      description={t(startedBy === 2 ? 'chat.seller.description' : 'chat.buyer.description')}
      actions={
        <HStack>
          {canPull ? (
            <Button size="sm" variant="outline" onClick={() => void pull()} loading={commands.busy}>
              <LuRefreshCw /> {t('chat.pull')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => void markAll()}>
            {t('chat.markAll')}
          </Button>
        </HStack>
      }
    >
      <FilterBar fields={fields} values={values} onChange={setValues} onSearch={search} defaultValues={EMPTY} visibleCount={4} loading={list.loading} />
      <Flex gap="3" mt="3" align="stretch" minH="440px" direction={{ base: 'column', md: 'row' }}>
        <ConversationList
          list={list}
          page={page}
          onPage={setPage}
          selected={selected}
          onSelect={(id, unread) => void select(id, unread)}
          label={t('chat.buyer.title')}
        />
        <Box flex="1" borderWidth="1px" borderRadius="md" p="3" minW="0">
          {selected ? <Conversation id={selected} /> : <EmptyNote>{t('chat.pick')}</EmptyNote>}
        </Box>
      </Flex>
    </PageFrame>
  );
}
