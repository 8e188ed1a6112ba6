/** msw answers of the sales reports for the page tests, and the chart stand-in. */
import { createElement } from 'react';
import { graphql, HttpResponse, server } from '../../test/server';

/** What the charts were given (jsdom has no canvas): `vi.mock('react-chartjs-2', () => import('./testing').then((m) => m.chartStubs))`. */
export const charts: Record<string, any>[] = [];
const stub = (props: Record<string, any>) => {
  charts.push(props);
  return createElement('canvas', { role: props.role, 'aria-label': props['aria-label'] });
};
export const chartStubs = { Bar: stub, Line: stub, Pie: stub, Doughnut: stub };

export interface ReportCalls {
  reports: Record<string, any>[];
  exports: Record<string, any>[];
}

/** Filter options (two shops on two platforms), the report `operation` answering `answer(variables)`, and StartExport. */
export function mockSalesReport(operation: string, field: string, answer: (variables: Record<string, any>) => unknown): ReportCalls {
  const calls: ReportCalls = { reports: [], exports: [] };
  server.use(
    graphql.query('SalesReportOptions', () =>
      HttpResponse.json({
        data: {
          salesReportOptions: {
            __typename: 'SalesReportOptions',
            shops: [
              { __typename: 'SalesReportShopOption', id: 7, name: '德国站', platformType: 1, platformLabel: 'eBay' },
              { __typename: 'SalesReportShopOption', id: 8, name: '美国站', platformType: 2, platformLabel: 'Amazon' },
            ],
            platforms: [
              { __typename: 'SalesReportPlatformOption', platformType: 1, label: 'eBay' },
              { __typename: 'SalesReportPlatformOption', platformType: 2, label: 'Amazon' },
            ],
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
export const refusal = (message: string, field = 'to') => ({
  __typename: 'ValidationError',
  messageId: 'validation.failed',
  message: '请修改',
  fieldErrors: [{ __typename: 'FieldError', field, message }],
});
export const notFound = (message: string) => ({ __typename: 'NotFoundError', messageId: 'report.shopNotFound', message });
