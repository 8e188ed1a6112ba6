// Crawler entries of orders, SKU pairing and the order actions (see DomainOperations in
// operations.ts). Ids are prefixed (ord…) so they never clash with other domains' seeds.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 9);

export const orderOperations: DomainOperations = {
  operations: [
    {
      field: 'orders',
      query: '{ orders(first: 100) { totalCount edges { node { id items { id sku } history { id text } } } } }',
      variables: () => ({}),
      foreign: { list: 'ordOrderId' },
    },
    { field: 'orderStatusCounts', query: '{ orderStatusCounts { status count } }', variables: () => ({}) },
    { field: 'abnormalReasonCounts', query: '{ abnormalReasonCounts(filter: { unassigned: true }) { reason count } }', variables: () => ({}) },
    { field: 'skuAliases', query: 'query($id: Int!) { skuAliases(skuId: $id) }', variables: (i) => ({ id: i.ordSkuId }), foreign: 'null' },
    { field: 'order', query: 'query($id: Int!) { order(id: $id) { id shopName items { id } } }', variables: (i) => ({ id: i.ordOrderId }), foreign: 'null' },
    {
      field: 'skuPairings',
      query: '{ skuPairings(first: 100) { totalCount edges { node { id sku } } } }',
      variables: () => ({}),
      foreign: { list: 'ordPairingId' },
    },
    { field: 'onlineProducts', query: '{ onlineProducts(first: 100) { totalCount edges { node { id platformSku } } } }', variables: () => ({}) },
    {
      field: 'createOrder',
      query: `mutation($i: CreateOrderInput!) { createOrder(input: $i) ${R} }`,
      variables: (i) => ({
        i: {
          shopId: i.ordShopId,
          warehouseId: i.whWarehouseId,
          logisticsChannelId: i.orChannelId,
          buyerName: 'Crawler',
          country: 'US',
          address1: '1 Crawl St',
          items: [{ skuId: i.ordSkuId, quantity: 1 }],
        },
      }),
      foreign: 'notFound',
    },
    {
      field: 'updateOrder',
      query: `mutation($id: Int!) { updateOrder(id: $id, input: { sellerNote: "crawled" }) ${R} }`,
      variables: (i) => ({ id: i.ordOrderId }),
      foreign: 'notFound',
    },
    {
      field: 'auditOrders',
      query: `mutation($ids: [Int!]!) { auditOrders(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.ordOrderId] }),
      foreign: 'notFound',
    },
    {
      field: 'backToProcessing',
      query: `mutation($ids: [Int!]!) { backToProcessing(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.ordOrderId] }),
      foreign: 'notFound',
    },
    {
      field: 'reallocateOutOfStock',
      query: `mutation($ids: [Int!]) { reallocateOutOfStock(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.ordOrderId] }),
      foreign: 'notFound',
    },
    {
      field: 'holdOrders',
      query: `mutation($ids: [Int!]!) { holdOrders(ids: $ids, remark: "crawl") ${R} }`,
      variables: (i) => ({ ids: [i.ordOrder3Id] }),
      foreign: 'notFound',
    },
    {
      field: 'releaseOrders',
      query: `mutation($ids: [Int!]!) { releaseOrders(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.ordOrder3Id] }),
      foreign: 'notFound',
    },
    { field: 'shipOrders', query: `mutation($ids: [Int!]!) { shipOrders(ids: $ids) ${R} }`, variables: (i) => ({ ids: [i.ordOrderId] }), foreign: 'notFound' },
    {
      field: 'splitOrder',
      query: `mutation($i: SplitOrderInput!) { splitOrder(input: $i) ${R} }`,
      variables: (i) => ({
        i: { id: i.ordOrder2Id, parts: [{ lines: [{ itemId: i.ordItem2Id, quantity: 1 }] }, { lines: [{ itemId: i.ordItem2Id, quantity: 1 }] }] },
      }),
      foreign: 'notFound',
    },
    {
      field: 'mergeOrders',
      query: `mutation($ids: [Int!]!) { mergeOrders(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.ordOrder2Id, i.ordOrder3Id] }),
      foreign: 'notFound',
    },
    {
      field: 'cancelOrders',
      query: `mutation($ids: [Int!]!) { cancelOrders(ids: $ids, reason: "crawl") ${R} }`,
      variables: (i) => ({ ids: [i.ordOrder3Id] }),
      foreign: 'notFound',
    },
    {
      field: 'pairSku',
      query: `mutation($i: PairSkuInput!) { pairSku(input: $i) ${R} }`,
      variables: (i) => ({ i: { platformType: 1, shopId: i.ordShopId, platformSku: `CRAWL-${rnd()}`, skuId: i.ordSkuId } }),
      foreign: 'notFound',
    },
    { field: 'unpairSku', query: `mutation($id: Int!) { unpairSku(id: $id) ${R} }`, variables: (i) => ({ id: i.ordPairingId }), foreign: 'notFound' },
    {
      field: 'setSkuAliases',
      query: `mutation($id: Int!) { setSkuAliases(skuId: $id, aliases: ["crawl-alias"]) ${R} }`,
      variables: (i) => ({ id: i.ordSkuId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const token = company.token;
    const ctx = await contextOf(app, token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `ord-${tag}`, status: 1 } });
    const product = await ctx.db.product.create({
      data: { companyId, spu: `ORD-${tag}`, name: `Order item ${tag}`, skus: { create: [{ companyId, sku: `ORD-${tag}-1`, weight: 10 }] } },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    const create = async (items: Record<string, unknown>[], buyer = 'crawl-buyer') => {
      const r = await app.gql(
        `mutation($i: CreateOrderInput!) { createOrder(input: $i) { ... on MutationCreateOrderSuccess { data { id items { id } } } ... on Error { messageId } } }`,
        { i: { shopId: shop.id, buyerAccount: buyer, buyerName: 'Crawl Buyer', country: 'DE', postcode: '10115', address1: 'Crawlstr. 1', items } },
        { token },
      );
      const v = r.body.data?.createOrder;
      if (r.body.errors || !v?.data) throw new Error(`seed createOrder: ${JSON.stringify(r.body.errors ?? v)}`);
      return v.data as { id: number; items: { id: number }[] };
    };
    const o1 = await create([{ skuId, quantity: 1, unitPrice: '3' }]);
    const o2 = await create([{ platformSku: `ORD-P-${tag}`, quantity: 2, unitPrice: '4' }], 'crawl-merge');
    const o3 = await create([{ skuId, quantity: 1 }], 'crawl-merge');
    const pairing = await ctx.db.skuPairing.create({ data: { companyId, platformType: 1, shopId: shop.id, platformSku: `ORD-Q-${tag}`, skuId } });
    return {
      ordShopId: shop.id,
      ordSkuId: skuId,
      ordOrderId: o1.id,
      ordItemId: o1.items[0].id,
      ordOrder2Id: o2.id,
      ordItem2Id: o2.items[0].id,
      ordOrder3Id: o3.id,
      ordPairingId: pairing.id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([
      db.order.findMany(where),
      db.orderItem.findMany(where),
      db.orderHistory.count({ where: { companyId } }),
      db.skuPairing.findMany(where),
      db.sku.findMany({ ...where, select: { id: true, aliases: true } }),
    ]);
  },
};
