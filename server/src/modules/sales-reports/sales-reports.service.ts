// Sales reports (issue 8 point 2; spec 02 §2 /salesAnalysis, /orderAnalysis, /storeAnalysis, §9
// platform fee and refund rate). Figures are SQL aggregates over the company's orders placed in the
// period (orderedAt, UTC days, both included), grouped by bucket / group AND currency; the sums of
// each currency are then converted in JS at the company's exchange rates (loadExchangeRates), so
// a currency without a rate is left out of the amounts and listed in `missingCurrencies` (its
// orders still count). Raw SQL is not scoped by the client: every statement names the company and
// the sub-account's allowed shops itself (the same reach as visibleOrdersWhere).
import {
  convertAmount,
  fromCents,
  marketplaceLabel,
  percentShares,
  periodBuckets,
  platformFee,
  platformName,
  refundRate,
  reportRange,
  SALES_REFUNDED_STATUSES,
  SALES_VALID_STATUSES,
  salesReportFilterInput,
  type OrderAnalysisDimension,
  type SalesReportFilter,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, can, requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { reportPage, type Paging } from '../../platform/report-paging';
import { loadExchangeRates } from '../exchange-rates/exchange-rates.service';

export const SALES_REPORT_PAGES = ['salesAnalysis', 'orderAnalysis', 'storeAnalysis', 'salesReport', 'storePerformance', 'orderPerformance'] as const;
export type SalesReportPage = (typeof SALES_REPORT_PAGES)[number];

/** Bars / slices in a report chart (the order chart folds the rest into one "other" slice). */
export const CHART_ITEMS = 10;
/** Key of the order chart's folded slice. */
export const OTHER_KEY = '__other';

/** A checked filter: the period as instants, the shops the caller may see, the rates to convert with. */
export interface SalesScope {
  companyId: number;
  filter: SalesReportFilter;
  start: Date;
  end: Date;
  /** null: every shop of the company (main account, or a sub-account without a shop list). */
  allowedShopIds: number[] | null;
  rates: Record<string, number>;
}

/** Checks the filter of the report `page`: rules, permission, platform, shop (in reach), currency (has a rate). */
export async function salesScope(ctx: RequestContext, page: SalesReportPage, raw: unknown): Promise<SalesScope> {
  const actor = assertCan(ctx, page);
  const filter = parseInput(salesReportFilterInput, raw ?? {});
  if (filter.platformType != null && !platformName(filter.platformType)) throw ValidationError.field('platformType', 'report.platformTypeInvalid');
  const shopReach = allowedShopsWhere(actor) as Prisma.ShopWhereInput;
  if (filter.shopId != null) {
    const shop = await ctx.db.shop.findFirst({ where: { AND: [shopReach, { id: filter.shopId }] }, select: { id: true } });
    if (!shop) throw new NotFoundError('report.shopNotFound', { id: filter.shopId, field: 'shopId' });
  }
  const rates = await loadExchangeRates(ctx);
  if (!rates[filter.currency]) throw ValidationError.field('currency', 'report.currencyUnknown', { currency: filter.currency });
  const { start, end } = reportRange(filter);
  const allowedShopIds = actor.isMain || actor.allowShopIds.length === 0 ? null : [...actor.allowShopIds];
  return { companyId: actor.companyId, filter, start, end, allowedShopIds, rates };
}

/** The orders a report reads (alias o): the company's, placed in the period, in reach, matching platform and shop. */
export function ordersWhere(s: SalesScope): Prisma.Sql {
  const and = [Prisma.sql`o."companyId" = ${s.companyId}`, Prisma.sql`o."orderedAt" >= ${s.start}`, Prisma.sql`o."orderedAt" < ${s.end}`];
  if (s.allowedShopIds) and.push(s.allowedShopIds.length ? Prisma.sql`o."shopId" IN (${Prisma.join(s.allowedShopIds)})` : Prisma.sql`FALSE`);
  if (s.filter.platformType != null) and.push(Prisma.sql`o."platformType" = ${s.filter.platformType}`);
  if (s.filter.shopId != null) and.push(Prisma.sql`o."shopId" = ${s.filter.shopId}`);
  return Prisma.join(and, ' AND ');
}

const inStatuses = (statuses: readonly string[]) => Prisma.sql`o."status" IN (${Prisma.join(statuses)})`;
export const VALID = inStatuses(SALES_VALID_STATUSES);
export const REFUNDED = inStatuses(SALES_REFUNDED_STATUSES);
/**
 * Issue 22 item 9: "sales" in every report is the goods amount — the order total less the freight
 * the buyer paid (items less discounts); freight is its own column. (The store analysis used to take
 * the order total as sales and add the freight again in the platform fee: freight counted twice.)
 */
export const GOODS_AMOUNT = Prisma.sql`(o."totalAmount" - o."shippingFee")`;

/**
 * 'valid': the figures count sales (SALES_VALID_STATUSES); 'all': every status (order analysis by
 * status). Refunded orders are summed apart either way.
 */
type Counted = 'valid' | 'all';

export interface GroupSums {
  group: string;
  currency: string;
  orders: number;
  units: number;
  /** Goods amount (order total less freight) of the counted orders. */
  amount: string;
  freight: string;
  refundedOrders: number;
  refundedUnits: number;
  refundedAmount: string;
}

/** One statement: the figures per (group, currency). Units come from the order's items. */
export async function groupSums(ctx: RequestContext, s: SalesScope, group: Prisma.Sql, counted: Counted): Promise<GroupSums[]> {
  const isCounted = counted === 'valid' ? VALID : Prisma.sql`TRUE`;
  const statuses = counted === 'valid' ? Prisma.sql`AND (${VALID} OR ${REFUNDED})` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${group} AS "group", UPPER(o."currency") AS "currency",
      COUNT(*) FILTER (WHERE ${isCounted})::int AS "orders",
      COALESCE(SUM(u."units") FILTER (WHERE ${isCounted}), 0)::int AS "units",
      COALESCE(SUM(${GOODS_AMOUNT}) FILTER (WHERE ${isCounted}), 0)::text AS "amount",
      COALESCE(SUM(o."shippingFee") FILTER (WHERE ${isCounted}), 0)::text AS "freight",
      COUNT(*) FILTER (WHERE ${REFUNDED})::int AS "refundedOrders",
      COALESCE(SUM(u."units") FILTER (WHERE ${REFUNDED}), 0)::int AS "refundedUnits",
      COALESCE(SUM(o."totalAmount") FILTER (WHERE ${REFUNDED}), 0)::text AS "refundedAmount"
    FROM "Order" o
    LEFT JOIN LATERAL (SELECT COALESCE(SUM(i."quantity"), 0) AS "units" FROM "OrderItem" i WHERE i."orderId" = o."id") u ON TRUE
    WHERE ${ordersWhere(s)} ${statuses}
    GROUP BY 1, 2`;
  return rows.map((r) => ({
    group: (r.group as string | null) ?? '',
    currency: (r.currency as string | null) ?? '',
    orders: Number(r.orders),
    units: Number(r.units),
    amount: String(r.amount),
    freight: String(r.freight),
    refundedOrders: Number(r.refundedOrders),
    refundedUnits: Number(r.refundedUnits),
    refundedAmount: String(r.refundedAmount),
  }));
}

/** Figures of one group in the report currency (amounts in cents). */
export interface Acc {
  orders: number;
  units: number;
  sales: number;
  freight: number;
  /** Counted orders whose amounts could be converted (the average's divisor). */
  convertedOrders: number;
  refundedOrders: number;
  refundedUnits: number;
  refunded: number;
}
export const emptyAcc = (): Acc => ({ orders: 0, units: 0, sales: 0, freight: 0, convertedOrders: 0, refundedOrders: 0, refundedUnits: 0, refunded: 0 });

export function addAcc(a: Acc, b: Acc): Acc {
  return {
    orders: a.orders + b.orders,
    units: a.units + b.units,
    sales: a.sales + b.sales,
    freight: a.freight + b.freight,
    convertedOrders: a.convertedOrders + b.convertedOrders,
    refundedOrders: a.refundedOrders + b.refundedOrders,
    refundedUnits: a.refundedUnits + b.refundedUnits,
    refunded: a.refunded + b.refunded,
  };
}

/** Converts each (group, currency) sum and adds it to its group; currencies without a rate are collected. */
export function fold(s: SalesScope, sums: GroupSums[]): { groups: Map<string, Acc>; missingCurrencies: string[] } {
  const groups = new Map<string, Acc>();
  const missing = new Set<string>();
  const to = s.filter.currency;
  const cents = (amount: string, from: string): number | null => {
    const v = convertAmount(Number(amount), from, to, s.rates);
    return v == null ? null : Math.round(v * 100);
  };
  for (const r of sums) {
    const acc = groups.get(r.group) ?? emptyAcc();
    const sales = cents(r.amount, r.currency);
    const freight = cents(r.freight, r.currency);
    const refunded = cents(r.refundedAmount, r.currency);
    if (sales == null || freight == null || refunded == null) missing.add(r.currency);
    groups.set(
      r.group,
      addAcc(acc, {
        orders: r.orders,
        units: r.units,
        sales: sales ?? 0,
        freight: freight ?? 0,
        convertedOrders: sales == null ? 0 : r.orders,
        refundedOrders: r.refundedOrders,
        refundedUnits: r.refundedUnits,
        refunded: refunded ?? 0,
      }),
    );
  }
  return { groups, missingCurrencies: [...missing].sort() };
}

/**
 * The whole period's figures: each currency's sums are added first and converted once, so the three
 * reports show the same totals for the same orders whatever they group by (the rows, converted one
 * by one, may differ from the totals by a few cents of rounding).
 */
export function periodTotal(s: SalesScope, sums: readonly GroupSums[]): Acc {
  return (
    fold(
      s,
      addUpByCurrency(sums, () => ''),
    ).groups.get('') ?? emptyAcc()
  );
}

const cents = (v: string) => Math.round(Number(v) * 100);

/**
 * Adds up the raw (unconverted) rows of each currency under a new group key, so each group is
 * converted once: counts are added, money texts ('12.34') are added in cents. Every field other
 * than `group` and `currency` is a count or a money text, which is what the report statements answer.
 */
export function addUpByCurrency<T extends { group: string; currency: string }>(rows: readonly T[], key: (r: T) => string): T[] {
  const out = new Map<string, Record<string, unknown>>();
  for (const r of rows) {
    const k = `${key(r)}\u0000${r.currency}`;
    const t = out.get(k);
    if (!t) {
      out.set(k, { ...r, group: key(r) });
      continue;
    }
    for (const [field, v] of Object.entries(r) as [string, number | string][]) {
      if (field === 'group' || field === 'currency') continue;
      t[field] = typeof v === 'number' ? (t[field] as number) + v : ((cents(t[field] as string) + cents(v)) / 100).toFixed(2);
    }
  }
  return [...out.values()] as T[];
}

export const average = (a: Acc) => fromCents(a.convertedOrders > 0 ? Math.round(a.sales / a.convertedOrders) : 0);
/** A rate rounded to 4 decimals (0.125 = 12.5 %). */
export const rate4 = (v: number) => Math.round(v * 10000) / 10000;

export type { Paging };
export const page = (p: Paging) => reportPage(p, 'report.limitRange');

/** A paged report: the filter checked for `reportPage`, the page checked, every row built by `all`, and the page's rows kept (the totals stay those of every row). */
export async function pagedSalesReport<R extends { rows: unknown[] }>(
  ctx: RequestContext,
  reportPage: SalesReportPage,
  rawFilter: unknown,
  paging: Paging,
  all: (ctx: RequestContext, s: SalesScope) => Promise<R>,
): Promise<R> {
  const s = await salesScope(ctx, reportPage, rawFilter);
  const p = page(paging);
  const report = await all(ctx, s);
  return { ...report, rows: report.rows.slice(p.offset, p.offset + p.limit) };
}

interface Converted {
  /** The report currency. */
  currency: string;
  /** Order currencies without an exchange rate: their amounts are left out, their orders counted. */
  missingCurrencies: string[];
}

// ---- /salesAnalysis -------------------------------------------------------------------------

export interface SalesAnalysisFigures {
  orders: number;
  units: number;
  salesAmount: string;
  freight: string;
  averageOrderValue: string;
  refundedOrders: number;
  refundedAmount: string;
}
export interface SalesAnalysisRow extends SalesAnalysisFigures {
  /** 'YYYY-MM-DD' (day, week by its Monday) or 'YYYY-MM' (month). */
  label: string;
  start: Date;
}
export interface SalesAnalysisReport extends Converted {
  granularity: string;
  rows: SalesAnalysisRow[];
  totals: SalesAnalysisFigures;
  /** Orders counted at all (sales or refunds): 0 means the period is empty. */
  orderCount: number;
}

const salesFigures = (a: Acc): SalesAnalysisFigures => ({
  orders: a.orders,
  units: a.units,
  salesAmount: fromCents(a.sales),
  freight: fromCents(a.freight),
  averageOrderValue: average(a),
  refundedOrders: a.refundedOrders,
  refundedAmount: fromCents(a.refunded),
});

export async function salesAnalysisOf(ctx: RequestContext, s: SalesScope): Promise<SalesAnalysisReport> {
  const g = s.filter.granularity;
  const sums = await groupSums(ctx, s, Prisma.sql`to_char(date_trunc(${g}::text, o."orderedAt"), 'YYYY-MM-DD')`, 'valid');
  const { groups, missingCurrencies } = fold(s, sums);
  const total = periodTotal(s, sums);
  const rows = periodBuckets(s.filter, g).map((b) => {
    const acc = groups.get(b.start.toISOString().slice(0, 10)) ?? emptyAcc();
    return { label: b.label, start: b.start, ...salesFigures(acc) };
  });
  return { currency: s.filter.currency, missingCurrencies, granularity: g, rows, totals: salesFigures(total), orderCount: total.orders + total.refundedOrders };
}

export async function salesAnalysisReport(ctx: RequestContext, rawFilter: unknown): Promise<SalesAnalysisReport> {
  return salesAnalysisOf(ctx, await salesScope(ctx, 'salesAnalysis', rawFilter));
}

// ---- /orderAnalysis -------------------------------------------------------------------------

export interface OrderAnalysisRow {
  /** The group: platform type number, country code, order status or shop id, as text. */
  key: string;
  /** Marketplace name, country code, status, or shop name (the client names countries and statuses). */
  label: string;
  orders: number;
  /** Percent of all orders of the report (two decimals; the rows add up to 100). */
  share: number;
  units: number;
  salesAmount: string;
}
export interface OrderAnalysisChartPoint {
  key: string;
  label: string;
  orders: number;
  share: number;
}
export interface OrderAnalysisReport extends Converted {
  dimension: OrderAnalysisDimension;
  totalCount: number;
  rows: OrderAnalysisRow[];
  totals: { orders: number; units: number; salesAmount: string };
  chart: OrderAnalysisChartPoint[];
}

const GROUP_BY: Record<OrderAnalysisDimension, Prisma.Sql> = {
  platform: Prisma.sql`o."platformType"::text`,
  country: Prisma.sql`UPPER(o."country")`,
  status: Prisma.sql`o."status"`,
  shop: Prisma.sql`o."shopId"::text`,
};

/** Names of shops by id (company-scoped), the alias when there is one. */
export async function shopsById(ctx: RequestContext, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; platformType: number; platformRate: number }>();
  const shops = await ctx.db.shop.findMany({
    where: { id: { in: ids } },
    select: { id: true, shopName: true, alias: true, platformType: true, platformRate: true },
  });
  return new Map(shops.map((x) => [x.id, { name: x.alias || x.shopName, platformType: x.platformType, platformRate: Number(x.platformRate) }]));
}

/** Every group of the report, largest first (the page is cut from it: groups are few — at most countries × 1). */
export async function orderAnalysisAll(ctx: RequestContext, s: SalesScope): Promise<OrderAnalysisReport> {
  const dimension = s.filter.dimension;
  const sums = await groupSums(ctx, s, GROUP_BY[dimension], dimension === 'status' ? 'all' : 'valid');
  const { groups, missingCurrencies } = fold(s, sums);
  const counted = [...groups.entries()].filter(([, a]) => a.orders > 0);
  const shops =
    dimension === 'shop'
      ? await shopsById(
          ctx,
          counted.map(([k]) => Number(k)),
        )
      : null;
  const labelOf = (key: string) => {
    if (dimension === 'platform') return marketplaceLabel(Number(key));
    if (dimension === 'shop') return shops!.get(Number(key))?.name ?? key;
    return key;
  };
  counted.sort(([ka, a], [kb, b]) => b.orders - a.orders || b.sales - a.sales || (ka < kb ? -1 : ka > kb ? 1 : 0));
  const shares = percentShares(counted.map(([, a]) => a.orders));
  const rows = counted.map(([key, a], i) => ({
    key,
    label: labelOf(key),
    orders: a.orders,
    share: shares[i],
    units: a.units,
    salesAmount: fromCents(a.sales),
  }));
  const total = periodTotal(s, sums);
  const chart: OrderAnalysisChartPoint[] = rows
    .slice(0, rows.length > CHART_ITEMS ? CHART_ITEMS - 1 : CHART_ITEMS)
    .map((r) => ({ key: r.key, label: r.label, orders: r.orders, share: r.share }));
  if (rows.length > CHART_ITEMS) {
    const rest = rows.slice(CHART_ITEMS - 1);
    chart.push({
      key: OTHER_KEY,
      label: '',
      orders: rest.reduce((n, r) => n + r.orders, 0),
      share: Math.round(rest.reduce((n, r) => n + r.share * 100, 0)) / 100,
    });
  }
  return {
    currency: s.filter.currency,
    missingCurrencies,
    dimension,
    totalCount: rows.length,
    rows,
    totals: { orders: total.orders, units: total.units, salesAmount: fromCents(total.sales) },
    chart,
  };
}

export function orderAnalysisReport(ctx: RequestContext, rawFilter: unknown, paging: Paging): Promise<OrderAnalysisReport> {
  return pagedSalesReport(ctx, 'orderAnalysis', rawFilter, paging, orderAnalysisAll);
}

// ---- /storeAnalysis -------------------------------------------------------------------------

export interface StoreAnalysisFigures {
  orders: number;
  units: number;
  salesAmount: string;
  freight: string;
  platformFee: string;
  refundedOrders: number;
  refundedProducts: number;
  validProducts: number;
  /** refunded / (refunded + valid products), 0 to 1, four decimals. */
  refundRate: number;
  averageOrderValue: string;
}
export interface StoreAnalysisRow extends StoreAnalysisFigures {
  shopId: number;
  shopName: string;
  platformType: number;
  platformLabel: string;
  /** The shop's platform rate in percent (as set on /shops). */
  platformRate: string;
}
export interface StoreAnalysisReport extends Converted {
  totalCount: number;
  rows: StoreAnalysisRow[];
  totals: StoreAnalysisFigures;
  chart: { label: string; value: string }[];
}

function storeFigures(a: Acc, feeCents: number): StoreAnalysisFigures {
  return {
    orders: a.orders,
    units: a.units,
    salesAmount: fromCents(a.sales),
    freight: fromCents(a.freight),
    platformFee: fromCents(feeCents),
    refundedOrders: a.refundedOrders,
    refundedProducts: a.refundedUnits,
    validProducts: a.units,
    refundRate: rate4(refundRate(a.refundedUnits, a.units)),
    averageOrderValue: average(a),
  };
}

/**
 * A shop's platform fee in cents (spec 02 §9, 'multiply' mode): (goods sales + freight) × rate.
 * Platform rates are percentages (docs/decisions.md): 15 means 15 %. `a.sales` is the goods amount
 * (GOODS_AMOUNT), so the freight counts once.
 */
export function shopFeeCents(a: Pick<Acc, 'sales' | 'freight'>, platformRatePercent: number): number {
  return Math.round(platformFee(a.sales / 100, a.freight / 100, platformRatePercent / 100) * 100);
}

/** Every shop with sales or refunds in the period, by sales amount (largest first). */
export async function storeAnalysisAll(ctx: RequestContext, s: SalesScope): Promise<StoreAnalysisReport> {
  const sums = await groupSums(ctx, s, Prisma.sql`o."shopId"::text`, 'valid');
  const { groups, missingCurrencies } = fold(s, sums);
  const entries = [...groups.entries()];
  const shops = await shopsById(
    ctx,
    entries.map(([k]) => Number(k)),
  );
  const total = periodTotal(s, sums);
  let totalFee = 0;
  const rows = entries
    .map(([key, a]) => {
      const shopId = Number(key);
      const shop = shops.get(shopId) ?? { name: key, platformType: 0, platformRate: 0 };
      const fee = shopFeeCents(a, shop.platformRate);
      totalFee += fee;
      return {
        ...storeFigures(a, fee),
        shopId,
        shopName: shop.name,
        platformType: shop.platformType,
        platformLabel: marketplaceLabel(shop.platformType),
        platformRate: shop.platformRate.toFixed(2),
        sortSales: a.sales,
      };
    })
    .sort((a, b) => b.sortSales - a.sortSales || b.orders - a.orders || a.shopId - b.shopId)
    .map(({ sortSales: _, ...r }) => r);
  return {
    currency: s.filter.currency,
    missingCurrencies,
    totalCount: rows.length,
    rows,
    totals: storeFigures(total, totalFee),
    chart: rows.slice(0, CHART_ITEMS).map((r) => ({ label: r.shopName, value: r.salesAmount })),
  };
}

export function storeAnalysisReport(ctx: RequestContext, rawFilter: unknown, paging: Paging): Promise<StoreAnalysisReport> {
  return pagedSalesReport(ctx, 'storeAnalysis', rawFilter, paging, storeAnalysisAll);
}

// ---- filter options -------------------------------------------------------------------------

export interface SalesReportOptions {
  shops: { id: number; name: string; platformType: number; platformLabel: string }[];
  platforms: { platformType: number; label: string }[];
}

/** The caller's shops (allowShopIds) and their platforms, to filter the reports by (any one report page is enough). */
export async function salesReportOptions(ctx: RequestContext): Promise<SalesReportOptions> {
  const actor = requireActor(ctx);
  if (!SALES_REPORT_PAGES.some((p) => can(actor, p))) assertCan(ctx, 'salesAnalysis');
  const rows = await ctx.db.shop.findMany({
    where: allowedShopsWhere(actor),
    select: { id: true, shopName: true, alias: true, platformType: true },
    orderBy: [{ platformType: 'asc' }, { id: 'asc' }],
  });
  const shops = rows.map((r) => ({ id: r.id, name: r.alias || r.shopName, platformType: r.platformType, platformLabel: marketplaceLabel(r.platformType) }));
  const platforms = [...new Set(shops.map((x) => x.platformType))].map((platformType) => ({ platformType, label: marketplaceLabel(platformType) }));
  return { shops, platforms };
}
