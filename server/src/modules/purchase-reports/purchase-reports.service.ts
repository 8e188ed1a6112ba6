// Purchasing reports (issue 7 point 7): /supplierStatistics, /procurementFlow, /purchaserStatistics
// and /purchaseBillReport. Figures are SQL aggregates over the company's purchase orders in the
// period (orderDate), cancelled orders left out; raw SQL is not scoped by the client, so every
// statement names the company itself.
import { fromCents, paymentStatusOf, supplierStatistics, toCentsAmount, type SupplierStatistics, type PermissionName } from '@erp/schema';
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, can, requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { reportPage, type Paging } from '../../platform/report-paging';
import { filterDate, filterId } from '../report-jobs/exports';
import { supplierStatisticsOf } from '../suppliers/suppliers.statistics';
import type { PurchaseMoney } from '../purchase-orders/payments.service';

const DAY = 86_400_000;
/** Longest period a report covers (spec: at most 366 days). */
export const REPORT_PERIOD_MAX_DAYS = 366;
/** Period when none is given: the last 30 days. */
const DEFAULT_PERIOD_DAYS = 30;
/** Bars in a report chart. */
const CHART_BARS = 10;

/** Filter rules of every purchasing report and of their exports. */
export const purchaseReportFilter = z
  .object({
    from: filterDate.optional(),
    to: filterDate.optional(),
    supplierId: filterId.optional(),
    warehouseId: filterId.optional(),
    purchaserId: filterId.optional(),
  })
  .superRefine((f, c) => {
    if (!f.from || !f.to) return;
    if (f.to.getTime() < f.from.getTime()) c.addIssue({ code: 'custom', path: ['to'], message: 'purchaseReport.toBeforeFrom' });
    else if (f.to.getTime() - f.from.getTime() > REPORT_PERIOD_MAX_DAYS * DAY)
      c.addIssue({ code: 'custom', path: ['to'], message: 'purchaseReport.periodTooLong' });
  });
export type PurchaseReportFilterInput = z.input<typeof purchaseReportFilter>;
export type PurchaseReportFilter = z.output<typeof purchaseReportFilter>;

/** A checked filter: the period made whole, and each foreign id confirmed in the caller's company. */
export interface ReportScope {
  companyId: number;
  from: Date;
  to: Date;
  supplierId?: number;
  warehouseId?: number;
  purchaserId?: number;
}

/** Checks the filter (period, ids looked up through the company) for the report `page`. */
export async function reportScope(ctx: RequestContext, page: PermissionName, raw: unknown): Promise<ReportScope> {
  assertCan(ctx, page);
  const companyId = requireActor(ctx).companyId;
  const f = parseInput(purchaseReportFilter, raw ?? {});
  const to = f.to ?? new Date();
  const from = f.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * DAY);
  // one end given: the other default must not break the rules either
  if (to.getTime() < from.getTime()) throw ValidationError.field('to', 'purchaseReport.toBeforeFrom');
  if (to.getTime() - from.getTime() > REPORT_PERIOD_MAX_DAYS * DAY) throw ValidationError.field('to', 'purchaseReport.periodTooLong');
  const [supplier, warehouse, purchaser] = await Promise.all([
    f.supplierId ? ctx.db.supplier.findFirst({ where: { id: f.supplierId }, select: { id: true } }) : true,
    f.warehouseId ? ctx.db.warehouse.findFirst({ where: { id: f.warehouseId }, select: { id: true } }) : true,
    f.purchaserId ? ctx.db.user.findFirst({ where: { id: f.purchaserId }, select: { id: true } }) : true,
  ]);
  if (!supplier) throw new NotFoundError('purchase.supplierNotFound');
  if (!warehouse) throw new NotFoundError('purchase.warehouseNotFound');
  if (!purchaser) throw new NotFoundError('purchaseReport.purchaserNotFound');
  return { companyId, from, to, supplierId: f.supplierId, warehouseId: f.warehouseId, purchaserId: f.purchaserId };
}

/** The purchase orders a report counts (alias po): the company's, in the period, not cancelled. */
function ordersWhere(s: ReportScope): Prisma.Sql {
  const and = [
    Prisma.sql`po."companyId" = ${s.companyId}`,
    Prisma.sql`po."status" <> 'cancelled'`,
    Prisma.sql`po."orderDate" >= ${s.from}`,
    Prisma.sql`po."orderDate" <= ${s.to}`,
  ];
  if (s.supplierId) and.push(Prisma.sql`po."supplierId" = ${s.supplierId}`);
  if (s.warehouseId) and.push(Prisma.sql`po."warehouseId" = ${s.warehouseId}`);
  if (s.purchaserId) and.push(Prisma.sql`po."purchaserId" = ${s.purchaserId}`);
  return Prisma.join(and, ' AND ');
}

/** Line sums of one purchase order (alias l), joined laterally after po. */
const LINE_SUMS = Prisma.sql`LEFT JOIN LATERAL (
    SELECT COUNT(*)::int AS "lineCount", COALESCE(SUM(x."quantity"), 0)::int AS "quantity",
      COALESCE(SUM(x."receivedQuantity"), 0)::int AS "received", COALESCE(SUM(x."goodQuantity"), 0)::int AS "good",
      COALESCE(SUM(x."defectiveQuantity"), 0)::int AS "defective", COALESCE(SUM(x."quantity" * x."unitPrice"), 0) AS "cost"
    FROM "PurchaseOrderLine" x WHERE x."purchaseOrderId" = po."id"
  ) l ON TRUE`;
/** Purchase amount of po: product cost + freight + other fees − discount (purchaseTotalCents). */
const ORDER_TOTAL = Prisma.sql`(l."cost" + po."freight" + po."otherFee" - po."discount")`;

export type { Paging };
const page = (p: Paging) => reportPage(p, 'purchaseReport.limitRange');

/** A report resolver over (ctx, filter, paging): the filter is checked into a scope before the paging. */
function reportOf<Row, Totals>(
  name: PermissionName,
  build: (ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }) => Promise<Report<Row, Totals>>,
) {
  return async (ctx: RequestContext, rawFilter: unknown, paging: Paging): Promise<Report<Row, Totals>> =>
    build(ctx, await reportScope(ctx, name, rawFilter), page(paging));
}

/** A `::text` sum of a raw row (NULL: nothing to add up). */
const money = (v: unknown) => fromCents(toCentsAmount((v as string | null) ?? '0'));
/** A text column of a raw row that may be NULL (an outer join). */
const nullableText = (v: unknown) => (v as string | null) ?? '';
const int = (v: unknown) => Number(v ?? 0);
/** a / b rounded to 4 decimals (0 when b is 0), like the purchasing rules' rates. */
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10000) / 10000 : 0);

/** Quantities and amount every report sums over purchase-order lines. */
interface LineSums {
  quantity: number;
  amount: string;
  received: number;
  good: number;
  defective: number;
}
/** The LineSums columns of a raw row (each query names them alike). */
const lineSumsOf = (r: Record<string, unknown>): LineSums => ({
  quantity: int(r.quantity),
  amount: money(r.amount),
  received: int(r.received),
  good: int(r.good),
  defective: int(r.defective),
});

export interface ChartPoint {
  label: string;
  value: string;
}
export interface Report<Row, Totals> {
  totalCount: number;
  rows: Row[];
  totals: Totals;
  chart: ChartPoint[];
}

// ---- /supplierStatistics --------------------------------------------------------------------

export interface SupplierStatisticsRow extends SupplierSums {
  id: number;
  defectiveRate: number;
  delayRate: number;
  replenishmentRate: number;
  returnRate: number;
  averagePrice: string;
  latestPrice: string | null;
  latestPurchaseAt: Date | null;
}
export interface SupplierStatisticsTotals extends LineSums {
  orderCount: number;
  defectiveRate: number;
}

interface SupplierSums extends LineSums {
  supplierId: number;
  supplierName: string;
  orderCount: number;
}

async function supplierSums(ctx: RequestContext, s: ReportScope, offset: number, limit: number): Promise<SupplierSums[]> {
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT po."supplierId", MAX(sp."name") AS "supplierName", COUNT(*)::int AS "orderCount",
      SUM(l."quantity")::int AS "quantity", SUM(${ORDER_TOTAL})::text AS "amount",
      SUM(l."received")::int AS "received", SUM(l."good")::int AS "good", SUM(l."defective")::int AS "defective"
    FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" ${LINE_SUMS}
    WHERE ${ordersWhere(s)}
    GROUP BY po."supplierId"
    ORDER BY SUM(${ORDER_TOTAL}) DESC, po."supplierId" ASC
    OFFSET ${offset} LIMIT ${limit}`;
  return rows.map((r) => ({
    supplierId: int(r.supplierId),
    supplierName: String(r.supplierName),
    orderCount: int(r.orderCount),
    ...lineSumsOf(r),
  }));
}

/**
 * The statistics of the purchasing rules (delay, replenishment, return rates, prices) for the
 * given suppliers over the report's orders. Without a warehouse or purchaser filter these are
 * exactly the supplier pages' figures (supplierStatisticsOf); with one, the same pure rules over
 * the narrower orders: one statement for the orders, one for their line prices.
 */
async function supplierRates(ctx: RequestContext, s: ReportScope, supplierIds: number[]): Promise<Map<number, SupplierStatistics>> {
  if (!supplierIds.length) return new Map();
  if (!s.warehouseId && !s.purchaserId) return supplierStatisticsOf(ctx, supplierIds, { from: s.from, to: s.to });
  const out = new Map<number, SupplierStatistics>();
  const inSuppliers = Prisma.sql`po."supplierId" IN (${Prisma.join(supplierIds)})`;
  const [orders, lines] = await Promise.all([
    ctx.db.$queryRaw<
      {
        supplierId: number;
        orderDate: Date;
        eta: Date | null;
        deliveryDays: number;
        firstSignedAt: Date | null;
        fullyReceived: boolean;
        quantity: number;
        received: number;
        good: number;
        defective: number;
        returned: number;
      }[]
    >`
      SELECT po."supplierId", po."orderDate", po."eta", sp."deliveryDays",
        COALESCE((SELECT MIN(r."signedAt") FROM "PurchaseReceipt" r WHERE r."purchaseOrderId" = po."id" AND r."companyId" = ${s.companyId}), po."signedAt") AS "firstSignedAt",
        (po."status" = 'received' OR (l."quantity" > 0 AND NOT EXISTS (
          SELECT 1 FROM "PurchaseOrderLine" d WHERE d."purchaseOrderId" = po."id" AND d."receivedQuantity" < d."quantity"))) AS "fullyReceived",
        l."quantity", l."received", l."good", l."defective",
        (SELECT COALESCE(SUM(al."quantity"), 0)::int FROM "AbnormalReceipt" a JOIN "AbnormalReceiptLine" al ON al."abnormalReceiptId" = a."id"
          WHERE a."purchaseOrderId" = po."id" AND a."companyId" = ${s.companyId} AND a."method" IN ('return', 'replacement')) AS "returned"
      FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" ${LINE_SUMS}
      WHERE ${ordersWhere(s)} AND ${inSuppliers}`,
    ctx.db.$queryRaw<{ supplierId: number; unitPrice: string; quantity: number; orderDate: Date }[]>`
      SELECT po."supplierId", x."unitPrice"::text AS "unitPrice", SUM(x."quantity")::int AS "quantity", po."orderDate"
      FROM "PurchaseOrder" po JOIN "PurchaseOrderLine" x ON x."purchaseOrderId" = po."id"
      WHERE ${ordersWhere(s)} AND ${inSuppliers}
      GROUP BY po."supplierId", po."id", po."orderDate", x."unitPrice"`,
  ]);
  for (const id of supplierIds) {
    const own = orders.filter((o) => o.supplierId === id);
    out.set(
      id,
      supplierStatistics({
        orders: own.map((o) => ({
          orderDate: new Date(o.orderDate),
          eta: o.eta ? new Date(o.eta) : null,
          deliveryDays: o.deliveryDays,
          firstSignedAt: o.firstSignedAt ? new Date(o.firstSignedAt) : null,
          fullyReceived: o.fullyReceived,
          quantity: o.quantity,
          receivedQuantity: o.received,
        })),
        lines: lines
          .filter((l) => l.supplierId === id)
          .map((l) => ({ unitPrice: Number(l.unitPrice), quantity: l.quantity, orderDate: new Date(l.orderDate) })),
        good: own.reduce((a, o) => a + o.good, 0),
        defective: own.reduce((a, o) => a + o.defective, 0),
        returnedOrExchanged: own.reduce((a, o) => a + int(o.returned), 0),
      }),
    );
  }
  return out;
}

export async function supplierStatisticsRows(ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }): Promise<SupplierStatisticsRow[]> {
  const sums = await supplierSums(ctx, s, p.offset, p.limit);
  const rates = await supplierRates(
    ctx,
    s,
    sums.map((r) => r.supplierId),
  );
  return sums.map((r) => {
    const st = rates.get(r.supplierId)!;
    return {
      ...r,
      id: r.supplierId,
      defectiveRate: st.defectiveRate,
      delayRate: st.delayRate,
      replenishmentRate: st.replenishmentRate,
      returnRate: st.returnRate,
      averagePrice: st.averagePrice.toFixed(2),
      latestPrice: st.latestPrice == null ? null : st.latestPrice.toFixed(2),
      latestPurchaseAt: st.latestPurchaseAt,
    };
  });
}

/** Purchasers of the report's orders; orders without one count as one more. */
async function countPurchasers(ctx: RequestContext, s: ReportScope): Promise<number> {
  const [r] = await ctx.db.$queryRaw<
    { n: number }[]
  >`SELECT COUNT(DISTINCT COALESCE(po."purchaserId", 0))::int AS "n" FROM "PurchaseOrder" po WHERE ${ordersWhere(s)}`;
  return r?.n ?? 0;
}

async function countSuppliers(ctx: RequestContext, s: ReportScope): Promise<number> {
  const [r] = await ctx.db.$queryRaw<{ n: number }[]>`SELECT COUNT(DISTINCT po."supplierId")::int AS "n" FROM "PurchaseOrder" po WHERE ${ordersWhere(s)}`;
  return r?.n ?? 0;
}

/** Sums over every order of the report (the totals row). */
async function orderTotals(ctx: RequestContext, s: ReportScope) {
  const [r] = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT COUNT(*)::int AS "orderCount", COALESCE(SUM(l."lineCount"), 0)::int AS "lineCount", COALESCE(SUM(l."quantity"), 0)::int AS "quantity",
      COALESCE(SUM(${ORDER_TOTAL}), 0)::text AS "amount", COALESCE(SUM(l."cost"), 0)::text AS "cost",
      COALESCE(SUM(po."freight"), 0)::text AS "freight", COALESCE(SUM(po."otherFee"), 0)::text AS "otherFee", COALESCE(SUM(po."discount"), 0)::text AS "discount",
      COALESCE(SUM(l."received"), 0)::int AS "received", COALESCE(SUM(l."good"), 0)::int AS "good", COALESCE(SUM(l."defective"), 0)::int AS "defective",
      COUNT(*) FILTER (WHERE po."status" = 'pendingAudit')::int AS "pendingAudit"
    FROM "PurchaseOrder" po ${LINE_SUMS}
    WHERE ${ordersWhere(s)}`;
  return {
    ...lineSumsOf(r),
    orderCount: int(r.orderCount),
    lineCount: int(r.lineCount),
    cost: money(r.cost),
    freight: money(r.freight),
    otherFee: money(r.otherFee),
    discount: money(r.discount),
    pendingAudit: int(r.pendingAudit),
  };
}

export const supplierStatisticsReport = reportOf<SupplierStatisticsRow, SupplierStatisticsTotals>('supplierStatistics', async (ctx, s, p) => {
  const [totalCount, rows, totals, top] = await Promise.all([
    countSuppliers(ctx, s),
    supplierStatisticsRows(ctx, s, p),
    orderTotals(ctx, s),
    supplierSums(ctx, s, 0, CHART_BARS),
  ]);
  return {
    totalCount,
    rows,
    totals: {
      orderCount: totals.orderCount,
      quantity: totals.quantity,
      amount: totals.amount,
      received: totals.received,
      good: totals.good,
      defective: totals.defective,
      defectiveRate: ratio(totals.defective, totals.good + totals.defective),
    },
    chart: top.map((r) => ({ label: r.supplierName, value: r.amount })),
  };
});

// ---- /procurementFlow -----------------------------------------------------------------------

export interface ProcurementFlowRow extends LineSums {
  /** The purchase-order line. */
  id: number;
  purchaseOrderId: number;
  orderDate: Date;
  orderNo: string;
  supplierName: string;
  warehouseName: string;
  purchaserName: string;
  sku: string;
  productName: string;
  unitPrice: string;
  status: string;
  paymentStatus: string;
}
export type ProcurementFlowTotals = LineSums;

export async function procurementFlowRows(ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }): Promise<ProcurementFlowRow[]> {
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT x."id", po."id" AS "purchaseOrderId", po."orderDate", po."orderNo", sp."name" AS "supplierName", w."name" AS "warehouseName",
      COALESCE(NULLIF(u."realname", ''), u."username", '') AS "purchaserName", sk."sku", pr."name" AS "productName",
      x."quantity", x."unitPrice"::text AS "unitPrice", (x."quantity" * x."unitPrice")::text AS "amount",
      x."receivedQuantity" AS "received", x."goodQuantity" AS "good", x."defectiveQuantity" AS "defective", po."status", po."paymentStatus"
    FROM "PurchaseOrderLine" x
    JOIN "PurchaseOrder" po ON po."id" = x."purchaseOrderId"
    JOIN "Supplier" sp ON sp."id" = po."supplierId"
    LEFT JOIN "Warehouse" w ON w."id" = po."warehouseId"
    LEFT JOIN "User" u ON u."id" = po."purchaserId"
    LEFT JOIN "Sku" sk ON sk."id" = x."skuId"
    LEFT JOIN "Product" pr ON pr."id" = sk."productId"
    WHERE ${ordersWhere(s)} AND x."companyId" = ${s.companyId}
    ORDER BY po."orderDate" DESC, po."id" DESC, x."id" ASC
    OFFSET ${p.offset} LIMIT ${p.limit}`;
  return rows.map((r) => ({
    id: int(r.id),
    purchaseOrderId: int(r.purchaseOrderId),
    orderDate: new Date(r.orderDate as Date),
    orderNo: String(r.orderNo),
    supplierName: String(r.supplierName),
    warehouseName: nullableText(r.warehouseName),
    purchaserName: nullableText(r.purchaserName),
    sku: nullableText(r.sku),
    productName: nullableText(r.productName),
    ...lineSumsOf(r),
    unitPrice: money(r.unitPrice),
    status: String(r.status),
    paymentStatus: String(r.paymentStatus),
  }));
}

async function flowTotals(ctx: RequestContext, s: ReportScope): Promise<ProcurementFlowTotals & { count: number }> {
  const [r] = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT COUNT(*)::int AS "count", COALESCE(SUM(x."quantity"), 0)::int AS "quantity", COALESCE(SUM(x."quantity" * x."unitPrice"), 0)::text AS "amount",
      COALESCE(SUM(x."receivedQuantity"), 0)::int AS "received", COALESCE(SUM(x."goodQuantity"), 0)::int AS "good", COALESCE(SUM(x."defectiveQuantity"), 0)::int AS "defective"
    FROM "PurchaseOrderLine" x JOIN "PurchaseOrder" po ON po."id" = x."purchaseOrderId"
    WHERE ${ordersWhere(s)} AND x."companyId" = ${s.companyId}`;
  return { count: int(r.count), ...lineSumsOf(r) };
}

export const procurementFlowReport = reportOf<ProcurementFlowRow, ProcurementFlowTotals>('procurementFlow', async (ctx, s, p) => {
  const [rows, { count, ...totals }] = await Promise.all([procurementFlowRows(ctx, s, p), flowTotals(ctx, s)]);
  return { totalCount: count, rows, totals, chart: [] };
});

// ---- /purchaserStatistics -------------------------------------------------------------------

export interface PurchaserStatisticsTotals {
  orderCount: number;
  lineCount: number;
  quantity: number;
  amount: string;
  averageOrderAmount: string;
  /** Orders signed for within the promised time, over orders signed for. */
  onTimeRate: number;
  pendingAuditCount: number;
}
/** A purchaser's figures: the totals' columns over their orders. */
export interface PurchaserStatisticsRow extends PurchaserStatisticsTotals {
  /** The purchaser's user id, 0 for orders without a purchaser. */
  id: number;
  purchaserId: number | null;
  purchaserName: string;
}

/** First signing of po (its first receipt, else the order's own signing time), and whether it was within the promised time (same rule as the delay rate). */
const FIRST_SIGNED = Prisma.sql`LEFT JOIN LATERAL (
    SELECT COALESCE(MIN(r."signedAt"), po."signedAt") AS "at" FROM "PurchaseReceipt" r WHERE r."purchaseOrderId" = po."id"
  ) fs ON TRUE`;
const ON_TIME = Prisma.sql`fs."at" <= COALESCE(po."eta", po."orderDate" + sp."deliveryDays" * INTERVAL '1 day') + INTERVAL '86399.999 seconds'`;

const averageOf = (amount: string, orders: number) => fromCents(orders > 0 ? Math.round(toCentsAmount(amount) / orders) : 0);

async function purchaserSums(ctx: RequestContext, s: ReportScope, offset: number, limit: number): Promise<PurchaserStatisticsRow[]> {
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT po."purchaserId", MAX(COALESCE(NULLIF(u."realname", ''), u."username")) AS "purchaserName", COUNT(*)::int AS "orderCount",
      SUM(l."lineCount")::int AS "lineCount", SUM(l."quantity")::int AS "quantity", SUM(${ORDER_TOTAL})::text AS "amount",
      COUNT(fs."at")::int AS "signed", COUNT(*) FILTER (WHERE ${ON_TIME})::int AS "onTime",
      COUNT(*) FILTER (WHERE po."status" = 'pendingAudit')::int AS "pendingAudit"
    FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" LEFT JOIN "User" u ON u."id" = po."purchaserId"
      ${LINE_SUMS} ${FIRST_SIGNED}
    WHERE ${ordersWhere(s)}
    GROUP BY po."purchaserId"
    ORDER BY SUM(${ORDER_TOTAL}) DESC, po."purchaserId" ASC NULLS LAST
    OFFSET ${offset} LIMIT ${limit}`;
  return rows.map((r) => {
    const amount = money(r.amount);
    const purchaserId = r.purchaserId == null ? null : int(r.purchaserId);
    return {
      id: purchaserId ?? 0,
      purchaserId,
      purchaserName: nullableText(r.purchaserName),
      orderCount: int(r.orderCount),
      lineCount: int(r.lineCount),
      quantity: int(r.quantity),
      amount,
      averageOrderAmount: averageOf(amount, int(r.orderCount)),
      onTimeRate: ratio(int(r.onTime), int(r.signed)),
      pendingAuditCount: int(r.pendingAudit),
    };
  });
}

export async function purchaserStatisticsRows(ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }) {
  return purchaserSums(ctx, s, p.offset, p.limit);
}

export const purchaserStatisticsReport = reportOf<PurchaserStatisticsRow, PurchaserStatisticsTotals>('purchaserStatistics', async (ctx, s, p) => {
  const [totalCount, rows, totals, top, signing] = await Promise.all([
    countPurchasers(ctx, s),
    purchaserSums(ctx, s, p.offset, p.limit),
    orderTotals(ctx, s),
    purchaserSums(ctx, s, 0, CHART_BARS),
    ctx.db.$queryRaw<{ signed: number; onTime: number }[]>`
      SELECT COUNT(fs."at")::int AS "signed", COUNT(*) FILTER (WHERE ${ON_TIME})::int AS "onTime"
      FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" ${FIRST_SIGNED} WHERE ${ordersWhere(s)}`,
  ]);
  return {
    totalCount,
    rows,
    totals: {
      orderCount: totals.orderCount,
      lineCount: totals.lineCount,
      quantity: totals.quantity,
      amount: totals.amount,
      averageOrderAmount: averageOf(totals.amount, totals.orderCount),
      onTimeRate: ratio(signing[0]?.onTime ?? 0, signing[0]?.signed ?? 0),
      pendingAuditCount: totals.pendingAudit,
    },
    chart: top.map((r) => ({ label: r.purchaserName, value: r.amount })),
  };
});

// ---- /purchaseBillReport --------------------------------------------------------------------

export interface PurchaseBillRow extends PurchaseMoney {
  /** The purchase order. */
  id: number;
  orderNo: string;
  orderDate: Date;
  supplierName: string;
  warehouseName: string;
  purchaserName: string;
  status: string;
  /** total − paid + refunded. */
  outstanding: string;
  paymentStatus: string;
  quantity: number;
  received: number;
  /** received / quantity (0 to 1). */
  receivedRate: number;
}
export interface PurchaseBillTotals extends PurchaseMoney {
  outstanding: string;
  quantity: number;
  received: number;
}

/** Approved payments and refunds of po (alias pay). */
const PAYMENTS = Prisma.sql`LEFT JOIN LATERAL (
    SELECT COALESCE(SUM(y."amount") FILTER (WHERE y."kind" = 'payment'), 0) AS "paid", COALESCE(SUM(y."amount") FILTER (WHERE y."kind" = 'refund'), 0) AS "refunded"
    FROM "PurchasePayment" y WHERE y."purchaseOrderId" = po."id" AND y."status" = 'approved'
  ) pay ON TRUE`;

export async function purchaseBillRows(ctx: RequestContext, s: ReportScope, p: { offset: number; limit: number }): Promise<PurchaseBillRow[]> {
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT po."id", po."orderNo", po."orderDate", sp."name" AS "supplierName", w."name" AS "warehouseName",
      COALESCE(NULLIF(u."realname", ''), u."username", '') AS "purchaserName", po."status",
      l."cost"::text AS "cost", po."freight"::text AS "freight", po."otherFee"::text AS "otherFee", po."discount"::text AS "discount",
      ${ORDER_TOTAL}::text AS "total", pay."paid"::text AS "paid", pay."refunded"::text AS "refunded", l."quantity", l."received"
    FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId"
      LEFT JOIN "Warehouse" w ON w."id" = po."warehouseId" LEFT JOIN "User" u ON u."id" = po."purchaserId"
      ${LINE_SUMS} ${PAYMENTS}
    WHERE ${ordersWhere(s)}
    ORDER BY po."orderDate" DESC, po."id" DESC
    OFFSET ${p.offset} LIMIT ${p.limit}`;
  return rows.map((r) => {
    const total = toCentsAmount(String(r.total));
    const paid = toCentsAmount(String(r.paid));
    const refunded = toCentsAmount(String(r.refunded));
    return {
      id: int(r.id),
      orderNo: String(r.orderNo),
      orderDate: new Date(r.orderDate as Date),
      supplierName: String(r.supplierName),
      warehouseName: nullableText(r.warehouseName),
      purchaserName: nullableText(r.purchaserName),
      status: String(r.status),
      cost: money(r.cost),
      freight: money(r.freight),
      otherFee: money(r.otherFee),
      discount: money(r.discount),
      total: fromCents(total),
      paid: fromCents(paid),
      refunded: fromCents(refunded),
      outstanding: fromCents(total - paid + refunded),
      paymentStatus: paymentStatusOf(total, paid - refunded),
      quantity: int(r.quantity),
      received: int(r.received),
      receivedRate: ratio(int(r.received), int(r.quantity)),
    };
  });
}

export const purchaseBillReport = reportOf<PurchaseBillRow, PurchaseBillTotals>('purchaseBillReport', async (ctx, s, p) => {
  const [rows, totals, pay] = await Promise.all([
    purchaseBillRows(ctx, s, p),
    orderTotals(ctx, s),
    ctx.db.$queryRaw<{ paid: string; refunded: string }[]>`
      SELECT COALESCE(SUM(pay."paid"), 0)::text AS "paid", COALESCE(SUM(pay."refunded"), 0)::text AS "refunded"
      FROM "PurchaseOrder" po ${PAYMENTS} WHERE ${ordersWhere(s)}`,
  ]);
  const paid = toCentsAmount(pay[0]?.paid ?? '0');
  const refunded = toCentsAmount(pay[0]?.refunded ?? '0');
  return {
    totalCount: totals.orderCount,
    rows,
    totals: {
      cost: totals.cost,
      freight: totals.freight,
      otherFee: totals.otherFee,
      discount: totals.discount,
      total: totals.amount,
      paid: fromCents(paid),
      refunded: fromCents(refunded),
      outstanding: fromCents(toCentsAmount(totals.amount) - paid + refunded),
      quantity: totals.quantity,
      received: totals.received,
    },
    chart: [],
  };
});

// ---- counts and options (exports, filters) --------------------------------------------------

/** Rows each report lists for a checked scope (what an export would write). */
export async function reportRowCount(
  ctx: RequestContext,
  report: 'supplierStatistics' | 'procurementFlow' | 'purchaserStatistics' | 'purchaseBillReport',
  s: ReportScope,
): Promise<number> {
  if (report === 'supplierStatistics') return countSuppliers(ctx, s);
  if (report === 'procurementFlow') return (await flowTotals(ctx, s)).count;
  if (report === 'purchaseBillReport') return (await orderTotals(ctx, s)).orderCount;
  return countPurchasers(ctx, s);
}

export const REPORT_PAGES = ['supplierStatistics', 'procurementFlow', 'purchaserStatistics', 'purchaseBillReport'] as const;

/** Suppliers and users to filter the reports by (any one report page is enough to ask). */
export async function reportFilterOptions(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (!REPORT_PAGES.some((p) => can(actor, p))) assertCan(ctx, 'supplierStatistics');
  const [suppliers, users] = await Promise.all([
    ctx.db.supplier.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    ctx.db.user.findMany({ select: { id: true, realname: true, username: true }, orderBy: { id: 'asc' } }),
  ]);
  return { suppliers, purchasers: users.map((u) => ({ id: u.id, name: u.realname || u.username })) };
}
