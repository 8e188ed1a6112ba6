// Crawler entries of the review screens (issue 21: /commentManagement, /allegroComment; see
// DomainOperations in operations.ts). The seed stores an authorized sandbox Allegro shop with one
// unanswered negative review; company A lists with B's shop id (nothing), reads and replies to B's
// review id ("not found", B's review unchanged) and pulls B's shop ("not found"). Allegro lets a
// reply be replaced, so the crawl may reply again.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const reviewOperations: DomainOperations = {
  operations: [
    {
      field: 'reviews',
      query: `query($f: ReviewFilter) { reviews(filter: $f, limit: 5) { ${E} ... on QueryReviewsSuccess { data { totalCount nodes { id rating shopName } } } } }`,
      variables: (i) => ({ f: { shopId: i.rvShopId } }),
    },
    {
      field: 'reviewCounts',
      query: `query($f: ReviewFilter) { reviewCounts(filter: $f) { ${E} ... on QueryReviewCountsSuccess { data { all negative unanswered } } } }`,
      variables: (i) => ({ f: { platform: 'allegro', shopId: i.rvShopId } }),
    },
    {
      field: 'review',
      query: `query($id: Int!) { review(id: $id) { ${E} ... on QueryReviewSuccess { data { id replyStatus } } } }`,
      variables: (i) => ({ id: i.rvReviewId }),
      foreign: 'notFound',
    },
    {
      field: 'reviewShops',
      query: `{ reviewShops(platform: "allegro") { ${E} ... on QueryReviewShopsSuccess { data { id shopName } } } }`,
      variables: () => ({}),
    },
    {
      field: 'replyToReview',
      query: `mutation($i: ReviewReplyInput!) { replyToReview(input: $i) { ${E} ... on MutationReplyToReviewSuccess { data { id replyStatus } } } }`,
      variables: (i) => ({ i: { id: i.rvReviewId, text: 'Sorry, we sent a new one' } }),
      foreign: 'notFound',
    },
    {
      field: 'pullReviews',
      query: `mutation($s: Int) { pullReviews(platform: "allegro", shopId: $s) { ${E} ... on MutationPullReviewsSuccess { data { failed shops { shopId created } } } } }`,
      variables: (i) => ({ s: i.rvShopId }),
      foreign: 'notFound',
    },
  ],

  /** An authorized sandbox Allegro shop with one unanswered negative review. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({
      data: { companyId, platformType: 9, platform: 'allegro', shopName: `RV Allegro ${tag}`, status: 1, authToken: `sbx_rv_${tag}` },
    });
    const row = await ctx.db.review.create({
      data: {
        companyId,
        shopId: shop.id,
        platformReviewId: `rv-crawl-${tag}`,
        platformOrderNo: `RVO-crawl-${tag}`,
        buyerAccount: 'crawl_buyer',
        rating: 1,
        sentiment: 'negative',
        content: 'Paczka uszkodzona',
        reviewedAt: new Date('2026-05-01T00:00:00Z'),
      },
    });
    return { rvShopId: shop.id, rvReviewId: row.id };
  },

  snapshot: (db, companyId) => db.review.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
};
