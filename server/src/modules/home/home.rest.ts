// REST compat of the home dashboard (spec 01 §7): home/dashboard, home/platformSaleReport and
// home/bottomChart (the `notice` route lives in messages.rest.ts). Thin: the services GraphQL uses.
import type { RestRoute } from '../../rest/router';
import * as home from './home.service';

const iso = (d: Date) => d.toISOString();

export const homeRoutes: RestRoute[] = [
  {
    // The client sends the chart's timeType, numberType and platformType here too; the figures do not depend on them.
    path: 'home/dashboard',
    auth: 'required',
    handler: async (ctx) => {
      const d = await home.homeDashboard(ctx);
      return { shop: d.shop, order: d.order, customerService: d.customerService, requestTime: iso(d.requestTime) };
    },
  },
  {
    path: 'home/platformSaleReport',
    auth: 'required',
    handler: async (ctx, body) => {
      const r = await home.homeSalesReport(ctx, { timeType: body.timeType, numberType: body.numberType, platformType: body.platformType });
      return {
        titles: r.titles,
        series: r.series.map((s) => ({ name: s.name, type: 'line', platformType: s.platformType, data: s.data, total: s.total })),
        legend: r.legend,
        filter: r.filter,
        timeType: r.timeType,
        numberType: r.numberType,
        platformType: r.platformType,
        currency: r.currency,
        missingCurrencies: r.missingCurrencies,
      };
    },
  },
  {
    path: 'home/bottomChart',
    auth: 'required',
    handler: async (ctx) => {
      const b = await home.homeBottomData(ctx);
      return {
        notices: b.notices.map((n) => ({ ...n, updateTime: iso(n.updateTime) })),
        alertNotices: b.alertNotices,
        orderMoneyTop10Shop: b.orderMoneyTop10Shop,
        orderNumPlatformPieChart: b.orderNumPlatformPieChart,
        unShippingOrder: b.unShippingOrder,
        windowStart: iso(b.windowStart),
        currency: b.currency,
        missingCurrencies: b.missingCurrencies,
      };
    },
  },
];
