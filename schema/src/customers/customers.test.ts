import { describe, expect, it } from 'vitest';
import { CUSTOMER_BLACKLIST_REASON_MAX, customerBlacklistInput } from './index';

const ids = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('customerBlacklistInput', () => {
  it('trims account and reason', () => {
    expect(customerBlacklistInput.parse({ shopId: 3, buyerAccount: ' bob ', reason: '  fraud  ' })).toEqual({
      shopId: 3,
      buyerAccount: 'bob',
      reason: 'fraud',
    });
  });
  it('refuses a missing or blank reason', () => {
    expect(ids(customerBlacklistInput.safeParse({ shopId: 3, buyerAccount: 'bob' }))).toEqual(['customers.reasonRequired']);
    expect(ids(customerBlacklistInput.safeParse({ shopId: 3, buyerAccount: 'bob', reason: ' \t ' }))).toEqual(['customers.reasonRequired']);
  });
  it('refuses a reason that is too long, a blank account and a bad shop id', () => {
    expect(ids(customerBlacklistInput.safeParse({ shopId: 3, buyerAccount: 'bob', reason: 'x'.repeat(CUSTOMER_BLACKLIST_REASON_MAX + 1) }))).toEqual([
      'validation.tooLong',
    ]);
    expect(customerBlacklistInput.safeParse({ shopId: 3, buyerAccount: 'bob', reason: 'x'.repeat(CUSTOMER_BLACKLIST_REASON_MAX) }).success).toBe(true);
    expect(ids(customerBlacklistInput.safeParse({ shopId: 3, buyerAccount: '  ', reason: 'r' }))).toEqual(['customers.buyerRequired']);
    expect(ids(customerBlacklistInput.safeParse({ shopId: 0, buyerAccount: 'bob', reason: 'r' }))).toEqual(['validation.positiveId']);
  });
});
