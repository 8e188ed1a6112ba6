// Crawler entries of listings (issue 19; see DomainOperations in operations.ts). The seed stores an
// eBay shop of its own and a draft on it; company A aiming at B's ids gets "not found" (or null, or
// its own rows only).
import { authorizeShop } from '../src/modules/shops/shops.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const content = {
  site: 'US',
  category: 'C110',
  sellerSku: 'CRAWL-1',
  title: 'Crawl mug',
  description: 'A mug for the crawler.',
  price: '9.90',
  quantity: 1,
  images: [{ url: 'https://img.example.com/crawl.jpg', width: 1000, height: 1000, bytes: 1000 }],
  shippingOptions: [{ service: 'Standard', cost: '1.00' }],
  attributes: { condition: 'new', material: 'ceramic' },
};
const byIds = (field: string) => ({
  field,
  query: `mutation($ids: [Int!]!) { ${field}(marketplace: ebay, ids: $ids) { ${E} } }`,
  variables: (i: Record<string, number>) => ({ ids: [i.lsListingId] }),
  foreign: 'notFound' as const,
});

export const listingOperations: DomainOperations = {
  operations: [
    {
      field: 'listings',
      query: '{ listings(marketplace: ebay, first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'lsListingId' },
    },
    { field: 'listingStatusCounts', query: '{ listingStatusCounts(marketplace: ebay) { status count } }', variables: () => ({}) },
    { field: 'listing', query: 'query($id: Int!) { listing(marketplace: ebay, id: $id) { id } }', variables: (i) => ({ id: i.lsListingId }), foreign: 'null' },
    {
      field: 'listingCategories',
      query: `query($s: Int!) { listingCategories(marketplace: ebay, shopId: $s) { ${E} } }`,
      variables: (i) => ({ s: i.lsShopId }),
      foreign: 'notFound',
    },
    {
      field: 'listingCategoryAttributes',
      query: `query($s: Int!) { listingCategoryAttributes(marketplace: ebay, shopId: $s, categoryId: "C110") { ${E} } }`,
      variables: (i) => ({ s: i.lsShopId }),
      foreign: 'notFound',
    },
    {
      field: 'createListing',
      query: `mutation($i: ListingInput!) { createListing(marketplace: ebay, input: $i) { ${E} } }`,
      variables: (i) => ({ i: { ...content, shopId: i.lsShopId } }),
      foreign: 'notFound',
    },
    {
      field: 'updateListing',
      query: `mutation($id: Int!, $i: ListingContentInput!) { updateListing(marketplace: ebay, id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.lsListingId, i: content }),
      foreign: 'notFound',
    },
    byIds('publishListings'),
    byIds('unqueueListings'),
    byIds('relistListings'),
    byIds('removeListings'),
    byIds('endListings'),
    {
      field: 'reviseListing',
      query: `mutation($id: Int!) { reviseListing(marketplace: ebay, id: $id, input: { price: "1.00" }) { ${E} } }`,
      variables: (i) => ({ id: i.lsListingId }),
      foreign: 'notFound',
    },
    byIds('publishListingsNow'),
    {
      field: 'createListingDrafts',
      query: `mutation($i: ListingDraftsFromProductsInput!) { createListingDrafts(marketplace: ebay, input: $i) { ${E} } }`,
      variables: (i) => ({ i: { productIds: [i.lsProductId], shops: [{ shopId: i.lsShopId, markupPercent: '10', rounding: 'ninetyNine' }] } }),
      foreign: 'notFound',
    },
    {
      field: 'copyListings',
      query: `mutation($ids: [Int!]!, $s: [Int!]!) { copyListings(marketplace: ebay, ids: $ids, target: ebay, shopIds: $s) { ${E} } }`,
      variables: (i) => ({ ids: [i.lsListingId], s: [i.lsShopId] }),
      foreign: 'notFound',
    },
    {
      field: 'bulkEditListings',
      query: `mutation($ids: [Int!]!) { bulkEditListings(marketplace: ebay, input: { ids: $ids, quantity: 1 }) { ${E} } }`,
      variables: (i) => ({ ids: [i.lsListingId] }),
      foreign: 'notFound',
    },
    { field: 'runListingQueue', query: `mutation { runListingQueue(marketplace: ebay, limit: 1) { ${E} } }`, variables: () => ({}) },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const shop = await authorizeShop(ctx, { platformType: 1, shopName: `crawl-listing-${tag}`, site: 'US', authCode: 'ok' });
    const listing = await ctx.db.listing.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: 1,
        site: 'US',
        currency: 'USD',
        title: 'Crawl seed',
        price: '9.90',
        sellerSku: `SEED-${tag}`,
      },
    });
    const product = await ctx.db.product.create({
      data: {
        companyId: company.companyId,
        spu: `CRAWL-SPU-${tag}`,
        name: 'Crawl mug',
        skus: { create: [{ companyId: company.companyId, sku: `CRAWL-SKU-${tag}`, price: '20.00' }] },
      },
    });
    return { lsShopId: shop.id, lsListingId: listing.id, lsProductId: product.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.listing.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.listingVariation.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.listingHistory.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
