// Inventory counts (/inventoryCount, spec 02 §3 'Inventory count task', §4 'start, continue, end',
// §5 'Pick, sort, count'): a task lists SKU × location pairs of one warehouse; starting it
// snapshots the book quantities, counting saves counted quantities as they are entered, ending
// posts every difference to the stock ledger in one transaction (countProfit / countLoss).
//
// Overlap rule ('Task already exists'): a new task is refused when a pending or counting task of
// the same warehouse already holds any of its SKU + location pairs. Pairs of finished tasks are
// free again; other SKUs or other locations of the same warehouse may be counted in parallel.
import {
  COUNT_DELETABLE,
  COUNT_MAX_LINES,
  COUNT_OPEN_STATUSES,
  COUNT_TRANSITIONS,
  canTransition,
  countEntryInput,
  countTaskInput,
  type CountStatus,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { emitOrderEvent } from '../orders/orders.events';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { listWhere } from '../../platform/where';

/** Ledger rows of a count carry this bill type and the task number. */
export const COUNT_BILL_TYPE = 'inventoryCount';

/** Count tasks by status, warehouse and mode; the keyword in the task number. */
export const countTaskWhere = listWhere<Prisma.InventoryCountTaskWhereInput>()('inventoryCount', {
  given: ['status', 'warehouseId', 'mode'],
  keyword: ['taskNo'],
});

export async function findTask(ctx: RequestContext, id: number) {
  const task = await ctx.db.inventoryCountTask.findFirst({ where: { id } });
  if (!task) throw new NotFoundError('counts.taskNotFound');
  return task;
}

type CountAction = keyof typeof COUNT_TRANSITIONS | 'delete';

function illegal(status: string, action: CountAction) {
  return new BusinessError('inventory.illegalTransition', { bill: 'counts.bill', status: `counts.status.${status}`, action: `counts.action.${action}` });
}

/** Every action goes through the transition table (deleting through COUNT_DELETABLE). */
function assertTransition(status: string, action: CountAction) {
  const ok = action === 'delete' ? COUNT_DELETABLE.includes(status as CountStatus) : canTransition(COUNT_TRANSITIONS, action, status as CountStatus);
  if (!ok) throw illegal(status, action);
}

/** Locks the task row for the rest of the transaction and re-reads its status (saves and the end serialize). */
async function lockTask(ctx: RequestContext, tx: Tx, id: number, action: CountAction) {
  const rows = await tx.$queryRaw<{ status: string }[]>`
    SELECT "status" FROM "InventoryCountTask" WHERE "id" = ${id} AND "companyId" = ${ctx.actor!.companyId} FOR UPDATE`;
  if (!rows.length) throw new NotFoundError('counts.taskNotFound');
  assertTransition(rows[0].status, action);
}

const unique = (ids: number[]) => [...new Set(ids)];
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * PD + date + the task's own id, e.g. PD20261122-000042: never reused, even after a task is
 * deleted (a printed list always names one task). The id is reserved from the table's sequence.
 */
async function reserveTask(tx: Tx, now: Date) {
  const [{ id }] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('"InventoryCountTask"', 'id'))::int AS "id"`;
  const p = (n: number) => String(n).padStart(2, '0');
  return { id: Number(id), taskNo: `PD${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${String(id).padStart(6, '0')}` };
}

/**
 * Generates a task: the chosen SKUs × locations of the warehouse, with the book quantities of
 * that moment (refreshed when counting starts). Lines are stored in the task's counting order,
 * so the entry screen and the list follow it: by location (code, then SKU), by SKU (SKU, then
 * location code) or in the order the SKUs and locations were chosen.
 */
export async function createCountTask(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'inventoryCount.create');
  const input = parseInput(countTaskInput, raw);
  const skuIds = unique(input.skuIds);
  const locationIds = unique(input.locationIds);
  const lineCount = skuIds.length * locationIds.length;
  if (lineCount > COUNT_MAX_LINES) throw ValidationError.field('skuIds', 'counts.tooManyLines', { max: COUNT_MAX_LINES, lines: lineCount });

  // Every id from the input is looked up in the caller's company first: a foreign id is "not found".
  const warehouse = await ctx.db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { id: true } });
  if (!warehouse) throw new NotFoundError('counts.warehouseNotFound');
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, isCombo: true } });
  if (skus.length !== skuIds.length) throw new NotFoundError('counts.skuNotFound');
  const combo = skus.find((s) => s.isCombo);
  if (combo) throw ValidationError.field('skuIds', 'counts.comboNotCountable', { sku: combo.sku });
  const locations = await ctx.db.location.findMany({ where: { id: { in: locationIds } }, select: { id: true, code: true, warehouseId: true } });
  if (locations.length !== locationIds.length) throw new NotFoundError('counts.locationNotFound');
  const elsewhere = locations.find((l) => l.warehouseId !== warehouse.id);
  if (elsewhere) throw ValidationError.field('locationIds', 'inventory.locationNotInWarehouse', { code: elsewhere.code });

  let pairs: { skuId: number; locationId: number }[];
  if (input.countType === 'order') {
    pairs = skuIds.flatMap((skuId) => locationIds.map((locationId) => ({ skuId, locationId })));
  } else {
    const sortedSkus = [...skus].sort((a, b) => byText(a.sku, b.sku));
    const sortedLocs = [...locations].sort((a, b) => byText(a.code, b.code));
    pairs =
      input.countType === 'sku'
        ? sortedSkus.flatMap((s) => sortedLocs.map((l) => ({ skuId: s.id, locationId: l.id })))
        : sortedLocs.flatMap((l) => sortedSkus.map((s) => ({ skuId: s.id, locationId: l.id })));
  }

  return ctx.db.$transaction(async (tx) => {
    // One creation at a time per company, so two overlapping tasks cannot pass the check together.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('inventoryCount.create'), ${actor.companyId}::int)`;
    const clash = await tx.inventoryCountLine.findFirst({
      where: { skuId: { in: skuIds }, locationId: { in: locationIds }, task: { warehouseId: warehouse.id, status: { in: [...COUNT_OPEN_STATUSES] } } },
      select: { task: { select: { taskNo: true } } },
    });
    if (clash) throw new BusinessError('inventory.countTaskExists', { taskNo: clash.task.taskNo });
    const book = await tx.stockLocation.findMany({
      where: { locationId: { in: locationIds }, skuId: { in: skuIds } },
      select: { skuId: true, locationId: true, quantity: true },
    });
    const bookOf = new Map(book.map((b) => [`${b.skuId}:${b.locationId}`, b.quantity]));
    const task = await tx.inventoryCountTask.create({
      data: { ...(await reserveTask(tx, new Date())), companyId: actor.companyId, warehouseId: warehouse.id, mode: input.mode, countType: input.countType },
    });
    await tx.inventoryCountLine.createMany({
      data: pairs.map((p) => ({
        companyId: actor.companyId,
        taskId: task.id,
        skuId: p.skuId,
        locationId: p.locationId,
        bookQty: bookOf.get(`${p.skuId}:${p.locationId}`) ?? 0,
      })),
    });
    return task;
  });
}

/** Deletes a task nobody started (frees its SKU + location pairs). */
export async function deleteCountTask(ctx: RequestContext, id: number) {
  assertCan(ctx, 'inventoryCount.create');
  const task = await findTask(ctx, id);
  assertTransition(task.status, 'delete');
  return ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, id, 'delete');
    await tx.inventoryCountLine.deleteMany({ where: { taskId: id } });
    await tx.inventoryCountTask.deleteMany({ where: { id } });
    return task;
  });
}

/** pending → counting: the book quantity of every line is taken from its location now. */
export async function startCountTask(ctx: RequestContext, id: number) {
  assertCan(ctx, 'inventoryCount.count');
  const task = await findTask(ctx, id);
  assertTransition(task.status, 'start');
  return ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, id, 'start');
    const companyId = ctx.actor!.companyId;
    await tx.$executeRaw`
      UPDATE "InventoryCountLine" l SET "bookQty" = COALESCE((
        SELECT sl."quantity" FROM "StockLocation" sl
        WHERE sl."companyId" = ${companyId} AND sl."locationId" = l."locationId" AND sl."skuId" = l."skuId"), 0)
      WHERE l."companyId" = ${companyId} AND l."taskId" = ${id}`;
    return tx.inventoryCountTask.update({ where: { id }, data: { status: 'counting', startedAt: new Date() } });
  });
}

/** Continue counting: saves the counted quantities given (null clears one); the task stays counting. */
export async function saveCountLines(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'inventoryCount.count');
  const input = parseInput(countEntryInput, raw);
  const task = await findTask(ctx, input.taskId);
  assertTransition(task.status, 'continue');
  // the last value given for a line wins
  const values = new Map(input.lines.map((l) => [l.lineId, l.countedQty]));
  const ids = [...values.keys()];
  const found = await ctx.db.inventoryCountLine.count({ where: { taskId: task.id, id: { in: ids } } });
  if (found !== ids.length) throw new NotFoundError('counts.lineNotFound');
  return ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, task.id, 'continue');
    const byValue = new Map<number | null, number[]>();
    for (const [lineId, qty] of values) byValue.set(qty, [...(byValue.get(qty) ?? []), lineId]);
    const now = new Date();
    for (const [qty, lineIds] of byValue) {
      await tx.inventoryCountLine.updateMany({
        where: { taskId: task.id, id: { in: lineIds } },
        data: { countedQty: qty, countedAt: qty == null ? null : now },
      });
    }
    return tx.inventoryCountTask.findFirstOrThrow({ where: { id: task.id } });
  });
}

/** The purchase price a count values a SKU at: the warehouse's moving average, else the SKU's. */
async function unitPrices(tx: Tx, warehouseId: number, skuIds: number[]) {
  const [stocks, skus] = await Promise.all([
    tx.stock.findMany({ where: { warehouseId, skuId: { in: skuIds } }, select: { skuId: true, purchasePrice: true } }),
    tx.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, purchasePrice: true } }),
  ]);
  const out = new Map<number, string>();
  for (const s of skus) out.set(s.id, s.purchasePrice.toString());
  for (const s of stocks) if (Number(s.purchasePrice) > 0) out.set(s.skuId, s.purchasePrice.toString());
  return out;
}

/**
 * counting → finished. Every line must be counted; each difference against the book quantity
 * snapshotted at the start is posted at its location: profit +diff at the current purchase price,
 * loss −diff (the engine refuses a loss that would leave stock below the occupied quantity).
 * All in one transaction: a refused move leaves the task counting and nothing posted.
 */
export async function endCountTask(ctx: RequestContext, id: number) {
  assertCan(ctx, 'inventoryCount.count');
  const task = await findTask(ctx, id);
  assertTransition(task.status, 'end');
  const profitSkus: number[] = [];
  const ended = await ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, id, 'end');
    const uncounted = await tx.inventoryCountLine.count({ where: { taskId: id, countedQty: null } });
    if (uncounted) throw new BusinessError('inventory.countNotCounted', { count: uncounted });
    const lines = await tx.inventoryCountLine.findMany({ where: { taskId: id }, orderBy: { id: 'asc' } });
    const changed = lines.filter((l) => l.countedQty! !== l.bookQty);
    const prices = await unitPrices(tx, task.warehouseId, unique(changed.map((l) => l.skuId)));
    const move = (l: (typeof lines)[number]): StockMove => {
      const diff = l.countedQty! - l.bookQty;
      return {
        skuId: l.skuId,
        warehouseId: task.warehouseId,
        locationId: l.locationId,
        type: diff > 0 ? 'countProfit' : 'countLoss',
        quantity: diff,
        unitCost: prices.get(l.skuId) ?? '0',
        billType: COUNT_BILL_TYPE,
        billNo: task.taskNo,
      };
    };
    // profits first: for a SKU that gains on one location and loses on another, the loss is
    // checked against the stock after the gain
    const moves = [...changed.filter((l) => l.countedQty! > l.bookQty), ...changed.filter((l) => l.countedQty! < l.bookQty)].map(move);
    await applyMoves(ctx, tx, moves);
    profitSkus.push(...unique(changed.filter((l) => l.countedQty! > l.bookQty).map((l) => l.skuId)));
    return tx.inventoryCountTask.update({ where: { id }, data: { status: 'finished', finishedAt: new Date() } });
  });
  if (profitSkus.length) await emitOrderEvent(ctx, 'stockArrived', { skuIds: profitSkus });
  return ended;
}

/** Whether book quantities (and what derives from them) are hidden: a blind count not yet finished. */
export function booksHidden(task: { mode: string; status: string }): boolean {
  return task.mode === 'blind' && task.status !== 'finished';
}

/**
 * The unit price of a line (`l` joined with its task `t`): what the ledger posted for it, else the
 * warehouse's moving average purchase price, else the SKU's purchase price.
 */
const linePrice = Prisma.sql`
  SELECT COALESCE(
    (SELECT g."unitCost" FROM "StockLedger" g
      WHERE g."companyId" = t."companyId" AND g."billType" = ${COUNT_BILL_TYPE} AND g."billNo" = t."taskNo"
        AND g."skuId" = l."skuId" AND g."locationId" = l."locationId" LIMIT 1),
    (SELECT NULLIF(s."purchasePrice", 0) FROM "Stock" s WHERE s."companyId" = t."companyId" AND s."warehouseId" = t."warehouseId" AND s."skuId" = l."skuId"),
    (SELECT k."purchasePrice" FROM "Sku" k WHERE k."id" = l."skuId" AND k."companyId" = t."companyId"),
    0) AS "price"`;

export interface CountSummary {
  lines: number;
  counted: number;
  /** Lines whose counted quantity differs from the book (null while a blind count runs). */
  errorLines: number | null;
  profitQuantity: number | null;
  lossQuantity: number | null;
  profitValue: string | null;
  lossValue: string | null;
}

/**
 * Count, error, loss and profit per task. Values use the unit cost posted to the ledger for
 * finished tasks and the current purchase price before that (a preview).
 */
export async function countSummaries(ctx: RequestContext, taskIds: readonly number[]): Promise<Map<number, CountSummary>> {
  const companyId = ctx.actor!.companyId;
  const ids = [...taskIds];
  const rows = await ctx.db.$queryRaw<
    {
      taskId: number;
      mode: string;
      status: string;
      lines: bigint;
      counted: bigint;
      errors: bigint;
      profitQty: bigint | null;
      lossQty: bigint | null;
      profitValue: string | null;
      lossValue: string | null;
    }[]
  >`
    SELECT t."id" AS "taskId", t."mode", t."status",
      count(l."id") AS "lines",
      count(l."countedQty") AS "counted",
      count(l."id") FILTER (WHERE l."countedQty" IS NOT NULL AND l."countedQty" <> l."bookQty") AS "errors",
      COALESCE(sum(GREATEST(l."countedQty" - l."bookQty", 0)), 0) AS "profitQty",
      COALESCE(sum(GREATEST(l."bookQty" - l."countedQty", 0)), 0) AS "lossQty",
      COALESCE(sum(GREATEST(l."countedQty" - l."bookQty", 0) * p."price"), 0)::numeric(14,2)::text AS "profitValue",
      COALESCE(sum(GREATEST(l."bookQty" - l."countedQty", 0) * p."price"), 0)::numeric(14,2)::text AS "lossValue"
    FROM "InventoryCountTask" t
    LEFT JOIN "InventoryCountLine" l ON l."taskId" = t."id" AND l."companyId" = t."companyId"
    LEFT JOIN LATERAL (${linePrice}) p ON true
    WHERE t."companyId" = ${companyId} AND t."id" = ANY(${ids}::int[])
    GROUP BY t."id"`;
  const out = new Map<number, CountSummary>();
  for (const r of rows) {
    const hidden = booksHidden(r);
    out.set(Number(r.taskId), {
      lines: Number(r.lines),
      counted: Number(r.counted),
      errorLines: hidden ? null : Number(r.errors),
      profitQuantity: hidden ? null : Number(r.profitQty ?? 0),
      lossQuantity: hidden ? null : Number(r.lossQty ?? 0),
      profitValue: hidden ? null : (r.profitValue ?? '0.00'),
      lossValue: hidden ? null : (r.lossValue ?? '0.00'),
    });
  }
  return out;
}

export interface LineValue {
  unitPrice: string;
  /** Book quantity × price (null while a blind count runs). */
  bookValue: string | null;
  /** (counted − book) × price: positive profit, negative loss (null until counted or while blind). */
  differenceValue: string | null;
}

export async function lineValues(ctx: RequestContext, lineIds: readonly number[]): Promise<Map<number, LineValue>> {
  const companyId = ctx.actor!.companyId;
  const rows = await ctx.db.$queryRaw<{ id: number; mode: string; status: string; bookQty: number; countedQty: number | null; price: string }[]>`
    SELECT l."id", t."mode", t."status", l."bookQty", l."countedQty", p."price"::numeric(14,4)::text AS "price"
    FROM "InventoryCountLine" l
    JOIN "InventoryCountTask" t ON t."id" = l."taskId" AND t."companyId" = l."companyId"
    LEFT JOIN LATERAL (${linePrice}) p ON true
    WHERE l."companyId" = ${companyId} AND l."id" = ANY(${[...lineIds]}::int[])`;
  const out = new Map<number, LineValue>();
  for (const r of rows) {
    const hidden = booksHidden(r);
    const price = Number(r.price);
    out.set(Number(r.id), {
      unitPrice: price.toFixed(2),
      bookValue: hidden ? null : (r.bookQty * price).toFixed(2),
      differenceValue: hidden || r.countedQty == null ? null : ((r.countedQty - r.bookQty) * price).toFixed(2),
    });
  }
  return out;
}

export interface CountLineFilter {
  keyword?: string | null;
  uncountedOnly?: boolean | null;
  differenceOnly?: boolean | null;
}

/** Lines of one task; a keyword finds SKU codes, barcodes, EANs and location codes (scanning). */
export async function countLineWhere(ctx: RequestContext, taskId: number, filter: CountLineFilter = {}): Promise<Prisma.InventoryCountLineWhereInput> {
  assertCan(ctx, 'inventoryCount');
  const task = await ctx.db.inventoryCountTask.findFirst({ where: { id: taskId }, select: { id: true, mode: true, status: true, warehouseId: true } });
  // a task of another company lists nothing
  if (!task) return { id: -1 };
  const where: Prisma.InventoryCountLineWhereInput = { taskId: task.id };
  const kw = filter.keyword?.trim();
  if (kw) {
    const [skus, locations] = await Promise.all([
      ctx.db.sku.findMany({
        where: { OR: [{ sku: { contains: kw, mode: 'insensitive' } }, { barcode: sameTextIgnoringCase(kw) }, { ean: kw }] },
        select: { id: true },
        take: 500,
      }),
      ctx.db.location.findMany({ where: { warehouseId: task.warehouseId, code: { contains: kw, mode: 'insensitive' } }, select: { id: true }, take: 500 }),
    ]);
    where.OR = [{ skuId: { in: skus.map((s) => s.id) } }, { locationId: { in: locations.map((l) => l.id) } }];
  }
  if (filter.uncountedOnly) where.countedQty = null;
  // a difference would reveal the book quantity of a blind count still running
  else if (filter.differenceOnly && !booksHidden(task)) {
    const book = ctx.db.inventoryCountLine.fields.bookQty;
    where.AND = [{ OR: [{ countedQty: { lt: book } }, { countedQty: { gt: book } }] }];
  }
  return where;
}
