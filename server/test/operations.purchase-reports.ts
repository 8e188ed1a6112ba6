// Crawler entries of the purchasing reports (see DomainOperations in operations.ts). The seed
// writes a supplier, a warehouse and a purchase order directly, so the report filters can be
// aimed at another company's supplier, warehouse and purchaser (user) ids: "not found".
import { newBillNo } from '../src/platform/lookups';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const report = (field: string, success: string, fields: string) =>
  `query($f: PurchaseReportFilter) { ${field}(filter: $f, limit: 5) { ${E} ... on ${success} { data { totalCount ${fields} } } } }`;

export const purchaseReportOperations: DomainOperations = {
  operations: [
    {
      field: 'supplierStatisticsReport',
      query: report('supplierStatisticsReport', 'QuerySupplierStatisticsReportSuccess', 'rows { supplierId amount } totals { amount } chart { label value }'),
      variables: (i) => ({ f: { supplierId: i.prSupplierId, warehouseId: i.prWarehouseId, purchaserId: i.prPurchaserId } }),
      foreign: 'notFound',
    },
    {
      field: 'procurementFlowReport',
      query: report('procurementFlowReport', 'QueryProcurementFlowReportSuccess', 'rows { id orderNo } totals { amount }'),
      variables: (i) => ({ f: { supplierId: i.prSupplierId, warehouseId: i.prWarehouseId, purchaserId: i.prPurchaserId } }),
      foreign: 'notFound',
    },
    {
      field: 'purchaserStatisticsReport',
      query: report('purchaserStatisticsReport', 'QueryPurchaserStatisticsReportSuccess', 'rows { purchaserId amount } totals { amount } chart { label }'),
      variables: (i) => ({ f: { supplierId: i.prSupplierId, warehouseId: i.prWarehouseId, purchaserId: i.prPurchaserId } }),
      foreign: 'notFound',
    },
    {
      field: 'purchaseBillReport',
      query: report('purchaseBillReport', 'QueryPurchaseBillReportSuccess', 'rows { id orderNo outstanding } totals { outstanding }'),
      variables: (i) => ({ f: { supplierId: i.prSupplierId, warehouseId: i.prWarehouseId, purchaserId: i.prPurchaserId } }),
      foreign: 'notFound',
    },
    { field: 'purchaseReportOptions', query: '{ purchaseReportOptions { suppliers { id name } purchasers { id name } } }', variables: () => ({}) },
  ],

  /** A supplier, a warehouse and one approved purchase order of the company's main account. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const supplier = await ctx.db.supplier.create({ data: { companyId, name: `Report supplier ${tag}` } });
    const warehouse = await ctx.db.warehouse.create({ data: { companyId, name: `Report warehouse ${tag}` } });
    const product = await ctx.db.product.create({
      data: { companyId, spu: `PR-${tag}`, name: `Report cup ${tag}`, skus: { create: [{ companyId, sku: `PR-${tag}-1` }] } },
      include: { skus: true },
    });
    const order = await ctx.db.purchaseOrder.create({
      data: {
        companyId,
        orderNo: newBillNo('PO'),
        supplierId: supplier.id,
        warehouseId: warehouse.id,
        purchaserId: company.userId,
        status: 'approved',
        lines: { create: [{ companyId, skuId: product.skus[0].id, quantity: 3, unitPrice: '2.50' }] },
      },
    });
    return { prSupplierId: supplier.id, prWarehouseId: warehouse.id, prPurchaserId: company.userId, prPurchaseOrderId: order.id };
  },
};
