import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockOperation, refusal, success, inTurn } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { AbnormalOrdersPage, CreateOrderPage, DistributePackagePage, PreShippingsPage } from './index';
import { mockOrderPickers, mockOrders, orderRow } from './testing';
import { expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['order.create', 'order.update', 'order.audit', 'order.ship', 'order.cancel', 'order.pull'];

describe('AbnormalOrdersPage', { timeout: 30000 }, () => {
  it('lists abnormal orders by reason and releases the selected ones', async () => {
    const user = userEvent.setup();
    const { calls, reasonCalls } = mockOrders([orderRow({ status: 'abnormal', abnormalReason: 'blacklist' })], { abnormal: 3 }, { blacklist: 2, address: 1 });
    const released = mockOperation(
      'ReleaseOrders',
      success('releaseOrders', { __typename: 'OrderBatchResult', orders: [{ __typename: 'Order', id: 1, status: 'processing' }], refused: [] }),
      'ids',
    );
    renderPage(<AbnormalOrdersPage />, { path: '/abnormalOrders', permissions: ALL });
    const row = (await screen.findByRole('button', { name: 'SO-0001' })).closest('tr')!;
    expect(row).toHaveTextContent('黑名单');
    expect(calls[0]).toEqual({ first: 30, offset: 0, filter: { status: 'abnormal' } });
    expect(screen.getByRole('tab', { name: '全部异常 (3)' })).toBeInTheDocument();
    // each reason tab carries its count (the filter without status and reason)
    expect(await screen.findByRole('tab', { name: '黑名单 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '重量异常 (0)' })).toBeInTheDocument();
    expect(reasonCalls[0]).toEqual({ filter: {} });
    await user.click(screen.getByRole('tab', { name: '地址异常 (1)' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'abnormal', abnormalReason: 'address' } }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('button', { name: '恢复' }));
    expect(await screen.findByText('恢复：成功 1 个')).toBeInTheDocument();
    expect(released).toEqual([[1]]);
  });
});

describe('PreShippingsPage', { timeout: 30000 }, () => {
  it('lists orders ready to pre-ship and shows the refused ones of a pre-shipment', async () => {
    const user = userEvent.setup();
    const { calls } = mockOrders([
      orderRow({ status: 'awaitingShipment', trackingNo: 'YT123' }),
      orderRow({ id: 2, orderNo: 'SO-0002', status: 'awaitingShipment' }),
    ]);
    mockOperation(
      'PreShipOrders',
      success('preShipOrders', {
        __typename: 'TrackingUploadResult',
        orderIds: [1],
        refused: [{ __typename: 'TrackingUploadRefusal', id: 2, orderNo: 'SO-0002', messageId: 'x', message: '订单 SO-0002 没有运单号' }],
      }),
    );
    renderPage(<PreShippingsPage />, { path: '/preShippings', permissions: ALL });
    const row = (await screen.findByRole('button', { name: 'SO-0001' })).closest('tr')!;
    expectTexts(row, 'YT123', '未上传平台');
    expect(calls[0]).toEqual({ first: 30, offset: 0, filter: { status: 'awaitingShipment', preShipped: false } });
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await user.click(screen.getByRole('button', { name: '预发货' }));
    const dialog = await screen.findByRole('dialog', { name: '预发货' });
    expect(dialog).toHaveTextContent('SO-0002：订单 SO-0002 没有运单号');
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
    await user.click(screen.getByRole('tab', { name: '已预发货' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { preShipped: true } }));
  });
});

describe('DistributePackagePage', { timeout: 30000 }, () => {
  it('keeps the chosen warehouse and channel until saved, then updates each order with a progress count', async () => {
    const user = userEvent.setup();
    const { calls } = mockOrders([orderRow(), orderRow({ id: 2, orderNo: 'SO-0002' })]);
    const updates: unknown[] = [];
    server.use(
      graphql.mutation('UpdateOrder', ({ variables }) => {
        updates.push(variables);
        if (variables.id === 2)
          return HttpResponse.json({
            data: refusal('updateOrder', businessError('仓库 德国仓 已停用', 'order.warehouseDisabled')),
          });
        return HttpResponse.json({
          data: success('updateOrder', {
            __typename: 'Order',
            id: 1,
            sellerNote: '',
            buyerNote: '',
            warehouseId: 1,
            warehouseName: '深圳仓',
            logisticsChannelId: 7,
            logisticsChannelName: '云途专线',
          }),
        });
      }),
    );
    renderPage(<DistributePackagePage />, { path: '/distributePackage', permissions: ALL });
    await screen.findByRole('button', { name: 'SO-0001' });
    // only orders still missing a warehouse or channel, unless the box is unticked
    expect(calls[0]).toEqual({ first: 30, offset: 0, filter: { status: 'processing', unassigned: true } });
    await user.click(screen.getByRole('checkbox', { name: '只看未分配仓库或物流渠道的订单' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'processing' } }));
    await waitFor(() => expect(screen.getAllByRole('option', { name: '云途专线' }).length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('SO-0001 的仓库'), '1');
    await user.selectOptions(screen.getByLabelText('SO-0001 的物流渠道'), '7');
    // the bulk choice for the selected rows
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    await user.selectOptions(screen.getByLabelText('为选中订单设置仓库'), '2');
    await user.click(screen.getByRole('button', { name: '应用到选中订单' }));
    expect(screen.getAllByText('未保存')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '保存分配（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '包裹分配' });
    expect(dialog).toHaveTextContent('SO-0002：仓库 德国仓 已停用');
    expect(updates).toEqual([
      { id: 1, input: { warehouseId: 1, logisticsChannelId: 7 } },
      { id: 2, input: { warehouseId: 2 } },
    ]);
    // the refused one stays unsaved
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
    expect(await screen.findByRole('button', { name: '保存分配（1）' })).toBeInTheDocument();
  });
});

describe('CreateOrderPage', { timeout: 30000 }, () => {
  it('takes the shop and the buyer from the address (the chat widget opens it from a conversation)', async () => {
    mockOrderPickers();
    renderPage(<CreateOrderPage />, { path: '/createOrder?shopId=3&buyerName=Aisyah%20M&buyerAccount=aisyah_m', permissions: ALL });
    const form = await screen.findByRole('form', { name: '创建订单' });
    expect(within(form).getByLabelText(/^收件人/)).toHaveValue('Aisyah M');
    await waitFor(() => expect(within(form).getByLabelText(/^店铺/)).toHaveValue('3'));
  });

  it('checks the form with the shared rules, sends the order and puts server field errors on their inputs', async () => {
    const user = userEvent.setup();
    mockOrderPickers();
    const inputs = mockOperation(
      'CreateOrder',
      inTurn(
        { createOrder: validationError({ postcode: '邮编格式不正确' }) },
        success('createOrder', { __typename: 'Order', id: 40, orderNo: 'SO-0040', status: 'processing' }),
      ),
      'input',
    );
    renderPage(<CreateOrderPage />, { path: '/createOrder', permissions: ALL });
    const form = await screen.findByRole('form', { name: '创建订单' });
    await user.click(within(form).getByRole('button', { name: '创建订单' }));
    expect(await within(form).findByText('请至少添加一个商品')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await waitFor(() => expect(within(form).getByRole('option', { name: 'eBay 美国店 · eBay' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText(/^店铺/), '3');
    await user.type(within(form).getByLabelText(/^收件人/), 'John Smith');
    await user.type(within(form).getByLabelText(/^电话/), 'abc');
    await user.type(within(form).getByLabelText(/^国家/), 'us');
    await user.type(within(form).getByLabelText(/^地址 1/), '1 Main St');
    await user.type(within(form).getByLabelText(/^邮编/), '95101');
    await user.type(within(form).getByRole('combobox', { name: '选择 SKU' }), 'cup');
    await user.click(await within(form).findByRole('option', { name: /CUP-RED/ }));
    await user.type(within(form).getByLabelText('CUP-RED 的单价'), '5.3');
    await user.click(within(form).getByRole('button', { name: '创建订单' }));
    expect(await within(form).findByText(/只能包含数字/)).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await retype(user, () => within(form).getByLabelText(/^电话/), '+1 555-0100');
    await user.click(within(form).getByRole('button', { name: '创建订单' }));
    expect(await within(form).findByText('邮编格式不正确')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '创建订单' }));
    expect(await screen.findByText('订单 SO-0040 已创建')).toBeInTheDocument();
    expect(inputs[1]).toMatchObject({
      shopId: 3,
      buyerName: 'John Smith',
      buyerPhone: '+1 555-0100',
      country: 'US',
      address1: '1 Main St',
      postcode: '95101',
      currency: 'USD',
      items: [{ skuId: 101, quantity: 1, unitPrice: '5.3' }],
    });
  });
});
