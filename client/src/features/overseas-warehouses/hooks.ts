/** Overseas warehouses (overseasWarehouses.graphql): the list documents and every command. */
import {
  ActivateOverseasWarehouseAuthDocument,
  BindOverseasWarehouseDocument,
  CreateOverseasWarehouseAuthDocument,
  OverseasLogisticsChannelsDocument,
  OverseasInventoryWarehousesDocument,
  OverseasWarehouseAuthOptionsDocument,
  OverseasWarehouseAuthsDocument,
  OverseasWarehouseInventoryDetailsDocument,
  OverseasWarehouseInventoryDocument,
  SetOverseasLogisticsChannelEnabledDocument,
  SyncOverseasLogisticsChannelsDocument,
  SyncOverseasInventoryDocument,
  SyncOverseasWarehousesDocument,
  TerminateOverseasWarehouseAuthDocument,
  TestOverseasWarehouseAuthDocument,
  UpdateOverseasWarehouseAuthDocument,
} from './overseasWarehouses.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const authList = listOf(OverseasWarehouseAuthsDocument, (d) => d.overseasWarehouseAuths);
export type AuthRow = RowOf<typeof authList>;
export const channelList = listOf(OverseasLogisticsChannelsDocument, (d) => d.overseasLogisticsChannels);
export type ChannelRow = RowOf<typeof channelList>;

/** Every authorization as select options (the channel page's filter and sync). */
export function useAuthOptions() {
  const { record } = useRecord(OverseasWarehouseAuthOptionsDocument, (d) => d.overseasWarehouseAuthOptions, undefined, { silent: true });
  return (record ?? []).map((a) => ({ value: String(a.id), label: a.name, status: a.status }));
}

export const useAuthCommands = () =>
  useCommands({
    create: CreateOverseasWarehouseAuthDocument,
    update: UpdateOverseasWarehouseAuthDocument,
    test: TestOverseasWarehouseAuthDocument,
    terminate: TerminateOverseasWarehouseAuthDocument,
    activate: ActivateOverseasWarehouseAuthDocument,
    syncWarehouses: SyncOverseasWarehousesDocument,
    bind: BindOverseasWarehouseDocument,
  });

export const useChannelCommands = () => useCommands({ sync: SyncOverseasLogisticsChannelsDocument, setEnabled: SetOverseasLogisticsChannelEnabledDocument });

// ---- overseas inventory (issue 23 item 5) ----

export const inventoryList = listOf(OverseasWarehouseInventoryDocument, (d) => d.overseasWarehouseInventory);
export type InventoryRow = RowOf<typeof inventoryList>;

/** The provider warehouses bound to one of the seller's warehouses (the filter, the sync picker, the last syncs). */
export function useInventoryWarehouses() {
  const { record, refetch } = useRecord(OverseasInventoryWarehousesDocument, (d) => d.overseasInventoryWarehouses, undefined, { silent: true });
  return { warehouses: record ?? [], refetch };
}

export const useInventoryDetails = (warehouseId: number | null, skuId: number | null) =>
  useRecord(
    OverseasWarehouseInventoryDetailsDocument,
    (d) => d.overseasWarehouseInventoryDetails,
    { warehouseId: warehouseId ?? 0, skuId: skuId ?? 0 },
    { skip: !warehouseId || !skuId },
  );

export const useInventoryCommands = () => useCommands({ sync: SyncOverseasInventoryDocument }, { refetchQueries: ['OverseasInventoryWarehouses'] });
