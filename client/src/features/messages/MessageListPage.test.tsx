import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarkMessageNoticesReadMutationVariables, MessageNoticesQueryVariables } from './messages.generated';
import { setUnreadCount } from '../../ui/counters';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation } from '../../test/graphql';
import { dayBoundary } from '../../ui/format';
import { graphqlFailure, renderPage } from '../../test/renderPage';
import { businessError, group, markReadSuccess, notice, noticeList, settingsList, summary } from './fixtures';
import { MessageListPage } from './index';

afterEach(() => setUnreadCount(0));

const rows = [
  notice({
    id: 11,
    title: '订单 A-1001 未匹配商品',
    type: '3',
    tag: 'order',
    typeName: '订单未匹配',
    isRead: '2',
    body: '请尽快配对',
    otherBillNum: 'unmatched12:A-1001',
  }),
  notice({
    id: 10,
    title: '新需求待处理',
    type: '13',
    tag: 'product',
    typeName: '开发需求',
    isRead: '1',
    otherBillNum: 'D-77',
    linkPath: '/productDev?demandNum=D-77',
  }),
  notice({ id: 9, title: '系统维护通知', type: '2', tag: 'system', typeName: '公告详情', isRead: '2' }),
  notice({ id: 8, title: 'MUG-RED 库存不足', type: '5', tag: 'stock', typeName: '库存预警', isRead: '1', otherBillNum: 'MUG-RED@1' }),
];

function mock({ list = rows, unread = 2 }: { list?: typeof rows; unread?: number } = {}) {
  const calls: MessageNoticesQueryVariables[] = [];
  const marks: MarkMessageNoticesReadMutationVariables[] = [];
  server.use(
    graphql.query('MessageNotices', ({ variables }) => {
      calls.push(variables as MessageNoticesQueryVariables);
      return HttpResponse.json({ data: noticeList(list, 42) });
    }),
    graphql.query('MessageNoticeSettings', () => HttpResponse.json({ data: settingsList() })),
    graphql.query('BellSummary', () => HttpResponse.json({ data: summary(unread, [group('system', '系统', [], 0)]) })),
    graphql.mutation('MarkMessageNoticesRead', ({ variables }) => {
      marks.push(variables as MarkMessageNoticesReadMutationVariables);
      return HttpResponse.json(markReadSuccess(1));
    }),
  );
  return { calls, marks };
}

describe('MessageListPage', () => {
  it('lists the notices newest first with type, group, reference, time and read state', async () => {
    const { calls } = mock();
    renderPage(<MessageListPage />);
    const table = await screen.findByRole('table', { name: '消息中心' });
    await within(table).findByText('订单 A-1001 未匹配商品');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(4);
    // the alert keys read as the bill they name: never 'unmatched12:A-1001' or 'MUG-RED@1'
    expect(body[0]).toHaveTextContent('订单 A-1001 未匹配商品订单未匹配订单订单 A-1001');
    expect(body[3]).toHaveTextContent('SKU MUG-RED');
    expect(table).not.toHaveTextContent('unmatched12');
    expect(table).not.toHaveTextContent('@1');
    expect(body[0]).toHaveTextContent('未读');
    expect(body[1]).toHaveTextContent('已读');
    expect(within(body[1]!).getByRole('button', { name: '开发需求 D-77' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('filters by group, type (of that group), read state, keyword and date', async () => {
    const user = userEvent.setup();
    const { calls } = mock();
    renderPage(<MessageListPage />);
    await screen.findByText('订单 A-1001 未匹配商品');
    const filters = screen.getByRole('search');
    await user.selectOptions(within(filters).getByLabelText('消息分组'), 'order');
    // the type list follows the group: order types only, named by the server
    await waitFor(() =>
      expect(
        within(within(filters).getByLabelText('消息类型'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['全部', '订单未匹配', '4']),
    );
    await user.selectOptions(within(filters).getByLabelText('消息类型'), '3');
    await user.selectOptions(within(filters).getByLabelText('阅读状态'), '2');
    await user.type(within(filters).getByLabelText('关键词'), 'A-1001');
    await user.click(within(filters).getByRole('button', { name: /更多筛选/ }));
    await user.type(within(filters).getByLabelText('时间 开始日期'), '2024-05-01');
    await user.type(within(filters).getByLabelText('时间 结束日期'), '2024-05-02');
    await user.click(within(filters).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(calls.at(-1)?.filter).toEqual({
        group: 'order',
        type: '3',
        isRead: '2',
        keyword: 'A-1001',
        createdFrom: dayBoundary('2024-05-01', false),
        createdTo: dayBoundary('2024-05-02', true),
      }),
    );
    expect(calls.at(-1)).toMatchObject({ offset: 0 });
  });

  it('marks the selected unread notices read', async () => {
    const user = userEvent.setup();
    const { marks } = mock();
    renderPage(<MessageListPage />);
    const table = await screen.findByRole('table', { name: '消息中心' });
    await within(table).findByText('订单 A-1001 未匹配商品');
    await user.click(within(table).getByLabelText('选择第 1 行'));
    await user.click(within(table).getByLabelText('选择第 2 行'));
    await user.click(screen.getByRole('button', { name: '标为已读' }));
    // only unread ones are sent (spec 01 §4)
    await waitFor(() => expect(marks).toEqual([{ input: { ids: [11] } }]));
    expect(await screen.findByText('已标记 1 条为已读')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the selection has nothing unread', async () => {
    const user = userEvent.setup();
    mock();
    mockOperation('MarkMessageNoticesRead', { markMessageNoticesRead: businessError('NoNeedToMarkReadContentYet', '暂无需要标记已读的内容') });
    renderPage(<MessageListPage />);
    const table = await screen.findByRole('table', { name: '消息中心' });
    await within(table).findByText('新需求待处理');
    await user.click(within(table).getByLabelText('选择第 2 行'));
    await user.click(screen.getByRole('button', { name: '标为已读' }));
    expect(await screen.findByText('暂无需要标记已读的内容')).toBeInTheDocument();
  });

  it('mark all with nothing unread says so and sends nothing', async () => {
    const user = userEvent.setup();
    const { marks } = mock({ unread: 0 });
    renderPage(<MessageListPage />);
    await screen.findByText('订单 A-1001 未匹配商品');
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('暂无需要标记已读的内容')).toBeInTheDocument();
    expect(marks).toEqual([]);
  });

  it('opens a notice like the bell: details for type 2, the demand page for type 13', async () => {
    const user = userEvent.setup();
    const { marks } = mock();
    const { router } = renderPage(<MessageListPage />);
    await screen.findByText('系统维护通知');
    await user.click(screen.getByRole('button', { name: '打开消息：系统维护通知' }));
    const dialog = await screen.findByTestId('notice-details');
    expect(dialog).toHaveTextContent('今晚 23:00 系统维护');
    await waitFor(() => expect(marks).toEqual([{ input: { ids: [9] } }]));
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);

    await user.click(screen.getByRole('button', { name: '打开消息：新需求待处理' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/productDev?demandNum=D-77'));
    expect(marks).toHaveLength(1); // already read
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    mock({ list: [] });
    const { unmount } = renderPage(<MessageListPage />);
    expect(await screen.findByText('没有符合条件的消息')).toBeInTheDocument();
    expect(screen.getByTestId('empty-picture')).toBeInTheDocument();
    unmount();

    server.use(graphql.query('MessageNotices', () => HttpResponse.json(graphqlFailure())));
    renderPage(<MessageListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
    let retried = false;
    server.use(
      graphql.query('MessageNotices', () => {
        retried = true;
        return HttpResponse.json({ data: noticeList(rows) });
      }),
    );
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(retried).toBe(true));
  });

  it('speaks English', async () => {
    setLang('en');
    mock();
    renderPage(<MessageListPage />);
    expect(await screen.findByRole('heading', { name: 'Message center', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });
});
