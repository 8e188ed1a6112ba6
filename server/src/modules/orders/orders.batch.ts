// Batch order actions (review, hold, cancel, ship, …): every id is looked up first (one unknown or
// foreign id refuses the whole batch as "order not found"), then each order moves in its own
// transaction; an order that cannot take the action is reported with why, the others move on.
import { orderIdsInput } from '@erp/schema';
import { z } from 'zod';
import { runEach, type BatchResult, type Refusal } from '../../platform/batch';
import type { RequestContext } from '../../platform/context';
import { parseInput } from '../../platform/validate';
import { findOrders } from './orders.lookups';

export type OrderRefusal = Refusal & { orderNo: string };
/** `ids`: the orders the action changed, in the order given. */
export type OrderBatchResult = BatchResult<{ orderNo: string }>;

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
  // An action answers false when it changed nothing (the order is skipped, not refused).
  return runEach(list, (o) => ({ orderNo: o.orderNo }), action);
}
