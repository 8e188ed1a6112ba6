// Tradebyte returns (/tradebyteRefund; issue 8, spec 01 §2 'customer service card'). A Tradebyte
// shop's marketplace pull hands its return requests to receiveTradebyteReturns (idempotent on the
// shop's return number); the seller refunds or refuses them in batches. Status 1 to be processed,
// 2 refunded, 3 refused (TRADEBYTE_REFUND_STATUS). The list's filter is tradebyteRefundWhere, which
// the home dashboard counts with, so the card's figure is the list's count.
//
// Refunding a return whose local order is shipped or completed marks that order refunded (orders
// state machine, action 'refund') once the refunded returns cover the whole order: every line's
// quantity (gifts aside) by marketplace SKU, or one return naming no SKU (the whole order).
import { PLATFORM_TYPES, TRADEBYTE_REFUND_STATUS, TRADEBYTE_REFUND_STATUSES, tradebyteRefundHandleInput, type OrderStatus } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import type { Tx } from '../../platform/db';
import { moveOrder } from '../orders/orders.states';
import { keywordOf, whereOf } from '../../platform/where';
import { refreshOrderProfits } from '../profit/profit.service';

/** Rows of one page of /tradebyteRefund at most. */
export const TRADEBYTE_REFUND_PAGE_MAX = 100;
const TRADEBYTE = PLATFORM_TYPES.tradebyte;
/** Order statuses a refund moves to 'refunded' (ORDER_TRANSITIONS.refund). */
const REFUNDABLE_ORDER: readonly OrderStatus[] = ['shipped', 'completed'];

export interface TradebyteRefundFilter {
  /** 1 to be processed, 2 refunded, 3 refused; unset: all. */
  status?: number | null;
  shopId?: number | null;
  /** Return number, marketplace order number or marketplace SKU (contains, any case). */
  keyword?: string | null;
  requestedFrom?: Date | null;
  requestedTo?: Date | null;
}

/**
 * THE filter of /tradebyteRefund (and of the dashboard's count): the caller needs the page; a
 * sub-account sees only its allowed shops' returns.
 */
export function tradebyteRefundWhere(ctx: RequestContext, f: TradebyteRefundFilter = {}): Prisma.TradebyteRefundWhereInput {
  const actor = assertCan(ctx, 'tradebyteRefund');
  const and: Prisma.TradebyteRefundWhereInput[] = [allowedShopsWhere(actor, 'shopId')];
  if (f.status != null) {
    if (!(TRADEBYTE_REFUND_STATUSES as readonly number[]).includes(f.status)) throw ValidationError.field('status', 'tradebyteRefund.statusInvalid');
    and.push({ status: f.status });
  }
  if (f.shopId) and.push({ shopId: f.shopId });
  const refund = whereOf<Prisma.TradebyteRefundWhereInput>();
  and.push(refund.containing(keywordOf(f.keyword), 'returnNo', 'platformOrderNo', 'platformSku'), refund.within('requestedAt', f.requestedFrom, f.requestedTo));
  return { AND: and };
}

export async function listTradebyteRefunds(ctx: RequestContext, f: TradebyteRefundFilter, page: { offset?: number | null; limit?: number | null } = {}) {
  const where = tradebyteRefundWhere(ctx, f);
  const offset = page.offset ?? 0;
  const limit = page.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0) throw ValidationError.field('offset', 'validation.offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > TRADEBYTE_REFUND_PAGE_MAX)
    throw ValidationError.field('limit', 'validation.pageSize', { max: TRADEBYTE_REFUND_PAGE_MAX });
  const [totalCount, nodes] = await Promise.all([
    ctx.db.tradebyteRefund.count({ where }),
    ctx.db.tradebyteRefund.findMany({ where, orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }], skip: offset, take: limit }),
  ]);
  return { totalCount, nodes };
}
export type TradebyteRefundRow = Awaited<ReturnType<typeof listTradebyteRefunds>>['nodes'][number];

/** Counts per status for the tabs: the filter without its status. */
export async function tradebyteRefundStatusCounts(ctx: RequestContext, f: TradebyteRefundFilter = {}) {
  const { status: _status, ...rest } = f;
  const rows = await ctx.db.tradebyteRefund.groupBy({ by: ['status'], where: tradebyteRefundWhere(ctx, rest), _count: { _all: true } });
  const count = (s: number) => rows.find((r) => r.status === s)?._count._all ?? 0;
  const pending = count(TRADEBYTE_REFUND_STATUS.pending);
  const refunded = count(TRADEBYTE_REFUND_STATUS.refunded);
  const refused = count(TRADEBYTE_REFUND_STATUS.refused);
  return { pending, refunded, refused, all: pending + refunded + refused };
}

/** The caller's Tradebyte shops (the page's shop filter), by name. */
export function tradebyteShops(ctx: RequestContext) {
  const actor = assertCan(ctx, 'tradebyteRefund');
  return ctx.db.shop.findMany({
    where: { AND: [allowedShopsWhere(actor) as Prisma.ShopWhereInput, { platformType: TRADEBYTE }] },
    select: { id: true, shopName: true, alias: true },
    orderBy: [{ shopName: 'asc' }, { id: 'asc' }],
  });
}

// ---- receiving (the marketplace pull) ------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const required = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
/** One return request as a Tradebyte connector hands it over. */
export const tradebyteReturnInput = z.object({
  returnNo: required(100),
  platformOrderNo: required(100),
  platformSku: text(100),
  title: text(500),
  quantity: z.number().int().positive().default(1),
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => Number(v))
    .refine((v) => Number.isFinite(v) && v >= 0 && v < 1e10, { error: 'tradebyteRefund.amountInvalid' })
    .default(0),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'exchangeRate.currencyInvalid' })
    .default('EUR'),
  reason: text(500),
  requestedAt: z.coerce.date(),
});
export type TradebyteReturnInput = z.input<typeof tradebyteReturnInput>;

/**
 * Stores the return requests a Tradebyte shop's pull found. Receiving a return again (same shop and
 * return number) changes nothing. Links each to the shop's local order of the same marketplace
 * order number (of several split parts, the one holding the SKU, else the first). Answers how many
 * were new.
 */
export async function receiveTradebyteReturns(
  ctx: RequestContext,
  shopId: number,
  returns: readonly TradebyteReturnInput[],
): Promise<{ received: number; created: number }> {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId }, select: { id: true, platformType: true } });
  if (!shop) throw new NotFoundError('order.shopNotFound', { id: shopId, field: 'shopId' });
  if (shop.platformType !== TRADEBYTE) throw new BusinessError('tradebyteRefund.shopNotTradebyte');
  const rows = returns.map((r) => parseInput(tradebyteReturnInput, r));
  if (!rows.length) return { received: 0, created: 0 };
  const orders = await ctx.db.order.findMany({
    where: { shopId, platformOrderNo: { in: [...new Set(rows.map((r) => r.platformOrderNo))] } },
    select: { id: true, platformOrderNo: true, items: { select: { platformSku: true } } },
    orderBy: { id: 'asc' },
  });
  const orderOf = (r: z.output<typeof tradebyteReturnInput>) => {
    const same = orders.filter((o) => o.platformOrderNo === r.platformOrderNo);
    return (same.find((o) => r.platformSku && o.items.some((i) => i.platformSku === r.platformSku)) ?? same[0])?.id ?? null;
  };
  const { count } = await ctx.db.tradebyteRefund.createMany({
    data: rows.map((r) => ({
      companyId: actor.companyId,
      shopId,
      orderId: orderOf(r),
      platformOrderNo: r.platformOrderNo,
      returnNo: r.returnNo,
      platformSku: r.platformSku,
      title: r.title,
      quantity: r.quantity,
      amount: r.amount.toFixed(2),
      currency: r.currency,
      reason: r.reason,
      requestedAt: r.requestedAt,
    })),
    skipDuplicates: true,
  });
  return { received: rows.length, created: count };
}

// ---- handling ----------------------------------------------------------------------------------

/**
 * Refunds or refuses return requests, all or none: each must be visible to the caller (else
 * tradebyteRefund.notFound) and still to be processed (else tradebyteRefund.notPending). The update
 * is conditional on status 1, so of two handlers at once only one changes a return.
 */
export async function handleTradebyteRefunds(ctx: RequestContext, raw: unknown): Promise<{ ids: number[]; refundedOrderIds: number[] }> {
  const actor = assertCan(ctx, 'tradebyteRefund.handle');
  const input = parseInput(tradebyteRefundHandleInput, raw);
  const ids = [...new Set(input.ids)];
  const status = input.action === 'refund' ? TRADEBYTE_REFUND_STATUS.refunded : TRADEBYTE_REFUND_STATUS.refused;
  const visible = allowedShopsWhere(actor, 'shopId') as Prisma.TradebyteRefundWhereInput;
  return ctx.db
    .$transaction(async (tx) => {
      const rows = await tx.tradebyteRefund.findMany({
        where: { AND: [visible, { id: { in: ids } }] },
        select: { id: true, returnNo: true, status: true, orderId: true },
      });
      const missing = ids.find((id) => !rows.some((r) => r.id === id));
      if (missing != null) throw new NotFoundError('tradebyteRefund.notFound', { id: missing });
      const handled = rows.find((r) => r.status !== TRADEBYTE_REFUND_STATUS.pending);
      if (handled) throw new BusinessError('tradebyteRefund.notPending', { returnNo: handled.returnNo });
      const { count } = await tx.tradebyteRefund.updateMany({
        where: { id: { in: ids }, status: TRADEBYTE_REFUND_STATUS.pending },
        data: { status, remark: input.remark, handledAt: new Date(), handledBy: actor.userId },
      });
      if (count !== ids.length) {
        // another handler got there first: undo ours and name one it took
        const now = await tx.tradebyteRefund.findMany({
          where: { id: { in: ids } },
          select: { returnNo: true, status: true, handledBy: true, handledAt: true },
        });
        const taken = now.find((r) => r.handledBy !== actor.userId || r.status !== status) ?? now[0];
        throw new BusinessError('tradebyteRefund.notPending', { returnNo: taken?.returnNo ?? '' });
      }
      const refundedOrderIds: number[] = [];
      if (input.action === 'refund') {
        const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id): id is number => id != null))];
        for (const orderId of orderIds) {
          const returnNo = rows
            .filter((r) => r.orderId === orderId)
            .map((r) => r.returnNo)
            .join(', ');
          if (await refundOrderIfCovered(ctx, tx, orderId, returnNo)) refundedOrderIds.push(orderId);
        }
      }
      return { ids, refundedOrderIds, orderIds: rows.map((r) => r.orderId).filter((id): id is number => id != null) };
    })
    .then(async ({ orderIds, ...r }) => {
      if (input.action === 'refund') await refreshOrderProfits(ctx, [...new Set(orderIds)]); // the refunds into the orders' profits
      return r;
    });
}

/**
 * Moves a shipped or completed order to 'refunded' when its refunded returns cover it. Other
 * statuses (not shipped yet, cancelled, already refunded) are left as they are.
 */
async function refundOrderIfCovered(ctx: RequestContext, tx: Tx, orderId: number, returnNo: string): Promise<boolean> {
  const order = await tx.order.findFirst({
    where: { id: orderId },
    select: { status: true, items: { select: { platformSku: true, quantity: true, isGift: true } } },
  });
  if (!order || !REFUNDABLE_ORDER.includes(order.status as OrderStatus)) return false;
  const refunds = await tx.tradebyteRefund.findMany({
    where: { orderId, status: TRADEBYTE_REFUND_STATUS.refunded },
    select: { platformSku: true, quantity: true },
  });
  if (!returnsCoverOrder(order.items, refunds)) return false;
  await moveOrder(ctx, tx, orderId, 'refund', { history: { messageId: 'tradebyteRefund.orderRefunded', params: { returnNo } } });
  return true;
}

/** Whether refunded returns cover an order: one naming no SKU, or every line's quantity by SKU (gifts aside). */
export function returnsCoverOrder(
  items: readonly { platformSku: string; quantity: number; isGift: boolean }[],
  refunds: readonly { platformSku: string; quantity: number }[],
): boolean {
  if (refunds.some((r) => !r.platformSku)) return true;
  const need = new Map<string, number>();
  for (const i of items) if (!i.isGift) need.set(i.platformSku, (need.get(i.platformSku) ?? 0) + i.quantity);
  if (!need.size) return false;
  const got = new Map<string, number>();
  for (const r of refunds) got.set(r.platformSku, (got.get(r.platformSku) ?? 0) + r.quantity);
  return [...need].every(([sku, q]) => (got.get(sku) ?? 0) >= q);
}
