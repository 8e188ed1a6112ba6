import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockFailing, mockOperation, refusal, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { TradebyteRefundPage } from './index';
import { tabOfParam } from './urlStatus';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { inEnglish } from '../../test/lang';

const node = (over: Record<string, unknown>) => ({
  __typename: 'TradebyteRefund',
  id: 1,
  shopId: 3,
  shopName: 'TB DE',
  orderId: null,
  order: null,
  platformOrderNo: 'TB-100',
  returnNo: 'R-1',
  platformSku: 'MUG-RED',
  title: 'Red mug',
  quantity: 1,
  amount: '19.90',
  currency: 'EUR',
  reason: 'Damaged',
  status: 1,
  remark: '',
  requestedAt: '2026-11-20T08:00:00.000Z',
  handledAt: null,
  handledBy: '',
  ...over,
});
const NODES = [
  node({ id: 1, returnNo: 'R-1', orderId: 50, order: { __typename: 'TradebyteRefundOrder', id: 50, orderNo: 'SO000050', status: 'shipped' } }),
  node({ id: 2, returnNo: 'R-2', platformSku: 'LID', title: 'Lid', quantity: 2, amount: '5.00' }),
  node({ id: 3, returnNo: 'R-3', status: 3, remark: 'Used', handledAt: '2026-11-21T08:00:00.000Z', handledBy: '张三' }),
];
const ALL = ['tradebyteRefund', 'tradebyteRefund.handle'];

function mock(nodes = NODES, totalCount?: number) {
  const calls: { list: any[]; counts: any[]; handles: any[] } = { list: [], counts: [], handles: [] };
  server.use(
    graphql.query('TradebyteRefunds', ({ variables }) => {
      calls.list.push(variables);
      const status = (variables.filter as { status?: number } | undefined)?.status;
      const rows = status ? nodes.filter((n) => n.status === status) : nodes;
      return HttpResponse.json({
        data: success('tradebyteRefunds', { __typename: 'TradebyteRefundPage', totalCount: totalCount ?? rows.length, nodes: rows }, 'Query'),
      });
    }),
    graphql.query('TradebyteRefundStatusCounts', ({ variables }) => {
      calls.counts.push(variables);
      return HttpResponse.json({
        data: success('tradebyteRefundStatusCounts', { __typename: 'TradebyteRefundStatusCounts', pending: 2, refunded: 0, refused: 1, all: 3 }, 'Query'),
      });
    }),
    graphql.query('TradebyteShops', () =>
      HttpResponse.json({
        data: {
          tradebyteShops: [
            { __typename: 'TradebyteShopOption', id: 3, shopName: 'TB DE', alias: '' },
            { __typename: 'TradebyteShopOption', id: 4, shopName: 'TB AT', alias: 'Austria' },
          ],
        },
      }),
    ),
    graphql.mutation('HandleTradebyteRefunds', ({ variables }) => {
      calls.handles.push(variables.input);
      const input = variables.input as { ids: number[]; action: string };
      return HttpResponse.json({
        data: success('handleTradebyteRefunds', {
          __typename: 'TradebyteRefundHandleResult',
          ids: input.ids,
          refundedOrderIds: input.action === 'refund' && input.ids.includes(1) ? [50] : [],
        }),
      });
    }),
  );
  return calls;
}

describe('TradebyteRefundPage', () => {
  it('opens on the status of the address (the dashboard links ?status=1) with counts in the tabs', async () => {
    const calls = mock();
    const { router } = renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund?status=1', permissions: ALL });
    const r1 = await findRow('R-1');
    expect(calls.list[0]).toMatchObject({ filter: { status: 1 }, offset: 0, limit: 30 });
    // the tabs may render once before their selection follows the address (seen failing under load)
    // (and the counts come from a second query; a loaded CI machine took more than 5 s for both)
    await waitFor(() => expect(screen.getByRole('tab', { name: /待处理/ })).toHaveAttribute('aria-selected', 'true'), { timeout: 12000 });
    await waitFor(() => expect(screen.getByRole('tab', { name: '待处理（2）' })).toBeInTheDocument(), { timeout: 12000 });
    expect(screen.getByRole('tab', { name: '已拒绝（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expectTexts(r1, 'TB-100', '本地 SO000050', 'MUG-RED', '19.90 EUR', 'Damaged');
    expect(within(r1).getByText('待处理', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('R-3')).not.toBeInTheDocument();
    // the counts ignore the tab's status
    expect(calls.counts[0].filter).toEqual({});

    // another tab updates the address; following the dashboard link again comes back to status 1
    await userEvent.setup().click(screen.getByRole('tab', { name: /已拒绝/ }));
    await waitFor(() => expect(calls.list.at(-1).filter).toEqual({ status: 3 }));
    expect(router.state.location.search).toBe('?status=3');
    await screen.findByText('R-3');
    await act(() => router.navigate('/tradebyteRefund?status=1'));
    // what the seller sees: the pending tab and its rows (the answer may come from the cache, so no request is asserted)
    await waitFor(() => expect(screen.getByRole('tab', { name: /待处理/ })).toHaveAttribute('aria-selected', 'true'), { timeout: 12000 });
    await waitFor(() => expect(screen.queryByText('R-3')).not.toBeInTheDocument(), { timeout: 12000 });
    expect(screen.getByText('R-1')).toBeInTheDocument();
    expect(calls.list.filter((c) => c.filter.status === 1).length).toBeGreaterThan(0);
  });

  it('reads only valid statuses from the address', () => {
    expect(tabOfParam('1')).toBe('1');
    expect(tabOfParam('3')).toBe('3');
    expect(tabOfParam('4')).toBe('all');
    expect(tabOfParam(null)).toBe('all');
    expect(tabOfParam('abc')).toBe('all');
  });

  it('filters by keyword, shop and requested period (UTC days) and pages', async () => {
    const user = userEvent.setup();
    const calls = mock(NODES, 75);
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund', permissions: ALL });
    await screen.findByText('R-3');
    expect(calls.list[0].filter).toEqual({});
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ offset: 30, limit: 30 }));
    const bar = screen.getByRole('search');
    await user.type(within(bar).getByLabelText('退货单号 / 平台订单号 / SKU'), ' MUG ');
    await waitFor(() => expect(within(bar).getAllByRole('option', { name: 'TB AT (Austria)' }).length).toBe(1));
    await user.selectOptions(within(bar).getByLabelText('店铺'), '4');
    fireEvent.change(within(bar).getByLabelText('申请时间 开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(bar).getByLabelText('申请时间 结束日期'), { target: { value: '2026-11-30' } });
    await user.click(within(bar).getByRole('button', { name: '搜索' }));
    const expected = { keyword: 'MUG', shopId: 4, requestedFrom: '2026-11-01T00:00:00.000Z', requestedTo: '2026-11-30T23:59:59.999Z' };
    await waitFor(() => expect(calls.list.at(-1).filter).toEqual(expected));
    // a new search starts again at the first page; the tab counts get the same filter
    expect(calls.list.at(-1)).toMatchObject({ offset: 0 });
    await waitFor(() => expect(calls.counts.at(-1).filter).toEqual(expected));
  });

  it('refunds a batch after confirming and says which orders were marked refunded', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund?status=1', permissions: ALL });
    await screen.findByText('R-2');
    await user.click(screen.getAllByRole('checkbox', { name: /选择/ }).at(-2)!);
    await user.click(screen.getAllByRole('checkbox', { name: /选择/ }).at(-1)!);
    await user.click(screen.getByRole('button', { name: '批量退款' }));
    const ask = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(ask).toHaveTextContent('确定为 2 条退货退款吗？');
    await user.click(within(ask).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(calls.handles).toEqual([{ ids: [1, 2], action: 'refund' }]));
    expect(await screen.findByText('已为 2 条退货退款，1 个订单已标记为已退款')).toBeInTheDocument();
    await waitFor(() => expect(calls.list.length).toBeGreaterThan(1));
  });

  it('refuses one return with a reason (required) from its row', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund', permissions: ALL });
    const dialog = await openDialog(user, '拒绝 R-2', '拒绝 1 条退货');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(within(dialog).getByLabelText(/^拒绝原因/)).toHaveAccessibleErrorMessage('拒绝退货请填写原因');
    expect(calls.handles).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^拒绝原因/), 'Item was used');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(calls.handles).toEqual([{ ids: [2], action: 'refuse', remark: 'Item was used' }]));
    expect(await screen.findByText('已拒绝 1 条退货')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // a handled row has no actions and shows who handled it
    const r3 = getRow('R-3');
    expect(within(r3).queryByRole('button', { name: /拒绝|退款/ })).not.toBeInTheDocument();
    expectTexts(r3, '张三', '备注：Used');
  });

  it('names handled returns in a batch instead of sending it', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund', permissions: ALL });
    await screen.findByText('R-3');
    for (const box of screen.getAllByRole('checkbox', { name: /选择/ }).slice(-3)) await user.click(box);
    await user.click(screen.getByRole('button', { name: '批量拒绝' }));
    expect(await screen.findByText('只能处理待处理的退货：R-3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.handles).toEqual([]);
  });

  it('shows a server refusal (already handled) and reloads', async () => {
    const user = userEvent.setup();
    const calls = mock();
    mockOperation('HandleTradebyteRefunds', refusal('handleTradebyteRefunds', businessError('退货 R-1 已处理', 'tradebyteRefund.notPending')));
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '退款 R-1' }));
    const ask = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await user.click(within(ask).getByRole('button', { name: /确定|确认/ }));
    expect(await screen.findByText('退货 R-1 已处理')).toBeInTheDocument();
    await waitFor(() => expect(calls.list.length).toBeGreaterThan(1));
  });

  it('hides the handling controls without tradebyteRefund.handle', async () => {
    mock();
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund', permissions: ['tradebyteRefund'] });
    await screen.findByText('R-1');
    expect(screen.queryByRole('button', { name: '退款 R-1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量退款' })).not.toBeInTheDocument();
  });

  it('shows the empty and the error state with retry', async () => {
    const user = userEvent.setup();
    mock([]);
    const failing = mockFailing('TradebyteRefunds', success('tradebyteRefunds', { __typename: 'TradebyteRefundPage', totalCount: 0, nodes: [] }, 'Query'));
    renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund', permissions: ALL });
    await expectRetry(user, failing, '暂无退货申请');
  });

  it('speaks English', async () => {
    mock();
    await inEnglish(async () => {
      renderPage(<TradebyteRefundPage />, { path: '/tradebyteRefund?status=1', permissions: ALL });
      expect(await screen.findByRole('tab', { name: 'To be processed (2)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Tradebyte refunds' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refund R-1' })).toBeInTheDocument();
    });
  });
});
