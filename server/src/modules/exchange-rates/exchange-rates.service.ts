// Exchange rates (/exchangeRates; issue 8, spec 02 §3 'Exchange rate'): yuan per unit of a
// currency. A company's own rows override the built-in DEFAULT_EXCHANGE_RATES (@erp/schema);
// resetting a currency deletes the company's row, so the built-in rate applies again. The yuan is
// the base: always 1, never stored.
import { BASE_CURRENCY, DEFAULT_EXCHANGE_RATES, effectiveRates, exchangeRateInput } from '@erp/schema';
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
  /** The rate in force (yuan per unit), as a decimal string. */
  rate: string;
  /** The built-in ("standard") rate; null for a currency the company added. */
  defaultRate: string | null;
  source: 'custom' | 'default';
  updatedAt: Date | null;
  /** Name of who last set it (custom rows). */
  updatedBy: string;
}

type StoredRate = { id: number; currency: string; rate: { toString(): string }; updatedAt: Date; updatedBy: number | null };

const decimal = (v: number | string | { toString(): string }) => String(Number(v.toString()));
const defaultOf = (currency: string) => (currency in DEFAULT_EXCHANGE_RATES ? decimal(DEFAULT_EXCHANGE_RATES[currency]) : null);

async function customRow(ctx: RequestContext, r: StoredRate): Promise<ExchangeRateRow> {
  return {
    id: r.id,
    currency: r.currency,
    rate: decimal(r.rate),
    defaultRate: defaultOf(r.currency),
    source: 'custom',
    updatedAt: r.updatedAt,
    updatedBy: r.updatedBy ? await loadUserName(ctx, r.updatedBy) : '',
  };
}
function defaultRow(currency: string): ExchangeRateRow {
  const rate = defaultOf(currency)!;
  return { id: null, currency, rate, defaultRate: rate, source: 'default', updatedAt: null, updatedBy: '' };
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
  const rate = input.rate.toFixed(6);
  const where = { companyId_currency: { companyId: actor.companyId, currency: input.currency } };
  const write = () =>
    ctx.db.exchangeRate.upsert({
      where,
      create: { companyId: actor.companyId, currency: input.currency, rate, updatedBy: actor.userId },
      update: { rate, updatedBy: actor.userId },
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
  assertCan(ctx, 'exchangeRate.update');
  const row = await ctx.db.exchangeRate.findFirst({ where: { id }, select: { id: true, currency: true } });
  if (!row) throw new NotFoundError('exchangeRate.notFound', { id });
  const { count } = await ctx.db.exchangeRate.deleteMany({ where: { id } });
  if (count !== 1) throw new NotFoundError('exchangeRate.notFound', { id });
  return row.currency;
}
