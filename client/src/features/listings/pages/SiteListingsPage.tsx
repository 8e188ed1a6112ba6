/**
 * The site / local online pages (issue 19 point 5): /shopeeListingOnlineSite and
 * /mercadoListingOnlineSite (global products per site), /tiktokListingOnlineLocal (local shops on
 * their own site). One tab per site of the marketplace's definition with its count.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { LISTING_DEFINITIONS, MARKETPLACE_LABELS, oneOf } from '@erp/schema';
import { routeTitle } from '../../../app/routeCatalog';
import type { SitePageMarketplace } from '../../../api/generated/types';
import { useLang } from '../../../i18n';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { DataTableColumn, FilterField, FilterValues } from '../../../ui';
import { featurePage } from '../../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../../ui/format';
import { ListPage, StatusTabs, useListScreen } from '../../../ui/resource';
import { TwoLines } from '../../../ui/cells';
import { siteListingList, useShopsOf, type SiteListingRow } from './hooks';
import { toolsMessages, type ToolsMessageId } from './messages';
import { NoShopText } from './NoShopText';

const ONLINE = ['online', 'takenDown'] as const;
export const SITE_PAGE_PATHS: Record<SitePageMarketplace, string> = {
  shopee: '/shopeeListingOnlineSite',
  mercado: '/mercadoListingOnlineSite',
  tiktok: '/tiktokListingOnlineLocal',
};

const toFilter = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword), shopId: idOrUndefined(v.shopId), status: oneOf(ONLINE, v.status) });

export function siteListingsPage(marketplace: SitePageMarketplace) {
  const Screen = () => <SiteListingsScreen marketplace={marketplace} />;
  Screen.displayName = `SiteListings(${marketplace})`;
  return featurePage(toolsMessages, Screen);
}

function SiteListingsScreen({ marketplace }: { marketplace: SitePageMarketplace }) {
  const t = useFeatureText(toolsMessages);
  const [lang] = useLang();
  const shops = useShopsOf(marketplace);
  const label = MARKETPLACE_LABELS[marketplace];
  const tabs = ['all', ...LISTING_DEFINITIONS[marketplace].sites.map((s) => s.code)];
  const fields: FilterField[] = [
    { name: 'keyword', label: t('tools.filter.keyword'), type: 'text' },
    { name: 'shopId', label: t('tools.sellAlong.shop'), type: 'select', options: shops.options },
    { name: 'status', label: t('tools.filter.status'), type: 'select', options: ONLINE.map((s) => ({ value: s, label: t(`tools.status.${s}`) })) },
  ];
  const screen = useListScreen({
    ...siteListingList,
    fields,
    toFilter,
    tabs: { values: tabs, param: 'site' },
    variables: (filter, _sort, tab) => ({ marketplace, site: tab === 'all' ? undefined : tab, filter }),
  });
  const counts = screen.data?.siteListingCounts;
  const countOf = (tab: string) => (tab === 'all' ? counts?.reduce((n, c) => n + c.count, 0) : counts?.find((c) => c.site === tab)?.count);
  // what the chosen tab holds: its listings and the shops they are on (all sites: the sites with any); nothing when none
  const site = counts?.find((c) => c.site === screen.tab);
  const summary = !countOf('all')
    ? null
    : site
      ? t('tools.site.summary', { site: site.site, count: site.count, shops: site.shops })
      : t('tools.site.summaryAll', { count: countOf('all') ?? 0, sites: (counts ?? []).filter((c) => c.count > 0).length });
  const emptyText = shops.none ? <NoShopText marketplace={marketplace} /> : t(screen.tab === 'all' ? 'tools.site.emptyAll' : 'tools.site.empty');

  const columns: DataTableColumn<SiteListingRow>[] = [
    {
      key: 'title',
      header: t('tools.col.title'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0" maxW="md">
          <Text lineClamp={2}>{r.title || '—'}</Text>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {r.sellerSku || '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'shop',
      header: t('tools.col.shop'),
      cell: (r) => <TwoLines main={r.shopName} sub={r.site} />,
    },
    { key: 'price', header: t('tools.col.price'), align: 'end', cell: (r) => `${Number(r.price).toFixed(2)} ${r.currency}` },
    { key: 'quantity', header: t('tools.col.quantity'), align: 'end', cell: (r) => r.quantity },
    {
      key: 'status',
      header: t('tools.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'online' ? 'green' : 'orange'}>{t(`tools.status.${r.status}` as ToolsMessageId)}</Badge>,
    },
    { key: 'marketplaceId', header: t('tools.col.marketplaceId'), cell: (r) => r.marketplaceListingId ?? '—' },
    { key: 'updatedAt', header: t('tools.col.updated'), cell: (r) => formatDateTime(r.updatedAt) },
  ];

  const path = SITE_PAGE_PATHS[marketplace];
  return (
    <ListPage
      page={{
        title: routeTitle(path, lang === 'en' ? 'en' : 'zh') ?? label,
        description: t(marketplace === 'tiktok' ? 'tools.local.description' : 'tools.site.description', { marketplace: label }),
        emptyText,
        name: `siteListings.${marketplace}`,
        toolbar: summary ? (
          <Text textStyle="sm" color="fg.muted" data-testid="site-summary">
            {summary}
          </Text>
        ) : undefined,
      }}
      screen={screen}
      columns={columns}
      above={
        <StatusTabs
          value={screen.tab}
          tabs={tabs}
          aria-label={t('tools.site.tabs')}
          label={(s) => (s === 'all' ? t('tools.site.all') : `${s} · ${LISTING_DEFINITIONS[marketplace].sites.find((x) => x.code === s)?.currency ?? ''}`)}
          count={countOf}
          onChange={screen.setTab}
        />
      }
    />
  );
}
