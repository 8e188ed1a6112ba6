// Abnormal receipts / exception forms (/unusualReceipt, spec 02 §3 'Exception form', §4, §5):
// type, processing method (replacement, return, resend), lines with quantities, waybill numbers,
// warehousing price and refund amount, against an existing purchase order whose lines carry the
// SKUs. Lifecycle: to be reviewed → approved (batch review), or → processing → completed, each
// move a conditional update through ABNORMAL_TRANSITIONS.
import { ABNORMAL_STATUSES, ABNORMAL_TRANSITIONS, abnormalReceiptInput } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { newBillNo, orNotFound, retryOnClash } from '../../platform/lookups';
import type { Tx } from '../../platform/db';
import { transition } from '../../platform/transition';
import { runEach, type BatchResult, type Refusal } from '../../platform/batch';
import { PURCHASE_PREFIX, findPurchaseOrderByNo } from '../purchase-orders/purchase-orders.states';
import { keywordOf, whereOf } from '../../platform/where';

type Db = RequestContext['db'] | Tx;
export type AbnormalAction = keyof typeof ABNORMAL_TRANSITIONS;

/** "An abnormal receipt in status completed cannot be moved into processing" */
export function abnormalIllegalTransition(status: string, action: AbnormalAction): BusinessError {
  return new BusinessError('purchase.abnormalIllegalTransition', { status: `purchase.abnormalStatus.${status}`, action: `purchase.action.${action}` });
}

export function findAbnormalReceipt(db: Db, id: number) {
  return orNotFound(db.abnormalReceipt.findFirst({ where: { id }, include: { lines: { orderBy: { id: 'asc' } } } }), 'purchase.abnormalNotFound', id);
}

export interface AbnormalFilter {
  status?: string | null;
  type?: string | null;
  /** Bill number or purchase order number. */
  keyword?: string | null;
}

export async function abnormalWhere(ctx: RequestContext, f: AbnormalFilter = {}): Promise<Prisma.AbnormalReceiptWhereInput> {
  assertCan(ctx, 'unusualReceipt');
  const kw = keywordOf(f.keyword);
  let keyword: Prisma.AbnormalReceiptWhereInput = {};
  if (kw) {
    // No relation to the order on the row: match order numbers first, then by id.
    const orders = await ctx.db.purchaseOrder.findMany({ where: { orderNo: { contains: kw, mode: 'insensitive' } }, select: { id: true }, take: 1000 });
    keyword = { OR: [{ billNo: { contains: kw, mode: 'insensitive' } }, ...(orders.length ? [{ purchaseOrderId: { in: orders.map((o) => o.id) } }] : [])] };
  }
  return { ...whereOf<Prisma.AbnormalReceiptWhereInput>().given(f, 'status', 'type'), ...keyword };
}

/** Rows per status for the tabs (every status, 0 included) and the total. */
export async function abnormalCounts(ctx: RequestContext, f: Omit<AbnormalFilter, 'status'> = {}) {
  const where = await abnormalWhere(ctx, f);
  const groups = await ctx.db.abnormalReceipt.groupBy({ by: ['status'], where, _count: { _all: true } });
  const of = new Map(groups.map((g) => [g.status, g._count._all]));
  const byStatus = ABNORMAL_STATUSES.map((status) => ({ status, count: of.get(status) ?? 0 }));
  return { all: byStatus.reduce((s, r) => s + r.count, 0), byStatus };
}

/** Creates an exception form (to be reviewed). */
export async function createAbnormalReceipt(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'abnormalReceipt.update');
  const input = parseInput(abnormalReceiptInput, raw);
  const order = await findPurchaseOrderByNo(ctx.db, input.purchaseOrderNo);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: input.lines.map((l) => l.skuId) } }, select: { id: true, sku: true } });
  const code = new Map(skus.map((s) => [s.id, s.sku]));
  const onOrder = new Set(order.lines.map((l) => l.skuId));
  input.lines.forEach((l, i) => {
    if (!code.has(l.skuId)) throw new NotFoundError('purchase.skuNotFound', { id: l.skuId });
    if (!onOrder.has(l.skuId)) throw ValidationError.field(`lines.${i}.skuId`, 'purchase.skuNotInOrder', { sku: code.get(l.skuId) });
  });
  return retryOnClash(async () => {
    return await ctx.db.abnormalReceipt.create({
      data: {
        companyId: actor.companyId,
        billNo: newBillNo(PURCHASE_PREFIX.abnormal),
        purchaseOrderId: order.id,
        type: input.type,
        method: input.method,
        remark: input.remark,
        createdById: actor.userId,
        lines: {
          create: input.lines.map((l) => ({
            companyId: actor.companyId,
            skuId: l.skuId,
            quantity: l.quantity,
            waybillNos: l.waybillNos,
            receiptPrice: l.receiptPrice,
            refundAmount: l.refundAmount,
            remark: l.remark,
          })),
        },
      },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
  });
}

async function move(db: Db, id: number, action: AbnormalAction, data: Prisma.AbnormalReceiptUpdateManyMutationInput) {
  await transition(
    ABNORMAL_TRANSITIONS[action],
    (from, status) => db.abnormalReceipt.updateMany({ where: { id, ...from }, data: { ...data, status } }),
    async () => abnormalIllegalTransition((await findAbnormalReceipt(db, id)).status, action),
  );
  return findAbnormalReceipt(db, id);
}

/** To be reviewed → processing (the return, replacement or resend is under way). */
export async function processAbnormalReceipt(ctx: RequestContext, id: number) {
  assertCan(ctx, 'abnormalReceipt.update');
  await findAbnormalReceipt(ctx.db, id);
  return move(ctx.db, id, 'process', {});
}

/** Processing → completed. */
export async function completeAbnormalReceipt(ctx: RequestContext, id: number) {
  assertCan(ctx, 'abnormalReceipt.update');
  await findAbnormalReceipt(ctx.db, id);
  return move(ctx.db, id, 'complete', { completedAt: new Date() });
}

const reviewInput = z.object({
  ids: z
    .array(z.number().int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }), { error: 'purchase.tickAtLeastOne' })
    .min(1, { error: 'purchase.tickAtLeastOne' })
    .max(500, { error: 'purchase.tooMany' }),
});

export type AbnormalRefusal = Refusal & { billNo: string };

/**
 * Batch review: each ticked form to be reviewed becomes approved; the others are answered with
 * why. An id of another company (or none) refuses the whole batch as not found.
 */
export async function reviewAbnormalReceipts(ctx: RequestContext, raw: unknown): Promise<BatchResult<{ billNo: string }>> {
  const actor = assertCan(ctx, 'abnormalReceipt.review');
  const { ids } = parseInput(reviewInput, raw);
  const unique = [...new Set(ids)];
  const rows = await ctx.db.abnormalReceipt.findMany({ where: { id: { in: unique } }, select: { id: true, billNo: true } });
  if (rows.length !== unique.length) throw new NotFoundError('purchase.abnormalNotFound', { id: unique.find((i) => !rows.some((r) => r.id === i)) });
  return runEach(
    rows.sort((a, b) => a.id - b.id),
    (row) => ({ billNo: row.billNo }),
    async (row) => {
      await move(ctx.db, row.id, 'approve', { reviewerId: actor.userId, reviewedAt: new Date() });
    },
    { refuseInvalid: true },
  );
}
