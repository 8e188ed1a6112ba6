/** The date-range filter value of the stock-order screens → the API's `from` / `to` (whole days). */
import type { FilterValues } from '../../ui';
import { dayBoundary } from '../../ui/format';

export function dateRangeFilter(value: FilterValues[string] | undefined): { from?: string; to?: string } {
  const [from, to] = Array.isArray(value) ? value : ['', ''];
  return { from: dayBoundary(from, false) ?? undefined, to: dayBoundary(to, true) ?? undefined };
}
