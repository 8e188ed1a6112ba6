// Stock push rules (issue 19 points 6 and 7; /inventoryPushRule): what quantity a shop's online
// listings show for a SKU, from what the company has available in the rule's warehouses. The
// server pushes this number after every stock change and compares it with what the marketplace
// shows (drift); the screen shows the same number as a trial.
//
// Order of the rule's steps (each documented on its field):
//   1. available below `zeroBelow` → 0 (a nearly sold-out SKU is not oversold on many channels);
//   2. `reserve` units are kept back (never pushed);
//   3. `percentage` of the rest, rounded down (a fraction of a unit cannot be sold);
//   4. at most `maxQuantity` (when set).
import type { FieldIssue } from '../rules/validation';

export interface StockPushRuleValues {
  /** Percent of the available quantity shown on the marketplace, whole number 0–100. */
  percentage: number;
  /** Never show more than this; null: no cap. */
  maxQuantity: number | null;
  /** Units kept back before the percentage is taken. */
  reserve: number;
  /** When the available quantity is below this, 0 is shown; 0 turns it off. */
  zeroBelow: number;
}

export const DEFAULT_STOCK_PUSH_RULE: StockPushRuleValues = { percentage: 100, maxQuantity: null, reserve: 0, zeroBelow: 0 };

/** The quantity to show on the marketplace for `available` units under the rule. */
export function stockPushQuantity(available: number, rule: StockPushRuleValues): number {
  const have = Math.max(0, Math.floor(available));
  if (rule.zeroBelow > 0 && have < rule.zeroBelow) return 0;
  const rest = Math.max(0, have - Math.max(0, rule.reserve));
  // integer percent: exact integer arithmetic, no 0.1 + 0.2 surprises
  let quantity = Math.floor((rest * Math.min(100, Math.max(0, rule.percentage))) / 100);
  if (rule.maxQuantity !== null && rule.maxQuantity >= 0) quantity = Math.min(quantity, rule.maxQuantity);
  return quantity;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000_000;

/** Every broken rule of the values, each on its field (empty when they can be stored). */
export function stockPushRuleProblems(rule: Partial<Record<keyof StockPushRuleValues, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const fail = (field: keyof StockPushRuleValues, messageId: string) => issues.push({ field, messageId, params: { field: `stockPush.field.${field}` } });
  const p = rule.percentage;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > 100) fail('percentage', 'stockPush.percentageRange');
  if (rule.maxQuantity !== null && rule.maxQuantity !== undefined && !isCount(rule.maxQuantity)) fail('maxQuantity', 'stockPush.countInvalid');
  if (rule.reserve !== undefined && !isCount(rule.reserve)) fail('reserve', 'stockPush.countInvalid');
  if (rule.zeroBelow !== undefined && !isCount(rule.zeroBelow)) fail('zeroBelow', 'stockPush.countInvalid');
  return issues;
}

// ---- drift (point 7) ---------------------------------------------------------------------------

export const STOCK_DRIFT_CAUSES = ['pushFailed', 'editedOnMarketplace', 'ruleChanged', 'notPushed'] as const;
export type StockDriftCause = (typeof STOCK_DRIFT_CAUSES)[number];

export interface DriftFacts {
  /** What the rule says the listing should show now. */
  expected: number;
  /** What the marketplace shows. */
  actual: number;
  /** The last push to this listing (or variation), if any. */
  lastPush: { status: 'success' | 'failed' | 'retrying' | 'pending' | 'superseded'; quantity: number; at: Date } | null;
  /** When the shop's rule was last changed. */
  ruleChangedAt: Date;
  /** What we last knew the listing showed (our copy), when nothing was ever pushed. */
  known: number;
}

/**
 * Why a listing shows another quantity than the rule says, or null when it does not:
 *   - pushFailed: the last push was refused or is waiting for a retry;
 *   - editedOnMarketplace: the marketplace shows something else than what we last pushed (or knew);
 *   - ruleChanged: it shows what we pushed, but the rule changed since;
 *   - notPushed: it shows what we pushed, and stock moved since (a push is on its way or was skipped).
 */
export function stockDriftCause(f: DriftFacts): StockDriftCause | null {
  if (f.expected === f.actual) return null;
  if (f.lastPush && (f.lastPush.status === 'failed' || f.lastPush.status === 'retrying')) return 'pushFailed';
  const lastSent = f.lastPush?.status === 'success' ? f.lastPush.quantity : f.known;
  if (f.actual !== lastSent) return 'editedOnMarketplace';
  if (!f.lastPush || f.ruleChangedAt > f.lastPush.at) return 'ruleChanged';
  return 'notPushed';
}

/** A push record's status: pending (being sent), success, failed (for good), retrying (waiting for its next attempt), superseded (a newer push to the same listing took over). */
export const STOCK_PUSH_STATUSES = ['pending', 'success', 'failed', 'retrying', 'superseded'] as const;
export type StockPushStatus = (typeof STOCK_PUSH_STATUSES)[number];
/** Attempts of one push before it fails for good; retries wait STOCK_PUSH_BACKOFF_SECONDS × 2^(attempt − 1). */
export const STOCK_PUSH_MAX_ATTEMPTS = 5;
export const STOCK_PUSH_BACKOFF_SECONDS = 5;
