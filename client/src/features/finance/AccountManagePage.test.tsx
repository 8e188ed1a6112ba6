// /accountManage (issue 22 items 1–2, first slice): the list with balances, adding an account, the
// form's rules before asking the server, on / off, the buttons hidden from an account that may only
// look, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { AccountManagePage } from './index';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ACCOUNT = {
  __typename: 'FinanceAccount',
  id: 3,
  name: 'Bank of China',
  kind: 'bank',
  currency: 'CNY',
  accountNo: '6222 0000',
  holder: 'Li Lei',
  initialBalance: '1000.5',
  balance: '-12.3',
  allowNegative: true,
  enabled: true,
  remark: '',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const ALL = ['accountManage', 'financeAccount.update'];

describe('/accountManage', () => {
  it('lists accounts with their balances and adds one', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FinanceAccounts: connectionOf('financeAccounts', [ACCOUNT]),
      CreateFinanceAccount: success('createFinanceAccount', { __typename: 'FinanceAccount', id: 4 }),
    });
    renderPage(<AccountManagePage />, { path: '/accountManage', permissions: ALL });
    const row = await findRow('Bank of China');
    expectTexts(row, '银行账户', '-12.30 CNY', '1000.50 CNY', '可为负');
    await user.click(screen.getByRole('button', { name: '新增账户' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/账户名称/), 'Cash box');
    await user.type(within(dialog).getByLabelText(/卡号/), 'C-1');
    const balance = within(dialog).getByLabelText(/初始余额/);
    await retype(user, balance, '50.25');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreateFinanceAccount).toEqual([
        { input: { name: 'Cash box', kind: 'bank', accountNo: 'C-1', holder: '', currency: 'CNY', initialBalance: '50.25', allowNegative: false, remark: '' } },
      ]),
    );
    expect(await screen.findByText('账户 Cash box 已保存')).toBeInTheDocument();
  });

  it('refuses a missing card number and three decimals without asking the server', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FinanceAccounts: connectionOf('financeAccounts', []),
      CreateFinanceAccount: success('createFinanceAccount', { __typename: 'FinanceAccount', id: 4 }),
    });
    renderPage(<AccountManagePage />, { path: '/accountManage', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '新增账户' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/账户名称/), 'Cash box');
    const balance = within(dialog).getByLabelText(/初始余额/);
    await retype(user, balance, '1.005');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入卡号')).toBeInTheDocument();
    expect(within(dialog).getByText('金额最多两位小数')).toBeInTheDocument();
    expect(calls.CreateFinanceAccount).toEqual([]);
  });

  it('switches an account off', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FinanceAccounts: connectionOf('financeAccounts', [ACCOUNT]),
      SetFinanceAccountEnabled: success('setFinanceAccountEnabled', { __typename: 'FinanceAccount', id: 3, enabled: false }),
    });
    renderPage(<AccountManagePage />, { path: '/accountManage', permissions: ALL });
    const row = await findRow('Bank of China');
    await user.click(within(row).getByRole('button', { name: /停用/ }));
    await waitFor(() => expect(calls.SetFinanceAccountEnabled).toEqual([{ id: 3, enabled: false }]));
    expect(await screen.findByText('账户 Bank of China 已停用')).toBeInTheDocument();
  });

  it('an account that may only look sees no add, edit or switch', async () => {
    mockGraphql({ FinanceAccounts: connectionOf('financeAccounts', [ACCOUNT]) });
    renderPage(<AccountManagePage />, { path: '/accountManage', permissions: ['accountManage'] });
    await expectReadOnly('Bank of China', /编辑|停用/, '新增账户');
  });

  itShowsErrorThenEmpty(
    'FinanceAccounts',
    () => renderPage(<AccountManagePage />, { path: '/accountManage', permissions: ['accountManage'] }),
    () => mockGraphql({ FinanceAccounts: connectionOf('financeAccounts', []) }),
    '还没有账户',
  );
});
