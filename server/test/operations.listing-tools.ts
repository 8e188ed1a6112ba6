// Crawler entries of the listing tools (issue 19 point 5; see DomainOperations in operations.ts):
// site / local pages, the AliExpress diagnosis and eMAG sell-along. The seed stores an eMAG shop with
// a sell-along offer and an AliExpress listing with a problem; company A aiming at B's ids gets
// "not found" or its own rows only.
import { authorizeShop } from '../src/modules/shops/shops.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const listingToolOperations: DomainOperations = {
  operations: [
    {
      field: 'siteListings',
      query: 'query($s: Int) { siteListings(marketplace: shopee, first: 100, filter: { shopId: $s }) { totalCount edges { node { id } } } }',
      variables: (i) => ({ s: i.ltShopeeShopId }),
      foreign: { list: 'ltShopeeListingId' },
    },
    { field: 'siteListingCounts', query: '{ siteListingCounts(marketplace: tiktok) { site count } }', variables: () => ({}) },
    {
      field: 'listingDiagnosis',
      query: 'query($s: Int) { listingDiagnosis(marketplace: aliExpress, first: 100, filter: { shopId: $s }) { totalCount nodes { id } } }',
      variables: (i) => ({ s: i.ltAliShopId }),
    },
    {
      field: 'sellAlongProducts',
      query: `query($s: Int!) { sellAlongProducts(shopId: $s, code: "5941234000011") { ${E} } }`,
      variables: (i) => ({ s: i.ltEmagShopId }),
      foreign: 'notFound',
    },
    {
      field: 'sellAlongOffers',
      query: '{ sellAlongOffers(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'ltOfferId' },
    },
    {
      field: 'createSellAlongOffer',
      query: `mutation($s: Int!) { createSellAlongOffer(input: { shopId: $s, code: "CX-USBC-1M", productKey: "EMG-1003", sellerSku: "CRAWL-CABLE", price: "30.00", quantity: 1 }) { ${E} } }`,
      variables: (i) => ({ s: i.ltEmagShopId }),
      foreign: 'notFound',
    },
    {
      field: 'setSellAlongFollow',
      query: `mutation($id: Int!) { setSellAlongFollow(id: $id, follow: true, floorPrice: "30.00") { ${E} } }`,
      variables: (i) => ({ id: i.ltOfferId }),
      foreign: 'notFound',
    },
    {
      field: 'followSellAlongPrices',
      query: `mutation($ids: [Int!]) { followSellAlongPrices(ids: $ids) { ${E} } }`,
      variables: (i) => ({ ids: [i.ltOfferId] }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const shop = (platformType: number, site: string) =>
      authorizeShop(ctx, { platformType, shopName: `crawl-tools-${platformType}-${tag}`, site, authCode: 'ok' });
    const emag = await shop(21, 'RO');
    const shopee = await shop(11, '');
    const ali = await shop(28, '');
    const row = (shopId: number, platformType: number, site: string, currency: string, over: Record<string, unknown> = {}) =>
      ctx.db.listing.create({
        data: { companyId: company.companyId, shopId, platformType, site, currency, title: `Crawl tools ${tag}`, price: '9.90', status: 'online', ...over },
      });
    const offer = await row(emag.id, 21, 'RO', 'RON', {
      sellerSku: `CRAWL-MUG-${tag}`,
      minPrice: '30.00',
      marketplaceListingId: `SBX21-${emag.id}-99`,
      attributes: { sellAlong: { productKey: 'EMG-1001', ean: '5941234000011', partNumber: 'HM-MUG-350', follow: true } },
    });
    const shopeeListing = await row(shopee.id, 11, 'MY', 'MYR');
    const aliListing = await row(ali.id, 28, 'US', 'USD', { status: 'draft' });
    return {
      ltEmagShopId: emag.id,
      ltShopeeShopId: shopee.id,
      ltAliShopId: ali.id,
      ltOfferId: offer.id,
      ltShopeeListingId: shopeeListing.id,
      ltAliListingId: aliListing.id,
    };
  },
};
