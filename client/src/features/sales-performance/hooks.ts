/** /salesReport, /storePerformance and /orderPerformance (sales-performance.graphql) read through the UI kit's report query. */
import type { SuccessData } from '../../ui/resource';
import { reportPaging, useReportQuery } from '../../ui/useReportQuery';
import type { SalesReportFilter } from '../../api/generated/types';
import * as ops from './sales-performance.generated';

export type SalesReportData = SuccessData<ops.SalesReportQuery['salesReport']>;
export type StorePerformanceData = SuccessData<ops.StorePerformanceQuery['storePerformance']>;
export type OrderPerformanceData = SuccessData<ops.OrderPerformanceQuery['orderPerformance']>;

/** The searched filter and page of a report screen. */
type Search = { filter: SalesReportFilter; page: number; pageSize: number };

export const useSalesReport = ({ filter, page, pageSize }: Search) =>
  useReportQuery<ops.SalesReportQuery, SalesReportData, ops.SalesReportQueryVariables>(ops.SalesReportDocument, (q) => q.salesReport, {
    filter,
    ...reportPaging(page, pageSize),
  });
export const useStorePerformance = ({ filter, page, pageSize }: Search) =>
  useReportQuery<ops.StorePerformanceQuery, StorePerformanceData, ops.StorePerformanceQueryVariables>(ops.StorePerformanceDocument, (q) => q.storePerformance, {
    filter,
    ...reportPaging(page, pageSize),
  });
/** The whole period at once (every bucket; the screen pages the rows itself). */
export const useOrderPerformance = ({ filter }: Search) =>
  useReportQuery<ops.OrderPerformanceQuery, OrderPerformanceData, ops.OrderPerformanceQueryVariables>(ops.OrderPerformanceDocument, (q) => q.orderPerformance, {
    filter,
  });
