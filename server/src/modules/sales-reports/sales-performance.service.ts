// Issue 22 item 7: /salesReport, /storePerformance and /orderPerformance, on the same scope, order
// set and money rules as the other sales reports (sales-reports.service.ts: salesScope, the goods
// amount as sales, currencies converted per group and the totals converted once per currency), so
// their totals agree with /salesAnalysis, /orderAnalysis and /storeAnalysis to the cent.
//
// - /salesReport: goods amount, freight, gross (goods + freight), platform fee (per shop, its rate),
//   net (gross − fee), refunds, by shop, platform, buyer country or period (groupBy).
// - /storePerformance: per shop, what was sold and how it was fulfilled: placed orders, sales orders,
//   goods amount, shipped, shipped on time (by the marketplace's ship-by time), average hours from
//   payment to shipment, unshipped and overdue, cancelled (cancel rate), refunded (refund rate).
// - /orderPerformance: the same fulfilment figures per day, week or month of the period.
import { fromCents, marketplaceLabel, periodBuckets, refundRate, UNSHIPPED_STATUSES } from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import {
  addAcc,
  average,
  CHART_ITEMS,
  emptyAcc,
  fold,
  GOODS_AMOUNT,
  groupSums,
  ordersWhere,
  pagedSalesReport,
  rate4,
  REFUNDED,
  salesScope,
  shopFeeCents,
  shopsById,
  VALID,
  type Acc,
  addUpByCurrency,
  type GroupSums,
  type Paging,
  type SalesScope,
} from './sales-reports.service';

const periodGroup = (s: SalesScope) => Prisma.sql`to_char(date_trunc(${s.filter.granularity}::text, o."orderedAt"), 'YYYY-MM-DD')`;
const countryGroup = Prisma.sql`UPPER(o."country")`;
const platformGroup = Prisma.sql`o."platformType"::text`;

// ---- /salesReport ------------------------------------------------------------------------------

export interface SalesReportFigures {
  orders: number;
  units: number;
  /** Goods amount: order totals less the freight (issue 22 item 9). */
  salesAmount: string;
  freight: string;
  /** Goods + freight: what the buyers paid. */
  grossAmount: string;
  platformFee: string;
  /** Gross less the platform fee. */
  netAmount: string;
  averageOrderValue: string;
  refundedOrders: number;
  refundedAmount: string;
}
export interface SalesReportRow extends SalesReportFigures {
  /** Shop id, platform type, country code or the period's first day, as text. */
  key: string;
  label: string;
}
export interface SalesReportResult {
  currency: string;
  missingCurrencies: string[];
  groupBy: string;
  granularity: string;
  totalCount: number;
  rows: SalesReportRow[];
  totals: SalesReportFigures;
  /** Goods amount per period bucket (every bucket of the period), for the trend chart. */
  trend: { label: string; value: string }[];
  /** Sales and refunds counted at all: 0 means an empty period. */
  orderCount: number;
}

function salesReportFigures(a: Acc, feeCents: number): SalesReportFigures {
  return {
    orders: a.orders,
    units: a.units,
    salesAmount: fromCents(a.sales),
    freight: fromCents(a.freight),
    grossAmount: fromCents(a.sales + a.freight),
    platformFee: fromCents(feeCents),
    netAmount: fromCents(a.sales + a.freight - feeCents),
    averageOrderValue: average(a),
    refundedOrders: a.refundedOrders,
    refundedAmount: fromCents(a.refunded),
  };
}

/** Splits a "shopId|group" key. */
const splitKey = (k: string) => {
  const i = k.indexOf('|');
  return { shopId: Number(k.slice(0, i)), group: k.slice(i + 1) };
};

/** Every row of /salesReport (the page is cut from it), with the totals and the trend. */
export async function salesReportAll(ctx: RequestContext, s: SalesScope): Promise<SalesReportResult> {
  const groupBy = s.filter.groupBy;
  const groupExpr = groupBy === 'shop' ? Prisma.sql`''` : groupBy === 'platform' ? platformGroup : groupBy === 'country' ? countryGroup : periodGroup(s);
  // one statement by (shop, group, currency): the fee needs each shop's rate, whatever the grouping
  const sums = await groupSums(ctx, s, Prisma.sql`o."shopId"::text || '|' || COALESCE(${groupExpr}, '')`, 'valid');
  const byShopGroup = fold(s, sums);
  const missingCurrencies = byShopGroup.missingCurrencies;
  const shopIds = [...new Set(sums.map((r) => splitKey(r.group).shopId))];
  const shops = await shopsById(ctx, shopIds);
  const rateOf = (shopId: number) => shops.get(shopId)?.platformRate ?? 0;

  // rows: (shop, group) cells converted, fee per cell, then added into their row
  const rowAcc = new Map<string, { acc: Acc; fee: number }>();
  for (const [k, a] of byShopGroup.groups) {
    const { shopId, group } = splitKey(k);
    const key = groupBy === 'shop' ? String(shopId) : group;
    const cur = rowAcc.get(key) ?? { acc: emptyAcc(), fee: 0 };
    rowAcc.set(key, { acc: addAcc(cur.acc, a), fee: cur.fee + shopFeeCents(a, rateOf(shopId)) });
  }

  // totals: each currency's period sums converted once; the fee is each shop's fee over the whole
  // period (so it equals /storeAnalysis' total platform fee)
  const shopTotals = fold(
    s,
    addUpByCurrency(sums, (r) => String(splitKey(r.group).shopId)),
  ).groups;
  let totalFee = 0;
  for (const [shopId, a] of shopTotals) totalFee += shopFeeCents(a, rateOf(Number(shopId)));
  const total =
    fold(
      s,
      addUpByCurrency(sums, () => ''),
    ).groups.get('') ?? emptyAcc();

  const labelOf = (key: string) => {
    if (groupBy === 'shop') return shops.get(Number(key))?.name ?? key;
    if (groupBy === 'platform') return marketplaceLabel(Number(key));
    return key;
  };
  let rows: SalesReportRow[];
  if (groupBy === 'period') {
    rows = periodBuckets(s.filter, s.filter.granularity).map((b) => {
      const r = rowAcc.get(b.start.toISOString().slice(0, 10)) ?? { acc: emptyAcc(), fee: 0 };
      return { key: b.start.toISOString().slice(0, 10), label: b.label, ...salesReportFigures(r.acc, r.fee) };
    });
  } else {
    rows = [...rowAcc.entries()]
      .sort(([ka, a], [kb, b]) => b.acc.sales - a.acc.sales || b.acc.orders - a.acc.orders || (ka < kb ? -1 : ka > kb ? 1 : 0))
      .map(([key, r]) => ({ key, label: labelOf(key), ...salesReportFigures(r.acc, r.fee) }));
  }

  // the trend: goods amount per period bucket (a second, small grouping of the same sums when the rows are not periods)
  let trend: { label: string; value: string }[];
  if (groupBy === 'period') trend = rows.map((r) => ({ label: r.label, value: r.salesAmount }));
  else {
    const per = fold(s, await groupSums(ctx, s, periodGroup(s), 'valid')).groups;
    trend = periodBuckets(s.filter, s.filter.granularity).map((b) => ({
      label: b.label,
      value: fromCents((per.get(b.start.toISOString().slice(0, 10)) ?? emptyAcc()).sales),
    }));
  }
  return {
    currency: s.filter.currency,
    missingCurrencies,
    groupBy,
    granularity: s.filter.granularity,
    totalCount: rows.length,
    rows,
    totals: salesReportFigures(total, totalFee),
    trend,
    orderCount: total.orders + total.refundedOrders,
  };
}

export function salesReport(ctx: RequestContext, rawFilter: unknown, paging: Paging): Promise<SalesReportResult> {
  return pagedSalesReport(ctx, 'salesReport', rawFilter, paging, salesReportAll);
}

// ---- fulfilment (/storePerformance, /orderPerformance) -------------------------------------------

interface PerfSums {
  group: string;
  currency: string;
  placed: number;
  orders: number;
  units: number;
  amount: string;
  shipped: number;
  onTime: number;
  shipSeconds: number;
  unshipped: number;
  overdue: number;
  cancelled: number;
  refundedOrders: number;
  refundedUnits: number;
}

const UNSHIPPED = Prisma.sql`o."status" IN (${Prisma.join(UNSHIPPED_STATUSES)})`;

/**
 * One statement: the fulfilment figures of the orders placed in the period per (group, currency).
 * Shipped = a sales order with a shipment time; on time = shipped by the marketplace's ship-by
 * time (or it set none); the handling time runs from payment (the order time when unpaid-known)
 * to shipment; overdue = unshipped and past ship-by at `now`.
 */
async function perfSums(ctx: RequestContext, s: SalesScope, group: Prisma.Sql, now: Date): Promise<PerfSums[]> {
  const shipped = Prisma.sql`${VALID} AND o."shippedAt" IS NOT NULL`;
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${group} AS "group", UPPER(o."currency") AS "currency",
      COUNT(*)::int AS "placed",
      COUNT(*) FILTER (WHERE ${VALID})::int AS "orders",
      COALESCE(SUM(u."units") FILTER (WHERE ${VALID}), 0)::int AS "units",
      COALESCE(SUM(${GOODS_AMOUNT}) FILTER (WHERE ${VALID}), 0)::text AS "amount",
      COUNT(*) FILTER (WHERE ${shipped})::int AS "shipped",
      COUNT(*) FILTER (WHERE ${shipped} AND (o."shipBy" IS NULL OR o."shippedAt" <= o."shipBy"))::int AS "onTime",
      COALESCE(SUM(GREATEST(EXTRACT(EPOCH FROM (o."shippedAt" - COALESCE(o."paidAt", o."orderedAt"))), 0)) FILTER (WHERE ${shipped}), 0)::float8 AS "shipSeconds",
      COUNT(*) FILTER (WHERE ${UNSHIPPED})::int AS "unshipped",
      COUNT(*) FILTER (WHERE ${UNSHIPPED} AND o."shipBy" < ${now})::int AS "overdue",
      COUNT(*) FILTER (WHERE o."status" = 'cancelled')::int AS "cancelled",
      COUNT(*) FILTER (WHERE ${REFUNDED})::int AS "refundedOrders",
      COALESCE(SUM(u."units") FILTER (WHERE ${REFUNDED}), 0)::int AS "refundedUnits"
    FROM "Order" o
    LEFT JOIN LATERAL (SELECT COALESCE(SUM(i."quantity"), 0) AS "units" FROM "OrderItem" i WHERE i."orderId" = o."id") u ON TRUE
    WHERE ${ordersWhere(s)}
    GROUP BY 1, 2`;
  return rows.map((r) => ({
    group: (r.group as string | null) ?? '',
    currency: (r.currency as string | null) ?? '',
    placed: Number(r.placed),
    orders: Number(r.orders),
    units: Number(r.units),
    amount: String(r.amount),
    shipped: Number(r.shipped),
    onTime: Number(r.onTime),
    shipSeconds: Number(r.shipSeconds),
    unshipped: Number(r.unshipped),
    overdue: Number(r.overdue),
    cancelled: Number(r.cancelled),
    refundedOrders: Number(r.refundedOrders),
    refundedUnits: Number(r.refundedUnits),
  }));
}

export interface PerformanceFigures {
  /** Every order placed in the period, whatever its status. */
  placedOrders: number;
  /** Sales orders (the same count as the other reports' orders). */
  orders: number;
  units: number;
  salesAmount: string;
  averageOrderValue: string;
  shippedOrders: number;
  onTimeOrders: number;
  /** On time / shipped, 0 to 1, four decimals. */
  onTimeRate: number;
  /** Average hours from payment to shipment of the shipped orders, one decimal. */
  averageShipHours: number;
  unshippedOrders: number;
  overdueOrders: number;
  cancelledOrders: number;
  /** Cancelled / placed, 0 to 1. */
  cancelRate: number;
  refundedOrders: number;
  /** Refunded / (refunded + valid products), 0 to 1. */
  refundRate: number;
}

interface PerfAcc {
  acc: Acc;
  placed: number;
  shipped: number;
  onTime: number;
  shipSeconds: number;
  unshipped: number;
  overdue: number;
  cancelled: number;
}
const emptyPerf = (): PerfAcc => ({ acc: emptyAcc(), placed: 0, shipped: 0, onTime: 0, shipSeconds: 0, unshipped: 0, overdue: 0, cancelled: 0 });

/** Converts each (group, currency) row (the goods amount through `fold`) and adds the counts per group. */
function foldPerf(s: SalesScope, rows: readonly PerfSums[]): { groups: Map<string, PerfAcc>; missingCurrencies: string[] } {
  const asSums: GroupSums[] = rows.map((r) => ({
    group: r.group,
    currency: r.currency,
    orders: r.orders,
    units: r.units,
    amount: r.amount,
    freight: '0',
    refundedOrders: r.refundedOrders,
    refundedUnits: r.refundedUnits,
    refundedAmount: '0',
  }));
  const { groups: money, missingCurrencies } = fold(s, asSums);
  const groups = new Map<string, PerfAcc>();
  for (const r of rows) {
    const g = groups.get(r.group) ?? { ...emptyPerf(), acc: money.get(r.group) ?? emptyAcc() };
    groups.set(r.group, {
      acc: g.acc,
      placed: g.placed + r.placed,
      shipped: g.shipped + r.shipped,
      onTime: g.onTime + r.onTime,
      shipSeconds: g.shipSeconds + r.shipSeconds,
      unshipped: g.unshipped + r.unshipped,
      overdue: g.overdue + r.overdue,
      cancelled: g.cancelled + r.cancelled,
    });
  }
  return { groups, missingCurrencies };
}

/** The whole period: counts added, each currency's goods amount converted once (as the other reports' totals). */
function perfTotal(s: SalesScope, rows: readonly PerfSums[]): PerfAcc {
  return (
    foldPerf(
      s,
      addUpByCurrency(rows, () => ''),
    ).groups.get('') ?? emptyPerf()
  );
}

function perfFigures(p: PerfAcc): PerformanceFigures {
  return {
    placedOrders: p.placed,
    orders: p.acc.orders,
    units: p.acc.units,
    salesAmount: fromCents(p.acc.sales),
    averageOrderValue: average(p.acc),
    shippedOrders: p.shipped,
    onTimeOrders: p.onTime,
    onTimeRate: p.shipped > 0 ? rate4(p.onTime / p.shipped) : 0,
    averageShipHours: p.shipped > 0 ? Math.round(p.shipSeconds / 360 / p.shipped) / 10 : 0,
    unshippedOrders: p.unshipped,
    overdueOrders: p.overdue,
    cancelledOrders: p.cancelled,
    cancelRate: p.placed > 0 ? rate4(p.cancelled / p.placed) : 0,
    refundedOrders: p.acc.refundedOrders,
    refundRate: rate4(refundRate(p.acc.refundedUnits, p.acc.units)),
  };
}

export interface StorePerformanceRow extends PerformanceFigures {
  shopId: number;
  shopName: string;
  platformType: number;
  platformLabel: string;
}
export interface StorePerformanceResult {
  currency: string;
  missingCurrencies: string[];
  totalCount: number;
  rows: StorePerformanceRow[];
  totals: PerformanceFigures;
  /** Goods amount of the top shops. */
  chart: { label: string; value: string }[];
}

/** Every shop with orders placed in the period, by goods amount (largest first). */
export async function storePerformanceAll(ctx: RequestContext, s: SalesScope, now = new Date()): Promise<StorePerformanceResult> {
  const sums = await perfSums(ctx, s, Prisma.sql`o."shopId"::text`, now);
  const { groups, missingCurrencies } = foldPerf(s, sums);
  const shops = await shopsById(ctx, [...groups.keys()].map(Number));
  const rows = [...groups.entries()]
    .sort(([ka, a], [kb, b]) => b.acc.sales - a.acc.sales || b.placed - a.placed || Number(ka) - Number(kb))
    .map(([key, p]) => {
      const shop = shops.get(Number(key)) ?? { name: key, platformType: 0, platformRate: 0 };
      return {
        shopId: Number(key),
        shopName: shop.name,
        platformType: shop.platformType,
        platformLabel: marketplaceLabel(shop.platformType),
        ...perfFigures(p),
      };
    });
  return {
    currency: s.filter.currency,
    missingCurrencies,
    totalCount: rows.length,
    rows,
    totals: perfFigures(perfTotal(s, sums)),
    chart: rows.slice(0, CHART_ITEMS).map((r) => ({ label: r.shopName, value: r.salesAmount })),
  };
}

export function storePerformance(ctx: RequestContext, rawFilter: unknown, paging: Paging): Promise<StorePerformanceResult> {
  return pagedSalesReport(ctx, 'storePerformance', rawFilter, paging, storePerformanceAll);
}

export interface OrderPerformanceRow extends PerformanceFigures {
  /** 'YYYY-MM-DD' (day, week by its Monday) or 'YYYY-MM'. */
  label: string;
  start: Date;
}
export interface OrderPerformanceResult {
  currency: string;
  missingCurrencies: string[];
  granularity: string;
  rows: OrderPerformanceRow[];
  totals: PerformanceFigures;
}

/** Every day, week or month of the period (zeros included), oldest first. */
export async function orderPerformanceOf(ctx: RequestContext, s: SalesScope, now = new Date()): Promise<OrderPerformanceResult> {
  const sums = await perfSums(ctx, s, periodGroup(s), now);
  const { groups, missingCurrencies } = foldPerf(s, sums);
  const rows = periodBuckets(s.filter, s.filter.granularity).map((b) => ({
    label: b.label,
    start: b.start,
    ...perfFigures(groups.get(b.start.toISOString().slice(0, 10)) ?? emptyPerf()),
  }));
  return { currency: s.filter.currency, missingCurrencies, granularity: s.filter.granularity, rows, totals: perfFigures(perfTotal(s, sums)) };
}

export async function orderPerformance(ctx: RequestContext, rawFilter: unknown): Promise<OrderPerformanceResult> {
  return orderPerformanceOf(ctx, await salesScope(ctx, 'orderPerformance', rawFilter));
}
