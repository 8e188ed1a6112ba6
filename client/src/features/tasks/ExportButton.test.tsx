import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StartExportMutationVariables } from './tasks.generated';
import { createFakeRealtime } from '../../api/realtime';
import { setToken } from '../../api/session';
import { getCounters, setDownloadCount } from '../../ui/counters';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { ExportButton } from './ExportButton';
import { useReportEvents } from './useReportEvents';
import { stubRealtime } from '../../test/browserStubs';

const realtime = stubRealtime();

function started(id: number, status = 1) {
  return { data: success('startExport', { __typename: 'ReportJob', id, reportName: '店铺列表', status }) };
}

function mockStart(answer: () => unknown) {
  const calls: StartExportMutationVariables[] = [];
  server.use(
    graphql.mutation('StartExport', ({ variables }) => {
      calls.push(variables as StartExportMutationVariables);
      return HttpResponse.json(answer() as Record<string, unknown>);
    }),
  );
  return calls;
}

/** The button with the report event handling the shell mounts (download badge). */
function WithEvents({ filter }: { filter: object }) {
  useReportEvents();
  return <ExportButton reportType="shops" filter={filter} />;
}

describe('ExportButton', () => {
  it('starts an export of the list with its filter, says it is queued and raises the badge', async () => {
    const user = userEvent.setup();
    const calls = mockStart(() => started(31));
    setDownloadCount(2);
    renderPage(<ExportButton reportType="shops" filter={{ status: 4, platformType: undefined, keyword: '' }} />);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出任务已加入队列')).toBeInTheDocument();
    expect(screen.getByText('完成后可在右上角的任务队列中下载')).toBeInTheDocument();
    expect(calls).toEqual([{ input: { reportType: 'shops', filter: { status: 4 } } }]);
    expect(getCounters().downloads).toBe(3);
  });

  it('shows the server’s refusal (nothing to export) and changes nothing', async () => {
    const user = userEvent.setup();
    mockStart(() => ({ data: refusal('startExport', businessError('无法导出空数据', 'report.emptyExport')) }));
    renderPage(<ExportButton reportType="shops" filter={{ keyword: 'nothing-matches' }} />);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('无法导出空数据')).toBeInTheDocument();
    expect(screen.queryByText('导出任务已加入队列')).not.toBeInTheDocument();
    expect(getCounters().downloads).toBe(0);
  });

  it('puts a refused filter value in the toast', async () => {
    const user = userEvent.setup();
    mockStart(() => ({
      data: {
        startExport: {
          __typename: 'ValidationError',
          messageId: 'validation.failed',
          message: '请修改标出的字段',
          fieldErrors: [{ __typename: 'FieldError', field: 'filter.status', message: '未知的店铺状态' }],
        },
      },
    }));
    renderPage(<ExportButton reportType="shops" filter={{ status: 99 }} />);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('请修改标出的字段 未知的店铺状态')).toBeInTheDocument();
    expect(getCounters().downloads).toBe(0);
  });

  it('ignores a repeat click within 500 ms (one job)', async () => {
    const user = userEvent.setup();
    const calls = mockStart(() => started(32));
    renderPage(<ExportButton reportType="shops" />);
    const button = screen.getByRole('button', { name: '导出' });
    await user.dblClick(button);
    await screen.findByText('导出任务已加入队列');
    expect(calls).toHaveLength(1);
  });

  it('a job that finished before the answer arrived leaves the badge as it was', async () => {
    const user = userEvent.setup();
    setToken('t');
    const fake = createFakeRealtime();
    realtime.use(fake);
    setDownloadCount(1);
    // the worker is faster than the answer: the finish event comes first
    mockStart(() => {
      fake.emit('userEvents', { event: 'ReportJobEvent', data: { reportId: 40, title: '导出完成', message: '店铺列表已导出' } });
      return started(40);
    });
    renderPage(<WithEvents filter={{}} />);
    await waitFor(() => expect(fake.active()).toContain('userEvents'));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await screen.findByText('导出任务已加入队列');
    await screen.findByText('店铺列表已导出');
    expect(getCounters().downloads).toBe(1);
    act(() => fake.emit('userEvents', { event: 'ReportJobEvent', data: { reportId: 40, title: '导出完成', message: '店铺列表已导出' } }));
    expect(getCounters().downloads).toBe(1);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    setLang('en');
    mockStart(() => started(33));
    renderPage(<ExportButton reportType="shops" />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export queued')).toBeInTheDocument();
  });
});
