import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/lang';

import { renderPage } from '../../test/renderPage';
import { charts, mockSalesReport, success } from './testing';
import { findRow, expectTexts } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { OrderAnalysisPage } = await import('./index');

const group = (key: string, label: string, orders: number, share: number, salesAmount: string) => ({
  __typename: 'OrderAnalysisRow',
  key,
  label,
  orders,
  share,
  units: orders * 3,
  salesAmount,
});
const point = (key: string, label: string, orders: number, share: number) => ({ __typename: 'OrderAnalysisChartPoint', key, label, orders, share });
const report = (
  dimension: string,
  rows: any[],
  totalCount = rows.length,
  chart = rows.map((r) => point(r.key, r.label, r.orders, r.share)),
  missingCurrencies: string[] = [],
) =>
  success('QueryOrderAnalysisReportSuccess', {
    __typename: 'OrderAnalysisReport',
    currency: 'CNY',
    missingCurrencies,
    dimension,
    totalCount,
    rows,
    chart,
    totals: { __typename: 'OrderAnalysisTotals', orders: 140, units: 420, salesAmount: '9999.00' },
  });

describe('OrderAnalysisPage', () => {
  it('shows groups with shares and the pie; by status and by country in the user language; pages through many groups', async () => {
    const user = userEvent.setup();
    const calls = mockSalesReport('OrderAnalysisReport', 'orderAnalysisReport', (v) => {
      if (v.filter.dimension === 'status')
        return report('status', [group('cancelled', 'cancelled', 3, 60, '700.00'), group('shipped', 'shipped', 2, 40, '300.00')]);
      if (v.filter.dimension === 'country')
        return report('country', [group('DE', 'DE', 50, 35.71, '5000.00'), group('', '', 1, 0.71, '10.00')], 45, [
          point('DE', 'DE', 50, 35.71),
          point('__other', '', 90, 64.29),
        ]);
      return report('platform', [group('2', 'Amazon', 2, 50, '1491.00'), group('1', 'eBay', 2, 50, '1110.00')]);
    });
    renderPage(<OrderAnalysisPage />, { path: '/orderAnalysis', permissions: ['orderAnalysis'] });
    const amazon = await findRow('Amazon', { selector: 'td *' });
    expectTexts(amazon, '50.00%', '1491.00');
    expect(screen.getByRole('columnheader', { name: '平台' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('9999.00');
    expect(screen.getByRole('heading', { name: '订单占比' })).toBeInTheDocument();
    await waitFor(() => expect(charts.at(-1)?.data.labels).toEqual(['Amazon', 'eBay']));
    expect(calls.reports[0]).toMatchObject({ offset: 0, limit: 30, filter: { dimension: 'platform', currency: 'CNY' } });
    expect(calls.reports[0]!.filter).not.toHaveProperty('granularity');

    await user.selectOptions(screen.getByLabelText('统计维度', { selector: 'select' }), 'status');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect((await screen.findByText('已取消', { selector: 'td *' })).closest('tr')).toHaveTextContent('60.00%');
    expect(screen.getByRole('columnheader', { name: '订单状态' })).toBeInTheDocument();
    await waitFor(() => expect(charts.at(-1)?.data.labels).toEqual(['已取消', '已发货']));

    await user.selectOptions(screen.getByLabelText('统计维度', { selector: 'select' }), 'country');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('德国 (DE)', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByText('未知国家', { selector: 'td *' })).toBeInTheDocument();
    await waitFor(() => expect(charts.at(-1)?.data.labels).toEqual(['德国 (DE)', '其他']));
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(calls.reports.at(-1)).toMatchObject({ offset: 30, limit: 30, filter: { dimension: 'country' } }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toMatchObject({ reportType: 'orderAnalysis', filter: { dimension: 'country', currency: 'CNY' } });
  });

  it('shows the empty and the error states', async () => {
    mockSalesReport('OrderAnalysisReport', 'orderAnalysisReport', () => report('platform', []));
    const { unmount } = renderPage(<OrderAnalysisPage />, { path: '/orderAnalysis', permissions: ['orderAnalysis'] });
    expect(await screen.findByText('所选条件下没有订单')).toBeInTheDocument();
    unmount();
    await expectLoadFailure('OrderAnalysisReport', () => renderPage(<OrderAnalysisPage />, { path: '/orderAnalysis', permissions: ['orderAnalysis'] }));
    expect(within(screen.getByRole('search')).getByText('统计维度')).toBeInTheDocument();
  });

  it('speaks English: titles, statuses, countries and the warning on missing rates', async () => {
    setLang('en');
    mockSalesReport('OrderAnalysisReport', 'orderAnalysisReport', (v) =>
      v.filter.dimension === 'country'
        ? report('country', [group('DE', 'DE', 1, 100, '10.00')])
        : report('status', [group('cancelled', 'cancelled', 3, 100, '700.00')], 1, [], ['XXX']),
    );
    const user = userEvent.setup();
    renderPage(<OrderAnalysisPage />, { path: '/orderAnalysis', permissions: ['orderAnalysis'] });
    expect(await screen.findByRole('heading', { name: 'Order analysis' })).toBeInTheDocument();
    expect(await screen.findByText('Cancelled', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByText(/No exchange rate for XXX/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Group by', { selector: 'select' }), 'country');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Germany (DE)', { selector: 'td *' })).toBeInTheDocument();
  });
});
