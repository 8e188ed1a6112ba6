// Finance ledger (issue 22 items 1–2, first slice; spec 02 §2 'Finance', §3 'Account', §4, §5
// 'Finance and promotions'): finance accounts and one ledger of money movements. Amounts are
// decimal strings (two decimals) in the account's currency; every entry also stores the CNY value
// at the executed rate it used. An account's balance is the sum of its entries (in − out), moved
// only by `postEntry`'s rule.
import { z } from 'zod';
import type { Transition } from '../rules/inventory';

export const FINANCE_ACCOUNT_KINDS = ['bank', 'card', 'cash', 'platform', 'paypal'] as const;
export type FinanceAccountKind = (typeof FINANCE_ACCOUNT_KINDS)[number];

export const FINANCE_DIRECTIONS = ['in', 'out'] as const;
export type FinanceDirection = (typeof FINANCE_DIRECTIONS)[number];

/** What an entry's source is: payment / collection orders (later slices), the opening balance, or typed in. */
export const FINANCE_SOURCE_TYPES = ['paymentOrder', 'collectionOrder', 'opening', 'manual'] as const;
export type FinanceSourceType = (typeof FINANCE_SOURCE_TYPES)[number];

/** Categories a money movement may be given by hand ('opening' is the system's own). */
export const FINANCE_CATEGORIES = ['sales', 'marketplacePayout', 'supplierRefund', 'purchase', 'freight', 'platformFee', 'salary', 'rent', 'other'] as const;
export type FinanceCategory = (typeof FINANCE_CATEGORIES)[number];
/** The category of an account's opening entry. */
export const FINANCE_OPENING_CATEGORY = 'opening';

export const FINANCE_NAME_MAX = 64;
export const FINANCE_ACCOUNT_NO_MAX = 64;
export const FINANCE_REMARK_MAX = 200;

// ---- decimal arithmetic on strings (no floats for stored money) --------------------------------

/** "12.3" → 1230n cents; throws on anything but an optional sign, digits and up to two decimals. */
export function financeCents(v: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(v.trim());
  if (!m) throw new Error(`not a money amount: ${v}`);
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}
/** 1230n → "12.30". */
export function financeMoneyText(c: bigint): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
}

function toMicros(v: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(v.trim());
  if (!m) throw new Error(`not a rate: ${v}`);
  return BigInt(m[1]!) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/** `amount` (account currency) in yuan at `rate` (yuan per unit, ≤ 6 decimals), rounded half away from zero to cents. */
export function baseAmount(amount: string, rate: string): string {
  const p = financeCents(amount) * toMicros(rate);
  const neg = p < 0n;
  const a = neg ? -p : p;
  const q = (a + 500_000n) / 1_000_000n;
  return financeMoneyText(neg ? -q : q);
}

/** The signed change an entry makes to its account's balance. */
export const signedCents = (direction: FinanceDirection, amount: string) => (direction === 'in' ? financeCents(amount) : -financeCents(amount));

export type PostEntryResult = { ok: true; balance: string } | { ok: false; messageId: 'finance.insufficientBalance' };

/**
 * The rule of every posting: the account's new balance (balance + amount in, − amount out), refused
 * when it would go below zero on an account that may not go negative. The server applies the same
 * rule in one conditional UPDATE, so concurrent postings cannot overdraw the account.
 */
export function postEntry(account: { balance: string; allowNegative: boolean }, entry: { direction: FinanceDirection; amount: string }): PostEntryResult {
  const next = financeCents(account.balance) + signedCents(entry.direction, entry.amount);
  if (next < 0n && !account.allowNegative && entry.direction === 'out') return { ok: false, messageId: 'finance.insufficientBalance' };
  return { ok: true, balance: financeMoneyText(next) };
}

// ---- validators ------------------------------------------------------------------------------

const required = (messageId: string, max: number) =>
  z.string({ error: messageId }).trim().min(1, { error: messageId }).max(max, { error: 'validation.tooLong' });
const optional = (max: number) => z.string({ error: 'validation.tooLong' }).trim().max(max, { error: 'validation.tooLong' }).default('');
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
/** A positive amount with at most two decimals (text or number). */
const positiveMoney = z
  .union([z.string(), z.number()], { error: 'finance.amountRequired' })
  .transform((v) => String(v).trim())
  .refine((v) => MONEY.test(v), { error: 'finance.amountInvalid' })
  .refine((v) => !MONEY.test(v) || financeCents(v) > 0n, { error: 'finance.amountPositive' });

const accountFields = {
  name: required('finance.nameRequired', FINANCE_NAME_MAX),
  kind: z.enum(FINANCE_ACCOUNT_KINDS, { error: 'finance.kindRequired' }),
  accountNo: required('finance.accountNoRequired', FINANCE_ACCOUNT_NO_MAX),
  holder: optional(FINANCE_NAME_MAX),
  allowNegative: z.boolean({ error: 'validation.required' }).default(false),
  remark: optional(FINANCE_REMARK_MAX),
};

/**
 * A new finance account (spec 02 §5: name, type, card number and initial balance required; the
 * currency too). The initial balance has at most two decimals; below zero only when the account may
 * go negative.
 */
export const financeAccountInput = z
  .object({
    ...accountFields,
    currency: z
      .string({ error: 'finance.currencyRequired' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'finance.currencyInvalid' }),
    initialBalance: z
      .union([z.string(), z.number()], { error: 'finance.initialBalanceRequired' })
      .transform((v) => String(v).trim())
      .refine((v) => v !== '', { error: 'finance.initialBalanceRequired' })
      .refine((v) => v === '' || /^-?\d{1,10}(\.\d{1,2})?$/.test(v), { error: 'finance.amountInvalid' }),
  })
  .superRefine((v, c) => {
    if (!v.allowNegative && /^-\d{1,10}(\.\d{1,2})?$/.test(v.initialBalance) && financeCents(v.initialBalance) < 0n)
      c.addIssue({ code: 'custom', path: ['initialBalance'], message: 'finance.initialBalanceNegative' });
  });
export type FinanceAccountInput = z.infer<typeof financeAccountInput>;

/** Editing an account: its currency and initial balance are fixed once created (the opening entry is in the ledger). */
export const financeAccountUpdateInput = z.object(accountFields);
export type FinanceAccountUpdateInput = z.infer<typeof financeAccountUpdateInput>;

/** Money in or out of an account by hand (/incomeExpenditure): account, amount and date required (spec 02 §5). */
export const moneyMovementInput = z.object({
  accountId: z.number({ error: 'finance.accountRequired' }).int({ error: 'finance.accountRequired' }).positive({ error: 'finance.accountRequired' }),
  direction: z.enum(FINANCE_DIRECTIONS, { error: 'finance.directionRequired' }),
  amount: positiveMoney,
  category: z.enum(FINANCE_CATEGORIES, { error: 'finance.categoryRequired' }),
  occurredAt: z
    .union([z.string().trim().min(1, { error: 'finance.occurredAtRequired' }), z.date()], { error: 'finance.occurredAtRequired' })
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), { error: 'finance.occurredAtRequired' }),
  remark: optional(FINANCE_REMARK_MAX),
});
export type MoneyMovementInput = z.infer<typeof moneyMovementInput>;

// ---- payment and collection orders (issue 22 item 2; spec 02 §3, §4, §5) -----------------------

/** Payment order: unpaid → paid (spec 02 §4). */
export const PAYMENT_ORDER_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
export const PAYMENT_ORDER_TRANSITIONS: Record<'pay', Transition<PaymentOrderStatus>> = {
  pay: { from: ['unpaid'], to: 'paid' },
};
/** Where a payment order comes from: an approved purchase payment request, a carrier bill (/logisticsAccount), or typed in. */
export const PAYMENT_ORDER_SOURCES = ['purchase', 'logisticsBill', 'manual'] as const;
export type PaymentOrderSource = (typeof PAYMENT_ORDER_SOURCES)[number];
/** Categories of money out a payment order may carry. */
export const PAYMENT_ORDER_CATEGORIES = ['purchase', 'freight', 'platformFee', 'salary', 'rent', 'other'] as const;
export type PaymentOrderCategory = (typeof PAYMENT_ORDER_CATEGORIES)[number];

/** Collection order: to be received → received (spec 02 §4). */
export const COLLECTION_ORDER_STATUSES = ['pending', 'received'] as const;
export type CollectionOrderStatus = (typeof COLLECTION_ORDER_STATUSES)[number];
export const COLLECTION_ORDER_TRANSITIONS: Record<'receive', Transition<CollectionOrderStatus>> = {
  receive: { from: ['pending'], to: 'received' },
};
/** Categories of money in a collection order may carry (marketplace payouts, supplier refunds, other income). */
export const COLLECTION_ORDER_CATEGORIES = ['marketplacePayout', 'supplierRefund', 'sales', 'other'] as const;
export type CollectionOrderCategory = (typeof COLLECTION_ORDER_CATEGORIES)[number];

export const FINANCE_PARTY_MAX = 100;

/**
 * `amount` in a currency of executed rate `fromRate` (yuan per unit) expressed in a currency of
 * rate `toRate`, rounded half away from zero to cents, in integer arithmetic. Equal rates (the same
 * currency) give the amount back unchanged.
 */
export function convertMoney(amount: string, fromRate: string, toRate: string): string {
  const from = toMicros(fromRate);
  const to = toMicros(toRate);
  if (to <= 0n) throw new Error(`not a usable rate: ${toRate}`);
  const c = financeCents(amount);
  if (from === to) return financeMoneyText(c);
  const p = c * from;
  const neg = p < 0n;
  const a = neg ? -p : p;
  const q = (a * 2n + to) / (2n * to);
  return financeMoneyText(neg ? -q : q);
}

const currencyCode = z
  .string({ error: 'finance.currencyRequired' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'finance.currencyInvalid' });
const orderFields = {
  amount: positiveMoney,
  currency: currencyCode,
  remark: optional(FINANCE_REMARK_MAX),
};

/** A payment order typed in (/paymentOrder): payee, category, amount and currency required. */
export const paymentOrderInput = z.object({
  payee: required('finance.payeeRequired', FINANCE_PARTY_MAX),
  category: z.enum(PAYMENT_ORDER_CATEGORIES, { error: 'finance.categoryRequired' }),
  ...orderFields,
});
export type PaymentOrderInput = z.infer<typeof paymentOrderInput>;

/** A collection order typed in (/receiptOrder): payer, category, amount and currency required. */
export const collectionOrderInput = z.object({
  payer: required('finance.payerRequired', FINANCE_PARTY_MAX),
  category: z.enum(COLLECTION_ORDER_CATEGORIES, { error: 'finance.categoryRequired' }),
  ...orderFields,
});
export type CollectionOrderInput = z.infer<typeof collectionOrderInput>;

const dateOf = (messageId: string) =>
  z
    .union([z.string().trim().min(1, { error: messageId }), z.date()], { error: messageId })
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), { error: messageId });

/**
 * Paying a payment order / receiving a collection order: the account and the date are required
 * (spec 02 §5 'payment date and receiving account required').
 */
export const settleOrderInput = z.object({
  id: z.number({ error: 'finance.orderRequired' }).int({ error: 'finance.orderRequired' }).positive({ error: 'finance.orderRequired' }),
  accountId: z.number({ error: 'finance.accountRequired' }).int({ error: 'finance.accountRequired' }).positive({ error: 'finance.accountRequired' }),
  date: dateOf('finance.paymentDateRequired'),
  remark: optional(FINANCE_REMARK_MAX),
});
export type SettleOrderInput = z.infer<typeof settleOrderInput>;
