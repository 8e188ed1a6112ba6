/** /tradebyteRefund data: typed documents from tradebyte-refunds.graphql wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  HandleTradebyteRefundsDocument,
  TradebyteRefundsDocument,
  TradebyteRefundStatusCountsDocument,
  TradebyteShopsDocument,
  type TradebyteRefundFilter,
  type TradebyteRefundsQuery,
} from '../../api/generated/graphql';
import { settle } from '../shared/outcome';

type ListAnswer = TradebyteRefundsQuery['tradebyteRefunds'];
export type TradebyteRefundRow = Extract<ListAnswer, { data: unknown }>['data']['nodes'][number];
export type StatusCounts = { pending: number; refunded: number; refused: number; all: number };

type Refusal = { __typename: string; message?: string; fieldErrors?: readonly { message: string }[] };
const refusalText = (a: Refusal) => a.fieldErrors?.[0]?.message || a.message || 'error';

/** One page of returns; the previous page stays shown while the next one loads. */
export function useTradebyteRefunds(page: number, pageSize: number, filter: TradebyteRefundFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(TradebyteRefundsDocument, {
    variables: { filter, offset: Math.max(0, (page - 1) * pageSize), limit: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData)?.tradebyteRefunds;
  const ok = answer?.__typename === 'QueryTradebyteRefundsSuccess' ? answer.data : null;
  return {
    rows: ok?.nodes ?? [],
    total: ok?.totalCount ?? 0,
    loading,
    error: error ?? (answer && !ok ? refusalText(answer as Refusal) : undefined),
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Returns per status for the tabs (the filter without its status); null until loaded. */
export function useTradebyteRefundCounts(filter: TradebyteRefundFilter) {
  const { data, previousData, refetch } = useQuery(TradebyteRefundStatusCountsDocument, { variables: { filter }, fetchPolicy: 'cache-and-network', context: { silent: true } });
  const answer = (data ?? previousData)?.tradebyteRefundStatusCounts;
  const counts: StatusCounts | null = answer?.__typename === 'QueryTradebyteRefundStatusCountsSuccess' ? answer.data : null;
  return { counts, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

/** The caller's Tradebyte shops for the shop filter. */
export function useTradebyteShops() {
  const { data } = useQuery(TradebyteShopsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return data?.tradebyteShops ?? [];
}

export function useHandleTradebyteRefunds() {
  const [mutate] = useMutation(HandleTradebyteRefundsDocument);
  return useCallback(
    (ids: number[], action: 'refund' | 'refuse', remark?: string) => settle(mutate({ variables: { input: { ids, action, remark } } }), (d) => d.handleTradebyteRefunds),
    [mutate],
  );
}
