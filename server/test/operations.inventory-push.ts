// Crawler entries of stock push and drift (issue 19 points 6 and 7; see DomainOperations in
// operations.ts). The seed stores an eBay shop of its own with a push rule, an online listing, a push
// record and an open drift; company A aiming at B's ids gets "not found", nothing, or its own rows only.
import { createPushRule } from '../src/modules/inventory-push/inventory-push.service';
import { authorizeShop } from '../src/modules/shops/shops.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const inventoryPushOperations: DomainOperations = {
  operations: [
    {
      field: 'inventoryPushRules',
      query: 'query($s: Int) { inventoryPushRules(first: 100, filter: { shopId: $s }) { totalCount edges { node { id } } } }',
      variables: (i) => ({ s: i.ipShopId }),
      foreign: { list: 'ipRuleId' },
    },
    {
      field: 'inventoryPushRecords',
      query: 'query($s: Int, $k: Int) { inventoryPushRecords(first: 100, filter: { shopId: $s, skuId: $k }) { totalCount edges { node { id } } } }',
      variables: (i) => ({ s: i.ipShopId, k: i.ipSkuId }),
      foreign: { list: 'ipRecordId' },
    },
    {
      field: 'inventoryPushRecordCounts',
      query: 'query($s: Int, $k: Int) { inventoryPushRecordCounts(filter: { shopId: $s, skuId: $k }) { status count } }',
      variables: (i) => ({ s: i.ipShopId, k: i.ipSkuId }),
    },
    {
      field: 'inventoryPushDrifts',
      query: 'query($s: Int) { inventoryPushDrifts(first: 100, filter: { shopId: $s }) { totalCount edges { node { id } } } }',
      variables: (i) => ({ s: i.ipShopId }),
      foreign: { list: 'ipDriftId' },
    },
    {
      field: 'createInventoryPushRule',
      query: `mutation($i: InventoryPushRuleInput!) { createInventoryPushRule(input: $i) { ${E} } }`,
      variables: (i) => ({ i: { shopId: i.ipShopId, percentage: 50, warehouseIds: [i.ipWarehouseId] } }),
    },
    {
      field: 'updateInventoryPushRule',
      query: `mutation($id: Int!, $i: InventoryPushRuleInput!) { updateInventoryPushRule(id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.ipRuleId, i: { shopId: i.ipShopId, percentage: 80, warehouseIds: [i.ipWarehouseId] } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteInventoryPushRule',
      query: `mutation($id: Int!) { deleteInventoryPushRule(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ipRuleId }),
      foreign: 'notFound',
    },
    {
      field: 'setInventoryPushRulesEnabled',
      query: `mutation($ids: [Int!]!) { setInventoryPushRulesEnabled(ids: $ids, enabled: false) { ${E} } }`,
      variables: (i) => ({ ids: [i.ipRuleId] }),
    },
    {
      field: 'pushInventoryShopNow',
      query: `mutation($s: Int!) { pushInventoryShopNow(shopId: $s) { ${E} } }`,
      variables: (i) => ({ s: i.ipShopId }),
    },
    {
      field: 'checkInventoryDrift',
      query: `mutation($s: Int) { checkInventoryDrift(shopId: $s) { ${E} } }`,
      variables: (i) => ({ s: i.ipShopId }),
    },
    {
      field: 'fixInventoryDrifts',
      query: `mutation($ids: [Int!]!) { fixInventoryDrifts(ids: $ids) { ${E} } }`,
      variables: (i) => ({ ids: [i.ipDriftId] }),
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const shop = await authorizeShop(ctx, { platformType: 1, shopName: `crawl-push-${tag}`, site: 'US', authCode: 'ok' });
    const warehouse = await ctx.db.warehouse.create({ data: { companyId: company.companyId, name: `crawl-push-${tag}`, code: `CP${tag}` } });
    const rule = await createPushRule(ctx, { shopId: shop.id, percentage: 100, warehouseIds: [warehouse.id] });
    const listing = await ctx.db.listing.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: 1,
        status: 'online',
        site: 'US',
        currency: 'USD',
        title: 'Crawl push seed',
        price: '9.90',
        sellerSku: `PUSH-${tag}`,
        marketplaceListingId: `SBX1-${shop.id}-1`,
      },
    });
    const row = {
      companyId: company.companyId,
      shopId: shop.id,
      listingId: listing.id,
      skuId: listing.id,
      sellerSku: listing.sellerSku,
      marketplaceListingId: `SBX1-${shop.id}-1`,
    };
    const record = await ctx.db.inventoryPushRecord.create({ data: { ...row, quantityBefore: 3, quantityAfter: 2, status: 'failed', finishedAt: new Date() } });
    const drift = await ctx.db.inventoryPushDrift.create({ data: { ...row, expected: 2, actual: 5, cause: 'editedOnMarketplace' } });
    return { ipShopId: shop.id, ipWarehouseId: warehouse.id, ipRuleId: rule.id, ipRecordId: record.id, ipDriftId: drift.id, ipSkuId: row.skuId };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.inventoryPushRule.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.inventoryPushRecord.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.inventoryPushDrift.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
