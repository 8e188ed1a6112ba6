import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { charts } from '../../test/charts';
import { renderPage } from '../../test/renderPage';
import { mockReport, success } from './testing';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { PurchaserStatisticsPage } = await import('./index');

const report = () =>
  success('QueryPurchaserStatisticsReportSuccess', {
    __typename: 'PurchaserStatisticsReport',
    totalCount: 2,
    rows: [
      {
        __typename: 'PurchaserStatisticsRow',
        id: 5,
        purchaserId: 5,
        purchaserName: '王采购',
        orderCount: 2,
        lineCount: 3,
        quantity: 35,
        amount: '75.50',
        averageOrderAmount: '37.75',
        onTimeRate: 0.5,
        pendingAuditCount: 0,
      },
      {
        __typename: 'PurchaserStatisticsRow',
        id: 0,
        purchaserId: null,
        purchaserName: '',
        orderCount: 1,
        lineCount: 1,
        quantity: 4,
        amount: '6.00',
        averageOrderAmount: '6.00',
        onTimeRate: 0,
        pendingAuditCount: 1,
      },
    ],
    totals: {
      __typename: 'PurchaserStatisticsTotals',
      orderCount: 3,
      lineCount: 4,
      quantity: 39,
      amount: '81.50',
      averageOrderAmount: '27.17',
      onTimeRate: 0.5,
      pendingAuditCount: 1,
    },
    chart: [
      { __typename: 'PurchaseReportChartPoint', label: '王采购', value: '75.50' },
      { __typename: 'PurchaseReportChartPoint', label: '', value: '6.00' },
    ],
  });

describe('PurchaserStatisticsPage', () => {
  it('shows purchasers (orders without one named), on-time share, totals and the chart; filters by purchaser', async () => {
    const user = userEvent.setup();
    const calls = mockReport('PurchaserStatisticsReport', 'purchaserStatisticsReport', () => report());
    renderPage(<PurchaserStatisticsPage />, { path: '/purchaserStatistics', permissions: ['purchaserStatistics'] });
    const boss = await findRow('王采购', { selector: 'td *' });
    expectTexts(boss, '37.75', '50.00%');
    expect(getRow('无采购员', { selector: 'td *' })).toHaveTextContent('6.00');
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('27.17');
    await waitFor(() => expect(charts.at(-1)?.data.labels).toEqual(['王采购', '无采购员']));
    await waitFor(() => expect(screen.getAllByRole('option', { name: '王采购' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('采购员', { selector: 'select' }), '5');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)?.filter).toMatchObject({ purchaserId: 5 }));
  });

  it('shows the error state', async () => {
    mockReport('PurchaserStatisticsReport', 'purchaserStatisticsReport', () => report());
    await expectLoadFailure('PurchaserStatisticsReport', () =>
      renderPage(<PurchaserStatisticsPage />, { path: '/purchaserStatistics', permissions: ['purchaserStatistics'] }),
    );
  });
});
