import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { renderPage } from '../../test/renderPage';
import { mockReportScreen, reportRefusal, reportSuccess } from '../../test/reports';
import { CustomerServiceReportPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { expectLoadFailure } from '../../test/listStates';

const figures = (over: Record<string, unknown> = {}) => ({
  received: 4,
  buyerMessages: 5,
  answered: 3,
  answeredIn3Minutes: 1,
  answeredIn24Hours: 3,
  rate3Minutes: 25,
  rate24Hours: 75,
  medianFirstResponseMinutes: 10,
  unanswered: 1,
  ...over,
});
const shopOptions = {
  ShopChoices: {
    shopOptions: [
      { __typename: 'Shop', id: 7, platformType: 1, shopName: 'de-shop', alias: '德国站' },
      { __typename: 'Shop', id: 8, platformType: 33, shopName: 'my-shop', alias: '' },
    ],
  },
};
const report = (shops: any[], staff: any[] = [], cases: any[] = []) =>
  reportSuccess('QueryCustomerServiceReportSuccess', {
    __typename: 'CustomerServiceReport',
    from: '2026-03-01',
    to: '2026-03-02',
    shops,
    staff,
    cases,
    totals: { __typename: 'CustomerServiceFigures', ...figures({ received: 6, answeredIn3Minutes: 2, rate3Minutes: 33.33, rate24Hours: 66.67 }) },
  });
const shopRow = (shopId: number, shopName: string, platformType: number, over: Record<string, unknown> = {}) => ({
  __typename: 'CustomerServiceShopRow',
  shopId,
  shopName,
  platformType,
  ...figures(over),
});
const staffRow = (userId: number | null, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'CustomerServiceStaffRow',
  userId,
  name,
  ...figures(over),
});

const caseRow = (shopId: number, shopName: string, platformType: number, kind: string, over: Record<string, unknown> = {}) => ({
  __typename: 'CustomerServiceCaseRow',
  shopId,
  shopName,
  platformType,
  kind,
  opened: 3,
  closed: 1,
  open: 2,
  overdue: 1,
  responded: 1,
  medianFirstResponseMinutes: 30,
  ...over,
});

describe('CustomerServiceReportPage', () => {
  it('shows the after-sales cases per shop and kind, Allegro disputes included, even without buyer messages', async () => {
    mockReportScreen(shopOptions, 'CustomerServiceReport', 'customerServiceReport', () =>
      report(
        [],
        [],
        [
          caseRow(9, 'pl-shop', 9, 'dispute', { opened: 2, open: 1, overdue: 0, medianFirstResponseMinutes: 15 }),
          caseRow(7, '德国站', 1, 'cancellation'),
          caseRow(7, '德国站', 1, 'return', { responded: 0, medianFirstResponseMinutes: null }),
        ],
      ),
    );
    renderPage(<CustomerServiceReportPage />, { path: '/customerServiceReport', permissions: ['customerServiceReport'] });
    const table = await screen.findByRole('table', { name: '售后（取消、退货、纠纷）' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/pl-shop.*Allegro.*纠纷\s*2\s*1\s*1\s*0\s*1\s*15\.00/);
    expect(rows[1]).toHaveTextContent(/德国站.*eBay.*取消订单\s*3\s*1\s*2\s*1\s*1\s*30\.00/);
    expect(rows[2]).toHaveTextContent(/退货.*—/);
    // the buyer-message table still says it has nothing
    expect(screen.getByText('所选时间段内没有买家消息')).toBeInTheDocument();
  });

  it('shows each shop with its reply rates as percentages, the totals row and the staff table; filters by shop', async () => {
    const user = userEvent.setup();
    const calls = mockReportScreen(shopOptions, 'CustomerServiceReport', 'customerServiceReport', () =>
      report(
        [shopRow(7, '德国站', 1), shopRow(8, 'my-shop', 33, { rate3Minutes: 50, rate24Hours: null, medianFirstResponseMinutes: 721.26 })],
        [staffRow(3, 'Lina', { rate3Minutes: 50, rate24Hours: 100 }), staffRow(null, '', { rate3Minutes: 0 })],
      ),
    );
    renderPage(<CustomerServiceReportPage />, { path: '/customerServiceReport', permissions: ['customerServiceReport'] });
    const de = await findRow('德国站', { selector: 'td *' });
    expectTexts(de, 'eBay', '25.00%', '75.00%', '10.00');
    const my = getRow('my-shop', { selector: 'td *' });
    expectTexts(my, '50.00%', '—', '721.26');
    const total = getRow('合计', { selector: 'td *' });
    expectTexts(total, '33.33%', '66.67%');
    expect(screen.getByRole('heading', { name: '按客服统计' })).toBeInTheDocument();
    expect(screen.getByText('Lina').closest('tr')).toHaveTextContent('100.00%');
    expect(screen.getByText('平台后台回复').closest('tr')).toHaveTextContent('0.00%');
    expect(calls.reports[0]!.filter).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站 · eBay' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '7');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)!.filter).toMatchObject({ shopIds: [7] }));
  });

  it('shows the empty state, the server refusal and the error state', async () => {
    mockReportScreen(shopOptions, 'CustomerServiceReport', 'customerServiceReport', (v) =>
      v.filter.shopIds ? reportRefusal('统计周期最长一年（366 天）') : report([]),
    );
    const { unmount } = renderPage(<CustomerServiceReportPage />, { path: '/customerServiceReport', permissions: ['customerServiceReport'] });
    expect(await screen.findByText('所选时间段内没有买家消息')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '按客服统计' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站 · eBay' }).length).toBe(1));
    await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '7');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('统计周期最长一年（366 天）')).toBeInTheDocument();
    unmount();
    await expectLoadFailure('CustomerServiceReport', () =>
      renderPage(<CustomerServiceReportPage />, { path: '/customerServiceReport', permissions: ['customerServiceReport'] }),
    );
  });

  it('speaks English', async () => {
    setLang('en');
    mockReportScreen(shopOptions, 'CustomerServiceReport', 'customerServiceReport', () => report([shopRow(7, '德国站', 1)], [staffRow(null, '')]));
    renderPage(<CustomerServiceReportPage />, { path: '/customerServiceReport', permissions: ['customerServiceReport'] });
    expect(await screen.findByRole('columnheader', { name: /3-min reply rate/ })).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByText('Replied on the marketplace')).toBeInTheDocument();
  });
});
