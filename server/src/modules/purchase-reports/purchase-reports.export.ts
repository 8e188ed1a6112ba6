// Exports of the purchasing reports through the task queue: the same filter rules, scope, order
// and figures as the report queries (rows read page by page with the report's own statements).
import type { RequestContext } from '../../platform/context';
import { columnsOf, EXPORT_BATCH_SIZE, registerExport, type CellContext, type ExportColumn } from '../report-jobs/exports';
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

const num = (v: string | null) => (v == null ? null : Number(v));
/** A rate as a percentage with two decimals (0.125 → 12.5). */
const pct = (v: number) => Math.round(v * 10000) / 100;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const statusText = (s: string, c: CellContext) => c.t(`purchase.status.${s}`);
const paymentText = (s: string, c: CellContext) => c.t(`purchaseReport.paymentStatus.${s}`);

export const supplierStatisticsExport = reportExport(
  'supplierStatistics',
  supplierStatisticsRows,
  columnsOf<SupplierStatisticsRow>('purchaseReport.col', {
    supplier: [24, (r) => r.supplierName],
    orderCount: 10,
    quantity: 10,
    amount: [14, (r) => Number(r.amount)],
    received: 10,
    good: 10,
    defective: 10,
    defectiveRate: [12, (r) => pct(r.defectiveRate)],
    delayRate: [12, (r) => pct(r.delayRate)],
    replenishmentRate: [12, (r) => pct(r.replenishmentRate)],
    returnRate: [12, (r) => pct(r.returnRate)],
    averagePrice: [12, (r) => Number(r.averagePrice)],
    latestPrice: [12, (r) => num(r.latestPrice)],
    latestPurchaseAt: [12, (r) => day(r.latestPurchaseAt)],
  }),
);

export const procurementFlowExport = reportExport(
  'procurementFlow',
  procurementFlowRows,
  columnsOf<ProcurementFlowRow>('purchaseReport.col', {
    orderDate: [12, (r) => day(r.orderDate)],
    orderNo: 22,
    supplier: [20, (r) => r.supplierName],
    warehouse: [16, (r) => r.warehouseName],
    purchaser: [14, (r) => r.purchaserName],
    sku: 20,
    productName: 28,
    quantity: 10,
    unitPrice: [10, (r) => Number(r.unitPrice)],
    lineAmount: [12, (r) => Number(r.amount)],
    received: 10,
    good: 10,
    defective: 10,
    status: [14, (r, c) => statusText(r.status, c)],
    paymentStatus: [14, (r, c) => paymentText(r.paymentStatus, c)],
  }),
);

export const purchaserStatisticsExport = reportExport(
  'purchaserStatistics',
  purchaserStatisticsRows,
  columnsOf<PurchaserStatisticsRow>('purchaseReport.col', {
    purchaser: [18, (r, c) => r.purchaserName || c.t('purchaseReport.noPurchaser')],
    orderCount: 10,
    lineCount: 10,
    quantity: 10,
    amount: [14, (r) => Number(r.amount)],
    averageOrderAmount: [14, (r) => Number(r.averageOrderAmount)],
    onTimeRate: [12, (r) => pct(r.onTimeRate)],
    pendingAudit: [12, (r) => r.pendingAuditCount],
  }),
);

export const purchaseBillExport = reportExport(
  'purchaseBillReport',
  purchaseBillRows,
  columnsOf<PurchaseBillRow>('purchaseReport.col', {
    orderNo: 22,
    orderDate: [12, (r) => day(r.orderDate)],
    supplier: [20, (r) => r.supplierName],
    status: [14, (r, c) => statusText(r.status, c)],
    cost: [12, (r) => Number(r.cost)],
    freight: [10, (r) => Number(r.freight)],
    otherFee: [10, (r) => Number(r.otherFee)],
    discount: [10, (r) => Number(r.discount)],
    total: [12, (r) => Number(r.total)],
    paid: [12, (r) => Number(r.paid)],
    refunded: [12, (r) => Number(r.refunded)],
    outstanding: [12, (r) => Number(r.outstanding)],
    paymentStatus: [14, (r, c) => paymentText(r.paymentStatus, c)],
    receivingProgress: [12, (r) => `${r.received}/${r.quantity}`],
  }),
);
