// Purchase orders (/purchaseOrder, spec 02 §3 'Purchase order', §4 'Purchase order audit'):
// create and edit while pending audit or failed (editing a failed order resubmits it), batch
// audit pending → approved / failed with a remark, cancel into the cancelled list (not once
// anything was signed for), tracking number of the supplier's parcel. Every status change goes
// through movePurchaseOrder (PURCHASE_ORDER_TRANSITIONS, conditional update).
import {
  auditInput,
  PURCHASE_ORDER_RECEIVABLE,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderInput,
  purchaseTotalCents,
  paymentStatusOf,
  toCentsAmount,
  type PermissionName,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma, PurchaseOrder, PurchaseOrderLine } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { newBillNo, retryOnClash } from '../../platform/lookups';
import type { Tx } from '../../platform/db';
import { runEach, type BatchResult, type Refusal } from '../../platform/batch';
import { purchaseOrderStatusChanged, stageEvents } from '../events/events.service';
import { findPurchaseOrder, movePurchaseOrder, PURCHASE_PREFIX, purchaseIllegalTransition } from './purchase-orders.states';
import { keywordOf } from '../../platform/where';

type Db = RequestContext['db'] | Tx;
type PurchaseInput = z.output<typeof purchaseOrderInput>;

export interface PurchaseOrderFilter {
  /** One status; without it every status but cancelled (the cancelled list is its own tab). */
  status?: string | null;
  supplierId?: number | null;
  warehouseId?: number | null;
  paymentStatus?: string | null;
  /** Order number, tracking number or SKU code. */
  keyword?: string | null;
  /** Order date range (inclusive days). */
  dateFrom?: Date | string | null;
  dateTo?: Date | string | null;
}

const DAY = 86_400_000;
function day(v: Date | string | null | undefined, field: string): Date | null {
  if (v == null || v === '') return null;
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) throw ValidationError.field(field, 'purchase.dateInvalid');
  return d;
}

/** The list's where clause; `status` left out gives every status but the cancelled list. */
export async function purchaseOrderWhere(
  ctx: RequestContext,
  f: PurchaseOrderFilter = {},
  opts: { ignoreStatus?: boolean } = {},
): Promise<Prisma.PurchaseOrderWhereInput> {
  assertCan(ctx, 'purchaseOrder');
  const kw = keywordOf(f.keyword);
  if (f.status && !(PURCHASE_ORDER_STATUSES as readonly string[]).includes(f.status)) throw ValidationError.field('status', 'purchase.statusUnknown');
  const from = day(f.dateFrom, 'dateFrom');
  const to = day(f.dateTo, 'dateTo');
  const and: Prisma.PurchaseOrderWhereInput[] = [];
  if (!opts.ignoreStatus) and.push(f.status ? { status: f.status } : { status: { not: 'cancelled' } });
  if (f.supplierId) and.push({ supplierId: f.supplierId });
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.paymentStatus) and.push({ paymentStatus: f.paymentStatus });
  if (from) and.push({ orderDate: { gte: from } });
  if (to) and.push({ orderDate: { lt: new Date(to.getTime() + DAY) } });
  if (kw) {
    // SKU codes are matched through the scoped client first (lines carry only the SKU id).
    const skus = await ctx.db.sku.findMany({ where: { sku: { contains: kw, mode: 'insensitive' } }, select: { id: true }, take: 500 });
    and.push({
      OR: [
        { orderNo: { contains: kw, mode: 'insensitive' } },
        { trackingNo: { contains: kw, mode: 'insensitive' } },
        ...(skus.length ? [{ lines: { some: { skuId: { in: skus.map((s) => s.id) } } } }] : []),
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

/** Orders per status under the other filters (the status tabs). */
export async function purchaseOrderStatusCounts(ctx: RequestContext, f: PurchaseOrderFilter = {}): Promise<{ status: string; count: number }[]> {
  const where = await purchaseOrderWhere(ctx, f, { ignoreStatus: true });
  const rows = await ctx.db.purchaseOrder.groupBy({ by: ['status'], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return PURCHASE_ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

/** Supplier, warehouse and every SKU through the caller's scoped client (a foreign id is not found). */
async function checkReferences(db: Db, input: PurchaseInput): Promise<void> {
  const supplier = await db.supplier.findFirst({ where: { id: input.supplierId }, select: { name: true, enabled: true } });
  if (!supplier) throw new NotFoundError('purchase.supplierNotFound', { id: input.supplierId });
  if (!supplier.enabled) throw ValidationError.field('supplierId', 'purchase.supplierDisabled', { name: supplier.name });
  const warehouse = await db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { name: true, enabled: true } });
  if (!warehouse) throw new NotFoundError('purchase.warehouseNotFound', { id: input.warehouseId });
  if (!warehouse.enabled) throw ValidationError.field('warehouseId', 'purchase.warehouseDisabled', { name: warehouse.name });
  const skuIds = [...new Set(input.lines.map((l) => l.skuId))];
  const found = await db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (found.length !== skuIds.length) {
    const have = new Set(found.map((s) => s.id));
    throw new NotFoundError('purchase.skuNotFound', { id: skuIds.find((id) => !have.has(id)) });
  }
}

function orderData(input: PurchaseInput) {
  return {
    supplierId: input.supplierId,
    warehouseId: input.warehouseId,
    orderWay: input.orderWay,
    procurementType: input.procurementType,
    ...(input.orderDate ? { orderDate: input.orderDate } : {}),
    eta: input.eta ?? null,
    freight: input.freight,
    otherFee: input.otherFee,
    discount: input.discount,
    trackingNo: input.trackingNo,
    courier: input.courier,
    remark: input.remark,
  };
}
function lineData(companyId: number, input: PurchaseInput) {
  return input.lines.map((l) => ({
    companyId,
    skuId: l.skuId,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    wholesaleSpecId: l.wholesaleSpecId,
    remark: l.remark,
  }));
}

/**
 * A purchase order pending audit, bought by the signed-in user. Unit prices are taken as given
 * (defaulting them from the supply relationship is the caller's job). `opts.permission` replaces
 * the 'purchaseOrder.create' check for callers guarded by their own action. Inside a caller's
 * transaction (`opts.tx`) a clashing number is checked before the insert, since a failed insert
 * would abort that transaction.
 */
export async function createPurchaseOrder(
  ctx: RequestContext,
  raw: unknown,
  opts: { tx?: Tx; permission?: PermissionName } = {},
): Promise<PurchaseOrder & { lines: PurchaseOrderLine[] }> {
  // Generation from another screen (plan, out-of-stock list, wholesale) is guarded by that
  // screen's action, which the caller names here; the order screen's own is the default.
  const actor = assertCan(ctx, opts.permission ?? 'purchaseOrder.create');
  const input = parseInput(purchaseOrderInput, raw);
  const db: Db = opts.tx ?? ctx.db;
  await checkReferences(db, input);
  // Created with its partner event (PurchaseOrderStatusChanged from null) in one transaction.
  const create = async (tx: Db, orderNo: string) => {
    const order = await tx.purchaseOrder.create({
      data: {
        companyId: actor.companyId,
        orderNo,
        purchaserId: actor.userId,
        status: 'pendingAudit',
        ...orderData(input),
        lines: { create: lineData(actor.companyId, input) },
      },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    await stageEvents(tx, [purchaseOrderStatusChanged(order, null, order.status, 'create')], actor.companyId);
    return order;
  };
  if (opts.tx) {
    for (;;) {
      const orderNo = newBillNo(PURCHASE_PREFIX.order);
      if (!(await opts.tx.purchaseOrder.findFirst({ where: { orderNo }, select: { id: true } }))) return create(opts.tx, orderNo);
    }
  }
  return retryOnClash(() => ctx.db.$transaction((tx) => create(tx, newBillNo(PURCHASE_PREFIX.order))));
}

/**
 * Edits lines, fees, supplier and warehouse while pending audit or failed; a failed order goes
 * back to pending audit ('resubmit'). Conditional on the status inside the transaction, so an
 * audit that wins the race refuses the edit.
 */
export async function updatePurchaseOrder(ctx: RequestContext, id: number, raw: unknown) {
  const actor = assertCan(ctx, 'purchaseOrder.create');
  const order = await findPurchaseOrder(ctx.db, id);
  const input = parseInput(purchaseOrderInput, raw);
  await checkReferences(ctx.db, input);
  return ctx.db.$transaction(async (tx) => {
    const data = { ...orderData(input), auditorId: null, auditedAt: null };
    if (order.status === 'failed') {
      await movePurchaseOrder(tx, id, 'resubmit', data);
    } else {
      const { count } = await tx.purchaseOrder.updateMany({ where: { id, status: 'pendingAudit' }, data });
      if (count !== 1) throw purchaseIllegalTransition((await findPurchaseOrder(tx, id)).status, 'edit');
    }
    await tx.purchaseOrderLine.deleteMany({ where: { purchaseOrderId: id } });
    await tx.purchaseOrderLine.createMany({ data: lineData(actor.companyId, input).map((l) => ({ ...l, purchaseOrderId: id })) });
    return findPurchaseOrder(tx, id);
  });
}

/** A purchase order (or payment request: orderNo carries its bill number) a batch refused, with why. */
export type PurchaseRefusal = Refusal & { orderNo: string };
export type PurchaseBatchResult = BatchResult<{ orderNo: string }>;

/**
 * Batch audit: pending audit → approved, or → failed with the remark (required then). Every id is
 * looked up first (an unknown or foreign id refuses the batch as not found); then each order moves
 * in its own transaction and a refusal is reported per order.
 */
export async function auditPurchaseOrders(ctx: RequestContext, raw: unknown): Promise<PurchaseBatchResult> {
  const actor = assertCan(ctx, 'purchaseOrder.audit');
  const input = parseInput(auditInput, raw);
  const ids = [...new Set(input.ids)];
  const orders = await ctx.db.purchaseOrder.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true } });
  if (orders.length !== ids.length) {
    const have = new Set(orders.map((o) => o.id));
    throw new NotFoundError('purchase.orderNotFound', { id: ids.find((i) => !have.has(i)) });
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  return runEach(
    ids.map((id) => byId.get(id)!),
    (o) => ({ orderNo: o.orderNo }),
    (o) =>
      ctx.db.$transaction((tx) =>
        movePurchaseOrder(tx, o.id, input.approve ? 'approve' : 'reject', { auditRemark: input.remark, auditorId: actor.userId, auditedAt: new Date() }),
      ),
  );
}

/**
 * Into the cancelled list (pending audit, failed or approved). Forecast orders cannot be
 * cancelled once signed for: a receipt or a received quantity refuses it, checked inside the
 * transaction after the conditional move so a concurrent sign-in cannot slip between.
 */
export async function cancelPurchaseOrder(ctx: RequestContext, id: number) {
  assertCan(ctx, 'purchaseOrder.create');
  await findPurchaseOrder(ctx.db, id);
  return ctx.db.$transaction(async (tx) => {
    await movePurchaseOrder(tx, id, 'cancel', { cancelledAt: new Date() });
    const [receipts, received] = await Promise.all([
      tx.purchaseReceipt.count({ where: { purchaseOrderId: id } }),
      tx.purchaseOrderLine.count({ where: { purchaseOrderId: id, receivedQuantity: { gt: 0 } } }),
    ]);
    // Throwing rolls the move back.
    if (receipts || received) throw new BusinessError('purchase.cannotCancelSigned');
    return findPurchaseOrder(tx, id);
  });
}

const trackingInput = z.object({
  id: z.number().int().positive(),
  trackingNo: z
    .string({ error: 'purchase.trackingNoRequired' })
    .trim()
    .min(1, { error: 'purchase.trackingNoRequired' })
    .max(64, { error: 'validation.tooLong' }),
  courier: z.string().trim().max(50, { error: 'validation.tooLong' }).default(''),
});

/**
 * The supplier's parcel on an approved order: tracking number and courier, which also marks it
 * picked up (shippedAt, first time only); sign-in by tracking number finds the order by it.
 */
export async function setPurchaseTracking(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'purchaseOrder.create');
  const input = parseInput(trackingInput, raw);
  const order = await findPurchaseOrder(ctx.db, input.id);
  const { count } = await ctx.db.purchaseOrder.updateMany({
    where: { id: order.id, status: { in: [...PURCHASE_ORDER_RECEIVABLE] } },
    data: { trackingNo: input.trackingNo, courier: input.courier, ...(order.shippedAt ? {} : { shippedAt: new Date() }) },
  });
  if (count !== 1)
    throw new BusinessError('purchase.trackingNeedsApproved', { status: `purchase.status.${(await findPurchaseOrder(ctx.db, order.id)).status}` });
  return findPurchaseOrder(ctx.db, order.id);
}

// ---- amounts -----------------------------------------------------------------------------------

export interface PurchaseMoney {
  costCents: number;
  totalCents: number;
  /** Approved payments. */
  paidCents: number;
  /** Approved refunds. */
  refundedCents: number;
  /** Pending payment requests and refunds. */
  pendingPaymentCents: number;
  pendingRefundCents: number;
}

type OrderWithLines = Pick<PurchaseOrder, 'freight' | 'otherFee' | 'discount'> & { lines: Pick<PurchaseOrderLine, 'quantity' | 'unitPrice'>[] };
export const amountsOf = (o: OrderWithLines) => ({
  lines: o.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice.toString() })),
  freight: o.freight.toString(),
  otherFee: o.otherFee.toString(),
  discount: o.discount.toString(),
});

/** Money of an order in cents from its lines and its payment requests. */
export function purchaseMoney(o: OrderWithLines, payments: { kind: string; status: string; amount: { toString(): string } }[]): PurchaseMoney {
  const sum = (kind: string, status: string) =>
    payments.filter((p) => p.kind === kind && p.status === status).reduce((s, p) => s + toCentsAmount(p.amount.toString()), 0);
  const a = amountsOf(o);
  return {
    costCents: a.lines.reduce((s, l) => s + l.quantity * toCentsAmount(l.unitPrice), 0),
    totalCents: purchaseTotalCents(a),
    paidCents: sum('payment', 'approved'),
    refundedCents: sum('refund', 'approved'),
    pendingPaymentCents: sum('payment', 'pending'),
    pendingRefundCents: sum('refund', 'pending'),
  };
}

/** Recomputes paymentStatus from approved payments minus approved refunds (inside the caller's transaction). */
export async function refreshPaymentStatus(tx: Db, purchaseOrderId: number): Promise<string> {
  const order = await tx.purchaseOrder.findFirst({
    where: { id: purchaseOrderId },
    include: { lines: true, payments: { select: { kind: true, status: true, amount: true } } },
  });
  if (!order) throw new NotFoundError('purchase.orderNotFound', { id: purchaseOrderId });
  const m = purchaseMoney(order, order.payments);
  const paymentStatus = paymentStatusOf(m.totalCents, m.paidCents - m.refundedCents);
  if (paymentStatus !== order.paymentStatus) await tx.purchaseOrder.updateMany({ where: { id: purchaseOrderId }, data: { paymentStatus } });
  return paymentStatus;
}

/** Orders by id in the given order (batch results). */
export async function purchaseOrdersByIds(ctx: RequestContext, ids: number[], query: object = {}) {
  if (!ids.length) return [];
  const rows = await ctx.db.purchaseOrder.findMany({ ...query, where: { id: { in: ids } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
}
