/** msw answers of the purchasing reports for the page tests. */
import { graphql, HttpResponse, server } from '../../test/server';
import { mockPickers } from '../inventory/testing';

export interface ReportCalls {
  reports: Record<string, any>[];
  exports: Record<string, any>[];
}

/** Filter options, warehouses, the report `operation` answering `data` (or a typed refusal), and StartExport. */
export function mockReport(operation: string, field: string, answer: (variables: Record<string, any>) => unknown): ReportCalls {
  const calls: ReportCalls = { reports: [], exports: [] };
  mockPickers();
  server.use(
    graphql.query('PurchaseReportOptions', () =>
      HttpResponse.json({
        data: {
          purchaseReportOptions: {
            __typename: 'PurchaseReportOptions',
            suppliers: [
              { __typename: 'PurchaseReportOption', id: 11, name: '义乌杯厂' },
              { __typename: 'PurchaseReportOption', id: 12, name: '市场摊位' },
            ],
            purchasers: [{ __typename: 'PurchaseReportOption', id: 5, name: '王采购' }],
          },
        },
      }),
    ),
    graphql.query(operation, ({ variables }) => {
      calls.reports.push(variables);
      return HttpResponse.json({ data: { [field]: answer(variables) } });
    }),
    graphql.mutation('StartExport', ({ variables }) => {
      calls.exports.push(variables);
      return HttpResponse.json({
        data: { startExport: { __typename: 'MutationStartExportSuccess', data: { __typename: 'ReportJob', id: 1, reportName: 'x', status: 1 } } },
      });
    }),
  );
  return calls;
}

export const success = (typename: string, data: Record<string, unknown>) => ({ __typename: typename, data });
export const refusal = (message: string) => ({
  __typename: 'ValidationError',
  messageId: 'validation.failed',
  message: '请修改',
  fieldErrors: [{ __typename: 'FieldError', field: 'to', message }],
});
