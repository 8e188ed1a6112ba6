// Crawler entries of SHEIN stock orders and delivery orders (issue 23 item 7; see DomainOperations in
// operations.ts). The seed makes an authorized SHEIN shop (sandbox), an own warehouse with stock,
// pulls the sandbox's orders, accepts order 1 and gives it a delivery order; order 2 stays placed.
// Company A aiming at B's ids gets "not found".
import { PLATFORM_TYPES } from '@erp/schema';
import { applyMoves } from '../src/modules/inventory/stock.service';
import { authorizedShop } from '../src/modules/marketplaces/connector.testing';
import { sandboxOrderNo } from '../src/modules/shein/shein.sandbox';
import { acceptSheinOrder, createSheinDelivery, pullSheinOrders } from '../src/modules/shein/shein.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const sheinOperations: DomainOperations = {
  operations: [
    {
      field: 'sheinPurchaseOrders',
      query:
        'query($f: SheinPurchaseOrderFilter) { sheinPurchaseOrders(first: 100, filter: $f) { totalCount edges { node { id orderNo lines { sheinSku } delivery { id } } } } }',
      variables: (i) => ({ f: { shopId: i.shShopId } }),
      foreign: { list: 'shPlacedId' },
    },
    {
      field: 'sheinPurchaseOrder',
      query: 'query($id: Int!) { sheinPurchaseOrder(id: $id) { id orderNo } }',
      variables: (i) => ({ id: i.shPlacedId }),
      foreign: 'null',
    },
    {
      field: 'sheinPurchaseOrderStatusCounts',
      query: 'query($f: SheinPurchaseOrderCountFilter) { sheinPurchaseOrderStatusCounts(filter: $f) { status count } }',
      variables: (i) => ({ f: { shopId: i.shShopId } }),
    },
    {
      field: 'sheinDeliveryOrders',
      query: 'query($f: SheinDeliveryOrderFilter) { sheinDeliveryOrders(first: 100, filter: $f) { totalCount edges { node { id deliveryNo orderNo } } } }',
      variables: (i) => ({ f: { shopId: i.shShopId, warehouseId: i.shWarehouseId } }),
      foreign: { list: 'shDeliveryId' },
    },
    {
      field: 'sheinDeliveryOrder',
      query: 'query($id: Int!) { sheinDeliveryOrder(id: $id) { id deliveryNo } }',
      variables: (i) => ({ id: i.shDeliveryId }),
      foreign: 'null',
    },
    {
      field: 'sheinDeliveryOrderStatusCounts',
      query: 'query($f: SheinDeliveryOrderCountFilter) { sheinDeliveryOrderStatusCounts(filter: $f) { status count } }',
      variables: (i) => ({ f: { shopId: i.shShopId, warehouseId: i.shWarehouseId } }),
    },
    { field: 'sheinShops', query: 'query { sheinShops { id shopName } }', variables: () => ({}) },
    {
      field: 'pullSheinOrders',
      query: `mutation($s: Int!) { pullSheinOrders(shopId: $s) { ${E} } }`,
      variables: (i) => ({ s: i.shShopId }),
      foreign: 'notFound',
    },
    {
      field: 'acceptSheinOrder',
      query: `mutation($id: Int!) { acceptSheinOrder(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.shPlacedId }),
      foreign: 'notFound',
    },
    {
      field: 'rejectSheinOrder',
      query: `mutation($i: RejectSheinOrderInput!) { rejectSheinOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.shPlacedId, reason: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'createSheinDelivery',
      query: `mutation($i: CreateSheinDeliveryInput!) { createSheinDelivery(input: $i) { ${V} } }`,
      variables: (i) => ({
        i: { purchaseOrderId: i.shPlacedId, warehouseId: i.shWarehouseId, deliveryMethod: 'fleet', fleetCode: 'F1', packages: [{ weight: 1 }] },
      }),
      foreign: 'notFound',
    },
    {
      field: 'deliverSheinDelivery',
      query: `mutation($id: Int!) { deliverSheinDelivery(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.shDeliveryId }),
      foreign: 'notFound',
    },
    {
      field: 'printSheinLabels',
      query: `mutation($id: Int!) { printSheinLabels(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.shPlacedId }),
      foreign: 'notFound',
    },
    {
      field: 'printSheinBoxMarks',
      query: `mutation($id: Int!) { printSheinBoxMarks(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.shDeliveryId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const product = await ctx.db.product.create({
      data: { companyId, spu: `SH-${tag}`, name: `Shein ${tag}`, skus: { create: [{ companyId, sku: `SH-${tag}-A`, purchasePrice: '4.00' }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const warehouse = await ctx.db.warehouse.create({
      data: { companyId, name: `SH own ${tag}`, locations: { create: [{ companyId, code: 'SH-A1' }] } },
      include: { locations: true },
    });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        {
          skuId: sku.id,
          warehouseId: warehouse.id,
          locationId: warehouse.locations[0].id,
          type: 'inbound',
          quantity: 10_000,
          unitCost: '4.00',
          billNo: `SH-SEED-${tag}`,
        },
      ]),
    );
    const shop = await authorizedShop(ctx, PLATFORM_TYPES.shein, `SHEIN ${tag}`);
    await pullSheinOrders(ctx, shop.id);
    const idOf = async (n: number) => (await ctx.db.sheinPurchaseOrder.findFirstOrThrow({ where: { orderNo: sandboxOrderNo(shop.id, n) } })).id;
    const accepted = await idOf(1);
    await acceptSheinOrder(ctx, accepted);
    const delivery = await createSheinDelivery(ctx, {
      purchaseOrderId: accepted,
      warehouseId: warehouse.id,
      deliveryMethod: 'fleet',
      fleetCode: 'F1',
      packages: [{ weight: 2 }],
    });
    return { shShopId: shop.id, shWarehouseId: warehouse.id, shPlacedId: await idOf(2), shDeliveryId: delivery.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.sheinPurchaseOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' }, include: { lines: { orderBy: { id: 'asc' } } } }),
      db.sheinDeliveryOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
