// Crawler entries of the order profits (issue 22 items 6-7; see DomainOperations in operations.ts).
// Aimed at company B's shop, SKU, order or packaging material, every filter and input answers
// "not found"; B's orders never show in A's reports (the report rows carry no foreign ids).
import type { DomainOperations } from './operations';

const FIGS = 'orders goods profit';
const ERR = '... on Error { messageId }';

export const profitOperations: DomainOperations = {
  operations: [
    {
      field: 'profitReport',
      query: `query($f: ProfitReportFilter) { profitReport(filter: $f) { __typename ${ERR} ... on QueryProfitReportSuccess { data { totalCount rows { key ${FIGS} } totals { ${FIGS} } } } } }`,
      variables: (i) => ({ f: { shopIds: [i.shopId], skuId: i.skuId } }),
      foreign: 'notFound',
    },
    {
      field: 'profitReportOrder',
      query: `query($f: ProfitReportFilter) { profitReportOrder(filter: $f) { __typename ${ERR} ... on QueryProfitReportOrderSuccess { data { totalCount rows { orderId ${FIGS.replace('orders ', '')} } } } } }`,
      variables: (i) => ({ f: { shopIds: [i.shopId] } }),
      foreign: 'notFound',
    },
    {
      field: 'dataSummary',
      query: `query($f: ProfitReportFilter) { dataSummary(filter: $f) { __typename ${ERR} ... on QueryDataSummarySuccess { data { orderCount ${FIGS} stockValue payables } } } }`,
      variables: (i) => ({ f: { shopIds: [i.shopId] } }),
      foreign: 'notFound',
    },
    {
      field: 'recomputeOrderProfits',
      query: `mutation($i: RecomputeOrderProfitsInput!) { recomputeOrderProfits(input: $i) { __typename ${ERR} ... on MutationRecomputeOrderProfitsSuccess { data } } }`,
      variables: (i) => ({ i: { orderIds: [i.ordOrderId] } }),
      foreign: 'notFound',
    },
    {
      field: 'setOrderPackaging',
      query: `mutation($i: SetOrderPackagingInput!) { setOrderPackaging(input: $i) { __typename ${ERR} ... on MutationSetOrderPackagingSuccess { data { orderId profit } } } }`,
      variables: (i) => ({ i: { orderId: i.ordOrderId, materialId: i.packagingMaterialId, quantity: 1 } }),
      foreign: 'notFound',
    },
  ],
};
