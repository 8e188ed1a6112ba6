// The PayPal matching rule (issue 22 item 4): amount and currency to the cent, the same buyer, at
// most three days apart; the nearest wins, a tie is no match; a batch never gives one order twice.
import { describe, expect, it } from 'vitest';
import { matchPaypalTransaction, matchPaypalTransactions, paypalAccountInput, paypalAmountMatches, type MatchableOrder } from './index';

const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h));
const tx = {
  amount: '25.90',
  currency: 'USD',
  buyerId: '',
  buyerName: 'Ann Lee',
  buyerEmail: 'ann@example.com',
  occurredAt: day(10),
  type: 'payment',
  status: 'success',
};
const order = (o: Partial<MatchableOrder> & { id: number }): MatchableOrder => ({
  totalAmount: '25.90',
  currency: 'USD',
  buyerAccount: '',
  buyerName: 'Ann Lee',
  buyerEmail: 'ann@example.com',
  orderedAt: day(10, 8),
  paidAt: null,
  ...o,
});

describe('matchPaypalTransaction', () => {
  it('matches the order of the same amount, buyer and date', () => {
    expect(matchPaypalTransaction(tx, [order({ id: 1 })])).toBe(1);
  });
  it('needs the amount to the cent and the same currency', () => {
    expect(matchPaypalTransaction(tx, [order({ id: 1, totalAmount: '25.91' })])).toBeNull();
    expect(matchPaypalTransaction(tx, [order({ id: 1, currency: 'EUR' })])).toBeNull();
    expect(matchPaypalTransaction({ ...tx, amount: '25.9' }, [order({ id: 1 })])).toBe(1);
  });
  it('needs the same buyer: by email, by account / payer id, or by name', () => {
    expect(matchPaypalTransaction(tx, [order({ id: 1, buyerEmail: 'other@example.com', buyerName: 'Other' })])).toBeNull();
    expect(matchPaypalTransaction({ ...tx, buyerEmail: 'ANN@example.com ' }, [order({ id: 1, buyerName: '' })])).toBe(1);
    expect(
      matchPaypalTransaction({ ...tx, buyerEmail: '', buyerId: 'PAYER1' }, [order({ id: 1, buyerEmail: '', buyerName: '', buyerAccount: 'payer1' })]),
    ).toBe(1);
    expect(matchPaypalTransaction({ ...tx, buyerEmail: '', buyerName: ' ann  lee' }, [order({ id: 1, buyerEmail: '' })])).toBe(1);
  });
  it('needs the date within three days of the payment (else order) time', () => {
    expect(matchPaypalTransaction(tx, [order({ id: 1, orderedAt: day(1) })])).toBeNull();
    expect(matchPaypalTransaction(tx, [order({ id: 1, orderedAt: day(1), paidAt: day(9) })])).toBe(1);
    expect(matchPaypalTransaction(tx, [order({ id: 1, orderedAt: day(13, 12) })])).toBe(1);
    expect(matchPaypalTransaction(tx, [order({ id: 1, orderedAt: day(13, 13) })])).toBeNull();
  });
  it('takes the nearest; a tie is left to a person', () => {
    expect(matchPaypalTransaction(tx, [order({ id: 1, orderedAt: day(8) }), order({ id: 2, orderedAt: day(10, 11) })])).toBe(2);
    expect(matchPaypalTransaction(tx, [order({ id: 1, orderedAt: day(10, 10) }), order({ id: 2, orderedAt: day(10, 14) })])).toBeNull();
  });
  it('matches only payments received', () => {
    expect(matchPaypalTransaction({ ...tx, type: 'refund' }, [order({ id: 1 })])).toBeNull();
    expect(matchPaypalTransaction({ ...tx, status: 'denied' }, [order({ id: 1 })])).toBeNull();
    expect(matchPaypalTransaction({ ...tx, amount: '-25.90' }, [order({ id: 1 })])).toBeNull();
  });
});

describe('matchPaypalTransactions', () => {
  it('never gives one order to two transactions', () => {
    const m = matchPaypalTransactions(
      [
        { ...tx, id: 10 },
        { ...tx, id: 11 },
      ],
      [order({ id: 1 })],
    );
    expect([...m]).toEqual([[10, 1]]);
  });
});

describe('paypal inputs and the §8 check', () => {
  it('refuses an invalid email', () => {
    expect(paypalAccountInput.safeParse({ email: 'seller@' }).error?.issues[0]?.message).toBe('paypal.emailInvalid');
    expect(paypalAccountInput.parse({ email: ' Seller@Example.com ' }).email).toBe('seller@example.com');
  });
  it('compares amounts to the cent', () => {
    expect(paypalAmountMatches({ amount: '10.00', currency: 'usd' }, { totalAmount: '10', currency: 'USD' })).toBe(true);
    expect(paypalAmountMatches({ amount: '10.01', currency: 'USD' }, { totalAmount: '10', currency: 'USD' })).toBe(false);
  });
});
