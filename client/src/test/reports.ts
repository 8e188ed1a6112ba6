/**
 * msw answers of a report screen's tests (purchasing and sales reports): its filter options, the
 * report query answering `answer(variables)` and StartExport, each call recorded; and the typed
 * answers of a report field (`reportSuccess`, `reportRefusal`).
 */
import { mockGraphql, mockOperation, type GraphqlAnswer, type Variables } from './graphql';

export interface ReportCalls {
  reports: Variables[];
  exports: Variables[];
}

/** `options`: the filter options' operations and answers (`{ SalesReportOptions: { salesReportOptions: … } }`). */
export function mockReportScreen(
  options: Record<string, GraphqlAnswer>,
  operation: string,
  field: string,
  answer: (variables: Variables) => unknown,
): ReportCalls {
  mockGraphql(options);
  return {
    reports: mockOperation<Variables>(operation, (variables) => ({ [field]: answer(variables) })),
    exports: mockOperation<Variables>('StartExport', {
      startExport: { __typename: 'MutationStartExportSuccess', data: { __typename: 'ReportJob', id: 1, reportName: 'x', status: 1 } },
    }),
  };
}

/** A report field's success: `reportSuccess('SalesAnalysisSuccess', { rows, totals, … })`. */
export const reportSuccess = (typename: string, data: Record<string, unknown>) => ({ __typename: typename, data });

/** A report field's refusal of the filter: the `field`'s (default the period's end) error `message`. */
export const reportRefusal = (message: string, field = 'to') => ({
  __typename: 'ValidationError',
  messageId: 'validation.failed',
  message: '请修改',
  fieldErrors: [{ __typename: 'FieldError', field, message }],
});
