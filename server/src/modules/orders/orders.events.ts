// In-process hooks between the order domain and its neighbours, so the order service does not
// import them: marketplaces upload tracking when orders ship, tracking starts following the
// parcel, allocation retries when stock arrives. Listeners register when their module loads
// (the GraphQL schema imports every module). A listener's failure is logged, never undoes the
// order change that already committed.
import type { RequestContext } from '../../platform/context';

export interface OrderEvents {
  /** Orders committed as shipped (tracking number and channel set). */
  shipped: { orderIds: number[] };
  /** New orders stored (pull, manual, import); the pipeline has run. */
  created: { orderIds: number[] };
  /** Stock came in for these SKUs (inbound, transfer receipt, count profit, QC). */
  stockArrived: { skuIds: number[] };
}

type Listener<K extends keyof OrderEvents> = (ctx: RequestContext, payload: OrderEvents[K]) => Promise<void>;
const listeners: { [K in keyof OrderEvents]: Listener<K>[] } = { shipped: [], created: [], stockArrived: [] };

export function onOrderEvent<K extends keyof OrderEvents>(event: K, listener: Listener<K>): void {
  listeners[event].push(listener);
}

/** Runs the listeners after the caller's transaction committed; errors are logged. */
export async function emitOrderEvent<K extends keyof OrderEvents>(ctx: RequestContext, event: K, payload: OrderEvents[K]): Promise<void> {
  for (const listener of listeners[event]) {
    try {
      await listener(ctx, payload);
    } catch (err) {
      ctx.platform.logger.error({ err, event }, 'order event listener failed');
    }
  }
}
