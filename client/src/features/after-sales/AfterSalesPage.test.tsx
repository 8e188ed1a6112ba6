import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockFailing, mockOperation, refusal, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { AllegroDisputePage, EbayCancellationPage, EbayDisputePage } from './index';
import { tabsOf } from './AfterSalesPage';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { inEnglish } from '../../test/lang';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

const node = (over: Record<string, unknown>) => ({
  __typename: 'AfterSalesCase',
  id: 1,
  shopId: 3,
  shopName: 'eBay US',
  kind: 'cancellation',
  platformCaseId: 'c-3-1',
  platformOrderNo: 'ASO-3-1',
  order: null,
  buyerAccount: 'anna_s_de',
  buyerName: 'Anna Schmidt',
  platformSku: 'SKU-1',
  quantity: 1,
  amount: '19.90',
  currency: 'USD',
  reason: 'Ordered by mistake',
  buyerComment: 'Please cancel my order.',
  status: 'open',
  deadline: hoursFromNow(5),
  openedAt: hoursFromNow(-30),
  refundAmount: null,
  handledAt: null,
  handledBy: null,
  actions: ['accept', 'refuse'],
  ...over,
});
const NODES = [
  node({ id: 1, order: { __typename: 'AfterSalesOrder', id: 50, orderNo: 'SO000050', status: 'awaitingShipment' } }),
  node({ id: 2, platformCaseId: 'c-3-2', deadline: hoursFromNow(50), buyerName: '', buyerAccount: 'k_tanaka' }),
  node({ id: 3, platformCaseId: 'c-3-3', status: 'accepted', actions: [], deadline: hoursFromNow(-5) }),
];
const ALL = ['ebayCancellation', 'ebayCancellation.handle', 'ebayDispute', 'ebayDispute.handle', 'allegroDispute', 'allegroDispute.handle'];

function mock(nodes = NODES) {
  const calls: { list: any[]; counts: any[]; acts: any[]; pulls: any[]; detail: any[] } = { list: [], counts: [], acts: [], pulls: [], detail: [] };
  const current = new Map(nodes.map((n) => [n.id, { ...n }]));
  server.use(
    graphql.query('AfterSalesCases', ({ variables }) => {
      calls.list.push(variables);
      const status = (variables.filter as { status?: string }).status;
      const rows = [...current.values()].filter((n) => !status || n.status === status);
      return HttpResponse.json({ data: success('afterSalesCases', { __typename: 'AfterSalesCasePage', totalCount: rows.length, nodes: rows }, 'Query') });
    }),
    graphql.query('AfterSalesStatusCounts', ({ variables }) => {
      calls.counts.push(variables);
      return HttpResponse.json({
        data: success(
          'afterSalesStatusCounts',
          {
            __typename: 'AfterSalesStatusCounts',
            all: 3,
            statuses: [
              { __typename: 'AfterSalesStatusCount', status: 'open', count: 2 },
              { __typename: 'AfterSalesStatusCount', status: 'accepted', count: 1 },
            ],
          },
          'Query',
        ),
      });
    }),
    graphql.query('AfterSalesShops', () =>
      HttpResponse.json({
        data: success(
          'afterSalesShops',
          [
            { __typename: 'AfterSalesShop', id: 3, shopName: 'eBay US', alias: '', status: 1 },
            { __typename: 'AfterSalesShop', id: 4, shopName: 'eBay DE', alias: 'Germany', status: 1 },
          ],
          'Query',
        ),
      }),
    ),
    graphql.query('AfterSalesCase', ({ variables }) => {
      calls.detail.push(variables);
      const n = current.get(variables.id as number)!;
      return HttpResponse.json({
        data: success(
          'afterSalesCase',
          {
            ...n,
            history: [
              { __typename: 'AfterSalesHistoryItem', at: hoursFromNow(-30), action: 'opened', from: '', to: 'open', text: n.buyerComment, by: null },
              ...(n.status === 'accepted'
                ? [{ __typename: 'AfterSalesHistoryItem', at: hoursFromNow(-1), action: 'accept', from: 'open', to: 'accepted', text: '', by: '张三' }]
                : []),
            ],
          },
          'Query',
        ),
      });
    }),
    graphql.mutation('AfterSalesAction', ({ variables }) => {
      const input = variables.input as { id: number; action: string };
      calls.acts.push(input);
      const n = current.get(input.id)!;
      const status = input.action === 'accept' ? 'accepted' : input.action === 'refuse' ? 'refused' : input.action === 'refund' ? 'refunded' : 'replied';
      current.set(input.id, { ...n, status, actions: [] });
      return HttpResponse.json({
        data: success('afterSalesAction', {
          __typename: 'AfterSalesActionResult',
          id: input.id,
          status,
          orderId: n.order ? 50 : null,
          orderStatus: n.order && status === 'accepted' ? 'cancelled' : null,
        }),
      });
    }),
    graphql.mutation('PullAfterSales', ({ variables }) => {
      calls.pulls.push(variables);
      return HttpResponse.json({
        data: success('pullAfterSales', {
          __typename: 'AfterSalesPullResult',
          failed: 0,
          shops: [{ __typename: 'AfterSalesPullShop', shopId: variables.shopId, created: 2, updated: 1 }],
        }),
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('after-sales screens', () => {
  it('lists the cases of the screen with tabs, counts and the time left (red under 24 hours)', async () => {
    const calls = mock();
    renderPage(<EbayCancellationPage />, { path: '/ebayCancellation', permissions: ALL });
    const r1 = await findRow('c-3-1');
    expect(calls.list[0]).toMatchObject({ filter: { kind: 'cancellation', platform: 'ebay' }, offset: 0, limit: 30 });
    expect(screen.getByRole('heading', { name: 'eBay 取消请求' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '待处理（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（3）' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已拒绝（0）' })).toBeInTheDocument();
    // a cancellation has no refunds: its tabs follow its state machine
    expect(screen.queryByRole('tab', { name: /已退款/ })).not.toBeInTheDocument();
    expectTexts(r1, 'ASO-3-1', '本地 SO000050', 'Anna Schmidt', '19.90 USD');
    const left = within(r1).getByText('剩余 5 小时 0 分');
    expect(left).toHaveAttribute('data-pressing', 'true');
    const r2 = getRow('c-3-2');
    expect(within(r2).getByText('剩余 2 天 2 小时')).not.toHaveAttribute('data-pressing');
    // an answered case has no time left
    expect(getRow('c-3-3')).not.toHaveTextContent('已超时');
    expect(calls.counts[0].filter).toEqual({ kind: 'cancellation', platform: 'ebay' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /已同意/ }));
    await waitFor(() => expect(calls.list.at(-1).filter).toEqual({ kind: 'cancellation', platform: 'ebay', status: 'accepted' }));
  });

  it('opens a case with the buyer words and history; accepting asks first and reloads', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderPage(<EbayCancellationPage />, { path: '/ebayCancellation', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '详情 c-3-1' }));
    const dialog = await screen.findByRole('dialog', { name: '售后单 c-3-1' });
    expect(await within(dialog).findByText('Please cancel my order.', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText('买家发起')).toBeInTheDocument();
    // the buttons the state machine allows in 'open'
    expect(within(dialog).getByRole('button', { name: '同意取消 c-3-1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '拒绝 c-3-1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /退款/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '同意取消 c-3-1' }));
    const confirm = await screen.findByRole('dialog', { name: '同意取消 c-3-1' });
    expect(confirm).toHaveTextContent('本地订单将被取消并释放库存');
    await user.click(within(confirm).getByRole('button', { name: '同意取消' }));
    await waitFor(() => expect(calls.acts).toEqual([{ id: 1, action: 'accept' }]));
    expect(await screen.findByText('售后单 c-3-1：已同意；本地订单 SO000050 已更新')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('当前状态无可执行操作')).toBeInTheDocument());
    expect(within(dialog).getByText('张三', { exact: false })).toBeInTheDocument();
  });

  it('refusing needs a reason; a marketplace refusal is shown in its words', async () => {
    const calls = mock();
    mockOperation('AfterSalesAction', refusal('afterSalesAction', businessError('平台拒绝了该操作：Action blocked', 'afterSales.marketplaceRefused')), 'input');
    const user = userEvent.setup();
    renderPage(<EbayCancellationPage />, { path: '/ebayCancellation', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '详情 c-3-2' }));
    const dialog = await screen.findByRole('dialog', { name: '售后单 c-3-2' });
    await user.click(await within(dialog).findByRole('button', { name: '拒绝 c-3-2' }));
    const form = await screen.findByRole('dialog', { name: '拒绝 c-3-2' });
    expect(within(form).getByRole('button', { name: '拒绝' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox'), 'Already shipped');
    await user.click(within(form).getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('平台拒绝了该操作：Action blocked')).toBeInTheDocument();
    expect(calls.acts).toEqual([]);
  });

  it('a dispute refund asks for the amount (default the whole case)', async () => {
    const calls = mock([node({ id: 7, kind: 'dispute', platformCaseId: 'd-3-7', status: 'replied', actions: ['reply', 'refund'] })]);
    const user = userEvent.setup();
    renderPage(<EbayDisputePage />, { path: '/ebayDispute', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '详情 d-3-7' }));
    const dialog = await screen.findByRole('dialog', { name: '售后单 d-3-7' });
    await user.click(await within(dialog).findByRole('button', { name: '退款 d-3-7' }));
    const form = await screen.findByRole('dialog', { name: '退款 d-3-7' });
    expect(form).toHaveTextContent('最多 19.90 USD');
    await user.type(within(form).getByRole('textbox'), '12.50');
    await user.click(within(form).getByRole('button', { name: '退款' }));
    await waitFor(() => expect(calls.acts).toEqual([{ id: 7, action: 'refund', amount: '12.50' }]));
  });

  it('without the handle permission: no action buttons and no pull', async () => {
    mock();
    const user = userEvent.setup();
    renderPage(<EbayCancellationPage />, { path: '/ebayCancellation', permissions: ['ebayCancellation'] });
    await user.click(await screen.findByRole('button', { name: '详情 c-3-1' }));
    const dialog = await screen.findByRole('dialog', { name: '售后单 c-3-1' });
    await within(dialog).findByText('买家发起');
    expect(within(dialog).queryByRole('button', { name: /同意取消/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即同步/ })).not.toBeInTheDocument();
  });

  it('pulls now shop by shop and tells the result', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderPage(<AllegroDisputePage />, { path: '/allegroDispute', permissions: ALL });
    await screen.findByText('c-3-1');
    expect(screen.getByRole('heading', { name: 'Allegro 纠纷' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /立即同步/ }));
    expect(await screen.findByText('同步完成：新增 4，更新 2')).toBeInTheDocument();
    expect(calls.pulls).toEqual([
      { kind: 'dispute', platform: 'allegro', shopId: 3 },
      { kind: 'dispute', platform: 'allegro', shopId: 4 },
    ]);
    expect(calls.list[0].filter).toMatchObject({ kind: 'dispute', platform: 'allegro' });
  });

  it('shows the empty and the error state with retry', async () => {
    const user = userEvent.setup();
    mock([]);
    const failing = mockFailing('AfterSalesCases', success('afterSalesCases', { __typename: 'AfterSalesCasePage', totalCount: 0, nodes: [] }, 'Query'));
    renderPage(<EbayCancellationPage />, { path: '/ebayCancellation', permissions: ALL });
    await expectRetry(user, failing, '暂无售后单');
  });

  it('the tabs of each kind follow its state machine', () => {
    expect(tabsOf('cancellation')).toEqual(['all', 'open', 'accepted', 'refused', 'closed']);
    expect(tabsOf('return')).toEqual(['all', 'open', 'approved', 'labelSent', 'refunded', 'closed']);
    expect(tabsOf('dispute')).toEqual(['all', 'open', 'replied', 'refunded', 'closed']);
  });

  it('speaks English', async () => {
    mock();
    await inEnglish(async () => {
      renderPage(<EbayCancellationPage />, { path: '/ebayCancellation', permissions: ALL });
      expect(await screen.findByRole('tab', { name: 'Open (2)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'eBay cancellations' })).toBeInTheDocument();
      expect(await screen.findByText('5 h 0 min left')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Details c-3-1' })).toBeInTheDocument();
    });
  });
});
