// Shared by the stock views, transfers and processing sheets: ids that arrive in inputs are looked
// up through the company-scoped client first (a foreign id is "not found"), per-request batch
// loaders for the names the lists show, and the one refusal for an illegal state change.
import DataLoader from 'dataloader';
import type { RequestContext } from './context';
import { BusinessError, NotFoundError, ValidationError } from './errors';
import type { Tx } from './db';
import { isUniqueViolation } from './validate';

type Db = RequestContext['db'] | Tx;

/** The row, or "not found" with `messageId` and the id (through a scoped client, another company's id reads as not found). */
export async function orNotFound<T>(row: PromiseLike<T | null>, messageId: string, id: number): Promise<T> {
  const found = await row;
  if (!found) throw new NotFoundError(messageId, { id });
  return found;
}

export function findSku(db: Db, id: number) {
  return orNotFound(db.sku.findFirst({ where: { id }, include: { product: { select: { name: true } } } }), 'stock.skuNotFound', id);
}

export function findWarehouse(db: Db, id: number) {
  return orNotFound(db.warehouse.findFirst({ where: { id } }), 'warehouse.notFound', id);
}

/** A location of the given warehouse; another warehouse's location is refused with its code. */
export async function findLocation(db: Db, id: number, warehouseId: number, field = 'locationId') {
  const location = await db.location.findFirst({ where: { id } });
  if (!location) throw new NotFoundError('warehouse.locationNotFound', { id });
  if (location.warehouseId !== warehouseId) throw ValidationError.field(field, 'inventory.locationNotInWarehouse', { code: location.code });
  return location;
}

/** "This transfer order is shipped and cannot be cancelled" (inventory.illegalTransition). */
/**
 * The rows matching a long list of keys (`key in […]`), read a slice at a time: Prisma refuses a
 * statement with more bind values than the driver allows (about 32k on PostgreSQL), and a file
 * import may look up 50,000 tracking numbers at once. Order within a slice is kept; across slices
 * the slices follow each other.
 */
export async function findInSlices<K, R>(keys: readonly K[], read: (slice: K[]) => Promise<R[]>, size = 10_000): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < keys.length; i += size) rows.push(...(await read(keys.slice(i, i + size))));
  return rows;
}

export function illegalTransition(bill: 'transfer' | 'assemble', status: string, action: string): BusinessError {
  const statusId = bill === 'transfer' ? `stock.transferStatus.${status}` : `stock.assembleStatus.${status}`;
  return new BusinessError('inventory.illegalTransition', { bill: `stock.bill.${bill}`, status: statusId, action: `stock.action.${action}` });
}

/** A bill number: prefix, the day and a random tail; retried by the caller on a clash. */
export function newBillNo(prefix: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`;
}

/**
 * Runs `run` again while it fails with an error `retryable` accepts (a concurrent request won a race
 * the next try reads afresh), `attempts` times at most; any other error, or the last one, is thrown.
 */
export async function retryWhile<T>(retryable: (err: unknown) => boolean, run: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!retryable(err) || attempt >= attempts) throw err;
    }
  }
}

/**
 * Runs `run` again while it fails on a unique constraint (a new bill number that clashed with a
 * concurrent one), `attempts` times at most; any other error, or the last clash, is thrown.
 */
export function retryOnClash<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  return retryWhile(isUniqueViolation, run, attempts);
}

// ---- per-request loaders ---------------------------------------------------------------------

/** Per request, each name's loader (the name fixes its key and value types; see requestLoader). */
const loaders = new WeakMap<object, Map<string, unknown>>();

/** One DataLoader per request and name: the rows of a page ask once for all their names. */
export function requestLoader<K, V>(ctx: RequestContext, name: string, batch: (keys: readonly K[]) => Promise<(V | null)[]>): DataLoader<K, V | null> {
  let perRequest = loaders.get(ctx);
  if (!perRequest) loaders.set(ctx, (perRequest = new Map<string, unknown>()));
  let loader = perRequest.get(name) as DataLoader<K, V | null> | undefined;
  if (!loader)
    perRequest.set(name, (loader = new DataLoader<K, V | null>(batch, { cacheKeyFn: (k) => (typeof k === 'object' ? JSON.stringify(k) : k) as never })));
  return loader;
}

function byId<T extends { id: number }>(rows: T[], ids: readonly number[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

export interface SkuBrief {
  id: number;
  sku: string;
  productName: string;
  image: string;
  isCombo: boolean;
  abcClass: string;
  purchasePrice: string;
  weight: number;
}

export function loadSku(ctx: RequestContext, id: number): Promise<SkuBrief | null> {
  return requestLoader<number, SkuBrief>(ctx, 'sku', async (ids) => {
    const rows = await ctx.db.sku.findMany({ where: { id: { in: [...ids] } }, include: { product: { select: { name: true, mainImage: true } } } });
    return byId(
      rows.map((s) => ({
        id: s.id,
        sku: s.sku,
        productName: s.product.name,
        image: s.image || s.product.mainImage,
        isCombo: s.isCombo,
        abcClass: s.abcClass,
        purchasePrice: s.purchasePrice.toString(),
        weight: s.weight,
      })),
      ids,
    );
  }).load(id);
}

/**
 * One text column of the rows with these ids, per request and name ('' for no id or an unknown one):
 * the rows of a page ask once for all their names.
 */
function loadColumn<C extends string>(
  ctx: RequestContext,
  name: string,
  id: number | null,
  column: C,
  find: (ids: number[]) => Promise<({ id: number } & Record<C, string>)[]>,
): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number } & Record<C, string>>(ctx, name, async (ids) => byId(await find([...ids]), ids))
    .load(id)
    .then((r) => r?.[column] ?? '');
}

/** Just the code of a SKU (lists that show only the code, such as the order list's lines): one light statement. */
export function loadSkuCode(ctx: RequestContext, id: number): Promise<string> {
  return loadColumn(ctx, 'skuCode', id, 'sku', (ids) => ctx.db.sku.findMany({ where: { id: { in: ids } }, select: { id: true, sku: true } }));
}

export function loadWarehouseName(ctx: RequestContext, id: number): Promise<string> {
  return loadColumn(ctx, 'warehouse', id, 'name', (ids) => ctx.db.warehouse.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }));
}

export function loadLocationCode(ctx: RequestContext, id: number | null): Promise<string> {
  return loadColumn(ctx, 'location', id, 'code', (ids) => ctx.db.location.findMany({ where: { id: { in: ids } }, select: { id: true, code: true } }));
}

export function loadSupplierName(ctx: RequestContext, id: number | null): Promise<string> {
  return loadColumn(ctx, 'supplierName', id, 'name', (ids) => ctx.db.supplier.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }));
}

/** The order number of a purchase order. */
export function loadPurchaseOrderNo(ctx: RequestContext, id: number | null): Promise<string> {
  return loadColumn(ctx, 'purchaseOrderNo', id, 'orderNo', (ids) =>
    ctx.db.purchaseOrder.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true } }),
  );
}

export function loadUserName(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number; realname: string; username: string }>(ctx, 'user', async (ids) =>
    byId(await ctx.db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, realname: true, username: true } }), ids),
  )
    .load(id)
    .then((u) => (u ? u.realname || u.username : ''));
}
