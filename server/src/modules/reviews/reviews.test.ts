// Buyer reviews (issue 21: /commentManagement, /allegroComment): the pull from the sandbox
// marketplace (idempotent, resumable after a lost cursor), a marketplace without reviews, the reply
// reaching the marketplace, the reply rules (empty, over the marketplace's limit, a second reply
// where the marketplace forbids it: typed errors, nothing written), a refusal leaving the reply
// failed with the marketplace's words, filters, tenancy, a sub-account without the shop, the two
// screens' permissions and the GraphQL surface with its operate log.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { MarketplaceConnector, MarketplaceConnectors, ReplyToReviewCall } from '../../platform/connectors';
import { createContext, type RequestContext } from '../../platform/context';
import { authorizedShop, spying as spyingOn } from '../marketplaces/connector.testing';
import { bare, contextOf } from '../inventory/fixtures';
import { makeOrder, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { listReviews, pullReviewsNow, pullShopReviews, replyToReview, reviewCounts } from './reviews.service';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;
let ebay: { id: number };
let allegro: { id: number };
let amazon: { id: number };
const NOW = new Date('2026-11-20T12:00:00Z');

const authorized = (wld: OrderWorld, platformType: number, name: string) => authorizedShop(wld.ctx, platformType, name);
/** A context whose connectors record the calls reaching the marketplace. */
const spying = (c: RequestContext, calls: ReplyToReviewCall[]) => spyingOn(c, 'replyToReview', calls);
const reviews = (companyId = w.company.companyId) => bare(app).review.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
const state = async () => JSON.stringify(await reviews());
async function unanswered(shopId: number, sentiment?: string) {
  const r = (await reviews()).find((x) => x.shopId === shopId && x.replyStatus === 'none' && (!sentiment || x.sentiment === sentiment));
  if (!r) throw new Error('no unanswered review');
  return r;
}

beforeAll(async () => {
  app = await startTestApp();
  w = await orderWorld(app, 'Reviews Co');
  other = await orderWorld(app, 'Other Reviews Co');
  ebay = await authorized(w, 1, 'RV eBay');
  allegro = await authorized(w, 9, 'RV Allegro');
  amazon = await authorized(w, 2, 'RV Amazon');
  await authorized(other, 1, 'RV Foreign eBay');
});

describe('pull', () => {
  it('stores the reviews once; pulling again or after a lost cursor creates nothing', async () => {
    // a local order with the marketplace order number of a review links to it
    const first = await pullShopReviews(w.ctx, ebay.id, { now: NOW, limit: 4 });
    expect(first.created).toBeGreaterThan(4); // several pages of 4
    const rows = await reviews();
    expect(rows.length).toBe(first.created);
    expect(new Set(rows.map((r) => r.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']));
    expect(rows.every((r) => [1, 3, 5].includes(r.rating))).toBe(true); // eBay: three-way rating
    expect(rows.some((r) => r.replyStatus === 'replied')).toBe(true); // replied on the marketplace's site
    expect(await pullShopReviews(w.ctx, ebay.id, { now: NOW })).toEqual({ shopId: ebay.id, created: 0, updated: 0 });
    // a crash before the cursor was stored re-reads the pages: still no duplicate
    await bare(app).reviewCursor.deleteMany({ where: { shopId: ebay.id } });
    expect((await pullShopReviews(w.ctx, ebay.id, { now: NOW })).created).toBe(0);
    expect((await reviews()).length).toBe(rows.length);
  });

  it('a crash mid-pull (after the first page) resumes from the stored cursor without duplicates', async () => {
    const shop = await authorized(w, 28, 'RV AliExpress');
    const inner = w.ctx.platform.connectors;
    let pages = 0;
    const crashing: MarketplaceConnectors = {
      get: (t) => {
        const real = inner.get(t);
        return Object.assign(Object.create(real) as MarketplaceConnector, {
          fetchReviews: (input: Parameters<NonNullable<MarketplaceConnector['fetchReviews']>>[0]) => {
            if (++pages === 2) throw new Error('crash');
            return real.fetchReviews!(input);
          },
        });
      },
    };
    const crashCtx = createContext({ ...w.ctx.platform, connectors: crashing }, { lang: 'en', ip: '', userAgent: '', actor: w.ctx.actor });
    await expect(pullShopReviews(crashCtx, shop.id, { now: NOW, limit: 3 })).rejects.toThrow('crash');
    const afterCrash = (await reviews()).filter((r) => r.shopId === shop.id);
    expect(afterCrash.length).toBe(3);
    const resumed = await pullShopReviews(w.ctx, shop.id, { now: NOW, limit: 3 });
    const all = (await reviews()).filter((r) => r.shopId === shop.id);
    expect(all.length).toBe(3 + resumed.created);
    expect(new Set(all.map((r) => r.platformReviewId)).size).toBe(all.length);
    // AliExpress sets a reply-by time; 1-5 stars
    expect(all.every((r) => r.replyDeadline && r.replyDeadline > r.reviewedAt)).toBe(true);
  });

  it('a marketplace without reviews answers none; a later pull brings only new ones', async () => {
    expect(await pullShopReviews(w.ctx, amazon.id, { now: NOW })).toEqual({ shopId: amazon.id, created: 0, updated: 0 });
    const before = (await reviews()).length;
    const later = await pullShopReviews(w.ctx, ebay.id, { now: new Date(NOW.getTime() + 2 * 86_400_000) });
    expect(later.created).toBeGreaterThan(0);
    expect((await reviews()).length).toBe(before + later.created);
  });

  it('links a review to the local order of its marketplace order number', async () => {
    const o = await makeOrder(w, { shopId: allegro.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const all = await pullReviewsNow(w.ctx, { platform: 'allegro' }, { now: NOW });
    expect(all.shops).toEqual([expect.objectContaining({ shopId: allegro.id })]);
    const r = (await reviews()).find((x) => x.shopId === allegro.id)!;
    expect(r.orderId).toBeNull();
    // an order arriving first: set its number to a not-yet-pulled review's
    await bare(app).order.update({ where: { id: o.id }, data: { platformOrderNo: `RVO-${allegro.id}-999999` } });
    expect(r.platformOrderNo).toMatch(new RegExp(`^RVO-${allegro.id}-`));
  });
});

describe('reply', () => {
  it('reaches the marketplace and marks the review replied', async () => {
    const r = await unanswered(ebay.id, 'negative');
    const calls: ReplyToReviewCall[] = [];
    const done = await replyToReview(spying(w.ctx, calls), { id: r.id, text: '  Sorry, a new one is on its way.  ' });
    expect(calls).toEqual([expect.objectContaining({ reviewId: r.platformReviewId, text: 'Sorry, a new one is on its way.' })]);
    expect(done).toMatchObject({ replyStatus: 'replied', reply: 'Sorry, a new one is on its way.', replyError: '' });
    expect(done.repliedBy).toBe(w.ctx.actor!.userId);
  });

  it('empty, over the marketplace limit, a second reply where forbidden: typed errors, nothing written, nothing sent', async () => {
    const r = await unanswered(ebay.id);
    const replied = (await reviews()).find((x) => x.shopId === ebay.id && x.replyStatus === 'replied')!;
    const before = await state();
    const calls: ReplyToReviewCall[] = [];
    const c = spying(w.ctx, calls);
    await expect(replyToReview(c, { id: r.id, text: '   ' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ messageId: 'review.replyRequired' })],
    });
    // eBay: at most 80 characters
    await expect(replyToReview(c, { id: r.id, text: 'x'.repeat(81) })).rejects.toMatchObject({
      issues: [expect.objectContaining({ messageId: 'review.replyTooLong', params: expect.objectContaining({ max: 80 }) })],
    });
    await expect(replyToReview(c, { id: r.id, text: 'x'.repeat(1001) })).rejects.toMatchObject({
      issues: [expect.objectContaining({ messageId: 'review.textTooLong' })],
    });
    await expect(replyToReview(c, { id: replied.id, text: 'Again' })).rejects.toMatchObject({ messageId: 'review.alreadyReplied' });
    expect(calls).toEqual([]);
    expect(await state()).toBe(before);
  });

  it('Allegro allows 500 characters and replacing a reply', async () => {
    const r = await unanswered(allegro.id);
    expect((await replyToReview(w.ctx, { id: r.id, text: 'y'.repeat(500) })).replyStatus).toBe('replied');
    expect((await replyToReview(w.ctx, { id: r.id, text: 'Dziękujemy!' })).reply).toBe('Dziękujemy!');
  });

  it("the marketplace's refusal leaves the reply failed with its reason; a retry may succeed", async () => {
    const r = await unanswered(ebay.id);
    const failed = await replyToReview(w.ctx, { id: r.id, text: 'I refuse to accept this' });
    expect(failed).toMatchObject({ replyStatus: 'failed', reply: 'I refuse to accept this', replyError: expect.stringContaining('Reply rejected') });
    expect((await listReviews(w.ctx, { replyStatus: 'failed' })).nodes.map((n) => n.id)).toContain(r.id);
    const ok = await replyToReview(w.ctx, { id: r.id, text: 'Thank you' });
    expect(ok).toMatchObject({ replyStatus: 'replied', reply: 'Thank you', replyError: '' });
  });

  it('a marketplace that does not answer changes nothing', async () => {
    const r = await unanswered(ebay.id);
    const before = await state();
    await expect(replyToReview(w.ctx, { id: r.id, text: 'timeout please' })).rejects.toMatchObject({ messageId: 'review.marketplaceFailed' });
    expect(await state()).toBe(before);
  });
});

describe('list, tenancy and permissions', () => {
  it('filters by shop, platform, rating, sentiment, reply state and keyword; counts add up', async () => {
    const all = await listReviews(w.ctx, {}, { limit: 100 });
    expect(all.nodes.some((n) => n.shopId === allegro.id) && all.nodes.some((n) => n.shopId === ebay.id)).toBe(true);
    const onlyAllegro = await listReviews(w.ctx, { platform: 'allegro' }, { limit: 100 });
    expect(onlyAllegro.nodes.every((n) => n.shopId === allegro.id)).toBe(true);
    expect((await listReviews(w.ctx, { platformType: 9 }, { limit: 100 })).totalCount).toBe(onlyAllegro.totalCount);
    expect((await listReviews(w.ctx, { shopId: ebay.id, rating: 1 })).nodes.every((n) => n.rating === 1 && n.shopId === ebay.id)).toBe(true);
    expect((await listReviews(w.ctx, { sentiment: 'negative' })).nodes.every((n) => n.sentiment === 'negative')).toBe(true);
    expect((await listReviews(w.ctx, { replyStatus: 'none' })).nodes.every((n) => n.replyStatus === 'none')).toBe(true);
    const k = await listReviews(w.ctx, { keyword: 'kowalski' }, { limit: 100 });
    expect(k.totalCount).toBeGreaterThan(0);
    expect(k.nodes.every((n) => n.buyerAccount.includes('kowalski'))).toBe(true);
    const counts = await reviewCounts(w.ctx, {});
    expect(counts.all).toBe(all.totalCount);
    expect(counts.positive + counts.neutral + counts.negative).toBe(counts.all);
    await expect(listReviews(w.ctx, { platform: 'amazon' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ messageId: 'review.platformUnknown' })],
    });
    await expect(listReviews(w.ctx, { replyStatus: 'maybe' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ messageId: 'review.filterInvalid' })],
    });
  });

  it("the summary line counts exactly the reviews of the page's filter (hand-computed)", async () => {
    const c = await orderWorld(app, 'Review Counts Co');
    const shop = c.shop1; // eBay
    const rows: [number, string, string, string][] = [
      // rating, sentiment, reply state, buyer
      [5, 'positive', 'replied', 'anna'],
      [5, 'positive', 'none', 'bob'],
      [3, 'neutral', 'none', 'anna'],
      [1, 'negative', 'failed', 'carl'],
      [1, 'negative', 'none', 'anna'],
      [1, 'negative', 'replied', 'dora'],
    ];
    let n = 0;
    for (const [rating, sentiment, replyStatus, buyerAccount] of rows)
      await bare(app).review.create({
        data: {
          companyId: c.company.companyId,
          shopId: shop.id,
          platformReviewId: `cnt-${++n}`,
          rating,
          sentiment,
          replyStatus,
          buyerAccount,
          content: 'x',
          reviewedAt: NOW,
        },
      });
    const line = (all: number, positive: number, neutral: number, negative: number, unanswered: number) => ({ all, positive, neutral, negative, unanswered });
    expect(await reviewCounts(c.ctx, {})).toEqual(line(6, 2, 1, 3, 4));
    expect(await reviewCounts(c.ctx, { sentiment: 'negative' })).toEqual(line(3, 0, 0, 3, 2));
    expect(await reviewCounts(c.ctx, { rating: 5 })).toEqual(line(2, 2, 0, 0, 1));
    expect(await reviewCounts(c.ctx, { keyword: 'anna' })).toEqual(line(3, 1, 1, 1, 2));
    expect(await reviewCounts(c.ctx, { replyStatus: 'none' })).toEqual(line(3, 1, 1, 1, 3));
    expect(await reviewCounts(c.ctx, { rating: 1, replyStatus: 'replied' })).toEqual(line(1, 0, 0, 1, 0));
    expect(await reviewCounts(c.ctx, { shopId: c.shop2.id })).toEqual(line(0, 0, 0, 0, 0));
    // every filter: the line's total is the list's
    for (const f of [{}, { sentiment: 'negative' }, { rating: 5 }, { keyword: 'anna' }, { replyStatus: 'none' }])
      expect((await reviewCounts(c.ctx, f)).all).toBe((await listReviews(c.ctx, f)).totalCount);
  });

  it("another company's review is not found; its shop cannot be pulled; its list is its own", async () => {
    const r = await unanswered(ebay.id);
    const before = await state();
    await expect(replyToReview(other.ctx, { id: r.id, text: 'hi' })).rejects.toMatchObject({ messageId: 'review.notFound' });
    await expect(pullShopReviews(other.ctx, ebay.id, { now: NOW })).rejects.toMatchObject({ messageId: 'order.shopNotFound' });
    expect((await listReviews(other.ctx, {})).nodes.every((n) => n.companyId === other.company.companyId)).toBe(true);
    expect(await state()).toBe(before);
  });

  it('a sub-account without the shop neither sees nor replies; without .handle it may not reply; Allegro-only staff only Allegro', async () => {
    const r = await unanswered(ebay.id);
    const before = await state();
    const blind = await contextOf(app, (await w.sub('rv_blind', ['commentManagement', 'commentManagement.handle'], [w.shop1.id])).token);
    expect((await listReviews(blind, {})).totalCount).toBe(0);
    await expect(replyToReview(blind, { id: r.id, text: 'hi' })).rejects.toMatchObject({ messageId: 'review.notFound' });
    const viewer = await contextOf(app, (await w.sub('rv_viewer', ['commentManagement'], [ebay.id])).token);
    expect((await listReviews(viewer, {})).totalCount).toBeGreaterThan(0);
    await expect(replyToReview(viewer, { id: r.id, text: 'hi' })).rejects.toMatchObject({ messageId: 'permission.denied' });
    await expect(pullReviewsNow(viewer, {})).rejects.toMatchObject({ messageId: 'permission.denied' });
    const allegroStaff = await contextOf(app, (await w.sub('rv_allegro', ['allegroComment', 'allegroComment.handle'], [ebay.id, allegro.id])).token);
    await expect(listReviews(allegroStaff, {})).rejects.toMatchObject({ messageId: 'permission.denied' });
    expect((await listReviews(allegroStaff, { platform: 'allegro' })).nodes.every((n) => n.shopId === allegro.id)).toBe(true);
    await expect(replyToReview(allegroStaff, { id: r.id, text: 'hi' })).rejects.toMatchObject({ messageId: 'permission.denied' });
    expect(await state()).toBe(before);
    const a = await unanswered(allegro.id);
    expect((await replyToReview(allegroStaff, { id: a.id, text: 'Dziękujemy' })).replyStatus).toBe('replied');
  });
});

describe('GraphQL', () => {
  const asToken = (token: string, q: string, v: Record<string, unknown>) => app.gql(q, v, { token, lang: 'en' });
  const asMain = (q: string, v: Record<string, unknown>) => asToken(w.company.token, q, v);
  const asOther = (q: string, v: Record<string, unknown>) => asToken(other.company.token, q, v);
  const E = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
  const LIST = `query($f: ReviewFilter) { reviews(filter: $f, limit: 100) { ${E} ... on QueryReviewsSuccess { data { totalCount nodes { id platform shopName rating sentiment replyStatus replyMax replyOnce } } } } }`;
  const REPLY = `mutation($i: ReviewReplyInput!) { replyToReview(input: $i) { ${E} ... on MutationReplyToReviewSuccess { data { id replyStatus reply replyError repliedBy } } } }`;
  const PULL = `mutation($p: String, $s: Int) { pullReviews(platform: $p, shopId: $s) { ${E} ... on MutationPullReviewsSuccess { data { failed shops { shopId created } } } } }`;

  it('lists with the marketplace rules, replies (logged), and answers typed errors in the caller language', async () => {
    const list = (await asMain(LIST, { f: { replyStatus: 'none', platformType: 1 } })).body.data.reviews.data;
    expect(list.nodes.length).toBeGreaterThan(0);
    expect(list.nodes.every((n: { platform: string; replyMax: number; replyOnce: boolean }) => n.platform === 'ebay' && n.replyMax === 80 && n.replyOnce)).toBe(
      true,
    );
    const id = list.nodes[0].id;
    const empty = await asMain(REPLY, { i: { id, text: '' } });
    expect(empty.body.data.replyToReview).toMatchObject({ __typename: 'ValidationError' });
    const zh = await app.gql(REPLY, { i: { id, text: 'x'.repeat(90) } }, { token: w.company.token, lang: 'zh' });
    expect(JSON.stringify(zh.body)).toContain('80 个字符');
    const ok = await asMain(REPLY, { i: { id, text: 'Thanks!' } });
    expect(ok.body.data.replyToReview.data).toMatchObject({ id, replyStatus: 'replied', reply: 'Thanks!' });
    const log = await bare(app).operateLog.findFirst({ where: { companyId: w.company.companyId, action: 'replyToReview' }, orderBy: { id: 'desc' } });
    expect(log).toMatchObject({ module: 'reviews', success: true });
    const pulled = (await asMain(PULL, { s: ebay.id })).body.data.pullReviews.data;
    expect(pulled).toEqual({ failed: 0, shops: [{ shopId: ebay.id, created: expect.any(Number) }] });
    // pulled up to the real clock now: at once again, nothing new
    expect((await asMain(PULL, { s: ebay.id })).body.data.pullReviews.data).toEqual({ failed: 0, shops: [{ shopId: ebay.id, created: 0 }] });
  });

  it("another company's review id is not found, like an unknown one", async () => {
    const r = await unanswered(ebay.id);
    const before = await state();
    for (const id of [r.id, 2_000_000_000])
      expect((await asOther(REPLY, { i: { id, text: 'hi' } })).body.data.replyToReview).toMatchObject({ messageId: 'review.notFound' });
    expect((await asOther(PULL, { s: ebay.id })).body.data.pullReviews).toMatchObject({ messageId: 'order.shopNotFound' });
    expect(await state()).toBe(before);
  });
});
