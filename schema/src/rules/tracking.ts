// Parcel tracking (/logisticsTracking; spec 02 §4 'Tracking: add, re-query, resubmit, mark delete and
// cancel delete, automatic tracking on or off', §9 'Transit duration buckets … percentiles 90 and 95').
import { z } from 'zod';
import { TRACKING_NUMBER_MAX, TRACKING_NUMBER_PATTERN } from './logistics';

export const TRACKING_STATUSES = ['pending', 'notFound', 'inTransit', 'arrived', 'delivered', 'exception', 'expired'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
/** The /logisticsTracking tabs: every status, plus all records and the deleted ones. */
/**
 * Upload of an order's tracking number to its marketplace (issue 18): stored as '' before the
 * first upload; the API answers `notUploaded` for it.
 */
export const TRACKING_UPLOAD_STATUSES = ['notUploaded', 'pending', 'uploaded', 'failed'] as const;
export type TrackingUploadStatus = (typeof TRACKING_UPLOAD_STATUSES)[number];
/** Where an order's tracking number came from; stored as '' when it has none, answered as `none`. */
export const TRACKING_NUMBER_SOURCES = ['none', 'carrier', 'pool', 'manual', 'import', 'overseas'] as const;
export type TrackingNumberSource = (typeof TRACKING_NUMBER_SOURCES)[number];

export const TRACKING_STATUS_TABS = ['all', ...TRACKING_STATUSES, 'deleted'] as const;
export type TrackingStatusTab = (typeof TRACKING_STATUS_TABS)[number];

/** Statuses that never change again: automatic tracking stops at them. */
export const TRACKING_FINAL_STATUSES: readonly TrackingStatus[] = ['delivered', 'expired'];

/** A parcel not delivered this many days after shipping is expired ("transit too long"). */
export const TRACKING_EXPIRE_DAYS = 60;

/** At most this many records in one batch action. */
export const TRACKING_BATCH_MAX = 500;

/** Hours between automatic re-queries of a record that is not final. */
export const TRACKING_AUTO_INTERVAL_HOURS = 6;

export const trackingRecordInput = z.object({
  trackingNo: z
    .string({ error: 'tracking.numberRequired' })
    .trim()
    .min(1, { error: 'tracking.numberRequired', abort: true })
    .max(TRACKING_NUMBER_MAX, { error: 'tracking.numberInvalid', abort: true })
    .regex(TRACKING_NUMBER_PATTERN, { error: 'tracking.numberInvalid' }),
  /** The order the parcel belongs to (its number): the record then links to it and takes its channel, country and ship time. */
  orderNo: z.string().trim().max(64, { error: 'validation.tooLong' }).optional(),
  channelId: z.number().int().positive().optional(),
  carrier: z.string().trim().max(64, { error: 'logistics.channel.carrierTooLong' }).optional(),
  country: z.string().trim().toUpperCase().max(2, { error: 'validation.tooLong' }).optional(),
  shippedAt: z.coerce.date().optional(),
  autoTrack: z.boolean().default(true),
});
export type TrackingRecordInput = z.infer<typeof trackingRecordInput>;

// ---- transit-time buckets and percentiles (pure; unit-tested) ---------------------------------

/**
 * Transit-time buckets (spec 02 §9): within 1 day, 1–3, 3–7, 7–10, 10–15, 15–30, over 30 days.
 * Edge rule: each bucket includes its upper edge, so exactly 1 day is "within 1 day", 3 days falls
 * in 1–3, 7 in 3–7, … 30 in 15–30; above 30 is "over 30".
 */
export const TRANSIT_BUCKETS = [
  { key: 'd0_1', max: 1 },
  { key: 'd1_3', max: 3 },
  { key: 'd3_7', max: 7 },
  { key: 'd7_10', max: 10 },
  { key: 'd10_15', max: 15 },
  { key: 'd15_30', max: 30 },
  { key: 'd30_', max: Number.POSITIVE_INFINITY },
] as const;
export type TransitBucketKey = (typeof TRANSIT_BUCKETS)[number]['key'];

/** The bucket of a transit time in days (negative times count as within 1 day). */
export function transitBucket(days: number): TransitBucketKey {
  for (const b of TRANSIT_BUCKETS) if (days <= b.max) return b.key;
  return 'd30_';
}

/** Count per bucket, in bucket order (every bucket present, zero included). */
export function transitBuckets(days: readonly number[]): { key: TransitBucketKey; count: number }[] {
  const counts = new Map<TransitBucketKey, number>(TRANSIT_BUCKETS.map((b) => [b.key, 0]));
  for (const d of days) {
    const k = transitBucket(d);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return TRANSIT_BUCKETS.map((b) => ({ key: b.key, count: counts.get(b.key) ?? 0 }));
}

/**
 * Nearest-rank percentile: sort ascending, take the value at rank ⌈p/100 × n⌉ (1-based). Always a
 * value that occurred; null for no values. p in (0, 100].
 */
export function percentileNearestRank(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} out of (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1]!;
}

/** Days between two instants, rounded to 2 decimals (TrackingRecord.transitDays). */
export function transitDaysBetween(shippedAt: Date, deliveredAt: Date): number {
  return Math.round(((deliveredAt.getTime() - shippedAt.getTime()) / 86_400_000) * 100) / 100;
}

export interface TransitStats {
  count: number;
  buckets: { key: TransitBucketKey; count: number }[];
  p90: number | null;
  p95: number | null;
  average: number | null;
}

/** Everything the tracking report shows for one group of delivered parcels. */
export function transitStats(days: readonly number[]): TransitStats {
  const average = days.length ? Math.round((days.reduce((s, d) => s + d, 0) / days.length) * 100) / 100 : null;
  return { count: days.length, buckets: transitBuckets(days), p90: percentileNearestRank(days, 90), p95: percentileNearestRank(days, 95), average };
}
