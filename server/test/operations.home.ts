// Crawler entries of the home dashboard (issue 8; see DomainOperations in operations.ts). The three
// queries take no ids: they read the caller's own company (and shops) only, so the crawls just run
// them (tenancy: no error; permissions: any signed-in account may ask, figures it may not open are
// null). home.test.ts proves the figures equal the lists they link to, per company and sub-account.
import type { DomainOperations } from './operations';

export const homeOperations: DomainOperations = {
  operations: [
    {
      field: 'homeDashboard',
      query: `{ homeDashboard { shop { total authFailed } order { outOfStock processing expireDelivery overseaCancel unmatchedOver12Hours unmatchedOver24Hours collectTimeout collectException } customerService { tradebyteRefund } requestTime } }`,
      variables: () => ({}),
    },
    {
      field: 'homeSalesReport',
      query: `{ homeSalesReport(filter: { timeType: "day", numberType: "price", platformType: "" }) { __typename ... on Error { messageId } ... on QueryHomeSalesReportSuccess { data { titles legend series { name data } filter { key options { value } } } } } }`,
      variables: () => ({}),
    },
    {
      field: 'homeBottomData',
      query: `{ homeBottomData { notices { id } alertNotices { title } orderMoneyTop10Shop { shopName orderAmount } orderNumPlatformPieChart { name y percent } unShippingOrder { orderNumTotal list { platformTypeName orderNum } } } }`,
      variables: () => ({}),
    },
  ],
};
