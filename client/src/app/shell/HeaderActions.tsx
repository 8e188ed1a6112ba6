import { Badge, Box, Button, Float, HStack, IconButton, Menu, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { CHATGPT_COMPANY_IDS } from '@erp/schema';
import { useState } from 'react';
import { LuBell, LuChevronDown, LuDownload, LuLanguages, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { resetApolloClient } from '../../api/apollo';
import { restPost } from '../../api/rest';
import { clearSession } from '../../api/session';
import { useLang, useT } from '../../i18n';
import { useSessionInfo } from '../session';
import { formatBadge, useCounters } from './counters';

/** Opens an in-app hash route in a new browser window (help manual, ChatGPT). */
export function openInNewWindow(route: string): void {
  const url = new URL(document.baseURI);
  url.hash = `#${route}`;
  window.open(url.toString(), '_blank', 'noopener');
}

/** Logout (spec 01 §7): POST api/v1/logout, then forget cookie, login info, menu and tabs. */
export async function logoutEverywhere(): Promise<void> {
  try {
    await restPost<null>('logout', {}, { noRefresh: true });
  } catch {
    /* the local session is cleared anyway */
  } finally {
    clearSession();
    await resetApolloClient().catch(() => undefined);
  }
}

function CountBadge({ count, label }: { count: number; label: string }) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <Float placement="top-end" offset="1">
      <Badge size="xs" colorPalette="red" variant="solid" borderRadius="full" aria-label={label} data-testid="badge">
        {text}
      </Badge>
    </Float>
  );
}

export function DownloadBadge() {
  const t = useT();
  const { downloads } = useCounters();
  const label = t('shell.downloads', { count: downloads });
  return (
    <Box position="relative">
      <IconButton variant="ghost" size="sm" aria-label={label} title={label}>
        <LuDownload />
      </IconButton>
      <CountBadge count={downloads} label={formatBadge(downloads)} />
    </Box>
  );
}

/** Bell: a stub until the message center (its own issue) fills the groups. */
export function BellPopover() {
  const t = useT();
  const navigate = useNavigate();
  const { unread } = useCounters();
  const [open, setOpen] = useState(false);
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Box position="relative">
        <Popover.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={t('shell.bell')} title={t('shell.bell')}>
            <LuBell />
          </IconButton>
        </Popover.Trigger>
        <CountBadge count={unread} label={formatBadge(unread)} />
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Header fontWeight="semibold">{t('shell.bell')}</Popover.Header>
            <Popover.Body>
              <Text color="fg.muted" textAlign="center" py="6">
                {t('shell.bell.empty')}
              </Text>
            </Popover.Body>
            <Popover.Footer>
              <HStack justify="space-between" width="full">
                <Button size="xs" variant="ghost" disabled>
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
  );
}

/** 简体中文 / English; switching reloads the menu titles (the shell refetches user/routes). */
export function LanguageMenu() {
  const t = useT();
  const [lang, setLang] = useLang();
  return (
    <Menu.Root onSelect={(d) => setLang(d.value === 'en' ? 'en' : 'zh')} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('shell.lang.menu')}>
          <LuLanguages />
          {lang === 'en' ? t('shell.lang.en') : t('shell.lang.zh')}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="zh" aria-checked={lang === 'zh'} fontWeight={lang === 'zh' ? 'semibold' : undefined}>
              {t('shell.lang.zh')}
            </Menu.Item>
            <Menu.Item value="en" aria-checked={lang === 'en'} fontWeight={lang === 'en' ? 'semibold' : undefined}>
              {t('shell.lang.en')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const info = useSessionInfo();
  const showChatGPT = info !== null && CHATGPT_COMPANY_IDS.includes(info.companyId);
  const onSelect = async (value: string) => {
    switch (value) {
      case 'shops':
        navigate('/shops');
        break;
      case 'help':
        openInNewWindow('/helpCenter');
        break;
      case 'chatGPT':
        openInNewWindow('/chatGPTOnline');
        break;
      case 'logout':
        await logoutEverywhere();
        navigate('/login', { replace: true });
        break;
    }
  };
  return (
    <Menu.Root onSelect={(d) => void onSelect(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('shell.user.menu')}>
          <LuUser />
          <Text as="span" maxW="32" truncate>
            {info?.realname ?? ''}
          </Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="shops">{t('shell.user.shops')}</Menu.Item>
            <Menu.Item value="help">{t('shell.user.help')}</Menu.Item>
            {showChatGPT ? <Menu.Item value="chatGPT">{t('shell.user.chatGPT')}</Menu.Item> : null}
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              {t('shell.user.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function HeaderActions() {
  return (
    <Stack direction="row" gap="1" align="center" flexShrink={0}>
      <DownloadBadge />
      <BellPopover />
      <LanguageMenu />
      <UserMenu />
    </Stack>
  );
}
