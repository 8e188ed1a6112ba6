import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockFailing, mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { shopList, shops, type ShopNode } from './fixtures';
import { ShopsPage } from './index';
import { expectRetry } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const ALL = ['shop.authorize', 'shop.update'];

function mockShops(nodes: ShopNode[] = shops) {
  const calls = mockOperation<{ filter?: unknown; first?: number; offset?: number }>('Shops', shopList(nodes));
  return calls;
}

async function fillAuthorize(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) {
  await user.selectOptions(within(dialog).getByLabelText(/^平台/), '1');
  await user.type(within(dialog).getByLabelText(/^店铺名称/), 'ebay-uk-02');
  await user.type(within(dialog).getByLabelText(/^别名/), '英国店');
  await user.type(within(dialog).getByLabelText(/^站点/), 'UK');
  await user.type(within(dialog).getByLabelText(/^授权码/), code);
}

describe('ShopsPage', () => {
  it('lists shops with status badges; a failed authorization is red with its reason', async () => {
    const calls = mockShops();
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    const failed = await findRow('amz-us');
    expect(within(failed).getByText('授权失败')).toBeInTheDocument();
    expect(within(failed).getByText('平台拒绝了该授权码')).toBeInTheDocument();
    const ok = getRow('ebay-de-01');
    expect(within(ok).getByText('已授权')).toBeInTheDocument();
    expect(within(ok).getByText('德国主店')).toBeInTheDocument();
    expect(within(ok).getByRole('link', { name: '配置 ebay-de-01' })).toHaveAttribute('href', '/shopsConfig?id=1');
    expect(screen.getByText('shopee-my').closest('tr')).toHaveTextContent('授权已过期');
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('opens with the status of the address (/shops?status=4 from the dashboard)', async () => {
    const calls = mockShops([shops[1]!]);
    const { router } = renderPage(<ShopsPage />, { path: '/shops?status=4', permissions: ALL });
    await screen.findByText('amz-us');
    expect(calls[0]!.filter).toEqual({ status: 4 });
    expect(within(screen.getByRole('search')).getByLabelText('授权状态')).toHaveValue('4');

    // following the user menu's link (/shops, empty status) while the page is kept alive
    await router.navigate('/shops');
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({}));
    expect(within(screen.getByRole('search')).getByLabelText('授权状态')).toHaveValue('');
  });

  it('filters by marketplace and keyword', async () => {
    const user = userEvent.setup();
    const calls = mockShops();
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    await screen.findByText('amz-us');
    await search(user, { 平台: '2', '店铺名称 / 别名': 'amz' });
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ platformType: 2, keyword: 'amz' }));
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('Shops', shopList(shops));
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    await expectRetry(user, failing, 'amz-us');
  });

  it('authorizes a shop through the sandbox', async () => {
    const user = userEvent.setup();
    const calls = mockShops();
    const inputs = mockOperation('AuthorizeShop', success('authorizeShop', { __typename: 'Shop', id: 7, status: 1, authFailReason: '' }), 'input');
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    await screen.findByText('amz-us');
    const dialog = await openDialog(user, '授权店铺', '授权店铺');
    expect(dialog).toHaveTextContent('除 denied 以外的任何授权码都会授权成功');

    await user.click(within(dialog).getByRole('button', { name: '授权店铺' }));
    expect(within(dialog).getByLabelText(/^平台/)).toHaveAccessibleErrorMessage('此项为必填项');

    await fillAuthorize(user, dialog, 'consent-123');
    await user.click(within(dialog).getByRole('button', { name: '授权店铺' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ platformType: 1, shopName: 'ebay-uk-02', alias: '英国店', site: 'UK', authCode: 'consent-123' });
    expect(await screen.findByText('店铺 ebay-uk-02 已授权')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '授权店铺' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
  });

  it('says so when the marketplace refuses the code (the shop is recorded as failed)', async () => {
    const user = userEvent.setup();
    mockShops();
    mockOperation('AuthorizeShop', success('authorizeShop', { __typename: 'Shop', id: 7, status: 4, authFailReason: 'shop.authDenied' }));
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    await screen.findByText('amz-us');
    const dialog = await openDialog(user, '授权店铺', '授权店铺');
    await fillAuthorize(user, dialog, 'denied');
    await user.click(within(dialog).getByRole('button', { name: '授权店铺' }));
    expect(await screen.findByText('店铺 ebay-uk-02 已添加，但授权失败：平台拒绝了该授权码')).toBeInTheDocument();
  });

  it('puts the server’s field error under the shop name', async () => {
    const user = userEvent.setup();
    mockShops();
    mockOperation('AuthorizeShop', { authorizeShop: validationError({ shopName: '已存在名为 ebay-uk-02 的 eBay 店铺' }) });
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    await screen.findByText('amz-us');
    const dialog = await openDialog(user, '授权店铺', '授权店铺');
    await fillAuthorize(user, dialog, 'x');
    await user.click(within(dialog).getByRole('button', { name: '授权店铺' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^店铺名称/)).toHaveAccessibleErrorMessage('已存在名为 ebay-uk-02 的 eBay 店铺'));
    await waitFor(() => expect(within(dialog).getByLabelText(/^店铺名称/)).toHaveFocus());
  });

  it('re-authorizes a failed shop; a refused code stays under the field', async () => {
    const user = userEvent.setup();
    mockShops();
    const inputs: { authCode: string }[] = [];
    server.use(
      graphql.mutation('ReauthorizeShop', ({ variables }) => {
        const input = variables.input as { id: number; authCode: string };
        inputs.push(input);
        const denied = input.authCode === 'denied';
        return HttpResponse.json({
          data: success('reauthorizeShop', {
            __typename: 'Shop',
            id: 2,
            status: denied ? 4 : 1,
            authTime: denied ? null : '2024-06-01T00:00:00.000Z',
            authFailReason: denied ? 'shop.authDenied' : '',
          }),
        });
      }),
    );
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    const dialog = await openDialog(user, '重新授权 amz-us', '重新授权 amz-us');
    await user.type(within(dialog).getByLabelText(/^授权码/), 'denied');
    await user.click(within(dialog).getByRole('button', { name: '重新授权' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^授权码/)).toHaveAccessibleErrorMessage('授权失败：平台拒绝了该授权码'));
    await retype(user, () => within(dialog).getByLabelText(/^授权码/), 'fresh-code');
    await user.click(within(dialog).getByRole('button', { name: '重新授权' }));
    expect(await screen.findByText('店铺 amz-us 已重新授权')).toBeInTheDocument();
    expect(inputs).toEqual([
      { id: 2, authCode: 'denied' },
      { id: 2, authCode: 'fresh-code' },
    ]);
  });

  it('renames a shop', async () => {
    const user = userEvent.setup();
    mockShops();
    const inputs = mockOperation(
      'UpdateShop',
      success('updateShop', {
        __typename: 'Shop',
        id: 1,
        shopName: 'ebay-de-01',
        alias: '德国店',
        platformRate: '12.5000',
        transferRate: '1.2000',
        vatRate: '19.0000',
        euTaxNumber: '',
        euTaxType: '',
      }),
      'input',
    );
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    const dialog = await openDialog(user, '改名 ebay-de-01', '修改 ebay-de-01');
    await retype(user, () => within(dialog).getByLabelText(/^别名/), '德国店');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ id: 1, shopName: 'ebay-de-01', alias: '德国店' }]));
    expect(await screen.findByText('店铺已保存')).toBeInTheDocument();
  });

  it('hides authorize and rename without their permissions (settings stay reachable)', async () => {
    mockShops();
    renderPage(<ShopsPage />, { path: '/shops', permissions: [] });
    await screen.findByText('amz-us');
    expect(screen.queryByRole('button', { name: '授权店铺' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新授权 amz-us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '改名 amz-us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '配置 amz-us' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLang('en');
    mockShops();
    renderPage(<ShopsPage />, { path: '/shops', permissions: ALL });
    const failed = await findRow('amz-us');
    expect(within(failed).getByText('Authorization failed')).toBeInTheDocument();
    expect(within(failed).getByText('the marketplace refused the authorization code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorize shop' })).toBeInTheDocument();
  });
});
