/** Receiving (receiving.graphql): list descriptors, the tracking-number lookup and every command. */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import * as ops from './receiving.generated';
import { listOf, type Outcome, type RowOf, settle, type SuccessData, useCommands } from '../../ui/resource';

export type ReceiptRow = RowOf<typeof receiptList>;
export type AbnormalRow = RowOf<typeof abnormalList>;
type ToSignResult = ops.PurchaseOrdersToSignQuery['purchaseOrdersToSign'];
export type OrderToSign = SuccessData<ToSignResult>[number];

export const receiptList = listOf(ops.PurchaseReceiptsDocument, (d) => d.purchaseReceipts);
export const receiptsToInspectList = listOf(ops.ReceiptsToInspectDocument, (d) => d.receiptsToInspect);
export const abnormalList = listOf(ops.AbnormalReceiptsDocument, (d) => d.abnormalReceipts);

/** Looks up the orders of a tracking number on demand (a query run from a button): an outcome. */
export function useOrdersToSign() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const find = useCallback(
    async (trackingNo: string): Promise<Outcome<OrderToSign[]>> => {
      setLoading(true);
      try {
        return await settle(
          client.query({ query: ops.PurchaseOrdersToSignDocument, variables: { trackingNo }, fetchPolicy: 'network-only' }),
          (d) => d.purchaseOrdersToSign,
        );
      } finally {
        setLoading(false);
      }
    },
    [client],
  );
  return { find, loading };
}

export const useReceivingCommands = () =>
  useCommands({
    sign: ops.SignReceiptDocument,
    signParcels: ops.SignParcelsDocument,
    inspect: ops.InspectReceiptDocument,
    createAbnormal: ops.CreateAbnormalReceiptDocument,
    reviewAbnormal: ops.ReviewAbnormalReceiptsDocument,
    processAbnormal: ops.ProcessAbnormalReceiptDocument,
    completeAbnormal: ops.CompleteAbnormalReceiptDocument,
  });
