/**
 * /homeWap: the signed-in phone home. What a seller checks on the move, each one a way in:
 * today's orders and sales and the orders still to ship (open /orders), the dashboard's to-do
 * figures (the home feature's cards: each opens the list it counts), the latest notifications
 * (open like the bell does; all of them on /messageList), and the systems of the menu with their
 * pages as links. The desktop pages open in the same window (they are the full screens).
 */
import { Alert, Badge, Box, Button, Heading, HStack, Icon, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { NOTICE_READ, SALES_REPORT_DEFAULTS } from '@erp/schema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuChevronRight, LuLayoutGrid, LuLogOut } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { resetApolloClient } from '../../api/apollo';
import { isApiError } from '../../api/rest';
import { isSignedIn, type MenuNode } from '../../api/session';
import { useT } from '../../i18n';
import { FeatureMessagesProvider, useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
import { useClickGuard } from '../../ui/useClickGuard';
import { FigureTile } from '../../ui/FigureTile';
import { logout } from '../auth/auth.api';
import { FigureCards } from '../home/components/FigureCards';
import { useHomeBottomData, useHomeDashboard, useHomeSalesReport } from '../home/hooks';
import { homeDashboardMessages } from '../home/messages';
import { useNoticeSummary } from '../messages/hooks';
import { messageCenterMessages } from '../messages/messages';
import { useOpenNotice } from '../messages/useOpenNotice';
import { useDocumentTitle } from '../public/components';
import { MODULE_ICONS } from '../shared/moduleIcons';
import { useMobileText } from './messages';
import { MobileLayout } from './MobileLayout';
import { MOBILE_PATHS } from './paths';
import { useMobileMenu, visiblePages } from './useMobileMenu';

/** Notifications listed on the phone home (the rest are one tap away on /messageList). */
export const MOBILE_NOTICES = 5;

/** Icons of the top-level systems (menu `meta.icon`, else the node name). */
const SYSTEM_ICONS: Record<string, ReactNode> = {
  order: MODULE_ICONS.orders,
  publish: MODULE_ICONS.listing,
  published: MODULE_ICONS.listing,
  purchase: MODULE_ICONS.purchasing,
  warehouse: MODULE_ICONS.warehouse,
  logistics: MODULE_ICONS.logistics,
  chart: MODULE_ICONS.reports,
  data: MODULE_ICONS.reports,
  finance: MODULE_ICONS.finance,
  setting: MODULE_ICONS.team,
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
          <Stack as="ul" gap="0" listStyleType="none" aria-label={m('mobile.home.pagesOf', { system: open.meta.title })}>
            {visiblePages(open).map((page) => (
              <Box as="li" key={page.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Link asChild variant="plain" display="flex" justifyContent="space-between" py="2.5" width="full" colorPalette="teal">
                  <RouterLink to={page.path}>
                    {page.meta.title}
                    <LuChevronRight aria-hidden />
                  </RouterLink>
                </Link>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Text textStyle="xs" color="fg.muted">
        {m('mobile.home.desktopHint')}
      </Text>
    </Stack>
  );
}

/** A big figure that opens a page. */
function Tile({ label, value, to, tone }: { label: string; value: ReactNode; to: string; tone?: 'warning' }) {
  const name = `${label} ${typeof value === 'string' || typeof value === 'number' ? value : ''}`.trim();
  return <FigureTile label={label} value={value} name={name} to={to} size="xl" warning={tone === 'warning'} />;
}

const TODAY_ORDERS = { ...SALES_REPORT_DEFAULTS, numberType: 'quantity' } as const;
const TODAY_SALES = { ...SALES_REPORT_DEFAULTS, numberType: 'price' } as const;

/** The current (last) day of a day report, added up over its platform lines; null before it arrives. */
export function todayTotal(report: { titles: readonly string[]; series: readonly { data: readonly number[] }[] } | null): number | null {
  if (!report) return null;
  const last = report.titles.length - 1;
  if (last < 0) return 0;
  return report.series.reduce((sum, s) => sum + (s.data[last] ?? 0), 0);
}

/** Today's orders and sales (the dashboard's day chart, last day) and the orders still to ship. */
function TodaySection() {
  const m = useMobileText();
  const orders = useHomeSalesReport(TODAY_ORDERS);
  const sales = useHomeSalesReport(TODAY_SALES);
  const bottom = useHomeBottomData();
  const lang = useFeatureLang();
  const money = useMemo(() => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: 2 }), [lang]);
  const orderCount = todayTotal(orders.report);
  const salesAmount = todayTotal(sales.report);
  const failed = (orders.error && !orders.report) || orders.refused;
  const shown = (n: number | null, format: (n: number) => string = String) => (n === null ? '—' : format(n));
  return (
    <Stack as="section" gap="3" aria-labelledby="mobile-today-title">
      <Heading as="h2" size="lg" id="mobile-today-title">
        {m('mobile.home.today')}
      </Heading>
      {failed ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{m('mobile.home.todayError')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={3} gap="2">
        <Tile label={m('mobile.home.todayOrders')} value={shown(orderCount)} to="/orders" />
        <Tile
          label={m('mobile.home.todaySales', { currency: sales.report?.currency ?? 'CNY' })}
          value={shown(salesAmount, (n) => money.format(n))}
          to="/orders"
        />
        <Tile
          label={m('mobile.home.unshipped')}
          value={shown(bottom.bottom ? bottom.bottom.unShippingOrder.orderNumTotal : null)}
          to="/orders?status=awaitingShipment"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The dashboard's figure cards (each opens the list it counts). */
function Figures() {
  const figures = useHomeDashboard();
  const h = useFeatureText(homeDashboardMessages);
  return (
    <FigureCards dashboard={figures.dashboard} error={figures.error && !figures.dashboard ? h('homePage.figures.error') : null} onRetry={figures.refetch} />
  );
}

/** Unread count and the newest notifications of every group; a tap opens one as the bell does. */
function NoticesSection() {
  const m = useMobileText();
  const { summary, loading, error } = useNoticeSummary();
  const { open, dialog } = useOpenNotice();
  const latest = useMemo(() => {
    const all = (summary?.group ?? []).flatMap((g) => g.messages);
    const seen = new Set<number>();
    return all
      .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .slice(0, MOBILE_NOTICES);
  }, [summary]);
  return (
    <Stack as="section" gap="3" aria-labelledby="mobile-notices-title">
      <HStack justify="space-between">
        <HStack gap="2">
          <Heading as="h2" size="lg" id="mobile-notices-title">
            {m('mobile.home.notices')}
          </Heading>
          {summary && summary.count > 0 ? (
            <Badge colorPalette="red" variant="solid" borderRadius="full">
              {m('mobile.home.unread', { count: summary.count })}
            </Badge>
          ) : null}
        </HStack>
        <Link asChild colorPalette="teal" textStyle="sm">
          <RouterLink to="/messageList">{m('mobile.home.allNotices')}</RouterLink>
        </Link>
      </HStack>
      {!summary && loading ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" />
        </HStack>
      ) : !summary && error ? (
        <Text color="fg.error">{m('mobile.home.noticesError')}</Text>
      ) : latest.length === 0 ? (
        <Text color="fg.muted">{m('mobile.home.noNotices')}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="md">
          {latest.map((n) => {
            const unread = n.isRead === NOTICE_READ.unread;
            return (
              <Box as="li" key={n.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Button
                  variant="ghost"
                  width="full"
                  height="auto"
                  py="2.5"
                  px="3"
                  justifyContent="space-between"
                  textAlign="start"
                  whiteSpace="normal"
                  onClick={() => open(n)}
                  aria-label={m('mobile.home.openNotice', { title: n.title })}
                >
                  <Stack gap="0.5" minW="0" flex="1">
                    <Text fontWeight={unread ? 'semibold' : 'normal'} lineClamp={2}>
                      {n.title}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {n.typeName} · {formatDateTime(n.createTime)}
                    </Text>
                  </Stack>
                  {unread ? <Box boxSize="2" borderRadius="full" bg="red.solid" flexShrink={0} aria-hidden /> : null}
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
      {dialog}
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
    void navigate(MOBILE_PATHS.login, { replace: true });
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

      <TodaySection />

      <Stack as="section" gap="3" aria-labelledby="mobile-figures-title">
        <Heading as="h2" size="lg" id="mobile-figures-title">
          {m('mobile.home.figures')}
        </Heading>
        <FeatureMessagesProvider messages={homeDashboardMessages}>
          <Figures />
        </FeatureMessagesProvider>
      </Stack>

      <FeatureMessagesProvider messages={messageCenterMessages}>
        <NoticesSection />
      </FeatureMessagesProvider>

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

/** /homeWap: signed-in mobile home — today, to-dos, notifications, the systems of the menu, sign out. */
export function MobileHomePage() {
  if (!isSignedIn()) return <Navigate to={MOBILE_PATHS.login} replace />;
  return (
    <MobileLayout>
      <Home />
    </MobileLayout>
  );
}
