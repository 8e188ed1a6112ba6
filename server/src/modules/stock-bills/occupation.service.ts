// Stock occupation (库存锁定, spec 02 §2 /stockLockManage; §5 'Released occupation may not exceed
// current occupation; allocated inventory may not exceed order quantity or available quantity;
// input must be an integer'). Each StockOccupation row is one purpose holding part of
// Stock.occupied; the balance itself only changes through the stock engine.
import { OCCUPATION_SOURCES, availableOf, occupyInput, releaseInput } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { applyMoves } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { findWarehouse } from '../warehouses/warehouses.service';
import { createdWithin, periodFields, skuIdsMatching, skuTextField, warehouseIdField } from './stock-filters';

type OccupationSource = (typeof OCCUPATION_SOURCES)[number];

// ---- list -----------------------------------------------------------------------------------

export const occupationFilter = z.object({
  warehouseId: warehouseIdField,
  sku: skuTextField,
  sourceType: z.enum(OCCUPATION_SOURCES, { error: 'warehouse.sourceTypeUnknown' }).optional(),
  sourceNo: z.string().trim().max(60).optional(),
  status: z.enum(['active', 'released'], { error: 'warehouse.occupationStatusUnknown' }).optional(),
  ...periodFields,
});
export type OccupationFilter = z.input<typeof occupationFilter>;

export async function occupationWhere(ctx: RequestContext, raw: OccupationFilter = {}): Promise<Prisma.StockOccupationWhereInput> {
  assertCan(ctx, 'stockLockManage');
  const f = parseInput(occupationFilter, raw);
  const where: Prisma.StockOccupationWhereInput = {};
  if (f.warehouseId) where.warehouseId = f.warehouseId;
  if (f.sourceType) where.sourceType = f.sourceType;
  if (f.sourceNo) where.sourceNo = { contains: f.sourceNo, mode: 'insensitive' };
  if (f.status) where.status = f.status;
  if (f.from || f.to) where.createdAt = createdWithin(f);
  if (f.sku) where.skuId = { in: await skuIdsMatching(ctx, f.sku) };
  return where;
}

async function findStockSku(db: RequestContext['db'] | Tx, id: number, field = 'skuId') {
  const sku = await db.sku.findFirst({ where: { id }, select: { id: true, sku: true, isCombo: true } });
  if (!sku) throw new NotFoundError('warehouse.skuNotFound');
  if (sku.isCombo) throw ValidationError.field(field, 'warehouse.comboNoStock', { sku: sku.sku });
  return sku;
}

// ---- manual lock and release ------------------------------------------------------------------

/**
 * Locks stock by hand (quantity whole, at least 1, within available; a remark says why). The row
 * gets the number LK + its id, which its ledger row carries as the bill number.
 */
export async function occupyStock(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'stock.occupy');
  const input = parseInput(occupyInput, raw);
  await findWarehouse(ctx.db, input.warehouseId);
  await findStockSku(ctx.db, input.skuId);
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.stockOccupation.create({
      data: { skuId: input.skuId, warehouseId: input.warehouseId, quantity: input.quantity, sourceType: 'manual', remark: input.remark } as never,
    });
    const sourceNo = `LK${String(row.id).padStart(6, '0')}`;
    await applyMoves(ctx, tx, [
      {
        skuId: input.skuId,
        warehouseId: input.warehouseId,
        type: 'occupy',
        occupied: input.quantity,
        billType: 'manual',
        billNo: sourceNo,
        remark: input.remark,
      },
    ]);
    return tx.stockOccupation.update({ where: { id: row.id }, data: { sourceNo } });
  });
}

/**
 * Releases part or all of an occupation. Partly: the row keeps holding the rest. Fully: the row
 * becomes "released" and keeps the quantity it held last, so the list shows what was freed.
 */
export async function releaseOccupation(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'stock.occupy');
  const input = parseInput(releaseInput, raw);
  const row = await ctx.db.stockOccupation.findFirst({ where: { id: input.occupationId } });
  if (!row) throw new NotFoundError('warehouse.occupationNotFound');
  const held = row.status === 'active' ? row.quantity : 0;
  if (input.quantity > held) throw ValidationError.field('quantity', 'inventory.releaseExceedsOccupied', { quantity: input.quantity, occupied: held });
  return ctx.db.$transaction(async (tx) => {
    await releaseRow(ctx, tx, row, input.quantity, 'manual');
    return tx.stockOccupation.findFirstOrThrow({ where: { id: row.id } });
  });
}

/** Lowers one occupation row under a guard (a concurrent release cannot free the same units twice). */
async function releaseRow(
  ctx: RequestContext,
  tx: Tx,
  row: { id: number; skuId: number; warehouseId: number; sourceType: string; sourceNo: string },
  quantity: number,
  remark: string,
) {
  const full = await tx.stockOccupation.updateMany({
    where: { id: row.id, status: 'active', quantity },
    data: { status: 'released', releasedAt: new Date() },
  });
  if (!full.count) {
    const part = await tx.stockOccupation.updateMany({
      where: { id: row.id, status: 'active', quantity: { gt: quantity } },
      data: { quantity: { decrement: quantity } },
    });
    if (!part.count) {
      const now = await tx.stockOccupation.findFirst({ where: { id: row.id } });
      throw new BusinessError('inventory.releaseExceedsOccupied', { quantity, occupied: now?.status === 'active' ? now.quantity : 0 });
    }
  }
  await applyMoves(ctx, tx, [
    { skuId: row.skuId, warehouseId: row.warehouseId, type: 'release', occupied: -quantity, billType: row.sourceType, billNo: row.sourceNo, remark },
  ]);
}

// ---- for other domains (orders, processing, transfers) ----------------------------------------

export interface AllocateArgs {
  skuId: number;
  /** Only this warehouse; otherwise enabled warehouses in allocation order (priority, then id). */
  warehouseId?: number | null;
  /** What to allocate now. */
  quantity: number;
  /** The order's quantity of the SKU: allocations of the source may never add up to more (default: quantity). */
  orderQuantity?: number;
  sourceType?: OccupationSource;
  sourceNo: string;
  remark?: string;
  /** Refuse unless the whole quantity can be allocated (manual allocation); default: take what is there. */
  exact?: boolean;
}

export interface Allocation {
  allocated: number;
  occupations: { id: number; warehouseId: number; quantity: number }[];
}

/**
 * Occupies stock for a source (an order line): never more than the order quantity (counting what
 * the source already holds) nor than is available. Walks the warehouses in allocation order and
 * answers what it could allocate. Runs in the caller's transaction; the stock rows are locked
 * first, in warehouse-id order like the stock engine, so concurrent allocations cannot deadlock or
 * over-allocate.
 */
export async function allocate(ctx: RequestContext, tx: Tx, args: AllocateArgs): Promise<Allocation> {
  const companyId = ctx.actor!.companyId;
  const sourceType = args.sourceType ?? 'order';
  if (!Number.isInteger(args.quantity) || args.quantity < 1) throw ValidationError.field('quantity', 'inventory.quantityInteger');
  const cap = args.orderQuantity ?? args.quantity;
  if (!Number.isInteger(cap) || cap < 1) throw ValidationError.field('orderQuantity', 'inventory.quantityInteger');
  await findStockSku(tx, args.skuId);

  const warehouses = args.warehouseId
    ? [await findWarehouse(tx, args.warehouseId)].filter((w) => w.enabled)
    : await tx.warehouse.findMany({ where: { enabled: true }, orderBy: [{ priority: 'asc' }, { id: 'asc' }] });
  const ids = warehouses.map((w) => w.id);
  const locked = ids.length
    ? await tx.$queryRaw<{ warehouseId: number; quantity: number; occupied: number }[]>`
        SELECT "warehouseId", "quantity", "occupied" FROM "Stock"
        WHERE "companyId" = ${companyId} AND "skuId" = ${args.skuId} AND "warehouseId" = ANY(${ids}::int[])
        ORDER BY "warehouseId" FOR UPDATE`
    : [];
  const available = new Map(
    locked.map((s) => [Number(s.warehouseId), Math.max(0, availableOf({ quantity: Number(s.quantity), occupied: Number(s.occupied) }))]),
  );
  const totalAvailable = [...available.values()].reduce((s, a) => s + a, 0);

  const held = await tx.stockOccupation.aggregate({
    where: { sourceType, sourceNo: args.sourceNo, skuId: args.skuId, status: 'active' },
    _sum: { quantity: true },
  });
  const already = held._sum.quantity ?? 0;
  if (already + args.quantity > cap || (args.exact && args.quantity > totalAvailable)) {
    throw new BusinessError('inventory.allocateExceedsOrder', { quantity: Math.max(0, cap - already), available: totalAvailable });
  }

  const out: Allocation = { allocated: 0, occupations: [] };
  let left = args.quantity;
  for (const w of warehouses) {
    if (left <= 0) break;
    const take = Math.min(left, available.get(w.id) ?? 0);
    if (take <= 0) continue;
    const row = await tx.stockOccupation.create({
      data: { skuId: args.skuId, warehouseId: w.id, quantity: take, sourceType, sourceNo: args.sourceNo, remark: args.remark ?? '' } as never,
    });
    await applyMoves(ctx, tx, [
      { skuId: args.skuId, warehouseId: w.id, type: 'occupy', occupied: take, billType: sourceType, billNo: args.sourceNo, remark: args.remark ?? '' },
    ]);
    out.occupations.push({ id: row.id, warehouseId: w.id, quantity: take });
    out.allocated += take;
    left -= take;
  }
  return out;
}

/**
 * Releases everything a source still holds (an order cancelled or shipped); answers the quantity freed.
 * One statement marks the rows released and answers their quantities as they stand at that moment
 * (a row another transaction released first is not released twice), then one stock-engine batch frees
 * them: two statements plus the engine's constant few, however many lines the order has.
 */
export async function releaseBySource(ctx: RequestContext, tx: Tx, sourceType: OccupationSource, sourceNo: string, remark = ''): Promise<number> {
  const rows = await tx.stockOccupation.updateManyAndReturn({
    where: { sourceType, sourceNo, status: 'active' },
    data: { status: 'released', releasedAt: new Date() },
    select: { skuId: true, warehouseId: true, quantity: true },
  });
  if (!rows.length) return 0;
  await applyMoves(
    ctx,
    tx,
    rows.map((row) => ({
      skuId: row.skuId,
      warehouseId: row.warehouseId,
      type: 'release' as const,
      occupied: -row.quantity,
      billType: sourceType,
      billNo: sourceNo,
      remark,
    })),
  );
  return rows.reduce((n, r) => n + r.quantity, 0);
}
