// Purchasing rules (spec 02 §3 Supplier … Exception form, §4 purchase states, §5 'Purchasing' and
// 'Stocking suggestion', §9 purchase alerts and the stocking recommendation; spec 01 §5 wholesale
// batch limits and the payment / refund amount rule). Pure: the server enforces them, the client
// checks forms with them. Money is handled in cents (integers) to stay exact.
import { z } from 'zod';
import { price, type Transition } from './inventory';

// ---- constants -------------------------------------------------------------------------------

export const SUPPLIER_TYPES = ['formal', 'temporary'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const ORDER_WAYS = ['offline', 'online', 'wholesale'] as const;
export type OrderWay = (typeof ORDER_WAYS)[number];
export const PROCUREMENT_TYPES = ['normal', 'outOfStock', 'suggestion', 'plan'] as const;
export const PACKAGING_CONDITIONS = ['intact', 'slightlyDamaged', 'moderatelyDamaged', 'seriouslyDamaged'] as const;
export const ABNORMAL_TYPES = ['shortage', 'excess', 'defective', 'wrongItem', 'other'] as const;
export const ABNORMAL_METHODS = ['replacement', 'return', 'resend'] as const;
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Batch wholesale-platform ordering: at most 200 orders (spec 01 §5, 02 §9). */
export const WHOLESALE_BATCH_MAX = 200;
/** Purchase alerts (spec 02 §9), in hours. */
export const PURCHASE_ALERTS = {
  suggestionNotOrdered: [12, 24],
  noPickup: [24],
  notSigned: [72, 120, 168],
} as const;
/** Sales windows the weighted daily average can weigh (spec 02 §9 sales windows). */
export const SUGGESTION_WINDOWS = [3, 7, 15, 30, 90] as const;
export const DEFAULT_SALES_WEIGHTS = [
  { days: 7, weight: 0.5 },
  { days: 30, weight: 0.3 },
  { days: 90, weight: 0.2 },
];

// ---- state machines (spec 02 §4) -------------------------------------------------------------

export const PURCHASE_ORDER_STATUSES = ['pendingAudit', 'approved', 'failed', 'partiallyReceived', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export type PurchaseOrderAction = 'approve' | 'reject' | 'resubmit' | 'receive' | 'complete' | 'cancel';
/** Purchase order audit: pending review → approved or failed; a failed one is edited and resubmitted. */
export const PURCHASE_ORDER_TRANSITIONS: Record<PurchaseOrderAction, Transition<PurchaseOrderStatus>> = {
  approve: { from: ['pendingAudit'], to: 'approved' },
  reject: { from: ['pendingAudit'], to: 'failed' },
  resubmit: { from: ['failed'], to: 'pendingAudit' },
  /** Some goods signed for. */
  receive: { from: ['approved', 'partiallyReceived'], to: 'partiallyReceived' },
  /** Everything due has been inspected into stock. */
  complete: { from: ['approved', 'partiallyReceived'], to: 'received' },
  /** Into the cancelled list; not once anything has arrived. */
  cancel: { from: ['pendingAudit', 'failed', 'approved'], to: 'cancelled' },
};
/** Lines, fees and supplier may be edited while not yet approved. */
export const PURCHASE_ORDER_EDITABLE: readonly PurchaseOrderStatus[] = ['pendingAudit', 'failed'];
/** Goods can be signed for on these. */
export const PURCHASE_ORDER_RECEIVABLE: readonly PurchaseOrderStatus[] = ['approved', 'partiallyReceived'];

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_TRANSITIONS: Record<'approve' | 'reject', Transition<PaymentStatus>> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
};

export const RECEIPT_STATUSES = ['signed', 'inspected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_TRANSITIONS: Record<'inspect', Transition<ReceiptStatus>> = {
  inspect: { from: ['signed'], to: 'inspected' },
};

export const ABNORMAL_STATUSES = ['pendingReview', 'approved', 'processing', 'completed'] as const;
export type AbnormalStatus = (typeof ABNORMAL_STATUSES)[number];
/** Abnormal receipt: to be reviewed → approved, or → processing → completed (spec 02 §4). */
export const ABNORMAL_TRANSITIONS: Record<'approve' | 'process' | 'complete', Transition<AbnormalStatus>> = {
  approve: { from: ['pendingReview'], to: 'approved' },
  process: { from: ['pendingReview'], to: 'processing' },
  complete: { from: ['processing'], to: 'completed' },
};

// ---- money -----------------------------------------------------------------------------------

/** '12.30' → 1230. Accepts numbers and decimal strings with up to two decimals. */
export function toCentsAmount(v: string | number): number {
  const s = String(v).trim();
  const neg = s.startsWith('-');
  const [i = '0', f = ''] = s.replace('-', '').split('.');
  const cents = Number(i) * 100 + Number((f + '00').slice(0, 2));
  return neg ? -cents : cents;
}
export function fromCents(c: number): string {
  const neg = c < 0;
  const a = Math.abs(c);
  return `${neg ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

export interface PurchaseAmounts {
  lines: readonly { quantity: number; unitPrice: string | number }[];
  freight: string | number;
  otherFee: string | number;
  discount: string | number;
}
/** Purchase amount = product cost + freight + other fees − discount, in cents. */
export function purchaseTotalCents(o: PurchaseAmounts): number {
  const cost = o.lines.reduce((s, l) => s + l.quantity * toCentsAmount(l.unitPrice), 0);
  return cost + toCentsAmount(o.freight) + toCentsAmount(o.otherFee) - toCentsAmount(o.discount);
}

/**
 * The most a new payment request (or refund) may ask for (spec 01 §5, 02 §5): product cost +
 * freight + other fees − discount, minus what is already paid (or refunded), counting requests
 * still pending audit so two open requests cannot together exceed it. Never below 0.
 */
export function maxRequestCents(o: PurchaseAmounts, alreadyRequestedCents: number): number {
  return Math.max(0, purchaseTotalCents(o) - alreadyRequestedCents);
}

/** A purchase order's payment state (PurchaseOrder.paymentStatus), derived by paymentStatusOf. */
export const PURCHASE_ORDER_PAYMENT_STATUSES = ['unpaid', 'partiallyPaid', 'paid'] as const;
export type PurchaseOrderPaymentStatus = (typeof PURCHASE_ORDER_PAYMENT_STATUSES)[number];

/** unpaid | partiallyPaid | paid from approved payments minus approved refunds. */
export function paymentStatusOf(totalCents: number, paidCents: number): PurchaseOrderPaymentStatus {
  if (paidCents <= 0) return 'unpaid';
  return paidCents >= totalCents ? 'paid' : 'partiallyPaid';
}

// ---- wholesale platform (1688) -----------------------------------------------------------------

/** A wholesale-platform order as the platform reports it (WholesaleOrder.status). */
export const WHOLESALE_ORDER_STATUSES = ['created', 'paid', 'shipped', 'signed', 'cancelled'] as const;
export type WholesaleOrderStatus = (typeof WHOLESALE_ORDER_STATUSES)[number];

/**
 * A wholesale product link: https://detail.1688.com/offer/<digits>.html (query allowed), or the
 * mobile form https://m.1688.com/offer/<digits>.html. Returns the offer id, or null when the
 * link is not well formed.
 */
export function parseWholesaleLink(link: string): string | null {
  const m = /^https?:\/\/(?:detail|m)\.1688\.com\/offer\/(\d{6,20})\.html(?:[?#]\S*)?$/i.exec(link.trim());
  return m ? m[1]! : null;
}

/** Wholesale order numbers, one per line: blank lines ignored; each 6–30 digits. */
export function parseOrderNumbers(text: string): { numbers: string[]; invalidLines: number[] } {
  const numbers: string[] = [];
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    if (!/^\d{6,30}$/.test(line)) invalidLines.push(i + 1);
    else numbers.push(line);
  });
  return { numbers, invalidLines };
}

/** The unit price of a price tier table for a quantity (the highest tier the quantity reaches). */
export function tierPrice(tiers: readonly { minQuantity: number; price: string }[], quantity: number): string | null {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let hit: string | null = null;
  for (const t of sorted) if (quantity >= t.minQuantity) hit = t.price;
  return hit ?? sorted[0]?.price ?? null;
}

// ---- stocking suggestion (spec 02 §3, §5, §9) -------------------------------------------------

export interface SalesWeight {
  days: number;
  weight: number;
}
/** Σ weightᵢ × averageᵢ / Σ weightᵢ over the windows that have a weight; 0 without weights. */
export function weightedDailySales(averages: Record<number, number>, weights: readonly SalesWeight[]): number {
  const used = weights.filter((w) => w.weight > 0);
  const sum = used.reduce((s, w) => s + w.weight, 0);
  if (sum <= 0) return 0;
  return used.reduce((s, w) => s + w.weight * (averages[w.days] ?? 0), 0) / sum;
}

export interface SuggestionInput {
  /** Weighted average daily sales (after coefficients). */
  dailySales: number;
  minStockingDays: number;
  maxStockingDays: number;
  safeDays: number;
  /** Fixed safety stock, or null for safe days × daily sales. */
  safetyStock: number | null;
  moq: number;
  stockFloor: number;
  /** Available to sell (quantity − occupied). */
  sellable: number;
  preSale: number;
  /** Ordered from suppliers (approved, not yet inspected in) plus in transit. */
  pendingReceipt: number;
  /** Quantity that out-of-stock orders still wait for. */
  outOfStockDemand: number;
}
export interface Suggestion {
  safetyStock: number;
  /** Daily sales × maximum stocking days. */
  stockingDemand: number;
  /** Out-of-stock demand + safety stock + stocking demand. */
  demand: number;
  /** Sellable + pre-sale + pending receipt. */
  supply: number;
  /** Days the supply covers after out-of-stock demand and safety stock (null: no sales). */
  coverDays: number | null;
  /** Below the minimum stocking days, or supply under the stock floor, or orders waiting. */
  needed: boolean;
  /** Demand − supply, before the MOQ. */
  shortfall: number;
  /** What to buy: 0 when not needed, else the shortfall raised to the MOQ. */
  quantity: number;
}

/**
 * Stocking recommendation (spec 02 §9 "stocking days minus (sellable + presale + pending
 * receipt)"; the formula is written out in docs/decisions.md):
 *   safety     = fixed safety stock, or ⌈daily × safe days⌉
 *   demand     = out-of-stock demand + safety + ⌈daily × max stocking days⌉
 *   supply     = sellable + pre-sale + pending receipt
 *   needed     = out-of-stock demand > 0, or supply < stock floor, or
 *                (supply − out-of-stock demand − safety) < daily × min stocking days
 *   quantity   = needed ? max(demand − supply, MOQ) : 0   (0 when demand ≤ supply)
 */
export function purchaseSuggestion(i: SuggestionInput): Suggestion {
  const daily = Math.max(0, i.dailySales);
  const safetyStock = i.safetyStock ?? Math.ceil(daily * i.safeDays - 1e-9);
  const stockingDemand = Math.ceil(daily * i.maxStockingDays - 1e-9);
  const demand = i.outOfStockDemand + safetyStock + stockingDemand;
  const supply = i.sellable + i.preSale + i.pendingReceipt;
  const free = supply - i.outOfStockDemand - safetyStock;
  const coverDays = daily > 0 ? Math.round((free / daily) * 10) / 10 : null;
  const needed = i.outOfStockDemand > 0 || supply < i.stockFloor || (daily > 0 && free < daily * i.minStockingDays);
  const shortfall = demand - supply;
  const quantity = needed && shortfall > 0 ? Math.max(shortfall, i.moq) : 0;
  return { safetyStock, stockingDemand, demand, supply, coverDays, needed, shortfall, quantity };
}

/** Whether two closed ranges [a1, a2] and [b1, b2] share a point. */
export function rangesOverlap(a1: number, a2: number, b1: number, b2: number): boolean {
  return a1 <= b2 && b1 <= a2;
}

// ---- supplier statistics -------------------------------------------------------------------------

export interface SupplierHistory {
  /** Purchase orders not cancelled. */
  orders: readonly {
    orderDate: Date;
    eta: Date | null;
    deliveryDays: number;
    firstSignedAt: Date | null;
    fullyReceived: boolean;
    quantity: number;
    receivedQuantity: number;
  }[];
  lines: readonly { unitPrice: number; quantity: number; orderDate: Date }[];
  good: number;
  defective: number;
  /** Quantity in abnormal receipts handled by return or replacement. */
  returnedOrExchanged: number;
}
export interface SupplierStatistics {
  purchaseCount: number;
  /** Signed for later than the ETA (or order date + delivery days), over orders signed for. */
  delayRate: number;
  /** Orders fully received, over orders with anything received. */
  replenishmentRate: number;
  /** Returned or exchanged quantity over the received quantity. */
  returnRate: number;
  /** Purchase price weighted by quantity, rounded to the cent. */
  averagePrice: number;
  latestPrice: number | null;
  latestPurchaseAt: Date | null;
  defectiveCount: number;
  defectiveRate: number;
  /** Units ordered on the lines counted. */
  purchaseQuantity: number;
  /** Units signed for. */
  receivedQuantity: number;
  /** Σ quantity × unit price of the lines counted (goods only, no fees). */
  purchaseAmount: number;
}
const rate = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10000) / 10000 : 0);
const DAY_MS = 86_400_000;

/** Statistics of one supplier from its purchase history (spec 02 §3 'Supplier'). */
export function supplierStatistics(h: SupplierHistory): SupplierStatistics {
  const signed = h.orders.filter((o) => o.firstSignedAt);
  // Late means signed for after the whole due day (the ETA is a date, not a time).
  const late = signed.filter((o) => {
    const due = o.eta ?? new Date(o.orderDate.getTime() + o.deliveryDays * DAY_MS);
    return o.firstSignedAt!.getTime() > due.getTime() + DAY_MS - 1;
  });
  const anyReceived = h.orders.filter((o) => o.receivedQuantity > 0);
  const qty = h.lines.reduce((s, l) => s + l.quantity, 0);
  // Money in cents to stay exact.
  const spendCents = h.lines.reduce((s, l) => s + l.quantity * Math.round(l.unitPrice * 100), 0);
  let latest: SupplierHistory['lines'][number] | undefined;
  for (const l of h.lines) if (!latest || l.orderDate.getTime() > latest.orderDate.getTime()) latest = l;
  const received = h.orders.reduce((s, o) => s + o.receivedQuantity, 0);
  return {
    purchaseCount: h.orders.length,
    delayRate: rate(late.length, signed.length),
    replenishmentRate: rate(anyReceived.filter((o) => o.fullyReceived).length, anyReceived.length),
    returnRate: rate(h.returnedOrExchanged, received),
    averagePrice: qty > 0 ? Math.round(spendCents / qty) / 100 : 0,
    latestPrice: latest ? latest.unitPrice : null,
    latestPurchaseAt: latest ? latest.orderDate : null,
    defectiveCount: h.defective,
    defectiveRate: rate(h.defective, h.good + h.defective),
    purchaseQuantity: qty,
    receivedQuantity: received,
    purchaseAmount: spendCents / 100,
  };
}

// ---- input schemas ---------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const qty = z
  .number({ error: 'purchase.quantityPositive' })
  .int({ error: 'purchase.quantityPositive' })
  .min(1, { error: 'purchase.quantityPositive' })
  .max(10_000_000, { error: 'purchase.quantityPositive' });
const count = z
  .number({ error: 'purchase.countWhole' })
  .int({ error: 'purchase.countWhole' })
  .min(0, { error: 'purchase.countWhole' })
  .max(10_000_000, { error: 'purchase.countWhole' });
const days = z
  .number({ error: 'purchase.daysWhole' })
  .int({ error: 'purchase.daysWhole' })
  .min(0, { error: 'purchase.daysWhole' })
  .max(3650, { error: 'purchase.daysWhole' });
/** The number fields the purchase and overseas stocking advice share (ids, quantities, counts, days). */
export const stockingNumbers = { id, qty, count, days };
const website = z
  .string()
  .trim()
  .max(300, { error: 'validation.tooLong' })
  .refine((v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v), { error: 'purchase.websiteFormat' });
const isoDate = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'purchase.dateInvalid' });
    return z.NEVER;
  }
  return d;
});
const coefficient = z
  .number({ error: 'purchase.coefficientRange' })
  .min(0, { error: 'purchase.coefficientRange' })
  .max(1, { error: 'purchase.coefficientRange' });

/** Rates (spec 02 §5 'Purchasing'): an integer or up to two decimals, below 100 (percent). */
const ratePercent = z
  .union([z.string(), z.number()], { error: 'purchase.rateFormat' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v), { error: 'purchase.rateFormat' });

export const supplierInput = z.object({
  name: requiredText(100),
  type: z.enum(SUPPLIER_TYPES, { error: 'purchase.supplierType' }).default('formal'),
  preferred: z.boolean().default(false),
  website: website.default(''),
  contact: text(50).default(''),
  phone: text(50)
    .refine((v) => v === '' || /^[+\-\s\d]+$/.test(v), { error: 'purchase.phoneFormat' })
    .default(''),
  address: text(200).default(''),
  bankName: text(100).default(''),
  accountNumber: text(50)
    .refine((v) => v === '' || /^[\d\s-]+$/.test(v), { error: 'purchase.accountNumberFormat' })
    .default(''),
  payee: text(50).default(''),
  /** Delivery period numeric (spec 02 §5). */
  deliveryDays: z
    .number({ error: 'purchase.deliveryDays' })
    .int({ error: 'purchase.deliveryDays' })
    .min(0, { error: 'purchase.deliveryDays' })
    .max(365, { error: 'purchase.deliveryDays' })
    .default(3),
  /** Tax rate in percent on the supplier's invoice. */
  taxRate: ratePercent.default('0'),
  wholesaleMemberId: text(64).default(''),
  wholesaleShopName: text(100).default(''),
  remark: text(500).default(''),
});

/** Supply relationship of a SKU: its suppliers with prices; exactly one preferred (spec 02 §5). */
export const supplyRelationshipInput = z
  .object({
    skuId: id,
    suppliers: z
      .array(
        z.object({
          supplierId: id,
          preferred: z.boolean().default(false),
          purchasePrice: price.default('0'),
          moq: qty.default(1),
          purchaseLink: text(500).default(''),
          remark: text(200).default(''),
        }),
      )
      .min(1, { error: 'purchase.supplierRequired' }),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<number>();
    r.suppliers.forEach((s, i) => {
      if (seen.has(s.supplierId)) ctx.addIssue({ code: 'custom', path: ['suppliers', i, 'supplierId'], message: 'purchase.sameSupplierTwice' });
      seen.add(s.supplierId);
    });
    if (r.suppliers.filter((s) => s.preferred).length !== 1)
      ctx.addIssue({ code: 'custom', path: ['suppliers'], message: 'purchase.preferredSupplierRequired' });
  });

const purchaseLine = z.object({ skuId: id, quantity: qty, unitPrice: price, wholesaleSpecId: text(64).default(''), remark: text(200).default('') });
function noRepeatedProduct(lines: readonly { skuId: number }[], ctx: z.RefinementCtx, path = 'lines') {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.skuId)) ctx.addIssue({ code: 'custom', path: [path, i, 'skuId'], message: 'purchase.sameProductTwice' });
    seen.add(l.skuId);
  });
}

export const purchaseOrderInput = z
  .object({
    supplierId: id,
    warehouseId: z
      .number({ error: 'purchase.warehouseRequired' })
      .int({ error: 'purchase.warehouseRequired' })
      .positive({ error: 'purchase.warehouseRequired' }),
    orderWay: z.enum(ORDER_WAYS, { error: 'purchase.orderWay' }).default('offline'),
    procurementType: z.enum(PROCUREMENT_TYPES, { error: 'purchase.procurementType' }).default('normal'),
    orderDate: isoDate.optional(),
    eta: isoDate.nullish(),
    freight: price.default('0'),
    otherFee: price.default('0'),
    discount: price.default('0'),
    trackingNo: text(64).default(''),
    courier: text(50).default(''),
    remark: text(500).default(''),
    lines: z.array(purchaseLine).min(1, { error: 'purchase.itemRequired' }),
  })
  .superRefine((o, ctx) => {
    noRepeatedProduct(o.lines, ctx);
    if (o.eta && o.orderDate && o.eta.getTime() < o.orderDate.getTime() - 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['eta'], message: 'purchase.etaBeforeOrder' });
    // zod runs this refinement even when a line failed its own rule (quantity −5): the discount is
    // only compared with a cost made of valid lines, so a bad line never marks the discount
    if (!o.lines.every((l) => Number.isInteger(l.quantity) && l.quantity > 0)) return;
    const cost = o.lines.reduce((s, l) => s + l.quantity * toCentsAmount(l.unitPrice), 0);
    if (toCentsAmount(o.discount) > cost + toCentsAmount(o.freight) + toCentsAmount(o.otherFee))
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'purchase.discountTooHigh' });
  });

export const auditInput = z
  .object({
    ids: z.array(id).min(1, { error: 'purchase.tickAtLeastOne' }).max(500, { error: 'purchase.tooMany' }),
    approve: z.boolean(),
    remark: text(500).default(''),
  })
  .superRefine((a, ctx) => {
    if (!a.approve && !a.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'purchase.rejectRemarkRequired' });
  });

export const paymentRequestInput = z.object({
  purchaseOrderId: id,
  kind: z.enum(PAYMENT_KINDS, { error: 'purchase.paymentKind' }),
  amount: price.refine((v) => toCentsAmount(v) > 0, { error: 'purchase.amountPositive' }),
  remark: text(500).default(''),
});

/** Sign for a parcel (/signInWarehouse): tracking number, packaging, boxes, what arrived. */
export const signReceiptInput = z.object({
  trackingNo: z
    .string({ error: 'purchase.trackingNoRequired' })
    .trim()
    .min(1, { error: 'purchase.trackingNoRequired' })
    .max(64, { error: 'validation.tooLong' }),
  purchaseOrderId: id,
  courier: text(50).default(''),
  boxes: qty.default(1),
  packaging: z.enum(PACKAGING_CONDITIONS, { error: 'purchase.packaging' }).default('intact'),
  remark: text(500).default(''),
  lines: z
    .array(z.object({ purchaseOrderLineId: id, receivedQuantity: count }))
    .min(1, { error: 'purchase.itemRequired' })
    .refine((ls) => ls.some((l) => l.receivedQuantity > 0), { error: 'purchase.itemRequired' }),
});

/** Quality inspection (/qcManage): good and defective counts, each with a location when above 0. */
export const inspectReceiptInput = z
  .object({
    receiptId: id,
    attachment: text(300).default(''),
    remark: text(500).default(''),
    /** Warehoused above the purchased quantity: the operator confirmed it. */
    confirmOverPurchase: z.boolean().default(false),
    lines: z
      .array(
        z.object({
          lineId: id,
          goodQuantity: count.default(0),
          defectiveQuantity: count.default(0),
          goodLocationId: id.nullish(),
          defectiveLocationId: id.nullish(),
        }),
      )
      .min(1, { error: 'purchase.inspectionRowRequired' }),
  })
  .superRefine((q, ctx) => {
    let complete = 0;
    q.lines.forEach((l, i) => {
      if (l.goodQuantity > 0 && !l.goodLocationId) ctx.addIssue({ code: 'custom', path: ['lines', i, 'goodLocationId'], message: 'purchase.locationRequired' });
      if (l.defectiveQuantity > 0 && !l.defectiveLocationId)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'defectiveLocationId'], message: 'purchase.locationRequired' });
      if (l.goodQuantity + l.defectiveQuantity > 0) complete += 1;
    });
    if (!complete) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'purchase.goodOrDefectiveRequired' });
  });

export const abnormalReceiptInput = z
  .object({
    purchaseOrderNo: z
      .string({ error: 'purchase.orderNoRequired' })
      .trim()
      .min(1, { error: 'purchase.orderNoRequired' })
      .max(64, { error: 'validation.tooLong' }),
    type: z.enum(ABNORMAL_TYPES, { error: 'purchase.abnormalTypeRequired' }),
    method: z.enum(ABNORMAL_METHODS, { error: 'purchase.abnormalMethodRequired' }),
    remark: text(500).default(''),
    lines: z
      .array(
        z.object({
          skuId: id,
          quantity: qty,
          waybillNos: z
            .array(z.string().trim().min(1).max(64, { error: 'validation.tooLong' }))
            .min(1, { error: 'purchase.waybillRequired' })
            .max(20, { error: 'purchase.tooMany' }),
          receiptPrice: z.union([z.string(), z.number()], { error: 'purchase.receiptPriceRequired' }).pipe(price),
          refundAmount: z.union([z.string(), z.number()], { error: 'purchase.refundAmountRequired' }).pipe(price),
          remark: text(200).default(''),
        }),
      )
      .min(1, { error: 'purchase.itemRequired' }),
  })
  .superRefine((a, ctx) => noRepeatedProduct(a.lines, ctx));

/** Batch wholesale ordering (/alibabaPairingList): order numbers one per line, at most 200. */
export const wholesaleBatchInput = z
  .object({ orderNumbers: z.string({ error: 'purchase.orderNumbersRequired' }), purchaseOrderId: id.nullish() })
  .transform((v, ctx) => {
    const { numbers, invalidLines } = parseOrderNumbers(v.orderNumbers);
    if (invalidLines.length)
      ctx.addIssue({
        code: 'custom',
        path: ['orderNumbers'],
        message: 'purchase.orderNumbersOnePerLine',
        params: { lines: invalidLines.slice(0, 10).join(', ') },
      });
    if (!numbers.length && !invalidLines.length) ctx.addIssue({ code: 'custom', path: ['orderNumbers'], message: 'purchase.orderNumbersRequired' });
    // Repeated numbers are one order: the limit counts distinct numbers.
    if (new Set(numbers).size > WHOLESALE_BATCH_MAX)
      ctx.addIssue({ code: 'custom', path: ['orderNumbers'], message: 'purchase.batchTooMany', params: { max: WHOLESALE_BATCH_MAX } });
    return { numbers: [...new Set(numbers)], purchaseOrderId: v.purchaseOrderId ?? null };
  });

/** Batch quantity for wholesale ordering of paired products: a positive integer. */
export const wholesaleOrderInput = z.object({
  items: z
    .array(
      z.object({
        skuId: id,
        quantity: z
          .number({ error: 'purchase.batchQuantity' })
          .int({ error: 'purchase.batchQuantity' })
          .min(1, { error: 'purchase.batchQuantity' })
          .max(1_000_000, { error: 'purchase.batchQuantity' }),
      }),
    )
    .min(1, { error: 'purchase.tickAtLeastOne' })
    .max(WHOLESALE_BATCH_MAX, { error: 'purchase.batchTooMany' }),
  warehouseId: id,
});

/** Pair a SKU with a wholesale variant (/allibabaPair). */
export const wholesalePairingInput = z.object({
  skuId: id,
  productUrl: z
    .string({ error: 'purchase.linkRequired' })
    .trim()
    .min(1, { error: 'purchase.linkRequired' })
    .refine((v) => !v || parseWholesaleLink(v) !== null, { error: 'purchase.linkFormat' }), // blank: only linkRequired
  /** The variant chosen: at least one must be selected. */
  specId: z.string({ error: 'purchase.variantRequired' }).trim().min(1, { error: 'purchase.variantRequired' }).max(64, { error: 'validation.tooLong' }),
  /** Every specification attribute of the offer must have a value before confirming. */
  specValues: z.record(z.string(), z.string().trim()).default({}),
  supplierId: id.nullish(),
  ratio: qty.default(1),
});

/** Start and end of a coefficient range are required (an empty one reads as the range rule). */
const rangeDate = z.union([z.string().trim().min(1, { error: 'purchase.endAfterStart' }), z.date()], { error: 'purchase.endAfterStart' }).pipe(isoDate);
const dateRange = { start: rangeDate, end: rangeDate };
// Refinements still run after a field issue: a date that failed to parse is not compared.
const validDates = (r: { start: unknown; end: unknown }) => r.start instanceof Date && r.end instanceof Date;
const salesCoefficient = z
  .object({ ...dateRange, coefficient })
  .refine((r) => !validDates(r) || r.end.getTime() > r.start.getTime(), { error: 'purchase.endAfterStart', path: ['end'] });
const orderCoefficient = z.object({ ...dateRange, minQuantity: count, maxQuantity: count, coefficient }).superRefine((r, ctx) => {
  if (validDates(r) && r.end.getTime() <= r.start.getTime()) ctx.addIssue({ code: 'custom', path: ['end'], message: 'purchase.endAfterStart' });
  if (r.maxQuantity < r.minQuantity) ctx.addIssue({ code: 'custom', path: ['maxQuantity'], message: 'purchase.maxBelowMin' });
});

/** Global and advanced suggestion settings (spec 02 §5 'Stocking suggestion'). */
export const purchaseSettingInput = z
  .object({
    minStockingDays: days,
    maxStockingDays: days,
    safeDays: days,
    /** Checks the stock floor against it; the safety stock itself is Stock.safe per warehouse. */
    safetyStock: count.nullish(),
    moq: qty.default(1),
    minOrderDays: days.default(0),
    stockFloor: count.default(0),
    salesWeights: z
      .array(
        z.object({
          days: z.number().refine((d) => (SUGGESTION_WINDOWS as readonly number[]).includes(d), { error: 'purchase.weightWindow' }),
          weight: coefficient,
        }),
      )
      .max(SUGGESTION_WINDOWS.length)
      .optional(),
    orderCoefficients: z.array(orderCoefficient).max(20, { error: 'purchase.tooMany' }).optional(),
    salesCoefficients: z.array(salesCoefficient).max(20, { error: 'purchase.tooMany' }).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.minStockingDays > s.maxStockingDays) ctx.addIssue({ code: 'custom', path: ['minStockingDays'], message: 'purchase.minStockingDaysAboveMax' });
    if (s.safetyStock != null && s.stockFloor > s.safetyStock) ctx.addIssue({ code: 'custom', path: ['stockFloor'], message: 'purchase.floorAboveSafety' });
    const oc = s.orderCoefficients ?? [];
    oc.forEach((a, i) =>
      oc.slice(0, i).forEach((b) => {
        if (rangesOverlap(a.minQuantity, a.maxQuantity, b.minQuantity, b.maxQuantity))
          ctx.addIssue({ code: 'custom', path: ['orderCoefficients', i, 'minQuantity'], message: 'purchase.orderRangesOverlap' });
      }),
    );
    const sc = s.salesCoefficients ?? [];
    sc.forEach((a, i) =>
      sc.slice(0, i).forEach((b) => {
        if (validDates(a) && validDates(b) && rangesOverlap(a.start.getTime(), a.end.getTime(), b.start.getTime(), b.end.getTime()))
          ctx.addIssue({ code: 'custom', path: ['salesCoefficients', i, 'start'], message: 'purchase.salesRangesOverlap' });
      }),
    );
  });

/** Batch safety-stock settings (/safetyStock): needs ticked products. */
export const batchSafetyInput = z
  .object({
    skuIds: z.array(id).min(1, { error: 'purchase.tickAtLeastOne' }).max(1000, { error: 'purchase.tooMany' }),
    /** Written to Stock.safe of the ticked SKUs in this warehouse. */
    warehouseId: id,
    safetyStock: count.nullish(),
    stockFloor: count.default(0),
    safeDays: days.optional(),
    moq: qty.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.safetyStock != null && s.stockFloor > s.safetyStock) ctx.addIssue({ code: 'custom', path: ['stockFloor'], message: 'purchase.floorAboveSafety' });
  });

/** Generating purchase orders from the out-of-stock list / advice / plan (spec 02 §5). */
export const generatePurchaseOrdersInput = z.object({
  items: z
    .array(z.object({ skuId: id, warehouseId: id.nullish(), supplierId: id.nullish(), quantity: qty }))
    .min(1, { error: 'purchase.itemRequired' })
    .max(1000, { error: 'purchase.tooMany' }),
  /** The one warehouse every generated order receives into. */
  warehouseId: z.number({ error: 'purchase.commonWarehouseRequired' }).int().positive({ error: 'purchase.commonWarehouseRequired' }).nullish(),
});
