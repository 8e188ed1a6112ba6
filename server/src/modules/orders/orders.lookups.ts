// Per-request name loaders of the order screens and the lookups every order action starts with:
// ids from inputs go through the company-scoped client, and a sub-account only reaches orders of
// its allowed shops (allowShopIds): anything else is "not found".
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { loadRowBy } from '../../platform/row-loader';
import type { Tx } from '../../platform/db';

/** The ship-to address columns of an order (edited, copied and exported together). */
export const ORDER_ADDRESS_FIELDS = ['country', 'state', 'city', 'postcode', 'address1', 'address2'] as const;

/** The recipient a carrier or an overseas warehouse ships an order to: the buyer and the ship-to address. */
export function orderRecipient(order: Pick<Prisma.OrderGetPayload<object>, 'buyerName' | 'buyerPhone' | (typeof ORDER_ADDRESS_FIELDS)[number]>) {
  return {
    name: order.buyerName,
    phone: order.buyerPhone,
    country: order.country,
    state: order.state,
    city: order.city,
    postcode: order.postcode,
    address1: order.address1,
    address2: order.address2,
  };
}

type Db = RequestContext['db'] | Tx;

export async function loadShopName(ctx: RequestContext, id: number): Promise<string> {
  const shop = await loadRowBy(ctx, 'shop', (ids) => ctx.db.shop.findMany({ where: { id: { in: ids } }, select: { id: true, shopName: true } }), id);
  return shop?.shopName ?? '';
}

export async function loadChannelName(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return '';
  const channel = await loadRowBy(
    ctx,
    'logisticsChannel',
    (ids) => ctx.db.logisticsChannel.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    id,
  );
  return channel?.name ?? '';
}

/** An order's number ('' for an order the caller cannot see), null without an order. */
export async function loadOrderNo(ctx: RequestContext, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const order = await loadRowBy(ctx, 'orderNo', (ids) => ctx.db.order.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true } }), id);
  return order?.orderNo ?? '';
}

/** The part of every order query that a sub-account's allowShopIds narrows. */
export function visibleOrdersWhere(ctx: RequestContext): Prisma.OrderWhereInput {
  return allowedShopsWhere(requireActor(ctx), 'shopId');
}

/** Orders by id with their items, in the caller's reach; any id missing is "order not found". */
export async function findOrders(ctx: RequestContext, db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await db.order.findMany({
    where: { AND: [visibleOrdersWhere(ctx), { id: { in: unique } }] },
    include: { items: { orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new NotFoundError('order.notFound', { id: unique.find((id) => !found.has(id)) });
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

export async function findVisibleOrder(ctx: RequestContext, db: Db, id: number) {
  return (await findOrders(ctx, db, [id]))[0];
}

/** A shop of the company (and of the sub-account's allowed shops). */
export async function findShop(ctx: RequestContext, id: number, field = 'shopId') {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [allowedShopsWhere(actor), { id }] } });
  if (!shop) throw new NotFoundError('order.shopNotFound', { id, field });
  return shop;
}

export async function findChannel(ctx: RequestContext, id: number, field = 'logisticsChannelId') {
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id } });
  if (!channel) throw new NotFoundError('order.channelNotFound', { id });
  if (!channel.enabled) throw ValidationError.field(field, 'order.channelDisabled', { name: channel.name });
  return channel;
}
