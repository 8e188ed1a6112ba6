import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executedRate, isValidModifier } from './index';

describe('executedRate', () => {
  it('is the standard rate with no modifier', () => {
    expect(executedRate('7.1234')).toBe('7.123400');
    expect(executedRate('7.1234', '0')).toBe('7.123400');
  });
  it('adds or takes off the modifier as a percentage', () => {
    expect(executedRate('7', '2')).toBe('7.140000');
    expect(executedRate('7', '-2')).toBe('6.860000');
    expect(executedRate('7.8', '1.5')).toBe('7.917000');
    expect(executedRate('0.047', '-0.25')).toBe('0.046883'); // 0.0468825 rounds half up
  });
  it('rounds half up to six decimals', () => {
    expect(executedRate('0.000001', '50')).toBe('0.000002'); // 0.0000015
    expect(executedRate('0.000001', '49.9999')).toBe('0.000001');
  });
  it('refuses malformed input', () => {
    expect(() => executedRate('abc', '1')).toThrow();
    expect(() => executedRate('7', '1.00001')).toThrow();
  });
  it('agrees with the float formula to the sixth decimal (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: -999_999, max: 1_000_000 }), (micro, modUnits) => {
        const standard = (micro / 1e6).toFixed(6);
        const modifier = (modUnits / 1e4).toFixed(4);
        const got = Number(executedRate(standard, modifier));
        const want = (micro / 1e6) * (1 + modUnits / 1e4 / 100);
        expect(Math.abs(got - want)).toBeLessThanOrEqual(0.0000005 + 1e-9);
      }),
    );
  });
});

describe('isValidModifier', () => {
  it('takes −100 < m ≤ 100 with at most four decimals', () => {
    for (const ok of ['0', '2', '-2.5', '100', '-99.9999', 0.125]) expect(isValidModifier(ok)).toBe(true);
    for (const bad of ['-100', '100.0001', '1.23456', 'x', '', '1e2']) expect(isValidModifier(bad)).toBe(false);
  });
});
