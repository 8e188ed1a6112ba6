/** The customer-service report (customerServiceReport.graphql) read through the UI kit's report query. */
import type { CustomerServiceReportFilter } from '../../api/generated/types';
import type { SuccessData } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';
import * as ops from './customerServiceReport.generated';

export type CustomerServiceReportData = SuccessData<ops.CustomerServiceReportQuery['customerServiceReport']>;

export const useCustomerServiceReport = (filter: CustomerServiceReportFilter) =>
  useReportQuery<ops.CustomerServiceReportQuery, CustomerServiceReportData, ops.CustomerServiceReportQueryVariables>(
    ops.CustomerServiceReportDocument,
    (q) => q.customerServiceReport,
    { filter },
  );
