// GraphQL of the review screens (issue 21: /commentManagement, /allegroComment): the reviews of a
// screen page by page with their counts, the screen's shop filter, the seller's reply and "pull
// now". The permission depends on the screen the arguments name (or on the review's marketplace),
// so the fields need a signed-in caller and the service asks for the page (reading) or its
// `.handle` (replying, pulling) — listed in NOT_PERMISSION_GUARDED with that reason.
import { platformName, reviewRuleOf } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { commandsOn, exposeFields } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import type { Review } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { loadUserName, requestLoader } from '../../platform/lookups';
import { loadShopName } from '../orders/orders.lookups';
import * as service from './reviews.service';
import { pullResultTypes } from '../marketplaces/paged-pull.graphql';

const readingCmd = { errors: {}, authScopes: { loggedIn: true as const } };
const actingCmd = { ...readingCmd, extensions: { operateModule: 'reviews' } };

/** The marketplace (platform type) of a review's shop, batched per request. */
function shopPlatform(ctx: RequestContext, shopId: number): Promise<number> {
  return requestLoader<number, number>(ctx, 'reviewShopPlatform', async (ids) => {
    const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids] } }, select: { id: true, platformType: true } });
    return ids.map((i) => rows.find((r) => r.id === i)?.platformType ?? 0);
  })
    .load(shopId)
    .then((t) => t ?? 0);
}

const ReviewRef = builder.objectRef<Review & { platformType?: number }>('Review').implement({
  description: "A buyer's review of a shop (eBay feedback, Allegro comment, …) and the seller's reply",
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopId: 'Int', platformReviewId: "String: The marketplace's review id" }),
    shopName: t.string({ resolve: (r, _a, ctx) => loadShopName(ctx, r.shopId) }),
    platformType: t.int({
      resolve: async (r, _a, ctx) => await shopPlatform(ctx, r.shopId),
    }),
    platform: t.string({
      description: 'The marketplace name (ebay, allegro, …)',
      resolve: async (r, _a, ctx) => platformName(await shopPlatform(ctx, r.shopId)) ?? '',
    }),
    replyMax: t.int({
      description: "The marketplace's reply length limit",
      resolve: async (r, _a, ctx) => reviewRuleOf(await shopPlatform(ctx, r.shopId))?.replyMax ?? 0,
    }),
    replyOnce: t.boolean({
      description: 'Whether the marketplace allows one reply only',
      resolve: async (r, _a, ctx) => reviewRuleOf(await shopPlatform(ctx, r.shopId))?.replyOnce ?? true,
    }),
    orderId: t.exposeInt('orderId', { nullable: true, description: 'The local order of the same marketplace order number' }),
    ...exposeFields(t, {
      platformOrderNo: 'String',
      buyerAccount: 'String',
      buyerName: 'String',
      rating: 'Int: 1-5 stars',
      sentiment: 'String: positive, neutral or negative',
      content: "String: The buyer's words",
      replyStatus: 'String: none, replied or failed',
      reply: "String: The seller's reply (the attempted one when failed)",
      replyError: "String: The marketplace's reason of a failed reply",
      repliedAt: 'DateTime?',
      replyDeadline: "DateTime?: The marketplace's reply-by time; null: none",
      reviewedAt: 'DateTime',
    }),
    repliedBy: t.string({ nullable: true, resolve: (r, _a, ctx) => (r.repliedBy ? loadUserName(ctx, r.repliedBy) : null) }),
  }),
});

const ReviewPage = builder.objectRef<{ totalCount: number; nodes: Review[] }>('ReviewPage').implement({
  fields: (t) => ({ totalCount: t.exposeInt('totalCount'), nodes: t.field({ type: [ReviewRef], resolve: (p) => p.nodes }) }),
});
const Counts = builder.objectRef<{ all: number; positive: number; neutral: number; negative: number; unanswered: number }>('ReviewCounts').implement({
  fields: (t) => ({ ...exposeFields(t, { all: 'Int', positive: 'Int', neutral: 'Int', negative: 'Int', unanswered: 'Int: Not replied (none or failed)' }) }),
});
const ShopOption = builder.objectRef<{ id: number; shopName: string; alias: string; status: number; platformType: number }>('ReviewShop').implement({
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', shopName: 'String', alias: 'String', status: 'Int: 1 authorized', platformType: 'Int' }) }),
});
const PullResult = pullResultTypes('Review');

const Filter = plainInput('ReviewFilter', {
  platform: "String: The screen: '' or none all marketplaces with reviews (/commentManagement), allegro (/allegroComment)",
  platformType: "Int: One marketplace of the screen's",
  shopId: 'Int',
  rating: 'Int: 1-5',
  sentiment: 'String: positive, neutral or negative',
  replyStatus: 'String: none, replied or failed',
  keyword: 'String: Buyer, text or marketplace order number (contains)',
});
type FilterArgs = service.ReviewFilter;

const ReplyInput = plainInput('ReviewReplyInput', {
  id: 'Int!: The review',
  text: "String!: The reply (at most the marketplace's limit)",
});

builder.queryFields((t) => ({
  reviews: t.field({
    type: ReviewPage,
    ...readingCmd,
    description: 'The reviews of a screen (needs its page), newest first',
    args: {
      filter: t.arg({ type: Filter }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: 'Rows of the page (default 20, at most 100)' }),
    },
    resolve: (_r, a, ctx) => service.listReviews(ctx, compact(a.filter ?? {}) as FilterArgs, { offset: a.offset, limit: a.limit }),
  }),
  reviewCounts: t.field({
    type: Counts,
    ...readingCmd,
    description: 'Reviews per sentiment and unanswered ones, of exactly the reviews the filter shows (the summary line of the list)',
    args: { filter: t.arg({ type: Filter }) },
    resolve: (_r, a, ctx) => service.reviewCounts(ctx, compact(a.filter ?? {}) as FilterArgs),
  }),
  review: t.field(commandsOn(ReviewRef).byId(readingCmd, service.review, 'One review (needs the page of a screen showing it)')),
  reviewShops: t.field(
    commandsOn([ShopOption]).byArgs(
      readingCmd,
      { platform: 'String: The screen (see ReviewFilter.platform)' },
      service.reviewShops,
      "The caller's shops of a screen's marketplaces",
    ),
  ),
}));

builder.mutationFields((t) => ({
  replyToReview: t.field(
    commandsOn(ReviewRef).byInput(
      actingCmd,
      ReplyInput,
      (ctx, input) => service.replyToReview(ctx, input),
      "The seller's reply, sent to the marketplace first (needs the .handle of a screen showing the review); a refusal leaves the reply failed with the marketplace's reason",
    ),
  ),
  pullReviews: t.field(
    commandsOn(PullResult).byArgs(
      actingCmd,
      { platform: 'String: The screen (see ReviewFilter.platform)', shopId: "Int: One shop; none: every authorized shop of the screen's marketplaces" },
      (ctx, a) => service.pullReviewsNow(ctx, a),
      "Pulls the marketplaces' reviews now (needs the .handle of the screen's page)",
    ),
  ),
}));
