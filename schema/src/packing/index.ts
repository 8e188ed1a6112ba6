// Packing tasks for stock orders (/packingManage; issue 23 item 3; spec 02 §3 'Packing task', §4
// 'generate packing task', §5, §9 'box mark 100x100 mm'): which stock orders may be packed together,
// the boxes as edited (number, weight, size, at least one item each, never more of a SKU than the
// orders hold), when a task is complete (all goods packed) and whether a stock order may ship.
// Pure: the server enforces them, the client checks the box editor with them.
import { z } from 'zod';
import type { Transition } from '../rules/inventory';

export const PACKING_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type PackingStatus = (typeof PACKING_STATUSES)[number];
export type PackingAction = 'edit' | 'complete' | 'cancel';

/** Boxes are edited while open; complete once all goods are packed; cancel (not once complete) frees the stock orders. */
export const PACKING_TRANSITIONS: Record<PackingAction, Transition<PackingStatus>> = {
  edit: { from: ['open'], to: 'open' },
  complete: { from: ['open'], to: 'completed' },
  cancel: { from: ['open'], to: 'cancelled' },
};
/** States in which a task holds its stock orders (no second task for them). */
export const PACKING_ACTIVE: readonly PackingStatus[] = ['open', 'completed'];

export function packingCan(action: PackingAction, status: string): boolean {
  return (PACKING_TRANSITIONS[action].from as readonly string[]).includes(status);
}

// ---- which stock orders ------------------------------------------------------------------------

export interface PackingSourceOrder {
  orderNo: string;
  status: string;
  sourceWarehouseId: number;
  targetWarehouseId: number;
  /** The number of the active packing task that already holds it, if any. */
  packingTaskCode?: string | null;
}

export type PackingSourceRefusal =
  | { messageId: 'packing.ordersRequired' }
  | { messageId: 'packing.orderNotPendingShipment'; orderNo: string }
  | { messageId: 'packing.orderAlreadyPacking'; orderNo: string; taskCode: string }
  | { messageId: 'packing.acrossWarehouses' };

/**
 * A packing task packs pending-shipment stock orders of one source warehouse going to one overseas
 * warehouse (the boxes travel together), none already held by another open or completed task.
 * Answers the first refusal, or null.
 */
export function packingSourceRefusal(orders: readonly PackingSourceOrder[]): PackingSourceRefusal | null {
  if (!orders.length) return { messageId: 'packing.ordersRequired' };
  for (const o of orders) if (o.status !== 'pendingShipment') return { messageId: 'packing.orderNotPendingShipment', orderNo: o.orderNo };
  for (const o of orders) if (o.packingTaskCode) return { messageId: 'packing.orderAlreadyPacking', orderNo: o.orderNo, taskCode: o.packingTaskCode };
  const [first] = orders;
  if (orders.some((o) => o.sourceWarehouseId !== first!.sourceWarehouseId || o.targetWarehouseId !== first!.targetWarehouseId))
    return { messageId: 'packing.acrossWarehouses' };
  return null;
}

/** What the task must pack: per SKU the sum of its stock orders' quantities. */
export function packingExpected(lines: readonly { skuId: number; quantity: number }[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const l of lines) m.set(l.skuId, (m.get(l.skuId) ?? 0) + l.quantity);
  return m;
}

/** What the boxes hold per SKU. */
export function packedBySku(boxes: readonly { items: readonly { skuId: number; quantity: number }[] }[]): Map<number, number> {
  return packingExpected(boxes.flatMap((b) => b.items));
}

export interface PackingDifference {
  skuId: number;
  expected: number;
  packed: number;
}

/** SKUs packed more than the orders hold (or not in them at all): refused when saving boxes. */
export function packingOver(expected: ReadonlyMap<number, number>, packed: ReadonlyMap<number, number>): PackingDifference[] {
  return [...packed].filter(([skuId, q]) => q > (expected.get(skuId) ?? 0)).map(([skuId, q]) => ({ skuId, expected: expected.get(skuId) ?? 0, packed: q }));
}

/** SKUs packed less than the orders hold: a task completes only without any. */
export function packingShort(expected: ReadonlyMap<number, number>, packed: ReadonlyMap<number, number>): PackingDifference[] {
  return [...expected].filter(([skuId, q]) => (packed.get(skuId) ?? 0) < q).map(([skuId, q]) => ({ skuId, expected: q, packed: packed.get(skuId) ?? 0 }));
}

export type ShipPackingRefusal =
  | { messageId: 'packing.shipTaskOpen'; taskCode: string }
  | { messageId: 'packing.shipPackedDiffers'; taskCode: string; skuId: number; packed: number; shipped: number };

/**
 * May a stock order ship? Without an active packing task it may (packing is optional); with one, the
 * task must be complete and its boxes must hold exactly what its stock orders would ship now (an order
 * returned, edited and reviewed again after packing no longer matches).
 */
export function shipPackingRefusal(
  task: { taskCode: string; status: string } | null,
  expected: ReadonlyMap<number, number>,
  packed: ReadonlyMap<number, number>,
): ShipPackingRefusal | null {
  if (!task || !(PACKING_ACTIVE as readonly string[]).includes(task.status)) return null;
  if (task.status !== 'completed') return { messageId: 'packing.shipTaskOpen', taskCode: task.taskCode };
  const skus = new Set([...expected.keys(), ...packed.keys()]);
  for (const skuId of [...skus].sort((a, b) => a - b)) {
    const e = expected.get(skuId) ?? 0;
    const p = packed.get(skuId) ?? 0;
    if (e !== p) return { messageId: 'packing.shipPackedDiffers', taskCode: task.taskCode, skuId, packed: p, shipped: e };
  }
  return null;
}

// ---- inputs ------------------------------------------------------------------------------------

export const PACKING_MAX_BOXES = 500;
const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
/** A measure that must be given and above 0, at most `decimals` decimals (kg to grams, cm to mm). */
const measure = (decimals: number, max: number, error: string) =>
  z
    .number({ error })
    .refine((v) => Number.isFinite(v) && v > 0 && v <= max, { error })
    .refine((v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6, { error: 'packing.measureDecimals' });

export const packingBoxInput = z.object({
  /** The box number (1, 2, …): unique in the task, printed as n/N on the box mark. */
  boxNo: z.number({ error: 'packing.boxNoInvalid' }).int({ error: 'packing.boxNoInvalid' }).min(1, { error: 'packing.boxNoInvalid' }).max(9999, {
    error: 'packing.boxNoInvalid',
  }),
  name: z.string().trim().max(50, { error: 'validation.tooLong' }).default(''),
  /** kg, three decimals. */
  weight: measure(3, 1000, 'packing.weightRequired'),
  /** cm, one decimal. */
  length: measure(1, 1000, 'packing.sizeRequired'),
  width: measure(1, 1000, 'packing.sizeRequired'),
  height: measure(1, 1000, 'packing.sizeRequired'),
  items: z
    .array(
      z.object({
        skuId: id,
        quantity: z
          .number({ error: 'packing.quantityPositive' })
          .int({ error: 'packing.quantityPositive' })
          .min(1, { error: 'packing.quantityPositive' })
          .max(10_000_000, { error: 'packing.quantityPositive' }),
      }),
      { error: 'packing.boxEmpty' },
    )
    .min(1, { error: 'packing.boxEmpty' }),
});

/** The whole set of boxes of a task (saving replaces them). */
export const packingBoxesInput = z
  .object({ id, boxes: z.array(packingBoxInput).max(PACKING_MAX_BOXES, { error: 'packing.tooManyBoxes' }) })
  .superRefine((o, ctx) => {
    const numbers = new Set<number>();
    o.boxes.forEach((b, i) => {
      if (numbers.has(b.boxNo)) ctx.addIssue({ code: 'custom', path: ['boxes', i, 'boxNo'], message: 'packing.boxNoTwice' });
      numbers.add(b.boxNo);
      const skus = new Set<number>();
      b.items.forEach((it, j) => {
        if (skus.has(it.skuId)) ctx.addIssue({ code: 'custom', path: ['boxes', i, 'items', j, 'skuId'], message: 'packing.skuTwiceInBox' });
        skus.add(it.skuId);
      });
    });
  });
export type PackingBoxesInput = z.output<typeof packingBoxesInput>;

/** Create from a selection of stock orders. */
export const packingCreateInput = z.object({
  stockOrderIds: z.array(id).min(1, { error: 'packing.ordersRequired' }).max(100, { error: 'packing.tooManyOrders' }),
  remark: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
});
