import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_SCREENS,
  afterSalesIsOpen,
  afterSalesScreen,
  AFTER_SALES_KINDS,
  AFTER_SALES_STATUSES,
  AFTER_SALES_TRANSITIONS,
  afterSalesActionInput,
  afterSalesActionsOf,
  afterSalesNext,
} from './index';

describe('after-sales state machines', () => {
  it('cancellation: accept or refuse an open request, nothing after', () => {
    expect(afterSalesNext('cancellation', 'open', 'accept')).toBe('accepted');
    expect(afterSalesNext('cancellation', 'open', 'refuse')).toBe('refused');
    expect(afterSalesNext('cancellation', 'accepted', 'refuse')).toBeNull();
    expect(afterSalesNext('cancellation', 'refused', 'accept')).toBeNull();
    expect(afterSalesNext('cancellation', 'open', 'refund')).toBeNull();
    expect(afterSalesActionsOf('cancellation', 'open')).toEqual(['accept', 'refuse']);
    expect(afterSalesActionsOf('cancellation', 'closed')).toEqual([]);
  });
  it('return: approve, then label; refund from open, approved or labelSent', () => {
    expect(afterSalesNext('return', 'open', 'approve')).toBe('approved');
    expect(afterSalesNext('return', 'open', 'sendLabel')).toBeNull();
    expect(afterSalesNext('return', 'approved', 'sendLabel')).toBe('labelSent');
    for (const s of ['open', 'approved', 'labelSent'] as const) expect(afterSalesNext('return', s, 'refund')).toBe('refunded');
    expect(afterSalesNext('return', 'refunded', 'refund')).toBeNull();
    expect(afterSalesNext('return', 'open', 'accept')).toBeNull();
    expect(afterSalesActionsOf('return', 'approved')).toEqual(['sendLabel', 'refund']);
  });
  it('dispute: reply again and again, refund, nothing once closed', () => {
    expect(afterSalesNext('dispute', 'open', 'reply')).toBe('replied');
    expect(afterSalesNext('dispute', 'replied', 'reply')).toBe('replied');
    expect(afterSalesNext('dispute', 'replied', 'refund')).toBe('refunded');
    expect(afterSalesNext('dispute', 'closed', 'reply')).toBeNull();
    expect(afterSalesNext('dispute', 'refunded', 'reply')).toBeNull();
  });
  it('every move of the table names known statuses, and nothing leaves closed', () => {
    for (const kind of AFTER_SALES_KINDS)
      for (const move of Object.values(AFTER_SALES_TRANSITIONS[kind])) {
        expect(AFTER_SALES_STATUSES).toContain(move.to);
        for (const f of move.from) expect(AFTER_SALES_STATUSES).toContain(f);
        expect(move.from).not.toContain('closed');
      }
  });
});

describe('afterSalesActionInput', () => {
  const issues = (v: unknown) => {
    const r = afterSalesActionInput.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('accepts a plain action and a refund with an amount', () => {
    expect(afterSalesActionInput.parse({ id: 1, action: 'accept' })).toEqual({ id: 1, action: 'accept', text: '' });
    expect(afterSalesActionInput.parse({ id: 1, action: 'refund', amount: '12.50' }).amount).toBe('12.50');
  });
  it('a reply needs text, a refusal needs a reason, text has a limit', () => {
    expect(issues({ id: 1, action: 'reply', text: '  ' })).toEqual(['afterSales.replyRequired']);
    expect(issues({ id: 1, action: 'refuse' })).toEqual(['afterSales.reasonRequired']);
    expect(issues({ id: 1, action: 'reply', text: 'x'.repeat(1001) })).toEqual(['afterSales.textTooLong']);
  });
  it('refuses unknown actions and bad amounts', () => {
    expect(issues({ id: 1, action: 'delete' })).toEqual(['afterSales.actionInvalid']);
    expect(issues({ id: 1, action: 'refund', amount: '0' })).toEqual(['afterSales.amountInvalid']);
    expect(issues({ id: 1, action: 'refund', amount: '-3' })).toContain('afterSales.amountInvalid');
    expect(issues({ id: 1, action: 'refund', amount: '1.234' })).toEqual(['afterSales.amountInvalid']);
  });
});

describe('after-sales screens', () => {
  it('one page per kind and marketplace; Allegro disputes share the dispute machine', () => {
    expect(afterSalesScreen('cancellation', 'ebay')?.page).toBe('ebayCancellation');
    expect(afterSalesScreen('dispute', 1)?.page).toBe('ebayDispute');
    expect(afterSalesScreen('dispute', 9)?.page).toBe('allegroDispute');
    expect(afterSalesScreen('dispute', 'allegro')?.page).toBe('allegroDispute');
    expect(afterSalesScreen('cancellation', 'allegro')).toBeNull();
    expect(afterSalesScreen('return', 2)).toBeNull();
    expect(afterSalesScreen('nonsense', 'ebay')).toBeNull();
    expect(new Set(AFTER_SALES_SCREENS.map((s) => s.page)).size).toBe(AFTER_SALES_SCREENS.length);
  });
  it('open statuses wait for the seller', () => {
    expect(afterSalesIsOpen('open')).toBe(true);
    expect(afterSalesIsOpen('replied')).toBe(true);
    expect(afterSalesIsOpen('closed')).toBe(false);
    expect(afterSalesIsOpen('accepted')).toBe(false);
  });
});
