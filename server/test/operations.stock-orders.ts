// Crawler entries of stock orders (issue 23 item 2; see DomainOperations in operations.ts). The seed
// makes an own warehouse with stock, an overseas warehouse, a first-mile channel and two stock orders
// (a draft, one being reviewed) per company; company A aiming at B's ids gets "not found".
import { applyMoves } from '../src/modules/inventory/stock.service';
import { createStockOrder, submitStockOrders } from '../src/modules/stock-orders/stock-orders.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const orderInput = (i: Record<string, number>) => ({
  sourceWarehouseId: i.soSourceId,
  targetWarehouseId: i.soTargetId,
  channelId: i.soChannelId,
  freightSharing: 'weight',
  firstLegFreight: '30',
  lines: [{ skuId: i.soSkuId, quantity: 2 }],
});

export const stockOrderOperations: DomainOperations = {
  operations: [
    {
      field: 'stockOrders',
      query: 'query($f: StockOrderFilter) { stockOrders(first: 100, filter: $f) { totalCount edges { node { id orderNo channelName lines { sku } } } } }',
      variables: (i) => ({ f: { sourceWarehouseId: i.soSourceId, targetWarehouseId: i.soTargetId } }),
      foreign: { list: 'soDraftId' },
    },
    {
      field: 'stockOrder',
      query: 'query($id: Int!) { stockOrder(id: $id) { id orderNo } }',
      variables: (i) => ({ id: i.soDraftId }),
      foreign: 'null',
    },
    {
      field: 'stockOrderChannelOptions',
      query: '{ stockOrderChannelOptions { id name } }',
      variables: () => ({}),
      foreign: { list: 'soChannelId' },
    },
    {
      field: 'stockOrderStatusCounts',
      query: 'query($f: StockOrderCountFilter) { stockOrderStatusCounts(filter: $f) { status count } }',
      variables: (i) => ({ f: { targetWarehouseId: i.soTargetId } }),
    },
    {
      field: 'createStockOrder',
      query: `mutation($i: StockOrderInput!) { createStockOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: orderInput(i) }),
    },
    {
      field: 'updateStockOrder',
      query: `mutation($id: Int!, $i: StockOrderInput!) { updateStockOrder(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.soDraftId, i: orderInput(i) }),
      foreign: 'notFound',
    },
    {
      field: 'submitStockOrders',
      query: `mutation($ids: [Int!]!) { submitStockOrders(ids: $ids) { ${E} } }`,
      variables: (i) => ({ ids: [i.soSpareId] }),
      foreign: 'notFound',
    },
    {
      field: 'reviewStockOrders',
      query: `mutation($ids: [Int!]!) { reviewStockOrders(ids: $ids) { ${E} } }`,
      variables: (i) => ({ ids: [i.soReviewingId] }),
      foreign: 'notFound',
    },
    {
      field: 'rejectStockOrder',
      query: `mutation($i: RejectStockOrderInput!) { rejectStockOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.soReviewingId, reason: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'returnStockOrder',
      query: `mutation($id: Int!) { returnStockOrder(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.soReviewingId }),
      foreign: 'notFound',
    },
    {
      field: 'cancelStockOrder',
      query: `mutation($id: Int!) { cancelStockOrder(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.soSpareId }),
      foreign: 'notFound',
    },
    {
      field: 'generateStockOrderPurchaseOrders',
      query: `mutation($id: Int!) { generateStockOrderPurchaseOrders(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.soReviewingId }),
      foreign: 'notFound',
    },
    {
      field: 'shipStockOrder',
      query: `mutation($i: ShipStockOrderInput!) { shipStockOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.soReviewingId, trackingNo: 'CRAWL-1' } }),
      foreign: 'notFound',
    },
    {
      field: 'receiveStockOrder',
      query: `mutation($i: ReceiveStockOrderInput!) { receiveStockOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.soDraftId, locationId: i.soTargetLocationId, lines: [{ lineId: i.soLineId, quantity: 1 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'syncStockOrderReceipt',
      query: `mutation($i: SyncStockOrderReceiptInput!) { syncStockOrderReceipt(input: $i) { ${E} } }`,
      variables: (i) => ({ i: { id: i.soDraftId } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const product = await ctx.db.product.create({
      data: {
        companyId,
        spu: `SO-${tag}`,
        name: `Stock order ${tag}`,
        skus: { create: [{ companyId, sku: `SO-${tag}-A`, purchasePrice: '4.00', weight: 250 }] },
      },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const source = await ctx.db.warehouse.create({
      data: { companyId, name: `SO own ${tag}`, locations: { create: [{ companyId, code: 'SO-A1' }] } },
      include: { locations: true },
    });
    const target = await ctx.db.warehouse.create({
      data: { companyId, name: `SO overseas ${tag}`, type: 'overseas', country: 'US', locations: { create: [{ companyId, code: 'SO-US1' }] } },
      include: { locations: true },
    });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        {
          skuId: sku.id,
          warehouseId: source.id,
          locationId: source.locations[0].id,
          type: 'inbound',
          quantity: 20,
          unitCost: '4.00',
          billNo: `SO-SEED-${tag}`,
        },
      ]),
    );
    const provider = await ctx.db.firstMileProvider.create({ data: { companyId, name: `SO provider ${tag}` } });
    const channel = await ctx.db.firstMileChannel.create({
      data: {
        companyId,
        providerId: provider.id,
        name: `SO channel ${tag}`,
        transportMode: 'sea',
        minDays: 20,
        maxDays: 30,
        priceCard: { basis: 'weight', divisor: 6000, currency: 'CNY', tiers: [{ fromQuantity: 0, unitPrice: 8 }], fixedFee: 0 },
      },
    });
    const base = {
      sourceWarehouseId: source.id,
      targetWarehouseId: target.id,
      channelId: channel.id,
      firstLegFreight: '12',
      lines: [{ skuId: sku.id, quantity: 2 }],
    };
    const draft = await createStockOrder(ctx, base);
    const spare = await createStockOrder(ctx, base);
    const reviewing = await createStockOrder(ctx, base);
    await submitStockOrders(ctx, [reviewing.id]);
    return {
      soSkuId: sku.id,
      soSourceId: source.id,
      soTargetId: target.id,
      soTargetLocationId: target.locations[0].id,
      soChannelId: channel.id,
      soDraftId: draft.id,
      soSpareId: spare.id,
      soReviewingId: reviewing.id,
      soLineId: draft.lines[0].id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.stockOrder.findMany({ ...where, include: { lines: { orderBy: { id: 'asc' } } } }), db.stockOccupation.findMany(where)]);
  },
};
