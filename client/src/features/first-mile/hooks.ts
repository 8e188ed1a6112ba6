/** First-mile logistics (firstMile.graphql): the list documents and every command. */
import {
  CreateFirstMileChannelDocument,
  CreateFirstMileProviderDocument,
  DeleteFirstMileChannelDocument,
  DeleteFirstMileProviderDocument,
  FirstMileChannelsDocument,
  FirstMileProviderOptionsDocument,
  FirstMileProvidersDocument,
  SetFirstMileChannelEnabledDocument,
  SetFirstMileProviderEnabledDocument,
  UpdateFirstMileChannelDocument,
  UpdateFirstMileProviderDocument,
} from './firstMile.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const providerList = listOf(FirstMileProvidersDocument, (d) => d.firstMileProviders);
export type ProviderRow = RowOf<typeof providerList>;
export const channelList = listOf(FirstMileChannelsDocument, (d) => d.firstMileChannels);
export type ChannelRow = RowOf<typeof channelList>;

/** Every provider as select options (the channel page's filter). */
export function useProviderOptions() {
  const { record } = useRecord(FirstMileProviderOptionsDocument, (d) => d.firstMileProviderOptions, undefined, { silent: true });
  return (record ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}

export const useProviderCommands = () =>
  useCommands({
    create: CreateFirstMileProviderDocument,
    update: UpdateFirstMileProviderDocument,
    setEnabled: SetFirstMileProviderEnabledDocument,
    remove: DeleteFirstMileProviderDocument,
  });

export const useChannelCommands = () =>
  useCommands({
    create: CreateFirstMileChannelDocument,
    update: UpdateFirstMileChannelDocument,
    setEnabled: SetFirstMileChannelEnabledDocument,
    remove: DeleteFirstMileChannelDocument,
  });
