/** The purchasing reports (purchase-reports.graphql) wrapped in small typed hooks. */
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { reportPaging, useReportQuery } from '../shared/useReportQuery';
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

type Vars = { filter: PurchaseReportFilter; offset: number; limit: number };

export const useSupplierStatistics = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReportQuery<SupplierStatisticsReportQuery, SupplierReport, Vars>(SupplierStatisticsReportDocument as TypedDocumentNode<SupplierStatisticsReportQuery, Vars>, (q) => q.supplierStatisticsReport, { filter, ...reportPaging(page, size) });
export const useProcurementFlow = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReportQuery<ProcurementFlowReportQuery, FlowReport, Vars>(ProcurementFlowReportDocument as TypedDocumentNode<ProcurementFlowReportQuery, Vars>, (q) => q.procurementFlowReport, { filter, ...reportPaging(page, size) });
export const usePurchaserStatistics = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReportQuery<PurchaserStatisticsReportQuery, PurchaserReport, Vars>(PurchaserStatisticsReportDocument as TypedDocumentNode<PurchaserStatisticsReportQuery, Vars>, (q) => q.purchaserStatisticsReport, { filter, ...reportPaging(page, size) });
export const usePurchaseBills = (page: number, size: number, filter: PurchaseReportFilter) =>
  useReportQuery<PurchaseBillReportQuery, BillReport, Vars>(PurchaseBillReportDocument as TypedDocumentNode<PurchaseBillReportQuery, Vars>, (q) => q.purchaseBillReport, { filter, ...reportPaging(page, size) });

/** Suppliers and purchasers for the filter selects. */
export function useReportOptions() {
  const { data } = useQuery(PurchaseReportOptionsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return { suppliers: data?.purchaseReportOptions.suppliers ?? [], purchasers: data?.purchaseReportOptions.purchasers ?? [] };
}
