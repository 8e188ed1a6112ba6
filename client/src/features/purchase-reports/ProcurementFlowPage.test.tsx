import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../test/renderPage';
import { ProcurementFlowPage } from './index';
import { mockReport, success } from './testing';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

const line = (over: Record<string, unknown> = {}) => ({
  __typename: 'ProcurementFlowRow',
  id: 1,
  purchaseOrderId: 7,
  orderDate: '2026-03-10T08:00:00.000Z',
  orderNo: 'PO-0310',
  supplierName: '义乌杯厂',
  warehouseName: '德国仓',
  purchaserName: '王采购',
  sku: 'CUP-RED',
  productName: '红色杯子',
  quantity: 20,
  unitPrice: '2.00',
  amount: '40.00',
  received: 8,
  good: 8,
  defective: 0,
  status: 'partiallyReceived',
  paymentStatus: 'paid',
  ...over,
});
const report = (rows: unknown[]) =>
  success('QueryProcurementFlowReportSuccess', {
    __typename: 'ProcurementFlowReport',
    totalCount: rows.length ? 41 : 0,
    rows,
    totals: { __typename: 'ProcurementFlowTotals', quantity: 39, amount: '77.50', received: 23, good: 22, defective: 1 },
  });

describe('ProcurementFlowPage', () => {
  it('lists purchase-order lines with status and payment, the totals, pages and the warehouse filter', async () => {
    const user = userEvent.setup();
    const calls = mockReport('ProcurementFlowReport', 'procurementFlowReport', () =>
      report([line(), line({ id: 2, orderNo: 'PO-0302', sku: 'BOX', status: 'received', paymentStatus: 'partiallyPaid' })]),
    );
    renderPage(<ProcurementFlowPage />, { path: '/procurementFlow', permissions: ['procurementFlow'] });
    const first = await findRow('PO-0310');
    expectTexts(first, 'CUP-RED', '红色杯子');
    expect(within(first).getByText('部分到货')).toBeInTheDocument();
    expect(within(first).getByText('已付款')).toBeInTheDocument();
    expect(within(getRow('PO-0302')).getByText('部分付款')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('77.50');
    expect(screen.getByText('共 41 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(calls.reports.at(-1)).toMatchObject({ offset: 30, limit: 30 }));
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国仓' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('仓库', { selector: 'select' }), '2');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)).toMatchObject({ offset: 0, filter: { warehouseId: 2 } }));
  });

  it('shows the empty state and the error state', async () => {
    mockReport('ProcurementFlowReport', 'procurementFlowReport', () => report([]));
    const { unmount } = renderPage(<ProcurementFlowPage />, { path: '/procurementFlow', permissions: ['procurementFlow'] });
    expect(await screen.findByText('所选条件下没有采购数据')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '合计' })).not.toBeInTheDocument();
    unmount();
    await expectLoadFailure('ProcurementFlowReport', () => renderPage(<ProcurementFlowPage />, { path: '/procurementFlow', permissions: ['procurementFlow'] }));
  });
});
