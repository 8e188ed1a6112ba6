// Home dashboard (/home; spec 01 §2 'Home dashboard', §3 Dashboard / Sales report / Bottom data,
// §7 home/dashboard, home/platformSaleReport, home/bottomChart). Every dashboard figure is counted
// with exactly the filter of the list it links to (dashboardLink in @erp/schema), so clicking a
// figure shows the same number of rows: orders through orderWhere, shops through shopWhere, pickup
// problems through outboundWhere, Tradebyte returns through tradebyteRefundWhere. A figure whose
// page the caller may not open is null. The sales chart and the bottom figures are SQL aggregates
// over the covering index "Order_sales_idx"; raw SQL is not scoped by the client, so each statement
// names the company and the sub-account's shops itself.
import {
  COLLECT_STATUS,
  BASE_CURRENCY,
  DASHBOARD_FIGURE_PAGE,
  marketplaceLabel,
  SALES_NUMBER_TYPES,
  SALES_REPORT_DEFAULTS,
  SALES_TIME_TYPES,
  SALES_VALID_STATUSES,
  TOP_SHOPS,
  TRADEBYTE_REFUND_STATUS,
  UNMATCHED_ALERT_HOURS,
  UNSHIPPED_STATUSES,
  convertAmount,
  percentShares,
  platformName,
  salesBuckets,
  translate,
  unmatchedCutoff,
  type DashboardFigure,
  type RateTable,
  type SalesNumberType,
  type SalesTimeType,
} from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, can, requireActor, type Actor, type Platform, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { loadExchangeRates } from '../exchange-rates/exchange-rates.service';
import { alertBulletins, recentBulletins } from '../messages/bulletins.service';
import { orderWhere, type OrderFilter } from '../orders/orders.service';
import { markPickupTimeouts, outboundWhere } from '../shipping/outbound.service';
import { shopSummary } from '../shops/shops.service';
import { tradebyteRefundWhere } from '../tradebyte-refunds/tradebyte-refunds.service';
import { startSchedule } from '../../platform/schedule';
import { textOf } from '../../platform/validate';

const DAY_MS = 86_400_000;
/** Bulletins in the home page's list. */
export const HOME_BULLETINS = 10;

/** The marketplace's label (eBay, Amazon, …); an unknown type shows as its number. */
const platformLabel = marketplaceLabel;

// ---- the figures (home/dashboard) ---------------------------------------------------------------

export interface HomeDashboard {
  shop: { total: number | null; authFailed: number | null };
  order: {
    outOfStock: number | null;
    processing: number | null;
    expireDelivery: number | null;
    overseaCancel: number | null;
    unmatchedOver12Hours: number | null;
    unmatchedOver24Hours: number | null;
    collectTimeout: number | null;
    collectException: number | null;
  };
  customerService: { tradebyteRefund: number | null };
  requestTime: Date;
}

/**
 * The /orders filter of an order figure, as its link (dashboardLink) writes it into the address:
 * the unmatched cut-offs are whole seconds (end_time_at), so the list given them counts the same rows.
 */
export function figureOrderFilter(figure: DashboardFigure, requestTime: Date): OrderFilter {
  const unmatched = (hours: number): OrderFilter => ({
    otherRule: 'unmatched',
    condition: 'processing',
    status: 'processing',
    endTimeAt: new Date(unmatchedCutoff(requestTime, hours) * 1000),
  });
  switch (figure) {
    case 'outOfStock':
      return { status: 'outOfStock' };
    case 'processing':
      return { status: 'processing' };
    case 'expireDelivery':
      return { otherRule: 'expireDelivery' };
    case 'overseaCancel':
      return { otherRule: 'overseaCancelWarning' };
    case 'unmatchedOver12Hours':
      return unmatched(UNMATCHED_ALERT_HOURS[0]);
    case 'unmatchedOver24Hours':
      return unmatched(UNMATCHED_ALERT_HOURS[1]);
    default:
      throw new Error(`${figure} is not an order figure`);
  }
}

const ORDER_FIGURES = ['outOfStock', 'processing', 'expireDelivery', 'overseaCancel', 'unmatchedOver12Hours', 'unmatchedOver24Hours'] as const;

/** Counts `count()` when the caller may open the figure's page, else null. */
function figure(actor: Actor, name: DashboardFigure, count: () => Promise<number>): Promise<number | null> {
  return can(actor, DASHBOARD_FIGURE_PAGE[name]) ? count() : Promise.resolve(null);
}

/** home/dashboard: every figure with its list's filter; request time = `now`. */
export async function homeDashboard(ctx: RequestContext, now = new Date()): Promise<HomeDashboard> {
  const actor = requireActor(ctx);
  // The /outboundScan list marks due pickup timeouts before it lists; so does its figure.
  if (can(actor, DASHBOARD_FIGURE_PAGE.collectTimeout)) await markPickupTimeouts(ctx, now);
  const countOrders = (f: OrderFilter) => ctx.db.order.count({ where: orderWhere(ctx, f, now) });
  const shops = can(actor, DASHBOARD_FIGURE_PAGE.shopTotal) ? shopSummary(ctx) : Promise.resolve(null);
  const orders = Promise.all(ORDER_FIGURES.map((f) => figure(actor, f, () => countOrders(figureOrderFilter(f, now)))));
  const collect = Promise.all([
    figure(actor, 'collectTimeout', () => ctx.db.order.count({ where: outboundWhere(ctx, { collectStatus: COLLECT_STATUS.timeout }) })),
    figure(actor, 'collectException', () => ctx.db.order.count({ where: outboundWhere(ctx, { collectStatus: COLLECT_STATUS.exception }) })),
  ]);
  const refunds = figure(actor, 'tradebyteRefund', () =>
    ctx.db.tradebyteRefund.count({ where: tradebyteRefundWhere(ctx, { status: TRADEBYTE_REFUND_STATUS.pending }) }),
  );
  const [
    shop,
    [outOfStock, processing, expireDelivery, overseaCancel, unmatchedOver12Hours, unmatchedOver24Hours],
    [collectTimeout, collectException],
    tradebyteRefund,
  ] = await Promise.all([shops, orders, collect, refunds]);
  return {
    shop: { total: shop?.total ?? null, authFailed: shop?.authFailed ?? null },
    order: { outOfStock, processing, expireDelivery, overseaCancel, unmatchedOver12Hours, unmatchedOver24Hours, collectTimeout, collectException },
    customerService: { tradebyteRefund },
    requestTime: now,
  };
}

// ---- shared SQL pieces ------------------------------------------------------------------------------

/**
 * The caller's rows of the order sales rollup (alias r: day, shopId, platformType, currency, status,
 * orders, amount): the folded days plus the deltas not folded yet, so the sums are exact at the
 * statement's snapshot. Days in [from, to) (UTC midnights); `statuses` and platform narrow it; a
 * sub-account sees its shops only. See the migration order_sales_rollup and docs/decisions.md.
 */
export function salesRollup(actor: Actor, o: { from?: Date; to?: Date; statuses: readonly string[]; platformType?: number | null }): Prisma.Sql {
  const and = [Prisma.sql`"companyId" = ${actor.companyId}`, Prisma.sql`status IN (${Prisma.join([...o.statuses])})`];
  // UTC dates as text: a Date parameter would be cast in the session's time zone.
  if (o.from) and.push(Prisma.sql`day >= ${o.from.toISOString().slice(0, 10)}::date`);
  if (o.to) and.push(Prisma.sql`day < ${o.to.toISOString().slice(0, 10)}::date`);
  const shops = allowedShops(actor);
  if (shops) and.push(shops.length ? Prisma.sql`"shopId" IN (${Prisma.join(shops)})` : Prisma.sql`FALSE`);
  if (o.platformType) and.push(Prisma.sql`"platformType" = ${o.platformType}`);
  const where = Prisma.join(and, ' AND ');
  return Prisma.sql`(
    SELECT day, "shopId", "platformType", currency, status, orders, amount FROM "OrderSalesDay" WHERE ${where}
    UNION ALL
    SELECT day, "shopId", "platformType", currency, status, orders, amount FROM "OrderSalesDelta" WHERE ${where}
  ) r`;
}

/** The sub-account's shop ids, or undefined when it sees every shop (same rule as allowedShopsWhere). */
function allowedShops(actor: Actor): number[] | undefined {
  const where = allowedShopsWhere(actor, 'shopId') as { shopId?: { in: number[] } };
  return where.shopId?.in;
}

const cents = (v: number) => Math.round(v * 100) / 100;

/** Converts an amount to yuan; currencies without a rate are collected in `missing` and count as 0. */
function toYuan(amount: string | number, currency: string, rates: RateTable, missing: Set<string>): number {
  const v = convertAmount(Number(amount), currency, BASE_CURRENCY, rates);
  if (v === null) {
    missing.add(currency);
    return 0;
  }
  return v;
}

// ---- the sales chart (home/platformSaleReport) ----------------------------------------------------

export interface HomeSalesReportInput {
  timeType?: unknown;
  numberType?: unknown;
  platformType?: unknown;
}
export interface HomeSalesSeries {
  name: string;
  /** null for a series that is not one platform's. */
  platformType: number | null;
  data: number[];
  total: number;
}
export interface HomeFilterOption {
  value: string;
  label: string;
}
export interface HomeSalesReport {
  timeType: SalesTimeType;
  numberType: SalesNumberType;
  platformType: string;
  /** BASE_CURRENCY for price, '' for quantity. */
  currency: string;
  titles: string[];
  series: HomeSalesSeries[];
  legend: string[];
  filter: { key: string; options: HomeFilterOption[] }[];
  /** Currencies of orders in the period without an exchange rate (left out of the amounts). */
  missingCurrencies: string[];
}

const text = (v: unknown) => textOf(v).trim();

/** Checks the chart's choices; empty means the default (day, price, all platforms). */
export function parseSalesReportInput(raw: HomeSalesReportInput): { timeType: SalesTimeType; numberType: SalesNumberType; platformType: number | null } {
  const timeType = text(raw.timeType) || SALES_REPORT_DEFAULTS.timeType;
  const numberType = text(raw.numberType) || SALES_REPORT_DEFAULTS.numberType;
  const platform = text(raw.platformType);
  const issues = [];
  if (!(SALES_TIME_TYPES as readonly string[]).includes(timeType))
    issues.push({ field: 'timeType', messageId: 'report.timeTypeInvalid', params: { field: 'field.timeType' } });
  if (!(SALES_NUMBER_TYPES as readonly string[]).includes(numberType))
    issues.push({ field: 'numberType', messageId: 'report.numberTypeInvalid', params: { field: 'field.numberType' } });
  let platformType: number | null = null;
  if (platform) {
    platformType = /^\d{1,4}$/.test(platform) ? Number(platform) : NaN;
    if (!platformName(platformType)) issues.push({ field: 'platformType', messageId: 'report.platformTypeInvalid', params: { field: 'field.platformType' } });
  }
  if (issues.length) throw new ValidationError(issues);
  return { timeType: timeType as SalesTimeType, numberType: numberType as SalesNumberType, platformType };
}

/** Platform types of the caller's shops, by number. */
async function shopPlatforms(ctx: RequestContext, actor: Actor): Promise<number[]> {
  const rows = await ctx.db.shop.findMany({
    where: allowedShopsWhere(actor),
    select: { platformType: true },
    distinct: ['platformType'],
    orderBy: { platformType: 'asc' },
  });
  return rows.map((r) => r.platformType);
}

function bucketEnd(last: Date, timeType: SalesTimeType): Date {
  if (timeType === 'month') return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1));
  return new Date(last.getTime() + (timeType === 'week' ? 7 : 1) * DAY_MS);
}

const TRUNC: Record<SalesTimeType, Prisma.Sql> = {
  day: Prisma.sql`to_char(r.day, 'YYYY-MM-DD')`,
  week: Prisma.sql`to_char(date_trunc('week', r.day), 'YYYY-MM-DD')`,
  month: Prisma.sql`to_char(r.day, 'YYYY-MM')`,
};

/**
 * The chart's one statement: sales per bucket, platform and currency over [first bucket, end of the
 * current one). Reads only columns of the covering index "Order_sales_idx" (index-only scan).
 */
export function salesChartSql(actor: Actor, timeType: SalesTimeType, now: Date, platformType?: number | null): Prisma.Sql {
  const buckets = salesBuckets(timeType, now);
  return Prisma.sql`
    SELECT ${TRUNC[timeType]} AS "bucket", r."platformType", r."currency", SUM(r.orders)::int AS "n", SUM(r.amount)::text AS "amount"
    FROM ${salesRollup(actor, { from: buckets[0].start, to: bucketEnd(buckets[buckets.length - 1].start, timeType), statuses: SALES_VALID_STATUSES, platformType })}
    GROUP BY 1, 2, 3
    HAVING SUM(r.orders) <> 0 OR SUM(r.amount) <> 0`;
}

/**
 * home/platformSaleReport: the chart's buckets (titles), one line per platform that sold in the
 * period, largest first (or the one chosen platform, zeros included), in yuan or as order counts.
 * One statement: GROUP BY bucket, platform, currency over the covering sales index. A caller
 * without the orders page gets the buckets and the choices but no lines.
 */
export async function homeSalesReport(ctx: RequestContext, raw: HomeSalesReportInput, now = new Date()): Promise<HomeSalesReport> {
  const actor = requireActor(ctx);
  const input = parseSalesReportInput(raw);
  const buckets = salesBuckets(input.timeType, now);
  const titles = buckets.map((b) => b.label);
  const index = new Map(titles.map((t, i) => [t, i]));
  const missing = new Set<string>();
  const [platforms, rows, rates] = await Promise.all([
    shopPlatforms(ctx, actor),
    can(actor, 'orders')
      ? ctx.db.$queryRaw<{ bucket: string; platformType: number; currency: string; n: number; amount: string }[]>(
          salesChartSql(actor, input.timeType, now, input.platformType),
        )
      : Promise.resolve(null),
    input.numberType === 'price' ? loadExchangeRates(ctx) : Promise.resolve({}),
  ]);
  const lines = new Map<number, number[]>();
  if (input.platformType && rows)
    lines.set(
      input.platformType,
      titles.map(() => 0),
    );
  for (const r of rows ?? []) {
    const i = index.get(r.bucket);
    if (i === undefined) continue;
    const p = Number(r.platformType);
    const line = lines.get(p) ?? titles.map(() => 0);
    lines.set(p, line);
    line[i] = line[i] + (input.numberType === 'price' ? toYuan(r.amount, r.currency, rates, missing) : Number(r.n));
  }
  const series = [...lines.entries()]
    .map(([p, data]) => {
      const rounded = data.map(cents);
      return { name: platformLabel(p), platformType: p, data: rounded, total: cents(rounded.reduce((s, v) => s + v, 0)) };
    })
    .sort((a, b) => b.total - a.total || a.platformType - b.platformType);
  const option = (value: string, id: string) => ({ value, label: translate(ctx.lang, id) });
  return {
    timeType: input.timeType,
    numberType: input.numberType,
    platformType: input.platformType ? String(input.platformType) : '',
    currency: input.numberType === 'price' ? BASE_CURRENCY : '',
    titles,
    series,
    legend: series.map((s) => s.name),
    filter: [
      { key: 'timeType', options: SALES_TIME_TYPES.map((v) => option(v, `report.timeType.${v}`)) },
      { key: 'platformType', options: [option('', 'report.allPlatforms'), ...platforms.map((p) => ({ value: String(p), label: platformLabel(p) }))] },
      { key: 'numberType', options: SALES_NUMBER_TYPES.map((v) => option(v, `report.numberType.${v}`)) },
    ],
    missingCurrencies: [...missing].sort(),
  };
}

// ---- the bottom figures (home/bottomChart) --------------------------------------------------------

export interface HomeBottomData {
  notices: { id: number; title: string; hotFlag: boolean; updateTime: Date }[];
  alertNotices: { id: number; title: string; content: string }[];
  orderMoneyTop10Shop: { shopId: number; shopName: string; orderAmount: number }[];
  orderNumPlatformPieChart: { platformType: number; name: string; y: number; percent: number }[];
  unShippingOrder: { orderNumTotal: number; list: { platformType: number; platformTypeName: string; orderNum: number }[] };
  /** Start of the window of the top shops and the pie: the first of the last DASHBOARD_WINDOW_DAYS UTC days. */
  windowStart: Date;
  currency: string;
  missingCurrencies: string[];
}

/** The window of the bottom figures: the same 30 UTC days as the day chart, today included. */
export function bottomWindow(now: Date): { from: Date; to: Date } {
  const buckets = salesBuckets('day', now);
  return { from: buckets[0].start, to: bucketEnd(buckets[buckets.length - 1].start, 'day') };
}

/**
 * home/bottomChart: recent and alert bulletins (everyone); sales per shop (top TOP_SHOPS, yuan)
 * and orders per platform (percent shares) over the window; unshipped orders per platform now.
 * The order parts need the orders page (empty lists otherwise).
 */
export async function homeBottomData(ctx: RequestContext, now = new Date()): Promise<HomeBottomData> {
  const actor = requireActor(ctx);
  const window = bottomWindow(now);
  const mayOrders = can(actor, 'orders');
  const [recent, alerts, sums, unshipped, rates] = await Promise.all([
    recentBulletins(ctx, HOME_BULLETINS),
    alertBulletins(ctx),
    mayOrders
      ? ctx.db.$queryRaw<{ shopId: number; platformType: number; currency: string; n: number; amount: string }[]>`
          SELECT r."shopId", r."platformType", r."currency", SUM(r.orders)::int AS "n", SUM(r.amount)::text AS "amount"
          FROM ${salesRollup(actor, { from: window.from, to: window.to, statuses: SALES_VALID_STATUSES })}
          GROUP BY 1, 2, 3
          HAVING SUM(r.orders) <> 0`
      : Promise.resolve([]),
    mayOrders
      ? ctx.db.$queryRaw<{ platformType: number; n: number }[]>`
          SELECT r."platformType", SUM(r.orders)::int AS "n" FROM ${salesRollup(actor, { statuses: UNSHIPPED_STATUSES })}
          GROUP BY 1 HAVING SUM(r.orders) <> 0`
      : Promise.resolve([]),
    mayOrders ? loadExchangeRates(ctx) : Promise.resolve({}),
  ]);
  const missing = new Set<string>();
  const perShop = new Map<number, number>();
  const perPlatform = new Map<number, number>();
  for (const r of sums) {
    const shopId = Number(r.shopId);
    perShop.set(shopId, (perShop.get(shopId) ?? 0) + toYuan(r.amount, r.currency, rates, missing));
    perPlatform.set(Number(r.platformType), (perPlatform.get(Number(r.platformType)) ?? 0) + Number(r.n));
  }
  const top = [...perShop.entries()]
    .map(([shopId, amount]) => ({ shopId, amount: cents(amount) }))
    .sort((a, b) => b.amount - a.amount || a.shopId - b.shopId)
    .slice(0, TOP_SHOPS);
  const names = top.length
    ? new Map(
        (await ctx.db.shop.findMany({ where: { id: { in: top.map((t) => t.shopId) } }, select: { id: true, shopName: true } })).map((s) => [s.id, s.shopName]),
      )
    : new Map<number, string>();
  const platforms = [...perPlatform.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const shares = percentShares(platforms.map(([, n]) => n));
  const unshippedList = unshipped
    .map((g) => ({ platformType: Number(g.platformType), platformTypeName: platformLabel(Number(g.platformType)), orderNum: Number(g.n) }))
    .sort((a, b) => b.orderNum - a.orderNum || a.platformType - b.platformType);
  return {
    notices: recent.map((b) => ({ id: b.id, title: b.title, hotFlag: b.hotFlag, updateTime: b.updatedAt })),
    alertNotices: alerts.map((b) => ({ id: b.id, title: b.title, content: b.content })),
    orderMoneyTop10Shop: top.map((t) => ({ shopId: t.shopId, shopName: names.get(t.shopId) ?? '', orderAmount: t.amount })),
    orderNumPlatformPieChart: platforms.map(([p, n], i) => ({ platformType: p, name: platformLabel(p), y: n, percent: shares[i] })),
    unShippingOrder: { orderNumTotal: unshippedList.reduce((s, r) => s + r.orderNum, 0), list: unshippedList },
    windowStart: window.from,
    currency: BASE_CURRENCY,
    missingCurrencies: [...missing].sort(),
  };
}

// ---- the order sales rollup's fold ------------------------------------------------------------------

/** Folds the pending OrderSalesDelta rows into OrderSalesDay (a database function; safe to run anywhere, any time). */
export async function foldOrderSales(platform: Platform): Promise<number> {
  const [row] = await platform.database.sql.query<{ touched: number }>('SELECT order_sales_fold() AS touched');
  return Number(row?.touched ?? 0);
}

/**
 * Every minute: keeps the deltas few, so the chart reads mostly folded days. Readers add the
 * deltas themselves, so a slow or missed fold changes speed, never the figures.
 */
export function startOrderSalesFold(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, { name: 'order sales fold', everyMs: 60_000, run: () => foldOrderSales(platform) });
}
