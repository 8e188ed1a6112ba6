// The stock engine: the only code that changes stock balances. Every change is one StockLedger
// row plus the balance update in the caller's transaction (DESIGN.md 'Money and quantities').
// Balances change through one conditional UPDATE per (warehouse, SKU), so concurrent requests
// can never take available (quantity − occupied) below zero: the database re-checks the
// condition on the locked row, and the Stock CHECK constraint backs it up.
import type { LedgerType } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError } from '../../platform/errors';
import { stageStockChanges } from '../events/events.service';

export interface StockMove {
  skuId: number;
  warehouseId: number;
  /** The location whose breakdown changes with `quantity` (inbound, outbound, moves, counts). */
  locationId?: number | null;
  type: LedgerType;
  /** Signed change of the quantity on hand. */
  quantity?: number;
  /** Signed change of the occupied quantity. */
  occupied?: number;
  /** Purchase price per unit of what comes in (moving average and the FIFO lot). */
  unitCost?: string | number;
  billType?: string;
  billNo?: string;
  remark?: string;
}

export interface Balance {
  quantity: number;
  occupied: number;
}

const INCOMING: ReadonlySet<LedgerType> = new Set(['inbound', 'transferIn', 'assembleIn', 'countProfit']);

/**
 * Applies the moves in one transaction, in (warehouse, SKU) order so two transactions touching
 * the same rows lock them in the same order (no deadlocks). Throws a BusinessError naming the SKU
 * and warehouse when a move would take stock, occupation or a location below zero.
 */
export async function applyMoves(ctx: RequestContext, tx: Tx, moves: readonly StockMove[]): Promise<Balance[]> {
  const ordered = moves.map((m, i) => ({ m, i })).sort((a, b) => a.m.warehouseId - b.m.warehouseId || a.m.skuId - b.m.skuId || a.i - b.i);
  const out = new Array<Balance>(moves.length);
  for (const { m, i } of ordered) out[i] = await applyMove(ctx, tx, m);
  // Partners get one StockChanged per SKU × warehouse of the transaction (modules/events), not one per ledger row.
  await stageStockChanges(
    tx,
    ctx.actor!.companyId,
    ordered.map(({ m, i }) => ({ ...m, quantity: m.quantity ?? 0, occupied: m.occupied ?? 0, after: out[i] })),
  );
  return out;
}

async function applyMove(ctx: RequestContext, tx: Tx, move: StockMove): Promise<Balance> {
  const companyId = ctx.actor!.companyId;
  const dq = move.quantity ?? 0;
  const doc = move.occupied ?? 0;
  const cost = move.unitCost != null ? String(move.unitCost) : null;
  if (!Number.isInteger(dq) || !Number.isInteger(doc)) throw new Error('stock moves are whole numbers');

  // Only stock coming in can create the balance row; occupying needs stock that is already there.
  if (dq > 0) {
    await tx.$executeRaw`
      INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "updatedAt")
      VALUES (${companyId}, ${move.skuId}, ${move.warehouseId}, now())
      ON CONFLICT ("warehouseId", "skuId") DO NOTHING`;
  }
  const rows = await tx.$queryRaw<{ quantity: number; occupied: number }[]>`
    UPDATE "Stock" SET
      "purchasePrice" = CASE WHEN ${dq}::int > 0 AND ${cost}::numeric IS NOT NULL
        THEN ("quantity" * "purchasePrice" + ${dq}::int * ${cost}::numeric) / ("quantity" + ${dq}::int)
        ELSE "purchasePrice" END,
      "quantity" = "quantity" + ${dq}::int,
      "occupied" = "occupied" + ${doc}::int,
      "updatedAt" = now()
    WHERE "companyId" = ${companyId} AND "warehouseId" = ${move.warehouseId} AND "skuId" = ${move.skuId}
      AND "quantity" + ${dq}::int >= 0
      AND "occupied" + ${doc}::int >= 0
      AND "occupied" + ${doc}::int <= "quantity" + ${dq}::int
    RETURNING "quantity", "occupied"`;
  if (!rows.length) throw await shortage(ctx, tx, move);
  const balance = { quantity: Number(rows[0].quantity), occupied: Number(rows[0].occupied) };

  if (move.locationId != null && dq !== 0) await moveAtLocation(ctx, tx, move, dq);
  if (dq > 0 && INCOMING.has(move.type)) {
    await tx.stockLot.create({
      data: { companyId, skuId: move.skuId, warehouseId: move.warehouseId, quantityIn: dq, quantityLeft: dq, unitCost: cost ?? '0', billNo: move.billNo ?? '' },
    });
  } else if (dq < 0 && move.type !== 'moveLocation') {
    await consumeLots(companyId, tx, move, -dq);
  }

  await tx.stockLedger.create({
    data: {
      companyId,
      skuId: move.skuId,
      warehouseId: move.warehouseId,
      locationId: move.locationId ?? null,
      type: move.type,
      quantityChange: dq,
      occupiedChange: doc,
      quantityAfter: balance.quantity,
      occupiedAfter: balance.occupied,
      unitCost: cost ?? '0',
      billType: move.billType ?? '',
      billNo: move.billNo ?? '',
      remark: move.remark ?? '',
      operatorId: ctx.actor!.userId,
    },
  });
  return balance;
}

async function moveAtLocation(ctx: RequestContext, tx: Tx, move: StockMove, dq: number) {
  const companyId = ctx.actor!.companyId;
  if (dq > 0) {
    await tx.$executeRaw`
      INSERT INTO "StockLocation" ("companyId", "skuId", "warehouseId", "locationId", "quantity", "updatedAt")
      VALUES (${companyId}, ${move.skuId}, ${move.warehouseId}, ${move.locationId}, ${dq}, now())
      ON CONFLICT ("locationId", "skuId") DO UPDATE SET "quantity" = "StockLocation"."quantity" + ${dq}::int, "updatedAt" = now()`;
    return;
  }
  const updated = await tx.$executeRaw`
    UPDATE "StockLocation" SET "quantity" = "quantity" + ${dq}::int, "updatedAt" = now()
    WHERE "companyId" = ${companyId} AND "locationId" = ${move.locationId} AND "skuId" = ${move.skuId} AND "quantity" + ${dq}::int >= 0`;
  if (!updated) {
    const [sku, location, at] = await Promise.all([
      tx.sku.findFirst({ where: { id: move.skuId }, select: { sku: true } }),
      tx.location.findFirst({ where: { id: move.locationId! }, select: { code: true } }),
      tx.stockLocation.findFirst({ where: { locationId: move.locationId!, skuId: move.skuId }, select: { quantity: true } }),
    ]);
    throw new BusinessError('inventory.insufficientAvailable', {
      sku: sku?.sku ?? move.skuId,
      warehouse: location?.code ?? move.locationId,
      available: at?.quantity ?? 0,
      quantity: -dq,
    });
  }
}

/** Takes quantity from the oldest lots first (storage age is what is left of each lot). */
async function consumeLots(companyId: number, tx: Tx, move: StockMove, quantity: number) {
  const lots = await tx.$queryRaw<{ id: number; quantityLeft: number }[]>`
    SELECT "id", "quantityLeft" FROM "StockLot"
    WHERE "companyId" = ${companyId} AND "skuId" = ${move.skuId} AND "warehouseId" = ${move.warehouseId} AND "quantityLeft" > 0
    ORDER BY "receivedAt", "id" FOR UPDATE`;
  let left = quantity;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, Number(lot.quantityLeft));
    await tx.$executeRaw`UPDATE "StockLot" SET "quantityLeft" = "quantityLeft" - ${take}::int WHERE "id" = ${lot.id}`;
    left -= take;
  }
}

/** The refusal for a move that does not fit, with the figures the seller needs. */
async function shortage(ctx: RequestContext, tx: Tx, move: StockMove): Promise<BusinessError> {
  const [sku, warehouse, stock] = await Promise.all([
    tx.sku.findFirst({ where: { id: move.skuId }, select: { sku: true } }),
    tx.warehouse.findFirst({ where: { id: move.warehouseId }, select: { name: true } }),
    tx.stock.findFirst({ where: { warehouseId: move.warehouseId, skuId: move.skuId }, select: { quantity: true, occupied: true } }),
  ]);
  const q = stock?.quantity ?? 0;
  const o = stock?.occupied ?? 0;
  const dq = move.quantity ?? 0;
  const doc = move.occupied ?? 0;
  if (doc < 0 && o + doc < 0) return new BusinessError('inventory.releaseExceedsOccupied', { quantity: -doc, occupied: o });
  if (dq < 0 && q + dq < o + doc && q + dq >= 0) return new BusinessError('inventory.stockBelowOccupied', { occupied: o + doc });
  void ctx;
  return new BusinessError('inventory.insufficientAvailable', {
    sku: sku?.sku ?? move.skuId,
    warehouse: warehouse?.name ?? move.warehouseId,
    available: Math.max(0, q - o),
    quantity: Math.max(-dq, doc),
  });
}
