// Crawler entries of purchase orders, payment requests and refunds (see DomainOperations in
// operations.ts). Ids are prefixed (po…).
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 9);
const orderInput = (i: Record<string, number>) => ({
  supplierId: i.poSupplierId,
  warehouseId: i.poWarehouseId,
  lines: [{ skuId: i.poSkuId, quantity: 2, unitPrice: '1.50' }],
});

export const purchaseOrderOperations: DomainOperations = {
  operations: [
    {
      field: 'purchaseOrders',
      query: '{ purchaseOrders(first: 100) { totalCount edges { node { id amounts { total } lines { id } } } } }',
      variables: () => ({}),
      foreign: { list: 'poPendingId' },
    },
    { field: 'purchaseOrderStatusCounts', query: '{ purchaseOrderStatusCounts { status count } }', variables: () => ({}) },
    {
      field: 'purchaseOrder',
      query: 'query($id: Int!) { purchaseOrder(id: $id) { id orderNo lines { id } payments { id } receipts { id } } }',
      variables: (i) => ({ id: i.poApprovedId }),
      foreign: 'null',
    },
    {
      field: 'purchaseSupplierPrices',
      query: 'query($s: Int!, $k: [Int!]!) { purchaseSupplierPrices(supplierId: $s, skuIds: $k) { skuId price } }',
      variables: (i) => ({ s: i.poSupplierId, k: [i.poSkuId] }),
    },
    {
      field: 'purchasePayments',
      query: '{ purchasePayments(kind: payment, first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'poPaymentId' },
    },
    { field: 'purchasePaymentStatusCounts', query: '{ purchasePaymentStatusCounts(kind: refund) { status count } }', variables: () => ({}) },
    {
      field: 'purchasePaymentLimits',
      query: `query($id: Int!) { purchasePaymentLimits(purchaseOrderId: $id, kind: payment) { __typename ... on Error { messageId } ... on QueryPurchasePaymentLimitsSuccess { data { max } } } }`,
      variables: (i) => ({ id: i.poApprovedId }),
      foreign: 'notFound',
    },
    {
      field: 'createPurchaseOrder',
      query: `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: orderInput(i) }),
      foreign: 'notFound',
    },
    {
      field: 'updatePurchaseOrder',
      query: `mutation($id: Int!, $i: PurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $i) ${R} }`,
      variables: (i) => ({ id: i.poPendingId, i: orderInput(i) }),
      foreign: 'notFound',
    },
    {
      field: 'auditPurchaseOrders',
      query: `mutation($i: PurchaseAuditInput!) { auditPurchaseOrders(input: $i) ${R} }`,
      variables: (i) => ({ i: { ids: [i.poPendingId], approve: false, remark: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'cancelPurchaseOrder',
      query: `mutation($id: Int!) { cancelPurchaseOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.poPendingId }),
      foreign: 'notFound',
    },
    {
      field: 'setPurchaseTracking',
      query: `mutation($i: PurchaseTrackingInput!) { setPurchaseTracking(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.poApprovedId, trackingNo: `CRAWL-${rnd()}` } }),
      foreign: 'notFound',
    },
    {
      field: 'createPurchasePayment',
      query: `mutation($i: PurchasePaymentInput!) { createPurchasePayment(input: $i) ${R} }`,
      variables: (i) => ({ i: { purchaseOrderId: i.poApprovedId, kind: 'payment', amount: '0.01' } }),
      foreign: 'notFound',
    },
    {
      field: 'auditPurchasePayments',
      query: `mutation($i: PurchaseAuditInput!) { auditPurchasePayments(input: $i) ${R} }`,
      variables: (i) => ({ i: { ids: [i.poPaymentId], approve: false, remark: 'crawl' } }),
      foreign: 'notFound',
    },
  ],

  /** A supplier, warehouse and SKU; a pending and an approved purchase order; a pending payment request. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const warehouse = await db.warehouse.create({ data: { companyId, name: `PO warehouse ${tag}` } });
    const supplier = await db.supplier.create({ data: { companyId, name: `PO supplier ${tag}` } });
    const product = await db.product.create({
      data: { companyId, spu: `PO-${tag}`, name: `PO product ${tag}`, skus: { create: [{ companyId, sku: `PO-${tag}-1` }] } },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    await db.supplierProduct.create({ data: { companyId, supplierId: supplier.id, skuId, preferred: true, purchasePrice: '1.50' } });
    const make = (status: string, orderNo: string) =>
      db.purchaseOrder.create({
        data: {
          companyId,
          orderNo,
          supplierId: supplier.id,
          warehouseId: warehouse.id,
          status,
          lines: { create: [{ companyId, skuId, quantity: 10, unitPrice: '1.50' }] },
        },
      });
    const pending = await make('pendingAudit', `POP-${tag}`);
    const approved = await make('approved', `POA-${tag}`);
    const payment = await db.purchasePayment.create({
      data: { companyId, billNo: `PR-${tag}`, purchaseOrderId: approved.id, kind: 'payment', amount: '1.00' },
    });
    return {
      poWarehouseId: warehouse.id,
      poSupplierId: supplier.id,
      poSkuId: skuId,
      poPendingId: pending.id,
      poApprovedId: approved.id,
      poPaymentId: payment.id,
    };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [orders, lines, payments] = await Promise.all([
      db.purchaseOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchaseOrderLine.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchasePayment.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { orders, lines, payments };
  },
};
