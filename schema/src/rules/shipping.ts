// Scan to ship, outbound scan and parcel bags (issue 6 item 8; spec 02 §5 'Scan sorting',
// 'Outbound scan single number not empty'; spec 02 §8 messages; spec 01 §2 pickup timeout −1 and
// pickup exception −2). Pure: the server enforces these rules, the scan screens check with them.
import { z } from 'zod';
import { COLLECT_STATUS } from './orders';

/** Longest order / platform order / tracking number a scan may carry. */
export const SCAN_NUMBER_MAX = 100;
/** Heaviest parcel a scale may report, in grams (1 t: anything above is a typo). */
export const PARCEL_WEIGHT_MAX = 1_000_000;
/** Orders per pickup confirm / exception batch, parcels per bag. */
export const OUTBOUND_BATCH_MAX = 500;
export const BAG_PARCELS_MAX = 1000;

/**
 * Order.collectStatus of the outbound scan. COLLECT_STATUS (rules/orders.ts) names the values the
 * dashboard counts; here is what each means on /outboundScan:
 *  0 not scanned out; 1 scanned out and handed over, waiting for the carrier's pickup;
 *  2 pickup confirmed by the carrier (final); −1 pickup timeout (still 1 after PICKUP_TIMEOUT_HOURS);
 *  −2 pickup exception (marked by an operator with a remark).
 */
export const OUTBOUND_COLLECT = {
  notScanned: COLLECT_STATUS.none,
  scannedOut: COLLECT_STATUS.collected,
  pickupConfirmed: 2,
  pickupTimeout: COLLECT_STATUS.timeout,
  pickupException: COLLECT_STATUS.exception,
} as const;
/** The tabs of /outboundScan (null = all scanned-out orders). */
export const OUTBOUND_TABS = [
  null,
  OUTBOUND_COLLECT.scannedOut,
  OUTBOUND_COLLECT.pickupConfirmed,
  OUTBOUND_COLLECT.pickupTimeout,
  OUTBOUND_COLLECT.pickupException,
] as const;
/** States from which a carrier pickup can be confirmed or an exception marked. */
export const PICKUP_CONFIRMABLE: readonly number[] = [OUTBOUND_COLLECT.scannedOut, OUTBOUND_COLLECT.pickupTimeout, OUTBOUND_COLLECT.pickupException];
export const PICKUP_EXCEPTION_FROM: readonly number[] = [OUTBOUND_COLLECT.scannedOut, OUTBOUND_COLLECT.pickupTimeout];

/** The local-storage key the dashboard's pickup links set before opening /outboundScan (spec 01 §2). */
export const OUTBOUND_COLLECT_SETTING = 'collectStatus';

/** Parcel bag states: open (scanning parcels in), closed (weighed), handedOver (to the carrier). */
export const BAG_STATUSES = ['open', 'closed', 'handedOver'] as const;
export type BagStatus = (typeof BAG_STATUSES)[number];

/** A scanned number: required (spec 02 §5), trimmed, at most SCAN_NUMBER_MAX characters. */
export const scanNumber = (requiredId: string) =>
  z
    .string({ error: requiredId })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: requiredId }).max(SCAN_NUMBER_MAX, { error: 'validation.tooLong' }));

/** Parcel weight in grams: required and numeric (a whole number above 0). */
export const parcelWeight = z
  .number({ error: (iss) => (iss.input === undefined || iss.input === null ? 'shipping.weightRequired' : 'shipping.weightNumeric') })
  .int({ error: 'shipping.weightNumeric' })
  .positive({ error: 'shipping.weightNumeric' })
  .max(PARCEL_WEIGHT_MAX, { error: 'shipping.weightNumeric' });

/** What the scale's text box holds → grams, or the message id of the broken rule. */
export function parseWeightText(text: string): { grams: number } | { error: 'shipping.weightRequired' | 'shipping.weightNumeric' } {
  const t = text.trim();
  if (!t) return { error: 'shipping.weightRequired' };
  if (!/^\d+(\.\d+)?$/.test(t)) return { error: 'shipping.weightNumeric' };
  const grams = Math.round(Number(t));
  if (!Number.isFinite(grams) || grams <= 0 || grams > PARCEL_WEIGHT_MAX) return { error: 'shipping.weightNumeric' };
  return { grams };
}

const scanLine = z.object({
  code: z.string({ error: 'shipping.codeRequired' }).trim().min(1, { error: 'shipping.codeRequired' }).max(SCAN_NUMBER_MAX, { error: 'validation.tooLong' }),
  quantity: z
    .number({ error: 'shipping.quantityInteger' })
    .int({ error: 'shipping.quantityInteger' })
    .positive({ error: 'shipping.quantityInteger' })
    .max(100_000, { error: 'shipping.quantityInteger' }),
});

/** Scan to ship, step 1: the scanned order / tracking number. */
export const scanLookupInput = z.object({ number: scanNumber('shipping.numberRequired') });

/** Scan to ship: the order (or tracking) number, what was scanned (code → count) and the weight. */
export const scanToShipInput = z.object({
  number: scanNumber('shipping.numberRequired'),
  weight: parcelWeight,
  scans: z.array(scanLine).max(500, { error: 'shipping.tooManyLines' }),
});
export type ScanToShipInput = z.infer<typeof scanToShipInput>;

/** Outbound scan: the tracking (or order) number and the weighed parcel. */
export const outboundScanInput = z.object({
  number: scanNumber('outbound.numberRequired'),
  weight: parcelWeight,
});
export type OutboundScanInput = z.infer<typeof outboundScanInput>;

const ids = z
  .array(z.number().int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }))
  .min(1, { error: 'outbound.tickAtLeastOne' })
  .max(OUTBOUND_BATCH_MAX, { error: 'outbound.batchTooLarge' });

export const confirmPickupInput = z.object({ ids });
export const pickupExceptionInput = z.object({
  ids,
  remark: z.string({ error: 'outbound.remarkRequired' }).trim().min(1, { error: 'outbound.remarkRequired' }).max(200, { error: 'validation.tooLong' }),
});

export const createBagInput = z.object({
  channelId: z.number({ error: 'bag.channelRequired' }).int({ error: 'validation.integerIds' }).positive({ error: 'bag.channelRequired' }),
});
export const bagScanInput = z.object({
  bagId: z.number().int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }),
  number: scanNumber('bag.numberRequired'),
});

/** A scanned code → how many units the order still needs of it, and whether the scan fits. */
export interface ScanRequirement {
  /** SKU id, or the order line when it has no local SKU. */
  key: string;
  /** Units to scan: quantity × units per marketplace unit. */
  required: number;
  /** Codes that count for it: SKU, barcode, EAN, aliases, marketplace SKU (compared case-insensitively). */
  codes: string[];
}

export type ScanCheck =
  { ok: true } | { ok: false; messageId: 'shipping.codeNotInOrder'; code: string } | { ok: false; messageId: 'shipping.quantityMismatch' };

/** The key a code counts for (codes compared trimmed and case-insensitively), or null. */
export function keyOfCode(requirements: readonly ScanRequirement[], code: string): string | null {
  const c = code.trim().toLowerCase();
  if (!c) return null;
  for (const r of requirements) if (r.codes.some((x) => x.trim().toLowerCase() === c)) return r.key;
  return null;
}

/**
 * Checks what was scanned against the order (spec 02 §5/§8): a code that is not in the order, or a
 * count above what the order holds, is "the SKU or product code does not exist in the order or
 * exceeds the order's limit"; counts that fall short are "the entered quantity does not match the total".
 */
export function checkScans(requirements: readonly ScanRequirement[], scans: readonly { code: string; quantity: number }[]): ScanCheck {
  const counted = new Map<string, number>();
  for (const s of scans) {
    const key = keyOfCode(requirements, s.code);
    if (!key) return { ok: false, messageId: 'shipping.codeNotInOrder', code: s.code };
    const n = (counted.get(key) ?? 0) + s.quantity;
    const need = requirements.find((r) => r.key === key)!.required;
    if (n > need) return { ok: false, messageId: 'shipping.codeNotInOrder', code: s.code };
    counted.set(key, n);
  }
  for (const r of requirements) if ((counted.get(r.key) ?? 0) !== r.required) return { ok: false, messageId: 'shipping.quantityMismatch' };
  return { ok: true };
}

/** Channel maximum weight (grams, 0 = no limit) → whether the parcel may leave. */
export function exceedsChannelMax(weight: number, maxWeight: number): boolean {
  return maxWeight > 0 && weight > maxWeight;
}

/** Pickup timeout: scanned out (state 1) longer than `hours` before `now`. */
export function pickupTimeoutCutoff(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3600_000);
}
