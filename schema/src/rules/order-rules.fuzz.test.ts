// Properties of logistics / gift rules and the blacklist (spec 02 §5 'Logistics rule name length
// 2 to 64; values not below 0; max above min; a condition is required', 'blacklist reason other
// not blank', 'blacklist rule needs at least one condition'; §9 priority: higher runs first).
import { describe, expect, it } from 'vitest';
import {
  RULE_NAME_MIN,
  BLACKLIST_CAUSES,
  DRY_RUN_DAYS_DEFAULT,
  DRY_RUN_DAYS_MAX,
  RULE_LIST_MAX,
  RULE_NAME_MAX,
  parsePostcodeCondition,
  postcodeMatches,
} from './order-rules';
import { badId, blank, bool, brk, covers, fc, fraction, fuzz, id, negativeInt, OMIT, optText, pad, padded, rel, text, tooLong } from './fuzz.support';

const name = padded(text(2, RULE_NAME_MAX));
const whole = fc.nat(1_000_000_000);
const amount = fc.oneof(fc.stringMatching(/^\d{1,8}(\.\d{1,2})?$/), fc.nat(1e8));
const cents = (v: string | number) => Math.round(Number(v) * 100);
/** A range whose max is above its min (either end may be left out). */
const range = <T>(arb: fc.Arbitrary<T>, value: (v: T) => number) =>
  fc
    .tuple(arb, arb)
    .filter(([a, b]) => value(a) !== value(b))
    .map(([a, b]) => (value(a) < value(b) ? [a, b] : [b, a]));
const conditions = fc
  .record(
    {
      platformTypes: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }),
      shopIds: fc.array(id, { maxLength: 5 }),
      countries: fc.array(padded(fc.stringMatching(/^[A-Za-z]{2}$/)), { maxLength: 5 }),
      postcodes: fc.array(
        fc.oneof(
          fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
          fc.stringMatching(/^\d{5}$/).map((a) => `${a} - ${a}`),
        ),
        { maxLength: 4 },
      ),
      weight: range(whole, Number),
      amount: range(amount, cents),
      quantity: range(whole, Number),
      skus: fc.array(padded(text(1, 100)), { maxLength: 5 }),
    },
    { requiredKeys: [] },
  )
  .map(({ weight, amount: a, quantity, ...c }) => ({
    ...c,
    ...(weight ? { weightMin: weight[0], weightMax: weight[1] } : {}),
    ...(a ? { amountMin: a[0], amountMax: a[1] } : {}),
    ...(quantity ? { quantityMin: quantity[0], quantityMax: quantity[1] } : {}),
  }))
  .filter((c) => Object.values(c).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined)));

/** A condition whose min is not below its max (equal counts: max must be above min). */
const minNotBelowMax = (key: 'weight' | 'amount' | 'quantity') => (v: { conditions: object }) =>
  fc.tuple(fc.nat(1e6), fc.nat(1e6)).map(([a, d]) => ({ ...v, conditions: { ...v.conditions, [`${key}Min`]: a + d, [`${key}Max`]: a } }));

fuzz('ruleConditions', {
  valid: conditions,
  accepts: (input, out) => {
    // lists are deduplicated, countries upper-cased, postcodes normalised, absent bounds null
    expect(out.countries).toEqual([...new Set((input.countries ?? []).map((c: string) => c.trim().toUpperCase()))]);
    expect(out.shopIds).toEqual([...new Set(input.shopIds ?? [])]);
    for (const p of out.postcodes) expect(parsePostcodeCondition(p)).not.toBeNull();
    expect(out.weightMin).toBe(input.weightMin ?? null);
    expect(out.amountMax).toBe(input.amountMax === undefined ? null : String(input.amountMax).trim());
  },
  breaks: [
    brk('', 'orderRules.conditionRequired', fc.constantFrom({}, { platformTypes: [], skus: [] }, { weightMin: null })),
    rel('weightMax', 'orderRules.maxAboveMin', (v) => minNotBelowMax('weight')({ conditions: v }).map((x) => x.conditions)),
    rel('amountMax', 'orderRules.maxAboveMin', (v) => minNotBelowMax('amount')({ conditions: v }).map((x) => x.conditions)),
    rel('quantityMax', 'orderRules.maxAboveMin', (v) => minNotBelowMax('quantity')({ conditions: v }).map((x) => x.conditions)),
    brk('weightMin', 'orderRules.notNegative', negativeInt),
    brk(
      'quantityMax',
      'orderRules.wholeNumber',
      fraction.filter((n) => n > 0),
    ),
    brk('amountMin', 'orderRules.notNegative', fc.stringMatching(/^-\d{1,5}(\.\d{1,2})?$/)),
    // a malformed bound is that bound's error only, not also "max above min"
    rel('amountMin', 'orderRules.amountTwoDecimals', (v) =>
      fc.constantFrom('abc', '1.234', '1e3', '').map((bad) => ({ ...v, amountMin: bad, amountMax: '10' })),
    ),
    brk('countries', 'orderRules.country', fc.array(fc.constantFrom('USA', 'C', '中国', '1A'), { minLength: 1, maxLength: 2 })),
    brk('postcodes', 'orderRules.postcode', fc.array(fc.constantFrom('200-100', '10-2000', '#1', '', 'A'.repeat(13)), { minLength: 1, maxLength: 2 })),
    brk('skus', 'orderRules.tooManyValues', fc.array(fc.constant('S1'), { minLength: RULE_LIST_MAX + 1, maxLength: RULE_LIST_MAX + 2 })),
    brk('shopIds', 'validation.integerIds', fc.array(badId, { minLength: 1, maxLength: 2 })),
  ],
});

const logisticsRule = fc.record(
  {
    name,
    priority: whole,
    enabled: bool,
    conditions,
    warehouseId: id,
    channelChoice: fc.constantFrom('fixed', 'cheapest'),
    logisticsChannelId: id,
    candidateChannelIds: fc.array(id, { maxLength: 5 }),
    maxDeliveryDays: fc.integer({ min: 1, max: 365 }),
  },
  { requiredKeys: ['name', 'conditions', 'warehouseId', 'logisticsChannelId'] },
);
fuzz('logisticsRuleInput', {
  valid: logisticsRule,
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.priority).toBe(input.priority ?? 0);
    expect(out.enabled).toBe(input.enabled ?? false);
    expect(out.channelChoice).toBe(input.channelChoice ?? 'fixed');
    expect(out.candidateChannelIds).toEqual([...new Set(input.candidateChannelIds ?? [])]);
  },
  breaks: [
    brk('name', 'orderRules.nameLength', padded(text(0, 1)), { rule: 'short' }),
    brk('name', 'orderRules.nameLength', tooLong(RULE_NAME_MAX), { rule: 'long' }),
    brk('priority', 'orderRules.notNegative', negativeInt),
    brk('conditions', 'orderRules.conditionRequired', fc.constant({})),
    rel('conditions.weightMax', 'orderRules.maxAboveMin', minNotBelowMax('weight')),
    brk('warehouseId', 'validation.required', OMIT),
    brk('channelChoice', 'orderRules.channelChoice', fc.constantFrom('cheap', '', 'FIXED')),
    rel('logisticsChannelId', 'orderRules.channelRequired', (v) => fc.constant({ ...v, channelChoice: 'fixed', logisticsChannelId: undefined })),
    rel('maxDeliveryDays', 'orderRules.deliveryDays', (v) =>
      fc.constantFrom(0, -1, 366, 1.5).map((bad) => ({ ...v, channelChoice: 'cheapest', maxDeliveryDays: bad })),
    ),
  ],
});

fuzz('rulePriorityInput', {
  valid: fc.record({ id, priority: whole }),
  breaks: [
    brk('priority', 'orderRules.notNegative', negativeInt),
    brk(
      'priority',
      'orderRules.wholeNumber',
      fc.oneof(
        fraction.filter((n) => n > 0),
        fc.constant('1'),
      ),
    ),
  ],
});

fuzz('dryRunDays', {
  valid: fc.option(fc.integer({ min: 1, max: DRY_RUN_DAYS_MAX }), { nil: undefined }),
  accepts: (input, out) => expect(out).toBe(input ?? DRY_RUN_DAYS_DEFAULT),
  breaks: [
    brk(
      '',
      'orderRules.dryRunDays',
      fc.oneof(fc.integer({ min: -10, max: 0 }), fc.integer({ min: DRY_RUN_DAYS_MAX + 1, max: 1e5 }), fraction, fc.constant(null)),
    ),
  ],
});
fuzz('dryRunInput', {
  valid: fc.record({ days: fc.integer({ min: 1, max: DRY_RUN_DAYS_MAX }) }, { requiredKeys: [] }),
  breaks: [brk('days', 'orderRules.dryRunDays', fc.integer({ min: DRY_RUN_DAYS_MAX + 1, max: 1e5 }))],
});

const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
fuzz('giftRuleInput', {
  valid: fc
    .record(
      {
        name,
        priority: whole,
        conditions,
        giftSkuId: id,
        giftQuantity: fc.integer({ min: 1, max: 10_000 }),
        window: fc.option(fc.tuple(instant, fc.integer({ min: 1, max: 1e10 }), bool)),
      },
      { requiredKeys: ['name', 'conditions', 'giftSkuId'] },
    )
    .map(({ window, ...r }) =>
      window ? { ...r, startAt: window[2] ? window[0].toISOString() : window[0], endAt: new Date(window[0].getTime() + window[1]).toISOString() } : r,
    ),
  accepts: (input, out) => {
    expect(out.giftQuantity).toBe(input.giftQuantity ?? 1);
    if (input.endAt) expect(out.endAt.toISOString()).toBe(input.endAt);
    else expect(out.endAt).toBeNull();
  },
  breaks: [
    rel(
      'endAt',
      'orderRules.endAfterStart',
      (v) => fc.tuple(instant, fc.nat(1e10)).map(([s, back]) => ({ ...v, startAt: s.toISOString(), endAt: new Date(s.getTime() - back).toISOString() })),
      { rule: 'end not after start' },
    ),
    brk('startAt', 'orderRules.dateInvalid', fc.constantFrom('not a date', '2024-13-45', '')),
    brk('giftQuantity', 'orderRules.giftQuantity', fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 10_001, max: 1e6 }), fraction)),
    brk('giftSkuId', 'validation.integerIds', badId),
  ],
});

fuzz('blacklistInput', {
  valid: fc.oneof(
    fc.record(
      {
        buyerAccount: padded(text(1, 100)),
        platformType: fc.nat(60),
        cause: fc.constantFrom(...BLACKLIST_CAUSES.filter((c) => c !== 'other')),
        causeText: optText(200),
      },
      { requiredKeys: ['buyerAccount', 'cause'] },
    ),
    fc.record({ buyerAccount: padded(text(1, 100)), cause: fc.constant('other'), causeText: padded(text(1, 200)) }),
  ),
  accepts: (input, out) => {
    expect(out.buyerAccount).toBe(input.buyerAccount.trim());
    expect(out.platformType).toBe(input.platformType ?? 0);
  },
  breaks: [
    rel('causeText', 'orderRules.causeOtherBlank', (v) => blank.map((causeText) => ({ ...v, cause: 'other', causeText }))),
    brk('buyerAccount', 'orderRules.buyerRequired', fc.oneof(blank, fc.constant(undefined))),
    brk('buyerAccount', 'validation.tooLong', tooLong(100)),
    brk('cause', 'orderRules.cause', fc.constantFrom('spam', '', null)),
    brk('platformType', 'validation.integerIds', fc.oneof(negativeInt, fraction)),
  ],
});

covers('parsePostcodeCondition', () => {
  it('a prefix of 1..12 letters/digits reads back upper-cased; a same-length range from ≤ to reads as a range', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), (p) => {
        expect(parsePostcodeCondition(` ${p} `)).toEqual({ prefix: p.toUpperCase() });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 99_999 }), fc.nat(50_000), pad, (a, d, s) => {
        const b = Math.min(99_999, a + d);
        expect(parsePostcodeCondition(`${a}${s}-${s}${b}`)).toEqual({ from: String(a), to: String(b) });
        if (a !== b) expect(parsePostcodeCondition(`${b}-${a}`)).toBeNull();
      }),
    );
  });
  it('a postcode in a range condition matches it; prefixes match by start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 89_999 }), fc.nat(10_000), fc.nat(10_000), (a, d, x) => {
        const code = String(a + x);
        expect(postcodeMatches(`${a}-${a + d}`, code)).toBe(x <= d);
        expect(postcodeMatches(code.slice(0, 2), code)).toBe(true);
      }),
    );
  });
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        parsePostcodeCondition(s);
      }),
    );
  });
});

describe('order-rule limits are the spec’s numbers', () => {
  it('logistics rule name length 2 to 64 (spec 02 §5 Logistics)', () => expect([RULE_NAME_MIN, RULE_NAME_MAX]).toEqual([2, 64]));
});
