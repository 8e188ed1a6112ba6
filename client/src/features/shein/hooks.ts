/** SHEIN stock orders and delivery orders (shein.graphql): the list documents, the shop options and every command. */
import * as ops from './shein.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const sheinOrderList = listOf(ops.SheinPurchaseOrdersDocument, (d) => d.sheinPurchaseOrders);
export type SheinOrderRow = RowOf<typeof sheinOrderList>;
export const sheinDeliveryList = listOf(ops.SheinDeliveryOrdersDocument, (d) => d.sheinDeliveryOrders);
export type SheinDeliveryRow = RowOf<typeof sheinDeliveryList>;

/** The caller's SHEIN shops (filters and the pull). */
export function useSheinShops() {
  const { record, loading } = useRecord(ops.SheinShopsDocument, (d) => d.sheinShops, undefined, { silent: true });
  return { shops: record ?? [], loading };
}

export const useSheinCommands = () =>
  useCommands({
    pull: ops.PullSheinOrdersDocument,
    accept: ops.AcceptSheinOrderDocument,
    reject: ops.RejectSheinOrderDocument,
    createDelivery: ops.CreateSheinDeliveryDocument,
    deliver: ops.DeliverSheinDeliveryDocument,
    printLabels: ops.PrintSheinLabelsDocument,
    printBoxMarks: ops.PrintSheinBoxMarksDocument,
  });
