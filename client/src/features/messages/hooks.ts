/** Message center and bulletin data (messages.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { BellSummaryDocument, BulletinsDocument, MarkMessageNoticesReadDocument, MessageNoticeSettingsDocument, MessageNoticesDocument, UpdateMessageNoticeSettingsDocument, type BellSummaryQuery, type BulletinsQuery, type MessageNoticeSettingsQuery } from './messages.generated';
import type { BulletinFilter, MarkMessageNoticesReadInput, MessageNoticeFilter, MessageNoticeSettingInput } from '../../api/generated/types';
import { setUnreadCount } from '../../ui/counters';
import { pageArgs } from '../../ui/format';
import { settle } from '../shared/outcome';

export type NoticeGroupData = BellSummaryQuery['messageNoticeSummary']['group'][number];
export type Notice = NoticeGroupData['messages'][number];
export type NoticeSettingRow = MessageNoticeSettingsQuery['messageNoticeSettings'][number];
export type BulletinRow = BulletinsQuery['bulletins']['edges'][number]['node'];

/** Queries to refresh after notices were read (the bell and the list agree). */
export const NOTICE_QUERIES = ['BellSummary', 'MessageNotices'];

/** The bell: unread total and each group's latest messages; keeps the shell's unread counter. */
export function useNoticeSummary() {
  const { data, previousData, loading, error, refetch } = useQuery(BellSummaryDocument, {
    fetchPolicy: 'cache-and-network',
    // a badge in the header: a failed load should not interrupt whatever the user is doing
    context: { silent: true },
  });
  const summary = (data ?? previousData)?.messageNoticeSummary ?? null;
  const count = summary?.count;
  useEffect(() => {
    if (count !== undefined) setUnreadCount(count);
  }, [count]);
  return {
    summary,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useMessageNotices(page: number, pageSize: number, filter: MessageNoticeFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(MessageNoticesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.messageNotices;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Marks notices read ({ ids } or { all, group? }); the bell and the list reload. */
export function useMarkNoticesRead() {
  const [mutate, { loading }] = useMutation(MarkMessageNoticesReadDocument, { refetchQueries: NOTICE_QUERIES });
  const markRead = useCallback((input: MarkMessageNoticesReadInput) => settle(mutate({ variables: { input } }), (d) => d.markMessageNoticesRead), [mutate]);
  return { markRead, loading };
}

const NO_SETTINGS: NoticeSettingRow[] = [];

export function useNoticeSettings() {
  const { data, loading, error, refetch } = useQuery(MessageNoticeSettingsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    // a stable empty list while loading (screens derive state from it)
    settings: data?.messageNoticeSettings ?? NO_SETTINGS,
    loaded: data !== undefined,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useUpdateNoticeSettings() {
  const [mutate, { loading }] = useMutation(UpdateMessageNoticeSettingsDocument);
  const updateSettings = useCallback(
    (input: MessageNoticeSettingInput[]) => settle(mutate({ variables: { input } }), (d) => d.updateMessageNoticeSettings),
    [mutate],
  );
  return { updateSettings, loading };
}

export function useBulletins(page: number, pageSize: number, filter: BulletinFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(BulletinsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.bulletins;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}
