import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation, success } from '../../test/graphql';
import { connection, mockPickers } from '../inventory/testing';
import { renderPage } from '../../test/renderPage';
import type { PairingRow } from './hooks';
import { AlibabaPairingListPage } from './index';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['wholesalePairing.update', 'wholesaleOrder.create'];

function pairingRow(overrides: Partial<PairingRow> = {}, paired = true): PairingRow {
  return {
    __typename: 'Sku',
    id: 101,
    sku: 'CUP-RED',
    productName: '红色杯子',
    image: '',
    pairing: paired
      ? {
          __typename: 'WholesalePairing',
          id: 7,
          skuId: 101,
          offerId: '123456782',
          specId: '123456782-2',
          specText: 'Color:Red;Size:M',
          title: '陶瓷杯',
          productUrl: 'https://detail.1688.com/offer/123456782.html',
          supplierId: 3,
          supplierName: '1688 Shop 12345',
          ratio: 1,
          updatedAt: '2026-01-01T00:00:00Z',
          priceTiers: [
            { __typename: 'WholesalePriceTier', minQuantity: 1, price: '10.00' },
            { __typename: 'WholesalePriceTier', minQuantity: 10, price: '9.00' },
          ],
        }
      : null,
    ...overrides,
  } as PairingRow;
}

function mockList(nodes: PairingRow[]) {
  mockPickers();
  const calls = mockOperation<Record<string, unknown>>('AlibabaPairingList', { alibabaPairingList: connection('QueryAlibabaPairingListConnection', nodes) });
  return calls;
}

const rows = [pairingRow(), pairingRow({ id: 102, sku: 'BOX', productName: '礼盒' }, false)];

describe('AlibabaPairingListPage', () => {
  it('lists SKUs with their pairing, tier prices and supplier', async () => {
    const calls = mockList(rows);
    renderPage(<AlibabaPairingListPage />, { path: '/alibabaPairingList', permissions: ALL });
    const cup = await findRow('CUP-RED');
    expectTexts(cup, 'Color:Red;Size:M', '≥10 件 ¥9.00', '1688 Shop 12345');
    expect(within(cup).getByRole('button', { name: '取消配对 CUP-RED' })).toBeInTheDocument();
    const box = getRow('BOX');
    expect(box).toHaveTextContent('未配对');
    expect(within(box).getByRole('button', { name: '配对 BOX' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  itShowsErrorThenEmpty(
    'AlibabaPairingList',
    () => renderPage(<AlibabaPairingListPage />, { path: '/alibabaPairingList', permissions: ALL }),
    () => mockList([]),
    '没有符合条件的商品',
    mockPickers,
  );

  it('orders ticked pairs: positive whole quantities, a warehouse, then one purchase order per supplier', async () => {
    const user = userEvent.setup();
    mockList(rows);
    const inputs = mockOperation(
      'OrderPairedProducts',
      success('orderPairedProducts', { __typename: 'OrderPairedProductsResult', purchaseOrderIds: [31], wholesaleOrders: [] }),
      'input',
    );
    renderPage(<AlibabaPairingListPage />, { path: '/alibabaPairingList', permissions: ALL });
    await screen.findByText('CUP-RED');
    expect(screen.getByRole('button', { name: /1688 下单/ })).toBeDisabled();
    await user.click(screen.getByLabelText('选择第 1 行'));
    const dialog = await openDialog(user, /1688 下单/, '1688 下单（1 个商品）');
    const quantity = within(dialog).getByLabelText('CUP-RED 采购数量');
    await retype(user, quantity, '1.5');
    await user.click(within(dialog).getByRole('button', { name: '下单' }));
    expect(await within(dialog).findByText('采购数量须为正整数')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择仓库', { ignore: 'option' })).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await retype(user, quantity, '12');
    expect(within(dialog).getByText('单价 ¥9.00')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '深圳仓' }).length).toBe(1));
    await user.selectOptions(within(dialog).getByLabelText('收货仓库', { selector: 'select' }), '1');
    await user.click(within(dialog).getByRole('button', { name: '下单' }));
    expect(await screen.findByText('已生成 1 张采购单并在 1688 下单')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ warehouseId: 1, items: [{ skuId: 101, quantity: 12 }] });
  });

  it('imports order numbers one per line, counting them against the limit of 200', async () => {
    const user = userEvent.setup();
    mockList(rows);
    const inputs = mockOperation(
      'ImportWholesaleOrders',
      {
        importWholesaleOrders: {
          __typename: 'ValidationError',
          messageId: 'validation.failed',
          message: '请修改标出的字段',
          fieldErrors: [{ __typename: 'FieldError', field: 'orderNumbers', message: '1688 订单 912345678 在平台上不存在' }],
        },
      },
      'input',
    );
    renderPage(<AlibabaPairingListPage />, { path: '/alibabaPairingList', permissions: ALL });
    const dialog = await openDialog(user, /批量导入 1688 订单/, '批量导入 1688 订单');
    const area = within(dialog).getByLabelText('1688 订单号');
    await user.type(area, '123456789{enter}912345678');
    expect(within(dialog).getByText('2 / 200 个订单号')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('1688 订单 912345678 在平台上不存在')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ orderNumbers: '123456789\n912345678' });

    await user.clear(area);
    await user.click(area);
    await user.paste(Array.from({ length: 201 }, (_, i) => String(100000 + i)).join('\n'));
    expect(within(dialog).getByText('201 / 200 个订单号')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('unpairs after confirming and syncs logistics now', async () => {
    const user = userEvent.setup();
    mockList(rows);
    const unpaired: unknown[] = [];
    server.use(
      graphql.mutation('UnpairWholesaleProducts', ({ variables }) => {
        unpaired.push(variables.ids);
        return HttpResponse.json({ data: success('unpairWholesaleProducts', 1) });
      }),
      graphql.mutation('SyncWholesaleLogistics', () =>
        HttpResponse.json({
          data: success('syncWholesaleLogistics', { __typename: 'WholesaleSyncResult', checked: 3, shipped: 2 }),
        }),
      ),
    );
    renderPage(<AlibabaPairingListPage />, { path: '/alibabaPairingList', permissions: ALL });
    const confirm = await openDialog(user, '取消配对 CUP-RED', undefined, 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已取消配对')).toBeInTheDocument();
    expect(unpaired[0]).toEqual([7]);
    await user.click(screen.getByRole('button', { name: /同步物流/ }));
    expect(await screen.findByText('已检查 3 个订单，2 个已发货')).toBeInTheDocument();
  });

  it('offers no actions without their permissions', async () => {
    mockList(rows);
    renderPage(<AlibabaPairingListPage />, { path: '/alibabaPairingList', permissions: [] });
    await screen.findByText('CUP-RED');
    expect(screen.queryByRole('button', { name: /1688 下单/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /取消配对/ })).not.toBeInTheDocument();
  });
});
