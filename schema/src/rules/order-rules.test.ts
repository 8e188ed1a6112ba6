import { describe, expect, it } from 'vitest';
import {
  blacklistInput,
  firstMatchingRule,
  giftRuleInput,
  inGiftWindow,
  logisticsRuleInput,
  matchesLogisticsRule,
  postcodeMatches,
  readConditions,
  ruleConditions,
  toCents,
  type OrderFacts,
} from './order-rules';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));
const rule = (over: Record<string, unknown> = {}) => ({ name: 'US small', warehouseId: 1, logisticsChannelId: 2, conditions: { countries: ['us'] }, ...over });
const cond = (c: Record<string, unknown>) => issues(ruleConditions.safeParse(c));

describe('logistics rule input (spec 02 §5 Logistics)', () => {
  it('accepts a valid rule and normalises it', () => {
    const r = logisticsRuleInput.parse(
      rule({ conditions: { countries: ['us', 'US'], postcodes: ['sw1 ', '10000 - 19999'], amountMin: 0, amountMax: '12.5' } }),
    );
    expect(r.conditions).toMatchObject({ countries: ['US'], postcodes: ['SW1', '10000-19999'], amountMin: '0', amountMax: '12.5', weightMin: null, skus: [] });
    expect(r).toMatchObject({ priority: 0, enabled: false });
  });
  it('name length 2 to 64', () => {
    expect(issues(logisticsRuleInput.safeParse(rule({ name: 'a' })))).toEqual(['name:orderRules.nameLength']);
    expect(issues(logisticsRuleInput.safeParse(rule({ name: 'x'.repeat(65) })))).toEqual(['name:orderRules.nameLength']);
    expect(issues(logisticsRuleInput.safeParse(rule({ name: ' ab ' })))).toEqual([]);
  });
  it('a condition is required', () => {
    expect(issues(logisticsRuleInput.safeParse(rule({ conditions: {} })))).toEqual(['conditions:orderRules.conditionRequired']);
    expect(issues(logisticsRuleInput.safeParse(rule({ conditions: { countries: [], weightMin: null } })))).toEqual(['conditions:orderRules.conditionRequired']);
  });
  it('values not below 0', () => {
    expect(cond({ weightMin: -1 })).toEqual(['weightMin:orderRules.notNegative']);
    expect(cond({ quantityMax: -2 })).toEqual(['quantityMax:orderRules.notNegative']);
    expect(cond({ amountMin: '-0.01' })).toEqual(['amountMin:orderRules.notNegative']);
    expect(issues(logisticsRuleInput.safeParse(rule({ priority: -1 })))).toEqual(['priority:orderRules.notNegative']);
  });
  it('whole grams and quantities, two-decimal amounts', () => {
    expect(cond({ weightMin: 1.5 })).toEqual(['weightMin:orderRules.wholeNumber']);
    expect(cond({ amountMax: '1.234' })).toEqual(['amountMax:orderRules.amountTwoDecimals']);
  });
  it('max above min', () => {
    expect(cond({ weightMin: 500, weightMax: 500 })).toEqual(['weightMax:orderRules.maxAboveMin']);
    expect(cond({ amountMin: '10.50', amountMax: '10.5' })).toEqual(['amountMax:orderRules.maxAboveMin']);
    expect(cond({ quantityMin: 3, quantityMax: 2 })).toEqual(['quantityMax:orderRules.maxAboveMin']);
    expect(cond({ weightMin: 0, weightMax: 1 })).toEqual([]);
  });
  it('countries are two-letter codes; postcodes prefixes or same-length ranges', () => {
    expect(cond({ countries: ['USA'] })).toEqual(['countries:orderRules.country']);
    expect(cond({ postcodes: ['19999-10000'] })).toEqual(['postcodes:orderRules.postcode']);
    expect(cond({ postcodes: ['100-19999'] })).toEqual(['postcodes:orderRules.postcode']);
    expect(cond({ postcodes: ['a#b'] })).toEqual(['postcodes:orderRules.postcode']);
  });
  it('needs the warehouse and the channel', () => {
    expect(issues(logisticsRuleInput.safeParse(rule({ warehouseId: undefined, logisticsChannelId: 0 })))).toEqual([
      'warehouseId:validation.required',
      'logisticsChannelId:validation.integerIds',
    ]);
  });
});

describe('gift rule input', () => {
  const gift = (over: Record<string, unknown> = {}) => ({ name: 'Free pen', giftSkuId: 3, conditions: { amountMin: '50' }, ...over });
  it('gift quantity a whole number of at least 1', () => {
    expect(giftRuleInput.parse(gift()).giftQuantity).toBe(1);
    expect(issues(giftRuleInput.safeParse(gift({ giftQuantity: 0 })))).toEqual(['giftQuantity:orderRules.giftQuantity']);
    expect(issues(giftRuleInput.safeParse(gift({ giftQuantity: 1.5 })))).toEqual(['giftQuantity:orderRules.giftQuantity']);
  });
  it('end after start', () => {
    expect(issues(giftRuleInput.safeParse(gift({ startAt: '2026-11-02T00:00:00Z', endAt: '2026-11-01T00:00:00Z' })))).toEqual([
      'endAt:orderRules.endAfterStart',
    ]);
    expect(issues(giftRuleInput.safeParse(gift({ startAt: 'soon' })))).toEqual(['startAt:orderRules.dateInvalid']);
    expect(issues(giftRuleInput.safeParse(gift({ startAt: '2026-11-01T00:00:00Z', endAt: '2026-11-02T00:00:00Z' })))).toEqual([]);
  });
  it('a condition is required, name 2 to 64', () => {
    expect(issues(giftRuleInput.safeParse(gift({ conditions: {}, name: 'x' })))).toEqual([
      'name:orderRules.nameLength',
      'conditions:orderRules.conditionRequired',
    ]);
  });
  it('time window', () => {
    const at = new Date('2026-11-10T00:00:00Z');
    expect(inGiftWindow({ startAt: null, endAt: null }, at)).toBe(true);
    expect(inGiftWindow({ startAt: new Date('2026-11-11T00:00:00Z'), endAt: null }, at)).toBe(false);
    expect(inGiftWindow({ startAt: null, endAt: new Date('2026-11-09T00:00:00Z') }, at)).toBe(false);
  });
});

describe('blacklist input (spec 02 §5 Other)', () => {
  it('buyer account required', () => {
    expect(issues(blacklistInput.safeParse({ buyerAccount: '  ', cause: 'fraud' }))).toEqual(['buyerAccount:orderRules.buyerRequired']);
  });
  it('cause from the list', () => {
    expect(issues(blacklistInput.safeParse({ buyerAccount: 'b1', cause: 'rude' }))).toEqual(['cause:orderRules.cause']);
  });
  it('reason other not blank', () => {
    expect(issues(blacklistInput.safeParse({ buyerAccount: 'b1', cause: 'other', causeText: ' ' }))).toEqual(['causeText:orderRules.causeOtherBlank']);
    expect(blacklistInput.parse({ buyerAccount: ' b1 ', cause: 'other', causeText: 'chargebacks' })).toEqual({
      buyerAccount: 'b1',
      platformType: 0,
      cause: 'other',
      causeText: 'chargebacks',
    });
  });
});

describe('matchesLogisticsRule', () => {
  const facts: OrderFacts = {
    platformType: 1,
    shopId: 7,
    country: 'us',
    postcode: '12345-6789',
    weight: 800,
    amount: '25.00',
    skus: ['PEN-1', 'ebay-pen'],
    quantity: 3,
  };
  const c = (x: Record<string, unknown>) => ruleConditions.parse(x);
  it('every condition must hold', () => {
    expect(matchesLogisticsRule(c({ platformTypes: [1], shopIds: [7], countries: ['US'] }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ platformTypes: [2] }), facts)).toBe(false);
    expect(matchesLogisticsRule(c({ shopIds: [8] }), facts)).toBe(false);
    expect(matchesLogisticsRule(c({ countries: ['DE'] }), facts)).toBe(false);
    expect(matchesLogisticsRule(c({ countries: ['US'], platformTypes: [2] }), facts)).toBe(false);
  });
  it('postcodes: prefix or range', () => {
    expect(matchesLogisticsRule(c({ postcodes: ['123'] }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ postcodes: ['10000-12345'] }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ postcodes: ['12346-19999', '9'] }), facts)).toBe(false);
    expect(postcodeMatches('SW1', 'sw1a 1aa')).toBe(true);
    expect(postcodeMatches('100-200', '15')).toBe(false);
  });
  it('inclusive bounds on weight, amount and quantity', () => {
    expect(matchesLogisticsRule(c({ weightMin: 800, weightMax: 1000 }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ weightMax: 799 }), facts)).toBe(false);
    expect(matchesLogisticsRule(c({ amountMin: '25', amountMax: '30' }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ amountMin: '25.01' }), facts)).toBe(false);
    expect(matchesLogisticsRule(c({ quantityMin: 4 }), facts)).toBe(false);
    expect(matchesLogisticsRule(c({ quantityMin: 0, quantityMax: 3 }), facts)).toBe(true);
  });
  it('SKUs: local codes or marketplace SKUs, case-insensitive', () => {
    expect(matchesLogisticsRule(c({ skus: ['pen-1'] }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ skus: ['EBAY-PEN'] }), facts)).toBe(true);
    expect(matchesLogisticsRule(c({ skus: ['BOX'] }), facts)).toBe(false);
  });
  it('no condition matches nothing; stored conditions read with defaults', () => {
    expect(matchesLogisticsRule(readConditions({}), facts)).toBe(false);
    expect(readConditions({ countries: ['US'] })).toMatchObject({ countries: ['US'], shopIds: [], weightMin: null });
  });
  it('higher priority first, then the older rule', () => {
    const rules = [
      { id: 1, priority: 1, enabled: true, conditions: { countries: ['US'] } },
      { id: 2, priority: 5, enabled: false, conditions: { countries: ['US'] } },
      { id: 4, priority: 3, enabled: true, conditions: { countries: ['US'] } },
      { id: 3, priority: 3, enabled: true, conditions: { countries: ['US'] } },
    ];
    expect(firstMatchingRule(rules, facts)?.id).toBe(3);
    expect(firstMatchingRule(rules, { ...facts, country: 'DE' })).toBeNull();
  });
  it('cents without floats', () => {
    expect(toCents('10.5')).toBe(1050);
    expect(toCents('0.07')).toBe(7);
    expect(toCents(19.99)).toBe(1999);
  });
});
