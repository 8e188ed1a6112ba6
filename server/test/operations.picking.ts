// Crawler entries of pick lists and sorting (see DomainOperations in operations.ts): templates,
// pick lists and their PDF, scan sorting, the distribution wall and forecast sorting.
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;

export const pickingOperations: DomainOperations = {
  operations: [
    {
      field: 'pickListTemplates',
      query: '{ pickListTemplates(first: 100) { totalCount edges { node { id name } } } }',
      variables: () => ({}),
      foreign: { list: 'pickTemplateId' },
    },
    {
      field: 'pickLists',
      query: '{ pickLists(first: 100) { totalCount edges { node { id pickNo templateName warehouseName operatorName } } } }',
      variables: () => ({}),
      foreign: { list: 'pickListId' },
    },
    { field: 'pickableOrderCount', query: 'query($w: Int!) { pickableOrderCount(warehouseId: $w) }', variables: (i) => ({ w: i.pickWarehouseId }) },
    {
      field: 'sortingSession',
      query: `query($id: Int!) { sortingSession(pickListId: $id) ${R} }`,
      variables: (i) => ({ id: i.pickListId }),
      foreign: 'notFound',
    },
    { field: 'sortingWall', query: `query($id: Int!) { sortingWall(pickListId: $id) ${R} }`, variables: (i) => ({ id: i.pickListId }), foreign: 'notFound' },
    { field: 'forecastBins', query: '{ forecastBins { channelId channelName sorted total } }', variables: () => ({}) },
    {
      field: 'createPickListTemplate',
      query: `mutation($i: PickListTemplateInput!) { createPickListTemplate(input: $i) ${R} }`,
      variables: () => ({ i: { name: `crawl ${Math.random().toString(36).slice(2, 9)}`, maxOrders: 5 } }),
    },
    {
      field: 'updatePickListTemplate',
      query: `mutation($id: Int!, $i: PickListTemplateInput!) { updatePickListTemplate(id: $id, input: $i) ${R} }`,
      variables: (i) => ({ id: i.pickTemplateId, i: { name: 'crawled', maxOrders: 9 } }),
      foreign: 'notFound',
    },
    {
      field: 'createPickLists',
      query: `mutation($i: CreatePickListsInput!) { createPickLists(input: $i) ${R} }`,
      variables: (i) => ({ i: { templateId: i.pickTemplateId, warehouseId: i.pickWarehouseId, orderIds: [i.pickFreeOrderId] } }),
      foreign: 'notFound',
    },
    { field: 'printPickList', query: `mutation($id: Int!) { printPickList(id: $id) ${R} }`, variables: (i) => ({ id: i.pickListId }), foreign: 'notFound' },
    {
      field: 'scanSorting',
      query: `mutation($i: SortingScanInput!) { scanSorting(input: $i) ${R} }`,
      variables: (i) => ({ i: { pickListId: i.pickListId, code: 'PICK-CRAWL' } }),
      foreign: 'notFound',
    },
    {
      field: 'printSortingLabel',
      query: `mutation($id: Int!) { printSortingLabel(orderId: $id) ${R} }`,
      variables: (i) => ({ id: i.pickVerifiedOrderId }),
      foreign: 'notFound',
    },
    {
      field: 'assignSortingWall',
      query: `mutation($i: SortingWallInput!) { assignSortingWall(input: $i) ${R} }`,
      variables: (i) => ({ i: { pickListId: i.pickListId, rows: 2, columns: 2 } }),
      foreign: 'notFound',
    },
    {
      field: 'scanSecondarySorting',
      query: `mutation($i: SortingScanInput!) { scanSecondarySorting(input: $i) ${R} }`,
      variables: (i) => ({ i: { pickListId: i.pickListId, code: 'PICK-CRAWL' } }),
      foreign: 'notFound',
    },
    // the number of company B's order: refused as a wrong number (ValidationError), B unchanged
    { field: 'forecastScan', query: `mutation($n: String!) { forecastScan(number: $n) ${R} }`, variables: (i) => ({ n: `PICKFREE-${i.pickFreeOrderId}` }) },
    { field: 'cancelPickList', query: `mutation($id: Int!) { cancelPickList(id: $id) ${R} }`, variables: (i) => ({ id: i.pickListId }), foreign: 'notFound' },
    {
      field: 'deletePickListTemplate',
      query: `mutation($id: Int!) { deletePickListTemplate(id: $id) ${R} }`,
      variables: (i) => ({ id: i.pickTemplateId }),
      foreign: 'notFound',
    },
  ],

  // Created directly through the company's scoped client (orders without the orders API).
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const product = await db.product.create({
      data: { companyId, spu: `PICK-${tag}`, name: `Pick product ${tag}`, skus: { create: [{ companyId, sku: 'PICK-CRAWL' }] } },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    const warehouse = await db.warehouse.create({ data: { companyId, name: `Pick warehouse ${tag}` } });
    const shop = await db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `pick-${tag}`, status: 1 } });
    const channel = await db.logisticsChannel.create({ data: { companyId, name: `Pick channel ${tag}` } });
    const template = await db.pickListTemplate.create({ data: { companyId, name: `Pick template ${tag}`, maxOrders: 10 } });
    const list = await db.pickList.create({ data: { companyId, pickNo: `PK-SEED-${tag}`, templateId: template.id, warehouseId: warehouse.id, orderCount: 2 } });
    const order = (no: string, extra: Record<string, unknown>) =>
      db.order.create({
        data: {
          companyId,
          shopId: shop.id,
          platformType: 1,
          platformOrderNo: no,
          orderNo: no,
          orderedAt: new Date(),
          status: 'awaitingShipment',
          matched: true,
          warehouseId: warehouse.id,
          logisticsChannelId: channel.id,
          ...extra,
          items: { create: [{ companyId, skuId, quantity: 1 }] },
        },
      });
    await order(`PICKON-${tag}`, { pickListId: list.id });
    const verified = await order(`PICKOK-${tag}`, { pickListId: list.id, verifiedAt: new Date() });
    const free = await order(`PICKFREE-${tag}`, {});
    await db.order.update({ where: { id: free.id }, data: { orderNo: `PICKFREE-${free.id}` } });
    return { pickTemplateId: template.id, pickListId: list.id, pickWarehouseId: warehouse.id, pickFreeOrderId: free.id, pickVerifiedOrderId: verified.id };
  },

  async snapshot(db: BareClient, companyId: number) {
    const [templates, lists, orders, items, history] = await Promise.all([
      db.pickListTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.pickList.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.order.findMany({
        where: { companyId },
        orderBy: { id: 'asc' },
        select: { id: true, pickListId: true, sortSlot: true, verifiedAt: true, status: true },
      }),
      db.orderItem.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, verified: true } }),
      db.orderHistory.count({ where: { companyId } }),
    ]);
    return { templates, lists, orders, items, history };
  },
};
