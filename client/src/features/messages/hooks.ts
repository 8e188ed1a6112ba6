/** Message center and bulletin data (messages.graphql) on the resource kit. */
import { useEffect } from 'react';
import * as ops from './messages.generated';
import { setUnreadCount } from '../../ui/counters';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type NoticeGroupData = ops.BellSummaryQuery['messageNoticeSummary']['group'][number];
export type Notice = NoticeGroupData['messages'][number];
export type NoticeSettingRow = ops.MessageNoticeSettingsQuery['messageNoticeSettings'][number];
export type BulletinRow = RowOf<typeof bulletinList>;

/** Queries to refresh after notices were read (the bell and the list agree). */
export const NOTICE_QUERIES = ['BellSummary', 'MessageNotices'];

/** /messageList and /bulletinList (useListScreen descriptors). */
export const noticeList = listOf(ops.MessageNoticesDocument, (d) => d.messageNotices);
export const bulletinList = listOf(ops.BulletinsDocument, (d) => d.bulletins);

/** The bell: unread total and each group's latest messages; keeps the shell's unread counter. */
export function useNoticeSummary() {
  // a badge in the header: a failed load should not interrupt whatever the user is doing
  const {
    record: summary,
    loading,
    error,
    refetch,
  } = useRecord(ops.BellSummaryDocument, (d) => d.messageNoticeSummary, undefined, { silent: true, keepPrevious: true });
  const count = summary?.count;
  useEffect(() => {
    if (count !== undefined) setUnreadCount(count);
  }, [count]);
  return { summary, loading, error, refetch };
}

/** Marks notices read (`{ input: { ids } }` or `{ input: { all, group? } }`); the bell and the list reload. */
export const useNoticeCommands = () => useCommands({ markRead: ops.MarkMessageNoticesReadDocument }, { refetchQueries: NOTICE_QUERIES });

export const useNoticeSettingCommands = () => useCommands({ update: ops.UpdateMessageNoticeSettingsDocument });

const NO_SETTINGS: NoticeSettingRow[] = [];

export function useNoticeSettings() {
  const { record, data, loading, error, refetch } = useRecord(ops.MessageNoticeSettingsDocument, (d) => d.messageNoticeSettings);
  // a stable empty list while loading (screens derive state from it)
  return { settings: record ?? NO_SETTINGS, loaded: data !== undefined, loading, error, refetch };
}
