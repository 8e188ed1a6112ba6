/** Overseas warehouses (overseasWarehouses.graphql): the list documents and every command. */
import {
  ActivateOverseasWarehouseAuthDocument,
  BindOverseasWarehouseDocument,
  CreateOverseasWarehouseAuthDocument,
  OverseasLogisticsChannelsDocument,
  OverseasWarehouseAuthOptionsDocument,
  OverseasWarehouseAuthsDocument,
  SetOverseasLogisticsChannelEnabledDocument,
  SyncOverseasLogisticsChannelsDocument,
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
