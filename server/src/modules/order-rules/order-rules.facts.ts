// What the rule conditions look at, taken from an order and its lines (gift lines never count).
import type { OrderFacts } from '@erp/schema';
import type { Order, OrderItem } from '../../generated/prisma/client';

export type OrderWithItems = Order & { items: OrderItem[] };

/** `skuCodes`: local SKU id → SKU code, for the lines' matched SKUs. */
export function orderFacts(order: OrderWithItems, skuCodes: ReadonlyMap<number, string>): OrderFacts {
  const lines = order.items.filter((i) => !i.isGift);
  const skus: string[] = [];
  for (const l of lines) {
    if (l.platformSku) skus.push(l.platformSku);
    const code = l.skuId !== null ? skuCodes.get(l.skuId) : undefined;
    if (code) skus.push(code);
  }
  return {
    platformType: order.platformType,
    shopId: order.shopId,
    country: order.country,
    postcode: order.postcode,
    weight: order.weight > 0 ? order.weight : order.estimatedWeight,
    amount: order.totalAmount.toFixed(2),
    skus,
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
  };
}
