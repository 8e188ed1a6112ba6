import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { charts } from '../../test/charts';
import { renderPage } from '../../test/renderPage';
import { mockReport, refusal, success } from './testing';
import { findRow } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { SupplierStatisticsPage } = await import('./index');

const row = {
  __typename: 'SupplierStatisticsRow',
  id: 11,
  supplierId: 11,
  supplierName: '义乌杯厂',
  orderCount: 2,
  quantity: 35,
  amount: '75.50',
  received: 23,
  good: 22,
  defective: 1,
  defectiveRate: 0.0435,
  delayRate: 0.5,
  replenishmentRate: 0.5,
  returnRate: 0.0435,
  averagePrice: '2.04',
  latestPrice: '2.00',
  latestPurchaseAt: '2026-03-10T08:00:00.000Z',
};
const { orderCount, quantity, amount, received, good, defective, defectiveRate } = row;
const report = (rows: unknown[]) =>
  success('QuerySupplierStatisticsReportSuccess', {
    __typename: 'SupplierStatisticsReport',
    totalCount: rows.length,
    rows,
    // the one supplier's figures are the totals
    totals: { __typename: 'SupplierStatisticsTotals', orderCount, quantity, amount, received, good, defective, defectiveRate },
    chart: rows.length ? [{ __typename: 'PurchaseReportChartPoint', label: '义乌杯厂', value: '75.50' }] : [],
  });

describe('SupplierStatisticsPage', () => {
  it('shows suppliers with rates, totals and the amount chart; filters by supplier and exports the same filter', async () => {
    const user = userEvent.setup();
    const calls = mockReport('SupplierStatisticsReport', 'supplierStatisticsReport', () => report([row]));
    renderPage(<SupplierStatisticsPage />, { path: '/supplierStatistics', permissions: ['supplierStatistics'] });
    const tr = await findRow('义乌杯厂', { selector: 'td *' });
    expect(tr).toHaveTextContent('75.50');
    expect(within(tr).getAllByText('4.35%')).toHaveLength(2);
    expect(within(tr).getAllByText('50.00%')).toHaveLength(2);
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('75.50');
    expect(screen.getByRole('heading', { name: '各供应商采购金额' })).toBeInTheDocument();
    await waitFor(() => expect(charts.at(-1)?.data.labels).toEqual(['义乌杯厂']));
    expect(charts.at(-1)?.data.datasets[0].data).toEqual([75.5]);
    // the default period: the last 30 days, sent as a whole-day range
    const first = calls.reports[0]!;
    expect(first).toMatchObject({ offset: 0, limit: 30 });
    expect(new Date(first.filter.to).getTime() - new Date(first.filter.from).getTime()).toBe(30 * 86_400_000 - 1);

    await waitFor(() => expect(screen.getAllByRole('option', { name: '义乌杯厂' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('供应商', { selector: 'select' }), '11');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)?.filter).toMatchObject({ supplierId: 11 }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toMatchObject({
      reportType: 'supplierStatistics',
      filter: { supplierId: 11, from: first.filter.from, to: first.filter.to },
    });
  });

  it('refuses a period over 366 days before asking, shows the server refusal, the empty and the error state', async () => {
    const user = userEvent.setup();
    const calls = mockReport('SupplierStatisticsReport', 'supplierStatisticsReport', (v) =>
      v.filter.supplierId ? refusal('结束日期不能早于开始日期') : report([]),
    );
    const { unmount } = renderPage(<SupplierStatisticsPage />, { path: '/supplierStatistics', permissions: ['supplierStatistics'] });
    expect(await screen.findByText('所选条件下没有采购数据')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('采购日期 开始日期'), { target: { value: '2024-01-01' } });
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('查询时间段最长为366天')).toBeInTheDocument();
    expect(calls.reports).toHaveLength(1);
    unmount();

    renderPage(<SupplierStatisticsPage />, { path: '/supplierStatistics', permissions: ['supplierStatistics'] });
    await waitFor(() => expect(screen.getAllByRole('option', { name: '市场摊位' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('供应商', { selector: 'select' }), '12');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
  });

  it('shows the error state when the report cannot load', async () => {
    mockReport('SupplierStatisticsReport', 'supplierStatisticsReport', () => report([]));
    await expectLoadFailure('SupplierStatisticsReport', () =>
      renderPage(<SupplierStatisticsPage />, { path: '/supplierStatistics', permissions: ['supplierStatistics'] }),
    );
  });
});
