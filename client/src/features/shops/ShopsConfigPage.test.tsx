import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockGraphql, mockOperation, success } from '../../test/graphql';
import { graphqlFailure, renderPage, validationError } from '../../test/renderPage';
import { shop, shops, type ShopNode } from './fixtures';
import { ShopsConfigPage } from './index';
import { retype } from '../../test/forms';

const option = ({ id, platformLabel, shopName, alias }: ShopNode) => ({ __typename: 'ShopOption' as const, id, platformLabel, shopName, alias });

/** The picker's options and the shop of `?id=`; returns the variables of every ShopConfig request. */
function mockShops(nodes: ShopNode[] = [...shops, shop({ id: 4, shopName: 'otto-de', platformLabel: 'OTTO', euTaxNumber: 'DE123456789', euTaxType: 'VAT' })]) {
  mockGraphql({
    ShopConfigOptions: { shopOptions: nodes.map(option) },
  });
  const calls = mockOperation('ShopConfig', (variables) => ({ shop: nodes.find((n) => n.id === variables.id) ?? null }));
  return calls;
}

function form() {
  return screen.getByRole('form', { name: '店铺配置' });
}

describe('ShopsConfigPage', () => {
  it('loads the shop of ?id= and saves its rates and EU tax settings', async () => {
    const user = userEvent.setup();
    const calls = mockShops();
    const inputs = mockOperation(
      'UpdateShop',
      success('updateShop', {
        __typename: 'Shop',
        id: 4,
        shopName: 'otto-de',
        alias: '',
        platformRate: '15.0000',
        transferRate: '1.2000',
        vatRate: '19.0000',
        euTaxNumber: 'DE123456789',
        euTaxType: 'OSS',
        platformFeeMode: 'inclusive',
      }),
      'input',
    );
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=4', permissions: ['shop.update'] });
    expect(await screen.findByText('otto-de', { selector: 'h3, div' })).toBeInTheDocument();
    expect(calls).toEqual([{ id: 4 }]);
    expect(within(form()).getByLabelText(/^平台费率/)).toHaveValue('12.5');
    expect(within(form()).getByLabelText(/^增值税率/)).toHaveValue('19');
    expect(within(form()).getByLabelText(/^欧盟税号类型/)).toHaveValue('VAT');

    await retype(user, () => within(form()).getByLabelText(/^平台费率/), '15');
    await user.selectOptions(within(form()).getByLabelText(/^欧盟税号类型/), 'OSS');
    // the fee mode the order profit reads (spec 02 §9): multiply by default, inclusive picked here
    expect(within(form()).getByLabelText(/^平台费计算方式/)).toHaveValue('multiply');
    await user.selectOptions(within(form()).getByLabelText(/^平台费计算方式/), 'inclusive');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({
      id: 4,
      platformRate: '15',
      transferRate: '1.2',
      vatRate: '19',
      euTaxNumber: 'DE123456789',
      euTaxType: 'OSS',
      platformFeeMode: 'inclusive',
    });
    expect(await screen.findByText('店铺配置已保存')).toBeInTheDocument();
  });

  it('checks rates with the shared form rules (0–100, two decimals)', async () => {
    const user = userEvent.setup();
    mockShops();
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=1', permissions: ['shop.update'] });
    const platformRate = await within(await screen.findByRole('form', { name: '店铺配置' })).findByLabelText(/^平台费率/);
    await retype(user, platformRate, '120');
    await retype(user, () => within(form()).getByLabelText(/^转账费率/), '1.234');
    await user.clear(within(form()).getByLabelText(/^增值税率/));
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(platformRate).toHaveAccessibleErrorMessage('请输入 0 到 100 之间的数字');
    expect(within(form()).getByLabelText(/^转账费率/)).toHaveAccessibleErrorMessage('请输入不小于 0 的数字，最多两位小数');
    expect(within(form()).getByLabelText(/^增值税率/)).toHaveAccessibleErrorMessage('此项为必填项');
    await waitFor(() => expect(platformRate).toHaveFocus());
  });

  it('puts the server’s field error under the VAT rate', async () => {
    const user = userEvent.setup();
    mockShops();
    mockOperation('UpdateShop', { updateShop: validationError({ vatRate: '费率须为 0 到 100 之间的数字，最多两位小数' }) });
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=1', permissions: ['shop.update'] });
    await screen.findByRole('form', { name: '店铺配置' });
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(form()).getByLabelText(/^增值税率/)).toHaveAccessibleErrorMessage('费率须为 0 到 100 之间的数字，最多两位小数'));
    await waitFor(() => expect(within(form()).getByLabelText(/^增值税率/)).toHaveFocus());
  });

  it('picks a shop from the list when the address names none', async () => {
    const user = userEvent.setup();
    mockShops();
    const { router } = renderPage(<ShopsConfigPage />, { path: '/shopsConfig', permissions: ['shop.update'] });
    expect(await screen.findAllByText('请选择要配置的店铺')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('option', { name: /amz-us/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('店铺'), '2');
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(await screen.findByRole('form', { name: '店铺配置' })).toBeInTheDocument();
    expect(screen.getByText('平台拒绝了该授权码')).toBeInTheDocument();
  });

  it('is read-only without shop.update', async () => {
    mockShops();
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=1', permissions: [] });
    await screen.findByRole('form', { name: '店铺配置' });
    expect(screen.getByText('你没有编辑店铺的权限，只能查看')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(within(form()).getByLabelText(/^平台费率/)).toHaveAttribute('readonly');
  });

  it('lists and opens a shop past the first hundred (the picker is not one page of the shops list)', async () => {
    const many = Array.from({ length: 150 }, (_, i) => shop({ id: i + 1, shopName: `shop-${i + 1}` }));
    const calls = mockShops(many);
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=150', permissions: ['shop.update'] });
    expect(await screen.findByRole('form', { name: '店铺配置' })).toBeInTheDocument();
    expect(screen.getByText('shop-150', { selector: 'h3, div' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('店铺')).getAllByRole('option')).toHaveLength(151);
    expect(screen.getByLabelText('店铺')).toHaveValue('150');
    expect(calls).toEqual([{ id: 150 }]);
  });

  it('says the shop does not exist for an id that is not a shop of the account', async () => {
    const calls = mockShops();
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=99', permissions: ['shop.update'] });
    expect(await screen.findByText('找不到这个店铺，或你没有查看它的权限')).toBeInTheDocument();
    expect(calls).toEqual([{ id: 99 }]);
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockShops();
    server.use(
      graphql.query('ShopConfigOptions', () => HttpResponse.json(fail ? graphqlFailure() : { data: { shopOptions: shops.map(option) } })),
      graphql.query('ShopConfig', () => HttpResponse.json(fail ? graphqlFailure() : { data: { shop: shops[0] } })),
    );
    renderPage(<ShopsConfigPage />, { path: '/shopsConfig?id=1', permissions: ['shop.update'] });
    expect(await screen.findByText('店铺加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '店铺配置' })).toBeInTheDocument();
  });
});
