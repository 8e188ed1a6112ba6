// The product library (spec 02 §3 'Product library item', §4 'Product library', §5 'Listing' SKU
// limits): products with their SKU model, combination SKUs, opening stock, the review lifecycle.
import {
  PRODUCT_DELETABLE,
  PRODUCT_EDIT_TRANSITIONS,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  canTransition,
  catalogSubmitProblems,
  codeKey,
  openingStockInput,
  productIdsInput,
  productInput,
  reviewProductsInput,
  translate,
  type ProductInput,
  type ProductStatus,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { assertNoTortiousWords } from '../listing-templates/tortious-words.service';
import { applyMoves } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { whereOf } from '../../platform/where';

type Db = RequestContext['db'] | Tx;

// ---- SKU picker --------------------------------------------------------------------------------

export interface SkuOptionRow {
  id: number;
  sku: string;
  productName: string;
  image: string;
  isCombo: boolean;
  available: number | null;
}

/**
 * Pickers: SKUs whose code, product name or SPU contains the keyword (or whose barcode / EAN is
 * it); with a warehouse, their available stock there. A combination SKU has no stock of its own:
 * its available is how many sets its components' available stock makes.
 */
export async function skuOptions(
  ctx: RequestContext,
  args: { keyword?: string | null; warehouseId?: number | null; first?: number | null },
): Promise<SkuOptionRow[]> {
  requireActor(ctx);
  const take = Math.min(Math.max(args.first ?? 20, 1), 50);
  const kw = args.keyword?.trim();
  const rows = await ctx.db.sku.findMany({
    where: kw
      ? {
          OR: [
            { sku: { contains: kw, mode: 'insensitive' } },
            { barcode: { equals: kw } },
            { ean: { equals: kw } },
            { product: { name: { contains: kw, mode: 'insensitive' } } },
            { product: { spu: { contains: kw, mode: 'insensitive' } } },
          ],
        }
      : {},
    include: { product: { select: { name: true, mainImage: true } }, components: { select: { componentSkuId: true, quantity: true } } },
    orderBy: { sku: 'asc' },
    take,
  });
  const available = new Map<number, number>();
  if (args.warehouseId != null && rows.length) {
    const ids = new Set(rows.flatMap((r) => [r.id, ...r.components.map((c) => c.componentSkuId)]));
    const balances = await ctx.db.stock.findMany({ where: { warehouseId: args.warehouseId, skuId: { in: [...ids] } } });
    for (const b of balances) available.set(b.skuId, b.quantity - b.occupied);
  }
  const availableOf = (r: (typeof rows)[number]) => {
    if (!r.isCombo) return available.get(r.id) ?? 0;
    if (!r.components.length) return 0;
    return Math.max(0, Math.min(...r.components.map((c) => Math.floor((available.get(c.componentSkuId) ?? 0) / c.quantity))));
  };
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    productName: r.product.name,
    image: r.image || r.product.mainImage,
    isCombo: r.isCombo,
    available: args.warehouseId != null ? availableOf(r) : null,
  }));
}

/** Accounts that may be named as developer (any account of the company). */
export async function developerOptions(ctx: RequestContext) {
  requireActor(ctx);
  const users = await ctx.db.user.findMany({ select: { id: true, realname: true, username: true, status: true }, orderBy: { id: 'asc' } });
  return users.map((u) => ({ id: u.id, name: u.realname || u.username, username: u.username, enabled: u.status === 'enabled' }));
}

// ---- lists -------------------------------------------------------------------------------------

export interface ProductFilter {
  status?: string | null;
  keyword?: string | null;
  developerId?: number | null;
  platform?: number | null;
}

const statusFilter = z.object({ status: z.enum(PRODUCT_STATUSES, { error: 'catalog.statusUnknown' }).nullish() });

/** Filter → where (the status is left out for the per-status counts). */
export function productWhere(ctx: RequestContext, filter: ProductFilter = {}, withStatus = true): Prisma.ProductWhereInput {
  assertCan(ctx, 'productLibrary');
  if (filter.status) parseInput(statusFilter, { status: filter.status });
  const kw = filter.keyword?.trim();
  return {
    ...(withStatus && filter.status ? { status: filter.status } : {}),
    ...whereOf<Prisma.ProductWhereInput>().given(filter, 'developerId'),
    ...(filter.platform ? { platforms: { has: filter.platform } } : {}),
    ...(kw
      ? {
          OR: [
            { spu: { contains: kw, mode: 'insensitive' } },
            { name: { contains: kw, mode: 'insensitive' } },
            { nameEn: { contains: kw, mode: 'insensitive' } },
            { skus: { some: { sku: { contains: kw, mode: 'insensitive' } } } },
          ],
        }
      : {}),
  };
}

/** Counts per status for the list's tabs (the other filters apply). */
export async function productStatusCounts(ctx: RequestContext, filter: ProductFilter = {}) {
  const where = productWhere(ctx, filter, false);
  const groups = await ctx.db.product.groupBy({ by: ['status'], where, _count: { _all: true } });
  const counts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<ProductStatus, number>;
  for (const g of groups) if (g.status in counts) counts[g.status as ProductStatus] = g._count._all;
  return { all: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
}

// ---- create and update -------------------------------------------------------------------------

const rowIds = z.object({
  skus: z.array(z.object({ id: z.number().int().positive().nullish() }).loose()).default([]),
});

export type ParsedInput = { product: ProductInput; skuIds: (number | null)[]; openingWarehouseId: number | null };

export function parseProduct(raw: unknown): ParsedInput {
  const product = parseInput(productInput, raw);
  const ids = rowIds.safeParse(raw);
  const skuIds = product.skus.map((_, i) => (ids.success ? (ids.data.skus[i]?.id ?? null) : null));
  const { openingWarehouseId } = parseInput(openingStockInput, raw);
  return { product, skuIds, openingWarehouseId };
}

/** The product with what its screens need. */
export function productInclude() {
  return { skus: { orderBy: { id: 'asc' }, include: { components: { include: { componentSku: true } } } } } satisfies Prisma.ProductInclude;
}

async function findProduct(db: Db, id: number) {
  const product = await db.product.findFirst({ where: { id }, include: productInclude() });
  if (!product) throw new NotFoundError('catalog.notFound');
  return product;
}

export function illegalTransition(status: string, action: string): BusinessError {
  return new BusinessError('inventory.illegalTransition', { bill: 'catalog.bill', status: `catalog.status.${status}`, action: `catalog.action.${action}` });
}

/**
 * Checks against the database what the input rules cannot: SPU, SKU, EAN and barcode free in the
 * company (letter case ignored), the developer and components exist in the company, components are
 * no combinations, the opening-stock warehouse. `own` are the SKU ids of the product being edited.
 */
export async function checkAgainstDatabase(
  ctx: RequestContext,
  input: ParsedInput,
  productId: number | null,
  own: Map<number, { sku: string; isCombo: boolean }>,
  /** SKUs of other products being created with this one (an import file), by code key. */
  siblings: Map<string, { isCombo: boolean }> = new Map(),
) {
  const { product } = input;
  const issues: ValidationError['issues'] = [];
  const add = (field: string, messageId: string, params: Record<string, unknown> = {}) => issues.push({ field, messageId, params });

  const spuClash = await ctx.db.product.findFirst({
    where: { spu: sameTextIgnoringCase(product.spu), ...(productId ? { id: { not: productId } } : {}) },
    select: { spu: true },
  });
  if (spuClash) add('spu', 'catalog.codeTaken', { code: product.spu });

  if (product.developerId != null) {
    const developer = await ctx.db.user.findFirst({ where: { id: product.developerId }, select: { id: true } });
    if (!developer) add('developerId', 'catalog.developerNotFound');
  }

  // codes held by SKUs of other products
  for (const key of ['sku', 'ean', 'barcode'] as const) {
    const values = product.skus.map((r) => r[key]).filter((v): v is string => !!v);
    if (!values.length) continue;
    const taken = await ctx.db.sku.findMany({
      where: { [key]: { in: values, mode: 'insensitive' }, ...(productId ? { productId: { not: productId } } : {}) },
      select: { [key]: true },
    });
    const takenKeys = new Set(taken.map((t) => codeKey(String((t as Record<string, unknown>)[key]))));
    product.skus.forEach((r, i) => {
      const v = r[key];
      if (v && takenKeys.has(codeKey(v))) add(`skus.${i}.${key}`, 'catalog.codeTaken', { code: v });
    });
  }

  // rows of this product that are already components of other combinations
  const usedIn = input.skuIds.some((id) => id != null)
    ? await ctx.db.skuComponent.findMany({
        where: { componentSkuId: { in: input.skuIds.filter((id): id is number => id != null) } },
        include: { comboSku: { select: { sku: true } } },
      })
    : [];

  // components: rows of this input (by code) or SKUs of the company
  const inputRows = new Map(product.skus.map((r, i) => [codeKey(r.sku), { index: i, isCombo: r.components.length > 0 }]));
  const external = product.skus.flatMap((r) => r.components.map((c) => c.sku)).filter((code) => !inputRows.has(codeKey(code)) && !siblings.has(codeKey(code)));
  const found = external.length
    ? await ctx.db.sku.findMany({
        where: { sku: { in: external, mode: 'insensitive' }, ...(productId ? { productId: { not: productId } } : {}) },
        select: { id: true, sku: true, isCombo: true },
      })
    : [];
  const companySkus = new Map(found.map((s) => [codeKey(s.sku), s]));
  product.skus.forEach((row, i) => {
    const seen = new Set<string>();
    row.components.forEach((c, j) => {
      const k = codeKey(c.sku);
      const field = `skus.${i}.components.${j}.sku`;
      if (k === codeKey(row.sku)) return add(field, 'catalog.componentSelf');
      if (seen.has(k)) return add(field, 'catalog.componentTwice', { sku: c.sku });
      seen.add(k);
      const target = inputRows.get(k) ?? siblings.get(k) ?? companySkus.get(k);
      if (!target) return add(field, 'catalog.componentNotFound', { sku: c.sku });
      if (target.isCombo) add(field, 'catalog.componentIsCombo', { sku: c.sku });
    });
    if (row.components.length) {
      if (row.stock > 0) add(`skus.${i}.stock`, 'catalog.comboNoStock');
      const id = input.skuIds[i];
      const user = id != null ? usedIn.find((u) => u.componentSkuId === id) : undefined;
      if (user) add(`skus.${i}.components`, 'catalog.comboInUse', { sku: row.sku, combo: user.comboSku.sku });
    }
  });

  // ids of existing rows must be this product's SKUs
  input.skuIds.forEach((id, i) => {
    if (id != null && !own.has(id)) add(`skus.${i}.id`, 'catalog.skuUnknown', { sku: product.skus[i].sku });
  });

  // opening stock: new rows with a stock need a warehouse of the company
  const opening = product.skus.some((r, i) => input.skuIds[i] == null && r.stock > 0);
  let warehouse: { id: number; name: string } | null = null;
  if (opening) {
    if (input.openingWarehouseId == null) add('openingWarehouseId', 'catalog.openingWarehouseRequired');
    else {
      const w = await ctx.db.warehouse.findFirst({ where: { id: input.openingWarehouseId }, select: { id: true, name: true, enabled: true } });
      if (!w) add('openingWarehouseId', 'catalog.warehouseNotFound');
      else if (!w.enabled) add('openingWarehouseId', 'catalog.warehouseDisabled', { name: w.name });
      else warehouse = w;
    }
  }
  if (issues.length) throw new ValidationError(issues);
  return { warehouse, companySkus };
}

export function productData(p: ProductInput) {
  return {
    spu: p.spu,
    name: p.name,
    nameEn: p.nameEn,
    category: p.category,
    developerId: p.developerId,
    platforms: p.platforms,
    mainImage: p.mainImage,
    images: p.images,
    weight: p.weight,
    length: p.length,
    width: p.width,
    height: p.height,
    declareNameZh: p.declareNameZh,
    declareNameEn: p.declareNameEn,
    declareValue: p.declareValue,
    hsCode: p.hsCode,
    infringementInfo: p.infringementInfo,
    supplierLinks: p.supplierLinks,
    specifications: p.specifications as Prisma.InputJsonValue,
    remark: p.remark,
  };
}

function skuData(r: ProductInput['skus'][number]) {
  return {
    sku: r.sku,
    ean: r.ean || null,
    barcode: r.barcode || null,
    options: r.options,
    price: r.price,
    purchasePrice: r.purchasePrice,
    weight: r.weight,
    image: r.image,
    isCombo: r.components.length > 0,
  };
}

/** Why a SKU cannot be removed from its product: stock, stock records, bills, or use in a combination. */
async function skuRemovalProblem(db: Db, sku: { id: number; sku: string }): Promise<BusinessError | null> {
  const [stock, ledger, billLines, transferLines, sheets, component] = await Promise.all([
    db.stock.count({ where: { skuId: sku.id } }),
    db.stockLedger.count({ where: { skuId: sku.id } }),
    db.stockBillLine.count({ where: { skuId: sku.id } }),
    db.transferOrderLine.count({ where: { skuId: sku.id } }),
    db.assembleSheet.count({ where: { comboSkuId: sku.id } }),
    db.skuComponent.findFirst({ where: { componentSkuId: sku.id }, include: { comboSku: { select: { sku: true, productId: true } } } }),
  ]);
  if (stock + ledger + billLines + transferLines + sheets > 0) return new BusinessError('catalog.skuInUse', { sku: sku.sku });
  if (component) return new BusinessError('catalog.skuIsComponent', { sku: sku.sku, combo: component.comboSku.sku });
  return null;
}

/**
 * Writes the SKU rows of a product: removed rows deleted, kept rows updated, new rows created,
 * then (unless deferred, for an import that links products of one file) its components.
 */
export async function writeSkus(
  ctx: RequestContext,
  tx: Tx,
  productId: number,
  input: ParsedInput,
  keptIds: Set<number>,
  existing: { id: number }[],
  companySkus: Map<string, { id: number }>,
  deferComponents = false,
) {
  const companyId = requireActor(ctx).companyId;
  const removed = existing.filter((s) => !keptIds.has(s.id)).map((s) => s.id);
  if (removed.length) {
    // components of the removed rows go with them (cascade); rows using them as components were refused before
    await tx.sku.deleteMany({ where: { id: { in: removed } } });
  }
  const ids: number[] = [];
  for (const [i, row] of input.product.skus.entries()) {
    const id = input.skuIds[i];
    if (id != null) {
      await tx.sku.update({ where: { id }, data: skuData(row) });
      ids.push(id);
    } else {
      const created = await tx.sku.create({ data: { companyId, productId, ...skuData(row) } });
      ids.push(created.id);
    }
  }
  if (!deferComponents) {
    const byCode = new Map(input.product.skus.map((r, i) => [codeKey(r.sku), ids[i]]));
    for (const [k, v] of companySkus) if (!byCode.has(k)) byCode.set(k, v.id);
    await writeComponents(ctx, tx, input, ids, byCode);
  }
  return ids;
}

/** Rewrites the components of a product's rows from the input; `byCode` resolves component codes to SKU ids. */
export async function writeComponents(ctx: RequestContext, tx: Tx, input: ParsedInput, ids: number[], byCode: Map<string, number>) {
  const companyId = requireActor(ctx).companyId;
  await tx.skuComponent.deleteMany({ where: { comboSkuId: { in: ids } } });
  const components = input.product.skus.flatMap((row, i) =>
    row.components.map((c) => ({ companyId, comboSkuId: ids[i], componentSkuId: byCode.get(codeKey(c.sku))!, quantity: c.quantity })),
  );
  if (components.length) await tx.skuComponent.createMany({ data: components });
}

/** Opening stock of new rows: one inbound per row into the chosen warehouse (bill type 'opening'). */
async function receiveOpeningStock(ctx: RequestContext, tx: Tx, input: ParsedInput, ids: number[], warehouse: { id: number } | null) {
  const moves = input.product.skus
    .map((row, i) => ({ row, i }))
    .filter(({ row, i }) => input.skuIds[i] == null && row.stock > 0)
    .map(({ row, i }) => ({
      skuId: ids[i],
      warehouseId: warehouse!.id,
      type: 'inbound' as const,
      quantity: row.stock,
      unitCost: row.purchasePrice,
      billType: 'opening',
      billNo: `OPEN-${input.product.spu}`.slice(0, 64),
      remark: translate(ctx.lang, 'catalog.openingBill', { spu: input.product.spu }),
    }));
  if (moves.length) await applyMoves(ctx, tx, moves);
}

function codeTakenOnRace(err: unknown, input: ProductInput): never {
  if (isUniqueViolation(err)) throw ValidationError.field('spu', 'catalog.codeTaken', { code: input.spu });
  throw err;
}

export async function createProduct(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'product.create');
  return addProduct(ctx, raw);
}

/**
 * createProduct without its permission check, for a flow whose own permission includes creating the
 * product (a completed development requirement: productDev.complete "creates its product-library
 * product"). Every rule of the product still applies.
 */
export async function addProduct(ctx: RequestContext, raw: unknown) {
  const input = parseProduct(raw);
  if (input.skuIds.some((id) => id != null)) input.skuIds = input.skuIds.map(() => null); // a new product has no rows yet
  // issue 24 item 3: a product whose names carry the company's infringing words is refused (listing-templates/tortious-words.service)
  await assertNoTortiousWords(ctx, null, { name: input.product.name, nameEn: input.product.nameEn, declareNameEn: input.product.declareNameEn });
  const { warehouse, companySkus } = await checkAgainstDatabase(ctx, input, null, new Map());
  const companyId = requireActor(ctx).companyId;
  try {
    const id = await ctx.db.$transaction(async (tx) => {
      const product = await tx.product.create({ data: { companyId, ...productData(input.product), status: 'draft' } });
      const ids = await writeSkus(ctx, tx, product.id, input, new Set(), [], companySkus);
      await receiveOpeningStock(ctx, tx, input, ids, warehouse);
      return product.id;
    });
    return findProduct(ctx.db, id);
  } catch (err) {
    codeTakenOnRace(err, input.product);
  }
}

/**
 * Saves a product. Under review it cannot change; an approved product goes back to draft (see
 * PRODUCT_EDIT_TRANSITIONS). Rows carry their SKU id; rows left out are removed unless the SKU
 * has stock, stock records or is a component elsewhere.
 */
export async function updateProduct(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'product.update');
  const current = await findProduct(ctx.db, id);
  if (!canTransition(PRODUCT_EDIT_TRANSITIONS, 'edit', current.status as ProductStatus)) throw illegalTransition(current.status, 'edit');
  const input = parseProduct(raw);
  // issue 24 item 3: a product whose names carry the company's infringing words is refused (listing-templates/tortious-words.service)
  await assertNoTortiousWords(ctx, null, { name: input.product.name, nameEn: input.product.nameEn, declareNameEn: input.product.declareNameEn });
  const own = new Map(current.skus.map((s) => [s.id, { sku: s.sku, isCombo: s.isCombo }]));
  const { warehouse, companySkus } = await checkAgainstDatabase(ctx, input, id, own);
  const kept = new Set(input.skuIds.filter((x): x is number => x != null));
  for (const s of current.skus.filter((s) => !kept.has(s.id))) {
    const problem = await skuRemovalProblem(ctx.db, s);
    if (problem) throw problem;
  }
  try {
    await ctx.db.$transaction(async (tx) => {
      // guarded: a review that started meanwhile wins
      const moved = await tx.product.updateMany({
        where: { id, status: { in: [...PRODUCT_EDIT_TRANSITIONS.edit.from] } },
        data: { ...productData(input.product), status: PRODUCT_EDIT_TRANSITIONS.edit.to },
      });
      if (moved.count !== 1) throw illegalTransition('reviewing', 'edit');
      const ids = await writeSkus(ctx, tx, id, input, kept, current.skus, companySkus);
      await receiveOpeningStock(ctx, tx, input, ids, warehouse);
    });
  } catch (err) {
    codeTakenOnRace(err, input.product);
  }
  return findProduct(ctx.db, id);
}

// ---- batch actions -----------------------------------------------------------------------------

export interface BatchFailure {
  id: number;
  label: string;
  messageId: string;
  params: Record<string, unknown>;
}

/**
 * A batch refused as a whole: every ticked product that cannot take the action, with why.
 * Nothing was changed, so the seller unticks those (or fixes them) and tries again.
 */
export class BatchRefusedError extends BusinessError {
  constructor(
    readonly failures: BatchFailure[],
    action: string,
  ) {
    super('catalog.batchRefused', { count: failures.length, action: `catalog.action.${action}` });
  }
}

async function productsOf(db: Db, ids: number[], action: string) {
  const unique = [...new Set(ids)];
  const rows = await db.product.findMany({ where: { id: { in: unique } }, include: { _count: { select: { skus: true } } }, orderBy: { id: 'asc' } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const failures: BatchFailure[] = unique.filter((id) => !byId.has(id)).map((id) => ({ id, label: String(id), messageId: 'catalog.notFound', params: {} }));
  const illegal = (p: (typeof rows)[number]): BatchFailure => ({
    id: p.id,
    label: p.spu,
    messageId: 'inventory.illegalTransition',
    params: illegalTransition(p.status, action).params,
  });
  return { rows, failures, illegal };
}

/** Submit for review: only drafts and rejected products, each with its main image, a SKU and a platform. */
export async function submitProducts(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'product.update');
  const { ids } = parseInput(productIdsInput, raw);
  return ctx.db.$transaction(async (tx) => {
    const { rows, failures, illegal } = await productsOf(tx, ids, 'submit');
    for (const p of rows) {
      if (!canTransition(PRODUCT_TRANSITIONS, 'submit', p.status as ProductStatus)) failures.push(illegal(p));
      else
        for (const problem of catalogSubmitProblems({ mainImage: p.mainImage, skus: p._count.skus, platforms: p.platforms }))
          failures.push({ id: p.id, label: p.spu, messageId: problem, params: {} });
    }
    if (failures.length) throw new BatchRefusedError(failures, 'submit');
    await moveAll(
      tx,
      rows.map((r) => r.id),
      'submit',
      { status: PRODUCT_TRANSITIONS.submit.to, submittedAt: new Date() },
    );
    return tx.product.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
  });
}

/** Batch review: only products under review; rejecting needs a reason, kept on the product. */
export async function reviewProducts(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'product.review');
  const input = parseInput(reviewProductsInput, raw);
  const action = input.approve ? 'approve' : 'reject';
  return ctx.db.$transaction(async (tx) => {
    const { rows, failures, illegal } = await productsOf(tx, input.ids, action);
    for (const p of rows) if (!canTransition(PRODUCT_TRANSITIONS, action, p.status as ProductStatus)) failures.push(illegal(p));
    if (failures.length) throw new BatchRefusedError(failures, action);
    await moveAll(
      tx,
      rows.map((r) => r.id),
      action,
      {
        status: PRODUCT_TRANSITIONS[action].to,
        reviewedAt: new Date(),
        rejectReason: input.approve ? '' : input.reason,
      },
    );
    return tx.product.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
  });
}

/** The state change itself, guarded on the source states so a concurrent change refuses the batch. */
async function moveAll(tx: Tx, ids: number[], action: 'submit' | 'approve' | 'reject', data: Prisma.ProductUpdateManyMutationInput) {
  const moved = await tx.product.updateMany({ where: { id: { in: ids }, status: { in: [...PRODUCT_TRANSITIONS[action].from] } }, data });
  // a concurrent change moved one of them after it was checked: the transaction rolls back
  if (moved.count !== ids.length) throw new BusinessError('catalog.batchChanged');
}

/** Deletes drafts and rejected products whose SKUs have no stock, records or combination use; all or nothing. */
export async function deleteProducts(ctx: RequestContext, raw: unknown): Promise<number> {
  assertCan(ctx, 'product.delete');
  const { ids } = parseInput(productIdsInput, raw);
  return ctx.db.$transaction(async (tx) => {
    const { rows, failures, illegal } = await productsOf(tx, ids, 'delete');
    const deleting = new Set(rows.map((r) => r.id));
    for (const p of rows) {
      if (!(PRODUCT_DELETABLE as readonly string[]).includes(p.status)) {
        failures.push(illegal(p));
        continue;
      }
      const skus = await tx.sku.findMany({ where: { productId: p.id }, select: { id: true, sku: true } });
      for (const s of skus) {
        const problem = await skuRemovalProblem(tx, s);
        // a component used only by combinations deleted in the same batch is fine
        if (problem?.messageId === 'catalog.skuIsComponent') {
          const users = await tx.skuComponent.findMany({ where: { componentSkuId: s.id }, include: { comboSku: { select: { productId: true } } } });
          if (users.every((u) => deleting.has(u.comboSku.productId))) continue;
        }
        if (problem) failures.push({ id: p.id, label: p.spu, messageId: problem.messageId, params: problem.params });
      }
    }
    if (failures.length) throw new BatchRefusedError(failures, 'delete');
    const doomed = rows.map((r) => r.id);
    // combinations first: their components' rows are Restrict-protected
    await tx.skuComponent.deleteMany({ where: { comboSku: { productId: { in: doomed } } } });
    const deleted = await tx.product.deleteMany({ where: { id: { in: doomed }, status: { in: [...PRODUCT_DELETABLE] } } });
    if (deleted.count !== doomed.length) throw new BusinessError('catalog.batchChanged');
    return deleted.count;
  });
}
