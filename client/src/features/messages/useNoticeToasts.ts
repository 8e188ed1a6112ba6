/**
 * New notices as they arrive (spec 01 §4 'Message read', §7 MessageNoticeEvent): the bell's
 * summary reloads, and a toast shows by the notice's popup level in the notices' own corner
 * (bottom right, `noticeToaster`), never over the bell or the page's controls:
 * - HIGH is an alert: it stays until closed;
 * - MIDDLE is information: it closes after 5 s (MIDDLE_TOAST_MS);
 * - LOW shows none.
 * Equal notices (same type and title, e.g. five "unmatched over 12 h" alerts of one run) show as
 * ONE toast with a count, the latest text and the timer started again, instead of piling up.
 * An "export finished" notice (type 12) shows no toast of its own: the ReportJobEvent of the same
 * job already showed the success notification with the same words.
 */
import { MIDDLE_TOAST_MS, noticeType, type NoticeLevel } from '@erp/schema';
import { useRealtimeEvent } from '../../api/realtime';
import { scalarText } from '../../ui/format';
import { noticeToaster, toastCount } from '../../ui/toaster';

/** Toast text longer than this is cut (the whole text is one click away in the bell). */
const TOAST_BODY_CHARS = 140;

/** How each level that toasts looks and how long it stays. */
export const NOTICE_TOAST_POLICY: Record<'HIGH' | 'MIDDLE', { type: 'warning' | 'info'; duration: number }> = {
  HIGH: { type: 'warning', duration: Number.POSITIVE_INFINITY },
  MIDDLE: { type: 'info', duration: MIDDLE_TOAST_MS },
};

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

function noticeTitle(d: NoticeEventData): string {
  return typeof d.title === 'string' && d.title ? d.title : typeof d.typeName === 'string' ? d.typeName : '';
}

/** Notices that are "the same" for the toast: equal type and title. */
export function noticeToastId(data: Record<string, unknown>): string {
  const d = data as NoticeEventData;
  return `notice:${scalarText(d.type)}:${noticeTitle(d)}`;
}

/** The part of the toaster the notices use (the real `noticeToaster`, or a store in tests). */
export type NoticeToastStore = Pick<typeof noticeToaster, 'create' | 'getVisibleToasts'>;

/**
 * Shows the toast for one MessageNoticeEvent, folding it into a visible toast of an equal notice
 * (its count goes up); returns the toast's id, or null for no toast.
 */
export function showNoticeToast(data: Record<string, unknown>, store: NoticeToastStore = noticeToaster): string | null {
  const level = noticeLevel(data);
  if (level !== 'HIGH' && level !== 'MIDDLE') return null;
  const d = data as NoticeEventData;
  if (noticeType(scalarText(d.type))?.link === 'reportJobs') return null;
  const id = noticeToastId(data);
  const showing = store.getVisibleToasts().find((t) => t.id === id);
  const count = showing ? toastCount(showing.meta) + 1 : 1;
  const body = typeof d.messageDetail?.stringBody === 'string' ? d.messageDetail.stringBody : '';
  const chars = [...body];
  const policy = NOTICE_TOAST_POLICY[level];
  // the same id: the toaster updates the toast it shows instead of adding one
  return store.create({
    id,
    type: policy.type,
    title: noticeTitle(d),
    description: body ? (chars.length > TOAST_BODY_CHARS ? `${chars.slice(0, TOAST_BODY_CHARS).join('')}…` : body) : undefined,
    duration: policy.duration,
    closable: true,
    meta: { notice: true, level, count },
  });
}

export function useNoticeToasts(onNotice: () => void): void {
  useRealtimeEvent('userEvents', 'MessageNoticeEvent', ({ data }) => {
    onNotice();
    showNoticeToast(data);
  });
}
