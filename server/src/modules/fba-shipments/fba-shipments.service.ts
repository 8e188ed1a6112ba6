// FBA shipments (/fbaWarehouseCargoManagement, /fbaWarehouseManualRestock; issue 23 item 6; spec 02
// §3 'FBA shipment', §4 'FBA shipment: plan, pack, ship, mark shipped, sync, cancel'): stock sent
// from an own warehouse to an Amazon fulfilment centre (a warehouse of type 'fba') through Amazon's
// Fulfillment Inbound API (FbaInboundConnector). Every action goes through FBA_SHIPMENT_TRANSITIONS
// of @erp/schema: refused early when the status does not allow it (fbaShipment.illegalTransition,
// nothing written), then Amazon is asked, and only when it agrees is the move claimed by a
// conditional update in a transaction. A refusal of Amazon keeps the shipment in its state: only its
// providerMessage is written, and the caller gets the provider's words (fbaShipment.providerFailed).
//   create (manual restock): an Amazon shop of the company, an own source warehouse, an FBA
//     warehouse of the company, SKUs with quantities within what is available at the source; saved
//     as a draft and planned at once (a refused plan leaves the draft with Amazon's message);
//   plan: draft → planned, Amazon's shipment id and destination centre; a plan Amazon splits over
//     several centres makes one shipment per centre (the extra ones numbered <no>-2, -3, …);
//   pack: planned / packed → packed, the boxes (number, weight, size, contents = the shipment's
//     quantities exactly) with Amazon's box codes;
//   ship: packed → shipped with carrier and tracking number: 'transferOut' rows at the source,
//     Stock.inTransit of the FBA warehouse up by the same quantities;
//   mark shipped: shipped → markedShipped (Amazon told);
//   sync: Amazon's status and received quantities: the increase of each line's received quantity
//     comes into the FBA warehouse ('transferIn' at the unit cost it left with), in transit down by
//     as much; on close what never arrived leaves in transit (fbaReceiptMove);
//   cancel: draft / planned / packed → cancelled (Amazon's shipment cancelled first when it has one).
// Ledger rows carry billType 'fbaShipment' and the shipment number.
import {
  FBA_SHIPMENT_STATUSES,
  FBA_SHIPMENT_TRANSITIONS,
  PLATFORM_TYPES,
  SHOP_STATUS,
  fbaPackingRefusal,
  fbaReceiptMove,
  fbaShipmentCan,
  fbaShipmentInput,
  fbaShipmentPackInput,
  fbaShipmentShipInput,
  fbaSyncTarget,
  type FbaShipmentAction,
  type FbaShipmentStatus,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { runEach, type BatchResult } from '../../platform/batch';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findWarehouse, newBillNo, retryOnClash } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { parseInput } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { connectorShopOf } from '../marketplaces/paged-pull';
import { outgoingMoves, unitPrices } from '../transfers/transfers.service';
import { fbaInboundConnector, type FbaInboundResult } from './fba-inbound.connector';

export const FBA_CARGO_PAGE = 'fbaWarehouseCargoManagement';
export const FBA_RESTOCK_PAGE = 'fbaWarehouseManualRestock';
export const FBA_BILL_TYPE = 'fbaShipment';
const AMAZON = PLATFORM_TYPES.amazon;

type Db = RequestContext['db'] | Tx;
export type FbaShipmentWithLines = Prisma.FbaShipmentGetPayload<{ include: { lines: true } }>;
export type FbaShipmentRefusal = BatchResult<{ shipmentNo: string }>;

const whereBase = listWhere<Prisma.FbaShipmentWhereInput>()(FBA_CARGO_PAGE, {
  given: ['status', 'shopId', 'sourceWarehouseId', 'fbaWarehouseId'],
  keyword: ['shipmentNo', 'name', 'amazonShipmentId', 'trackingNo', 'destinationFc'],
});

/** Shipments by status, shop, warehouses; the keyword in the numbers, name, tracking number or centre; a sub-account sees its shops only. */
export function fbaShipmentWhere(
  ctx: RequestContext,
  f: { status?: string; shopId?: number; sourceWarehouseId?: number; fbaWarehouseId?: number; keyword?: string } = {},
): Prisma.FbaShipmentWhereInput {
  if (f.status && !(FBA_SHIPMENT_STATUSES as readonly string[]).includes(f.status)) throw ValidationError.field('status', 'fbaShipment.statusInvalid');
  return { AND: [whereBase(ctx, f), allowedShopsWhere(requireActor(ctx), 'shopId')] };
}

/** Shipments per status under the other filters (the status tabs). */
export async function fbaShipmentStatusCounts(
  ctx: RequestContext,
  f: { shopId?: number; sourceWarehouseId?: number; fbaWarehouseId?: number; keyword?: string },
) {
  const rows = await ctx.db.fbaShipment.groupBy({ by: ['status'], where: fbaShipmentWhere(ctx, { ...f, status: undefined }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return FBA_SHIPMENT_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

/** A shipment of the company the caller may see (its shop among the caller's). */
export async function findFbaShipment(ctx: RequestContext, db: Db, id: number): Promise<FbaShipmentWithLines> {
  const s = await db.fbaShipment.findFirst({
    where: { AND: [{ id }, allowedShopsWhere(requireActor(ctx), 'shopId')] },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  if (!s) throw new NotFoundError('fbaShipment.notFound', { id });
  return s;
}

export function fbaShipmentsByIds(ctx: RequestContext, ids: number[], query: object = {}) {
  return ctx.db.fbaShipment
    .findMany({ ...query, where: { AND: [{ id: { in: ids } }, allowedShopsWhere(requireActor(ctx), 'shopId')] } })
    .then((rows) => ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r));
}

export function illegalFbaMove(s: { shipmentNo: string; status: string }, action: FbaShipmentAction) {
  return new BusinessError('fbaShipment.illegalTransition', {
    shipmentNo: s.shipmentNo,
    status: `fbaShipment.status.${s.status}`,
    action: `fbaShipment.action.${action}`,
  });
}

/** Moves the shipment from `from` (the action's sources) to `to`, claimed by a conditional update. */
async function claim(
  ctx: RequestContext,
  tx: Tx,
  id: number,
  action: FbaShipmentAction,
  data: Prisma.FbaShipmentUpdateManyMutationInput = {},
  to?: FbaShipmentStatus,
) {
  const move = to ? { from: FBA_SHIPMENT_TRANSITIONS[action].from, to } : FBA_SHIPMENT_TRANSITIONS[action];
  await transition(
    move,
    (from, status) => tx.fbaShipment.updateMany({ where: { id, ...from }, data: { ...data, status, providerMessage: '' } }),
    async () => illegalFbaMove(await findFbaShipment(ctx, tx, id), action),
  );
}

/** The shipment, refused when its status does not allow the action (claim checks again in the transaction). */
async function shipmentFor(ctx: RequestContext, id: number, action: FbaShipmentAction) {
  const s = await findFbaShipment(ctx, ctx.db, id);
  if (!fbaShipmentCan(action, s.status)) throw illegalFbaMove(s, action);
  return s;
}

/** An Amazon shop of the company (and of the caller's shops), authorized, as the connector sees it with its token. */
async function amazonShop(ctx: RequestContext, shopId: number, field = 'shopId') {
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(requireActor(ctx)) as Prisma.ShopWhereInput] } });
  if (!shop) throw new NotFoundError('shop.notFound', { id: shopId });
  if (shop.platformType !== AMAZON) throw ValidationError.field(field, 'fbaShipment.shopNotAmazon', { shop: shop.shopName });
  if (shop.status !== SHOP_STATUS.authorized) throw ValidationError.field(field, 'fbaShipment.shopNotAuthorized', { shop: shop.shopName });
  return { shop, call: { token: shop.authToken, shop: connectorShopOf(shop) } };
}

/**
 * Amazon's answer, or its refusal: the provider's words are kept on the shipment (outside any
 * transaction: the state does not move) and thrown as fbaShipment.providerFailed (or the reason the
 * connector names, fbaShipment.notConnected on a live server).
 */
async function answered<T>(ctx: RequestContext, id: number, r: FbaInboundResult<T>): Promise<T> {
  if (r.ok) return r;
  await ctx.db.fbaShipment.updateMany({ where: { id }, data: { providerMessage: r.message } });
  throw new BusinessError(r.reasonId ?? 'fbaShipment.providerFailed', { message: r.message });
}

/** Seller SKU codes of the lines (Amazon knows the shipment's items by them). */
async function skuCodes(db: Db, skuIds: number[]): Promise<Map<number, string>> {
  const rows = await db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } });
  return new Map(rows.map((r) => [r.id, r.sku]));
}

/** Options of the manual restock form: the company's Amazon shops (the caller's), own warehouses, FBA warehouses. */
export async function fbaShipmentOptions(ctx: RequestContext) {
  const actor = assertCan(ctx, FBA_RESTOCK_PAGE);
  const [shops, warehouses] = await Promise.all([
    ctx.db.shop.findMany({
      where: { AND: [{ platformType: AMAZON }, allowedShopsWhere(actor) as Prisma.ShopWhereInput] },
      select: { id: true, shopName: true, site: true, status: true },
      orderBy: { id: 'asc' },
    }),
    ctx.db.warehouse.findMany({
      where: { enabled: true, type: { in: ['own', 'fba'] } },
      select: { id: true, name: true, type: true },
      orderBy: [{ priority: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return {
    shops: shops.map((s) => ({ id: s.id, name: s.shopName, site: s.site, authorized: s.status === SHOP_STATUS.authorized })),
    sourceWarehouses: warehouses.filter((w) => w.type === 'own').map(({ id, name }) => ({ id, name })),
    fbaWarehouses: warehouses.filter((w) => w.type === 'fba').map(({ id, name }) => ({ id, name })),
  };
}

/** Available (on hand − occupied) at a warehouse per SKU. */
async function availableAt(db: Db, warehouseId: number, skuIds: number[]): Promise<Map<number, number>> {
  const rows = await db.stock.findMany({ where: { warehouseId, skuId: { in: skuIds } }, select: { skuId: true, quantity: true, occupied: true } });
  return new Map(rows.map((r) => [r.skuId, r.quantity - r.occupied]));
}

/** Refuses a line sending more than is available at the source (named by SKU and warehouse). */
async function assertAvailable(
  db: Db,
  warehouse: { id: number; name: string },
  lines: readonly { skuId: number; quantity: number }[],
  codes: Map<number, string>,
) {
  const available = await availableAt(
    db,
    warehouse.id,
    lines.map((l) => l.skuId),
  );
  for (const [i, l] of lines.entries()) {
    const have = available.get(l.skuId) ?? 0;
    if (l.quantity > have)
      throw ValidationError.field(`lines.${i}.quantity`, 'fbaShipment.notEnoughStock', {
        sku: codes.get(l.skuId) ?? l.skuId,
        available: Math.max(0, have),
        warehouse: warehouse.name,
        quantity: l.quantity,
      });
  }
}

// ---- create and plan -------------------------------------------------------------------------------

/**
 * Manual restock: a draft from an Amazon shop, an own warehouse and an FBA warehouse of the company,
 * every SKU the company's and available at the source; then planned at once. A refused plan keeps the
 * draft with Amazon's message (providerMessage): it can be planned again from the cargo screen.
 */
export async function createFbaShipment(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'fbaWarehouseManualRestock.create');
  const input = parseInput(fbaShipmentInput, raw);
  await amazonShop(ctx, input.shopId);
  const source = await findWarehouse(ctx.db, input.sourceWarehouseId);
  if (source.type !== 'own') throw ValidationError.field('sourceWarehouseId', 'fbaShipment.sourceNotOwn', { warehouse: source.name });
  const fba = await findWarehouse(ctx.db, input.fbaWarehouseId);
  if (fba.type !== 'fba') throw ValidationError.field('fbaWarehouseId', 'fbaShipment.notFbaWarehouse', { warehouse: fba.name });
  const codes = await skuCodes(
    ctx.db,
    input.lines.map((l) => l.skuId),
  );
  input.lines.forEach((l, i) => {
    if (!codes.has(l.skuId)) throw ValidationError.field(`lines.${i}.skuId`, 'stock.skuNotFound');
  });
  await assertAvailable(ctx.db, source, input.lines, codes);
  const created = await retryOnClash(() =>
    ctx.db.fbaShipment.create({
      data: {
        companyId: actor.companyId,
        shipmentNo: newBillNo('FBA'),
        name: input.name || `FBA ${new Date().toISOString().slice(0, 10)} ${fba.name}`,
        shopId: input.shopId,
        sourceWarehouseId: source.id,
        fbaWarehouseId: fba.id,
        remark: input.remark,
        creatorId: actor.userId,
        lines: { create: input.lines.map((l) => ({ companyId: actor.companyId, skuId: l.skuId, quantity: l.quantity })) },
      },
    }),
  );
  try {
    await planOne(ctx, created.id);
  } catch (err) {
    // Amazon refused the plan: the draft stays with its message (answered wrote it)
    if (!(err instanceof BusinessError)) throw err;
  }
  return findFbaShipment(ctx, ctx.db, created.id);
}

/** Draft → planned (a draft Amazon refused, planned again). */
export async function planFbaShipment(ctx: RequestContext, id: number) {
  assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  await planOne(ctx, id);
  return findFbaShipment(ctx, ctx.db, id);
}

async function planOne(ctx: RequestContext, id: number) {
  const s = await shipmentFor(ctx, id, 'plan');
  const { call } = await amazonShop(ctx, s.shopId);
  const source = await findWarehouse(ctx.db, s.sourceWarehouseId);
  const codes = await skuCodes(
    ctx.db,
    s.lines.map((l) => l.skuId),
  );
  const plan = await answered(
    ctx,
    id,
    await fbaInboundConnector(ctx.platform).createPlan({
      ...call,
      reference: s.shipmentNo,
      name: s.name,
      shipFrom: { name: source.name, country: source.country },
      items: s.lines.map((l) => ({ sellerSku: codes.get(l.skuId) ?? String(l.skuId), quantity: l.quantity })),
    }),
  );
  const [first, ...more] = plan.shipments;
  if (!first) throw new BusinessError('fbaShipment.providerFailed', { message: 'Amazon answered no shipment' });
  const skuOf = new Map([...codes].map(([skuId, code]) => [code, skuId]));
  await ctx.db.$transaction(async (tx) => {
    const now = new Date();
    await claim(ctx, tx, id, 'plan', { amazonShipmentId: first.shipmentId, destinationFc: first.destinationFc, amazonStatus: 'WORKING', plannedAt: now });
    for (const [k, part] of more.entries()) {
      const sibling = await tx.fbaShipment.create({
        data: {
          companyId: s.companyId,
          shipmentNo: `${s.shipmentNo}-${k + 2}`,
          name: `${s.name} (${k + 2})`,
          shopId: s.shopId,
          sourceWarehouseId: s.sourceWarehouseId,
          fbaWarehouseId: s.fbaWarehouseId,
          status: 'planned',
          amazonShipmentId: part.shipmentId,
          destinationFc: part.destinationFc,
          amazonStatus: 'WORKING',
          remark: s.remark,
          creatorId: s.creatorId,
          plannedAt: now,
        },
      });
      const skuIds = part.items.map((i) => skuOf.get(i.sellerSku)).filter((v): v is number => v != null);
      await tx.fbaShipmentLine.updateMany({ where: { shipmentId: id, skuId: { in: skuIds } }, data: { shipmentId: sibling.id } });
    }
  });
}

// ---- pack --------------------------------------------------------------------------------------------

/**
 * Planned (or packed: boxes replaced) → packed: the boxes hold exactly the shipment's quantities
 * (fbaPackingRefusal), each with number, weight and size (the packing rules); Amazon answers the box
 * codes.
 */
export async function packFbaShipment(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  const input = parseInput(fbaShipmentPackInput, raw);
  const s = await shipmentFor(ctx, input.id, 'pack');
  // a SKU the shipment does not send (another company's among them) is refused by its place only
  const inShipment = new Set(s.lines.map((l) => l.skuId));
  input.boxes.forEach((b, i) =>
    b.items.forEach((it, j) => {
      if (!inShipment.has(it.skuId)) throw ValidationError.field(`boxes.${i}.items.${j}.skuId`, 'fbaShipment.boxSkuNotInShipment');
    }),
  );
  const codes = await skuCodes(ctx.db, [...inShipment]);
  const refusal = fbaPackingRefusal(s.lines, input.boxes);
  if (refusal) {
    const d = refusal.difference;
    throw ValidationError.field('boxes', refusal.messageId, { sku: codes.get(d.skuId) ?? d.skuId, packed: d.packed, expected: d.expected });
  }
  const { call } = await amazonShop(ctx, s.shopId);
  const { boxCodes } = await answered(
    ctx,
    s.id,
    await fbaInboundConnector(ctx.platform).sendBoxes({
      ...call,
      shipmentId: s.amazonShipmentId,
      boxes: input.boxes.map((b) => ({
        boxNo: b.boxNo,
        weight: b.weight,
        length: b.length,
        width: b.width,
        height: b.height,
        items: b.items.map((i) => ({ sellerSku: codes.get(i.skuId) ?? String(i.skuId), quantity: i.quantity })),
      })),
    }),
  );
  const codeOf = new Map(boxCodes.map((b) => [b.boxNo, b.boxCode]));
  return ctx.db.$transaction(async (tx) => {
    await claim(ctx, tx, s.id, 'pack', { packedAt: new Date() });
    await tx.fbaShipmentBox.deleteMany({ where: { shipmentId: s.id } });
    for (const b of input.boxes)
      await tx.fbaShipmentBox.create({
        data: {
          companyId: actor.companyId,
          shipmentId: s.id,
          boxNo: b.boxNo,
          boxCode: codeOf.get(b.boxNo) ?? '',
          weight: b.weight,
          length: b.length,
          width: b.width,
          height: b.height,
          items: { create: b.items.map((i) => ({ companyId: actor.companyId, skuId: i.skuId, quantity: i.quantity })) },
        },
      });
    return findFbaShipment(ctx, tx, s.id);
  });
}

// ---- ship and mark shipped ---------------------------------------------------------------------------

/**
 * Packed → shipped with the carrier and tracking number (Amazon confirms the transport first): each
 * line leaves the source ('transferOut', location by location, at the source's unit price), and
 * Stock.inTransit of the FBA warehouse rises by the same quantity in the same transaction.
 */
export async function shipFbaShipment(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  const input = parseInput(fbaShipmentShipInput, raw);
  const s = await shipmentFor(ctx, input.id, 'ship');
  const skuIds = s.lines.map((l) => l.skuId);
  const codes = await skuCodes(ctx.db, skuIds);
  const [source, fba] = await Promise.all([findWarehouse(ctx.db, s.sourceWarehouseId), findWarehouse(ctx.db, s.fbaWarehouseId)]);
  // refused before Amazon is told, so a shortage does not leave Amazon ahead of the stock
  await assertAvailable(ctx.db, source, s.lines, codes);
  const { call } = await amazonShop(ctx, s.shopId);
  await answered(
    ctx,
    s.id,
    await fbaInboundConnector(ctx.platform).confirmTransport({ ...call, shipmentId: s.amazonShipmentId, carrier: input.carrier, trackingNo: input.trackingNo }),
  );
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(ctx, tx, s.id, 'ship', { carrier: input.carrier, trackingNo: input.trackingNo, shippedAt: new Date(), amazonStatus: 'READY_TO_SHIP' });
    const prices = await unitPrices(tx, s.sourceWarehouseId, skuIds);
    const moves: StockMove[] = [];
    for (const l of s.lines) {
      const unitCost = (prices.get(l.skuId) ?? 0).toFixed(4);
      moves.push(
        ...(await outgoingMoves(tx, {
          skuId: l.skuId,
          warehouseId: s.sourceWarehouseId,
          type: 'transferOut',
          quantity: l.quantity,
          occupied: 0,
          unitCost,
          billType: FBA_BILL_TYPE,
          billNo: s.shipmentNo,
          remark: `→ ${fba.name}: in transit +${l.quantity}`,
        })),
      );
      await tx.fbaShipmentLine.update({ where: { id: l.id }, data: { unitCost } });
      await tx.$executeRaw`
        INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "inTransit", "updatedAt")
        VALUES (${actor.companyId}, ${l.skuId}, ${s.fbaWarehouseId}, ${l.quantity}, now())
        ON CONFLICT ("warehouseId", "skuId") DO UPDATE SET "inTransit" = "Stock"."inTransit" + ${l.quantity}::int, "updatedAt" = now()`;
    }
    await applyMoves(ctx, tx, moves);
    return findFbaShipment(ctx, tx, s.id);
  });
  await alertLowStock(ctx, skuIds, s.sourceWarehouseId);
  return result;
}

/** Shipped → marked shipped: Amazon is told the goods left (its status SHIPPED). */
export async function markFbaShipmentShipped(ctx: RequestContext, id: number) {
  assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  await markOne(ctx, id);
  return findFbaShipment(ctx, ctx.db, id);
}

async function markOne(ctx: RequestContext, id: number) {
  const s = await shipmentFor(ctx, id, 'markShipped');
  const { call } = await amazonShop(ctx, s.shopId);
  await answered(ctx, id, await fbaInboundConnector(ctx.platform).markShipped({ ...call, shipmentId: s.amazonShipmentId }));
  await ctx.db.$transaction((tx) => claim(ctx, tx, id, 'markShipped', { markedShippedAt: new Date(), amazonStatus: 'SHIPPED' }));
}

/** Batch mark shipped: each shipment on its own, refusals reported per shipment. */
export async function markFbaShipmentsShipped(ctx: RequestContext, ids: number[]): Promise<FbaShipmentRefusal> {
  assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  return runEach(
    await fbaShipmentsByIds(ctx, ids),
    (s) => ({ shipmentNo: s.shipmentNo }),
    (s) => markOne(ctx, s.id),
  );
}

// ---- sync --------------------------------------------------------------------------------------------

/**
 * Reads Amazon's status and received quantities: the status moves forward (fbaSyncTarget; a status
 * a shipment on its way cannot have is refused with it, nothing changed); each line's increase of
 * the received quantity comes into the FBA warehouse at the unit cost it left with, in transit down
 * by as much; on close the rest of the in-transit quantity is written off (fbaReceiptMove).
 */
async function syncOne(ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  const s = await shipmentFor(ctx, id, 'sync');
  const { call } = await amazonShop(ctx, s.shopId);
  const codes = await skuCodes(
    ctx.db,
    s.lines.map((l) => l.skuId),
  );
  const { state } = await answered(
    ctx,
    id,
    await fbaInboundConnector(ctx.platform).getStatus({
      ...call,
      shipmentId: s.amazonShipmentId,
      known: s.amazonStatus,
      items: s.lines.map((l) => ({ sellerSku: codes.get(l.skuId) ?? String(l.skuId), quantity: l.quantity })),
    }),
  );
  const target = fbaSyncTarget(s.status as FbaShipmentStatus, state.status);
  if (!target) {
    await ctx.db.fbaShipment.updateMany({ where: { id }, data: { providerMessage: `Amazon: ${state.status}` } });
    throw new BusinessError('fbaShipment.syncStatus', { shipmentNo: s.shipmentNo, amazonStatus: state.status });
  }
  const receivedOf = new Map(state.received.map((r) => [r.sellerSku, r.quantity]));
  const closing = target === 'closed';
  await ctx.db.$transaction(async (tx) => {
    const now = new Date();
    // claimed from the status read above only (a concurrent sync that moved it first wins)
    const { count } = await tx.fbaShipment.updateMany({
      where: { id, status: s.status },
      data: { status: target, amazonStatus: state.status, syncedAt: now, providerMessage: '', ...(closing ? { closedAt: now } : {}) },
    });
    if (count !== 1) throw illegalFbaMove(await findFbaShipment(ctx, tx, id), 'sync');
    const moves: StockMove[] = [];
    for (const l of s.lines) {
      const got = receivedOf.get(codes.get(l.skuId) ?? '') ?? l.receivedQuantity;
      const m = fbaReceiptMove({ shipped: l.quantity, receivedBefore: l.receivedQuantity, receivedNow: got }, closing);
      if (m.inbound > 0)
        moves.push({
          skuId: l.skuId,
          warehouseId: s.fbaWarehouseId,
          type: 'transferIn',
          quantity: m.inbound,
          unitCost: l.unitCost.toFixed(4),
          billType: FBA_BILL_TYPE,
          billNo: s.shipmentNo,
          remark: `${s.amazonShipmentId} ${state.status}: in transit −${m.transitOff}`,
        });
      if (m.transitOff > 0) {
        const left = await tx.$executeRaw`
          UPDATE "Stock" SET "inTransit" = "inTransit" - ${m.transitOff}::int, "updatedAt" = now()
          WHERE "companyId" = ${actor.companyId} AND "warehouseId" = ${s.fbaWarehouseId} AND "skuId" = ${l.skuId} AND "inTransit" >= ${m.transitOff}::int`;
        if (!left) {
          const stock = await tx.stock.findFirst({ where: { warehouseId: s.fbaWarehouseId, skuId: l.skuId }, select: { inTransit: true } });
          throw new BusinessError('fbaShipment.inTransitShort', {
            sku: codes.get(l.skuId) ?? l.skuId,
            inTransit: stock?.inTransit ?? 0,
            quantity: m.transitOff,
          });
        }
      }
      if (got > l.receivedQuantity) await tx.fbaShipmentLine.update({ where: { id: l.id }, data: { receivedQuantity: got } });
    }
    await applyMoves(ctx, tx, moves);
  });
}

/** Sync one shipment. */
export async function syncFbaShipment(ctx: RequestContext, id: number) {
  assertCan(ctx, 'fbaWarehouseCargoManagement.sync');
  await syncOne(ctx, id);
  return findFbaShipment(ctx, ctx.db, id);
}

/** Batch sync: each shipment on its own, refusals (Amazon's words among them) reported per shipment. */
export async function syncFbaShipments(ctx: RequestContext, ids: number[]): Promise<FbaShipmentRefusal> {
  assertCan(ctx, 'fbaWarehouseCargoManagement.sync');
  return runEach(
    await fbaShipmentsByIds(ctx, ids),
    (s) => ({ shipmentNo: s.shipmentNo }),
    (s) => syncOne(ctx, s.id),
  );
}

// ---- cancel ------------------------------------------------------------------------------------------

async function cancelOne(ctx: RequestContext, id: number) {
  const s = await shipmentFor(ctx, id, 'cancel');
  if (s.amazonShipmentId) {
    const { call } = await amazonShop(ctx, s.shopId);
    await answered(ctx, id, await fbaInboundConnector(ctx.platform).cancel({ ...call, shipmentId: s.amazonShipmentId }));
  }
  await ctx.db.$transaction((tx) => claim(ctx, tx, id, 'cancel', { cancelledAt: new Date(), ...(s.amazonShipmentId ? { amazonStatus: 'CANCELLED' } : {}) }));
}

/** Draft, planned or packed → cancelled (Amazon's shipment cancelled first). Nothing left the source, so no stock moves. */
export async function cancelFbaShipment(ctx: RequestContext, id: number) {
  assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  await cancelOne(ctx, id);
  return findFbaShipment(ctx, ctx.db, id);
}

/** Batch cancel: each shipment on its own, refusals reported per shipment. */
export async function cancelFbaShipments(ctx: RequestContext, ids: number[]): Promise<FbaShipmentRefusal> {
  assertCan(ctx, 'fbaWarehouseCargoManagement.update');
  return runEach(
    await fbaShipmentsByIds(ctx, ids),
    (s) => ({ shipmentNo: s.shipmentNo }),
    (s) => cancelOne(ctx, s.id),
  );
}
