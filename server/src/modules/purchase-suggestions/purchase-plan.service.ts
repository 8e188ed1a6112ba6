// Purchase plan (/purchasePlanProducts) and the generation of purchase orders (issue 7 points 3
// and 4; spec 02 §5 'Purchasing'): SKUs join the plan from suggestions or out-of-stock lines with
// the suggested quantity; quantity, supplier and removal are edited there; generation (from the
// plan, the out-of-stock advice or the suggestions) makes one purchase order per supplier in one
// transaction and empties the plan of what it ordered. Wholesale suppliers with every SKU paired
// get a wholesale order, placed on the platform after the transaction.
import { generatePurchaseOrdersInput, translate, type PermissionName } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, can, type RequestContext } from '../../platform/context';
import { AppError, BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { createPurchaseOrder } from '../purchase-orders/purchase-orders.service';
import { placeWholesaleOrders } from '../wholesale/wholesale.service';
import { toLine } from './out-of-stock.service';
import { computePairs, keywordOf, pairKey, settingsOf, suppliersOf } from './purchase-suggestions.service';

const id = z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const ids = z.array(id).min(1, { error: 'purchase.tickAtLeastOne' }).max(1000, { error: 'purchase.tooMany' });
const quantity = z
  .number({ error: 'purchase.quantityPositive' })
  .int({ error: 'purchase.quantityPositive' })
  .min(1, { error: 'purchase.quantityPositive' })
  .max(10_000_000, { error: 'purchase.quantityPositive' });

export interface PlanFilter {
  warehouseId?: number | null;
  supplierId?: number | null;
  keyword?: string | null;
}

/** Plan items have no relation to Sku: the keyword becomes the ids of SKUs whose code or product name contains it. */
export async function planWhere(ctx: RequestContext, f: PlanFilter = {}): Promise<Prisma.PurchasePlanItemWhereInput> {
  assertCan(ctx, 'purchasePlanProducts');
  const kw = keywordOf(f.keyword);
  const where: Prisma.PurchasePlanItemWhereInput = {
    ...(f.warehouseId ? { warehouseId: f.warehouseId } : {}),
    ...(f.supplierId ? { supplierId: f.supplierId } : {}),
  };
  if (!kw) return where;
  const contains = { contains: kw, mode: 'insensitive' as const };
  const skus = await ctx.db.sku.findMany({ where: { OR: [{ sku: contains }, { product: { name: contains } }] }, select: { id: true }, take: 5000 });
  return { ...where, skuId: { in: skus.map((s) => s.id) } };
}

const joinInput = z.object({
  items: z
    .array(z.object({ skuId: id, warehouseId: id }))
    .min(1, { error: 'purchase.tickAtLeastOne' })
    .max(1000, { error: 'purchase.tooMany' }),
  /** suggestion (default) | outOfStock */
  source: z.enum(['suggestion', 'outOfStock']).default('suggestion'),
});

/**
 * Joins ticked SKU × warehouse rows to the plan with the suggested quantity (the advice quantity
 * for out-of-stock lines; at least the MOQ), replacing what the plan had for the same pair.
 */
export async function joinPlan(ctx: RequestContext, raw: unknown): Promise<number> {
  const actor = assertCan(ctx, 'purchasePlan.update');
  const input = parseInput(joinInput, raw);
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const warehouseIds = [...new Set(input.items.map((i) => i.warehouseId))];
  const [skus, warehouses] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds }, isCombo: false }, select: { id: true, sku: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true } }),
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError('purchase.skuNotFound');
  if (warehouses.length !== warehouseIds.length) throw new NotFoundError('purchase.warehouseNotFound');
  const rows = await computePairs(ctx, { pairs: input.items });
  const rowOf = new Map(rows.map((r) => [r.key, r]));
  const codeOf = new Map(skus.map((s) => [s.id, s.sku]));
  const data = input.items.map((item) => {
    const r = rowOf.get(pairKey(item))!;
    if (r.setting.suspended) throw new BusinessError('purchase.suspended', { sku: codeOf.get(item.skuId) });
    const suggested = input.source === 'outOfStock' ? toLine(r).adviceQuantity : r.suggestion.quantity;
    return { ...item, supplierId: r.supplier?.id ?? null, quantity: Math.max(suggested, r.moq, 1) };
  });
  await ctx.db.$transaction(async (tx) => {
    for (const d of data) {
      await tx.purchasePlanItem.upsert({
        where: { companyId_skuId_warehouseId: { companyId: actor.companyId, skuId: d.skuId, warehouseId: d.warehouseId } },
        create: {
          companyId: actor.companyId,
          skuId: d.skuId,
          warehouseId: d.warehouseId,
          supplierId: d.supplierId,
          quantity: d.quantity,
          suggestedQuantity: d.quantity,
          source: input.source,
          createdById: actor.userId,
        },
        update: { supplierId: d.supplierId, quantity: d.quantity, suggestedQuantity: d.quantity, source: input.source },
      });
    }
  });
  return data.length;
}

async function planItems(ctx: RequestContext, itemIds: number[]) {
  const unique = [...new Set(itemIds)];
  const items = await ctx.db.purchasePlanItem.findMany({ where: { id: { in: unique } } });
  if (items.length !== unique.length) throw new NotFoundError('purchase.planItemNotFound');
  return items;
}

/** Back to the quantity suggested when the item joined the plan. */
export async function resetPlanQuantity(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'purchasePlan.update');
  const itemIds = parseInput(ids, raw);
  const items = await planItems(ctx, itemIds);
  await ctx.db.$transaction(items.map((i) => ctx.db.purchasePlanItem.update({ where: { id: i.id }, data: { quantity: Math.max(i.suggestedQuantity, 1) } })));
  return items.length;
}

export async function setPlanQuantity(ctx: RequestContext, itemId: number, raw: unknown) {
  assertCan(ctx, 'purchasePlan.update');
  const q = parseInput(quantity, raw);
  const [item] = await planItems(ctx, [itemId]);
  return ctx.db.purchasePlanItem.update({ where: { id: item.id }, data: { quantity: q } });
}

/** Changes the supplier of ticked plan items (looked up in the company; disabled ones refused). */
export async function setPlanSupplier(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'purchasePlan.update');
  const input = parseInput(z.object({ ids, supplierId: id }), raw);
  const supplier = await ctx.db.supplier.findFirst({ where: { id: input.supplierId } });
  if (!supplier) throw new NotFoundError('purchase.supplierNotFound', { id: input.supplierId });
  if (!supplier.enabled) throw new BusinessError('purchase.supplierDisabled', { name: supplier.name });
  const items = await planItems(ctx, input.ids);
  await ctx.db.purchasePlanItem.updateMany({ where: { id: { in: items.map((i) => i.id) } }, data: { supplierId: supplier.id } });
  return items.length;
}

export async function removePlanItems(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'purchasePlan.update');
  const items = await planItems(ctx, parseInput(ids, raw));
  const { count } = await ctx.db.purchasePlanItem.deleteMany({ where: { id: { in: items.map((i) => i.id) } } });
  return count;
}

// ---- generation --------------------------------------------------------------------------------------

const generateExtra = z.object({
  /** suggestion | outOfStock | plan: the procurement type of the orders. */
  source: z.enum(['suggestion', 'outOfStock', 'plan']).default('plan'),
  /** Wholesale suppliers with every SKU paired get a wholesale order, placed on the platform. */
  wholesale: z.boolean().nullish(),
});

/**
 * A second permission an action needs besides the one guarding its field: refused as a typed
 * result of the action (the field itself is open to the plan's permission).
 */
function requireAlso(ctx: RequestContext, permission: PermissionName) {
  if (!can(ctx.actor, permission)) throw new BusinessError('permission.denied', { permission });
}

export interface GeneratedOrder {
  id: number;
  orderNo: string;
  supplierId: number;
  supplierName: string;
  orderWay: string;
  lineCount: number;
  quantity: number;
}
export interface GenerationResult {
  orders: GeneratedOrder[];
  /** Message id of a failed wholesale placement (the orders exist and can be placed again). */
  wholesaleError: string | null;
}

/**
 * Spec 02 §5: at least one item; one common warehouse; every item a supplier, all formal; no
 * suspended SKU. One order per supplier (unit price of the supply relationship, else the SKU's),
 * all or nothing; plan items of the ordered SKU × warehouse are removed.
 */
export async function generatePurchaseOrders(ctx: RequestContext, raw: unknown): Promise<GenerationResult> {
  assertCan(ctx, 'purchasePlan.update');
  requireAlso(ctx, 'purchaseOrder.create');
  const input = parseInput(generatePurchaseOrdersInput, raw);
  const extra = parseInput(generateExtra, raw);
  // One common warehouse: the chosen one, else the one every item names.
  const named = new Set(input.items.map((i) => i.warehouseId ?? null));
  const warehouseId = input.warehouseId ?? (named.size === 1 && !named.has(null) ? [...named][0]! : null);
  if (warehouseId == null) throw ValidationError.field('warehouseId', 'purchase.commonWarehouseRequired');
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    if (seen.has(item.skuId)) throw ValidationError.field(`items.${i}.skuId`, 'purchase.sameProductTwice');
    seen.add(item.skuId);
  });
  const skuIds = [...seen];
  const [warehouse, skus, settings] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { id: warehouseId } }),
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, isCombo: true, purchasePrice: true } }),
    settingsOf(ctx.db, skuIds),
  ]);
  if (!warehouse) throw new NotFoundError('purchase.warehouseNotFound', { id: warehouseId });
  if (!warehouse.enabled) throw new BusinessError('purchase.warehouseDisabled', { name: warehouse.name });
  if (skus.length !== skuIds.length) throw new NotFoundError('purchase.skuNotFound');
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  for (const s of skus) if (settings.of(s.id).suspended) throw new BusinessError('purchase.suspended', { sku: s.sku });
  // Supplier per item: the one given, else the plan item's, else the SKU's (override / preferred).
  const planned = await ctx.db.purchasePlanItem.findMany({
    where: { skuId: { in: skuIds }, warehouseId: { in: [...new Set(input.items.map((i) => i.warehouseId ?? warehouseId))] } },
  });
  const plannedOf = new Map(planned.map((p) => [pairKey(p), p]));
  const defaults = await suppliersOf(ctx.db, skuIds, new Map(skuIds.map((s) => [s, settings.of(s).supplierId])));
  const chosen = input.items.map((item) => {
    const plan = plannedOf.get(pairKey({ skuId: item.skuId, warehouseId: item.warehouseId ?? warehouseId }));
    const supplierId = item.supplierId ?? plan?.supplierId ?? defaults.get(item.skuId)?.id ?? null;
    if (supplierId == null) throw new BusinessError('purchase.noSupplier', { sku: skuOf.get(item.skuId)!.sku });
    return { ...item, supplierId };
  });
  const supplierIds = [...new Set(chosen.map((c) => c.supplierId))];
  const [suppliers, relations, pairings] = await Promise.all([
    ctx.db.supplier.findMany({ where: { id: { in: supplierIds } } }),
    ctx.db.supplierProduct.findMany({ where: { skuId: { in: skuIds }, supplierId: { in: supplierIds } } }),
    extra.wholesale ? ctx.db.wholesalePairing.findMany({ where: { skuId: { in: skuIds } }, select: { skuId: true, supplierId: true } }) : [],
  ]);
  if (suppliers.length !== supplierIds.length) throw new NotFoundError('purchase.supplierNotFound');
  for (const s of suppliers) {
    if (s.type !== 'formal') throw new BusinessError('purchase.notFormalSupplier', { name: s.name });
    if (!s.enabled) throw new BusinessError('purchase.supplierDisabled', { name: s.name });
  }
  const priceOf = new Map(relations.map((r) => [`${r.supplierId}:${r.skuId}`, r.purchasePrice.toFixed(2)]));
  const pairedOf = new Map(pairings.map((p) => [p.skuId, p.supplierId]));
  const groups = suppliers.map((s) => {
    const items = chosen.filter((c) => c.supplierId === s.id);
    const wholesale =
      !!extra.wholesale && s.wholesaleMemberId !== '' && items.every((i) => pairedOf.has(i.skuId) && [null, s.id].includes(pairedOf.get(i.skuId)!));
    return { supplier: s, items, wholesale };
  });
  if (groups.some((g) => g.wholesale)) requireAlso(ctx, 'wholesaleOrder.create');
  const created = await ctx.db.$transaction(async (tx) => {
    const out: GeneratedOrder[] = [];
    for (const g of groups) {
      const order = await createPurchaseOrder(
        ctx,
        {
          supplierId: g.supplier.id,
          warehouseId,
          orderWay: g.wholesale ? 'wholesale' : 'offline',
          procurementType: extra.source,
          lines: g.items.map((i) => ({
            skuId: i.skuId,
            quantity: i.quantity,
            unitPrice: priceOf.get(`${g.supplier.id}:${i.skuId}`) ?? skuOf.get(i.skuId)!.purchasePrice.toFixed(2),
          })),
        },
        { tx },
      );
      out.push({
        id: order.id,
        orderNo: order.orderNo,
        supplierId: g.supplier.id,
        supplierName: g.supplier.name,
        orderWay: order.orderWay,
        lineCount: order.lines.length,
        quantity: order.lines.reduce((a, l) => a + l.quantity, 0),
      });
    }
    // What was ordered leaves the plan (any source: the pair is now on order).
    await tx.purchasePlanItem.deleteMany({ where: { OR: input.items.map((i) => ({ skuId: i.skuId, warehouseId: i.warehouseId ?? warehouseId })) } });
    await tx.purchasePlanItem.deleteMany({ where: { skuId: { in: skuIds }, warehouseId } });
    return out;
  });
  let wholesaleError: string | null = null;
  const toPlace = created.filter((o) => o.orderWay === 'wholesale').map((o) => o.id);
  if (toPlace.length) {
    try {
      await placeWholesaleOrders(ctx, toPlace);
    } catch (err) {
      // The purchase orders stand (pending audit, way wholesale); placing can be retried from /alibabaPairingList.
      if (!(err instanceof AppError)) throw err;
      wholesaleError = translate(ctx.lang, err.messageId, err.params);
    }
  }
  return { orders: created, wholesaleError };
}
