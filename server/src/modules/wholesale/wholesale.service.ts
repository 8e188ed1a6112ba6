// The 1688 wholesale loop (issue 7 point 2, spec 02 §5 'Purchasing', spec 01 §5 batch limits):
// parse a product link into its offer (variants, price tiers), pair a local SKU with one variant
// (/allibabaPair: link required and well formed, a variant selected, the full specification
// chosen), list and remove pairings (/alibabaPairingList), order paired products (grouped by
// supplier into wholesale purchase orders placed on the platform), import platform orders by
// number (one per line, at most 200) and follow their logistics so the purchase order gets the
// tracking number the warehouse signs in by.
import { fromCents, parseWholesaleLink, tierPrice, toCentsAmount, wholesaleBatchInput, wholesaleOrderInput, wholesalePairingInput } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type Platform, type RequestContext } from '../../platform/context';
import { scopedDb, unscopedDb } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { retryOnClash } from '../../platform/lookups';
import { createPurchaseOrder } from '../purchase-orders/purchase-orders.service';
import { WholesaleRefusal, wholesaleConnector, type WholesaleOffer } from './wholesale.connector';
import { startSchedule } from '../../platform/schedule';
import { keywordOf, whereOf } from '../../platform/where';

export type PriceTier = { minQuantity: number; price: string };

/** WholesaleOrder statuses still waiting for the parcel to leave the supplier. */
export const WHOLESALE_OPEN_STATUSES = ['created', 'paid'] as const;
/** How often the server asks the platform for the logistics of open orders. */
export const WHOLESALE_SYNC_INTERVAL_MS = 10 * 60_000;
/** Open orders asked per sync run (the next run takes the rest). */
const SYNC_BATCH = 500;

// ---- product link and pairing ------------------------------------------------------------------

/** The offer behind a product link (link required and well formed; the platform must know it). */
export async function parseWholesaleProduct(ctx: RequestContext, link: unknown): Promise<WholesaleOffer> {
  assertCan(ctx, 'alibabaPairingList');
  const text = typeof link === 'string' ? link.trim() : '';
  if (!text) throw ValidationError.field('link', 'purchase.linkRequired');
  const offerId = parseWholesaleLink(text);
  if (!offerId) throw ValidationError.field('link', 'purchase.linkFormat');
  const offer = await wholesaleConnector(ctx.platform).fetchOffer(offerId);
  if (!offer) throw ValidationError.field('link', 'purchase.offerNotFound');
  return offer;
}

export interface PairingFilter {
  skuId?: number | null;
  paired?: boolean | null;
  keyword?: string | null;
}

/** SKUs of the pairing list: every non-combination SKU, narrowed by paired / keyword. */
export async function pairingSkuWhere(ctx: RequestContext, f: PairingFilter = {}): Promise<Prisma.SkuWhereInput> {
  assertCan(ctx, 'alibabaPairingList');
  const kw = keywordOf(f.keyword);
  const and: Prisma.SkuWhereInput[] = [{ isCombo: false }];
  if (f.skuId) and.push({ id: f.skuId });
  if (kw) {
    const byOffer = await ctx.db.wholesalePairing.findMany({
      where: { OR: [{ offerId: { contains: kw } }, { title: { contains: kw, mode: 'insensitive' } }, { specText: { contains: kw, mode: 'insensitive' } }] },
      select: { skuId: true },
      take: 1000,
    });
    and.push({
      OR: [
        { sku: { contains: kw, mode: 'insensitive' } },
        { product: { name: { contains: kw, mode: 'insensitive' } } },
        ...(byOffer.length ? [{ id: { in: byOffer.map((p) => p.skuId) } }] : []),
      ],
    });
  }
  if (f.paired != null) {
    const paired = (await ctx.db.wholesalePairing.findMany({ select: { skuId: true } })).map((p) => p.skuId);
    and.push(f.paired ? { id: { in: paired } } : { id: { notIn: paired } });
  }
  return { AND: and };
}

export async function findPairingOfSku(ctx: RequestContext, skuId: number) {
  assertCan(ctx, 'alibabaPairingList');
  return ctx.db.wholesalePairing.findFirst({ where: { skuId } });
}

/** "Color:Red;Size:M" in the offer's attribute order. */
export function specTextOf(offer: WholesaleOffer, values: Record<string, string>): string {
  return offer.attributes.map((a) => `${a.name}:${values[a.name] ?? ''}`).join(';');
}

/**
 * Pairs a SKU with one variant of a wholesale offer. Without a supplier argument the formal
 * supplier whose wholesale member id is the offer's seller is used (created when missing), and
 * the SKU gets a supply relationship with it (preferred when the SKU has no preferred supplier).
 */
export async function pairWholesaleProduct(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'wholesalePairing.update');
  const input = parseInput(wholesalePairingInput, raw);
  const sku = await ctx.db.sku.findFirst({ where: { id: input.skuId } });
  if (!sku) throw new NotFoundError('purchase.skuNotFound', { id: input.skuId });
  const offer = await wholesaleConnector(ctx.platform).fetchOffer(parseWholesaleLink(input.productUrl)!);
  if (!offer) throw ValidationError.field('productUrl', 'purchase.offerNotFound');
  // Full specification before confirming: every attribute of the offer needs a value.
  const missing = offer.attributes.filter((a) => !input.specValues[a.name]).map((a) => a.name);
  if (missing.length) throw ValidationError.field('specValues', 'purchase.specIncomplete', { missing: missing.join(', ') });
  const variant = offer.variants.find((v) => v.specId === input.specId);
  if (!variant || offer.attributes.some((a) => variant.values[a.name] !== input.specValues[a.name])) {
    throw ValidationError.field('specId', 'purchase.variantNotFound');
  }
  let supplierId: number;
  if (input.supplierId != null) {
    const supplier = await ctx.db.supplier.findFirst({ where: { id: input.supplierId } });
    if (!supplier) throw new NotFoundError('purchase.supplierNotFound', { id: input.supplierId });
    supplierId = supplier.id;
  } else {
    supplierId = await supplierOfOffer(ctx, actor.companyId, offer);
  }
  const data = {
    supplierId,
    productUrl: input.productUrl,
    offerId: offer.offerId,
    specId: variant.specId,
    specText: specTextOf(offer, variant.values),
    title: offer.title,
    priceTiers: offer.priceTiers as unknown as Prisma.InputJsonValue,
    ratio: input.ratio,
  };
  return ctx.db.$transaction(async (tx) => {
    const relation = await tx.supplierProduct.findFirst({ where: { supplierId, skuId: sku.id } });
    if (!relation) {
      const hasPreferred = await tx.supplierProduct.count({ where: { skuId: sku.id, preferred: true } });
      await tx.supplierProduct.create({
        data: {
          companyId: actor.companyId,
          supplierId,
          skuId: sku.id,
          preferred: hasPreferred === 0,
          purchasePrice: offer.priceTiers[0]?.price ?? variant.price,
          purchaseLink: input.productUrl,
        },
      });
    } else if (!relation.purchaseLink) {
      await tx.supplierProduct.update({ where: { id: relation.id }, data: { purchaseLink: input.productUrl } });
    }
    return tx.wholesalePairing.upsert({
      where: { companyId_skuId: { companyId: actor.companyId, skuId: sku.id } },
      create: { companyId: actor.companyId, skuId: sku.id, ...data },
      update: data,
    });
  });
}

/** The formal supplier related to the offer's seller, created on first use. */
async function supplierOfOffer(ctx: RequestContext, companyId: number, offer: WholesaleOffer): Promise<number> {
  const { memberId, shopName } = offer.supplier;
  return retryOnClash(async () => {
    const found = await ctx.db.supplier.findFirst({ where: { wholesaleMemberId: memberId }, orderBy: { id: 'asc' } });
    if (found) return found.id;
    // Supplier names are unique per company: a local supplier may already use the shop's name.
    const taken = await ctx.db.supplier.count({ where: { name: shopName } });
    const name = taken ? `${shopName} (${memberId})` : shopName;
    const created = await ctx.db.supplier.create({
      data: { companyId, name, type: 'formal', wholesaleMemberId: memberId, wholesaleShopName: shopName, website: `https://${memberId}.1688.com` },
    });
    return created.id;
  }, 3);
}

/** Removes pairings by id (the supply relationships stay); answers how many were removed. */
export async function unpairWholesaleProducts(ctx: RequestContext, ids: number[]): Promise<number> {
  assertCan(ctx, 'wholesalePairing.update');
  const unique = [...new Set(ids)];
  if (!unique.length) throw ValidationError.field('ids', 'purchase.tickAtLeastOne');
  if (unique.length > 500) throw ValidationError.field('ids', 'purchase.tooMany');
  const found = await ctx.db.wholesalePairing.findMany({ where: { id: { in: unique } }, select: { id: true } });
  if (found.length !== unique.length) throw new NotFoundError('purchase.pairingNotFound');
  const { count } = await ctx.db.wholesalePairing.deleteMany({ where: { id: { in: unique } } });
  return count;
}

// ---- placing orders ----------------------------------------------------------------------------

const tiersOf = (json: Prisma.JsonValue): PriceTier[] =>
  Array.isArray(json) ? (json as unknown as PriceTier[]).filter((t) => t && typeof t.minQuantity === 'number' && typeof t.price === 'string') : [];

/** The local unit price of a paired SKU for a quantity: the tier price of the wholesale units × ratio. */
export function pairedUnitPrice(pairing: { priceTiers: Prisma.JsonValue; ratio: number }, quantity: number): string {
  const price = tierPrice(tiersOf(pairing.priceTiers), quantity * pairing.ratio) ?? '0';
  return fromCents(toCentsAmount(price) * pairing.ratio);
}

/**
 * Places the not yet placed wholesale purchase orders (orderWay wholesale, no platform number) on
 * the platform: one platform order per offer on the order, spec ids from the pairings, quantity ×
 * ratio. Every line must be paired (purchase.pairingRequired with the SKU code); all orders are
 * checked before anything is placed. Other orders among the ids are skipped. Answers the
 * WholesaleOrder rows written.
 */
export async function placeWholesaleOrders(ctx: RequestContext, purchaseOrderIds: number[]) {
  const actor = assertCan(ctx, 'wholesaleOrder.create');
  const ids = [...new Set(purchaseOrderIds)];
  if (!ids.length) throw ValidationError.field('purchaseOrderIds', 'purchase.tickAtLeastOne');
  if (ids.length > 200) throw ValidationError.field('purchaseOrderIds', 'purchase.batchTooMany', { max: 200 });
  const orders = await ctx.db.purchaseOrder.findMany({ where: { id: { in: ids } }, include: { lines: { orderBy: { id: 'asc' } } }, orderBy: { id: 'asc' } });
  if (orders.length !== ids.length) throw new NotFoundError('purchase.orderNotFound');
  const open = orders.filter((o) => o.orderWay === 'wholesale' && !o.wholesaleOrderNo && o.status !== 'cancelled');
  const skuIds = [...new Set(open.flatMap((o) => o.lines.map((l) => l.skuId)))];
  const [pairings, skus, warehouses] = await Promise.all([
    ctx.db.wholesalePairing.findMany({ where: { skuId: { in: skuIds } } }),
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: [...new Set(open.map((o) => o.warehouseId))] } } }),
  ]);
  const pairingOf = new Map(pairings.map((p) => [p.skuId, p]));
  const codeOf = new Map(skus.map((s) => [s.id, s.sku]));
  for (const o of open) {
    const unpaired = o.lines.find((l) => !pairingOf.has(l.skuId));
    if (unpaired) throw new BusinessError('purchase.pairingRequired', { sku: codeOf.get(unpaired.skuId) ?? String(unpaired.skuId), orderNo: o.orderNo });
  }
  const connector = wholesaleConnector(ctx.platform);
  const written = [];
  for (const o of open) {
    const wh = warehouses.find((w) => w.id === o.warehouseId);
    const receiver = { name: wh?.contact || wh?.name || '', phone: wh?.phone ?? '', address: wh?.address ?? '' };
    const byOffer = new Map<string, Map<string, number>>();
    for (const l of o.lines) {
      const p = pairingOf.get(l.skuId)!;
      const items = byOffer.get(p.offerId) ?? new Map<string, number>();
      items.set(p.specId, (items.get(p.specId) ?? 0) + l.quantity * p.ratio);
      byOffer.set(p.offerId, items);
    }
    const placed: { platformOrderNo: string; amount: string; status: string; offerId: string }[] = [];
    for (const [offerId, items] of byOffer) {
      try {
        const r = await connector.createOrder({
          offerId,
          receiver,
          items: [...items].map(([specId, quantity]) => ({ specId, quantity })),
          externalRef: byOffer.size > 1 ? `${o.orderNo}:${offerId}` : o.orderNo,
        });
        placed.push({ ...r, offerId });
      } catch (err) {
        if (err instanceof WholesaleRefusal) throw new BusinessError('purchase.wholesaleFailed', { reason: err.reason, orderNo: o.orderNo });
        throw err;
      }
    }
    const rows = await ctx.db.$transaction(async (tx) => {
      // Conditional: of two concurrent placements only one records the platform number.
      const { count } = await tx.purchaseOrder.updateMany({
        where: { id: o.id, wholesaleOrderNo: '' },
        data: { wholesaleOrderNo: placed.map((p) => p.platformOrderNo).join(',') },
      });
      if (count !== 1) return [];
      for (const l of o.lines) await tx.purchaseOrderLine.update({ where: { id: l.id }, data: { wholesaleSpecId: pairingOf.get(l.skuId)!.specId } });
      return Promise.all(
        placed.map((p) =>
          tx.wholesaleOrder.upsert({
            where: { companyId_platformOrderNo: { companyId: actor.companyId, platformOrderNo: p.platformOrderNo } },
            create: {
              companyId: actor.companyId,
              purchaseOrderId: o.id,
              platformOrderNo: p.platformOrderNo,
              offerId: p.offerId,
              status: p.status,
              amount: p.amount,
            },
            update: { purchaseOrderId: o.id, status: p.status, amount: p.amount },
          }),
        ),
      );
    });
    written.push(...rows);
  }
  return written;
}

/**
 * Orders paired products (/alibabaPairingList "order"): batch quantities positive integers, at
 * most 200 items, every SKU paired; one wholesale purchase order per supplier (unit price from the
 * price tiers), then placed on the platform. Answers the purchase orders and platform orders.
 */
export async function orderPairedProducts(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'wholesaleOrder.create');
  const input = parseInput(wholesaleOrderInput, raw);
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    if (seen.has(item.skuId)) throw ValidationError.field(`items.${i}.skuId`, 'purchase.sameProductTwice');
    seen.add(item.skuId);
  });
  const warehouse = await ctx.db.warehouse.findFirst({ where: { id: input.warehouseId } });
  if (!warehouse) throw new NotFoundError('purchase.warehouseNotFound', { id: input.warehouseId });
  if (!warehouse.enabled) throw ValidationError.field('warehouseId', 'purchase.warehouseDisabled', { name: warehouse.name });
  const skuIds = input.items.map((i) => i.skuId);
  const [skus, pairings] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }),
    ctx.db.wholesalePairing.findMany({ where: { skuId: { in: skuIds } } }),
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError('purchase.skuNotFound');
  const pairingOf = new Map(pairings.map((p) => [p.skuId, p]));
  const supplierIds = [...new Set(pairings.map((p) => p.supplierId).filter((id): id is number => id != null))];
  const suppliers = new Set((await ctx.db.supplier.findMany({ where: { id: { in: supplierIds } }, select: { id: true } })).map((s) => s.id));
  const groups = new Map<number, { skuId: number; quantity: number; unitPrice: string; wholesaleSpecId: string }[]>();
  input.items.forEach((item, i) => {
    const p = pairingOf.get(item.skuId);
    // A pairing whose supplier was deleted cannot be ordered until it is paired again.
    if (!p || p.supplierId == null || !suppliers.has(p.supplierId)) {
      throw ValidationError.field(`items.${i}.skuId`, 'purchase.pairingRequired', { sku: skus.find((s) => s.id === item.skuId)!.sku });
    }
    const lines = groups.get(p.supplierId) ?? [];
    lines.push({ skuId: item.skuId, quantity: item.quantity, unitPrice: pairedUnitPrice(p, item.quantity), wholesaleSpecId: p.specId });
    groups.set(p.supplierId, lines);
  });
  // Ordering paired products (action wholesaleOrder.create of /alibabaPairingList) includes writing
  // its wholesale purchase orders, so the purchase-order service runs with that grant added for
  // this call only (explicit, searchable: wholesaleOrderGrant).
  const wholesaleOrderGrant: RequestContext = { ...ctx, actor: { ...actor, permissions: new Set([...actor.permissions, 'purchaseOrder.create']) } };
  const purchaseOrderIds: number[] = [];
  for (const [supplierId, lines] of groups) {
    const po = await createPurchaseOrder(wholesaleOrderGrant, {
      supplierId,
      warehouseId: warehouse.id,
      orderWay: 'wholesale',
      procurementType: 'normal',
      lines,
    });
    purchaseOrderIds.push(po.id);
  }
  const wholesaleOrders = await placeWholesaleOrders(ctx, purchaseOrderIds);
  return { purchaseOrderIds, wholesaleOrders };
}

// ---- imported orders ---------------------------------------------------------------------------

/**
 * Records platform orders by number (batch: one per line, at most 200). Every number must exist
 * on the platform (purchase.wholesaleOrderNotFound listing the unknown ones, nothing written).
 * Idempotent: a number already recorded is updated, not duplicated. With a purchase order, the
 * orders are linked to it and its wholesale order number is set.
 */
export async function importWholesaleOrders(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'wholesaleOrder.create');
  const input = parseInput(wholesaleBatchInput, raw);
  let po: { id: number; wholesaleOrderNo: string } | null = null;
  if (input.purchaseOrderId != null) {
    po = await ctx.db.purchaseOrder.findFirst({ where: { id: input.purchaseOrderId }, select: { id: true, wholesaleOrderNo: true } });
    if (!po) throw new NotFoundError('purchase.orderNotFound', { id: input.purchaseOrderId });
  }
  const connector = wholesaleConnector(ctx.platform);
  const found = await Promise.all(input.numbers.map(async (no) => ({ no, order: await connector.getOrder(no) })));
  const unknown = found.filter((f) => !f.order).map((f) => f.no);
  if (unknown.length) {
    const listed = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ' …' : '');
    throw ValidationError.field('orderNumbers', 'purchase.wholesaleOrderNotFound', { orderNo: listed, count: unknown.length });
  }
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    const rows = [];
    for (const { no, order } of found) {
      const data = {
        offerId: order!.offerId,
        status: order!.status,
        amount: order!.amount,
        trackingNo: order!.trackingNo,
        courier: order!.courier,
        lastSyncedAt: now,
        ...(po ? { purchaseOrderId: po.id } : {}),
      };
      rows.push(
        await tx.wholesaleOrder.upsert({
          where: { companyId_platformOrderNo: { companyId: actor.companyId, platformOrderNo: no } },
          create: { companyId: actor.companyId, platformOrderNo: no, imported: true, ...data },
          update: data,
        }),
      );
    }
    if (po) {
      const numbers = [...new Set([...po.wholesaleOrderNo.split(',').filter(Boolean), ...input.numbers])];
      const shipped = found.find((f) => f.order!.trackingNo);
      const current = await tx.purchaseOrder.findFirst({ where: { id: po.id }, select: { trackingNo: true } });
      await tx.purchaseOrder.update({
        where: { id: po.id },
        data: {
          wholesaleOrderNo: numbers.join(','),
          ...(shipped && !current?.trackingNo ? { trackingNo: shipped.order!.trackingNo, courier: shipped.order!.courier, shippedAt: now } : {}),
        },
      });
    }
    return rows;
  });
}

export interface WholesaleOrderFilter {
  keyword?: string | null;
  status?: string | null;
  purchaseOrderId?: number | null;
}

export function wholesaleOrderWhere(ctx: RequestContext, f: WholesaleOrderFilter = {}): Prisma.WholesaleOrderWhereInput {
  assertCan(ctx, 'alibabaPairingList');
  const kw = keywordOf(f.keyword);
  return {
    ...whereOf<Prisma.WholesaleOrderWhereInput>().given(f, 'status', 'purchaseOrderId'),
    ...(kw ? { OR: [{ platformOrderNo: { contains: kw } }, { trackingNo: { contains: kw, mode: 'insensitive' } }, { offerId: { contains: kw } }] } : {}),
  };
}

// ---- logistics ---------------------------------------------------------------------------------

/**
 * Asks the platform for the logistics of open wholesale orders (all companies, or one). A shipped
 * order gets its status, tracking number and courier, and so does its purchase order (with
 * shippedAt) when it has no tracking number yet: the warehouse signs in by that number.
 */
export async function syncWholesaleLogistics(platform: Platform, opts: { companyId?: number; now?: Date } = {}): Promise<{ checked: number; shipped: number }> {
  const db =
    opts.companyId != null
      ? scopedDb(platform.database.prisma, opts.companyId)
      : unscopedDb(platform.database.prisma, 'wholesale logistics sync runs over every company');
  const now = opts.now ?? new Date();
  const connector = wholesaleConnector(platform);
  const open = await db.wholesaleOrder.findMany({
    where: { status: { in: [...WHOLESALE_OPEN_STATUSES] } },
    orderBy: [{ lastSyncedAt: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
    take: SYNC_BATCH,
  });
  let shipped = 0;
  for (const o of open) {
    let logistics;
    try {
      logistics = await connector.getLogistics(o.platformOrderNo);
    } catch (err) {
      platform.logger.warn({ err, platformOrderNo: o.platformOrderNo }, 'wholesale logistics failed');
      continue;
    }
    if (logistics.status === 'notShipped') {
      await db.wholesaleOrder.update({ where: { id: o.id }, data: { lastSyncedAt: now } });
      continue;
    }
    shipped++;
    await scopedDb(platform.database.prisma, o.companyId).$transaction(async (tx) => {
      await tx.wholesaleOrder.update({
        where: { id: o.id },
        data: { status: logistics.status, trackingNo: logistics.trackingNo, courier: logistics.courier, lastSyncedAt: now },
      });
      if (o.purchaseOrderId != null) {
        await tx.purchaseOrder.updateMany({
          where: { id: o.purchaseOrderId, companyId: o.companyId, trackingNo: '' },
          data: { trackingNo: logistics.trackingNo, courier: logistics.courier, shippedAt: now },
        });
      }
    });
  }
  return { checked: open.length, shipped };
}

/** "Sync now" of the signed-in company. */
export async function syncWholesaleNow(ctx: RequestContext) {
  const actor = assertCan(ctx, 'wholesaleOrder.create');
  return syncWholesaleLogistics(ctx.platform, { companyId: actor.companyId });
}

/** Runs the sync every WHOLESALE_SYNC_INTERVAL_MS; stops with the server. */
export function startWholesaleSync(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, { name: 'wholesale logistics sync', everyMs: WHOLESALE_SYNC_INTERVAL_MS, run: () => syncWholesaleLogistics(platform) });
}
