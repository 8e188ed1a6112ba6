/**
 * The download badge of the shell (spec 01 §2 'Shell', §4 'Export progress'): the number of the
 * caller's running export jobs (queued or processing), loaded at sign-in and again whenever the
 * task dialog closes; raised when an export starts, lowered when a job ends. Opens the task
 * queue dialog, which a type-12 notice can open as well (tasks/store).
 */
import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { LuDownload } from 'react-icons/lu';
import { CountBadge } from '../../ui/CountBadge';
import { formatBadge, setDownloadCount, useCounters } from '../../ui/counters';
import { useT } from '../../i18n';
import { useRunningReportJobCount } from './hooks';
import { closeTaskDialog, openTaskDialog, useTaskDialogOpen } from './store';
import { useReportEvents } from './useReportEvents';

// the dialog (its table, filters and documents) loads on first open, not with the shell
const TaskQueueDialog = lazy(async () => ({ default: (await import('./TaskQueueDialog')).TaskQueueDialog }));

export function DownloadBadge() {
  const t = useT();
  const { downloads } = useCounters();
  const open = useTaskDialogOpen();
  const running = useRunningReportJobCount();
  useReportEvents();

  useEffect(() => {
    if (running.count !== null) setDownloadCount(running.count);
  }, [running.count]);

  const close = () => {
    closeTaskDialog();
    void running.refetch().then((n) => {
      if (n !== null) setDownloadCount(n);
    });
  };

  const label = t('shell.downloads', { count: downloads });
  const text = formatBadge(downloads);
  return (
    <>
      <Box position="relative">
        <IconButton variant="ghost" size="sm" aria-label={label} title={label} onClick={openTaskDialog} data-testid="download-badge">
          <LuDownload />
        </IconButton>
        <CountBadge text={text} testId="badge" />
      </Box>
      {open ? (
        <Suspense fallback={null}>
          <TaskQueueDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
