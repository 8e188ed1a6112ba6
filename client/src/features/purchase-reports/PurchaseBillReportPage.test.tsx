import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../test/renderPage';
import { PurchaseBillReportPage } from './index';
import { mockReport, success } from './testing';
import { findRow, expectTexts } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

const bill = {
  __typename: 'PurchaseBillRow',
  id: 3,
  orderNo: 'PO-0302',
  orderDate: '2026-03-02T08:00:00.000Z',
  supplierName: '义乌杯厂',
  warehouseName: '深圳仓',
  purchaserName: '王采购',
  status: 'received',
  cost: '31.50',
  freight: '5.00',
  otherFee: '1.00',
  discount: '2.00',
  total: '35.50',
  paid: '30.00',
  refunded: '2.00',
  outstanding: '7.50',
  paymentStatus: 'partiallyPaid',
  quantity: 15,
  received: 15,
  receivedRate: 1,
};
const report = (rows: unknown[]) =>
  success('QueryPurchaseBillReportSuccess', {
    __typename: 'PurchaseBillReport',
    totalCount: rows.length,
    rows,
    totals: {
      __typename: 'PurchaseBillTotals',
      cost: '77.50',
      freight: '5.00',
      otherFee: '1.00',
      discount: '2.00',
      total: '81.50',
      paid: '70.00',
      refunded: '2.00',
      outstanding: '13.50',
      quantity: 39,
      received: 23,
    },
  });

describe('PurchaseBillReportPage', () => {
  it('shows each order’s amounts, payments, outstanding and receiving, the totals, and exports the filter', async () => {
    const user = userEvent.setup();
    const calls = mockReport('PurchaseBillReport', 'purchaseBillReport', () => report([bill]));
    renderPage(<PurchaseBillReportPage />, { path: '/purchaseBillReport', permissions: ['purchaseBillReport'] });
    const tr = await findRow('PO-0302');
    for (const v of ['31.50', '35.50', '30.00', '7.50', '15 / 15']) expect(tr).toHaveTextContent(v);
    expect(within(tr).getByText('部分付款')).toBeInTheDocument();
    expect(within(tr).getByText('已到货')).toBeInTheDocument();
    expect(within(tr).getByRole('progressbar', { name: '到货进度 PO-0302' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: '合计' });
    expectTexts(totals, '81.50', '13.50');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toMatchObject({
      reportType: 'purchaseBillReport',
      filter: { from: calls.reports[0]!.filter.from, to: calls.reports[0]!.filter.to },
    });
  });

  it('shows the empty state and the error state', async () => {
    mockReport('PurchaseBillReport', 'purchaseBillReport', () => report([]));
    const { unmount } = renderPage(<PurchaseBillReportPage />, { path: '/purchaseBillReport', permissions: ['purchaseBillReport'] });
    expect(await screen.findByText('所选条件下没有采购数据')).toBeInTheDocument();
    unmount();
    await expectLoadFailure('PurchaseBillReport', () =>
      renderPage(<PurchaseBillReportPage />, { path: '/purchaseBillReport', permissions: ['purchaseBillReport'] }),
    );
  });
});
