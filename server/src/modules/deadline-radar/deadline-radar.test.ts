// The deadline radar (issue 21 item 8): ship-by times and unanswered buyer messages of several
// marketplaces in one list, soonest first, with hand-set times; a reply (not a failed one) takes a
// conversation off; each kind only with its page; sub-accounts see their shops only; another
// company's rows never; bad arguments refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, roleAccount } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { contextOf } from '../inventory/fixtures';
import { deadlineRadar } from './deadline-radar.service';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
const db = () => unscopedDb(app.platform.database.prisma, 'test');
// whole minutes of the real clock: the GraphQL calls count time left from their own now
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const h = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
let seq = 0;

async function shop(companyId: number, platformType: number, shopName: string) {
  return db().shop.create({ data: { companyId, platformType, platform: `p${platformType}`, shopName } });
}
async function order(companyId: number, s: { id: number; platformType: number }, shipBy: Date | null, status = 'awaitingShipment') {
  const n = ++seq;
  return db().order.create({
    data: {
      companyId,
      shopId: s.id,
      platformType: s.platformType,
      platformOrderNo: `P-${n}`,
      orderNo: `SO-R${n}`,
      orderedAt: h(-48),
      status,
      shipBy,
      buyerName: `Buyer ${n}`,
    },
  });
}
/** A conversation with messages [type, hours from NOW, status]. */
async function conversation(companyId: number, s: { id: number; platformType: number }, buyer: string, messages: [1 | 2, number, string?][]) {
  const last = Math.max(...messages.map(([, at]) => at));
  const c = await db().chatConversation.create({
    data: { companyId, shopId: s.id, platformType: s.platformType, conversationId: `c-${++seq}`, buyerAccount: buyer, buyerName: '', lastMsgTime: h(last) },
  });
  for (const [type, at, status] of messages)
    await db().chatMessage.create({ data: { companyId, chatId: c.id, type, msgTime: h(at), messageId: `m-${++seq}`, message: 'x', status: status ?? '' } });
  return c;
}
async function subAccount(companyId: number, permissions: string[], allowShopIds: number[]) {
  const username = `radar_sub_${++seq}`;
  return (await roleAccount(app, companyId, { username, permissions, allowShopIds, realname: username })).token;
}

const RADAR = `query($first: Int, $offset: Int, $kinds: [String!]) { deadlineRadar(first: $first, offset: $offset, kinds: $kinds) {
  totalCount now items { kind page id shopId shopName platformType reference platformOrderNo buyer deadline minutesLeft urgency } } }`;

let ebay: { id: number; platformType: number };
let shopee: { id: number; platformType: number };
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startTestApp();
  main = await app.company('Radar Co');
  other = await app.company('Other Radar Co');
  ebay = await shop(main.companyId, 1, 'radar-ebay');
  shopee = await shop(main.companyId, 33, 'radar-shopee');
  const foreign = await shop(other.companyId, 1, 'foreign-ebay');
  ids.dueSoon = (await order(main.companyId, ebay, h(3))).id; // 3 h left
  ids.overdue = (await order(main.companyId, shopee, h(-5), 'processing')).id; // 5 h late
  ids.later = (await order(main.companyId, shopee, h(50), 'outOfStock')).id;
  await order(main.companyId, ebay, h(1), 'shipped'); // shipped: off
  await order(main.companyId, ebay, null); // no ship-by: off
  await order(main.companyId, ebay, h(-24 * 8)); // passed 8 days ago: dropped
  await order(other.companyId, foreign, h(2)); // another company
  // asked 20 h ago, unanswered: due in 4 h
  ids.waiting = (await conversation(main.companyId, shopee, 'siti', [[1, -20]])).id;
  // answered, then asked again 2 h ago twice: due 22 h from the first new question
  ids.askedAgain = (
    await conversation(main.companyId, ebay, 'emily', [
      [1, -30],
      [2, -29],
      [1, -2],
      [1, -1],
    ])
  ).id;
  // answered: off; answered with a failed send: still waiting (asked 30 h ago: 6 h late)
  await conversation(main.companyId, ebay, 'lukas', [
    [1, -10],
    [2, -9],
  ]);
  ids.failedAnswer = (
    await conversation(main.companyId, ebay, 'anna', [
      [1, -30],
      [2, -29, '-1'],
    ])
  ).id;
  // the seller started and nobody answered: nothing due
  await conversation(main.companyId, ebay, 'noone', [[2, -3]]);
  await conversation(other.companyId, foreign, 'foreigner', [[1, -1]]);
});
afterAll(async () => app?.close());

async function ask(token: string, vars: Record<string, unknown> = {}) {
  const r = await app.gql(RADAR, vars, { token, lang: 'en' });
  return r.body;
}

describe('the deadline radar', () => {
  it('lists ship-by times and unanswered buyers of every marketplace, soonest first, with the time left', async () => {
    const ctx = await contextOf(app, main.token);
    const page = await deadlineRadar(ctx, {}, NOW);
    expect(page.items.map((i) => [i.kind, i.id, i.minutesLeft, i.urgency])).toEqual([
      ['buyerMessage', ids.failedAnswer, -6 * 60, 'overdue'],
      ['shipBy', ids.overdue, -5 * 60, 'overdue'],
      ['shipBy', ids.dueSoon, 3 * 60, 'hours4'],
      ['buyerMessage', ids.waiting, 4 * 60, 'hours4'],
      ['buyerMessage', ids.askedAgain, 22 * 60, 'hours24'],
      ['shipBy', ids.later, 50 * 60, 'later'],
    ]);
    expect(page.totalCount).toBe(6);
    const waiting = page.items.find((i) => i.id === ids.waiting && i.kind === 'buyerMessage')!;
    expect(waiting).toMatchObject({ shopId: shopee.id, shopName: 'radar-shopee', platformType: 33, reference: 'siti', buyer: 'siti' });
    expect(page.items.find((i) => i.id === ids.dueSoon)).toMatchObject({
      reference: expect.stringMatching(/^SO-R/),
      platformOrderNo: expect.stringMatching(/^P-/),
    });
    // paging: the total stays, the rows continue; past the end: none, the total still told
    const second = await deadlineRadar(ctx, { first: 4, offset: 4 }, NOW);
    expect(second.items.map((i) => i.id)).toEqual([ids.askedAgain, ids.later]);
    expect(second.totalCount).toBe(6);
    expect(await deadlineRadar(ctx, { first: 4, offset: 10 }, NOW)).toMatchObject({ items: [], totalCount: 6 });
    expect((await deadlineRadar(ctx, { kinds: ['shipBy'] }, NOW)).items.every((i) => i.kind === 'shipBy')).toBe(true);
  });

  it('answers through GraphQL for the signed-in company only', async () => {
    const mine = await ask(main.token);
    expect(mine.data.deadlineRadar.totalCount).toBe(6);
    const theirs = await ask(other.token);
    expect(theirs.data.deadlineRadar.items.map((i: { reference: string }) => i.reference).sort()).toEqual(['SO-R7', 'foreigner'].sort());
  });

  it('shows a kind only with its page and a sub-account its shops only', async () => {
    const ordersOnly = await subAccount(main.companyId, ['deadlineRadar', 'orders'], []);
    const r1 = (await ask(ordersOnly)).data.deadlineRadar;
    expect(new Set(r1.items.map((i: { kind: string }) => i.kind))).toEqual(new Set(['shipBy']));
    const shopeeOnly = await subAccount(main.companyId, ['deadlineRadar', 'orders', 'buyerMessage'], [shopee.id]);
    const r2 = (await ask(shopeeOnly)).data.deadlineRadar;
    expect(r2.items.every((i: { shopId: number }) => i.shopId === shopee.id)).toBe(true);
    expect(r2.totalCount).toBe(3);
    const neither = await subAccount(main.companyId, ['deadlineRadar'], []);
    expect((await ask(neither)).data.deadlineRadar).toMatchObject({ items: [], totalCount: 0 });
    const without = await subAccount(main.companyId, ['orders', 'buyerMessage'], []);
    expect((await ask(without)).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses an unknown kind and a bad page size in words, in the caller’s language', async () => {
    const kind = await app.gql(RADAR, { kinds: ['refund'] }, { token: main.token, lang: 'en' });
    expect(kind.body.errors[0].message).toContain('There is no deadline kind refund');
    const size = await app.gql(RADAR, { first: 0 }, { token: main.token, lang: 'zh' });
    expect(size.body.errors[0].message).toContain('每页条数须为 1 到 100 的整数');
  });
});

describe('after-sales cases on the radar', () => {
  it("shows each open case with its answer-by time, only with its screen's page and in the caller's shops", async () => {
    const co = await app.company('Radar After-sales Co');
    const eb = await shop(co.companyId, 1, 'as-radar-ebay');
    const al = await shop(co.companyId, 9, 'as-radar-allegro');
    const am = await shop(co.companyId, 2, 'as-radar-amazon');
    const mk = (s: { id: number }, kind: string, status: string, deadline: Date | null, buyerName = '') =>
      db().afterSalesCase.create({
        data: {
          companyId: co.companyId,
          shopId: s.id,
          kind,
          status,
          deadline,
          platformCaseId: `${kind[0]}-${++seq}`,
          platformOrderNo: `ASR-${seq}`,
          buyerAccount: `buyer${seq}`,
          buyerName,
          openedAt: h(-30),
          platformUpdatedAt: h(-30),
        },
      });
    const cancel = await mk(eb, 'cancellation', 'open', h(10), 'Jan');
    const dispute = await mk(al, 'dispute', 'replied', h(-2));
    const ret = await mk(eb, 'return', 'approved', h(30));
    await mk(eb, 'cancellation', 'accepted', h(5)); // answered: off
    await mk(eb, 'dispute', 'closed', h(5)); // closed by the marketplace: off
    await mk(am, 'return', 'open', h(5)); // a marketplace without the screen: off
    await mk(eb, 'dispute', 'open', null); // no answer-by time: off
    await mk(eb, 'dispute', 'open', h(-24 * 8)); // passed 8 days ago: dropped
    const all = (await ask(co.token, { kinds: ['afterSales'] })).data.deadlineRadar;
    expect(all.items.map((i: { id: number; page: string; urgency: string }) => [i.id, i.page, i.urgency])).toEqual([
      [dispute.id, 'allegroDispute', 'overdue'],
      [cancel.id, 'ebayCancellation', 'hours24'],
      [ret.id, 'ebayReturn', 'later'],
    ]);
    expect(all.items[1]).toMatchObject({ kind: 'afterSales', reference: cancel.platformCaseId, platformOrderNo: cancel.platformOrderNo, buyer: 'Jan' });
    expect(all.items[0]).toMatchObject({ buyer: dispute.buyerAccount, shopName: 'as-radar-allegro', platformType: 9 });
    // the page of one screen only
    const cancellations = await subAccount(co.companyId, ['deadlineRadar', 'ebayCancellation'], []);
    expect((await ask(cancellations)).data.deadlineRadar.items.map((i: { id: number }) => i.id)).toEqual([cancel.id]);
    // the Allegro page without the Allegro shop: nothing
    const blind = await subAccount(co.companyId, ['deadlineRadar', 'allegroDispute'], [eb.id]);
    expect((await ask(blind)).data.deadlineRadar).toMatchObject({ items: [], totalCount: 0 });
    // no page at all: the kind is left out, not refused
    const none = await subAccount(co.companyId, ['deadlineRadar'], []);
    expect((await ask(none, { kinds: ['afterSales'] })).data.deadlineRadar.totalCount).toBe(0);
    // another company sees none of them
    expect((await ask(other.token, { kinds: ['afterSales'] })).data.deadlineRadar.totalCount).toBe(0);
  });
});
