// GraphQL of the purchasing reports (issue 7 point 7): four read-only reports guarded by their
// page, each a page of rows with totalCount, a totals row and chart points; exports are started
// through startExport with the same filter (reportType = the page name).
import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { PurchaseOrderPaymentStatusEnum, PurchaseOrderStatusEnum } from '../../graphql/enums';
import { compact } from '../../graphql/inputs';
import * as reports from './purchase-reports.service';

const Filter = builder.inputType('PurchaseReportFilter', {
  description: 'Period on the purchase order date (at most 366 days, default the last 30), supplier, warehouse, purchaser',
  fields: (t) => ({
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
    supplierId: t.int(),
    warehouseId: t.int(),
    purchaserId: t.int({ description: 'User id of the purchaser' }),
  }),
});

const ChartPoint = builder.objectRef<reports.ChartPoint>('PurchaseReportChartPoint').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.expose('value', { type: 'Decimal' }) }),
});

const SupplierRow = builder.objectRef<reports.SupplierStatisticsRow>('SupplierStatisticsRow').implement({
  description: 'One supplier in /supplierStatistics (rates from 0 to 1)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    supplierId: t.exposeInt('supplierId'),
    supplierName: t.exposeString('supplierName'),
    orderCount: t.exposeInt('orderCount'),
    quantity: t.exposeInt('quantity'),
    amount: t.expose('amount', { type: 'Decimal', description: 'Lines + freight + other fees − discount' }),
    received: t.exposeInt('received'),
    good: t.exposeInt('good'),
    defective: t.exposeInt('defective'),
    defectiveRate: t.exposeFloat('defectiveRate'),
    delayRate: t.exposeFloat('delayRate'),
    replenishmentRate: t.exposeFloat('replenishmentRate'),
    returnRate: t.exposeFloat('returnRate'),
    averagePrice: t.expose('averagePrice', { type: 'Decimal' }),
    latestPrice: t.expose('latestPrice', { type: 'Decimal', nullable: true }),
    latestPurchaseAt: t.expose('latestPurchaseAt', { type: 'DateTime', nullable: true }),
  }),
});
const SupplierTotals = builder.objectRef<reports.SupplierStatisticsTotals>('SupplierStatisticsTotals').implement({
  fields: (t) => ({
    orderCount: t.exposeInt('orderCount'),
    quantity: t.exposeInt('quantity'),
    amount: t.expose('amount', { type: 'Decimal' }),
    received: t.exposeInt('received'),
    good: t.exposeInt('good'),
    defective: t.exposeInt('defective'),
    defectiveRate: t.exposeFloat('defectiveRate'),
  }),
});
const SupplierReport = builder
  .objectRef<reports.Report<reports.SupplierStatisticsRow, reports.SupplierStatisticsTotals>>('SupplierStatisticsReport')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      rows: t.field({ type: [SupplierRow], resolve: (r) => r.rows }),
      totals: t.field({ type: SupplierTotals, resolve: (r) => r.totals }),
      chart: t.field({ type: [ChartPoint], description: 'Amount of the top suppliers', resolve: (r) => r.chart }),
    }),
  });

const FlowRow = builder.objectRef<reports.ProcurementFlowRow>('ProcurementFlowRow').implement({
  description: 'One purchase-order line in /procurementFlow',
  fields: (t) => ({
    id: t.exposeInt('id'),
    purchaseOrderId: t.exposeInt('purchaseOrderId'),
    orderDate: t.expose('orderDate', { type: 'DateTime' }),
    orderNo: t.exposeString('orderNo'),
    supplierName: t.exposeString('supplierName'),
    warehouseName: t.exposeString('warehouseName'),
    purchaserName: t.exposeString('purchaserName'),
    sku: t.exposeString('sku'),
    productName: t.exposeString('productName'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Decimal' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    received: t.exposeInt('received'),
    good: t.exposeInt('good'),
    defective: t.exposeInt('defective'),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    paymentStatus: t.expose('paymentStatus', { type: PurchaseOrderPaymentStatusEnum }),
  }),
});
const FlowTotals = builder.objectRef<reports.ProcurementFlowTotals>('ProcurementFlowTotals').implement({
  fields: (t) => ({
    quantity: t.exposeInt('quantity'),
    amount: t.expose('amount', { type: 'Decimal' }),
    received: t.exposeInt('received'),
    good: t.exposeInt('good'),
    defective: t.exposeInt('defective'),
  }),
});
const FlowReport = builder.objectRef<reports.Report<reports.ProcurementFlowRow, reports.ProcurementFlowTotals>>('ProcurementFlowReport').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    rows: t.field({ type: [FlowRow], resolve: (r) => r.rows }),
    totals: t.field({ type: FlowTotals, resolve: (r) => r.totals }),
  }),
});

const PurchaserRow = builder.objectRef<reports.PurchaserStatisticsRow>('PurchaserStatisticsRow').implement({
  description: 'One purchaser in /purchaserStatistics (id 0: orders without a purchaser)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    purchaserId: t.exposeInt('purchaserId', { nullable: true }),
    purchaserName: t.exposeString('purchaserName'),
    orderCount: t.exposeInt('orderCount'),
    lineCount: t.exposeInt('lineCount'),
    quantity: t.exposeInt('quantity'),
    amount: t.expose('amount', { type: 'Decimal' }),
    averageOrderAmount: t.expose('averageOrderAmount', { type: 'Decimal' }),
    onTimeRate: t.exposeFloat('onTimeRate', { description: 'Orders signed for in time over orders signed for (0 to 1)' }),
    pendingAuditCount: t.exposeInt('pendingAuditCount'),
  }),
});
const PurchaserTotals = builder.objectRef<reports.PurchaserStatisticsTotals>('PurchaserStatisticsTotals').implement({
  fields: (t) => ({
    orderCount: t.exposeInt('orderCount'),
    lineCount: t.exposeInt('lineCount'),
    quantity: t.exposeInt('quantity'),
    amount: t.expose('amount', { type: 'Decimal' }),
    averageOrderAmount: t.expose('averageOrderAmount', { type: 'Decimal' }),
    onTimeRate: t.exposeFloat('onTimeRate'),
    pendingAuditCount: t.exposeInt('pendingAuditCount'),
  }),
});
const PurchaserReport = builder
  .objectRef<reports.Report<reports.PurchaserStatisticsRow, reports.PurchaserStatisticsTotals>>('PurchaserStatisticsReport')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      rows: t.field({ type: [PurchaserRow], resolve: (r) => r.rows }),
      totals: t.field({ type: PurchaserTotals, resolve: (r) => r.totals }),
      chart: t.field({ type: [ChartPoint], description: 'Amount of the top purchasers', resolve: (r) => r.chart }),
    }),
  });

const BillRow = builder.objectRef<reports.PurchaseBillRow>('PurchaseBillRow').implement({
  description: 'One purchase order in /purchaseBillReport',
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    orderDate: t.expose('orderDate', { type: 'DateTime' }),
    supplierName: t.exposeString('supplierName'),
    warehouseName: t.exposeString('warehouseName'),
    purchaserName: t.exposeString('purchaserName'),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    cost: t.expose('cost', { type: 'Decimal' }),
    freight: t.expose('freight', { type: 'Decimal' }),
    otherFee: t.expose('otherFee', { type: 'Decimal' }),
    discount: t.expose('discount', { type: 'Decimal' }),
    total: t.expose('total', { type: 'Decimal' }),
    paid: t.expose('paid', { type: 'Decimal', description: 'Approved payments' }),
    refunded: t.expose('refunded', { type: 'Decimal', description: 'Approved refunds' }),
    outstanding: t.expose('outstanding', { type: 'Decimal', description: 'Total − paid + refunded' }),
    paymentStatus: t.expose('paymentStatus', { type: PurchaseOrderPaymentStatusEnum }),
    quantity: t.exposeInt('quantity'),
    received: t.exposeInt('received'),
    receivedRate: t.exposeFloat('receivedRate'),
  }),
});
const BillTotals = builder.objectRef<reports.PurchaseBillTotals>('PurchaseBillTotals').implement({
  fields: (t) => ({
    cost: t.expose('cost', { type: 'Decimal' }),
    freight: t.expose('freight', { type: 'Decimal' }),
    otherFee: t.expose('otherFee', { type: 'Decimal' }),
    discount: t.expose('discount', { type: 'Decimal' }),
    total: t.expose('total', { type: 'Decimal' }),
    paid: t.expose('paid', { type: 'Decimal' }),
    refunded: t.expose('refunded', { type: 'Decimal' }),
    outstanding: t.expose('outstanding', { type: 'Decimal' }),
    quantity: t.exposeInt('quantity'),
    received: t.exposeInt('received'),
  }),
});
const BillReport = builder.objectRef<reports.Report<reports.PurchaseBillRow, reports.PurchaseBillTotals>>('PurchaseBillReport').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    rows: t.field({ type: [BillRow], resolve: (r) => r.rows }),
    totals: t.field({ type: BillTotals, resolve: (r) => r.totals }),
  }),
});

const Option = builder.objectRef<{ id: number; name: string }>('PurchaseReportOption').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});
const Options = builder.objectRef<Awaited<ReturnType<typeof reports.reportFilterOptions>>>('PurchaseReportOptions').implement({
  fields: (t) => ({
    suppliers: t.field({ type: [Option], resolve: (o) => o.suppliers }),
    purchasers: t.field({ type: [Option], resolve: (o) => o.purchasers }),
  }),
});

builder.queryFields((t) => ({
  supplierStatisticsReport: t.field({
    type: SupplierReport,
    errors: {},
    authScopes: { permission: 'supplierStatistics' },
    description: '/supplierStatistics: purchases per supplier, by amount',
    args: {
      filter: t.arg({ type: Filter }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
    },
    resolve: (_r, args, ctx) => reports.supplierStatisticsReport(ctx, compact(args.filter ?? {}), args),
  }),
  procurementFlowReport: t.field({
    type: FlowReport,
    errors: {},
    authScopes: { permission: 'procurementFlow' },
    description: '/procurementFlow: one row per purchase-order line, newest orders first',
    args: {
      filter: t.arg({ type: Filter }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
    },
    resolve: (_r, args, ctx) => reports.procurementFlowReport(ctx, compact(args.filter ?? {}), args),
  }),
  purchaserStatisticsReport: t.field({
    type: PurchaserReport,
    errors: {},
    authScopes: { permission: 'purchaserStatistics' },
    description: '/purchaserStatistics: purchases per purchaser, by amount',
    args: {
      filter: t.arg({ type: Filter }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
    },
    resolve: (_r, args, ctx) => reports.purchaserStatisticsReport(ctx, compact(args.filter ?? {}), args),
  }),
  purchaseBillReport: t.field({
    type: BillReport,
    errors: {},
    authScopes: { permission: 'purchaseBillReport' },
    description: '/purchaseBillReport: amounts, payments and refunds per purchase order',
    args: {
      filter: t.arg({ type: Filter }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
    },
    resolve: (_r, args, ctx) => reports.purchaseBillReport(ctx, compact(args.filter ?? {}), args),
  }),
  purchaseReportOptions: t.field({
    type: Options,
    authScopes: { loggedIn: true },
    description: 'Suppliers and purchasers to filter the purchasing reports by (needs one of the report pages)',
    resolve: (_r, _a, ctx) => reports.reportFilterOptions(ctx),
  }),
}));
