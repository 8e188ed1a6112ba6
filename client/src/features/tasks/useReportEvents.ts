/**
 * Report job events on the user channel (spec 01 §4 'Export progress', §7):
 * - ReportScheduleEvent { reportId, percent, message, status, success, error }: the job's row in
 *   the task dialog shows the progress; a failure (status 20 / success false) ends the job: the
 *   counter goes down and the error is shown;
 * - ReportJobEvent { reportId, message, title }: the job finished: its live progress is dropped,
 *   a success notification shows the title and message, the download counter goes down by one.
 * Mounted once, by the download badge.
 */
import { REPORT_JOB_STATUS } from '@erp/schema';
import { useRealtimeEvent } from '../../api/realtime';
import { toaster } from '../../ui/toaster';
import { useFeatureText } from '../../i18n/featureIntl';
import { tasksMessages } from './messages';
import { applySchedule, countJobEnded, removeProgress } from './store';

export const REPORT_EVENTS = ['ReportScheduleEvent', 'ReportJobEvent'] as const;

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function useReportEvents(): void {
  const t = useFeatureText(tasksMessages);
  useRealtimeEvent('userEvents', REPORT_EVENTS, ({ event, data }) => {
    const id = Number(data.reportId);
    if (!Number.isFinite(id)) return;
    if (event === 'ReportScheduleEvent') {
      const progress = applySchedule(data);
      const failed = progress !== null && (progress.status === REPORT_JOB_STATUS.failed || progress.success === false);
      if (failed && countJobEnded(id)) {
        toaster.create({
          type: 'error',
          title: t('tasks.failed'),
          description: progress.error || progress.message || undefined,
          closable: true,
        });
      }
      return;
    }
    // ReportJobEvent: finished
    removeProgress(id);
    if (countJobEnded(id)) {
      toaster.create({ type: 'success', title: str(data.title) || t('tasks.finished'), description: str(data.message) || undefined, closable: true });
    }
  });
}
