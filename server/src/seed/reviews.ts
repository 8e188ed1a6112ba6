// Demo buyer reviews (issue 21: /commentManagement, /allegroComment): every authorized demo shop of
// a marketplace with reviews (eBay, Allegro, AliExpress, Shopee) pulls its last week of reviews
// from the sandbox through the real pull; one negative review gets a reply, one a reply the
// marketplace refused (failed with its words, ready for "reply again").
import { reviewRuleOf, SHOP_STATUS } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { pullShopReviews, replyToReview } from '../modules/reviews/reviews.service';

export async function seedReviews(ctx: RequestContext, now = new Date()): Promise<number> {
  const shops = await ctx.db.shop.findMany({ where: { status: SHOP_STATUS.authorized }, orderBy: { id: 'asc' }, select: { id: true, platformType: true } });
  let created = 0;
  for (const s of shops.filter((x) => reviewRuleOf(x.platformType))) {
    try {
      created += (await pullShopReviews(ctx, s.id, { now })).created;
    } catch {
      // a shop the sandbox will not answer keeps no reviews
    }
  }
  const negatives = await ctx.db.review.findMany({ where: { sentiment: 'negative', replyStatus: 'none' }, orderBy: { reviewedAt: 'asc' }, take: 2 });
  if (negatives[0]) await replyToReview(ctx, { id: negatives[0].id, text: 'We are sorry. A replacement is on its way.' }).catch(() => undefined);
  if (negatives[1]) await replyToReview(ctx, { id: negatives[1].id, text: 'We refuse this claim.' }).catch(() => undefined);
  return created;
}
