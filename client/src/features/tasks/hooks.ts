/** Task queue data (tasks.graphql) on the resource kit. */
import { useQuery } from '@apollo/client/react';
import { REPORT_JOB_PAGE_SIZE } from '@erp/schema';
import { useCallback } from 'react';
import * as ops from './tasks.generated';
import type { ReportJobFilter } from '../../api/generated/types';
import { useCommands, useConnection, useRecord, type NodeOf } from '../../ui/resource';

export type ReportJobRow = NodeOf<ops.ReportJobsQuery['reportJobs']>;

/** The caller's jobs of one status (0 = all), newest first, 30 a page from page 1 (spec 01 §9). */
export const useReportJobs = (status: number, page: number, filter: ReportJobFilter) =>
  useConnection(ops.ReportJobsDocument, (d) => d.reportJobs, { status, filter }, { page, pageSize: REPORT_JOB_PAGE_SIZE, fetchPolicy: 'network-only' });

/** Per-status counts for the tabs; the first entry is status 0 (all). */
export function useReportJobCounts(filter: ReportJobFilter) {
  const { record, refetch } = useRecord(ops.ReportJobCountsDocument, (d) => d.reportJobCounts, { filter }, { fetchPolicy: 'network-only', keepPrevious: true });
  return { counts: record ?? [], refetch };
}

/** Export types the caller may start (the dialog's type filter). */
export const useReportTypes = () => useRecord(ops.ReportTypesDocument, (d) => d.reportTypes, undefined, { fetchPolicy: 'cache-first' }).record ?? [];

/** The download badge's number: the caller's queued and processing jobs; `refetch` answers the new count (null on failure). */
export function useRunningReportJobCount() {
  const { data, refetch } = useQuery(ops.RunningReportJobCountDocument, { fetchPolicy: 'network-only', context: { silent: true } });
  return {
    count: data?.runningReportJobCount ?? null,
    refetch: useCallback(async () => {
      try {
        return (await refetch()).data?.runningReportJobCount ?? null;
      } catch {
        return null;
      }
    }, [refetch]),
  };
}

export const useExportCommands = () => useCommands({ start: ops.StartExportDocument });
