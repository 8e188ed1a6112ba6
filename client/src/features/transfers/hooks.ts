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
  type TransferOrdersQuery,
} from './transfers.generated';
import { useCommands, type NodeOf } from '../../ui/resource';

export type TransferRow = NodeOf<TransferOrdersQuery['transferOrders']>;
export type TransferLine = TransferRow['lines'][number];

export const transferList = { document: TransferOrdersDocument, pick: (d: TransferOrdersQuery) => d.transferOrders };

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
