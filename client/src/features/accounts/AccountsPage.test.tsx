import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountFormOptionsQuery, SubAccountsQuery } from './accounts.generated';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { connectionOf, mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { AccountsPage } from './index';
import { renderPage, validationError } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import { findRow } from '../../test/rows';
import { retype } from '../../test/forms';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<SubAccountsQuery['subAccounts']>;

function account(overrides: Partial<Node>): Node {
  return {
    __typename: 'User',
    id: 1,
    username: 'boss',
    realname: '老板',
    phone: '',
    email: '',
    status: 'enabled',
    isMain: false,
    allowShopIds: [],
    lastLoginAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    role: null,
    ...overrides,
  };
}

const rows: Node[] = [
  account({ id: 1, username: 'boss', realname: '老板', isMain: true, lastLoginAt: '2024-05-01T08:00:00.000Z' }),
  account({
    id: 2,
    username: 'buyer01',
    realname: '采购小王',
    phone: '13800000000',
    email: 'wang@example.com',
    role: { __typename: 'Role', id: 5, name: '采购' },
    allowShopIds: [11, 12],
  }),
  account({ id: 3, username: 'packer', realname: '打包员', status: 'disabled' }),
];

const list = (nodes: Node[], totalCount = nodes.length) => connectionOf('subAccounts', nodes, totalCount);

const options: AccountFormOptionsQuery = {
  roles: { __typename: 'QueryRolesConnection', edges: [{ __typename: 'QueryRolesConnectionEdge', node: { __typename: 'Role', id: 5, name: '采购' } }] },
  shopOptions: [
    { __typename: 'ShopOption', id: 11, shopName: 'eBay 德国店', platformLabel: 'eBay', status: 1 },
    { __typename: 'ShopOption', id: 12, shopName: 'Amazon 美国店', platformLabel: 'Amazon', status: 1 },
  ],
};

const ALL = ['user.create', 'user.update', 'user.disable', 'user.resetPassword'];

function mockList(nodes = rows) {
  mockGraphql({
    AccountFormOptions: options,
  });
  const calls = mockOperation('SubAccounts', list(nodes, nodes.length));
  return calls;
}

/** Opens the new-account dialog and saves newbie (password secret123, name 新人); returns the dialog. */
async function submitNewAccount(user: UserEvent) {
  renderPage(<AccountsPage />, { permissions: ALL });
  await screen.findByText('buyer01');
  const dialog = await openDialog(user, '新建子账号', '新建子账号');
  await user.type(within(dialog).getByLabelText(/^用户名/), 'newbie');
  await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
  await user.type(within(dialog).getByLabelText(/^确认密码/), 'secret123');
  await user.type(within(dialog).getByLabelText(/^姓名/), '新人');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  return dialog;
}

describe('AccountsPage', () => {
  it('lists sub-accounts from the server; the main account is marked and has no actions', async () => {
    const calls = mockList();
    renderPage(<AccountsPage />, { permissions: ALL });

    const table = await screen.findByRole('table', { name: '子账号管理' });
    const buyer = (await within(table).findByText('buyer01')).closest('tr')!;
    expect(within(buyer).getByText('采购小王')).toBeInTheDocument();
    expect(within(buyer).getByText('13800000000')).toBeInTheDocument();
    expect(within(buyer).getByText('wang@example.com')).toBeInTheDocument();
    expect(within(buyer).getByText('采购')).toBeInTheDocument();
    expect(within(buyer).getByText('2 个店铺')).toBeInTheDocument();
    expect(within(buyer).getByText('从未登录')).toBeInTheDocument();
    expect(within(buyer).getByRole('button', { name: '编辑 buyer01' })).toBeInTheDocument();

    const boss = within(table).getByText('boss').closest('tr')!;
    expect(within(boss).getAllByText('主账号').length).toBeGreaterThan(0);
    expect(within(boss).getByText('全部店铺')).toBeInTheDocument();
    expect(within(boss).queryByRole('button')).not.toBeInTheDocument();

    const packer = within(table).getByText('packer').closest('tr')!;
    expect(within(packer).getByText('禁用')).toBeInTheDocument();
    expect(within(packer).getByRole('button', { name: '启用 packer' })).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('searches with the filter bar (keyword, status, role)', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    renderPage(<AccountsPage />, { permissions: ALL });
    await screen.findByText('buyer01');
    const bar = screen.getByRole('search');
    await user.type(within(bar).getByLabelText('关键词'), ' wang ');
    await user.selectOptions(within(bar).getByLabelText('状态'), 'disabled');
    await waitFor(() => expect(within(within(bar).getByLabelText('角色')).getByRole('option', { name: '采购' })).toBeInTheDocument());
    await user.selectOptions(within(bar).getByLabelText('角色'), '5');
    await user.click(within(bar).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ offset: 0, filter: { keyword: 'wang', status: 'disabled', roleId: 5 } }));
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('SubAccounts', list(rows));
    mockGraphql({ AccountFormOptions: options });
    renderPage(<AccountsPage />, { permissions: ALL });
    await expectRetry(user, failing, 'buyer01');
  });

  it('creates a sub-account with a role and shop permissions', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    const inputs = mockOperation('CreateSubAccount', success('createSubAccount', { __typename: 'User', id: 9, username: 'newbie' }), 'input');
    renderPage(<AccountsPage />, { permissions: ALL });
    await screen.findByText('buyer01');
    const dialog = await openDialog(user, '新建子账号', '新建子账号');

    // client rules first: required fields and the password pair
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^用户名/)).toHaveAccessibleErrorMessage('用户名不能为空');
    await waitFor(() => expect(within(dialog).getByLabelText(/^用户名/)).toHaveFocus());

    await user.type(within(dialog).getByLabelText(/^用户名/), 'newbie');
    await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'secret124');
    await user.type(within(dialog).getByLabelText(/^姓名/), '新人');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^确认密码/)).toHaveAccessibleErrorMessage('两次输入的密码不一致');
    await retype(user, () => within(dialog).getByLabelText(/^确认密码/), 'secret123');

    await waitFor(() => expect(within(dialog).getByRole('option', { name: '采购' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^角色/), '5');
    const shops = within(dialog).getByRole('group', { name: '店铺数据权限' });
    await user.click(within(shops).getByRole('checkbox', { name: /Amazon 美国店/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建子账号' })).not.toBeInTheDocument());
    expect(inputs[0]).toEqual({
      username: 'newbie',
      password: 'secret123',
      password2: 'secret123',
      realname: '新人',
      phone: '',
      email: '',
      roleId: 5,
      allowShopIds: [12],
    });
    expect(await screen.findByText('子账号 newbie 已创建')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
  });

  it('puts the server’s field error under the username and focuses it', async () => {
    const user = userEvent.setup();
    mockList();
    mockGraphql({
      CreateSubAccount: { createSubAccount: validationError({ username: '用户名 newbie 已被占用' }) },
    });
    const dialog = await submitNewAccount(user);
    await waitFor(() => expect(within(dialog).getByLabelText(/^用户名/)).toHaveAccessibleErrorMessage('用户名 newbie 已被占用'));
    await waitFor(() => expect(within(dialog).getByLabelText(/^用户名/)).toHaveFocus());
    expect(screen.getByRole('dialog', { name: '新建子账号' })).toBeInTheDocument();
  });

  it('shows the plan limit as an alert in the dialog', async () => {
    const user = userEvent.setup();
    mockList();
    server.use(
      graphql.mutation('CreateSubAccount', () =>
        HttpResponse.json({
          data: {
            createSubAccount: { __typename: 'PlanLimitError', messageId: 'plan.limitReached', message: '您的标准版套餐最多允许 3 个账号，请升级套餐后再添加' },
          },
        }),
      ),
    );
    const dialog = await submitNewAccount(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('已达到套餐的账号上限');
  });

  it('edits a sub-account: role cleared, shops narrowed', async () => {
    const user = userEvent.setup();
    mockList();
    const inputs = mockOperation(
      'UpdateSubAccount',
      success('updateSubAccount', {
        __typename: 'User',
        id: 2,
        realname: '王采购',
        phone: '13800000000',
        email: 'wang@example.com',
        allowShopIds: [11],
        role: null,
      }),
      'input',
    );
    renderPage(<AccountsPage />, { permissions: ALL });
    const dialog = await openDialog(user, '编辑 buyer01', '编辑子账号 buyer01');
    expect(within(dialog).getByLabelText(/^姓名/)).toHaveValue('采购小王');
    await retype(user, () => within(dialog).getByLabelText(/^姓名/), '王采购');
    await waitFor(() => expect(within(dialog).getByLabelText(/^角色/)).toHaveValue('5'));
    await user.selectOptions(within(dialog).getByLabelText(/^角色/), '');
    await user.click(within(dialog).getByRole('checkbox', { name: /Amazon 美国店/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ id: 2, realname: '王采购', phone: '13800000000', email: 'wang@example.com', roleId: null, allowShopIds: [11] });
    expect(await screen.findByText('子账号已保存')).toBeInTheDocument();
  });

  it('disables an account after confirming', async () => {
    const user = userEvent.setup();
    mockList();
    const seen = mockOperation('SetSubAccountStatus', success('setSubAccountStatus', { __typename: 'User', id: 2, status: 'disabled' }));
    renderPage(<AccountsPage />, { permissions: ALL });
    const confirm = await openDialog(user, '禁用 buyer01', '禁用子账号', 'alertdialog');
    expect(confirm).toHaveTextContent('确定禁用 buyer01 吗？');
    await user.click(within(confirm).getByRole('button', { name: '禁用' }));
    await waitFor(() => expect(seen).toEqual([{ id: 2, status: 'disabled' }]));
    expect(await screen.findByText('buyer01 已禁用')).toBeInTheDocument();
  });

  it('resets a password', async () => {
    const user = userEvent.setup();
    mockList();
    const inputs = mockOperation('ResetSubAccountPassword', success('resetSubAccountPassword', { __typename: 'User', id: 2 }), 'input');
    renderPage(<AccountsPage />, { permissions: ALL });
    const dialog = await openDialog(user, '重置密码 buyer01', '重置 buyer01 的密码');
    await user.type(within(dialog).getByLabelText(/^新密码/), 'another-pass');
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'another-pass');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(inputs).toEqual([{ id: 2, password: 'another-pass', password2: 'another-pass' }]));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
  });

  it('hides the controls the user has no permission for', async () => {
    mockList();
    renderPage(<AccountsPage />, { permissions: ['user.update'] });
    await screen.findByText('buyer01');
    expect(screen.queryByRole('button', { name: '新建子账号' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 buyer01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '禁用 buyer01' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重置密码 buyer01' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLang('en');
    mockList();
    renderPage(<AccountsPage />, { permissions: ALL });
    expect(await screen.findByRole('heading', { name: 'Sub-accounts' })).toBeInTheDocument();
    const buyer = await findRow('buyer01');
    expect(within(buyer).getByText('2 shops')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New sub-account' })).toBeInTheDocument();
  });
});
