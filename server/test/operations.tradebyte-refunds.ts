// Crawler entries of tradebyte-refunds (issue 8; see DomainOperations in operations.ts). The seed
// stores a Tradebyte shop with one return to be processed; company A lists with B's shop id
// (nothing) and handles B's return id: "not found", B's returns unchanged.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const tradebyteRefundOperations: DomainOperations = {
  operations: [
    { field: 'tradebyteShops', query: '{ tradebyteShops { id shopName } }', variables: () => ({}) },
    {
      field: 'tradebyteRefunds',
      query: `query($f: TradebyteRefundFilter) { tradebyteRefunds(filter: $f, limit: 5) { ${E} ... on QueryTradebyteRefundsSuccess { data { totalCount nodes { id returnNo shopName } } } } }`,
      variables: (i) => ({ f: { status: 1, shopId: i.tradebyteShopId } }),
    },
    {
      field: 'tradebyteRefundStatusCounts',
      query: `query($f: TradebyteRefundFilter) { tradebyteRefundStatusCounts(filter: $f) { ${E} ... on QueryTradebyteRefundStatusCountsSuccess { data { pending all } } } }`,
      variables: (i) => ({ f: { shopId: i.tradebyteShopId } }),
    },
    {
      field: 'handleTradebyteRefunds',
      query: `mutation($i: TradebyteRefundHandleInput!) { handleTradebyteRefunds(input: $i) { ${E} ... on MutationHandleTradebyteRefundsSuccess { data { ids } } } }`,
      variables: (i) => ({ i: { ids: [i.tradebyteRefundId], action: 'refund' } }),
      foreign: 'notFound',
    },
  ],

  /** A Tradebyte shop with one return to be processed. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({ data: { companyId, platformType: 15, platform: 'tradebyte', shopName: `Tradebyte ${tag}`, status: 1 } });
    const refund = await ctx.db.tradebyteRefund.create({
      data: {
        companyId,
        shopId: shop.id,
        platformOrderNo: `TB-${tag}`,
        returnNo: `RET-${tag}`,
        platformSku: 'MUG',
        amount: '9.90',
        requestedAt: new Date('2026-05-01T00:00:00Z'),
      },
    });
    return { tradebyteShopId: shop.id, tradebyteRefundId: refund.id };
  },

  snapshot: (db, companyId) => db.tradebyteRefund.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
};
