// Stock orders (overseas stocking, /overseasStock; issue 23 items 2 and 4; spec 02 §3 'Stock order',
// §4 'Stock order', §9 'overseas cost price'): the lifecycle as one transition table, the review
// (what can be occupied at the source warehouse, what is out of stock), the first-leg freight shared
// over the lines by weight, volume, value or quantity, and the overseas cost price per unit.
// Pure: the server enforces them, the client checks forms and shows the shares with them.
import { z } from 'zod';
import { positiveQuantity, price, type Transition } from '../rules/inventory';

// ---- lifecycle ---------------------------------------------------------------------------------

/**
 * The spec names draft, being reviewed, out of stock and pending shipment; shipped (in transit),
 * received and cancelled complete the lifecycle (docs/decisions.md, issue 23 stock orders).
 */
export const STOCK_ORDER_STATUSES = ['draft', 'reviewing', 'outOfStock', 'pendingShipment', 'shipped', 'received', 'cancelled'] as const;
export type StockOrderStatus = (typeof STOCK_ORDER_STATUSES)[number];

export type StockOrderAction = 'submit' | 'review' | 'reviewShort' | 'reject' | 'return' | 'cancel' | 'ship' | 'receive';

/**
 * Action → allowed source states and the target. A review ends in pending shipment when every line
 * is occupied in full ('review'), else in out of stock ('reviewShort'); an out-of-stock order is
 * reviewed again when stock arrives. Reject (with a reason) sends an order in review back to draft;
 * return sends an out-of-stock or pending-shipment order back to draft and gives its occupation back.
 */
export const STOCK_ORDER_TRANSITIONS: Record<StockOrderAction, Transition<StockOrderStatus>> = {
  submit: { from: ['draft'], to: 'reviewing' },
  review: { from: ['reviewing', 'outOfStock'], to: 'pendingShipment' },
  reviewShort: { from: ['reviewing', 'outOfStock'], to: 'outOfStock' },
  reject: { from: ['reviewing'], to: 'draft' },
  return: { from: ['outOfStock', 'pendingShipment'], to: 'draft' },
  cancel: { from: ['draft', 'reviewing', 'outOfStock', 'pendingShipment'], to: 'cancelled' },
  ship: { from: ['pendingShipment'], to: 'shipped' },
  receive: { from: ['shipped'], to: 'received' },
};
/** Only drafts are edited. */
export const STOCK_ORDER_EDITABLE: readonly StockOrderStatus[] = ['draft'];
/** States that hold an occupation at the source warehouse (cancel and return give it back). */
export const STOCK_ORDER_OCCUPYING: readonly StockOrderStatus[] = ['outOfStock', 'pendingShipment'];
/** Purchase orders are generated for the shortfall of an out-of-stock order. */
export const STOCK_ORDER_PURCHASABLE: readonly StockOrderStatus[] = ['outOfStock'];

export function stockOrderCan(action: StockOrderAction, status: string): boolean {
  return (STOCK_ORDER_TRANSITIONS[action].from as readonly string[]).includes(status);
}

// ---- review ------------------------------------------------------------------------------------

export interface ReviewLine {
  /** The line's stock quantity. */
  quantity: number;
  /** Already occupied for it (an earlier review). */
  occupied: number;
  /** Available at the source warehouse now (on hand − occupied, before this review). */
  available: number;
}

export interface ReviewOutcome {
  /** What each line occupies now (added to its occupied quantity). */
  occupy: number[];
  /** What each line still lacks after it. */
  outOfStock: number[];
  status: 'pendingShipment' | 'outOfStock';
}

/**
 * A review: each line occupies what it still lacks, as far as the available stock reaches
 * (min(quantity − occupied, available), never below 0); what remains is out of stock. Pending
 * shipment when nothing is out of stock.
 */
export function reviewStockOrder(lines: readonly ReviewLine[]): ReviewOutcome {
  const occupy = lines.map((l) => Math.max(0, Math.min(l.quantity - l.occupied, l.available)));
  const outOfStock = lines.map((l, i) => Math.max(0, l.quantity - l.occupied - occupy[i]!));
  return { occupy, outOfStock, status: outOfStock.some((q) => q > 0) ? 'outOfStock' : 'pendingShipment' };
}

// ---- first-leg freight sharing and the overseas cost price (spec 02 §9) ------------------------

export const STOCK_ORDER_FREIGHT_SHARING = ['weight', 'volume', 'value', 'quantity'] as const;
export type StockOrderFreightSharing = (typeof STOCK_ORDER_FREIGHT_SHARING)[number];

/** Four decimals, half away from zero (unit costs are kept to four decimals like the stock ledger's). */
export function round4(n: number): number {
  const s = Math.sign(n) || 1;
  return (s * Math.round(Math.abs(n) * 10_000 + 1e-7)) / 10_000;
}

/**
 * Overseas cost price per unit (spec 02 §9) = purchase price + allocated first-leg freight
 * (the line's share ÷ its quantity) + listing fee + final freight (both per unit), four decimals.
 */
export function overseasCostPrice(p: {
  purchasePrice: number | string;
  freightShare: number | string;
  quantity: number;
  listingFee: number | string;
  finalFreight: number | string;
}): number {
  const perUnitFreight = p.quantity > 0 ? Number(p.freightShare) / p.quantity : 0;
  return round4(Number(p.purchasePrice) + perUnitFreight + Number(p.listingFee) + Number(p.finalFreight));
}

// ---- inputs ------------------------------------------------------------------------------------

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const date = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'stockOrder.dateInvalid' });
    return z.NEVER;
  }
  return d;
});

export const STOCK_ORDER_REASON_MAX = 200;

/** A stock order from an own warehouse to an overseas one (create and edit a draft). */
export const stockOrderInput = z
  .object({
    sourceWarehouseId: id,
    targetWarehouseId: id,
    /** A first-mile channel of the company; null: none chosen. */
    channelId: id.nullish(),
    freightSharing: z.enum(STOCK_ORDER_FREIGHT_SHARING, { error: 'stockOrder.freightSharing' }).default('quantity'),
    firstLegFreight: price.default('0'),
    /** Per unit. */
    listingFee: price.default('0'),
    /** Per unit. */
    finalFreight: price.default('0'),
    estimatedShipAt: date.nullish(),
    estimatedArriveAt: date.nullish(),
    trackingNo: text(64).default(''),
    remark: text(500).default(''),
    lines: z.array(z.object({ skuId: id, quantity: positiveQuantity })).min(1, { error: 'inventory.productsRequired' }),
  })
  .superRefine((o, ctx) => {
    if (o.sourceWarehouseId === o.targetWarehouseId) ctx.addIssue({ code: 'custom', path: ['targetWarehouseId'], message: 'inventory.sameWarehouse' });
    if (o.estimatedShipAt && o.estimatedArriveAt && o.estimatedArriveAt.getTime() < o.estimatedShipAt.getTime())
      ctx.addIssue({ code: 'custom', path: ['estimatedArriveAt'], message: 'stockOrder.arriveBeforeShip' });
    const seen = new Set<number>();
    o.lines.forEach((l, i) => {
      if (seen.has(l.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'inventory.sameProductTwice' });
      seen.add(l.skuId);
    });
  });
export type StockOrderInput = z.output<typeof stockOrderInput>;

/** Reject: the reason is required. */
export const stockOrderRejectInput = z.object({
  id,
  reason: z
    .string({ error: 'stockOrder.reasonRequired' })
    .trim()
    .min(1, { error: 'stockOrder.reasonRequired' })
    .max(STOCK_ORDER_REASON_MAX, { error: 'validation.tooLong' }),
});

/** Ship out: the tracking number (required to ship) and, optionally, the first-leg freight as billed. */
export const stockOrderShipInput = z.object({
  id,
  trackingNo: z
    .string({ error: 'stockOrder.trackingRequired' })
    .trim()
    .min(1, { error: 'stockOrder.trackingRequired' })
    .max(64, { error: 'validation.tooLong' }),
  firstLegFreight: price.optional(),
});

/**
 * Receive: the quantity received per line (lines not listed: what was shipped), an optional location
 * of the overseas warehouse, and the confirmation needed to take in more than was shipped.
 */
export const stockOrderReceiveInput = z.object({
  id,
  locationId: id.nullish(),
  lines: z
    .array(
      z.object({
        lineId: id,
        quantity: z
          .number({ error: 'inventory.nonNegativeInteger' })
          .int({ error: 'inventory.nonNegativeInteger' })
          .min(0, { error: 'inventory.nonNegativeInteger' })
          .max(10_000_000, { error: 'inventory.nonNegativeInteger' }),
      }),
    )
    .default([]),
  confirmOverReceive: z.boolean().default(false),
});

/**
 * Sync receipt: reads the provider's receipt of the order's inbound notice (ASN) and receives it with
 * the provider's quantities; more than shipped only with confirmOverReceive.
 */
export const stockOrderSyncReceiptInput = z.object({
  id,
  confirmOverReceive: z.boolean().default(false),
});
