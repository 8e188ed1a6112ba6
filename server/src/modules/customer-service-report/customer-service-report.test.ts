// Customer-service report (issue 21 item 7, spec 02 §9): reply rates at 3 minutes and 24 hours,
// median first response and unanswered buyers per shop and per staff member, with hand-computed
// figures from conversations inserted here; tenancy (another company's messages never counted,
// a sub-account sees its shops only) and bad periods refused in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOrError, shopOf, shopReportWorld, startTestApp, type TestApp, roleAccount } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { contextOf } from '../inventory/fixtures';
import { customerServiceReport } from './customer-service-report.service';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
const db = () => unscopedDb(app.platform.database.prisma, 'test');
let seq = 0;
const t = (iso: string) => new Date(`${iso}Z`);

const shop = (companyId: number, platformType: number, shopName: string) => shopOf(app, companyId, platformType, shopName);
/** A conversation with messages [type, time, userId?, status?]. */
async function conversation(companyId: number, s: { id: number; platformType: number }, messages: [1 | 2, string, (number | null)?, string?][]) {
  const c = await db().chatConversation.create({
    data: { companyId, shopId: s.id, platformType: s.platformType, conversationId: `cs-${++seq}`, buyerAccount: `buyer-${seq}` },
  });
  for (const [type, at, userId, status] of messages)
    await db().chatMessage.create({
      data: { companyId, chatId: c.id, type, msgTime: t(at), messageId: `m-${++seq}`, message: 'x', userId: userId ?? null, status: status ?? '' },
    });
  return c;
}
async function subAccount(companyId: number, permissions: string[], allowShopIds: number[], realname = '') {
  const username = `cs_sub_${++seq}`;
  return roleAccount(app, companyId, { username, permissions, allowShopIds, realname: realname || username });
}

const REPORT = `query($filter: CustomerServiceReportFilter!) { customerServiceReport(filter: $filter) {
  __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on QueryCustomerServiceReportSuccess { data { from to
  shops { shopId shopName platformType received buyerMessages answered answeredIn3Minutes answeredIn24Hours rate3Minutes rate24Hours medianFirstResponseMinutes unanswered }
  staff { userId name received answered answeredIn3Minutes answeredIn24Hours rate3Minutes rate24Hours medianFirstResponseMinutes unanswered }
  totals { received buyerMessages answered answeredIn3Minutes answeredIn24Hours rate3Minutes rate24Hours medianFirstResponseMinutes unanswered } } } } }`;
/** The report, or the error result (with its message) when refused. */
async function gqlReport(filter: Record<string, unknown>, token: string, lang = 'en') {
  return dataOrError((await app.gql(REPORT, { filter }, { token, lang })).body, 'customerServiceReport');
}
const PERIOD = { from: '2026-03-01', to: '2026-03-02' };

let ebay: { id: number; platformType: number };
let shopee: { id: number; platformType: number };
let foreign: { id: number; platformType: number };
let lina: { id: number; token: string };
let mainName = '';

beforeAll(async () => {
  app = await startTestApp();
  ({ main, other, ebay, shopee, foreign, mainName } = await shopReportWorld(app, ['CS Report Co', 'Other CS Co'], 'cs'));
  lina = await subAccount(main.companyId, ['buyerMessage'], [], 'Lina');
  const M = main.userId;
  const L = lina.id;
  // eBay: (1) two buyer messages, answered exactly 3:00 after the first; a second seller message ignored
  await conversation(main.companyId, ebay, [
    [1, '2026-03-01T10:00:00'],
    [1, '2026-03-01T10:01:00'],
    [2, '2026-03-01T10:03:00', M],
    [2, '2026-03-01T10:05:00', M],
  ]);
  // (2) a failed send is no answer; answered by Lina after 10 minutes
  await conversation(main.companyId, ebay, [
    [1, '2026-03-01T12:00:00'],
    [2, '2026-03-01T12:01:00', M, '-1'],
    [2, '2026-03-01T12:10:00', L],
  ]);
  // (3) the seller's greeting before any buyer message is ignored; the last day's question answered
  // exactly 24 h later, after the period, on the marketplace itself (no ERP user)
  await conversation(main.companyId, ebay, [
    [2, '2026-03-01T08:00:00', M],
    [1, '2026-03-02T23:00:00'],
    [2, '2026-03-03T23:00:00', null],
  ]);
  // (4) a run open since before the period is not the period's; the next question stays unanswered
  await conversation(main.companyId, ebay, [
    [1, '2026-02-28T23:59:00'],
    [1, '2026-03-01T00:05:00'],
    [2, '2026-03-01T00:10:00', M],
    [1, '2026-03-01T09:00:00'],
  ]);
  // a conversation wholly outside the period
  await conversation(main.companyId, ebay, [
    [1, '2026-03-03T01:00:00'],
    [2, '2026-03-03T01:01:00', M],
  ]);
  // Shopee: (5) Lina after 2:30; (6) the main account 1 s past 24 h
  await conversation(main.companyId, shopee, [
    [1, '2026-03-02T10:00:00'],
    [2, '2026-03-02T10:02:30', L],
  ]);
  await conversation(main.companyId, shopee, [
    [1, '2026-03-01T10:00:00'],
    [2, '2026-03-02T10:00:01', M],
  ]);
  // another company: never in the main company's figures
  await conversation(other.companyId, foreign, [
    [1, '2026-03-01T10:00:00'],
    [1, '2026-03-01T10:00:30'],
  ]);
});
afterAll(async () => app?.close());

const EBAY = {
  received: 4,
  buyerMessages: 5,
  answered: 3,
  answeredIn3Minutes: 1,
  answeredIn24Hours: 3,
  rate3Minutes: 25,
  rate24Hours: 75,
  medianFirstResponseMinutes: 10, // 180 s, 600 s, 86400 s
  unanswered: 1,
};
const SHOPEE = {
  received: 2,
  buyerMessages: 2,
  answered: 2,
  answeredIn3Minutes: 1,
  answeredIn24Hours: 1,
  rate3Minutes: 50,
  rate24Hours: 50,
  medianFirstResponseMinutes: 721.26, // (150 + 86401) / 2 s = 721.258 min
  unanswered: 0,
};

describe('the customer-service report', () => {
  it('computes the figures per shop, per staff member and in total', async () => {
    const r = await customerServiceReport(await contextOf(app, main.token), PERIOD);
    expect(r.shops).toEqual([
      { shopId: ebay.id, shopName: 'cs-ebay', platformType: 1, ...EBAY },
      { shopId: shopee.id, shopName: 'cs-shopee', platformType: 33, ...SHOPEE },
    ]);
    expect(r.totals).toEqual({
      received: 6,
      buyerMessages: 7,
      answered: 5,
      answeredIn3Minutes: 2,
      answeredIn24Hours: 4,
      rate3Minutes: 33.33,
      rate24Hours: 66.67,
      medianFirstResponseMinutes: 10, // 150, 180, 600, 86400, 86401 s
      unanswered: 1,
    });
    const staff = Object.fromEntries(r.staff.map((s) => [String(s.userId), s]));
    expect(r.staff).toHaveLength(3);
    expect(r.staff.at(-1)!.userId).toBeNull();
    expect(staff[String(main.userId)]).toMatchObject({
      name: mainName,
      received: 2,
      answered: 2,
      answeredIn3Minutes: 1,
      answeredIn24Hours: 1,
      rate3Minutes: 50,
      medianFirstResponseMinutes: 721.51,
    });
    expect(staff[String(lina.id)]).toMatchObject({
      name: 'Lina',
      received: 2,
      answeredIn3Minutes: 1,
      answeredIn24Hours: 2,
      rate3Minutes: 50,
      rate24Hours: 100,
      medianFirstResponseMinutes: 6.25,
    });
    expect(staff.null).toMatchObject({
      name: '',
      received: 1,
      answeredIn3Minutes: 0,
      answeredIn24Hours: 1,
      rate3Minutes: 0,
      rate24Hours: 100,
      medianFirstResponseMinutes: 1440,
      unanswered: 0,
    });
  });

  it('filters by shop and platform; an empty period answers zeros', async () => {
    const ctx = await contextOf(app, main.token);
    expect((await customerServiceReport(ctx, { ...PERIOD, shopIds: [shopee.id] })).totals).toEqual(SHOPEE);
    expect((await customerServiceReport(ctx, { ...PERIOD, platformType: 1 })).totals).toEqual(EBAY);
    const none = await customerServiceReport(ctx, { from: '2025-01-01', to: '2025-01-31' });
    expect(none).toMatchObject({ shops: [], staff: [], totals: { received: 0, rate3Minutes: null, medianFirstResponseMinutes: null } });
  });

  it('answers through GraphQL for the signed-in company only', async () => {
    const mine = await gqlReport(PERIOD, main.token);
    expect(mine.totals.received).toBe(6);
    expect(mine.shops.map((s: { shopName: string }) => s.shopName)).toEqual(['cs-ebay', 'cs-shopee']);
    const theirs = await gqlReport(PERIOD, other.token);
    expect(theirs.shops).toEqual([expect.objectContaining({ shopId: foreign.id, received: 1, buyerMessages: 2, unanswered: 1 })]);
    const probe = await gqlReport({ ...PERIOD, shopIds: [ebay.id] }, other.token);
    expect(probe).toMatchObject({ __typename: 'NotFoundError', messageId: 'customerService.shopNotFound' });
    expect(probe.message).toContain(`Shop ${ebay.id} does not exist`);
  });

  it('a sub-account sees its shops only and needs the page', async () => {
    const shopeeOnly = await subAccount(main.companyId, ['customerServiceReport'], [shopee.id]);
    const r = await gqlReport(PERIOD, shopeeOnly.token);
    expect(r.shops.map((s: { shopId: number }) => s.shopId)).toEqual([shopee.id]);
    expect(r.totals).toEqual(SHOPEE);
    const asked = await gqlReport({ ...PERIOD, shopIds: [ebay.id] }, shopeeOnly.token);
    expect(asked.message).toContain(`Shop ${ebay.id} does not exist or you may not see it`);
    const without = await gqlReport(PERIOD, lina.token);
    expect(without.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'customerServiceReport' });
  });

  it('refuses bad periods and an unknown platform in words, in the caller’s language', async () => {
    const ask = async (filter: Record<string, unknown>, lang = 'en') => {
      const r = await gqlReport(filter, main.token, lang);
      expect(r.__typename, JSON.stringify(r)).toBe('ValidationError');
      return JSON.stringify(r);
    };
    expect(await ask({ from: '2026-03-02', to: '2026-03-01' })).toContain('The end date cannot be before the start date');
    expect(await ask({ from: '2025-01-01', to: '2026-01-02' })).toContain('at most one year');
    expect(await ask({ from: '2025-01-01', to: '2026-01-02' }, 'zh')).toContain('统计周期最长一年');
    expect(await ask({ from: '2026-02-30', to: '2026-03-01' })).toContain('YYYY-MM-DD');
    expect(await ask({ ...PERIOD, platformType: 9999 })).toContain('There is no platform type 9999');
  });
});

describe('after-sales cases in the report', () => {
  const NOW = new Date('2026-03-10T00:00:00Z');
  let co: Awaited<ReturnType<TestApp['company']>>;
  let e: { id: number; platformType: number };
  let a: { id: number; platformType: number };
  let caseSeq = 0;
  /** A case opened at `opened` in `status`; `acts`: the seller's actions [minutes after opening, by] (and the marketplace's close, by null). */
  async function afterSalesCase(
    companyId: number,
    s: { id: number },
    kind: string,
    opened: string,
    status: string,
    opts: { deadline?: string; acts?: [number, number | null, string?][] } = {},
  ) {
    const at0 = t(opened);
    const history = [{ at: at0.toISOString(), action: 'opened', from: '', to: 'open', text: '', by: null }];
    for (const [minutes, by, action] of opts.acts ?? [])
      history.push({
        at: new Date(at0.getTime() + minutes * 60_000).toISOString(),
        action: action ?? (by == null ? 'closed' : 'reply'),
        from: 'open',
        to: status,
        text: '',
        by: by as never,
      });
    return db().afterSalesCase.create({
      data: {
        companyId,
        shopId: s.id,
        kind,
        platformCaseId: `case-${++caseSeq}`,
        status,
        openedAt: at0,
        platformUpdatedAt: at0,
        deadline: opts.deadline ? t(opts.deadline) : null,
        history,
      },
    });
  }

  beforeAll(async () => {
    co = await app.company('CS Cases Co');
    e = await shop(co.companyId, 1, 'cases-ebay');
    a = await shop(co.companyId, 9, 'cases-allegro');
    const U = co.userId;
    const c = co.companyId;
    // eBay cancellations: accepted after 30 min; open past its deadline; open before its deadline
    await afterSalesCase(c, e, 'cancellation', '2026-03-01T10:00:00', 'accepted', { acts: [[30, U, 'accept']] });
    await afterSalesCase(c, e, 'cancellation', '2026-03-01T12:00:00', 'open', { deadline: '2026-03-03T12:00:00' });
    await afterSalesCase(c, e, 'cancellation', '2026-03-02T08:00:00', 'open', { deadline: '2026-03-20T00:00:00' });
    // eBay returns: approved after 90 min and still open past its deadline; closed by the marketplace, never answered
    await afterSalesCase(c, e, 'return', '2026-03-01T09:00:00', 'approved', { deadline: '2026-03-05T00:00:00', acts: [[90, U, 'approve']] });
    await afterSalesCase(c, e, 'return', '2026-03-02T00:00:00', 'closed', { acts: [[600, null]] });
    // eBay disputes: one before the period (not counted); replied after 60 then refunded; replied after 20, still open, no deadline
    await afterSalesCase(c, e, 'dispute', '2026-02-28T23:00:00', 'open', { deadline: '2026-03-01T00:00:00' });
    await afterSalesCase(c, e, 'dispute', '2026-03-02T10:00:00', 'refunded', {
      acts: [
        [60, U, 'reply'],
        [120, U, 'refund'],
      ],
    });
    await afterSalesCase(c, e, 'dispute', '2026-03-02T11:00:00', 'replied', { acts: [[20, U, 'reply']] });
    // Allegro disputes: refunded after 15 min; open past its deadline; one the day after the period
    await afterSalesCase(c, a, 'dispute', '2026-03-01T00:00:00', 'refunded', { acts: [[15, U, 'refund']] });
    await afterSalesCase(c, a, 'dispute', '2026-03-01T01:00:00', 'open', { deadline: '2026-03-02T00:00:00' });
    await afterSalesCase(c, a, 'dispute', '2026-03-03T00:00:00', 'open');
    // another company's case in the same period: never counted here
    await afterSalesCase(other.companyId, foreign, 'cancellation', '2026-03-01T10:00:00', 'open', { deadline: '2026-03-01T11:00:00' });
  });

  const ALLEGRO_DISPUTES = { kind: 'dispute', opened: 2, closed: 1, open: 1, overdue: 1, responded: 1, medianFirstResponseMinutes: 15 };

  it('counts opened, closed, open and overdue cases and the median first response per shop and kind (hand-computed)', async () => {
    const r = await customerServiceReport(await contextOf(app, co.token), PERIOD, { now: NOW });
    expect(r.cases).toEqual([
      { shopId: a.id, shopName: 'cases-allegro', platformType: 9, ...ALLEGRO_DISPUTES },
      {
        shopId: e.id,
        shopName: 'cases-ebay',
        platformType: 1,
        kind: 'cancellation',
        opened: 3,
        closed: 1,
        open: 2,
        overdue: 1,
        responded: 1,
        medianFirstResponseMinutes: 30,
      },
      {
        shopId: e.id,
        shopName: 'cases-ebay',
        platformType: 1,
        kind: 'return',
        opened: 2,
        closed: 1,
        open: 1,
        overdue: 1,
        responded: 1,
        medianFirstResponseMinutes: 90,
      },
      // first responses 60 and 20 minutes (the refund after 120 is not the first)
      {
        shopId: e.id,
        shopName: 'cases-ebay',
        platformType: 1,
        kind: 'dispute',
        opened: 2,
        closed: 1,
        open: 1,
        overdue: 0,
        responded: 2,
        medianFirstResponseMinutes: 40,
      },
    ]);
    // the platform filter keeps Allegro's disputes only; a later "now" makes the open eBay cancellation overdue too
    expect((await customerServiceReport(await contextOf(app, co.token), { ...PERIOD, platformType: 9 }, { now: NOW })).cases).toEqual([
      expect.objectContaining(ALLEGRO_DISPUTES),
    ]);
    const later = await customerServiceReport(await contextOf(app, co.token), { ...PERIOD, shopIds: [e.id] }, { now: new Date('2026-03-21T00:00:00Z') });
    expect(later.cases.find((x) => x.kind === 'cancellation')).toMatchObject({ overdue: 2 });
    expect((await customerServiceReport(await contextOf(app, co.token), { from: '2025-01-01', to: '2025-01-31' })).cases).toEqual([]);
  });

  it("through GraphQL: the company's own cases, a sub-account its shops only", async () => {
    const q = `query($filter: CustomerServiceReportFilter!) { customerServiceReport(filter: $filter) { __typename ... on QueryCustomerServiceReportSuccess { data {
      cases { shopId kind opened closed open overdue responded medianFirstResponseMinutes } } } } }`;
    const mine = (await app.gql(q, { filter: PERIOD }, { token: co.token })).body.data.customerServiceReport.data;
    expect(mine.cases.map((x: { opened: number }) => x.opened)).toEqual([2, 3, 2, 2]);
    const theirs = (await app.gql(q, { filter: PERIOD }, { token: other.token })).body.data.customerServiceReport.data;
    expect(theirs.cases).toEqual([expect.objectContaining({ shopId: foreign.id, kind: 'cancellation', opened: 1, open: 1, overdue: 1 })]);
    const allegroOnly = await subAccount(co.companyId, ['customerServiceReport'], [a.id]);
    const sub = (await app.gql(q, { filter: PERIOD }, { token: allegroOnly.token })).body.data.customerServiceReport.data;
    expect(sub.cases).toEqual([expect.objectContaining({ shopId: a.id, ...ALLEGRO_DISPUTES })]);
  });
});
