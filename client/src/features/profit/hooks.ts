/** The profit reports and the order's profit (profit.graphql) read through the UI kit's report query. */
import { marketplaceLabel } from '@erp/schema';
import type { ProfitReportFilter } from '../../api/generated/types';
import { reportPaging, useReportQuery } from '../../ui/useReportQuery';
import { useRecord, type SuccessData } from '../../ui/resource';
import * as ops from './profit.generated';

export type ProfitReportData = SuccessData<ops.ProfitReportQuery['profitReport']>;
export type ProfitOrderData = SuccessData<ops.ProfitReportOrderQuery['profitReportOrder']>;
export type DataSummaryData = SuccessData<ops.DataSummaryQuery['dataSummary']>;
export type OrderProfitData = NonNullable<NonNullable<ops.OrderProfitQuery['order']>['profit']>;

type Paged = { page: number; pageSize: number; filter: ProfitReportFilter };

export const useProfitReport = (s: Paged) =>
  useReportQuery<ops.ProfitReportQuery, ProfitReportData, ops.ProfitReportQueryVariables>(ops.ProfitReportDocument, (q) => q.profitReport, {
    filter: s.filter,
    ...reportPaging(s.page, s.pageSize),
  });

export const useProfitReportOrder = (s: Paged) =>
  useReportQuery<ops.ProfitReportOrderQuery, ProfitOrderData, ops.ProfitReportOrderQueryVariables>(ops.ProfitReportOrderDocument, (q) => q.profitReportOrder, {
    filter: s.filter,
    ...reportPaging(s.page, s.pageSize),
  });

export const useDataSummary = (filter: ProfitReportFilter) =>
  useReportQuery<ops.DataSummaryQuery, DataSummaryData, ops.DataSummaryQueryVariables>(ops.DataSummaryDocument, (q) => q.dataSummary, { filter });

/** The order's profit breakdown (null before it ships or without /profitReportOrder). */
export function useOrderProfit(orderId: number) {
  const { record, loading, error, refetch } = useRecord(ops.OrderProfitDocument, (d) => d.order, { id: orderId }, { silent: true });
  return { profit: record?.profit ?? null, loading, error, refetch };
}

/** The shops the caller may see and their marketplaces, for the filter selects. */
export function useProfitShops() {
  const { record } = useRecord(ops.ProfitShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const shops = (record ?? []).map((s) => ({ value: String(s.id), label: s.alias || s.shopName }));
  const platforms = [...new Set((record ?? []).map((s) => s.platformType))]
    .sort((a, b) => a - b)
    .map((p) => ({ value: String(p), label: marketplaceLabel(p) }));
  return { shops, platforms };
}
