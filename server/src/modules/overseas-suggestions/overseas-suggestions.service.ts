// Overseas restock suggestions, safety stock and the overseas stock report (issue 23 item 5; spec 02
// §2 /overseasSuggest, /overseasSafetyStock, /overseasWarehouseStockReport; §3 'Purchase
// suggestion'; §5; §9 age bands). Per overseas warehouse × SKU:
//   daily sales   from orders shipped from that warehouse, weighed with the purchase suggestions'
//                 windows, weights and coefficients (salesFigures / weightedDailySales / salesBreakdown);
//   supply        sellable (quantity − occupied) + in transit (stock orders shipped, not received)
//                 + pending stock orders (not shipped yet: a draft made from a suggestion already counts);
//   lead time     the longest delivery days of the chosen first-mile channel;
//   the formula   overseasSuggestion of @erp/schema, written out term by term.
// Ticked suggestions become draft stock orders through the stock-orders service (one per overseas
// warehouse). Rows are gathered in a few batch queries, then filtered and paged in memory.
import {
  OVERSEAS_SAFETY_DEFAULTS,
  lotValue,
  lotsByAgeBand,
  overseasSafetyInput,
  overseasStockOrderInput,
  overseasSuggestion,
  weightedDailySales,
  type AgeBand,
  type OverseasSuggestion,
} from '@erp/schema';
import { assertCan, can, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findWarehouse } from '../../platform/lookups';
import { parseInput } from '../../platform/validate';
import {
  neededFirst,
  keywordOf,
  pairKey,
  round,
  salesBreakdown,
  salesFigures,
  settingsOf,
  shippedLines,
  type BreakdownTerm,
  type SaleLine,
  type SalesFigures,
} from '../purchase-suggestions/purchase-suggestions.service';
import { createStockOrder } from '../stock-orders/stock-orders.service';

/** Stock orders whose quantities are on the way to the overseas warehouse but not shipped yet. */
const PENDING_STOCK_ORDER = ['draft', 'reviewing', 'outOfStock', 'pendingShipment'];
const f2 = (v: number) => round(v, 2).toFixed(2);

export interface OverseasSetting {
  minStockingDays: number;
  maxStockingDays: number;
  safeDays: number;
  safetyStock: number | null;
  moq: number;
  minOrderDays: number;
  /** The pair has its own saved row (else the defaults apply). */
  own: boolean;
}

/** Which warehouse × SKU a row of these reports is about. */
interface WarehouseSkuRow {
  key: string;
  warehouseId: number;
  warehouseName: string;
  skuId: number;
  sku: string;
  productName: string;
}

export interface OverseasRow extends WarehouseSkuRow {
  image: string;
  quantity: number;
  occupied: number;
  sellable: number;
  inTransit: number;
  pendingStockOrders: number;
  sales: SalesFigures;
  avg3: number;
  avg90: number;
  dailySales: number;
  leadDays: number;
  channelName: string;
  setting: OverseasSetting;
  suggestion: OverseasSuggestion;
  breakdown: BreakdownTerm[];
}

export interface OverseasFilter {
  warehouseId?: number | null;
  /** The first-mile channel whose delivery days are the lead time. */
  channelId?: number | null;
  keyword?: string | null;
  onlyNeeded?: boolean | null;
}

/** The company's overseas warehouses (one when asked for; another kind is refused). */
async function overseasWarehouses(ctx: RequestContext, warehouseId?: number | null, asFilter = false) {
  if (warehouseId) {
    const w = await ctx.db.warehouse.findFirst({ where: { id: warehouseId }, select: { id: true, name: true, type: true, enabled: true } });
    // A list filtered by a warehouse the company does not have is empty (like any filter), an action refused.
    if (!w && asFilter) return [];
    if (!w) throw new NotFoundError('overseasSuggest.warehouseNotFound', { id: warehouseId });
    if (w.type !== 'overseas') throw ValidationError.field('warehouseId', 'overseasSuggest.notOverseas', { name: w.name });
    return [w];
  }
  return ctx.db.warehouse.findMany({ where: { type: 'overseas' }, select: { id: true, name: true, type: true, enabled: true }, orderBy: { id: 'asc' } });
}

/** Lead time of the chosen channel: its longest delivery days (0 without one). */
async function leadOf(ctx: RequestContext, channelId?: number | null): Promise<{ leadDays: number; channelName: string }> {
  if (!channelId) return { leadDays: 0, channelName: '' };
  const c = await ctx.db.firstMileChannel.findFirst({ where: { id: channelId }, select: { name: true, maxDays: true } });
  // A filter naming no channel of the company weighs no lead time (like an empty filter).
  if (!c) return { leadDays: 0, channelName: '' };
  return { leadDays: c.maxDays, channelName: c.name };
}

/** Every overseas warehouse × SKU with stock, sales in 90 days, stock orders or settings, evaluated. */
export async function computeOverseas(ctx: RequestContext, f: OverseasFilter = {}, now = new Date()): Promise<OverseasRow[]> {
  const warehouses = await overseasWarehouses(ctx, f.warehouseId, true);
  const lead = await leadOf(ctx, f.channelId);
  if (!warehouses.length) return [];
  const whIds = warehouses.map((w) => w.id);
  const whName = new Map(warehouses.map((w) => [w.id, w.name]));
  const [stocks, orderLines, saved, allLines] = await Promise.all([
    ctx.db.stock.findMany({ where: { warehouseId: { in: whIds } }, select: { skuId: true, warehouseId: true, quantity: true, occupied: true } }),
    ctx.db.stockOrderLine.findMany({
      where: { stockOrder: { targetWarehouseId: { in: whIds }, status: { in: [...PENDING_STOCK_ORDER, 'shipped'] } } },
      select: { skuId: true, quantity: true, shippedQuantity: true, receivedQuantity: true, stockOrder: { select: { status: true, targetWarehouseId: true } } },
    }),
    ctx.db.overseasStockSetting.findMany({ where: { warehouseId: { in: whIds } } }),
    shippedLines(ctx, now, f.warehouseId),
  ]);
  const stockOf = new Map(stocks.map((s) => [pairKey(s), s]));
  const transit = new Map<string, { inTransit: number; pending: number }>();
  for (const l of orderLines) {
    const key = pairKey({ skuId: l.skuId, warehouseId: l.stockOrder.targetWarehouseId });
    const t = transit.get(key) ?? { inTransit: 0, pending: 0 };
    if (l.stockOrder.status === 'shipped') t.inTransit += Math.max(0, l.shippedQuantity - l.receivedQuantity);
    else t.pending += l.quantity;
    transit.set(key, t);
  }
  const settingOf = new Map(saved.map((s) => [pairKey(s), s]));
  const linesOf = new Map<string, SaleLine[]>();
  for (const l of allLines) if (whName.has(l.warehouseId)) linesOf.set(pairKey(l), [...(linesOf.get(pairKey(l)) ?? []), l]);
  const keys = new Set([...stockOf.keys(), ...transit.keys(), ...settingOf.keys(), ...linesOf.keys()]);
  const pairs = [...keys].map((k) => {
    const [skuId, warehouseId] = k.split(':').map(Number);
    return { key: k, skuId, warehouseId };
  });
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const [skus, weighing] = await Promise.all([
    skuIds.length
      ? ctx.db.sku.findMany({
          where: { id: { in: skuIds }, isCombo: false },
          select: { id: true, sku: true, image: true, product: { select: { name: true, mainImage: true } } },
        })
      : [],
    settingsOf(ctx.db, skuIds),
  ]);
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const out: OverseasRow[] = [];
  for (const p of pairs) {
    const sku = skuOf.get(p.skuId);
    if (!sku) continue;
    const row = settingOf.get(p.key);
    const setting: OverseasSetting = row
      ? {
          minStockingDays: row.minStockingDays,
          maxStockingDays: row.maxStockingDays,
          safeDays: row.safeDays,
          safetyStock: row.safetyStock,
          moq: row.moq,
          minOrderDays: row.minOrderDays,
          own: true,
        }
      : { ...OVERSEAS_SAFETY_DEFAULTS, own: false };
    const st = stockOf.get(p.key) ?? { quantity: 0, occupied: 0 };
    const tr = transit.get(p.key) ?? { inTransit: 0, pending: 0 };
    out.push(
      evaluateOverseas({
        key: p.key,
        warehouseId: p.warehouseId,
        warehouseName: whName.get(p.warehouseId) ?? '',
        skuId: p.skuId,
        sku: sku.sku,
        productName: sku.product.name,
        image: sku.image || sku.product.mainImage,
        quantity: st.quantity,
        occupied: st.occupied,
        inTransit: tr.inTransit,
        pendingStockOrders: tr.pending,
        lines: linesOf.get(p.key) ?? [],
        weighing: weighing.of(p.skuId),
        setting,
        ...lead,
        now,
      }),
    );
  }
  return out;
}

/** What a row is computed from: its identity, stock figures and setting as the row shows them, and the sales lines. */
interface EvaluateInput extends Pick<
  OverseasRow,
  | 'key'
  | 'warehouseId'
  | 'warehouseName'
  | 'skuId'
  | 'sku'
  | 'productName'
  | 'image'
  | 'quantity'
  | 'occupied'
  | 'inTransit'
  | 'pendingStockOrders'
  | 'setting'
  | 'leadDays'
  | 'channelName'
> {
  lines: readonly SaleLine[];
  /** The purchase suggestions' weights and coefficients of the SKU. */
  weighing: Parameters<typeof salesFigures>[1] & { salesWeights: { days: number; weight: number }[] };
  now: Date;
}

/** The formula of one overseas warehouse × SKU with every term written out. */
export function evaluateOverseas(i: EvaluateInput): OverseasRow {
  const s = i.setting;
  const sales = salesFigures(i.lines, i.weighing, i.now);
  const weights = i.weighing.salesWeights.filter((w) => w.weight > 0);
  // Rounded before use, as the purchase suggestions do, so the breakdown recomputes by hand.
  const dailySales = round(weightedDailySales(sales.averages, weights), 2);
  const sellable = i.quantity - i.occupied;
  const g = overseasSuggestion({
    dailySales,
    leadDays: i.leadDays,
    minStockingDays: s.minStockingDays,
    maxStockingDays: s.maxStockingDays,
    safeDays: s.safeDays,
    safetyStock: s.safetyStock,
    moq: s.moq,
    minOrderDays: s.minOrderDays,
    sellable,
    inTransit: i.inTransit,
    pendingStockOrders: i.pendingStockOrders,
  });
  const free = g.supply - g.safetyStock - g.leadDemand;
  const reasons: string[] = [];
  if (g.supply < g.safetyStock) reasons.push(`supply ${g.supply} < safety stock ${g.safetyStock}`);
  if (dailySales > 0 && free < dailySales * s.minStockingDays) reasons.push(`${free} < ${f2(dailySales)} × ${s.minStockingDays} min stocking days`);
  const breakdown: BreakdownTerm[] = [
    ...salesBreakdown(sales, weights, dailySales),
    s.safetyStock != null
      ? { term: 'safetyStock', value: String(g.safetyStock), formula: `safety stock set for the warehouse = ${s.safetyStock}` }
      : { term: 'safetyStock', value: String(g.safetyStock), formula: `⌈daily × safe days⌉ = ⌈${f2(dailySales)} × ${s.safeDays}⌉` },
    {
      term: 'leadDemand',
      value: String(g.leadDemand),
      formula: `⌈daily × lead days⌉ = ⌈${f2(dailySales)} × ${i.leadDays}⌉ (${i.channelName ? `delivery days of ${i.channelName}` : 'no first-mile channel chosen'})`,
    },
    { term: 'stockingDemand', value: String(g.stockingDemand), formula: `⌈daily × max stocking days⌉ = ⌈${f2(dailySales)} × ${s.maxStockingDays}⌉` },
    { term: 'demand', value: String(g.demand), formula: `safety + lead + stocking = ${g.safetyStock} + ${g.leadDemand} + ${g.stockingDemand}` },
    { term: 'sellable', value: String(sellable), formula: `quantity − occupied = ${i.quantity} − ${i.occupied}` },
    { term: 'inTransit', value: String(i.inTransit), formula: `shipped on stock orders, not yet received = ${i.inTransit}` },
    { term: 'pendingStockOrders', value: String(i.pendingStockOrders), formula: `on stock orders not yet shipped = ${i.pendingStockOrders}` },
    {
      term: 'supply',
      value: String(g.supply),
      formula: `sellable + in transit + pending stock orders = ${sellable} + ${i.inTransit} + ${i.pendingStockOrders}`,
    },
    {
      term: 'coverDays',
      value: g.coverDays == null ? '—' : String(g.coverDays),
      formula: dailySales > 0 ? `(supply − safety − lead) / daily = (${g.supply} − ${g.safetyStock} − ${g.leadDemand}) / ${f2(dailySales)}` : 'no sales',
    },
    {
      term: 'needed',
      value: g.needed ? 'yes' : 'no',
      formula: reasons.join('; ') || `covers at least ${s.minStockingDays} min stocking days after the lead time, not under the safety stock`,
    },
    { term: 'moq', value: String(g.moq), formula: `max(MOQ, ⌈daily × min order days⌉) = max(${s.moq}, ⌈${f2(dailySales)} × ${s.minOrderDays}⌉)` },
    {
      term: 'quantity',
      value: String(g.quantity),
      formula:
        g.needed && g.shortfall > 0
          ? `max(demand − supply, MOQ) = max(${g.demand} − ${g.supply}, ${g.moq})`
          : g.needed
            ? `demand − supply = ${g.shortfall} ≤ 0`
            : 'not needed: 0',
    },
  ];
  return {
    key: i.key,
    warehouseId: i.warehouseId,
    warehouseName: i.warehouseName,
    skuId: i.skuId,
    sku: i.sku,
    productName: i.productName,
    image: i.image,
    quantity: i.quantity,
    occupied: i.occupied,
    sellable,
    inTransit: i.inTransit,
    pendingStockOrders: i.pendingStockOrders,
    sales,
    avg3: round(sales.averages[3] ?? 0, 2),
    avg90: round(sales.averages[90] ?? 0, 2),
    dailySales,
    leadDays: i.leadDays,
    channelName: i.channelName,
    setting: s,
    suggestion: g,
    breakdown,
  };
}

const matches = (r: { sku: string; productName: string }, kw: string) => !kw || r.sku.toLowerCase().includes(kw) || r.productName.toLowerCase().includes(kw);

/** /overseasSuggest: needed first, the largest quantity first. */
export async function overseasSuggestions(ctx: RequestContext, f: OverseasFilter = {}, now = new Date()): Promise<OverseasRow[]> {
  assertCan(ctx, 'overseasSuggest');
  const kw = keywordOf(f.keyword);
  const rows = await computeOverseas(ctx, f, now);
  return rows.filter((r) => matches(r, kw) && (!f.onlyNeeded || r.suggestion.quantity > 0)).sort(neededFirst);
}

/** /overseasSafetyStock: every pair with its settings (own or default), by warehouse then SKU. */
export async function overseasSafetyRows(ctx: RequestContext, f: OverseasFilter = {}, now = new Date()): Promise<OverseasRow[]> {
  assertCan(ctx, 'overseasSafetyStock');
  const kw = keywordOf(f.keyword);
  const rows = await computeOverseas(ctx, { warehouseId: f.warehouseId }, now);
  return rows.filter((r) => matches(r, kw)).sort((a, b) => a.warehouseName.localeCompare(b.warehouseName) || a.sku.localeCompare(b.sku));
}

/** Batch safety-stock settings of ticked overseas warehouse × SKU pairs (spec 02 §5 rules in the input). */
export async function setOverseasSafety(ctx: RequestContext, raw: unknown): Promise<number> {
  const actor = assertCan(ctx, 'overseasSafetyStock.update');
  const input = parseInput(overseasSafetyInput, raw);
  const whIds = [...new Set(input.items.map((i) => i.warehouseId))];
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const [warehouses, skus] = await Promise.all([
    ctx.db.warehouse.findMany({ where: { id: { in: whIds } }, select: { id: true, name: true, type: true } }),
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } }),
  ]);
  if (warehouses.length !== whIds.length) throw new NotFoundError('overseasSuggest.warehouseNotFound');
  const notOverseas = warehouses.find((w) => w.type !== 'overseas');
  if (notOverseas) throw ValidationError.field('items', 'overseasSuggest.notOverseas', { name: notOverseas.name });
  if (skus.length !== skuIds.length) throw new NotFoundError('overseasSuggest.skuNotFound');
  const data = {
    minStockingDays: input.minStockingDays,
    maxStockingDays: input.maxStockingDays,
    safeDays: input.safeDays,
    safetyStock: input.safetyStock ?? null,
    moq: input.moq,
    minOrderDays: input.minOrderDays,
  };
  const pairs = [...new Map(input.items.map((i) => [pairKey(i), i])).values()];
  await ctx.db.$transaction(async (tx) => {
    for (const p of pairs) {
      await tx.overseasStockSetting.upsert({
        where: { companyId_warehouseId_skuId: { companyId: actor.companyId, warehouseId: p.warehouseId, skuId: p.skuId } },
        create: { companyId: actor.companyId, warehouseId: p.warehouseId, skuId: p.skuId, ...data },
        update: data,
      });
    }
  });
  return pairs.length;
}

/**
 * Draft stock orders from ticked suggestions: one per overseas warehouse, from the chosen own
 * warehouse, through the stock-orders service (its rules: own source, overseas target, enabled,
 * channel of the company). Every group is checked before the first order is written.
 */
export async function createStockOrdersFromSuggestions(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'overseasSuggest.createStockOrder');
  // Writing stock orders is the stock orders page's right too (as generating purchase orders from the plan needs purchaseOrder.create).
  if (!can(ctx.actor, 'overseasStock.create')) throw new BusinessError('permission.denied', { permission: 'overseasStock.create' });
  const input = parseInput(overseasStockOrderInput, raw);
  const groups = new Map<number, { skuId: number; quantity: number }[]>();
  for (const i of input.items) groups.set(i.warehouseId, [...(groups.get(i.warehouseId) ?? []), { skuId: i.skuId, quantity: i.quantity }]);
  // The stock-orders service checks each order again; checking everything here first keeps a
  // later group's refusal from leaving the earlier groups' orders written.
  const source = await findWarehouse(ctx.db, input.sourceWarehouseId);
  if (source.type !== 'own') throw ValidationError.field('sourceWarehouseId', 'stockOrder.sourceNotOwn', { name: source.name });
  if (!source.enabled) throw ValidationError.field('sourceWarehouseId', 'inventory.warehouseDisabled', { name: source.name });
  for (const warehouseId of groups.keys()) {
    const [target] = await overseasWarehouses(ctx, warehouseId);
    if (!target.enabled) throw ValidationError.field('items', 'inventory.warehouseDisabled', { name: target.name });
  }
  if (input.channelId != null) {
    const channel = await ctx.db.firstMileChannel.findFirst({ where: { id: input.channelId }, select: { name: true, enabled: true } });
    if (!channel) throw ValidationError.field('channelId', 'stockOrder.channelNotFound');
    if (!channel.enabled) throw ValidationError.field('channelId', 'stockOrder.channelDisabled', { name: channel.name });
  }
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  if ((await ctx.db.sku.count({ where: { id: { in: skuIds } } })) !== skuIds.length) throw new NotFoundError('stock.skuNotFound');
  const orders = [];
  for (const [targetWarehouseId, lines] of groups) {
    orders.push(await createStockOrder(ctx, { sourceWarehouseId: input.sourceWarehouseId, targetWarehouseId, channelId: input.channelId ?? null, lines }));
  }
  return orders;
}

// ---- /overseasWarehouseStockReport ------------------------------------------------------------------

export interface AgeBandValue {
  band: AgeBand;
  quantity: number;
  /** Σ units left × unit cost of the band's lots. */
  value: number;
}
export interface StockReportRow extends WarehouseSkuRow {
  quantity: number;
  value: number;
  bands: AgeBandValue[];
  oldestDays: number;
}

/** Stock of overseas warehouses by storage age band from the FIFO lots, valued at cost. */
export async function overseasStockReport(ctx: RequestContext, f: OverseasFilter = {}, now = new Date()): Promise<StockReportRow[]> {
  assertCan(ctx, 'overseasWarehouseStockReport');
  const kw = keywordOf(f.keyword);
  const warehouses = await overseasWarehouses(ctx, f.warehouseId, true);
  if (!warehouses.length) return [];
  const whName = new Map(warehouses.map((w) => [w.id, w.name]));
  const lots = await ctx.db.stockLot.findMany({
    where: { warehouseId: { in: [...whName.keys()] }, quantityLeft: { gt: 0 } },
    select: { skuId: true, warehouseId: true, receivedAt: true, quantityLeft: true, unitCost: true },
  });
  const byPair = new Map<string, typeof lots>();
  for (const l of lots) byPair.set(pairKey(l), [...(byPair.get(pairKey(l)) ?? []), l]);
  const skus = await ctx.db.sku.findMany({
    where: { id: { in: [...new Set(lots.map((l) => l.skuId))] } },
    select: { id: true, sku: true, product: { select: { name: true } } },
  });
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const rows: StockReportRow[] = [];
  for (const [key, pairLots] of byPair) {
    const { skuId, warehouseId } = pairLots[0];
    const sku = skuOf.get(skuId);
    if (!sku || !matches({ sku: sku.sku, productName: sku.product.name }, kw)) continue;
    const aged = lotsByAgeBand(
      pairLots.map((l) => ({ receivedAt: l.receivedAt, quantityLeft: l.quantityLeft, unitCost: l.unitCost.toString() })),
      now,
    );
    const bands = aged.bands.map((b) => ({ band: b.band, quantity: b.quantity, value: lotValue(aged.lots.filter((l) => l.band === b.band)) }));
    rows.push({
      key,
      warehouseId,
      warehouseName: whName.get(warehouseId) ?? '',
      skuId,
      sku: sku.sku,
      productName: sku.product.name,
      quantity: bands.reduce((s, b) => s + b.quantity, 0),
      value: lotValue(aged.lots),
      bands,
      oldestDays: aged.lots[0]?.ageDays ?? 0,
    });
  }
  return rows.sort((a, b) => b.oldestDays - a.oldestDays || a.sku.localeCompare(b.sku) || a.warehouseId - b.warehouseId);
}
