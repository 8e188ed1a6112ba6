// Overseas inventory (/overseasWarehouseInventory and /overseasWarehouseInventoryDetails, issue 23
// item 5): the provider's stock of each bound warehouse, read through the connector ("sync
// inventory", by hand or on the schedule of overseas-inventory.schedule.ts) and kept as a snapshot,
// beside the ledger's balance (Stock) of the seller's warehouse it is bound to, with the difference
// (overseasStockDifference of @erp/schema) flagged when it is not 0; the details split the FIFO lots
// of one SKU in that warehouse into the age bands of spec 02 §9 (lotsByAgeBand).
//
// Mapping: a provider SKU is the seller's SKU with the same code (exact), resolved when the list is
// read, so a SKU created or renamed later maps without another sync. Provider SKUs without such a
// SKU are listed as unmapped, with the provider's quantities and nothing in the ledger.
import { lotsByAgeBand, overseasStockDifference } from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError } from '../../platform/errors';
import { activeAuth, answered, connectorOf, credentialsOf, providerName } from './overseas-warehouses.service';
import type { ProviderStockRow } from './warehouse.connector';

export const INVENTORY_PAGE = 'overseasWarehouseInventory';
export const INVENTORY_SYNC = 'overseasWarehouseInventory.sync';
/** Rows asked of the provider per call while syncing. */
export const INVENTORY_SYNC_PAGE_SIZE = 100;
/** A sync stops asking after this many pages (a provider whose total never ends). */
const MAX_SYNC_PAGES = 2_000;

// ---- the warehouses that have an inventory ------------------------------------------------------

/** Provider warehouses bound to one of the seller's warehouses: the list's warehouse filter and the sync picker. */
export async function inventoryWarehouses(ctx: RequestContext) {
  assertCan(ctx, INVENTORY_PAGE);
  return ctx.db.overseasProviderWarehouse.findMany({
    where: { warehouseId: { not: null } },
    include: { authorization: { select: { name: true, provider: true, status: true } } },
    orderBy: [{ authorizationId: 'asc' }, { code: 'asc' }],
  });
}

// ---- sync ---------------------------------------------------------------------------------------

/**
 * Reads the provider's stock of one bound warehouse, every page, and replaces its snapshot in one
 * transaction. The authorization must be activated, the warehouse bound and still listed; a
 * refusal of any page leaves the previous snapshot as it was and answers the provider's message.
 */
export async function syncInventory(ctx: RequestContext, providerWarehouseId: number) {
  const actor = assertCan(ctx, INVENTORY_SYNC);
  const pw = await ctx.db.overseasProviderWarehouse.findFirst({ where: { id: providerWarehouseId } });
  if (!pw) throw new NotFoundError('overseas.providerWarehouseNotFound');
  const auth = await activeAuth(ctx, pw.authorizationId);
  if (pw.warehouseId == null) throw new BusinessError('overseas.warehouseNotBound', { code: pw.code });
  if (!pw.available) throw new BusinessError('overseas.providerWarehouseGone', { provider: providerName(ctx, auth.provider), code: pw.code });

  // what the seller expects there: the SKUs of its ledger in the bound warehouse and of the last snapshot
  const [ledger, previous] = await Promise.all([
    ctx.db.stock.findMany({ where: { warehouseId: pw.warehouseId }, select: { sku: { select: { sku: true } } } }),
    ctx.db.overseasInventorySnapshot.findMany({ where: { providerWarehouseId: pw.id }, select: { providerSku: true } }),
  ]);
  const skus = [...new Set([...ledger.map((s) => s.sku.sku), ...previous.map((s) => s.providerSku)])].sort();

  const connector = connectorOf(ctx, auth.provider);
  const creds = credentialsOf(ctx, auth);
  const found = new Map<string, ProviderStockRow>();
  for (let page = 1, read = 0; page <= MAX_SYNC_PAGES; page++) {
    const r = answered(
      ctx,
      auth.provider,
      await connector.inventorySnapshot(creds, { warehouseCode: pw.code, skus, page, pageSize: INVENTORY_SYNC_PAGE_SIZE }),
    );
    for (const row of r.rows) {
      const sku = row.sku.trim();
      if (sku) found.set(sku, { sku, available: count(row.available), reserved: count(row.reserved), inTransit: count(row.inTransit) });
    }
    read += r.rows.length;
    if (!r.rows.length || read >= r.total) break;
  }

  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    await tx.overseasInventorySnapshot.deleteMany({ where: { providerWarehouseId: pw.id } });
    await tx.overseasInventorySnapshot.createMany({
      data: [...found.values()].map((r) => ({
        companyId: actor.companyId,
        providerWarehouseId: pw.id,
        providerSku: r.sku,
        available: r.available,
        reserved: r.reserved,
        inTransit: r.inTransit,
        syncedAt: now,
      })),
    });
    return tx.overseasProviderWarehouse.update({ where: { id: pw.id }, data: { inventorySyncedAt: now } });
  });
}

/** A provider's quantity as a whole number of units, never negative. */
const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

// ---- the list -----------------------------------------------------------------------------------

export interface InventoryFilter {
  warehouseId?: number;
  keyword?: string;
  onlyDifferences?: boolean;
}

/** One row of /overseasWarehouseInventory: a SKU (or an unmapped provider SKU) in a bound overseas warehouse. */
export interface InventoryRow {
  warehouseId: number;
  providerWarehouseId: number;
  providerWarehouseCode: string;
  authorizationId: number;
  /** The seller's SKU; null for an unmapped provider SKU. */
  skuId: number | null;
  /** The provider's SKU code; '' when the provider did not list the SKU. */
  providerSku: string;
  /** The provider's figures; null before the warehouse's first sync. 0 when synced and not listed. */
  providerAvailable: number | null;
  providerReserved: number | null;
  providerInTransit: number | null;
  ledgerQuantity: number;
  ledgerOccupied: number;
  ledgerInTransit: number;
  /** Provider (available + reserved) − ledger quantity; null before the first sync. */
  difference: number | null;
  syncedAt: Date | null;
}

interface RawRow {
  warehouseId: number;
  providerWarehouseId: number;
  providerWarehouseCode: string;
  authorizationId: number;
  skuId: number | null;
  providerSku: string | null;
  available: number | null;
  reserved: number | null;
  inTransit: number | null;
  ledgerQuantity: number;
  ledgerOccupied: number;
  ledgerInTransit: number;
  syncedAt: Date | null;
  difference: number | null;
}

/**
 * The rows of the list as SQL: the snapshot of every bound provider warehouse (its provider SKUs
 * mapped by code) fully joined with the ledger's balances of the bound warehouses (rows with any
 * figure not 0), so a SKU only one side knows is listed too. Raw SQL names the company itself.
 */
function inventorySql(companyId: number, f: InventoryFilter) {
  const keyword = f.keyword?.trim().slice(0, 100);
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return Prisma.sql`
    WITH pw AS (
      SELECT p."id", p."warehouseId", p."code", p."authorizationId", p."inventorySyncedAt"
      FROM "OverseasProviderWarehouse" p
      WHERE p."companyId" = ${companyId} AND p."warehouseId" IS NOT NULL
        ${f.warehouseId != null ? Prisma.sql`AND p."warehouseId" = ${f.warehouseId}` : Prisma.empty}
    ),
    snap AS (
      SELECT pw."warehouseId", s."providerSku", s."available", s."reserved", s."inTransit", k."id" AS "skuId"
      FROM "OverseasInventorySnapshot" s
      JOIN pw ON pw."id" = s."providerWarehouseId"
      LEFT JOIN "Sku" k ON k."companyId" = ${companyId} AND k."sku" = s."providerSku"
      WHERE s."companyId" = ${companyId}
    ),
    led AS (
      SELECT st."warehouseId", st."skuId", st."quantity", st."occupied", st."inTransit"
      FROM "Stock" st
      JOIN pw ON pw."warehouseId" = st."warehouseId"
      WHERE st."companyId" = ${companyId} AND (st."quantity" <> 0 OR st."occupied" <> 0 OR st."inTransit" <> 0)
    ),
    joined AS (
      SELECT COALESCE(snap."warehouseId", led."warehouseId") AS "warehouseId",
        COALESCE(snap."skuId", led."skuId") AS "skuId",
        snap."providerSku", snap."available", snap."reserved", snap."inTransit",
        COALESCE(led."quantity", 0) AS "ledgerQuantity", COALESCE(led."occupied", 0) AS "ledgerOccupied",
        COALESCE(led."inTransit", 0) AS "ledgerInTransit"
      FROM snap FULL OUTER JOIN led ON led."warehouseId" = snap."warehouseId" AND led."skuId" = snap."skuId"
    ),
    listed AS (
      SELECT j.*, pw."id" AS "providerWarehouseId", pw."code" AS "providerWarehouseCode", pw."authorizationId",
        pw."inventorySyncedAt" AS "syncedAt", w."name" AS "warehouseName", COALESCE(k."sku", j."providerSku") AS "code",
        CASE WHEN pw."inventorySyncedAt" IS NULL THEN NULL
          ELSE COALESCE(j."available", 0) + COALESCE(j."reserved", 0) - j."ledgerQuantity" END AS "difference"
      FROM joined j
      JOIN pw ON pw."warehouseId" = j."warehouseId"
      JOIN "Warehouse" w ON w."id" = j."warehouseId" AND w."companyId" = ${companyId}
      LEFT JOIN "Sku" k ON k."id" = j."skuId" AND k."companyId" = ${companyId}
    )
    SELECT * FROM listed
    WHERE TRUE
      ${like ? Prisma.sql`AND ("code" ILIKE ${like} OR "providerSku" ILIKE ${like})` : Prisma.empty}
      ${f.onlyDifferences ? Prisma.sql`AND "difference" <> 0` : Prisma.empty}`;
}

export async function countInventory(ctx: RequestContext, f: InventoryFilter): Promise<number> {
  const companyId = assertCan(ctx, INVENTORY_PAGE).companyId;
  const [r] = await ctx.db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS "n" FROM (${inventorySql(companyId, f)}) x`;
  return Number(r?.n ?? 0);
}

export async function inventoryRows(ctx: RequestContext, f: InventoryFilter, offset: number, limit: number): Promise<InventoryRow[]> {
  const companyId = assertCan(ctx, INVENTORY_PAGE).companyId;
  const rows = await ctx.db.$queryRaw<RawRow[]>`
    SELECT * FROM (${inventorySql(companyId, f)}) x
    ORDER BY "warehouseName", "warehouseId", "code", "providerSku" NULLS FIRST
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => {
    const synced = r.syncedAt != null;
    const listed = r.providerSku != null;
    return {
      warehouseId: r.warehouseId,
      providerWarehouseId: r.providerWarehouseId,
      providerWarehouseCode: r.providerWarehouseCode,
      authorizationId: r.authorizationId,
      skuId: r.skuId,
      providerSku: r.providerSku ?? '',
      providerAvailable: synced ? (listed ? Number(r.available) : 0) : null,
      providerReserved: synced ? (listed ? Number(r.reserved) : 0) : null,
      providerInTransit: synced ? (listed ? Number(r.inTransit) : 0) : null,
      ledgerQuantity: Number(r.ledgerQuantity),
      ledgerOccupied: Number(r.ledgerOccupied),
      ledgerInTransit: Number(r.ledgerInTransit),
      difference: r.difference == null ? null : Number(r.difference),
      syncedAt: r.syncedAt,
    };
  });
}

// ---- the details --------------------------------------------------------------------------------

/**
 * One SKU in one bound overseas warehouse: its list row and the FIFO lots with units left, split
 * into age bands at `now`. Null when the warehouse is not a bound overseas warehouse of the
 * caller's company or the SKU is not the company's (another company's ids answer the same).
 */
export async function inventoryDetails(ctx: RequestContext, warehouseId: number, skuId: number, now = new Date()) {
  assertCan(ctx, INVENTORY_PAGE);
  const [pw, sku] = await Promise.all([
    ctx.db.overseasProviderWarehouse.findFirst({ where: { warehouseId } }),
    ctx.db.sku.findFirst({ where: { id: skuId }, select: { id: true, sku: true } }),
  ]);
  if (!pw || !sku) return null;
  const [stock, snapshot, lots] = await Promise.all([
    ctx.db.stock.findFirst({ where: { warehouseId, skuId } }),
    ctx.db.overseasInventorySnapshot.findFirst({ where: { providerWarehouseId: pw.id, providerSku: sku.sku } }),
    ctx.db.stockLot.findMany({ where: { warehouseId, skuId, quantityLeft: { gt: 0 } }, orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const synced = pw.inventorySyncedAt != null;
  const provider = synced ? { available: snapshot?.available ?? 0, reserved: snapshot?.reserved ?? 0, inTransit: snapshot?.inTransit ?? 0 } : null;
  const ledgerQuantity = stock?.quantity ?? 0;
  const aged = lotsByAgeBand(
    lots.map((l) => ({
      id: l.id,
      receivedAt: l.receivedAt,
      quantityIn: l.quantityIn,
      quantityLeft: l.quantityLeft,
      unitCost: l.unitCost.toFixed(2),
      billNo: l.billNo,
    })),
    now,
  );
  const row: InventoryRow = {
    warehouseId,
    providerWarehouseId: pw.id,
    providerWarehouseCode: pw.code,
    authorizationId: pw.authorizationId,
    skuId: sku.id,
    providerSku: snapshot?.providerSku ?? '',
    providerAvailable: provider?.available ?? null,
    providerReserved: provider?.reserved ?? null,
    providerInTransit: provider?.inTransit ?? null,
    ledgerQuantity,
    ledgerOccupied: stock?.occupied ?? 0,
    ledgerInTransit: stock?.inTransit ?? 0,
    difference: overseasStockDifference(provider, ledgerQuantity),
    syncedAt: pw.inventorySyncedAt,
  };
  return { row, bands: aged.bands, lots: aged.lots };
}
