// Properties of the listing price rule inputs (schema/src/listings/pricing.ts): a markup percent
// with at most two decimals inside MARKUP_RANGE, and a rounding from PRICE_ROUNDINGS.
import { expect } from 'vitest';
import { MARKUP_RANGE, PRICE_ROUNDINGS } from '../listings/pricing';
import { brk, fc, fuzz } from './fuzz.support';

const percent = fc
  .integer({ min: MARKUP_RANGE.min * 100, max: MARKUP_RANGE.max * 100 })
  .map((hundredths) => (hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2)));
const outOfRange = fc.oneof(fc.integer({ min: MARKUP_RANGE.max + 1, max: 9999 }), fc.integer({ min: -9999, max: MARKUP_RANGE.min - 1 })).map(String);
const notAPercent = fc.constantFrom('', 'abc', '1.234', '10%', '1e3', '--5');

fuzz('percentInput', {
  valid: percent,
  accepts: (input, out) => expect(Number(out)).toBe(Number(input)),
  breaks: [brk('', 'listing.markupInvalid', fc.oneof(outOfRange, notAPercent))],
});

fuzz('priceRuleInput', {
  valid: fc.record({ markupPercent: percent, rounding: fc.constantFrom(...PRICE_ROUNDINGS) }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('markupPercent', 'listing.markupInvalid', fc.oneof(outOfRange, notAPercent)),
    brk('rounding', 'listing.roundingInvalid', fc.constantFrom('up', '', 'CENTS')),
  ],
});
