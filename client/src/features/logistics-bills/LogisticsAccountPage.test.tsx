// /logisticsAccount (issue 22 item 5): the bill list with totals, difference and payable status;
// a bill's parcels with the over-estimate difference in red; the import dialog sending the file
// with the chosen carrier and listing the refused rows; the import hidden from a viewer; error and
// empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql } from '../../test/graphql';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { api, http, server } from '../../test/server';
import { openDialog } from '../../test/dialogs';
import { importRefused } from '../../test/imports';
import { LogisticsAccountPage } from './index';
import { findRow, expectTexts } from '../../test/rows';

const BILL = {
  __typename: 'LogisticsBill',
  id: 7,
  billNo: 'WL20261128000001',
  carrier: 'Yanwen',
  fileName: 'yanwen-nov.csv',
  parcels: 3,
  billableWeight: 1920,
  estimatedFreight: '35.5',
  actualFreight: '44.2',
  returnFreight: '3.5',
  difference: '8.7',
  paymentOrderNo: 'FK20261128000009',
  paymentStatus: 'unpaid',
  createdByName: 'Li Lei',
  createdAt: '2026-11-28T08:00:00.000Z',
};
const parcel = (id: number, trackingNo: string, estimated: string, actual: string, difference: string) => ({
  __typename: 'LogisticsBillParcel',
  id,
  row: id + 1,
  trackingNo,
  orderNo: `SO${id}`,
  estimatedFreight: estimated,
  actualFreight: actual,
  returnFreight: '0',
  difference,
  billableWeight: 520,
  outboundWeight: 480,
  declaredWeight: 0,
});
const bills = (nodes: unknown[]) => ({ ...connectionOf('logisticsBills', nodes), logisticsBillCarriers: ['Yanwen', 'China Post'] });
const ALL = ['logisticsAccount', 'logisticsBill.import'];

describe('/logisticsAccount', () => {
  it('lists bills with totals and the payable, and shows a bill’s parcels with the over-estimate difference in red', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      LogisticsBills: bills([BILL]),
      LogisticsBillParcels: connectionOf('logisticsBillParcels', [parcel(1, 'YW001', '20', '23.4', '3.4'), parcel(2, 'YW002', '15.5', '12', '-3.5')]),
    });
    renderPage(<LogisticsAccountPage />, { path: '/logisticsAccount', permissions: ALL });
    const row = await findRow('WL20261128000001');
    expectTexts(row, 'Yanwen', '44.20', '+8.70', '未付款', 'FK20261128000009');
    await user.click(within(row).getByRole('button', { name: '查看包裹' }));
    const dialog = await screen.findByRole('dialog', { name: /WL20261128000001/ });
    const over = (await within(dialog).findByText('YW001')).closest('tr')!;
    expect(over).toHaveTextContent('+3.40');
    expect(within(over).getByText('+3.40')).toHaveAttribute('data-over', 'true');
    const under = within(dialog).getByText('YW002').closest('tr')!;
    expect(within(under).getByText('-3.50')).not.toHaveAttribute('data-over');
    await waitFor(() => expect(calls.LogisticsBillParcels.at(-1)).toMatchObject({ filter: { billId: 7 } }));
  });

  it('imports a file for the chosen carrier and lists the refused rows with their tracking numbers', async () => {
    const user = userEvent.setup();
    mockGraphql({ LogisticsBills: bills([]) });
    let url = '';
    server.use(
      http.post(api('finance/logisticsBills/import'), async ({ request }) => {
        url = request.url;
        return importRefused('账单有 1 行有误，未导入任何数据', [
          { row: 3, column: 'NOPE1', field: 'trackingNo', message: '本公司没有使用此跟踪号的已发货订单' },
        ]);
      }),
    );
    renderPage(<LogisticsAccountPage />, { path: '/logisticsAccount', permissions: ALL });
    await screen.findByText('还没有物流账单');
    const dialog = await openDialog(user, '导入账单', '导入物流账单');
    await user.selectOptions(within(dialog).getByLabelText('物流商', { selector: 'select' }), 'China Post');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['Tracking number\n'], 'bill.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('本公司没有使用此跟踪号的已发货订单').closest('tr')).toHaveTextContent('3NOPE1');
    expect(decodeURIComponent(url)).toContain('carrier=China Post');
  });

  it('hides the import from a viewer', async () => {
    mockGraphql({ LogisticsBills: bills([BILL]) });
    renderPage(<LogisticsAccountPage />, { path: '/logisticsAccount', permissions: ['logisticsAccount'] });
    await screen.findByText('WL20261128000001');
    expect(screen.queryByRole('button', { name: '导入账单' })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'LogisticsBills',
    () => renderPage(<LogisticsAccountPage />, { path: '/logisticsAccount', permissions: ALL }),
    () => mockGraphql({ LogisticsBills: bills([]) }),
    '还没有物流账单',
  );
});
