/**
 * The /tradebyteRefund tab as the address carries it: `?status=1` (to be processed, the home
 * dashboard's link), 2 refunded, 3 refused; anything else is the "all" tab.
 */
import { TRADEBYTE_REFUND_STATUSES } from '@erp/schema';

export const REFUND_TABS = ['1', '2', '3', 'all'] as const;
export type RefundTab = (typeof REFUND_TABS)[number];

export function tabOfParam(raw: string | null | undefined): RefundTab {
  const v = (raw ?? '').trim();
  return (TRADEBYTE_REFUND_STATUSES as readonly number[]).map(String).includes(v) ? (v as RefundTab) : 'all';
}

/** The filter's status for a tab (undefined: all). */
export function statusOfTab(tab: RefundTab): number | undefined {
  return tab === 'all' ? undefined : Number(tab);
}

/** A day of the date filter as the instant it starts or ends (days are UTC dates, project-wide). */
export function utcDayBoundary(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}
