// The price rule of a draft run (issue 19 point 4): the product's price converted into the shop's
// currency at the company's exchange rate, raised by a markup percent, then rounded the way the
// seller prices on that shop. Exact arithmetic on integers (cents, micro-rates, basis points), one
// rounding at the end, so 19.99 never turns into 19.989999.
import { z } from 'zod';

/** cents: two decimals; integer: whole units; ninetyNine: the nearest price ending in .99. */
export const PRICE_ROUNDINGS = ['cents', 'integer', 'ninetyNine'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** Markup percents a rule accepts: a discount down to −90 %, a markup up to 1000 %. */
export const MARKUP_RANGE = { min: -90, max: 1000 } as const;

export interface PriceRule {
  /** Percent with at most two decimals ("25", "-10.5"). */
  markupPercent: string;
  rounding: PriceRounding;
}

const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;
const inRange = (v: string) => Number(v) >= MARKUP_RANGE.min && Number(v) <= MARKUP_RANGE.max;

/** A markup or change percent as typed: at most two decimals, in MARKUP_RANGE. */
export const percentInput = z
  .string({ error: 'listing.markupInvalid' })
  .trim()
  .regex(PERCENT, { error: 'listing.markupInvalid' })
  .refine(inRange, { error: 'listing.markupInvalid' });

export const priceRuleInput = z.object({
  markupPercent: percentInput.default('0'),
  rounding: z.enum(PRICE_ROUNDINGS, { error: 'listing.roundingInvalid' }).default('cents'),
}) satisfies z.ZodType<PriceRule, unknown>;

/** "12.5" → 1250n (hundredths); the caller validated the text. */
function hundredths(text: string): bigint {
  const t = text.trim();
  const negative = t.startsWith('-');
  const [whole = '0', frac = ''] = t.replace(/^[-+]/, '').split('.');
  const v = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -v : v;
}

/** A rate (yuan per unit, at most 6 decimals) as millionths. */
const micro = (rate: number) => BigInt(Math.round(rate * 1_000_000));

/** num / den rounded half away from zero (den > 0). */
function roundDiv(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r = num % den;
  if (r === 0n) return q;
  if (num >= 0n) return 2n * r >= den ? q + 1n : q;
  return -2n * r >= den ? q - 1n : q;
}

/** 1234n → "12.34". */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Rounds an exact amount of cents (num / den) by the rule; a positive amount never ends at 0 or below. */
function rounded(num: bigint, den: bigint, rounding: PriceRounding): bigint {
  if (num <= 0n) return 0n;
  if (rounding === 'cents') {
    const c = roundDiv(num, den);
    return c < 1n ? 1n : c;
  }
  const units = roundDiv(num, den * 100n);
  if (rounding === 'integer') return (units < 1n ? 1n : units) * 100n;
  // ninetyNine: the whole price rounded, minus a cent (12.60 → 12.99, 12.30 → 11.99); at least 0.99.
  return (units < 1n ? 1n : units) * 100n - 1n;
}

/**
 * The listing price of `amount` (in `from`) on a shop in `to` by the rule, as "12.34"; null when a
 * rate of either currency is unknown (the caller asks the seller to set it, it never guesses).
 * `rates` are yuan per unit of each currency (exchange-rate table; the yuan itself is 1).
 */
export function listingPrice(amount: string, from: string, to: string, rates: Readonly<Record<string, number>>, rule: PriceRule): string | null {
  const base = hundredths(amount);
  const factor = 10_000n + hundredths(rule.markupPercent); // basis points of 1 + markup
  let num = base * factor;
  let den = 10_000n;
  if (from !== to) {
    const [rf, rt] = [rates[from], rates[to]];
    if (!rf || !rt || rf <= 0 || rt <= 0) return null;
    num *= micro(rf);
    den *= micro(rt);
  }
  return centsText(rounded(num, den, rule.rounding));
}

/** A price changed by a percent ("-10" lowers by a tenth), rounded to cents; at least 0.01. */
export function priceByPercent(price: string, percent: string): string {
  return centsText(rounded(hundredths(price) * (10_000n + hundredths(percent)), 10_000n, 'cents'));
}

/** An amount converted between currencies at the rates, to cents (copying a listing to a shop of another currency). */
export function convertPrice(amount: string, from: string, to: string, rates: Readonly<Record<string, number>>): string | null {
  return listingPrice(amount, from, to, rates, { markupPercent: '0', rounding: 'cents' });
}
