// Payment and collection orders (issue 22 item 2; spec 02 §2 /paymentOrder, /receiptOrder, §3, §4,
// §5 'Finance and promotions'). A payment order is unpaid → paid (PAYMENT_ORDER_TRANSITIONS of
// @erp/schema), a collection order to be received → received (COLLECTION_ORDER_TRANSITIONS). An
// approved purchase payment request becomes a payment order (createPurchasePaymentOrder, called in
// the audit's transaction); other orders are typed in. Paying / receiving chooses the account and
// the date and, in one transaction, claims the status with a conditional update (of two concurrent
// calls only one matches the row) and posts the ledger entry through postToLedger (which refuses an
// account that is off or that may not go negative and would). The amount moved is the order's
// amount in the account's currency at the executed rates of that date (`rateAt`); a currency
// without a rate then is refused.
import {
  COLLECTION_ORDER_STATUSES,
  COLLECTION_ORDER_TRANSITIONS,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_ORDER_TRANSITIONS,
  collectionOrderInput,
  convertMoney,
  financeCents,
  paymentOrderInput,
  settleOrderInput,
  type FinanceDirection,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type Actor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { newBillNo } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { parseInput } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { rateAt } from '../exchange-rates/exchange-rates.service';
import { findFinanceAccount, postToLedger, rateOf } from './finance.service';

export const PAYMENT_ORDER_PAGE = 'paymentOrder';
export const COLLECTION_ORDER_PAGE = 'receiptOrder';
/** Order-number prefixes: FK (付款) and SK (收款). */
export const FINANCE_ORDER_PREFIX = { payment: 'FK', collection: 'SK' } as const;

type Db = RequestContext['db'] | Tx;
type PaymentOrder = Prisma.PaymentOrderGetPayload<object>;
type CollectionOrder = Prisma.CollectionOrderGetPayload<object>;

export const paymentOrderWhere = listWhere<Prisma.PaymentOrderWhereInput>()(PAYMENT_ORDER_PAGE, {
  given: ['status', 'source', 'category', 'currency', 'accountId'],
  keyword: ['orderNo', 'payee', 'remark'],
});
export const collectionOrderWhere = listWhere<Prisma.CollectionOrderWhereInput>()(COLLECTION_ORDER_PAGE, {
  given: ['status', 'category', 'currency', 'accountId'],
  keyword: ['orderNo', 'payer', 'remark'],
});

type CountFilter = { keyword?: string | null; category?: string | null; currency?: string | null };
/** Payment orders per status under the other filters (the status tabs). */
export async function paymentOrderStatusCounts(ctx: RequestContext, f: CountFilter & { source?: string | null } = {}) {
  const rows = await ctx.db.paymentOrder.groupBy({ by: ['status'], where: paymentOrderWhere(ctx, { ...f, status: undefined }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return PAYMENT_ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}
/** Collection orders per status under the other filters (the status tabs). */
export async function collectionOrderStatusCounts(ctx: RequestContext, f: CountFilter = {}) {
  const rows = await ctx.db.collectionOrder.groupBy({ by: ['status'], where: collectionOrderWhere(ctx, { ...f, status: undefined }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return COLLECTION_ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

export async function findPaymentOrder(db: Db, id: number): Promise<PaymentOrder> {
  const o = await db.paymentOrder.findFirst({ where: { id } });
  if (!o) throw new NotFoundError('finance.paymentOrderNotFound', { id });
  return o;
}
export async function findCollectionOrder(db: Db, id: number): Promise<CollectionOrder> {
  const o = await db.collectionOrder.findFirst({ where: { id } });
  if (!o) throw new NotFoundError('finance.collectionOrderNotFound', { id });
  return o;
}

// ---- creating ------------------------------------------------------------------------------------

/** A payment order typed in (payee, category, amount, currency, remark); its currency needs a rate. */
export async function createPaymentOrder(ctx: RequestContext, raw: unknown): Promise<PaymentOrder> {
  const actor = assertCan(ctx, 'paymentOrder.create');
  const input = parseInput(paymentOrderInput, raw);
  await rateOf(ctx, input.currency);
  return ctx.db.paymentOrder.create({
    data: { ...input, companyId: actor.companyId, orderNo: newBillNo(FINANCE_ORDER_PREFIX.payment), source: 'manual', createdBy: actor.userId },
  });
}

/**
 * The payment order of an approved purchase payment request, written in the audit's transaction
 * (purchase amounts are in CNY). At most one per request (unique purchasePaymentId): a second call
 * answers the existing order.
 */
export async function createPurchasePaymentOrder(
  tx: Tx,
  actor: Actor,
  request: { id: number; billNo: string; amount: { toString(): string }; remark: string; orderNo: string; supplierName: string },
): Promise<PaymentOrder> {
  const existing = await tx.paymentOrder.findFirst({ where: { companyId: actor.companyId, purchasePaymentId: request.id } });
  if (existing) return existing;
  return tx.paymentOrder.create({
    data: {
      companyId: actor.companyId,
      orderNo: newBillNo(FINANCE_ORDER_PREFIX.payment),
      source: 'purchase',
      purchasePaymentId: request.id,
      payee: request.supplierName || request.orderNo,
      category: 'purchase',
      amount: request.amount.toString(),
      currency: 'CNY',
      remark: [request.billNo, request.orderNo, request.remark].filter(Boolean).join(' · ').slice(0, 200),
      createdBy: actor.userId,
    },
  });
}

/**
 * The payable of an imported carrier bill (issue 22 item 5, logistics-bills.service.ts): an unpaid
 * payment order, category freight, payee the carrier, in CNY, written in the import's transaction.
 */
export async function createFreightBillPaymentOrder(
  tx: Tx,
  actor: Actor,
  bill: { billNo: string; carrier: string; amount: string; remark: string },
): Promise<PaymentOrder> {
  return tx.paymentOrder.create({
    data: {
      companyId: actor.companyId,
      orderNo: newBillNo(FINANCE_ORDER_PREFIX.payment),
      source: 'logisticsBill',
      payee: bill.carrier,
      category: 'freight',
      amount: bill.amount,
      currency: 'CNY',
      remark: [bill.billNo, bill.remark].filter(Boolean).join(' · ').slice(0, 200),
      createdBy: actor.userId,
    },
  });
}

/**
 * The collection order of an approved purchase refund order (money back from the supplier, CNY),
 * written in the audit's transaction; at most one per refund order.
 */
export async function createPurchaseRefundCollectionOrder(
  tx: Tx,
  actor: Actor,
  request: { id: number; billNo: string; amount: { toString(): string }; remark: string; orderNo: string; supplierName: string },
): Promise<CollectionOrder> {
  const existing = await tx.collectionOrder.findFirst({ where: { companyId: actor.companyId, purchasePaymentId: request.id } });
  if (existing) return existing;
  return tx.collectionOrder.create({
    data: {
      companyId: actor.companyId,
      orderNo: newBillNo(FINANCE_ORDER_PREFIX.collection),
      purchasePaymentId: request.id,
      payer: request.supplierName || request.orderNo,
      category: 'supplierRefund',
      amount: request.amount.toString(),
      currency: 'CNY',
      remark: [request.billNo, request.orderNo, request.remark].filter(Boolean).join(' · ').slice(0, 200),
      createdBy: actor.userId,
    },
  });
}

/** A collection order typed in (payer, category, amount, currency, remark); a currency without a rate is refused. */
export async function createCollectionOrder(ctx: RequestContext, raw: unknown): Promise<CollectionOrder> {
  const actor = assertCan(ctx, 'collectionOrder.create');
  const input = parseInput(collectionOrderInput, raw);
  await rateOf(ctx, input.currency);
  return ctx.db.collectionOrder.create({
    data: { ...input, companyId: actor.companyId, orderNo: newBillNo(FINANCE_ORDER_PREFIX.collection), createdBy: actor.userId },
  });
}

// ---- paying and receiving ------------------------------------------------------------------------

const rate6 = (r: string) => Number(r).toFixed(6);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The executed rate of `currency` on `date`, refused (field accountId) when there was none. */
async function rateOn(db: Db, currency: string, date: Date): Promise<string> {
  const r = await rateAt(db, currency, date);
  if (r === null || !(Number(r) > 0)) throw ValidationError.field('accountId', 'finance.noRateOn', { currency, date: dayOf(date) });
  return rate6(r);
}

interface Settlement {
  accountId: number;
  /** In the account's currency. */
  amount: string;
  /** The account currency's executed rate of the date. */
  rate: string;
  date: Date;
}

/**
 * Checks the account (the caller's company, on) and converts the order's amount into the account's
 * currency at the executed rates of the date. Nothing is written.
 */
async function settlementOf(
  ctx: RequestContext,
  order: { amount: { toString(): string }; currency: string },
  accountId: number,
  date: Date,
): Promise<Settlement> {
  const account = await findFinanceAccount(ctx.db, accountId, 'accountId');
  if (!account.enabled) throw ValidationError.field('accountId', 'finance.accountDisabled', { name: account.name });
  const accountRate = await rateOn(ctx.db, account.currency, date);
  const orderRate = order.currency === account.currency ? accountRate : await rateOn(ctx.db, order.currency, date);
  const amount = convertMoney(order.amount.toString(), orderRate, accountRate);
  if (financeCents(amount) <= 0n) throw ValidationError.field('amount', 'finance.amountPositive');
  return { accountId: account.id, amount, rate: accountRate, date };
}

const remarkOf = (orderNo: string, ...parts: string[]) => [orderNo, ...parts].filter(Boolean).join(' · ').slice(0, 200);

/**
 * Pays a payment order from an account on a date: unpaid → paid and the money-out entry in one
 * transaction. Paying twice (also concurrently) is refused: the conditional update matches only an
 * unpaid order. An account that may not go negative refuses more than its balance; one that is off
 * refuses.
 */
export async function payPaymentOrder(ctx: RequestContext, raw: unknown): Promise<PaymentOrder> {
  const actor = assertCan(ctx, 'paymentOrder.pay');
  const input = parseInput(settleOrderInput, raw);
  const order = await findPaymentOrder(ctx.db, input.id);
  if (order.status !== 'unpaid') throw new BusinessError('finance.paymentOrderNotUnpaid', { orderNo: order.orderNo });
  const s = await settlementOf(ctx, order, input.accountId, input.date);
  return ctx.db.$transaction(async (tx) => {
    await transition(
      PAYMENT_ORDER_TRANSITIONS.pay,
      (from, status) =>
        tx.paymentOrder.updateMany({
          where: { id: order.id, ...from },
          data: { status, accountId: s.accountId, paidAmount: s.amount, rate: s.rate, paidAt: s.date, paidBy: actor.userId },
        }),
      () => new BusinessError('finance.paymentOrderNotUnpaid', { orderNo: order.orderNo }),
    );
    const entry = await post(tx, actor, s, 'out', order.category, 'paymentOrder', order.id, remarkOf(order.orderNo, order.payee, input.remark));
    await tx.paymentOrder.updateMany({ where: { id: order.id }, data: { entryId: entry.id } });
    return findPaymentOrder(tx, order.id);
  });
}

/**
 * Receives a collection order into an account on a date: to be received → received and the
 * money-in entry in one transaction; receiving twice is refused the same way as paying twice.
 */
export async function receiveCollectionOrder(ctx: RequestContext, raw: unknown): Promise<CollectionOrder> {
  const actor = assertCan(ctx, 'collectionOrder.receive');
  const input = parseInput(settleOrderInput, raw);
  const order = await findCollectionOrder(ctx.db, input.id);
  if (order.status !== 'pending') throw new BusinessError('finance.collectionOrderNotPending', { orderNo: order.orderNo });
  const s = await settlementOf(ctx, order, input.accountId, input.date);
  return ctx.db.$transaction(async (tx) => {
    await transition(
      COLLECTION_ORDER_TRANSITIONS.receive,
      (from, status) =>
        tx.collectionOrder.updateMany({
          where: { id: order.id, ...from },
          data: { status, accountId: s.accountId, receivedAmount: s.amount, rate: s.rate, receivedAt: s.date, receivedBy: actor.userId },
        }),
      () => new BusinessError('finance.collectionOrderNotPending', { orderNo: order.orderNo }),
    );
    const entry = await post(tx, actor, s, 'in', order.category, 'collectionOrder', order.id, remarkOf(order.orderNo, order.payer, input.remark));
    await tx.collectionOrder.updateMany({ where: { id: order.id }, data: { entryId: entry.id } });
    return findCollectionOrder(tx, order.id);
  });
}

function post(
  tx: Tx,
  actor: Actor,
  s: Settlement,
  direction: FinanceDirection,
  category: string,
  sourceType: 'paymentOrder' | 'collectionOrder',
  sourceId: number,
  remark: string,
) {
  return postToLedger(tx, actor, s.accountId, { direction, amount: s.amount, category, sourceType, sourceId, occurredAt: s.date, remark, rate: s.rate });
}
