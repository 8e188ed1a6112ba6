// The packing check of a stock order's ship out (issue 23 'shipping more than packed'): kept apart
// from packing.service.ts so the stock-orders service can call it without an import cycle.
import { PACKING_ACTIVE, packedBySku, packingExpected, shipPackingRefusal } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError } from '../../platform/errors';

type Db = RequestContext['db'] | Tx;

/** The open or completed packing task that holds the stock order, if any. */
export function activePackingTaskOf(db: Db, stockOrderId: number) {
  return db.packingTask.findFirst({
    where: { stockOrderIds: { has: stockOrderId }, status: { in: [...PACKING_ACTIVE] } },
    include: { boxes: { include: { items: true } } },
  });
}

/**
 * Refuses the ship out of a stock order held by a packing task that is not complete, or whose boxes
 * no longer hold what the task's stock orders (all but cancelled ones) would ship. An order without
 * a packing task ships as before (packing is optional).
 */
export async function assertPackedForShip(db: Db, stockOrderId: number): Promise<void> {
  const task = await activePackingTaskOf(db, stockOrderId);
  if (!task) return;
  const lines = await db.stockOrderLine.findMany({
    where: { stockOrderId: { in: task.stockOrderIds }, stockOrder: { status: { not: 'cancelled' } } },
    select: { skuId: true, quantity: true },
  });
  const refusal = shipPackingRefusal(task, packingExpected(lines), packedBySku(task.boxes));
  if (!refusal) return;
  if (refusal.messageId === 'packing.shipTaskOpen') throw new BusinessError(refusal.messageId, { taskCode: refusal.taskCode });
  const sku = await db.sku.findFirst({ where: { id: refusal.skuId }, select: { sku: true } });
  throw new BusinessError(refusal.messageId, { taskCode: refusal.taskCode, sku: sku?.sku ?? refusal.skuId, packed: refusal.packed, shipped: refusal.shipped });
}
