import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectErrorThenEmpty } from '../../../test/listStates';
import { connectionOf, mockGraphql } from '../../../test/graphql';
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

function mock(nodes: ReturnType<typeof row>[]) {
  return mockGraphql({
    SiteListings: { ...connectionOf('siteListings', nodes), siteListingCounts: COUNTS },
    ListingShops: { shopOptions: [] },
  }).SiteListings;
}

describe('site / local online pages', () => {
  it('shows a tab per site with its count and asks for the chosen site', async () => {
    const calls = mock([row()]);
    const Page = siteListingsPage('shopee');
    renderPage(<Page />, { path: '/shopeeListingOnlineSite', permissions: ['shopeeListing'] });
    expect(await screen.findByText('Ceramic mug SG')).toBeInTheDocument();
    expect(screen.getByText('12.50 SGD')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /SG · SGD/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ marketplace: 'shopee', site: 'SG' }));
  });

  it('TikTok local page: loading error then empty states', async () => {
    const Page = siteListingsPage('tiktok');
    mockGraphql({ ListingShops: { shopOptions: [] } });
    await expectErrorThenEmpty(
      'SiteListings',
      () => renderPage(<Page />, { path: '/tiktokListingOnlineLocal', permissions: ['tiktokListing'] }),
      () => mock([]),
      '这个站点还没有在线商品',
    );
  });
});
