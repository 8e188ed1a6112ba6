/** Transfer orders (transfers.graphql): the list document and every command. */
import * as ops from './transfers.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type TransferRow = RowOf<typeof transferList>;
export type TransferLine = TransferRow['lines'][number];

export const transferList = listOf(ops.TransferOrdersDocument, (d) => d.transferOrders);

export const useTransferCommands = () =>
  useCommands({
    create: ops.CreateTransferOrderDocument,
    update: ops.UpdateTransferOrderDocument,
    submit: ops.SubmitTransferOrderDocument,
    ship: ops.ShipTransferOrderDocument,
    cancel: ops.CancelTransferOrderDocument,
    remove: ops.DeleteTransferOrderDocument,
    receive: ops.ReceiveTransferOrderDocument,
  });
