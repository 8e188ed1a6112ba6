import { describe, expect, it } from 'vitest';
import { pricingPointsProblems } from './freight';
import { pricingPointsSum, sellingPrice, sellingPriceTerms } from './pricing';

const p = (vat: number, commission: number, grossProfit: number, otherDeduction: number) => ({ vat, commission, grossProfit, otherDeduction });

describe('selling price of a pricing template: cost ÷ (1 − sum of points / 100), two decimals', () => {
  it.each([
    // cost, points, price (worked by hand)
    [100, p(0, 0, 0, 0), 100],
    [100, p(10, 15, 20, 5), 200], // 50 % of the price is taken: twice the cost
    [60, p(13, 8, 25, 4), 120], // sum 50
    [10, p(6, 15, 30, 0), 20.41], // 10 / 0.49 = 20.408…
    [33.33, p(0, 12.5, 0, 0), 38.09], // 33.33 / 0.875 = 38.091…
    [1, p(33.33, 33.33, 33.33, 0), 10000], // sum 99.99: 1 / 0.0001
    [0, p(20, 10, 10, 0), 0],
  ])('cost %s with %o → %s', (cost, points, price) => {
    expect(sellingPrice(cost, points)).toBe(price);
  });

  it('rounds half away from zero (binary fractions included)', () => {
    // 2.01 / (1 − 0.5) = 4.02 exactly; 1.005 / 1 = 1.005 → 1.01
    expect(sellingPrice(2.01, p(25, 25, 0, 0))).toBe(4.02);
    expect(sellingPrice(1.005, p(0, 0, 0, 0))).toBe(1.01);
  });

  it('gives no price when the points break the rule or the cost is not a number from 0', () => {
    expect(sellingPrice(10, p(50, 30, 20, 0))).toBeNull(); // 100 %
    expect(pricingPointsProblems(p(50, 30, 20, 0))).toEqual(['freight.pricing.sumTooHigh']);
    expect(sellingPrice(10, p(60, 30, 20, 0))).toBeNull();
    expect(sellingPrice(10, p(-1, 0, 0, 0))).toBeNull();
    expect(sellingPrice(10, p(1.005, 0, 0, 0))).toBeNull(); // three decimals
    expect(pricingPointsProblems(p(1.005, 0, 0, 0))).toEqual(['freight.pricing.twoDecimals']);
    expect(sellingPrice(-1, p(10, 0, 0, 0))).toBeNull();
    expect(sellingPrice(Number.NaN, p(10, 0, 0, 0))).toBeNull();
  });

  it('sums the points to two decimals', () => {
    expect(pricingPointsSum(p(0.1, 0.2, 0, 0))).toBe(0.3);
  });

  it('splits the price into what each point takes', () => {
    expect(sellingPriceTerms(60, p(13, 8, 25, 4))).toEqual({ price: 120, vat: 15.6, commission: 9.6, grossProfit: 30, otherDeduction: 4.8 });
    expect(sellingPriceTerms(60, p(60, 40, 0, 0))).toBeNull();
  });
});
