// Shared by the stock views, transfers and processing sheets: ids that arrive in inputs are looked
// up through the company-scoped client first (a foreign id is "not found"), per-request batch
// loaders for the names the lists show, and the one refusal for an illegal state change.
import DataLoader from 'dataloader';
import type { RequestContext } from './context';
import { BusinessError, NotFoundError, ValidationError } from './errors';
import type { Tx } from './db';

type Db = RequestContext['db'] | Tx;

export async function findSku(db: Db, id: number) {
  const sku = await db.sku.findFirst({ where: { id }, include: { product: { select: { name: true } } } });
  if (!sku) throw new NotFoundError('stock.skuNotFound', { id });
  return sku;
}

export async function findWarehouse(db: Db, id: number) {
  const warehouse = await db.warehouse.findFirst({ where: { id } });
  if (!warehouse) throw new NotFoundError('warehouse.notFound', { id });
  return warehouse;
}

/** A location of the given warehouse; another warehouse's location is refused with its code. */
export async function findLocation(db: Db, id: number, warehouseId: number, field = 'locationId') {
  const location = await db.location.findFirst({ where: { id } });
  if (!location) throw new NotFoundError('warehouse.locationNotFound', { id });
  if (location.warehouseId !== warehouseId) throw ValidationError.field(field, 'inventory.locationNotInWarehouse', { code: location.code });
  return location;
}

/** "This transfer order is shipped and cannot be cancelled" (inventory.illegalTransition). */
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

/** Just the code of a SKU (lists that show only the code, such as the order list's lines): one light statement. */
export function loadSkuCode(ctx: RequestContext, id: number): Promise<string> {
  return requestLoader<number, { id: number; sku: string }>(ctx, 'skuCode', async (ids) =>
    byId(await ctx.db.sku.findMany({ where: { id: { in: [...ids] } }, select: { id: true, sku: true } }), ids),
  )
    .load(id)
    .then((s) => s?.sku ?? '');
}

export function loadWarehouseName(ctx: RequestContext, id: number): Promise<string> {
  return requestLoader<number, { id: number; name: string }>(ctx, 'warehouse', async (ids) =>
    byId(await ctx.db.warehouse.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } }), ids),
  )
    .load(id)
    .then((w) => w?.name ?? '');
}

export function loadLocationCode(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number; code: string }>(ctx, 'location', async (ids) =>
    byId(await ctx.db.location.findMany({ where: { id: { in: [...ids] } }, select: { id: true, code: true } }), ids),
  )
    .load(id)
    .then((l) => l?.code ?? '');
}

export function loadUserName(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number; realname: string; username: string }>(ctx, 'user', async (ids) =>
    byId(await ctx.db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, realname: true, username: true } }), ids),
  )
    .load(id)
    .then((u) => (u ? u.realname || u.username : ''));
}
