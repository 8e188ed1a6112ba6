// Properties of the stock push rule (issue 19 point 6; example tests in src/listings/stock-push.test.ts).
import { expect, it } from 'vitest';
import { stockPushQuantity, stockPushRuleProblems } from '../listings/stock-push';
import { covers, fc, fraction, negativeInt } from './fuzz.support';

const count = fc.integer({ min: 0, max: 1_000_000 });
const validRule = fc.record({ percentage: fc.integer({ min: 0, max: 100 }), maxQuantity: fc.option(count, { nil: null }), reserve: count, zeroBelow: count });

covers('stockPushRuleProblems', () => {
  it('accepts every rule in range, and the pushed quantity stays within 0…available and the cap', () => {
    fc.assert(
      fc.property(validRule, fc.integer({ min: -100, max: 2_000_000 }), (rule, available) => {
        expect(stockPushRuleProblems(rule)).toEqual([]);
        const q = stockPushQuantity(available, rule);
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(Math.max(0, available));
        if (rule.maxQuantity !== null) expect(q).toBeLessThanOrEqual(rule.maxQuantity);
      }),
    );
  });
  it('refuses a percentage outside 0–100 or not whole, on its field', () => {
    const bad = fc.oneof(fc.integer({ min: 101, max: 1e6 }), negativeInt, fraction);
    fc.assert(
      fc.property(validRule, bad, (rule, percentage) => {
        expect(stockPushRuleProblems({ ...rule, percentage }).map((i) => i.field)).toEqual(['percentage']);
      }),
    );
  });
  it('refuses a negative or fractional cap, reserve or threshold, on its field', () => {
    const field = fc.constantFrom('maxQuantity', 'reserve', 'zeroBelow');
    fc.assert(
      fc.property(validRule, field, fc.oneof(negativeInt, fraction), (rule, f, v) => {
        expect(stockPushRuleProblems({ ...rule, [f]: v }).map((i) => [i.field, i.messageId])).toEqual([[f, 'stockPush.countInvalid']]);
      }),
    );
  });
});
