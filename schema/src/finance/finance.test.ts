// The finance ledger's pure rules (issue 22, first slice): decimal money, the CNY value at a rate,
// and postEntry (the new balance, or the refusal that keeps a not-negative account at or above 0).
import { describe, expect, it } from 'vitest';
import {
  baseAmount,
  collectionOrderInput,
  COLLECTION_ORDER_TRANSITIONS,
  convertMoney,
  financeAccountInput,
  financeMoneyText,
  moneyMovementInput,
  paymentOrderInput,
  PAYMENT_ORDER_TRANSITIONS,
  postEntry,
  financeCents,
  settleOrderInput,
} from './index';
import { canTransition } from '../rules/inventory';

describe('finance money', () => {
  it('reads and writes two-decimal amounts exactly', () => {
    expect(financeCents('12.3')).toBe(1230n);
    expect(financeCents('-0.05')).toBe(-5n);
    expect(financeMoneyText(-5n)).toBe('-0.05');
    expect(financeMoneyText(123456789012n)).toBe('1234567890.12');
    expect(() => financeCents('1.234')).toThrow();
  });
  it('values an amount in yuan at a six-decimal rate, half away from zero', () => {
    expect(baseAmount('100.00', '7.123456')).toBe('712.35');
    expect(baseAmount('0.01', '0.5')).toBe('0.01');
    expect(baseAmount('0.01', '0.4')).toBe('0.00');
    expect(baseAmount('-0.01', '0.5')).toBe('-0.01');
    expect(baseAmount('10', '1')).toBe('10.00');
  });
});

describe('postEntry', () => {
  it('adds money in and takes money out', () => {
    expect(postEntry({ balance: '10.00', allowNegative: false }, { direction: 'in', amount: '0.05' })).toEqual({ ok: true, balance: '10.05' });
    expect(postEntry({ balance: '10.00', allowNegative: false }, { direction: 'out', amount: '10' })).toEqual({ ok: true, balance: '0.00' });
  });
  it('refuses to overdraw an account that may not go negative', () => {
    expect(postEntry({ balance: '10.00', allowNegative: false }, { direction: 'out', amount: '10.01' })).toEqual({
      ok: false,
      messageId: 'finance.insufficientBalance',
    });
  });
  it('lets an account that may go negative go below 0', () => {
    expect(postEntry({ balance: '10.00', allowNegative: true }, { direction: 'out', amount: '25.5' })).toEqual({ ok: true, balance: '-15.50' });
  });
  it('always takes money in, even on an account below 0', () => {
    expect(postEntry({ balance: '-5.00', allowNegative: false }, { direction: 'in', amount: '1' })).toEqual({ ok: true, balance: '-4.00' });
  });
});

describe('finance inputs', () => {
  const account = { name: ' Main ', kind: 'bank', accountNo: '6222', currency: 'usd', initialBalance: '100.5' };
  it('trims and upper-cases an account', () => {
    expect(financeAccountInput.parse(account)).toMatchObject({ name: 'Main', currency: 'USD', initialBalance: '100.5', allowNegative: false, holder: '' });
  });
  it('refuses a negative initial balance unless the account may go negative', () => {
    expect(financeAccountInput.safeParse({ ...account, initialBalance: '-1' }).error?.issues[0]).toMatchObject({
      path: ['initialBalance'],
      message: 'finance.initialBalanceNegative',
    });
    expect(financeAccountInput.safeParse({ ...account, initialBalance: '-1', allowNegative: true }).success).toBe(true);
  });
  it('requires a positive two-decimal amount and a date for a movement', () => {
    const ok = { accountId: 1, direction: 'out', amount: '3.10', category: 'rent', occurredAt: '2026-11-01' };
    expect(moneyMovementInput.parse(ok).amount).toBe('3.10');
    const messageOf = (over: object) => moneyMovementInput.safeParse({ ...ok, ...over }).error?.issues[0]?.message;
    expect(messageOf({ amount: '0' })).toBe('finance.amountPositive');
    expect(messageOf({ amount: '1.001' })).toBe('finance.amountInvalid');
    expect(messageOf({ occurredAt: 'soon' })).toBe('finance.occurredAtRequired');
    expect(messageOf({ occurredAt: null })).toBe('finance.occurredAtRequired');
    expect(messageOf({ category: 'opening' })).toBe('finance.categoryRequired');
  });
});

describe('payment and collection orders (issue 22 item 2)', () => {
  it('pay moves unpaid → paid only; receive moves pending → received only', () => {
    expect(canTransition(PAYMENT_ORDER_TRANSITIONS, 'pay', 'unpaid')).toBe(true);
    expect(canTransition(PAYMENT_ORDER_TRANSITIONS, 'pay', 'paid')).toBe(false);
    expect(PAYMENT_ORDER_TRANSITIONS.pay.to).toBe('paid');
    expect(canTransition(COLLECTION_ORDER_TRANSITIONS, 'receive', 'pending')).toBe(true);
    expect(canTransition(COLLECTION_ORDER_TRANSITIONS, 'receive', 'received')).toBe(false);
    expect(COLLECTION_ORDER_TRANSITIONS.receive.to).toBe('received');
  });
  it('converts an amount between currencies through their executed rates, half away from zero', () => {
    expect(convertMoney('80.00', '7', '8')).toBe('70.00');
    expect(convertMoney('100', '7.1', '7.1')).toBe('100.00');
    expect(convertMoney('1.00', '1', '3')).toBe('0.33');
    expect(convertMoney('2.00', '1', '3')).toBe('0.67');
    expect(convertMoney('0.01', '1', '2')).toBe('0.01');
    expect(convertMoney('10', '0.05', '1')).toBe('0.50');
  });
  it('requires payee / payer, category, a positive amount and a currency; the account and date to settle', () => {
    expect(paymentOrderInput.safeParse({ payee: ' ', category: 'rent', amount: '1', currency: 'CNY' }).error?.issues[0]?.message).toBe('finance.payeeRequired');
    expect(collectionOrderInput.safeParse({ payer: 'A', category: 'rent', amount: '1', currency: 'CNY' }).error?.issues[0]?.message).toBe(
      'finance.categoryRequired',
    );
    expect(settleOrderInput.safeParse({ id: 1, date: '2026-11-01' }).error?.issues[0]?.message).toBe('finance.accountRequired');
    expect(settleOrderInput.safeParse({ id: 1, accountId: 2 }).error?.issues[0]?.message).toBe('finance.paymentDateRequired');
    expect(paymentOrderInput.parse({ payee: ' Landlord ', category: 'rent', amount: 12.5, currency: 'usd' })).toEqual({
      payee: 'Landlord',
      category: 'rent',
      amount: '12.5',
      currency: 'USD',
      remark: '',
    });
  });
});
