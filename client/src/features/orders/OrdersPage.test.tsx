import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, server } from '../../test/server';
import { mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { OrdersPage } from './index';
import { mockOrderPickers, mockOrders, orderDetail, orderRow } from './testing';
import { expectErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { importDone } from '../../test/imports';
import { expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['order.create', 'order.update', 'order.audit', 'order.ship', 'order.cancel', 'order.pull'];

const rows = [
  orderRow(),
  orderRow({
    id: 2,
    orderNo: 'SO-0002',
    platformOrderNo: '99-1',
    buyerName: 'Anna',
    country: 'DE',
    items: [{ __typename: 'OrderItem', id: 21, platformSku: 'EB-UNKNOWN', title: 'Mystery', image: '', quantity: 1, skuId: null, sku: '', isGift: false }],
    shipBy: '2999-01-01T00:00:00.000Z',
  }),
];

describe('OrdersPage', { timeout: 30000 }, () => {
  it('shows status tabs with their counts and the rows: unmatched items and overdue ship-by times stand out', async () => {
    const { calls, countCalls } = mockOrders(rows, { processing: 5, awaitingShipment: 2, abnormal: 1 });
    renderPage(<OrdersPage />, { path: '/orders', permissions: ALL });
    expect(await screen.findByRole('tab', { name: '全部 (8)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待处理 (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待发货 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '缺货 (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '异常 (1)' })).toBeInTheDocument();

    const first = (await screen.findByRole('button', { name: 'SO-0001' })).closest('tr')!;
    expectTexts(first, 'EB-CUP-RED', 'CUP-RED', '25.90 USD');
    expect(within(first).getByText('已超时')).toBeInTheDocument();
    const second = screen.getByRole('button', { name: 'SO-0002' }).closest('tr')!;
    expect(within(second).getByText('未配对')).toBeInTheDocument();
    expect(within(second).queryByText('已超时')).not.toBeInTheDocument();
    expect(calls[0]).toEqual({ first: 30, offset: 0, filter: {} });
    expect(countCalls[0]).toEqual({ filter: {} });

    // a tab narrows the list to its status
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '待处理 (5)' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'processing' } }));
    expect(screen.getByRole('button', { name: '审核（分配库存）' })).toBeInTheDocument();

    // sorting by amount goes to the server
    await user.click(screen.getByRole('button', { name: '金额' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'processing' }, sort: 'totalAmount', sortOrder: 'asc' }));
  });

  it('applies the dashboard link filters from the address and drops one when its chip is removed', async () => {
    const { calls, countCalls } = mockOrders(rows, { processing: 2 });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { path: '/orders?otherRule=unmatched&condition=processing&status=processing&end_time_at=1763625600', permissions: ALL });
    await screen.findByRole('button', { name: 'SO-0001' });
    const expected = { status: 'processing', otherRule: 'unmatched', condition: 'processing', endTimeAt: new Date(1763625600 * 1000).toISOString() };
    expect(calls[0]).toEqual({ first: 30, offset: 0, filter: expected });
    expect(countCalls[0]).toEqual({ filter: { otherRule: 'unmatched', condition: 'processing', endTimeAt: expected.endTimeAt } });
    expect(screen.getByRole('tab', { name: '待处理 (2)' })).toHaveAttribute('aria-selected', 'true');
    const chips = screen.getByRole('group', { name: '首页带入的筛选条件' });
    expectTexts(chips, '未配对商品', '下单早于');

    await user.click(within(chips).getByRole('button', { name: '移除筛选 未配对商品' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'processing', condition: 'processing', endTimeAt: expected.endTimeAt } }),
    );

    // an ISO cutoff works as well
    mockOrders(rows);
    const { calls: isoCalls } = mockOrders(rows);
    renderPage(<OrdersPage />, { path: '/orders?otherRule=expireDelivery&end_time_at=2026-11-20T00:00:00Z', permissions: ALL });
    await waitFor(() =>
      expect(isoCalls.at(-1)).toEqual({ first: 30, offset: 0, filter: { otherRule: 'expireDelivery', endTimeAt: '2026-11-20T00:00:00.000Z' } }),
    );
  });

  it('reviews the selected orders and lists the ones the server refused with its message', async () => {
    const user = userEvent.setup();
    mockOrders(rows, { processing: 2 });
    const audited = mockOperation(
      'AuditOrders',
      success('auditOrders', {
        __typename: 'OrderBatchResult',
        orders: [{ __typename: 'Order', id: 1, status: 'awaitingShipment' }],
        refused: [
          {
            __typename: 'OrderRefusal',
            id: 2,
            orderNo: 'SO-0002',
            messageId: 'order.unmatchedCannotAudit',
            message: '订单 SO-0002 有未配对的商品，请先配对',
          },
        ],
      }),
      'ids',
    );
    renderPage(<OrdersPage />, { path: '/orders?status=processing', permissions: ALL });
    await screen.findByRole('button', { name: 'SO-0001' });
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    await user.click(screen.getByRole('button', { name: '审核（分配库存）' }));
    const dialog = await screen.findByRole('dialog', { name: '审核（分配库存）' });
    expect(dialog).toHaveTextContent('成功 1 个，失败 1 个');
    expect(within(dialog).getByRole('list', { name: '以下订单未能处理' })).toHaveTextContent('SO-0002：订单 SO-0002 有未配对的商品，请先配对');
    expect(audited).toEqual([[1, 2]]);
  });

  it('follows each dashboard link on the open page: its status picks the tab, a link without one shows all', async () => {
    const user = userEvent.setup();
    const { calls } = mockOrders(rows, { processing: 5, awaitingShipment: 2 });
    const { router } = renderPage(<OrdersPage />, { path: '/orders?status=processing', permissions: ALL });
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'processing' } }));
    // "Shipment due" after "processing": the list counts every status again, as the figure does
    await act(() => router.navigate('/orders?otherRule=expireDelivery'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { otherRule: 'expireDelivery' } }));
    expect(screen.getByRole('tab', { name: /全部/ })).toHaveAttribute('aria-selected', 'true');
    // the user picks a tab under the link; the same link clicked again shows all again
    await user.click(screen.getByRole('tab', { name: /待发货/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { otherRule: 'expireDelivery', status: 'awaitingShipment' } }));
    await act(() => router.navigate('/orders?otherRule=expireDelivery'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { otherRule: 'expireDelivery' } }));
    // leaving a link's status tab keeps the tab the user picked
    await act(() => router.navigate('/orders?status=processing'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'processing' } }));
    await user.click(screen.getByRole('tab', { name: /待发货/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { status: 'awaitingShipment' } }));
    expect(screen.getByRole('tab', { name: /待发货/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('imports orders from a file behind order.create and reloads the list afterwards', async () => {
    const user = userEvent.setup();
    const { calls, countCalls } = mockOrders(rows, { processing: 2 });
    server.use(
      http.post(api('orders/import'), () =>
        importDone({ orders: 3, items: 4, skipped: 0, skippedOrders: [], matchedItems: 4, unmatchedItems: 0, rulesInBackground: false }),
      ),
    );
    renderPage(<OrdersPage />, { path: '/orders', permissions: ALL });
    await screen.findByRole('button', { name: 'SO-0001' });
    const listed = calls.length;
    const counted = countCalls.length;
    await user.click(screen.getByRole('button', { name: '导入订单' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File(['shop,platformOrderNo\nA,1\n'], 'orders.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('导入完成')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(listed));
    expect(countCalls.length).toBeGreaterThan(counted);
  });

  it('hides the import button without order.create', async () => {
    mockOrders(rows);
    renderPage(<OrdersPage />, { path: '/orders', permissions: ['order.update'] });
    await screen.findByRole('button', { name: 'SO-0001' });
    expect(screen.queryByRole('button', { name: '导入订单' })).not.toBeInTheDocument();
  });

  it('hides the batch actions the user may not take', async () => {
    mockOrders(rows, { processing: 2 });
    renderPage(<OrdersPage />, { path: '/orders?status=processing', permissions: [] });
    await screen.findByText('SO-0001');
    expect(screen.queryByRole('button', { name: '审核（分配库存）' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '订单同步' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /手工建单/ })).not.toBeInTheDocument();
  });

  it('shows the error state and the empty state', async () => {
    mockOrderPickers();
    mockGraphql({ OrderStatusCounts: { orderStatusCounts: [] } });
    await expectErrorThenEmpty(
      'Orders',
      () => renderPage(<OrdersPage />, { path: '/orders', permissions: ALL }),
      () => mockOrders([]),
      '没有符合条件的订单',
    );
  });

  it('opens the detail with its history; the split dialog refuses an incomplete split', async () => {
    const user = userEvent.setup();
    mockOrders(rows, { processing: 2 });
    mockGraphql({
      OrderDetail: { order: orderDetail() },
      // the tracking panel of the detail (issue 18)
      OrderTracking: {
        order: {
          __typename: 'Order',
          id: 1,
          trackingNo: '',
          trackingSource: 'none',
          hasLabel: false,
          trackingUploadStatus: 'notUploaded',
          trackingUploadError: '',
          trackingUploadTries: 0,
          trackingUploadNextAt: null,
        },
      },
    });
    const splits = mockOperation(
      'SplitOrder',
      success('splitOrder', [
        { __typename: 'Order', id: 31, orderNo: 'SO-0001-1', status: 'processing' },
        { __typename: 'Order', id: 32, orderNo: 'SO-0001-2', status: 'processing' },
      ]),
      'input',
    );
    renderPage(<OrdersPage />, { path: '/orders', permissions: ALL });
    const detail = await openDialog(user, 'SO-0001', '订单 SO-0001');
    expect(await within(detail).findByText('订单已创建（从平台拉取）')).toBeInTheDocument();
    expect(detail).toHaveTextContent('1 Main St, San Jose, CA, 95101, US');
    await user.click(within(detail).getByRole('button', { name: '拆分' }));
    const split = await screen.findByRole('dialog', { name: '拆分订单 SO-0001' });

    // 3 cups: 1 to sub-order 1, 1 to sub-order 2 → one left: refused before anything is sent
    const cup1 = within(split).getByLabelText('CUP-RED 在子订单 1 的数量');
    await retype(user, cup1, '1');
    const cup2 = within(split).getByLabelText('CUP-RED 在子订单 2 的数量');
    await retype(user, cup2, '1');
    await user.click(within(split).getByRole('button', { name: '拆分' }));
    expect(await within(split).findByRole('alert')).toHaveTextContent(/CUP-RED/);
    expect(splits).toHaveLength(0);

    // above the dividable quantity is refused too
    await retype(user, cup2, '5');
    await user.click(within(split).getByRole('button', { name: '拆分' }));
    expect(await within(split).findByRole('alert')).toHaveTextContent(/CUP-RED/);
    expect(splits).toHaveLength(0);

    await retype(user, cup2, '2');
    await user.click(within(split).getByRole('button', { name: '拆分' }));
    expect(await screen.findByText('已拆分为 2 个订单')).toBeInTheDocument();
    expect(splits[0]).toEqual({
      id: 1,
      parts: [
        {
          lines: [
            { itemId: 11, quantity: 1 },
            { itemId: 12, quantity: 1 },
          ],
        },
        { lines: [{ itemId: 11, quantity: 2 }] },
      ],
    });
  });
});
