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
  type LogisticsChannelsQuery,
  type SystemLogisticsChannelsQuery,
  type TrackingNumbersQuery,
} from './logistics.generated';
import { useCommands, useRecord, type NodeOf } from '../../ui/resource';

export type ChannelRow = NodeOf<LogisticsChannelsQuery['logisticsChannels']>;
export type SystemChannelRow = SystemLogisticsChannelsQuery['systemLogisticsChannels'][number];
export type NumberRow = NodeOf<TrackingNumbersQuery['trackingNumbers']>;

export const channelList = { document: LogisticsChannelsDocument, pick: (d: LogisticsChannelsQuery) => d.logisticsChannels };
export const numberList = { document: TrackingNumbersDocument, pick: (d: TrackingNumbersQuery) => d.trackingNumbers };

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
