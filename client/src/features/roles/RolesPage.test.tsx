import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RolesQuery } from './roles.generated';
import { leaf, menuPage, permissionTreeOf } from './testing';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, connectionOf, mockFailing, mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { RolesPage } from './index';
import { expectRetry } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import type { NodeOf } from '../../ui/resource';

type Role = NodeOf<RolesQuery['roles']>;

const roles: Role[] = [
  {
    __typename: 'Role',
    id: 1,
    name: '采购',
    remark: '负责下采购单',
    permissions: ['accounts', 'user.create', 'orders'],
    accountCount: 2,
    updatedAt: '2024-05-01T08:00:00.000Z',
  },
  { __typename: 'Role', id: 2, name: '仓库', remark: '', permissions: [], accountCount: 0, updatedAt: '2024-05-02T08:00:00.000Z' },
];

const list = (nodes: Role[]) => connectionOf('roles', nodes);

const tree = permissionTreeOf([
  menuPage('accounts', '子账号管理', [leaf('user.create', '新建子账号'), leaf('user.update', '编辑子账号')]),
  menuPage('company', '公司信息'),
]);

const ALL = ['role.create', 'role.update', 'role.delete'];

function mock() {
  mockGraphql({
    PermissionTree: tree,
  });
  const calls = mockOperation('Roles', list(roles));
  return calls;
}

describe('RolesPage', () => {
  it('lists roles with permission and account counts', async () => {
    const calls = mock();
    renderPage(<RolesPage />, { permissions: ALL });
    const row = await findRow('采购');
    expect(within(row).getByText('负责下采购单')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0 });
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('Roles', list(roles));
    renderPage(<RolesPage />, { permissions: ALL });
    await expectRetry(user, failing, '采购');
  });

  it('creates a role from the permission tree (an action brings its page; a system box selects all of it)', async () => {
    const user = userEvent.setup();
    mock();
    const inputs = mockOperation('CreateRole', success('createRole', { __typename: 'Role', id: 9, name: '客服' }), 'input');
    renderPage(<RolesPage />, { permissions: ALL });
    await screen.findByText('采购');
    const dialog = await openDialog(user, '新建角色', '新建角色');
    await user.type(within(dialog).getByLabelText(/^角色名称/), '客服');
    await user.type(within(dialog).getByLabelText(/^备注/), '回复买家');

    await user.click(await within(dialog).findByRole('checkbox', { name: '编辑子账号' }));
    expect(within(dialog).getByRole('checkbox', { name: '子账号管理' })).toBePartiallyChecked();
    expect(within(dialog).getByRole('checkbox', { name: '设置' })).toBePartiallyChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '订单' }));
    expect(within(dialog).getByRole('checkbox', { name: '发货' })).toBeChecked();
    expect(within(dialog).getByText('已选 5 / 7')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ name: '客服', remark: '回复买家', permissions: ['orders', 'order.audit', 'order.ship', 'accounts', 'user.update'] });
    expect(await screen.findByText('角色 客服 已创建')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建角色' })).not.toBeInTheDocument());
  });

  it('edits a role: unticking a page drops its actions', async () => {
    const user = userEvent.setup();
    mock();
    const seen = mockOperation<{ id: number; input: unknown }>(
      'UpdateRole',
      success('updateRole', { __typename: 'Role', id: 1, name: '采购', remark: '负责下采购单', permissions: ['orders'] }),
    );
    renderPage(<RolesPage />, { permissions: ALL });
    const dialog = await openDialog(user, '编辑 采购', '编辑角色 采购');
    expect(within(dialog).getByLabelText(/^角色名称/)).toHaveValue('采购');
    expect(await within(dialog).findByRole('checkbox', { name: '新建子账号' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '子账号管理' }));
    // partially checked → checking the page selects all of it first; a second click clears it
    await user.click(within(dialog).getByRole('checkbox', { name: '子账号管理' }));
    expect(within(dialog).getByRole('checkbox', { name: '新建子账号' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ id: 1, input: { name: '采购', remark: '负责下采购单', permissions: ['orders'] } });
    expect(await screen.findByText('角色 采购 已保存')).toBeInTheDocument();
  });

  it('puts the server’s field error under the name', async () => {
    const user = userEvent.setup();
    mock();
    mockGraphql({
      CreateRole: { createRole: validationError({ name: '已存在名为 采购 的角色' }) },
    });
    renderPage(<RolesPage />, { permissions: ALL });
    await screen.findByText('采购');
    const dialog = await openDialog(user, '新建角色', '新建角色');
    await user.type(within(dialog).getByLabelText(/^角色名称/), '采购');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^角色名称/)).toHaveAccessibleErrorMessage('已存在名为 采购 的角色'));
    await waitFor(() => expect(within(dialog).getByLabelText(/^角色名称/)).toHaveFocus());
  });

  it('says clearly that a role assigned to accounts cannot be deleted', async () => {
    const user = userEvent.setup();
    mock();
    server.use(
      graphql.mutation('DeleteRole', () =>
        HttpResponse.json({
          data: refusal('deleteRole', businessError('该角色已分配给 2 个账号，请先为它们分配其他角色', 'role.inUse')),
        }),
      ),
    );
    renderPage(<RolesPage />, { permissions: ALL });
    const confirm = await openDialog(user, '删除 采购', '删除角色', 'alertdialog');
    expect(confirm).toHaveTextContent('角色 采购 已分配给 2 个账号');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    const alert = await screen.findByRole('alert');
    expectTexts(alert, '无法删除角色 采购', /2 个账号/);
  });

  it('deletes an unused role after confirming', async () => {
    const user = userEvent.setup();
    mock();
    const ids = mockOperation<number>('DeleteRole', success('deleteRole', { __typename: 'Role', id: 2 }), 'id');
    renderPage(<RolesPage />, { permissions: ALL });
    const confirm = await openDialog(user, '删除 仓库', '删除角色', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(ids).toEqual([2]));
    expect(await screen.findByText('角色 仓库 已删除')).toBeInTheDocument();
  });

  it('hides create, edit and delete without their permissions', async () => {
    mock();
    renderPage(<RolesPage />, { permissions: ['role.update'] });
    await screen.findByText('采购');
    expect(screen.queryByRole('button', { name: '新建角色' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 采购' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 采购' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLang('en');
    mock();
    renderPage(<RolesPage />, { permissions: ALL });
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Permissions' })).toBeInTheDocument();
  });
});
