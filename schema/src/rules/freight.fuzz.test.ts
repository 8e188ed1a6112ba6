// Properties of the freight rules (spec 02 §5 'Logistics', §9 'Shipping template price').
import { expect, it } from 'vitest';
import { isValidEffectiveTime, pricingPointsProblems, rangeForWeight, templatePrice, weightRangeProblems, zoneProblems } from './freight';
import { covers, fc } from './fuzz.support';
import { messages } from '../messages/index';

const known = (id: string) =>
  Boolean((messages as Record<string, Record<string, string>>).en[id] && (messages as Record<string, Record<string, string>>).zh[id]);

covers('weightRangeProblems', () => {
  it('accepts contiguous ranges built by the rules, and the price never decreases with weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ len: fc.integer({ min: 2, max: 5000 }), fp: fc.integer({ min: 0, max: 10000 }), ap: fc.integer({ min: 0, max: 1000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (rows) => {
          let start = 0;
          const ranges = rows.map(({ len, fp, ap }) => {
            const r = {
              startWeight: start,
              endWeight: start + len,
              firstWeight: Math.floor(len / 2),
              firstPrice: fp / 100,
              additionalWeight: Math.ceil(len / 2) - 0,
              additionalPrice: ap / 100,
            };
            start += len;
            return r;
          });
          const fixed = ranges.map((r) => ({
            ...r,
            firstWeight: r.startWeight + Math.floor((r.endWeight - r.startWeight) / 2),
            additionalWeight: Math.max(1, Math.floor((r.endWeight - r.startWeight) / 2)),
          }));
          expect(weightRangeProblems(fixed)).toEqual([]);
          const r0 = fixed[0];
          let prev = -1;
          for (let w = r0.startWeight + 1; w <= r0.endWeight; w += Math.max(1, Math.floor((r0.endWeight - r0.startWeight) / 7))) {
            const p = templatePrice(rangeForWeight(fixed, w)!, w);
            expect(p).toBeGreaterThanOrEqual(prev);
            prev = p;
          }
        },
      ),
    );
  });
  it('never throws on arbitrary rows and names only known messages', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            startWeight: fc.option(fc.double()),
            endWeight: fc.option(fc.double()),
            firstWeight: fc.option(fc.double()),
            firstPrice: fc.option(fc.double()),
            additionalWeight: fc.option(fc.double()),
            additionalPrice: fc.option(fc.double()),
          }),
        ),
        (rows) => {
          for (const p of weightRangeProblems(rows)) expect(known(p.messageId)).toBe(true);
        },
      ),
    );
  });
});

covers('zoneProblems', () => {
  it('never throws and names only known messages', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string(),
            country: fc.string(),
            postalFrom: fc.option(fc.string()),
            postalTo: fc.option(fc.string()),
            registrationFee: fc.option(fc.double()),
            operationFee: fc.option(fc.double()),
            additionalRate: fc.option(fc.double()),
          }),
        ),
        (zones) => {
          for (const p of zoneProblems(zones)) expect(known(p.messageId)).toBe(true);
        },
      ),
    );
  });
});

covers('pricingPointsProblems', () => {
  it('refuses exactly the sums at or above 100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6000 }), { minLength: 4, maxLength: 4 }), ([a, b, c, d]) => {
        const p = { vat: a / 100, commission: b / 100, grossProfit: c / 100, otherDeduction: d / 100 };
        expect(pricingPointsProblems(p).length > 0).toBe(a + b + c + d >= 10000);
      }),
    );
  });
});

covers('isValidEffectiveTime', () => {
  it('accepts the future and refuses the past', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61_000, max: 1e10 }), (ms) => {
        const now = new Date('2026-06-01T00:00:00Z');
        expect(isValidEffectiveTime(new Date(now.getTime() + ms), now)).toBe(true);
        expect(isValidEffectiveTime(new Date(now.getTime() - ms), now)).toBe(false);
      }),
    );
  });
});
