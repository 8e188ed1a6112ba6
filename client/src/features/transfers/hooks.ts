/** Transfer orders (transfers.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CancelTransferOrderDocument,
  CreateTransferOrderDocument,
  DeleteTransferOrderDocument,
  ReceiveTransferOrderDocument,
  ShipTransferOrderDocument,
  SubmitTransferOrderDocument,
  TransferOrdersDocument,
  UpdateTransferOrderDocument,
  type ReceiveTransferOrderInput,
  type ShipTransferOrderInput,
  type TransferOrderFilter,
  type TransferOrderInput,
  type TransferOrdersQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type TransferRow = TransferOrdersQuery['transferOrders']['edges'][number]['node'];
export type TransferLine = TransferRow['lines'][number];

export function useTransferOrders(page: number, pageSize: number, filter: TransferOrderFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(TransferOrdersDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.transferOrders;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Every transfer action, each resolving to an outcome (see shared/outcome). */
export function useTransferActions() {
  const [create] = useMutation(CreateTransferOrderDocument);
  const [update] = useMutation(UpdateTransferOrderDocument);
  const [submit] = useMutation(SubmitTransferOrderDocument);
  const [ship] = useMutation(ShipTransferOrderDocument);
  const [cancel] = useMutation(CancelTransferOrderDocument);
  const [remove] = useMutation(DeleteTransferOrderDocument);
  const [receive] = useMutation(ReceiveTransferOrderDocument);
  return {
    create: useCallback((input: TransferOrderInput) => settle(create({ variables: { input } }), (d) => d.createTransferOrder), [create]),
    update: useCallback((id: number, input: TransferOrderInput) => settle(update({ variables: { id, input } }), (d) => d.updateTransferOrder), [update]),
    submit: useCallback((id: number) => settle(submit({ variables: { id } }), (d) => d.submitTransferOrder), [submit]),
    ship: useCallback((input: ShipTransferOrderInput) => settle(ship({ variables: { input } }), (d) => d.shipTransferOrder), [ship]),
    cancel: useCallback((id: number) => settle(cancel({ variables: { id } }), (d) => d.cancelTransferOrder), [cancel]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteTransferOrder), [remove]),
    receive: useCallback((input: ReceiveTransferOrderInput) => settle(receive({ variables: { input } }), (d) => d.receiveTransferOrder), [receive]),
  };
}
