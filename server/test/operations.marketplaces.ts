// Crawler entries of marketplace order pulls, pre-shipping, tracking uploads and stock pushes (see
// DomainOperations in operations.ts). Ids are prefixed (mp…) so they never clash with other domains'.
import { unscopedDb, type BareClient } from '../src/platform/db';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;

export const marketplaceOperations: DomainOperations = {
  operations: [
    { field: 'shopOrderPulls', query: '{ shopOrderPulls { shopId shopName lastErrorText } }', variables: () => ({}) },
    { field: 'pullShopOrders', query: `mutation($id: Int!) { pullShopOrders(shopId: $id) ${R} }`, variables: (i) => ({ id: i.mpShopId }), foreign: 'notFound' },
    {
      field: 'setShopPullSchedule',
      query: `mutation($i: ShopPullScheduleInput!) { setShopPullSchedule(input: $i) ${R} }`,
      variables: (i) => ({ i: { shopId: i.mpShopId, intervalMinutes: 60, enabled: true } }),
      foreign: 'notFound',
    },
    {
      field: 'preShipOrders',
      query: `mutation($ids: [Int!]!) { preShipOrders(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.mpOrderId] }),
      foreign: 'notFound',
    },
    {
      field: 'uploadOrderTracking',
      query: `mutation($ids: [Int!]!) { uploadOrderTracking(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.mpOrderId] }),
      foreign: 'notFound',
    },
    { field: 'pushShopStock', query: `mutation($id: Int!) { pushShopStock(shopId: $id) ${R} }`, variables: (i) => ({ id: i.mpShopId }), foreign: 'notFound' },
  ],
  async seed(app, company, tag) {
    const db = unscopedDb(app.platform.database.prisma, 'crawler fixture');
    const companyId = company.companyId;
    const shop = await db.shop.create({
      data: { companyId, platformType: 1, platform: 'ebay', shopName: `mp-${tag}`, site: 'US', status: 1, authToken: `sbx_crawl_${tag}` },
    });
    await db.shopOrderPull.create({ data: { companyId, shopId: shop.id, cursor: '' } });
    const order = await db.order.create({
      data: {
        companyId,
        shopId: shop.id,
        platformType: 1,
        platformOrderNo: `12-00000-0000${tag.length}`,
        pullKey: `mp-${tag}`,
        orderNo: `MP-${tag}`,
        status: 'processing',
        orderedAt: new Date(),
        items: { create: [{ companyId, platformSku: 'MP-SKU', quantity: 1 }] },
      },
    });
    return { mpShopId: shop.id, mpOrderId: order.id };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [pulls, orders, history] = await Promise.all([
      db.shopOrderPull.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.order.findMany({ where: { companyId }, orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } } } }),
      db.orderHistory.count({ where: { companyId } }),
    ]);
    return { pulls, orders, history };
  },
};
