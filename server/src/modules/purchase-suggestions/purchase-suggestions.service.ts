// Purchase suggestions (issue 7 point 4; spec 02 §3 'Purchase suggestion', §5 'Stocking suggestion',
// §9 windows and the stocking recommendation): per SKU × warehouse the weighted daily sales (from
// shipped orders, with customer-order and sales coefficients), the stocking recommendation of
// `purchaseSuggestion` written out term by term, the settings (global, advanced per SKU, batch
// safety stock) and the available-stock list. Everything is gathered in a handful of batch queries
// for the whole company (or one warehouse), then filtered and paged in memory: a row's "needed"
// flag depends on the formula, so it cannot be filtered in SQL.
import {
  DEFAULT_SALES_WEIGHTS,
  SUGGESTION_WINDOWS,
  batchSafetyInput,
  purchaseSettingInput,
  purchaseSuggestion,
  weightedDailySales,
  type SalesWeight,
  type Suggestion,
} from '@erp/schema';
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { setSafetyStock } from '../inventory/inventory.service';
import type { Tx } from '../../platform/db';

const DAY = 86_400_000;
type Db = RequestContext['db'] | Tx;
export const pairKey = (p: { skuId: number; warehouseId: number }) => `${p.skuId}:${p.warehouseId}`;

// ---- settings ------------------------------------------------------------------------------------

export interface OrderCoefficient {
  start: string;
  end: string;
  minQuantity: number;
  maxQuantity: number;
  coefficient: number;
}
export interface SalesCoefficient {
  start: string;
  end: string;
  coefficient: number;
}
export interface Setting {
  id: number | null;
  skuId: number | null;
  minStockingDays: number;
  maxStockingDays: number;
  safeDays: number;
  moq: number;
  minOrderDays: number;
  stockFloor: number;
  salesWeights: SalesWeight[];
  orderCoefficients: OrderCoefficient[];
  salesCoefficients: SalesCoefficient[];
  suspended: boolean;
  supplierId: number | null;
}

const DEFAULT_SETTING: Setting = {
  id: null,
  skuId: null,
  minStockingDays: 7,
  maxStockingDays: 30,
  safeDays: 7,
  moq: 1,
  minOrderDays: 0,
  stockFloor: 0,
  salesWeights: DEFAULT_SALES_WEIGHTS.map((w) => ({ ...w })),
  orderCoefficients: [],
  salesCoefficients: [],
  suspended: false,
  supplierId: null,
};

type SettingRow = NonNullable<Awaited<ReturnType<RequestContext['db']['purchaseSetting']['findFirst']>>>;
function toSetting(r: SettingRow): Setting {
  return {
    id: r.id,
    skuId: r.skuId,
    minStockingDays: r.minStockingDays,
    maxStockingDays: r.maxStockingDays,
    safeDays: r.safeDays,
    moq: r.moq,
    minOrderDays: r.minOrderDays,
    stockFloor: r.stockFloor,
    suspended: r.suspended,
    supplierId: r.supplierId,
    salesWeights: Array.isArray(r.salesWeights) ? (r.salesWeights as unknown as SalesWeight[]) : [],
    orderCoefficients: Array.isArray(r.orderCoefficients) ? (r.orderCoefficients as unknown as OrderCoefficient[]) : [],
    salesCoefficients: Array.isArray(r.salesCoefficients) ? (r.salesCoefficients as unknown as SalesCoefficient[]) : [],
  };
}

/** The company-wide row (skuId null); defaults (DEFAULT_SALES_WEIGHTS) when never saved. */
export async function globalSetting(db: Db): Promise<Setting> {
  const row = await db.purchaseSetting.findFirst({ where: { skuId: null }, orderBy: { id: 'asc' } });
  if (!row) return { ...DEFAULT_SETTING };
  const s = toSetting(row);
  // A global row without weights still weighs sales: the defaults apply.
  return { ...s, salesWeights: s.salesWeights.length ? s.salesWeights : DEFAULT_SETTING.salesWeights };
}

/**
 * Effective setting per SKU: the SKU's own row (advanced settings) for the numbers, suspension and
 * supplier; weights always global; coefficients the SKU's when it has some, else the global ones.
 */
export async function settingsOf(db: Db, skuIds: readonly number[]) {
  const global = await globalSetting(db);
  const rows = skuIds.length ? await db.purchaseSetting.findMany({ where: { skuId: { in: [...new Set(skuIds)] } } }) : [];
  const own = new Map(rows.map((r) => [r.skuId!, toSetting(r)]));
  return {
    global,
    own,
    of(skuId: number): Setting {
      const s = own.get(skuId);
      if (!s) return { ...global, id: null, skuId, suspended: false, supplierId: null };
      return {
        ...s,
        salesWeights: global.salesWeights,
        orderCoefficients: s.orderCoefficients.length ? s.orderCoefficients : global.orderCoefficients,
        salesCoefficients: s.salesCoefficients.length ? s.salesCoefficients : global.salesCoefficients,
      };
    },
  };
}

/** Numbers a SKU row starts from when created implicitly (suspend, supplier, batch safety): the global ones. */
export function inheritedNumbers(g: Setting) {
  return {
    minStockingDays: g.minStockingDays,
    maxStockingDays: g.maxStockingDays,
    safeDays: g.safeDays,
    moq: g.moq,
    minOrderDays: g.minOrderDays,
    stockFloor: g.stockFloor,
  };
}

/** Creates or updates the SKU's own row (copying the global numbers when new). */
export async function upsertSkuSetting(db: Db, companyId: number, skuId: number, data: Prisma.PurchaseSettingUncheckedUpdateInput, global: Setting) {
  await db.purchaseSetting.upsert({
    where: { companyId_skuId: { companyId, skuId } },
    create: { companyId, skuId, ...inheritedNumbers(global), ...(data as object) },
    update: data,
  });
}

// ---- suppliers of SKUs -----------------------------------------------------------------------------

export interface SupplierChoice {
  id: number;
  name: string;
  type: string;
  enabled: boolean;
  wholesaleMemberId: string;
  /** SupplierProduct of this supplier and SKU (null when the override has no relationship). */
  purchasePrice: string | null;
  moq: number;
}

/** The supplier per SKU: the setting's override, else the preferred supply relationship, else the oldest one. */
export async function suppliersOf(db: Db, skuIds: readonly number[], overrides: Map<number, number | null>): Promise<Map<number, SupplierChoice>> {
  const out = new Map<number, SupplierChoice>();
  if (!skuIds.length) return out;
  const overrideIds = [...new Set([...overrides.values()].filter((v): v is number => v != null))];
  const supplierSelect = { id: true, name: true, type: true, enabled: true, wholesaleMemberId: true } as const;
  const [relations, overridden] = await Promise.all([
    db.supplierProduct.findMany({
      where: { skuId: { in: [...new Set(skuIds)] } },
      include: { supplier: { select: supplierSelect } },
      orderBy: [{ preferred: 'desc' }, { id: 'asc' }],
    }),
    overrideIds.length ? db.supplier.findMany({ where: { id: { in: overrideIds } }, select: supplierSelect }) : [],
  ]);
  const supplierById = new Map(overridden.map((s) => [s.id, s]));
  const bySku = new Map<number, typeof relations>();
  for (const r of relations) bySku.set(r.skuId, [...(bySku.get(r.skuId) ?? []), r]);
  for (const skuId of new Set(skuIds)) {
    const list = bySku.get(skuId) ?? [];
    const overrideId = overrides.get(skuId);
    const o = overrideId != null ? supplierById.get(overrideId) : undefined;
    if (o) {
      const rel = list.find((r) => r.supplierId === o.id);
      out.set(skuId, { ...o, purchasePrice: rel ? rel.purchasePrice.toFixed(2) : null, moq: rel?.moq ?? 1 });
    } else if (list.length) {
      const rel = list[0];
      out.set(skuId, { ...rel.supplier, purchasePrice: rel.purchasePrice.toFixed(2), moq: rel.moq });
    }
  }
  return out;
}

// ---- the figures of every SKU × warehouse -------------------------------------------------------------

interface StockFigures {
  quantity: number;
  occupied: number;
  inTransit: number;
  preSale: number;
  safe: number;
}
const NO_STOCK: StockFigures = { quantity: 0, occupied: 0, inTransit: 0, preSale: 0, safe: 0 };

export interface SaleLine {
  skuId: number;
  warehouseId: number;
  at: Date;
  /** Quantity of the order line as the customer ordered it (customer-order coefficients). */
  lineQuantity: number;
  /** Local units shipped (combinations count their components). */
  units: number;
}

/** Units that out-of-stock orders wait for, per SKU × warehouse (order's warehouse or the first by priority). */
export async function outOfStockDemand(ctx: RequestContext, warehouseId?: number | null) {
  const companyId = requireActor(ctx).companyId;
  const only = warehouseId ? Prisma.sql`AND l."warehouseId" = ${warehouseId}` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ skuId: number; warehouseId: number; waiting: number; orderCount: number }[]>`
    WITH first_wh AS (
      SELECT "id" FROM "Warehouse" WHERE "companyId" = ${companyId} AND "enabled" ORDER BY "priority", "id" LIMIT 1
    ), l AS (
      SELECT o."id" AS "orderId", COALESCE(o."warehouseId", (SELECT "id" FROM first_wh)) AS "warehouseId", i."skuId", i."quantity" * i."unitsPerItem" AS "units"
      FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id"
      WHERE o."companyId" = ${companyId} AND o."status" = 'outOfStock' AND i."skuId" IS NOT NULL
    )
    SELECT COALESCE(c."componentSkuId", l."skuId") AS "skuId", l."warehouseId",
      SUM(l."units" * COALESCE(c."quantity", 1))::int AS "waiting", COUNT(DISTINCT l."orderId")::int AS "orderCount"
    FROM l LEFT JOIN "SkuComponent" c ON c."comboSkuId" = l."skuId"
    WHERE l."warehouseId" IS NOT NULL ${only}
    GROUP BY 1, 2`;
  return new Map(rows.map((r) => [pairKey(r), { waiting: Number(r.waiting), orderCount: Number(r.orderCount) }]));
}

/** Ordered from suppliers and not yet inspected in: approved / partially received PO lines. */
export async function pendingPurchase(ctx: RequestContext, warehouseId?: number | null) {
  const companyId = requireActor(ctx).companyId;
  const only = warehouseId ? Prisma.sql`AND p."warehouseId" = ${warehouseId}` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ skuId: number; warehouseId: number; pending: number }[]>`
    SELECT l."skuId", p."warehouseId", SUM(GREATEST(l."quantity" - l."goodQuantity" - l."defectiveQuantity", 0))::int AS "pending"
    FROM "PurchaseOrderLine" l JOIN "PurchaseOrder" p ON p."id" = l."purchaseOrderId"
    WHERE p."companyId" = ${companyId} AND p."status" IN ('approved', 'partiallyReceived') ${only}
    GROUP BY 1, 2`;
  return new Map(rows.map((r) => [pairKey(r), Number(r.pending)]));
}

/** Shipped order lines of the last 90 days (shipped or completed orders, by shipping time). */
export async function shippedLines(ctx: RequestContext, now: Date, warehouseId?: number | null): Promise<SaleLine[]> {
  const companyId = requireActor(ctx).companyId;
  const from = new Date(now.getTime() - 90 * DAY);
  const only = warehouseId ? Prisma.sql`AND o."warehouseId" = ${warehouseId}` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ skuId: number; warehouseId: number; at: Date; lineQuantity: number; units: number }[]>`
    SELECT COALESCE(c."componentSkuId", i."skuId") AS "skuId", o."warehouseId", o."shippedAt" AS "at", i."quantity" AS "lineQuantity",
      (i."quantity" * i."unitsPerItem" * COALESCE(c."quantity", 1))::int AS "units"
    FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id" LEFT JOIN "SkuComponent" c ON c."comboSkuId" = i."skuId"
    WHERE o."companyId" = ${companyId} AND o."status" IN ('shipped', 'completed') AND o."shippedAt" >= ${from} AND o."shippedAt" <= ${now}
      AND o."warehouseId" IS NOT NULL AND i."skuId" IS NOT NULL ${only}`;
  return rows.map((r) => ({ ...r, at: new Date(r.at), lineQuantity: Number(r.lineQuantity), units: Number(r.units) }));
}

const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
const inRange = (day: string, r: { start: string; end: string }) => day >= dayOf(r.start) && day <= dayOf(r.end);

export interface SalesFigures {
  /** Shipped units over 90 days, before coefficients. */
  raw90: number;
  /** After coefficients. */
  adjusted90: number;
  /** Average daily sales per window (after coefficients). */
  averages: Record<number, number>;
  orderCoefficientNotes: string[];
  salesCoefficientNotes: string[];
}

/**
 * Daily averages per window from shipped lines: a line whose quantity falls in an order-volume
 * range on a day within that range's dates counts × its coefficient; a sale on a day within a
 * sales range counts × that coefficient (both may apply).
 */
export function salesFigures(lines: readonly SaleLine[], s: Pick<Setting, 'orderCoefficients' | 'salesCoefficients'>, now: Date): SalesFigures {
  const sums: Record<number, number> = Object.fromEntries(SUGGESTION_WINDOWS.map((d) => [d, 0]));
  let raw90 = 0;
  const oc = new Map<number, number>();
  const sc = new Map<number, number>();
  for (const l of lines) {
    const day = dayOf(l.at);
    let f = 1;
    const oi = s.orderCoefficients.findIndex((r) => inRange(day, r) && l.lineQuantity >= r.minQuantity && l.lineQuantity <= r.maxQuantity);
    if (oi >= 0) {
      f *= s.orderCoefficients[oi].coefficient;
      oc.set(oi, (oc.get(oi) ?? 0) + l.units);
    }
    const si = s.salesCoefficients.findIndex((r) => inRange(day, r));
    if (si >= 0) {
      f *= s.salesCoefficients[si].coefficient;
      sc.set(si, (sc.get(si) ?? 0) + l.units);
    }
    raw90 += l.units;
    const age = now.getTime() - l.at.getTime();
    for (const d of SUGGESTION_WINDOWS) if (age <= d * DAY) sums[d] += l.units * f;
  }
  const averages: Record<number, number> = Object.fromEntries(SUGGESTION_WINDOWS.map((d) => [d, sums[d] / d]));
  return {
    raw90,
    adjusted90: round(sums[90], 2),
    averages,
    orderCoefficientNotes: [...oc].map(([i, units]) => {
      const r = s.orderCoefficients[i];
      return `${units} units in lines of ${r.minQuantity}–${r.maxQuantity} (${dayOf(r.start)}…${dayOf(r.end)}) × ${r.coefficient}`;
    }),
    salesCoefficientNotes: [...sc].map(([i, units]) => {
      const r = s.salesCoefficients[i];
      return `${units} units sold ${dayOf(r.start)}…${dayOf(r.end)} × ${r.coefficient}`;
    }),
  };
}

export const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const f2 = (v: number) => round(v, 2).toFixed(2);

export interface BreakdownTerm {
  term: string;
  value: string;
  formula: string;
}

/** Which SKU × warehouse a row is about, with its supplier and the setting that applies. */
export interface PairIdentity {
  key: string;
  skuId: number;
  sku: string;
  productName: string;
  image: string;
  warehouseId: number;
  warehouseName: string;
  supplier: SupplierChoice | null;
  setting: Setting;
}

export interface PairRow extends PairIdentity {
  quantity: number;
  occupied: number;
  sellable: number;
  preSale: number;
  inTransit: number;
  safe: number;
  /** PO lines approved / partially received, not yet inspected in. */
  pendingPurchase: number;
  waiting: number;
  orderCount: number;
  sales: SalesFigures;
  avg3: number;
  avg90: number;
  dailySales: number;
  moq: number;
  suggestion: Suggestion;
  breakdown: BreakdownTerm[];
}

export interface PairScope {
  warehouseId?: number | null;
  /** Extra pairs to include even without stock or sales (e.g. the ones joined to the plan). */
  pairs?: readonly { skuId: number; warehouseId: number }[];
}

/**
 * Every SKU × warehouse with a stock row, sales in 90 days or out-of-stock orders (combinations
 * excluded: they have no stock of their own), with all the figures and the suggestion.
 */
export async function computePairs(ctx: RequestContext, scope: PairScope = {}, now = new Date()): Promise<PairRow[]> {
  const wh = scope.warehouseId ?? null;
  const [stocks, waiting, pending, lines] = await Promise.all([
    ctx.db.stock.findMany({
      where: wh ? { warehouseId: wh } : {},
      select: { skuId: true, warehouseId: true, quantity: true, occupied: true, inTransit: true, preSale: true, safe: true },
    }),
    outOfStockDemand(ctx, wh),
    pendingPurchase(ctx, wh),
    shippedLines(ctx, now, wh),
  ]);
  const stockOf = new Map(stocks.map((s) => [pairKey(s), s]));
  const linesOf = new Map<string, SaleLine[]>();
  for (const l of lines) linesOf.set(pairKey(l), [...(linesOf.get(pairKey(l)) ?? []), l]);
  const keys = new Set<string>([
    ...stockOf.keys(),
    ...waiting.keys(),
    ...linesOf.keys(),
    ...(scope.pairs ?? []).filter((p) => !wh || p.warehouseId === wh).map(pairKey),
  ]);
  const pairs = [...keys].map((k) => {
    const [skuId, warehouseId] = k.split(':').map(Number);
    return { skuId, warehouseId };
  });
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const warehouseIds = [...new Set(pairs.map((p) => p.warehouseId))];
  const [skus, warehouses, settings] = await Promise.all([
    skuIds.length
      ? ctx.db.sku.findMany({
          where: { id: { in: skuIds }, isCombo: false },
          select: { id: true, sku: true, image: true, product: { select: { name: true, mainImage: true } } },
        })
      : [],
    warehouseIds.length ? ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true, name: true } }) : [],
    settingsOf(ctx.db, skuIds),
  ]);
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const whName = new Map(warehouses.map((w) => [w.id, w.name]));
  const suppliers = await suppliersOf(
    ctx.db,
    skus.map((s) => s.id),
    new Map(skus.map((s) => [s.id, settings.of(s.id).supplierId])),
  );
  const out: PairRow[] = [];
  for (const p of pairs) {
    const sku = skuOf.get(p.skuId);
    const warehouseName = whName.get(p.warehouseId);
    if (!sku || warehouseName == null) continue;
    const key = pairKey(p);
    const st = stockOf.get(key) ?? NO_STOCK;
    const setting = settings.of(p.skuId);
    const supplier = suppliers.get(p.skuId) ?? null;
    out.push(
      evaluate({
        key,
        skuId: p.skuId,
        sku: sku.sku,
        productName: sku.product.name,
        image: sku.image || sku.product.mainImage,
        warehouseId: p.warehouseId,
        warehouseName,
        supplier,
        setting,
        stock: st,
        pendingPurchase: pending.get(key) ?? 0,
        waiting: waiting.get(key) ?? { waiting: 0, orderCount: 0 },
        lines: linesOf.get(key) ?? [],
        now,
      }),
    );
  }
  return out;
}

/**
 * The sales terms of a breakdown (90-day sales, coefficients, window averages, weighted daily
 * sales); shared with the overseas restock suggestions so both explain the daily sales alike.
 */
export function salesBreakdown(sales: SalesFigures, weights: readonly SalesWeight[], dailySales: number): BreakdownTerm[] {
  const sumW = weights.reduce((a, w) => a + w.weight, 0);
  return [
    { term: 'sales90', value: String(sales.raw90), formula: `Σ units shipped in 90 days = ${sales.raw90}; after coefficients ${f2(sales.adjusted90)}` },
    {
      term: 'orderCoefficient',
      value: sales.orderCoefficientNotes.length ? String(sales.orderCoefficientNotes.length) : '—',
      formula: sales.orderCoefficientNotes.join('; ') || 'no order-volume range applies',
    },
    {
      term: 'salesCoefficient',
      value: sales.salesCoefficientNotes.length ? String(sales.salesCoefficientNotes.length) : '—',
      formula: sales.salesCoefficientNotes.join('; ') || 'no sales date range applies',
    },
    ...[...new Set([3, ...weights.map((w) => w.days), 90])]
      .sort((a, b) => a - b)
      .map((d) => ({
        term: `avg${d}`,
        value: f2(sales.averages[d] ?? 0),
        formula: `sales in ${d} days / ${d} = ${f2((sales.averages[d] ?? 0) * d)} / ${d}`,
      })),
    {
      term: 'dailySales',
      value: f2(dailySales),
      formula:
        sumW > 0
          ? `Σ weight × average / Σ weight = (${weights.map((w) => `${w.weight} × ${f2(sales.averages[w.days] ?? 0)}`).join(' + ')}) / ${round(sumW, 4)}`
          : 'no weights: 0',
    },
  ];
}

interface EvaluateInput extends PairIdentity {
  stock: StockFigures;
  pendingPurchase: number;
  waiting: { waiting: number; orderCount: number };
  lines: readonly SaleLine[];
  now: Date;
}

/** The formula of one SKU × warehouse with every term written out (docs/decisions.md). */
export function evaluate(i: EvaluateInput): PairRow {
  const s = i.setting;
  const sales = salesFigures(i.lines, s, i.now);
  const weights = s.salesWeights.filter((w) => w.weight > 0);
  // Rounded to 2 decimals before use, so the breakdown can be recomputed by hand from what it shows.
  const dailySales = round(weightedDailySales(sales.averages, weights), 2);
  const sellable = i.stock.quantity - i.stock.occupied;
  const pendingReceipt = i.pendingPurchase + i.stock.inTransit;
  const minOrderQuantity = Math.ceil(dailySales * s.minOrderDays - 1e-9);
  const moq = Math.max(s.moq, i.supplier?.moq ?? 1, minOrderQuantity);
  const suggestion = purchaseSuggestion({
    dailySales,
    minStockingDays: s.minStockingDays,
    maxStockingDays: s.maxStockingDays,
    safeDays: s.safeDays,
    safetyStock: i.stock.safe > 0 ? i.stock.safe : null,
    moq,
    stockFloor: s.stockFloor,
    sellable,
    preSale: i.stock.preSale,
    pendingReceipt,
    outOfStockDemand: i.waiting.waiting,
  });
  const free = suggestion.supply - i.waiting.waiting - suggestion.safetyStock;
  const reasons: string[] = [];
  if (i.waiting.waiting > 0) reasons.push(`out-of-stock orders wait for ${i.waiting.waiting}`);
  if (suggestion.supply < s.stockFloor) reasons.push(`supply ${suggestion.supply} < stock floor ${s.stockFloor}`);
  if (dailySales > 0 && free < dailySales * s.minStockingDays) reasons.push(`${free} < ${f2(dailySales)} × ${s.minStockingDays} min stocking days`);
  const breakdown: BreakdownTerm[] = [
    ...salesBreakdown(sales, weights, dailySales),
    i.stock.safe > 0
      ? { term: 'safetyStock', value: String(suggestion.safetyStock), formula: `safety stock set for the warehouse = ${i.stock.safe}` }
      : { term: 'safetyStock', value: String(suggestion.safetyStock), formula: `⌈daily × safe days⌉ = ⌈${f2(dailySales)} × ${s.safeDays}⌉` },
    { term: 'stockingDemand', value: String(suggestion.stockingDemand), formula: `⌈daily × max stocking days⌉ = ⌈${f2(dailySales)} × ${s.maxStockingDays}⌉` },
    { term: 'outOfStockDemand', value: String(i.waiting.waiting), formula: `units ${i.waiting.orderCount} out-of-stock orders wait for` },
    {
      term: 'demand',
      value: String(suggestion.demand),
      formula: `out-of-stock + safety + stocking = ${i.waiting.waiting} + ${suggestion.safetyStock} + ${suggestion.stockingDemand}`,
    },
    { term: 'sellable', value: String(sellable), formula: `quantity − occupied = ${i.stock.quantity} − ${i.stock.occupied}` },
    { term: 'preSale', value: String(i.stock.preSale), formula: `pre-sale = ${i.stock.preSale}` },
    {
      term: 'pendingReceipt',
      value: String(pendingReceipt),
      formula: `purchase orders not yet received + in transit = ${i.pendingPurchase} + ${i.stock.inTransit}`,
    },
    {
      term: 'supply',
      value: String(suggestion.supply),
      formula: `sellable + pre-sale + pending receipt = ${sellable} + ${i.stock.preSale} + ${pendingReceipt}`,
    },
    {
      term: 'coverDays',
      value: suggestion.coverDays == null ? '—' : String(suggestion.coverDays),
      formula:
        dailySales > 0
          ? `(supply − out-of-stock − safety) / daily = (${suggestion.supply} − ${i.waiting.waiting} − ${suggestion.safetyStock}) / ${f2(dailySales)}`
          : 'no sales',
    },
    {
      term: 'needed',
      value: suggestion.needed ? 'yes' : 'no',
      formula: reasons.join('; ') || `covers at least ${s.minStockingDays} min stocking days, not under the stock floor ${s.stockFloor}`,
    },
    {
      term: 'moq',
      value: String(moq),
      formula: `max(setting MOQ, supplier MOQ, ⌈daily × min order days⌉) = max(${s.moq}, ${i.supplier?.moq ?? 1}, ⌈${f2(dailySales)} × ${s.minOrderDays}⌉)`,
    },
    {
      term: 'quantity',
      value: String(suggestion.quantity),
      formula:
        suggestion.needed && suggestion.shortfall > 0
          ? `max(demand − supply, MOQ) = max(${suggestion.demand} − ${suggestion.supply}, ${moq})`
          : suggestion.needed
            ? `demand − supply = ${suggestion.shortfall} ≤ 0`
            : 'not needed: 0',
    },
  ];
  return {
    key: i.key,
    skuId: i.skuId,
    sku: i.sku,
    productName: i.productName,
    image: i.image,
    warehouseId: i.warehouseId,
    warehouseName: i.warehouseName,
    supplier: i.supplier,
    setting: s,
    quantity: i.stock.quantity,
    occupied: i.stock.occupied,
    sellable,
    preSale: i.stock.preSale,
    inTransit: i.stock.inTransit,
    safe: i.stock.safe,
    pendingPurchase: i.pendingPurchase,
    waiting: i.waiting.waiting,
    orderCount: i.waiting.orderCount,
    sales,
    avg3: round(sales.averages[3] ?? 0, 2),
    avg90: round(sales.averages[90] ?? 0, 2),
    dailySales,
    moq,
    suggestion,
    breakdown,
  };
}

// ---- lists -----------------------------------------------------------------------------------------

export interface SuggestionFilter {
  warehouseId?: number | null;
  supplierId?: number | null;
  keyword?: string | null;
  onlyNeeded?: boolean | null;
}

export function keywordOf(raw: string | null | undefined): string {
  const kw = raw?.trim() ?? '';
  if (kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong');
  return kw.toLowerCase();
}

export function matches(r: PairRow, f: SuggestionFilter, kw: string): boolean {
  if (f.supplierId && r.supplier?.id !== f.supplierId) return false;
  if (kw && !r.sku.toLowerCase().includes(kw) && !r.productName.toLowerCase().includes(kw)) return false;
  return true;
}

export interface SuggestionRow extends PairRow {
  inPlan: boolean;
}

/** /purchaseSuggestProducts: SKUs not suspended; needed ones first, the largest quantity first. */
/** The suggestion lists' order: needed first, the largest quantity first, then by SKU and warehouse. */
export const neededFirst = (
  a: { sku: string; warehouseId: number; suggestion: { needed: boolean; quantity: number } },
  b: { sku: string; warehouseId: number; suggestion: { needed: boolean; quantity: number } },
) =>
  Number(b.suggestion.needed) - Number(a.suggestion.needed) ||
  b.suggestion.quantity - a.suggestion.quantity ||
  a.sku.localeCompare(b.sku) ||
  a.warehouseId - b.warehouseId;

export async function suggestions(ctx: RequestContext, f: SuggestionFilter = {}, now = new Date()): Promise<SuggestionRow[]> {
  assertCan(ctx, 'purchaseSuggestProducts');
  const kw = keywordOf(f.keyword);
  const [rows, plan] = await Promise.all([
    computePairs(ctx, { warehouseId: f.warehouseId }, now),
    ctx.db.purchasePlanItem.findMany({ select: { skuId: true, warehouseId: true } }),
  ]);
  const planned = new Set(plan.map(pairKey));
  return rows
    .filter((r) => !r.setting.suspended && matches(r, f, kw) && (!f.onlyNeeded || r.suggestion.quantity > 0))
    .map((r) => ({ ...r, inPlan: planned.has(r.key) }))
    .sort(neededFirst);
}

/** /productsAvailableList: every stock row (no combinations) with the supply figures and days of cover. */
export async function availableProducts(ctx: RequestContext, f: SuggestionFilter = {}, now = new Date()): Promise<PairRow[]> {
  assertCan(ctx, 'productsAvailableList');
  const kw = keywordOf(f.keyword);
  const rows = await computePairs(ctx, { warehouseId: f.warehouseId }, now);
  return rows
    .filter((r) => matches(r, f, kw) && (!f.onlyNeeded || r.suggestion.needed))
    .sort((a, b) => a.sku.localeCompare(b.sku) || a.warehouseName.localeCompare(b.warehouseName));
}

/** Days the supply (sellable + pre-sale + pending receipt) lasts at the daily sales; null without sales. */
export function daysOfCover(r: PairRow): number | null {
  return r.dailySales > 0 ? round(r.suggestion.supply / r.dailySales, 1) : null;
}

// ---- settings mutations ------------------------------------------------------------------------------

const settingExtra = z.object({ skuId: z.number().int().positive().nullish(), supplierId: z.number().int().positive().nullish() });

/**
 * Global settings (skuId empty: weights, coefficients, defaults) or a SKU's advanced settings.
 * For a SKU the stock floor is also checked against the smallest safety stock set for it.
 */
export async function updatePurchaseSetting(ctx: RequestContext, raw: unknown): Promise<Setting> {
  const actor = assertCan(ctx, 'purchaseSetting.update');
  const extra = parseInput(settingExtra, raw);
  const input = parseInput(purchaseSettingInput, raw);
  const toJson = <T extends { start: Date; end: Date }>(list: T[] | undefined) =>
    list?.map((r) => ({ ...r, start: r.start.toISOString(), end: r.end.toISOString() }));
  const data = {
    minStockingDays: input.minStockingDays,
    maxStockingDays: input.maxStockingDays,
    safeDays: input.safeDays,
    moq: input.moq,
    minOrderDays: input.minOrderDays,
    stockFloor: input.stockFloor,
    ...(input.orderCoefficients ? { orderCoefficients: toJson(input.orderCoefficients) as Prisma.InputJsonValue } : {}),
    ...(input.salesCoefficients ? { salesCoefficients: toJson(input.salesCoefficients) as Prisma.InputJsonValue } : {}),
  };
  if (extra.skuId == null) {
    const weights = input.salesWeights ? { salesWeights: input.salesWeights as unknown as Prisma.InputJsonValue } : {};
    const existing = await ctx.db.purchaseSetting.findFirst({ where: { skuId: null }, orderBy: { id: 'asc' } });
    if (existing) await ctx.db.purchaseSetting.update({ where: { id: existing.id }, data: { ...data, ...weights } });
    else
      await ctx.db.purchaseSetting.create({
        data: {
          companyId: actor.companyId,
          skuId: null,
          ...data,
          salesWeights: (input.salesWeights ?? DEFAULT_SALES_WEIGHTS) as unknown as Prisma.InputJsonValue,
        },
      });
    return globalSetting(ctx.db);
  }
  const sku = await ctx.db.sku.findFirst({ where: { id: extra.skuId }, select: { id: true } });
  if (!sku) throw new NotFoundError('purchase.skuNotFound', { id: extra.skuId });
  if (extra.supplierId != null && !(await ctx.db.supplier.findFirst({ where: { id: extra.supplierId }, select: { id: true } }))) {
    throw new NotFoundError('purchase.supplierNotFound', { id: extra.supplierId });
  }
  const safe = await ctx.db.stock.aggregate({ where: { skuId: sku.id, safe: { gt: 0 } }, _min: { safe: true } });
  if (safe._min.safe != null && input.stockFloor > safe._min.safe) throw ValidationError.field('stockFloor', 'purchase.floorAboveSafety');
  const row = await ctx.db.purchaseSetting.upsert({
    where: { companyId_skuId: { companyId: actor.companyId, skuId: sku.id } },
    create: { companyId: actor.companyId, skuId: sku.id, ...data, ...(extra.supplierId !== undefined ? { supplierId: extra.supplierId } : {}) },
    update: { ...data, ...(extra.supplierId !== undefined ? { supplierId: extra.supplierId } : {}) },
  });
  return toSetting(row);
}

/** The SKU's own settings row, or null (it follows the global settings). */
export async function skuSetting(ctx: RequestContext, skuId: number): Promise<Setting | null> {
  assertCan(ctx, 'purchaseSuggestProducts');
  const row = await ctx.db.purchaseSetting.findFirst({ where: { skuId } });
  return row ? toSetting(row) : null;
}

export async function purchaseSettings(ctx: RequestContext): Promise<Setting> {
  assertCan(ctx, 'purchaseSuggestProducts');
  return globalSetting(ctx.db);
}

/**
 * Batch safety-stock settings of ticked SKUs: Stock.safe in the warehouse through the inventory
 * service (when a safety stock is given), then stock floor / safe days / MOQ on each SKU's row.
 */
export async function batchSafety(ctx: RequestContext, raw: unknown): Promise<number> {
  const actor = assertCan(ctx, 'purchaseSetting.update');
  const input = parseInput(batchSafetyInput, raw);
  const skuIds = [...new Set(input.skuIds)];
  const [skus, warehouse] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } }),
    ctx.db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { id: true } }),
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError('purchase.skuNotFound');
  if (!warehouse) throw new NotFoundError('purchase.warehouseNotFound', { id: input.warehouseId });
  if (input.safetyStock == null) {
    // Without a new safety stock the floor is checked against the one already set there.
    const current = await ctx.db.stock.findMany({ where: { warehouseId: warehouse.id, skuId: { in: skuIds }, safe: { gt: 0 } }, select: { safe: true } });
    if (current.some((c) => input.stockFloor > c.safe)) throw ValidationError.field('stockFloor', 'purchase.floorAboveSafety');
  }
  if (input.safetyStock != null) await setSafetyStock(ctx, { items: skuIds.map((skuId) => ({ skuId, warehouseId: warehouse.id, safe: input.safetyStock })) });
  const global = await globalSetting(ctx.db);
  const data = {
    stockFloor: input.stockFloor,
    ...(input.safeDays != null ? { safeDays: input.safeDays } : {}),
    ...(input.moq != null ? { moq: input.moq } : {}),
  };
  await ctx.db.$transaction(async (tx) => {
    for (const skuId of skuIds) await upsertSkuSetting(tx, actor.companyId, skuId, data, global);
  });
  return skuIds.length;
}
