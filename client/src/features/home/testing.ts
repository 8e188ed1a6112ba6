/** Test data of the home dashboard's queries (msw answers); the defaults are an empty company. */
import type { HomeBottomDataQuery, HomeDashboardQuery, HomeSalesReportQuery } from './home.generated';

type Dash = HomeDashboardQuery['homeDashboard'];
export function homeDashboardData(
  over: { shop?: Partial<Dash['shop']>; order?: Partial<Dash['order']>; customerService?: Partial<Dash['customerService']>; requestTime?: string } = {},
): HomeDashboardQuery {
  return {
    homeDashboard: {
      __typename: 'HomeDashboard',
      requestTime: over.requestTime ?? '2026-11-24T08:00:00.000Z',
      shop: { __typename: 'HomeShopFigures', total: 0, authFailed: 0, ...over.shop },
      order: {
        __typename: 'HomeOrderFigures',
        outOfStock: 0,
        processing: 0,
        expireDelivery: 0,
        overseaCancel: 0,
        unmatchedOver12Hours: 0,
        unmatchedOver24Hours: 0,
        collectTimeout: 0,
        collectException: 0,
        ...over.order,
      },
      customerService: { __typename: 'HomeCustomerServiceFigures', tradebyteRefund: 0, ...over.customerService },
    },
  };
}

type Report = Extract<HomeSalesReportQuery['homeSalesReport'], { data: unknown }>['data'];
export function homeSalesReportData(
  over: Partial<Omit<Report, 'series' | 'filter'>> & {
    series?: { name: string; platformType: number | null; data: number[] }[];
    platforms?: [string, string][];
  } = {},
): HomeSalesReportQuery {
  const { series = [], platforms = [], ...rest } = over;
  const titles = rest.titles ?? ['2026-11-22', '2026-11-23', '2026-11-24'];
  const opt = (value: string, label: string) => ({ __typename: 'HomeFilterOption' as const, value, label });
  return {
    homeSalesReport: {
      __typename: 'QueryHomeSalesReportSuccess',
      data: {
        __typename: 'HomeSalesReport',
        timeType: 'day',
        numberType: 'price',
        platformType: '',
        currency: 'CNY',
        missingCurrencies: [],
        ...rest,
        titles,
        legend: series.map((s) => s.name),
        series: series.map((s) => ({ __typename: 'HomeSalesSeries' as const, ...s, total: s.data.reduce((a, b) => a + b, 0) })),
        filter: [
          { __typename: 'HomeFilterGroup', key: 'timeType', options: [opt('day', 'Day'), opt('week', 'Week'), opt('month', 'Month')] },
          { __typename: 'HomeFilterGroup', key: 'platformType', options: [opt('', 'All'), ...platforms.map(([v, l]) => opt(v, l))] },
          { __typename: 'HomeFilterGroup', key: 'numberType', options: [opt('price', 'Sales amount'), opt('quantity', 'Order quantity')] },
        ],
      },
    },
  };
}

type Bottom = HomeBottomDataQuery['homeBottomData'];
export function homeBottomDataData(
  over: {
    notices?: Omit<Bottom['notices'][number], '__typename'>[];
    alertNotices?: Omit<Bottom['alertNotices'][number], '__typename'>[];
    orderMoneyTop10Shop?: Omit<Bottom['orderMoneyTop10Shop'][number], '__typename'>[];
    orderNumPlatformPieChart?: Omit<Bottom['orderNumPlatformPieChart'][number], '__typename'>[];
    unShipping?: Omit<Bottom['unShippingOrder']['list'][number], '__typename'>[];
    missingCurrencies?: string[];
  } = {},
): HomeBottomDataQuery {
  const list = (over.unShipping ?? []).map((r) => ({ __typename: 'HomeUnshippedPlatform' as const, ...r }));
  return {
    homeBottomData: {
      __typename: 'HomeBottomData',
      currency: 'CNY',
      missingCurrencies: over.missingCurrencies ?? [],
      notices: (over.notices ?? []).map((n) => ({ __typename: 'HomeNotice' as const, ...n })),
      alertNotices: (over.alertNotices ?? []).map((n) => ({ __typename: 'HomeAlertNotice' as const, ...n })),
      orderMoneyTop10Shop: (over.orderMoneyTop10Shop ?? []).map((n) => ({ __typename: 'HomeTopShop' as const, ...n })),
      orderNumPlatformPieChart: (over.orderNumPlatformPieChart ?? []).map((n) => ({ __typename: 'HomePlatformShare' as const, ...n })),
      unShippingOrder: { __typename: 'HomeUnshippedOrders', orderNumTotal: list.reduce((s, r) => s + r.orderNum, 0), list },
    },
  };
}
