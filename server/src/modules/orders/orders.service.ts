// Orders (/orders, /createOrder, detail): the list filter the dashboard links rely on, status
// counts for the tabs, manual orders, edits, hold / release and cancel. Every status change goes
// through moveOrder (orders.states.ts); every other change writes an OrderHistory row.
import {
  ABNORMAL_REASONS,
  ORDER_OPEN_STATUSES,
  ORDER_OTHER_RULES,
  ORDER_STATUSES,
  SHIPMENT_DUE_HOURS,
  SHIPMENT_DUE_STATUSES,
  cancelOrdersInput,
  createOrderInput,
  holdOrdersInput,
  isMessageId,
  orderTotals,
  translate,
  updateOrderInput,
  type Lang,
  type OrderStatus,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput, textOf } from '../../platform/validate';
import { findWarehouse, newBillNo, retryOnClash } from '../../platform/lookups';
import { orderCreated, stageEvents } from '../events/events.service';
import { releaseOrderStock } from './orders.allocation';
import { runBatch, type OrderBatchResult, type OrderRefusal } from './orders.batch';
import { ORDER_ADDRESS_FIELDS, findChannel, findShop, findVisibleOrder, visibleOrdersWhere } from './orders.lookups';
import { processNewOrders } from './orders.pipeline';
import { addHistory, assertOrderCan, findOrder, illegalOrderTransition, moveOrder } from './orders.states';
import { estimateOrderFreight } from '../freight/freight.service';
import { overseasChannelWarehouseIds } from '../overseas-warehouses/overseas-warehouses.service';
import { keywordOf } from '../../platform/where';

export type { OrderBatchResult, OrderRefusal };

export interface OrderFilter {
  status?: string | null;
  keyword?: string | null;
  shopId?: number | null;
  platformType?: number | null;
  country?: string | null;
  warehouseId?: number | null;
  logisticsChannelId?: number | null;
  abnormalReason?: string | null;
  preShipped?: boolean | null;
  matched?: boolean | null;
  otherRule?: string | null;
  condition?: string | null;
  endTimeAt?: Date | null;
  orderedFrom?: Date | null;
  orderedTo?: Date | null;
  unassigned?: boolean | null;
}

function checkStatus(value: string, field: string): OrderStatus {
  if (!(ORDER_STATUSES as readonly string[]).includes(value)) throw ValidationError.field(field, 'order.statusUnknown', { status: value });
  return value as OrderStatus;
}

/**
 * The /orders filter. Dashboard semantics (docs/decisions.md 'Orders'):
 * - otherRule expireDelivery: status processing, out of stock or awaiting shipment and shipBy
 *   within SHIPMENT_DUE_HOURS (24 h) from now (or past);
 * - overseaCancelWarning: the buyer asked to cancel (cancelRequested) and the order is still open;
 * - unmatched: not every item has a local SKU, the order is open; `condition` narrows the status;
 * - endTimeAt: ordered at or before that time (the 12 h / 24 h cut-offs).
 * unassigned true: no warehouse or no logistics channel yet (/distributePackage); false: both set.
 * A sub-account sees only the orders of its allowed shops.
 */
export function orderWhere(ctx: RequestContext, f: OrderFilter = {}, now = new Date()): Prisma.OrderWhereInput {
  assertCan(ctx, 'orders');
  const and: Prisma.OrderWhereInput[] = [visibleOrdersWhere(ctx)];
  if (f.status) and.push({ status: checkStatus(f.status, 'status') });
  if (f.condition) and.push({ status: checkStatus(f.condition, 'condition') });
  const kw = keywordOf(f.keyword);
  if (kw) {
    and.push({
      OR: [
        { orderNo: { contains: kw, mode: 'insensitive' } },
        { platformOrderNo: { contains: kw, mode: 'insensitive' } },
        { buyerAccount: { contains: kw, mode: 'insensitive' } },
        { buyerName: { contains: kw, mode: 'insensitive' } },
        { trackingNo: { contains: kw, mode: 'insensitive' } },
        { items: { some: { platformSku: { contains: kw, mode: 'insensitive' } } } },
      ],
    });
  }
  if (f.shopId) and.push({ shopId: f.shopId });
  if (f.platformType) and.push({ platformType: f.platformType });
  if (f.country) and.push({ country: f.country.trim().toUpperCase() });
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.logisticsChannelId) and.push({ logisticsChannelId: f.logisticsChannelId });
  if (f.abnormalReason) and.push({ abnormalReason: f.abnormalReason });
  if (f.preShipped != null) and.push({ preShippedAt: f.preShipped ? { not: null } : null });
  if (f.matched != null) and.push({ matched: f.matched });
  if (f.unassigned === true) and.push({ OR: [{ warehouseId: null }, { logisticsChannelId: null }] });
  if (f.unassigned === false) and.push({ warehouseId: { not: null }, logisticsChannelId: { not: null } });
  if (f.otherRule) {
    if (!(ORDER_OTHER_RULES as readonly string[]).includes(f.otherRule)) throw ValidationError.field('otherRule', 'order.otherRuleUnknown');
    if (f.otherRule === 'expireDelivery') {
      and.push({ status: { in: [...SHIPMENT_DUE_STATUSES] }, shipBy: { lte: new Date(now.getTime() + SHIPMENT_DUE_HOURS * 3_600_000) } });
    } else if (f.otherRule === 'overseaCancelWarning') {
      and.push({ cancelRequested: true, status: { in: [...ORDER_OPEN_STATUSES] } });
    } else {
      and.push({ matched: false, status: { in: [...ORDER_OPEN_STATUSES] } });
    }
  }
  if (f.endTimeAt) and.push({ orderedAt: { lte: f.endTimeAt } });
  if (f.orderedFrom) and.push({ orderedAt: { gte: f.orderedFrom } });
  if (f.orderedTo) and.push({ orderedAt: { lte: f.orderedTo } });
  return { AND: and };
}

export const ORDER_SORTS = ['orderedAt', 'shipBy', 'totalAmount'] as const;

/** orderedAt newest first (default), shipBy soonest first, totalAmount largest first; ties by id. */
export function orderSort(sort?: string | null, direction?: string | null): Prisma.OrderOrderByWithRelationInput[] {
  const key = sort || 'orderedAt';
  if (!(ORDER_SORTS as readonly string[]).includes(key)) throw ValidationError.field('sort', 'order.sortUnknown');
  if (direction && direction !== 'asc' && direction !== 'desc') throw ValidationError.field('sortOrder', 'order.sortUnknown');
  const dir = (direction || (key === 'shipBy' ? 'asc' : 'desc')) as 'asc' | 'desc';
  if (key === 'shipBy') return [{ shipBy: { sort: dir, nulls: 'last' } }, { id: dir }];
  return [{ [key]: dir }, { id: dir }];
}

export async function orderStatusCounts(ctx: RequestContext, f: OrderFilter = {}): Promise<{ status: string; count: number }[]> {
  const { status: _status, ...rest } = f;
  const rows = await ctx.db.order.groupBy({ by: ['status'], where: orderWhere(ctx, rest), _count: { _all: true } });
  const count = new Map(rows.map((r) => [r.status, r._count._all]));
  return ORDER_STATUSES.map((status) => ({ status, count: count.get(status) ?? 0 }));
}

/** Abnormal orders per reason for the /abnormalOrders tabs (the filter without its status and reason). */
export async function abnormalReasonCounts(ctx: RequestContext, f: OrderFilter = {}): Promise<{ reason: string; count: number }[]> {
  const { status: _status, abnormalReason: _reason, ...rest } = f;
  const rows = await ctx.db.order.groupBy({ by: ['abnormalReason'], where: { AND: [orderWhere(ctx, rest), { status: 'abnormal' }] }, _count: { _all: true } });
  const count = new Map(rows.map((r) => [r.abnormalReason, r._count._all]));
  return ABNORMAL_REASONS.map((reason) => ({ reason, count: count.get(reason) ?? 0 }));
}

export function ordersByIds(ctx: RequestContext, ids: readonly number[], query: object = {}) {
  if (!ids.length) return Promise.resolve([]);
  return ctx.db.order.findMany({ ...query, where: { id: { in: [...ids] } } }).then((rows) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
  });
}

/**
 * Edited fields in the reader's words ("Recipient, Warehouse", never "buyerName, warehouseId"):
 * rows store the field keys (older rows: the keys joined by ', ').
 */
export function editedFieldsText(lang: Lang, fields: unknown): string {
  const keys = Array.isArray(fields)
    ? fields.map(textOf)
    : textOf(fields)
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
  return keys.map((k) => (isMessageId(`order.field.${k}`) ? translate(lang, `order.field.${k}`) : k)).join(lang === 'zh' ? '、' : ', ');
}

/** A history row in the reader's language: its message, or "action: from → to". */
export function historyText(lang: Lang, h: { action: string; fromStatus: string; toStatus: string; messageId: string; params: unknown }): string {
  const stored = (h.params && typeof h.params === 'object' ? h.params : {}) as Record<string, unknown>;
  const params = h.messageId === 'order.history.updated' ? { ...stored, fields: editedFieldsText(lang, stored.fields) } : stored;
  const action = translate(lang, `order.action.${h.action}`);
  const known = action !== `order.action.${h.action}`;
  const move =
    h.fromStatus && h.toStatus && h.fromStatus !== h.toStatus
      ? `${translate(lang, `order.status.${h.fromStatus}`)} → ${translate(lang, `order.status.${h.toStatus}`)}`
      : '';
  if (h.messageId) {
    const text = translate(lang, h.messageId, params);
    return move ? `${text} (${move})` : text;
  }
  return [known ? action : h.action, move].filter(Boolean).join(': ');
}

// ---- manual orders -------------------------------------------------------------------------------

async function checkPlace(
  ctx: RequestContext,
  input: { warehouseId?: number | null; logisticsChannelId?: number | null },
  shipsFrom: number | null | undefined = input.warehouseId,
) {
  if (input.warehouseId) {
    const w = await findWarehouse(ctx.db, input.warehouseId);
    if (!w.enabled) throw ValidationError.field('warehouseId', 'order.warehouseDisabled', { name: w.name });
  }
  if (input.logisticsChannelId) {
    const channel = await findChannel(ctx, input.logisticsChannelId);
    // an overseas channel ships only from its provider's warehouse (the ship guard checks it again)
    if (channel.type === 'overseas' && !(shipsFrom && (await overseasChannelWarehouseIds(ctx.db, channel.id)).includes(shipsFrom)))
      throw ValidationError.field('logisticsChannelId', 'order.overseasChannelWarehouse', { name: channel.name });
  }
}

/** A manual order (/createOrder): stored as processing, then the new-order pipeline runs. */
export async function createOrder(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'order.create');
  const input = parseInput(createOrderInput, raw);
  const shop = await findShop(ctx, input.shopId);
  await checkPlace(ctx, input);
  const skuIds = [...new Set(input.items.map((i) => i.skuId).filter((id): id is number => !!id))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, include: { product: { select: { name: true, mainImage: true } } } });
  if (skus.length !== skuIds.length) throw new NotFoundError('stock.skuNotFound');
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const totals = orderTotals(input.items, input.shippingFee, input.discount);
  const now = new Date();
  const id = await retryOnClash(() => {
    const orderNo = newBillNo('MO', now);
    return ctx.db.$transaction(async (tx) => {
      const order = await tx.order.create({
        data: {
          companyId: actor.companyId,
          shopId: shop.id,
          platformType: shop.platformType,
          platformOrderNo: input.platformOrderNo || orderNo,
          orderNo,
          source: 'manual',
          status: 'processing',
          buyerAccount: input.buyerAccount,
          buyerName: input.buyerName,
          buyerEmail: input.buyerEmail,
          buyerPhone: input.buyerPhone,
          country: input.country,
          state: input.state,
          city: input.city,
          postcode: input.postcode,
          address1: input.address1,
          address2: input.address2,
          currency: input.currency,
          itemsTotal: totals.itemsTotal,
          shippingFee: input.shippingFee,
          discount: input.discount,
          totalAmount: totals.totalAmount,
          orderedAt: now,
          paidAt: now,
          buyerNote: input.buyerNote,
          sellerNote: input.sellerNote,
          tags: input.tags,
          warehouseId: input.warehouseId ?? null,
          logisticsChannelId: input.logisticsChannelId ?? null,
          items: {
            create: input.items.map((i) => {
              const sku = i.skuId ? skuOf.get(i.skuId) : undefined;
              return {
                companyId: actor.companyId,
                platformSku: i.platformSku || sku?.sku || '',
                title: i.title || sku?.product.name || '',
                image: sku ? sku.image || sku.product.mainImage : '',
                quantity: i.quantity,
                unitPrice: i.unitPrice,
                skuId: sku?.id ?? null,
                matchedBy: sku ? 'manual' : '',
              };
            }),
          },
        },
      });
      await addHistory(ctx, tx, [order.id], {
        action: 'create',
        toStatus: 'processing',
        messageId: 'order.history.created',
        params: { source: 'order.history.source.manual' },
      });
      await stageEvents(tx, [orderCreated(order)], actor.companyId);
      return order.id;
    });
  });
  await processNewOrders(ctx, [id]);
  return findOrder(ctx.db, id);
}

const EDIT_FIELDS = [
  'buyerName',
  'buyerPhone',
  'buyerEmail',
  ...ORDER_ADDRESS_FIELDS,
  'buyerNote',
  'sellerNote',
  'tags',
  'warehouseId',
  'logisticsChannelId',
] as const;

/** Address, notes, tags, warehouse and channel of an open order; the warehouse only while nothing is reserved. */
export async function updateOrder(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'order.update');
  const input = parseInput(updateOrderInput, raw);
  const order = await findVisibleOrder(ctx, ctx.db, id);
  if (!(ORDER_OPEN_STATUSES as readonly string[]).includes(order.status)) throw illegalOrderTransition(order.orderNo, order.status, 'edit');
  // a channel changed alone is checked against the order's warehouse
  await checkPlace(ctx, input, input.warehouseId === undefined ? order.warehouseId : input.warehouseId);
  const data: Prisma.OrderUpdateManyMutationInput & { warehouseId?: number | null; logisticsChannelId?: number | null } = {};
  const changed: string[] = [];
  for (const key of EDIT_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    const before = order[key];
    if (JSON.stringify(before) === JSON.stringify(value)) continue;
    (data as Record<string, unknown>)[key] = value;
    changed.push(key);
  }
  if (!changed.length) return order;
  const warehouseChange = changed.includes('warehouseId');
  const updated = await ctx.db.$transaction(async (tx) => {
    // Still open (and, for a warehouse change, not reserved) inside the transaction.
    const allowed = warehouseChange ? ORDER_OPEN_STATUSES.filter((s) => s !== 'awaitingShipment') : ORDER_OPEN_STATUSES;
    const { count } = await tx.order.updateMany({ where: { id, status: { in: [...allowed] } }, data });
    if (count !== 1) {
      const now = await findOrder(tx, id);
      if (warehouseChange && now.status === 'awaitingShipment') throw ValidationError.field('warehouseId', 'order.warehouseReserved');
      throw illegalOrderTransition(order.orderNo, now.status, 'edit');
    }
    await addHistory(ctx, tx, [id], { action: 'edit', messageId: 'order.history.updated', params: { fields: changed } });
    return findOrder(tx, id);
  });
  // Another channel or destination prices the parcel anew (issue 18: the estimate follows the order).
  if (changed.some((k) => FREIGHT_FIELDS.has(k))) await estimateOrderFreight(ctx.db, [id]);
  return updated;
}

/** Edits that change what the parcel costs. */
const FREIGHT_FIELDS: ReadonlySet<string> = new Set(['logisticsChannelId', 'country', 'state', 'postcode']);

// ---- hold, release, cancel -----------------------------------------------------------------------

/** Open orders → abnormal (reason manual); a reservation is given back (review again after release). */
export async function holdOrders(ctx: RequestContext, raw: { ids: unknown; remark?: unknown }): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.update');
  const input = parseInput(holdOrdersInput, raw);
  return runBatch(ctx, input.ids, async (order) => {
    assertOrderCan(order, 'hold');
    await ctx.db.$transaction(async (tx) => {
      const from = await moveOrder(ctx, tx, order.id, 'hold', {
        data: { abnormalReason: 'manual' },
        history: { messageId: 'order.history.held', params: { remark: input.remark || '-' } },
      });
      await tx.order.updateMany({ where: { id: order.id }, data: { heldFromStatus: from } });
      await releaseOrderStock(ctx, tx, order);
    });
  });
}

/** Abnormal → awaiting payment when held from there, else processing (reservations were released on hold). */
export async function releaseOrders(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.update');
  return runBatch(ctx, ids, async (order) => {
    assertOrderCan(order, 'release');
    await ctx.db.$transaction(async (tx) => {
      await moveOrder(ctx, tx, order.id, 'release', {
        to: order.heldFromStatus === 'awaitingPayment' ? 'awaitingPayment' : 'processing',
        data: { abnormalReason: '', heldFromStatus: '' },
      });
    });
  });
}

export async function cancelOrders(ctx: RequestContext, raw: { ids: unknown; reason?: unknown }): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.cancel');
  const input = parseInput(cancelOrdersInput, raw);
  return runBatch(ctx, input.ids, async (order) => {
    assertOrderCan(order, 'cancel');
    await ctx.db.$transaction(async (tx) => {
      await moveOrder(ctx, tx, order.id, 'cancel', {
        data: { cancelledAt: new Date() },
        history: input.reason ? { messageId: 'order.history.cancelled', params: { reason: input.reason } } : {},
      });
      await releaseOrderStock(ctx, tx, order);
    });
  });
}
