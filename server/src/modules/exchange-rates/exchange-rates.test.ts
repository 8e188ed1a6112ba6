// /exchangeRates: the company's rates over the built-in ones; every input rule broken once with
// nothing written; another company's rows never read or changed; page and action permissions;
// reset back to the built-in rate; loadExchangeRates for the reports.
import { DEFAULT_EXCHANGE_RATES } from '@erp/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { bare, contextOf } from '../inventory/fixtures';
import { loadExchangeRates } from './exchange-rates.service';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }`;
const LIST = `{ exchangeRates { ${ERR} ... on QueryExchangeRatesSuccess { data { id currency rate defaultRate source updatedAt updatedBy } } } }`;
const SET = `mutation($i: ExchangeRateInput!) { setExchangeRate(input: $i) { ${ERR} ... on MutationSetExchangeRateSuccess { data { id currency rate defaultRate source updatedBy } } } }`;
const RESET = `mutation($id: Int!) { resetExchangeRate(id: $id) { ${ERR} ... on MutationResetExchangeRateSuccess { data } } }`;

async function ask(query: string, variables: Record<string, unknown> = {}, token = a.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  const v = Object.values(r.body.data)[0] as any;
  return v.__typename?.endsWith('Success') ? v.data : v;
}
const rows = (companyId: number) => bare(app).exchangeRate.findMany({ where: { companyId }, orderBy: { id: 'asc' } });

async function sub(company: { companyId: number }, permissions: string[]) {
  const tag = Math.random().toString(36).slice(2, 8);
  const role = await bare(app).role.create({ data: { companyId: company.companyId, name: `r ${tag}`, permissions } });
  await bare(app).user.create({
    data: {
      companyId: company.companyId,
      username: `x_${tag}`,
      passwordHash: await hashPassword(PASSWORD),
      realname: `Clerk ${tag}`,
      isMain: false,
      roleId: role.id,
    },
  });
  return app.login(`x_${tag}`);
}

beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Rates Co');
  b = await app.company('Other Rates Co');
});
afterAll(() => app.close());

describe('exchange rates', () => {
  it('lists every built-in currency as default, sorted by code', async () => {
    const list = await ask(LIST);
    expect(list.length).toBe(Object.keys(DEFAULT_EXCHANGE_RATES).length);
    expect(list.map((r: any) => r.currency)).toEqual(Object.keys(DEFAULT_EXCHANGE_RATES).sort());
    expect(list.find((r: any) => r.currency === 'USD')).toEqual({
      id: null,
      currency: 'USD',
      rate: '7.1',
      defaultRate: '7.1',
      source: 'default',
      updatedAt: null,
      updatedBy: '',
    });
  });

  it('sets a rate (replacing the built-in one), adds a currency, and updates in place', async () => {
    const usd = await ask(SET, { i: { currency: 'usd', rate: '7.123456' } });
    expect(usd).toMatchObject({ currency: 'USD', rate: '7.123456', defaultRate: '7.1', source: 'custom', updatedBy: 'Rates Co boss' });
    const again = await ask(SET, { i: { currency: 'USD', rate: '7.2' } });
    expect(again.id).toBe(usd.id);
    expect(again.rate).toBe('7.2');
    const added = await ask(SET, { i: { currency: 'ISK', rate: '0.052' } });
    expect(added).toMatchObject({ currency: 'ISK', defaultRate: null, source: 'custom' });
    const list = await ask(LIST);
    expect(list.find((r: any) => r.currency === 'USD')).toMatchObject({ id: usd.id, rate: '7.2', source: 'custom', updatedBy: 'Rates Co boss' });
    expect(list.find((r: any) => r.currency === 'USD').updatedAt).toBeTruthy();
    expect(list.map((r: any) => r.currency)).toContain('ISK');
    expect(list.map((r: any) => r.currency)).toEqual([...list.map((r: any) => r.currency)].sort());
    expect((await rows(a.companyId)).length).toBe(2);
    const ctx = await contextOf(app, a.token);
    const rates = await loadExchangeRates(ctx);
    expect(rates).toMatchObject({ USD: 7.2, ISK: 0.052, EUR: 7.7, CNY: 1 });
    // the operate log records the write
    const log = await bare(app).operateLog.findFirst({ where: { companyId: a.companyId, action: 'setExchangeRate', success: true } });
    expect(log).toMatchObject({ module: 'exchangeRates' });
  });

  it.each([
    ['bad code', { currency: 'US', rate: '7' }, 'currency', 'exchangeRate.currencyInvalid'],
    ['digits in code', { currency: 'U5D', rate: '7' }, 'currency', 'exchangeRate.currencyInvalid'],
    ['rate 0', { currency: 'EUR', rate: '0' }, 'rate', 'exchangeRate.rateInvalid'],
    ['negative rate', { currency: 'EUR', rate: '-1' }, 'rate', 'exchangeRate.rateInvalid'],
    ['rate above 1e6', { currency: 'EUR', rate: '1000000.5' }, 'rate', 'exchangeRate.rateInvalid'],
    ['not a number', { currency: 'EUR', rate: 'abc' }, 'rate', 'exchangeRate.rateInvalid'],
    ['7 decimals', { currency: 'EUR', rate: '7.1234567' }, 'rate', 'exchangeRate.rateDecimals'],
    ['CNY not 1', { currency: 'CNY', rate: '1.5' }, 'rate', 'exchangeRate.baseFixed'],
  ])('refuses %s and writes nothing', async (_name, input, field, messageId) => {
    const before = await rows(a.companyId);
    const r = await ask(SET, { i: input });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field, messageId });
    expect(await rows(a.companyId)).toEqual(before);
  });

  it('accepts the limits: 1000000 and 6 decimals; CNY 1 stores nothing', async () => {
    expect((await ask(SET, { i: { currency: 'VND', rate: '1000000' } })).rate).toBe('1000000');
    expect((await ask(SET, { i: { currency: 'VND', rate: '0.000001' } })).rate).toBe('0.000001');
    const before = await rows(a.companyId);
    expect(await ask(SET, { i: { currency: 'CNY', rate: '1' } })).toMatchObject({ id: null, currency: 'CNY', rate: '1', source: 'default' });
    expect(await rows(a.companyId)).toEqual(before);
  });

  it('shows messages in Chinese', async () => {
    const r = await ask(SET, { i: { currency: 'CNY', rate: '2' } }, a.token, 'zh');
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors[0].messageId).toBe('exchangeRate.baseFixed');
  });

  it('resets a rate back to the built-in one; an unknown id is not found', async () => {
    const usd = (await rows(a.companyId)).find((r) => r.currency === 'USD')!;
    expect(await ask(RESET, { id: usd.id })).toBe('USD');
    expect((await ask(LIST)).find((r: any) => r.currency === 'USD')).toMatchObject({ id: null, rate: '7.1', source: 'default' });
    expect((await loadExchangeRates(await contextOf(app, a.token))).USD).toBe(7.1);
    const before = await rows(a.companyId);
    expect(await ask(RESET, { id: usd.id })).toMatchObject({ __typename: 'NotFoundError', messageId: 'exchangeRate.notFound' });
    expect(await rows(a.companyId)).toEqual(before);
    // a currency without a built-in rate leaves the list
    const isk = before.find((r) => r.currency === 'ISK')!;
    await ask(RESET, { id: isk.id });
    expect((await ask(LIST)).map((r: any) => r.currency)).not.toContain('ISK');
  });

  it("never reads or changes another company's rates", async () => {
    const theirs = await ask(SET, { i: { currency: 'EUR', rate: '8.5' } }, b.token);
    const mine = await ask(LIST);
    expect(mine.find((r: any) => r.currency === 'EUR')).toMatchObject({ rate: '7.7', source: 'default' });
    expect((await loadExchangeRates(await contextOf(app, a.token))).EUR).toBe(7.7);
    const before = await rows(b.companyId);
    expect(await ask(RESET, { id: theirs.id })).toMatchObject({ __typename: 'NotFoundError', messageId: 'exchangeRate.notFound' });
    // setting the same currency creates A's own row, B's stays
    await ask(SET, { i: { currency: 'EUR', rate: '7.9' } });
    expect(await rows(b.companyId)).toEqual(before);
    expect((await loadExchangeRates(await contextOf(app, b.token))).EUR).toBe(8.5);
  });

  it('needs the page to read and exchangeRate.update to write', async () => {
    const none = await sub(a, ['shops']);
    const reader = await sub(a, ['exchangeRates']);
    const writer = await sub(a, ['exchangeRates', 'exchangeRate.update']);
    const denied = await app.gql(LIST, {}, { token: none });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied' });
    expect((await ask(LIST, {}, reader)).length).toBeGreaterThan(0);
    const before = await rows(a.companyId);
    const refused = await app.gql(SET, { i: { currency: 'GBP', rate: '9.1' } }, { token: reader });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied' });
    const eur = before.find((r) => r.currency === 'EUR')!;
    const refusedReset = await app.gql(RESET, { id: eur.id }, { token: reader });
    expect(refusedReset.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied' });
    expect(await rows(a.companyId)).toEqual(before);
    // the service checks on its own too (REST or other callers)
    const { setExchangeRate } = await import('./exchange-rates.service');
    await expect(setExchangeRate(await contextOf(app, reader), { currency: 'GBP', rate: 9.1 })).rejects.toMatchObject({ messageId: 'permission.denied' });
    expect(await ask(SET, { i: { currency: 'GBP', rate: '9.1' } }, writer)).toMatchObject({ currency: 'GBP', updatedBy: expect.stringMatching(/^Clerk /) });
    // any signed-in account may convert (reports)
    expect((await loadExchangeRates(await contextOf(app, none))).GBP).toBe(9.1);
  });

  it('two first saves of one currency at once leave one row', async () => {
    await Promise.all([ask(SET, { i: { currency: 'CHF', rate: '8.1' } }), ask(SET, { i: { currency: 'CHF', rate: '8.2' } })]);
    const chf = (await rows(a.companyId)).filter((r) => r.currency === 'CHF');
    expect(chf.length).toBe(1);
  });
});
