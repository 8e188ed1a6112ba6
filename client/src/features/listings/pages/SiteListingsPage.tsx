/**
 * The site / local online pages (issue 19 point 5): /shopeeListingOnlineSite and
 * /mercadoListingOnlineSite (global products per site), /tiktokListingOnlineLocal (local shops on
 * their own site). One tab per site of the marketplace's definition with its count.
 */
import { Text } from '@chakra-ui/react';
import { LISTING_DEFINITIONS, MARKETPLACE_LABELS } from '@erp/schema';
import type { SitePageMarketplace } from '../../../api/generated/types';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { DataTableColumn } from '../../../ui';
import { featurePage } from '../../../ui/FeatureScope';
import { ListPage, StatusTabs, useListScreen } from '../../../ui/resource';
import { siteListingList, useShopsOf, type SiteListingRow } from './hooks';
import { toolsMessages } from './messages';
import { NoShopText } from './NoShopText';
import { onlineToolFilter, toolColumns, toolFields, useToolTitle } from './toolList';

export const SITE_PAGE_PATHS: Record<SitePageMarketplace, string> = {
  shopee: '/shopeeListingOnlineSite',
  mercado: '/mercadoListingOnlineSite',
  tiktok: '/tiktokListingOnlineLocal',
};

export function siteListingsPage(marketplace: SitePageMarketplace) {
  const Screen = () => <SiteListingsScreen marketplace={marketplace} />;
  Screen.displayName = `SiteListings(${marketplace})`;
  return featurePage(toolsMessages, Screen);
}

function SiteListingsScreen({ marketplace }: { marketplace: SitePageMarketplace }) {
  const t = useFeatureText(toolsMessages);
  const shops = useShopsOf(marketplace);
  const label = MARKETPLACE_LABELS[marketplace];
  const path = SITE_PAGE_PATHS[marketplace];
  const title = useToolTitle(path, label);
  const tabs = ['all', ...LISTING_DEFINITIONS[marketplace].sites.map((s) => s.code)];
  const screen = useListScreen({
    ...siteListingList,
    fields: toolFields(t, shops.options, true),
    toFilter: onlineToolFilter,
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

  const column = toolColumns<SiteListingRow>(t, { titleWidth: 'md' });
  const columns: DataTableColumn<SiteListingRow>[] = [
    column.title,
    column.shop,
    column.price,
    column.quantity,
    column.status,
    { key: 'marketplaceId', header: t('tools.col.marketplaceId'), cell: (r) => r.marketplaceListingId ?? '—' },
    column.updated,
  ];

  return (
    <ListPage
      page={{
        title,
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
