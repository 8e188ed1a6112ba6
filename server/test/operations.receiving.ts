// Crawler entries of receiving (see DomainOperations in operations.ts): sign-in, batch sign,
// signed parcels, quality inspection and abnormal receipts. Ids are prefixed (rc…); the purchase
// order number and tracking number of a company are derived from its id (rcCompanyId).
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const list = (field: string) => `{ ${field}(first: 100) { totalCount edges { node { id } } } }`;
const orderNo = (companyId: number) => `RCPO-${companyId}`;
const trackingNo = (companyId: number) => `RCTN-${companyId}`;

export const receivingOperations: DomainOperations = {
  operations: [
    {
      field: 'purchaseOrdersToSign',
      query: `query($t: String!) { purchaseOrdersToSign(trackingNo: $t) { __typename ... on Error { messageId } ... on QueryPurchaseOrdersToSignSuccess { data { id lines { id dueQuantity } } } } }`,
      variables: (i) => ({ t: trackingNo(i.rcCompanyId) }),
    },
    { field: 'purchaseReceipts', query: list('purchaseReceipts'), variables: () => ({}), foreign: { list: 'rcReceiptId' } },
    { field: 'receiptsToInspect', query: list('receiptsToInspect'), variables: () => ({}), foreign: { list: 'rcReceiptId' } },
    {
      field: 'purchaseReceipt',
      query: 'query($id: Int!) { purchaseReceipt(id: $id) { id receiptNo lines { id } } }',
      variables: (i) => ({ id: i.rcReceiptId }),
      foreign: 'null',
    },
    { field: 'abnormalReceipts', query: list('abnormalReceipts'), variables: () => ({}), foreign: { list: 'rcAbnormalId' } },
    { field: 'abnormalReceiptCounts', query: '{ abnormalReceiptCounts { all byStatus { status count } } }', variables: () => ({}) },
    {
      field: 'abnormalReceipt',
      query: 'query($id: Int!) { abnormalReceipt(id: $id) { id billNo lines { id } } }',
      variables: (i) => ({ id: i.rcAbnormalId }),
      foreign: 'null',
    },
    {
      field: 'signReceipt',
      query: `mutation($i: SignReceiptInput!) { signReceipt(input: $i) ${R} }`,
      variables: (i) => ({
        i: {
          trackingNo: trackingNo(i.rcCompanyId),
          purchaseOrderId: i.rcPurchaseOrderId,
          lines: [{ purchaseOrderLineId: i.rcPurchaseOrderLineId, receivedQuantity: 1 }],
        },
      }),
      foreign: 'notFound',
    },
    {
      field: 'signParcels',
      query: `mutation($i: SignParcelsInput!) { signParcels(input: $i) { __typename ... on Error { messageId } ... on MutationSignParcelsSuccess { data { trackingNo receiptNos messageId } } } }`,
      variables: (i) => ({ i: { trackingNos: [trackingNo(i.rcCompanyId)] } }),
    },
    {
      field: 'inspectReceipt',
      query: `mutation($i: InspectReceiptInput!) { inspectReceipt(input: $i) ${R} }`,
      variables: (i) => ({
        i: {
          receiptId: i.rcReceiptId,
          lines: [{ lineId: i.rcReceiptLineId, goodQuantity: 1, goodLocationId: i.rcLocationId, defectiveLocationId: i.rcLocationId }],
        },
      }),
      foreign: 'notFound',
    },
    {
      field: 'createAbnormalReceipt',
      query: `mutation($i: AbnormalReceiptInput!) { createAbnormalReceipt(input: $i) ${R} }`,
      variables: (i) => ({
        i: {
          purchaseOrderNo: orderNo(i.rcCompanyId),
          type: 'defective',
          method: 'return',
          lines: [{ skuId: i.rcSkuId, quantity: 1, waybillNos: ['W1'], receiptPrice: '1', refundAmount: '1' }],
        },
      }),
      foreign: 'notFound',
    },
    {
      field: 'reviewAbnormalReceipts',
      query: `mutation($ids: [Int!]!) { reviewAbnormalReceipts(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.rcAbnormalId] }),
      foreign: 'notFound',
    },
    {
      field: 'processAbnormalReceipt',
      query: `mutation($id: Int!) { processAbnormalReceipt(id: $id) ${R} }`,
      variables: (i) => ({ id: i.rcAbnormalId }),
      foreign: 'notFound',
    },
    {
      field: 'completeAbnormalReceipt',
      query: `mutation($id: Int!) { completeAbnormalReceipt(id: $id) ${R} }`,
      variables: (i) => ({ id: i.rcAbnormalId }),
      foreign: 'notFound',
    },
  ],

  /** A warehouse with a location, a SKU, a supplier, an approved order with a signed receipt, an exception form. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const warehouse = await db.warehouse.create({
      data: { companyId, name: `Receiving warehouse ${tag}`, locations: { create: [{ companyId, code: `RC-${tag}` }] } },
      include: { locations: true },
    });
    const product = await db.product.create({
      data: { companyId, spu: `RC-${tag}`, name: `Receiving ${tag}`, skus: { create: [{ companyId, sku: `RC-${tag}-1` }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const supplier = await db.supplier.create({ data: { companyId, name: `Receiving supplier ${tag}` } });
    const order = await db.purchaseOrder.create({
      data: {
        companyId,
        orderNo: orderNo(companyId),
        supplierId: supplier.id,
        warehouseId: warehouse.id,
        status: 'partiallyReceived',
        trackingNo: trackingNo(companyId),
        lines: { create: [{ companyId, skuId: sku.id, quantity: 10, unitPrice: '1.00', receivedQuantity: 2 }] },
      },
      include: { lines: true },
    });
    const receipt = await db.purchaseReceipt.create({
      data: {
        companyId,
        receiptNo: `RC-${tag}-${companyId}`,
        purchaseOrderId: order.id,
        trackingNo: order.trackingNo,
        lines: { create: [{ companyId, purchaseOrderLineId: order.lines[0].id, skuId: sku.id, receivedQuantity: 2 }] },
      },
      include: { lines: true },
    });
    const form = await db.abnormalReceipt.create({
      data: {
        companyId,
        billNo: `AR-${tag}-${companyId}`,
        purchaseOrderId: order.id,
        type: 'shortage',
        method: 'resend',
        lines: { create: [{ companyId, skuId: sku.id, quantity: 1, waybillNos: ['W0'], receiptPrice: '1.00', refundAmount: '0' }] },
      },
    });
    return {
      rcCompanyId: companyId,
      rcSkuId: sku.id,
      rcLocationId: warehouse.locations[0].id,
      rcPurchaseOrderId: order.id,
      rcPurchaseOrderLineId: order.lines[0].id,
      rcReceiptId: receipt.id,
      rcReceiptLineId: receipt.lines[0].id,
      rcAbnormalId: form.id,
    };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [orders, lines, receipts, receiptLines, forms, formLines] = await Promise.all([
      db.purchaseOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchaseOrderLine.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchaseReceipt.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchaseReceiptLine.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.abnormalReceipt.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.abnormalReceiptLine.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { orders, lines, receipts, receiptLines, forms, formLines };
  },
};
