// Batch order actions (review, hold, cancel, ship, …): every id is looked up first (one unknown or
// foreign id refuses the whole batch as "order not found"), then each order moves in its own
// transaction; an order that cannot take the action is reported with why, the others move on.
import { orderIdsInput } from '@erp/schema';
import { z } from 'zod';
import type { RequestContext } from '../../platform/context';
import { AppError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { findOrders } from './orders.lookups';

export interface OrderRefusal {
  id: number;
  orderNo: string;
  messageId: string;
  params: Record<string, unknown>;
}

export interface OrderBatchResult {
  /** Orders the action changed, in the order given. */
  orderIds: number[];
  refused: OrderRefusal[];
}

const batchIds = z.object({ ids: orderIdsInput });

export type LoadedOrder = Awaited<ReturnType<typeof findOrders>>[number];

export async function runBatch(
  ctx: RequestContext,
  rawIds: unknown,
  action: (order: LoadedOrder) => Promise<boolean | void>,
  opts: { orders?: LoadedOrder[] } = {},
): Promise<OrderBatchResult> {
  const { ids } = parseInput(batchIds, { ids: rawIds });
  const list = opts.orders ?? (await findOrders(ctx, ctx.db, ids));
  const result: OrderBatchResult = { orderIds: [], refused: [] };
  for (const order of list) {
    try {
      // An action answers false when it changed nothing (the order is skipped, not refused).
      if ((await action(order)) !== false) result.orderIds.push(order.id);
    } catch (err) {
      if (!(err instanceof AppError) || err instanceof ValidationError) throw err;
      result.refused.push({ id: order.id, orderNo: order.orderNo, messageId: err.messageId, params: err.params });
    }
  }
  return result;
}
