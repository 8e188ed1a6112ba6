/** After-sales screens' data (after-sales.graphql) on the resource kit. */
import { AFTER_SALES_STATUSES, type AfterSalesKind, type AfterSalesPlatform } from '@erp/schema';
import type { AfterSalesFilter } from '../../api/generated/types';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import {
  AfterSalesActionDocument,
  AfterSalesCaseDocument,
  AfterSalesCasesDocument,
  AfterSalesShopsDocument,
  AfterSalesStatusCountsDocument,
  PullAfterSalesDocument,
} from './after-sales.generated';

export type AfterSalesRow = RowOf<typeof afterSalesList>;

/** The list: a typed result (a screen the caller may not open is refused in words), paged by offset / limit. */
export const afterSalesList = listOf(AfterSalesCasesDocument, (d) => d.afterSalesCases);

/** The status tabs: all, then every status. */
export const AFTER_SALES_TABS = ['all', ...AFTER_SALES_STATUSES] as const;
export type AfterSalesTab = (typeof AFTER_SALES_TABS)[number];

/** Cases per status for the tabs (the filter without its status); null until loaded. */
export function useAfterSalesCounts(filter: AfterSalesFilter) {
  const { record, refetch } = useRecord(AfterSalesStatusCountsDocument, (d) => d.afterSalesStatusCounts, { filter }, { silent: true, keepPrevious: true });
  const data = record?.__typename === 'QueryAfterSalesStatusCountsSuccess' ? record.data : null;
  const count = (tab: AfterSalesTab): number | undefined =>
    !data ? undefined : tab === 'all' ? data.all : (data.statuses.find((s) => s.status === tab)?.count ?? 0);
  return { count, refetch };
}

/** The caller's shops of the screen's marketplace (the shop filter and "pull now"). */
export function useAfterSalesShops(kind: AfterSalesKind, platform: AfterSalesPlatform) {
  const { record } = useRecord(AfterSalesShopsDocument, (d) => d.afterSalesShops, { kind, platform }, { silent: true });
  return record?.__typename === 'QueryAfterSalesShopsSuccess' ? record.data : [];
}

/** One case with its history (the detail dialog). */
export function useAfterSalesCase(id: number) {
  const { record, loading, error, refetch } = useRecord(AfterSalesCaseDocument, (d) => d.afterSalesCase, { id }, { fetchPolicy: 'network-only' });
  const data = record?.__typename === 'QueryAfterSalesCaseSuccess' ? record.data : null;
  const refused = record && record.__typename !== 'QueryAfterSalesCaseSuccess' ? (record as { message?: string }).message : undefined;
  return { record: data, loading, error, refused, refetch };
}

export const useAfterSalesCommands = () => useCommands({ act: AfterSalesActionDocument, pull: PullAfterSalesDocument });
