import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation, success, inTurn } from '../../test/graphql';
import { connection } from '../inventory/testing';
import { renderPage, validationError } from '../../test/renderPage';
import type { OnlineProductRow, PairingRow } from './hooks';
import { OnlineProductPairingPage, ProductPairingPage } from './index';
import { mockOrderPickers } from './testing';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { fixture } from '../../test/fixtures';

const pairing = fixture<PairingRow>({
  __typename: 'SkuPairing',
  id: 5,
  platformType: 1,
  shopId: 0,
  shopName: '',
  platformSku: 'EB-MUG-1',
  skuId: 101,
  sku: 'CUP-RED',
  skuName: '红色杯子',
  image: '',
  unitsPerItem: 2,
  operatorName: '张三',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

function mockPairings(nodes: PairingRow[]) {
  mockOrderPickers();
  const calls = mockOperation<Record<string, unknown>>('SkuPairings', { skuPairings: connection('QuerySkuPairingsConnection', nodes) });
  return calls;
}

describe('ProductPairingPage', { timeout: 30000 }, () => {
  it('lists pairings and searches', async () => {
    const user = userEvent.setup();
    const calls = mockPairings([pairing()]);
    renderPage(<ProductPairingPage />, { path: '/productPairingList', permissions: ['pairing.update'] });
    const row = await findRow('EB-MUG-1');
    expectTexts(row, 'eBay', '全部店铺', 'CUP-RED');
    await user.type(screen.getByRole('textbox', { name: '平台 SKU / 本地 SKU' }), 'MUG');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { keyword: 'MUG' } }));
  });

  it('adds a pairing: the rules are checked first, then the server’s field errors land on the form', async () => {
    const user = userEvent.setup();
    mockPairings([]);
    const inputs = mockOperation(
      'PairSku',
      inTurn(
        { pairSku: validationError({ platformSku: '该平台 SKU 已配对' }) },
        success('pairSku', { __typename: 'SkuPairing', id: 9, platformSku: 'EB-NEW', skuId: 101, sku: 'CUP-RED', unitsPerItem: 1 }),
      ),
      'input',
    );
    renderPage(<ProductPairingPage />, { path: '/productPairingList', permissions: ['pairing.update'] });
    const dialog = await openDialog(user, '添加配对', '添加配对');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('本地 SKU不能为空')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/^平台/, { selector: 'select' }), '1');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'eBay 美国店 · eBay' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^店铺/, { selector: 'select' }), '3');
    await user.type(within(dialog).getByLabelText(/^平台 SKU/), 'EB-NEW');
    await user.type(within(dialog).getByRole('combobox', { name: '选择本地 SKU' }), 'cup');
    await user.click(await within(dialog).findByRole('option', { name: /CUP-RED/ }));
    expect(within(dialog).getByText('已选：CUP-RED')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该平台 SKU 已配对')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('配对已保存')).toBeInTheDocument();
    expect(inputs[1]).toEqual({ platformType: 1, shopId: 3, platformSku: 'EB-NEW', skuId: 101, unitsPerItem: 1 });
  });

  it('unpairs after a confirm', async () => {
    const user = userEvent.setup();
    mockPairings([pairing()]);
    const removed = mockOperation('UnpairSku', success('unpairSku', 5), 'id');
    renderPage(<ProductPairingPage />, { path: '/productPairingList', permissions: ['pairing.update'] });
    const confirm = await openDialog(user, '解除配对 EB-MUG-1', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('确定解除 EB-MUG-1 与 CUP-RED 的配对');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已解除配对')).toBeInTheDocument();
    expect(removed).toEqual([5]);
  });

  it("opens the aliases dialog with the SKU's current aliases and saves the edited list", async () => {
    const user = userEvent.setup();
    mockPairings([pairing()]);
    const asked: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      graphql.query('SkuAliases', ({ variables }) => {
        asked.push(variables.skuId);
        return HttpResponse.json({ data: { skuAliases: ['mug-red', 'CUP-R'] } });
      }),
      graphql.mutation('SetSkuAliases', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: success('setSkuAliases', variables.aliases) });
      }),
    );
    renderPage(<ProductPairingPage />, { path: '/productPairingList', permissions: ['productPairingList', 'pairing.update'] });
    const dialog = await openDialog(user, '别名 CUP-RED', 'CUP-RED 的别名');
    const box = await within(dialog).findByRole('textbox', { name: '别名' });
    expect(box).toHaveValue('mug-red\nCUP-R');
    expect(asked).toEqual([101]);
    await user.type(box, '\nred-cup');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('别名已保存')).toBeInTheDocument();
    expect(saved).toEqual([{ skuId: 101, aliases: ['mug-red', 'CUP-R', 'red-cup'] }]);
  });

  it('hides the editing controls without pairing.update', async () => {
    mockPairings([pairing()]);
    renderPage(<ProductPairingPage />, { path: '/productPairingList', permissions: [] });
    await screen.findByText('EB-MUG-1');
    expect(screen.queryByRole('button', { name: '添加配对' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /解除配对/ })).not.toBeInTheDocument();
  });
});

describe('OnlineProductPairingPage', { timeout: 30000 }, () => {
  it('shows the match state and pairs an unmatched marketplace SKU in place', async () => {
    const user = userEvent.setup();
    mockOrderPickers();
    const node = (o: Partial<OnlineProductRow>): OnlineProductRow => ({
      __typename: 'OnlineProduct',
      id: '3:EB-X',
      shopId: 3,
      shopName: 'eBay 美国店',
      platformType: 1,
      platformSku: 'EB-X',
      title: 'Blue mug',
      image: '',
      orderCount: 4,
      unmatchedCount: 2,
      pairingId: null,
      skuId: null,
      sku: '',
      matchedBy: '',
      unitsPerItem: 1,
      ...o,
    });
    const inputs: unknown[] = [];
    server.use(
      graphql.query('OnlineProducts', () =>
        HttpResponse.json({
          data: {
            onlineProducts: connection('QueryOnlineProductsConnection', [
              node({}),
              node({ id: '3:CUP-RED', platformSku: 'CUP-RED', skuId: 101, sku: 'CUP-RED', matchedBy: 'sku', unmatchedCount: 0 }),
            ]),
          },
        }),
      ),
      graphql.mutation('PairSku', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: success('pairSku', { __typename: 'SkuPairing', id: 9, platformSku: 'EB-X', skuId: 102, sku: 'BOX', unitsPerItem: 1 }),
        });
      }),
    );
    renderPage(<OnlineProductPairingPage />, { path: '/onlineProductPairingList', permissions: ['pairing.update'] });
    const row = await findRow('EB-X');
    expect(within(row).getByText('未配对')).toBeInTheDocument();
    expect(row).toHaveTextContent('2 行待配对');
    expect(getRow('按 SKU 匹配')).toHaveTextContent('CUP-RED');
    await user.click(within(row).getByRole('button', { name: '配对 EB-X' }));
    const dialog = await screen.findByRole('dialog', { name: '配对 EB-X' });
    await user.type(within(dialog).getByRole('combobox', { name: '选择本地 SKU' }), 'box');
    await user.click(await within(dialog).findByRole('option', { name: /BOX/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('配对已保存')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ platformType: 1, shopId: 3, platformSku: 'EB-X', skuId: 102, unitsPerItem: 1 });
  });
});
