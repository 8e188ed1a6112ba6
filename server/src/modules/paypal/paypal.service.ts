// PayPal accounts (/paypalManage) and transactions (/paypalDeal), issue 22 item 4 (spec 02 §2
// 'Finance', §3, §4 on / off, §5 valid email, §8 the amount mismatch message).
// - An account: email (unique per company), alias, optional REST client id and secret (sealed like
//   shop credentials, never answered, only masked), the balance the connector last reported, on / off.
// - A sync pulls the transactions from the account's cursor (minus an overlap, since PayPal's search
//   lags up to three hours) to now through the PaymentConnector; rows are keyed (account,
//   transaction number), so a sync repeated or overlapping writes nothing twice. Then the
//   unmatched payments are matched to orders by matchPaypalTransactions of @erp/schema.
// - A hand match checks the order through the caller's company and shops and refuses a mismatch
//   of amount or currency with the spec's message; the claim is one conditional UPDATE, so two
//   concurrent matches of one transaction cannot both win.
// The PayPal balance is PayPal's figure, not a ledger account (docs/decisions/paypal.md).
import {
  matchPaypalTransactions,
  paypalAccountInput,
  paypalAmountMatches,
  paypalMatchable,
  paypalMatchInput,
  PAYPAL_MATCH_DAYS,
  type MatchableOrder,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { secretBox } from '../../platform/secret-box';
import { parseInput, uniquely } from '../../platform/validate';
import { keywordOf, listWhere, whereOf } from '../../platform/where';
import { maskCredential, openCredential, sealCredential } from '../shops/shops.credentials';
import { PAYMENT_ORDER_FIELDS, paymentConnectorOf, type PaymentAccountRef } from './payment.connector';

export const PAYPAL_ACCOUNT_PAGE = 'paypalManage';
export const PAYPAL_DEAL_PAGE = 'paypalDeal';
const ACCOUNT_EDIT = 'paypalAccount.update';
const MATCH = 'paypalTransaction.match';
/** The first sync of an account reaches this many days back. */
export const PAYPAL_FIRST_SYNC_DAYS = 30;
/** Each sync starts this long before the cursor (Transaction Search shows new rows up to 3 h late). */
export const PAYPAL_SYNC_OVERLAP_MS = 3 * 3_600_000;
const DAY = 86_400_000;

type Account = Prisma.PaypalAccountGetPayload<object>;

export const paypalAccountWhere = listWhere<Prisma.PaypalAccountWhereInput>()(PAYPAL_ACCOUNT_PAGE, {
  stated: ['enabled'],
  keyword: ['email', 'alias'],
});

/** What the screen shows of the stored client secret. */
export const maskedSecret = (ctx: RequestContext, stored: string) => maskCredential(secretBox(ctx.platform.config), stored);

export const findPaypalAccount = (ctx: RequestContext, id: number, field?: string): Promise<Account> =>
  findRecord(ctx.db.paypalAccount, id, 'paypal.accountNotFound', { id }, field);

const emailTaken = (email: string) => ValidationError.field('email', 'paypal.emailTaken', { email });
async function emailFree(ctx: RequestContext, email: string, exceptId?: number) {
  const taken = await ctx.db.paypalAccount.findFirst({ where: { email, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (taken) throw emailTaken(email);
}

export async function createPaypalAccount(ctx: RequestContext, raw: unknown): Promise<Account> {
  const actor = assertCan(ctx, ACCOUNT_EDIT);
  const input = parseInput(paypalAccountInput, raw);
  await emailFree(ctx, input.email);
  return uniquely(
    () =>
      ctx.db.paypalAccount.create({
        data: {
          companyId: actor.companyId,
          email: input.email,
          alias: input.alias,
          clientId: input.clientId,
          clientSecret: sealCredential(secretBox(ctx.platform.config), input.clientSecret),
        },
      }),
    () => emailTaken(input.email),
  );
}

/** Edits email, alias and client id; an empty secret keeps the stored one (clearSecret removes it). */
export async function updatePaypalAccount(ctx: RequestContext, id: number, raw: unknown, clearSecret = false): Promise<Account> {
  assertCan(ctx, ACCOUNT_EDIT);
  const { input } = await inputAndRecord(paypalAccountInput, raw, () => findPaypalAccount(ctx, id));
  await emailFree(ctx, input.email, id);
  const data: Prisma.PaypalAccountUpdateManyMutationInput = { email: input.email, alias: input.alias, clientId: input.clientId };
  if (input.clientSecret) data.clientSecret = sealCredential(secretBox(ctx.platform.config), input.clientSecret);
  else if (clearSecret) data.clientSecret = '';
  await uniquely(
    () => ctx.db.paypalAccount.updateMany({ where: { id }, data }),
    () => emailTaken(input.email),
  );
  return findPaypalAccount(ctx, id);
}

/** Switches an account on or off (an account that is off is not synced). */
export async function setPaypalAccountEnabled(ctx: RequestContext, id: number, enabled: boolean): Promise<Account> {
  assertCan(ctx, ACCOUNT_EDIT);
  const { count } = await ctx.db.paypalAccount.updateMany({ where: { id }, data: { enabled } });
  if (count !== 1) throw new NotFoundError('paypal.accountNotFound', { id });
  return findPaypalAccount(ctx, id);
}

// ---- sync -------------------------------------------------------------------------------------

export interface SyncResult {
  account: Account;
  /** Transactions new to this account. */
  added: number;
  /** Transactions the automatic match gave an order. */
  matched: number;
}

/**
 * Pulls an account's balance and its transactions since the cursor, writes the new ones (keyed by
 * transaction number: nothing twice), moves the cursor, then matches the unmatched payments. A
 * connector refusal is kept on the account (syncError) and answered as a business error.
 */
export async function syncPaypalAccount(ctx: RequestContext, id: number, now = new Date()): Promise<SyncResult> {
  const actor = assertCan(ctx, ACCOUNT_EDIT);
  const a = await findPaypalAccount(ctx, id);
  if (!a.enabled) throw new BusinessError('paypal.accountDisabled', { email: a.email });
  const box = secretBox(ctx.platform.config);
  const ref: PaymentAccountRef = { companyId: actor.companyId, email: a.email, clientId: a.clientId, clientSecret: openCredential(box, a.clientSecret) };
  const connector = paymentConnectorOf(ctx.platform);
  const cursor = a.syncCursor ? new Date(a.syncCursor) : null;
  const since =
    cursor && !Number.isNaN(cursor.getTime()) ? new Date(cursor.getTime() - PAYPAL_SYNC_OVERLAP_MS) : new Date(now.getTime() - PAYPAL_FIRST_SYNC_DAYS * DAY);
  const [balance, list] = await Promise.all([connector.balance(ref), connector.listTransactions(ref, since, now)]);
  const failed = !balance.ok ? balance : !list.ok ? list : null;
  if (failed) {
    await ctx.db.paypalAccount.updateMany({ where: { id }, data: { syncError: failed.messageId } });
    throw new BusinessError(failed.messageId, { email: a.email, reason: failed.reason });
  }
  const rows = list.ok ? list.value : [];
  const added = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.paypalTransaction.createMany({
      data: rows.map((t) => ({ ...t, net: undefined, netAmount: t.net, companyId: actor.companyId, accountId: id })),
      skipDuplicates: true,
    });
    await tx.paypalAccount.updateMany({
      where: { id },
      data: {
        syncCursor: now.toISOString(),
        syncedAt: now,
        syncError: '',
        ...(balance.ok ? { balance: balance.value.amount, currency: balance.value.currency, balanceAt: now } : {}),
      },
    });
    return count;
  });
  const matched = await autoMatch(ctx, id);
  return { account: await findPaypalAccount(ctx, id), added, matched };
}

const orderFields = { ...PAYMENT_ORDER_FIELDS, shopId: true } as const;
const matchable = (o: { totalAmount: Prisma.Decimal } & Omit<MatchableOrder, 'totalAmount'>): MatchableOrder => ({
  ...o,
  totalAmount: o.totalAmount.toFixed(2),
});

/**
 * Gives the account's unmatched payments their orders: candidates are the company's orders of the
 * same currency and amount, ordered or paid within PAYPAL_MATCH_DAYS, not matched to another
 * transaction; the rule (buyer, nearest date, ties left alone) is matchPaypalTransactions.
 */
export async function autoMatch(ctx: RequestContext, accountId: number): Promise<number> {
  const txs = await ctx.db.paypalTransaction.findMany({
    where: { accountId, orderId: null, type: 'payment', status: { in: ['success', 'pending'] }, amount: { gt: 0 } },
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    take: 5000,
  });
  if (txs.length === 0) return 0;
  const times = txs.map((t) => t.occurredAt.getTime());
  const from = new Date(Math.min(...times) - (PAYPAL_MATCH_DAYS + 1) * DAY);
  const to = new Date(Math.max(...times) + (PAYPAL_MATCH_DAYS + 1) * DAY);
  const amounts = [...new Set(txs.map((t) => t.amount.toFixed(2)))];
  const taken = new Set((await ctx.db.paypalTransaction.findMany({ where: { orderId: { not: null } }, select: { orderId: true } })).map((t) => t.orderId!));
  const orders = (
    await ctx.db.order.findMany({
      where: { totalAmount: { in: amounts }, OR: [{ orderedAt: { gte: from, lte: to } }, { paidAt: { gte: from, lte: to } }] },
      select: orderFields,
      orderBy: { id: 'asc' },
    })
  )
    .filter((o) => !taken.has(o.id))
    .map(matchable);
  const pairs = matchPaypalTransactions(
    txs.map((t) => ({ ...t, amount: t.amount.toFixed(2) })),
    orders,
  );
  let n = 0;
  const at = new Date();
  for (const [txId, orderId] of pairs) {
    const { count } = await ctx.db.paypalTransaction.updateMany({ where: { id: txId, orderId: null }, data: { orderId, matchedBy: 'auto', matchedAt: at } });
    n += count;
  }
  return n;
}

// ---- transactions -----------------------------------------------------------------------------

export interface PaypalTransactionFilter {
  accountId?: number | null;
  status?: string | null;
  type?: string | null;
  /** true: matched to an order; false: not matched */
  matched?: boolean | null;
  from?: Date | null;
  to?: Date | null;
  keyword?: string | null;
}
const txWhere = whereOf<Prisma.PaypalTransactionWhereInput>();
export function paypalTransactionWhere(ctx: RequestContext, f: PaypalTransactionFilter = {}): Prisma.PaypalTransactionWhereInput {
  assertCan(ctx, PAYPAL_DEAL_PAGE);
  return {
    ...txWhere.given(f, 'accountId', 'status', 'type'),
    ...(f.matched == null ? {} : { orderId: f.matched ? { not: null } : null }),
    ...txWhere.within('occurredAt', f.from, f.to),
    ...txWhere.containing(keywordOf(f.keyword), 'transactionNo', 'buyerName', 'buyerEmail', 'buyerId', 'note'),
  };
}

/** Accounts for the transaction page's filter (id, email, alias). */
export async function paypalAccountOptions(ctx: RequestContext) {
  assertCan(ctx, PAYPAL_DEAL_PAGE);
  return ctx.db.paypalAccount.findMany({ select: { id: true, email: true, alias: true, enabled: true }, orderBy: { id: 'asc' } });
}

async function findTransaction(ctx: RequestContext, id: number, field?: string) {
  const t = await ctx.db.paypalTransaction.findFirst({ where: { id } });
  if (!t) throw field ? ValidationError.field(field, 'paypal.transactionNotFound', { id }) : new NotFoundError('paypal.transactionNotFound', { id });
  return t;
}

/** Orders the caller may see, for the hand-match picker (none for an unknown transaction): the keyword in the order number or buyer, nearest to the transaction first. */
export async function paypalOrderOptions(ctx: RequestContext, transactionId: number, keyword?: string | null) {
  assertCan(ctx, PAYPAL_DEAL_PAGE);
  const t = await ctx.db.paypalTransaction.findFirst({ where: { id: transactionId } });
  if (!t) return [];
  const kw = keywordOf(keyword);
  const rows = await ctx.db.order.findMany({
    where: {
      AND: [
        allowedShopsWhere(requireActor(ctx), 'shopId'),
        kw
          ? {
              OR: [
                { orderNo: { contains: kw, mode: 'insensitive' } },
                { platformOrderNo: { contains: kw, mode: 'insensitive' } },
                { buyerName: { contains: kw, mode: 'insensitive' } },
              ],
            }
          : { orderedAt: { gte: new Date(t.occurredAt.getTime() - 7 * DAY), lte: new Date(t.occurredAt.getTime() + 7 * DAY) } },
      ],
    },
    select: orderFields,
    orderBy: [{ orderedAt: 'desc' }, { id: 'desc' }],
    take: 20,
  });
  return rows.map((o) => ({ ...o, totalAmount: o.totalAmount.toFixed(2) }));
}

/**
 * Matches a transaction to an order by hand. Refused: a transaction that is not a payment received,
 * one already matched, an order outside the caller's company or shops, an order already matched
 * to another transaction, and an order whose amount or currency differs (spec 02 §8).
 */
export async function matchPaypalTransactionToOrder(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, MATCH);
  const input = parseInput(paypalMatchInput, raw);
  const t = await findTransaction(ctx, input.transactionId);
  const order = await ctx.db.order.findFirst({ where: { AND: [allowedShopsWhere(actor, 'shopId'), { id: input.orderId }] }, select: orderFields });
  if (!order) throw ValidationError.field('orderId', 'paypal.orderNotFound', { id: input.orderId });
  const amount = t.amount.toFixed(2);
  if (!paypalMatchable({ type: t.type, status: t.status, amount })) throw new BusinessError('paypal.notMatchable', { transactionNo: t.transactionNo });
  if (t.orderId != null) throw new BusinessError('paypal.alreadyMatched', { transactionNo: t.transactionNo });
  if (!paypalAmountMatches({ amount, currency: t.currency }, { totalAmount: order.totalAmount.toFixed(2), currency: order.currency }))
    throw new BusinessError('paypal.amountMismatch', { transactionNo: t.transactionNo, orderNo: order.orderNo });
  const other = await ctx.db.paypalTransaction.findFirst({ where: { orderId: order.id }, select: { transactionNo: true } });
  if (other) throw new BusinessError('paypal.orderAlreadyMatched', { orderNo: order.orderNo, transactionNo: other.transactionNo });
  const { count } = await ctx.db.paypalTransaction.updateMany({
    where: { id: t.id, orderId: null },
    data: { orderId: order.id, matchedBy: 'manual', matchedAt: new Date() },
  });
  if (count !== 1) throw new BusinessError('paypal.alreadyMatched', { transactionNo: t.transactionNo });
  return findTransaction(ctx, t.id);
}

/** Removes a transaction's order (automatic or by hand); it is listed as unmatched again. */
export async function unmatchPaypalTransaction(ctx: RequestContext, id: number) {
  assertCan(ctx, MATCH);
  const t = await findTransaction(ctx, id);
  const { count } = await ctx.db.paypalTransaction.updateMany({
    where: { id, orderId: { not: null } },
    data: { orderId: null, matchedBy: '', matchedAt: null },
  });
  if (count !== 1) throw new BusinessError('paypal.notMatched', { transactionNo: t.transactionNo });
  return findTransaction(ctx, id);
}

/** Counts of the transaction page's matched / unmatched tabs (within the other filters). */
export async function paypalMatchCounts(ctx: RequestContext, f: PaypalTransactionFilter = {}) {
  const where = paypalTransactionWhere(ctx, { ...f, matched: null });
  const [matched, unmatched] = await Promise.all([
    ctx.db.paypalTransaction.count({ where: { ...where, orderId: { not: null } } }),
    ctx.db.paypalTransaction.count({ where: { ...where, orderId: null } }),
  ]);
  return { matched, unmatched };
}
