// Home dashboard and sales reports (issue 8; spec 01 §2 'Home dashboard (/home)', §3 Dashboard /
// Sales report / Bottom data, §9 unmatched thresholds; spec 02 §2 /salesAnalysis, /orderAnalysis,
// /storeAnalysis, §9 platform fee and refund rate), exchange rates (/exchangeRates) and Tradebyte
// returns (/tradebyteRefund, the customer-service card). Pure: the server computes with them, the
// client builds the dashboard's links and checks forms with them.
import { z } from 'zod';
import { COLLECT_STATUS, UNMATCHED_ALERT_HOURS, type OrderStatus } from './orders';
import { isValidModifier } from '../exchange-rates/index';
import type { PermissionName } from '../permissions.generated';

// ---- what counts as a sale ------------------------------------------------------------------

/** Orders that count as sales: paid and not cancelled or refunded (awaiting payment is not a sale yet). */
export const SALES_VALID_STATUSES: readonly OrderStatus[] = ['processing', 'outOfStock', 'awaitingShipment', 'shipped', 'completed', 'abnormal'];
/** Orders whose goods were refunded (the refund rate's numerator). */
export const SALES_REFUNDED_STATUSES: readonly OrderStatus[] = ['refunded'];
/** Paid orders whose parcel has not left yet (the dashboard's "unshipped orders by platform"). */
export const UNSHIPPED_STATUSES: readonly OrderStatus[] = ['processing', 'outOfStock', 'awaitingShipment', 'abnormal'];

// ---- the dashboard's sales chart (home/platformSaleReport) --------------------------------------

/** day: the last 30 days by day; week: the last 12 weeks (Monday to Sunday); month: the last 12 months. */
export const SALES_TIME_TYPES = ['day', 'week', 'month'] as const;
export type SalesTimeType = (typeof SALES_TIME_TYPES)[number];
/** price: sales amount in the report currency; quantity: number of orders. */
export const SALES_NUMBER_TYPES = ['price', 'quantity'] as const;
export type SalesNumberType = (typeof SALES_NUMBER_TYPES)[number];
/** Spec 01 §2: defaults timeType day, numberType price, platformType all (''). */
export const SALES_REPORT_DEFAULTS = { timeType: 'day', numberType: 'price', platformType: '' } as const;
/** How many buckets each time type shows, ending with the current one. */
export const SALES_BUCKETS: Record<SalesTimeType, number> = { day: 30, week: 12, month: 12 };
/**
 * The base currency: exchange rates are yuan per unit, and the dashboard, the sales reports and the
 * stored freight (OrderFreight.estimatedBase) are in it.
 */
export const BASE_CURRENCY = 'CNY';
/** Top shops by sales on the dashboard, and the window of the bottom figures (days). */
export const TOP_SHOPS = 10;
export const DASHBOARD_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Start (UTC) of the bucket holding `at`. Weeks start on Monday. */
export function bucketStart(at: Date, timeType: SalesTimeType): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (timeType === 'week') return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  if (timeType === 'month') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return d;
}

/** Bucket label: day and week 'YYYY-MM-DD' (a week by its Monday), month 'YYYY-MM'. */
export function bucketLabel(start: Date, timeType: SalesTimeType): string {
  const iso = start.toISOString();
  return timeType === 'month' ? iso.slice(0, 7) : iso.slice(0, 10);
}

/** The chart's buckets, oldest first, the last one holding `now` (days are UTC dates, as everywhere). */
export function salesBuckets(timeType: SalesTimeType, now: Date): { start: Date; label: string }[] {
  const n = SALES_BUCKETS[timeType];
  const last = bucketStart(now, timeType);
  const out: { start: Date; label: string }[] = [];
  for (let i = n - 1; i >= 0; i--) {
    let start: Date;
    if (timeType === 'month') start = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - i, 1));
    else start = new Date(last.getTime() - i * (timeType === 'week' ? 7 : 1) * DAY_MS);
    out.push({ start, label: bucketLabel(start, timeType) });
  }
  return out;
}

/** Start of the chart's period (first bucket). */
export function salesPeriodStart(timeType: SalesTimeType, now: Date): Date {
  return salesBuckets(timeType, now)[0]!.start;
}

// ---- money ------------------------------------------------------------------------------------

/**
 * Built-in rates (yuan per unit), used for a currency the company has not set on /exchangeRates.
 * Reference values of November 2026; a seller corrects them on /exchangeRates.
 */
export const DEFAULT_EXCHANGE_RATES: Readonly<Record<string, number>> = {
  CNY: 1,
  USD: 7.1,
  EUR: 7.7,
  GBP: 9.0,
  JPY: 0.047,
  HKD: 0.91,
  AUD: 4.6,
  CAD: 5.1,
  CHF: 8.0,
  PLN: 1.8,
  CZK: 0.31,
  HUF: 0.02,
  RON: 1.55,
  SEK: 0.67,
  DKK: 1.03,
  NOK: 0.65,
  RUB: 0.088,
  TRY: 0.17,
  MXN: 0.39,
  BRL: 1.3,
  CLP: 0.0075,
  COP: 0.0018,
  SGD: 5.4,
  MYR: 1.6,
  THB: 0.2,
  PHP: 0.12,
  IDR: 0.00044,
  VND: 0.00028,
  TWD: 0.22,
  KRW: 0.0049,
  INR: 0.081,
  AED: 1.93,
  SAR: 1.89,
  NZD: 4.1,
  ZAR: 0.4,
};

export type RateTable = Readonly<Record<string, number>>;

/** The company's rates over the built-in ones. */
export function effectiveRates(stored: readonly { currency: string; rate: number | string }[]): Record<string, number> {
  const out: Record<string, number> = { ...DEFAULT_EXCHANGE_RATES };
  for (const r of stored) out[r.currency.toUpperCase()] = Number(r.rate);
  return out;
}

/**
 * `amount` in `from` converted to `to` through yuan, rounded to cents; null when either rate is
 * unknown (the report then lists the currency as missing instead of guessing).
 */
export function convertAmount(amount: number, from: string, to: string, rates: RateTable): number | null {
  if (from === to) return Math.round(amount * 100) / 100;
  const a = rates[from];
  const b = rates[to];
  if (!a || !b) return null;
  return Math.round(((amount * a) / b) * 100) / 100;
}

/** Refund rate = refunded products / (refunded + valid products) (spec 02 §9); 0 when there are none. */
export function refundRate(refundedProducts: number, validProducts: number): number {
  const all = refundedProducts + validProducts;
  return all > 0 ? refundedProducts / all : 0;
}

/**
 * Platform fee (spec 02 §9): (order sales + revenue freight) × rate, or, when the amounts include
 * the fee ('inclusive'), (sales + freight) ÷ (1 + rate) × rate. Rounded to cents.
 */
export function platformFee(sales: number, freight: number, rate: number, mode: 'multiply' | 'inclusive' = 'multiply'): number {
  const base = sales + freight;
  const fee = mode === 'inclusive' ? (base / (1 + rate)) * rate : base * rate;
  return Math.round(fee * 100) / 100;
}

/** Percent shares of `values` (two decimals) that add up to exactly 100 (largest remainder); all zero → zeros. */
export function percentShares(values: readonly number[]): number[] {
  const total = values.reduce((s, v) => s + v, 0);
  if (total <= 0) return values.map(() => 0);
  const raw = values.map((v) => (v / total) * 10_000);
  const floors = raw.map(Math.floor);
  let left = 10_000 - floors.reduce((s, v) => s + v, 0);
  const order = raw.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left -= 1;
  }
  return floors.map((v) => v / 100);
}

// ---- dashboard links (spec 01 §2: each figure opens the list it counts) --------------------------

export type DashboardFigure =
  | 'shopTotal'
  | 'shopAuthFailed'
  | 'outOfStock'
  | 'processing'
  | 'expireDelivery'
  | 'overseaCancel'
  | 'unmatchedOver12Hours'
  | 'unmatchedOver24Hours'
  | 'collectTimeout'
  | 'collectException'
  | 'tradebyteRefund';

export interface DashboardLink {
  path: string;
  query: Record<string, string>;
  /** For /outboundScan: the collectStatus to store under OUTBOUND_COLLECT_SETTING first. */
  collectStatus?: number;
}

/** Unix seconds of the unmatched cut-off: `hours` before the dashboard's request time. */
export function unmatchedCutoff(requestTime: Date, hours: number): number {
  return Math.floor(requestTime.getTime() / 1000) - hours * 3600;
}

/** Where each dashboard figure leads, with the filter that reproduces its count. */
export function dashboardLink(figure: DashboardFigure, requestTime: Date): DashboardLink {
  const unmatched = (hours: number) => ({
    path: '/orders',
    query: { otherRule: 'unmatched', condition: 'processing', status: 'processing', end_time_at: String(unmatchedCutoff(requestTime, hours)) },
  });
  switch (figure) {
    case 'shopTotal':
      return { path: '/shops', query: {} };
    case 'shopAuthFailed':
      return { path: '/shops', query: { status: '4' } };
    case 'outOfStock':
      return { path: '/orders', query: { status: 'outOfStock' } };
    case 'processing':
      return { path: '/orders', query: { status: 'processing' } };
    case 'expireDelivery':
      return { path: '/orders', query: { otherRule: 'expireDelivery' } };
    case 'overseaCancel':
      return { path: '/orders', query: { otherRule: 'overseaCancelWarning' } };
    case 'unmatchedOver12Hours':
      return unmatched(UNMATCHED_ALERT_HOURS[0]);
    case 'unmatchedOver24Hours':
      return unmatched(UNMATCHED_ALERT_HOURS[1]);
    case 'collectTimeout':
      return { path: '/outboundScan', query: {}, collectStatus: COLLECT_STATUS.timeout };
    case 'collectException':
      return { path: '/outboundScan', query: {}, collectStatus: COLLECT_STATUS.exception };
    case 'tradebyteRefund':
      return { path: '/tradebyteRefund', query: { status: String(TRADEBYTE_REFUND_STATUS.pending) } };
  }
}

/** The page permission each figure needs (a figure the caller cannot open is not shown: null). */
export const DASHBOARD_FIGURE_PAGE: Record<DashboardFigure, PermissionName> = {
  shopTotal: 'shops',
  shopAuthFailed: 'shops',
  outOfStock: 'orders',
  processing: 'orders',
  expireDelivery: 'orders',
  overseaCancel: 'orders',
  unmatchedOver12Hours: 'orders',
  unmatchedOver24Hours: 'orders',
  collectTimeout: 'outboundScan',
  collectException: 'outboundScan',
  tradebyteRefund: 'tradebyteRefund',
};

// ---- sales reports (/salesAnalysis, /orderAnalysis, /storeAnalysis) -----------------------------

/** Longest report period in days (inclusive). */
export const SALES_REPORT_MAX_DAYS = 366;
/** Row granularity of /salesAnalysis. */
export const SALES_GRANULARITIES = ['day', 'week', 'month'] as const;
/** What /orderAnalysis groups by. */
export const ORDER_ANALYSIS_DIMENSIONS = ['platform', 'country', 'status', 'shop'] as const;
export type OrderAnalysisDimension = (typeof ORDER_ANALYSIS_DIMENSIONS)[number];
/** What /salesReport groups its rows by (issue 22 item 7): shop, platform, buyer country, or the period (by granularity). */
export const SALES_REPORT_GROUPS = ['shop', 'platform', 'country', 'period'] as const;
export type SalesReportGroup = (typeof SALES_REPORT_GROUPS)[number];

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD text as UTC midnight in ms, or null when it is not a real day (2026-02-30). */
const dayMs = (text: string): number | null => {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return DAY_TEXT.test(text) && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
};
/**
 * The superRefine of a report filter's period of UTC days (both included): real days, `to` not
 * before `from`, at most `maxDays`; messages `<prefix>.dateInvalid`, `.toBeforeFrom`, `.periodTooLong`.
 * The fields' own pattern has already refused other shapes.
 */
export const refinePeriod =
  (prefix: string, maxDays: number) =>
  (f: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    const from = dayMs(f.from);
    const to = dayMs(f.to);
    if (from === null && DAY_TEXT.test(f.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: `${prefix}.dateInvalid` });
    if (to === null && DAY_TEXT.test(f.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: `${prefix}.dateInvalid` });
    if (from === null || to === null) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: `${prefix}.toBeforeFrom` });
    else if ((to - from) / DAY_MS + 1 > maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `${prefix}.periodTooLong` });
  };

const CURRENCY = /^[A-Z]{3}$/;
const dateText = z.string({ error: 'validation.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'report.dateInvalid' });

/** The filter every sales report takes. Dates are UTC days, both included. */
export const salesReportFilterInput = z
  .object({
    from: dateText,
    to: dateText,
    platformType: z.number().int().positive().nullish(),
    shopId: z.number().int().positive().nullish(),
    currency: z.string().trim().toUpperCase().regex(CURRENCY, { error: 'report.currencyInvalid' }).default(BASE_CURRENCY),
    granularity: z.enum(SALES_GRANULARITIES, { error: 'report.granularityInvalid' }).default('day'),
    dimension: z.enum(ORDER_ANALYSIS_DIMENSIONS, { error: 'report.dimensionInvalid' }).default('platform'),
    groupBy: z.enum(SALES_REPORT_GROUPS, { error: 'report.groupByInvalid' }).default('shop'),
  })
  .superRefine(refinePeriod('report', SALES_REPORT_MAX_DAYS));
export type SalesReportFilter = z.output<typeof salesReportFilterInput>;

/** [from 00:00, day after `to` 00:00) as instants. */
export function reportRange(f: { from: string; to: string }): { start: Date; end: Date } {
  return { start: new Date(`${f.from}T00:00:00Z`), end: new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS) };
}

/** Every bucket of a report period, oldest first (so days without orders show as zero rows). */
export function periodBuckets(f: { from: string; to: string }, granularity: SalesTimeType): { start: Date; label: string }[] {
  const { start, end } = reportRange(f);
  const out: { start: Date; label: string }[] = [];
  let cur = bucketStart(start, granularity);
  while (cur < end) {
    out.push({ start: cur, label: bucketLabel(cur, granularity) });
    cur =
      granularity === 'month'
        ? new Date(Date.UTC(cur.getUTCFullYear(), cur.getUTCMonth() + 1, 1))
        : new Date(cur.getTime() + (granularity === 'week' ? 7 : 1) * DAY_MS);
  }
  return out;
}

// ---- exchange rates (/exchangeRates) ----------------------------------------------------------

export const EXCHANGE_RATE_MAX = 1_000_000;
export const exchangeRateInput = z
  .object({
    currency: z.string({ error: 'validation.required' }).trim().toUpperCase().regex(CURRENCY, { error: 'exchangeRate.currencyInvalid' }),
    rate: z
      .number({ error: 'exchangeRate.rateInvalid' })
      .positive({ error: 'exchangeRate.rateInvalid' })
      .max(EXCHANGE_RATE_MAX, { error: 'exchangeRate.rateInvalid' })
      .refine((v) => Math.abs(Number(v.toFixed(6)) - v) < 1e-12, { error: 'exchangeRate.rateDecimals' }),
    /** Issue 22 item 8: percent added to the standard rate `rate` (executedRate of ../exchange-rates); default 0. */
    modifier: z
      .union([z.string(), z.number()], { error: 'exchangeRate.modifierInvalid' })
      .transform((v) => String(v).trim())
      .refine(isValidModifier, { error: 'exchangeRate.modifierInvalid' })
      .default('0'),
  })
  .refine((v) => v.currency !== BASE_CURRENCY || (v.rate === 1 && Number(v.modifier) === 0), { path: ['rate'], error: 'exchangeRate.baseFixed' });

// ---- Tradebyte returns (/tradebyteRefund) -----------------------------------------------------

export const TRADEBYTE_REFUND_STATUS = { pending: 1, refunded: 2, refused: 3 } as const;
export const TRADEBYTE_REFUND_STATUSES = [1, 2, 3] as const;
export const TRADEBYTE_REFUND_ACTIONS = ['refund', 'refuse'] as const;
export const TRADEBYTE_REFUND_BATCH_MAX = 100;
export const tradebyteRefundHandleInput = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .min(1, { error: 'tradebyteRefund.tickAtLeastOne' })
      .max(TRADEBYTE_REFUND_BATCH_MAX, { error: 'tradebyteRefund.batchTooMany' }),
    action: z.enum(TRADEBYTE_REFUND_ACTIONS, { error: 'tradebyteRefund.actionInvalid' }),
    remark: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  })
  .refine((v) => v.action !== 'refuse' || v.remark.length > 0, { path: ['remark'], error: 'tradebyteRefund.remarkRequired' });
