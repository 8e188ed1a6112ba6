// Inbound (入库单) and outbound (出库单) orders (spec 02 §3 'Inbound order', 'Outbound order';
// §5 'Warehouse and stock'): drafts are added and modified, then confirmed, which posts every line
// through the stock engine in one transaction, or cancelled.
import { STOCK_BILL_TRANSITIONS, availableOf, canTransition, inboundOrderInput, outboundOrderInput, type StockBillStatus } from '@erp/schema';
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { AppError, BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { emitOrderEvent } from '../orders/orders.events';
import { usableWarehouse } from '../warehouses/warehouses.service';
import { createdWithin, periodFields, skuIdsMatching, skuTextField, warehouseIdField } from './stock-filters';

export type Direction = 'inbound' | 'outbound';
type Db = RequestContext['db'] | Tx;

const PERMISSION = {
  inbound: { view: 'inboundOrder', create: 'inboundOrder.create', confirm: 'inboundOrder.confirm' },
  outbound: { view: 'outboundOrder', create: 'outboundOrder.create', confirm: 'outboundOrder.confirm' },
} as const;
const PREFIX: Record<Direction, string> = { inbound: 'IN', outbound: 'OUT' };
const LEDGER_TYPE = { inbound: 'inbound', outbound: 'outbound' } as const;

/** Confirming a big bill: its moves run in one transaction of up to this long. */
export const STOCK_BATCH_TIMEOUT_MS = 120_000;

/** Only drafts may be modified (confirmed ones have moved stock, cancelled ones are history). */
const EDITABLE: readonly StockBillStatus[] = ['draft'];

export function illegalTransition(direction: Direction, status: string, action: 'modify' | 'confirm' | 'cancel'): BusinessError {
  return new BusinessError('inventory.illegalTransition', {
    bill: `warehouse.bill.${direction}`,
    status: `warehouse.billStatus.${status}`,
    action: `warehouse.billAction.${action}`,
  });
}

// ---- bill numbers ---------------------------------------------------------------------------

/** IN-20261122-0001: direction, local day, a per-day sequence. */
export function billNoPrefix(direction: Direction, now = new Date()): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${PREFIX[direction]}-${day}-`;
}

async function nextBillNo(db: Db, direction: Direction, now = new Date()): Promise<string> {
  const prefix = billNoPrefix(direction, now);
  const last = await db.stockBill.findFirst({ where: { billNo: { startsWith: prefix } }, orderBy: { billNo: 'desc' }, select: { billNo: true } });
  const seq = last ? Number(last.billNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, '0')}`;
}

// ---- list -----------------------------------------------------------------------------------

export const stockBillFilter = z.object({
  billNo: z.string().trim().max(60).optional(),
  warehouseId: warehouseIdField,
  type: z.string().trim().max(30).optional(),
  status: z.enum(['draft', 'confirmed', 'cancelled'], { error: 'warehouse.billStatusUnknown' }).optional(),
  ...periodFields,
  /** Of any line. */
  sku: skuTextField,
});
export type StockBillFilter = z.input<typeof stockBillFilter>;

export async function stockBillWhere(ctx: RequestContext, direction: Direction, raw: StockBillFilter = {}): Promise<Prisma.StockBillWhereInput> {
  assertCan(ctx, PERMISSION[direction].view);
  const f = parseInput(stockBillFilter, raw);
  const where: Prisma.StockBillWhereInput = { direction };
  if (f.billNo) where.billNo = { contains: f.billNo, mode: 'insensitive' };
  if (f.warehouseId) where.warehouseId = f.warehouseId;
  if (f.type) where.type = f.type;
  if (f.status) where.status = f.status;
  if (f.from || f.to) where.createdAt = createdWithin(f);
  // Lines have no SKU relation: find the matching SKUs first (scoped), then the bills holding them.
  if (f.sku) where.lines = { some: { skuId: { in: await skuIdsMatching(ctx, f.sku) } } };
  return where;
}

export async function findBill(ctx: RequestContext, direction: Direction, id: number, db: Db = ctx.db) {
  const bill = await db.stockBill.findFirst({ where: { id, direction }, include: { lines: { orderBy: { id: 'asc' } } } });
  if (!bill) throw new NotFoundError('warehouse.billNotFound');
  return bill;
}

// ---- checks shared by save and confirm --------------------------------------------------------

type BillInput = z.output<typeof inboundOrderInput> | z.output<typeof outboundOrderInput>;

interface CheckedLine {
  skuId: number;
  sku: string;
  locationId: number | null;
  locationCode: string;
  quantity: number;
  unitPrice: string;
  remark: string;
}

/**
 * Every id of the bill is looked up in the caller's company: another company's SKU or location
 * is "not found". A location must belong to the bill's warehouse (and be enabled to take stock
 * in); a combination SKU has no stock of its own.
 */
async function checkLines(db: Db, direction: Direction, input: BillInput): Promise<CheckedLine[]> {
  const skuIds = [...new Set(input.lines.map((l) => l.skuId))];
  const locationIds = [...new Set(input.lines.flatMap((l) => (l.locationId != null ? [l.locationId] : [])))];
  const [skus, locations] = await Promise.all([
    db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, isCombo: true } }),
    locationIds.length ? db.location.findMany({ where: { id: { in: locationIds } } }) : Promise.resolve([]),
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError('warehouse.skuNotFound');
  if (locations.length !== locationIds.length) throw new NotFoundError('warehouse.locationNotFound');
  const skuById = new Map(skus.map((s) => [s.id, s]));
  const locById = new Map(locations.map((l) => [l.id, l]));
  const issues: { field: string; messageId: string; params: Record<string, unknown> }[] = [];
  const lines = input.lines.map((l, i) => {
    const sku = skuById.get(l.skuId)!;
    if (sku.isCombo) issues.push({ field: `lines.${i}.skuId`, messageId: 'warehouse.comboNoStock', params: { sku: sku.sku } });
    const location = l.locationId != null ? locById.get(l.locationId)! : null;
    if (location && location.warehouseId !== input.warehouseId) {
      issues.push({ field: `lines.${i}.locationId`, messageId: 'inventory.locationNotInWarehouse', params: { code: location.code } });
    } else if (location && !location.enabled && direction === 'inbound') {
      // A disabled location takes nothing new; what still lies there may go out.
      issues.push({ field: `lines.${i}.locationId`, messageId: 'warehouse.locationDisabled', params: { code: location.code } });
    }
    return {
      skuId: l.skuId,
      sku: sku.sku,
      locationId: l.locationId,
      locationCode: location?.code ?? '',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      remark: l.remark,
    };
  });
  if (issues.length) throw new ValidationError(issues.map((x) => ({ ...x, params: { field: `field.${x.field.split('.').pop()}`, ...x.params } })));
  return lines;
}

/**
 * Outbound quantity may not exceed stock (spec 02 §5): what is available in the warehouse
 * (on hand − occupied), and what lies on the line's location when it names one. Answers the
 * first line that does not fit, or null. Two queries however many lines.
 */
async function outboundShortage(db: Db, warehouseId: number, lines: CheckedLine[]) {
  const located = lines.filter((l) => l.locationId != null);
  const [stocks, ats] = await Promise.all([
    db.stock.findMany({ where: { warehouseId, skuId: { in: lines.map((l) => l.skuId) } } }),
    located.length
      ? db.stockLocation.findMany({
          where: { locationId: { in: located.map((l) => l.locationId!) }, skuId: { in: located.map((l) => l.skuId) } },
          select: { locationId: true, skuId: true, quantity: true },
        })
      : Promise.resolve([]),
  ]);
  const bySku = new Map(stocks.map((s) => [s.skuId, s]));
  const atLocation = new Map(ats.map((a) => [`${a.locationId}:${a.skuId}`, a.quantity]));
  for (const [i, line] of lines.entries()) {
    const stock = bySku.get(line.skuId);
    const available = stock ? availableOf(stock) : 0;
    if (line.quantity > available) {
      return { index: i, messageId: 'inventory.outboundExceedsStock', params: { sku: line.sku, quantity: line.quantity, available } };
    }
    if (line.locationId != null) {
      const onLocation = atLocation.get(`${line.locationId}:${line.skuId}`) ?? 0;
      if (line.quantity > onLocation) {
        return {
          index: i,
          messageId: 'warehouse.outboundExceedsLocation',
          params: { sku: line.sku, code: line.locationCode, quantity: line.quantity, available: onLocation },
        };
      }
    }
  }
  return null;
}

async function parseBill(ctx: RequestContext, direction: Direction, raw: unknown) {
  // The bill needs its warehouse before anything else (spec 02 §8 "Please select a warehouse first").
  if ((raw as { warehouseId?: unknown } | null)?.warehouseId == null) throw ValidationError.field('warehouseId', 'inventory.selectWarehouseFirst');
  const input: BillInput = parseInput(direction === 'inbound' ? inboundOrderInput : outboundOrderInput, raw);
  // Disabled warehouses take no new bills; another company's warehouse is "not found".
  await usableWarehouse(ctx.db, input.warehouseId);
  const lines = await checkLines(ctx.db, direction, input);
  if (direction === 'outbound') {
    // Checked when saving so the form marks the line; confirming checks again against the stock then.
    const short = await outboundShortage(ctx.db, input.warehouseId, lines);
    if (short) throw ValidationError.field(`lines.${short.index}.quantity`, short.messageId, short.params);
  }
  return { input, lines };
}

const lineData = (lines: CheckedLine[]) =>
  lines.map((l) => ({ skuId: l.skuId, locationId: l.locationId, quantity: l.quantity, unitPrice: l.unitPrice, remark: l.remark }));

// ---- add, modify, cancel ----------------------------------------------------------------------

export async function createBill(ctx: RequestContext, direction: Direction, raw: unknown) {
  const actor = assertCan(ctx, PERMISSION[direction].create);
  const { input, lines } = await parseBill(ctx, direction, raw);
  // Two bills saved in the same instant may draw the same number: the unique index refuses the
  // second, which then takes the next number.
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.$transaction(async (tx) => {
        const billNo = await nextBillNo(tx, direction);
        return tx.stockBill.create({
          data: {
            direction,
            billNo,
            type: input.type,
            warehouseId: input.warehouseId,
            remark: input.remark,
            operatorId: actor.userId,
            lines: { create: lineData(lines).map((l) => ({ ...l, companyId: actor.companyId })) },
          } as never,
          include: { lines: { orderBy: { id: 'asc' } } },
        });
      });
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

const updateBillId = z.object({ id: z.number({ error: 'validation.required' }).int().positive() });

export async function updateBill(ctx: RequestContext, direction: Direction, raw: { id: number } & Record<string, unknown>) {
  const actor = assertCan(ctx, PERMISSION[direction].create);
  const { id } = parseInput(updateBillId, raw);
  const bill = await findBill(ctx, direction, id);
  if (!EDITABLE.includes(bill.status as StockBillStatus)) throw illegalTransition(direction, bill.status, 'modify');
  const { input, lines } = await parseBill(ctx, direction, raw);
  return ctx.db.$transaction(async (tx) => {
    // Re-checked under the row update: a bill confirmed meanwhile is not modified.
    const { count } = await tx.stockBill.updateMany({
      where: { id, status: { in: [...EDITABLE] } },
      data: { type: input.type, warehouseId: input.warehouseId, remark: input.remark, operatorId: actor.userId },
    });
    if (!count) throw illegalTransition(direction, (await findBill(ctx, direction, id, tx)).status, 'modify');
    await tx.stockBillLine.deleteMany({ where: { billId: id } });
    await tx.stockBillLine.createMany({ data: lineData(lines).map((l) => ({ ...l, billId: id })) as never });
    return findBill(ctx, direction, id, tx);
  });
}

export async function cancelBill(ctx: RequestContext, direction: Direction, id: number) {
  assertCan(ctx, PERMISSION[direction].create);
  const bill = await findBill(ctx, direction, id);
  if (!canTransition(STOCK_BILL_TRANSITIONS, 'cancel', bill.status as StockBillStatus)) throw illegalTransition(direction, bill.status, 'cancel');
  const { count } = await ctx.db.stockBill.updateMany({
    where: { id, status: { in: [...STOCK_BILL_TRANSITIONS.cancel.from] } },
    data: { status: STOCK_BILL_TRANSITIONS.cancel.to },
  });
  if (!count) throw illegalTransition(direction, (await findBill(ctx, direction, id)).status, 'cancel');
  return findBill(ctx, direction, id);
}

// ---- confirm: the stock moves ----------------------------------------------------------------

/**
 * Confirms a draft: the status change and every stock move in one transaction, so a refused line
 * leaves the bill a draft and the stock, ledger and lots untouched. Inbound lines add their
 * quantity at their location with the unit price as cost. Outbound lines take from their location,
 * or, without one, from the locations holding the SKU (by code) and then from stock on no location.
 */
export async function confirmBill(ctx: RequestContext, direction: Direction, id: number) {
  const actor = assertCan(ctx, PERMISSION[direction].confirm);
  const bill = await findBill(ctx, direction, id);
  if (!canTransition(STOCK_BILL_TRANSITIONS, 'confirm', bill.status as StockBillStatus)) throw illegalTransition(direction, bill.status, 'confirm');
  const warehouse = await usableWarehouse(ctx.db, bill.warehouseId);
  const lines = await checkLines(ctx.db, direction, {
    warehouseId: bill.warehouseId,
    type: bill.type,
    remark: bill.remark,
    lines: bill.lines.map((l) => ({ skuId: l.skuId, locationId: l.locationId, quantity: l.quantity, unitPrice: l.unitPrice.toString(), remark: l.remark })),
  } as BillInput);
  if (direction === 'inbound') {
    const missing = lines.findIndex((l) => l.locationId == null);
    if (missing >= 0) throw ValidationError.field(`lines.${missing}.locationId`, 'inventory.locationRequired');
  }
  try {
    // One transaction however many lines, so a crash part-way leaves the bill a draft and the stock
    // untouched; a constant number of statements (the stock engine takes the whole bill as one batch).
    await ctx.db.$transaction(
      async (tx) => {
        const { count } = await tx.stockBill.updateMany({
          where: { id, status: { in: [...STOCK_BILL_TRANSITIONS.confirm.from] } },
          data: { status: STOCK_BILL_TRANSITIONS.confirm.to, confirmedAt: new Date(), operatorId: actor.userId },
        });
        if (!count) throw illegalTransition(direction, (await findBill(ctx, direction, id, tx)).status, 'confirm');
        const base = { warehouseId: warehouse.id, type: LEDGER_TYPE[direction], billType: direction, billNo: bill.billNo } as const;
        let moves: StockMove[];
        if (direction === 'inbound') {
          moves = lines.map((l) => ({ ...base, skuId: l.skuId, locationId: l.locationId, quantity: l.quantity, unitCost: l.unitPrice, remark: l.remark }));
        } else {
          const short = await outboundShortage(tx, warehouse.id, lines);
          if (short) throw new BusinessError(short.messageId, short.params);
          moves = (await outboundMoves(tx, warehouse.id, lines)).flatMap((taken, i) => taken.map((m) => ({ ...base, ...m, remark: lines[i].remark })));
        }
        await applyMoves(ctx, tx, moves);
      },
      { timeout: STOCK_BATCH_TIMEOUT_MS },
    );
  } catch (err) {
    // A concurrent change took the stock between the check and the move: same message, nothing written.
    if (direction === 'outbound' && err instanceof AppError && err.messageId === 'inventory.insufficientAvailable') {
      throw new BusinessError('inventory.outboundExceedsStock', { sku: err.params.sku, quantity: err.params.quantity, available: err.params.available });
    }
    throw err;
  }
  if (direction === 'inbound') await emitOrderEvent(ctx, 'stockArrived', { skuIds: [...new Set(lines.map((l) => l.skuId))] });
  return findBill(ctx, direction, id);
}

type TakenFrom = { skuId: number; locationId: number | null; quantity: number };

/**
 * Where each outbound line takes its stock from (see confirmBill), from the locations as they are
 * before the bill (each line on its own, as the check before it): two queries for the whole bill.
 */
async function outboundMoves(tx: Tx, warehouseId: number, lines: CheckedLine[]): Promise<TakenFrom[][]> {
  const unplaced = [...new Set(lines.filter((l) => l.locationId == null).map((l) => l.skuId))];
  const held = unplaced.length ? await tx.stockLocation.findMany({ where: { warehouseId, skuId: { in: unplaced }, quantity: { gt: 0 } } }) : [];
  const codes = new Map(
    (held.length
      ? await tx.location.findMany({ where: { id: { in: [...new Set(held.map((h) => h.locationId))] } }, select: { id: true, code: true } })
      : []
    ).map((l) => [l.id, l.code]),
  );
  held.sort((a, b) => (codes.get(a.locationId) ?? '').localeCompare(codes.get(b.locationId) ?? '') || a.locationId - b.locationId);
  return lines.map((line) => {
    if (line.locationId != null) return [{ skuId: line.skuId, locationId: line.locationId, quantity: -line.quantity }];
    const out: TakenFrom[] = [];
    let left = line.quantity;
    for (const h of held) {
      if (left <= 0) break;
      if (h.skuId !== line.skuId) continue;
      const take = Math.min(left, h.quantity);
      out.push({ skuId: line.skuId, locationId: h.locationId, quantity: -take });
      left -= take;
    }
    if (left > 0) out.push({ skuId: line.skuId, locationId: null, quantity: -left });
    return out;
  });
}

/** A line's total: quantity × unit price, exact (Decimal, never float). */
export function lineTotal(line: { quantity: number; unitPrice: { toString(): string } }): string {
  return new Prisma.Decimal(line.unitPrice.toString()).mul(line.quantity).toFixed(2);
}

export function billTotals(lines: readonly { quantity: number; unitPrice: { toString(): string } }[]) {
  const quantity = lines.reduce((s, l) => s + l.quantity, 0);
  const amount = lines.reduce((s, l) => s.add(new Prisma.Decimal(l.unitPrice.toString()).mul(l.quantity)), new Prisma.Decimal(0));
  return { quantity, amount: amount.toFixed(2) };
}
