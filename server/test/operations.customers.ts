// Crawler entries of customers and their blacklist (/customerManagement, issue 21 item 4; see
// DomainOperations in operations.ts). The seed makes two orders of one buyer in the company's shop
// and a blacklist entry per company; company A aiming at B's shop or entry gets "not found", and
// B's buyers never show in A's list. Blacklist entries are ShippingBlacklist rows (kind 'blacklist').
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const customerOperations: DomainOperations = {
  operations: [
    {
      field: 'customers',
      query: 'query($f: CustomerFilter) { customers(filter: $f, limit: 50) { totalCount nodes { shopId shopName buyerAccount orderCount blacklistId } } }',
      variables: (i) => ({ f: { shopId: i.shopId } }),
    },
    {
      field: 'buyerBlacklist',
      query: '{ buyerBlacklist(first: 100) { totalCount edges { node { id buyerAccount } } } }',
      variables: () => ({}),
      foreign: { list: 'cuBlacklistId' },
    },
    {
      field: 'blacklistBuyer',
      query: `mutation($i: BlacklistBuyerInput!) { blacklistBuyer(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { shopId: i.shopId, buyerAccount: `crawl-${i.shopId}`, reason: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'removeFromBlacklist',
      query: `mutation($id: Int!) { removeFromBlacklist(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.cuBlacklistId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.findFirstOrThrow({ orderBy: { id: 'asc' } });
    for (const n of [1, 2]) {
      await ctx.db.order.create({
        data: {
          companyId,
          shopId: shop.id,
          platformType: shop.platformType,
          platformOrderNo: `CU-${tag}-${n}`,
          orderNo: `CU-${tag}-${n}`,
          buyerAccount: `cu-buyer-${tag}`,
          totalAmount: '12.50',
          orderedAt: new Date(Date.UTC(2026, 0, n)),
          status: 'completed',
        },
      });
    }
    const entry = await ctx.db.shippingBlacklist.create({
      data: { companyId, buyerAccount: `cu-black-${tag}`, platformType: shop.platformType, cause: 'other', causeText: 'crawl seed' },
    });
    return { cuBlacklistId: entry.id };
  },

  async snapshot(db, companyId) {
    return db.shippingBlacklist.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
  },
};
