// Suppliers (/supplier, /supplierDetails) and supply relationships (/supplyRelationship,
// /supplyRelationshipDetails, /supplyProDetails), spec 02 §3 'Supplier', §5 'Purchasing'.
// A supplier name is unique per company (the unique index decides, so two concurrent creates
// cannot both win); a supplier with purchase orders is never deleted (disable it instead); a SKU
// with suppliers has exactly one preferred supplier.
import { DEFAULT_MENU, isPermission, PAGE_SIZE_MAX, supplierInput, supplyRelationshipInput, type MenuDef, type PermissionName } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, can, permissionDenied, requireActor, type Actor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput, uniquely } from '../../platform/validate';
import { orNotFound, requestLoader } from '../../platform/lookups';
import type { Tx } from '../../platform/db';
import { supplierStatisticsOf, type SupplierStatistics } from './suppliers.statistics';
import { listWhere } from '../../platform/where';

type Db = RequestContext['db'] | Tx;

// ---- who may use the pickers ------------------------------------------------------------------

function pagesOf(defs: readonly MenuDef[]): PermissionName[] {
  return defs.flatMap((d) => [...(d.children ? pagesOf(d.children) : []), ...(d.children ? [] : [d.name])]).filter(isPermission);
}
/** Pages of the purchase group and the purchase reports: any of them opens the supplier pickers. */
export const PURCHASING_PAGES: readonly PermissionName[] = [
  ...pagesOf(DEFAULT_MENU.filter((g) => g.name === 'purchase')),
  'supplierStatistics',
  'procurementFlow',
  'purchaserStatistics',
  'purchaseBillReport',
];

/** The caller holds at least one purchasing page (pickers used across purchasing screens). */
export function assertPurchasing(ctx: RequestContext): Actor {
  const actor = requireActor(ctx);
  if (!PURCHASING_PAGES.some((p) => can(actor, p))) throw permissionDenied('supplier');
  return actor;
}

// ---- lookups ------------------------------------------------------------------------------------

export function findSupplier(db: Db, id: number) {
  return orNotFound(db.supplier.findFirst({ where: { id } }), 'purchase.supplierNotFound', id);
}

/** Statistics of a supplier, batched over every supplier a request asks for (one query set per page). */
export function loadSupplierStatistics(ctx: RequestContext, supplierId: number): Promise<SupplierStatistics> {
  return requestLoader<number, SupplierStatistics>(ctx, 'supplierStatistics', async (ids) => {
    const map = await supplierStatisticsOf(ctx, ids);
    return ids.map((id) => map.get(id) ?? null);
  }).load(supplierId) as Promise<SupplierStatistics>;
}

export interface SupplierBrief {
  id: number;
  name: string;
  type: string;
  enabled: boolean;
}
export function loadSupplier(ctx: RequestContext, id: number): Promise<SupplierBrief | null> {
  return requestLoader<number, SupplierBrief>(ctx, 'supplier', async (ids) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true, type: true, enabled: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((i) => map.get(i) ?? null);
  }).load(id);
}

/** Number of SKUs a supplier sells (supply relationships), batched per request. */
export function loadProductCount(ctx: RequestContext, supplierId: number): Promise<number> {
  return requestLoader<number, number>(ctx, 'supplierProductCount', async (ids) => {
    const rows = await ctx.db.supplierProduct.groupBy({ by: ['supplierId'], where: { supplierId: { in: [...ids] } }, _count: { _all: true } });
    const map = new Map(rows.map((r) => [r.supplierId, r._count._all]));
    return ids.map((i) => map.get(i) ?? 0);
  })
    .load(supplierId)
    .then((n) => n ?? 0);
}

export interface LastPurchase {
  /** Unit price on the latest purchase order (not cancelled) of this supplier for the SKU. */
  lastPrice: string | null;
  lastAt: Date | null;
  /** Units ordered from this supplier for the SKU (orders not cancelled). */
  quantity: number;
}
/** Last purchase price / time and quantity purchased per (supplier, SKU), batched per request. */
export function loadLastPurchase(ctx: RequestContext, supplierId: number, skuId: number): Promise<LastPurchase> {
  return requestLoader<{ supplierId: number; skuId: number }, LastPurchase>(ctx, 'supplierLastPurchase', async (keys) => {
    const lines = await ctx.db.purchaseOrderLine.findMany({
      where: {
        skuId: { in: [...new Set(keys.map((k) => k.skuId))] },
        purchaseOrder: { supplierId: { in: [...new Set(keys.map((k) => k.supplierId))] }, status: { not: 'cancelled' } },
      },
      select: { skuId: true, quantity: true, unitPrice: true, id: true, purchaseOrder: { select: { supplierId: true, orderDate: true } } },
    });
    const acc = new Map<string, LastPurchase & { lineId: number }>();
    for (const l of lines) {
      const key = `${l.purchaseOrder.supplierId}:${l.skuId}`;
      const a = acc.get(key) ?? { lastPrice: null, lastAt: null, quantity: 0, lineId: 0 };
      a.quantity += l.quantity;
      const at = l.purchaseOrder.orderDate;
      if (!a.lastAt || at > a.lastAt || (at.getTime() === a.lastAt.getTime() && l.id > a.lineId)) {
        Object.assign(a, { lastAt: at, lastPrice: l.unitPrice.toFixed(2), lineId: l.id });
      }
      acc.set(key, a);
    }
    return keys.map((k) => {
      const a = acc.get(`${k.supplierId}:${k.skuId}`);
      return a ? { lastPrice: a.lastPrice, lastAt: a.lastAt, quantity: a.quantity } : { lastPrice: null, lastAt: null, quantity: 0 };
    });
  }).load({ supplierId, skuId }) as Promise<LastPurchase>;
}

// ---- suppliers -------------------------------------------------------------------------------

/** Suppliers by type, preferred and enabled; the keyword in the name or contact. */
export const supplierWhere = listWhere<Prisma.SupplierWhereInput>()('supplier', {
  given: ['type'],
  stated: ['preferred', 'enabled'],
  keyword: ['name', 'contact'],
});

const nameTaken = () => ValidationError.field('name', 'purchase.supplierExists');

export async function createSupplier(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'supplier.update');
  const input = parseInput(supplierInput, raw);
  return uniquely(
    () => ctx.db.supplier.create({ data: { companyId: actor.companyId, ...input } }),
    () => nameTaken(),
  );
}

export async function updateSupplier(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'supplier.update');
  await findSupplier(ctx.db, id);
  const input = parseInput(supplierInput, raw);
  try {
    await ctx.db.supplier.update({ where: { id }, data: input });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  return findSupplier(ctx.db, id);
}

export async function setSupplierEnabled(ctx: RequestContext, id: number, enabled: boolean) {
  assertCan(ctx, 'supplier.update');
  await findSupplier(ctx.db, id);
  await ctx.db.supplier.updateMany({ where: { id }, data: { enabled } });
  return findSupplier(ctx.db, id);
}

/**
 * Deletes a supplier no purchase order references; its supply relationships go with it (a SKU
 * that loses its preferred supplier gets its oldest remaining one as preferred) and settings
 * or plan items pointing at it fall back to the preferred supplier.
 */
export async function deleteSupplier(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'supplier.update');
  await findSupplier(ctx.db, id);
  const inUse = () => new BusinessError('purchase.supplierInUse');
  if (await ctx.db.purchaseOrder.count({ where: { supplierId: id } })) throw inUse();
  try {
    await ctx.db.$transaction(async (tx) => {
      const preferredOf = await tx.supplierProduct.findMany({ where: { supplierId: id, preferred: true }, select: { skuId: true } });
      await tx.supplierProduct.deleteMany({ where: { supplierId: id } });
      await tx.purchaseSetting.updateMany({ where: { supplierId: id }, data: { supplierId: null } });
      await tx.purchasePlanItem.updateMany({ where: { supplierId: id }, data: { supplierId: null } });
      await tx.wholesalePairing.updateMany({ where: { supplierId: id }, data: { supplierId: null } });
      for (const { skuId } of preferredOf) {
        const next = await tx.supplierProduct.findFirst({ where: { skuId }, orderBy: { id: 'asc' }, select: { id: true } });
        if (next) await tx.supplierProduct.updateMany({ where: { id: next.id }, data: { preferred: true } });
      }
      // The foreign key (onDelete Restrict) refuses if a purchase order appeared meanwhile.
      await tx.supplier.deleteMany({ where: { id } });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
  return id;
}

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; name?: string; cause?: { kind?: string; code?: string } } | undefined;
  if (e?.code === 'P2003') return true;
  const cause = e?.name === 'DriverAdapterError' ? e.cause : undefined;
  return cause?.kind === 'ForeignKeyConstraintViolation' || (cause?.kind === 'postgres' && cause.code === '23503');
}

// ---- purchase records of a supplier ------------------------------------------------------------

export interface PageArgs {
  offset?: number | null;
  first?: number | null;
}
export const PAGE_DEFAULT = 30;
export const PAGE_MAX = PAGE_SIZE_MAX;

function page(p: PageArgs) {
  const skip = p.offset ?? 0;
  const take = p.first ?? PAGE_DEFAULT;
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000) throw ValidationError.field('offset', 'validation.offset');
  if (!Number.isInteger(take) || take < 1 || take > PAGE_MAX) throw ValidationError.field('first', 'validation.pageSize', { max: PAGE_MAX });
  return { skip, take };
}

export interface PurchaseRecord {
  lineId: number;
  purchaseOrderId: number;
  orderNo: string;
  orderDate: Date;
  status: string;
  skuId: number;
  quantity: number;
  unitPrice: string;
  receivedQuantity: number;
  goodQuantity: number;
  defectiveQuantity: number;
}

/** The supplier's purchase order lines, newest first; null for a supplier of another company. */
export async function supplierPurchaseRecords(ctx: RequestContext, supplierId: number, p: PageArgs = {}) {
  assertCan(ctx, 'supplier');
  const { skip, take } = page(p);
  if (!(await ctx.db.supplier.findFirst({ where: { id: supplierId }, select: { id: true } }))) return null;
  const where: Prisma.PurchaseOrderLineWhereInput = { purchaseOrder: { supplierId } };
  const [totalCount, lines] = await Promise.all([
    ctx.db.purchaseOrderLine.count({ where }),
    ctx.db.purchaseOrderLine.findMany({
      where,
      skip,
      take,
      orderBy: [{ purchaseOrder: { orderDate: 'desc' } }, { id: 'desc' }],
      include: { purchaseOrder: { select: { orderNo: true, orderDate: true, status: true } } },
    }),
  ]);
  const nodes: PurchaseRecord[] = lines.map((l) => ({
    lineId: l.id,
    purchaseOrderId: l.purchaseOrderId,
    orderNo: l.purchaseOrder.orderNo,
    orderDate: l.purchaseOrder.orderDate,
    status: l.purchaseOrder.status,
    skuId: l.skuId,
    quantity: l.quantity,
    unitPrice: l.unitPrice.toFixed(2),
    receivedQuantity: l.receivedQuantity,
    goodQuantity: l.goodQuantity,
    defectiveQuantity: l.defectiveQuantity,
  }));
  return { totalCount, nodes };
}

// ---- supply relationships --------------------------------------------------------------------

export interface SupplyRelationshipFilter {
  /** SKU code or product name. */
  keyword?: string | null;
  /** SKUs this supplier sells. */
  supplierId?: number | null;
  /** SKUs without any supplier. */
  noSupplier?: boolean | null;
}

export interface SupplyRelationshipRow {
  skuId: number;
  sku: string;
  productName: string;
  image: string;
  suppliers: Prisma.SupplierProductGetPayload<object>[];
}

const supplierProductOrder: Prisma.SupplierProductOrderByWithRelationInput[] = [{ preferred: 'desc' }, { id: 'asc' }];

async function relationshipRows(
  ctx: RequestContext,
  skus: { id: number; sku: string; image: string; product: { name: string; mainImage: string } }[],
): Promise<SupplyRelationshipRow[]> {
  const links = skus.length ? await ctx.db.supplierProduct.findMany({ where: { skuId: { in: skus.map((s) => s.id) } }, orderBy: supplierProductOrder }) : [];
  return skus.map((s) => ({
    skuId: s.id,
    sku: s.sku,
    productName: s.product.name,
    image: s.image || s.product.mainImage,
    suppliers: links.filter((l) => l.skuId === s.id),
  }));
}

const skuSelect = { id: true, sku: true, image: true, product: { select: { name: true, mainImage: true } } } as const;

/** SKUs (not combinations, which are never purchased) with their suppliers, by SKU code. */
export async function supplyRelationships(ctx: RequestContext, f: SupplyRelationshipFilter = {}, p: PageArgs = {}) {
  assertCan(ctx, 'supplyRelationship');
  const { skip, take } = page(p);
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong');
  const idFilters: Prisma.IntFilter[] = [];
  if (f.supplierId) {
    const rows = await ctx.db.supplierProduct.findMany({ where: { supplierId: f.supplierId }, select: { skuId: true } });
    idFilters.push({ in: rows.map((r) => r.skuId) });
  }
  if (f.noSupplier) {
    const rows = await ctx.db.supplierProduct.findMany({ distinct: ['skuId'], select: { skuId: true } });
    idFilters.push({ notIn: rows.map((r) => r.skuId) });
  }
  const where: Prisma.SkuWhereInput = {
    isCombo: false,
    ...(idFilters.length ? { AND: idFilters.map((id) => ({ id })) } : {}),
    ...(kw ? { OR: [{ sku: { contains: kw, mode: 'insensitive' } }, { product: { name: { contains: kw, mode: 'insensitive' } } }] } : {}),
  };
  const [totalCount, skus] = await Promise.all([
    ctx.db.sku.count({ where }),
    ctx.db.sku.findMany({ where, skip, take, orderBy: [{ sku: 'asc' }, { id: 'asc' }], select: skuSelect }),
  ]);
  return { totalCount, nodes: await relationshipRows(ctx, skus) };
}

/** One SKU's suppliers (/supplyRelationshipDetails); null for a SKU of another company. */
export async function supplyRelationshipOf(ctx: RequestContext, skuId: number): Promise<SupplyRelationshipRow | null> {
  assertCan(ctx, 'supplyRelationship');
  const sku = await ctx.db.sku.findFirst({ where: { id: skuId }, select: skuSelect });
  return sku ? (await relationshipRows(ctx, [sku]))[0] : null;
}

/** Replaces a SKU's suppliers: exactly one preferred, no supplier twice, all of the company. */
export async function setSupplyRelationship(ctx: RequestContext, raw: unknown): Promise<SupplyRelationshipRow> {
  const actor = assertCan(ctx, 'supplyRelationship.update');
  const input = parseInput(supplyRelationshipInput, raw);
  const sku = await ctx.db.sku.findFirst({ where: { id: input.skuId }, select: { ...skuSelect, isCombo: true } });
  if (!sku) throw new NotFoundError('purchase.skuNotFound', { id: input.skuId });
  const ids = input.suppliers.map((s) => s.supplierId);
  const [suppliers, current] = await Promise.all([
    ctx.db.supplier.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, enabled: true } }),
    ctx.db.supplierProduct.findMany({ where: { skuId: sku.id }, select: { supplierId: true } }),
  ]);
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const linked = new Set(current.map((c) => c.supplierId));
  input.suppliers.forEach((s, i) => {
    const found = byId.get(s.supplierId);
    if (!found) throw new NotFoundError('purchase.supplierNotFound', { id: s.supplierId });
    // A disabled supplier keeps its existing links but takes no new ones.
    if (!found.enabled && !linked.has(found.id)) throw ValidationError.field(`suppliers.${i}.supplierId`, 'purchase.supplierDisabled', { name: found.name });
  });
  await ctx.db.$transaction(async (tx) => {
    await tx.supplierProduct.deleteMany({ where: { skuId: sku.id } });
    await tx.supplierProduct.createMany({
      data: input.suppliers.map((s) => ({
        companyId: actor.companyId,
        skuId: sku.id,
        supplierId: s.supplierId,
        preferred: s.preferred,
        purchasePrice: s.purchasePrice,
        moq: s.moq,
        purchaseLink: s.purchaseLink,
        remark: s.remark,
      })),
    });
  });
  return (await relationshipRows(ctx, [sku]))[0];
}

/** One supplier's products (/supplyProDetails); null for a supplier of another company. */
export async function supplierProducts(ctx: RequestContext, supplierId: number, keyword: string | null | undefined, p: PageArgs = {}) {
  assertCan(ctx, 'supplyRelationship');
  const { skip, take } = page(p);
  const kw = keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong');
  if (!(await ctx.db.supplier.findFirst({ where: { id: supplierId }, select: { id: true } }))) return null;
  let skuIds: number[] | undefined;
  if (kw) {
    const skus = await ctx.db.sku.findMany({
      where: { OR: [{ sku: { contains: kw, mode: 'insensitive' } }, { product: { name: { contains: kw, mode: 'insensitive' } } }] },
      select: { id: true },
      take: 5000,
    });
    skuIds = skus.map((s) => s.id);
  }
  const where: Prisma.SupplierProductWhereInput = { supplierId, ...(skuIds ? { skuId: { in: skuIds } } : {}) };
  const [totalCount, nodes] = await Promise.all([
    ctx.db.supplierProduct.count({ where }),
    ctx.db.supplierProduct.findMany({ where, skip, take, orderBy: { id: 'asc' } }),
  ]);
  return { totalCount, nodes };
}

// ---- pickers -------------------------------------------------------------------------------------

export interface SupplierOptionRow {
  id: number;
  name: string;
  type: string;
  enabled: boolean;
  preferred: boolean;
}

/** Every supplier of the company, enabled and preferred first (pickers hide disabled ones). */
export async function supplierOptions(ctx: RequestContext): Promise<SupplierOptionRow[]> {
  assertPurchasing(ctx);
  return ctx.db.supplier.findMany({
    select: { id: true, name: true, type: true, enabled: true, preferred: true },
    orderBy: [{ enabled: 'desc' }, { preferred: 'desc' }, { name: 'asc' }, { id: 'asc' }],
  });
}

export interface SupplierProductPriceRow {
  skuId: number;
  /** Price agreed with this supplier; null when the supplier does not sell the SKU. */
  unitPrice: string | null;
  moq: number;
  purchaseLink: string;
  /** Whether this supplier is the SKU's preferred one. */
  preferred: boolean;
}

export const PRICE_LOOKUP_MAX = 500;

/** The unit price of each SKU at one supplier (the purchase order form), for SKUs of the company. */
export async function supplierProductPrices(ctx: RequestContext, skuIds: readonly number[], supplierId: number): Promise<SupplierProductPriceRow[]> {
  assertPurchasing(ctx);
  const ids = [...new Set(skuIds)];
  if (ids.length > PRICE_LOOKUP_MAX) throw ValidationError.field('skuIds', 'purchase.tooMany');
  await findSupplier(ctx.db, supplierId);
  const [skus, links] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    ctx.db.supplierProduct.findMany({ where: { supplierId, skuId: { in: ids } } }),
  ]);
  const bySku = new Map(links.map((l) => [l.skuId, l]));
  const known = new Set(skus.map((s) => s.id));
  return ids
    .filter((id) => known.has(id))
    .map((skuId) => {
      const l = bySku.get(skuId);
      return {
        skuId,
        unitPrice: l ? l.purchasePrice.toFixed(2) : null,
        moq: l?.moq ?? 1,
        purchaseLink: l?.purchaseLink ?? '',
        preferred: l?.preferred ?? false,
      };
    });
}
