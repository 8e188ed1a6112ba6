import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leaf, menuPage, permissionTreeOf } from '../roles/testing';
import type { ApiClientsQuery, ApiClientUsageQuery } from './apiClients.generated';
import { setLang } from '../../i18n/lang';
import { businessError, connectionOf, fails, mockGraphql, refusal, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { ApiClientsPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';
import type { NodeOf } from '../../ui/resource';

type Client = NodeOf<ApiClientsQuery['apiClients']>;
type Usage = NodeOf<ApiClientUsageQuery['apiClientUsage']>;

const client = (overrides: Partial<Client>): Client => ({
  __typename: 'ApiClient',
  id: 1,
  name: 'ERP sync',
  clientId: 'ck_0123456789abcdef01234567',
  scopes: ['orders', 'order.audit', 'shops', 'inventoryManage'],
  shopIds: [],
  status: 'active',
  bucketSize: 1000,
  restoreRate: 50,
  createdByName: '老板',
  createdAt: '2026-11-20T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: '2026-11-26T09:30:00.000Z',
  ...overrides,
});
const clients: Client[] = [
  client({}),
  client({ id: 2, name: 'Label printer', clientId: 'ck_ffffffffffffffffffffffff', scopes: ['orders'], shopIds: [11], lastUsedAt: null }),
  client({ id: 3, name: 'Old tool', status: 'revoked', revokedAt: '2026-11-21T08:00:00.000Z' }),
];

const tree = permissionTreeOf([menuPage('shops', '店铺授权'), menuPage('accounts', '子账号管理', [leaf('user.create', '新建子账号')])]);
const shopOptions = {
  shopOptions: [
    { __typename: 'ShopOption' as const, id: 11, shopName: 'eBay 德国', platformLabel: 'eBay' },
    { __typename: 'ShopOption' as const, id: 12, shopName: 'Amazon 美国', platformLabel: 'Amazon' },
  ],
};

/** A manager holding orders (not shipping) and shops, but no sub-account permissions. */
const HELD = ['apiClients', 'apiClient.manage', 'orders', 'order.audit', 'shops'];

const issued = (c: Client) => ({
  __typename: 'ApiClientCredentials' as const,
  clientId: c.clientId,
  clientSecret: 'S3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tX',
  apiKey: `${c.clientId}.S3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tX`,
  apiClient: c,
});

function mock(rows: Client[] = clients) {
  return mockGraphql({
    ApiClients: connectionOf('apiClients', rows),
    PermissionTree: tree,
    ApiClientShops: shopOptions,
  });
}

describe('ApiClientsPage', () => {
  it('lists clients with their scopes, shops, creator, last use and status', async () => {
    const calls = mock();
    renderPage(<ApiClientsPage />, { permissions: HELD });
    const row = await findRow('ERP sync');
    expect(within(row).getByText('ck_0123456789abcdef01234567')).toBeInTheDocument();
    expect(within(row).getByText('4 项权限')).toBeInTheDocument();
    expect(await within(row).findByText('订单管理、审核订单、店铺授权 等 1 项')).toBeInTheDocument();
    expect(within(row).getByText('全部店铺')).toBeInTheDocument();
    expect(within(row).getByText('由 老板 创建')).toBeInTheDocument();
    expect(within(row).getByText('有效')).toBeInTheDocument();
    const printer = getRow('Label printer');
    expect(await within(printer).findByText('eBay 德国')).toBeInTheDocument();
    expect(within(printer).getByText('从未调用')).toBeInTheDocument();
    const old = getRow('Old tool');
    expect(within(old).getByText('已吊销')).toBeInTheDocument();
    // a revoked client can only show its usage
    expect(within(old).queryByRole('button', { name: /吊销/ })).not.toBeInTheDocument();
    expect(within(old).getByRole('button', { name: '调用记录 Old tool' })).toBeInTheDocument();
    expect(calls.ApiClients[0]).toMatchObject({ first: 30, offset: 0 });
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    mock([]);
    const { unmount } = renderPage(<ApiClientsPage />, { permissions: HELD });
    expect(await screen.findByText('还没有 API 客户端')).toBeInTheDocument();
    unmount();
    mockGraphql({ ApiClients: fails() });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    mock();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('ERP sync')).toBeInTheDocument();
  });

  it('creates a client from the permissions the account holds and shows its key once', async () => {
    const user = userEvent.setup();
    mock();
    const created = client({ id: 9, name: 'Stock feed', scopes: ['orders', 'order.audit'], shopIds: [12] });
    const calls = mockGraphql({ CreateApiClient: success('createApiClient', issued(created)) });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    await screen.findByText('ERP sync');
    const dialog = await openDialog(user, '新建 API 客户端', '新建 API 客户端');
    await user.type(within(dialog).getByLabelText(/^名称/), 'Stock feed');
    await user.click(await within(dialog).findByRole('checkbox', { name: '审核订单' }));
    expect(within(dialog).getByRole('checkbox', { name: '订单管理' })).toBeChecked();
    // what the account does not hold cannot be granted, so it is not offered
    expect(within(dialog).queryByRole('checkbox', { name: '发货' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: '子账号管理' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Amazon 美国/ }));
    await user.click(within(dialog).getByRole('button', { name: '创建' }));

    await waitFor(() => expect(calls.CreateApiClient).toHaveLength(1));
    expect(calls.CreateApiClient[0]).toEqual({ input: { name: 'Stock feed', scopes: ['orders', 'order.audit'], shopIds: [12] } });
    const secret = await screen.findByRole('dialog', { name: '保存 Stock feed 的密钥' });
    expect(within(secret).getByText(/密钥只显示这一次/)).toBeInTheDocument();
    expect(within(secret).getByDisplayValue(issued(created).apiKey)).toBeInTheDocument();
    expect(within(secret).getByDisplayValue(created.clientId)).toBeInTheDocument();
    const done = within(secret).getByRole('button', { name: '完成' });
    expect(done).toBeDisabled();
    await user.click(within(secret).getByRole('checkbox', { name: '我已保存密钥' }));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '保存 Stock feed 的密钥' })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a scope under the permissions', async () => {
    const user = userEvent.setup();
    mock();
    mockGraphql({ CreateApiClient: refusal('createApiClient', validationError({ scopes: '不能授予权限“order.audit”：你的账号没有该权限' })) });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    await screen.findByText('ERP sync');
    const dialog = await openDialog(user, '新建 API 客户端', '新建 API 客户端');
    await user.type(within(dialog).getByLabelText(/^名称/), 'Tool');
    await user.click(await within(dialog).findByRole('checkbox', { name: '审核订单' }));
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('不能授予权限“order.audit”：你的账号没有该权限')).toBeInTheDocument();
  });

  it('revokes after confirming, and rotates a secret into a new one-time key', async () => {
    const user = userEvent.setup();
    mock();
    const calls = mockGraphql({
      RevokeApiClient: success('revokeApiClient', client({ status: 'revoked' })),
      RotateApiClientSecret: success('rotateApiClientSecret', issued(clients[1]!)),
    });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    const confirm = await openDialog(user, '吊销 ERP sync', '吊销 API 客户端', 'alertdialog');
    expect(confirm).toHaveTextContent('使用它的工具将立即无法访问');
    await user.click(within(confirm).getByRole('button', { name: '吊销' }));
    await waitFor(() => expect(calls.RevokeApiClient).toEqual([{ id: 1 }]));
    expect(await screen.findByText('ERP sync 已吊销')).toBeInTheDocument();

    const ask = await openDialog(user, '重置密钥 Label printer', '重置密钥', 'alertdialog');
    await user.click(within(ask).getByRole('button', { name: '重置密钥' }));
    await waitFor(() => expect(calls.RotateApiClientSecret).toEqual([{ id: 2 }]));
    expect(await screen.findByRole('dialog', { name: '保存 Label printer 的密钥' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says why a rotation was refused', async () => {
    const user = userEvent.setup();
    mock();
    mockGraphql({ RotateApiClientSecret: refusal('rotateApiClientSecret', businessError('不能重置该客户端的密钥', 'apiClient.rotateScopeNotHeld')) });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    await user.click(await screen.findByRole('button', { name: '重置密钥 ERP sync' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '重置密钥' })).getByRole('button', { name: '重置密钥' }));
    expect(await screen.findByText('不能重置该客户端的密钥')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /的密钥/ })).not.toBeInTheDocument();
  });

  it('edits a client budget, checking the bounds before sending', async () => {
    const user = userEvent.setup();
    mock();
    const calls = mockGraphql({ UpdateApiClientBudget: success('updateApiClientBudget', client({ bucketSize: 400, restoreRate: 20 })) });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    const dialog = await openDialog(user, '修改额度 ERP sync', '修改 ERP sync 的额度');
    const size = within(dialog).getByLabelText(/^额度上限/);
    const rate = within(dialog).getByLabelText(/^每秒恢复/);
    expect(size).toHaveValue('1000');
    expect(rate).toHaveValue('50');
    await retype(user, size, '10');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('额度上限须为 50 到 20000 之间的整数点数')).toBeInTheDocument();
    await retype(user, size, '30');
    await retype(user, rate, '20');
    await retype(user, size, '10000');
    await retype(user, rate, '20000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('每秒恢复点数须为 1 到 1000 之间的整数')).toBeInTheDocument();
    expect(calls.UpdateApiClientBudget).toHaveLength(0);
    await retype(user, size, '400');
    await retype(user, rate, '20');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.UpdateApiClientBudget).toEqual([{ id: 1, input: { bucketSize: 400, restoreRate: 20 } }]));
    expect(await screen.findByText('ERP sync 的额度已更新，下一次调用起生效')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a budget under its field', async () => {
    const user = userEvent.setup();
    mock();
    mockGraphql({ UpdateApiClientBudget: refusal('updateApiClientBudget', validationError({ restoreRate: '每秒恢复点数不能大于额度上限' })) });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    const dialog = await openDialog(user, '修改额度 ERP sync', '修改 ERP sync 的额度');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('每秒恢复点数不能大于额度上限')).toBeInTheDocument();
  });

  it('pages through a client’s usage log', async () => {
    const user = userEvent.setup();
    mock();
    const usage: Usage[] = [
      {
        __typename: 'ApiClientUsage',
        id: '31',
        operation: 'SyncOrders',
        cost: 42,
        throttled: false,
        success: true,
        durationMs: 18,
        ip: '10.1.1.1',
        createdAt: '2026-11-26T09:30:00.000Z',
      },
      {
        __typename: 'ApiClientUsage',
        id: '30',
        operation: 'SyncOrders',
        cost: 0,
        throttled: true,
        success: false,
        durationMs: 1,
        ip: '10.1.1.1',
        createdAt: '2026-11-26T09:29:00.000Z',
      },
    ];
    const calls = mockGraphql({ ApiClientUsage: connectionOf('apiClientUsage', usage, 45) });
    renderPage(<ApiClientsPage />, { permissions: HELD });
    const dialog = await openDialog(user, '调用记录 ERP sync', 'ERP sync 的调用记录');
    expect(await within(dialog).findByText('42')).toBeInTheDocument();
    const throttledRow = within(dialog).getAllByText('SyncOrders')[1]!.closest('tr')!;
    expect(within(throttledRow).getByText('限流')).toBeInTheDocument();
    expect(within(dialog).getByText('18 毫秒')).toBeInTheDocument();
    expect(calls.ApiClientUsage[0]).toMatchObject({ apiClientId: 1, first: 30, offset: 0 });
    await user.click(within(dialog).getByRole('button', { name: /下一页|next/i }));
    await waitFor(() => expect(calls.ApiClientUsage.at(-1)).toMatchObject({ apiClientId: 1, first: 30, offset: 30 }));
  });

  it('hides create, rotate and revoke without apiClient.manage, and speaks English', async () => {
    setLang('en');
    mock();
    renderPage(<ApiClientsPage />, { permissions: ['apiClients'] });
    expect(await screen.findByRole('heading', { name: 'API clients' })).toBeInTheDocument();
    const row = await findRow('ERP sync');
    expect(within(row).getByText('All shops')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New API client' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Revoke ERP sync' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit budget ERP sync' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Usage ERP sync' })).toBeInTheDocument();
  });
});
