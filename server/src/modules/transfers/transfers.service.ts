// Transfer orders (/productTransferBill, spec 02 §4 'Transfer order'): draft → submit for shipment
// (occupies at the source) → mark shipped (leaves the source, in transit at the target, freight
// shared over the lines) → arrival and storage (into locations of the target, at source price +
// freight per unit). Cancel (draft, pending shipment) releases the occupation; delete (draft,
// cancelled). Every action goes through TRANSFER_TRANSITIONS.
import {
  TRANSFER_DELETABLE,
  TRANSFER_EDITABLE,
  TRANSFER_TRANSITIONS,
  canTransition,
  shareFreight,
  transferOrderInput,
  transferReceiveInput,
  transferShipInput,
  type FreightSharing,
  type TransferStatus,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { findLocation, findWarehouse, illegalTransition, newBillNo, orNotFound, retryOnClash } from '../../platform/lookups';
import { alertLowStock } from '../inventory/low-stock';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { transition } from '../../platform/transition';
import { emitOrderEvent } from '../orders/orders.events';
import { listWhere } from '../../platform/where';

export const TRANSFER_BILL_TYPE = 'transfer';

/** Transfer orders by status and warehouses; the keyword in the bill or tracking number. */
export const transferWhere = listWhere<Prisma.TransferOrderWhereInput>()('productTransferBill', {
  given: ['status', 'fromWarehouseId', 'toWarehouseId'],
  keyword: ['billNo', 'trackingNo'],
});

function findTransfer(db: RequestContext['db'] | Tx, id: number) {
  return orNotFound(db.transferOrder.findFirst({ where: { id }, include: { lines: { orderBy: { id: 'asc' } } } }), 'stock.transferNotFound', id);
}

/**
 * Moves the order from the action's allowed states to its target, claimed by a conditional
 * update inside the transaction: of two concurrent requests only one gets the order.
 */
async function claim(tx: Tx, id: number, action: keyof typeof TRANSFER_TRANSITIONS, data: Prisma.TransferOrderUpdateManyMutationInput = {}) {
  await transition(
    TRANSFER_TRANSITIONS[action],
    (from, status) => tx.transferOrder.updateMany({ where: { id, ...from }, data: { ...data, status } }),
    async () => illegalTransition('transfer', (await findTransfer(tx, id)).status, action),
  );
}

/** The order, refused early when its status does not allow the action (claim re-checks in the transaction). */
async function transferFor(db: RequestContext['db'], id: number, action: keyof typeof TRANSFER_TRANSITIONS) {
  const transfer = await findTransfer(db, id);
  if (!canTransition(TRANSFER_TRANSITIONS, action, transfer.status as TransferStatus)) throw illegalTransition('transfer', transfer.status, action);
  return transfer;
}

/** Both warehouses and every SKU through the scoped client (a foreign id is not found). */
async function checkInput(ctx: RequestContext, raw: unknown) {
  const input = parseInput(transferOrderInput, raw);
  const [from, to] = [await findWarehouse(ctx.db, input.fromWarehouseId), await findWarehouse(ctx.db, input.toWarehouseId)];
  for (const [w, field] of [
    [from, 'fromWarehouseId'],
    [to, 'toWarehouseId'],
  ] as const) {
    if (!w.enabled) throw ValidationError.field(field, 'inventory.warehouseDisabled', { name: w.name });
  }
  const skuIds = input.lines.map((l) => l.skuId);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (skus.length !== new Set(skuIds).size) throw new NotFoundError('stock.skuNotFound');
  return input;
}

export async function createTransfer(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'transfer.create');
  const input = await checkInput(ctx, raw);
  return retryOnClash(async () => {
    return await ctx.db.transferOrder.create({
      data: {
        companyId: actor.companyId,
        billNo: newBillNo('TF'),
        fromWarehouseId: input.fromWarehouseId,
        toWarehouseId: input.toWarehouseId,
        freight: input.freight,
        costSharing: input.costSharing,
        remark: input.remark,
        lines: { create: input.lines.map((l) => ({ companyId: actor.companyId, skuId: l.skuId, quantity: l.quantity })) },
      },
      include: { lines: true },
    });
  });
}

export async function updateTransfer(ctx: RequestContext, id: number, raw: unknown) {
  const actor = assertCan(ctx, 'transfer.create');
  const transfer = await findTransfer(ctx.db, id);
  const input = await checkInput(ctx, raw);
  return ctx.db.$transaction(async (tx) => {
    // Still a draft inside the transaction (a concurrent submit wins otherwise).
    const { count } = await tx.transferOrder.updateMany({
      where: { id, status: { in: [...TRANSFER_EDITABLE] } },
      data: {
        fromWarehouseId: input.fromWarehouseId,
        toWarehouseId: input.toWarehouseId,
        freight: input.freight,
        costSharing: input.costSharing,
        remark: input.remark,
      },
    });
    if (count !== 1) throw illegalTransition('transfer', (await findTransfer(tx, id)).status, 'edit');
    await tx.transferOrderLine.deleteMany({ where: { transferId: transfer.id } });
    await tx.transferOrderLine.createMany({
      data: input.lines.map((l) => ({ companyId: actor.companyId, transferId: transfer.id, skuId: l.skuId, quantity: l.quantity })),
    });
    return findTransfer(tx, id);
  });
}

/** Each line's quantity occupied at the source warehouse ('occupy') or given back ('release'). */
function occupationMoves(transfer: Awaited<ReturnType<typeof findTransfer>>, type: 'occupy' | 'release'): StockMove[] {
  return transfer.lines.map((l) => ({
    skuId: l.skuId,
    warehouseId: transfer.fromWarehouseId,
    type,
    occupied: type === 'occupy' ? l.quantity : -l.quantity,
    billType: TRANSFER_BILL_TYPE,
    billNo: transfer.billNo,
  }));
}

/** Draft → pending shipment: the lines' quantities are occupied at the source warehouse. */
export async function submitTransfer(ctx: RequestContext, id: number) {
  const actor = assertCan(ctx, 'transfer.create');
  const transfer = await transferFor(ctx.db, id, 'submit');
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, id, 'submit');
    await applyMoves(ctx, tx, occupationMoves(transfer, 'occupy'));
    await tx.stockOccupation.createMany({
      data: transfer.lines.map((l) => ({
        companyId: actor.companyId,
        skuId: l.skuId,
        warehouseId: transfer.fromWarehouseId,
        quantity: l.quantity,
        sourceType: 'transfer',
        sourceNo: transfer.billNo,
      })),
    });
    return findTransfer(tx, id);
  });
  await alertLowStock(
    ctx,
    transfer.lines.map((l) => l.skuId),
    transfer.fromWarehouseId,
  );
  return result;
}

/**
 * Takes `quantity` of a SKU out of a warehouse, location by location (largest first), with the
 * rest off-location when the breakdown holds less (stock that arrived without a location).
 */
export async function outgoingMoves(
  tx: Tx,
  base: Omit<StockMove, 'quantity' | 'occupied' | 'locationId'> & { quantity: number; occupied: number },
): Promise<StockMove[]> {
  const at = await tx.stockLocation.findMany({
    where: { skuId: base.skuId, warehouseId: base.warehouseId, quantity: { gt: 0 } },
    orderBy: [{ quantity: 'desc' }, { id: 'asc' }],
  });
  const moves: StockMove[] = [];
  let left = base.quantity;
  for (const l of at) {
    if (left <= 0) break;
    const take = Math.min(left, l.quantity);
    moves.push({ ...base, locationId: l.locationId, quantity: -take, occupied: 0 });
    left -= take;
  }
  if (left > 0 || !moves.length) moves.push({ ...base, locationId: null, quantity: -left, occupied: 0 });
  // The whole occupation goes with the first move: occupied − o ≤ quantity − take holds there.
  moves[0].occupied = -base.occupied;
  return moves;
}

/** Purchase price per unit of each SKU in a warehouse (moving average; the SKU's price when none). */
export async function unitPrices(tx: Tx, warehouseId: number, skuIds: number[]): Promise<Map<number, number>> {
  const [stocks, skus] = await Promise.all([
    tx.stock.findMany({ where: { warehouseId, skuId: { in: skuIds } }, select: { skuId: true, purchasePrice: true } }),
    tx.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, purchasePrice: true } }),
  ]);
  const out = new Map<number, number>();
  for (const s of skus) out.set(s.id, Number(s.purchasePrice));
  for (const s of stocks) if (Number(s.purchasePrice) > 0) out.set(s.skuId, Number(s.purchasePrice));
  return out;
}

/**
 * Pending shipment → shipped: each line leaves the source ('transferOut': −quantity, −occupied),
 * Stock.inTransit of the target rises by the same quantity (applyMoves does not keep inTransit:
 * it is updated here, in the same transaction, and the ledger remark says so), and the freight is
 * shared over the lines by the order's method and stored on each line. The source purchase price
 * is written on the transferOut rows, where receiving reads it back.
 */
export async function shipTransfer(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'transfer.ship');
  const input = parseInput(transferShipInput, raw);
  const transfer = await transferFor(ctx.db, input.id, 'ship');
  const [to, skus] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { id: transfer.toWarehouseId }, select: { name: true } }),
    ctx.db.sku.findMany({ where: { id: { in: transfer.lines.map((l) => l.skuId) } }, select: { id: true, weight: true } }),
  ]);
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, transfer.id, 'ship', { shippedAt: new Date(), dispatcherId: actor.userId, trackingNo: input.trackingNo });
    const prices = await unitPrices(
      tx,
      transfer.fromWarehouseId,
      transfer.lines.map((l) => l.skuId),
    );
    const weightOf = new Map(skus.map((s) => [s.id, s.weight]));
    const shares = shareFreight(
      Number(transfer.freight),
      transfer.lines.map((l) => ({ quantity: l.quantity, weight: weightOf.get(l.skuId) ?? 0, value: prices.get(l.skuId) ?? 0 })),
      transfer.costSharing as FreightSharing,
    );
    const moves: StockMove[] = [];
    for (const l of transfer.lines) {
      moves.push(
        ...(await outgoingMoves(tx, {
          skuId: l.skuId,
          warehouseId: transfer.fromWarehouseId,
          type: 'transferOut',
          quantity: l.quantity,
          occupied: l.quantity,
          unitCost: (prices.get(l.skuId) ?? 0).toFixed(4),
          billType: TRANSFER_BILL_TYPE,
          billNo: transfer.billNo,
          remark: `→ ${to?.name ?? transfer.toWarehouseId}: in transit +${l.quantity}`,
        })),
      );
    }
    await applyMoves(ctx, tx, moves);
    for (const [i, l] of transfer.lines.entries()) {
      await tx.transferOrderLine.update({ where: { id: l.id }, data: { freightShare: shares[i].toFixed(2) } });
      await tx.$executeRaw`
        INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "inTransit", "updatedAt")
        VALUES (${actor.companyId}, ${l.skuId}, ${transfer.toWarehouseId}, ${l.quantity}, now())
        ON CONFLICT ("warehouseId", "skuId") DO UPDATE SET "inTransit" = "Stock"."inTransit" + ${l.quantity}::int, "updatedAt" = now()`;
    }
    await releaseOccupations(tx, transfer.billNo);
    return findTransfer(tx, transfer.id);
  });
  await alertLowStock(
    ctx,
    transfer.lines.map((l) => l.skuId),
    transfer.fromWarehouseId,
  );
  return result;
}

async function releaseOccupations(tx: Tx, billNo: string) {
  await tx.stockOccupation.updateMany({
    where: { sourceType: 'transfer', sourceNo: billNo, status: 'active' },
    data: { status: 'released', releasedAt: new Date() },
  });
}

/** Draft or pending shipment → cancelled; a pending shipment gives its occupation back. */
export async function cancelTransfer(ctx: RequestContext, id: number) {
  assertCan(ctx, 'transfer.create');
  const transfer = await transferFor(ctx.db, id, 'cancel');
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, id, 'cancel');
    if (transfer.status === 'pendingShipment') {
      await applyMoves(ctx, tx, occupationMoves(transfer, 'release'));
      await releaseOccupations(tx, transfer.billNo);
    }
    return findTransfer(tx, id);
  });
}

/** Only drafts and cancelled orders (nothing has moved) are deleted. */
export async function deleteTransfer(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'transfer.create');
  const transfer = await findTransfer(ctx.db, id);
  const { count } = await ctx.db.transferOrder.deleteMany({ where: { id, status: { in: [...TRANSFER_DELETABLE] } } });
  if (count !== 1) throw illegalTransition('transfer', (await ctx.db.transferOrder.findFirst({ where: { id } }))?.status ?? transfer.status, 'delete');
  return id;
}

/**
 * Shipped → received: each line comes in at a location of the target ('transferIn') at the
 * source purchase price + its freight share per unit, and leaves Stock.inTransit.
 */
export async function receiveTransfer(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'transfer.receive');
  const input = parseInput(transferReceiveInput, raw);
  const transfer = await transferFor(ctx.db, input.id, 'receive');
  const lineIds = new Set(transfer.lines.map((l) => l.id));
  input.lines.forEach((l, i) => {
    if (!lineIds.has(l.lineId)) throw ValidationError.field(`lines.${i}.lineId`, 'stock.transferLineNotFound');
  });
  const locationOf = new Map<number, number>();
  const checked = new Map<number, { id: number; code: string }>();
  const check = async (locationId: number, field: string) => {
    if (!checked.has(locationId)) checked.set(locationId, await findLocation(ctx.db, locationId, transfer.toWarehouseId, field));
  };
  for (const [i, l] of input.lines.entries()) {
    await check(l.locationId, `lines.${i}.locationId`);
    locationOf.set(l.lineId, l.locationId);
  }
  if (input.locationId != null) await check(input.locationId, 'locationId');
  for (const l of transfer.lines) {
    const locationId = locationOf.get(l.id) ?? input.locationId;
    if (locationId == null) throw ValidationError.field('locationId', 'inventory.locationRequired');
    locationOf.set(l.id, locationId);
  }
  const received = await ctx.db.$transaction(async (tx) => {
    await claim(tx, transfer.id, 'receive', { receivedAt: new Date() });
    const out = await tx.stockLedger.findMany({
      where: { billType: TRANSFER_BILL_TYPE, billNo: transfer.billNo, type: 'transferOut' },
      select: { skuId: true, unitCost: true },
    });
    const sourcePrice = new Map(out.map((o) => [o.skuId, Number(o.unitCost)]));
    const moves: StockMove[] = transfer.lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: transfer.toWarehouseId,
      locationId: locationOf.get(l.id)!,
      type: 'transferIn',
      quantity: l.quantity,
      unitCost: ((sourcePrice.get(l.skuId) ?? 0) + Number(l.freightShare) / l.quantity).toFixed(4),
      billType: TRANSFER_BILL_TYPE,
      billNo: transfer.billNo,
      remark: `in transit −${l.quantity}`,
    }));
    await applyMoves(ctx, tx, moves);
    for (const l of transfer.lines) {
      const left = await tx.$executeRaw`
        UPDATE "Stock" SET "inTransit" = "inTransit" - ${l.quantity}::int, "updatedAt" = now()
        WHERE "companyId" = ${actor.companyId} AND "warehouseId" = ${transfer.toWarehouseId} AND "skuId" = ${l.skuId} AND "inTransit" >= ${l.quantity}::int`;
      if (!left) {
        const [sku, stock] = await Promise.all([
          tx.sku.findFirst({ where: { id: l.skuId }, select: { sku: true } }),
          tx.stock.findFirst({ where: { warehouseId: transfer.toWarehouseId, skuId: l.skuId }, select: { inTransit: true } }),
        ]);
        throw new BusinessError('stock.inTransitShort', { sku: sku?.sku ?? l.skuId, inTransit: stock?.inTransit ?? 0, quantity: l.quantity });
      }
      await tx.transferOrderLine.update({ where: { id: l.id }, data: { receivedQuantity: l.quantity, toLocationId: locationOf.get(l.id)! } });
    }
    return findTransfer(tx, transfer.id);
  });
  await emitOrderEvent(ctx, 'stockArrived', { skuIds: [...new Set(transfer.lines.map((l) => l.skuId))] });
  return received;
}
