// Exports of the purchasing reports through the task queue: the same filter rules, scope, order
// and figures as the report queries (rows read page by page with the report's own statements).
import type { RequestContext } from '../../platform/context';
import { EXPORT_BATCH_SIZE, registerExport, type CellContext, type ExportColumn } from '../report-jobs/exports';
import {
  procurementFlowRows,
  purchaseBillRows,
  purchaseReportFilter,
  purchaserStatisticsRows,
  reportRowCount,
  reportScope,
  supplierStatisticsRows,
  type ProcurementFlowRow,
  type PurchaseBillRow,
  type PurchaserStatisticsRow,
  type ReportScope,
  type SupplierStatisticsRow,
} from './purchase-reports.service';

type Page = 'supplierStatistics' | 'procurementFlow' | 'purchaserStatistics' | 'purchaseBillReport';

/** The report's rows, EXPORT_BATCH_SIZE at a time (aggregated rows have no id order: offsets). */
async function* batches<Row>(
  ctx: RequestContext,
  page: Page,
  filter: unknown,
  read: (ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }) => Promise<Row[]>,
): AsyncIterable<Row[]> {
  const scope = await reportScope(ctx, page, filter);
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await read(ctx, scope, { offset, limit: EXPORT_BATCH_SIZE });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
const count = (page: Page) => async (ctx: RequestContext, filter: unknown) => reportRowCount(ctx, page, await reportScope(ctx, page, filter));

/** A report as an export: permission, filter, row count and rows are the report's own. */
function reportExport<Row>(
  page: Page,
  read: (ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }) => Promise<Row[]>,
  columns: ExportColumn<Row>[],
) {
  return registerExport({
    reportType: page,
    nameId: `purchaseReport.export.${page}`,
    permission: page,
    filter: purchaseReportFilter,
    count: count(page),
    rows: (ctx, f) => batches(ctx, page, f, read),
    columns,
  });
}

const col = <Row>(id: string, value: ExportColumn<Row>['value'], width = 14): ExportColumn<Row> => ({ headerId: `purchaseReport.col.${id}`, value, width });
const num = (v: string | null) => (v == null ? null : Number(v));
/** A rate as a percentage with two decimals (0.125 → 12.5). */
const pct = (v: number) => Math.round(v * 10000) / 100;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const statusText = (s: string, c: CellContext) => c.t(`purchase.status.${s}`);
const paymentText = (s: string, c: CellContext) => c.t(`purchaseReport.paymentStatus.${s}`);

export const supplierStatisticsExport = reportExport('supplierStatistics', supplierStatisticsRows, [
  col<SupplierStatisticsRow>('supplier', (r) => r.supplierName, 24),
  col<SupplierStatisticsRow>('orderCount', (r) => r.orderCount, 10),
  col<SupplierStatisticsRow>('quantity', (r) => r.quantity, 10),
  col<SupplierStatisticsRow>('amount', (r) => Number(r.amount)),
  col<SupplierStatisticsRow>('received', (r) => r.received, 10),
  col<SupplierStatisticsRow>('good', (r) => r.good, 10),
  col<SupplierStatisticsRow>('defective', (r) => r.defective, 10),
  col<SupplierStatisticsRow>('defectiveRate', (r) => pct(r.defectiveRate), 12),
  col<SupplierStatisticsRow>('delayRate', (r) => pct(r.delayRate), 12),
  col<SupplierStatisticsRow>('replenishmentRate', (r) => pct(r.replenishmentRate), 12),
  col<SupplierStatisticsRow>('returnRate', (r) => pct(r.returnRate), 12),
  col<SupplierStatisticsRow>('averagePrice', (r) => Number(r.averagePrice), 12),
  col<SupplierStatisticsRow>('latestPrice', (r) => num(r.latestPrice), 12),
  col<SupplierStatisticsRow>('latestPurchaseAt', (r) => day(r.latestPurchaseAt), 12),
]);

export const procurementFlowExport = reportExport('procurementFlow', procurementFlowRows, [
  col<ProcurementFlowRow>('orderDate', (r) => day(r.orderDate), 12),
  col<ProcurementFlowRow>('orderNo', (r) => r.orderNo, 22),
  col<ProcurementFlowRow>('supplier', (r) => r.supplierName, 20),
  col<ProcurementFlowRow>('warehouse', (r) => r.warehouseName, 16),
  col<ProcurementFlowRow>('purchaser', (r) => r.purchaserName, 14),
  col<ProcurementFlowRow>('sku', (r) => r.sku, 20),
  col<ProcurementFlowRow>('productName', (r) => r.productName, 28),
  col<ProcurementFlowRow>('quantity', (r) => r.quantity, 10),
  col<ProcurementFlowRow>('unitPrice', (r) => Number(r.unitPrice), 10),
  col<ProcurementFlowRow>('lineAmount', (r) => Number(r.amount), 12),
  col<ProcurementFlowRow>('received', (r) => r.received, 10),
  col<ProcurementFlowRow>('good', (r) => r.good, 10),
  col<ProcurementFlowRow>('defective', (r) => r.defective, 10),
  col<ProcurementFlowRow>('status', (r, c) => statusText(r.status, c), 14),
  col<ProcurementFlowRow>('paymentStatus', (r, c) => paymentText(r.paymentStatus, c), 14),
]);

export const purchaserStatisticsExport = reportExport('purchaserStatistics', purchaserStatisticsRows, [
  col<PurchaserStatisticsRow>('purchaser', (r, c) => r.purchaserName || c.t('purchaseReport.noPurchaser'), 18),
  col<PurchaserStatisticsRow>('orderCount', (r) => r.orderCount, 10),
  col<PurchaserStatisticsRow>('lineCount', (r) => r.lineCount, 10),
  col<PurchaserStatisticsRow>('quantity', (r) => r.quantity, 10),
  col<PurchaserStatisticsRow>('amount', (r) => Number(r.amount)),
  col<PurchaserStatisticsRow>('averageOrderAmount', (r) => Number(r.averageOrderAmount)),
  col<PurchaserStatisticsRow>('onTimeRate', (r) => pct(r.onTimeRate), 12),
  col<PurchaserStatisticsRow>('pendingAudit', (r) => r.pendingAuditCount, 12),
]);

export const purchaseBillExport = reportExport('purchaseBillReport', purchaseBillRows, [
  col<PurchaseBillRow>('orderNo', (r) => r.orderNo, 22),
  col<PurchaseBillRow>('orderDate', (r) => day(r.orderDate), 12),
  col<PurchaseBillRow>('supplier', (r) => r.supplierName, 20),
  col<PurchaseBillRow>('status', (r, c) => statusText(r.status, c), 14),
  col<PurchaseBillRow>('cost', (r) => Number(r.cost), 12),
  col<PurchaseBillRow>('freight', (r) => Number(r.freight), 10),
  col<PurchaseBillRow>('otherFee', (r) => Number(r.otherFee), 10),
  col<PurchaseBillRow>('discount', (r) => Number(r.discount), 10),
  col<PurchaseBillRow>('total', (r) => Number(r.total), 12),
  col<PurchaseBillRow>('paid', (r) => Number(r.paid), 12),
  col<PurchaseBillRow>('refunded', (r) => Number(r.refunded), 12),
  col<PurchaseBillRow>('outstanding', (r) => Number(r.outstanding), 12),
  col<PurchaseBillRow>('paymentStatus', (r, c) => paymentText(r.paymentStatus, c), 14),
  col<PurchaseBillRow>('receivingProgress', (r) => `${r.received}/${r.quantity}`, 12),
]);
