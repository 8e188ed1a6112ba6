// Customers and their blacklist (/customerManagement, issue 21 item 4) over GraphQL on a real
// database: the buyers grouped by (shop, buyer account) with figures checked by hand, filters and
// paging; moving in with the required reason (missing or blank refused in zh and en, nothing
// written), another company's shop, a sub-account without the shop, a duplicate, removal; tenancy.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, type TestApp, twoCompanySuite, roleAccount } from '../../../test/harness';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Customers Co', 'Other Customers Co'], (...s) => ([app, w, other] = s));
const ROW =
  'shopId shopName platformType buyerAccount buyerName orderCount amounts { currency amount } lastOrderAt conversationCount blacklistId blacklistReason';
const list = async (filter: Record<string, unknown> = {}, page: { offset?: number; limit?: number } = {}, token?: string) =>
  (
    await gql(
      `query($f: CustomerFilter, $o: Int, $l: Int) { customers(filter: $f, offset: $o, limit: $l) { totalCount nodes { ${ROW} } } }`,
      { f: filter, o: page.offset, l: page.limit },
      token,
    )
  ).customers;
const ENTRY = 'id buyerAccount platformType cause causeText removedAt';
const blacklist = async (i: Record<string, unknown>, token?: string, lang?: string) =>
  (
    await gql(
      `mutation($i: BlacklistBuyerInput!) { blacklistBuyer(input: $i) { __typename ... on MutationBlacklistBuyerSuccess { data { ${ENTRY} } } ${ERR} } }`,
      { i },
      token,
      lang,
    )
  ).blacklistBuyer;
const remove = async (id: number, token?: string) =>
  (
    await gql(
      `mutation($id: Int!) { removeFromBlacklist(id: $id) { __typename ... on MutationRemoveFromBlacklistSuccess { data { ${ENTRY} } } ${ERR} } }`,
      { id },
      token,
    )
  ).removeFromBlacklist;
const entries = () => db().shippingBlacklist.findMany({ orderBy: { id: 'asc' } });

/** Refused with the field's message in en and zh, nothing written. */
async function expectRefused(i: Record<string, unknown>, field: string, messageId: string, token?: string) {
  const before = JSON.stringify(await entries());
  for (const lang of ['en', 'zh']) {
    const r = await blacklist(i, token, lang);
    if (field === '') {
      // a shop the caller may not see: not found, like an unknown id
      expect(r, JSON.stringify(r)).toMatchObject({ __typename: 'NotFoundError', messageId });
      if (lang === 'zh') expect(r.message).toMatch(/[\u4e00-\u9fff]/);
      continue;
    }
    expect(r.__typename, JSON.stringify(r)).toBe('ValidationError');
    const e = r.fieldErrors.find((f: { field: string }) => f.field === field);
    expect(e, JSON.stringify(r)).toMatchObject({ messageId });
    expect(e.message).not.toBe(messageId);
    if (lang === 'zh') expect(e.message).toMatch(/[\u4e00-\u9fff]/);
  }
  expect(JSON.stringify(await entries())).toBe(before);
}

let ebayA: number;
let ebayB: number;
let amazon: number;
let theirs: number;
let bobOrderId: number;
let seq = 0;

async function order(
  companyId: number,
  shopId: number,
  platformType: number,
  buyerAccount: string,
  buyerName: string,
  total: string,
  currency: string,
  day: string,
  status = 'completed',
) {
  seq += 1;
  return db().order.create({
    data: {
      companyId,
      shopId,
      platformType,
      platformOrderNo: `CUST-P-${seq}`,
      orderNo: `CUST-${seq}`,
      buyerAccount,
      buyerName,
      totalAmount: total,
      currency,
      orderedAt: new Date(`${day}T10:00:00Z`),
      status,
    },
  });
}

async function subAccount(name: string, permissions: string[], allowShopIds: number[]) {
  return (await roleAccount(app, w.companyId, { username: `${name}_${w.companyId}`, role: name, permissions, allowShopIds, realname: name })).token;
}

describe('customers (/customerManagement)', () => {
  it('groups the orders by shop and buyer account with hand-checked figures, last order first', async () => {
    const c = w.companyId;
    const shop = (companyId: number, platformType: number, platform: string, shopName: string) =>
      db().shop.create({ data: { companyId, platformType, platform, shopName, status: 1 } });
    ebayA = (await shop(c, 1, 'ebay', 'Cust eBay A')).id;
    ebayB = (await shop(c, 1, 'ebay', 'Cust eBay B')).id;
    amazon = (await shop(c, 2, 'amazon', 'Cust Amazon')).id;
    theirs = (await shop(other.companyId, 1, 'ebay', 'Their eBay')).id;
    await order(c, ebayA, 1, 'alice', 'Alice', '10.50', 'USD', '2026-01-01');
    await order(c, ebayA, 1, 'alice', 'Alice', '5.00', 'EUR', '2026-01-15');
    await order(c, ebayA, 1, 'alice', 'Alice Smith', '20.25', 'USD', '2026-02-01');
    await order(c, ebayB, 1, 'alice', 'Alice', '7.00', 'USD', '2026-03-01');
    bobOrderId = (await order(c, amazon, 2, 'bob', 'Bob', '100.00', 'USD', '2026-01-10', 'awaitingShipment')).id;
    await order(c, ebayA, 1, '', 'No account', '1.00', 'USD', '2026-04-01');
    await order(other.companyId, theirs, 1, 'carol', 'Carol', '9.99', 'USD', '2026-05-01');
    const conv = (shopId: number, platformType: number, buyerAccount: string, conversationId: string, companyId = c) =>
      db().chatConversation.create({ data: { companyId, shopId, platformType, conversationId, buyerAccount } });
    await conv(ebayA, 1, 'alice', 'c1');
    await conv(ebayA, 1, 'alice', 'c2');
    await conv(amazon, 2, 'bob', 'c3');
    await conv(ebayB, 1, 'someone-else', 'c4');

    const all = await list();
    expect(all.totalCount).toBe(3);
    expect(all.nodes).toEqual([
      {
        shopId: ebayB,
        shopName: 'Cust eBay B',
        platformType: 1,
        buyerAccount: 'alice',
        buyerName: 'Alice',
        orderCount: 1,
        amounts: [{ currency: 'USD', amount: '7.00' }],
        lastOrderAt: '2026-03-01T10:00:00.000Z',
        conversationCount: 0,
        blacklistId: null,
        blacklistReason: '',
      },
      {
        shopId: ebayA,
        shopName: 'Cust eBay A',
        platformType: 1,
        buyerAccount: 'alice',
        buyerName: 'Alice Smith',
        orderCount: 3,
        amounts: [
          { currency: 'EUR', amount: '5.00' },
          { currency: 'USD', amount: '30.75' },
        ],
        lastOrderAt: '2026-02-01T10:00:00.000Z',
        conversationCount: 2,
        blacklistId: null,
        blacklistReason: '',
      },
      {
        shopId: amazon,
        shopName: 'Cust Amazon',
        platformType: 2,
        buyerAccount: 'bob',
        buyerName: 'Bob',
        orderCount: 1,
        amounts: [{ currency: 'USD', amount: '100.00' }],
        lastOrderAt: '2026-01-10T10:00:00.000Z',
        conversationCount: 1,
        blacklistId: null,
        blacklistReason: '',
      },
    ]);
  });

  it('filters by shop and keyword (account or any name of the buyer) and pages', async () => {
    expect((await list({ shopId: ebayA })).nodes.map((n: any) => [n.shopId, n.buyerAccount])).toEqual([[ebayA, 'alice']]);
    expect((await list({ keyword: 'smith' })).nodes.map((n: any) => [n.shopId, n.buyerAccount])).toEqual([[ebayA, 'alice']]);
    expect((await list({ keyword: ' BOB ' })).nodes.map((n: any) => n.buyerAccount)).toEqual(['bob']);
    expect((await list({ keyword: '%' })).totalCount).toBe(0);
    const page2 = await list({}, { offset: 1, limit: 1 });
    expect(page2.totalCount).toBe(3);
    expect(page2.nodes.map((n: any) => n.shopId)).toEqual([ebayA]);
    const beyond = await list({}, { offset: 10, limit: 5 });
    expect(beyond).toEqual({ totalCount: 3, nodes: [] });
  });

  it('refuses a missing or blank reason, another company’s shop and a blank account, writing nothing', async () => {
    await expectRefused({ shopId: amazon, buyerAccount: 'bob', reason: '' }, 'reason', 'customers.reasonRequired');
    await expectRefused({ shopId: amazon, buyerAccount: 'bob', reason: ' \u3000 ' }, 'reason', 'customers.reasonRequired');
    await expectRefused({ shopId: amazon, buyerAccount: 'bob', reason: 'x'.repeat(201) }, 'reason', 'validation.tooLong');
    await expectRefused({ shopId: amazon, buyerAccount: '  ', reason: 'fraud' }, 'buyerAccount', 'customers.buyerRequired');
    await expectRefused({ shopId: theirs, buyerAccount: 'carol', reason: 'fraud' }, '', 'customers.shopNotFound');
    expect((await db().order.findUniqueOrThrow({ where: { id: bobOrderId } })).status).toBe('awaitingShipment');
  });

  it('moves a buyer in with the reason, holds the open orders, refuses a duplicate, lists and removes', async () => {
    const r = await blacklist({ shopId: amazon, buyerAccount: ' bob ', reason: '  Chargeback fraud ' });
    expect(r).toMatchObject({
      __typename: 'MutationBlacklistBuyerSuccess',
      data: { buyerAccount: 'bob', platformType: 2, cause: 'other', causeText: 'Chargeback fraud', removedAt: null },
    });
    const id = r.data.id;
    expect((await db().order.findUniqueOrThrow({ where: { id: bobOrderId } })).status).not.toBe('awaitingShipment');
    // the same buyer again (any case) is a duplicate, nothing written
    await expectRefused({ shopId: amazon, buyerAccount: 'BOB', reason: 'again' }, 'buyerAccount', 'customers.alreadyBlacklisted');
    const black = await list({ blacklisted: true });
    expect(black.nodes).toMatchObject([{ shopId: amazon, buyerAccount: 'bob', blacklistId: id, blacklistReason: 'Chargeback fraud' }]);
    expect((await list({ blacklisted: false })).nodes.map((n: any) => [n.shopId, n.buyerAccount])).toEqual([
      [ebayB, 'alice'],
      [ebayA, 'alice'],
    ]);
    const page = (await gql('{ buyerBlacklist(first: 10) { totalCount edges { node { id buyerAccount causeText } } } }')).buyerBlacklist;
    expect(page.totalCount).toBe(1);
    expect(page.edges[0].node).toEqual({ id, buyerAccount: 'bob', causeText: 'Chargeback fraud' });
    // another company neither sees nor removes it
    expect((await list({}, {}, other.token)).nodes.map((n: any) => n.buyerAccount)).toEqual(['carol']);
    expect((await gql('{ buyerBlacklist(first: 10) { totalCount } }', {}, other.token)).buyerBlacklist.totalCount).toBe(0);
    expect(await remove(id, other.token)).toMatchObject({ messageId: 'customers.blacklistNotFound' });
    expect((await db().shippingBlacklist.findUniqueOrThrow({ where: { id } })).removedAt).toBeNull();
    // removal
    const removed = await remove(id);
    expect(removed.__typename).toBe('MutationRemoveFromBlacklistSuccess');
    expect(removed.data.removedAt).not.toBeNull();
    expect((await list({ blacklisted: true })).totalCount).toBe(0);
    expect((await gql('{ buyerBlacklist(first: 10) { totalCount } }')).buyerBlacklist.totalCount).toBe(0);
    // moving in again after removal works
    expect((await blacklist({ shopId: amazon, buyerAccount: 'bob', reason: 'Again' })).__typename).toBe('MutationBlacklistBuyerSuccess');
  });

  it('a sub-account sees only the buyers of its shops and cannot blacklist buyers of other shops; without the permission it is refused', async () => {
    const agent = await subAccount('cust_agent', ['customerManagement', 'customerManagement.blacklist'], [ebayB]);
    const seen = await list({}, {}, agent);
    expect(seen.nodes.map((n: any) => [n.shopId, n.buyerAccount])).toEqual([[ebayB, 'alice']]);
    expect((await list({ shopId: amazon }, {}, agent)).totalCount).toBe(0);
    await expectRefused({ shopId: amazon, buyerAccount: 'bob', reason: 'fraud' }, '', 'customers.shopNotFound', agent);
    await expectRefused({ shopId: ebayA, buyerAccount: 'alice', reason: 'fraud' }, '', 'customers.shopNotFound', agent);
    const reader = await subAccount('cust_reader', ['customerManagement'], []);
    expect((await list({}, {}, reader)).totalCount).toBe(3);
    const before = JSON.stringify(await entries());
    const denied = await app.gql(
      'mutation($i: BlacklistBuyerInput!) { blacklistBuyer(input: $i) { __typename } }',
      { i: { shopId: ebayA, buyerAccount: 'alice', reason: 'r' } },
      { token: reader },
    );
    expect(denied.body.errors?.[0]?.extensions).toMatchObject({ messageId: 'permission.denied', permission: 'customerManagement.blacklist' });
    expect(JSON.stringify(await entries())).toBe(before);
    const none = await subAccount('cust_none', [], []);
    const refused = await app.gql('{ customers { totalCount } }', {}, { token: none });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ messageId: 'permission.denied' });
  });
});
