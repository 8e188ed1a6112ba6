// The one way an order changes status (DESIGN.md 'State machines'): a conditional UPDATE that
// claims the orders still in one of the action's source states, plus one OrderHistory row each,
// inside the caller's transaction. Of two operators acting on the same order at the same moment,
// only one claims it; the other gets order.illegalTransition naming the status it found.
import { ORDER_TRANSITIONS, canTransition, type OrderAction, type OrderStatus } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError } from '../../platform/errors';
import type { Tx } from '../../platform/db';
import { transition } from '../../platform/transition';
import { orderStatusChanged, stageEvents } from '../events/events.service';

type Db = RequestContext['db'] | Tx;

export interface HistoryEntry {
  action: string;
  fromStatus?: string;
  toStatus?: string;
  /** Message id (orders.*.json) describing what happened, shown in the reader's language. */
  messageId?: string;
  params?: Record<string, unknown>;
}

/** "This order is shipped and cannot be cancelled" (order.illegalTransition). */
export function illegalOrderTransition(orderNo: string, status: string, action: string): BusinessError {
  return new BusinessError('order.illegalTransition', { orderNo, status: `order.status.${status}`, action: `order.action.${action}` });
}

export function assertOrderCan(order: { orderNo: string; status: string }, action: OrderAction): void {
  if (!canTransition(ORDER_TRANSITIONS, action, order.status as OrderStatus)) throw illegalOrderTransition(order.orderNo, order.status, action);
}

export async function findOrder(db: Db, id: number) {
  const order = await db.order.findFirst({ where: { id }, include: { items: { orderBy: { id: 'asc' } } } });
  if (!order) throw new NotFoundError('order.notFound', { id });
  return order;
}

/** Appends history rows (one per order) in the caller's transaction. */
export async function addHistory(ctx: RequestContext, db: Db, orderIds: readonly number[], entry: HistoryEntry): Promise<void> {
  if (!orderIds.length) return;
  await db.orderHistory.createMany({
    data: orderIds.map((orderId) => ({
      companyId: ctx.actor!.companyId,
      orderId,
      action: entry.action,
      fromStatus: entry.fromStatus ?? '',
      toStatus: entry.toStatus ?? '',
      messageId: entry.messageId ?? '',
      params: (entry.params ?? undefined) as Prisma.InputJsonValue | undefined,
      operatorId: ctx.actor!.userId > 0 ? ctx.actor!.userId : null,
    })),
  });
}

/**
 * Moves one order through `action` (claimed by a conditional update) and records it. `data` is
 * written in the same UPDATE. `to` overrides the table's target only where the table allows a
 * choice (release returns to heldFromStatus). Returns the status the order came from.
 */
export async function moveOrder(
  ctx: RequestContext,
  tx: Tx,
  orderId: number,
  action: OrderAction,
  opts: { data?: Prisma.OrderUpdateManyMutationInput; to?: OrderStatus; history?: Omit<HistoryEntry, 'action' | 'fromStatus' | 'toStatus'> } = {},
): Promise<OrderStatus> {
  const current = await tx.order.findFirst({ where: { id: orderId }, select: { status: true, orderNo: true, shopId: true, warehouseId: true } });
  if (!current) throw new NotFoundError('order.notFound', { id: orderId });
  const move = ORDER_TRANSITIONS[action];
  const to = await transition(
    { from: move.from, to: opts.to ?? move.to },
    (from, status) => tx.order.updateMany({ where: { id: orderId, ...from }, data: { ...opts.data, status } }),
    async () =>
      illegalOrderTransition(
        current.orderNo,
        (await tx.order.findFirst({ where: { id: orderId }, select: { status: true } }))?.status ?? current.status,
        action,
      ),
  );
  await addHistory(ctx, tx, [orderId], { action, fromStatus: current.status, toStatus: to, ...opts.history });
  // The partner event of the change, written with the transaction (modules/events).
  const warehouseId = typeof opts.data?.warehouseId === 'number' ? opts.data.warehouseId : current.warehouseId;
  await stageEvents(
    tx,
    [orderStatusChanged({ id: orderId, orderNo: current.orderNo, shopId: current.shopId, warehouseId }, current.status, to, action)],
    ctx.actor!.companyId,
  );
  return current.status as OrderStatus;
}
