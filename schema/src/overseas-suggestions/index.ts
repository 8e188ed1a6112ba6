// Overseas restock suggestions and safety stock (issue 23 item 5; spec 02 §2 /overseasSuggest,
// /overseasSafetyStock; §3 'Purchase suggestion' terms; §5 'Minimum stocking days cannot exceed
// maximum; minimum order quantity (inventory lower limit) cannot exceed safety stock'). The daily
// sales are weighed exactly as the purchase suggestions do (weightedDailySales); what differs is the
// lead time of the first-mile channel, which the overseas warehouse sells through before a stock
// order sent today arrives. Pure: the server enforces them, the client checks its forms with them.
import { z } from 'zod';
import { stockingNumbers } from '../rules/purchasing';

const { id, days, count, qty } = stockingNumbers;

/** What a warehouse × SKU follows until its own settings are saved. */
export const OVERSEAS_SAFETY_DEFAULTS = { minStockingDays: 7, maxStockingDays: 30, safeDays: 7, safetyStock: null as number | null, moq: 1, minOrderDays: 0 };

const safetyFields = {
  minStockingDays: days,
  maxStockingDays: days,
  safeDays: days,
  /** Fixed safety stock; null: safe days × daily sales. */
  safetyStock: count.nullish(),
  /** Minimum order quantity (the spec's "inventory lower limit"). */
  moq: qty.default(1),
  minOrderDays: days.default(0),
};

/** The two rules of spec 02 §5, on a whole settings object. */
function safetyRules(s: { minStockingDays: number; maxStockingDays: number; safetyStock?: number | null; moq: number }, ctx: z.RefinementCtx) {
  if (s.minStockingDays > s.maxStockingDays) ctx.addIssue({ code: 'custom', path: ['minStockingDays'], message: 'purchase.minStockingDaysAboveMax' });
  if (s.safetyStock != null && s.moq > s.safetyStock) ctx.addIssue({ code: 'custom', path: ['moq'], message: 'overseasSuggest.moqAboveSafety' });
}

/** Safety-stock settings of ticked overseas warehouse × SKU pairs (batch set; one pair is a batch of one). */
export const overseasSafetyInput = z
  .object({
    items: z
      .array(z.object({ warehouseId: id, skuId: id }))
      .min(1, { error: 'purchase.tickAtLeastOne' })
      .max(1000, { error: 'purchase.tooMany' }),
    ...safetyFields,
  })
  .superRefine(safetyRules);
export type OverseasSafetyInput = z.infer<typeof overseasSafetyInput>;

/** A stock order (draft) from ticked suggestions: one per overseas warehouse, from one own warehouse. */
export const overseasStockOrderInput = z.object({
  sourceWarehouseId: id,
  channelId: id.nullish(),
  items: z
    .array(z.object({ warehouseId: id, skuId: id, quantity: qty }))
    .min(1, { error: 'purchase.tickAtLeastOne' })
    .max(1000, { error: 'purchase.tooMany' }),
});
export type OverseasStockOrderInput = z.infer<typeof overseasStockOrderInput>;

export interface OverseasSuggestionInput {
  /** Weighted average daily sales (after coefficients, rounded to 2 decimals). */
  dailySales: number;
  /** Delivery days of the chosen first-mile channel (its longest); 0 without a channel. */
  leadDays: number;
  minStockingDays: number;
  maxStockingDays: number;
  safeDays: number;
  /** Fixed safety stock, or null for ⌈daily × safe days⌉. */
  safetyStock: number | null;
  moq: number;
  minOrderDays: number;
  /** Quantity − occupied in the overseas warehouse. */
  sellable: number;
  /** Shipped on stock orders and not yet received. */
  inTransit: number;
  /** On stock orders not yet shipped (draft, being reviewed, out of stock, pending shipment). */
  pendingStockOrders: number;
}
export interface OverseasSuggestion {
  safetyStock: number;
  /** ⌈daily × lead days⌉: sold before a stock order sent today arrives. */
  leadDemand: number;
  /** ⌈daily × max stocking days⌉. */
  stockingDemand: number;
  /** safety + lead demand + stocking demand. */
  demand: number;
  /** sellable + in transit + pending stock orders. */
  supply: number;
  /** (supply − safety − lead demand) / daily, 1 decimal; null without sales. */
  coverDays: number | null;
  needed: boolean;
  /** max(MOQ, ⌈daily × min order days⌉). */
  moq: number;
  shortfall: number;
  quantity: number;
}

/**
 * Overseas restock recommendation (formula of docs/decisions/overseas-suggestions.md):
 *   safety   = fixed safety stock, or ⌈daily × safe days⌉
 *   lead     = ⌈daily × lead days⌉
 *   demand   = safety + lead + ⌈daily × max stocking days⌉
 *   supply   = sellable + in transit + pending stock orders
 *   needed   = supply < safety, or (daily > 0 and supply − safety − lead < daily × min stocking days)
 *   MOQ      = max(MOQ, ⌈daily × min order days⌉)
 *   quantity = needed and demand > supply ? max(demand − supply, MOQ) : 0
 */
export function overseasSuggestion(i: OverseasSuggestionInput): OverseasSuggestion {
  const daily = Math.max(0, i.dailySales);
  // + 0 turns the −0 of ⌈−1e-9⌉ into 0.
  const up = (v: number) => Math.ceil(v - 1e-9) + 0;
  const safetyStock = i.safetyStock ?? up(daily * i.safeDays);
  const leadDemand = up(daily * i.leadDays);
  const stockingDemand = up(daily * i.maxStockingDays);
  const demand = safetyStock + leadDemand + stockingDemand;
  const supply = i.sellable + i.inTransit + i.pendingStockOrders;
  const free = supply - safetyStock - leadDemand;
  const coverDays = daily > 0 ? Math.round((free / daily) * 10) / 10 : null;
  const needed = supply < safetyStock || (daily > 0 && free < daily * i.minStockingDays);
  const moq = Math.max(i.moq, up(daily * i.minOrderDays));
  const shortfall = demand - supply;
  const quantity = needed && shortfall > 0 ? Math.max(shortfall, moq) : 0;
  return { safetyStock, leadDemand, stockingDemand, demand, supply, coverDays, needed, moq, shortfall, quantity };
}

/** Stock value of FIFO lots at their unit cost, rounded to the cent. */
export function lotValue(lots: readonly { quantityLeft: number; unitCost: number | string }[]): number {
  const cents = lots.reduce((s, l) => s + l.quantityLeft * Number(l.unitCost) * 100, 0);
  return Math.round(cents) / 100;
}
