// The sandbox SHEIN supplier API: a deterministic stand-in for the demo and the tests. Rules (the same
// input always gives the same answer):
// - Orders. Every shop has SANDBOX_ORDER_COUNT (4) stock orders, numbered "SHEIN<shop id padded to
//   4>-<n>" for n = 1..4, placed on 2026-11-01 + n days at 08:00 UTC, required 10 days later. Lines:
//   order n has (n mod 2) + 1 lines; line k (from 0) names the seller's SKU code skus[(n + k) mod
//   skus.length] of the SKU codes the pull passes (the seller's codes, as hints), or "SBX-SHEIN-<k>"
//   when it passes none (unmapped); SHEIN's SKU is "sx" + that code, quantity 5 × (n + k). Merchant
//   type cycles selfOperated, semiManaged, fullyManaged by n; the address is "SHEIN Foshan
//   warehouse, Guangdong". Order 4 is cancelled by SHEIN (status 'cancelled'), the rest 'placed'.
//   Pages are by position: the cursor is the index of the next order ('' = 0), limit 1 to 100.
// - Failures. Any call whose token starts with "down" answers
//   "SHEIN service unavailable, please retry later". accept, reject, createDelivery and deliver on an
//   order number ending in "-3" answer "SHEIN: order is locked by the platform, contact your buyer"
//   (a refusal SHEIN gives for orders under review), so a test sees a failure keep the state.
//   createDelivery with a package weighing more than 50 kg answers "SHEIN: a package may weigh at
//   most 50 kg".
// - Delivery notes. createDelivery answers deliveryNo "FH" + the order number without "SHEIN" and "-"
//   (the same order always gets the same note) and the order's address.
import type { SheinConnector, SheinOrderLine, SheinRemoteOrder, SheinResult } from './shein.connector';

export const SANDBOX_ORDER_COUNT = 4;
export const SANDBOX_ADDRESS = 'SHEIN Foshan warehouse, Guangdong';
const MERCHANT = ['selfOperated', 'semiManaged', 'fullyManaged'];
const DOWN = 'SHEIN service unavailable, please retry later';
const LOCKED = 'SHEIN: order is locked by the platform, contact your buyer';

export const sandboxOrderNo = (shopId: number, n: number) => `SHEIN${String(shopId).padStart(4, '0')}-${n}`;

export function sandboxOrder(shopId: number, n: number, skus: readonly string[]): SheinRemoteOrder {
  const placedAt = new Date(Date.UTC(2026, 10, 1 + n, 8));
  const lines: SheinOrderLine[] = [];
  for (let k = 0; k < (n % 2) + 1; k++) {
    const code = skus.length ? skus[(n + k) % skus.length] : `SBX-SHEIN-${k}`;
    lines.push({ sheinSku: `sx${code}`, supplierSku: code, title: `SHEIN ${code}`, quantity: 5 * (n + k) });
  }
  return {
    orderNo: sandboxOrderNo(shopId, n),
    status: n === 4 ? 'cancelled' : 'placed',
    merchantType: MERCHANT[n % 3],
    address: SANDBOX_ADDRESS,
    placedAt,
    requiredAt: new Date(placedAt.getTime() + 10 * 86_400_000),
    lines,
  };
}

const down = (token: string) => token.toLowerCase().startsWith('down');
const fail = (message: string) => Promise.resolve({ ok: false as const, message });
const ok = <T extends object>(v: T): Promise<SheinResult<T>> => Promise.resolve({ ok: true as const, ...v });
const locked = (orderNo: string) => orderNo.endsWith('-3');

export class SandboxSheinConnector implements SheinConnector {
  pullOrders(call: Parameters<SheinConnector['pullOrders']>[0]) {
    if (down(call.token)) return fail(DOWN);
    const from = Number(call.cursor || '0');
    const limit = Math.max(1, Math.min(100, call.limit));
    const orders: SheinRemoteOrder[] = [];
    for (let n = from + 1; n <= Math.min(SANDBOX_ORDER_COUNT, from + limit); n++) orders.push(sandboxOrder(call.shop.id, n, call.skus));
    const next = from + orders.length;
    return ok({ orders, nextCursor: String(next), hasMore: next < SANDBOX_ORDER_COUNT });
  }
  accept(call: Parameters<SheinConnector['accept']>[0]) {
    if (down(call.token)) return fail(DOWN);
    return locked(call.orderNo) ? fail(LOCKED) : ok({});
  }
  reject(call: Parameters<SheinConnector['reject']>[0]) {
    if (down(call.token)) return fail(DOWN);
    return locked(call.orderNo) ? fail(LOCKED) : ok({});
  }
  createDelivery(call: Parameters<SheinConnector['createDelivery']>[0]) {
    if (down(call.token)) return fail(DOWN);
    if (locked(call.orderNo)) return fail(LOCKED);
    if (call.packageWeights.some((w) => Number(w) > 50)) return fail('SHEIN: a package may weigh at most 50 kg');
    return ok({ deliveryNo: `FH${call.orderNo.replace('SHEIN', '').replace(/-/g, '')}`, address: SANDBOX_ADDRESS });
  }
  deliver(call: Parameters<SheinConnector['deliver']>[0]) {
    if (down(call.token)) return fail(DOWN);
    return locked(call.orderNo) ? fail(LOCKED) : ok({});
  }
}
