// Applies the company's order rules to new orders (called by the order pipeline,
// orders/orders.pipeline.ts, after SKU matching): shipping blacklist (hold as abnormal),
// logistics rules (warehouse + channel, higher priority first), gift rules (gift lines).
// SCAFFOLD: the order-rules engineer replaces this body; until then new orders get no rules.
import type { RequestContext } from '../../platform/context';

export async function applyOrderRules(_ctx: RequestContext, _orderIds: readonly number[]): Promise<void> {}
