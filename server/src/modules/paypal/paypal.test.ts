// PayPal accounts and transactions (issue 22 item 4) through the GraphQL API on a real database:
// every bad input refused with its message (en and zh) and nothing written; the client secret is
// never answered; a sync through a fixed connector writes each transaction once (a repeated sync
// adds nothing) and matches the payment of a demo-like order by amount, buyer and date; the hand
// match refuses an order of another amount with the spec's message, another company's order, a
// matched transaction and a refund; unmatch; the filters; an account that is off is not synced;
// the sandbox answers the same transactions for the same window.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, PASSWORD, type TestApp, twoCompanySuite } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { setPaymentConnector, type PaymentConnector, type PaymentTransaction } from './payment.connector';
import { SandboxPaymentConnector } from './payment.sandbox';
import { paypalTransactionOf, paypalTypeOf } from './payment.paypal';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['PayPal Co', 'Other PayPal Co'], (...s) => ([app, w, other] = s));
const ACCOUNT = 'id email alias clientId clientSecretMask balance currency enabled syncedAt syncError transactionCount unmatchedCount';
const TX = 'id accountId transactionNo amount fee netAmount currency buyerName buyerEmail status type orderId orderNo matchedBy accountEmail';
const result = (field: string, fields: string) => `{ __typename ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const CREATE = `mutation($i: PaypalAccountInput!) { createPaypalAccount(input: $i) ${result('CreatePaypalAccount', ACCOUNT)} }`;
const UPDATE = `mutation($id: Int!, $i: PaypalAccountInput!) { updatePaypalAccount(id: $id, input: $i) ${result('UpdatePaypalAccount', ACCOUNT)} }`;
const ENABLE = `mutation($id: Int!, $on: Boolean!) { setPaypalAccountEnabled(id: $id, enabled: $on) ${result('SetPaypalAccountEnabled', ACCOUNT)} }`;
const SYNC = `mutation($id: Int!) { syncPaypalAccount(id: $id) ${result('SyncPaypalAccount', `added matched account { ${ACCOUNT} }`)} }`;
const MATCH = `mutation($i: PaypalMatchInput!) { matchPaypalTransaction(input: $i) ${result('MatchPaypalTransaction', TX)} }`;
const UNMATCH = `mutation($id: Int!) { unmatchPaypalTransaction(id: $id) ${result('UnmatchPaypalTransaction', TX)} }`;
const LIST = `query($f: PaypalTransactionFilter) { paypalTransactions(filter: $f, first: 50) { totalCount edges { node { ${TX} } } } }`;

const state = async () =>
  JSON.stringify([await db().paypalAccount.findMany({ orderBy: { id: 'asc' } }), await db().paypalTransaction.findMany({ orderBy: { id: 'asc' } })]);

const NOW = Date.now();
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000);
const blank = { fee: '0.00', note: '', address1: '', address2: '', city: '', state: '', postcode: '', country: '', buyerId: '' };
const FIXED: PaymentTransaction[] = [
  {
    ...blank,
    transactionNo: 'T-PAY-1',
    occurredAt: at(30),
    amount: '25.90',
    net: '25.90',
    currency: 'USD',
    status: 'success',
    type: 'payment',
    buyerName: 'Ann Lee',
    buyerEmail: 'ann@example.com',
  },
  {
    ...blank,
    transactionNo: 'T-PAY-2',
    occurredAt: at(20),
    amount: '40.00',
    net: '40.00',
    currency: 'USD',
    status: 'success',
    type: 'payment',
    buyerName: 'Bob Roe',
    buyerEmail: 'bob@example.com',
  },
  {
    ...blank,
    transactionNo: 'T-REF-1',
    occurredAt: at(10),
    amount: '-5.00',
    net: '-5.00',
    currency: 'USD',
    status: 'success',
    type: 'refund',
    buyerName: 'Ann Lee',
    buyerEmail: 'ann@example.com',
  },
];
const fixed: PaymentConnector = {
  name: 'fixed',
  sandbox: true,
  balance: () => Promise.resolve({ ok: true, value: { amount: '1234.56', currency: 'USD' } }),
  listTransactions: (_a, since, until) => Promise.resolve({ ok: true, value: FIXED.filter((t) => t.occurredAt >= since && t.occurredAt < until) }),
};

let seq = 0;
async function order(companyId: number, shopId: number, total: string, buyerName: string, buyerEmail: string, orderedAt: Date) {
  seq += 1;
  return db().order.create({
    data: {
      companyId,
      shopId,
      platformType: 1,
      platformOrderNo: `PP-P-${seq}`,
      orderNo: `PP-${companyId}-${seq}`,
      buyerName,
      buyerEmail,
      totalAmount: total,
      currency: 'USD',
      orderedAt,
    },
  });
}
async function shopOf(companyId: number, name: string) {
  return db().shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: name, status: 1 } });
}

let accountId = 0;
let annOrder = 0;
let bobOrder = 0;
let bobRightOrder = 0;
let theirOrder = 0;

describe('PayPal accounts (/paypalManage)', () => {
  it('refuses bad input with its message in the caller’s language and writes nothing', async () => {
    const before = await state();
    const bad = async (i: Record<string, unknown>, lang = 'en') => (await gql(CREATE, { i }, w.token, lang)).createPaypalAccount;
    expect((await bad({ email: 'not-an-email' })).fieldErrors[0]).toMatchObject({ field: 'email', message: 'PayPal email must be valid' });
    expect((await bad({ email: 'seller@' }, 'zh')).fieldErrors[0]).toMatchObject({ field: 'email', message: 'PayPal 邮箱格式不正确' });
    expect((await bad({ email: '  ' })).fieldErrors[0]).toMatchObject({ messageId: 'paypal.emailRequired' });
    expect((await bad({ email: 'a@b.co', alias: 'x'.repeat(65) })).fieldErrors[0]).toMatchObject({ field: 'alias', messageId: 'validation.tooLong' });
    expect(await state()).toBe(before);
  });

  it('creates an account; the secret is sealed and only masked; the email is unique per company', async () => {
    const r = (await gql(CREATE, { i: { email: ' Shop@Example.com ', alias: 'Main', clientId: 'cid', clientSecret: 'very-secret-1234' } })).createPaypalAccount;
    expect(r.data).toMatchObject({ email: 'shop@example.com', alias: 'Main', clientId: 'cid', clientSecretMask: '••••1234', enabled: true });
    accountId = r.data.id;
    const stored = await db().paypalAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(stored.clientSecret.startsWith('v1.')).toBe(true);
    expect(stored.clientSecret).not.toContain('very-secret');
    const before = await state();
    const dup = (await gql(CREATE, { i: { email: 'SHOP@example.com' } })).createPaypalAccount;
    expect(dup.fieldErrors[0]).toMatchObject({ field: 'email', messageId: 'paypal.emailTaken' });
    expect(await state()).toBe(before);
    // another company may use the same email
    expect((await gql(CREATE, { i: { email: 'shop@example.com' } }, other.token)).createPaypalAccount.data.email).toBe('shop@example.com');
    // edit: an empty secret keeps the stored one
    const e = (await gql(UPDATE, { id: accountId, i: { email: 'shop@example.com', alias: 'Main EU', clientId: 'cid' } })).updatePaypalAccount;
    expect(e.data).toMatchObject({ alias: 'Main EU', clientSecretMask: '••••1234' });
    // another company's account id: not found
    expect((await gql(UPDATE, { id: accountId, i: { email: 'x@example.com' } }, other.token)).updatePaypalAccount.messageId).toBe('paypal.accountNotFound');
  });

  it('syncs once: a repeated sync adds nothing; the payment of the same amount, buyer and date gets its order', async () => {
    setPaymentConnector(app.platform, fixed);
    const shop = await shopOf(w.companyId, 'PP eBay');
    const theirShop = await shopOf(other.companyId, 'PP Their eBay');
    annOrder = (await order(w.companyId, shop.id, '25.90', 'Ann Lee', 'ann@example.com', at(31))).id;
    bobOrder = (await order(w.companyId, shop.id, '39.00', 'Bob Roe', 'bob@example.com', at(21))).id;
    bobRightOrder = (await order(w.companyId, shop.id, '40.00', 'Somebody Else', 'else@example.com', at(200))).id;
    theirOrder = (await order(other.companyId, theirShop.id, '40.00', 'Bob Roe', 'bob@example.com', at(21))).id;
    const r = (await gql(SYNC, { id: accountId })).syncPaypalAccount;
    expect(r).toMatchObject({
      data: { added: 3, matched: 1, account: { balance: '1234.56', currency: 'USD', transactionCount: 3, unmatchedCount: 1, syncError: '' } },
    });
    const again = (await gql(SYNC, { id: accountId })).syncPaypalAccount;
    expect(again.data).toMatchObject({ added: 0, matched: 0 });
    expect(await db().paypalTransaction.count({ where: { accountId } })).toBe(3);
    const ann = await db().paypalTransaction.findFirstOrThrow({ where: { transactionNo: 'T-PAY-1' } });
    expect(ann).toMatchObject({ orderId: annOrder, matchedBy: 'auto' });
  });

  it('an account that is off is not synced', async () => {
    await gql(ENABLE, { id: accountId, on: false });
    expect((await gql(SYNC, { id: accountId })).syncPaypalAccount.messageId).toBe('paypal.accountDisabled');
    await gql(ENABLE, { id: accountId, on: true });
  });
});

describe('PayPal transactions (/paypalDeal)', () => {
  const txId = async (no: string) => (await db().paypalTransaction.findFirstOrThrow({ where: { transactionNo: no, accountId } })).id;

  it('lists with filters: unmatched, matched, type, keyword', async () => {
    const unmatched = (await gql(LIST, { f: { accountId, matched: false } })).paypalTransactions;
    expect(unmatched.edges.map((e: { node: { transactionNo: string } }) => e.node.transactionNo).sort()).toEqual(['T-PAY-2', 'T-REF-1']);
    const matched = (await gql(LIST, { f: { matched: true } })).paypalTransactions;
    expect(matched.edges[0].node).toMatchObject({
      transactionNo: 'T-PAY-1',
      orderNo: expect.stringMatching(/^PP-/),
      matchedBy: 'auto',
      accountEmail: 'shop@example.com',
    });
    expect((await gql(LIST, { f: { type: 'refund' } })).paypalTransactions.totalCount).toBe(1);
    expect((await gql(LIST, { f: { keyword: 'bob@' } })).paypalTransactions.totalCount).toBe(1);
    expect((await gql(LIST, {}, other.token)).paypalTransactions.totalCount).toBe(0);
  });

  it('refuses a hand match of another amount with the spec’s message (en and zh), and writes nothing', async () => {
    const id = await txId('T-PAY-2');
    const before = await state();
    const en = (await gql(MATCH, { i: { transactionId: id, orderId: bobOrder } })).matchPaypalTransaction;
    expect(en).toMatchObject({ messageId: 'paypal.amountMismatch', message: 'The current order amount does not match the PayPal transaction amount' });
    const zh = (await gql(MATCH, { i: { transactionId: id, orderId: bobOrder } }, w.token, 'zh')).matchPaypalTransaction;
    expect(zh.message).toBe('当前订单金额与 PayPal 交易金额不一致');
    // another company's order, a refund, an order already matched, an unknown transaction
    expect((await gql(MATCH, { i: { transactionId: id, orderId: theirOrder } })).matchPaypalTransaction.fieldErrors[0]).toMatchObject({
      field: 'orderId',
      messageId: 'paypal.orderNotFound',
    });
    expect((await gql(MATCH, { i: { transactionId: await txId('T-REF-1'), orderId: bobRightOrder } })).matchPaypalTransaction.messageId).toBe(
      'paypal.notMatchable',
    );
    expect((await gql(MATCH, { i: { transactionId: await txId('T-PAY-1'), orderId: bobRightOrder } })).matchPaypalTransaction.messageId).toBe(
      'paypal.alreadyMatched',
    );
    // another company's transaction is not found (as the tenancy crawl expects), not a field error
    expect((await gql(MATCH, { i: { transactionId: id, orderId: bobRightOrder } }, other.token)).matchPaypalTransaction.messageId).toBe(
      'paypal.transactionNotFound',
    );
    expect((await gql(MATCH, { i: { transactionId: 0, orderId: bobOrder } })).matchPaypalTransaction.fieldErrors[0].messageId).toBe(
      'paypal.transactionRequired',
    );
    expect(await state()).toBe(before);
  });

  it('matches by hand an order of the same amount (buyer aside), then unmatches it', async () => {
    const id = await txId('T-PAY-2');
    const m = (await gql(MATCH, { i: { transactionId: id, orderId: bobRightOrder } })).matchPaypalTransaction;
    expect(m.data).toMatchObject({ orderId: bobRightOrder, matchedBy: 'manual' });
    // the order is taken: another transaction cannot have it
    await db().paypalTransaction.update({ where: { id: await txId('T-PAY-1') }, data: { orderId: null, matchedBy: '' } });
    const taken = (await gql(MATCH, { i: { transactionId: await txId('T-PAY-1'), orderId: bobRightOrder } })).matchPaypalTransaction;
    expect(taken.messageId).toBe('paypal.amountMismatch');
    const u = (await gql(UNMATCH, { id })).unmatchPaypalTransaction;
    expect(u.data).toMatchObject({ orderId: null, matchedBy: '' });
    expect((await gql(UNMATCH, { id })).unmatchPaypalTransaction.messageId).toBe('paypal.notMatched');
  });

  it('needs the permissions', async () => {
    const role = await db().role.create({ data: { companyId: w.companyId, name: 'pp-viewer', permissions: ['paypalDeal'] } });
    await db().user.create({
      data: { companyId: w.companyId, username: 'pp_viewer', passwordHash: await hashPassword(PASSWORD), realname: 'v', isMain: false, roleId: role.id },
    });
    const token = await app.login('pp_viewer');
    expect((await gql(LIST, {}, token)).paypalTransactions.totalCount).toBe(3);
    const denied = async (query: string, variables: Record<string, unknown>) =>
      (await app.gql(query, variables, { token, lang: 'en' })).body.errors?.[0]?.extensions?.code;
    expect(await denied(MATCH, { i: { transactionId: await txId('T-PAY-2'), orderId: bobRightOrder } })).toBe('FORBIDDEN');
    expect(await denied(SYNC, { id: accountId })).toBe('FORBIDDEN');
  });
});

describe('the payment connectors', () => {
  it('the sandbox answers the same transactions for the same window, and mirrors orders', async () => {
    const orders = [
      {
        id: 1,
        orderNo: 'D-1',
        totalAmount: '12.00',
        currency: 'EUR',
        buyerAccount: 'b1',
        buyerName: 'X',
        buyerEmail: 'x@x.com',
        orderedAt: at(48),
        paidAt: null,
      },
      {
        id: 2,
        orderNo: 'D-2',
        totalAmount: '13.00',
        currency: 'EUR',
        buyerAccount: 'b2',
        buyerName: 'Y',
        buyerEmail: 'y@x.com',
        orderedAt: at(47),
        paidAt: null,
      },
      {
        id: 3,
        orderNo: 'D-3',
        totalAmount: '14.00',
        currency: 'EUR',
        buyerAccount: 'b3',
        buyerName: 'Z',
        buyerEmail: 'z@x.com',
        orderedAt: at(46),
        paidAt: null,
      },
      {
        id: 4,
        orderNo: 'D-4',
        totalAmount: '15.00',
        currency: 'EUR',
        buyerAccount: 'b4',
        buyerName: 'W',
        buyerEmail: 'w@x.com',
        orderedAt: at(45),
        paidAt: null,
      },
    ];
    const s = new SandboxPaymentConnector(() => Promise.resolve(orders));
    const ref = { companyId: 1, email: 'demo@example.com', clientId: '', clientSecret: '' };
    const a = await s.listTransactions(ref, at(24 * 30), at(0));
    const b = await s.listTransactions(ref, at(24 * 30), at(0));
    expect(a).toEqual(b);
    if (!a.ok) throw new Error('sandbox failed');
    expect(a.value.length).toBeGreaterThan(5);
    for (const t of a.value.filter((x) => x.transactionNo.startsWith('SB-O'))) {
      expect(orders.find((o) => `SB-O${o.orderNo}` === t.transactionNo)?.totalAmount).toBe(t.amount);
    }
    for (const t of a.value.filter((x) => x.transactionNo.startsWith('SB-X'))) {
      expect(orders.find((o) => `SB-X${o.orderNo}` === t.transactionNo)?.totalAmount).not.toBe(t.amount);
    }
    expect((await s.balance(ref)).ok).toBe(true);
  });

  it('reads PayPal Transaction Search rows', () => {
    expect(paypalTypeOf('T0006')).toBe('payment');
    expect(paypalTypeOf('T1107')).toBe('refund');
    const t = paypalTransactionOf({
      transaction_info: {
        transaction_id: '9GS80322P28628837',
        transaction_event_code: 'T0006',
        transaction_initiation_date: '2026-11-20T10:00:00+0000',
        transaction_amount: { currency_code: 'USD', value: '25.90' },
        fee_amount: { currency_code: 'USD', value: '-1.39' },
        transaction_status: 'S',
      },
      payer_info: { account_id: 'PAYER1', email_address: 'ann@example.com', payer_name: { given_name: 'Ann', surname: 'Lee' } },
      shipping_info: { address: { line1: '1 Main St', city: 'Austin', state: 'TX', country_code: 'US', postal_code: '73301' } },
    });
    expect(t).toMatchObject({
      amount: '25.90',
      fee: '1.39',
      net: '24.51',
      status: 'success',
      type: 'payment',
      buyerName: 'Ann Lee',
      state: 'TX',
      address1: '1 Main St',
    });
  });
});
