// /paypalManage (issue 22 item 4): the list with balances, adding an account (an invalid email is
// refused before asking the server), sync now with its toast, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { PaypalManagePage } from './index';
import { findRow, expectTexts } from '../../test/rows';

const ACCOUNT = {
  __typename: 'PaypalAccount',
  id: 3,
  email: 'paypal@demo-shop.com',
  alias: 'Main',
  clientId: '',
  clientSecretMask: '',
  balance: '1234.5',
  currency: 'USD',
  balanceAt: '2026-11-01T08:00:00.000Z',
  enabled: true,
  syncedAt: '2026-11-01T08:00:00.000Z',
  syncError: '',
  transactionCount: 12,
  unmatchedCount: 4,
};
const ALL = ['paypalManage', 'paypalAccount.update'];

describe('/paypalManage', () => {
  it('lists accounts with their balances, syncs one and adds one', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      PaypalAccounts: connectionOf('paypalAccounts', [ACCOUNT]),
      SyncPaypalAccount: success('syncPaypalAccount', {
        __typename: 'PaypalSyncResult',
        added: 5,
        matched: 2,
        account: { __typename: 'PaypalAccount', id: 3, balance: '1234.5', syncedAt: '2026-11-02T08:00:00.000Z' },
      }),
      CreatePaypalAccount: success('createPaypalAccount', { __typename: 'PaypalAccount', id: 4 }),
    });
    renderPage(<PaypalManagePage />, { path: '/paypalManage', permissions: ALL });
    const row = await findRow('paypal@demo-shop.com');
    expectTexts(row, '1234.50 USD', '12 / 4');
    await user.click(within(row).getByRole('button', { name: /立即同步/ }));
    await waitFor(() => expect(calls.SyncPaypalAccount).toEqual([{ id: 3 }]));
    expect(await screen.findByText('paypal@demo-shop.com 已同步：新增 5 笔交易，自动关联 2 笔')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增 PayPal 账户' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/PayPal 邮箱/), 'seller@');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('PayPal 邮箱格式不正确')).toBeInTheDocument();
    expect(calls.CreatePaypalAccount).toEqual([]);
    await user.type(within(dialog).getByLabelText(/PayPal 邮箱/), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.CreatePaypalAccount).toEqual([{ input: { email: 'seller@example.com', alias: '', clientId: '', clientSecret: '' } }]));
  });

  it('an account that may only look sees no add, sync or switch', async () => {
    mockGraphql({ PaypalAccounts: connectionOf('paypalAccounts', [ACCOUNT]) });
    renderPage(<PaypalManagePage />, { path: '/paypalManage', permissions: ['paypalManage'] });
    await expectReadOnly('paypal@demo-shop.com', /同步|停用/, '新增 PayPal 账户');
  });

  itShowsErrorThenEmpty(
    'PaypalAccounts',
    () => renderPage(<PaypalManagePage />, { path: '/paypalManage', permissions: ['paypalManage'] }),
    () => mockGraphql({ PaypalAccounts: connectionOf('paypalAccounts', []) }),
    '还没有 PayPal 账户',
  );
});
