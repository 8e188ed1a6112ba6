/** Cached logistics channel option list behind ChannelSelect (any screen that picks a channel). */
import { useRecord } from '../../ui/resource';
import { LogisticsChannelOptionsDocument, type LogisticsChannelOptionsQuery } from './options.generated';

export type ChannelOption = LogisticsChannelOptionsQuery['logisticsChannelOptions'][number];

const NONE: ChannelOption[] = [];

/** Every channel of the company: enabled first, system before custom, by name. */
export function useChannelOptions() {
  const { record, loading, error } = useRecord(LogisticsChannelOptionsDocument, (d) => d.logisticsChannelOptions, undefined, { silent: true });
  return { options: record ?? NONE, loading, error };
}
