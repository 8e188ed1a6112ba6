import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperateLogsQuery } from './operateLog.generated';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { connectionOf, mockFailing, mockOperation } from '../../test/graphql';
import { dayBoundary } from '../../ui/format';
import { renderPage } from '../../test/renderPage';
import { OperateLogPage } from './index';
import { expectRetry } from '../../test/listStates';
import { findRow, getRow } from '../../test/rows';
import type { NodeOf } from '../../ui/resource';
import { search } from '../../test/filters';

type Log = NodeOf<OperateLogsQuery['operateLogs']>;

const logs: Log[] = [
  {
    __typename: 'OperateLog',
    id: 12,
    username: 'boss',
    action: 'deleteRole',
    module: 'roles',
    detail: { id: 4 },
    success: false,
    errorCode: 'role.inUse',
    ip: '10.0.0.8',
    createdAt: '2024-05-02T10:00:00.000Z',
  },
  {
    __typename: 'OperateLog',
    id: 11,
    username: 'boss',
    action: 'createSubAccount',
    module: 'accounts',
    detail: { input: { username: 'newbie', password: '***', realname: '新人', allowShopIds: [1, 2] } },
    success: true,
    errorCode: '',
    ip: '10.0.0.8',
    createdAt: '2024-05-02T09:00:00.000Z',
  },
  {
    __typename: 'OperateLog',
    id: 10,
    username: 'buyer01',
    action: 'someFutureAction',
    module: '',
    detail: {},
    success: true,
    errorCode: '',
    ip: '',
    createdAt: '2024-05-01T09:00:00.000Z',
  },
];

const list = (nodes: Log[]) => connectionOf('operateLogs', nodes, 42);

function mock() {
  const calls = mockOperation<{ first?: number; offset?: number; filter?: unknown }>('OperateLogs', list(logs));
  return calls;
}

describe('OperateLogPage', () => {
  it('lists operations newest first with readable names, result and error meaning', async () => {
    const calls = mock();
    renderPage(<OperateLogPage />);
    const table = await screen.findByRole('table', { name: '操作日志' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('删除角色');
    expect(rows[0]).toHaveTextContent('deleteRole');
    expect(within(rows[0]!).getByText('角色')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('失败')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('role.inUse')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/该角色已分配给 … 个账号/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10.0.0.8')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('新建子账号');
    expect(within(rows[1]!).getByText('成功')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('someFutureAction');
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('collapses long details and expands them on demand', async () => {
    const user = userEvent.setup();
    mock();
    renderPage(<OperateLogPage />);
    const row = await findRow('新建子账号');
    expect(within(row).getByText('{"input":{"usern…')).toBeInTheDocument();
    expect(within(row).queryByText(/"realname": "新人"/)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '展开第 11 条的详情' }));
    expect(within(row).getByText(/"realname": "新人"/)).toBeInTheDocument();
    expect(within(row).getByText(/"password": "\*\*\*"/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '收起第 11 条的详情' }));
    expect(within(row).queryByText(/"realname": "新人"/)).not.toBeInTheDocument();
    // short details are shown whole
    expect(within(getRow('删除角色')).getByText('{"id":4}')).toBeInTheDocument();
  });

  it('filters by action (readable name or code), module, result and dates', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<OperateLogPage />);
    await screen.findByText('删除角色');
    await search(user, { 操作: '新建角色', 模块: 'roles', 结果: 'false', '时间 开始日期': '2024-05-01', '时间 结束日期': '2024-05-02' });
    await waitFor(() =>
      expect(calls.at(-1)!.filter).toEqual({
        action: 'createRole',
        module: 'roles',
        success: false,
        from: dayBoundary('2024-05-01', false),
        to: dayBoundary('2024-05-02', true),
      }),
    );

    await user.clear(within(screen.getByRole('search')).getByLabelText('操作'));
    await search(user, { 操作: 'Shop' });
    await waitFor(() => expect(calls.at(-1)!.filter).toMatchObject({ action: 'Shop' }));
  });

  it('pages through the log', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<OperateLogPage />);
    await screen.findByText('删除角色');
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ first: 30, offset: 30 }));
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('OperateLogs', list(logs));
    renderPage(<OperateLogPage />);
    await expectRetry(user, failing, '删除角色');
  });

  it('shows the server’s refusal (no operateLog permission) as the error state', async () => {
    server.use(
      graphql.query('OperateLogs', () =>
        HttpResponse.json({ errors: [{ message: '你没有该操作的权限', extensions: { code: 'FORBIDDEN', permission: 'operateLog' } }] }),
      ),
    );
    renderPage(<OperateLogPage />);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByText('你没有该操作的权限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /展开/ })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLang('en');
    mock();
    renderPage(<OperateLogPage />);
    expect(await screen.findByText('Delete role')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Operation log' })).toBeInTheDocument();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
  });
});
