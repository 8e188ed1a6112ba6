// Inventory views (issue 5 item 7): /inventoryManage (balances with sales, storage age and ABC),
// /inventoryManagement (stock per location), /warehouseStockReport, /safetyStock; moving stock
// between locations and setting safety stock.
import {
  AGE_BANDS,
  SALES_WINDOWS,
  ageBandOf,
  ageBandRange,
  ageInDays,
  inventoryFilter,
  moveLocationInput,
  safetyStockInput,
  type AgeBand,
  type InventoryFilter,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { findLocation, findSku, findWarehouse, requestLoader } from '../../platform/lookups';
import { alertLowStock } from './low-stock';
import type { Tx } from '../../platform/db';

const DAY = 86_400_000;

// ---- the inventory list ----------------------------------------------------------------------

/** Checked filter → where. Age band and low stock compare columns, so they become id lists. */
export async function inventoryWhere(ctx: RequestContext, raw: unknown): Promise<Prisma.StockWhereInput> {
  const f = parseInput(inventoryFilter, raw ?? {});
  return stockWhereOf(ctx, f);
}

export async function stockWhereOf(ctx: RequestContext, f: InventoryFilter, now = new Date()): Promise<Prisma.StockWhereInput> {
  const companyId = requireActor(ctx).companyId;
  const and: Prisma.StockWhereInput[] = [];
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.keyword) {
    const contains = { contains: f.keyword, mode: 'insensitive' as const };
    and.push({ sku: { OR: [{ sku: contains }, { product: { name: contains } }, { product: { spu: contains } }] } });
  }
  if (f.abcClass) and.push({ sku: { abcClass: f.abcClass } });
  if (f.lowStock) {
    const rows = await ctx.db.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "Stock" WHERE "companyId" = ${companyId} AND "safe" > 0 AND "quantity" - "occupied" < "safe"`;
    and.push({ id: { in: rows.map((r) => r.id) } });
  }
  if (f.ageBand) and.push({ id: { in: await stockIdsInAgeBand(ctx, f.ageBand, now) } });
  return and.length ? { AND: and } : {};
}

/** Stock rows whose oldest remaining lot (FIFO: what has waited longest) is in the band. */
async function stockIdsInAgeBand(ctx: RequestContext, band: AgeBand, now: Date): Promise<number[]> {
  const companyId = requireActor(ctx).companyId;
  const { from, to } = ageBandRange(band);
  // age ≥ from ⇔ received ≤ now − from days; age < to ⇔ received > now − to days
  const newest = new Date(now.getTime() - from * DAY);
  const oldest = to == null ? new Date(0) : new Date(now.getTime() - to * DAY);
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT st."id" FROM "Stock" st
    JOIN (
      SELECT "skuId", "warehouseId", MIN("receivedAt") AS "oldest" FROM "StockLot"
      WHERE "companyId" = ${companyId} AND "quantityLeft" > 0 GROUP BY "skuId", "warehouseId"
    ) l ON l."skuId" = st."skuId" AND l."warehouseId" = st."warehouseId"
    WHERE st."companyId" = ${companyId} AND l."oldest" <= ${newest} AND l."oldest" > ${oldest}`;
  return rows.map((r) => r.id);
}

export interface SkuWarehouse {
  skuId: number;
  warehouseId: number;
}
export interface Sales {
  d7: number;
  d15: number;
  d30: number;
  d90: number;
}
const pairKey = (p: SkuWarehouse) => `${p.skuId}:${p.warehouseId}`;

/**
 * Delivered quantity per SKU and warehouse over 7/15/30/90 days: what 'outbound' ledger rows took
 * out (orders post outbound moves; outbound orders too). Transfers, processing and count losses
 * are not sales.
 */
export async function salesOf(ctx: RequestContext, pairs: readonly SkuWarehouse[], now = new Date()): Promise<Map<string, Sales>> {
  const out = new Map<string, Sales>();
  if (!pairs.length) return out;
  const companyId = requireActor(ctx).companyId;
  const [d7, d15, d30, d90] = SALES_WINDOWS.map((d) => new Date(now.getTime() - d * DAY));
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const warehouseIds = [...new Set(pairs.map((p) => p.warehouseId))];
  const rows = await ctx.db.$queryRaw<{ skuId: number; warehouseId: number; d7: bigint; d15: bigint; d30: bigint; d90: bigint }[]>`
    SELECT "skuId", "warehouseId",
      COALESCE(SUM(CASE WHEN "createdAt" >= ${d7} THEN -"quantityChange" ELSE 0 END), 0) AS "d7",
      COALESCE(SUM(CASE WHEN "createdAt" >= ${d15} THEN -"quantityChange" ELSE 0 END), 0) AS "d15",
      COALESCE(SUM(CASE WHEN "createdAt" >= ${d30} THEN -"quantityChange" ELSE 0 END), 0) AS "d30",
      COALESCE(SUM(-"quantityChange"), 0) AS "d90"
    FROM "StockLedger"
    WHERE "companyId" = ${companyId} AND "type" = 'outbound' AND "createdAt" >= ${d90} AND "createdAt" <= ${now}
      AND "skuId" IN (${Prisma.join(skuIds)}) AND "warehouseId" IN (${Prisma.join(warehouseIds)})
    GROUP BY "skuId", "warehouseId"`;
  for (const r of rows) out.set(pairKey(r), { d7: Number(r.d7), d15: Number(r.d15), d30: Number(r.d30), d90: Number(r.d90) });
  return out;
}

export interface StorageAge {
  /** Days since the oldest lot still holding stock arrived. */
  days: number;
  band: AgeBand;
}

/** Storage age of each SKU in each warehouse: the oldest lot with quantity left (FIFO). */
export async function agesOf(ctx: RequestContext, pairs: readonly SkuWarehouse[], now = new Date()): Promise<Map<string, StorageAge>> {
  const out = new Map<string, StorageAge>();
  if (!pairs.length) return out;
  const companyId = requireActor(ctx).companyId;
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const warehouseIds = [...new Set(pairs.map((p) => p.warehouseId))];
  const rows = await ctx.db.$queryRaw<{ skuId: number; warehouseId: number; oldest: Date }[]>`
    SELECT "skuId", "warehouseId", MIN("receivedAt") AS "oldest" FROM "StockLot"
    WHERE "companyId" = ${companyId} AND "quantityLeft" > 0
      AND "skuId" IN (${Prisma.join(skuIds)}) AND "warehouseId" IN (${Prisma.join(warehouseIds)})
    GROUP BY "skuId", "warehouseId"`;
  for (const r of rows) {
    const days = ageInDays(new Date(r.oldest), now);
    out.set(pairKey(r), { days, band: ageBandOf(days) });
  }
  return out;
}

const NO_SALES: Sales = { d7: 0, d15: 0, d30: 0, d90: 0 };

/** Sales of one row, batched with the other rows of the page. */
export async function loadSales(ctx: RequestContext, pair: SkuWarehouse): Promise<Sales> {
  const loader = requestLoader<SkuWarehouse, Sales>(ctx, 'sales', async (keys) => {
    const map = await salesOf(ctx, keys);
    return keys.map((k) => map.get(pairKey(k)) ?? NO_SALES);
  });
  return (await loader.load({ skuId: pair.skuId, warehouseId: pair.warehouseId })) ?? NO_SALES;
}

export async function loadAge(ctx: RequestContext, pair: SkuWarehouse): Promise<StorageAge | null> {
  const loader = requestLoader<SkuWarehouse, StorageAge>(ctx, 'age', async (keys) => {
    const map = await agesOf(ctx, keys);
    return keys.map((k) => map.get(pairKey(k)) ?? null);
  });
  return loader.load({ skuId: pair.skuId, warehouseId: pair.warehouseId });
}

// ---- stock per location (/inventoryManagement) -----------------------------------------------

export interface StockLocationFilter {
  warehouseId?: number | null;
  locationId?: number | null;
  keyword?: string | null;
  /** Hide emptied locations (default true). */
  inStockOnly?: boolean | null;
}

/** StockLocation has no relations: a keyword finds the matching SKUs first. */
export async function stockLocationWhere(ctx: RequestContext, f: StockLocationFilter): Promise<Prisma.StockLocationWhereInput> {
  assertCan(ctx, 'inventoryManagement');
  const and: Prisma.StockLocationWhereInput[] = [];
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.locationId) and.push({ locationId: f.locationId });
  if (f.inStockOnly !== false) and.push({ quantity: { gt: 0 } });
  const kw = f.keyword?.trim();
  if (kw) {
    if (kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong');
    const contains = { contains: kw, mode: 'insensitive' as const };
    const skus = await ctx.db.sku.findMany({ where: { OR: [{ sku: contains }, { product: { name: contains } }] }, select: { id: true }, take: 5000 });
    and.push({ skuId: { in: skus.map((s) => s.id) } });
  }
  return and.length ? { AND: and } : {};
}

// ---- moving stock between locations ----------------------------------------------------------

/**
 * Moves quantity from one location to another of the same warehouse. applyMoves cannot express
 * it: it changes the Stock balance with every location change, so −q/+q would dip the balance
 * (and be refused when everything is occupied, though occupation is not per location). Here the
 * balance stays as it is: the source location is taken down by a conditional UPDATE (never below
 * zero, also under concurrency), the target goes up, and two 'moveLocation' ledger rows with
 * quantity change 0 record where it went, all in the caller's transaction.
 */
export async function moveBetweenLocations(
  ctx: RequestContext,
  tx: Tx,
  m: {
    skuId: number;
    sku: string;
    warehouseId: number;
    from: { id: number; code: string };
    to: { id: number; code: string };
    quantity: number;
    billNo?: string;
  },
) {
  const companyId = requireActor(ctx).companyId;
  const taken = await tx.$executeRaw`
    UPDATE "StockLocation" SET "quantity" = "quantity" - ${m.quantity}::int, "updatedAt" = now()
    WHERE "companyId" = ${companyId} AND "locationId" = ${m.from.id} AND "skuId" = ${m.skuId} AND "quantity" >= ${m.quantity}::int`;
  if (!taken) {
    const at = await tx.stockLocation.findFirst({ where: { locationId: m.from.id, skuId: m.skuId }, select: { quantity: true } });
    throw new BusinessError('stock.locationShort', { sku: m.sku, location: m.from.code, available: at?.quantity ?? 0, quantity: m.quantity });
  }
  await tx.$executeRaw`
    INSERT INTO "StockLocation" ("companyId", "skuId", "warehouseId", "locationId", "quantity", "updatedAt")
    VALUES (${companyId}, ${m.skuId}, ${m.warehouseId}, ${m.to.id}, ${m.quantity}, now())
    ON CONFLICT ("locationId", "skuId") DO UPDATE SET "quantity" = "StockLocation"."quantity" + ${m.quantity}::int, "updatedAt" = now()`;
  const stock = await tx.stock.findFirst({ where: { skuId: m.skuId, warehouseId: m.warehouseId } });
  const remark = `${m.from.code} → ${m.to.code} ×${m.quantity}`;
  for (const locationId of [m.from.id, m.to.id]) {
    await tx.stockLedger.create({
      data: {
        companyId,
        skuId: m.skuId,
        warehouseId: m.warehouseId,
        locationId,
        type: 'moveLocation',
        quantityChange: 0,
        occupiedChange: 0,
        quantityAfter: stock?.quantity ?? 0,
        occupiedAfter: stock?.occupied ?? 0,
        billType: 'moveLocation',
        billNo: m.billNo ?? '',
        remark,
        operatorId: ctx.actor!.userId,
      },
    });
  }
  return stock;
}

export async function moveLocation(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'stock.move');
  const input = parseInput(moveLocationInput, raw);
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  const sku = await findSku(ctx.db, input.skuId);
  const from = await findLocation(ctx.db, input.fromLocationId, warehouse.id, 'fromLocationId');
  const to = await findLocation(ctx.db, input.toLocationId, warehouse.id, 'toLocationId');
  const stock = await ctx.db.$transaction((tx) =>
    moveBetweenLocations(ctx, tx, { skuId: sku.id, sku: sku.sku, warehouseId: warehouse.id, from, to, quantity: input.quantity }),
  );
  if (!stock) throw new NotFoundError('stock.skuNotFound');
  return stock;
}

// ---- safety stock ----------------------------------------------------------------------------

/** Batch safety stock (/safetyStock, /inventoryManage): creates the balance row when missing. */
export async function setSafetyStock(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'stock.setSafe');
  const input = parseInput(safetyStockInput, raw);
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    const key = `${item.skuId}:${item.warehouseId}`;
    if (seen.has(key)) throw ValidationError.field(`items.${i}.skuId`, 'inventory.sameProductTwice');
    seen.add(key);
  });
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const warehouseIds = [...new Set(input.items.map((i) => i.warehouseId))];
  const [skus, warehouses] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true } }),
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError('stock.skuNotFound');
  if (warehouses.length !== warehouseIds.length) throw new NotFoundError('warehouse.notFound');
  await ctx.db.$transaction(async (tx) => {
    for (const item of input.items) {
      await tx.stock.upsert({
        where: { warehouseId_skuId: { warehouseId: item.warehouseId, skuId: item.skuId } },
        create: { companyId: ctx.actor!.companyId, skuId: item.skuId, warehouseId: item.warehouseId, safe: item.safe },
        update: { safe: item.safe },
      });
    }
  });
  for (const warehouseId of warehouseIds) {
    await alertLowStock(
      ctx,
      input.items.filter((i) => i.warehouseId === warehouseId).map((i) => i.skuId),
      warehouseId,
    );
  }
  return input.items.length;
}

// ---- warehouse stock report ------------------------------------------------------------------

export interface WarehouseStockRow {
  warehouseId: number;
  warehouseName: string;
  warehouseType: string;
  skuCount: number;
  quantity: number;
  occupied: number;
  inTransit: number;
  value: string;
  bands: { band: AgeBand; quantity: number; value: string }[];
}

/**
 * Per warehouse: SKUs with stock, quantities, value = Σ quantity × purchase price (moving average)
 * and the same split by storage age band (what is left of each lot, valued the same way).
 */
export async function warehouseStockReport(ctx: RequestContext, warehouseId?: number | null, now = new Date()): Promise<WarehouseStockRow[]> {
  // Raw SQL names the company itself: another company's warehouse id simply matches nothing.
  const companyId = assertCan(ctx, 'warehouseStockReport').companyId;
  const only = warehouseId != null ? Prisma.sql`AND w."id" = ${warehouseId}` : Prisma.empty;
  const totals = await ctx.db.$queryRaw<
    { id: number; name: string; type: string; skuCount: bigint; quantity: bigint; occupied: bigint; inTransit: bigint; value: string | null }[]
  >`
    SELECT w."id", w."name", w."type",
      COUNT(st."id") FILTER (WHERE st."quantity" > 0) AS "skuCount",
      COALESCE(SUM(st."quantity"), 0) AS "quantity",
      COALESCE(SUM(st."occupied"), 0) AS "occupied",
      COALESCE(SUM(st."inTransit"), 0) AS "inTransit",
      COALESCE(SUM(st."quantity" * st."purchasePrice"), 0)::numeric(18, 2)::text AS "value"
    FROM "Warehouse" w
    LEFT JOIN "Stock" st ON st."warehouseId" = w."id" AND st."companyId" = ${companyId}
    WHERE w."companyId" = ${companyId} ${only}
    GROUP BY w."id" ORDER BY w."id"`;
  const d30 = new Date(now.getTime() - 30 * DAY);
  const d60 = new Date(now.getTime() - 60 * DAY);
  const d90 = new Date(now.getTime() - 90 * DAY);
  const onlyLots = warehouseId != null ? Prisma.sql`AND l."warehouseId" = ${warehouseId}` : Prisma.empty;
  const bands = await ctx.db.$queryRaw<{ warehouseId: number; band: AgeBand; quantity: bigint; value: string }[]>`
    SELECT l."warehouseId",
      CASE WHEN l."receivedAt" > ${d30} THEN '0-30' WHEN l."receivedAt" > ${d60} THEN '30-60' WHEN l."receivedAt" > ${d90} THEN '60-90' ELSE '90+' END AS "band",
      SUM(l."quantityLeft") AS "quantity",
      COALESCE(SUM(l."quantityLeft" * st."purchasePrice"), 0)::numeric(18, 2)::text AS "value"
    FROM "StockLot" l
    LEFT JOIN "Stock" st ON st."companyId" = ${companyId} AND st."skuId" = l."skuId" AND st."warehouseId" = l."warehouseId"
    WHERE l."companyId" = ${companyId} AND l."quantityLeft" > 0 ${onlyLots}
    GROUP BY 1, 2`;
  return totals.map((t) => ({
    warehouseId: t.id,
    warehouseName: t.name,
    warehouseType: t.type,
    skuCount: Number(t.skuCount),
    quantity: Number(t.quantity),
    occupied: Number(t.occupied),
    inTransit: Number(t.inTransit),
    value: t.value ?? '0.00',
    bands: AGE_BANDS.map((band) => {
      const b = bands.find((x) => x.warehouseId === t.id && x.band === band);
      return { band, quantity: b ? Number(b.quantity) : 0, value: b?.value ?? '0.00' };
    }),
  }));
}
