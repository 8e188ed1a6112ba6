/** The home dashboard's queries (home.graphql) read through the UI kit. Failures show in their card (silent). */
import { useRecord, type SuccessData } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';
import * as ops from './home.generated';
import type { HomeSalesReportFilter } from '../../api/generated/types';

export type Dashboard = ops.HomeDashboardQuery['homeDashboard'];
export type SalesReport = SuccessData<ops.HomeSalesReportQuery['homeSalesReport']>;
export type BottomData = ops.HomeBottomDataQuery['homeBottomData'];

const silent = { silent: true };

/** The figures; null until the call has succeeded (links refuse before: DataIsNotLoaded). */
export function useHomeDashboard() {
  const { record, ...state } = useRecord(ops.HomeDashboardDocument, (d) => d.homeDashboard, undefined, silent);
  return { dashboard: record, ...state };
}

/** The sales chart for the chosen time type, number type and platform; the previous chart stays while the next loads. */
export const useHomeSalesReport = (filter: HomeSalesReportFilter) =>
  useReportQuery<ops.HomeSalesReportQuery, SalesReport, ops.HomeSalesReportQueryVariables>(
    ops.HomeSalesReportDocument,
    (d) => d.homeSalesReport,
    { filter },
    silent,
  );

export function useHomeBottomData() {
  const { record, ...state } = useRecord(ops.HomeBottomDataDocument, (d) => d.homeBottomData, undefined, silent);
  return { bottom: record, ...state };
}

/** One bulletin's content (the dialog of the home page's list); skipped until an id is chosen. */
export function useHomeBulletin(id: number | null) {
  const { record, loading, error } = useRecord(ops.HomeBulletinDocument, (d) => d.bulletin, { id: id ?? 0 }, { skip: id === null, silent: true });
  return { bulletin: record, loading, error };
}
