/** The home dashboard's queries (home.graphql) read through the UI kit. Failures show in their card (silent). */
import { useRecord, type SuccessData } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';
import {
  HomeBottomDataDocument,
  HomeBulletinDocument,
  HomeDashboardDocument,
  HomeSalesReportDocument,
  type HomeBottomDataQuery,
  type HomeDashboardQuery,
  type HomeSalesReportQuery,
  type HomeSalesReportQueryVariables,
} from './home.generated';
import type { HomeSalesReportFilter } from '../../api/generated/types';

export type Dashboard = HomeDashboardQuery['homeDashboard'];
export type SalesReport = SuccessData<HomeSalesReportQuery['homeSalesReport']>;
export type BottomData = HomeBottomDataQuery['homeBottomData'];

const silent = { silent: true };

/** The figures; null until the call has succeeded (links refuse before: DataIsNotLoaded). */
export function useHomeDashboard() {
  const { record, ...state } = useRecord(HomeDashboardDocument, (d) => d.homeDashboard, undefined, silent);
  return { dashboard: record, ...state };
}

/** The sales chart for the chosen time type, number type and platform; the previous chart stays while the next loads. */
export const useHomeSalesReport = (filter: HomeSalesReportFilter) =>
  useReportQuery<HomeSalesReportQuery, SalesReport, HomeSalesReportQueryVariables>(HomeSalesReportDocument, (d) => d.homeSalesReport, { filter }, silent);

export function useHomeBottomData() {
  const { record, ...state } = useRecord(HomeBottomDataDocument, (d) => d.homeBottomData, undefined, silent);
  return { bottom: record, ...state };
}

/** One bulletin's content (the dialog of the home page's list); skipped until an id is chosen. */
export function useHomeBulletin(id: number | null) {
  const { record, loading, error } = useRecord(HomeBulletinDocument, (d) => d.bulletin, { id: id ?? 0 }, { skip: id === null, silent: true });
  return { bulletin: record, loading, error };
}
