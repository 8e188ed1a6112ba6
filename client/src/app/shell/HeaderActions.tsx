import { Box, Button, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { CHATGPT_COMPANY_IDS } from '@erp/schema';
import { lazy, Suspense, type ReactNode } from 'react';
import { LuBell, LuChevronDown, LuDownload, LuLanguages, LuUser } from '../icons';
import { useNavigate } from 'react-router';
import { resetApolloClient } from '../../api/apollo';
import { restPost } from '../../api/rest';
import { clearSession } from '../../api/session';
// the bell and the download badge come from their features (message center, task queue)
import { resetTaskStore } from '../../features/tasks/store';
import { useLang, useT } from '../../i18n';
import { useSessionInfo } from '../session';
import { setDownloadCount, setUnreadCount } from '../../ui/counters';

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
    // the next account must not inherit this one's badges or task progress
    resetTaskStore();
    setDownloadCount(0);
    setUnreadCount(0);
    await resetApolloClient().catch(() => undefined);
  }
}

/** A header drop-down: icon, its text (hidden on narrow screens) and chevron over a menu at the right edge. */
function HeaderMenu({
  onSelect,
  label,
  icon,
  text,
  minW,
  children,
}: {
  onSelect: (value: string) => void;
  label: string;
  icon: ReactNode;
  text: ReactNode;
  minW?: string;
  children: ReactNode;
}) {
  return (
    <Menu.Root onSelect={(d) => onSelect(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px={{ base: '1.5', '2xl': '2.5' }} aria-label={label}>
          {icon}
          {text}
          <Box as="span" display={{ base: 'none', '2xl': 'inline-flex' }} aria-hidden>
            <LuChevronDown />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** 简体中文 / English; switching reloads the menu titles (the shell refetches user/routes). */
export function LanguageMenu() {
  const t = useT();
  const [lang, setLang] = useLang();
  return (
    <HeaderMenu
      onSelect={(value) => setLang(value === 'en' ? 'en' : 'zh')}
      label={t('shell.lang.menu')}
      icon={<LuLanguages />}
      // the language name shows from 1536 px; narrower, the icon alone (issue 16: the menu must fit at 1366)
      text={
        <Text as="span" display={{ base: 'none', '2xl': 'inline' }}>
          {lang === 'en' ? t('shell.lang.en') : t('shell.lang.zh')}
        </Text>
      }
    >
      <Menu.Item value="zh" aria-checked={lang === 'zh'} fontWeight={lang === 'zh' ? 'semibold' : undefined}>
        {t('shell.lang.zh')}
      </Menu.Item>
      <Menu.Item value="en" aria-checked={lang === 'en'} fontWeight={lang === 'en' ? 'semibold' : undefined}>
        {t('shell.lang.en')}
      </Menu.Item>
    </HeaderMenu>
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
        void navigate('/shops');
        break;
      case 'help':
        openInNewWindow('/helpCenter');
        break;
      case 'chatGPT':
        openInNewWindow('/chatGPTOnline');
        break;
      case 'logout':
        await logoutEverywhere();
        void navigate('/login', { replace: true });
        break;
    }
  };
  return (
    <HeaderMenu
      onSelect={(value) => void onSelect(value)}
      label={t('shell.user.menu')}
      icon={<LuUser />}
      text={
        <Text as="span" maxW={{ base: '24', '2xl': '32' }} truncate display={{ base: 'none', lg: 'inline' }} title={info?.realname ?? undefined}>
          {info?.realname ?? ''}
        </Text>
      }
      minW="44"
    >
      <Menu.Item value="shops">{t('shell.user.shops')}</Menu.Item>
      <Menu.Item value="help">{t('shell.user.help')}</Menu.Item>
      {showChatGPT ? <Menu.Item value="chatGPT">{t('shell.user.chatGPT')}</Menu.Item> : null}
      <Menu.Separator />
      <Menu.Item value="logout" color="fg.error">
        {t('shell.user.logout')}
      </Menu.Item>
    </HeaderMenu>
  );
}

// The download badge and the bell (their documents, subscriptions, popover, tabs and dialogs) load
// just after the shell's first paint, not with it (docs/decisions.md 'Issue 16'); until then the
// same icons stand in their place, inert. Their counts come from the network either way.
const DownloadBadge = lazy(async () => ({ default: (await import('../../features/tasks/DownloadBadge')).DownloadBadge }));
const BellPopover = lazy(async () => ({ default: (await import('../../features/messages/BellPopover')).BellPopover }));

function InertIcon({ children }: { children: ReactNode }) {
  return (
    <IconButton variant="ghost" size="sm" aria-hidden tabIndex={-1} pointerEvents="none">
      {children}
    </IconButton>
  );
}

export function HeaderActions() {
  return (
    <Stack direction="row" gap={{ base: '0', '2xl': '1' }} align="center" flexShrink={0}>
      <Suspense
        fallback={
          <InertIcon>
            <LuDownload />
          </InertIcon>
        }
      >
        <DownloadBadge />
      </Suspense>
      <Suspense
        fallback={
          <InertIcon>
            <LuBell />
          </InertIcon>
        }
      >
        <BellPopover />
      </Suspense>
      <LanguageMenu />
      <UserMenu />
    </Stack>
  );
}
