/** msw answers of the sales reports for the page tests; the chart stand-in is test/charts.ts. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { graphqlFailure, renderPage } from '../../test/renderPage';
import { graphql, HttpResponse, server } from '../../test/server';
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

/**
 * The shop filter answered "shop not found", the empty state before it, and a failed load: the same
 * on every sales report page (`empty` is the report's answer without rows).
 */
export async function expectShopNotFoundEmptyAndError(
  page: ReactElement,
  { path, permission, operation, field, empty }: { path: string; permission: string; operation: string; field: string; empty: unknown },
) {
  const user = userEvent.setup();
  mockSalesReport(operation, field, (v) => (v.filter.shopId ? notFound('店铺不存在') : empty));
  const { unmount } = renderPage(page, { path, permissions: [permission] });
  expect(await screen.findByText('所选条件下没有订单')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站 · eBay' }).length).toBe(1));
  await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '7');
  await user.click(screen.getByRole('button', { name: '搜索' }));
  expect(await screen.findByText('店铺不存在')).toBeInTheDocument();
  unmount();
  server.use(graphql.query(operation, () => HttpResponse.json(graphqlFailure())));
  renderPage(page, { path, permissions: [permission] });
  expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
}
