// Properties of the exchange-rate modifier (issue 22 item 8; schema/src/exchange-rates): any valid
// modifier is kept as typed (trimmed) and yields a positive executed rate; a broken one is refused
// with exchangeRate.modifierInvalid.
import { expect } from 'vitest';
import { exchangeRateInput } from './reports';
import { executedRate, isValidModifier } from '../exchange-rates/index';
import { brk, covers, fc, fuzz } from './fuzz.support';
import { it } from 'vitest';

const rate = fc.integer({ min: 1, max: 1_000_000_000 }).map((micros) => micros / 1e6);
const modifier = fc.integer({ min: -999_999, max: 1_000_000 }).map((units) => (units / 1e4).toFixed(4).replace(/\.?0+$/, '') || '0');

fuzz('exchangeRateInput', {
  schema: exchangeRateInput,
  valid: fc.record({ currency: fc.constantFrom('USD', 'eur', ' gbp '), rate, modifier }),
  accepts: (i, o) => {
    expect(o.modifier).toBe(String(i.modifier).trim());
    expect(Number(executedRate(o.rate.toFixed(6), o.modifier))).toBeGreaterThanOrEqual(0);
  },
  breaks: [
    brk(
      'modifier',
      'exchangeRate.modifierInvalid',
      fc.oneof(
        fc.integer({ min: -10_000, max: -100 }).map(String),
        fc.integer({ min: 101, max: 10_000 }),
        fc.constantFrom('1.00001', 'abc', '', '1e2', '100.0001', '-100'),
      ),
    ),
  ],
});

covers('isValidModifier', () => {
  it('accepts what the input rule accepts and nothing else', () => {
    fc.assert(fc.property(modifier, (m) => isValidModifier(m)));
    for (const bad of ['-100', '100.0001', '1.00001', 'abc', '', '1e2', 101, -150]) expect(isValidModifier(bad)).toBe(false);
  });
});
