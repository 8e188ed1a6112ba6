// Processing (assemble) sheets (/assembleSheet, spec 02 §4 'Assemble sheet', §5 'Warehouse and
// stock'): a combination SKU built from its components in one warehouse. Creating a sheet occupies
// the components (as far as available stock allows, never more than the combination needs);
// processing starts only when every component is fully occupied; completing takes the components
// out and puts the combinations in. Every status change goes through ASSEMBLE_TRANSITIONS.
import {
  ASSEMBLE_DELETABLE,
  ASSEMBLE_OCCUPIABLE,
  ASSEMBLE_TRANSITIONS,
  assembleCompleteInput,
  assembleOccupyInput,
  assemblePrintInput,
  assembleRequirement,
  assembleSheetInput,
  canTransition,
  type AssembleStatus,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { findLocation, findSku, findWarehouse, illegalTransition, newBillNo, orNotFound, requestLoader, retryOnClash } from '../../platform/lookups';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { transition } from '../../platform/transition';
import { outgoingMoves, unitPrices } from '../transfers/transfers.service';
import { renderAssemblePdf } from './assemble.pdf';
import { listWhere } from '../../platform/where';

export const ASSEMBLE_BILL_TYPE = 'assemble';
type Db = RequestContext['db'] | Tx;
type Sheet = NonNullable<Awaited<ReturnType<typeof findSheet>>>;

/** Sheets by status and warehouse; the keyword in the bill number or remark. */
export const assembleWhere = listWhere<Prisma.AssembleSheetWhereInput>()('assembleSheet', { given: ['status', 'warehouseId'], keyword: ['billNo', 'remark'] });

function findSheet(db: Db, id: number) {
  return orNotFound(db.assembleSheet.findFirst({ where: { id } }), 'stock.assembleNotFound', id);
}

export interface ComponentState {
  skuId: number;
  sku: string;
  productName: string;
  /** Quantity per combination. */
  perUnit: number;
  /** What the sheet needs: per unit × sheet quantity. */
  required: number;
  /** What the sheet holds occupied now. */
  occupied: number;
  /** Available in the sheet's warehouse now. */
  available: number;
}

type SheetKey = { id: number; billNo: string; comboSkuId: number; warehouseId: number; quantity: number };

/** The components of a sheet with what it needs, holds and could still get. */
export async function componentStates(db: Db, sheet: SheetKey): Promise<ComponentState[]> {
  return (await componentStatesOf(db, [sheet]))[0];
}

/** The same for many sheets in three queries (a list page). */
export async function componentStatesOf(db: Db, sheets: readonly SheetKey[]): Promise<ComponentState[][]> {
  if (!sheets.length) return [];
  const components = await db.skuComponent.findMany({
    where: { comboSkuId: { in: [...new Set(sheets.map((s) => s.comboSkuId))] } },
    include: { componentSku: { select: { id: true, sku: true, product: { select: { name: true } } } } },
    orderBy: { id: 'asc' },
  });
  const [occupations, stocks] = await Promise.all([
    db.stockOccupation.groupBy({
      by: ['sourceNo', 'skuId'],
      where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: { in: sheets.map((s) => s.billNo) }, status: 'active' },
      _sum: { quantity: true },
    }),
    db.stock.findMany({
      where: { warehouseId: { in: [...new Set(sheets.map((s) => s.warehouseId))] }, skuId: { in: [...new Set(components.map((c) => c.componentSkuId))] } },
      select: { skuId: true, warehouseId: true, quantity: true, occupied: true },
    }),
  ]);
  return sheets.map((sheet) => {
    const mine = components.filter((c) => c.comboSkuId === sheet.comboSkuId);
    const required = new Map(
      assembleRequirement(
        sheet.quantity,
        mine.map((c) => ({ skuId: c.componentSkuId, quantity: c.quantity })),
      ).map((r) => [r.skuId, r.quantity]),
    );
    return mine.map((c) => {
      const stock = stocks.find((s) => s.skuId === c.componentSkuId && s.warehouseId === sheet.warehouseId);
      return {
        skuId: c.componentSkuId,
        sku: c.componentSku.sku,
        productName: c.componentSku.product.name,
        perUnit: c.quantity,
        required: required.get(c.componentSkuId) ?? 0,
        occupied: occupations.find((o) => o.sourceNo === sheet.billNo && o.skuId === c.componentSkuId)?._sum.quantity ?? 0,
        available: stock ? stock.quantity - stock.occupied : 0,
      };
    });
  });
}

/** Components of a sheet on a list page, loaded together with the page's other sheets. */
export async function loadComponents(ctx: RequestContext, sheet: SheetKey): Promise<ComponentState[]> {
  const key: SheetKey = { id: sheet.id, billNo: sheet.billNo, comboSkuId: sheet.comboSkuId, warehouseId: sheet.warehouseId, quantity: sheet.quantity };
  return (await requestLoader<SheetKey, ComponentState[]>(ctx, 'assemble-components', (keys) => componentStatesOf(ctx.db, keys)).load(key)) ?? [];
}

/**
 * Occupies components for the sheet. Explicit lines: each quantity may exceed neither what is
 * available nor what the combination still needs. No lines: every component is topped up as far
 * as available stock allows. Returns the SKUs whose occupation grew.
 */
async function occupyComponents(ctx: RequestContext, tx: Tx, sheet: Sheet, lines: { skuId: number; quantity: number }[]): Promise<number[]> {
  const actor = requireActor(ctx);
  const states = await componentStates(tx, sheet);
  const wanted: { state: ComponentState; quantity: number }[] = [];
  if (lines.length) {
    for (const [i, line] of lines.entries()) {
      const state = states.find((s) => s.skuId === line.skuId);
      if (!state) {
        const sku = await tx.sku.findFirst({ where: { id: line.skuId }, select: { sku: true } });
        if (!sku) throw new NotFoundError('stock.skuNotFound');
        throw ValidationError.field(`lines.${i}.skuId`, 'stock.notComponent', { sku: sku.sku });
      }
      if (line.quantity > state.available || state.occupied + line.quantity > state.required) {
        throw new BusinessError('stock.assembleOccupyExceeds', { sku: state.sku, available: state.available, required: state.required - state.occupied });
      }
      wanted.push({ state, quantity: line.quantity });
    }
  } else {
    for (const state of states) {
      const quantity = Math.min(state.required - state.occupied, state.available);
      if (quantity > 0) wanted.push({ state, quantity });
    }
  }
  if (!wanted.length) return [];
  // applyMoves re-checks availability on the locked rows (concurrent requests).
  await applyMoves(
    ctx,
    tx,
    wanted.map((w) => ({
      skuId: w.state.skuId,
      warehouseId: sheet.warehouseId,
      type: 'occupy',
      occupied: w.quantity,
      billType: ASSEMBLE_BILL_TYPE,
      billNo: sheet.billNo,
    })),
  );
  await tx.stockOccupation.createMany({
    data: wanted.map((w) => ({
      companyId: actor.companyId,
      skuId: w.state.skuId,
      warehouseId: sheet.warehouseId,
      quantity: w.quantity,
      sourceType: ASSEMBLE_BILL_TYPE,
      sourceNo: sheet.billNo,
    })),
  });
  return wanted.map((w) => w.state.skuId);
}

export async function createAssemble(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'assemble.create');
  const input = parseInput(assembleSheetInput, raw);
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  if (!warehouse.enabled) throw ValidationError.field('warehouseId', 'inventory.warehouseDisabled', { name: warehouse.name });
  const combo = await findSku(ctx.db, input.comboSkuId);
  if (!combo.isCombo) throw new BusinessError('inventory.notCombo', { sku: combo.sku });
  if (!(await ctx.db.skuComponent.count({ where: { comboSkuId: combo.id } }))) throw new BusinessError('stock.comboNoComponents', { sku: combo.sku });
  return retryOnClash(async () => {
    const { sheet, occupied } = await ctx.db.$transaction(async (tx) => {
      const sheet = await tx.assembleSheet.create({
        data: {
          companyId: actor.companyId,
          billNo: newBillNo('JG'),
          warehouseId: warehouse.id,
          comboSkuId: combo.id,
          quantity: input.quantity,
          remark: input.remark,
        },
      });
      return { sheet, occupied: await occupyComponents(ctx, tx, sheet, []) };
    });
    await alertLowStock(ctx, occupied, warehouse.id);
    return sheet;
  });
}

/** More occupation for a pending sheet (explicit quantities, or top up everything). */
export async function occupyAssemble(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'assemble.create');
  const input = parseInput(assembleOccupyInput, raw);
  const sheet = await findSheet(ctx.db, input.id);
  if (!ASSEMBLE_OCCUPIABLE.includes(sheet.status as AssembleStatus)) throw illegalTransition('assemble', sheet.status, 'occupy');
  const occupied = await ctx.db.$transaction(async (tx) => {
    // The sheet stays pending while its occupation grows (a concurrent start waits for this row).
    const { count } = await tx.assembleSheet.updateMany({ where: { id: sheet.id, status: { in: [...ASSEMBLE_OCCUPIABLE] } }, data: { updatedAt: new Date() } });
    if (count !== 1) throw illegalTransition('assemble', (await findSheet(tx, sheet.id)).status, 'occupy');
    return occupyComponents(ctx, tx, sheet, input.lines);
  });
  await alertLowStock(ctx, occupied, sheet.warehouseId);
  return findSheet(ctx.db, sheet.id);
}

async function claim(tx: Tx, sheet: Sheet, action: keyof typeof ASSEMBLE_TRANSITIONS, data: Prisma.AssembleSheetUpdateManyMutationInput = {}) {
  await transition(
    ASSEMBLE_TRANSITIONS[action],
    (from, status) => tx.assembleSheet.updateMany({ where: { id: sheet.id, ...from }, data: { ...data, status } }),
    async () => illegalTransition('assemble', (await findSheet(tx, sheet.id)).status, action),
  );
}

function assertCanMove(sheet: Sheet, action: keyof typeof ASSEMBLE_TRANSITIONS) {
  if (!canTransition(ASSEMBLE_TRANSITIONS, action, sheet.status as AssembleStatus)) throw illegalTransition('assemble', sheet.status, action);
}

/** Pending → processing, only when every component is occupied as far as the sheet needs. */
export async function startAssemble(ctx: RequestContext, id: number) {
  assertCan(ctx, 'assemble.process');
  const sheet = await findSheet(ctx.db, id);
  assertCanMove(sheet, 'start');
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, sheet, 'start', { startedAt: new Date() });
    for (const c of await componentStates(tx, sheet)) {
      if (c.occupied < c.required) throw new BusinessError('inventory.occupiedBelowProcessing', { sku: c.sku, occupied: c.occupied, needed: c.required });
    }
    return findSheet(tx, id);
  });
}

/** Processing → pending (processing stopped; the occupation stays). */
export async function returnAssembleToPending(ctx: RequestContext, id: number) {
  assertCan(ctx, 'assemble.process');
  const sheet = await findSheet(ctx.db, id);
  assertCanMove(sheet, 'returnToPending');
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, sheet, 'returnToPending', { startedAt: null });
    return findSheet(tx, id);
  });
}

/**
 * Processing → completed: the components leave the warehouse with their occupation
 * ('assembleOut'), the combinations come in ('assembleIn') at Σ component purchase price ×
 * quantity per combination, at the chosen location or where the first component was taken from.
 */
export async function completeAssemble(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'assemble.process');
  const input = parseInput(assembleCompleteInput, raw);
  const sheet = await findSheet(ctx.db, input.id);
  assertCanMove(sheet, 'complete');
  if (input.locationId != null) await findLocation(ctx.db, input.locationId, sheet.warehouseId);
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, sheet, 'complete', { completedAt: new Date(), processed: sheet.quantity });
    const states = await componentStates(tx, sheet);
    const prices = await unitPrices(
      tx,
      sheet.warehouseId,
      states.map((c) => c.skuId),
    );
    const moves: StockMove[] = [];
    for (const c of states) {
      if (c.occupied < c.required) throw new BusinessError('inventory.occupiedBelowProcessing', { sku: c.sku, occupied: c.occupied, needed: c.required });
      moves.push(
        ...(await outgoingMoves(tx, {
          skuId: c.skuId,
          warehouseId: sheet.warehouseId,
          type: 'assembleOut',
          quantity: c.required,
          occupied: c.occupied,
          unitCost: (prices.get(c.skuId) ?? 0).toFixed(4),
          billType: ASSEMBLE_BILL_TYPE,
          billNo: sheet.billNo,
        })),
      );
    }
    const unitCost = states.reduce((s, c) => s + (prices.get(c.skuId) ?? 0) * c.perUnit, 0);
    const locationId = input.locationId ?? moves.find((m) => m.locationId != null)?.locationId ?? null;
    moves.push({
      skuId: sheet.comboSkuId,
      warehouseId: sheet.warehouseId,
      locationId,
      type: 'assembleIn',
      quantity: sheet.quantity,
      unitCost: unitCost.toFixed(4),
      billType: ASSEMBLE_BILL_TYPE,
      billNo: sheet.billNo,
    });
    await applyMoves(ctx, tx, moves);
    await tx.stockOccupation.updateMany({
      where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: sheet.billNo, status: 'active' },
      data: { status: 'released', releasedAt: new Date() },
    });
    return { sheet: await findSheet(tx, sheet.id), skuIds: states.map((c) => c.skuId) };
  });
  await alertLowStock(ctx, result.skuIds, sheet.warehouseId);
  return result.sheet;
}

/** A pending sheet is deleted with its occupation given back (the spec names no cancel). */
export async function deleteAssemble(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'assemble.create');
  const sheet = await findSheet(ctx.db, id);
  if (!ASSEMBLE_DELETABLE.includes(sheet.status as AssembleStatus)) throw illegalTransition('assemble', sheet.status, 'delete');
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.assembleSheet.deleteMany({ where: { id, status: { in: [...ASSEMBLE_DELETABLE] } } });
    if (count !== 1) throw illegalTransition('assemble', (await findSheet(tx, id)).status, 'delete');
    const held = await tx.stockOccupation.groupBy({
      by: ['skuId'],
      where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: sheet.billNo, status: 'active' },
      _sum: { quantity: true },
    });
    const moves: StockMove[] = held
      .filter((h) => (h._sum.quantity ?? 0) > 0)
      .map((h) => ({
        skuId: h.skuId,
        warehouseId: sheet.warehouseId,
        type: 'release',
        occupied: -(h._sum.quantity ?? 0),
        billType: ASSEMBLE_BILL_TYPE,
        billNo: sheet.billNo,
      }));
    if (moves.length) await applyMoves(ctx, tx, moves);
    await tx.stockOccupation.updateMany({
      where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: sheet.billNo, status: 'active' },
      data: { status: 'released', releasedAt: new Date() },
    });
  });
  return id;
}

/** Batch printing: one PDF, only for sheets of one warehouse. */
export async function printAssembleSheets(ctx: RequestContext, raw: unknown): Promise<{ fileName: string; mimeType: string; base64: string }> {
  assertCan(ctx, 'assembleSheet');
  const input = parseInput(assemblePrintInput, raw);
  const ids = [...new Set(input.ids)];
  const sheets = await ctx.db.assembleSheet.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  if (sheets.length !== ids.length) throw new NotFoundError('stock.assembleNotFound');
  if (new Set(sheets.map((s) => s.warehouseId)).size > 1) throw new BusinessError('inventory.printDifferentWarehouses');
  const warehouse = await findWarehouse(ctx.db, sheets[0].warehouseId);
  const combos = await ctx.db.sku.findMany({ where: { id: { in: sheets.map((s) => s.comboSkuId) } }, include: { product: { select: { name: true } } } });
  const pages = [];
  for (const s of sheets) {
    const combo = combos.find((c) => c.id === s.comboSkuId);
    pages.push({ sheet: s, comboSku: combo?.sku ?? '', comboName: combo?.product.name ?? '', components: await componentStates(ctx.db, s) });
  }
  const pdf = await renderAssemblePdf(ctx.lang, warehouse.name, pages);
  const fileName = sheets.length === 1 ? `${sheets[0].billNo}.pdf` : `assemble-sheets-${sheets.length}.pdf`;
  return { fileName, mimeType: 'application/pdf', base64: pdf.toString('base64') };
}
