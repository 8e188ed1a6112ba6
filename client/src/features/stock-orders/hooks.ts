/** Stock orders (stockOrders.graphql): the list document with its status counts, the channel options and every command. */
import * as ops from './stockOrders.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const stockOrderList = listOf(ops.StockOrdersDocument, (d) => d.stockOrders);
export type StockOrderRow = RowOf<typeof stockOrderList>;
export type StockOrderLine = StockOrderRow['lines'][number];

/** The company's enabled first-mile channels (the form's picker). */
export function useChannelOptions() {
  const { record, loading, error } = useRecord(ops.StockOrderChannelOptionsDocument, (d) => d.stockOrderChannelOptions, undefined, { silent: true });
  return { options: record ?? [], loading, error };
}

export const useStockOrderCommands = () =>
  useCommands({
    create: ops.CreateStockOrderDocument,
    update: ops.UpdateStockOrderDocument,
    submit: ops.SubmitStockOrdersDocument,
    review: ops.ReviewStockOrdersDocument,
    reject: ops.RejectStockOrderDocument,
    returnToDraft: ops.ReturnStockOrderDocument,
    cancel: ops.CancelStockOrderDocument,
    purchase: ops.GenerateStockOrderPurchaseOrdersDocument,
    ship: ops.ShipStockOrderDocument,
    receive: ops.ReceiveStockOrderDocument,
    syncReceipt: ops.SyncStockOrderReceiptDocument,
  });
