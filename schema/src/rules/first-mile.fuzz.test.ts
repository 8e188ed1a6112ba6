// Properties of the first-mile logistics rules (issue 23 item 4; schema/src/first-mile): providers,
// channels with their price card, and the trial calculation's goods.
import { expect } from 'vitest';
import { FIRST_MILE_BASES, FIRST_MILE_CURRENCIES, FIRST_MILE_NAME_MAX, FIRST_MILE_TRANSPORT_MODES } from '../first-mile/index';
import { blank, brk, fc, fuzz, id, OMIT, optText, rel, reqText, tooLong } from './fuzz.support';

/** ≥ 0 with at most two decimals. */
const amount = fc.integer({ min: 0, max: 99_999_999 }).map((c) => c / 100);
const threeDecimals = fc
  .integer({ min: 1, max: 9_999_999 })
  .filter((n) => n % 10 !== 0)
  .map((n) => n / 1000);
const negative = fc.integer({ min: -1_000_000, max: -1 }).map((c) => c / 100);
const tiers = fc
  .uniqueArray(amount, { minLength: 1, maxLength: 20 })
  .chain((froms) => fc.tuple(fc.constant([...froms].sort((a, b) => a - b)), fc.array(amount, { minLength: froms.length, maxLength: froms.length })))
  .map(([froms, prices]) => froms.map((fromQuantity, i) => ({ fromQuantity, unitPrice: prices[i] })));
const card = fc.record(
  {
    basis: fc.constantFrom(...FIRST_MILE_BASES),
    divisor: fc.integer({ min: 1, max: 100_000 }),
    currency: fc.constantFrom(...FIRST_MILE_CURRENCIES),
    tiers,
    fixedFee: amount,
  },
  { requiredKeys: ['basis', 'currency', 'tiers'] },
);
const dayPair = fc.tuple(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 0, max: 365 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);

fuzz('firstMileProviderInput', {
  valid: fc.record(
    {
      name: reqText(FIRST_MILE_NAME_MAX),
      contact: optText(100),
      remark: optText(500),
      account: optText(100),
      apiKey: fc.stringMatching(/^[\x21-\x7e]{0,200}$/),
    },
    { requiredKeys: ['name'] },
  ),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.apiKey).toBe(input.apiKey ?? '');
    expect(out.contact).toBe((input.contact ?? '').trim());
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk('name', 'validation.required', OMIT),
    brk('name', 'validation.tooLong', tooLong(FIRST_MILE_NAME_MAX)),
    brk('apiKey', 'firstMile.apiKeyChars', fc.constantFrom('a b', 'key\u4e2d', 'x\ty')),
  ],
});

fuzz('firstMileTier', {
  valid: fc.record({ fromQuantity: amount, unitPrice: amount }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('fromQuantity', 'firstMile.amountInvalid', negative),
    brk('unitPrice', 'firstMile.amountInvalid', negative),
    brk('unitPrice', 'firstMile.twoDecimals', threeDecimals),
    brk('unitPrice', 'firstMile.amountInvalid', OMIT),
  ],
});

fuzz('firstMilePriceCard', {
  valid: card,
  accepts: (input, out) => {
    expect(out.tiers).toEqual(input.tiers);
    expect(out.divisor).toBe(input.divisor ?? 6000);
    expect(out.fixedFee).toBe(input.fixedFee ?? 0);
  },
  breaks: [
    brk('basis', 'firstMile.basisInvalid', fc.constantFrom('parcel', '', 'WEIGHT')),
    brk('divisor', 'firstMile.divisorInvalid', fc.integer({ min: -1000, max: 0 })),
    brk('divisor', 'firstMile.divisorInvalid', fc.double({ min: 1, max: 1000, noInteger: true, noNaN: true })),
    brk('currency', 'firstMile.currencyInvalid', fc.constantFrom('XXX', '', 'cny')),
    brk('tiers', 'firstMile.tiersRequired', fc.constant([])),
    brk('tiers', 'firstMile.tiersRequired', OMIT),
    brk('fixedFee', 'firstMile.amountInvalid', negative),
    brk('fixedFee', 'firstMile.twoDecimals', threeDecimals),
    rel('tiers.1.fromQuantity', 'firstMile.tiersAscending', (v: { tiers: { fromQuantity: number; unitPrice: number }[] }) =>
      fc.constant({ ...v, tiers: [v.tiers[0], { ...v.tiers[0] }] }),
    ),
  ],
});

fuzz('firstMileChannelInput', {
  valid: fc
    .record({
      providerId: id,
      name: reqText(FIRST_MILE_NAME_MAX),
      transportMode: fc.constantFrom(...FIRST_MILE_TRANSPORT_MODES),
      pickupPlace: optText(200),
      taxIncluded: fc.boolean(),
      days: dayPair,
      priceCard: card,
    })
    .map(({ days: [minDays, maxDays], ...rest }) => ({ ...rest, minDays, maxDays })),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.minDays).toBeLessThanOrEqual(out.maxDays);
  },
  breaks: [
    brk('providerId', 'validation.positiveId', fc.constantFrom(0, -3, 1.5)),
    brk('name', 'validation.required', blank),
    brk('transportMode', 'firstMile.transportModeInvalid', fc.constantFrom('boat', '', 'SEA')),
    brk('minDays', 'firstMile.daysInvalid', fc.integer({ min: -100, max: -1 }), { loose: true }),
    brk('maxDays', 'firstMile.daysInvalid', fc.integer({ min: 366, max: 10_000 })),
    rel('maxDays', 'firstMile.daysOrder', (v: { minDays: number }) => fc.constant({ ...v, minDays: 10, maxDays: 9 })),
    brk('priceCard.basis', 'firstMile.basisInvalid', fc.constant('parcel')),
  ],
});

fuzz('firstMileQuoteInput', {
  valid: fc.record({ weightKg: fc.double({ min: 0, max: 1_000_000, noNaN: true }), volumeM3: fc.double({ min: 0, max: 100_000, noNaN: true }) }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('weightKg', 'firstMile.amountInvalid', negative),
    brk('volumeM3', 'firstMile.amountInvalid', fc.double({ min: 100_001, max: 1e9, noNaN: true })),
    brk('weightKg', 'firstMile.amountInvalid', fc.constantFrom('3', null)),
  ],
});
