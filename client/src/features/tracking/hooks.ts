/** Tracking records and the transit report (tracking.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddTrackingRecordDocument, DeleteTrackingDocument, RequeryTrackingDocument, ResubmitTrackingDocument, RestoreTrackingDocument, SetTrackingAutoDocument, TrackingRecordsDocument, TrackingReportDocument, type TrackingRecordsQuery, type TrackingReportQuery } from './tracking.generated';
import type { AddTrackingRecordInput, TrackingRecordFilter, TrackingReportFilter } from '../../api/generated/types';
import { pageArgs } from '../../ui/format';
import { settle } from '../shared/outcome';

export type TrackingRow = TrackingRecordsQuery['trackingRecords']['edges'][number]['node'];
type ReportResult = TrackingReportQuery['trackingReport'];
export type TrackingReportData = Extract<ReportResult, { __typename: 'QueryTrackingReportSuccess' }>['data'];

export function useTrackingRecords(page: number, pageSize: number, filter: TrackingRecordFilter) {
  const { status: _s, deleted: _d, ...countFilter } = filter;
  const { data, previousData, loading, error, refetch } = useQuery(TrackingRecordsDocument, {
    variables: { ...pageArgs(page, pageSize), filter, countFilter },
    fetchPolicy: 'cache-and-network',
  });
  const got = data ?? previousData;
  return {
    rows: got?.trackingRecords.edges.map((e) => e.node) ?? [],
    total: got?.trackingRecords.totalCount ?? 0,
    counts: new Map((got?.trackingStatusCounts ?? []).map((c) => [c.status, c.count])),
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useTrackingReport(filter: TrackingReportFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(TrackingReportDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.trackingReport;
  return {
    report: result?.__typename === 'QueryTrackingReportSuccess' ? result.data : null,
    failure: result && result.__typename !== 'QueryTrackingReportSuccess' ? ('message' in result ? result.message : '') : null,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useTrackingActions() {
  const opts = { refetchQueries: ['TrackingRecords', 'TrackingReport'] };
  const [add] = useMutation(AddTrackingRecordDocument, opts);
  const [requery] = useMutation(RequeryTrackingDocument, opts);
  const [resubmit] = useMutation(ResubmitTrackingDocument, opts);
  const [remove] = useMutation(DeleteTrackingDocument, opts);
  const [restore] = useMutation(RestoreTrackingDocument, opts);
  const [setAuto] = useMutation(SetTrackingAutoDocument, opts);
  return {
    add: useCallback((input: AddTrackingRecordInput) => settle(add({ variables: { input } }), (d) => d.addTrackingRecord), [add]),
    requery: useCallback((ids: number[]) => settle(requery({ variables: { ids } }), (d) => d.requeryTracking), [requery]),
    resubmit: useCallback((ids: number[]) => settle(resubmit({ variables: { ids } }), (d) => d.resubmitTracking), [resubmit]),
    remove: useCallback((ids: number[]) => settle(remove({ variables: { ids } }), (d) => d.deleteTracking), [remove]),
    restore: useCallback((ids: number[]) => settle(restore({ variables: { ids } }), (d) => d.restoreTracking), [restore]),
    setAuto: useCallback((ids: number[], on: boolean) => settle(setAuto({ variables: { ids, on } }), (d) => d.setTrackingAuto), [setAuto]),
  };
}
