/** Inbound / outbound orders, the ledger and stock locks: typed documents wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CancelInboundOrderDocument,
  CancelOutboundOrderDocument,
  ConfirmInboundOrderDocument,
  ConfirmOutboundOrderDocument,
  CreateInboundOrderDocument,
  CreateOutboundOrderDocument,
  InboundOrdersDocument,
  OccupyStockDocument,
  OutboundOrdersDocument,
  ReleaseStockOccupationDocument,
  StockLedgerDocument,
  StockOccupationsDocument,
  UpdateInboundOrderDocument,
  UpdateOutboundOrderDocument,
  type InboundOrdersQuery,
  type OccupyStockInput,
  type ReleaseStockOccupationInput,
  type StockBillFilter,
  type StockBillInput,
  type StockLedgerFilter,
  type StockLedgerQuery,
  type StockOccupationFilter,
  type StockOccupationsQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle, type Outcome } from '../shared/outcome';

export type Direction = 'inbound' | 'outbound';
export type BillRow = InboundOrdersQuery['inboundOrders']['edges'][number]['node'];
export type LedgerRow = StockLedgerQuery['stockLedger']['edges'][number]['node'];
export type OccupationRow = StockOccupationsQuery['stockOccupations']['edges'][number]['node'];
export type SavedBill = { id: number; billNo: string; status: string };

function listOf<T>(list: { edges: { node: T }[]; totalCount: number } | undefined) {
  return { rows: list?.edges.map((e) => e.node) ?? [], total: list?.totalCount ?? 0 };
}

export function useBills(direction: Direction, page: number, pageSize: number, filter: StockBillFilter) {
  const variables = { ...pageArgs(page, pageSize), filter };
  const inbound = useQuery(InboundOrdersDocument, { variables, fetchPolicy: 'cache-and-network', skip: direction !== 'inbound' });
  const outbound = useQuery(OutboundOrdersDocument, { variables, fetchPolicy: 'cache-and-network', skip: direction !== 'outbound' });
  const q = direction === 'inbound' ? inbound : outbound;
  const data = direction === 'inbound' ? (inbound.data ?? inbound.previousData)?.inboundOrders : (outbound.data ?? outbound.previousData)?.outboundOrders;
  const { refetch } = q;
  return { ...listOf<BillRow>(data as never), loading: q.loading, error: q.error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

/** Save (add or modify), confirm and cancel for one direction. */
export function useBillActions(direction: Direction) {
  const [createIn] = useMutation(CreateInboundOrderDocument);
  const [updateIn] = useMutation(UpdateInboundOrderDocument);
  const [confirmIn] = useMutation(ConfirmInboundOrderDocument);
  const [cancelIn] = useMutation(CancelInboundOrderDocument);
  const [createOut] = useMutation(CreateOutboundOrderDocument);
  const [updateOut] = useMutation(UpdateOutboundOrderDocument);
  const [confirmOut] = useMutation(ConfirmOutboundOrderDocument);
  const [cancelOut] = useMutation(CancelOutboundOrderDocument);
  const inbound = direction === 'inbound';

  const save = useCallback(
    (input: StockBillInput, id?: number): Promise<Outcome<SavedBill>> => {
      if (id) {
        const variables = { input: { ...input, id } };
        return inbound ? settle(updateIn({ variables }), (d) => d.updateInboundOrder) : settle(updateOut({ variables }), (d) => d.updateOutboundOrder);
      }
      return inbound ? settle(createIn({ variables: { input } }), (d) => d.createInboundOrder) : settle(createOut({ variables: { input } }), (d) => d.createOutboundOrder);
    },
    [inbound, createIn, updateIn, createOut, updateOut],
  );
  const confirm = useCallback(
    (id: number): Promise<Outcome<SavedBill>> =>
      inbound ? settle(confirmIn({ variables: { id } }), (d) => d.confirmInboundOrder) : settle(confirmOut({ variables: { id } }), (d) => d.confirmOutboundOrder),
    [inbound, confirmIn, confirmOut],
  );
  const cancel = useCallback(
    (id: number): Promise<Outcome<SavedBill>> =>
      inbound ? settle(cancelIn({ variables: { id } }), (d) => d.cancelInboundOrder) : settle(cancelOut({ variables: { id } }), (d) => d.cancelOutboundOrder),
    [inbound, cancelIn, cancelOut],
  );
  return { save, confirm, cancel };
}

export function useLedger(page: number, pageSize: number, filter: StockLedgerFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(StockLedgerDocument, { variables: { ...pageArgs(page, pageSize), filter }, fetchPolicy: 'cache-and-network' });
  return { ...listOf<LedgerRow>((data ?? previousData)?.stockLedger), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useOccupations(page: number, pageSize: number, filter: StockOccupationFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(StockOccupationsDocument, { variables: { ...pageArgs(page, pageSize), filter }, fetchPolicy: 'cache-and-network' });
  return { ...listOf<OccupationRow>((data ?? previousData)?.stockOccupations), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useOccupationActions() {
  const [occupy] = useMutation(OccupyStockDocument);
  const [release] = useMutation(ReleaseStockOccupationDocument);
  return {
    occupy: useCallback((input: OccupyStockInput) => settle(occupy({ variables: { input } }), (d) => d.occupyStock), [occupy]),
    release: useCallback((input: ReleaseStockOccupationInput) => settle(release({ variables: { input } }), (d) => d.releaseStockOccupation), [release]),
  };
}
