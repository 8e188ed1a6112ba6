import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: the report's chart is stood in for (see ui/Charts.test.tsx)
vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
import { charts } from '../../test/charts';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, mockOperation, success } from '../../test/graphql';
import { connection } from '../inventory/testing';
import { renderPage, validationError } from '../../test/renderPage';
import { channelOption } from '../logistics/fixtures';
import { LogisticsTrackingPage } from './index';
import { findRow, getRow } from '../../test/rows';

const ALL = ['tracking.update'];

function record(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TrackingRecord',
    id: 1,
    trackingNo: 'YT2600001',
    trackingLink: 'https://t.example/YT2600001',
    orderId: 9,
    orderNo: 'SO-9',
    channelId: 3,
    channelName: 'YunExpress Standard',
    carrier: 'YunExpress',
    country: 'US',
    status: 'inTransit',
    lastEvent: 'inTransit',
    lastEventText: '运输途中',
    autoTrack: true,
    deleted: false,
    shippedAt: '2026-06-01T00:00:00Z',
    deliveredAt: null,
    transitDays: null,
    queryCount: 2,
    lastQueriedAt: '2026-06-03T00:00:00Z',
    submittedAt: '2026-06-01T00:00:00Z',
    events: [
      { __typename: 'TrackingEvent', at: '2026-06-01T02:00:00Z', code: 'accepted', text: '承运商已收件', location: 'Shenzhen, CN' },
      { __typename: 'TrackingEvent', at: '2026-06-03T02:00:00Z', code: 'inTransit', text: '运输途中', location: 'Leipzig, DE' },
    ],
    ...overrides,
  };
}

const REPORT = {
  __typename: 'QueryTrackingReportSuccess',
  data: {
    __typename: 'TrackingReport',
    from: '2026-03-01T00:00:00Z',
    to: '2026-06-01T00:00:00Z',
    overall: {
      __typename: 'TransitStats',
      count: 10,
      p90: 20,
      p95: 35,
      average: 9.15,
      buckets: ['d0_1', 'd1_3', 'd3_7', 'd7_10', 'd10_15', 'd15_30', 'd30_'].map((key, i) => ({ __typename: 'TransitBucket', key, count: i === 1 ? 4 : 1 })),
    },
    byChannel: [
      {
        __typename: 'TransitGroup',
        key: 'channel:3',
        label: 'YunExpress Standard',
        count: 6,
        p90: 12,
        p95: 12,
        average: 5,
        buckets: ['d0_1', 'd1_3', 'd3_7', 'd7_10', 'd10_15', 'd15_30', 'd30_'].map((key) => ({ __typename: 'TransitBucket', key, count: 1 })),
      },
    ],
    byCountry: [],
  },
};

function mock(nodes: ReturnType<typeof record>[], opts: { report?: unknown } = {}) {
  const calls: Record<string, any>[] = [];
  server.use(
    graphql.query('LogisticsChannelOptions', () =>
      HttpResponse.json({
        data: {
          logisticsChannelOptions: [channelOption()],
        },
      }),
    ),
    graphql.query('TrackingRecords', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          trackingRecords: connection('QueryTrackingRecordsConnection', nodes),
          trackingStatusCounts: [
            { __typename: 'TrackingStatusCount', status: 'all', count: nodes.length },
            { __typename: 'TrackingStatusCount', status: 'inTransit', count: 1 },
            { __typename: 'TrackingStatusCount', status: 'deleted', count: 3 },
          ],
        },
      });
    }),
    graphql.query('TrackingReport', () => HttpResponse.json({ data: { trackingReport: opts.report ?? REPORT } })),
  );
  return calls;
}

describe('LogisticsTrackingPage', () => {
  it('lists records with status tabs and counts, and shows the transit report', async () => {
    const calls = mock([record(), record({ id: 2, trackingNo: 'DEL-1', status: 'delivered', lastEventText: '已签收', transitDays: '6.50', autoTrack: false })]);
    renderPage(<LogisticsTrackingPage />, { path: '/logisticsTracking', permissions: ALL });
    const row = await findRow('YT2600001');
    expect(row).toHaveTextContent('SO-9');
    expect(within(row).getByRole('link', { name: 'YT2600001' })).toHaveAttribute('href', 'https://t.example/YT2600001');
    expect(row).toHaveTextContent('YunExpress Standard');
    expect(within(row).getByText('运输途中', { selector: 'span' })).toBeInTheDocument();
    expect(getRow('DEL-1')).toHaveTextContent('6.5');
    expect(screen.getByRole('tab', { name: '运输途中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已删除（3）' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0 });
    const report = screen.getByRole('region', { name: '时效统计' });
    expect(await within(report).findByText('20 天')).toBeInTheDocument();
    expect(within(report).getByText('35 天')).toBeInTheDocument();
    expect(within(report).getByRole('table', { name: '按渠道' })).toHaveTextContent('YunExpress Standard');
    const chart = charts.at(-1)!.data;
    expect(chart.labels).toEqual(['1 天内', '1-3 天', '3-7 天', '7-10 天', '10-15 天', '15-30 天', '30 天以上']);
    expect(chart.datasets[0]!.data).toEqual([1, 4, 1, 1, 1, 1, 1]);
  });

  it('switches to the deleted tab and restores records', async () => {
    const user = userEvent.setup();
    const calls = mock([record({ deleted: true })]);
    const restored = mockOperation('RestoreTracking', success('restoreTracking', [record()]), 'ids');
    renderPage(<LogisticsTrackingPage />, { path: '/logisticsTracking', permissions: ALL });
    await user.click(await screen.findByRole('tab', { name: /已删除/ }));
    await waitFor(() => expect(calls.some((c) => c.filter?.deleted === true)).toBe(true));
    await user.click(await screen.findByRole('button', { name: '撤销删除 YT2600001' }));
    await waitFor(() => expect(restored).toEqual([[1]]));
    expect(await screen.findByText('撤销删除：1 条记录')).toBeInTheDocument();
  });

  it('re-queries selected records in a batch', async () => {
    const user = userEvent.setup();
    mock([record(), record({ id: 2, trackingNo: 'YT2' })]);
    const requeried = mockOperation('RequeryTracking', success('requeryTracking', [record(), record({ id: 2, trackingNo: 'YT2' })]), 'ids');
    renderPage(<LogisticsTrackingPage />, { path: '/logisticsTracking', permissions: ALL });
    await screen.findByText('YT2');
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[0]!); // select all
    await user.click(screen.getByRole('button', { name: '重新查询' }));
    await waitFor(() => expect(requeried).toEqual([[1, 2]]));
  });

  it('adds a tracking number and shows the server refusal under the field', async () => {
    const user = userEvent.setup();
    mock([]);
    const inputs = mockOperation<any>('AddTrackingRecord', { addTrackingRecord: validationError({ trackingNo: '跟踪号 YT9 已在跟踪中' }) }, 'input');
    renderPage(<LogisticsTrackingPage />, { path: '/logisticsTracking', permissions: ALL });
    expect(await screen.findByText('没有符合条件的跟踪记录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加跟踪号' }));
    const dialog = await screen.findByRole('dialog', { name: '添加跟踪号' });
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('请输入跟踪号')).toBeInTheDocument();
    expect(inputs).toEqual([]);
    await user.type(within(dialog).getByLabelText(/跟踪号/, { selector: 'input' }), 'YT9');
    await user.type(within(dialog).getByLabelText(/目的国/, { selector: 'input' }), 'us');
    await user.type(within(dialog).getByLabelText(/^订单号/, { selector: 'input' }), ' SO-7 ');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('跟踪号 YT9 已在跟踪中')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ trackingNo: 'YT9', orderNo: 'SO-7', country: 'US', autoTrack: true });
  });

  it('shows the error state of the list', async () => {
    mock([]);
    mockGraphql({
      TrackingRecords: fails(),
    });
    renderPage(<LogisticsTrackingPage />, { path: '/logisticsTracking', permissions: ALL });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });
});
