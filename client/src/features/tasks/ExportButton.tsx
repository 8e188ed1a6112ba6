/**
 * Export of a list screen (spec 01 §4 'Export progress'): starts a report job of `reportType`
 * with the list's current filter. Success says the job is queued and where to find it, and
 * raises the download badge; a refusal (e.g. nothing to export) shows the server's message.
 *
 *   <ExportButton reportType="shops" filter={filter} />
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useCallback } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { toaster, useClickGuard } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { useExportCommands } from './hooks';
import { tasksMessages } from './messages';
import { countJobStarted } from './store';

/** Drops empty values, so the job records only the filters in use. */
export function cleanFilter(filter: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** Starts an export and gives the feedback; resolves with the job id, or null when refused. */
export function useExport() {
  const t = useFeatureText(tasksMessages);
  const { start, busy } = useExportCommands();
  const run = useCallback(
    async (reportType: string, filter: object = {}): Promise<number | null> => {
      const outcome = await start({ input: { reportType, filter: cleanFilter(filter) } }, { failure: t('export.failed') });
      if (!outcome.ok) return null;
      countJobStarted(outcome.data.id, outcome.data.status);
      toaster.create({ type: 'success', title: t('export.queued'), description: t('export.queuedHint'), closable: true });
      return outcome.data.id;
    },
    [start, t],
  );
  return { startExport: run, loading: busy };
}

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'filter'> {
  reportType: string;
  /** The list's current (searched) filter. */
  filter?: object;
}

export function ExportButton({ reportType, filter = {}, children, ...rest }: ExportButtonProps) {
  const t = useFeatureText(tasksMessages);
  const { startExport, loading } = useExport();
  // spec 01 §9: repeat clicks within 500 ms are ignored (no double jobs)
  const onClick = useClickGuard(() => void startExport(reportType, filter));
  return (
    <Button size="sm" variant="outline" loading={loading} onClick={onClick} title={t('export.buttonLabel')} {...rest}>
      <LuFileDown />
      {children ?? t('export.button')}
    </Button>
  );
}
