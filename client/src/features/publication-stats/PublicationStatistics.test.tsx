import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/lang';
import { renderPage } from '../../test/renderPage';
import { mockReportScreen, reportRefusal, reportSuccess } from '../../test/reports';
import { PublicationStatisticsPage, PublicationTrendPage } from './index';
import { findRow } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

// chart.js needs a canvas jsdom does not have: the charts render as stubs naming their series
vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));

afterEach(() => setLang('zh'));

const shopOptions = {
  ShopChoices: {
    shopOptions: [
      { __typename: 'ShopOption', id: 7, platformType: 1, shopName: 'de-shop', alias: '德国站' },
      { __typename: 'ShopOption', id: 8, platformType: 33, shopName: 'my-shop', alias: '' },
    ],
  },
};
const figures = (created: number, submitted: number, published: number, failed: number, successRate: number | null) => ({
  created,
  submitted,
  published,
  failed,
  successRate,
});
const row = (key: string, label: string, platformType: number | null, f: ReturnType<typeof figures>) => ({
  __typename: 'PublicationRow',
  key,
  label,
  platformType,
  ...f,
});
const stats = (typename: string, groupBy: string, rows: ReturnType<typeof row>[], totals: ReturnType<typeof figures>) =>
  reportSuccess(typename, {
    __typename: 'PublicationStats',
    from: '2026-03-01',
    to: '2026-03-02',
    groupBy,
    rows,
    totals: { __typename: 'PublicationFigures', ...totals },
  });

describe('PublicationStatisticsPage', () => {
  it('shows each staff member with the success rate, the listings nobody created and the totals row; groups by shop', async () => {
    const user = userEvent.setup();
    const calls = mockReportScreen(shopOptions, 'PublicationStatistics', 'publicationStatistics', (v) =>
      v.filter.groupBy === 'shop'
        ? stats('QueryPublicationStatisticsSuccess', 'shop', [row('7', '德国站', 1, figures(2, 4, 2, 1, 66.67))], figures(2, 4, 2, 1, 66.67))
        : stats(
            'QueryPublicationStatisticsSuccess',
            'staff',
            [row('3', 'Lina', null, figures(2, 4, 2, 1, 66.67)), row('', '', null, figures(1, 1, 0, 0, null))],
            figures(3, 5, 2, 1, 66.67),
          ),
    );
    renderPage(<PublicationStatisticsPage />, { path: '/publicationStatistics', permissions: ['publicationStatistics'] });
    const lina = await findRow('Lina');
    expect(lina).toHaveTextContent(/Lina\s*2\s*4\s*2\s*1\s*66\.67%/);
    expect(screen.getByText('平台同步（无创建人）').closest('tr')).toHaveTextContent('—');
    expect(screen.getByText('合计', { selector: 'td *' }).closest('tr')).toHaveTextContent(/3\s*5\s*2\s*1\s*66\.67%/);
    expect(calls.reports[0]!.filter).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    await user.selectOptions(screen.getByLabelText('统计维度', { selector: 'select' }), 'shop');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站 · eBay' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '7');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)!.filter).toMatchObject({ groupBy: 'shop', shopIds: [7] }));
    const shop = (await screen.findByRole('columnheader', { name: '店铺' })).closest('table')!;
    expect(within(shop).getByText('德国站').closest('tr')).toHaveTextContent('eBay');
  });

  it('shows the empty state, the server refusal and the error state', async () => {
    const user = userEvent.setup();
    mockReportScreen(shopOptions, 'PublicationStatistics', 'publicationStatistics', (v) =>
      v.filter.shopIds ? reportRefusal('统计周期最长一年（366 天）') : stats('QueryPublicationStatisticsSuccess', 'staff', [], figures(0, 0, 0, 0, null)),
    );
    const { unmount } = renderPage(<PublicationStatisticsPage />, { path: '/publicationStatistics', permissions: ['publicationStatistics'] });
    expect(await screen.findByText('所选时间段内没有新建或提交的刊登')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站 · eBay' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '7');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('统计周期最长一年（366 天）')).toBeInTheDocument();
    unmount();
    await expectLoadFailure('PublicationStatistics', () =>
      renderPage(<PublicationStatisticsPage />, { path: '/publicationStatistics', permissions: ['publicationStatistics'] }),
    );
  });
});

describe('PublicationTrendPage', () => {
  it('lists every day with a totals row and draws the trend, in English', async () => {
    setLang('en');
    mockReportScreen(shopOptions, 'PublicationTrend', 'publicationTrend', () =>
      stats(
        'QueryPublicationTrendSuccess',
        'day',
        [row('2026-03-01', '2026-03-01', null, figures(2, 2, 1, 1, 50)), row('2026-03-02', '2026-03-02', null, figures(0, 0, 0, 0, null))],
        figures(2, 2, 1, 1, 50),
      ),
    );
    renderPage(<PublicationTrendPage />, { path: '/publicationStatisticsV2', permissions: ['publicationStatisticsV2'] });
    expect((await screen.findByText('2026-03-01')).closest('tr')).toHaveTextContent(/2\s*2\s*1\s*1\s*50\.00%/);
    expect(screen.getByText('2026-03-02').closest('tr')).toHaveTextContent('—');
    expect(screen.getByText('Total', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByText('Listings per day')).toBeInTheDocument();
    expect(screen.queryByLabelText('Group by', { selector: 'select' })).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing happened in the period', async () => {
    mockReportScreen(shopOptions, 'PublicationTrend', 'publicationTrend', () =>
      stats('QueryPublicationTrendSuccess', 'day', [row('2026-03-01', '2026-03-01', null, figures(0, 0, 0, 0, null))], figures(0, 0, 0, 0, null)),
    );
    renderPage(<PublicationTrendPage />, { path: '/publicationStatisticsV2', permissions: ['publicationStatisticsV2'] });
    expect(await screen.findByText('所选时间段内没有新建或提交的刊登')).toBeInTheDocument();
  });
});
