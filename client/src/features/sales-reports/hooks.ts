/** The sales reports (sales-reports.graphql) wrapped in small typed hooks. */
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { reportPaging, useReportQuery } from '../shared/useReportQuery';
import {
  OrderAnalysisReportDocument,
  SalesAnalysisReportDocument,
  SalesReportOptionsDocument,
  StoreAnalysisReportDocument,
  type OrderAnalysisReportQuery,
  type SalesAnalysisReportQuery,
  type SalesReportFilter,
  type StoreAnalysisReportQuery,
} from '../../api/generated/graphql';

type Success<U> = Extract<U, { data: unknown }>['data'];
export type SalesReport = Success<SalesAnalysisReportQuery['salesAnalysisReport']>;
export type OrderReport = Success<OrderAnalysisReportQuery['orderAnalysisReport']>;
export type StoreReport = Success<StoreAnalysisReportQuery['storeAnalysisReport']>;

type Vars = { filter: SalesReportFilter; offset?: number; limit?: number };

export const useSalesAnalysis = (filter: SalesReportFilter) =>
  useReportQuery<SalesAnalysisReportQuery, SalesReport, Vars>(SalesAnalysisReportDocument as TypedDocumentNode<SalesAnalysisReportQuery, Vars>, (q) => q.salesAnalysisReport, { filter });
export const useOrderAnalysis = (page: number, size: number, filter: SalesReportFilter) =>
  useReportQuery<OrderAnalysisReportQuery, OrderReport, Vars>(OrderAnalysisReportDocument as TypedDocumentNode<OrderAnalysisReportQuery, Vars>, (q) => q.orderAnalysisReport, { filter, ...reportPaging(page, size) });
export const useStoreAnalysis = (page: number, size: number, filter: SalesReportFilter) =>
  useReportQuery<StoreAnalysisReportQuery, StoreReport, Vars>(StoreAnalysisReportDocument as TypedDocumentNode<StoreAnalysisReportQuery, Vars>, (q) => q.storeAnalysisReport, { filter, ...reportPaging(page, size) });

/** The caller's shops and their platforms for the filter selects. */
export function useSalesReportOptions() {
  const { data } = useQuery(SalesReportOptionsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return { shops: data?.salesReportOptions.shops ?? [], platforms: data?.salesReportOptions.platforms ?? [] };
}
