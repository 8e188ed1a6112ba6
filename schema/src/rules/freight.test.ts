import { describe, expect, it } from 'vitest';
import {
  cheapestChannel,
  chargeableWeight,
  computeFreight,
  findZone,
  isValidEffectiveTime,
  pricingPointsProblems,
  rangeForWeight,
  templatePrice,
  volumetricWeight,
  weightRangeProblems,
  zoneProblems,
  type FreightTemplate,
  type WeightRange,
  type Zone,
} from './freight';
import { messages } from '../messages/index';

const A: WeightRange = { startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 10, additionalWeight: 500, additionalPrice: 3 };
const B: WeightRange = { startWeight: 2000, endWeight: 5000, firstWeight: 2500, firstPrice: 25.5, additionalWeight: 1000, additionalPrice: 7.25 };
const ranges = [A, B];
const price = (w: number) => {
  const r = rangeForWeight(ranges, w);
  return r ? templatePrice(r, w) : null;
};

describe('shipping template price (spec 02 §9), hand-computed', () => {
  it.each([
    [0, null], // start < weight: 0 g is in no range
    [1, 10],
    [500, 10], // at the first weight
    [501, 13], // ceil(1/500) = 1 step
    [1000, 13],
    [1001, 16], // ceil(501/500) = 2
    [2000, 19], // end of A included: ceil(1500/500) = 3
    [2001, 25.5], // start of B excluded from B's start, first weight 2500 not reached
    [3499, 32.75], // ceil(999/1000) = 1
    [3500, 32.75],
    [3501, 40], // 2 steps
    [5000, 47.25], // 3 steps, end included
    [5001, null], // above every range
  ])('%i g costs %s', (w, expected) => {
    expect(price(w)).toBe(expected);
  });

  it('rounds to two decimals without binary drift', () => {
    const r: WeightRange = { startWeight: 0, endWeight: 10000, firstWeight: 100, firstPrice: 0.1, additionalWeight: 100, additionalPrice: 0.2 };
    expect(templatePrice(r, 400)).toBe(0.7);
    expect(templatePrice({ ...r, additionalPrice: 1 / 3 }, 200)).toBe(0.43);
  });
});

describe('weight range rules', () => {
  const ids = (rs: WeightRange[]) => weightRangeProblems(rs).map((p) => `${p.row}:${p.field}:${p.messageId}`);
  it('accepts valid, adjacent ranges', () => {
    expect(ids(ranges)).toEqual([]);
  });
  it('refuses each broken rule with its message', () => {
    expect(ids([])).toEqual(['-1:ranges:freight.range.required']);
    expect(ids([{ ...A, firstPrice: null }])).toEqual(['0:firstPrice:freight.range.fieldRequired']);
    expect(ids([{ ...A, endWeight: 0 }])).toEqual(['0:endWeight:freight.range.endNotAfterStart']); // open / empty range
    expect(ids([{ ...A, firstWeight: 2500 }])).toEqual(['0:firstWeight:freight.range.firstAboveEnd']);
    expect(ids([{ ...A, firstWeight: 1600 }])).toEqual(['0:additionalWeight:freight.range.firstPlusAdditionalAboveEnd']);
    expect(ids([A, { ...B, startWeight: 1500 }])).toEqual(['1:startWeight:freight.range.overlap']);
    expect(ids([{ ...A, additionalWeight: 0 }])).toEqual(['0:additionalWeight:freight.range.additionalNotPositive']);
    expect(ids([{ ...A, firstPrice: -1 }])).toEqual(['0:firstPrice:freight.range.negative']);
  });
  it('has every message in zh and en', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const id of [
        'freight.range.required',
        'freight.range.fieldRequired',
        'freight.range.endNotAfterStart',
        'freight.range.firstAboveEnd',
        'freight.range.firstPlusAdditionalAboveEnd',
        'freight.range.overlap',
        'freight.zone.postalStartAboveEnd',
        'freight.zone.feesPartial',
        'freight.pricing.sumTooHigh',
      ])
        expect((messages as Record<string, Record<string, string>>)[lang][id], `${lang} ${id}`).toBeTruthy();
    }
  });
});

describe('volumetric and chargeable weight', () => {
  it('divides L×W×H by the coefficient, in whole grams up', () => {
    expect(volumetricWeight({ length: 30, width: 20, height: 10 }, 6000)).toBe(1000);
    expect(volumetricWeight({ length: 30, width: 20, height: 10 }, 5000)).toBe(1200);
    expect(volumetricWeight({ length: 31, width: 21, height: 11 }, 6000)).toBe(1194); // 7161/6 = 1193.5
    expect(volumetricWeight({ length: 0, width: 20, height: 10 }, 6000)).toBe(0);
  });
  it('bills max(actual, volumetric) only when the template says so', () => {
    const size = { length: 30, width: 20, height: 10 };
    expect(chargeableWeight(800, size, 'volumetric', 6000)).toEqual({ weight: 1000, volumetric: 1000 });
    expect(chargeableWeight(1500, size, 'volumetric', 6000)).toEqual({ weight: 1500, volumetric: 1000 });
    expect(chargeableWeight(800, size, 'actual', 6000)).toEqual({ weight: 800, volumetric: 1000 });
  });
});

const zones: Zone[] = [
  { name: 'US', country: 'US' },
  { name: 'US West', country: 'US', postalFrom: '90000', postalTo: '96199', registrationFee: 5, operationFee: 2, additionalRate: 10 },
  { name: 'California', country: 'US', state: 'CA', registrationFee: 4, operationFee: 1, additionalRate: 0 },
  { name: 'UK London', country: 'GB', postalFrom: 'E1', postalTo: 'EC4' },
];

describe('zone lookup', () => {
  it('picks the most specific zone: postal range, then state, then country', () => {
    expect(findZone(zones, { country: 'us', postalCode: '90001' })?.name).toBe('US West');
    expect(findZone(zones, { country: 'US', postalCode: '96199' })?.name).toBe('US West'); // end included
    expect(findZone(zones, { country: 'US', postalCode: '89999' })?.name).toBe('US');
    expect(findZone(zones, { country: 'US', state: 'CA', postalCode: '10001' })?.name).toBe('California');
    expect(findZone(zones, { country: 'GB', postalCode: 'EC1' })?.name).toBe('UK London');
    expect(findZone(zones, { country: 'GB', postalCode: 'SW1' })).toBeUndefined();
    expect(findZone(zones, { country: 'DE' })).toBeUndefined();
  });
  it('checks postal start not above end and fees all or none', () => {
    expect(zoneProblems(zones)).toEqual([]);
    expect(zoneProblems([{ name: 'x', country: 'US', postalFrom: '99999', postalTo: '10000' }]).map((p) => p.messageId)).toEqual([
      'freight.zone.postalStartAboveEnd',
    ]);
    expect(zoneProblems([{ name: 'x', country: 'US', registrationFee: 1, operationFee: 1 }]).map((p) => `${p.field}:${p.messageId}`)).toEqual([
      'additionalRate:freight.zone.feesPartial',
    ]);
    expect(zoneProblems([{ name: 'x', country: 'US', postalFrom: '1' }]).map((p) => p.messageId)).toEqual(['freight.zone.postalBoth']);
    expect(zoneProblems([{ name: ' ', country: 'USA' }]).map((p) => p.messageId)).toEqual(['freight.zone.nameRequired', 'freight.zone.countryInvalid']);
  });
  it('refuses a zone name repeated within the rule (case and spaces ignored)', () => {
    expect(
      zoneProblems([
        { name: 'US', country: 'US' },
        { name: 'CA', country: 'CA' },
        { name: ' us ', country: 'US', state: 'HI' },
      ]).map((p) => `${p.row}:${p.field}:${p.messageId}`),
    ).toEqual(['2:name:freight.zone.nameRepeated']);
  });
});

describe('freight = basic + surcharge + registration + operation', () => {
  const t: FreightTemplate = { billingMethod: 'volumetric', volumeCoefficient: 6000, pricingMode: 'firstContinued', ranges };
  it('shows each term', () => {
    const r = computeFreight(t, { weight: 800, size: { length: 30, width: 20, height: 10 }, country: 'US', postalCode: '90001' }, zones);
    expect(r).toEqual({
      ok: true,
      breakdown: {
        actualWeight: 800,
        volumetricWeight: 1000,
        chargeableWeight: 1000,
        zone: 'US West',
        basic: 13,
        surcharge: 1.3,
        registrationFee: 5,
        operationFee: 2,
        total: 21.3,
      },
    });
  });
  it('prices per kg in perUnit mode and says why it cannot price', () => {
    const pu: FreightTemplate = { ...t, billingMethod: 'actual', pricingMode: 'perUnit', ranges: [{ ...A, unitPrice: 12.5 }] };
    const r = computeFreight(pu, { weight: 1234, country: 'US' });
    expect(r.ok && r.breakdown.basic).toBe(15.43); // 1.234 × 12.5 = 15.425
    expect(computeFreight(t, { weight: 9000, country: 'US' })).toEqual({ ok: false, reason: 'noRange' });
    expect(computeFreight(t, { weight: 100, country: 'DE' }, zones)).toEqual({ ok: false, reason: 'noZone' });
    expect(computeFreight(t, { weight: 0, country: 'US' })).toEqual({ ok: false, reason: 'weightInvalid' });
  });
});

describe('cheapest eligible channel', () => {
  const ok = (total: number) => ({
    ok: true as const,
    breakdown: {
      actualWeight: 0,
      volumetricWeight: 0,
      chargeableWeight: 0,
      zone: null,
      basic: total,
      surcharge: 0,
      registrationFee: 0,
      operationFee: 0,
      total,
    },
  });
  it('picks the cheapest eligible and explains the others', () => {
    const { chosen, verdicts } = cheapestChannel(
      [
        { channelId: 1, name: 'Cheap but light', maxWeight: 500, deliveryDays: 10, freight: ok(5) },
        { channelId: 2, name: 'Mid', maxWeight: 2000, deliveryDays: 12, freight: ok(12) },
        { channelId: 3, name: 'Express', maxWeight: 30000, deliveryDays: 4, freight: ok(30) },
        { channelId: 4, name: 'EU only', maxWeight: 0, countries: ['DE', 'FR'], deliveryDays: 10, freight: ok(8) },
        { channelId: 5, name: 'Low value', maxWeight: 0, maxDeclaredValue: 20, deliveryDays: 10, freight: ok(6) },
        { channelId: 6, name: 'No card', maxWeight: 0, freight: null },
        { channelId: 7, name: 'Slow', maxWeight: 0, deliveryDays: 40, freight: ok(7) },
      ],
      { weight: 900, country: 'US', declaredValue: 50, maxDeliveryDays: 30 },
    );
    expect(chosen?.channelId).toBe(2);
    expect(Object.fromEntries(verdicts.map((v) => [v.channelId, v.reasons.join(',')]))).toEqual({
      1: 'weight',
      2: '',
      3: '',
      4: 'country',
      5: 'declaredValue',
      6: 'deliveryDays,noPriceCard',
      7: 'deliveryDays',
    });
  });
  it('chooses none when nothing fits', () => {
    expect(cheapestChannel([{ channelId: 1, name: 'x', maxWeight: 10, freight: ok(1) }], { weight: 20, country: 'US' }).chosen).toBeNull();
  });
});

describe('pricing points and effective time', () => {
  it('refuses points summing to 100 % or more', () => {
    expect(pricingPointsProblems({ vat: 20, commission: 15, grossProfit: 30, otherDeduction: 34.99 })).toEqual([]);
    expect(pricingPointsProblems({ vat: 20, commission: 15, grossProfit: 30, otherDeduction: 35 })).toEqual(['freight.pricing.sumTooHigh']);
    expect(pricingPointsProblems({ vat: 1.234, commission: 0, grossProfit: 0, otherDeduction: 0 })).toEqual(['freight.pricing.twoDecimals']);
  });
  it('refuses a scheduled start in the past', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isValidEffectiveTime(new Date('2025-12-31T00:00:00Z'), now)).toBe(false);
    expect(isValidEffectiveTime(new Date('2026-01-02T00:00:00Z'), now)).toBe(true);
  });
});
