// The price rule of draft runs, on hand-computed cases (rates are yuan per unit).
import { describe, expect, it } from 'vitest';
import { convertPrice, listingPrice, percentInput, priceByPercent, priceRuleInput } from './pricing';

const rates = { CNY: 1, USD: 7.2, EUR: 7.8, JPY: 0.048 };

describe('listingPrice', () => {
  it('converts at the rate, adds the markup, rounds once at the end', () => {
    // 100 × 1.2 / 7.2 = 16.666…
    expect(listingPrice('100', 'CNY', 'USD', rates, { markupPercent: '20', rounding: 'cents' })).toBe('16.67');
    expect(listingPrice('100', 'CNY', 'USD', rates, { markupPercent: '20', rounding: 'integer' })).toBe('17.00');
    expect(listingPrice('100', 'CNY', 'USD', rates, { markupPercent: '20', rounding: 'ninetyNine' })).toBe('16.99');
    // 10 EUR × 7.8 / 7.2 = 10.8333…
    expect(listingPrice('10.00', 'EUR', 'USD', rates, { markupPercent: '0', rounding: 'cents' })).toBe('10.83');
    // 50 CNY / 0.048 = 1041.666… JPY
    expect(listingPrice('50', 'CNY', 'JPY', rates, { markupPercent: '0', rounding: 'integer' })).toBe('1042.00');
  });

  it('keeps the amount in the same currency without a rate', () => {
    expect(listingPrice('9.90', 'GBP', 'GBP', {}, { markupPercent: '0', rounding: 'cents' })).toBe('9.90');
    expect(listingPrice('9.90', 'GBP', 'GBP', {}, { markupPercent: '10', rounding: 'cents' })).toBe('10.89');
  });

  it('rounds half up at each boundary', () => {
    expect(listingPrice('1.00', 'USD', 'USD', rates, { markupPercent: '0.5', rounding: 'cents' })).toBe('1.01'); // 1.005
    expect(listingPrice('1.00', 'USD', 'USD', rates, { markupPercent: '0.49', rounding: 'cents' })).toBe('1.00'); // 1.0049
    expect(listingPrice('12.50', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'integer' })).toBe('13.00');
    expect(listingPrice('12.49', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'integer' })).toBe('12.00');
    expect(listingPrice('12.50', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'ninetyNine' })).toBe('12.99');
    expect(listingPrice('12.49', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'ninetyNine' })).toBe('11.99');
    expect(listingPrice('13.00', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'ninetyNine' })).toBe('12.99');
  });

  it('never rounds a positive price down to nothing; zero stays zero', () => {
    expect(listingPrice('0.04', 'USD', 'USD', rates, { markupPercent: '-90', rounding: 'cents' })).toBe('0.01');
    expect(listingPrice('0.30', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'integer' })).toBe('1.00');
    expect(listingPrice('0.30', 'USD', 'USD', rates, { markupPercent: '0', rounding: 'ninetyNine' })).toBe('0.99');
    expect(listingPrice('0', 'CNY', 'USD', rates, { markupPercent: '50', rounding: 'ninetyNine' })).toBe('0.00');
  });

  it('answers null when a rate is unknown instead of guessing', () => {
    expect(listingPrice('10', 'CNY', 'PLN', rates, { markupPercent: '0', rounding: 'cents' })).toBeNull();
    expect(listingPrice('10', 'XXX', 'USD', rates, { markupPercent: '0', rounding: 'cents' })).toBeNull();
    expect(convertPrice('10', 'CNY', 'USD', { USD: 0 })).toBeNull();
  });
});

describe('priceByPercent and convertPrice', () => {
  it('changes by a percent to cents', () => {
    expect(priceByPercent('9.90', '-10')).toBe('8.91');
    expect(priceByPercent('9.99', '10')).toBe('10.99'); // 10.989
    expect(priceByPercent('0.01', '-90')).toBe('0.01');
    expect(convertPrice('72', 'CNY', 'USD', rates)).toBe('10.00');
  });
});

describe('the rule input', () => {
  it('takes percents with two decimals between −90 and 1000', () => {
    for (const ok of ['0', '-90', '1000', '12.5', '-10.25']) expect(percentInput.safeParse(ok).success).toBe(true);
    for (const bad of ['-90.01', '1000.01', '1.234', 'ten', '']) {
      const r = percentInput.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('listing.markupInvalid');
    }
    expect(priceRuleInput.parse({})).toEqual({ markupPercent: '0', rounding: 'cents' });
    expect(priceRuleInput.safeParse({ rounding: 'tenths' }).success).toBe(false);
  });
});
