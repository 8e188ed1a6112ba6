// Orders (issue 6; spec 01 §2 'Orders', spec 02 §4, §5). The order lifecycle is this one table:
// every order mutation on the server goes through ORDER_TRANSITIONS, so an illegal move has one
// message (order.illegalTransition) and one test.
import { z } from 'zod';
import { PHONE_PATTERN } from './identity';
import type { Transition } from './inventory';

export const ORDER_STATUSES = [
  'awaitingPayment',
  'processing',
  'outOfStock',
  'awaitingShipment',
  'shipped',
  'completed',
  'cancelled',
  'refunded',
  'abnormal',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which the goods have not left: the order can still be edited, split, merged or held. */
export const ORDER_OPEN_STATUSES: readonly OrderStatus[] = ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'abnormal'];

export type OrderAction = 'pay' | 'audit' | 'markOutOfStock' | 'allocate' | 'backToProcessing' | 'hold' | 'release' | 'ship' | 'complete' | 'cancel' | 'refund';

export const ORDER_TRANSITIONS: Record<OrderAction, Transition<OrderStatus>> = {
  /** The marketplace reports the payment (late payments). */
  pay: { from: ['awaitingPayment'], to: 'processing' },
  /** Review: stock reserved in full → awaiting shipment (else markOutOfStock). */
  audit: { from: ['processing'], to: 'awaitingShipment' },
  markOutOfStock: { from: ['processing'], to: 'outOfStock' },
  /** Stock arrived for an out-of-stock order. */
  allocate: { from: ['outOfStock'], to: 'awaitingShipment' },
  /** Undo the review: reserved stock is released. */
  backToProcessing: { from: ['outOfStock', 'awaitingShipment'], to: 'processing' },
  hold: { from: ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment'], to: 'abnormal' },
  /** Back to the status it was held from (heldFromStatus), or processing. */
  release: { from: ['abnormal'], to: 'processing' },
  ship: { from: ['awaitingShipment'], to: 'shipped' },
  complete: { from: ['shipped'], to: 'completed' },
  cancel: { from: ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'abnormal'], to: 'cancelled' },
  refund: { from: ['shipped', 'completed'], to: 'refunded' },
};

/** Why an order is abnormal (Order.abnormalReason). */
export const ABNORMAL_REASONS = ['blacklist', 'address', 'weight', 'channel', 'marketplaceCancel', 'manual'] as const;
export type AbnormalReason = (typeof ABNORMAL_REASONS)[number];

/** The dashboard's unmatched-order thresholds in hours (spec 01 §9). */
export const UNMATCHED_ALERT_HOURS = [12, 24] as const;

/** Outbound scan collect states (spec 01 §2: pickup timeout −1, pickup exception −2). */
export const COLLECT_STATUS = { none: 0, collected: 1, timeout: -1, exception: -2 } as const;

/** Hours after outbound scan without a carrier pickup scan before an order counts as pickup timeout. */
export const PICKUP_TIMEOUT_HOURS = 24;

// ---- input rules (zod; the server parses with them, the client's forms check with them) --------

const str = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const text = (max: number) => str(max).default('');
/** Phone: only digits, +, - and spaces (spec 01 §5). */
const phoneRule = str(30).regex(PHONE_PATTERN, { error: 'validation.phone' });
const emailRule = z.union([z.literal(''), z.email({ error: 'validation.email' }).max(120, { error: 'validation.tooLong' })]);
const postcodeRule = str(20).refine((v) => /^[A-Za-z0-9, *-]*$/.test(v), { error: 'order.postcode' });
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const orderId = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
/** Order quantities: whole numbers of at least 1. */
export const orderQuantity = z
  .number({ error: 'order.quantityPositive' })
  .int({ error: 'order.quantityPositive' })
  .min(1, { error: 'order.quantityPositive' })
  .max(1_000_000, { error: 'order.quantityPositive' });
/** Money of an order: not below 0, at most two decimals. */
export const orderMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: 'order.moneyTwoDecimals' });

/** Most orders one batch action takes (ids ticked on one page and more). */
export const ORDER_BATCH_MAX = 500;
export const orderIdsInput = z
  .array(orderId, { error: 'validation.integerIds' })
  .min(1, { error: 'order.selectAtLeastOne' })
  .max(ORDER_BATCH_MAX, { error: 'order.batchTooLarge' });

export const ORDER_TAGS_MAX = 10;
const tags = z
  .array(z.string().trim().min(1, { error: 'validation.required' }).max(20, { error: 'validation.tooLong' }))
  .max(ORDER_TAGS_MAX, { error: 'order.tooManyTags' });

const address = {
  buyerName: requiredText(100),
  buyerPhone: phoneRule.default(''),
  buyerEmail: emailRule.default(''),
  country: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'order.countryCode' }),
  state: text(100),
  city: text(100),
  postcode: postcodeRule.default(''),
  address1: requiredText(200),
  address2: text(200),
};

export const orderItemInput = z
  .object({
    skuId: orderId.nullable().optional(),
    platformSku: text(100),
    title: text(200),
    quantity: orderQuantity,
    unitPrice: orderMoney.default('0'),
  })
  .superRefine((item, ctx) => {
    if (!item.skuId && !item.platformSku) ctx.addIssue({ code: 'custom', path: ['skuId'], message: 'order.itemSkuRequired' });
  });

/** A manual order (/createOrder). */
export const createOrderInput = z.object({
  shopId: orderId,
  platformOrderNo: text(64),
  buyerAccount: text(100),
  ...address,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'order.currency' })
    .default('USD'),
  shippingFee: orderMoney.default('0'),
  discount: orderMoney.default('0'),
  buyerNote: text(500),
  sellerNote: text(500),
  tags: tags.default([]),
  warehouseId: orderId.nullable().optional(),
  logisticsChannelId: orderId.nullable().optional(),
  items: z.array(orderItemInput).min(1, { error: 'order.itemsRequired' }).max(200, { error: 'order.tooManyItems' }),
});
export type CreateOrderInput = z.output<typeof createOrderInput>;

/** Edit of an open order: every field optional (only what is sent changes). */
export const updateOrderInput = z.object({
  buyerName: address.buyerName.optional(),
  buyerPhone: phoneRule.optional(),
  buyerEmail: emailRule.optional(),
  country: address.country.optional(),
  state: str(100).optional(),
  city: str(100).optional(),
  postcode: postcodeRule.optional(),
  address1: address.address1.optional(),
  address2: str(200).optional(),
  buyerNote: str(500).optional(),
  sellerNote: str(500).optional(),
  tags: tags.optional(),
  warehouseId: orderId.nullable().optional(),
  logisticsChannelId: orderId.nullable().optional(),
});
export type UpdateOrderInput = z.output<typeof updateOrderInput>;

export const holdOrdersInput = z.object({ ids: orderIdsInput, remark: text(200) });
export const cancelOrdersInput = z.object({ ids: orderIdsInput, reason: text(200) });
export const shipOrdersInput = z.object({ ids: orderIdsInput, trackingNo: text(64) });
export const mergeOrdersInput = z.object({ ids: z.array(orderId).min(2, { error: 'order.mergeTwoOrders' }).max(50, { error: 'order.batchTooLarge' }) });

/** One split part: lines of the parent with the quantity this sub-order takes. */
const splitLine = z.object({
  itemId: orderId,
  quantity: z.number({ error: 'order.splitQuantityInteger' }).int({ error: 'order.splitQuantityInteger' }).min(0, { error: 'order.splitQuantityInteger' }),
});
export const splitOrderInput = z.object({
  id: orderId,
  parts: z
    .array(z.array(splitLine))
    .min(2, { error: 'order.splitTwoParts' })
    .max(50, { error: 'order.splitTooManyParts' })
    .superRefine((parts, ctx) => {
      parts.forEach((p, i) => {
        if (!p.some((l) => l.quantity > 0)) ctx.addIssue({ code: 'custom', path: [i], message: 'order.splitPartEmpty' });
      });
    }),
});
export type SplitOrderInput = z.output<typeof splitOrderInput>;

export interface SplitProblem {
  /** parts.<i>.<j>.quantity or parts */
  field: string;
  messageId: 'order.splitAboveDividable' | 'order.splitNotAll' | 'order.splitUnknownItem';
  params: Record<string, unknown>;
}

/**
 * The spec 02 §5 split rules beyond the shape: each line's split quantities together neither exceed
 * the dividable quantity (the line's quantity) nor leave any of it (all goods split). Pure.
 */
export function checkSplit(
  items: readonly { id: number; quantity: number; label?: string }[],
  parts: readonly (readonly { itemId: number; quantity: number }[])[],
): SplitProblem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const total = new Map<number, number>();
  const problems: SplitProblem[] = [];
  parts.forEach((part, i) =>
    part.forEach((l, j) => {
      const item = byId.get(l.itemId);
      if (!item) {
        problems.push({ field: `parts.${i}.${j}.itemId`, messageId: 'order.splitUnknownItem', params: { id: l.itemId } });
        return;
      }
      const sum = (total.get(l.itemId) ?? 0) + l.quantity;
      total.set(l.itemId, sum);
      if (sum > item.quantity && sum - l.quantity <= item.quantity) {
        problems.push({
          field: `parts.${i}.${j}.quantity`,
          messageId: 'order.splitAboveDividable',
          params: { sku: item.label ?? item.id, dividable: item.quantity },
        });
      }
    }),
  );
  if (problems.length) return problems;
  for (const item of items) {
    if ((total.get(item.id) ?? 0) !== item.quantity) {
      problems.push({
        field: 'parts',
        messageId: 'order.splitNotAll',
        params: { sku: item.label ?? item.id, left: item.quantity - (total.get(item.id) ?? 0) },
      });
    }
  }
  return problems;
}

/** Manual pairing of a marketplace SKU with a local SKU (/productPairingList). shopId 0 = every shop of the platform. */
export const pairSkuInput = z.object({
  platformType: z.number({ error: 'validation.platformType' }).int({ error: 'validation.platformType' }).positive({ error: 'validation.platformType' }),
  shopId: z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).min(0, { error: 'validation.integerIds' }).default(0),
  platformSku: requiredText(100),
  skuId: orderId,
  unitsPerItem: z
    .number({ error: 'order.unitsPerItem' })
    .int({ error: 'order.unitsPerItem' })
    .min(1, { error: 'order.unitsPerItem' })
    .max(1000, { error: 'order.unitsPerItem' })
    .default(1),
});

export const SKU_ALIASES_MAX = 20;
export const skuAliasesInput = z.object({
  skuId: orderId,
  aliases: z
    .array(z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }))
    .max(SKU_ALIASES_MAX, { error: 'order.tooManyAliases' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((a, i) => {
        if (seen.has(a.toLowerCase())) ctx.addIssue({ code: 'custom', path: [i], message: 'order.aliasRepeated' });
        seen.add(a.toLowerCase());
      });
    }),
});

// ---- pure rules -----------------------------------------------------------------------------

/** otherRule values of the /orders filter (dashboard links, spec 01 §2 'home'). */
export const ORDER_OTHER_RULES = ['expireDelivery', 'overseaCancelWarning', 'unmatched'] as const;
export type OrderOtherRule = (typeof ORDER_OTHER_RULES)[number];
/** Statuses whose ship-by time counts as "shipment due". */
export const SHIPMENT_DUE_STATUSES: readonly OrderStatus[] = ['processing', 'outOfStock', 'awaitingShipment'];
/** Hours before shipBy from which an order counts as shipment due. */
export const SHIPMENT_DUE_HOURS = 24;

export function isShipmentDue(order: { status: string; shipBy: Date | null }, now: Date): boolean {
  return (
    !!order.shipBy && SHIPMENT_DUE_STATUSES.includes(order.status as OrderStatus) && order.shipBy.getTime() <= now.getTime() + SHIPMENT_DUE_HOURS * 3_600_000
  );
}

/** The unmatched thresholds an order has crossed at `now` (hours since it was ordered). */
export function unmatchedThresholdsCrossed(orderedAt: Date, now: Date): number[] {
  const hours = (now.getTime() - orderedAt.getTime()) / 3_600_000;
  return UNMATCHED_ALERT_HOURS.filter((h) => hours >= h);
}

/** Orders merge only when buyer, shop and address agree (spec 02 §4 'merge'). */
export function mergeKey(o: { shopId: number; buyerAccount: string; buyerName: string; country: string; postcode: string; address1: string }): string {
  const n = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return [o.shopId, n(o.buyerAccount), n(o.buyerName), n(o.country), n(o.postcode), n(o.address1)].join('|');
}

/** Items total and order total in cents-exact decimal strings: Σ quantity × unitPrice + shipping − discount. */
export function orderTotals(
  items: readonly { quantity: number; unitPrice: string | number }[],
  shippingFee: string | number = 0,
  discount: string | number = 0,
): { itemsTotal: string; totalAmount: string } {
  const cents = (v: string | number) => Math.round(Number(v) * 100);
  const itemsTotal = items.reduce((s, i) => s + i.quantity * cents(i.unitPrice), 0);
  const total = Math.max(0, itemsTotal + cents(shippingFee) - cents(discount));
  return { itemsTotal: (itemsTotal / 100).toFixed(2), totalAmount: (total / 100).toFixed(2) };
}

/**
 * The warehouse an order is reserved from: the first (lowest priority value, then id) whose
 * available stock covers every need; null when none can (the order becomes out of stock).
 */
export function pickWarehouse(
  warehouses: readonly { id: number; priority: number }[],
  needs: ReadonlyMap<number, number>,
  available: (warehouseId: number, skuId: number) => number,
): number | null {
  const ordered = [...warehouses].sort((a, b) => a.priority - b.priority || a.id - b.id);
  for (const w of ordered) {
    if ([...needs].every(([skuId, q]) => available(w.id, skuId) >= q)) return w.id;
  }
  return null;
}
