/**
 * What clicking a notice does, in the bell and on /messageList (spec 01 §2 'Message notices',
 * §4 'Message read'): an unread notice is marked read, then it is followed: type 2 (and any
 * type without a page) opens the details dialog, a type with a page (8, 9, 10, 11, 13) goes
 * there, type 12 (an export finished) opens the task queue.
 */
import { NOTICE_READ, noticeType } from '@erp/schema';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { openTaskDialog } from '../tasks/store';
import { useNoticeCommands, type Notice } from './hooks';

// the details dialog (a form-kit dialog) loads when a notice is first opened, not with the bell
const NoticeDetailsDialog = lazy(async () => ({ default: (await import('./NoticeDetailsDialog')).NoticeDetailsDialog }));

export function useOpenNotice(): { open: (notice: Notice) => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const { markRead } = useNoticeCommands();
  const [details, setDetails] = useState<Notice | null>(null);
  const open = useCallback(
    (notice: Notice) => {
      // reading it counts even if following it fails; failures were shown by the API layer
      if (notice.isRead === NOTICE_READ.unread) void markRead({ input: { ids: [notice.id] } }, { quiet: true });
      const link = noticeType(notice.type)?.link ?? 'none';
      if (link === 'reportJobs') openTaskDialog();
      else if (notice.linkPath && link !== 'detailsDialog') void navigate(notice.linkPath);
      else setDetails(notice);
    },
    [markRead, navigate],
  );
  const dialog = details ? (
    <Suspense fallback={null}>
      <NoticeDetailsDialog notice={details} onClose={() => setDetails(null)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
