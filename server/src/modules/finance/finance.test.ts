// The finance ledger (issue 22 items 1–2, first slice) through the GraphQL API on a real database:
// every bad input refused with its message and nothing written; the opening entry; postings at the
// executed rate; a currency without a rate refused; 20 concurrent postings where the balance ends
// exactly at initial + Σ entries; a not-negative account refusing the one posting that would
// overdraw it while the others succeed; balance = Σ entries throughout; tenancy and permissions.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, roleAccount, type TestApp, twoCompanySuite } from '../../../test/harness';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Finance Co', 'Other Finance Co'], (...s) => ([app, w, other] = s));
const ACCOUNT = 'id name kind currency accountNo holder initialBalance balance allowNegative enabled remark';
const ENTRY = 'id accountId direction amount rate baseAmount category sourceType sourceId remark occurredAt createdByName account { name }';
const result = (field: string, fields: string) => `{ __typename ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const CREATE = `mutation($i: FinanceAccountInput!) { createFinanceAccount(input: $i) ${result('CreateFinanceAccount', ACCOUNT)} }`;
const UPDATE = `mutation($id: Int!, $i: FinanceAccountUpdateInput!) { updateFinanceAccount(id: $id, input: $i) ${result('UpdateFinanceAccount', ACCOUNT)} }`;
const ENABLE = `mutation($id: Int!, $on: Boolean!) { setFinanceAccountEnabled(id: $id, enabled: $on) ${result('SetFinanceAccountEnabled', ACCOUNT)} }`;
const MOVE = `mutation($i: MoneyMovementInput!) { recordMoneyMovement(input: $i) ${result('RecordMoneyMovement', ENTRY)} }`;
const ENTRIES = `query($f: FinanceEntryFilter, $offset: Int) { financeEntries(filter: $f, first: 50, offset: $offset) { totalCount edges { node { ${ENTRY} } } } }`;

const create = async (i: Record<string, unknown>, token = w.token, lang = 'en') => (await gql(CREATE, { i }, token, lang)).createFinanceAccount;
const move = async (i: Record<string, unknown>, token = w.token, lang = 'en') => (await gql(MOVE, { i }, token, lang)).recordMoneyMovement;
const account = (over: Record<string, unknown> = {}) => ({
  name: `Acct ${Math.random()}`,
  kind: 'bank',
  accountNo: '6222 0000',
  currency: 'CNY',
  initialBalance: '0',
  ...over,
});
const movement = (accountId: number, over: Record<string, unknown> = {}) => ({
  accountId,
  direction: 'in',
  amount: '10.00',
  category: 'sales',
  occurredAt: '2026-11-01T08:00:00Z',
  ...over,
});

/** Everything a refused request must leave as it was (both companies). */
const state = async () =>
  JSON.stringify([await db().financeAccount.findMany({ orderBy: { id: 'asc' } }), await db().financeEntry.findMany({ orderBy: { id: 'asc' } })]);

/** Every account's balance equals the sum of its entries (in − out), to the cent. */
async function expectBalancesEqualEntries() {
  const accounts = await db().financeAccount.findMany();
  const sums = await db().financeEntry.groupBy({ by: ['accountId', 'direction'], _sum: { amount: true } });
  for (const a of accounts) {
    const sumOf = (d: string) => sums.find((s) => s.accountId === a.id && s.direction === d)?._sum.amount?.toNumber() ?? 0;
    expect(Math.round((sumOf('in') - sumOf('out')) * 100), `account ${a.name}`).toBe(Math.round(a.balance.toNumber() * 100));
  }
}

describe('finance accounts', () => {
  it('creates an account with its opening entry; the balance is the initial balance', async () => {
    const a = await create(account({ name: 'Bank of China', initialBalance: '1000.50', holder: 'Li Lei' }));
    expect(a).toMatchObject({
      __typename: 'MutationCreateFinanceAccountSuccess',
      data: { name: 'Bank of China', balance: '1000.5', initialBalance: '1000.5' },
    });
    const entries = (await gql(ENTRIES, { f: { accountId: a.data.id } })).financeEntries;
    expect(entries.totalCount).toBe(1);
    expect(entries.edges[0].node).toMatchObject({
      direction: 'in',
      amount: '1000.5',
      category: 'opening',
      sourceType: 'opening',
      sourceId: a.data.id,
      rate: '1',
    });
    const zero = await create(account({ name: 'Empty cash', kind: 'cash' }));
    expect((await gql(ENTRIES, { f: { accountId: zero.data.id } })).financeEntries.totalCount).toBe(0);
    await expectBalancesEqualEntries();
  });

  it.each([
    ['no name', { name: ' ' }, 'name', 'finance.nameRequired'],
    ['an unknown kind', { kind: 'wallet' }, 'kind', 'finance.kindRequired'],
    ['no card number', { accountNo: '' }, 'accountNo', 'finance.accountNoRequired'],
    ['a bad currency', { currency: 'US' }, 'currency', 'finance.currencyInvalid'],
    ['no initial balance', { initialBalance: '' }, 'initialBalance', 'finance.initialBalanceRequired'],
    ['three decimals', { initialBalance: '1.005' }, 'initialBalance', 'finance.amountInvalid'],
    ['a negative initial balance on a not-negative account', { initialBalance: '-5' }, 'initialBalance', 'finance.initialBalanceNegative'],
    ['a currency without an exchange rate', { currency: 'XYZ' }, 'currency', 'finance.noExchangeRate'],
    ['a name already taken', { name: 'Bank of China' }, 'name', 'finance.accountNameTaken'],
  ])('refuses %s (nothing written)', async (_n, over, field, messageId) => {
    const before = await state();
    for (const lang of ['en', 'zh']) {
      const r = await create(account(over), w.token, lang);
      expect(r.__typename).toBe('ValidationError');
      expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
      expect(r.fieldErrors[0].message).not.toContain(messageId);
    }
    expect(await state()).toBe(before);
  });

  it('edits an account, switches it off and on; may stop going negative only at or above 0', async () => {
    const a = (await create(account({ name: 'Card 1', kind: 'card', currency: 'USD', allowNegative: true, initialBalance: '-20' }))).data;
    expect(a.balance).toBe('-20');
    const edit = { name: 'Card 1', kind: 'card', accountNo: '4000', allowNegative: false };
    const before = await state();
    const r = (await gql(UPDATE, { id: a.id, i: edit })).updateFinanceAccount;
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field: 'allowNegative', messageId: 'finance.balanceNegative' }));
    expect(await state()).toBe(before);
    const taken = (await gql(UPDATE, { id: a.id, i: { ...edit, name: 'Bank of China', allowNegative: true } })).updateFinanceAccount;
    expect(taken.fieldErrors).toContainEqual(expect.objectContaining({ field: 'name', messageId: 'finance.accountNameTaken' }));
    const ok = (await gql(UPDATE, { id: a.id, i: { ...edit, allowNegative: true, holder: 'Han Meimei' } })).updateFinanceAccount;
    expect(ok.data).toMatchObject({ accountNo: '4000', holder: 'Han Meimei', currency: 'USD', balance: '-20' });
    expect((await gql(ENABLE, { id: a.id, on: false })).setFinanceAccountEnabled.data.enabled).toBe(false);
    const off = await move(movement(a.id));
    expect(off.fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId', messageId: 'finance.accountDisabled' }));
    expect((await gql(ENABLE, { id: a.id, on: true })).setFinanceAccountEnabled.data.enabled).toBe(true);
    const list = (await gql('{ financeAccounts(first: 10, filter: { kind: "card" }) { totalCount edges { node { name } } } }')).financeAccounts;
    expect(list.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Card 1']);
  });
});

describe('money movements', () => {
  it('posts in and out at the executed rate of the account currency, filterable', async () => {
    await db().exchangeRate.create({ data: { companyId: w.companyId, currency: 'EUR', rate: '7.654321' } });
    const a = (await create(account({ name: 'Euro bank', currency: 'EUR', initialBalance: '100' }))).data;
    const r = await move(movement(a.id, { direction: 'out', amount: '12.34', category: 'freight', remark: 'DHL' }));
    expect(r.data).toMatchObject({ direction: 'out', amount: '12.34', rate: '7.654321', baseAmount: '94.45', category: 'freight', sourceType: 'manual' });
    expect(r.data.createdByName).toBe('Finance Co boss');
    const acct = await db().financeAccount.findUniqueOrThrow({ where: { id: a.id } });
    expect(acct.balance.toFixed(2)).toBe('87.66');
    const f = (filter: Record<string, unknown>) => gql(ENTRIES, { f: { accountId: a.id, ...filter } }).then((d) => d.financeEntries.totalCount);
    expect(await f({ direction: 'out' })).toBe(1);
    expect(await f({ category: 'opening' })).toBe(1);
    expect(await f({ from: '2026-11-01T00:00:00Z', to: '2026-11-01T23:59:59Z' })).toBe(1);
    expect(await f({ from: '2026-11-02T00:00:00Z' })).toBe(1); // the opening entry (today)
    expect(await f({ to: '2026-10-31T00:00:00Z' })).toBe(0);
  });

  it('refuses a movement on an account whose currency lost its rate', async () => {
    const row = await db().exchangeRate.create({ data: { companyId: w.companyId, currency: 'ABC', rate: '2' } });
    const a = (await create(account({ name: 'ABC cash', currency: 'ABC' }))).data;
    await db().exchangeRate.delete({ where: { id: row.id } });
    const before = await state();
    const r = await move(movement(a.id), w.token, 'zh');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId', messageId: 'finance.noExchangeRate' }));
    expect(r.fieldErrors[0].message).toContain('ABC');
    expect(await state()).toBe(before);
  });

  it.each([
    ['account 0', { accountId: 0 }, 'accountId', 'finance.accountRequired'],
    ['an unknown direction', { direction: 'sideways' }, 'direction', 'finance.directionRequired'],
    ['an amount of 0', { amount: '0' }, 'amount', 'finance.amountPositive'],
    ['three decimals', { amount: '1.001' }, 'amount', 'finance.amountInvalid'],
    ['a negative amount', { amount: '-5' }, 'amount', 'finance.amountInvalid'],
    ['the opening category', { category: 'opening' }, 'category', 'finance.categoryRequired'],
    ['a missing account', { accountId: 999_999 }, 'accountId', 'finance.accountNotFound'],
  ])('refuses %s (nothing written)', async (_n, over, field, messageId) => {
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Bank of China' } });
    const before = await state();
    const i = movement(a.id, over);
    const r = await move(i);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await state()).toBe(before);
  });

  it('refuses a date that is not one (the DateTime scalar; the validator too: finance.fuzz.test.ts), nothing written', async () => {
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Bank of China' } });
    const before = await state();
    const r = await app.gql(MOVE, { i: movement(a.id, { occurredAt: 'soon' }) }, { token: w.token });
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await state()).toBe(before);
  });

  it('20 concurrent postings on one account: the balance is initial + the sum of the entries exactly', async () => {
    const a = (await create(account({ name: 'Busy bank', initialBalance: '500.00' }))).data;
    const amounts = Array.from({ length: 20 }, (_, i) => `${i + 1}.${String((i * 7) % 100).padStart(2, '0')}`);
    const rs = await Promise.all(amounts.map((amount, i) => move(movement(a.id, { amount, direction: i % 3 === 0 ? 'out' : 'in' }))));
    expect(rs.every((r) => r.__typename === 'MutationRecordMoneyMovementSuccess')).toBe(true);
    const cents = amounts.reduce((s, amount, i) => s + (i % 3 === 0 ? -1 : 1) * Math.round(Number(amount) * 100), 50_000);
    const acct = await db().financeAccount.findUniqueOrThrow({ where: { id: a.id } });
    expect(Math.round(acct.balance.toNumber() * 100)).toBe(cents);
    expect(await db().financeEntry.count({ where: { accountId: a.id } })).toBe(21);
    await expectBalancesEqualEntries();
  });

  it('an account that may not go negative refuses the one posting that would overdraw it; the others succeed', async () => {
    const a = (await create(account({ name: 'Tight cash', kind: 'cash', initialBalance: '100.00' }))).data;
    // 9 × 10.00 fit; the 10th and 11th of 10.00 cannot both: exactly one of them is refused
    const rs = await Promise.all(Array.from({ length: 11 }, () => move(movement(a.id, { direction: 'out', amount: '10.00', category: 'rent' }))));
    const refused = rs.filter((r) => r.__typename !== 'MutationRecordMoneyMovementSuccess');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ __typename: 'BusinessError', messageId: 'finance.insufficientBalance' });
    const acct = await db().financeAccount.findUniqueOrThrow({ where: { id: a.id } });
    expect(acct.balance.toFixed(2)).toBe('0.00');
    const before = await state();
    const over = await move(movement(a.id, { direction: 'out', amount: '0.01' }));
    expect(over.messageId).toBe('finance.insufficientBalance');
    expect(await state()).toBe(before);
    expect((await move(movement(a.id, { direction: 'in', amount: '0.01' }))).__typename).toBe('MutationRecordMoneyMovementSuccess');
    await expectBalancesEqualEntries();
  });
});

describe('finance tenancy and permissions', () => {
  it("treats another company's account like a missing one", async () => {
    const theirs = (await create(account({ name: 'Their bank', initialBalance: '50' }), other.token)).data;
    const before = await state();
    const r = await move(movement(theirs.id));
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId', messageId: 'finance.accountNotFound' }));
    const edit = (await gql(UPDATE, { id: theirs.id, i: { name: 'Mine now', kind: 'bank', accountNo: '1' } })).updateFinanceAccount;
    expect(edit.__typename).toBe('NotFoundError');
    expect((await gql(ENABLE, { id: theirs.id, on: false })).setFinanceAccountEnabled.__typename).toBe('NotFoundError');
    expect((await gql(`{ financeAccount(id: ${theirs.id}) { id } }`)).financeAccount).toBeNull();
    expect((await gql(ENTRIES, { f: { accountId: theirs.id } })).financeEntries.totalCount).toBe(0);
    expect(await state()).toBe(before);
    expect((await gql('{ financeAccounts(first: 50) { totalCount } }', {}, other.token)).financeAccounts.totalCount).toBe(1);
  });

  it('a sub-account without the finance pages can neither read nor write', async () => {
    const username = `clerk_${w.companyId}`;
    const { token, roleId } = await roleAccount(app, w.companyId, {
      username,
      role: 'Clerk',
      permissions: ['accountManage', 'incomeExpenditure'],
      realname: 'Clerk',
    });
    const a = await db().financeAccount.findFirstOrThrow({ where: { companyId: w.companyId, name: 'Bank of China' } });
    const refused = async (query: string, variables: Record<string, unknown> = {}, as = token) =>
      (await app.gql(query, variables, { token: as })).body.errors?.[0]?.extensions;
    const before = await state();
    // reading only: no actions
    expect((await gql('{ financeAccounts(first: 5) { totalCount } }', {}, token)).financeAccounts.totalCount).toBeGreaterThan(0);
    expect(await refused(CREATE, { i: account() })).toMatchObject({ messageId: 'permission.denied', permission: 'financeAccount.update' });
    expect(await refused(MOVE, { i: movement(a.id) })).toMatchObject({ messageId: 'permission.denied', permission: 'financeEntry.create' });
    await db().role.update({ where: { id: roleId }, data: { permissions: [] } });
    const none = await app.login(username);
    expect(await refused('{ financeAccounts(first: 5) { totalCount } }', {}, none)).toMatchObject({ messageId: 'permission.denied' });
    expect(await refused(ENTRIES, {}, none)).toMatchObject({ messageId: 'permission.denied' });
    expect(await state()).toBe(before);
  });
});
