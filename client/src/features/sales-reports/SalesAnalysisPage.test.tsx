import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { charts, mockSalesReport, refusal, success } from './testing';
import { findRow, expectTexts } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { SalesAnalysisPage } = await import('./index');

const row = (label: string, orders: number, salesAmount: string, over: Record<string, unknown> = {}) => ({
  __typename: 'SalesAnalysisRow',
  label,
  start: `${label}T00:00:00.000Z`,
  orders,
  units: orders * 2,
  salesAmount,
  freight: '0.00',
  averageOrderValue: orders ? (Number(salesAmount) / orders).toFixed(2) : '0.00',
  refundedOrders: 0,
  refundedAmount: '0.00',
  ...over,
});
const totals = (orders: number, salesAmount: string, refundedOrders = 0) => ({
  __typename: 'SalesAnalysisTotals',
  orders,
  units: orders * 2,
  salesAmount,
  freight: '111.00',
  averageOrderValue: '650.25',
  refundedOrders,
  refundedAmount: refundedOrders ? '213.00' : '0.00',
});
const report = (rows: unknown[], t: unknown, missingCurrencies: string[] = [], currency = 'CNY') =>
  success('QuerySalesAnalysisReportSuccess', { __typename: 'SalesAnalysisReport', currency, missingCurrencies, granularity: 'day', rows, totals: t });
const WEEK = [
  row('2026-03-01', 0, '0.00'),
  row('2026-03-02', 2, '1110.00', { freight: '111.00' }),
  row('2026-03-03', 0, '0.00'),
  row('2026-03-04', 2, '1491.00', { refundedOrders: 1, refundedAmount: '213.00' }),
];

describe('SalesAnalysisPage', () => {
  it('shows a row per day with zeros, totals, the two trend charts; filters by currency, granularity and shop; exports the same filter', async () => {
    const user = userEvent.setup();
    const calls = mockSalesReport('SalesAnalysisReport', 'salesAnalysisReport', (v) =>
      v.filter.currency === 'USD' ? report(WEEK, totals(4, '366.34', 1), ['XXX'], 'USD') : report(WEEK, totals(4, '2601.00', 1)),
    );
    renderPage(<SalesAnalysisPage />, { path: '/salesAnalysis', permissions: ['salesAnalysis'] });
    const tr = await findRow('2026-03-02', { selector: 'td, td *' });
    expectTexts(tr, '1110.00', '555.00');
    expect(screen.getByText('2026-03-01', { selector: 'td, td *' }).closest('tr')).toHaveTextContent('0.00');
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('2601.00');
    expect(screen.getByText('金额单位：CNY')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '销售额趋势' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '订单数趋势' })).toBeInTheDocument();
    await waitFor(() => expect(charts.some((c) => c.data.datasets[0].data.join() === '0,1110,0,1491')).toBe(true));
    expect(charts.some((c) => c.data.datasets[0].data.join() === '0,2,0,2')).toBe(true);
    // the default filter: the last 30 UTC days, yuan, by day
    const first = calls.reports[0]!;
    expect(first.filter).toMatchObject({ currency: 'CNY', granularity: 'day' });
    expect((Date.parse(first.filter.to) - Date.parse(first.filter.from)) / 86_400_000).toBe(29);
    expect(first.filter.to).toBe(new Date().toISOString().slice(0, 10));
    expect(first.filter).not.toHaveProperty('dimension');

    await user.selectOptions(screen.getByLabelText('币种', { selector: 'select' }), 'USD');
    await user.selectOptions(screen.getByLabelText('统计粒度', { selector: 'select' }), 'week');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '美国站 · Amazon' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '8');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)?.filter).toMatchObject({ currency: 'USD', granularity: 'week', shopId: 8 }));
    // an order currency without a rate is named as a warning
    expect(await screen.findByText(/以下币种没有汇率.*XXX/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('366.34');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toEqual({
      reportType: 'salesAnalysis',
      filter: { from: first.filter.from, to: first.filter.to, currency: 'USD', granularity: 'week', shopId: 8 },
    });
  });

  it('choosing a platform narrows the shops; a period over 366 days is refused before asking; the server refusal shows', async () => {
    const user = userEvent.setup();
    const calls = mockSalesReport('SalesAnalysisReport', 'salesAnalysisReport', (v) =>
      v.filter.platformType === 2 ? refusal('店铺不存在', 'shopId') : report(WEEK, totals(4, '2601.00')),
    );
    renderPage(<SalesAnalysisPage />, { path: '/salesAnalysis', permissions: ['salesAnalysis'] });
    await screen.findByText('2026-03-02', { selector: 'td, td *' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站 · eBay' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('平台', { selector: 'select' }), '2');
    const shops = within(screen.getByLabelText('店铺', { selector: 'select' }));
    expect(shops.queryByRole('option', { name: '德国站 · eBay' })).not.toBeInTheDocument();
    expect(shops.getByRole('option', { name: '美国站 · Amazon' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('店铺不存在')).toBeInTheDocument();

    const asked = calls.reports.length;
    fireEvent.change(screen.getByLabelText('下单日期 开始日期'), { target: { value: '2024-01-01' } });
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('查询时间段最长为366天')).toBeInTheDocument();
    expect(calls.reports).toHaveLength(asked);
  });

  it('shows the empty state for a period without orders, and the error state', async () => {
    mockSalesReport('SalesAnalysisReport', 'salesAnalysisReport', () => report([row('2026-03-01', 0, '0.00')], totals(0, '0.00')));
    const { unmount } = renderPage(<SalesAnalysisPage />, { path: '/salesAnalysis', permissions: ['salesAnalysis'] });
    expect(await screen.findByText('所选条件下没有订单')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '合计' })).not.toBeInTheDocument();
    unmount();
    await expectLoadFailure('SalesAnalysisReport', () => renderPage(<SalesAnalysisPage />, { path: '/salesAnalysis', permissions: ['salesAnalysis'] }));
  });
});
