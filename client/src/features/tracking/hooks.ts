/** Tracking records and the transit report (tracking.graphql): the list descriptor, the report and the command set. */
import {
  TrackingRecordsDocument,
  TrackingReportDocument,
  AddTrackingRecordDocument,
  DeleteTrackingDocument,
  RequeryTrackingDocument,
  ResubmitTrackingDocument,
  RestoreTrackingDocument,
  SetTrackingAutoDocument,
  type TrackingReportQuery,
  type TrackingReportQueryVariables,
} from './tracking.generated';
import type { TrackingRecordFilter, TrackingReportFilter } from '../../api/generated/types';
import { listOf, type RowOf, type SuccessData, useCommands } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';

export type TrackingRow = RowOf<typeof trackingList>;
export type TrackingReportData = SuccessData<TrackingReportQuery['trackingReport']>;

export const trackingList = listOf(TrackingRecordsDocument, (d) => d.trackingRecords);

/** The list's variables: the tab counts are of the same search, whatever the tab. */
export function trackingVariables(filter: TrackingRecordFilter) {
  const { status: _s, deleted: _d, ...countFilter } = filter;
  return { filter, countFilter };
}

export const useTrackingReport = (filter: TrackingReportFilter) =>
  useReportQuery<TrackingReportQuery, TrackingReportData, TrackingReportQueryVariables>(TrackingReportDocument, (d) => d.trackingReport, { filter });

/** Every change moves the report's figures as well. */
export const useTrackingCommands = () =>
  useCommands(
    {
      add: AddTrackingRecordDocument,
      requery: RequeryTrackingDocument,
      resubmit: ResubmitTrackingDocument,
      remove: DeleteTrackingDocument,
      restore: RestoreTrackingDocument,
      setAuto: SetTrackingAutoDocument,
    },
    { refetchQueries: ['TrackingReport'] },
  );
