/** Tracking records and the transit report (tracking.graphql): the list descriptor, the report and the command set. */
import * as ops from './tracking.generated';
import type { TrackingRecordFilter, TrackingReportFilter } from '../../api/generated/types';
import { listOf, type RowOf, type SuccessData, useCommands } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';

export type TrackingRow = RowOf<typeof trackingList>;
export type TrackingReportData = SuccessData<ops.TrackingReportQuery['trackingReport']>;

export const trackingList = listOf(ops.TrackingRecordsDocument, (d) => d.trackingRecords);

/** The list's variables: the tab counts are of the same search, whatever the tab. */
export function trackingVariables(filter: TrackingRecordFilter) {
  const { status: _s, deleted: _d, ...countFilter } = filter;
  return { filter, countFilter };
}

export const useTrackingReport = (filter: TrackingReportFilter) =>
  useReportQuery<ops.TrackingReportQuery, TrackingReportData, ops.TrackingReportQueryVariables>(ops.TrackingReportDocument, (d) => d.trackingReport, {
    filter,
  });

/** Every change moves the report's figures as well. */
export const useTrackingCommands = () =>
  useCommands(
    {
      add: ops.AddTrackingRecordDocument,
      requery: ops.RequeryTrackingDocument,
      resubmit: ops.ResubmitTrackingDocument,
      remove: ops.DeleteTrackingDocument,
      restore: ops.RestoreTrackingDocument,
      setAuto: ops.SetTrackingAutoDocument,
    },
    { refetchQueries: ['TrackingReport'] },
  );
