// Properties of the PayPal inputs (issue 22 item 4; schema/src/paypal): an account (valid email,
// spec 02 §5) and a hand match of a transaction to an order; and of the automatic match (it only
// ever picks an order of the same amount and currency).
import { expect, it } from 'vitest';
import { matchPaypalTransaction, PAYPAL_ALIAS_MAX, PAYPAL_CLIENT_ID_MAX, PAYPAL_EMAIL_MAX, paypalAmountMatches } from '../paypal/index';
import { financeMoneyText } from '../finance/index';
import { blank, brk, fc, fuzz, id, OMIT, optText, padded, tooLong } from './fuzz.support';

const email = padded(fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9]{1,10})?@[a-z0-9]{1,20}\.[a-z]{2,6}$/));

fuzz('paypalAccountInput', {
  valid: fc.record(
    { email, alias: optText(PAYPAL_ALIAS_MAX), clientId: optText(PAYPAL_CLIENT_ID_MAX), clientSecret: optText(PAYPAL_CLIENT_ID_MAX) },
    { requiredKeys: ['email'] },
  ),
  accepts: (input, out) => {
    expect(out.email).toBe(input.email.trim().toLowerCase());
    expect(out.alias).toBe((input.alias ?? '').trim());
  },
  breaks: [
    brk('email', 'paypal.emailRequired', OMIT),
    brk('email', 'paypal.emailRequired', blank),
    brk('email', 'paypal.emailInvalid', fc.constantFrom('seller', 'seller@', '@example.com', 'a b@example.com', 'seller@example', 'seller@@example.com')),
    brk('email', 'validation.tooLong', fc.constant(`${'a'.repeat(PAYPAL_EMAIL_MAX)}@example.com`)),
    brk('alias', 'validation.tooLong', tooLong(PAYPAL_ALIAS_MAX)),
    brk('clientSecret', 'validation.tooLong', tooLong(PAYPAL_CLIENT_ID_MAX)),
  ],
});

fuzz('paypalMatchInput', {
  valid: fc.record({ transactionId: id, orderId: id }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('transactionId', 'paypal.transactionRequired', OMIT),
    brk('transactionId', 'paypal.transactionRequired', fc.constantFrom(0, -1, 1.5, '1', null)),
    brk('orderId', 'paypal.orderRequired', OMIT),
    brk('orderId', 'paypal.orderRequired', fc.constantFrom(0, -3, 2.5, 'x')),
  ],
});

const cents = fc.integer({ min: 1, max: 10_000_000 }).map((c) => financeMoneyText(BigInt(c)));
const at = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((t) => new Date(t));
const order = fc.record({
  id,
  totalAmount: cents,
  currency: fc.constantFrom('USD', 'EUR'),
  buyerAccount: fc.constantFrom('', 'b1', 'b2'),
  buyerName: fc.constantFrom('', 'Ann', 'Bob'),
  buyerEmail: fc.constantFrom('', 'ann@x.com', 'bob@x.com'),
  orderedAt: at,
  paidAt: fc.option(at, { nil: null }),
});

it('the automatic match only ever picks a candidate of the same amount and currency', () => {
  fc.assert(
    fc.property(
      fc.record({
        amount: cents,
        currency: fc.constantFrom('USD', 'EUR'),
        buyerId: fc.constantFrom('', 'b1'),
        buyerName: fc.constantFrom('', 'Ann'),
        buyerEmail: fc.constantFrom('', 'ann@x.com'),
        occurredAt: at,
        type: fc.constantFrom('payment', 'refund'),
        status: fc.constantFrom('success', 'pending', 'denied'),
      }),
      fc.array(order, { maxLength: 8 }),
      (tx, orders) => {
        const picked = matchPaypalTransaction(tx, orders);
        if (picked === null) return;
        const o = orders.find((x) => x.id === picked)!;
        expect(paypalAmountMatches(tx, o)).toBe(true);
        expect(tx.type).toBe('payment');
      },
    ),
  );
});
