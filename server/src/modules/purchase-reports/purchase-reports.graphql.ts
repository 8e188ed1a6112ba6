// GraphQL of the purchasing reports (issue 7 point 7): four read-only reports guarded by their
// page, each a page of rows with totalCount, a totals row and chart points; exports are started
// through startExport with the same filter (reportType = the page name).
import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { PurchaseOrderPaymentStatusEnum, PurchaseOrderStatusEnum } from '../../graphql/enums';
import { plainInput } from '../../graphql/inputs';
import { PURCHASE_AMOUNTS } from '../purchase-orders/purchase-orders.graphql';
import * as reports from './purchase-reports.service';

const Filter = plainInput(
  'PurchaseReportFilter',
  { from: 'DateTime', to: 'DateTime', supplierId: 'Int', warehouseId: 'Int', purchaserId: 'Int: User id of the purchaser' },
  'Period on the purchase order date (at most 366 days, default the last 30), supplier, warehouse, purchaser',
);

const ChartPoint = builder.objectRef<reports.ChartPoint>('PurchaseReportChartPoint').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.expose('value', { type: 'Decimal' }) }),
});

/** A report: a page of rows, the totals of every row and, where the report has one, the chart of its top entries. */
function reportType<Row, Totals>(name: string, row: ObjectRef<Types, Row>, totals: ObjectRef<Types, Totals>, chart?: string) {
  return builder.objectRef<reports.Report<Row, Totals>>(name).implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      // Rows and totals are of their types' shapes; Pothos cannot see it through the generics.
      rows: t.field({ type: [row], resolve: (r) => r.rows as never }),
      totals: t.field({ type: totals, resolve: (r) => r.totals as never }),
      ...(chart ? { chart: t.field({ type: [ChartPoint], description: chart, resolve: (r) => r.chart }) } : {}),
    }),
  });
}

const SupplierRow = builder.objectRef<reports.SupplierStatisticsRow>('SupplierStatisticsRow').implement({
  description: 'One supplier in /supplierStatistics (rates from 0 to 1)',
  fields: (t) =>
    exposeFields(t, {
      id: 'Int',
      supplierId: 'Int',
      supplierName: 'String',
      orderCount: 'Int',
      quantity: 'Int',
      amount: 'Decimal: Lines + freight + other fees − discount',
      received: 'Int',
      good: 'Int',
      defective: 'Int',
      defectiveRate: 'Float',
      delayRate: 'Float',
      replenishmentRate: 'Float',
      returnRate: 'Float',
      averagePrice: 'Decimal',
      latestPrice: 'Decimal?',
      latestPurchaseAt: 'DateTime?',
    }),
});
const SupplierTotals = builder.objectRef<reports.SupplierStatisticsTotals>('SupplierStatisticsTotals').implement({
  fields: (t) =>
    exposeFields(t, { orderCount: 'Int', quantity: 'Int', amount: 'Decimal', received: 'Int', good: 'Int', defective: 'Int', defectiveRate: 'Float' }),
});
const SupplierReport = reportType('SupplierStatisticsReport', SupplierRow, SupplierTotals, 'Amount of the top suppliers');

const FlowRow = builder.objectRef<reports.ProcurementFlowRow>('ProcurementFlowRow').implement({
  description: 'One purchase-order line in /procurementFlow',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      purchaseOrderId: 'Int',
      orderDate: 'DateTime',
      orderNo: 'String',
      supplierName: 'String',
      warehouseName: 'String',
      purchaserName: 'String',
      sku: 'String',
      productName: 'String',
      quantity: 'Int',
      unitPrice: 'Decimal',
      amount: 'Decimal',
      received: 'Int',
      good: 'Int',
      defective: 'Int',
    }),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    paymentStatus: t.expose('paymentStatus', { type: PurchaseOrderPaymentStatusEnum }),
  }),
});
const FlowTotals = builder.objectRef<reports.ProcurementFlowTotals>('ProcurementFlowTotals').implement({
  fields: (t) => exposeFields(t, { quantity: 'Int', amount: 'Decimal', received: 'Int', good: 'Int', defective: 'Int' }),
});
const FlowReport = reportType('ProcurementFlowReport', FlowRow, FlowTotals);

const PurchaserRow = builder.objectRef<reports.PurchaserStatisticsRow>('PurchaserStatisticsRow').implement({
  description: 'One purchaser in /purchaserStatistics (id 0: orders without a purchaser)',
  fields: (t) =>
    exposeFields(t, {
      id: 'Int',
      purchaserId: 'Int?',
      purchaserName: 'String',
      orderCount: 'Int',
      lineCount: 'Int',
      quantity: 'Int',
      amount: 'Decimal',
      averageOrderAmount: 'Decimal',
      onTimeRate: 'Float: Orders signed for in time over orders signed for (0 to 1)',
      pendingAuditCount: 'Int',
    }),
});
const PurchaserTotals = builder.objectRef<reports.PurchaserStatisticsTotals>('PurchaserStatisticsTotals').implement({
  fields: (t) =>
    exposeFields(t, {
      orderCount: 'Int',
      lineCount: 'Int',
      quantity: 'Int',
      amount: 'Decimal',
      averageOrderAmount: 'Decimal',
      onTimeRate: 'Float',
      pendingAuditCount: 'Int',
    }),
});
const PurchaserReport = reportType('PurchaserStatisticsReport', PurchaserRow, PurchaserTotals, 'Amount of the top purchasers');

const BillRow = builder.objectRef<reports.PurchaseBillRow>('PurchaseBillRow').implement({
  description: 'One purchase order in /purchaseBillReport',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String', orderDate: 'DateTime', supplierName: 'String', warehouseName: 'String', purchaserName: 'String' }),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    ...exposeFields(t, {
      cost: 'Decimal',
      freight: 'Decimal',
      otherFee: 'Decimal',
      discount: 'Decimal',
      total: 'Decimal',
      paid: 'Decimal: Approved payments',
      refunded: 'Decimal: Approved refunds',
      outstanding: 'Decimal: Total − paid + refunded',
    }),
    paymentStatus: t.expose('paymentStatus', { type: PurchaseOrderPaymentStatusEnum }),
    ...exposeFields(t, { quantity: 'Int', received: 'Int', receivedRate: 'Float' }),
  }),
});
const BillTotals = builder.objectRef<reports.PurchaseBillTotals>('PurchaseBillTotals').implement({
  fields: (t) => exposeFields(t, { ...PURCHASE_AMOUNTS, outstanding: 'Decimal', quantity: 'Int', received: 'Int' }),
});
const BillReport = reportType('PurchaseBillReport', BillRow, BillTotals);

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
  supplierStatisticsReport: t.field(
    commandsOn(SupplierReport).byReport(
      command('supplierStatistics'),
      Filter,
      reports.supplierStatisticsReport,
      '/supplierStatistics: purchases per supplier, by amount',
    ),
  ),
  procurementFlowReport: t.field(
    commandsOn(FlowReport).byReport(
      command('procurementFlow'),
      Filter,
      reports.procurementFlowReport,
      '/procurementFlow: one row per purchase-order line, newest orders first',
    ),
  ),
  purchaserStatisticsReport: t.field(
    commandsOn(PurchaserReport).byReport(
      command('purchaserStatistics'),
      Filter,
      reports.purchaserStatisticsReport,
      '/purchaserStatistics: purchases per purchaser, by amount',
    ),
  ),
  purchaseBillReport: t.field(
    commandsOn(BillReport).byReport(
      command('purchaseBillReport'),
      Filter,
      reports.purchaseBillReport,
      '/purchaseBillReport: amounts, payments and refunds per purchase order',
    ),
  ),
  purchaseReportOptions: t.field({
    type: Options,
    authScopes: { loggedIn: true },
    description: 'Suppliers and purchasers to filter the purchasing reports by (needs one of the report pages)',
    resolve: (_r, _a, ctx) => reports.reportFilterOptions(ctx),
  }),
}));
