/** Receiving (receiving.graphql) wrapped in small typed hooks. */
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AbnormalReceiptsDocument,
  CompleteAbnormalReceiptDocument,
  CreateAbnormalReceiptDocument,
  InspectReceiptDocument,
  ProcessAbnormalReceiptDocument,
  PurchaseOrdersToSignDocument,
  PurchaseReceiptsDocument,
  ReceiptsToInspectDocument,
  ReviewAbnormalReceiptsDocument,
  SignParcelsDocument,
  SignReceiptDocument,
  type AbnormalReceiptFilter,
  type AbnormalReceiptInput,
  type AbnormalReceiptsQuery,
  type InspectReceiptInput,
  type PurchaseOrdersToSignQuery,
  type PurchaseReceiptFilter,
  type PurchaseReceiptsQuery,
  type SignParcelsInput,
  type SignReceiptInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type ReceiptRow = PurchaseReceiptsQuery['purchaseReceipts']['edges'][number]['node'];
export type AbnormalRow = AbnormalReceiptsQuery['abnormalReceipts']['edges'][number]['node'];
type ToSignResult = PurchaseOrdersToSignQuery['purchaseOrdersToSign'];
export type OrderToSign = Extract<ToSignResult, { __typename: 'QueryPurchaseOrdersToSignSuccess' }>['data'][number];

/** Looks up the orders of a tracking number; answers them or the server's message. */
export function useOrdersToSign() {
  const [run, { loading }] = useLazyQuery(PurchaseOrdersToSignDocument, { fetchPolicy: 'network-only' });
  const find = useCallback(
    async (trackingNo: string): Promise<{ ok: true; orders: OrderToSign[] } | { ok: false; message: string }> => {
      try {
        const { data } = await run({ variables: { trackingNo } });
        const r = data?.purchaseOrdersToSign;
        if (!r) return { ok: false, message: '' };
        if (r.__typename === 'QueryPurchaseOrdersToSignSuccess') return { ok: true, orders: r.data };
        const field = 'fieldErrors' in r ? r.fieldErrors?.[0]?.message : undefined;
        return { ok: false, message: field ?? ('message' in r ? r.message : '') };
      } catch {
        return { ok: false, message: '' };
      }
    },
    [run],
  );
  return { find, loading };
}

function useReceiptList(which: 'all' | 'inspect', page: number, pageSize: number, filter: PurchaseReceiptFilter) {
  const variables = { ...pageArgs(page, pageSize), filter };
  const all = useQuery(PurchaseReceiptsDocument, { variables, fetchPolicy: 'cache-and-network', skip: which !== 'all' });
  const inspect = useQuery(ReceiptsToInspectDocument, { variables, fetchPolicy: 'cache-and-network', skip: which !== 'inspect' });
  const q = which === 'all' ? all : inspect;
  const list = which === 'all' ? (all.data ?? all.previousData)?.purchaseReceipts : (inspect.data ?? inspect.previousData)?.receiptsToInspect;
  const refetch = q.refetch;
  return {
    rows: (list?.edges.map((e) => e.node) ?? []) as ReceiptRow[],
    total: list?.totalCount ?? 0,
    loading: q.loading,
    error: q.error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export const usePurchaseReceipts = (page: number, pageSize: number, filter: PurchaseReceiptFilter) => useReceiptList('all', page, pageSize, filter);
export const useReceiptsToInspect = (page: number, pageSize: number, filter: PurchaseReceiptFilter) => useReceiptList('inspect', page, pageSize, filter);

export function useAbnormalReceipts(page: number, pageSize: number, filter: AbnormalReceiptFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(AbnormalReceiptsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const d = data ?? previousData;
  return {
    rows: d?.abnormalReceipts.edges.map((e) => e.node) ?? [],
    total: d?.abnormalReceipts.totalCount ?? 0,
    counts: d?.abnormalReceiptCounts ?? null,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Every receiving action, each resolving to an outcome (see shared/outcome). */
export function useReceivingActions() {
  const [sign] = useMutation(SignReceiptDocument);
  const [signParcels] = useMutation(SignParcelsDocument);
  const [inspect] = useMutation(InspectReceiptDocument);
  const [create] = useMutation(CreateAbnormalReceiptDocument);
  const [review] = useMutation(ReviewAbnormalReceiptsDocument);
  const [process] = useMutation(ProcessAbnormalReceiptDocument);
  const [complete] = useMutation(CompleteAbnormalReceiptDocument);
  return {
    sign: useCallback((input: SignReceiptInput) => settle(sign({ variables: { input } }), (d) => d.signReceipt), [sign]),
    signParcels: useCallback((input: SignParcelsInput) => settle(signParcels({ variables: { input } }), (d) => d.signParcels), [signParcels]),
    inspect: useCallback((input: InspectReceiptInput) => settle(inspect({ variables: { input } }), (d) => d.inspectReceipt), [inspect]),
    createAbnormal: useCallback((input: AbnormalReceiptInput) => settle(create({ variables: { input } }), (d) => d.createAbnormalReceipt), [create]),
    reviewAbnormal: useCallback((ids: number[]) => settle(review({ variables: { ids } }), (d) => d.reviewAbnormalReceipts), [review]),
    processAbnormal: useCallback((id: number) => settle(process({ variables: { id } }), (d) => d.processAbnormalReceipt), [process]),
    completeAbnormal: useCallback((id: number) => settle(complete({ variables: { id } }), (d) => d.completeAbnormalReceipt), [complete]),
  };
}
