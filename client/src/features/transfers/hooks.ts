/** Transfer orders (transfers.graphql): the list document and every command. */
import {
  CancelTransferOrderDocument,
  CreateTransferOrderDocument,
  DeleteTransferOrderDocument,
  ReceiveTransferOrderDocument,
  ShipTransferOrderDocument,
  SubmitTransferOrderDocument,
  TransferOrdersDocument,
  UpdateTransferOrderDocument,
} from './transfers.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type TransferRow = RowOf<typeof transferList>;
export type TransferLine = TransferRow['lines'][number];

export const transferList = listOf(TransferOrdersDocument, (d) => d.transferOrders);

export const useTransferCommands = () =>
  useCommands({
    create: CreateTransferOrderDocument,
    update: UpdateTransferOrderDocument,
    submit: SubmitTransferOrderDocument,
    ship: ShipTransferOrderDocument,
    cancel: CancelTransferOrderDocument,
    remove: DeleteTransferOrderDocument,
    receive: ReceiveTransferOrderDocument,
  });
