// Crawler entries of the sales reports (issue 8; see DomainOperations in operations.ts). The seed
// writes a shop with one paid order directly, so the report filters can be aimed at another
// company's shop: "not found".
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const report = (field: string, success: string, fields: string, paged = true) =>
  `query($f: SalesReportFilter!) { ${field}(filter: $f${paged ? ', limit: 5' : ''}) { ${E} ... on ${success} { data { currency missingCurrencies ${fields} } } } }`;
/** The last 30 days (UTC), so the seeded order is inside. */
function period() {
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export const salesReportOperations: DomainOperations = {
  operations: [
    {
      field: 'salesAnalysisReport',
      query: report('salesAnalysisReport', 'QuerySalesAnalysisReportSuccess', 'rows { label orders salesAmount } totals { orders salesAmount }', false),
      variables: (i) => ({ f: { ...period(), shopId: i.srShopId } }),
      foreign: 'notFound',
    },
    {
      field: 'orderAnalysisReport',
      query: report(
        'orderAnalysisReport',
        'QueryOrderAnalysisReportSuccess',
        'totalCount rows { key label orders share } totals { orders } chart { key orders }',
      ),
      variables: (i) => ({ f: { ...period(), shopId: i.srShopId, dimension: 'shop' } }),
      foreign: 'notFound',
    },
    {
      field: 'storeAnalysisReport',
      query: report(
        'storeAnalysisReport',
        'QueryStoreAnalysisReportSuccess',
        'totalCount rows { shopId shopName salesAmount platformFee refundRate } totals { salesAmount } chart { label value }',
      ),
      variables: (i) => ({ f: { ...period(), shopId: i.srShopId } }),
      foreign: 'notFound',
    },
    // issue 22 item 7
    {
      field: 'salesReport',
      query: report(
        'salesReport',
        'QuerySalesReportSuccess',
        'totalCount rows { key label salesAmount platformFee } totals { salesAmount platformFee } trend { label value }',
      ),
      variables: (i) => ({ f: { ...period(), shopId: i.srShopId, groupBy: 'country' } }),
      foreign: 'notFound',
    },
    {
      field: 'storePerformance',
      query: report(
        'storePerformance',
        'QueryStorePerformanceSuccess',
        'totalCount rows { shopId shopName placedOrders onTimeRate } totals { salesAmount } chart { label value }',
      ),
      variables: (i) => ({ f: { ...period(), shopId: i.srShopId } }),
      foreign: 'notFound',
    },
    {
      field: 'orderPerformance',
      query: report('orderPerformance', 'QueryOrderPerformanceSuccess', 'rows { label placedOrders shippedOrders } totals { salesAmount }', false),
      variables: (i) => ({ f: { ...period(), shopId: i.srShopId } }),
      foreign: 'notFound',
    },
    { field: 'salesReportOptions', query: '{ salesReportOptions { shops { id name } platforms { platformType label } } }', variables: () => ({}) },
  ],

  /** A shop of the company's main account with one paid order of today. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({
      data: { companyId, platformType: 2, platform: 'amazon', shopName: `Sales report shop ${tag}`, status: 1, platformRate: '12' },
    });
    await ctx.db.order.create({
      data: {
        companyId,
        shopId: shop.id,
        platformType: 2,
        platformOrderNo: `SR-${tag}`,
        orderNo: `SR-${tag}-${companyId}`,
        status: 'shipped',
        currency: 'EUR',
        totalAmount: '25.00',
        shippingFee: '4.00',
        orderedAt: new Date(),
        country: 'DE',
        items: { create: [{ companyId, platformItemId: 'L1', platformSku: `SR-${tag}`, quantity: 2, unitPrice: '12.50' }] },
      },
    });
    return { srShopId: shop.id };
  },
};
