// Crawler entries of packing tasks (issue 23 item 3; see DomainOperations in operations.ts). The seed
// makes an own and an overseas warehouse with stock, two pending-shipment stock orders and an open
// packing task with one box for the first; company A aiming at B's ids gets "not found".
import { applyMoves } from '../src/modules/inventory/stock.service';
import { createPackingTask, savePackingBoxes } from '../src/modules/packing/packing.service';
import { createStockOrder, reviewStockOrders, submitStockOrders } from '../src/modules/stock-orders/stock-orders.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const packingOperations: DomainOperations = {
  operations: [
    {
      field: 'packingTasks',
      query: 'query($f: PackingTaskFilter) { packingTasks(first: 100, filter: $f) { totalCount edges { node { id taskCode boxes { items { sku } } } } } }',
      variables: (i) => ({ f: { sourceWarehouseId: i.pkSourceId, targetWarehouseId: i.pkTargetId } }),
      foreign: { list: 'pkTaskId' },
    },
    {
      field: 'packingTask',
      query: 'query($id: Int!) { packingTask(id: $id) { id taskCode expected { sku quantity packed } } }',
      variables: (i) => ({ id: i.pkTaskId }),
      foreign: 'null',
    },
    {
      field: 'packingTaskStatusCounts',
      query: 'query($f: PackingTaskCountFilter) { packingTaskStatusCounts(filter: $f) { status count } }',
      variables: (i) => ({ f: { sourceWarehouseId: i.pkSourceId } }),
    },
    {
      field: 'createPackingTask',
      query: `mutation($i: CreatePackingTaskInput!) { createPackingTask(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { stockOrderIds: [i.pkSpareOrderId] } }),
      foreign: 'notFound',
    },
    {
      field: 'savePackingBoxes',
      query: `mutation($i: SavePackingBoxesInput!) { savePackingBoxes(input: $i) { ${V} } }`,
      variables: (i) => ({
        i: { id: i.pkTaskId, boxes: [{ boxNo: 1, weight: 2, length: 30, width: 20, height: 10, items: [{ skuId: i.pkSkuId, quantity: 1 }] }] },
      }),
      foreign: 'notFound',
    },
    {
      field: 'printPackingBoxMarks',
      query: `mutation($id: Int!) { printPackingBoxMarks(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.pkTaskId }),
      foreign: 'notFound',
    },
    {
      field: 'completePackingTask',
      query: `mutation($id: Int!) { completePackingTask(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.pkTaskId }),
      foreign: 'notFound',
    },
    {
      field: 'cancelPackingTask',
      query: `mutation($id: Int!) { cancelPackingTask(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.pkTaskId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const product = await ctx.db.product.create({
      data: { companyId, spu: `PK-${tag}`, name: `Packing ${tag}`, skus: { create: [{ companyId, sku: `PK-${tag}-A`, purchasePrice: '4.00', weight: 250 }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const source = await ctx.db.warehouse.create({
      data: { companyId, name: `PK own ${tag}`, locations: { create: [{ companyId, code: 'PK-A1' }] } },
      include: { locations: true },
    });
    const target = await ctx.db.warehouse.create({ data: { companyId, name: `PK overseas ${tag}`, type: 'overseas', country: 'US' } });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        {
          skuId: sku.id,
          warehouseId: source.id,
          locationId: source.locations[0].id,
          type: 'inbound',
          quantity: 20,
          unitCost: '4.00',
          billNo: `PK-SEED-${tag}`,
        },
      ]),
    );
    const base = { sourceWarehouseId: source.id, targetWarehouseId: target.id, lines: [{ skuId: sku.id, quantity: 2 }] };
    const packed = await createStockOrder(ctx, base);
    const spare = await createStockOrder(ctx, base);
    await submitStockOrders(ctx, [packed.id, spare.id]);
    await reviewStockOrders(ctx, [packed.id, spare.id]);
    const task = await createPackingTask(ctx, { stockOrderIds: [packed.id] });
    await savePackingBoxes(ctx, {
      id: task.id,
      boxes: [{ boxNo: 1, weight: 1.5, length: 30, width: 20, height: 10, items: [{ skuId: sku.id, quantity: 1 }] }],
    });
    return { pkSkuId: sku.id, pkSourceId: source.id, pkTargetId: target.id, pkTaskId: task.id, pkSpareOrderId: spare.id };
  },

  async snapshot(db, companyId) {
    return db.packingTask.findMany({
      where: { companyId },
      orderBy: { id: 'asc' },
      include: { boxes: { orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } } } } },
    });
  },
};
