/** The customer-service report (customerServiceReport.graphql) read through the UI kit's report query. */
import { marketplaceLabel } from '@erp/schema';
import type { CustomerServiceReportFilter } from '../../api/generated/types';
import { useRecord, type SuccessData } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';
import * as ops from './customerServiceReport.generated';

export type CustomerServiceReportData = SuccessData<ops.CustomerServiceReportQuery['customerServiceReport']>;

export const useCustomerServiceReport = (filter: CustomerServiceReportFilter) =>
  useReportQuery<ops.CustomerServiceReportQuery, CustomerServiceReportData, ops.CustomerServiceReportQueryVariables>(
    ops.CustomerServiceReportDocument,
    (q) => q.customerServiceReport,
    { filter },
  );

/** The shops the caller may see and their marketplaces, for the filter selects. */
export function useCustomerServiceShops() {
  const { record } = useRecord(ops.CustomerServiceShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const shops = (record ?? []).map((s) => ({ id: s.id, platformType: s.platformType, label: s.alias || s.shopName }));
  const platformTypes = [...new Set(shops.map((s) => s.platformType))].sort((a, b) => a - b);
  return { shops, platforms: platformTypes.map((p) => ({ value: p, label: marketplaceLabel(p) })) };
}
