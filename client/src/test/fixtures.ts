/**
 * The catalogue the client tests share: the same two products stand in purchase orders, receipts,
 * supply links, plan lines and transfers, so a test's rows are built from these instead of
 * repeating their SKU fields (spread them: `{ __typename: 'PurchaseOrderLine', id: 1, ...CUP_RED, quantity: 10 }`).
 */

/** The red cup (SKU id 101), with its (empty) picture. */
export const CUP_RED = { skuId: 101, sku: 'CUP-RED', productName: '红色杯子', image: '' };

/** The gift box (SKU id 102), with its (empty) picture. */
export const BOX = { skuId: 102, sku: 'BOX', productName: '礼盒', image: '' };

/** A product's fields without its picture, for rows that do not carry one. */
export function named({ skuId, sku, productName }: typeof CUP_RED) {
  return { skuId, sku, productName };
}

/** A row maker: `const row = fixture<Node>({ __typename: 'X', id: 1, … })`, then `row({ id: 2, status: 'done' })`. */
export function fixture<T extends object>(base: T): (over?: Partial<T>) => T {
  return (over = {}) => ({ ...base, ...over });
}
