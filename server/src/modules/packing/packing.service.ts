// Packing tasks (/packingManage; issue 23 item 3; spec 02 §3 'Packing task', §4 'generate packing
// task', §5): the boxes (number, weight, size, items) of pending-shipment stock orders of one source
// warehouse to one overseas warehouse. The rules are @erp/schema's (schema/src/packing):
//   create from a selection of stock orders (packingSourceRefusal: pending shipment, one source and
//     one target warehouse, none already in an open or completed task) → open;
//   save boxes (replaces them; open only): weight and L/W/H > 0, ≥ 1 item per box, SKUs of the
//     task's orders only, never more of a SKU than the orders hold (packingOver);
//   complete (open → completed): at least one box, all goods packed (packingShort), the orders
//     still pending shipment;
//   cancel (open → cancelled) frees the stock orders for another task;
//   the stock order's ship out asks packing.ship.ts (assertPackedForShip).
// Every state change is a conditional update (transition) inside its transaction.
import {
  PACKING_ACTIVE,
  PACKING_STATUSES,
  PACKING_TRANSITIONS,
  packedBySku,
  packingBoxesInput,
  packingCan,
  packingCreateInput,
  packingExpected,
  packingOver,
  packingShort,
  packingSourceRefusal,
  type PackingAction,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { newBillNo, retryOnClash } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { parseInput } from '../../platform/validate';
import { listWhere } from '../../platform/where';

export const PACKING_PAGE = 'packingManage';
export const PACKING_UPDATE = 'packingManage.update';

type Db = RequestContext['db'] | Tx;
export type PackingTaskFull = Prisma.PackingTaskGetPayload<{ include: { boxes: { include: { items: true } } } }>;

/** Tasks by status and warehouses; the keyword in the task code or the stock order numbers (exact). */
const baseWhere = listWhere<Prisma.PackingTaskWhereInput>()(PACKING_PAGE, {
  given: ['status', 'sourceWarehouseId', 'targetWarehouseId'],
  keyword: ['taskCode', 'remark'],
});
export function packingTaskWhere(ctx: RequestContext, f: { status?: string; keyword?: string; sourceWarehouseId?: number; targetWarehouseId?: number }) {
  const where = baseWhere(ctx, { ...f, keyword: undefined });
  const k = f.keyword?.trim();
  if (!k) return where;
  const byCode = baseWhere(ctx, { keyword: k });
  return { AND: [where, { OR: [byCode, { stockOrderNos: { has: k } }] }] } as Prisma.PackingTaskWhereInput;
}

export async function packingStatusCounts(ctx: RequestContext, f: { keyword?: string; sourceWarehouseId?: number; targetWarehouseId?: number }) {
  const where = packingTaskWhere(ctx, { ...f, status: undefined });
  const rows = await ctx.db.packingTask.groupBy({ by: ['status'], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return PACKING_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

export async function findPackingTask(db: Db, id: number): Promise<PackingTaskFull> {
  const t = await db.packingTask.findFirst({
    where: { id },
    include: { boxes: { orderBy: { boxNo: 'asc' }, include: { items: { orderBy: { id: 'asc' } } } } },
  });
  if (!t) throw new NotFoundError('packing.notFound', { id });
  return t;
}

function illegal(task: { taskCode: string; status: string }, action: PackingAction) {
  return new BusinessError('packing.illegalTransition', {
    taskCode: task.taskCode,
    status: `packing.status.${task.status}`,
    action: `packing.action.${action}`,
  });
}

async function claim(tx: Tx, id: number, action: PackingAction, data: Prisma.PackingTaskUpdateManyMutationInput = {}) {
  await transition(
    PACKING_TRANSITIONS[action],
    (from, status) => tx.packingTask.updateMany({ where: { id, ...from }, data: { ...data, status } }),
    async () => illegal(await findPackingTask(tx, id), action),
  );
}

/** What the task must pack, per SKU: its stock orders' quantities (cancelled orders left out). */
export async function expectedOf(db: Db, task: { stockOrderIds: number[] }) {
  const lines = await db.stockOrderLine.findMany({
    where: { stockOrderId: { in: task.stockOrderIds }, stockOrder: { status: { not: 'cancelled' } } },
    select: { skuId: true, quantity: true },
  });
  return packingExpected(lines);
}

async function skuCodes(db: Db, ids: number[]) {
  const rows = await db.sku.findMany({ where: { id: { in: ids } }, select: { id: true, sku: true } });
  return new Map(rows.map((r) => [r.id, r.sku]));
}

/** The task's stock orders still pending shipment (an order returned or cancelled meanwhile refuses). */
async function assertOrdersPending(db: Db, task: { stockOrderIds: number[] }) {
  const orders = await db.stockOrder.findMany({ where: { id: { in: task.stockOrderIds } }, select: { orderNo: true, status: true } });
  const off = orders.find((o) => o.status !== 'pendingShipment');
  if (off) throw new BusinessError('packing.orderNotPendingShipment', { orderNo: off.orderNo });
}

// ---- create ------------------------------------------------------------------------------------

/**
 * A packing task for the selected stock orders: each looked up through the company (a foreign id is
 * not found), all pending shipment, one source and one target warehouse, none in an active task.
 * The check is repeated under a row lock of the orders, so two concurrent creates cannot both win.
 */
export async function createPackingTask(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, PACKING_UPDATE);
  const input = parseInput(packingCreateInput, raw);
  const ids = [...new Set(input.stockOrderIds)];
  const check = async (db: Db) => {
    const orders = await db.stockOrder.findMany({
      where: { id: { in: ids } },
      select: { id: true, orderNo: true, status: true, sourceWarehouseId: true, targetWarehouseId: true },
      orderBy: { id: 'asc' },
    });
    if (orders.length !== ids.length) throw new NotFoundError('stockOrder.notFound', { id: ids.find((i) => !orders.some((o) => o.id === i)) });
    const active = await db.packingTask.findMany({
      where: { status: { in: [...PACKING_ACTIVE] }, stockOrderIds: { hasSome: ids } },
      select: { taskCode: true, stockOrderIds: true },
    });
    const refusal = packingSourceRefusal(orders.map((o) => ({ ...o, packingTaskCode: active.find((t) => t.stockOrderIds.includes(o.id))?.taskCode ?? null })));
    if (refusal) {
      const { messageId, ...params } = refusal;
      throw new BusinessError(messageId, params);
    }
    return orders;
  };
  await check(ctx.db);
  return retryOnClash(() =>
    ctx.db.$transaction(async (tx) => {
      // lock the selected orders: a concurrent create (or ship) waits, then sees this task
      await tx.$executeRaw`SELECT id FROM "StockOrder" WHERE "companyId" = ${actor.companyId} AND id = ANY(${ids}::int[]) FOR UPDATE`;
      const orders = await check(tx);
      const task = await tx.packingTask.create({
        data: {
          companyId: actor.companyId,
          taskCode: newBillNo('PK'),
          sourceWarehouseId: orders[0].sourceWarehouseId,
          targetWarehouseId: orders[0].targetWarehouseId,
          stockOrderIds: orders.map((o) => o.id),
          stockOrderNos: orders.map((o) => o.orderNo),
          remark: input.remark,
          createdBy: actor.userId,
        },
      });
      return findPackingTask(tx, task.id);
    }),
  );
}

// ---- boxes -------------------------------------------------------------------------------------

/**
 * Replaces the boxes of an open task. Every SKU must be one of the task's stock orders' and no SKU
 * may be packed more than they hold; fewer is kept (packing goes on), completing needs all.
 */
export async function savePackingBoxes(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, PACKING_UPDATE);
  const input = parseInput(packingBoxesInput, raw);
  const task = await findPackingTask(ctx.db, input.id);
  if (!packingCan('edit', task.status)) throw illegal(task, 'edit');
  const expected = await expectedOf(ctx.db, task);
  input.boxes.forEach((b, i) =>
    b.items.forEach((it, j) => {
      if (!expected.has(it.skuId)) throw ValidationError.field(`boxes.${i}.items.${j}.skuId`, 'packing.skuNotInOrders', { sku: it.skuId });
    }),
  );
  const over = packingOver(expected, packedBySku(input.boxes));
  if (over.length) {
    const codes = await skuCodes(ctx.db, [over[0].skuId]);
    throw new BusinessError('packing.overPacked', { sku: codes.get(over[0].skuId) ?? over[0].skuId, packed: over[0].packed, expected: over[0].expected });
  }
  return ctx.db.$transaction(async (tx) => {
    // claims the open task (a concurrent complete or cancel wins or loses as a whole)
    await claim(tx, task.id, 'edit');
    await tx.packingBox.deleteMany({ where: { taskId: task.id } });
    for (const b of input.boxes)
      await tx.packingBox.create({
        data: {
          companyId: actor.companyId,
          taskId: task.id,
          boxNo: b.boxNo,
          name: b.name,
          weight: b.weight.toFixed(3),
          length: b.length.toFixed(1),
          width: b.width.toFixed(1),
          height: b.height.toFixed(1),
          items: { create: b.items.map((it) => ({ companyId: actor.companyId, skuId: it.skuId, quantity: it.quantity })) },
        },
      });
    return findPackingTask(tx, task.id);
  });
}

// ---- complete and cancel -----------------------------------------------------------------------

/** Open → completed: at least one box, every SKU packed in full, the orders still pending shipment. */
export async function completePackingTask(ctx: RequestContext, id: number) {
  assertCan(ctx, PACKING_UPDATE);
  return ctx.db.$transaction(async (tx) => {
    const task = await findPackingTask(tx, id);
    if (!packingCan('complete', task.status)) throw illegal(task, 'complete');
    if (!task.boxes.length) throw new BusinessError('packing.noBoxes', { taskCode: task.taskCode });
    await assertOrdersPending(tx, task);
    const expected = await expectedOf(tx, task);
    const packed = packedBySku(task.boxes);
    const wrong = packingShort(expected, packed)[0] ?? packingOver(expected, packed)[0];
    if (wrong) {
      const codes = await skuCodes(tx, [wrong.skuId]);
      throw new BusinessError(wrong.packed > wrong.expected ? 'packing.overPacked' : 'packing.notAllPacked', {
        sku: codes.get(wrong.skuId) ?? wrong.skuId,
        packed: wrong.packed,
        expected: wrong.expected,
      });
    }
    await claim(tx, id, 'complete', { completedAt: new Date() });
    return findPackingTask(tx, id);
  });
}

/** Open → cancelled (kept as history); its stock orders may be packed by a new task. */
export async function cancelPackingTask(ctx: RequestContext, id: number) {
  assertCan(ctx, PACKING_UPDATE);
  await findPackingTask(ctx.db, id);
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, id, 'cancel');
    return findPackingTask(tx, id);
  });
}

export function packingTasksByIds(ctx: RequestContext, ids: number[]) {
  return ctx.db.packingTask.findMany({ where: { id: { in: ids } } });
}
