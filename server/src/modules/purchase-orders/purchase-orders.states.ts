// The purchase-order lifecycle (spec 02 §4 'Purchase order audit'): every status change goes
// through PURCHASE_ORDER_TRANSITIONS with a conditional update, so of two concurrent requests
// only one moves the order and the other gets purchase.illegalTransition. Shared by purchase
// orders (audit, cancel), receiving (receive, complete) and the wholesale loop.
import { PURCHASE_ORDER_TRANSITIONS, type PurchaseOrderAction } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError } from '../../platform/errors';
import type { Tx } from '../../platform/db';
import { orNotFound } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { purchaseOrderStatusChanged, stageEvents } from '../events/events.service';

type Db = RequestContext['db'] | Tx;

/** Bill-number prefixes of the purchasing area. */
export const PURCHASE_PREFIX = { order: 'PO', payment: 'PR', refund: 'RF', receipt: 'RC', abnormal: 'AR', inspection: 'QC' } as const;
/** billType of the stock-ledger rows the quality inspection posts. */
export const PURCHASE_BILL_TYPE = 'purchase';

/** "A purchase order in status approved cannot be cancelled" */
export function purchaseIllegalTransition(status: string, action: PurchaseOrderAction | 'edit'): BusinessError {
  return new BusinessError('purchase.illegalTransition', { status: `purchase.status.${status}`, action: `purchase.action.${action}` });
}

export function findPurchaseOrder(db: Db, id: number) {
  return orNotFound(db.purchaseOrder.findFirst({ where: { id }, include: { lines: { orderBy: { id: 'asc' } } } }), 'purchase.orderNotFound', id);
}

/** By its number: 'The purchase order does not exist' (spec 02 §8) when there is none. */
export async function findPurchaseOrderByNo(db: Db, orderNo: string) {
  const order = await db.purchaseOrder.findFirst({ where: { orderNo: orderNo.trim() }, include: { lines: { orderBy: { id: 'asc' } } } });
  if (!order) throw new NotFoundError('purchase.orderNotFound', { orderNo });
  return order;
}

/**
 * Moves the order from the action's allowed states to its target inside the caller's
 * transaction (a conditional update: the loser of a race gets the refusal).
 */
export async function movePurchaseOrder(
  tx: Db,
  id: number,
  action: PurchaseOrderAction,
  data: Prisma.PurchaseOrderUpdateManyMutationInput = {},
): Promise<void> {
  const before = await tx.purchaseOrder.findFirst({ where: { id }, select: { status: true, orderNo: true, warehouseId: true } });
  const to = await transition(
    PURCHASE_ORDER_TRANSITIONS[action],
    (from, status) => tx.purchaseOrder.updateMany({ where: { id, ...from }, data: { ...data, status } }),
    async () => purchaseIllegalTransition((await findPurchaseOrder(tx, id)).status, action),
  );
  // The partner event, written with the transaction (modules/events); `tx` is company-scoped.
  if (before) await stageEvents(tx, [purchaseOrderStatusChanged({ id, orderNo: before.orderNo, warehouseId: before.warehouseId }, before.status, to, action)]);
}
