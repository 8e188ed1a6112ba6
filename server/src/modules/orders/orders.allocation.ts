// Allocation (issue 6 point 5): the review reserves every line of a processing order in one
// warehouse: the order's own when set, else the first enabled warehouse by priority (lower
// first, then id) whose available stock covers all lines. All or nothing per order, through the
// stock engine ('occupy' moves + StockOccupation rows sourceType 'order', sourceNo orderNo).
// Nothing anywhere → out of stock; those orders are retried oldest first when stock arrives
// (the 'stockArrived' event) or on demand. Combination SKUs reserve their components.
import { pickWarehouse } from '@erp/schema';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { runEach } from '../../platform/batch';
import { retryWhile } from '../../platform/lookups';
import { runBatch, type OrderBatchResult } from './orders.batch';
import { onOrderEvent } from './orders.events';
import { findOrders } from './orders.lookups';
import { assertOrderCan, moveOrder } from './orders.states';

type Db = RequestContext['db'] | Tx;
export const ORDER_BILL_TYPE = 'order';

interface OrderForStock {
  id: number;
  orderNo: string;
  status: string;
  matched: boolean;
  warehouseId: number | null;
  items: { id: number; skuId: number | null; quantity: number; unitsPerItem: number }[];
}

/**
 * Local units each SKU of the order needs: quantity × unitsPerItem per line; a combination SKU
 * stands for its components (component quantity × units). Combinations nest one level only (a
 * combination made of combinations reserves the inner combination's components too, one more level).
 */
export async function orderNeeds(db: Db, items: OrderForStock['items']): Promise<Map<number, number>> {
  const direct = new Map<number, number>();
  for (const i of items) if (i.skuId) direct.set(i.skuId, (direct.get(i.skuId) ?? 0) + i.quantity * i.unitsPerItem);
  const needs = new Map<number, number>();
  let level = direct;
  for (let depth = 0; depth < 3 && level.size; depth++) {
    const combos = await db.sku.findMany({
      where: { id: { in: [...level.keys()] }, isCombo: true },
      select: { id: true, components: { select: { componentSkuId: true, quantity: true } } },
    });
    const comboOf = new Map(combos.map((c) => [c.id, c.components]));
    const next = new Map<number, number>();
    for (const [skuId, units] of level) {
      const components = comboOf.get(skuId);
      if (!components) needs.set(skuId, (needs.get(skuId) ?? 0) + units);
      else for (const c of components) next.set(c.componentSkuId, (next.get(c.componentSkuId) ?? 0) + units * c.quantity);
    }
    level = next;
  }
  for (const [skuId, units] of level) needs.set(skuId, (needs.get(skuId) ?? 0) + units);
  return needs;
}

/** Gives an order's active reservation back (release moves, occupations released, lines unallocated). */
export async function releaseOrderStock(ctx: RequestContext, tx: Tx, order: { id: number; orderNo: string }): Promise<number> {
  const held = await tx.stockOccupation.findMany({ where: { sourceType: ORDER_BILL_TYPE, sourceNo: order.orderNo, status: 'active' } });
  if (!held.length) return 0;
  await applyMoves(
    ctx,
    tx,
    held.map((o) => ({
      skuId: o.skuId,
      warehouseId: o.warehouseId,
      type: 'release' as const,
      occupied: -o.quantity,
      billType: ORDER_BILL_TYPE,
      billNo: order.orderNo,
    })),
  );
  await tx.stockOccupation.updateMany({ where: { id: { in: held.map((o) => o.id) }, status: 'active' }, data: { status: 'released', releasedAt: new Date() } });
  await tx.orderItem.updateMany({ where: { orderId: order.id }, data: { allocated: 0 } });
  return held.length;
}

/**
 * Quantities (`warehouseId:skuId`) lying in defective locations (damaged goods put away by quality
 * inspection) of the warehouses that do not sell defective stock: allocation leaves them alone.
 */
async function defectiveHeld(tx: Tx, warehouses: { id: number; sellDefective: boolean }[], skuIds: number[]): Promise<Map<string, number>> {
  const closed = warehouses.filter((w) => !w.sellDefective).map((w) => w.id);
  if (!closed.length) return new Map();
  const locations = await tx.location.findMany({ where: { warehouseId: { in: closed }, defective: true }, select: { id: true } });
  if (!locations.length) return new Map();
  const rows = await tx.stockLocation.groupBy({
    by: ['warehouseId', 'skuId'],
    where: { locationId: { in: locations.map((l) => l.id) }, skuId: { in: skuIds } },
    _sum: { quantity: true },
  });
  return new Map(rows.map((r) => [`${r.warehouseId}:${r.skuId}`, r._sum.quantity ?? 0]));
}

type Outcome = { result: 'allocated'; warehouseId: number; skuIds: number[] } | { result: 'outOfStock' };

/**
 * Reserves the order in one warehouse (action audit: processing → awaiting shipment, or out of
 * stock; action allocate: out of stock → awaiting shipment, or stays). A concurrent request that
 * takes the stock first makes the engine refuse; the order is then tried again with fresh numbers.
 */
async function allocateOne(ctx: RequestContext, order: OrderForStock, action: 'audit' | 'allocate'): Promise<Outcome> {
  const needs = await orderNeeds(ctx.db, order.items);
  const skuIds = [...needs.keys()];
  let warehouses: { id: number; priority: number; name: string; enabled: boolean; sellDefective: boolean }[];
  if (order.warehouseId) {
    warehouses = await ctx.db.warehouse.findMany({
      where: { id: order.warehouseId },
      select: { id: true, priority: true, name: true, enabled: true, sellDefective: true },
    });
    if (warehouses[0] && !warehouses[0].enabled) throw new BusinessError('order.warehouseDisabled', { name: warehouses[0].name });
  } else {
    warehouses = await ctx.db.warehouse.findMany({
      where: { enabled: true },
      select: { id: true, priority: true, name: true, enabled: true, sellDefective: true },
      orderBy: [{ priority: 'asc' }, { id: 'asc' }],
    });
  }
  if (!warehouses.length) throw new BusinessError('order.noWarehouse');
  const raced = (err: unknown) => err instanceof BusinessError && err.messageId === 'inventory.insufficientAvailable';
  return retryWhile(
    raced,
    () =>
      ctx.db.$transaction(async (tx): Promise<Outcome> => {
        const stocks = await tx.stock.findMany({
          where: { warehouseId: { in: warehouses.map((w) => w.id) }, skuId: { in: skuIds } },
          select: { warehouseId: true, skuId: true, quantity: true, occupied: true },
        });
        const defective = await defectiveHeld(tx, warehouses, skuIds);
        const avail = new Map(
          stocks.map((s) => [`${s.warehouseId}:${s.skuId}`, s.quantity - s.occupied - (defective.get(`${s.warehouseId}:${s.skuId}`) ?? 0)]),
        );
        const picked = pickWarehouse(warehouses, needs, (w, s) => avail.get(`${w}:${s}`) ?? 0);
        if (picked == null) {
          if (action === 'audit') {
            const probe = warehouses[0].id;
            const short = skuIds.find((s) => (avail.get(`${probe}:${s}`) ?? 0) < needs.get(s)!) ?? skuIds[0];
            const sku = await tx.sku.findFirst({ where: { id: short }, select: { sku: true } });
            await moveOrder(ctx, tx, order.id, 'markOutOfStock', { history: { messageId: 'order.history.outOfStock', params: { sku: sku?.sku ?? short } } });
          }
          return { result: 'outOfStock' };
        }
        const warehouse = warehouses.find((w) => w.id === picked)!;
        await moveOrder(ctx, tx, order.id, action, {
          data: { warehouseId: picked },
          history: { messageId: 'order.history.allocated', params: { warehouse: warehouse.name } },
        });
        await applyMoves(
          ctx,
          tx,
          skuIds.map((skuId) => ({
            skuId,
            warehouseId: picked,
            type: 'occupy' as const,
            occupied: needs.get(skuId)!,
            billType: ORDER_BILL_TYPE,
            billNo: order.orderNo,
          })),
        );
        await tx.stockOccupation.createMany({
          data: skuIds.map((skuId) => ({
            companyId: ctx.actor!.companyId,
            skuId,
            warehouseId: picked,
            quantity: needs.get(skuId)!,
            sourceType: ORDER_BILL_TYPE,
            sourceNo: order.orderNo,
          })),
        });
        for (const item of order.items) {
          if (item.skuId) await tx.orderItem.update({ where: { id: item.id }, data: { allocated: item.quantity * item.unitsPerItem } });
        }
        return { result: 'allocated', warehouseId: picked, skuIds };
      }),
    3,
  );
}

async function afterAllocation(ctx: RequestContext, outcome: Outcome) {
  if (outcome.result === 'allocated') await alertLowStock(ctx, outcome.skuIds, outcome.warehouseId);
}

/** Review (batch): matched processing orders are reserved or marked out of stock; others are refused with why. */
export async function auditOrders(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.audit');
  return runBatch(ctx, ids, async (order) => {
    assertOrderCan(order, 'audit');
    if (!order.matched || order.items.some((i) => !i.skuId)) throw new BusinessError('order.unmatchedCannotAudit', { orderNo: order.orderNo });
    await afterAllocation(ctx, await allocateOne(ctx, order, 'audit'));
  });
}

/** Out of stock or awaiting shipment → processing; the reservation is given back. */
export async function backToProcessing(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.audit');
  return runBatch(ctx, ids, async (order) => {
    assertOrderCan(order, 'backToProcessing');
    await ctx.db.$transaction(async (tx) => {
      await moveOrder(ctx, tx, order.id, 'backToProcessing');
      await releaseOrderStock(ctx, tx, order);
    });
  });
}

/**
 * Retries out-of-stock orders oldest first (by orderedAt, then id): the given ones, or every
 * out-of-stock order of the company (at most `limit`). Answers the ones now awaiting shipment;
 * the others stay out of stock (not refused).
 */
export async function reallocateOutOfStock(ctx: RequestContext, ids?: number[] | null): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.audit');
  if (ids && ids.length) {
    const orders = (await findOrders(ctx, ctx.db, ids)).sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime() || a.id - b.id);
    return runBatch(
      ctx,
      ids,
      async (order) => {
        assertOrderCan(order, 'allocate');
        const outcome = await allocateOne(ctx, order, 'allocate');
        await afterAllocation(ctx, outcome);
        return outcome.result === 'allocated';
      },
      { orders },
    );
  }
  return retryOutOfStock(ctx, {});
}

/** Out-of-stock orders (optionally those holding one of `skuIds`, directly or as a combination component), oldest first. */
export async function retryOutOfStock(ctx: RequestContext, opts: { skuIds?: readonly number[]; limit?: number }): Promise<OrderBatchResult> {
  let skuFilter: number[] | undefined;
  if (opts.skuIds) {
    if (!opts.skuIds.length) return { ids: [], refused: [] };
    const combos = await ctx.db.skuComponent.findMany({ where: { componentSkuId: { in: [...opts.skuIds] } }, select: { comboSkuId: true } });
    skuFilter = [...new Set([...opts.skuIds, ...combos.map((c) => c.comboSkuId)])];
  }
  const orders = await ctx.db.order.findMany({
    where: { status: 'outOfStock', ...(skuFilter ? { items: { some: { skuId: { in: skuFilter } } } } : {}) },
    include: { items: { orderBy: { id: 'asc' } } },
    orderBy: [{ orderedAt: 'asc' }, { id: 'asc' }],
    take: opts.limit ?? 500,
  });
  return runEach(
    orders,
    (o) => ({ orderNo: o.orderNo }),
    async (order) => {
      const outcome = await allocateOne(ctx, order, 'allocate');
      await afterAllocation(ctx, outcome);
      return outcome.result === 'allocated';
    },
    { refuseInvalid: true },
  );
}

// Stock came in (inbound, transfer receipt, count profit): out-of-stock orders holding those SKUs
// are retried, whoever brought the stock in (no order permission needed for that).
onOrderEvent('stockArrived', async (ctx, { skuIds }) => {
  await retryOutOfStock(ctx, { skuIds });
});
