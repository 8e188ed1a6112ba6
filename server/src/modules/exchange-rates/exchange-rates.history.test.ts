// Issue 22 item 8: standard rate, modifier and executed rate of /exchangeRates, and the history of
// every change. The executed rate is what `rate` (and every caller converting with it) reads; a set
// and a reset each append a history row in the same transaction; rateAt answers the rate in force
// at a past moment, unchanged by later changes; bad modifiers refused with nothing written;
// another company's history never seen; the history needs the page.
import { DEFAULT_EXCHANGE_RATES } from '@erp/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bare, contextOf } from '../inventory/fixtures';
import { loadExchangeRates, rateAt } from './exchange-rates.service';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }`;
const ROW = 'id currency rate standardRate modifier defaultRate source';
const LIST = `{ exchangeRates { ${ERR} ... on QueryExchangeRatesSuccess { data { ${ROW} } } } }`;
const SET = `mutation($i: ExchangeRateInput!) { setExchangeRate(input: $i) { ${ERR} ... on MutationSetExchangeRateSuccess { data { ${ROW} } } } }`;
const RESET = `mutation($id: Int!) { resetExchangeRate(id: $id) { ${ERR} ... on MutationResetExchangeRateSuccess { data } } }`;
const HISTORY = `query($c: String) { exchangeRateHistory(currency: $c) { ${ERR} ... on QueryExchangeRateHistorySuccess { data { currency standardRate modifier rate action changedAt changedBy } } } }`;

async function ask(query: string, variables: Record<string, unknown> = {}, token = a.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  const v = Object.values(r.body.data)[0] as any;
  return v.__typename?.endsWith('Success') ? v.data : v;
}
const stored = (companyId: number) =>
  Promise.all([
    bare(app).exchangeRate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    bare(app).exchangeRateHistory.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  ]).then((x) => JSON.stringify(x));

beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Modifier Co');
  b = await app.company('Other Modifier Co');
});
afterAll(() => app.close());

describe('exchange rates: standard rate, modifier, executed rate, history', () => {
  it('a default row shows its built-in rate as standard with modifier 0', async () => {
    const usd = (await ask(LIST)).find((r: any) => r.currency === 'USD');
    expect(usd).toMatchObject({ rate: '7.1', standardRate: '7.1', modifier: '0', source: 'default' });
  });

  it('stores the executed rate = standard × (1 + modifier ÷ 100) as the rate every caller converts at', async () => {
    const usd = await ask(SET, { i: { currency: 'USD', rate: '7', modifier: '-2' } });
    expect(usd).toMatchObject({ currency: 'USD', standardRate: '7', modifier: '-2', rate: '6.86', source: 'custom' });
    const rates = await loadExchangeRates(await contextOf(app, a.token));
    expect(rates.USD).toBe(6.86);
    // no modifier: 0
    const eur = await ask(SET, { i: { currency: 'EUR', rate: '7.8' } });
    expect(eur).toMatchObject({ standardRate: '7.8', modifier: '0', rate: '7.8' });
  });

  it('appends a history row per set and reset, newest first, with who and when', async () => {
    const before = await ask(HISTORY, { c: 'GBP' });
    expect(before).toEqual([]);
    const gbp = await ask(SET, { i: { currency: 'GBP', rate: '9', modifier: '1' } });
    await ask(SET, { i: { currency: 'gbp', rate: '9.2', modifier: '0.5' } });
    await ask(RESET, { id: gbp.id });
    const h = await ask(HISTORY, { c: 'gbp' });
    expect(h.map((x: any) => [x.action, x.standardRate, x.modifier, x.rate])).toEqual([
      ['reset', String(DEFAULT_EXCHANGE_RATES.GBP), '0', String(DEFAULT_EXCHANGE_RATES.GBP)],
      ['set', '9.2', '0.5', '9.246'],
      ['set', '9', '1', '9.09'],
    ]);
    expect(h[0].changedBy).toBe('Modifier Co boss');
    // all currencies when none is given
    expect((await ask(HISTORY)).length).toBeGreaterThanOrEqual(5);
  });

  it('rateAt answers the rate in force at a past moment; a later change never alters it', async () => {
    const ctx = await contextOf(app, a.token);
    const t0 = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await ask(SET, { i: { currency: 'JPY', rate: '0.05', modifier: '2' } });
    const t1 = new Date();
    await new Promise((r) => setTimeout(r, 5));
    expect(await rateAt(ctx.db, 'JPY', t1)).toBe('0.051');
    await ask(SET, { i: { currency: 'JPY', rate: '0.06' } });
    expect(await rateAt(ctx.db, 'JPY', t1)).toBe('0.051'); // unchanged by the later change
    expect(await rateAt(ctx.db, 'JPY', new Date())).toBe('0.06');
    expect(await rateAt(ctx.db, 'JPY', t0)).toBe('0.047'); // before any change: the built-in rate
    expect(await rateAt(ctx.db, 'CNY', t0)).toBe('1');
    expect(await rateAt(ctx.db, 'XYZ', new Date())).toBeNull();
  });

  it.each([
    ['modifier -100', { currency: 'CHF', rate: '8', modifier: '-100' }],
    ['modifier above 100', { currency: 'CHF', rate: '8', modifier: '100.5' }],
    ['modifier 5 decimals', { currency: 'CHF', rate: '8', modifier: '1.00001' }],
    ['modifier not a number', { currency: 'CHF', rate: '8', modifier: 'x' }],
  ])('refuses %s and writes nothing (history included)', async (_n, input) => {
    const before = await stored(a.companyId);
    const r = await ask(SET, { i: input });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field: 'modifier', messageId: 'exchangeRate.modifierInvalid' });
    expect(await stored(a.companyId)).toBe(before);
  });

  it('refuses a modifier on CNY (always 1)', async () => {
    const r = await ask(SET, { i: { currency: 'CNY', rate: '1', modifier: '1' } }, a.token, 'zh');
    expect(r.fieldErrors).toContainEqual({ field: 'rate', messageId: 'exchangeRate.baseFixed' });
  });

  it("never shows another company's history, and needs the page", async () => {
    await ask(SET, { i: { currency: 'SEK', rate: '0.7' } }, b.token);
    expect((await ask(HISTORY, { c: 'SEK' })).length).toBe(0);
    expect((await ask(HISTORY, { c: 'SEK' }, b.token)).length).toBe(1);
    const anon = await app.gql(HISTORY, {});
    expect(anon.body.errors?.[0]?.extensions?.code ?? (Object.values(anon.body.data ?? {})[0] as any)?.__typename).toBeTruthy();
  });
});
