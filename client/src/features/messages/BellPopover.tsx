/**
 * The bell of the shell (spec 01 §2 'Shell'): unread total as a badge (capped '99+'), a popover
 * with a tab per message group (title and unread count) listing its latest messages, and a
 * footer: Mark all as read (locked 1 s; with nothing unread it says so), Message settings
 * (/messageNoticeConfig), See more (/messageList). New notices arrive as MessageNoticeEvents:
 * the summary reloads and a toast shows by level (useNoticeToasts).
 */
import { Badge, Box, Button, Circle, HStack, IconButton, Popover, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { NOTICE_READ } from '@erp/schema';
import { useMemo, useRef, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../ui/CountBadge';
import { formatBadge } from '../../ui/counters';
import { useT } from '../../i18n';
import { toaster } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useMessageText } from '../../ui/useUiText';
import { useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
import { useNoticeCommands, useNoticeSummary, type Notice, type NoticeGroupData } from './hooks';
import { messageCenterMessages } from './messages';
import { useNoticeToasts } from './useNoticeToasts';
import { useOpenNotice } from './useOpenNotice';

/** Spec 01 §9: mark-all is locked for 1 s after a click. */
export const MARK_ALL_LOCK_MS = 1000;
/** The server's message id for "nothing unread to mark" (spec 01 §5). */
export const NOTHING_UNREAD_ID = 'NoNeedToMarkReadContentYet';

/** "Nothing unread": the server's text when the catalogue has it, else ours. */
export function useNothingUnreadText(): () => string {
  const text = useMessageText();
  const t = useFeatureText(messageCenterMessages);
  return () => {
    const server = text(NOTHING_UNREAD_ID);
    return server !== NOTHING_UNREAD_ID ? server : t('msgCenter.nothingUnread');
  };
}

/** Mark every unread notice read (all groups); says so when there is nothing to mark. */
export function useMarkAllRead(unread: number): () => void {
  const t = useFeatureText(messageCenterMessages);
  const nothingUnread = useNothingUnreadText();
  const { markRead } = useNoticeCommands();
  return useClickGuard(() => {
    if (unread <= 0) {
      toaster.create({ type: 'info', title: nothingUnread(), closable: true });
      return;
    }
    void markRead({ input: { all: true } }, { success: t('msgCenter.markedAll'), failure: t('msgCenter.markFailed') });
  }, MARK_ALL_LOCK_MS);
}

export function BellPopover() {
  const t = useT();
  const ft = useFeatureText(messageCenterMessages);
  const navigate = useNavigate();
  const { summary, refetch } = useNoticeSummary();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<string | null>(null);
  const { open: openNotice, dialog } = useOpenNotice();
  useNoticeToasts(() => void refetch());

  const count = summary?.count ?? 0;
  const groups = useMemo(() => [...(summary?.group ?? [])].sort((a, b) => a.tagIndex - b.tagIndex), [summary]);
  const markAll = useMarkAllRead(count);
  // the tab the user picked, else the first group with something unread, else the first
  const activeTab = tab && groups.some((g) => g.type === tab) ? tab : ((groups.find((g) => g.unRead > 0) ?? groups[0])?.type ?? null);
  const badge = formatBadge(count);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  // Follow a notice once the popover has closed: a dialog opened while the popover hands the
  // focus back to the bell would take that as a click outside and close again.
  const pending = useRef<Notice | null>(null);
  const follow = (notice: Notice) => {
    pending.current = notice;
    setOpen(false);
  };
  const onExitComplete = () => {
    const notice = pending.current;
    pending.current = null;
    if (notice) openNotice(notice);
  };

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(e) => {
          setOpen(e.open);
          if (e.open) void refetch();
        }}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
        onExitComplete={onExitComplete}
      >
        <Box position="relative">
          <Popover.Trigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={t('shell.bell')} title={t('shell.bell')} data-testid="bell">
              <LuBell />
            </IconButton>
          </Popover.Trigger>
          <CountBadge text={badge} testId="bell-badge" />
        </Box>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width={{ base: '92vw', sm: 'sm' }} data-testid="bell-popover">
              <Popover.Header fontWeight="semibold">{t('shell.bell')}</Popover.Header>
              <Popover.Body px="2" py="1">
                {groups.length === 0 || activeTab === null ? (
                  <Text color="fg.muted" textAlign="center" py="6">
                    {t('shell.bell.empty')}
                  </Text>
                ) : (
                  <Tabs.Root value={activeTab} onValueChange={(e) => setTab(e.value)} size="sm" variant="line" fitted>
                    <Tabs.List>
                      {groups.map((g) => (
                        <Tabs.Trigger key={g.type} value={g.type} px="1" aria-label={ft('msgCenter.groupUnread', { title: g.title, count: g.unRead })}>
                          <Text as="span" truncate>
                            {g.title}
                          </Text>
                          {g.unRead > 0 ? (
                            <Badge size="xs" colorPalette="red" variant="subtle" borderRadius="full">
                              {formatBadge(g.unRead)}
                            </Badge>
                          ) : null}
                        </Tabs.Trigger>
                      ))}
                    </Tabs.List>
                    {groups.map((g) => (
                      <Tabs.Content key={g.type} value={g.type} pt="1" pb="0">
                        <GroupMessages group={g} onOpen={follow} />
                      </Tabs.Content>
                    ))}
                  </Tabs.Root>
                )}
              </Popover.Body>
              <Popover.Footer borderTopWidth="1px" pt="2">
                <HStack justify="space-between" width="full">
                  <Button size="xs" variant="ghost" onClick={markAll}>
                    {t('shell.bell.markAll')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => go('/messageNoticeConfig')}>
                    {t('shell.bell.settings')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => go('/messageList')}>
                    {t('shell.bell.more')}
                  </Button>
                </HStack>
              </Popover.Footer>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {dialog}
    </>
  );
}

function GroupMessages({ group, onOpen }: { group: NoticeGroupData; onOpen: (notice: Notice) => void }) {
  const t = useT();
  const ft = useFeatureText(messageCenterMessages);
  if (group.messages.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="6">
        {t('shell.bell.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" maxH="72" overflowY="auto" listStyleType="none" aria-label={group.title}>
      {group.messages.map((m) => {
        const unread = m.isRead === NOTICE_READ.unread;
        return (
          <Box as="li" key={m.id}>
            <Button
              variant="ghost"
              size="sm"
              width="full"
              height="auto"
              py="2"
              px="2"
              justifyContent="start"
              textAlign="start"
              fontWeight="normal"
              onClick={() => onOpen(m)}
              data-unread={unread ? '' : undefined}
              aria-label={ft('msgCenter.openLabel', { title: m.title })}
            >
              <HStack gap="2" width="full" align="start">
                <Circle
                  size="2"
                  mt="1.5"
                  flexShrink={0}
                  bg={unread ? 'red.solid' : 'transparent'}
                  aria-label={unread ? ft('msgCenter.unreadDot') : undefined}
                />
                <Stack gap="0" flex="1" minW="0">
                  <Text truncate fontWeight={unread ? 'medium' : 'normal'} color={unread ? 'fg' : 'fg.muted'}>
                    {m.title}
                  </Text>
                  <Text textStyle="xs" color="fg.subtle">
                    {formatDateTime(m.createTime)}
                  </Text>
                </Stack>
              </HStack>
            </Button>
          </Box>
        );
      })}
    </Stack>
  );
}
