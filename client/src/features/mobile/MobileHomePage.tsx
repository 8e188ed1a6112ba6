import { Alert, Box, Button, Heading, HStack, Icon, List, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  LuChartColumn,
  LuLayoutGrid,
  LuLogOut,
  LuSend,
  LuSettings,
  LuShoppingBag,
  LuShoppingCart,
  LuTruck,
  LuWallet,
  LuWarehouse,
} from 'react-icons/lu';
import { Navigate, useNavigate } from 'react-router';
import { resetApolloClient } from '../../api/apollo';
import { isApiError } from '../../api/rest';
import { isSignedIn, type MenuNode } from '../../api/session';
import { useT } from '../../i18n';
import { useClickGuard } from '../../ui/useClickGuard';
import { logout } from '../auth/auth.api';
import { useDocumentTitle } from '../public/components';
import { useMobileText } from './messages';
import { MobileLayout } from './MobileLayout';
import { MOBILE_PATHS } from './paths';
import { useMobileMenu, visiblePages } from './useMobileMenu';

/** Icons of the top-level systems (menu `meta.icon`, else the node name). */
const SYSTEM_ICONS: Record<string, ReactNode> = {
  order: <LuShoppingCart />,
  publish: <LuSend />,
  published: <LuSend />,
  purchase: <LuShoppingBag />,
  warehouse: <LuWarehouse />,
  logistics: <LuTruck />,
  chart: <LuChartColumn />,
  data: <LuChartColumn />,
  finance: <LuWallet />,
  setting: <LuSettings />,
};

function systemIcon(node: MenuNode): ReactNode {
  return SYSTEM_ICONS[node.meta.icon ?? ''] ?? SYSTEM_ICONS[node.name] ?? <LuLayoutGrid />;
}

function SystemGrid({ menu }: { menu: MenuNode[] }) {
  const m = useMobileText();
  const systems = menu.filter((n) => !n.hidden);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = systems.find((s) => s.id === openId) ?? null;
  const pagesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the page list sits under the grid: bring it into view on a phone
    if (openId !== null) pagesRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [openId]);

  if (systems.length === 0) {
    return <Text color="fg.muted">{m('mobile.home.noSystems')}</Text>;
  }
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
        {systems.map((system) => {
          const pages = visiblePages(system);
          const selected = system.id === openId;
          return (
            <Button
              key={system.id}
              variant={selected ? 'solid' : 'outline'}
              colorPalette="teal"
              height="auto"
              py="4"
              flexDirection="column"
              gap="2"
              whiteSpace="normal"
              aria-expanded={selected}
              aria-controls="mobile-system-pages"
              onClick={() => setOpenId(selected ? null : system.id)}
            >
              <Icon boxSize="6">{systemIcon(system)}</Icon>
              <Text fontWeight="semibold">{system.meta.title}</Text>
              <Text textStyle="xs" opacity={0.8}>
                {m('mobile.home.pages', { count: pages.length })}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>
      {open ? (
        <Box ref={pagesRef} id="mobile-system-pages" as="section" aria-labelledby="mobile-system-pages-title" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h3" size="sm" mb="2" id="mobile-system-pages-title">
            {m('mobile.home.pagesOf', { system: open.meta.title })}
          </Heading>
          <List.Root ps="5" gap="1" textStyle="sm">
            {visiblePages(open).map((page) => (
              <List.Item key={page.id}>{page.meta.title}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      <Text textStyle="xs" color="fg.muted">
        {m('mobile.home.desktopHint')}
      </Text>
    </Stack>
  );
}

function Home() {
  const t = useT();
  const m = useMobileText();
  const navigate = useNavigate();
  const menu = useMobileMenu();
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(m('mobile.home.title'));

  const onLogout = useClickGuard(async () => {
    setLeaving(true);
    await logout();
    await resetApolloClient();
    navigate(MOBILE_PATHS.login, { replace: true });
  });

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h1" size="2xl" minW="0">
          {menu.realname ? m('mobile.home.greeting', { realname: menu.realname }) : m('mobile.home.title')}
        </Heading>
        <Button size="sm" variant="outline" onClick={onLogout} loading={leaving} flexShrink={0}>
          <LuLogOut />
          {m('mobile.home.logout')}
        </Button>
      </HStack>

      <Stack as="section" gap="3" aria-labelledby="mobile-systems-title">
        <Heading as="h2" size="lg" id="mobile-systems-title">
          {m('mobile.home.systems')}
        </Heading>
        {menu.status === 'loading' ? (
          <HStack gap="3" role="status">
            <Spinner size="sm" />
            <Text>{m('mobile.home.loading')}</Text>
          </HStack>
        ) : menu.status === 'error' ? (
          <Alert.Root status="error" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m('mobile.home.loadError')}</Alert.Title>
              <Alert.Description>{isApiError(menu.error) ? menu.error.message : t('error.unknown')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={menu.reload}>
              {m('mobile.home.retry')}
            </Button>
          </Alert.Root>
        ) : (
          <SystemGrid menu={menu.menu} />
        )}
      </Stack>
    </Stack>
  );
}

/** /homeWap: signed-in mobile home — greeting, the systems of the menu, sign out. */
export function MobileHomePage() {
  if (!isSignedIn()) return <Navigate to={MOBILE_PATHS.login} replace />;
  return (
    <MobileLayout>
      <Home />
    </MobileLayout>
  );
}
