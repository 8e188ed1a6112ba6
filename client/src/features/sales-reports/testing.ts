/** msw answers of the sales reports for the page tests; the chart stand-in is test/charts.ts. */
import { mockReportScreen, reportRefusal, reportSuccess, type ReportCalls } from '../../test/reports';

export { charts, chartStubs } from '../../test/charts';

/** Filter options (two shops on two platforms), the report `operation` answering `answer(variables)`, and StartExport. */
export function mockSalesReport(operation: string, field: string, answer: (variables: Record<string, any>) => unknown): ReportCalls {
  return mockReportScreen(
    {
      SalesReportOptions: {
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
    },
    operation,
    field,
    answer,
  );
}

export const success = reportSuccess;
export const refusal = reportRefusal;
export const notFound = (message: string) => ({ __typename: 'NotFoundError', messageId: 'report.shopNotFound', message });
