// Payment and collection orders (issue 22 item 2) through the GraphQL API on a real database: an
// approved purchase payment request becomes a payment order (a refund order a collection order);
// paying moves unpaid → paid and posts the money-out entry at the executed rate of the payment date;
// paying twice (sequentially and concurrently) is refused; an account that may not go negative or
// is off refuses; a collection in a currency without a rate is refused; every refusal writes
// nothing; balances equal the sum of their entries after all of it; the ledger's filters, totals
// and export; tenancy and permissions.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, PASSWORD, type TestApp, twoCompanySuite } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { newBillNo } from '../../platform/lookups';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Payments Co', 'Other Payments Co'], (...s) => ([app, w, other] = s));
const result = (field: string, fields: string) => `{ __typename ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const PO = 'id orderNo status source purchasePaymentId payee category amount currency remark accountId accountName paidAmount rate paidAt entryId';
const CO = 'id orderNo status purchasePaymentId payer category amount currency accountId accountName receivedAmount rate receivedAt entryId';
const CREATE_ACCOUNT = `mutation($i: FinanceAccountInput!) { createFinanceAccount(input: $i) ${result('CreateFinanceAccount', 'id name balance currency')} }`;
const ENABLE = `mutation($id: Int!, $on: Boolean!) { setFinanceAccountEnabled(id: $id, enabled: $on) ${result('SetFinanceAccountEnabled', 'id')} }`;
const CREATE_PO = `mutation($i: PaymentOrderInput!) { createPaymentOrder(input: $i) ${result('CreatePaymentOrder', PO)} }`;
const PAY = `mutation($i: SettleFinanceOrderInput!) { payPaymentOrder(input: $i) ${result('PayPaymentOrder', PO)} }`;
const CREATE_CO = `mutation($i: CollectionOrderInput!) { createCollectionOrder(input: $i) ${result('CreateCollectionOrder', CO)} }`;
const RECEIVE = `mutation($i: SettleFinanceOrderInput!) { receiveCollectionOrder(input: $i) ${result('ReceiveCollectionOrder', CO)} }`;
const AUDIT = `mutation($i: PurchaseAuditInput!) { auditPurchasePayments(input: $i) { __typename ${ERR} } }`;
const ENTRIES = `query($f: FinanceEntryFilter) { financeEntries(filter: $f, first: 50) { totalCount edges { node { id direction amount rate baseAmount category sourceType sourceId remark } } } }`;
const TOTALS = `query($f: FinanceEntryFilter) { financeEntryTotals(filter: $f) { currency count in out net } }`;

const createAccount = async (i: Record<string, unknown>, token = w.token) =>
  (await gql(CREATE_ACCOUNT, { i: { kind: 'bank', accountNo: '6222', currency: 'CNY', initialBalance: '0', ...i } }, token)).createFinanceAccount.data;
const createPo = async (i: Record<string, unknown>, token = w.token, lang = 'en') =>
  (await gql(CREATE_PO, { i: { payee: 'Landlord', category: 'rent', amount: '100.00', currency: 'CNY', ...i } }, token, lang)).createPaymentOrder;
const pay = async (i: Record<string, unknown>, token = w.token, lang = 'en') =>
  (await gql(PAY, { i: { date: '2026-11-20T08:00:00Z', ...i } }, token, lang)).payPaymentOrder;
const createCo = async (i: Record<string, unknown>, token = w.token, lang = 'en') =>
  (await gql(CREATE_CO, { i: { payer: 'Amazon', category: 'marketplacePayout', amount: '50.00', currency: 'CNY', ...i } }, token, lang)).createCollectionOrder;
const receive = async (i: Record<string, unknown>, token = w.token, lang = 'en') =>
  (await gql(RECEIVE, { i: { date: '2026-11-20T08:00:00Z', ...i } }, token, lang)).receiveCollectionOrder;

const state = async () =>
  JSON.stringify([
    await db().financeAccount.findMany({ orderBy: { id: 'asc' } }),
    await db().financeEntry.findMany({ orderBy: { id: 'asc' } }),
    await db().paymentOrder.findMany({ orderBy: { id: 'asc' } }),
    await db().collectionOrder.findMany({ orderBy: { id: 'asc' } }),
  ]);

async function expectBalancesEqualEntries() {
  const accounts = await db().financeAccount.findMany();
  const sums = await db().financeEntry.groupBy({ by: ['accountId', 'direction'], _sum: { amount: true } });
  for (const a of accounts) {
    const sumOf = (d: string) => Math.round((sums.find((s) => s.accountId === a.id && s.direction === d)?._sum.amount?.toNumber() ?? 0) * 100);
    expect(sumOf('in') - sumOf('out'), `account ${a.name}`).toBe(Math.round(a.balance.toNumber() * 100));
  }
}

/** A rate history row for the company (what setting a rate writes). */
const rateFrom = (currency: string, rate: string, changedAt: string, companyId = w.companyId) =>
  db().exchangeRateHistory.create({ data: { companyId, currency, standardRate: rate, modifier: '0', rate, action: 'set', changedAt: new Date(changedAt) } });

describe('payment orders', () => {
  it('a typed-in payment order is unpaid; paying it moves the balance and posts one entry in the same transaction', async () => {
    const a = await createAccount({ name: 'Main bank', initialBalance: '1000.00' });
    const po = await createPo({ payee: ' Landlord ', amount: '250.50', remark: 'November rent' });
    expect(po).toMatchObject({
      __typename: 'MutationCreatePaymentOrderSuccess',
      data: { status: 'unpaid', source: 'manual', payee: 'Landlord', accountId: null },
    });
    expect(po.data.orderNo).toMatch(/^FK\d{14}$/);
    const r = await pay({ id: po.data.id, accountId: a.id });
    expect(r).toMatchObject({
      __typename: 'MutationPayPaymentOrderSuccess',
      data: { status: 'paid', accountId: a.id, accountName: 'Main bank', paidAmount: '250.5', rate: '1' },
    });
    expect((await db().financeAccount.findUniqueOrThrow({ where: { id: a.id } })).balance.toFixed(2)).toBe('749.50');
    const entry = await db().financeEntry.findUniqueOrThrow({ where: { id: r.data.entryId } });
    expect(entry).toMatchObject({ direction: 'out', category: 'rent', sourceType: 'paymentOrder', sourceId: po.data.id });
    expect(entry.occurredAt.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(entry.remark).toContain(po.data.orderNo);
    await expectBalancesEqualEntries();
  });

  it('paying twice is refused and nothing changes', async () => {
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Main bank' } });
    const po = await db().paymentOrder.findFirstOrThrow({ where: { companyId: w.companyId, status: 'paid' } });
    const before = await state();
    const r = await pay({ id: po.id, accountId: a.id }, w.token, 'zh');
    expect(r).toMatchObject({ __typename: 'BusinessError', messageId: 'finance.paymentOrderNotUnpaid' });
    expect(r.message).toContain('已付款');
    expect(await state()).toBe(before);
  });

  it('two concurrent payments of one order: exactly one wins, one entry, the balance moves once', async () => {
    const a = await createAccount({ name: 'Race bank', initialBalance: '500.00' });
    const po = (await createPo({ amount: '120.00' })).data;
    const rs = await Promise.all([pay({ id: po.id, accountId: a.id }), pay({ id: po.id, accountId: a.id })]);
    const won = rs.filter((r) => r.__typename === 'MutationPayPaymentOrderSuccess');
    expect(won).toHaveLength(1);
    expect(rs.find((r) => r !== won[0])).toMatchObject({ messageId: 'finance.paymentOrderNotUnpaid' });
    expect(await db().financeEntry.count({ where: { sourceType: 'paymentOrder', sourceId: po.id } })).toBe(1);
    expect((await db().financeAccount.findUniqueOrThrow({ where: { id: a.id } })).balance.toFixed(2)).toBe('380.00');
    await expectBalancesEqualEntries();
  });

  it('an account that may not go negative refuses a payment above its balance; one that may, pays', async () => {
    const tight = await createAccount({ name: 'Tight cash', kind: 'cash', initialBalance: '99.99' });
    const loose = await createAccount({ name: 'Credit card', kind: 'card', initialBalance: '0', allowNegative: true });
    const po = (await createPo({ amount: '100.00' })).data;
    const before = await state();
    const r = await pay({ id: po.id, accountId: tight.id });
    expect(r).toMatchObject({ __typename: 'BusinessError', messageId: 'finance.insufficientBalance' });
    expect(r.message).toContain('Tight cash');
    expect(await state()).toBe(before);
    expect((await pay({ id: po.id, accountId: loose.id })).data).toMatchObject({ status: 'paid', paidAmount: '100' });
    expect((await db().financeAccount.findUniqueOrThrow({ where: { id: loose.id } })).balance.toFixed(2)).toBe('-100.00');
  });

  it('a disabled account refuses', async () => {
    const off = await createAccount({ name: 'Closed bank', initialBalance: '1000.00' });
    await gql(ENABLE, { id: off.id, on: false });
    const po = (await createPo({ amount: '1.00' })).data;
    const before = await state();
    const r = await pay({ id: po.id, accountId: off.id });
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId', messageId: 'finance.accountDisabled' }));
    expect(await state()).toBe(before);
  });

  it('pays a USD order from a EUR account at the executed rates of the payment date, not of today', async () => {
    await rateFrom('USD', '7.000000', '2026-01-01T00:00:00Z');
    await rateFrom('EUR', '8.000000', '2026-01-01T00:00:00Z');
    await rateFrom('USD', '7.200000', '2026-11-25T00:00:00Z'); // after the payment date: not used
    const eur = await createAccount({ name: 'Euro bank', currency: 'EUR', initialBalance: '0', allowNegative: true });
    const po = (await createPo({ payee: 'US supplier', category: 'purchase', amount: '80.00', currency: 'USD' })).data;
    const r = await pay({ id: po.id, accountId: eur.id, date: '2026-11-10T00:00:00Z' });
    // 80 USD × 7 = 560 CNY = 70 EUR at 8
    expect(r.data).toMatchObject({ status: 'paid', paidAmount: '70', rate: '8' });
    const entry = await db().financeEntry.findUniqueOrThrow({ where: { id: r.data.entryId } });
    expect(entry.amount.toFixed(2)).toBe('70.00');
    expect(entry.baseAmount.toFixed(2)).toBe('560.00');
  });

  it('every rule of spec 02 §5 broken once: clear messages, nothing written', async () => {
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Main bank' } });
    const po = (await createPo({ amount: '1.00' })).data;
    const before = await state();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no payee', { payee: ' ' }, 'payee', 'finance.payeeRequired'],
      ['no amount', { amount: '' }, 'amount', 'finance.amountInvalid'],
      ['zero amount', { amount: '0' }, 'amount', 'finance.amountPositive'],
      ['three decimals', { amount: '1.234' }, 'amount', 'finance.amountInvalid'],
      ['unknown category', { category: 'bribe' }, 'category', 'finance.categoryRequired'],
      ['currency without a rate', { currency: 'XYZ' }, 'currency', 'finance.noExchangeRate'],
    ];
    for (const [why, over, field, messageId] of cases) {
      const r = await createPo(over);
      expect(r.fieldErrors, why).toContainEqual(expect.objectContaining({ field, messageId }));
    }
    const noAccount = await gql(PAY, { i: { id: po.id, accountId: 0, date: '2026-11-20T08:00:00Z' } });
    expect(noAccount.payPaymentOrder.fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId', messageId: 'finance.accountRequired' }));
    // the payment date is required (DateTime!): a call without it is refused before the service
    const noDate = await app.gql(PAY, { i: { id: po.id, accountId: a.id } }, { token: w.token });
    expect(noDate.body.errors?.[0]?.message).toContain('date');
    expect(await state()).toBe(before);
  });
});

describe('purchase payment requests become payment orders', () => {
  it('approving a payment request writes one unpaid payment order; a refund order one collection order', async () => {
    const c = w.companyId;
    const supplier = await db().supplier.create({ data: { companyId: c, name: 'Yiwu Cups' } });
    const wh = await db().warehouse.create({ data: { companyId: c, name: 'Finance WH' } });
    const order = await db().purchaseOrder.create({
      data: { companyId: c, orderNo: newBillNo('PO'), supplierId: supplier.id, warehouseId: wh.id, status: 'approved', orderDate: new Date() },
    });
    const pr = await db().purchasePayment.create({
      data: { companyId: c, billNo: newBillNo('PR'), purchaseOrderId: order.id, kind: 'payment', amount: '320.00' },
    });
    const rf = await db().purchasePayment.create({
      data: { companyId: c, billNo: newBillNo('RF'), purchaseOrderId: order.id, kind: 'refund', amount: '20.00' },
    });
    const r = await gql(AUDIT, { i: { ids: [pr.id, rf.id], approve: true } });
    expect(r.auditPurchasePayments.__typename).not.toMatch(/Error/);
    const po = await db().paymentOrder.findFirstOrThrow({ where: { companyId: c, purchasePaymentId: pr.id } });
    expect(po).toMatchObject({ source: 'purchase', status: 'unpaid', payee: 'Yiwu Cups', category: 'purchase', currency: 'CNY' });
    expect(po.amount.toFixed(2)).toBe('320.00');
    expect(po.remark).toContain(pr.billNo);
    const co = await db().collectionOrder.findFirstOrThrow({ where: { companyId: c, purchasePaymentId: rf.id } });
    expect(co).toMatchObject({ status: 'pending', payer: 'Yiwu Cups', category: 'supplierRefund' });
    const list = (await gql(`{ paymentOrders(first: 5, filter: { source: "purchase" }) { totalCount edges { node { orderNo purchasePaymentId } } } }`))
      .paymentOrders;
    expect(list.totalCount).toBe(1);
  });
});

describe('back-fill of purchase requests approved before finance existed', () => {
  it('creates each missing payment / collection order once, per company, and leaves pending requests and existing orders alone', async () => {
    const mk = async (companyId: number, tag: string) => {
      const supplier = await db().supplier.create({ data: { companyId, name: `Old supplier ${tag}` } });
      const wh = await db().warehouse.create({ data: { companyId, name: `Backfill WH ${tag}` } });
      const order = await db().purchaseOrder.create({
        data: { companyId, orderNo: newBillNo('PO'), supplierId: supplier.id, warehouseId: wh.id, status: 'approved', orderDate: new Date() },
      });
      const request = (kind: string, amount: string, status = 'approved') =>
        db().purchasePayment.create({
          data: { companyId, billNo: newBillNo(kind === 'payment' ? 'PR' : 'RF'), purchaseOrderId: order.id, kind, amount, status, auditorId: w.userId },
        });
      return { pr: await request('payment', '88.80'), rf: await request('refund', '8.00'), pending: await request('payment', '1.00', 'pending') };
    };
    // approved straight in the table: what the audit wrote before finance existed (no order)
    const mine = await mk(w.companyId, 'A');
    const theirs = await mk(other.companyId, 'B');
    const { backfillPurchaseFinanceOrders } = await import('./finance-backfill');
    const ordersOf = async (ids: number[]) => [
      await db().paymentOrder.findMany({ where: { purchasePaymentId: { in: ids } } }),
      await db().collectionOrder.findMany({ where: { purchasePaymentId: { in: ids } } }),
    ];
    const first = await backfillPurchaseFinanceOrders(app.platform);
    expect(first.paymentOrders).toBeGreaterThanOrEqual(2);
    expect(first.collectionOrders).toBeGreaterThanOrEqual(2);
    for (const [set, companyId] of [
      [mine, w.companyId],
      [theirs, other.companyId],
    ] as const) {
      const [pos, cos] = await ordersOf([set.pr.id, set.rf.id, set.pending.id]);
      expect(pos).toHaveLength(1);
      expect(pos[0]).toMatchObject({ companyId, purchasePaymentId: set.pr.id, source: 'purchase', status: 'unpaid', category: 'purchase', currency: 'CNY' });
      expect(pos[0].amount.toFixed(2)).toBe('88.80');
      expect(cos).toHaveLength(1);
      expect(cos[0]).toMatchObject({ companyId, purchasePaymentId: set.rf.id, status: 'pending', category: 'supplierRefund' });
    }
    // nothing moved: the orders wait for finance to pay / receive them
    const [pos] = await ordersOf([mine.pr.id]);
    expect(pos[0].entryId).toBeNull();
    // a second run (and two at once) creates nothing more
    const snapshot = await state();
    const again = await Promise.all([backfillPurchaseFinanceOrders(app.platform), backfillPurchaseFinanceOrders(app.platform)]);
    expect(again.every((r) => r.paymentOrders === 0 && r.collectionOrders === 0)).toBe(true);
    expect(await state()).toBe(snapshot);
    for (const set of [mine, theirs]) {
      const [pos, cos] = await ordersOf([set.pr.id, set.rf.id, set.pending.id]);
      expect([pos.length, cos.length]).toEqual([1, 1]);
    }
  });
});

describe('collection orders', () => {
  it('to be received → received posts a money-in entry; receiving twice is refused', async () => {
    const a = await createAccount({ name: 'Payout wallet', kind: 'platform', initialBalance: '0' });
    const co = (await createCo({ amount: '75.25' })).data;
    expect(co).toMatchObject({ status: 'pending', payer: 'Amazon' });
    expect(co.orderNo).toMatch(/^SK/);
    const r = await receive({ id: co.id, accountId: a.id });
    expect(r.data).toMatchObject({ status: 'received', receivedAmount: '75.25', accountName: 'Payout wallet' });
    expect((await db().financeAccount.findUniqueOrThrow({ where: { id: a.id } })).balance.toFixed(2)).toBe('75.25');
    const before = await state();
    expect(await receive({ id: co.id, accountId: a.id })).toMatchObject({ messageId: 'finance.collectionOrderNotPending' });
    expect(await state()).toBe(before);
    await expectBalancesEqualEntries();
  });

  it('a collection in a currency without a rate is refused with a clear message, at creation and at receipt', async () => {
    const before = await state();
    const r = await createCo({ currency: 'QQQ' }, w.token, 'en');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field: 'currency', messageId: 'finance.noExchangeRate' }));
    expect(JSON.stringify(r)).toContain('There is no exchange rate for QQQ');
    expect(await state()).toBe(before);
    // a rate that only starts after the date of receipt
    await rateFrom('PPP', '2.000000', '2026-11-25T00:00:00Z');
    await db().exchangeRate.create({ data: { companyId: w.companyId, currency: 'PPP', rate: '2', standardRate: '2' } });
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Payout wallet' } });
    const co = (await createCo({ currency: 'PPP', amount: '10.00' })).data;
    const before2 = await state();
    const late = await receive({ id: co.id, accountId: a.id, date: '2026-11-01T00:00:00Z' }, w.token, 'zh');
    expect(late.fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId', messageId: 'finance.noRateOn' }));
    expect(JSON.stringify(late)).toContain('PPP');
    expect(await state()).toBe(before2);
    // on a later date the rate exists: 10 PPP × 2 = 20 CNY
    expect((await receive({ id: co.id, accountId: a.id, date: '2026-11-26T00:00:00Z' })).data).toMatchObject({ status: 'received', receivedAmount: '20' });
  });
});

describe('income and expenditure', () => {
  it('filters by account, direction, category, date and keyword, and totals per currency', async () => {
    const main = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Main bank' } });
    const out = (await gql(ENTRIES, { f: { accountId: main.id, direction: 'out' } })).financeEntries;
    expect(out.totalCount).toBe(1);
    expect(out.edges[0].node).toMatchObject({ amount: '250.5', category: 'rent', sourceType: 'paymentOrder' });
    const po = await db().paymentOrder.findFirstOrThrow({ where: { companyId: w.companyId, amount: '250.50' } });
    expect((await gql(ENTRIES, { f: { keyword: po.orderNo } })).financeEntries.totalCount).toBe(1);
    expect((await gql(ENTRIES, { f: { keyword: 'main BANK' } })).financeEntries.totalCount).toBe(2);
    expect((await gql(ENTRIES, { f: { category: 'marketplacePayout' } })).financeEntries.totalCount).toBe(2);
    expect(
      (await gql(ENTRIES, { f: { from: '2026-11-20T00:00:00Z', to: '2026-11-20T23:59:59Z', sourceType: 'paymentOrder' } })).financeEntries.totalCount,
    ).toBe(3);
    const totals = (await gql(TOTALS, { f: {} })).financeEntryTotals;
    const entries = await db().financeEntry.findMany({ where: { companyId: w.companyId }, include: { account: true } });
    for (const t of totals) {
      const mine = entries.filter((e) => e.account.currency === t.currency);
      const cents = (d: string) => mine.filter((e) => e.direction === d).reduce((s, e) => s + Math.round(e.amount.toNumber() * 100), 0);
      expect(t.count).toBe(mine.length);
      expect(Math.round(Number(t.in) * 100)).toBe(cents('in'));
      expect(Math.round(Number(t.out) * 100)).toBe(cents('out'));
      expect(Math.round(Number(t.net) * 100)).toBe(cents('in') - cents('out'));
    }
    expect(totals.map((t: { currency: string }) => t.currency)).toEqual(['CNY', 'EUR']);
    await expectBalancesEqualEntries();
  });
});

describe('finance orders: tenancy and permissions', () => {
  it("another company's orders and accounts are not found; nothing is written", async () => {
    const theirAccount = await createAccount({ name: 'Their bank', initialBalance: '100' }, other.token);
    const theirPo = (await createPo({ amount: '1.00' }, other.token)).data;
    const mine = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Main bank' } });
    const myPo = (await createPo({ amount: '1.00' })).data;
    const before = await state();
    expect((await pay({ id: theirPo.id, accountId: mine.id })).__typename).toBe('NotFoundError');
    expect((await pay({ id: myPo.id, accountId: theirAccount.id })).fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'accountId', messageId: 'finance.accountNotFound' }),
    );
    expect((await gql(`{ paymentOrder(id: ${theirPo.id}) { id } }`)).paymentOrder).toBeNull();
    expect(await state()).toBe(before);
  });

  it('a sub-account with the pages but not the actions can read but not create, pay or receive', async () => {
    const role = await db().role.create({
      data: { companyId: w.companyId, name: 'Viewer', permissions: ['paymentOrder', 'receiptOrder', 'incomeExpenditure'] },
    });
    const username = `viewer_${w.companyId}`;
    await db().user.create({
      data: { companyId: w.companyId, username, passwordHash: await hashPassword(PASSWORD), realname: 'V', isMain: false, roleId: role.id },
    });
    const token = await app.login(username);
    const refused = async (query: string, variables: Record<string, unknown>, as = token) =>
      (await app.gql(query, variables, { token: as })).body.errors?.[0]?.extensions;
    const po = await db().paymentOrder.findFirstOrThrow({ where: { companyId: w.companyId, status: 'unpaid' } });
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Main bank' } });
    const before = await state();
    expect((await gql('{ paymentOrders(first: 5) { totalCount } }', {}, token)).paymentOrders.totalCount).toBeGreaterThan(0);
    expect(await refused(CREATE_PO, { i: { payee: 'x', category: 'rent', amount: '1', currency: 'CNY' } })).toMatchObject({
      permission: 'paymentOrder.create',
    });
    expect(await refused(PAY, { i: { id: po.id, accountId: a.id, date: '2026-11-20T00:00:00Z' } })).toMatchObject({ permission: 'paymentOrder.pay' });
    expect(await refused(CREATE_CO, { i: { payer: 'x', category: 'other', amount: '1', currency: 'CNY' } })).toMatchObject({
      permission: 'collectionOrder.create',
    });
    expect(await refused(RECEIVE, { i: { id: 1, accountId: a.id, date: '2026-11-20T00:00:00Z' } })).toMatchObject({ permission: 'collectionOrder.receive' });
    await db().role.update({ where: { id: role.id }, data: { permissions: [] } });
    const none = await app.login(username);
    expect(await refused('{ paymentOrders(first: 5) { totalCount } }', {}, none)).toMatchObject({ messageId: 'permission.denied' });
    expect(await refused('{ collectionOrders(first: 5) { totalCount } }', {}, none)).toMatchObject({ messageId: 'permission.denied' });
    expect(await state()).toBe(before);
  });
});
