import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MIDDLE_TOAST_MS } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import type { MarkMessageNoticesReadMutationVariables } from './messages.generated';
import { createFakeRealtime } from '../../api/realtime';
import { setToken } from '../../api/session';
import { getCounters } from '../../ui/counters';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockGraphql, mockOperation, refusal } from '../../test/graphql';
import { noticeToaster, toaster } from '../../ui';
import { renderPage } from '../../test/renderPage';
import { DownloadBadge } from '../tasks/DownloadBadge';
import { counts, job, jobList, reportTypes } from '../tasks/fixtures';
import { BellPopover, MARK_ALL_LOCK_MS } from './BellPopover';
import { group, markReadSuccess, notice, summary } from './fixtures';
import { stubRealtime } from '../../test/browserStubs';

const realtime = stubRealtime();

const systemNotices = [
  notice({ id: 1, title: '系统维护通知', type: '2', isRead: '2' }),
  notice({ id: 2, title: '店铺授权即将过期', type: '6', isRead: '1', body: 'ebay-de-01 将于 7 天后过期' }),
];
const stockNotices = [
  notice({ id: 5, title: 'GigaCloud 库存变动：SKU-9', type: '9', tag: 'stock', isRead: '2', linkPath: '/gigacloudStockMonitor?tab=1&id=9' }),
];
const taskNotices = [notice({ id: 9, title: '导出完成：店铺列表', type: '12', tag: 'task', isRead: '2', otherBillNum: '31' })];

function defaultSummary(count = 3) {
  return summary(count, [
    group('system', '系统', systemNotices, 0),
    group('order', '订单', [], 1),
    group('stock', '库存', stockNotices, 2),
    group('task', '任务', taskNotices, 4),
  ]);
}

function mockBell(answer = () => defaultSummary()) {
  const marks: MarkMessageNoticesReadMutationVariables[] = [];
  let summaries = 0;
  server.use(
    graphql.query('BellSummary', () => {
      summaries += 1;
      return HttpResponse.json({ data: answer() });
    }),
    graphql.mutation('MarkMessageNoticesRead', ({ variables }) => {
      marks.push(variables as MarkMessageNoticesReadMutationVariables);
      return HttpResponse.json(markReadSuccess(1));
    }),
  );
  return { marks, summaries: () => summaries };
}

async function openBell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '消息通知' }));
  return screen.findByTestId('bell-popover');
}

describe('BellPopover', () => {
  it('shows the unread total capped at 99+ and a tab per group with its unread count', async () => {
    const user = userEvent.setup();
    mockBell(() => defaultSummary(120));
    renderPage(<BellPopover />);
    expect(await screen.findByTestId('bell-badge')).toHaveTextContent('99+');
    expect(getCounters().unread).toBe(120);
    const popover = await openBell(user);
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-label'))).toEqual(['系统，1 条未读', '订单，0 条未读', '库存，1 条未读', '任务，1 条未读']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const list = within(popover).getByRole('list', { name: '系统' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(['打开消息：系统维护通知', '打开消息：店铺授权即将过期']);
    expect(items[0]).toHaveAttribute('data-unread');
    expect(items[1]).not.toHaveAttribute('data-unread');

    await user.click(within(popover).getByRole('tab', { name: '订单，0 条未读' }));
    expect(await within(popover).findByText('暂无消息')).toBeVisible();
  });

  it('marks a clicked message read and opens type 2 in the details dialog', async () => {
    const user = userEvent.setup();
    const bell = mockBell();
    renderPage(<BellPopover />);
    await screen.findByTestId('bell-badge');
    const popover = await openBell(user);
    await within(popover).findByRole('tab', { name: '系统，1 条未读' });
    const loads = bell.summaries();
    await user.click(within(popover).getByRole('button', { name: '打开消息：系统维护通知' }));
    const dialog = await screen.findByTestId('notice-details');
    expect(within(dialog).getByRole('heading', { name: '系统维护通知' })).toBeInTheDocument();
    // plain text with its line break kept
    expect(within(dialog).getByText(/今晚 23:00 系统维护/).textContent).toBe('今晚 23:00 系统维护\n预计 30 分钟');
    await waitFor(() => expect(bell.marks).toEqual([{ input: { ids: [1] } }]));
    // the bell reloads its summary after marking
    await waitFor(() => expect(bell.summaries()).toBeGreaterThan(loads));
  });

  it('does not mark a read message again; a type with a page goes there', async () => {
    const user = userEvent.setup();
    const bell = mockBell();
    const { router } = renderPage(<BellPopover />);
    await screen.findByTestId('bell-badge');
    let popover = await openBell(user);
    await user.click(within(popover).getByRole('button', { name: '打开消息：店铺授权即将过期' }));
    await screen.findByTestId('notice-details');
    expect(bell.marks).toEqual([]);
    await user.click(within(screen.getByTestId('notice-details')).getAllByRole('button', { name: '关闭' })[0]!);

    popover = await openBell(user);
    await user.click(within(popover).getByRole('tab', { name: '库存，1 条未读' }));
    await user.click(await within(popover).findByRole('button', { name: '打开消息：GigaCloud 库存变动：SKU-9' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/gigacloudStockMonitor?tab=1&id=9'));
    await waitFor(() => expect(bell.marks).toEqual([{ input: { ids: [5] } }]));
  });

  it('opens the task queue for an export notice (type 12)', async () => {
    const user = userEvent.setup();
    mockBell();
    mockGraphql({
      ReportJobs: jobList([job({ id: 31 })]),
      ReportJobCounts: counts(1, 0, 0, 1, 0),
      ReportTypes: reportTypes,
    });
    renderPage(
      <>
        <DownloadBadge />
        <BellPopover />
      </>,
    );
    await screen.findByTestId('bell-badge');
    const popover = await openBell(user);
    await user.click(within(popover).getByRole('tab', { name: '任务，1 条未读' }));
    await user.click(await within(popover).findByRole('button', { name: '打开消息：导出完成：店铺列表' }));
    const dialog = await screen.findByTestId('task-queue-dialog');
    expect(await within(dialog).findByRole('button', { name: '下载 店铺列表（#31）' })).toBeInTheDocument();
  });

  it('mark all: says there is nothing unread without asking the server, else marks all once per second', async () => {
    const user = userEvent.setup();
    let unread = 0;
    const bell = mockBell(() => (unread === 0 ? summary(0, [group('system', '系统', [notice({ isRead: '1' })], 0)]) : defaultSummary(unread)));
    renderPage(<BellPopover />);
    let popover = await openBell(user);
    await within(popover).findByRole('tab');
    await user.click(within(popover).getByRole('button', { name: '全部标为已读' }));
    // the server's message (spec 01 §5 NoNeedToMarkReadContentYet) in the UI language
    expect(await screen.findByText('暂无需要标记已读的内容')).toBeInTheDocument();
    expect(bell.marks).toEqual([]);
    await user.keyboard('{Escape}');

    unread = 3;
    await new Promise((r) => setTimeout(r, MARK_ALL_LOCK_MS)); // the lock of that first click
    popover = await openBell(user);
    await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveTextContent('3'));
    const markAll = within(popover).getByRole('button', { name: '全部标为已读' });
    await user.click(markAll);
    await user.click(markAll); // within the 1 s lock: ignored
    await waitFor(() => expect(bell.marks).toEqual([{ input: { all: true } }]));
    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
  });

  it('shows the server’s answer when it has nothing to mark', async () => {
    const user = userEvent.setup();
    mockBell();
    mockOperation('MarkMessageNoticesRead', refusal('markMessageNoticesRead', businessError('暂无需要标记已读的内容', 'NoNeedToMarkReadContentYet')));
    renderPage(<BellPopover />);
    await screen.findByTestId('bell-badge');
    const popover = await openBell(user);
    await user.click(within(popover).getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('暂无需要标记已读的内容')).toBeInTheDocument();
  });

  it('new notices reload the summary and toast by level: HIGH stays, MIDDLE 5 s, LOW none', async () => {
    setToken('t');
    const fake = createFakeRealtime();
    realtime.use(fake);
    const bell = mockBell();
    renderPage(<BellPopover />);
    await screen.findByTestId('bell-badge');
    await waitFor(() => expect(fake.active()).toContain('userEvents'));
    const loads = bell.summaries();
    const event = (id: number, title: string, level: string) => ({
      event: 'MessageNoticeEvent',
      data: {
        id,
        type: '3',
        tag: 'order',
        typeName: '订单未匹配',
        title,
        otherBillNum: '',
        messageDetail: { stringBody: `${title}的内容` },
        levelConfig: { websiteConfig: { level } },
        createTime: '2024-05-02T10:00:00.000Z',
      },
    });

    act(() => fake.emit('userEvents', event(21, '高级别消息', 'HIGH')));
    act(() => fake.emit('userEvents', event(22, '中级别消息', 'MIDDLE')));
    act(() => fake.emit('userEvents', event(23, '低级别消息', 'LOW')));
    // the export-finished notice: the ReportJobEvent of the job already said so
    act(() => fake.emit('userEvents', { event: 'MessageNoticeEvent', data: { ...event(24, '导出完成', 'MIDDLE').data, type: '12', tag: 'task' } }));
    expect(await screen.findByText('高级别消息')).toBeInTheDocument();
    expect(await screen.findByText('中级别消息的内容')).toBeInTheDocument();
    expect(screen.queryByText('低级别消息')).not.toBeInTheDocument();
    // notices have their own corner (noticeToaster), not the page's feedback toaster
    const toasts = noticeToaster.getVisibleToasts();
    expect(toaster.getVisibleToasts().some((t) => t.title === '高级别消息')).toBe(false);
    expect(toasts.find((t) => t.title === '高级别消息')?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(toasts.find((t) => t.title === '中级别消息')?.duration).toBe(MIDDLE_TOAST_MS);
    expect(toasts.some((t) => t.title === '低级别消息')).toBe(false);
    expect(toasts.some((t) => t.title === '导出完成')).toBe(false);
    // the same alert again: one toast counting two
    act(() => fake.emit('userEvents', event(25, '高级别消息', 'HIGH')));
    expect(await screen.findByTestId('toast-count')).toHaveTextContent('×2');
    expect(noticeToaster.getVisibleToasts().filter((t) => t.title === '高级别消息')).toHaveLength(1);
    await waitFor(() => expect(bell.summaries()).toBeGreaterThanOrEqual(loads + 1));
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    setLang('en');
    mockBell(() => summary(0, []));
    renderPage(<BellPopover />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const popover = await screen.findByTestId('bell-popover');
    expect(within(popover).getByText('No messages yet')).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('There is nothing to mark as read yet')).toBeInTheDocument();
  });
});
