// Buyer reviews (issue 21; spec 02 §2 /commentManagement, /allegroComment): the reviews a marketplace
// lets buyers leave on a shop (eBay feedback, Allegro comments, AliExpress and Shopee ratings),
// pulled through the connector, and the seller's public reply. Each marketplace with reviews has a
// reply length limit and says whether a reply may be replaced (REVIEW_PLATFORMS); the rest have none.
import { z } from 'zod';
import { PLATFORM_TYPES } from '../constants';

export interface ReviewPlatformRule {
  platformType: number;
  /** Longest reply the marketplace accepts (characters). */
  replyMax: number;
  /** Whether a reply, once posted, may be replaced by another. */
  replyOnce: boolean;
  /** Days after the review within which the marketplace accepts a reply; null: no limit. */
  replyDays: number | null;
}

/** The marketplaces with reviews and their reply rules (others have none). */
export const REVIEW_PLATFORMS: Record<'ebay' | 'allegro' | 'aliExpress' | 'shopee', ReviewPlatformRule> = {
  // eBay: a reply to feedback, at most 80 characters, cannot be changed afterwards
  ebay: { platformType: PLATFORM_TYPES.ebay, replyMax: 80, replyOnce: true, replyDays: null },
  // Allegro: a seller's answer to a comment, at most 500 characters, may be edited
  allegro: { platformType: PLATFORM_TYPES.allegro, replyMax: 500, replyOnce: false, replyDays: null },
  // AliExpress: an explanation within 30 days, at most 1000 characters, once
  aliExpress: { platformType: PLATFORM_TYPES.aliExpress, replyMax: 1000, replyOnce: true, replyDays: 30 },
  // Shopee: a reply to a rating, at most 500 characters, once
  shopee: { platformType: PLATFORM_TYPES.shopee, replyMax: 500, replyOnce: true, replyDays: null },
};
export type ReviewPlatformName = keyof typeof REVIEW_PLATFORMS;

export const REVIEW_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type ReviewSentiment = (typeof REVIEW_SENTIMENTS)[number];
export const REVIEW_REPLY_STATUSES = ['none', 'replied', 'failed'] as const;
export type ReviewReplyStatus = (typeof REVIEW_REPLY_STATUSES)[number];

/** The reply rule of a marketplace (by platform type), or null when it has no reviews. */
export function reviewRuleOf(platformType: number): ReviewPlatformRule | null {
  return Object.values(REVIEW_PLATFORMS).find((r) => r.platformType === platformType) ?? null;
}

/** The platform types of a screen: all marketplaces with reviews, or one by name; null: unknown name. */
export function reviewPlatformTypes(platform: string | null | undefined): number[] | null {
  if (!platform) return Object.values(REVIEW_PLATFORMS).map((r) => r.platformType);
  if (!Object.hasOwn(REVIEW_PLATFORMS, platform)) return null;
  return [REVIEW_PLATFORMS[platform as ReviewPlatformName].platformType];
}

/** The sentiment of a 1-5 star rating: 4-5 positive, 3 neutral, 1-2 negative. */
export function reviewSentimentOf(rating: number): ReviewSentiment {
  return rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative';
}

export type ReviewReplyProblem =
  | { messageId: 'review.replyRequired' }
  | { messageId: 'review.replyTooLong'; params: { max: number } }
  | { messageId: 'review.alreadyReplied' }
  | { messageId: 'review.replyExpired'; params: { days: number } }
  | { messageId: 'review.notSupported' };

/**
 * Whether a reply may go to the marketplace (checked before calling it): a text (trimmed) not
 * empty and within the marketplace's limit; not a second reply where the marketplace allows one
 * only ('replied'; a failed reply may be tried again); within the reply window when it has one.
 */
export function reviewReplyProblems(
  review: { platformType: number; replyStatus: string; reviewedAt: Date; replyDeadline?: Date | null },
  text: string,
  now: Date,
): ReviewReplyProblem[] {
  const p = firstReplyProblem(review, text, now);
  return p ? [p] : [];
}

function firstReplyProblem(
  review: { platformType: number; replyStatus: string; reviewedAt: Date; replyDeadline?: Date | null },
  text: string,
  now: Date,
): ReviewReplyProblem | null {
  const rule = reviewRuleOf(review.platformType);
  if (!rule) return { messageId: 'review.notSupported' };
  const t = text.trim();
  if (!t) return { messageId: 'review.replyRequired' };
  if ([...t].length > rule.replyMax) return { messageId: 'review.replyTooLong', params: { max: rule.replyMax } };
  if (rule.replyOnce && review.replyStatus === 'replied') return { messageId: 'review.alreadyReplied' };
  if (review.replyDeadline && now.getTime() > review.replyDeadline.getTime() && rule.replyDays != null)
    return { messageId: 'review.replyExpired', params: { days: rule.replyDays } };
  return null;
}

/** The longest reply any marketplace accepts (the input's own bound; each marketplace's is tighter). */
export const REVIEW_REPLY_MAX = Math.max(...Object.values(REVIEW_PLATFORMS).map((r) => r.replyMax));

/** The seller's reply to one review (the marketplace's own limit is checked with reviewReplyProblems). */
export const reviewReplyInput = z.object({
  id: z.number({ error: 'validation.required' }).int().positive(),
  text: z.string({ error: 'review.replyRequired' }).trim().min(1, { error: 'review.replyRequired' }).max(REVIEW_REPLY_MAX, { error: 'review.textTooLong' }),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInput>;
