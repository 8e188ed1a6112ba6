// Exchange rates (/exchangeRates; issue 8, spec 02 §3 'Exchange rate'): yuan per unit of a
// currency. A company's own rows override the built-in DEFAULT_EXCHANGE_RATES (@erp/schema);
// resetting a currency deletes the company's row, so the built-in rate applies again. The yuan is
// the base: always 1, never stored.
// Issue 22 item 8 (spec 02 §3 'Exchange rate'): a company's rate is a standard rate and a modifier
// (percent); `rate` stores the executed rate (executedRate of @erp/schema), so every caller that
// converts keeps reading `rate`. Every set and reset appends an ExchangeRateHistory row in the same
// transaction; rateAt answers the executed rate in force at a past moment from it.
import { BASE_CURRENCY, DEFAULT_EXCHANGE_RATES, effectiveRates, exchangeRateInput, executedRate } from '@erp/schema';
import type { Tx } from '../../platform/db';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { loadUserName } from '../../platform/lookups';

/**
 * The company's effective rates (its rows over the built-in defaults). No permission check: any
 * signed-in caller may convert amounts (reports and the dashboard use it).
 */
export async function loadExchangeRates(ctx: RequestContext): Promise<Record<string, number>> {
  const rows = await ctx.db.exchangeRate.findMany({ select: { currency: true, rate: true } });
  return effectiveRates(rows.map((r) => ({ currency: r.currency, rate: r.rate.toString() })));
}

/** One currency of /exchangeRates. */
export interface ExchangeRateRow {
  /** The company's row; null for a built-in rate. */
  id: number | null;
  currency: string;
  /** The rate in force (yuan per unit), as a decimal string: the executed rate. */
  rate: string;
  /** The standard rate the executed rate comes from (the built-in rate for a default row). */
  standardRate: string;
  /** Percent added to the standard rate ("0" for a default row). */
  modifier: string;
  /** The built-in ("standard") rate; null for a currency the company added. */
  defaultRate: string | null;
  source: 'custom' | 'default';
  updatedAt: Date | null;
  /** Name of who last set it (custom rows). */
  updatedBy: string;
}

type Dec = { toString(): string };
type StoredRate = { id: number; currency: string; rate: Dec; standardRate: Dec | null; modifier: Dec; updatedAt: Date; updatedBy: number | null };

const decimal = (v: number | string | { toString(): string }) => String(Number(v.toString()));
const defaultOf = (currency: string) => (currency in DEFAULT_EXCHANGE_RATES ? decimal(DEFAULT_EXCHANGE_RATES[currency]) : null);

async function customRow(ctx: RequestContext, r: StoredRate): Promise<ExchangeRateRow> {
  return {
    id: r.id,
    currency: r.currency,
    rate: decimal(r.rate),
    standardRate: decimal(r.standardRate ?? r.rate),
    modifier: decimal(r.modifier),
    defaultRate: defaultOf(r.currency),
    source: 'custom',
    updatedAt: r.updatedAt,
    updatedBy: r.updatedBy ? await loadUserName(ctx, r.updatedBy) : '',
  };
}
function defaultRow(currency: string): ExchangeRateRow {
  const rate = defaultOf(currency)!;
  return { id: null, currency, rate, standardRate: rate, modifier: '0', defaultRate: rate, source: 'default', updatedAt: null, updatedBy: '' };
}

/** Every currency: the built-in ones and the company's own, each marked custom or default, by code. */
export async function listExchangeRates(ctx: RequestContext): Promise<ExchangeRateRow[]> {
  assertCan(ctx, 'exchangeRates');
  const stored = await ctx.db.exchangeRate.findMany({ orderBy: { currency: 'asc' } });
  const byCurrency = new Map(stored.map((r) => [r.currency, r]));
  const currencies = [...new Set([...Object.keys(DEFAULT_EXCHANGE_RATES), ...byCurrency.keys()])].sort();
  return Promise.all(
    currencies.map((c) => {
      const own = byCurrency.get(c);
      // the base currency is 1 whatever a stray row says
      return own && c !== BASE_CURRENCY ? customRow(ctx, own) : Promise.resolve(defaultRow(c));
    }),
  );
}

/**
 * Sets the company's rate of a currency (created or replaced). The yuan is fixed at 1: another
 * value is exchangeRate.baseFixed, and 1 stores nothing (it is the built-in value).
 */
export async function setExchangeRate(ctx: RequestContext, raw: unknown): Promise<ExchangeRateRow> {
  const actor = assertCan(ctx, 'exchangeRate.update');
  const input = parseInput(exchangeRateInput, raw);
  if (input.currency === BASE_CURRENCY) return defaultRow(BASE_CURRENCY);
  const standardRate = input.rate.toFixed(6);
  const modifier = input.modifier;
  const rate = executedRate(standardRate, modifier);
  const where = { companyId_currency: { companyId: actor.companyId, currency: input.currency } };
  const values = { rate, standardRate, modifier, updatedBy: actor.userId };
  const write = () =>
    ctx.db.$transaction(async (tx) => {
      const row = await tx.exchangeRate.upsert({
        where,
        create: { companyId: actor.companyId, currency: input.currency, ...values },
        update: values,
      });
      await appendHistory(tx, actor.companyId, { currency: input.currency, standardRate, modifier, rate, action: 'set', changedBy: actor.userId });
      return row;
    });
  let row: StoredRate;
  try {
    row = await write();
  } catch (err) {
    // two first-time saves of one currency at once: the loser updates the winner's row
    if (!isUniqueViolation(err)) throw err;
    row = await write();
  }
  return customRow(ctx, row);
}

/** Deletes the company's rate `id`: the built-in rate applies again. Answers the currency. */
export async function resetExchangeRate(ctx: RequestContext, id: number): Promise<string> {
  const actor = assertCan(ctx, 'exchangeRate.update');
  const row = await ctx.db.exchangeRate.findFirst({ where: { id }, select: { id: true, currency: true } });
  if (!row) throw new NotFoundError('exchangeRate.notFound', { id });
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.exchangeRate.deleteMany({ where: { id } });
    if (count !== 1) throw new NotFoundError('exchangeRate.notFound', { id });
    // the built-in rate applies again; a currency without one has no rate from now (0 in the history)
    const builtIn = defaultOf(row.currency) ?? '0';
    await appendHistory(tx, actor.companyId, {
      currency: row.currency,
      standardRate: builtIn,
      modifier: '0',
      rate: builtIn,
      action: 'reset',
      changedBy: actor.userId,
    });
  });
  return row.currency;
}

type HistoryRow = { currency: string; standardRate: string; modifier: string; rate: string; action: 'set' | 'reset'; changedBy: number | null };
function appendHistory(tx: Tx, companyId: number, h: HistoryRow) {
  return tx.exchangeRateHistory.create({ data: { companyId, ...h } });
}

/** One change of a rate (the /exchangeRates history). */
export interface ExchangeRateChange {
  id: number;
  currency: string;
  standardRate: string;
  modifier: string;
  rate: string;
  action: string;
  changedAt: Date;
  changedBy: string;
}

/** The company's rate changes, newest first (of one currency when given), at most `limit`. */
export async function exchangeRateHistory(ctx: RequestContext, f: { currency?: string | null; limit?: number | null } = {}): Promise<ExchangeRateChange[]> {
  assertCan(ctx, 'exchangeRates');
  const rows = await ctx.db.exchangeRateHistory.findMany({
    where: f.currency ? { currency: f.currency.trim().toUpperCase() } : {},
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(f.limit ?? 100, 1), 500),
  });
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      currency: r.currency,
      standardRate: decimal(r.standardRate),
      modifier: decimal(r.modifier),
      rate: decimal(r.rate),
      action: r.action,
      changedAt: r.changedAt,
      changedBy: r.changedBy ? await loadUserName(ctx, r.changedBy) : '',
    })),
  );
}

/**
 * The executed rate of `currency` in force at `at` (yuan per unit, decimal string): the last
 * change at or before `at` in the history, else (no change yet then) the built-in rate; null when
 * there was none. A later change never alters what this answers for an earlier moment. No
 * permission check (postings and reports convert with it).
 */
export async function rateAt(db: RequestContext['db'] | Tx, currency: string, at: Date): Promise<string | null> {
  if (currency === BASE_CURRENCY) return '1';
  const last = await db.exchangeRateHistory.findFirst({
    where: { currency, changedAt: { lte: at } },
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
    select: { rate: true },
  });
  if (last) return Number(last.rate.toString()) > 0 ? decimal(last.rate) : null;
  return defaultOf(currency);
}
