/**
 * The floating marketplace-chat widget on every shell page (spec 01 §2 'Platform chat widget'):
 * a button with the unread count opens a dialog of the marketplaces (tabs) the account has shops
 * on; with none, an empty, disabled view. Switching marketplace resets the page, the filters and
 * the open conversation. Left the conversations (shop, unread only, buyer / text search, 20 a
 * page), right the open one (`Conversation`: selecting marks it read, 3-second poll, sending /
 * failed states, templates for types 9 and 33, pictures and reply-to for type 1, create order for
 * 33). Width 70 % for types 1 and 33, 50 % otherwise; panes at least 138 px high. The price tool
 * is the pricing templates' rule (cost ÷ (1 − points)), so a quote given in chat matches listings.
 * A PlatformChatEvent on the company channel refreshes the badge, the tabs and the open list.
 */
import { Badge, Box, Button, Checkbox, Flex, HStack, IconButton, Input, Popover, Stack, Tabs, Text } from '@chakra-ui/react';
import { CHAT_SEARCH_DEBOUNCE_MS, sellingPrice } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { LuCalculator, LuMessageCircle } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { useRealtimeEvent } from '../../api/realtime';
import { useFeatureText } from '../../i18n/featureIntl';
import { ChoiceSelect, EmptyNote } from '../../ui';
import { FeatureScope } from '../../ui/FeatureScope';
import { useHasPermission } from '../../ui/PermissionGuard';
import { InfoDialog } from '../../ui/resource';
import { Conversation } from './components/Conversation';
import { ConversationList } from './components/ConversationList';
import { useChatCommands, useConversations, usePlatformShops } from './hooks';
import { chatMessages } from './messages';

/** Platform types whose dialog is 70 % wide (rich messages, orders); the others 50 % (spec 01 §2). */
const WIDE_PLATFORMS: readonly number[] = [1, 33];

export function ChatWidget() {
  const may = useHasPermission('buyerMessage');
  if (!may) return null;
  return (
    <FeatureScope messages={chatMessages}>
      <ChatWidgetButton />
    </FeatureScope>
  );
}

function ChatWidgetButton() {
  const t = useFeatureText(chatMessages);
  const [open, setOpen] = useState(false);
  const platforms = usePlatformShops();
  const apollo = useApolloClient();
  // a buyer wrote (company_notify PlatformChatEvent; the server sends it only to users who may see
  // the shop): the badge, the tabs and an open list refresh without polling
  useRealtimeEvent('companyEvents', 'PlatformChatEvent', () => {
    void apollo.refetchQueries({ include: ['ChatPlatformShops', 'ChatConversations'] });
  });
  const unread = platforms.reduce((s, p) => s + p.chat, 0);
  return (
    <>
      {/* bottom left, over the side menu's empty foot: bottom right would cover the pages' reply
          and save buttons */}
      <Box position="fixed" left="4" bottom="4" zIndex="docked">
        <IconButton rounded="full" size="md" colorPalette="teal" shadow="md" aria-label={t('chat.widget.open')} onClick={() => setOpen(true)}>
          <LuMessageCircle />
        </IconButton>
        {unread ? (
          <Badge position="absolute" top="-1" right="-1" colorPalette="red" variant="solid" rounded="full" data-testid="chat-widget-unread">
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </Box>
      {open ? <ChatWidgetDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

interface Filters {
  shopId: string;
  unreadOnly: boolean;
  keyword: string;
}
const NO_FILTERS: Filters = { shopId: '', unreadOnly: false, keyword: '' };

function ChatWidgetDialog({ onClose }: { onClose: () => void }) {
  const t = useFeatureText(chatMessages);
  const navigate = useNavigate();
  const platforms = usePlatformShops();
  const [platformType, setPlatformType] = useState<number | null>(null);
  const current = platforms.find((p) => p.platformType === platformType) ?? platforms[0] ?? null;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const commands = useChatCommands();
  // the search applies once typing pauses
  useEffect(() => {
    const id = setTimeout(() => {
      setFilters((f) => (f.keyword === keyword.trim() ? f : { ...f, keyword: keyword.trim() }));
      setPage(1);
    }, CHAT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [keyword]);
  const filter = useMemo(
    () => ({
      platformType: current?.platformType ?? -1,
      ...(filters.shopId ? { shopId: Number(filters.shopId) } : {}),
      ...(filters.unreadOnly ? { isRead: false } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
    }),
    [current?.platformType, filters],
  );
  const list = useConversations(filter, page);

  const switchPlatform = (type: number) => {
    // spec 01 §2: switching platform resets paging and filters
    setPlatformType(type);
    setFilters(NO_FILTERS);
    setKeyword('');
    setPage(1);
    setSelected(null);
  };
  const select = async (id: number, unreadCount: number) => {
    setSelected(id);
    if (unreadCount > 0) await commands.markRead({ id });
  };
  const wide = current ? WIDE_PLATFORMS.includes(current.platformType) : false;

  return (
    <InfoDialog
      title={t('chat.widget.title')}
      onClose={onClose}
      footer={false}
      contentProps={{ maxW: 'none', w: { base: '95vw', lg: wide ? '70vw' : '50vw' }, minW: { lg: '720px' }, 'data-testid': 'chat-widget' }}
      subtitle={
        <HStack gap="2">
          <PriceTool />
          <Button
            size="xs"
            variant="ghost"
            onClick={() => {
              onClose();
              void navigate('/buyerMessage');
            }}
          >
            {t('chat.widget.openInbox')}
          </Button>
        </HStack>
      }
    >
      {!current ? (
        <Stack gap="3" aria-disabled="true">
          <EmptyNote>{t('chat.widget.noShops')}</EmptyNote>
          <Input size="sm" disabled placeholder={t('chat.widget.search')} aria-label={t('chat.widget.search')} />
        </Stack>
      ) : (
        <Stack gap="3">
          <Tabs.Root value={String(current.platformType)} onValueChange={(d) => switchPlatform(Number(d.value))} variant="line" size="sm">
            <Tabs.List flexWrap="wrap">
              {platforms.map((p) => (
                <Tabs.Trigger key={p.platformType} value={String(p.platformType)}>
                  {p.platform}
                  {p.chat ? (
                    <Badge size="xs" colorPalette="red" ms="1">
                      {p.chat}
                    </Badge>
                  ) : null}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          <HStack gap="2" wrap="wrap">
            <ChoiceSelect
              w="200px"
              value={filters.shopId}
              onChange={(shopId) => {
                setFilters((f) => ({ ...f, shopId }));
                setPage(1);
              }}
              options={current.shopGroups.map((s) => ({ value: s.shopId, label: s.chat ? `${s.shopName} (${s.chat})` : s.shopName }))}
              empty={t('chat.widget.allShops')}
              aria-label={t('chat.filter.shop')}
            />
            <Input
              size="sm"
              w="220px"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              placeholder={t('chat.widget.search')}
              aria-label={t('chat.widget.search')}
            />
            <Checkbox.Root
              size="sm"
              checked={filters.unreadOnly}
              onCheckedChange={(d) => {
                setFilters((f) => ({ ...f, unreadOnly: d.checked === true }));
                setPage(1);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('chat.widget.unread')}</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          <Flex gap="3" align="stretch" minH="420px" direction={{ base: 'column', md: 'row' }}>
            <ConversationList list={list} page={page} onPage={setPage} selected={selected} onSelect={(id, n) => void select(id, n)} label={current.platform} />
            <Box flex="1" borderWidth="1px" borderRadius="md" p="3" minW="0" minH="138px">
              {selected ? <Conversation id={selected} /> : <EmptyNote>{t('chat.pick')}</EmptyNote>}
            </Box>
          </Flex>
        </Stack>
      )}
    </InfoDialog>
  );
}

/** The price-calculation tool: a cost and the pricing points give the selling price (rules/pricing.ts). */
function PriceTool() {
  const t = useFeatureText(chatMessages);
  const [v, setV] = useState({ cost: '', vat: '0', commission: '0', grossProfit: '0', otherDeduction: '0' });
  const num = (s: string) => (s.trim() === '' ? NaN : Number(s));
  const price =
    v.cost.trim() === ''
      ? null
      : sellingPrice(num(v.cost), { vat: num(v.vat), commission: num(v.commission), grossProfit: num(v.grossProfit), otherDeduction: num(v.otherDeduction) });
  const field = (name: keyof typeof v, label: string) => (
    <HStack key={name} justify="space-between" gap="2">
      <Text textStyle="sm">{label}</Text>
      <Input size="xs" w="100px" inputMode="decimal" value={v[name]} aria-label={label} onChange={(e) => setV({ ...v, [name]: e.target.value })} />
    </HStack>
  );
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline">
          <LuCalculator /> {t('chat.price.title')}
        </Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content w="280px">
          <Popover.Body>
            <Stack gap="2" aria-label={t('chat.price.title')} role="group">
              {field('cost', t('chat.price.cost'))}
              {field('vat', t('chat.price.vat'))}
              {field('commission', t('chat.price.commission'))}
              {field('grossProfit', t('chat.price.grossProfit'))}
              {field('otherDeduction', t('chat.price.otherDeduction'))}
              <Text fontWeight="bold" role="status" color={v.cost && price === null ? 'red.600' : undefined}>
                {v.cost === '' ? '' : price === null ? t('chat.price.invalid') : t('chat.price.result', { price: price.toFixed(2) })}
              </Text>
            </Stack>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
