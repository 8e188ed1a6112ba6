import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { charts, expectShopNotFoundEmptyAndError, mockSalesReport, success } from './testing';
import { findRow, expectTexts } from '../../test/rows';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { StoreAnalysisPage } = await import('./index');

const shop = (shopId: number, shopName: string, platformLabel: string, over: Record<string, unknown> = {}) => ({
  __typename: 'StoreAnalysisRow',
  shopId,
  shopName,
  platformType: 2,
  platformLabel,
  platformRate: '15.00',
  orders: 2,
  units: 5,
  salesAmount: '1491.00',
  freight: '0.00',
  platformFee: '223.65',
  refundedOrders: 1,
  refundedProducts: 2,
  validProducts: 5,
  refundRate: 0.2857,
  averageOrderValue: '745.50',
  ...over,
});
const report = (rows: any[], totalCount = rows.length, missingCurrencies: string[] = []) =>
  success('QueryStoreAnalysisReportSuccess', {
    __typename: 'StoreAnalysisReport',
    currency: 'CNY',
    missingCurrencies,
    totalCount,
    rows,
    totals: {
      __typename: 'StoreAnalysisTotals',
      orders: 4,
      units: 9,
      salesAmount: '2601.00',
      freight: '111.00',
      platformFee: '345.75',
      refundedOrders: 1,
      refundedProducts: 2,
      validProducts: 9,
      refundRate: 0.1818,
      averageOrderValue: '650.25',
    },
    chart: rows.map((r) => ({ __typename: 'SalesReportChartPoint', label: r.shopName, value: r.salesAmount })),
  });

describe('StoreAnalysisPage', () => {
  it('shows shops with platform fee and refund rate, totals, the top-shops bars; pages and exports', async () => {
    const user = userEvent.setup();
    const rows = [
      shop(8, '美国站', 'Amazon'),
      shop(7, '德国站', 'eBay', {
        platformRate: '10.00',
        salesAmount: '1110.00',
        freight: '111.00',
        platformFee: '122.10',
        refundedProducts: 0,
        refundRate: 0,
      }),
    ];
    const calls = mockSalesReport('StoreAnalysisReport', 'storeAnalysisReport', () => report(rows, 35, ['XXX']));
    renderPage(<StoreAnalysisPage />, { path: '/storeAnalysis', permissions: ['storeAnalysis'] });
    const us = await findRow('美国站', { selector: 'td *' });
    expectTexts(us, 'Amazon', '15.00%', '223.65', '28.57%');
    const totals = screen.getByRole('region', { name: '合计' });
    expectTexts(totals, '345.75', '18.18%');
    expect(screen.getByText(/以下币种没有汇率.*XXX/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '店铺销售额排行' })).toBeInTheDocument();
    await waitFor(() => expect(charts.at(-1)?.data.labels).toEqual(['美国站', '德国站']));
    expect(charts.at(-1)?.data.datasets[0].data).toEqual([1491, 1110]);
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(calls.reports.at(-1)).toMatchObject({ offset: 30, limit: 30 }));
    expect(calls.reports.at(-1)!.filter).not.toHaveProperty('granularity');
    expect(calls.reports.at(-1)!.filter).not.toHaveProperty('dimension');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toMatchObject({ reportType: 'storeAnalysis', filter: { currency: 'CNY' } });
  });

  it('shows a shop that is not found, the empty and the error state', async () => {
    await expectShopNotFoundEmptyAndError(<StoreAnalysisPage />, {
      path: '/storeAnalysis',
      permission: 'storeAnalysis',
      operation: 'StoreAnalysisReport',
      field: 'storeAnalysisReport',
      empty: report([]),
    });
  });
});
