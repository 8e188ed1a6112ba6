import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectErrorThenEmpty } from '../../../test/listStates';
import { connectionOf, mockGraphql } from '../../../test/graphql';
import { setLang } from '../../../i18n/lang';
import { renderPage } from '../../../test/renderPage';
import { siteListingsPage } from './index';

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'Listing',
  id: 1,
  shopId: 3,
  shopName: 'demo-shopee',
  status: 'online',
  site: 'SG',
  currency: 'SGD',
  sellerSku: 'MUG-SG',
  title: 'Ceramic mug SG',
  price: '12.50',
  quantity: 4,
  marketplaceListingId: 'SBX11-3-1',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...over,
});
const COUNTS = [
  { __typename: 'ListingSiteCount', site: 'MY', currency: 'MYR', count: 0, shops: 0 },
  { __typename: 'ListingSiteCount', site: 'SG', currency: 'SGD', count: 1, shops: 1 },
];

const shop = (id: number, platformType: number, shopName: string) => ({ __typename: 'ShopOption', id, platformType, shopName, alias: '', status: 1 });
// Shopee is platform 11, TikTok 24
const SHOPS = { shopOptions: [shop(3, 11, 'demo-shopee'), shop(6, 24, 'demo-tiktok-uk')] };

function mock(nodes: ReturnType<typeof row>[], shops = SHOPS) {
  return mockGraphql({
    SiteListings: { ...connectionOf('siteListings', nodes), siteListingCounts: COUNTS },
    ListingShops: shops,
  }).SiteListings;
}

describe('site / local online pages', () => {
  it('shows a tab per site with its count and asks for the chosen site', async () => {
    const calls = mock([row()]);
    const Page = siteListingsPage('shopee');
    renderPage(<Page />, { path: '/shopeeListingOnlineSite', permissions: ['shopeeListing'] });
    expect(await screen.findByText('Ceramic mug SG')).toBeInTheDocument();
    expect(screen.getByText('12.50 SGD')).toBeInTheDocument();
    // what the tab holds: all sites, then the chosen site with the shops its listings are on
    expect(screen.getByText('共 1 个商品，分布在 1 个站点')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /SG · SGD/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ marketplace: 'shopee', site: 'SG' }));
    expect(await screen.findByText('SG 站点：1 个商品，来自 1 个店铺')).toBeInTheDocument();
  });

  it('in English the summary counts in words', async () => {
    mock([row()]);
    setLang('en');
    const Page = siteListingsPage('shopee');
    renderPage(<Page />, { path: '/shopeeListingOnlineSite?site=SG', permissions: ['shopeeListing'] });
    expect(await screen.findByText('SG: 1 listing from 1 shop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopee site listings' })).toBeInTheDocument();
  });

  it('without a shop of the marketplace the empty list says so and leads to the shops', async () => {
    mock([], { shopOptions: [shop(3, 11, 'demo-shopee')] });
    const Page = siteListingsPage('mercado');
    renderPage(<Page />, { path: '/mercadoListingOnlineSite', permissions: ['mercadoListing'] });
    expect(await screen.findByText('还没有已授权的 Mercado Libre 店铺。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去授权店铺' })).toHaveAttribute('href', '/shops');
  });

  it('TikTok local page: loading error then empty states', async () => {
    const Page = siteListingsPage('tiktok');
    mockGraphql({ ListingShops: SHOPS });
    await expectErrorThenEmpty(
      'SiteListings',
      () => renderPage(<Page />, { path: '/tiktokListingOnlineLocal', permissions: ['tiktokListing'] }),
      () => mock([]),
      '还没有在线或已下架的商品',
    );
  });
});
