// What happens to every new order (pulled, manual, imported), in order: SKU matching, then the
// company's order rules (blacklist, logistics rules, gift rules), then the 'created' event.
// SCAFFOLD: the orders-core engineer fills in matching; the signature is the contract others call.
import type { RequestContext } from '../../platform/context';
import { applyOrderRules } from '../order-rules/order-rules.apply';
import { emitOrderEvent } from './orders.events';

export async function processNewOrders(ctx: RequestContext, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  await applyOrderRules(ctx, orderIds);
  await emitOrderEvent(ctx, 'created', { orderIds: [...orderIds] });
}
