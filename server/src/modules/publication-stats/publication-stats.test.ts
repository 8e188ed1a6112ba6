// Publication statistics (issue 24 item 8): listings created and publish attempts answered per staff
// member, shop and day, with hand-counted figures from rows inserted here; tenancy (another
// company's listings never counted, a sub-account sees its shops only, a foreign shop id refused),
// permissions per page and bad periods refused in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOrError, shopReportWorld, startTestApp, type TestApp, roleAccount } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
const db = () => unscopedDb(app.platform.database.prisma, 'test');
let seq = 0;
const t = (iso: string) => new Date(`${iso}Z`);

/** A listing created at `createdAt` by `userId`, with attempts [startedAt, finishedAt | null, outcome | null]. */
async function listing(
  companyId: number,
  s: { id: number; platformType: number },
  createdAt: string,
  userId: number | null,
  attempts: [string, string | null, string | null][] = [],
) {
  const l = await db().listing.create({
    data: {
      companyId,
      shopId: s.id,
      platformType: s.platformType,
      site: 'US',
      currency: 'USD',
      title: `L${++seq}`,
      price: 10,
      createdById: userId,
      createdAt: t(createdAt),
    },
  });
  for (const [startedAt, finishedAt, outcome] of attempts)
    await db().listingPublishAttempt.create({
      data: {
        companyId,
        listingId: l.id,
        action: 'publish',
        idempotencyKey: `pub-${++seq}`,
        startedAt: t(startedAt),
        finishedAt: finishedAt ? t(finishedAt) : null,
        outcome,
      },
    });
}
async function subAccount(companyId: number, permissions: string[], allowShopIds: number[], realname: string) {
  return roleAccount(app, companyId, { username: `pub_sub_${++seq}`, permissions, allowShopIds, realname });
}

const FIG = 'created submitted published failed successRate';
const stats = (field: string) => `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }
  ... on Query${field[0].toUpperCase()}${field.slice(1)}Success { data { from to groupBy rows { key label platformType ${FIG} } totals { ${FIG} } } } }`;
async function report(field: 'publicationStatistics' | 'publicationTrend', filter: Record<string, unknown>, token: string, lang = 'en') {
  const r = await app.gql(`query($filter: PublicationStatsFilter!) { ${field}(filter: $filter) ${stats(field)} }`, { filter }, { token, lang });
  return dataOrError(r.body, field);
}
const PERIOD = { from: '2026-03-01', to: '2026-03-02' };

let ebay: { id: number; platformType: number };
let shopee: { id: number; platformType: number };
let foreign: { id: number; platformType: number };
let lina: { id: number; token: string };
let mainName = '';

beforeAll(async () => {
  app = await startTestApp();
  ({ main, other, ebay, shopee, foreign, mainName } = await shopReportWorld(app, ['Publication Co', 'Other Publication Co'], 'pub'));
  lina = await subAccount(main.companyId, ['publicationStatistics'], [shopee.id], 'Lina');
  const M = main.userId;
  // The main account on eBay: created on day 1, published at the first attempt on day 1
  await listing(main.companyId, ebay, '2026-03-01T09:00:00', M, [['2026-03-01T09:10:00', '2026-03-01T09:11:00', 'online']]);
  // refused on day 1, then published on day 2 (two attempts)
  await listing(main.companyId, ebay, '2026-03-01T10:00:00', M, [
    ['2026-03-01T10:05:00', '2026-03-01T10:06:00', 'failed'],
    ['2026-03-02T08:00:00', '2026-03-02T08:01:00', 'online'],
  ]);
  // created before the period; its attempt sent on day 2 is still unanswered
  await listing(main.companyId, ebay, '2026-02-20T10:00:00', M, [['2026-03-02T23:00:00', null, null]]);
  // Lina on Shopee: created day 2, sent day 2 and answered after the period (counts as submitted only)
  await listing(main.companyId, shopee, '2026-03-02T12:00:00', lina.id, [['2026-03-02T23:59:00', '2026-03-03T00:01:00', 'failed']]);
  // pulled from the marketplace (no creator) on Shopee, rate-limited attempt not answered
  await listing(main.companyId, shopee, '2026-03-02T13:00:00', null, [['2026-03-02T13:05:00', '2026-03-02T13:06:00', 'rateLimited']]);
  // outside the period, and another company's listing in the period
  await listing(main.companyId, ebay, '2026-03-05T10:00:00', M, [['2026-03-05T10:05:00', '2026-03-05T10:06:00', 'online']]);
  await listing(other.companyId, foreign, '2026-03-01T10:00:00', other.userId, [['2026-03-01T10:05:00', '2026-03-01T10:06:00', 'online']]);
});
afterAll(() => app?.close());

describe('publication statistics', () => {
  it('counts per staff member: created, submitted, published, failed and the success rate', async () => {
    const r = await report('publicationStatistics', PERIOD, main.token);
    expect(r.groupBy).toBe('staff');
    expect(r.rows).toEqual([
      { key: String(main.userId), label: mainName, platformType: null, created: 2, submitted: 4, published: 2, failed: 1, successRate: 66.67 },
      { key: String(lina.id), label: 'Lina', platformType: null, created: 1, submitted: 1, published: 0, failed: 0, successRate: null },
      { key: '', label: '', platformType: null, created: 1, submitted: 1, published: 0, failed: 0, successRate: null },
    ]);
    expect(r.totals).toEqual({ created: 4, submitted: 6, published: 2, failed: 1, successRate: 66.67 });
  });

  it('counts per shop, and only the shops asked for', async () => {
    const r = await report('publicationStatistics', { ...PERIOD, groupBy: 'shop' }, main.token);
    expect(
      r.rows.map((x: { label: string; platformType: number; created: number; submitted: number }) => [x.label, x.platformType, x.created, x.submitted]),
    ).toEqual([
      ['pub-ebay', 1, 2, 4],
      ['pub-shopee', 33, 2, 2],
    ]);
    const only = await report('publicationStatistics', { ...PERIOD, groupBy: 'shop', shopIds: [shopee.id] }, main.token);
    expect(only.rows.map((x: { label: string }) => x.label)).toEqual(['pub-shopee']);
    const platform = await report('publicationStatistics', { ...PERIOD, platformType: 1 }, main.token);
    expect(platform.totals.created).toBe(2);
  });

  it('gives every day of the period on the trend page, zeros included', async () => {
    const r = await report('publicationTrend', { from: '2026-02-28', to: '2026-03-02' }, main.token);
    expect(r.groupBy).toBe('day');
    expect(
      r.rows.map((x: { key: string; created: number; submitted: number; published: number; failed: number }) => [
        x.key,
        x.created,
        x.submitted,
        x.published,
        x.failed,
      ]),
    ).toEqual([
      ['2026-02-28', 0, 0, 0, 0],
      ['2026-03-01', 2, 2, 1, 1],
      ['2026-03-02', 2, 4, 1, 0],
    ]);
  });

  it("never counts another company's listings and refuses its shop", async () => {
    const r = await report('publicationStatistics', PERIOD, other.token);
    expect(r.totals).toEqual({ created: 1, submitted: 1, published: 1, failed: 0, successRate: 100 });
    const refused = await report('publicationStatistics', { ...PERIOD, shopIds: [ebay.id] }, other.token);
    expect(refused).toMatchObject({ __typename: 'NotFoundError', messageId: 'publicationStats.shopNotFound' });
  });

  it('shows a sub-account only its shops, and refuses the trend page without its permission', async () => {
    const r = await report('publicationStatistics', PERIOD, lina.token);
    expect(r.totals.created).toBe(2);
    const refused = await report('publicationStatistics', { ...PERIOD, shopIds: [ebay.id] }, lina.token);
    expect(refused).toMatchObject({ messageId: 'publicationStats.shopNotFound' });
    const trend = await report('publicationTrend', PERIOD, lina.token);
    expect(JSON.stringify(trend)).toMatch(/FORBIDDEN|permission/i);
  });

  it('refuses bad periods, groupings and platforms in the caller’s language', async () => {
    const zh = await report('publicationStatistics', { from: '2026-03-02', to: '2026-03-01' }, main.token, 'zh');
    expect(zh.__typename).toBe('ValidationError');
    expect(zh.fieldErrors[0]).toMatchObject({ field: 'to', messageId: 'report.toBeforeFrom' });
    expect(zh.fieldErrors[0].message).toMatch(/[\u4e00-\u9fff]/);
    const long = await report('publicationStatistics', { from: '2025-01-01', to: '2026-03-01' }, main.token);
    expect(long.fieldErrors[0]).toMatchObject({ field: 'to', messageId: 'report.periodTooLong' });
    const group = await report('publicationStatistics', { ...PERIOD, groupBy: 'day' }, main.token);
    expect(group.fieldErrors[0]).toMatchObject({ field: 'groupBy', messageId: 'report.groupByInvalid' });
    const platform = await report('publicationStatistics', { ...PERIOD, platformType: 999 }, main.token);
    expect(platform.fieldErrors[0]).toMatchObject({ field: 'platformType', messageId: 'publicationStats.platformTypeInvalid' });
  });
});
