// /paypalDeal (issue 22 item 4): transactions with their orders; a hand match refused with the
// spec's message (the server's refusal shown in the dialog), then accepted; error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { PaypalDealPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';

const TX = {
  __typename: 'PaypalTransaction',
  id: 7,
  accountId: 3,
  accountEmail: 'paypal@demo-shop.com',
  transactionNo: 'SB-XORD-1',
  amount: '26.9',
  fee: '1.43',
  netAmount: '25.47',
  currency: 'USD',
  buyerId: '',
  buyerName: 'Ann Lee',
  buyerEmail: 'ann@example.com',
  status: 'success',
  type: 'payment',
  note: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  occurredAt: '2026-11-01T08:00:00.000Z',
  orderId: null,
  orderNo: null,
  matchedBy: '',
};
const MATCHED = { ...TX, id: 8, transactionNo: 'SB-OORD-2', amount: '10', orderId: 2, orderNo: 'ORD-2', matchedBy: 'auto' };
const ORDERS = [
  {
    __typename: 'PaypalOrderOption',
    id: 1,
    orderNo: 'ORD-1',
    totalAmount: '25.90',
    currency: 'USD',
    buyerName: 'Ann Lee',
    orderedAt: '2026-11-01T07:00:00.000Z',
  },
  {
    __typename: 'PaypalOrderOption',
    id: 5,
    orderNo: 'ORD-5',
    totalAmount: '26.90',
    currency: 'USD',
    buyerName: 'Ann Lee',
    orderedAt: '2026-11-01T07:00:00.000Z',
  },
];
const ALL = ['paypalDeal', 'paypalTransaction.match'];

describe('/paypalDeal', () => {
  it('lists transactions; a hand match of another amount is refused with the spec’s message, the right one goes through', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      PaypalTransactions: connectionOf('paypalTransactions', [TX, MATCHED]),
      PaypalAccountOptions: { paypalAccountOptions: [{ __typename: 'PaypalAccountOption', id: 3, email: 'paypal@demo-shop.com', alias: '', enabled: true }] },
      PaypalOrderOptions: { paypalOrderOptions: ORDERS },
      MatchPaypalTransaction: (v) =>
        v.input.orderId === 1
          ? refusal('matchPaypalTransaction', businessError('当前订单金额与 PayPal 交易金额不一致', 'paypal.amountMismatch'))
          : success('matchPaypalTransaction', { __typename: 'PaypalTransaction', id: 7, orderId: 5, orderNo: 'ORD-5' }),
    });
    renderPage(<PaypalDealPage />, { path: '/paypalDeal', permissions: ALL });
    const row = await findRow('SB-XORD-1');
    expectTexts(row, '26.90 USD', '未关联');
    const matched = getRow('SB-OORD-2');
    expect(matched).toHaveTextContent('ORD-2');
    expect(within(matched).getByRole('button', { name: /取消关联/ })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /关联订单/ }));
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByLabelText(/^订单/);
    await user.selectOptions(select, '1');
    await user.click(within(dialog).getByRole('button', { name: '关联订单' }));
    expect(await screen.findAllByText('当前订单金额与 PayPal 交易金额不一致')).not.toHaveLength(0);
    await user.selectOptions(select, '5');
    await user.click(within(dialog).getByRole('button', { name: '关联订单' }));
    await waitFor(() =>
      expect(calls.MatchPaypalTransaction.map((c) => c.input)).toEqual([
        { transactionId: 7, orderId: 1 },
        { transactionId: 7, orderId: 5 },
      ]),
    );
    expect(await screen.findByText('SB-XORD-1 已关联订单 ORD-5')).toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'PaypalTransactions',
    () => renderPage(<PaypalDealPage />, { path: '/paypalDeal', permissions: ['paypalDeal'] }),
    () => mockGraphql({ PaypalTransactions: connectionOf('paypalTransactions', []), PaypalAccountOptions: { paypalAccountOptions: [] } }),
    '没有符合条件的交易',
  );
});
