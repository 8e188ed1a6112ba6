/** Cached logistics channel option list behind ChannelSelect (any screen that picks a channel). */
import { useQuery } from '@apollo/client/react';
import { LogisticsChannelOptionsDocument, type LogisticsChannelOptionsQuery } from './options.generated';

export type ChannelOption = LogisticsChannelOptionsQuery['logisticsChannelOptions'][number];

/** Every channel of the company: enabled first, system before custom, by name. */
export function useChannelOptions() {
  const { data, loading, error } = useQuery(LogisticsChannelOptionsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return { options: data?.logisticsChannelOptions ?? [], loading, error };
}
