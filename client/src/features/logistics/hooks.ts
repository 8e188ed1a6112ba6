/** Logistics channels and number pools (logistics.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateCustomChannelDocument, DeleteLogisticsChannelDocument, DeleteTrackingNumbersDocument, EnableSystemChannelDocument, ImportTrackingNumbersDocument, LogisticsChannelsDocument, SetLogisticsChannelEnabledDocument, SystemLogisticsChannelsDocument, TrackingNumbersDocument, UpdateCustomChannelDocument, UpdateSystemChannelDocument, type LogisticsChannelsQuery, type SystemLogisticsChannelsQuery, type TrackingNumbersQuery } from './logistics.generated';
import { LogisticsChannelOptionsDocument } from './options.generated';
import type { CreateCustomChannelInput, ImportTrackingNumbersInput, LogisticsChannelFilter, TrackingNumberFilter, UpdateCustomChannelInput, UpdateSystemChannelInput } from '../../api/generated/types';
import { pageArgs } from '../../ui/format';
import { settle } from '../shared/outcome';

export type ChannelRow = LogisticsChannelsQuery['logisticsChannels']['edges'][number]['node'];
export type SystemChannelRow = SystemLogisticsChannelsQuery['systemLogisticsChannels'][number];
export type NumberRow = TrackingNumbersQuery['trackingNumbers']['edges'][number]['node'];

/** Lists that show channels: refreshed after every channel change (pickers included). */
const REFRESH = ['LogisticsChannels', 'SystemLogisticsChannels', { query: LogisticsChannelOptionsDocument }];

export function useSystemChannels() {
  const { data, loading, error, refetch } = useQuery(SystemLogisticsChannelsDocument, { fetchPolicy: 'cache-and-network' });
  return { rows: data?.systemLogisticsChannels ?? [], loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useCustomChannels(page: number, pageSize: number, filter: LogisticsChannelFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(LogisticsChannelsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.logisticsChannels;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useChannelActions() {
  const opts = { refetchQueries: REFRESH };
  const [enableSystem] = useMutation(EnableSystemChannelDocument, opts);
  const [updateSystem] = useMutation(UpdateSystemChannelDocument, opts);
  const [create] = useMutation(CreateCustomChannelDocument, opts);
  const [update] = useMutation(UpdateCustomChannelDocument, opts);
  const [setEnabled] = useMutation(SetLogisticsChannelEnabledDocument, opts);
  const [remove] = useMutation(DeleteLogisticsChannelDocument, opts);
  return {
    enableSystem: useCallback((code: string) => settle(enableSystem({ variables: { code } }), (d) => d.enableSystemChannel), [enableSystem]),
    updateSystem: useCallback((input: UpdateSystemChannelInput) => settle(updateSystem({ variables: { input } }), (d) => d.updateSystemChannel), [updateSystem]),
    create: useCallback((input: CreateCustomChannelInput) => settle(create({ variables: { input } }), (d) => d.createCustomChannel), [create]),
    update: useCallback((input: UpdateCustomChannelInput) => settle(update({ variables: { input } }), (d) => d.updateCustomChannel), [update]),
    setEnabled: useCallback((id: number, enabled: boolean) => settle(setEnabled({ variables: { id, enabled } }), (d) => d.setLogisticsChannelEnabled), [setEnabled]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteLogisticsChannel), [remove]),
  };
}

export function useTrackingNumbers(page: number, pageSize: number, filter: TrackingNumberFilter, skip: boolean) {
  const { data, previousData, loading, error, refetch } = useQuery(TrackingNumbersDocument, {
    variables: { ...pageArgs(page, pageSize), filter, channelId: filter.channelId ?? null },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const got = data ?? previousData;
  return {
    rows: skip ? [] : (got?.trackingNumbers.edges.map((e) => e.node) ?? []),
    total: skip ? 0 : (got?.trackingNumbers.totalCount ?? 0),
    counts: skip ? null : (got?.trackingNumberPoolCounts ?? null),
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function usePoolActions() {
  const opts = { refetchQueries: ['TrackingNumbers'] };
  const [importNumbers] = useMutation(ImportTrackingNumbersDocument, opts);
  const [remove] = useMutation(DeleteTrackingNumbersDocument, opts);
  return {
    importNumbers: useCallback((input: ImportTrackingNumbersInput) => settle(importNumbers({ variables: { input } }), (d) => d.importTrackingNumbers), [importNumbers]),
    remove: useCallback((ids: number[]) => settle(remove({ variables: { ids } }), (d) => d.deleteTrackingNumbers), [remove]),
  };
}
