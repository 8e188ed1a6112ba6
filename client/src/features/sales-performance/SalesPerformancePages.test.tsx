import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { charts, expectShopNotFoundEmptyAndError, mockSalesReport, success } from '../sales-reports/testing';
import { findRow, expectTexts } from '../../test/rows';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { SalesReportPage, StorePerformancePage, OrderPerformancePage } = await import('./index');

const salesFigures = (typename: string, over: Record<string, unknown> = {}) => ({
  __typename: typename,
  orders: 2,
  units: 3,
  salesAmount: '1070.00',
  freight: '111.00',
  grossAmount: '1181.00',
  platformFee: '118.10',
  netAmount: '1062.90',
  averageOrderValue: '535.00',
  refundedOrders: 0,
  refundedAmount: '0.00',
  ...over,
});
const salesReport = (rows: unknown[], groupBy = 'shop', totalCount = rows.length) =>
  success('QuerySalesReportSuccess', {
    __typename: 'SalesReportResult',
    currency: 'CNY',
    missingCurrencies: [],
    groupBy,
    granularity: 'day',
    totalCount,
    rows,
    totals: salesFigures('SalesReportTotals', { orders: 4, salesAmount: '2561.00', platformFee: '341.75', netAmount: '2330.25' }),
    trend: [
      { __typename: 'SalesReportChartPoint', label: '2026-03-01', value: '0.00' },
      { __typename: 'SalesReportChartPoint', label: '2026-03-02', value: '1070.00' },
    ],
  });
const perfFigures = (typename: string, over: Record<string, unknown> = {}) => ({
  __typename: typename,
  placedOrders: 3,
  orders: 2,
  units: 3,
  salesAmount: '1070.00',
  averageOrderValue: '535.00',
  shippedOrders: 1,
  onTimeOrders: 1,
  onTimeRate: 1,
  averageShipHours: 24,
  unshippedOrders: 1,
  overdueOrders: 1,
  cancelledOrders: 1,
  cancelRate: 0.3333,
  refundedOrders: 0,
  refundRate: 0,
  ...over,
});

describe('SalesReportPage', () => {
  it('shows goods sales, freight, platform fee and net per shop with totals and the trend; groups by country; exports the filter', async () => {
    const user = userEvent.setup();
    const calls = mockSalesReport('SalesReport', 'salesReport', (v) =>
      v.filter.groupBy === 'country'
        ? salesReport([{ ...salesFigures('SalesReportRow'), key: '', label: '' }], 'country')
        : salesReport([{ ...salesFigures('SalesReportRow'), key: '7', label: '德国站' }]),
    );
    renderPage(<SalesReportPage />, { path: '/salesReport', permissions: ['salesReport'] });
    const tr = await findRow('德国站', { selector: 'td, td *' });
    expectTexts(tr, '1070.00', '118.10', '1062.90');
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('341.75');
    expect(screen.getByRole('heading', { name: '商品销售额趋势' })).toBeInTheDocument();
    await waitFor(() => expect(charts.some((c) => c.data.datasets[0].data.join() === '0,1070')).toBe(true));
    expect(calls.reports.at(-1)!.filter).toMatchObject({ groupBy: 'shop', granularity: 'day', currency: 'CNY' });
    await user.selectOptions(screen.getByLabelText('分组', { selector: 'select' }), 'country');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('未知国家')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toMatchObject({ reportType: 'salesReport', filter: { groupBy: 'country' } });
  });

  it('shows a shop that is not found, the empty and the error state', async () => {
    await expectShopNotFoundEmptyAndError(<SalesReportPage />, {
      path: '/salesReport',
      permission: 'salesReport',
      operation: 'SalesReport',
      field: 'salesReport',
      empty: salesReport([]),
    });
  });
});

describe('StorePerformancePage and OrderPerformancePage', () => {
  it('per shop: on-time rate, hours to ship, cancel rate; pages on the server', async () => {
    const user = userEvent.setup();
    const calls = mockSalesReport('StorePerformance', 'storePerformance', () =>
      success('QueryStorePerformanceSuccess', {
        __typename: 'StorePerformanceResult',
        currency: 'CNY',
        missingCurrencies: ['XXX'],
        totalCount: 35,
        rows: [{ ...perfFigures('StorePerformanceRow'), shopId: 7, shopName: '德国站', platformType: 1, platformLabel: 'eBay' }],
        totals: perfFigures('PerformanceTotals', { placedOrders: 6, onTimeRate: 0.5, averageShipHours: 36 }),
        chart: [{ __typename: 'SalesReportChartPoint', label: '德国站', value: '1070.00' }],
      }),
    );
    renderPage(<StorePerformancePage />, { path: '/storePerformance', permissions: ['storePerformance'] });
    const tr = await findRow('德国站', { selector: 'td *' });
    expectTexts(tr, '100.00%', '24.0 小时', '33.33%');
    const totals = screen.getByRole('region', { name: '合计' });
    expectTexts(totals, '50.00%', '36.0 小时');
    expect(screen.getByText(/以下币种没有汇率.*XXX/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(calls.reports.at(-1)).toMatchObject({ offset: 30, limit: 30 }));
    expect(calls.reports.at(-1)!.filter).not.toHaveProperty('groupBy');
    expect(calls.reports.at(-1)!.filter).not.toHaveProperty('granularity');
  });

  it('per day, zeros included, with the placed and shipped lines', async () => {
    mockSalesReport('OrderPerformance', 'orderPerformance', () =>
      success('QueryOrderPerformanceSuccess', {
        __typename: 'OrderPerformanceResult',
        currency: 'CNY',
        missingCurrencies: [],
        granularity: 'day',
        rows: [
          {
            ...perfFigures('OrderPerformanceRow', { placedOrders: 0, shippedOrders: 0, onTimeOrders: 0 }),
            label: '2026-03-01',
            start: '2026-03-01T00:00:00.000Z',
          },
          { ...perfFigures('OrderPerformanceRow'), label: '2026-03-02', start: '2026-03-02T00:00:00.000Z' },
        ],
        totals: perfFigures('PerformanceTotals'),
      }),
    );
    renderPage(<OrderPerformancePage />, { path: '/orderPerformance', permissions: ['orderPerformance'] });
    const tr = await findRow('2026-03-02', { selector: 'td, td *' });
    expect(tr).toHaveTextContent('1070.00');
    expect(screen.getByRole('heading', { name: '下单与发货' })).toBeInTheDocument();
    await waitFor(() => expect(charts.some((c) => c.data.datasets.length === 3 && c.data.datasets[0].data.join() === '0,3')).toBe(true));
  });
});
