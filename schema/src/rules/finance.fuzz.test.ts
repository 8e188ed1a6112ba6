// Properties of the finance inputs (issue 22, first slice; schema/src/finance): a new account, an
// account edit and a money movement; and of postEntry (balance = old ± amount, never below 0 on an
// account that may not go negative).
import { expect, it } from 'vitest';
import {
  COLLECTION_ORDER_CATEGORIES,
  convertMoney,
  FINANCE_PARTY_MAX,
  PAYMENT_ORDER_CATEGORIES,
  FINANCE_ACCOUNT_KINDS,
  FINANCE_ACCOUNT_NO_MAX,
  FINANCE_CATEGORIES,
  FINANCE_DIRECTIONS,
  FINANCE_NAME_MAX,
  FINANCE_REMARK_MAX,
  financeMoneyText,
  postEntry,
  financeCents,
} from '../finance/index';
import { badMoney, blank, bool, brk, fc, fuzz, id, money, moneyText, OMIT, optText, reqText, rel, tooLong } from './fuzz.support';

const currency = fc.constantFrom('CNY', 'USD', 'eur', ' GBP ', 'JPY');
const accountFields = {
  name: reqText(FINANCE_NAME_MAX),
  kind: fc.constantFrom(...FINANCE_ACCOUNT_KINDS),
  accountNo: reqText(FINANCE_ACCOUNT_NO_MAX),
  holder: optText(FINANCE_NAME_MAX),
  allowNegative: bool,
  remark: optText(FINANCE_REMARK_MAX),
};
const accountBreaks = [
  brk('name', 'finance.nameRequired', blank),
  brk('name', 'finance.nameRequired', OMIT),
  brk('name', 'validation.tooLong', tooLong(FINANCE_NAME_MAX)),
  brk('kind', 'finance.kindRequired', fc.constantFrom('', 'wallet', 'BANK')),
  brk('kind', 'finance.kindRequired', OMIT),
  brk('accountNo', 'finance.accountNoRequired', blank),
  brk('accountNo', 'finance.accountNoRequired', OMIT),
  brk('accountNo', 'validation.tooLong', tooLong(FINANCE_ACCOUNT_NO_MAX)),
  brk('remark', 'validation.tooLong', tooLong(FINANCE_REMARK_MAX)),
];

fuzz('financeAccountInput', {
  valid: fc.record({ ...accountFields, currency, initialBalance: money }, { requiredKeys: ['name', 'kind', 'accountNo', 'currency', 'initialBalance'] }),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.currency).toBe(input.currency.trim().toUpperCase());
    expect(out.initialBalance).toBe(moneyText(input.initialBalance));
    expect(out.allowNegative).toBe(input.allowNegative ?? false);
  },
  breaks: [
    ...accountBreaks,
    brk('currency', 'finance.currencyRequired', OMIT),
    brk('currency', 'finance.currencyInvalid', fc.constantFrom('', 'US', 'DOLLAR', '12$')),
    brk('initialBalance', 'finance.initialBalanceRequired', OMIT),
    brk('initialBalance', 'finance.initialBalanceRequired', fc.constantFrom('', '  ')),
    brk('initialBalance', 'finance.amountInvalid', fc.constantFrom('1.234', 'ten', '1e3', '--1', '12345678901')),
    rel('initialBalance', 'finance.initialBalanceNegative', (v) =>
      fc.integer({ min: 1, max: 99_999_999 }).map((c) => ({ ...v, allowNegative: false, initialBalance: financeMoneyText(BigInt(-c)) })),
    ),
  ],
});

fuzz('financeAccountUpdateInput', {
  valid: fc.record(accountFields, { requiredKeys: ['name', 'kind', 'accountNo'] }),
  accepts: (input, out) => expect(out.accountNo).toBe(input.accountNo.trim()),
  breaks: accountBreaks,
});

const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((t) => new Date(t).toISOString());
fuzz('moneyMovementInput', {
  valid: fc.record(
    {
      accountId: id,
      direction: fc.constantFrom(...FINANCE_DIRECTIONS),
      amount: money.filter((m) => financeCents(moneyText(m)) > 0n),
      category: fc.constantFrom(...FINANCE_CATEGORIES),
      occurredAt: day,
      remark: optText(FINANCE_REMARK_MAX),
    },
    { requiredKeys: ['accountId', 'direction', 'amount', 'category', 'occurredAt'] },
  ),
  accepts: (input, out) => {
    expect(out.amount).toBe(moneyText(input.amount));
    expect(out.occurredAt.toISOString()).toBe(input.occurredAt);
  },
  breaks: [
    brk('accountId', 'finance.accountRequired', OMIT),
    brk('accountId', 'finance.accountRequired', fc.constantFrom(0, -1, 1.5, '1')),
    brk('direction', 'finance.directionRequired', fc.constantFrom('', 'IN', 'both')),
    brk('amount', 'finance.amountRequired', OMIT),
    brk('amount', 'finance.amountInvalid', badMoney),
    brk('amount', 'finance.amountPositive', fc.constantFrom('0', '0.00', 0, '0.0')),
    brk('category', 'finance.categoryRequired', fc.constantFrom('opening', '', 'misc')),
    brk('occurredAt', 'finance.occurredAtRequired', OMIT),
    brk('occurredAt', 'finance.occurredAtRequired', fc.constantFrom('', 'yesterday', '2026-13-45')),
  ],
});

it('postEntry: the new balance is the old ± the amount, never below 0 on a not-negative account (property)', () => {
  const cents = fc.bigInt({ min: -10_000_000_00n, max: 10_000_000_00n });
  fc.assert(
    fc.property(cents, fc.bigInt({ min: 1n, max: 10_000_000_00n }), fc.constantFrom(...FINANCE_DIRECTIONS), bool, (b, a, direction, allowNegative) => {
      const r = postEntry({ balance: financeMoneyText(b), allowNegative }, { direction, amount: financeMoneyText(a) });
      const next = direction === 'in' ? b + a : b - a;
      if (direction === 'out' && next < 0n && !allowNegative) expect(r).toEqual({ ok: false, messageId: 'finance.insufficientBalance' });
      else expect(r).toEqual({ ok: true, balance: financeMoneyText(next) });
    }),
  );
});

// ---- payment and collection orders (issue 22 item 2) ----------------------------------------------

const orderCurrency = fc.constantFrom('CNY', 'usd', ' EUR ');
const orderBreaks = [
  brk('amount', 'finance.amountRequired', OMIT),
  brk('amount', 'finance.amountInvalid', badMoney),
  brk('amount', 'finance.amountPositive', fc.constantFrom('0', '0.00', 0)),
  brk('currency', 'finance.currencyRequired', OMIT),
  brk('currency', 'finance.currencyInvalid', fc.constantFrom('', 'US', 'DOLLAR')),
  brk('category', 'finance.categoryRequired', fc.constantFrom('', 'opening', 'misc')),
  brk('remark', 'validation.tooLong', tooLong(FINANCE_REMARK_MAX)),
];
const positive = money.filter((m) => financeCents(moneyText(m)) > 0n);

fuzz('paymentOrderInput', {
  valid: fc.record(
    {
      payee: reqText(FINANCE_PARTY_MAX),
      category: fc.constantFrom(...PAYMENT_ORDER_CATEGORIES),
      amount: positive,
      currency: orderCurrency,
      remark: optText(FINANCE_REMARK_MAX),
    },
    { requiredKeys: ['payee', 'category', 'amount', 'currency'] },
  ),
  accepts: (input, out) => {
    expect(out.payee).toBe(input.payee.trim());
    expect(out.amount).toBe(moneyText(input.amount));
    expect(out.currency).toBe(input.currency.trim().toUpperCase());
  },
  breaks: [
    ...orderBreaks,
    brk('payee', 'finance.payeeRequired', blank),
    brk('payee', 'finance.payeeRequired', OMIT),
    brk('payee', 'validation.tooLong', tooLong(FINANCE_PARTY_MAX)),
  ],
});

fuzz('collectionOrderInput', {
  valid: fc.record(
    {
      payer: reqText(FINANCE_PARTY_MAX),
      category: fc.constantFrom(...COLLECTION_ORDER_CATEGORIES),
      amount: positive,
      currency: orderCurrency,
      remark: optText(FINANCE_REMARK_MAX),
    },
    { requiredKeys: ['payer', 'category', 'amount', 'currency'] },
  ),
  accepts: (input, out) => expect(out.payer).toBe(input.payer.trim()),
  breaks: [...orderBreaks, brk('payer', 'finance.payerRequired', blank), brk('payer', 'finance.payerRequired', OMIT)],
});

fuzz('settleOrderInput', {
  valid: fc.record({ id, accountId: id, date: day, remark: optText(FINANCE_REMARK_MAX) }, { requiredKeys: ['id', 'accountId', 'date'] }),
  accepts: (input, out) => {
    expect(out.accountId).toBe(input.accountId);
    expect(out.date.toISOString()).toBe(input.date);
  },
  breaks: [
    brk('id', 'finance.orderRequired', OMIT),
    brk('accountId', 'finance.accountRequired', OMIT),
    brk('accountId', 'finance.accountRequired', fc.constantFrom(0, -1, 1.5, '1')),
    brk('date', 'finance.paymentDateRequired', OMIT),
    brk('date', 'finance.paymentDateRequired', fc.constantFrom('', 'tomorrow', '2026-13-45')),
  ],
});

it('convertMoney: the same rate gives the amount back; converting there and back stays within a cent per unit of rate ratio (property)', () => {
  const rate = fc.integer({ min: 1, max: 20_000_000 }).map((m) => (m / 1_000_000).toFixed(6));
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10_000_000_00n }), rate, rate, (c, a, b) => {
      const amount = financeMoneyText(c);
      expect(convertMoney(amount, a, a)).toBe(amount);
      const there = financeCents(convertMoney(amount, a, b));
      // exact value c·a/b in cents, rounded: |there − c·a/b| ≤ 0.5 cent
      const aM = BigInt(Math.round(Number(a) * 1e6));
      const bM = BigInt(Math.round(Number(b) * 1e6));
      const diff2 = there * 2n * bM - 2n * c * aM;
      expect(diff2 <= bM && diff2 >= -bM).toBe(true);
    }),
  );
});
