import { Box, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { onTokenRefreshed, STORAGE_KEYS } from '../../api/session';
import { loadUserRoutes } from '../../api/userRoutes';
import { useLang, useT } from '../../i18n';
import { LEAVE_WARNING_PATHS } from '../routeCatalog';
import { useSessionRoutes } from '../session';
import { openTab } from '../tabs';
import { useLeaveWarning } from '../../ui/useLeaveWarning';
import { HeaderActions } from './HeaderActions';
import { KeepAlivePages } from './KeepAlivePages';
import { locateInMenu } from './menuModel';
import { PageTabs, useTabState } from './PageTabs';
import { tabSuffixOf } from './pageTitle';
import { SideNav } from './SideNav';
import { TopMenu } from './TopMenu';

// the floating marketplace-chat widget (spec 01 §2), loaded after the shell
const ChatWidget = lazy(() => import('../../features/chat/ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** Pages that never show the side navigation. */
const NO_SIDE_NAV: ReadonlySet<string> = new Set(['/home', '/messageList']);

function remember(key: string, value: string | null): void {
  try {
    if (value === null) return;
    if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

/** Reload user/routes when the language changes (menu titles) and after a token refresh. */
function useSessionSync(): void {
  const [lang] = useLang();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void loadUserRoutes().catch(() => undefined);
  }, [lang]);
  useEffect(() => onTokenRefreshed(() => void loadUserRoutes().catch(() => undefined)), []);
}

/** The logged-in shell: top menu, side navigation, card tabs and the kept-alive pages. */
export function Shell() {
  const t = useT();
  const location = useLocation();
  const routes = useSessionRoutes();
  const { tabs } = useTabState();
  const fullPath = location.pathname + location.search;
  const suffix = tabSuffixOf(location.state);
  const detailMode = new URLSearchParams(location.search).has('detailType');
  useSessionSync();

  // the page on screen is the active tab
  useEffect(() => {
    openTab(fullPath, suffix);
  }, [fullPath, suffix]);

  const menu = routes?.menu ?? [];
  const located = locateInMenu(menu, location.pathname);
  let system = located?.system ?? null;
  if (!system) {
    const stored = (() => {
      try {
        return localStorage.getItem(STORAGE_KEYS.systemChecked);
      } catch {
        return null;
      }
    })();
    system = menu.find((s) => s.name === stored) ?? null;
  }
  useEffect(() => {
    if (!located) return;
    remember(STORAGE_KEYS.systemChecked, located.system.name);
    remember(STORAGE_KEYS.menuLevel2, located.level2?.name ?? null);
  }, [located?.system.name, located?.level2?.name]); // eslint-disable-line react-hooks/exhaustive-deps

  useLeaveWarning(detailMode || LEAVE_WARNING_PATHS.has(location.pathname), t('shell.leaveWarning'));

  const showSideNav = system !== null && !detailMode && !NO_SIDE_NAV.has(location.pathname);

  return (
    <Flex direction="column" h="100vh" bg="bg.subtle" data-testid="shell">
      <Flex as="header" align="stretch" gap={{ base: '2', '2xl': '4' }} px={{ base: '3', '2xl': '4' }} h="12" bg="bg" borderBottomWidth="1px" flexShrink={0}>
        <Flex align="center" flexShrink={0}>
          <Text asChild fontWeight="bold" color="teal.700" whiteSpace="nowrap">
            <RouterLink to="/home">{t('app.name')}</RouterLink>
          </Text>
        </Flex>
        <TopMenu />
        <HeaderActions />
      </Flex>
      <Flex flex="1" minH="0">
        {showSideNav && system ? <SideNav system={system} /> : null}
        <Flex direction="column" flex="1" minW="0">
          <PageTabs />
          <Box as="main" flex="1" overflow="auto" bg="bg">
            <KeepAlivePages tabs={tabs} />
          </Box>
        </Flex>
      </Flex>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </Flex>
  );
}
