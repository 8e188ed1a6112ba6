// What happens to every new order (pulled, manual, imported), in order: SKU matching, the
// estimated weight (logistics rules may test it), the company's order rules (blacklist, logistics
// rules, gift rules), the weight again (gift lines weigh too), the estimated freight (issue 18 B),
// then the 'created' event.
// The signature is the contract the pull, the import and /createOrder call.
import type { RequestContext } from '../../platform/context';
import { applyOrderRules } from '../order-rules/order-rules.apply';
import { estimateOrderFreight } from '../freight/freight.service';
import { emitOrderEvent } from './orders.events';
import { matchOrders, updateEstimatedWeights } from './orders.matching';

export { matchOrders };

export async function processNewOrders(ctx: RequestContext, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  await matchOrders(ctx, orderIds);
  await updateEstimatedWeights(ctx, orderIds);
  await applyOrderRules(ctx, orderIds);
  await updateEstimatedWeights(ctx, orderIds);
  // issue 18 B: the estimated freight of the channel the rules chose (price card in force).
  await estimateOrderFreight(ctx.db, orderIds);
  await emitOrderEvent(ctx, 'created', { orderIds: [...orderIds] });
}
