// Properties of the fulfilment-centre stock inputs (issue 23 item 6; schema/src/fulfilment-stock):
// "sync now" of a shop and the FBA restock suggestion's windows (spec 02 §9).
import { expect } from 'vitest';
import { brk, fc, fraction, fuzz, id, negativeInt, notNumber, OMIT } from './fuzz.support';

fuzz('fulfilmentSyncInput', {
  valid: fc.record({ marketplace: fc.constantFrom('fba', 'fbk', 'fbe'), shopId: id }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk(
      'marketplace',
      'fulfilmentStock.marketplaceInvalid',
      fc.oneof(
        fc.constantFrom('FBA', 'wfs', '', 'amazon'),
        notNumber.filter((v) => typeof v !== 'string'),
      ),
    ),
    brk('shopId', 'validation.required', OMIT),
  ],
});

const outside = (allowed: readonly number[]) => fc.integer({ min: -1000, max: 1000 }).filter((n) => !allowed.includes(n));

fuzz('fbaRestockInput', {
  valid: fc.record(
    {
      shopId: id,
      salesWindow: fc.constantFrom(7, 15, 30, 90),
      forecastDays: fc.constantFrom(3, 7, 14, 30),
      leadDays: fc.integer({ min: 0, max: 365 }),
      targetCoverDays: fc.integer({ min: 1, max: 365 }),
      onlyNeeded: fc.boolean(),
    },
    { requiredKeys: ['shopId'] },
  ),
  accepts: (input, out) => {
    expect(out.shopId).toBe(input.shopId);
    expect([7, 15, 30, 90]).toContain(out.salesWindow);
    expect([3, 7, 14, 30]).toContain(out.forecastDays);
    if (input.leadDays != null) expect(out.leadDays).toBe(input.leadDays);
  },
  breaks: [
    brk('salesWindow', 'fulfilmentStock.salesWindowInvalid', fc.oneof(outside([7, 15, 30, 90]), fraction, fc.constant('30'))),
    brk('forecastDays', 'fulfilmentStock.forecastWindowInvalid', fc.oneof(outside([3, 7, 14, 30]), fraction, fc.constant('14'))),
    brk('leadDays', 'fulfilmentStock.leadDaysRange', fc.oneof(negativeInt, fc.integer({ min: 366, max: 1e6 }), fraction, fc.constant('7'))),
    brk('targetCoverDays', 'fulfilmentStock.coverDaysRange', fc.oneof(fc.constant(0), negativeInt, fc.integer({ min: 366, max: 1e6 }), fraction)),
    brk('shopId', 'validation.required', OMIT),
  ],
});
