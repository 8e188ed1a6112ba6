import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportJobsQueryVariables } from './tasks.generated';
import { createFakeRealtime } from '../../api/realtime';
import { setToken } from '../../api/session';
import { getCounters } from '../../ui/counters';
import { setLang } from '../../i18n/lang';
import { graphql, http, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, mockOperation } from '../../test/graphql';
import { toaster } from '../../ui';
import { dayBoundary } from '../../ui/format';
import { renderPage } from '../../test/renderPage';
import { DownloadBadge } from './DownloadBadge';
import { counts, job, jobList, reportTypes } from './fixtures';
import { stubRealtime } from '../../test/browserStubs';

const realtime = stubRealtime();

const LONG_ERROR = '导出失败：数据库连接超时，请稍后重试或联系客服';

function mockTasks({ rows = [job()], total, running = [2] }: { rows?: ReturnType<typeof job>[]; total?: number; running?: number[] } = {}) {
  const jobCalls: ReportJobsQueryVariables[] = [];
  const runningCalls: number[] = [];
  let current = rows;
  server.use(
    graphql.query('ReportJobs', ({ variables }) => {
      jobCalls.push(variables as ReportJobsQueryVariables);
      return HttpResponse.json({ data: jobList(current, total) });
    }),
    graphql.query('ReportJobCounts', () => HttpResponse.json({ data: counts(45, 1, 1, 42, 1) })),
    graphql.query('ReportTypes', () => HttpResponse.json({ data: reportTypes })),
    graphql.query('RunningReportJobCount', () => {
      const n = running[Math.min(runningCalls.length, running.length - 1)]!;
      runningCalls.push(n);
      return HttpResponse.json({ data: { runningReportJobCount: n } });
    }),
  );
  return { jobCalls, runningCalls, setRows: (next: ReturnType<typeof job>[]) => (current = next) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, running = 2) {
  await user.click(await screen.findByRole('button', { name: `导出任务（进行中 ${running}）` }));
  return screen.findByTestId('task-queue-dialog');
}

describe('DownloadBadge and TaskQueueDialog', () => {
  it('loads the running count, opens on status 0 page 1 (30 a page), reloads per tab, and resets on close', { timeout: 40000 }, async () => {
    const user = userEvent.setup();
    const calls = mockTasks({ total: 45, running: [2, 1] });
    renderPage(<DownloadBadge />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: '任务队列' })).toBeInTheDocument();
    await within(dialog).findByRole('tab', { name: '全部（45）' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['全部（45）', '排队中（1）', '处理中（1）', '已完成（42）', '失败（1）']);
    expect(within(dialog).getByRole('tab', { name: '全部（45）' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.jobCalls[0]).toMatchObject({ status: 0, first: 30, offset: 0 }));

    const table = within(dialog).getByRole('table', { name: '任务队列' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['模块名称', '类型', '处理状态', '操作人', '操作时间', '操作']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('店铺列表店铺已完成共 3 行张三');

    await user.click(within(dialog).getByRole('tab', { name: '失败（1）' }));
    await waitFor(() => expect(calls.jobCalls.at(-1)).toMatchObject({ status: 20, offset: 0 }));
    await user.click(within(dialog).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.jobCalls.at(-1)).toMatchObject({ status: 20, offset: 30 }));

    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('task-queue-dialog')).not.toBeInTheDocument());
    // closing reloads the badge's number
    await waitFor(() => expect(calls.runningCalls).toEqual([2, 1]));
    expect(await screen.findByRole('button', { name: '导出任务（进行中 1）' })).toBeInTheDocument();

    const before = calls.jobCalls.length;
    const again = await openDialog(user, 1);
    await waitFor(() => expect(calls.jobCalls.length).toBeGreaterThan(before));
    expect(calls.jobCalls.at(-1)).toMatchObject({ status: 0, offset: 0 });
    expect(await within(again).findByRole('tab', { name: '全部（45）' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by export type and operation date; the tabs count with the same filter', async () => {
    const user = userEvent.setup();
    const calls = mockTasks();
    const countFilters = mockOperation('ReportJobCounts', counts(1, 0, 0, 1, 0), 'filter');
    renderPage(<DownloadBadge />);
    const dialog = await openDialog(user);
    const bar = within(dialog).getByRole('search');
    await within(bar).findByRole('option', { name: '子账号' });
    await user.selectOptions(within(bar).getByLabelText('类型'), 'subAccounts');
    await user.type(within(bar).getByLabelText('操作时间 开始日期'), '2024-05-01');
    await user.type(within(bar).getByLabelText('操作时间 结束日期'), '2024-05-02');
    await user.click(within(bar).getByRole('button', { name: '搜索' }));
    const expected = { reportType: 'subAccounts', createdFrom: dayBoundary('2024-05-01', false), createdTo: dayBoundary('2024-05-02', true) };
    await waitFor(() => expect(calls.jobCalls.at(-1)).toMatchObject({ status: 0, offset: 0, filter: expected }));
    await waitFor(() => expect(countFilters.at(-1)).toEqual(expected));

    await user.click(within(bar).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(calls.jobCalls.at(-1)?.filter).toEqual({}));
    expect(within(bar).getByLabelText('类型')).toHaveValue('');
  });

  it('collapses failure details past 16 characters and links only finished jobs with an address', async () => {
    const user = userEvent.setup();
    mockTasks({
      rows: [
        job({ id: 1 }),
        job({ id: 2, downloadUrl: null }),
        job({ id: 3, status: 20, statusName: '失败', percent: 40, downloadUrl: null, messages: [LONG_ERROR], rowCount: 0 }),
        job({ id: 4, status: 5, statusName: '处理中', percent: 35, downloadUrl: null, rowCount: 0 }),
        job({ id: 5, status: 20, statusName: '失败', downloadUrl: 'api/v1/reportJobs/5/download', messages: ['没有数据'] }),
      ],
    });
    renderPage(<DownloadBadge />);
    const dialog = await openDialog(user);
    const table = await within(dialog).findByRole('table', { name: '任务队列' });
    await within(table).findByText('进度 35%');
    expect(within(table).getAllByRole('button', { name: /^下载/ })).toHaveLength(1);
    expect(within(table).getByRole('button', { name: '下载 店铺列表（#1）' })).toBeInTheDocument();

    const details = within(dialog).getByTestId('job-details-3');
    expect(details).toHaveTextContent(`${[...LONG_ERROR].slice(0, 16).join('')}…`);
    expect(details).not.toHaveTextContent(LONG_ERROR);
    await user.click(within(details).getByRole('button', { name: '展开任务 #3 的详情' }));
    expect(details).toHaveTextContent(LONG_ERROR);
    await user.click(within(details).getByRole('button', { name: '收起任务 #3 的详情' }));
    expect(details).not.toHaveTextContent(LONG_ERROR);
    // short details need no toggle
    expect(within(within(dialog).getByTestId('job-details-5')).queryByRole('button')).toBeNull();
  });

  it('downloads with the session token under the server’s file name; a refusal is shown', async () => {
    const user = userEvent.setup();
    setToken('owner-token');
    mockTasks({ rows: [job({ id: 1 }), job({ id: 9, reportName: '子账号', downloadUrl: 'api/v1/reportJobs/9/download' })] });
    const auth: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/reportJobs/1/download', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return new HttpResponse(new Blob(['xlsx-bytes']), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="shops.xlsx"; filename*=UTF-8''${encodeURIComponent('店铺列表-1.xlsx')}`,
          },
        });
      }),
      http.get('*/api/v1/reportJobs/9/download', () =>
        HttpResponse.json({ code: 404, message: '请求的资源不存在', type: 'tips', data: null }, { status: 404 }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download}|${this.getAttribute('href')}`);
    });

    renderPage(<DownloadBadge />);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: '下载 店铺列表（#1）' }));
    await waitFor(() => expect(saved).toEqual(['店铺列表-1.xlsx|blob:report']));
    expect(auth).toEqual(['Bearer owner-token']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: '下载 子账号（#9）' }));
    expect(await screen.findByText('下载失败：请求的资源不存在')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('shows the no-data picture, and the error state with retry', async () => {
    const user = userEvent.setup();
    mockTasks({ rows: [] });
    renderPage(<DownloadBadge />);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('暂无任务')).toBeInTheDocument();
    expect(within(dialog).getByTestId('empty-picture')).toBeInTheDocument();

    mockGraphql({
      ReportJobs: fails(),
    });
    await user.click(within(dialog).getByRole('tab', { name: '失败（1）' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('加载失败');
    expect(within(dialog).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('follows progress events, and a finished job lowers the badge once with a success notice', async () => {
    const user = userEvent.setup();
    setToken('t');
    const fake = createFakeRealtime();
    realtime.use(fake);
    const calls = mockTasks({ rows: [job({ id: 7, status: 5, statusName: '处理中', percent: 10, downloadUrl: null, rowCount: 0 })], running: [2] });
    renderPage(<DownloadBadge />);
    const dialog = await openDialog(user);
    const table = await within(dialog).findByRole('table', { name: '任务队列' });
    await within(table).findByText('进度 10%');
    await waitFor(() => expect(fake.active()).toContain('userEvents'));

    act(() =>
      fake.emit('userEvents', {
        event: 'ReportScheduleEvent',
        data: { reportId: 7, percent: 60, message: '', status: 5, success: true, error: '', otherInfo: {} },
      }),
    );
    expect(await within(table).findByText('进度 60%')).toBeInTheDocument();

    const loaded = calls.jobCalls.length;
    calls.setRows([job({ id: 7 })]);
    act(() => fake.emit('userEvents', { event: 'ReportJobEvent', data: { reportId: 7, title: '导出完成', message: '店铺列表已导出 3 行' } }));
    expect(await screen.findByText('店铺列表已导出 3 行')).toBeInTheDocument();
    expect(getCounters().downloads).toBe(1);
    // the dialog reloads and shows the finished job with its link
    await waitFor(() => expect(calls.jobCalls.length).toBeGreaterThan(loaded));
    expect(await within(dialog).findByRole('button', { name: '下载 店铺列表（#7）' })).toBeInTheDocument();

    // the same end again does not count twice
    act(() => fake.emit('userEvents', { event: 'ReportJobEvent', data: { reportId: 7, title: '导出完成', message: '店铺列表已导出 3 行' } }));
    expect(getCounters().downloads).toBe(1);
  });

  it('a failed job (status 20) lowers the badge and shows the error', async () => {
    setToken('t');
    const fake = createFakeRealtime();
    realtime.use(fake);
    mockTasks({ running: [3] });
    renderPage(<DownloadBadge />);
    await screen.findByRole('button', { name: '导出任务（进行中 3）' });
    await waitFor(() => expect(fake.active()).toContain('userEvents'));
    act(() =>
      fake.emit('userEvents', {
        event: 'ReportScheduleEvent',
        data: { reportId: 8, percent: 40, message: '', status: 20, success: false, error: '无法导出空数据', otherInfo: {} },
      }),
    );
    expect(await screen.findByText('无法导出空数据')).toBeInTheDocument();
    expect(screen.getByText('导出失败')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '导出任务（进行中 2）' })).toBeInTheDocument();
    expect(toaster.getVisibleToasts().some((t) => t.type === 'error')).toBe(true);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    setLang('en');
    mockTasks();
    renderPage(<DownloadBadge />);
    await user.click(await screen.findByRole('button', { name: 'Export tasks (2 running)' }));
    const dialog = await screen.findByTestId('task-queue-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Task queue' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('columnheader', { name: 'Processing status' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download 店铺列表 (#1)' })).toBeInTheDocument();
  });
});
