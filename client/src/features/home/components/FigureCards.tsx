/**
 * The shops, orders and customer-service cards (spec 01 §2 'Home dashboard'): each figure opens the
 * list it counts through dashboardLink(figure, requestTime) (@erp/schema), so the list shows the same
 * number. Until the dashboard call has succeeded the links refuse with 'dashboard.dataIsNotLoaded'.
 * A figure the caller may not open (null) is not shown; a card with none left is not shown.
 */
import { Box, SimpleGrid } from '@chakra-ui/react';
import { FigureTile } from '../../../ui/FigureTile';
import { dashboardLink, OUTBOUND_COLLECT_SETTING, type DashboardFigure } from '@erp/schema';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '../../../ui/toaster';
import { useClickGuard } from '../../../ui/useClickGuard';
import { useMessageText } from '../../../ui/useUiText';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { Dashboard } from '../hooks';
import { homeDashboardMessages, type HomeMessageId } from '../messages';
import { DashboardCard } from './DashboardCard';

/** Opens a figure's list, or refuses while the figures are not loaded (repeat clicks within 500 ms ignored). */
export function useFigureLink(dashboard: Dashboard | null) {
  const navigate = useNavigate();
  const m = useMessageText();
  const go = useClickGuard((requestTime: string, figure: DashboardFigure) => {
    const link = dashboardLink(figure, new Date(requestTime));
    if (link.collectStatus !== undefined) {
      try {
        localStorage.setItem(OUTBOUND_COLLECT_SETTING, String(link.collectStatus));
      } catch {
        /* storage unavailable: the page opens on its default tab */
      }
    }
    const query = new URLSearchParams(link.query).toString();
    void navigate(query ? `${link.path}?${query}` : link.path);
  });
  return useCallback(
    (figure: DashboardFigure) => {
      if (!dashboard) toastError(m('dashboard.dataIsNotLoaded'));
      else go(dashboard.requestTime, figure);
    },
    [dashboard, go, m],
  );
}

type FigureValue = number | null | undefined;
interface FigureDef {
  figure: DashboardFigure;
  label: HomeMessageId;
  value: FigureValue;
  tone?: 'warning';
}

function Figure({ def, onOpen }: { def: FigureDef; onOpen: (f: DashboardFigure) => void }) {
  const t = useFeatureText(homeDashboardMessages);
  const label = t(def.label);
  const shown = def.value === undefined ? '—' : String(def.value);
  return (
    <FigureTile
      label={label}
      value={shown}
      name={`${label} ${shown}`}
      warning={def.tone === 'warning' && !!def.value}
      onClick={() => onOpen(def.figure)}
      data-figure={def.figure}
    />
  );
}

/** One card of figures: before the figures arrive every tile shows '—' (and refuses to open). */
function FigureCard({
  title,
  defs,
  loaded,
  onOpen,
  columns,
}: {
  title: string;
  defs: FigureDef[];
  loaded: boolean;
  onOpen: (f: DashboardFigure) => void;
  columns: Record<string, number>;
}) {
  const shown = loaded ? defs.filter((d) => d.value !== null) : defs;
  if (!shown.length) return null;
  return (
    <DashboardCard title={title}>
      <SimpleGrid columns={columns} gap="2">
        {shown.map((d) => (
          <Figure key={d.figure} def={d} onOpen={onOpen} />
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}

export function FigureCards({ dashboard, error, onRetry }: { dashboard: Dashboard | null; error: string | null; onRetry: () => void }) {
  const t = useFeatureText(homeDashboardMessages);
  const open = useFigureLink(dashboard);
  const v = (value: number | null | undefined): FigureValue => (dashboard ? (value ?? null) : undefined);
  const shop = dashboard?.shop;
  const order = dashboard?.order;
  const shops: FigureDef[] = [
    { figure: 'shopTotal', label: 'homePage.shops.total', value: v(shop?.total) },
    { figure: 'shopAuthFailed', label: 'homePage.shops.authFailed', value: v(shop?.authFailed), tone: 'warning' },
  ];
  const orders: FigureDef[] = [
    { figure: 'outOfStock', label: 'homePage.orders.outOfStock', value: v(order?.outOfStock), tone: 'warning' },
    { figure: 'processing', label: 'homePage.orders.processing', value: v(order?.processing) },
    { figure: 'expireDelivery', label: 'homePage.orders.expireDelivery', value: v(order?.expireDelivery), tone: 'warning' },
    { figure: 'overseaCancel', label: 'homePage.orders.overseaCancel', value: v(order?.overseaCancel), tone: 'warning' },
    { figure: 'unmatchedOver12Hours', label: 'homePage.orders.unmatchedOver12Hours', value: v(order?.unmatchedOver12Hours), tone: 'warning' },
    { figure: 'unmatchedOver24Hours', label: 'homePage.orders.unmatchedOver24Hours', value: v(order?.unmatchedOver24Hours), tone: 'warning' },
    { figure: 'collectTimeout', label: 'homePage.orders.collectTimeout', value: v(order?.collectTimeout), tone: 'warning' },
    { figure: 'collectException', label: 'homePage.orders.collectException', value: v(order?.collectException), tone: 'warning' },
  ];
  const service: FigureDef[] = [
    { figure: 'tradebyteRefund', label: 'homePage.customerService.tradebyteRefund', value: v(dashboard?.customerService.tradebyteRefund), tone: 'warning' },
  ];
  if (error && !dashboard) {
    return <DashboardCard title={t('homePage.orders.title')} error={error} onRetry={onRetry} />;
  }
  const loaded = !!dashboard;
  return (
    <Box display="grid" gap="4" gridTemplateColumns={{ base: '1fr', lg: '1fr 3fr 1fr' }} alignItems="start">
      <FigureCard title={t('homePage.shops.title')} defs={shops} loaded={loaded} onOpen={open} columns={{ base: 2 }} />
      <FigureCard title={t('homePage.orders.title')} defs={orders} loaded={loaded} onOpen={open} columns={{ base: 2, md: 4 }} />
      <FigureCard title={t('homePage.customerService.title')} defs={service} loaded={loaded} onOpen={open} columns={{ base: 1 }} />
    </Box>
  );
}
