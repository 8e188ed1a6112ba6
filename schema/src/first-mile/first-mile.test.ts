// First-mile freight on a channel's price card (issue 23 item 4), with hand-computed numbers.
import { describe, expect, it } from 'vitest';
import { firstMileChannelInput, firstMileFreight, type FirstMilePriceCard } from './index';

const tiers = [
  { fromQuantity: 0, unitPrice: 12 },
  { fromQuantity: 21, unitPrice: 10.5 },
  { fromQuantity: 100, unitPrice: 9.8 },
];
const card = (over: Partial<FirstMilePriceCard> = {}): FirstMilePriceCard => ({
  basis: 'weight',
  divisor: 6000,
  currency: 'CNY',
  tiers,
  fixedFee: 30,
  ...over,
});

describe('firstMileFreight', () => {
  it('bills actual weight by its tier plus the fixed fee', () => {
    // 20 kg: below 21 → 12/kg: 240 + 30 = 270
    expect(firstMileFreight(card(), { weightKg: 20, volumeM3: 5 })).toMatchObject({ chargeableQuantity: 20, tierFrom: 0, unitPrice: 12, freight: 270 });
    // exactly 21 kg: the tier from 21 applies (highest from ≤ quantity): 21 × 10.5 + 30 = 250.5
    expect(firstMileFreight(card(), { weightKg: 21, volumeM3: 0 }).freight).toBe(250.5);
    // 100 kg: 100 × 9.8 + 30 = 1010
    expect(firstMileFreight(card(), { weightKg: 100, volumeM3: 0 }).freight).toBe(1010);
  });

  it('bills volume in m³', () => {
    // 2.35 m³ at 850/m³ + 0 = 1997.5
    const vol = card({ basis: 'volume', tiers: [{ fromQuantity: 0, unitPrice: 850 }], fixedFee: 0 });
    expect(firstMileFreight(vol, { weightKg: 900, volumeM3: 2.35 })).toMatchObject({ chargeableQuantity: 2.35, freight: 1997.5 });
  });

  it('bills the larger of actual and volumetric weight (volume × 1,000,000 / divisor)', () => {
    const vw = card({ basis: 'volumetricWeight' });
    // 0.3 m³ / 6000 → 50 kg > 40 kg: 50 × 10.5 + 30 = 555
    expect(firstMileFreight(vw, { weightKg: 40, volumeM3: 0.3 })).toMatchObject({
      volumetricWeightKg: 50,
      chargeableQuantity: 50,
      unitPrice: 10.5,
      freight: 555,
    });
    // 0.3 m³ / 6000 = 50 kg < 120 kg actual: 120 × 9.8 + 30 = 1206
    expect(firstMileFreight(vw, { weightKg: 120, volumeM3: 0.3 })).toMatchObject({ chargeableQuantity: 120, freight: 1206 });
    // divisor 5000: 0.1 m³ → 20 kg > 15 kg: 20 × 12 + 30 = 270
    expect(firstMileFreight(card({ basis: 'volumetricWeight', divisor: 5000 }), { weightKg: 15, volumeM3: 0.1 }).freight).toBe(270);
  });

  it('rounds to two decimals and uses the first tier below every from-quantity', () => {
    // 3.333 kg × 7.77 = 25.89741 + 0 → 25.9
    expect(firstMileFreight(card({ tiers: [{ fromQuantity: 5, unitPrice: 7.77 }], fixedFee: 0 }), { weightKg: 3.333, volumeM3: 0 }).freight).toBe(25.9);
    // 1.005 × 1 → 1.01 (half away from zero)
    expect(firstMileFreight(card({ tiers: [{ fromQuantity: 0, unitPrice: 1 }], fixedFee: 0 }), { weightKg: 1.005, volumeM3: 0 }).freight).toBe(1.01);
  });
});

describe('firstMileChannelInput', () => {
  const good = { providerId: 1, name: 'Air', transportMode: 'air', minDays: 5, maxDays: 8, priceCard: { basis: 'weight', currency: 'CNY', tiers } };
  it('accepts a channel with defaults', () => {
    expect(firstMileChannelInput.parse(good)).toMatchObject({ taxIncluded: false, pickupPlace: '', priceCard: { divisor: 6000, fixedFee: 0 } });
  });
  it('refuses days min above max, tiers not ascending, three decimals', () => {
    const issues = (v: unknown) => firstMileChannelInput.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...good, minDays: 9 })).toEqual([['maxDays', 'firstMile.daysOrder']]);
    expect(issues({ ...good, priceCard: { ...good.priceCard, tiers: [tiers[1], tiers[0]] } })).toEqual([
      ['priceCard.tiers.1.fromQuantity', 'firstMile.tiersAscending'],
    ]);
    expect(issues({ ...good, priceCard: { ...good.priceCard, fixedFee: 0.125 } })).toEqual([['priceCard.fixedFee', 'firstMile.twoDecimals']]);
  });
});
