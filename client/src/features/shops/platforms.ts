/** Marketplace choices (spec 01 §3 platform type numbers, labels from @erp/schema). */
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS, PLATFORM_TYPES, SHOP_STATUS_VALUES } from '@erp/schema';

export const PLATFORM_OPTIONS: { value: string; label: string }[] = LISTING_MARKETPLACES.map((m) => ({
  value: String(PLATFORM_TYPES[m]),
  label: MARKETPLACE_LABELS[m],
}));

/** A `status` query value the shops list understands ('' = any). */
export function statusParam(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  const n = Number(value);
  return Number.isInteger(n) && SHOP_STATUS_VALUES.includes(n) ? String(n) : '';
}

/** "12.5000" (Decimal(8,4) from the server) → "12.5"; keeps the text exact (no float). */
export function percentText(value: string | null | undefined): string {
  if (!value) return '';
  const v = value.trim();
  if (!/^\d+\.\d+$/.test(v)) return v;
  return v.replace(/0+$/, '').replace(/\.$/, '');
}
