/** msw answers of the purchasing reports for the page tests. */
import { mockReportScreen, reportRefusal, reportSuccess, type ReportCalls } from '../../test/reports';
import { mockPickers } from '../inventory/testing';

/** Filter options, warehouses, the report `operation` answering `data` (or a typed refusal), and StartExport. */
export function mockReport(operation: string, field: string, answer: (variables: Record<string, any>) => unknown): ReportCalls {
  mockPickers();
  return mockReportScreen(
    {
      PurchaseReportOptions: {
        purchaseReportOptions: {
          __typename: 'PurchaseReportOptions',
          suppliers: [
            { __typename: 'PurchaseReportOption', id: 11, name: '义乌杯厂' },
            { __typename: 'PurchaseReportOption', id: 12, name: '市场摊位' },
          ],
          purchasers: [{ __typename: 'PurchaseReportOption', id: 5, name: '王采购' }],
        },
      },
    },
    operation,
    field,
    answer,
  );
}

export const success = reportSuccess;
export const refusal = reportRefusal;
