// Payment requests (/invoice, kind payment) and refund orders (/refundNote, kind refund) of purchase
// orders (spec 02 §3, §4 'Payment request: audit reject, approved', §5 and spec 01 §5 amount rule):
// a request needs an approved order and may not ask for more than product cost + freight + other
// fees − discount minus what is already requested (pending or approved) of the same kind; a refund
// also not above what was paid (approved payments) minus refunds pending or approved. The purchase
// order's row is locked (SELECT … FOR UPDATE) while checking and inserting, so two concurrent
// requests cannot together exceed the limit. Audit pending → approved / rejected (PAYMENT_TRANSITIONS,
// conditional update) refreshes the order's paymentStatus.
import {
  auditInput,
  fromCents,
  maxRequestCents,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentRequestInput,
  toCentsAmount,
  type PaymentKind,
  type PermissionName,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { newBillNo } from '../../platform/lookups';
import type { Tx } from '../../platform/db';
import { runEach } from '../../platform/batch';
import { transition } from '../../platform/transition';
import { amountsOf, purchaseMoney, refreshPaymentStatus, type PurchaseBatchResult } from './purchase-orders.service';
import { PURCHASE_PREFIX } from './purchase-orders.states';
import { keywordOf, whereOf } from '../../platform/where';
import { createPurchasePaymentOrder, createPurchaseRefundCollectionOrder } from '../finance/finance-orders.service';

/** The money of one purchase order as decimal strings: what it costs and what has been paid and refunded. */
export interface PurchaseMoney {
  cost: string;
  freight: string;
  otherFee: string;
  discount: string;
  total: string;
  paid: string;
  refunded: string;
}

/** Orders a payment or refund may be requested on. */
export const PAYABLE_STATUSES = ['approved', 'partiallyReceived', 'received'] as const;
/** The read permission (page) of each kind. */
export const PAYMENT_PAGE: Record<PaymentKind, PermissionName> = { payment: 'invoice', refund: 'refundNote' };

export interface PaymentFilter {
  status?: string | null;
  /** Bill number or purchase order number. */
  keyword?: string | null;
  purchaseOrderId?: number | null;
}

export function paymentWhere(ctx: RequestContext, kind: PaymentKind, f: PaymentFilter = {}): Prisma.PurchasePaymentWhereInput {
  assertCan(ctx, PAYMENT_PAGE[kind]);
  const kw = keywordOf(f.keyword);
  if (f.status && !(PAYMENT_STATUSES as readonly string[]).includes(f.status)) throw ValidationError.field('status', 'purchase.statusUnknown');
  return {
    kind,
    ...whereOf<Prisma.PurchasePaymentWhereInput>().given(f, 'status', 'purchaseOrderId'),
    ...(kw ? { OR: [{ billNo: { contains: kw, mode: 'insensitive' } }, { purchaseOrder: { orderNo: { contains: kw, mode: 'insensitive' } } }] } : {}),
  };
}

export async function paymentStatusCounts(ctx: RequestContext, kind: PaymentKind, f: PaymentFilter = {}) {
  const rows = await ctx.db.purchasePayment.groupBy({ by: ['status'], where: paymentWhere(ctx, kind, { ...f, status: null }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return PAYMENT_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

/** Locks the purchase order's row for the rest of the transaction (serializes the amount checks). */
async function lockOrder(ctx: RequestContext, tx: Tx, id: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "PurchaseOrder" WHERE "id" = ${id} AND "companyId" = ${ctx.actor!.companyId} FOR UPDATE`;
}

export interface PaymentLimits {
  totalCents: number;
  /** The most a new request of this kind may ask for. */
  maxCents: number;
  paidCents: number;
  refundedCents: number;
}

/** What may still be requested on an order, by kind (the limit shown in the create dialog). */
export async function paymentLimits(
  db: RequestContext['db'] | Tx,
  purchaseOrderId: number,
  kind: PaymentKind,
): Promise<PaymentLimits & { status: string; orderNo: string }> {
  const order = await db.purchaseOrder.findFirst({
    where: { id: purchaseOrderId },
    include: { lines: true, payments: { select: { kind: true, status: true, amount: true } } },
  });
  if (!order) throw new NotFoundError('purchase.orderNotFound', { id: purchaseOrderId });
  const m = purchaseMoney(order, order.payments);
  const amounts = amountsOf(order);
  let maxCents: number;
  if (kind === 'payment') {
    maxCents = maxRequestCents(amounts, m.paidCents + m.pendingPaymentCents);
  } else {
    // Not above the order's amount less refunds requested, nor above what was paid less those refunds.
    const requested = m.refundedCents + m.pendingRefundCents;
    maxCents = Math.min(maxRequestCents(amounts, requested), Math.max(0, m.paidCents - requested));
  }
  return { status: order.status, orderNo: order.orderNo, totalCents: m.totalCents, maxCents, paidCents: m.paidCents, refundedCents: m.refundedCents };
}

/** A payment request or refund order, pending audit. */
export async function createPaymentRequest(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'purchasePayment.create');
  const input = parseInput(paymentRequestInput, raw);
  // Through the scoped client first: another company's order is not found.
  const order = await ctx.db.purchaseOrder.findFirst({ where: { id: input.purchaseOrderId }, select: { id: true } });
  if (!order) throw new NotFoundError('purchase.orderNotFound', { id: input.purchaseOrderId });
  const amountCents = toCentsAmount(input.amount);
  return ctx.db.$transaction(async (tx) => {
    await lockOrder(ctx, tx, order.id);
    const limits = await paymentLimits(tx, order.id, input.kind);
    if (!(PAYABLE_STATUSES as readonly string[]).includes(limits.status))
      throw new BusinessError('purchase.paymentNeedsApproved', { status: `purchase.status.${limits.status}` });
    if (input.kind === 'refund') {
      const m = limits.paidCents - limits.refundedCents;
      const pendingRefunds = await tx.purchasePayment.findMany({
        where: { purchaseOrderId: order.id, kind: 'refund', status: 'pending' },
        select: { amount: true },
      });
      const refundable = Math.max(0, m - pendingRefunds.reduce((s, p) => s + toCentsAmount(p.amount.toString()), 0));
      if (amountCents > refundable) throw ValidationError.field('amount', 'purchase.refundAbovePaid', { max: fromCents(refundable) });
    }
    if (amountCents > limits.maxCents) throw ValidationError.field('amount', 'purchase.amountTooHigh', { max: fromCents(limits.maxCents) });
    return tx.purchasePayment.create({
      data: {
        companyId: actor.companyId,
        billNo: newBillNo(input.kind === 'payment' ? PURCHASE_PREFIX.payment : PURCHASE_PREFIX.refund),
        purchaseOrderId: order.id,
        kind: input.kind,
        amount: fromCents(amountCents),
        remark: input.remark,
        requesterId: actor.userId,
      },
    });
  });
}

export type PaymentBatchResult = PurchaseBatchResult;

/**
 * Batch audit of payment requests / refunds: pending → approved or rejected (a remark is required
 * to reject). Each request moves in its own transaction with its order locked; approval refreshes
 * the order's paymentStatus. Refusals are reported per request (orderNo carries the bill number).
 */
export async function auditPayments(ctx: RequestContext, raw: unknown): Promise<PaymentBatchResult> {
  const actor = assertCan(ctx, 'purchasePayment.audit');
  const input = parseInput(auditInput, raw);
  const ids = [...new Set(input.ids)];
  const rows = await ctx.db.purchasePayment.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      billNo: true,
      purchaseOrderId: true,
      kind: true,
      amount: true,
      remark: true,
      purchaseOrder: { select: { orderNo: true, supplier: { select: { name: true } } } },
    },
  });
  if (rows.length !== ids.length) {
    const have = new Set(rows.map((r) => r.id));
    throw new NotFoundError('purchase.paymentNotFound', { id: ids.find((i) => !have.has(i)) });
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const t = PAYMENT_TRANSITIONS[input.approve ? 'approve' : 'reject'];
  return runEach(
    ids.map((id) => byId.get(id)!),
    (p) => ({ orderNo: p.billNo }),
    (p) =>
      ctx.db.$transaction(async (tx) => {
        await lockOrder(ctx, tx, p.purchaseOrderId);
        await transition(
          t,
          (from, status) =>
            tx.purchasePayment.updateMany({
              where: { id: p.id, ...from },
              data: { status, auditRemark: input.remark, auditorId: actor.userId, auditedAt: new Date() },
            }),
          () => new BusinessError('purchase.paymentIllegalTransition'),
        );
        if (t.to === 'approved') await refreshPaymentStatus(tx, p.purchaseOrderId);
        // issue 22 item 2: an approved payment request becomes a payment order of finance (unpaid),
        // an approved refund order a collection order (to be received).
        if (t.to === 'approved') {
          const request = { ...p, orderNo: p.purchaseOrder.orderNo, supplierName: p.purchaseOrder.supplier.name };
          if (p.kind === 'payment') await createPurchasePaymentOrder(tx, actor, request);
          else await createPurchaseRefundCollectionOrder(tx, actor, request);
        }
      }),
  );
}

export async function paymentsByIds(ctx: RequestContext, ids: number[], query: object = {}) {
  if (!ids.length) return [];
  const rows = await ctx.db.purchasePayment.findMany({ ...query, where: { id: { in: ids } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
}
