/** The purchasing reports (purchase-reports.graphql): one descriptor per report, read through the UI kit's report query. */
import type { TypedDocumentNode } from '@apollo/client';
import { reportPaging, useReportQuery, type ReportAnswer } from '../../ui/useReportQuery';
import { useRecord, type SuccessData } from '../../ui/resource';
import * as ops from './purchase-reports.generated';
import type { PurchaseReportFilter } from '../../api/generated/types';

type Vars = { filter: PurchaseReportFilter; offset: number; limit: number };

/** A report's document and its typed result field. */
interface Report<Q, A extends ReportAnswer> {
  document: TypedDocumentNode<Q, Vars>;
  pick: (q: Q) => A;
}
const report = <Q, A extends ReportAnswer>(document: TypedDocumentNode<Q, never>, pick: (q: Q) => A): Report<Q, A> => ({
  document: document as TypedDocumentNode<Q, Vars>,
  pick,
});

export const supplierStatisticsReport = report(ops.SupplierStatisticsReportDocument, (q: ops.SupplierStatisticsReportQuery) => q.supplierStatisticsReport);
export const procurementFlowReport = report(ops.ProcurementFlowReportDocument, (q: ops.ProcurementFlowReportQuery) => q.procurementFlowReport);
export const purchaserStatisticsReport = report(ops.PurchaserStatisticsReportDocument, (q: ops.PurchaserStatisticsReportQuery) => q.purchaserStatisticsReport);
export const purchaseBillReport = report(ops.PurchaseBillReportDocument, (q: ops.PurchaseBillReportQuery) => q.purchaseBillReport);

export type SupplierReport = SuccessData<ops.SupplierStatisticsReportQuery['supplierStatisticsReport']>;
export type FlowReport = SuccessData<ops.ProcurementFlowReportQuery['procurementFlowReport']>;
export type PurchaserReport = SuccessData<ops.PurchaserStatisticsReportQuery['purchaserStatisticsReport']>;
export type BillReport = SuccessData<ops.PurchaseBillReportQuery['purchaseBillReport']>;

/** One report's page of the searched filter (the previous answer shown while the next loads). */
export function useReport<Q, A extends ReportAnswer>(r: Report<Q, A>, state: { page: number; pageSize: number; filter: PurchaseReportFilter }) {
  return useReportQuery<Q, SuccessData<A>, Vars>(r.document, r.pick, { filter: state.filter, ...reportPaging(state.page, state.pageSize) });
}

/** Suppliers and purchasers for the filter selects. */
export function useReportOptions() {
  const { record } = useRecord(ops.PurchaseReportOptionsDocument, (d) => d.purchaseReportOptions, undefined, { silent: true });
  return { suppliers: record?.suppliers ?? [], purchasers: record?.purchasers ?? [] };
}
