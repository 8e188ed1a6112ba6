/**
 * New notices as they arrive (spec 01 §4 'Message read', §7 MessageNoticeEvent): the bell's
 * summary reloads, and a toast shows by the notice's popup level: HIGH stays until closed,
 * MIDDLE closes after 5 s (MIDDLE_TOAST_MS), LOW shows none. An "export finished" notice
 * (type 12) shows no toast of its own: the ReportJobEvent of the same job already showed the
 * success notification with the same words.
 */
import { MIDDLE_TOAST_MS, noticeType, type NoticeLevel } from '@erp/schema';
import { useRealtimeEvent } from '../../api/realtime';
import { toaster } from '../../ui';

/** Toast text longer than this is cut (the whole text is one click away in the bell). */
const TOAST_BODY_CHARS = 140;

interface NoticeEventData {
  type?: unknown;
  title?: unknown;
  typeName?: unknown;
  messageDetail?: { stringBody?: unknown };
  levelConfig?: { websiteConfig?: { level?: unknown } };
}

export function noticeLevel(data: Record<string, unknown>): NoticeLevel | null {
  const level = (data as NoticeEventData).levelConfig?.websiteConfig?.level;
  return level === 'HIGH' || level === 'MIDDLE' || level === 'LOW' ? level : null;
}

/** Shows the toast for one MessageNoticeEvent; returns its id, or null for no toast. */
export function showNoticeToast(data: Record<string, unknown>): string | null {
  const level = noticeLevel(data);
  if (level !== 'HIGH' && level !== 'MIDDLE') return null;
  const d = data as NoticeEventData;
  if (noticeType(String(d.type ?? ''))?.link === 'reportJobs') return null;
  const title = typeof d.title === 'string' && d.title ? d.title : typeof d.typeName === 'string' ? d.typeName : '';
  const body = typeof d.messageDetail?.stringBody === 'string' ? d.messageDetail.stringBody : '';
  const chars = [...body];
  return toaster.create({
    type: 'info',
    title,
    description: body ? (chars.length > TOAST_BODY_CHARS ? `${chars.slice(0, TOAST_BODY_CHARS).join('')}…` : body) : undefined,
    duration: level === 'HIGH' ? Number.POSITIVE_INFINITY : MIDDLE_TOAST_MS,
    closable: true,
    meta: { notice: true, level },
  });
}

export function useNoticeToasts(onNotice: () => void): void {
  useRealtimeEvent('userEvents', 'MessageNoticeEvent', ({ data }) => {
    onNotice();
    showNoticeToast(data);
  });
}
