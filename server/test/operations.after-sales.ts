// Crawler entries of the after-sales screens (issue 21 item 6; see DomainOperations in operations.ts).
// The seed stores an authorized sandbox eBay shop with an open dispute; company A lists with B's
// shop id (nothing), reads and answers B's case id ("not found", B's case unchanged) and pulls B's
// shop ("not found"). Replying is repeatable (replied → replied), so the crawl may call it again.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const afterSalesOperations: DomainOperations = {
  operations: [
    {
      field: 'afterSalesCases',
      query: `query($f: AfterSalesFilter!) { afterSalesCases(filter: $f, limit: 5) { ${E} ... on QueryAfterSalesCasesSuccess { data { totalCount nodes { id platformCaseId shopName } } } } }`,
      variables: (i) => ({ f: { kind: 'dispute', platform: 'ebay', shopId: i.asShopId } }),
    },
    {
      field: 'afterSalesStatusCounts',
      query: `query($f: AfterSalesFilter!) { afterSalesStatusCounts(filter: $f) { ${E} ... on QueryAfterSalesStatusCountsSuccess { data { all statuses { status count } } } } }`,
      variables: (i) => ({ f: { kind: 'dispute', shopId: i.asShopId } }),
    },
    {
      field: 'afterSalesCase',
      query: `query($id: Int!) { afterSalesCase(id: $id) { ${E} ... on QueryAfterSalesCaseSuccess { data { id status history { action } } } } }`,
      variables: (i) => ({ id: i.asCaseId }),
      foreign: 'notFound',
    },
    {
      field: 'afterSalesShops',
      query: `{ afterSalesShops(kind: "dispute", platform: "ebay") { ${E} ... on QueryAfterSalesShopsSuccess { data { id shopName } } } }`,
      variables: () => ({}),
    },
    {
      field: 'afterSalesAction',
      query: `mutation($i: AfterSalesActionInput!) { afterSalesAction(input: $i) { ${E} ... on MutationAfterSalesActionSuccess { data { id status } } } }`,
      variables: (i) => ({ i: { id: i.asCaseId, action: 'reply', text: 'We shipped it' } }),
      foreign: 'notFound',
    },
    {
      field: 'pullAfterSales',
      query: `mutation($s: Int) { pullAfterSales(kind: "dispute", platform: "ebay", shopId: $s) { ${E} ... on MutationPullAfterSalesSuccess { data { failed shops { shopId created } } } } }`,
      variables: (i) => ({ s: i.asShopId }),
      foreign: 'notFound',
    },
  ],

  /** An authorized sandbox eBay shop with one open dispute. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({
      data: { companyId, platformType: 1, platform: 'ebay', shopName: `AS eBay ${tag}`, status: 1, authToken: `sbx_as_${tag}` },
    });
    const opened = new Date('2026-05-01T00:00:00Z');
    const row = await ctx.db.afterSalesCase.create({
      data: {
        companyId,
        shopId: shop.id,
        kind: 'dispute',
        platformCaseId: `d-crawl-${tag}`,
        platformOrderNo: `ASO-crawl-${tag}`,
        buyerAccount: 'crawl_buyer',
        amount: '12.50',
        buyerComment: 'Item not received',
        openedAt: opened,
        platformUpdatedAt: opened,
        deadline: new Date('2026-05-08T00:00:00Z'),
        history: [{ at: opened.toISOString(), action: 'opened', from: '', to: 'open', text: 'Item not received', by: null }],
      },
    });
    return { asShopId: shop.id, asCaseId: row.id };
  },

  snapshot: (db, companyId) => db.afterSalesCase.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
};
