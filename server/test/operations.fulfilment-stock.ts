// Crawler entries of marketplace fulfilment-centre stock (issue 23 item 6; see DomainOperations in
// operations.ts). The seed makes an authorized Amazon shop with one synced FBA snapshot row per
// company; company A aiming at B's shop gets "not found" (sync), null (sync state) or an empty
// list (the stock list and the restock suggestions filtered by it).
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const fulfilmentStockOperations: DomainOperations = {
  operations: [
    {
      field: 'fulfilmentShops',
      query: '{ fulfilmentShops(marketplace: fba) { id shopName sync { status } } }',
      variables: () => ({}),
      foreign: { list: 'fsShopId' },
    },
    {
      field: 'fulfilmentSyncState',
      query: 'query($s: Int!) { fulfilmentSyncState(marketplace: fba, shopId: $s) { status rowsRead } }',
      variables: (i) => ({ s: i.fsShopId }),
      foreign: 'null',
    },
    {
      field: 'fulfilmentStock',
      query:
        'query($f: FulfilmentStockFilter) { fulfilmentStock(marketplace: fba, first: 50, filter: $f) { totalCount edges { node { id: shopId marketplaceSku } } } }',
      variables: (i) => ({ f: { shopId: i.fsShopId } }),
      foreign: { list: 'fsShopId' },
    },
    {
      field: 'fbaRestockSuggestions',
      query:
        'query($f: FbaRestockFilter) { fbaRestockSuggestions(first: 50, filter: $f) { totalCount edges { node { id: shopId marketplaceSku suggestedQuantity } } } }',
      variables: (i) => ({ f: { shopId: i.fsShopId } }),
      foreign: { list: 'fsShopId' },
    },
    {
      field: 'syncFulfilmentStock',
      query: `mutation($i: FulfilmentSyncInput!) { syncFulfilmentStock(input: $i) { ${E} } }`,
      variables: (i) => ({ i: { marketplace: 'fba', shopId: i.fsShopId } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({ data: { companyId, platformType: 2, platform: 'amazon', shopName: `fs-amazon-${tag}`, status: 1 } });
    const now = new Date();
    await ctx.db.fulfilmentStockSnapshot.create({
      data: {
        companyId,
        shopId: shop.id,
        marketplace: 'fba',
        marketplaceSku: `FS-${tag}`,
        centre: 'FRA7',
        fulfillable: 3,
        inbound: 1,
        ageOver365: 1,
        age0to90: 2,
        syncedAt: now,
      },
    });
    await ctx.db.fulfilmentStockSync.create({ data: { companyId, shopId: shop.id, marketplace: 'fba', status: 'done', syncedAt: now } });
    return { fsShopId: shop.id };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.fulfilmentStockSnapshot.findMany(where)]);
  },
};
