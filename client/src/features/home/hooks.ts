/** The home dashboard's queries (home.graphql) wrapped in small typed hooks. Failures show in their card (silent). */
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { HomeBottomDataDocument, HomeBulletinDocument, HomeDashboardDocument, HomeSalesReportDocument, type HomeBottomDataQuery, type HomeDashboardQuery, type HomeSalesReportQuery } from './home.generated';
import type { HomeSalesReportFilter } from '../../api/generated/types';

export type Dashboard = HomeDashboardQuery['homeDashboard'];
export type SalesReport = Extract<HomeSalesReportQuery['homeSalesReport'], { data: unknown }>['data'];
export type BottomData = HomeBottomDataQuery['homeBottomData'];

const silent = { silent: true };

/** The figures; `loaded` only once the call has succeeded (links refuse before: DataIsNotLoaded). */
export function useHomeDashboard() {
  const { data, loading, error, refetch } = useQuery(HomeDashboardDocument, { fetchPolicy: 'cache-and-network', context: silent, notifyOnNetworkStatusChange: true });
  return {
    dashboard: data?.homeDashboard ?? null,
    loaded: !!data?.homeDashboard,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** The sales chart for the chosen time type, number type and platform; the previous chart stays while the next loads. */
export function useHomeSalesReport(filter: HomeSalesReportFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(HomeSalesReportDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    context: silent,
  });
  const answer = (data ?? previousData)?.homeSalesReport;
  const refused = answer && answer.__typename !== 'QueryHomeSalesReportSuccess'
    ? (('fieldErrors' in answer ? answer.fieldErrors[0]?.message : undefined) ?? ('message' in answer ? answer.message : '') ?? '')
    : null;
  return {
    report: answer && answer.__typename === 'QueryHomeSalesReportSuccess' ? answer.data : null,
    refused,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useHomeBottomData() {
  const { data, loading, error, refetch } = useQuery(HomeBottomDataDocument, { fetchPolicy: 'cache-and-network', context: silent });
  return {
    bottom: data?.homeBottomData ?? null,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** One bulletin's content (the dialog of the home page's list); skipped until an id is chosen. */
export function useHomeBulletin(id: number | null) {
  const { data, loading, error } = useQuery(HomeBulletinDocument, { variables: { id: id ?? 0 }, skip: id === null, context: silent });
  return { bulletin: data?.bulletin ?? null, loading, error };
}
