// Properties of the logistics bill number rules (issue 22 item 5; schema/src/logistics-bills):
// parseKg reads kilograms (at most 3 decimals, 0 … LOGISTICS_BILL_MAX_KG) into grams, parseFreight
// reads CNY (at most 2 decimals, 0 … LOGISTICS_BILL_MAX_FREIGHT) into cents; anything else is null,
// which readLogisticsBillRows reports as `logisticsBill.reason.badNumber` on that column.
import { expect, it } from 'vitest';
import { LOGISTICS_BILL_MAX_FREIGHT, LOGISTICS_BILL_MAX_KG, parseFreight, parseKg, readLogisticsBillRows } from '../logistics-bills/index';
import { covers, expectMessageId, fc, padded } from './fuzz.support';

/** The row's reason for a bad value in `field` (the others valid). */
function reasonFor(field: 'billableWeight' | 'actualFreight', text: string) {
  const values = { trackingNo: 'LP001', billableWeight: '1.5', actualFreight: '12.30', [field]: text };
  return readLogisticsBillRows([{ row: 2, values }]).problems.map((p) => `${p.field}:${p.reason}`);
}

/** Text with junk that is not a plain decimal: exponent, sign, comma, letters, dots out of place. */
const notDecimal = fc.oneof(
  fc.constantFrom('', ' ', '\u3000', '.', '1.', '.5', '1..2', '1.2.3', '1e3', '1E2', '+1', '-0', '1,5', '1 000', '0x10', 'Infinity', 'NaN', '五', '１２'),
  fc.stringMatching(/^-\d{1,3}(\.\d{1,2})?$/),
  fc.stringMatching(/^\d{0,3}[a-zA-Z,_%]\d{0,3}$/),
);

covers('parseKg', () => {
  const grams = fc.integer({ min: 0, max: LOGISTICS_BILL_MAX_KG * 1000 });
  /** g grams written as kg with 0–3 decimals (trailing zeros dropped at random, leading zeros added). */
  const kgText = fc.tuple(grams, fc.integer({ min: 0, max: 3 }), fc.boolean()).map(([g, drop, lead]) => {
    const whole = String(Math.floor(g / 1000));
    let frac = String(g % 1000).padStart(3, '0');
    for (let i = 0; i < drop && frac.endsWith('0'); i++) frac = frac.slice(0, -1);
    const w = lead && whole.length < 4 ? `0${whole}` : whole;
    return { g, text: frac ? `${w}.${frac}` : w };
  });

  it('reads every kg value of 0 … max with up to 3 decimals into whole grams (spaces around ignored)', () => {
    fc.assert(
      fc.property(kgText, padded(fc.constant('')), ({ g, text }, p) => {
        expect(parseKg(p + text + p)).toBe(g);
        expect(reasonFor('billableWeight', text)).toEqual([]);
      }),
    );
  });

  it('agrees with the number the text reads as, in grams', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}(\.\d{1,3})?$/), (t) => {
        const g = Math.round(Number(t) * 1000);
        expect(parseKg(t)).toBe(g <= LOGISTICS_BILL_MAX_KG * 1000 ? g : null);
      }),
    );
  });

  it('refuses over the maximum, more than 3 decimals, 5+ integer digits and anything not a plain decimal', () => {
    expectMessageId('logisticsBill.reason.badNumber');
    const bad = fc.oneof(
      fc.integer({ min: LOGISTICS_BILL_MAX_KG * 1000 + 1, max: 9_999_999 }).map((g) => `${Math.floor(g / 1000)}.${String(g % 1000).padStart(3, '0')}`),
      fc.stringMatching(/^\d{1,4}\.\d{4,6}$/),
      fc.stringMatching(/^\d{5,8}(\.\d{1,3})?$/),
      notDecimal,
    );
    fc.assert(
      fc.property(bad, (t) => {
        expect(parseKg(t)).toBeNull();
        expect(reasonFor('billableWeight', t)).toEqual(['billableWeight:badNumber']);
      }),
    );
  });

  it('never throws; answers null or whole grams within 0 … max', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (t) => {
        const g = parseKg(t);
        if (g !== null) expect(Number.isInteger(g) && g >= 0 && g <= LOGISTICS_BILL_MAX_KG * 1000).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

covers('parseFreight', () => {
  const cents = fc.integer({ min: 0, max: LOGISTICS_BILL_MAX_FREIGHT * 100 });
  const cnyText = fc.tuple(cents, fc.integer({ min: 0, max: 2 }), fc.boolean()).map(([c, drop, lead]) => {
    const whole = String(Math.floor(c / 100));
    let frac = String(c % 100).padStart(2, '0');
    for (let i = 0; i < drop && frac.endsWith('0'); i++) frac = frac.slice(0, -1);
    const w = lead && whole.length < 6 ? `0${whole}` : whole;
    return { c, text: frac ? `${w}.${frac}` : w };
  });

  it('reads every CNY amount of 0 … max with up to 2 decimals into whole cents (spaces around ignored)', () => {
    fc.assert(
      fc.property(cnyText, padded(fc.constant('')), ({ c, text }, p) => {
        expect(parseFreight(p + text + p)).toBe(c);
        expect(reasonFor('actualFreight', text)).toEqual([]);
      }),
    );
  });

  it('agrees with the number the text reads as, in cents', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}(\.\d{1,2})?$/), (t) => {
        const c = Math.round(Number(t) * 100);
        expect(parseFreight(t)).toBe(c <= LOGISTICS_BILL_MAX_FREIGHT * 100 ? c : null);
      }),
    );
  });

  it('refuses over the maximum, more than 2 decimals, 7+ integer digits and anything not a plain decimal', () => {
    expectMessageId('logisticsBill.reason.badNumber');
    const bad = fc.oneof(
      fc.integer({ min: LOGISTICS_BILL_MAX_FREIGHT * 100 + 1, max: 99_999_999 }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
      fc.stringMatching(/^\d{1,6}\.\d{3,5}$/),
      fc.stringMatching(/^\d{7,10}(\.\d{1,2})?$/),
      notDecimal,
    );
    fc.assert(
      fc.property(bad, (t) => {
        expect(parseFreight(t)).toBeNull();
        expect(reasonFor('actualFreight', t)).toEqual(['actualFreight:badNumber']);
      }),
    );
  });

  it('never throws; answers null or whole cents within 0 … max', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (t) => {
        const c = parseFreight(t);
        if (c !== null) expect(Number.isInteger(c) && c >= 0 && c <= LOGISTICS_BILL_MAX_FREIGHT * 100).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
