// Crawler entries of the supply monitors (issue 23 item 8; see DomainOperations in operations.ts).
// The seed makes a supply shop, a GigaCloud item and a supply shop product (sandbox, as the main
// account, so it is their monitoring person) with one change record. Company A aiming at B's ids
// gets "not found".
import { addSupplyItem, checkSupplyItems, createSupplyShop } from '../src/modules/supply-monitors/supply-monitors.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const T0 = Date.UTC(2026, 0, 1);

export const supplyMonitorOperations: DomainOperations = {
  operations: [
    {
      field: 'supplyMonitorItems',
      query:
        'query($f: SupplyMonitorItemFilter) { supplyMonitorItems(source: "shop", first: 100, filter: $f) { totalCount edges { node { id code mine monitorName supplyShopName skuCode } } } }',
      variables: (i) => ({ f: { supplyShopId: i.smShopId } }),
      foreign: { list: 'smShopItemId' },
    },
    {
      field: 'supplyMonitorChanges',
      query:
        'query($f: SupplyMonitorChangeFilter) { supplyMonitorChanges(source: "gigacloud", first: 100, filter: $f) { totalCount edges { node { id itemId code } } } }',
      variables: (i) => ({ f: { itemId: i.smItemId } }),
      foreign: { list: 'smChangeId' },
    },
    {
      field: 'supplyShops',
      query: 'query { supplyShops(first: 100) { totalCount edges { node { id name itemCount createdByName } } } }',
      variables: () => ({}),
      foreign: { list: 'smShopId' },
    },
    {
      field: 'addSupplyMonitorItem',
      query: `mutation($i: AddSupplyMonitorItemInput!) { addSupplyMonitorItem(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { source: 'shop', code: 'https://detail.1688.com/offer/crawl.html', supplyShopId: i.smShopId, skuId: i.skuId } }),
      foreign: 'notFound',
    },
    {
      field: 'updateSupplyMonitorItem',
      query: `mutation($id: Int!, $i: UpdateSupplyMonitorItemInput!) { updateSupplyMonitorItem(source: "gigacloud", id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.smItemId, i: { skuId: i.skuId, remark: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteSupplyMonitorItem',
      query: `mutation($id: Int!) { deleteSupplyMonitorItem(source: "gigacloud", id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.smItemId }),
      foreign: 'notFound',
    },
    {
      field: 'checkSupplyMonitorItems',
      query: `mutation($ids: [Int!]!) { checkSupplyMonitorItems(source: "gigacloud", ids: $ids) { ${V} } }`,
      variables: (i) => ({ ids: [i.smItemId] }),
      foreign: 'notFound',
    },
    {
      field: 'createSupplyShop',
      query: `mutation($i: SupplyShopInput!) { createSupplyShop(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: 'Crawl shop', url: 'https://crawl.1688.com/' } }),
    },
    {
      field: 'updateSupplyShop',
      query: `mutation($id: Int!, $i: SupplyShopInput!) { updateSupplyShop(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.smShopId, i: { name: 'Crawl renamed', url: `https://renamed${i.smShopId}.1688.com/` } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteSupplyShop',
      query: `mutation($id: Int!) { deleteSupplyShop(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.smShopId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const shop = await createSupplyShop(ctx, { name: `Supply ${tag}`, url: `https://sm-${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}.1688.com/` });
    const item = await addSupplyItem(ctx, { source: 'gigacloud', code: `GC-${tag.replace(/[^A-Za-z0-9]/g, '')}-1` }, new Date(T0));
    await checkSupplyItems(ctx, 'gigacloud', { ids: [item.id] }, new Date(T0 + 3_600_000));
    await checkSupplyItems(ctx, 'gigacloud', { ids: [item.id] }, new Date(T0 + 2 * 3_600_000));
    const shopItem = await addSupplyItem(ctx, { source: 'shop', code: `https://detail.1688.com/offer/${item.id}.html`, supplyShopId: shop.id }, new Date(T0));
    const change = await ctx.db.supplyMonitorChange.findFirstOrThrow({ where: { itemId: item.id } });
    return { smShopId: shop.id, smItemId: item.id, smShopItemId: shopItem.id, smChangeId: change.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.supplyShop.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.supplyMonitorItem.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.supplyMonitorChange.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
