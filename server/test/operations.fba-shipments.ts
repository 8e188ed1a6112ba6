// Crawler entries of FBA shipments (issue 23 item 6; see DomainOperations in operations.ts). The
// seed makes an authorized Amazon shop, an own warehouse with stock, an FBA warehouse and one
// shipment planned through the sandbox. Company A aiming at B's ids gets "not found".
import { PLATFORM_TYPES } from '@erp/schema';
import { createFbaShipment } from '../src/modules/fba-shipments/fba-shipments.service';
import { applyMoves } from '../src/modules/inventory/stock.service';
import { authorizedShop } from '../src/modules/marketplaces/connector.testing';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const box = (skuId: number) => ({ boxNo: 1, weight: 1, length: 10, width: 10, height: 10, items: [{ skuId, quantity: 1 }] });

export const fbaShipmentOperations: DomainOperations = {
  operations: [
    {
      field: 'fbaShipments',
      query:
        'query($f: FbaShipmentFilter) { fbaShipments(first: 100, filter: $f) { totalCount edges { node { id shipmentNo lines { sku } boxes { boxCode } } } } }',
      variables: (i) => ({ f: { shopId: i.fbaShopId, sourceWarehouseId: i.fbaSourceId, fbaWarehouseId: i.fbaWarehouseId } }),
      foreign: { list: 'fbaPlannedId' },
    },
    {
      field: 'fbaShipment',
      query: 'query($id: Int!) { fbaShipment(id: $id) { id shipmentNo } }',
      variables: (i) => ({ id: i.fbaPlannedId }),
      foreign: 'null',
    },
    {
      field: 'fbaShipmentStatusCounts',
      query: 'query($f: FbaShipmentCountFilter) { fbaShipmentStatusCounts(filter: $f) { status count } }',
      variables: (i) => ({ f: { shopId: i.fbaShopId, sourceWarehouseId: i.fbaSourceId, fbaWarehouseId: i.fbaWarehouseId } }),
    },
    { field: 'fbaShipmentOptions', query: 'query { fbaShipmentOptions { shops { id name } fbaWarehouses { id } connector } }', variables: () => ({}) },
    {
      field: 'createFbaShipment',
      query: `mutation($i: FbaShipmentInput!) { createFbaShipment(input: $i) { ${V} } }`,
      variables: (i) => ({
        i: { shopId: i.fbaShopId, sourceWarehouseId: i.fbaSourceId, fbaWarehouseId: i.fbaWarehouseId, lines: [{ skuId: i.fbaSkuId, quantity: 1 }] },
      }),
      foreign: 'notFound',
    },
    ...(['planFbaShipment', 'markFbaShipmentShipped', 'syncFbaShipment', 'cancelFbaShipment'] as const).map((field) => ({
      field,
      query: `mutation($id: Int!) { ${field}(id: $id) { ${E} } }`,
      variables: (i: Record<string, number>) => ({ id: i.fbaPlannedId }),
      foreign: 'notFound' as const,
    })),
    ...(['markFbaShipmentsShipped', 'syncFbaShipments', 'cancelFbaShipments'] as const).map((field) => ({
      field,
      query: `mutation($ids: [Int!]!) { ${field}(ids: $ids) { ${E} } }`,
      variables: (i: Record<string, number>) => ({ ids: [i.fbaPlannedId] }),
    })),
    {
      field: 'packFbaShipment',
      query: `mutation($i: PackFbaShipmentInput!) { packFbaShipment(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.fbaPlannedId, boxes: [box(i.fbaSkuId)] } }),
      foreign: 'notFound',
    },
    {
      field: 'shipFbaShipment',
      query: `mutation($i: ShipFbaShipmentInput!) { shipFbaShipment(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.fbaPlannedId, carrier: 'UPS', trackingNo: 'T1' } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const product = await ctx.db.product.create({
      data: { companyId, spu: `FBA-${tag}`, name: `FBA ${tag}`, skus: { create: [{ companyId, sku: `FBA-${tag}-A`, purchasePrice: '4.00' }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const source = await ctx.db.warehouse.create({
      data: { companyId, name: `FBA source ${tag}`, locations: { create: [{ companyId, code: 'FBA-A1' }] } },
      include: { locations: true },
    });
    const fba = await ctx.db.warehouse.create({ data: { companyId, name: `FBA US ${tag}`, type: 'fba', country: 'US' } });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        {
          skuId: sku.id,
          warehouseId: source.id,
          locationId: source.locations[0].id,
          type: 'inbound',
          quantity: 10_000,
          unitCost: '4.00',
          billNo: `FBA-SEED-${tag}`,
        },
      ]),
    );
    const shop = await authorizedShop(ctx, PLATFORM_TYPES.amazon, `Amazon ${tag}`);
    const planned = await createFbaShipment(ctx, {
      shopId: shop.id,
      sourceWarehouseId: source.id,
      fbaWarehouseId: fba.id,
      lines: [{ skuId: sku.id, quantity: 1 }],
    });
    return { fbaShopId: shop.id, fbaSourceId: source.id, fbaWarehouseId: fba.id, fbaSkuId: sku.id, fbaPlannedId: planned.id };
  },

  async snapshot(db, companyId) {
    return db.fbaShipment.findMany({
      where: { companyId },
      orderBy: { id: 'asc' },
      include: { lines: { orderBy: { id: 'asc' } }, boxes: { include: { items: true } } },
    });
  },
};
