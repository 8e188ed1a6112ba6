// The profit screens (issue 22 items 6-7): what a seller reads on /profitReport, /profitReportOrder and
// /dataSummary, the filter sent, the export of the same filter, and the refusal of a bad period.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { graphqlFailure, renderPage } from '../../test/renderPage';
import { mockGraphql } from '../../test/graphql';
import { setLang } from '../../i18n/lang';
import { mockReportScreen, reportRefusal, reportSuccess } from '../../test/reports';
import { findRow, expectTexts } from '../../test/rows';

vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
const { ProfitReportPage, ProfitReportOrderPage, DataSummaryPage, OrderProfitBreakdown } = await import('./index');

const SHOPS = {
  ProfitShopOptions: {
    shopOptions: [
      { __typename: 'ShopOption', id: 7, shopName: 'DE shop', alias: '德国站', platformType: 1 },
      { __typename: 'ShopOption', id: 8, shopName: '美国站', alias: '', platformType: 2 },
    ],
  },
};

/** The money terms of a row, its totals or the summary (yuan). */
const terms = (over: Record<string, unknown> = {}) => ({
  goods: '712.00',
  buyerFreight: '71.20',
  platformFee: '117.48',
  productCost: '101.00',
  packaging: '2.50',
  freight: '40.00',
  vat: '0.00',
  refunds: '10.00',
  profit: '512.22',
  margin: 0.7194,
  ...over,
});
const totals = (over: Record<string, unknown> = {}) => ({ __typename: 'ProfitFigures', orders: 3, ...terms({ profit: '600.00', ...over }) });

const report = (groupBy: string, rows: unknown[]) =>
  reportSuccess('QueryProfitReportSuccess', {
    __typename: 'ProfitReportResult',
    groupBy,
    totalCount: rows.length,
    rows,
    totals: totals(),
    chart: [{ __typename: 'ProfitChartPoint', label: groupBy === 'sku' ? 'MUG-RED' : '德国站', value: '512.22' }],
  });

describe('ProfitReportPage', () => {
  it('shows each shop with every term, the totals of the filter and the chart; groups by SKU with quantities; exports the filter', async () => {
    const user = userEvent.setup();
    const calls = mockReportScreen(SHOPS, 'ProfitReport', 'profitReport', (v) =>
      v.filter.groupBy === 'sku'
        ? report('sku', [{ __typename: 'ProfitReportRow', key: 'MUG-RED', label: 'MUG-RED', quantity: 4, orders: 2, ...terms() }])
        : report('shop', [{ __typename: 'ProfitReportRow', key: '7', label: '德国站', quantity: null, orders: 2, ...terms() }]),
    );
    renderPage(<ProfitReportPage />, { path: '/profitReport', permissions: ['profitReport'] });
    const tr = await findRow('德国站', { selector: 'td, td *' });
    for (const figure of ['712.00', '71.20', '117.48', '101.00', '2.50', '40.00', '10.00', '512.22', '71.94%']) expect(tr).toHaveTextContent(figure);
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('600.00');
    expect(calls.reports.at(-1)!.filter).toMatchObject({ groupBy: 'shop', granularity: 'day' });
    expect(calls.reports.at(-1)!.filter.from).toEqual(expect.any(String));
    expect(screen.queryByRole('columnheader', { name: '数量' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('汇总方式', { selector: 'select' }), 'sku');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    const sku = await findRow('MUG-RED', { selector: 'td, td *' });
    expect(within(sku).getAllByRole('cell')[1]).toHaveTextContent('4');
    expect(screen.getByRole('columnheader', { name: '数量' })).toBeInTheDocument();
    // by SKU the freight and fees belong to orders, not items: only goods, cost, profit and margin
    expect(screen.queryByRole('columnheader', { name: '平台费' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(calls.exports[0]!.input).toMatchObject({ reportType: 'profitReport', filter: { groupBy: 'sku' } });
  });

  it('shows the empty state, and the refusal of a period the server will not take on its field', async () => {
    const user = userEvent.setup();
    mockReportScreen(SHOPS, 'ProfitReport', 'profitReport', (v) => (v.filter.shopIds ? reportRefusal('查询时间段最长为366天') : report('shop', [])));
    renderPage(<ProfitReportPage />, { path: '/profitReport', permissions: ['profitReport'] });
    expect(await screen.findByText('所选条件下没有已发货订单的利润')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option', { name: '德国站' }).length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('店铺', { selector: 'select' }), '7');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('查询时间段最长为366天')).toBeInTheDocument();
  });
});

describe('ProfitReportOrderPage', () => {
  it('lists each order with its currency, rate, terms and cost / freight sources, and the totals', async () => {
    const calls = mockReportScreen(SHOPS, 'ProfitReportOrder', 'profitReportOrder', () =>
      reportSuccess('QueryProfitReportOrderSuccess', {
        __typename: 'ProfitReportOrderResult',
        totalCount: 1,
        rows: [
          {
            __typename: 'ProfitReportOrderRow',
            id: 1,
            orderId: 50,
            orderNo: 'SO000050',
            shopName: '德国站',
            platformType: 1,
            orderedAt: '2026-11-20T08:00:00.000Z',
            currency: 'EUR',
            rate: '7.8',
            goodsOriginal: '91.28',
            costSource: 'lot',
            freightSource: 'actual',
            ...terms(),
          },
        ],
        totals: totals(),
      }),
    );
    renderPage(<ProfitReportOrderPage />, { path: '/profitReportOrder', permissions: ['profitReportOrder'] });
    const tr = await findRow('SO000050', { selector: 'td, td *' });
    expectTexts(tr, 'EUR', '7.8', '512.22', '批次成本', '实际运费');
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('600.00');
    expect(calls.reports[0]).toMatchObject({ offset: 0 });
    expect(calls.reports[0]!.filter.keyword).toBeUndefined();
    // the search box finds one order by its order number or marketplace number
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('订单号 / 平台单号'), ' SO000050 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.reports.at(-1)!.filter).toMatchObject({ keyword: 'SO000050' }));
  });
});

describe('DataSummaryPage', () => {
  it('shows sales, profit, margin, orders, refunds, stock value and payables of the period', async () => {
    mockGraphql({
      ...SHOPS,
      DataSummary: {
        dataSummary: reportSuccess('QueryDataSummarySuccess', {
          __typename: 'DataSummary',
          from: '2026-10-30T00:00:00.000Z',
          to: '2026-11-28T23:59:59.999Z',
          orderCount: 120,
          shippedCount: 3,
          refundedCount: 1,
          stockValue: '1548.50',
          payables: '7057.54',
          orders: 3,
          ...terms(),
          series: [{ __typename: 'DataSummaryPoint', label: '2026-11-20', goods: '712.00', profit: '512.22' }],
        }),
      },
    });
    renderPage(<DataSummaryPage />, { path: '/dataSummary', permissions: ['dataSummary'] });
    const strip = await screen.findByRole('region', { name: '合计' });
    for (const figure of ['712.00', '512.22', '71.94%', '120', '1548.50', '7057.54']) expect(strip).toHaveTextContent(figure);
  });

  it('says the figures could not be loaded when the server fails, in English too', async () => {
    setLang('en');
    mockGraphql(SHOPS);
    server.use(graphql.query('DataSummary', () => HttpResponse.json(graphqlFailure())));
    renderPage(<DataSummaryPage />, { path: '/dataSummary', permissions: ['dataSummary'] });
    expect(await screen.findByText('Could not load the figures')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data summary' })).toBeInTheDocument();
  });
});

describe('OrderProfitBreakdown', () => {
  const profit = {
    __typename: 'OrderProfit',
    orderNo: 'SO000050',
    currency: 'EUR',
    rate: '7.8',
    rateSource: 'history',
    feeMode: 'inclusive',
    platformRate: '15',
    vatRate: '19',
    ...terms(),
    goodsOriginal: '91.28',
    buyerFreightOriginal: '9.13',
    platformFeeOriginal: '15.06',
    vatOriginal: '0',
    refundsOriginal: '1.28',
    costSource: 'lot',
    freightSource: 'actual',
    vatScheme: false,
    computedAt: '2026-11-21T08:00:00.000Z',
    costLines: [{ __typename: 'ProfitCostLine', sku: 'MUG-RED', quantity: 2, unitCost: '50.5', source: 'lot', lotId: 31 }],
    freightDetail: { __typename: 'ProfitFreightDetail', source: 'actual', amount: '40.00', billNo: 'YT-2611', priceCardId: null },
    refundDetails: [{ __typename: 'ProfitRefundDetail', kind: 'afterSales', ref: 'C-9', amount: '1.28', currency: 'EUR' }],
    packagingDetail: { __typename: 'ProfitPackagingDetail', name: 'Mailer box S', quantity: 1, unitPrice: '2.5' },
  };

  it('explains every term with its source in the seller’s words: rate, fee mode, lot, carrier bill, refund, packaging', async () => {
    mockGraphql({ OrderProfit: { order: { __typename: 'Order', id: 50, profit } } });
    renderPage(<OrderProfitBreakdown orderId={50} />, { path: '/orders', permissions: ['profitReportOrder'] });
    const section = await screen.findByRole('region', { name: '订单利润' });
    await within(section).findByText('MUG-RED × 2 @ 50.5（批次 #31）');
    expectTexts(
      section,
      'EUR 执行汇率 7.8（下单日汇率）',
      '平台费率 15%（（商品 + 买家运费）÷（1 + 费率）× 费率）',
      '物流账单 YT-2611',
      '售后退款 C-9：1.28 EUR',
      'Mailer box S × 1 @ 2.5',
      '店铺不在增值税方案中',
      '利润率 71.94%',
    );
    expect(section).not.toHaveTextContent(/inclusive|history|afterSales/);
  });

  it('says when the profit comes before the order ships, and shows nothing without the order profit page', async () => {
    mockGraphql({ OrderProfit: { order: { __typename: 'Order', id: 51, profit: null } } });
    const { unmount } = renderPage(<OrderProfitBreakdown orderId={51} />, { path: '/orders', permissions: ['profitReportOrder'] });
    expect(await screen.findByText('订单发货后计算利润')).toBeInTheDocument();
    unmount();
    renderPage(<OrderProfitBreakdown orderId={51} />, { path: '/orders', permissions: ['orders'] });
    await waitFor(() => expect(screen.queryByRole('region', { name: '订单利润' })).not.toBeInTheDocument());
  });
});
