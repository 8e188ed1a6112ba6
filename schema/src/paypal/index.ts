// PayPal accounts and transactions (issue 22 item 4; spec 02 §2 'Finance' /paypalManage and
// /paypalDeal, §3 'PayPal account' and 'Transaction', §4 accounts on / off, §5 'PayPal: {email}
// must be valid', §8 'The current order amount does not match the PayPal transaction amount').
// The matching of a transaction to an order is a pure rule here, used by the server's automatic
// matching after every sync and by the hand match (which refuses a mismatch).
import { z } from 'zod';
import { financeCents } from '../finance/index';

/** Transaction status as PayPal reports it (S success, P pending, V reversed, D denied). */
export const PAYPAL_TX_STATUSES = ['success', 'pending', 'reversed', 'denied'] as const;
export type PaypalTxStatus = (typeof PAYPAL_TX_STATUSES)[number];

/** Transaction type (PayPal's event code family): payment received, refund, withdrawal, other. */
export const PAYPAL_TX_TYPES = ['payment', 'refund', 'withdrawal', 'other'] as const;
export type PaypalTxType = (typeof PAYPAL_TX_TYPES)[number];

/** How a transaction got its order: by the automatic rule after a sync, or by hand. */
export const PAYPAL_MATCH_KINDS = ['auto', 'manual'] as const;
export type PaypalMatchKind = (typeof PAYPAL_MATCH_KINDS)[number];

/** A transaction and an order match only when their dates are at most this many days apart. */
export const PAYPAL_MATCH_DAYS = 3;
export const PAYPAL_ALIAS_MAX = 64;
export const PAYPAL_EMAIL_MAX = 120;
export const PAYPAL_CLIENT_ID_MAX = 200;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A PayPal account (/paypalManage): a valid email (spec 02 §5) and an alias. The REST app's client
 * id and secret are optional (the sandbox needs none; an empty secret on edit keeps the stored one).
 */
export const paypalAccountInput = z.object({
  email: z
    .string({ error: 'paypal.emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'paypal.emailRequired' })
    .max(PAYPAL_EMAIL_MAX, { error: 'validation.tooLong' })
    .refine((v) => v === '' || EMAIL.test(v), { error: 'paypal.emailInvalid' }),
  alias: z.string({ error: 'validation.tooLong' }).trim().max(PAYPAL_ALIAS_MAX, { error: 'validation.tooLong' }).default(''),
  clientId: z.string({ error: 'validation.tooLong' }).trim().max(PAYPAL_CLIENT_ID_MAX, { error: 'validation.tooLong' }).default(''),
  clientSecret: z.string({ error: 'validation.tooLong' }).trim().max(PAYPAL_CLIENT_ID_MAX, { error: 'validation.tooLong' }).default(''),
});
export type PaypalAccountInput = z.infer<typeof paypalAccountInput>;

const positiveId = (messageId: string) => z.number({ error: messageId }).int({ error: messageId }).positive({ error: messageId });

/** Matching a transaction to an order by hand (/paypalDeal). */
export const paypalMatchInput = z.object({
  transactionId: positiveId('paypal.transactionRequired'),
  orderId: positiveId('paypal.orderRequired'),
});
export type PaypalMatchInput = z.infer<typeof paypalMatchInput>;

// ---- matching ----------------------------------------------------------------------------------

export interface MatchableTransaction {
  /** Gross amount, two decimals (positive for a payment received). */
  amount: string;
  currency: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  occurredAt: Date;
  type: string;
  status: string;
}
export interface MatchableOrder {
  id: number;
  /** The order's total (goods + freight − discount), two decimals. */
  totalAmount: string;
  currency: string;
  buyerAccount: string;
  buyerName: string;
  buyerEmail: string;
  orderedAt: Date;
  paidAt: Date | null;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Same currency and the same amount to the cent (the spec's §8 check of a hand match). */
export function paypalAmountMatches(tx: Pick<MatchableTransaction, 'amount' | 'currency'>, order: Pick<MatchableOrder, 'totalAmount' | 'currency'>): boolean {
  return norm(tx.currency) === norm(order.currency) && financeCents(tx.amount) === financeCents(order.totalAmount);
}

/** The buyer is the same: equal email, equal marketplace account / PayPal payer id, or equal name (case and spaces aside). */
export function paypalBuyerMatches(tx: Pick<MatchableTransaction, 'buyerId' | 'buyerName' | 'buyerEmail'>, order: MatchableOrder): boolean {
  if (tx.buyerEmail && order.buyerEmail && norm(tx.buyerEmail) === norm(order.buyerEmail)) return true;
  if (tx.buyerId && order.buyerAccount && norm(tx.buyerId) === norm(order.buyerAccount)) return true;
  return !!tx.buyerName && !!order.buyerName && norm(tx.buyerName) === norm(order.buyerName);
}

/** Whole days between the transaction and the order's payment (else order) time. */
export function paypalDaysApart(tx: Pick<MatchableTransaction, 'occurredAt'>, order: Pick<MatchableOrder, 'orderedAt' | 'paidAt'>): number {
  const at = (order.paidAt ?? order.orderedAt).getTime();
  return Math.abs(tx.occurredAt.getTime() - at) / 86_400_000;
}

/** Only payments received (not pending-denied-reversed, not refunds or withdrawals) are matched to orders. */
export const paypalMatchable = (tx: Pick<MatchableTransaction, 'type' | 'status' | 'amount'>) =>
  tx.type === 'payment' && (tx.status === 'success' || tx.status === 'pending') && financeCents(tx.amount) > 0n;

/**
 * The automatic match of a transaction among candidate orders (already not matched to another
 * transaction): the order with the same currency and amount to the cent, the same buyer, and a
 * date at most PAYPAL_MATCH_DAYS away. The nearest in time wins; two equally near candidates are
 * ambiguous and give no match (a person decides). Null when nothing fits.
 */
export function matchPaypalTransaction(tx: MatchableTransaction, orders: readonly MatchableOrder[]): number | null {
  if (!paypalMatchable(tx)) return null;
  const fits = orders
    .filter((o) => paypalAmountMatches(tx, o) && paypalBuyerMatches(tx, o))
    .map((o) => ({ id: o.id, days: paypalDaysApart(tx, o) }))
    .filter((c) => c.days <= PAYPAL_MATCH_DAYS)
    .sort((a, b) => a.days - b.days || a.id - b.id);
  if (fits.length === 0) return null;
  if (fits.length > 1 && fits[1]!.days === fits[0]!.days) return null;
  return fits[0]!.id;
}

/**
 * Matches a batch: each transaction (in the given order) takes its match among the orders no
 * earlier transaction took, so one order is never given to two transactions.
 */
export function matchPaypalTransactions<T extends MatchableTransaction & { id: number }>(
  txs: readonly T[],
  orders: readonly MatchableOrder[],
): Map<number, number> {
  const taken = new Set<number>();
  const out = new Map<number, number>();
  for (const tx of txs) {
    const orderId = matchPaypalTransaction(
      tx,
      orders.filter((o) => !taken.has(o.id)),
    );
    if (orderId !== null) {
      taken.add(orderId);
      out.set(tx.id, orderId);
    }
  }
  return out;
}
