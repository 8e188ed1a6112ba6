// Pick list templates and pick lists (/pickListTemplate; spec 02 §3 'Pick list template', §5 'Pick,
// sort, count', §8 "Pick list not found"). A template says how awaiting-shipment orders are grouped
// (planPickLists of @erp/schema) and how many orders one list holds; createPickLists puts the
// orders of one warehouse on numbered pick lists (Order.pickListId + a history row each).
import { createPickListsInput, pickListTemplateInput, planPickLists } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { findWarehouse, newBillNo, retryOnClash } from '../../platform/lookups';
import { listWhere } from '../../platform/where';
import type { Tx } from '../../platform/db';
import { addHistory } from '../orders/orders.states';

type Db = RequestContext['db'] | Tx;

// ---- templates ---------------------------------------------------------------------------------

export const templateWhere = listWhere<Prisma.PickListTemplateWhereInput>()('pickListTemplate', { keyword: ['name'] });

export async function findTemplate(db: Db, id: number) {
  const template = await db.pickListTemplate.findFirst({ where: { id } });
  if (!template) throw new NotFoundError('picking.templateNotFound', { id });
  return template;
}

async function saveTemplate(ctx: RequestContext, id: number | null, raw: unknown) {
  const actor = assertCan(ctx, 'pickListTemplate.update');
  if (id != null) await findTemplate(ctx.db, id);
  const input = parseInput(pickListTemplateInput, raw);
  const taken = await ctx.db.pickListTemplate.findFirst({ where: { name: input.name, ...(id != null ? { id: { not: id } } : {}) }, select: { id: true } });
  if (taken) throw ValidationError.field('name', 'picking.templateNameTaken');
  const data = {
    name: input.name,
    type: input.type,
    fontSize: input.fontSize,
    maxOrders: input.maxOrders,
    minOrders: input.minOrders,
    fields: input.fields,
    imageUrl: input.imageUrl,
  };
  try {
    if (id == null) return await ctx.db.pickListTemplate.create({ data: { companyId: actor.companyId, ...data } });
    return await ctx.db.pickListTemplate.update({ where: { id }, data });
  } catch (err) {
    // two saves of the same name at once: the unique index decides
    if (isUniqueViolation(err)) throw ValidationError.field('name', 'picking.templateNameTaken');
    throw err;
  }
}

export const createTemplate = (ctx: RequestContext, raw: unknown) => saveTemplate(ctx, null, raw);
export const updateTemplate = (ctx: RequestContext, id: number, raw: unknown) => saveTemplate(ctx, id, raw);

/** Deleting a template keeps its pick lists (they still print, with the default layout). */
export async function deleteTemplate(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'pickListTemplate.update');
  await findTemplate(ctx.db, id);
  await ctx.db.pickListTemplate.deleteMany({ where: { id } });
  return id;
}

// ---- pick lists --------------------------------------------------------------------------------

export const pickListWhere = listWhere<Prisma.PickListWhereInput>()('pickListTemplate', { given: ['status', 'warehouseId'], keyword: ['pickNo'] });

/** A pick list of the caller's company ("Pick list not found" for an unknown or foreign id). */
export async function findPickList(db: Db, id: number) {
  const list = await db.pickList.findFirst({ where: { id } });
  if (!list) throw new NotFoundError('picking.notFound', { id });
  return list;
}

/** Awaiting-shipment orders not on a pick list yet (the candidates of createPickLists). */
export function pickableWhere(ctx: RequestContext, warehouseId?: number | null): Prisma.OrderWhereInput {
  return { status: 'awaitingShipment', pickListId: null, ...(warehouseId ? { warehouseId } : {}), ...allowedShopsWhere(ctx.actor!, 'shopId') };
}

export async function pickableOrderCount(ctx: RequestContext, warehouseId: number): Promise<number> {
  assertCan(ctx, 'pickListTemplate');
  return ctx.db.order.count({ where: pickableWhere(ctx, warehouseId) });
}

export interface CreatePickListsResult {
  pickLists: Awaited<ReturnType<typeof findPickList>>[];
  /** Orders that did not fit the template's type (or a group below its minimum). */
  skippedOrderIds: number[];
}

/**
 * Puts awaiting-shipment orders on pick lists of the template: the chosen orders (each must be
 * awaiting shipment, on no pick list, and all of one warehouse), or every such order of a
 * warehouse. Orders are claimed by a conditional update, so an order never lands on two lists.
 */
export async function createPickLists(ctx: RequestContext, raw: unknown): Promise<CreatePickListsResult> {
  const actor = assertCan(ctx, 'pickListTemplate.update');
  const input = parseInput(createPickListsInput, raw);
  const template = await findTemplate(ctx.db, input.templateId);
  let warehouseId: number;
  const select = { id: true, orderNo: true, status: true, pickListId: true, warehouseId: true, items: { select: { skuId: true, quantity: true } } } as const;
  let orders: Prisma.OrderGetPayload<{ select: typeof select }>[];
  if (input.orderIds) {
    const ids = [...new Set(input.orderIds)];
    orders = await ctx.db.order.findMany({ where: { id: { in: ids }, ...allowedShopsWhere(actor, 'shopId') }, select, orderBy: { id: 'asc' } });
    if (orders.length !== ids.length) throw new NotFoundError('order.notFound', { id: ids.find((i) => !orders.some((o) => o.id === i)) });
    const bad = orders.find((o) => o.status !== 'awaitingShipment' || o.pickListId != null);
    if (bad) throw new BusinessError('picking.orderNotEligible', { orderNo: bad.orderNo });
    const none = orders.find((o) => o.warehouseId == null);
    if (none) throw new BusinessError('picking.noWarehouse', { orderNo: none.orderNo });
    const warehouses = new Set(orders.map((o) => o.warehouseId));
    if (warehouses.size > 1) throw new BusinessError('picking.mixedWarehouses');
    warehouseId = orders[0].warehouseId!;
    if (input.warehouseId && input.warehouseId !== warehouseId) throw new BusinessError('picking.mixedWarehouses');
  } else {
    warehouseId = (await findWarehouse(ctx.db, input.warehouseId!)).id;
    orders = await ctx.db.order.findMany({ where: pickableWhere(ctx, warehouseId), select, orderBy: { id: 'asc' }, take: 5000 });
  }
  const skuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s): s is number => s != null))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, productId: true } });
  const productOf = new Map(skus.map((s) => [s.id, s.productId]));
  const plan = planPickLists(
    orders.map((o) => ({
      id: o.id,
      items: o.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity, productId: i.skuId == null ? null : (productOf.get(i.skuId) ?? null) })),
    })),
    template,
  );
  if (!plan.lists.length) throw new BusinessError('picking.noEligibleOrders');

  const ids = await retryOnClash(() =>
    ctx.db.$transaction(async (tx) => {
      const base = newBillNo('PK');
      const created: number[] = [];
      for (const [i, orderIds] of plan.lists.entries()) {
        const pickNo = plan.lists.length > 1 ? `${base}-${i + 1}` : base;
        const list = await tx.pickList.create({
          data: {
            companyId: actor.companyId,
            pickNo,
            templateId: template.id,
            warehouseId,
            orderCount: orderIds.length,
            operatorId: actor.userId > 0 ? actor.userId : null,
          },
        });
        const { count } = await tx.order.updateMany({
          where: { id: { in: orderIds }, status: 'awaitingShipment', pickListId: null },
          data: { pickListId: list.id, sortSlot: null },
        });
        if (count !== orderIds.length) throw new BusinessError('picking.ordersChanged');
        await addHistory(ctx, tx, orderIds, { action: 'picked', messageId: 'picking.history.added', params: { pickNo } });
        created.push(list.id);
      }
      return created;
    }),
  );
  const pickLists = await ctx.db.pickList.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  return { pickLists, skippedOrderIds: plan.skipped };
}

/**
 * Takes the orders off a pick list nobody has sorted yet and deletes it (the orders can be put on
 * another list). A list whose sorting began stays.
 */
export async function cancelPickList(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'pickListTemplate.update');
  const list = await findPickList(ctx.db, id);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.pickList.deleteMany({ where: { id: list.id, status: 'created' } });
    if (count !== 1) throw new BusinessError('picking.sortingBegan', { pickNo: list.pickNo });
    await tx.order.updateMany({ where: { pickListId: list.id }, data: { pickListId: null, sortSlot: null } });
    return list.id;
  });
}

/** Orders of a pick list (sorted by wall slot, then id) with their items, as scanning sees them. */
export async function pickListOrders(db: Db, pickListId: number) {
  return db.order.findMany({
    where: { pickListId },
    orderBy: [{ sortSlot: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
    include: { items: { orderBy: { id: 'asc' } } },
  });
}
