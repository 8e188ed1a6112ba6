// Crawler entries of suppliers and supply relationships (see DomainOperations in operations.ts).
// Ids are prefixed su…; the spare supplier is the one deleteSupplier may remove.
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 9);

export const supplierOperations: DomainOperations = {
  operations: [
    {
      field: 'suppliers',
      query: '{ suppliers(first: 100) { totalCount edges { node { id statistics { purchaseCount } } } } }',
      variables: () => ({}),
      foreign: { list: 'suSupplierId' },
    },
    {
      field: 'supplier',
      query: 'query($id: Int!) { supplier(id: $id) { id name statistics { delayRate } } }',
      variables: (i) => ({ id: i.suSupplierId }),
      foreign: 'null',
    },
    {
      field: 'supplierPurchaseRecords',
      query: 'query($id: Int!) { supplierPurchaseRecords(supplierId: $id) { totalCount nodes { lineId orderNo sku } } }',
      variables: (i) => ({ id: i.suSupplierId }),
      foreign: 'null',
    },
    {
      field: 'supplyRelationships',
      query: '{ supplyRelationships(first: 100) { totalCount nodes { skuId supplierCount suppliers { supplierId } } } }',
      variables: () => ({}),
    },
    {
      field: 'supplyRelationship',
      query: 'query($id: Int!) { supplyRelationship(skuId: $id) { skuId suppliers { supplierId lastPurchasePrice supplierStatistics { purchaseCount } } } }',
      variables: (i) => ({ id: i.suSkuId }),
      foreign: 'null',
    },
    {
      field: 'supplierProducts',
      query: 'query($id: Int!) { supplierProducts(supplierId: $id) { totalCount nodes { skuId purchasedQuantity } } }',
      variables: (i) => ({ id: i.suSupplierId }),
      foreign: 'null',
    },
    { field: 'supplierOptions', query: '{ supplierOptions { id name type enabled preferred } }', variables: () => ({}) },
    {
      field: 'supplierProductPrices',
      query: `query($s: [Int!]!, $id: Int!) { supplierProductPrices(skuIds: $s, supplierId: $id) { __typename ... on Error { messageId } ... on QuerySupplierProductPricesSuccess { data { skuId unitPrice } } } }`,
      variables: (i) => ({ s: [i.suSkuId], id: i.suSupplierId }),
      foreign: 'notFound',
    },
    {
      field: 'createSupplier',
      query: `mutation($i: SupplierInput!) { createSupplier(input: $i) ${R} }`,
      variables: () => ({ i: { name: `crawl ${rnd()}`, deliveryDays: 5 } }),
    },
    {
      field: 'updateSupplier',
      query: `mutation($id: Int!, $i: SupplierInput!) { updateSupplier(id: $id, input: $i) ${R} }`,
      variables: (i) => ({ id: i.suSupplierId, i: { name: `crawled ${rnd()}`, website: 'https://example.com' } }),
      foreign: 'notFound',
    },
    {
      field: 'setSupplierEnabled',
      query: `mutation($id: Int!) { setSupplierEnabled(id: $id, enabled: true) ${R} }`,
      variables: (i) => ({ id: i.suSupplierId }),
      foreign: 'notFound',
    },
    {
      field: 'setSupplyRelationship',
      query: `mutation($i: SupplyRelationshipInput!) { setSupplyRelationship(input: $i) ${R} }`,
      variables: (i) => ({ i: { skuId: i.suSkuId, suppliers: [{ supplierId: i.suSupplierId, preferred: true, purchasePrice: '2.50', moq: 10 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteSupplier',
      query: `mutation($id: Int!) { deleteSupplier(id: $id) ${R} }`,
      variables: (i) => ({ id: i.suSpareSupplierId }),
      foreign: 'notFound',
    },
  ],

  /** A SKU sold by one supplier, a purchase order of it, and a spare supplier for deletion. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const warehouse = await db.warehouse.create({ data: { companyId, name: `Supplier warehouse ${tag}` } });
    const product = await db.product.create({
      data: { companyId, spu: `SU-${tag}`, name: `Supplied ${tag}`, skus: { create: [{ companyId, sku: `SU-${tag}-1` }] } },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    const supplier = await db.supplier.create({ data: { companyId, name: `Supplier ${tag}`, preferred: true } });
    const spare = await db.supplier.create({ data: { companyId, name: `Spare supplier ${tag}` } });
    await db.supplierProduct.create({ data: { companyId, supplierId: supplier.id, skuId, preferred: true, purchasePrice: '2.00' } });
    await db.purchaseOrder.create({
      data: {
        companyId,
        orderNo: `SU-PO-${tag}-${rnd()}`,
        supplierId: supplier.id,
        warehouseId: warehouse.id,
        lines: { create: [{ companyId, skuId, quantity: 5, unitPrice: '2.00' }] },
      },
    });
    return { suSupplierId: supplier.id, suSpareSupplierId: spare.id, suSkuId: skuId, suWarehouseId: warehouse.id };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [suppliers, products] = await Promise.all([
      db.supplier.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.supplierProduct.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { suppliers, products };
  },
};
