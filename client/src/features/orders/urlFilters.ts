/**
 * The /orders filters the home dashboard links carry in the address (spec 01 §2 'Home dashboard'):
 *   status=processing
 *   otherRule=expireDelivery | overseaCancelWarning | unmatched
 *   condition=processing
 *   end_time_at=<unix seconds | unix ms | ISO date-time>   (ordered before this instant)
 * Pure: parse the query, describe the chips, drop one of them.
 */
import { ORDER_OTHER_RULES, ORDER_STATUSES, type OrderOtherRule, type OrderStatus } from '@erp/schema';

export interface LinkFilters {
  status?: OrderStatus;
  otherRule?: OrderOtherRule;
  condition?: OrderStatus;
  /** ISO instant. */
  endTimeAt?: string;
}

/** Query keys read by `parseLinkFilters`, in chip order. */
export const LINK_KEYS = ['status', 'otherRule', 'condition', 'end_time_at'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];

function isStatus(v: string | null): v is OrderStatus {
  return v !== null && (ORDER_STATUSES as readonly string[]).includes(v);
}

/** `end_time_at` as an ISO instant: digits are unix seconds (≤ 10 digits) or milliseconds; else a date text. */
export function parseEndTime(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const v = raw.trim();
  if (v === '') return undefined;
  let ms: number;
  if (/^\d+$/.test(v)) ms = v.length <= 10 ? Number(v) * 1000 : Number(v);
  else ms = Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(v) ? v.replace(' ', 'T') : v);
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function parseLinkFilters(params: URLSearchParams): LinkFilters {
  const out: LinkFilters = {};
  const status = params.get('status');
  if (isStatus(status)) out.status = status;
  const rule = params.get('otherRule');
  if (rule && (ORDER_OTHER_RULES as readonly string[]).includes(rule)) out.otherRule = rule as OrderOtherRule;
  const condition = params.get('condition');
  if (isStatus(condition)) out.condition = condition;
  const end = parseEndTime(params.get('end_time_at'));
  if (end) out.endTimeAt = end;
  return out;
}

/** The query keys of `params` that hold a usable link filter (the chips to show). */
export function activeLinkKeys(filters: LinkFilters): LinkKey[] {
  const keys: LinkKey[] = [];
  if (filters.status) keys.push('status');
  if (filters.otherRule) keys.push('otherRule');
  if (filters.condition) keys.push('condition');
  if (filters.endTimeAt) keys.push('end_time_at');
  return keys;
}

/** `params` without `key` (a removed chip). */
export function withoutKey(params: URLSearchParams, key: LinkKey): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  return next;
}
