// The sandbox marketplace's buyer reviews (issue 21: /commentManagement, /allegroComment), like its
// orders, chat and after-sales cases a pure function of (shop, time), with no randomness and no
// clock of its own:
//   - eBay (1), Allegro (9), AliExpress (28) and Shopee (11) shops have reviews (REVIEW_PLATFORMS in
//     @erp/schema); every other marketplace answers `supported: false` (it has none);
//   - a review may arrive in each 8-hour slot (about two slots in three); its id is
//     `rv-<shop>-<slot>`, its marketplace order number `RVO-<shop>-<slot>` (a local order with that
//     number links to it), its rating by the slot's hash: 5 stars (half), 4, 3, 2 or 1 (one eighth
//     each); eBay and Allegro have three-way ratings, so 4 maps to 5 and 2 to 1;
//   - AliExpress sets a reply-by time 30 days after the review; the others none;
//   - about one review in six already carries a reply written on the marketplace's own site (the
//     seller answered there): it arrives with that reply;
//   - pulls page by (time, review id) after an opaque cursor `r1:<ms>:<review id>`; a first pull
//     reaches SANDBOX_FIRST_PULL_DAYS back;
//   - replies: a token not from this sandbox is refused (marketplace.tokenInvalid); a text containing
//     the word "refuse" is refused with 'review.sandboxRefused' and the marketplace's words "Reply
//     rejected: it breaks the marketplace's feedback rules"; a text containing "timeout" throws (a
//     marketplace that does not answer); anything else is accepted.
import { createHash } from 'node:crypto';
import { reviewRuleOf, reviewSentimentOf } from '@erp/schema';
import type { FetchReviewsInput, FetchReviewsResult, MarketplaceReview, ReplyToReviewCall, ReplyToReviewResult } from '../../platform/connectors';
import { parseTimedCursor, timedPage } from './sandbox-orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLOT = 8 * HOUR;
const THREE_WAY = new Set([1, 9]);
const BUYERS: Record<number, readonly (readonly [string, string])[]> = {
  9: [
    ['kowalski_jan', 'Jan Kowalski'],
    ['ania.nowak', 'Anna Nowak'],
    ['wisniewski-p', 'Piotr Wiśniewski'],
  ],
};
const DEFAULT_BUYERS = [
  ['anna_s_de', 'Anna Schmidt'],
  ['jsmith-88', 'John Smith'],
  ['marie.l', 'Marie Laurent'],
  ['k_tanaka', 'Kenji Tanaka'],
] as const;
const TEXTS: Record<number, readonly string[]> = {
  5: ['Fast shipping, exactly as described. Thank you!', 'Great seller, would buy again.', 'Perfect, well packed.'],
  4: ['Good item, delivery took a bit longer.', 'Nice quality for the price.'],
  3: ['Item is OK, but the box was damaged.', 'Average, nothing special.'],
  2: ['Colour differs from the photos.', 'Arrived late and without a manual.'],
  1: ['Item arrived broken and the seller did not answer.', 'Never again: wrong size and slow delivery.'],
};
const ALLEGRO_TEXTS: Record<number, readonly string[]> = {
  5: ['Polecam! Szybka wysyłka, towar zgodny z opisem.', 'Wszystko super, dziękuję.'],
  3: ['Towar w porządku, ale długo czekałem.'],
  1: ['Nie polecam: paczka uszkodzona, brak kontaktu ze sprzedawcą.', 'Produkt niezgodny z opisem.'],
};

function hash(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

function reviewOf(shopId: number, slot: number, platformType: number): MarketplaceReview | null {
  const h = hash('rv', shopId, slot);
  if (h % 3 === 0) return null;
  const r = (h >>> 2) % 8;
  let rating = r < 4 ? 5 : r === 4 ? 4 : r === 5 ? 3 : r === 6 ? 2 : 1;
  if (THREE_WAY.has(platformType)) rating = rating >= 4 ? 5 : rating <= 2 ? 1 : 3;
  const reviewedAt = new Date(slot * SLOT + ((h >>> 6) % 400) * 60_000);
  const buyers = BUYERS[platformType] ?? DEFAULT_BUYERS;
  const [buyerAccount, buyerName] = buyers[(h >>> 10) % buyers.length];
  const texts = (platformType === 9 ? ALLEGRO_TEXTS : TEXTS)[rating];
  const rule = reviewRuleOf(platformType);
  return {
    reviewId: `rv-${shopId}-${slot}`,
    platformOrderNo: `RVO-${shopId}-${slot}`,
    buyerAccount,
    buyerName,
    rating,
    sentiment: reviewSentimentOf(rating),
    content: texts[(h >>> 14) % texts.length],
    reply: (h >>> 18) % 6 === 0 ? 'Thank you for your feedback!' : '',
    replyBy: rule?.replyDays != null ? new Date(reviewedAt.getTime() + rule.replyDays * DAY) : null,
    reviewedAt,
    updatedAt: reviewedAt,
  };
}

export function fetchSandboxReviews(input: FetchReviewsInput & { now: Date }): FetchReviewsResult {
  if (!reviewRuleOf(input.shop.platformType)) return { supported: false };
  const now = input.now.getTime();
  const from = parseTimedCursor('r1', input.cursor, input.now);
  const all: MarketplaceReview[] = [];
  for (let slot = Math.floor(from.at / SLOT) - 1; slot * SLOT <= now; slot++) {
    const r = reviewOf(input.shop.id, slot, input.shop.platformType);
    if (r) all.push(r);
  }
  const { page, nextCursor, hasMore } = timedPage(all, (r) => r.reviewId, 'r1', from, input);
  return { supported: true, reviews: page, nextCursor, hasMore };
}

export function sandboxReplyToReview(input: ReplyToReviewCall): ReplyToReviewResult {
  if (!input.token.startsWith('sbx_')) return { ok: false, reasonId: 'marketplace.tokenInvalid', message: 'Invalid access token' };
  if (/timeout/i.test(input.text)) throw new Error('sandbox: the marketplace did not answer');
  if (/refuse/i.test(input.text))
    return { ok: false, reasonId: 'review.sandboxRefused', message: "Reply rejected: it breaks the marketplace's feedback rules" };
  return { ok: true };
}
