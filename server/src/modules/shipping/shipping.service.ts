// Scan to ship (/scanToShip; spec 02 §5 'Scan sorting' rules, §8 messages): the operator scans an
// order number, platform order number or tracking number, then every SKU / barcode of the parcel,
// weighs it and ships. The counts must match the order exactly; the weight is required, numeric and
// within the channel's maximum. Shipping itself (the ship guards: channel, tracking number, weight
// within the channel's maximum, stock reserved; status, stock leaving, 'shipped' event, the race of
// two operators) is shipOrder's (orders.ship.ts); this module never moves stock.
import { checkScans, exceedsChannelMax, scanLookupInput, scanToShipInput, type ScanRequirement } from '@erp/schema';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { addHistory } from '../orders/orders.states';
import { shipOrder } from '../orders/orders.ship';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findByNumber>>>;

async function findByNumber(ctx: RequestContext, number: string) {
  const actor = ctx.actor!;
  const include = { items: { orderBy: { id: 'asc' as const } } };
  const shops = allowedShopsWhere(actor, 'shopId');
  // Our own number first (unique), then the tracking number, then the marketplace's number (shared by
  // split children: the one still waiting for shipment wins, else the newest).
  const byOrderNo = await ctx.db.order.findFirst({ where: { ...shops, orderNo: number }, include });
  if (byOrderNo) return byOrderNo;
  const byTracking = await ctx.db.order.findFirst({ where: { ...shops, trackingNo: number }, include, orderBy: { id: 'desc' } });
  if (byTracking) return byTracking;
  const byPlatform = await ctx.db.order.findMany({ where: { ...shops, platformOrderNo: number }, include, orderBy: { id: 'desc' }, take: 20 });
  return byPlatform.find((o) => o.status === 'awaitingShipment') ?? byPlatform[0] ?? null;
}

/**
 * The order a scanned number names (order number, tracking number or marketplace order number), in
 * the caller's company and shops; "The order number or logistics number is incorrectly filled in"
 * when none.
 */
export async function orderByNumber(ctx: RequestContext, number: string): Promise<OrderRow> {
  const order = await findByNumber(ctx, number);
  if (!order) throw new NotFoundError('shipping.numberNotFound', { number });
  return order;
}

/** Refuses an order that is not waiting for shipment; a shipped one "cannot be scanned twice". */
export function assertAwaitingShipment(order: { orderNo: string; status: string }): void {
  if (order.status === 'awaitingShipment') return;
  if (order.status === 'shipped' || order.status === 'completed') throw new BusinessError('shipping.scannedTwice', { orderNo: order.orderNo });
  throw new BusinessError('shipping.notAwaitingShipment', { orderNo: order.orderNo, status: `order.status.${order.status}` });
}

export interface ScanLine extends ScanRequirement {
  skuId: number | null;
  sku: string;
  productName: string;
  image: string;
}

/** What the parcel must hold: one line per local SKU (order lines of one SKU added up), with the codes that count for it. */
export async function scanLines(ctx: RequestContext, order: OrderRow): Promise<ScanLine[]> {
  const skuIds = [...new Set(order.items.map((i) => i.skuId).filter((x): x is number => x != null))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, include: { product: { select: { name: true } } } });
  const byId = new Map(skus.map((s) => [s.id, s]));
  const lines = new Map<string, ScanLine>();
  for (const item of order.items) {
    const sku = item.skuId != null ? byId.get(item.skuId) : undefined;
    const key = sku ? `sku:${sku.id}` : `item:${item.id}`;
    const line = lines.get(key) ?? {
      key,
      required: 0,
      codes: [],
      skuId: sku?.id ?? null,
      sku: sku?.sku ?? item.platformSku,
      productName: sku?.product.name ?? item.title,
      image: sku?.image || item.image,
    };
    line.required += item.quantity * (sku ? item.unitsPerItem : 1);
    const codes = sku ? [sku.sku, sku.barcode, sku.ean, ...sku.aliases, item.platformSku] : [item.platformSku];
    for (const c of codes) if (c && !line.codes.some((x) => x.toLowerCase() === c.toLowerCase())) line.codes.push(c);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** Step 1 of /scanToShip: the scanned number → the order and the lines to verify. */
export async function scanToShipOrder(ctx: RequestContext, raw: { number?: unknown }) {
  assertCan(ctx, 'scanToShip');
  const { number } = parseInput(scanLookupInput, raw);
  const order = await orderByNumber(ctx, number);
  assertAwaitingShipment(order);
  const channel = order.logisticsChannelId ? await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId } }) : null;
  return { order, lines: await scanLines(ctx, order), channelName: channel?.name ?? '', maxWeight: channel?.maxWeight ?? 0 };
}

/**
 * The channel's maximum weight (grams, 0 none) of an order; a parcel above it cannot leave the
 * warehouse. Only for parcels already shipped (outbound scan): shipping checks it in shipOrder.
 */
export async function assertWithinChannelMax(ctx: RequestContext, order: { logisticsChannelId: number | null }, weight: number): Promise<void> {
  if (!order.logisticsChannelId) return;
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { maxWeight: true } });
  if (channel && exceedsChannelMax(weight, channel.maxWeight)) {
    throw ValidationError.field('weight', 'shipping.weightExceedsChannel', { weight, maxWeight: channel.maxWeight });
  }
}

/**
 * Step 2: every scanned code and count checked against the order, the weight checked, then the
 * order ships through shipOrder (via 'scanToShip'). Of two operators shipping the same order at the
 * same moment shipOrder lets one through; the other gets its refusal. Nothing changes on a refusal.
 */
export async function scanToShip(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'order.ship');
  const input = parseInput(scanToShipInput, raw);
  const order = await orderByNumber(ctx, input.number);
  assertAwaitingShipment(order);
  const check = checkScans(await scanLines(ctx, order), input.scans);
  if (!check.ok) {
    if (check.messageId === 'shipping.codeNotInOrder') throw ValidationError.field('scans', check.messageId, { code: check.code });
    throw ValidationError.field('scans', check.messageId);
  }
  // Channel, tracking number, weight within the channel's maximum, stock reserved: shipOrder's guards.
  await shipOrder(ctx, order.id, { weight: input.weight, via: 'scanToShip' });
  // Verified by scan (every unit, as scan sorting records it): written after the ship committed,
  // since shipOrder owns its transaction.
  await ctx.db.$transaction(async (tx) => {
    await tx.order.updateMany({ where: { id: order.id }, data: { verifiedAt: new Date() } });
    for (const item of order.items) {
      await tx.orderItem.updateMany({ where: { id: item.id }, data: { verified: item.quantity * (item.skuId != null ? item.unitsPerItem : 1) } });
    }
    await addHistory(ctx, tx, [order.id], { action: 'scanToShip', messageId: 'shipping.history.scanToShip', params: { weight: input.weight } });
  });
  return ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
}
