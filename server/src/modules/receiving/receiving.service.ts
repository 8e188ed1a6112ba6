// Receiving (spec 02 §2 receiving lines, §3 'Purchase receipt', §5 'Receipt'): sign in a parcel by
// its tracking number (/signInWarehouse), batch sign (/uniteSign), the signed parcels list
// (/signingPackage) and quality inspection into good / defective locations (/qcManage), which
// posts the stock through the inventory ledger and lets out-of-stock orders take it.
// Arrival above what is still due is flagged, not refused; warehousing above the purchased
// quantity needs the operator's confirmation. Receipts move signed → inspected through
// RECEIPT_TRANSITIONS, purchase orders through movePurchaseOrder.
import { PACKAGING_CONDITIONS, PURCHASE_ORDER_RECEIVABLE, RECEIPT_TRANSITIONS, inspectReceiptInput, signReceiptInput, type PermissionName } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { AppError, BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { newBillNo, orNotFound, retryOnClash } from '../../platform/lookups';
import { applyMoves, type StockMove } from '../inventory/stock.service';
import { type Tx } from '../../platform/db';
import { emitOrderEvent } from '../orders/orders.events';
import { PURCHASE_BILL_TYPE, PURCHASE_PREFIX, findPurchaseOrder, movePurchaseOrder } from '../purchase-orders/purchase-orders.states';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { keywordOf, whereOf } from '../../platform/where';

type Db = RequestContext['db'] | Tx;

/** Most tracking numbers one batch sign takes (one per line). */
export const UNITE_SIGN_MAX = 200;

// ---- sign-in by tracking number --------------------------------------------------------------

const receivable = { in: [...PURCHASE_ORDER_RECEIVABLE] };
const withLines = { lines: { orderBy: { id: 'asc' as const } } };

/**
 * Receivable purchase orders of a parcel: by the order's tracking number (or the tracking
 * number of its wholesale-platform order), else by the purchase order number.
 */
async function ordersOfParcel(db: Db, no: string) {
  const wholesale = await db.wholesaleOrder.findMany({
    where: { trackingNo: sameTextIgnoringCase(no), purchaseOrderId: { not: null } },
    select: { purchaseOrderId: true },
  });
  const ids = wholesale.map((w) => w.purchaseOrderId!);
  const byTracking = await db.purchaseOrder.findMany({
    where: { status: receivable, OR: [{ trackingNo: sameTextIgnoringCase(no) }, ...(ids.length ? [{ id: { in: ids } }] : [])] },
    include: withLines,
    orderBy: { id: 'asc' },
  });
  if (byTracking.length) return byTracking;
  return db.purchaseOrder.findMany({ where: { status: receivable, orderNo: sameTextIgnoringCase(no) }, include: withLines, orderBy: { id: 'asc' } });
}

function trackingNoOf(raw: unknown, field = 'trackingNo'): string {
  const no = typeof raw === 'string' ? raw.trim() : '';
  if (!no) throw ValidationError.field(field, 'purchase.trackingNoRequired');
  if (no.length > 64) throw ValidationError.field(field, 'validation.tooLong');
  return no;
}

export type OrderToSign = Awaited<ReturnType<typeof ordersOfParcel>>[number];

/** The purchase orders a scanned tracking number (or order number) brings, with their lines. */
export async function purchaseOrdersToSign(ctx: RequestContext, trackingNo: string): Promise<OrderToSign[]> {
  assertCan(ctx, 'signInWarehouse');
  const no = trackingNoOf(trackingNo);
  const orders = await ordersOfParcel(ctx.db, no);
  if (!orders.length) throw new BusinessError('purchase.noOrderForTracking', { trackingNo: no });
  return orders;
}

/** Quantity of a purchase line still to arrive (never below 0). */
export function dueOf(line: { quantity: number; receivedQuantity: number }): number {
  return Math.max(0, line.quantity - line.receivedQuantity);
}

interface SignData {
  trackingNo: string;
  courier: string;
  boxes: number;
  packaging: string;
  remark: string;
  /** purchase line id → arrived quantity (> 0). */
  arrived: Map<number, number>;
}

/**
 * Signs one parcel of one order inside the caller's transaction. The order moves first (the
 * conditional update locks its row), so the due quantities read afterwards are current even when
 * two people sign for the same order at once.
 */
async function signInTx(ctx: RequestContext, tx: Tx, orderId: number, d: SignData) {
  const actor = ctx.actor!;
  await movePurchaseOrder(tx, orderId, 'receive');
  const now = new Date();
  await tx.purchaseOrder.updateMany({ where: { id: orderId, signedAt: null }, data: { signedAt: now } });
  const order = await findPurchaseOrder(tx, orderId);
  const lines = order.lines
    .filter((l) => d.arrived.has(l.id))
    .map((l) => {
      const received = d.arrived.get(l.id)!;
      return { line: l, received, overDue: received > dueOf(l) };
    });
  const receipt = await tx.purchaseReceipt.create({
    data: {
      companyId: actor.companyId,
      receiptNo: newBillNo(PURCHASE_PREFIX.receipt, now),
      purchaseOrderId: orderId,
      trackingNo: d.trackingNo,
      courier: d.courier || order.courier,
      boxes: d.boxes,
      packaging: d.packaging,
      remark: d.remark,
      signerId: actor.userId,
      signedAt: now,
      overReceived: lines.some((l) => l.overDue),
      lines: {
        create: lines.map((l) => ({
          companyId: actor.companyId,
          purchaseOrderLineId: l.line.id,
          skuId: l.line.skuId,
          receivedQuantity: l.received,
          overDue: l.overDue,
        })),
      },
    },
  });
  for (const l of lines) await tx.purchaseOrderLine.update({ where: { id: l.line.id }, data: { receivedQuantity: { increment: l.received } } });
  return receipt;
}

/** Signs for a parcel of one purchase order (packaging condition, boxes, what arrived per line). */
export async function signReceipt(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'receipt.sign');
  const input = parseInput(signReceiptInput, raw);
  const order = await findPurchaseOrder(ctx.db, input.purchaseOrderId);
  if (!(PURCHASE_ORDER_RECEIVABLE as readonly string[]).includes(order.status))
    throw new BusinessError('purchase.notReceivable', { status: `purchase.status.${order.status}` });
  const ours = new Set(order.lines.map((l) => l.id));
  const arrived = new Map<number, number>();
  input.lines.forEach((l, i) => {
    if (!ours.has(l.purchaseOrderLineId)) throw ValidationError.field(`lines.${i}.purchaseOrderLineId`, 'purchase.lineNotInOrder');
    if (arrived.has(l.purchaseOrderLineId)) throw ValidationError.field(`lines.${i}.purchaseOrderLineId`, 'purchase.sameProductTwice');
    arrived.set(l.purchaseOrderLineId, l.receivedQuantity);
  });
  for (const [id, q] of arrived) if (q <= 0) arrived.delete(id);
  const receipt = await retryOnClash(() =>
    ctx.db.$transaction((tx) =>
      signInTx(ctx, tx, order.id, {
        trackingNo: input.trackingNo,
        courier: input.courier,
        boxes: input.boxes,
        packaging: input.packaging,
        remark: input.remark,
        arrived,
      }),
    ),
  );
  return findReceipt(ctx.db, receipt.id);
}

// ---- batch sign (/uniteSign) ----------------------------------------------------------------

export const signParcelsInput = z.object({
  trackingNos: z
    .array(z.string().trim().max(64, { error: 'validation.tooLong' }), { error: 'purchase.trackingNoRequired' })
    .transform((v) => [...new Set(v.filter((n) => n))])
    .pipe(z.array(z.string()).min(1, { error: 'purchase.trackingNoRequired' }).max(UNITE_SIGN_MAX, { error: 'purchase.batchTooMany' })),
  packaging: z.enum(PACKAGING_CONDITIONS, { error: 'purchase.packaging' }).default('intact'),
  boxes: z
    .number({ error: 'purchase.quantityPositive' })
    .int({ error: 'purchase.quantityPositive' })
    .min(1, { error: 'purchase.quantityPositive' })
    .max(10_000, { error: 'purchase.quantityPositive' })
    .default(1),
});

export interface ParcelSignResult {
  trackingNo: string;
  /** Receipts created (one per purchase order of the parcel); empty when refused. */
  receiptNos: string[];
  messageId: string | null;
  params: Record<string, unknown>;
}

/**
 * Signs every quantity still due on the orders of each tracking number, in full. Each number is
 * its own transaction: one refused number leaves the others signed.
 */
export async function signParcels(ctx: RequestContext, raw: unknown): Promise<ParcelSignResult[]> {
  assertCan(ctx, 'receipt.sign');
  const input = parseInput(signParcelsInput, raw);
  const out: ParcelSignResult[] = [];
  for (const no of input.trackingNos) {
    try {
      const orders = await ordersOfParcel(ctx.db, no);
      if (!orders.length) throw new BusinessError('purchase.noOrderForTracking', { trackingNo: no });
      const due = orders
        .map((o) => ({ id: o.id, arrived: new Map(o.lines.filter((l) => dueOf(l) > 0).map((l) => [l.id, dueOf(l)])) }))
        .filter((o) => o.arrived.size);
      if (!due.length) throw new BusinessError('receiving.nothingDue', { trackingNo: no });
      const receipts = await retryOnClash(() =>
        ctx.db.$transaction(async (tx) => {
          const made = [];
          for (const o of due)
            made.push(
              await signInTx(ctx, tx, o.id, { trackingNo: no, courier: '', boxes: input.boxes, packaging: input.packaging, remark: '', arrived: o.arrived }),
            );
          return made;
        }),
      );
      out.push({ trackingNo: no, receiptNos: receipts.map((r) => r.receiptNo), messageId: null, params: {} });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const messageId = err instanceof ValidationError ? (err.issues[0]?.messageId ?? err.messageId) : err.messageId;
      const params = err instanceof ValidationError ? (err.issues[0]?.params ?? {}) : err.params;
      out.push({ trackingNo: no, receiptNos: [], messageId, params });
    }
  }
  return out;
}

// ---- receipts (/signingPackage, /qcManage) -------------------------------------------------------

export function findReceipt(db: Db, id: number) {
  return orNotFound(db.purchaseReceipt.findFirst({ where: { id }, include: { lines: { orderBy: { id: 'asc' } } } }), 'purchase.receiptNotFound', id);
}

export interface ReceiptFilter {
  status?: string | null;
  /** Receipt, tracking or purchase order number. */
  keyword?: string | null;
  signedFrom?: Date | null;
  signedTo?: Date | null;
  overReceived?: boolean | null;
  purchaseOrderId?: number | null;
}

const receipt = whereOf<Prisma.PurchaseReceiptWhereInput>();

export function receiptWhere(ctx: RequestContext, f: ReceiptFilter = {}, permission: PermissionName = 'signingPackage'): Prisma.PurchaseReceiptWhereInput {
  assertCan(ctx, permission);
  const kw = keywordOf(f.keyword);
  const contains = (v: string) => ({ contains: v, mode: 'insensitive' as const });
  return {
    ...receipt.given(f, 'status', 'purchaseOrderId'),
    ...receipt.stated(f, 'overReceived'),
    ...receipt.within('signedAt', f.signedFrom, f.signedTo),
    ...(kw
      ? { OR: [{ receiptNo: contains(kw) }, { trackingNo: contains(kw) }, { purchaseOrder: { orderNo: contains(kw) } }, { inspectionNo: contains(kw) }] }
      : {}),
  };
}

// ---- quality inspection ------------------------------------------------------------------------

/**
 * Inspects a signed receipt: good counts into a location of the purchase order's warehouse,
 * defective counts into a location of any warehouse of the company (the defective warehouse the
 * operator picks). Posts both as inbound stock at the purchase line's unit price, adds them to the
 * purchase lines, and completes the purchase order once every line is warehoused in full.
 */
export async function inspectReceipt(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'receipt.inspect');
  const input = parseInput(inspectReceiptInput, raw);
  const receipt = await findReceipt(ctx.db, input.receiptId);
  if (receipt.status !== 'signed') throw new BusinessError('purchase.receiptInspected');
  const order = await findPurchaseOrder(ctx.db, receipt.purchaseOrderId);
  const lineOf = new Map(receipt.lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const locationCache = new Map<number, { id: number; warehouseId: number }>();
  const location = async (id: number) => {
    if (!locationCache.has(id)) {
      const loc = await ctx.db.location.findFirst({ where: { id }, select: { id: true, warehouseId: true } });
      if (!loc) throw new NotFoundError('warehouse.locationNotFound', { id });
      locationCache.set(id, loc);
    }
    return locationCache.get(id)!;
  };
  const rows: {
    line: (typeof receipt.lines)[number];
    good: number;
    defective: number;
    goodLocationId: number | null;
    defectiveLocation: { id: number; warehouseId: number } | null;
  }[] = [];
  for (const [i, l] of input.lines.entries()) {
    const line = lineOf.get(l.lineId);
    if (!line) throw ValidationError.field(`lines.${i}.lineId`, 'purchase.lineNotInOrder');
    if (seen.has(l.lineId)) throw ValidationError.field(`lines.${i}.lineId`, 'purchase.sameProductTwice');
    seen.add(l.lineId);
    if (l.goodQuantity + l.defectiveQuantity > line.receivedQuantity)
      throw ValidationError.field(`lines.${i}.goodQuantity`, 'purchase.receivedExceedsDue', { max: line.receivedQuantity });
    let goodLocationId: number | null = null;
    if (l.goodQuantity > 0) {
      const loc = await location(l.goodLocationId!);
      if (loc.warehouseId !== order.warehouseId) throw ValidationError.field(`lines.${i}.goodLocationId`, 'purchase.locationNotInWarehouse');
      goodLocationId = loc.id;
    }
    const defectiveLocation = l.defectiveQuantity > 0 ? await location(l.defectiveLocationId!) : null;
    rows.push({ line, good: l.goodQuantity, defective: l.defectiveQuantity, goodLocationId, defectiveLocation });
  }
  const moved = rows.filter((r) => r.good + r.defective > 0);
  const skuCodes = new Map(
    (await ctx.db.sku.findMany({ where: { id: { in: moved.map((r) => r.line.skuId) } }, select: { id: true, sku: true } })).map((s) => [s.id, s.sku]),
  );

  const inspected = await retryOnClash(() =>
    ctx.db.$transaction(async (tx) => {
      const now = new Date();
      const t = RECEIPT_TRANSITIONS.inspect;
      const { count } = await tx.purchaseReceipt.updateMany({
        where: { id: receipt.id, status: { in: [...t.from] } },
        data: {
          status: t.to,
          inspectorId: actor.userId,
          inspectedAt: now,
          inspectionNo: newBillNo(PURCHASE_PREFIX.inspection, now),
          attachment: input.attachment,
          ...(input.remark ? { remark: input.remark } : {}),
        },
      });
      if (count !== 1) throw new BusinessError('purchase.receiptInspected');
      // One inspection of an order at a time: the warehoused totals below stay exact.
      const [locked] = await tx.$queryRaw<
        { status: string }[]
      >`SELECT status FROM "PurchaseOrder" WHERE id = ${order.id} AND "companyId" = ${actor.companyId} FOR UPDATE`;
      const poLines = new Map((await tx.purchaseOrderLine.findMany({ where: { purchaseOrderId: order.id } })).map((l) => [l.id, l]));
      const moves: StockMove[] = [];
      for (const r of moved) {
        const po = poLines.get(r.line.purchaseOrderLineId)!;
        const total = po.goodQuantity + po.defectiveQuantity + r.good + r.defective;
        if (total > po.quantity && !input.confirmOverPurchase) {
          throw new BusinessError('purchase.overPurchaseConfirm', { sku: skuCodes.get(po.skuId) ?? String(po.skuId), quantity: total, purchased: po.quantity });
        }
        const base = { skuId: po.skuId, type: 'inbound' as const, unitCost: po.unitPrice.toString(), billType: PURCHASE_BILL_TYPE, billNo: order.orderNo };
        if (r.good > 0)
          moves.push({ ...base, warehouseId: order.warehouseId, locationId: r.goodLocationId, quantity: r.good, remark: `${receipt.receiptNo} good` });
        if (r.defective > 0)
          moves.push({
            ...base,
            warehouseId: r.defectiveLocation!.warehouseId,
            locationId: r.defectiveLocation!.id,
            quantity: r.defective,
            remark: `${receipt.receiptNo} defective`,
          });
        po.goodQuantity += r.good;
        po.defectiveQuantity += r.defective;
      }
      for (const r of rows) {
        await tx.purchaseReceiptLine.update({
          where: { id: r.line.id },
          data: {
            goodQuantity: r.good,
            defectiveQuantity: r.defective,
            goodLocationId: r.goodLocationId,
            defectiveLocationId: r.defectiveLocation?.id ?? null,
          },
        });
        if (r.good + r.defective > 0) {
          await tx.purchaseOrderLine.update({
            where: { id: r.line.purchaseOrderLineId },
            data: { goodQuantity: { increment: r.good }, defectiveQuantity: { increment: r.defective } },
          });
        }
      }
      await applyMoves(ctx, tx, moves);
      // A parcel signed before the order completed may still be inspected afterwards (over-arrival).
      const complete = [...poLines.values()].every((l) => l.goodQuantity + l.defectiveQuantity >= l.quantity);
      if (complete && locked?.status !== 'received') await movePurchaseOrder(tx, order.id, 'complete');
      return findReceipt(tx, receipt.id);
    }),
  );
  const skuIds = [...new Set(moved.map((r) => r.line.skuId))];
  if (skuIds.length) await emitOrderEvent(ctx, 'stockArrived', { skuIds });
  return inspected;
}
