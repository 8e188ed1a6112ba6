// The sandbox supply sources: a deterministic stand-in for GigaCloud, vidaXL, supply shops and eMAG
// offers, for the demo and the tests. Rules (the same code at the same clock step always answers the
// same):
// - Clock step: s = floor(now / SUPPLY_SANDBOX_STEP_MS) (one hour), so a check an hour later may see
//   new figures and two checks within the hour see the same.
// - Hash: h = the sum of the code's character codes (for a shop product, of its address).
// - Base figures: stock0 = 20 + (h mod 80); price0 = 10 + (h mod 90) + (h mod 100) / 100, currency
//   USD (gigacloud), EUR (vidaxl), CNY (shop), RON (emag); title "<SOURCE> <code>" (the last
//   path segment for a shop product).
// - Moves by step: k = (s + h) mod 4. k = 0: stock0 and price0; k = 1: stock0 − 5, price0;
//   k = 2: stock0 − 5, price0 × 1.10 (rounded to cents); k = 3: stock 0, price0 × 1.10. So from one
//   step to the next a code's stock moves by 5 or drops to 0 / comes back, and its price by 10 %.
// - Availability: a code ending in "99" or "X" (any case) is off the shelf at odd steps (available
//   false, stock 0) and on sale at even steps (vidaXL's up / down).
// - Failures: a code containing "DOWN" answers "source service unavailable, please retry later";
//   a code containing "GONE" answers "product not found".
// - eMAG offers: our offer's price is price0 (stock stock0); there are c = h mod 4 other sellers
//   "seller-1".."seller-c", seller i asking price0 × (1 + ((s + h + i) mod 5 − 2) × 0.03), rounded to
//   cents. We hold the buy box when no other seller asks less than us (ties go to us); otherwise the
//   cheapest seller (the first of equal ones) holds it.
import type { SupplySource } from '@erp/schema';
import type { SupplyConnector, SupplyOffer, SupplyResult } from './supply.connector';

export const SUPPLY_SANDBOX_STEP_MS = 60 * 60_000;
const CURRENCY: Record<SupplySource, string> = { gigacloud: 'USD', vidaxl: 'EUR', shop: 'CNY', emag: 'RON' };
const cents = (n: number) => Math.round(n * 100) / 100;

export const sandboxHash = (code: string) => [...code].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
export const sandboxStep = (now: Date) => Math.floor(now.getTime() / SUPPLY_SANDBOX_STEP_MS);

/** The sandbox's figures for a code at a step (exported for the tests' hand checks). */
export function sandboxReading(source: SupplySource, code: string, step: number): SupplyResult {
  if (/down/i.test(code)) return { ok: false, message: 'source service unavailable, please retry later' };
  if (/gone/i.test(code)) return { ok: false, message: 'product not found' };
  const h = sandboxHash(code);
  const stock0 = 20 + (h % 80);
  const price0 = cents(10 + (h % 90) + (h % 100) / 100);
  const k = (step + h) % 4;
  let stock = k === 0 ? stock0 : k === 3 ? 0 : stock0 - 5;
  const price = k >= 2 ? cents(price0 * 1.1) : price0;
  const available = !(/(99|x)$/i.test(code) && step % 2 === 1);
  if (!available) stock = 0;
  const title = `${source.toUpperCase()} ${source === 'shop' ? (code.split('/').filter(Boolean).pop() ?? code) : code}`;
  if (source !== 'emag') return { ok: true, title, currency: CURRENCY[source], available, stock, price };
  const offers: SupplyOffer[] = [];
  for (let i = 1; i <= h % 4; i++) offers.push({ seller: `seller-${i}`, price: cents(price0 * (1 + (((step + h + i) % 5) - 2) * 0.03)), buyBox: false });
  const cheapest = offers.reduce<SupplyOffer | null>((best, o) => (o.price < (best?.price ?? Infinity) ? o : best), null);
  const ours = !cheapest || cheapest.price >= price0;
  if (!ours && cheapest) cheapest.buyBox = true;
  return { ok: true, title, currency: CURRENCY.emag, available: true, stock: stock0, price: price0, offers, buyBox: ours };
}

export class SandboxSupplyConnector implements SupplyConnector {
  read(call: { source: SupplySource; code: string; now: Date }): Promise<SupplyResult> {
    return Promise.resolve(sandboxReading(call.source, call.code, sandboxStep(call.now)));
  }
}
