// Crawler entries of this domain (see DomainOperations in operations.ts): inventory counts, the
// barcode tool and packaging materials.
import { applyMoves } from '../src/modules/inventory/stock.service';
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;

export const countOperations: DomainOperations = {
  operations: [
    {
      field: 'inventoryCountTasks',
      query: '{ inventoryCountTasks(first: 100) { totalCount edges { node { id summary { lines } } } } }',
      variables: () => ({}),
      foreign: { list: 'countTaskId' },
    },
    {
      field: 'inventoryCountTask',
      query: 'query($id: Int!) { inventoryCountTask(id: $id) { id } }',
      variables: (i) => ({ id: i.countTaskId }),
      foreign: 'null',
    },
    {
      field: 'inventoryCountLines',
      query:
        'query($id: Int!) { inventoryCountLines(taskId: $id, first: 100) { totalCount edges { node { id bookQty sku { sku } location { code } value { unitPrice } } } } }',
      variables: (i) => ({ id: i.countTaskId }),
      foreign: { list: 'countLineId' },
    },
    {
      field: 'createCountTask',
      query: `mutation($i: CountTaskInput!) { createCountTask(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.countWarehouseId, skuIds: [i.countSkuId], locationIds: [i.countLocationId] } }),
      foreign: 'notFound',
    },
    { field: 'startCountTask', query: `mutation($id: Int!) { startCountTask(id: $id) ${R} }`, variables: (i) => ({ id: i.countTaskId }), foreign: 'notFound' },
    {
      field: 'saveCountLines',
      query: `mutation($i: CountEntryInput!) { saveCountLines(input: $i) ${R} }`,
      variables: (i) => ({ i: { taskId: i.countTaskId, lines: [{ lineId: i.countLineId, countedQty: 3 }] } }),
      foreign: 'notFound',
    },
    { field: 'endCountTask', query: `mutation($id: Int!) { endCountTask(id: $id) ${R} }`, variables: (i) => ({ id: i.countTaskId }), foreign: 'notFound' },
    { field: 'printCountTask', query: `mutation($id: Int!) { printCountTask(id: $id) ${R} }`, variables: (i) => ({ id: i.countTaskId }), foreign: 'notFound' },
    {
      field: 'deleteCountTask',
      query: `mutation($id: Int!) { deleteCountTask(id: $id) ${R} }`,
      variables: (i) => ({ id: i.countTaskId }),
      foreign: 'notFound',
    },
    {
      field: 'barcodeBatches',
      query: '{ barcodeBatches(first: 100) { totalCount edges { node { id codeRange { first last } } } } }',
      variables: () => ({}),
      foreign: { list: 'barcodeBatchId' },
    },
    {
      field: 'createBarcodeBatch',
      query: `mutation($i: BarcodeBatchInput!) { createBarcodeBatch(input: $i) ${R} }`,
      variables: () => ({ i: { name: 'crawl', number: 2, type: 'code128', prefix: 'CRAWL' } }),
    },
    {
      field: 'printBarcodeBatch',
      query: `mutation($id: Int!) { printBarcodeBatch(id: $id) ${R} }`,
      variables: (i) => ({ id: i.barcodeBatchId }),
      foreign: 'notFound',
    },
    {
      field: 'printSkuLabels',
      query: `mutation($i: SkuLabelsInput!) { printSkuLabels(input: $i) ${R} }`,
      variables: (i) => ({ i: { items: [{ skuId: i.countSkuId, quantity: 1 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'packagingMaterials',
      query: '{ packagingMaterials(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'packagingMaterialId' },
    },
    {
      field: 'createPackagingMaterial',
      query: `mutation($i: PackagingMaterialInput!) { createPackagingMaterial(input: $i) ${R} }`,
      variables: () => ({ i: { name: `crawl ${Math.random().toString(36).slice(2, 9)}`, quantity: 1 } }),
    },
    {
      field: 'updatePackagingMaterial',
      query: `mutation($id: Int!, $i: PackagingMaterialInput!) { updatePackagingMaterial(id: $id, input: $i) ${R} }`,
      variables: (i) => ({ id: i.packagingMaterialId, i: { name: 'crawled', quantity: 9 } }),
      foreign: 'notFound',
    },
    {
      field: 'deletePackagingMaterial',
      query: `mutation($id: Int!) { deletePackagingMaterial(id: $id) ${R} }`,
      variables: (i) => ({ id: i.packagingMaterialId }),
      foreign: 'notFound',
    },
  ],

  // Created directly through the company's scoped client (no other domain's API needed).
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const product = await db.product.create({
      data: { companyId, spu: `COUNT-${tag}`, name: `Count product ${tag}`, skus: { create: [{ companyId, sku: `COUNT-${tag}-1`, purchasePrice: '2.50' }] } },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    const warehouse = await db.warehouse.create({
      data: { companyId, name: `Count warehouse ${tag}`, locations: { create: [{ companyId, code: `CNT-${tag}` }] } },
      include: { locations: true },
    });
    const locationId = warehouse.locations[0].id;
    await db.$transaction((tx) =>
      applyMoves(ctx, tx, [{ skuId, warehouseId: warehouse.id, locationId, type: 'inbound', quantity: 5, unitCost: '2.50', billNo: `SEED-${tag}` }]),
    );
    const task = await db.inventoryCountTask.create({ data: { companyId, taskNo: `PD-SEED-${tag}`, warehouseId: warehouse.id } });
    const line = await db.inventoryCountLine.create({ data: { companyId, taskId: task.id, skuId, locationId, bookQty: 5 } });
    const batch = await db.barcodeBatch.create({ data: { companyId, name: `Batch ${tag}`, number: 3, type: 'code128', prefix: `B${tag}` } });
    const material = await db.packagingMaterial.create({ data: { companyId, name: `Carton ${tag}`, quantity: 10 } });
    return {
      countSkuId: skuId,
      countWarehouseId: warehouse.id,
      countLocationId: locationId,
      countTaskId: task.id,
      countLineId: line.id,
      barcodeBatchId: batch.id,
      packagingMaterialId: material.id,
    };
  },

  async snapshot(db: BareClient, companyId: number) {
    const [tasks, lines, batches, materials, ledger] = await Promise.all([
      db.inventoryCountTask.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.inventoryCountLine.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.barcodeBatch.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.packagingMaterial.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.stockLedger.findMany({ where: { companyId, billType: 'inventoryCount' }, orderBy: { id: 'asc' } }),
    ]);
    return { tasks, lines, batches, materials, ledger };
  },
};
