// Scan sorting (/scanSorting), secondary sorting on a distribution wall (/secondarySorting) and
// forecast sorting by carrier (/forecastSorting); spec 02 §2, §4 'Scan sorting: verify then print',
// §5 'Pick, sort, count'. The state lives in the database: OrderItem.verified counts the verified
// local units (raised by conditional updates, so two browsers scanning the same list agree and never
// over-verify), Order.verifiedAt marks a fully verified order, Order.sortSlot its wall slot, and an
// OrderHistory row 'forecastSorted' an order put in its carrier's bin. A reload resumes from there.
import { forecastScanInput, sortingOrderType, sortingScanInput, sortingWallInput, type SortingOrderType } from '@erp/schema';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { retryWhile } from '../../platform/lookups';
import type { Tx } from '../../platform/db';
import { addHistory } from '../orders/orders.states';
import { findPickList, pickListOrders } from './picking.service';

type Db = RequestContext['db'] | Tx;
type ListOrder = Awaited<ReturnType<typeof pickListOrders>>[number];

const need = (i: { quantity: number; unitsPerItem: number }) => i.quantity * i.unitsPerItem;
/** Items sorting checks: matched lines (an unmatched line cannot be on a pick list anyway). */
const checked = (o: ListOrder) => o.items.filter((i) => i.skuId != null);
const orderUnits = (o: ListOrder) => checked(o).reduce((s, i) => s + need(i), 0);
const orderVerified = (o: ListOrder) => checked(o).reduce((s, i) => s + Math.min(i.verified, need(i)), 0);

export interface SortingItemView {
  skuId: number;
  sku: string;
  productName: string;
  quantity: number;
  verified: number;
}

export interface SortingOrderView {
  id: number;
  orderNo: string;
  platformOrderNo: string;
  trackingNo: string;
  buyerName: string;
  status: string;
  sortSlot: number | null;
  orderType: SortingOrderType;
  verifiedAt: Date | null;
  units: number;
  verifiedUnits: number;
  items: SortingItemView[];
}

export interface SortingSession {
  pickListId: number;
  pickNo: string;
  status: string;
  wallRows: number;
  wallCols: number;
  totalUnits: number;
  verifiedUnits: number;
  totalOrders: number;
  verifiedOrders: number;
  orders: SortingOrderView[];
}

async function skuNames(db: Db, orders: ListOrder[]) {
  const ids = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s): s is number => s != null))];
  const skus = await db.sku.findMany({ where: { id: { in: ids } }, select: { id: true, sku: true, product: { select: { name: true } } } });
  return new Map(skus.map((s) => [s.id, s]));
}

/** Orders still to ship on the list (a cancelled or shipped order drops out of sorting). */
const active = (orders: ListOrder[]) => orders.filter((o) => o.status === 'awaitingShipment' || o.verifiedAt != null);

async function sessionOf(db: Db, list: { id: number; pickNo: string; status: string; wallRows: number; wallCols: number }): Promise<SortingSession> {
  const orders = active(await pickListOrders(db, list.id));
  const names = await skuNames(db, orders);
  const views = orders.map((o): SortingOrderView => ({
    id: o.id,
    orderNo: o.orderNo,
    platformOrderNo: o.platformOrderNo,
    trackingNo: o.trackingNo,
    buyerName: o.buyerName,
    status: o.status,
    sortSlot: o.sortSlot,
    verifiedAt: o.verifiedAt,
    orderType: sortingOrderType(checked(o)),
    units: orderUnits(o),
    verifiedUnits: orderVerified(o),
    items: checked(o).map((i) => ({
      skuId: i.skuId!,
      sku: names.get(i.skuId!)?.sku ?? '',
      productName: names.get(i.skuId!)?.product.name ?? i.title,
      quantity: need(i),
      verified: Math.min(i.verified, need(i)),
    })),
  }));
  return {
    pickListId: list.id,
    pickNo: list.pickNo,
    status: list.status,
    wallRows: list.wallRows,
    wallCols: list.wallCols,
    totalUnits: views.reduce((s, o) => s + o.units, 0),
    verifiedUnits: views.reduce((s, o) => s + o.verifiedUnits, 0),
    totalOrders: views.length,
    verifiedOrders: views.filter((o) => o.verifiedAt != null).length,
    orders: views,
  };
}

/** The sorting state of a pick list (any of the sorting pages may read it). */
export async function sortingSession(ctx: RequestContext, pickListId: number, page: 'scanSorting' | 'secondarySorting' = 'scanSorting') {
  assertCan(ctx, page);
  return sessionOf(ctx.db, await findPickList(ctx.db, pickListId));
}

/** A SKU by its code, barcode or EAN (company-scoped). */
async function skuByCode(db: Db, code: string) {
  return db.sku.findFirst({ where: { OR: [{ sku: code }, { barcode: code }, { ean: code }] }, select: { id: true, sku: true } });
}

export interface ScanResult {
  /** The order the scanned units go to (the first one, for a batch). */
  orderId: number;
  orderNo: string;
  sortSlot: number | null;
  sku: string;
  quantity: number;
  /** Orders that became fully verified with this scan (may be printed now). */
  completedOrderIds: number[];
  session: SortingSession;
}

/**
 * One scan: the SKU (code, barcode or EAN) and the checked quantity. Mode order: the units go to
 * the next order (by wall slot, then id) of the chosen order types still needing the SKU, and may
 * not exceed what it still needs. Mode batch: the quantity must match the total still needed on
 * the list and verifies it everywhere at once. Secondary sorting (wall) needs slots assigned.
 */
export async function scanSorting(ctx: RequestContext, raw: unknown, wall = false): Promise<ScanResult> {
  assertCan(ctx, wall ? 'secondarySorting' : 'scanSorting');
  const input = parseInput(sortingScanInput, raw);
  const list = await findPickList(ctx.db, input.pickListId);
  if (wall && !list.wallRows) throw new BusinessError('sorting.noWall');
  const sku = await skuByCode(ctx.db, input.code);
  if (!sku) throw ValidationError.field('code', 'sorting.notInOrder');
  const types = new Set<string>(input.orderTypes);
  const mode = wall ? 'order' : input.mode;

  // A concurrent scan of the same units wins the claim: read the list again and retry.
  return retryWhile(
    (err) => err instanceof Raced,
    async () => {
      const orders = (await pickListOrders(ctx.db, list.id)).filter((o) => o.status === 'awaitingShipment' && types.has(sortingOrderType(checked(o))));
      const open = orders.map((o) => ({ o, items: checked(o).filter((i) => i.skuId === sku.id && i.verified < need(i)) })).filter((x) => x.items.length);
      const left = (items: ListOrder['items']) => items.reduce((s, i) => s + need(i) - i.verified, 0);
      if (!open.length) throw ValidationError.field('code', 'sorting.notInOrder');
      let targets: typeof open;
      if (mode === 'batch') {
        const total = open.reduce((s, x) => s + left(x.items), 0);
        if (input.quantity !== total) throw ValidationError.field('quantity', 'sorting.quantityMismatch', { total });
        targets = open;
      } else {
        if (input.quantity > left(open[0].items)) throw ValidationError.field('quantity', 'sorting.notInOrder');
        targets = [open[0]];
      }
      const completed = await ctx.db.$transaction(async (tx) => {
        for (const { items } of targets) {
          let rest = mode === 'batch' ? left(items) : input.quantity;
          for (const item of items) {
            if (rest <= 0) break;
            const take = Math.min(rest, need(item) - item.verified);
            // claimed against the count read: a concurrent scan of the same unit makes this miss
            const { count } = await tx.orderItem.updateMany({ where: { id: item.id, verified: item.verified }, data: { verified: item.verified + take } });
            if (count !== 1) throw new Raced();
            rest -= take;
          }
        }
        const done: number[] = [];
        for (const { o } of targets) {
          const now = await tx.orderItem.findMany({
            where: { orderId: o.id, skuId: { not: null } },
            select: { quantity: true, unitsPerItem: true, verified: true },
          });
          if (now.every((i) => i.verified >= need(i))) {
            const { count } = await tx.order.updateMany({ where: { id: o.id, verifiedAt: null }, data: { verifiedAt: new Date() } });
            if (count === 1) {
              await addHistory(ctx, tx, [o.id], { action: 'verified', messageId: 'sorting.history.verified' });
              done.push(o.id);
            }
          }
        }
        await tx.pickList.updateMany({ where: { id: list.id, status: 'created' }, data: { status: 'picked' } });
        const remaining = await tx.order.count({ where: { pickListId: list.id, status: 'awaitingShipment', verifiedAt: null } });
        if (remaining === 0) await tx.pickList.updateMany({ where: { id: list.id }, data: { status: 'sorted' } });
        return done;
      });
      const first = targets[0].o;
      return {
        orderId: first.id,
        orderNo: first.orderNo,
        sortSlot: first.sortSlot,
        sku: sku.sku,
        quantity: input.quantity,
        completedOrderIds: completed,
        session: await sessionOf(ctx.db, await findPickList(ctx.db, list.id)),
      };
    },
    6,
  );
}

class Raced extends Error {}

/** Secondary sorting: each order of the list gets a wall slot 1..N (rows × columns, by order id). */
export async function assignSortingWall(ctx: RequestContext, raw: unknown): Promise<SortingSession> {
  assertCan(ctx, 'secondarySorting');
  const input = parseInput(sortingWallInput, raw);
  const list = await findPickList(ctx.db, input.pickListId);
  const orders = await ctx.db.order.findMany({ where: { pickListId: list.id, status: 'awaitingShipment' }, orderBy: { id: 'asc' }, select: { id: true } });
  const slots = input.rows * input.columns;
  if (orders.length > slots) throw ValidationError.field('rows', 'sorting.wallTooSmall', { slots, orders: orders.length });
  return ctx.db.$transaction(async (tx) => {
    // once a unit is verified, the wall is in use: reassigning would move parcels already placed
    const started = await tx.orderItem.count({ where: { order: { pickListId: list.id }, verified: { gt: 0 } } });
    if (started > 0) throw new BusinessError('sorting.wallInUse');
    const updated = await tx.pickList.update({ where: { id: list.id }, data: { wallRows: input.rows, wallCols: input.columns } });
    for (const [i, o] of orders.entries()) await tx.order.updateMany({ where: { id: o.id }, data: { sortSlot: i + 1 } });
    return sessionOf(tx, updated);
  });
}

// ---- forecast sorting --------------------------------------------------------------------------

export interface ForecastBin {
  channelId: number;
  channelName: string;
  sorted: number;
  total: number;
}

export interface ForecastScanResult {
  orderId: number;
  orderNo: string;
  trackingNo: string;
  channelId: number;
  channelName: string;
  bins: ForecastBin[];
}

/** Awaiting-shipment orders per logistics channel, and how many are in their bin already. */
export async function forecastBins(ctx: RequestContext): Promise<ForecastBin[]> {
  const actor = assertCan(ctx, 'forecastSorting');
  const base = { status: 'awaitingShipment', logisticsChannelId: { not: null }, ...allowedShopsWhere(actor, 'shopId') };
  const [all, sorted] = await Promise.all([
    ctx.db.order.groupBy({ by: ['logisticsChannelId'], where: base, _count: { _all: true } }),
    ctx.db.order.groupBy({ by: ['logisticsChannelId'], where: { ...base, history: { some: { action: 'forecastSorted' } } }, _count: { _all: true } }),
  ]);
  const ids = all.map((g) => g.logisticsChannelId!);
  const channels = await ctx.db.logisticsChannel.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const nameOf = new Map(channels.map((c) => [c.id, c.name]));
  const sortedOf = new Map(sorted.map((g) => [g.logisticsChannelId!, g._count._all]));
  return all
    .map((g) => ({
      channelId: g.logisticsChannelId!,
      channelName: nameOf.get(g.logisticsChannelId!) ?? '',
      total: g._count._all,
      sorted: sortedOf.get(g.logisticsChannelId!) ?? 0,
    }))
    .sort((a, b) => a.channelName.localeCompare(b.channelName) || a.channelId - b.channelId);
}

/**
 * Forecast sorting: the scanned order or tracking number → its carrier's bin. An order goes in a
 * bin once ("cannot be scanned twice"); the order row is locked while the scan is recorded, so two
 * simultaneous scans of one parcel record it once.
 */
export async function forecastScan(ctx: RequestContext, raw: unknown): Promise<ForecastScanResult> {
  const actor = assertCan(ctx, 'forecastSorting');
  const { number } = parseInput(forecastScanInput, raw);
  const order = await ctx.db.order.findFirst({
    where: { OR: [{ orderNo: number }, { trackingNo: number }], ...allowedShopsWhere(actor, 'shopId') },
    orderBy: { id: 'desc' },
    select: { id: true, orderNo: true, trackingNo: true, status: true, logisticsChannelId: true },
  });
  if (!order) throw ValidationError.field('number', 'sorting.numberWrong');
  if (order.status !== 'awaitingShipment') throw new BusinessError('sorting.notAwaitingShipment', { orderNo: order.orderNo });
  if (order.logisticsChannelId == null) throw new BusinessError('sorting.noChannel', { orderNo: order.orderNo });
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { id: true, name: true } });
  if (!channel) throw new BusinessError('sorting.noChannel', { orderNo: order.orderNo });
  await ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${order.id} AND "companyId" = ${actor.companyId} FOR UPDATE`;
    const seen = await tx.orderHistory.findFirst({ where: { orderId: order.id, action: 'forecastSorted' }, select: { id: true } });
    if (seen) throw ValidationError.field('number', 'sorting.scannedTwice', { number });
    await addHistory(ctx, tx, [order.id], { action: 'forecastSorted', messageId: 'sorting.history.forecast', params: { channel: channel.name } });
  });
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    trackingNo: order.trackingNo,
    channelId: channel.id,
    channelName: channel.name,
    bins: await forecastBins(ctx),
  };
}

/** An order of the caller's company for printing (not found: "Order not found"). */
export async function findOrderForLabel(ctx: RequestContext, orderId: number) {
  const order = await ctx.db.order.findFirst({ where: { id: orderId, ...allowedShopsWhere(ctx.actor!, 'shopId') } });
  if (!order) throw new NotFoundError('order.notFound', { id: orderId });
  return order;
}
