/** FBA shipments (fbaShipments.graphql): the list document with its status counts, the restock form's options and every command. */
import * as ops from './fbaShipments.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const fbaShipmentList = listOf(ops.FbaShipmentsDocument, (d) => d.fbaShipments);
export type FbaShipmentRow = RowOf<typeof fbaShipmentList>;

/** Amazon shops, own warehouses and FBA warehouses of the manual restock form (and the list's filters). */
export function useFbaOptions() {
  const { record, loading, error, refetch } = useRecord(ops.FbaShipmentOptionsDocument, (d) => d.fbaShipmentOptions, undefined, { silent: true });
  return { options: record ?? null, loading, error, refetch };
}

export const useFbaCommands = () =>
  useCommands({
    create: ops.CreateFbaShipmentDocument,
    plan: ops.PlanFbaShipmentDocument,
    pack: ops.PackFbaShipmentDocument,
    ship: ops.ShipFbaShipmentDocument,
    markShipped: ops.MarkFbaShipmentShippedDocument,
    sync: ops.SyncFbaShipmentDocument,
    cancel: ops.CancelFbaShipmentDocument,
    markShippedMany: ops.MarkFbaShipmentsShippedDocument,
    syncMany: ops.SyncFbaShipmentsDocument,
    cancelMany: ops.CancelFbaShipmentsDocument,
  });
