/** The wholesale loop (wholesale.graphql) wrapped in small typed hooks. */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AlibabaPairingListDocument,
  ImportWholesaleOrdersDocument,
  OrderPairedProductsDocument,
  PairWholesaleProductDocument,
  ParseWholesaleProductDocument,
  SyncWholesaleLogisticsDocument,
  UnpairWholesaleProductsDocument,
  type AlibabaPairingListQuery,
  type ImportWholesaleOrdersInput,
  type OrderPairedProductsInput,
  type WholesalePairingFilter,
  type WholesalePairingInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type PairingRow = AlibabaPairingListQuery['alibabaPairingList']['edges'][number]['node'];

export function usePairingList(page: number, pageSize: number, filter: WholesalePairingFilter, skip = false) {
  const { data, previousData, loading, error, refetch } = useQuery(AlibabaPairingListDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const list = (data ?? previousData)?.alibabaPairingList;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Reads a product link on demand (a query run from a button, answered as an outcome). */
export function useParseProduct() {
  const client = useApolloClient();
  return useCallback(
    (link: string) => settle(client.query({ query: ParseWholesaleProductDocument, variables: { link }, fetchPolicy: 'network-only' }), (d) => d.parseWholesaleProduct),
    [client],
  );
}

export function useWholesaleActions() {
  const [pair] = useMutation(PairWholesaleProductDocument);
  const [unpair] = useMutation(UnpairWholesaleProductsDocument);
  const [order] = useMutation(OrderPairedProductsDocument);
  const [importOrders] = useMutation(ImportWholesaleOrdersDocument);
  const [sync] = useMutation(SyncWholesaleLogisticsDocument);
  return {
    pair: useCallback((input: WholesalePairingInput) => settle(pair({ variables: { input } }), (d) => d.pairWholesaleProduct), [pair]),
    unpair: useCallback((ids: number[]) => settle(unpair({ variables: { ids } }), (d) => d.unpairWholesaleProducts), [unpair]),
    order: useCallback((input: OrderPairedProductsInput) => settle(order({ variables: { input } }), (d) => d.orderPairedProducts), [order]),
    importOrders: useCallback((input: ImportWholesaleOrdersInput) => settle(importOrders({ variables: { input } }), (d) => d.importWholesaleOrders), [importOrders]),
    sync: useCallback(() => settle(sync(), (d) => d.syncWholesaleLogistics), [sync]),
  };
}
