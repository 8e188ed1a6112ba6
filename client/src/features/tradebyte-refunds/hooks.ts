/** /tradebyteRefund data (tradebyte-refunds.graphql) on the resource kit. */
import {
  HandleTradebyteRefundsDocument,
  TradebyteRefundsDocument,
  TradebyteRefundStatusCountsDocument,
  TradebyteShopsDocument,
} from './tradebyte-refunds.generated';
import type { TradebyteRefundFilter } from '../../api/generated/types';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type TradebyteRefundRow = RowOf<typeof tradebyteRefundList>;
export type StatusCounts = { pending: number; refunded: number; refused: number; all: number };

/** The list: a typed result (a bad filter is refused in words), paged by offset / limit. */
export const tradebyteRefundList = listOf(TradebyteRefundsDocument, (d) => d.tradebyteRefunds);

/** Returns per status for the tabs (the filter without its status); null until loaded. */
export function useTradebyteRefundCounts(filter: TradebyteRefundFilter) {
  const { record, refetch } = useRecord(
    TradebyteRefundStatusCountsDocument,
    (d) => d.tradebyteRefundStatusCounts,
    { filter },
    { silent: true, keepPrevious: true },
  );
  const counts: StatusCounts | null = record?.__typename === 'QueryTradebyteRefundStatusCountsSuccess' ? record.data : null;
  return { counts, refetch };
}

/** The caller's Tradebyte shops for the shop filter. */
export const useTradebyteShops = () => useRecord(TradebyteShopsDocument, (d) => d.tradebyteShops, undefined, { silent: true }).record ?? [];

export const useTradebyteRefundCommands = () => useCommands({ handle: HandleTradebyteRefundsDocument });
