/** Logistics channels and number pools (logistics.graphql): list descriptors and command sets. */
import {
  CreateCustomChannelDocument,
  DeleteLogisticsChannelDocument,
  DeleteTrackingNumbersDocument,
  EnableSystemChannelDocument,
  ImportTrackingNumbersDocument,
  LogisticsChannelsDocument,
  SetLogisticsChannelEnabledDocument,
  SystemLogisticsChannelsDocument,
  TrackingNumbersDocument,
  UpdateCustomChannelDocument,
  UpdateSystemChannelDocument,
  type SystemLogisticsChannelsQuery,
} from './logistics.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type ChannelRow = RowOf<typeof channelList>;
export type SystemChannelRow = SystemLogisticsChannelsQuery['systemLogisticsChannels'][number];
export type NumberRow = RowOf<typeof numberList>;

export const channelList = listOf(LogisticsChannelsDocument, (d) => d.logisticsChannels);
export const numberList = listOf(TrackingNumbersDocument, (d) => d.trackingNumbers);

/** The carrier catalogue (one short list, paged on the screen). */
export const useSystemChannels = () => useRecord(SystemLogisticsChannelsDocument, (d) => d.systemLogisticsChannels);

/** Channel changes refresh every list that shows channels (pickers included). */
export const useChannelCommands = () =>
  useCommands(
    {
      enableSystem: EnableSystemChannelDocument,
      updateSystem: UpdateSystemChannelDocument,
      create: CreateCustomChannelDocument,
      update: UpdateCustomChannelDocument,
      setEnabled: SetLogisticsChannelEnabledDocument,
      remove: DeleteLogisticsChannelDocument,
    },
    { refetchQueries: ['LogisticsChannels', 'SystemLogisticsChannels', 'LogisticsChannelOptions'] },
  );

export const usePoolCommands = () =>
  useCommands({ importNumbers: ImportTrackingNumbersDocument, remove: DeleteTrackingNumbersDocument }, { refetchQueries: ['TrackingNumbers'] });
