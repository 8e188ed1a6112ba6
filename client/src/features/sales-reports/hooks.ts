/** The sales reports (sales-reports.graphql) read through the UI kit's report query. */
import { useRecord, type SuccessData } from '../../ui/resource';
import { reportPaging, useReportQuery } from '../../ui/useReportQuery';
import * as ops from './sales-reports.generated';
import type { SalesReportFilter } from '../../api/generated/types';

export type SalesReport = SuccessData<ops.SalesAnalysisReportQuery['salesAnalysisReport']>;
export type OrderReport = SuccessData<ops.OrderAnalysisReportQuery['orderAnalysisReport']>;
export type StoreReport = SuccessData<ops.StoreAnalysisReportQuery['storeAnalysisReport']>;

/** The searched filter and page of a report screen. */
type Search = { filter: SalesReportFilter; page: number; pageSize: number };

/** The whole period at once (every bucket; the screen pages the rows itself). */
export const useSalesAnalysis = ({ filter }: Search) =>
  useReportQuery<ops.SalesAnalysisReportQuery, SalesReport, ops.SalesAnalysisReportQueryVariables>(
    ops.SalesAnalysisReportDocument,
    (q) => q.salesAnalysisReport,
    {
      filter,
    },
  );
export const useOrderAnalysis = ({ filter, page, pageSize }: Search) =>
  useReportQuery<ops.OrderAnalysisReportQuery, OrderReport, ops.OrderAnalysisReportQueryVariables>(
    ops.OrderAnalysisReportDocument,
    (q) => q.orderAnalysisReport,
    {
      filter,
      ...reportPaging(page, pageSize),
    },
  );
export const useStoreAnalysis = ({ filter, page, pageSize }: Search) =>
  useReportQuery<ops.StoreAnalysisReportQuery, StoreReport, ops.StoreAnalysisReportQueryVariables>(
    ops.StoreAnalysisReportDocument,
    (q) => q.storeAnalysisReport,
    {
      filter,
      ...reportPaging(page, pageSize),
    },
  );

/** The caller's shops and their platforms for the filter selects. */
export function useSalesReportOptions() {
  const { record } = useRecord(ops.SalesReportOptionsDocument, (d) => d.salesReportOptions, undefined, { silent: true });
  return { shops: record?.shops ?? [], platforms: record?.platforms ?? [] };
}
