// Exchange rates (issue 22 item 8; spec 02 §3 'Exchange rate': standard rate, executed rate,
// modifier, time). The standard rate is yuan per unit of the currency as quoted; the modifier is a
// percentage the company adds to (or takes off) it; the executed rate is what amounts are converted
// at: executed = standard × (1 + modifier ÷ 100), rounded half up to six decimals. Every change is
// kept in the history with its time, and a posting stores the executed rate it used, so a later
// change never rewrites the past.

/** The modifier's bounds (percent): above −100 (a rate stays positive), at most 100, four decimals. */
export const EXCHANGE_RATE_MODIFIER_MIN = -100;
export const EXCHANGE_RATE_MODIFIER_MAX = 100;
export const EXCHANGE_RATE_MODIFIER_DECIMALS = 4;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `v` as an integer count of 10^-`scale` units; null when it is not a plain decimal with at most `scale` decimals. */
function scaled(v: string | number, scale: number): bigint | null {
  const m = DECIMAL.exec(String(v).trim());
  if (!m || (m[3] ?? '').length > scale) return null;
  const n = BigInt(m[2]!) * 10n ** BigInt(scale) + BigInt((m[3] ?? '').padEnd(scale, '0') || '0');
  return m[1] ? -n : n;
}

/** Whether `v` is a valid modifier: a number above −100 and at most 100 with at most four decimals. */
export function isValidModifier(v: string | number): boolean {
  const n = scaled(v, EXCHANGE_RATE_MODIFIER_DECIMALS);
  return n !== null && n > BigInt(EXCHANGE_RATE_MODIFIER_MIN) * 10_000n && n <= BigInt(EXCHANGE_RATE_MODIFIER_MAX) * 10_000n;
}

/**
 * The executed rate of a standard rate (yuan per unit, at most six decimals) and a modifier
 * (percent, at most four decimals): standard × (1 + modifier ÷ 100), rounded half up to six
 * decimals, as a decimal string with six decimals. Throws on malformed input.
 */
export function executedRate(standard: string | number, modifier: string | number = 0): string {
  const s = scaled(standard, 6);
  const m = scaled(modifier, EXCHANGE_RATE_MODIFIER_DECIMALS);
  if (s === null || m === null) throw new Error(`not a rate / modifier: ${standard} / ${modifier}`);
  // s (10^-6) × (100 + m) (10^-4) ÷ 100 = s × (1_000_000 + m) × 10^-12: back to 10^-6 is ÷ 10^6 (half up)
  const product = s * (1_000_000n + m);
  const div = 1_000_000n;
  const neg = product < 0n;
  const abs = neg ? -product : product;
  const q = (abs * 2n + div) / (div * 2n);
  const n = neg ? -q : q;
  const a = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${a / 1_000_000n}.${(a % 1_000_000n).toString().padStart(6, '0')}`;
}
