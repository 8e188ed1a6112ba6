/** The wholesale loop (wholesale.graphql): the pairing list, the product-link reader and every command. */
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import * as ops from './wholesale.generated';
import { listOf, type RowOf, settle, useCommands } from '../../ui/resource';

export type PairingRow = RowOf<typeof pairingList>;

export const pairingList = listOf(ops.AlibabaPairingListDocument, (d) => d.alibabaPairingList);

/** Reads a product link on demand (a query run from a button, answered as an outcome). */
export function useParseProduct() {
  const client = useApolloClient();
  return useCallback(
    (link: string) =>
      settle(client.query({ query: ops.ParseWholesaleProductDocument, variables: { link }, fetchPolicy: 'network-only' }), (d) => d.parseWholesaleProduct),
    [client],
  );
}

export const useWholesaleCommands = () =>
  useCommands({
    pair: ops.PairWholesaleProductDocument,
    unpair: ops.UnpairWholesaleProductsDocument,
    order: ops.OrderPairedProductsDocument,
    importOrders: ops.ImportWholesaleOrdersDocument,
    sync: ops.SyncWholesaleLogisticsDocument,
  });
