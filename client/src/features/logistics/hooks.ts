/** Logistics channels and number pools (logistics.graphql): list descriptors and command sets. */
import * as ops from './logistics.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type ChannelRow = RowOf<typeof channelList>;
export type SystemChannelRow = ops.SystemLogisticsChannelsQuery['systemLogisticsChannels'][number];
export type NumberRow = RowOf<typeof numberList>;

export const channelList = listOf(ops.LogisticsChannelsDocument, (d) => d.logisticsChannels);
export const numberList = listOf(ops.TrackingNumbersDocument, (d) => d.trackingNumbers);

/** The carrier catalogue (one short list, paged on the screen). */
export const useSystemChannels = () => useRecord(ops.SystemLogisticsChannelsDocument, (d) => d.systemLogisticsChannels);

/** Channel changes refresh every list that shows channels (pickers included). */
export const useChannelCommands = () =>
  useCommands(
    {
      enableSystem: ops.EnableSystemChannelDocument,
      updateSystem: ops.UpdateSystemChannelDocument,
      create: ops.CreateCustomChannelDocument,
      update: ops.UpdateCustomChannelDocument,
      setEnabled: ops.SetLogisticsChannelEnabledDocument,
      remove: ops.DeleteLogisticsChannelDocument,
    },
    { refetchQueries: ['LogisticsChannels', 'SystemLogisticsChannels', 'LogisticsChannelOptions'] },
  );

export const usePoolCommands = () =>
  useCommands({ importNumbers: ops.ImportTrackingNumbersDocument, remove: ops.DeleteTrackingNumbersDocument }, { refetchQueries: ['TrackingNumbers'] });
