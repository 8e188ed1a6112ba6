/** Task queue data (tasks.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { REPORT_JOB_PAGE_SIZE } from '@erp/schema';
import { useCallback } from 'react';
import {
  ReportJobCountsDocument,
  ReportJobsDocument,
  ReportTypesDocument,
  RunningReportJobCountDocument,
  StartExportDocument,
  type ReportJobFilter,
  type ReportJobsQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type ReportJobRow = ReportJobsQuery['reportJobs']['edges'][number]['node'];

/** The caller's jobs of one status (0 = all), newest first, 30 a page from page 1 (spec 01 §9). */
export function useReportJobs(status: number, page: number, filter: ReportJobFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(ReportJobsDocument, {
    variables: { status, ...pageArgs(page, REPORT_JOB_PAGE_SIZE), filter },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.reportJobs;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Per-status counts for the tabs; the first entry is status 0 (all). */
export function useReportJobCounts(filter: ReportJobFilter) {
  const { data, previousData, refetch } = useQuery(ReportJobCountsDocument, { variables: { filter }, fetchPolicy: 'network-only' });
  return {
    counts: (data ?? previousData)?.reportJobCounts ?? [],
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Export types the caller may start (the dialog's type filter). */
export function useReportTypes() {
  const { data } = useQuery(ReportTypesDocument, { fetchPolicy: 'cache-first' });
  return data?.reportTypes ?? [];
}

/** The download badge's number: the caller's queued and processing jobs. */
export function useRunningReportJobCount() {
  const { data, refetch } = useQuery(RunningReportJobCountDocument, { fetchPolicy: 'network-only', context: { silent: true } });
  return {
    count: data?.runningReportJobCount ?? null,
    refetch: useCallback(async () => {
      try {
        const result = await refetch();
        return result.data?.runningReportJobCount ?? null;
      } catch {
        return null;
      }
    }, [refetch]),
  };
}

export function useStartExport() {
  const [mutate, { loading }] = useMutation(StartExportDocument);
  const startExport = useCallback(
    (reportType: string, filter: Record<string, unknown>) => settle(mutate({ variables: { input: { reportType, filter } } }), (d) => d.startExport),
    [mutate],
  );
  return { startExport, loading };
}
