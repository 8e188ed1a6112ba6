/** The purchasing reports (purchase-reports.graphql) wrapped in small typed hooks. */
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import {
  ProcurementFlowReportDocument,
  PurchaseBillReportDocument,
  PurchaseReportOptionsDocument,
  PurchaserStatisticsReportDocument,
  SupplierStatisticsReportDocument,
  type ProcurementFlowReportQuery,
  type PurchaseBillReportQuery,
  type PurchaseReportFilter,
  type PurchaserStatisticsReportQuery,
  type SupplierStatisticsReportQuery,
} from '../../api/generated/graphql';

type Success<U> = Extract<U, { data: unknown }>['data'];
export type SupplierReport = Success<SupplierStatisticsReportQuery['supplierStatisticsReport']>;
export type FlowReport = Success<ProcurementFlowReportQuery['procurementFlowReport']>;
export type PurchaserReport = Success<PurchaserStatisticsReportQuery['purchaserStatisticsReport']>;
export type BillReport = Success<PurchaseBillReportQuery['purchaseBillReport']>;

type Answer = { __typename?: string; data?: unknown; message?: string; fieldErrors?: { message: string }[] };
type Vars = { filter: PurchaseReportFilter; offset: number; limit: number };

/**
 * One report page: the success data, or the server's refusal text (bad period, unknown supplier),
 * or the request error; the previous page stays shown while the next one loads.
 */
function useReport<Q, R>(document: TypedDocumentNode<Q, Vars>, pick: (q: Q) => Answer, page: number, pageSize: number, filter: PurchaseReportFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(document as TypedDocumentNode<Q, Vars>, {
    variables: { filter, offset: Math.max(0, (page - 1) * pageSize), limit: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData) ? pick((data ?? previousData) as Q) : null;
  const refused = answer && !answer.__typename?.endsWith('Success') ? (answer.fieldErrors?.[0]?.message ?? answer.message ?? '') : null;
  return {
    report: (answer && !refused ? answer.data : null) as R | null,
    refused,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export const useSupplierStatistics = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReport<SupplierStatisticsReportQuery, SupplierReport>(SupplierStatisticsReportDocument, (q) => q.supplierStatisticsReport, page, size, filter);
export const useProcurementFlow = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReport<ProcurementFlowReportQuery, FlowReport>(ProcurementFlowReportDocument, (q) => q.procurementFlowReport, page, size, filter);
export const usePurchaserStatistics = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReport<PurchaserStatisticsReportQuery, PurchaserReport>(PurchaserStatisticsReportDocument, (q) => q.purchaserStatisticsReport, page, size, filter);
export const usePurchaseBills = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReport<PurchaseBillReportQuery, BillReport>(PurchaseBillReportDocument, (q) => q.purchaseBillReport, page, size, filter);

/** Suppliers and purchasers for the filter selects. */
export function useReportOptions() {
  const { data } = useQuery(PurchaseReportOptionsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return { suppliers: data?.purchaseReportOptions.suppliers ?? [], purchasers: data?.purchaseReportOptions.purchasers ?? [] };
}
