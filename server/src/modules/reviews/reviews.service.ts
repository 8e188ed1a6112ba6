// Buyer reviews (issue 21; spec 02 §2 /commentManagement, /allegroComment). Reviews are pulled from
// each authorized shop of a marketplace that has them (REVIEW_PLATFORMS) through the connector's
// fetchReviews, after the shop's stored cursor (unique per shop and marketplace review id, so
// pulling twice creates nothing and a re-delivered page is harmless; the cursor is stored with the
// page it covers, as the after-sales pull does). The seller's reply is checked first (empty, over
// the marketplace's limit, a second reply where the marketplace allows one: typed errors, nothing
// written), then sent to the marketplace (replyToReview); a refusal leaves the reply 'failed' with
// the marketplace's words, a marketplace that does not answer changes nothing.
//
// Screens and permissions: /commentManagement shows the reviews of every marketplace that has them
// (platform '' or null), /allegroComment Allegro's only (platform 'allegro'); reading needs the
// screen's page, replying and pulling its `.handle`. A review by id may be handled from either
// screen that shows it: commentManagement.handle, or allegroComment.handle for an Allegro shop.
import {
  PLATFORM_TYPES,
  REVIEW_REPLY_STATUSES,
  REVIEW_SENTIMENTS,
  reviewPlatformTypes,
  reviewReplyInput,
  reviewReplyProblems,
  reviewRuleOf,
  SHOP_STATUS,
  type PermissionName,
} from '@erp/schema';
import type { Prisma, Review } from '../../generated/prisma/client';
import type { MarketplaceReview } from '../../platform/connectors';
import { allowedShopsWhere, assertCan, can, permissionDenied, requireActor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { AppError, BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { connectorShopOf, pullPages, storeWithCursor } from '../marketplaces/paged-pull';

/** Rows of one page at most. */
export const REVIEWS_PAGE_MAX = 100;
/** Reviews per connector page, and pages per pull at most. */
const PULL_PAGE = 100;
const MAX_PAGES = 50;

type Screen = { page: PermissionName; handle: PermissionName; platformTypes: number[] };

/** The screen of a platform parameter: '' / null → /commentManagement (all), 'allegro' → /allegroComment. */
export function reviewScreen(platform: string | null | undefined): Screen {
  if (!platform) return { page: 'commentManagement', handle: 'commentManagement.handle', platformTypes: reviewPlatformTypes(null)! };
  if (platform === 'allegro') return { page: 'allegroComment', handle: 'allegroComment.handle', platformTypes: [PLATFORM_TYPES.allegro] };
  throw ValidationError.field('platform', 'review.platformUnknown', { platform });
}

/** Whether the caller may handle (or read, `page`) a review of this marketplace from a screen that shows it. */
function mayOnReview(ctx: RequestContext, platformType: number, kind: 'page' | 'handle'): PermissionName | null {
  const actor = requireActor(ctx);
  const all = reviewScreen(null);
  const allegro = reviewScreen('allegro');
  if (can(actor, all[kind])) return null;
  if (platformType === PLATFORM_TYPES.allegro && can(actor, allegro[kind])) return null;
  return all[kind];
}

export interface ReviewFilter {
  /** The screen: '' / null all marketplaces with reviews, 'allegro' Allegro only. */
  platform?: string | null;
  /** One marketplace of the screen's (platform type). */
  platformType?: number | null;
  shopId?: number | null;
  /** 1-5 */
  rating?: number | null;
  /** positive | neutral | negative */
  sentiment?: string | null;
  /** none | replied | failed */
  replyStatus?: string | null;
  /** Buyer, text or marketplace order number (contains, any case). */
  keyword?: string | null;
}

/** The caller's shops of a screen's marketplaces (its shop filter), any status. */
export async function screenShops(ctx: RequestContext, platform: string | null | undefined) {
  const actor = requireActor(ctx);
  const screen = reviewScreen(platform);
  return ctx.db.shop.findMany({
    where: { AND: [allowedShopsWhere(actor) as Prisma.ShopWhereInput, { platformType: { in: screen.platformTypes } }] },
    select: { id: true, shopName: true, alias: true, status: true, platformType: true },
    orderBy: { id: 'asc' },
  });
}

/** The shop filter of a screen (needs its page). */
export async function reviewShops(ctx: RequestContext, args: { platform?: string | null }) {
  assertCan(ctx, reviewScreen(args.platform).page);
  return screenShops(ctx, args.platform);
}

/** THE filter of a screen: its page, the reviews of its marketplaces' shops the caller may see. */
export async function reviewsWhere(ctx: RequestContext, f: ReviewFilter): Promise<Prisma.ReviewWhereInput> {
  assertCan(ctx, reviewScreen(f.platform).page);
  const shops = await screenShops(ctx, f.platform);
  const ids = shops.filter((s) => !f.platformType || s.platformType === f.platformType).map((s) => s.id);
  const and: Prisma.ReviewWhereInput[] = [{ shopId: { in: ids } }];
  if (f.shopId) and.push({ shopId: f.shopId });
  if (f.rating != null) {
    if (!Number.isInteger(f.rating) || f.rating < 1 || f.rating > 5) throw ValidationError.field('rating', 'review.filterInvalid');
    and.push({ rating: f.rating });
  }
  if (f.sentiment) {
    if (!(REVIEW_SENTIMENTS as readonly string[]).includes(f.sentiment)) throw ValidationError.field('sentiment', 'review.filterInvalid');
    and.push({ sentiment: f.sentiment });
  }
  if (f.replyStatus) {
    if (!(REVIEW_REPLY_STATUSES as readonly string[]).includes(f.replyStatus)) throw ValidationError.field('replyStatus', 'review.filterInvalid');
    and.push({ replyStatus: f.replyStatus });
  }
  const k = f.keyword?.trim();
  if (k)
    and.push({
      OR: (['buyerAccount', 'buyerName', 'content', 'platformOrderNo'] as const).map((field) => ({ [field]: { contains: k, mode: 'insensitive' } })),
    });
  return { AND: and };
}

export async function listReviews(ctx: RequestContext, f: ReviewFilter, page: { offset?: number | null; limit?: number | null } = {}) {
  const where = await reviewsWhere(ctx, f);
  const offset = page.offset ?? 0;
  const limit = page.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0) throw ValidationError.field('offset', 'validation.offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > REVIEWS_PAGE_MAX) throw ValidationError.field('limit', 'validation.pageSize', { max: REVIEWS_PAGE_MAX });
  const [totalCount, nodes] = await Promise.all([
    ctx.db.review.count({ where }),
    ctx.db.review.findMany({ where, orderBy: [{ reviewedAt: 'desc' }, { id: 'desc' }], skip: offset, take: limit }),
  ]);
  return { totalCount, nodes };
}

/**
 * Reviews per sentiment and unanswered ones, for the screen's summary line: of exactly the reviews
 * the page's filter shows (every criterion, rating, sentiment and reply state included), so the
 * line always adds up to the list's total.
 */
export async function reviewCounts(ctx: RequestContext, f: ReviewFilter) {
  const where = await reviewsWhere(ctx, f);
  const [rows, unanswered] = await Promise.all([
    ctx.db.review.groupBy({ by: ['sentiment'], where, _count: { _all: true } }),
    ctx.db.review.count({ where: { AND: [where, { replyStatus: { not: 'replied' } }] } }),
  ]);
  const of = (s: string) => rows.find((r) => r.sentiment === s)?._count._all ?? 0;
  return { all: rows.reduce((n, r) => n + r._count._all, 0), positive: of('positive'), neutral: of('neutral'), negative: of('negative'), unanswered };
}

/** A visible review and its shop; another company's or a hidden shop's is not found. */
async function visibleReview(ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  const found = await ctx.db.review.findFirst({ where: { AND: [allowedShopsWhere(actor, 'shopId') as Prisma.ReviewWhereInput, { id }] } });
  const shop = found ? await ctx.db.shop.findFirst({ where: { id: found.shopId } }) : null;
  if (!found || !shop) throw new NotFoundError('review.notFound', { id, field: 'id' });
  return { found, shop };
}

export async function review(ctx: RequestContext, id: number) {
  const { found, shop } = await visibleReview(ctx, id);
  const missing = mayOnReview(ctx, shop.platformType, 'page');
  if (missing) throw permissionDenied(missing);
  return found;
}

// ---- pull ----------------------------------------------------------------------------------------

/**
 * Pulls one shop's reviews now: every page after its stored cursor. New reviews are created
 * (linked to the local order of the same marketplace order number); a known one only takes a
 * reply the seller wrote on the marketplace's own site. A marketplace without reviews answers none.
 */
export async function pullShopReviews(
  ctx: RequestContext,
  shopId: number,
  opts: { now?: Date; limit?: number; platform?: string | null } = {},
): Promise<{ shopId: number; created: number; updated: number }> {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor) as Prisma.ShopWhereInput] } });
  if (!shop) throw new NotFoundError('order.shopNotFound', { id: shopId, field: 'shopId' });
  const missing = mayOnReview(ctx, shop.platformType, 'handle');
  if (missing) throw permissionDenied(missing);
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError('review.shopNotAuthorized');
  const result = { shopId, created: 0, updated: 0 };
  const connector = ctx.platform.connectors.get(shop.platformType);
  if (!connector.fetchReviews || !reviewRuleOf(shop.platformType)) return result;
  const row = await ctx.db.reviewCursor.findFirst({ where: { shopId } });
  const at = { shopId, companyId: actor.companyId };
  const from = { cursor: row?.cursor ?? '', limit: opts.limit ?? PULL_PAGE, now: opts.now, maxPages: MAX_PAGES };
  await pullPages(shop, from, connector.fetchReviews.bind(connector), async (answer) => {
    if (!answer.supported) return false;
    const store = (tx: Tx, r: MarketplaceReview) => storeReview(tx, actor.companyId, shop.id, r);
    await storeWithCursor(ctx, { ...at, nextCursor: answer.nextCursor }, answer.reviews, store, (tx) => tx.reviewCursor, result);
    return answer;
  });
  return result;
}

async function storeReview(tx: Tx, companyId: number, shopId: number, r: MarketplaceReview): Promise<'created' | 'updated' | 'same'> {
  const known = await tx.review.findUnique({ where: { shopId_platformReviewId: { shopId, platformReviewId: r.reviewId } } });
  if (!known) {
    const order = r.platformOrderNo
      ? await tx.order.findFirst({ where: { shopId, platformOrderNo: r.platformOrderNo }, select: { id: true }, orderBy: { id: 'asc' } })
      : null;
    await tx.review.create({
      data: {
        companyId,
        shopId,
        platformReviewId: r.reviewId,
        platformOrderNo: r.platformOrderNo,
        orderId: order?.id ?? null,
        buyerAccount: r.buyerAccount,
        buyerName: r.buyerName,
        rating: r.rating,
        sentiment: r.sentiment,
        content: r.content,
        replyStatus: r.reply ? 'replied' : 'none',
        reply: r.reply,
        repliedAt: r.reply ? new Date(r.updatedAt) : null,
        replyDeadline: r.replyBy ? new Date(r.replyBy) : null,
        reviewedAt: new Date(r.reviewedAt),
      },
    });
    return 'created';
  }
  if (r.reply && known.replyStatus !== 'replied') {
    await tx.review.update({ where: { id: known.id }, data: { replyStatus: 'replied', reply: r.reply, replyError: '', repliedAt: new Date(r.updatedAt) } });
    return 'updated';
  }
  return 'same';
}

/**
 * A screen's "pull now" (its `.handle`): one shop of the screen's marketplaces, or every authorized
 * one the caller may see. With one shop its failure is the answer; with all, a failing shop is
 * counted in `failed` and the others go on.
 */
export async function pullReviewsNow(
  ctx: RequestContext,
  args: { platform?: string | null; shopId?: number | null },
  opts: { now?: Date } = {},
): Promise<{ shops: { shopId: number; created: number; updated: number }[]; failed: number }> {
  assertCan(ctx, reviewScreen(args.platform).handle);
  const shops = (await screenShops(ctx, args.platform)).filter((s) => (args.shopId ? s.id === args.shopId : s.status === SHOP_STATUS.authorized));
  if (args.shopId && !shops.length) throw new NotFoundError('order.shopNotFound', { id: args.shopId, field: 'shopId' });
  const out = { shops: [] as { shopId: number; created: number; updated: number }[], failed: 0 };
  for (const s of shops) {
    try {
      out.shops.push(await pullShopReviews(ctx, s.id, { now: opts.now, platform: args.platform }));
    } catch (err) {
      if (args.shopId) throw err instanceof AppError ? err : new BusinessError('review.marketplaceFailed');
      ctx.platform.logger.warn({ err, shopId: s.id }, 'review pull failed');
      out.failed++;
    }
  }
  return out;
}

// ---- reply ---------------------------------------------------------------------------------------

/**
 * The seller's reply to one review: checked (visible review, the `.handle` of a screen showing it,
 * the marketplace's rules), sent to the marketplace, then stored as 'replied'. A refusal stores the
 * reply as 'failed' with the marketplace's words (the review's earlier reply, if any, stays); a
 * marketplace that does not answer changes nothing.
 */
export async function replyToReview(ctx: RequestContext, raw: unknown, opts: { now?: Date } = {}): Promise<Review> {
  const input = parseInput(reviewReplyInput, raw);
  const actor = requireActor(ctx);
  const { found, shop } = await visibleReview(ctx, input.id);
  const missing = mayOnReview(ctx, shop.platformType, 'handle');
  if (missing) throw permissionDenied(missing);
  const now = opts.now ?? new Date();
  const [problem] = reviewReplyProblems(
    { platformType: shop.platformType, replyStatus: found.replyStatus, reviewedAt: found.reviewedAt, replyDeadline: found.replyDeadline },
    input.text,
    now,
  );
  if (problem) {
    if (problem.messageId === 'review.alreadyReplied' || problem.messageId === 'review.notSupported') throw new BusinessError(problem.messageId);
    throw ValidationError.field('text', problem.messageId, 'params' in problem ? problem.params : {});
  }
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError('review.shopNotAuthorized');
  const connector = ctx.platform.connectors.get(shop.platformType);
  if (!connector.replyToReview) throw new BusinessError('review.notSupported');
  let answer;
  try {
    answer = await connector.replyToReview({
      token: shop.authToken,
      shop: connectorShopOf(shop),
      reviewId: found.platformReviewId,
      text: input.text,
      now: opts.now,
    });
  } catch (err) {
    ctx.platform.logger.warn({ err, reviewId: found.id }, 'review reply: marketplace did not answer');
    throw new BusinessError('review.marketplaceFailed');
  }
  if (!answer.ok) {
    // a reply already on the marketplace stays; only its state says the new one failed
    return ctx.db.review.update({
      where: { id: found.id },
      data: {
        replyStatus: found.replyStatus === 'replied' ? 'replied' : 'failed',
        replyError: answer.message,
        ...(found.replyStatus === 'replied' ? {} : { reply: input.text }),
      },
    });
  }
  return ctx.db.review.update({
    where: { id: found.id },
    data: { replyStatus: 'replied', reply: input.text, replyError: '', repliedAt: now, repliedBy: actor.userId },
  });
}
