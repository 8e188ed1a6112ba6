/** Test helper: msw answers for what the phone home (/homeWap) loads besides the menu. */
import { graphql, HttpResponse } from '../../test/server';
import { homeBottomDataData, homeDashboardData, homeSalesReportData } from '../home/testing';
import { summary } from '../messages/fixtures';
import type { BellSummaryQuery } from '../messages/messages.generated';

export interface MobileHomeData {
  dashboard?: Parameters<typeof homeDashboardData>[0];
  /** Orders per day for the last days (the last one is today), per platform line. */
  orders?: { name: string; platformType: number | null; data: number[] }[];
  sales?: { name: string; platformType: number | null; data: number[] }[];
  bottom?: Parameters<typeof homeBottomDataData>[0];
  notices?: BellSummaryQuery;
}

export function mobileHomeHandlers(data: MobileHomeData = {}) {
  return [
    graphql.query('HomeDashboard', () => HttpResponse.json({ data: homeDashboardData(data.dashboard) })),
    graphql.query('HomeSalesReport', ({ variables }) => {
      const quantity = (variables as { filter?: { numberType?: string } }).filter?.numberType === 'quantity';
      return HttpResponse.json({
        data: homeSalesReportData({ numberType: quantity ? 'quantity' : 'price', series: (quantity ? data.orders : data.sales) ?? [] }),
      });
    }),
    graphql.query('HomeBottomData', () => HttpResponse.json({ data: homeBottomDataData(data.bottom) })),
    graphql.query('BellSummary', () => HttpResponse.json({ data: data.notices ?? summary(0, []) })),
  ];
}
