// FBA shipments (/fbaWarehouseCargoManagement, /fbaWarehouseManualRestock; issue 23 item 6; spec 02
// §3 'FBA shipment: name, destination warehouse, quantity sent, boxes, carrier, box code', §4 'FBA
// shipment: plan, pack, ship, mark shipped, sync, cancel'): the lifecycle as one transition table,
// how Amazon's shipment status moves ours on a sync (never backwards), what a sync's received
// quantities do to the stock, the packing check (boxes hold exactly the shipment) and the box code.
// Pure: the server enforces them, the client checks forms with them.
import { z } from 'zod';
import { packedBySku, packingBoxesInput, packingExpected, packingOver, packingShort, type PackingDifference } from '../packing/index';
import { positiveQuantity, type Transition } from '../rules/inventory';

// ---- lifecycle ---------------------------------------------------------------------------------

/**
 * draft (saved, Amazon not asked yet or it refused the plan) → planned (Amazon's plan answered the
 * shipment id and the destination fulfilment centre) → packed (boxes with number, weight, size and
 * contents; box codes given) → shipped (handed to the carrier: out of the source warehouse, in
 * transit) → markedShipped (Amazon told) → inTransit → receiving → closed, from Amazon's status on a
 * sync. Cancel before the goods leave (draft, planned, packed).
 */
export const FBA_SHIPMENT_STATUSES = ['draft', 'planned', 'packed', 'shipped', 'markedShipped', 'inTransit', 'receiving', 'closed', 'cancelled'] as const;
export type FbaShipmentStatus = (typeof FBA_SHIPMENT_STATUSES)[number];

export type FbaShipmentAction = 'plan' | 'pack' | 'ship' | 'markShipped' | 'sync' | 'cancel';

/** Statuses a sync may look at Amazon for (after Amazon was told the goods left, before closed). */
export const FBA_SYNCABLE: readonly FbaShipmentStatus[] = ['markedShipped', 'inTransit', 'receiving'];

/**
 * Action → allowed source states and the target. `sync`'s target is only nominal: the status a sync
 * reaches comes from Amazon's (fbaSyncTarget), never backwards; pack again on a packed shipment
 * replaces its boxes.
 */
export const FBA_SHIPMENT_TRANSITIONS: Record<FbaShipmentAction, Transition<FbaShipmentStatus>> = {
  plan: { from: ['draft'], to: 'planned' },
  pack: { from: ['planned', 'packed'], to: 'packed' },
  ship: { from: ['packed'], to: 'shipped' },
  markShipped: { from: ['shipped'], to: 'markedShipped' },
  sync: { from: [...FBA_SYNCABLE], to: 'receiving' },
  cancel: { from: ['draft', 'planned', 'packed'], to: 'cancelled' },
};

export function fbaShipmentCan(action: FbaShipmentAction, status: string): boolean {
  return (FBA_SHIPMENT_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** Amazon's inbound shipment statuses (Fulfillment Inbound API ShipmentStatus). */
export const AMAZON_INBOUND_STATUSES = [
  'WORKING',
  'READY_TO_SHIP',
  'SHIPPED',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
  'RECEIVING',
  'CLOSED',
  'CANCELLED',
  'DELETED',
  'ERROR',
] as const;
export type AmazonInboundStatus = (typeof AMAZON_INBOUND_STATUSES)[number];

const RANK: Partial<Record<FbaShipmentStatus, number>> = { markedShipped: 0, inTransit: 1, receiving: 2, closed: 3 };
const FROM_AMAZON: Partial<Record<AmazonInboundStatus, FbaShipmentStatus>> = {
  SHIPPED: 'markedShipped',
  IN_TRANSIT: 'inTransit',
  DELIVERED: 'inTransit',
  CHECKED_IN: 'receiving',
  RECEIVING: 'receiving',
  CLOSED: 'closed',
};

/**
 * The status a sync reaches from `current` given Amazon's status: Amazon's, mapped (SHIPPED →
 * markedShipped, IN_TRANSIT / DELIVERED → inTransit, CHECKED_IN / RECEIVING → receiving, CLOSED →
 * closed), but never backwards; null when Amazon's status says something a shipment on its way
 * cannot be (WORKING, READY_TO_SHIP, CANCELLED, DELETED, ERROR): the sync is refused with it.
 */
export function fbaSyncTarget(current: FbaShipmentStatus, amazon: string): FbaShipmentStatus | null {
  const to = FROM_AMAZON[amazon as AmazonInboundStatus];
  const from = RANK[current];
  if (!to || from === undefined) return null;
  return RANK[to]! > from ? to : current;
}

// ---- stock on a sync ---------------------------------------------------------------------------

export interface FbaReceiptLine {
  /** Quantity sent (what left the source and is in transit). */
  shipped: number;
  /** Received before this sync (already in the FBA warehouse). */
  receivedBefore: number;
  /** Received as Amazon reports it now (cumulative). */
  receivedNow: number;
}

export interface FbaReceiptMove {
  /** Into the FBA warehouse now ('transferIn'): the increase of the received quantity, never below 0. */
  inbound: number;
  /** Off the in-transit quantity now: what comes in, as far as still in transit; on close, all that is left. */
  transitOff: number;
}

/**
 * What one line's sync does: Amazon's received quantity is cumulative, so the increase comes in; a
 * decrease (Amazon corrects a count) changes nothing here (docs/decisions/fba-shipments.md). In
 * transit goes down by what comes in, at most what is still in transit (shipped − received before,
 * never below 0); when the shipment closes the rest of the in-transit quantity is written off
 * (Amazon received less than sent).
 */
export function fbaReceiptMove(l: FbaReceiptLine, closing: boolean): FbaReceiptMove {
  const inbound = Math.max(0, l.receivedNow - l.receivedBefore);
  const transitLeft = Math.max(0, l.shipped - l.receivedBefore);
  return { inbound, transitOff: closing ? transitLeft : Math.min(inbound, transitLeft) };
}

// ---- packing -----------------------------------------------------------------------------------

export type FbaPackingRefusal =
  { messageId: 'fbaShipment.packedOver'; difference: PackingDifference } | { messageId: 'fbaShipment.packedShort'; difference: PackingDifference };

/** The boxes must hold exactly the shipment's quantities: a SKU over (or not in it) or short is refused. */
export function fbaPackingRefusal(
  lines: readonly { skuId: number; quantity: number }[],
  boxes: readonly { items: readonly { skuId: number; quantity: number }[] }[],
): FbaPackingRefusal | null {
  const expected = packingExpected(lines);
  const packed = packedBySku(boxes);
  const over = packingOver(expected, packed);
  if (over.length) return { messageId: 'fbaShipment.packedOver', difference: over[0]! };
  const short = packingShort(expected, packed);
  if (short.length) return { messageId: 'fbaShipment.packedShort', difference: short[0]! };
  return null;
}

/** Amazon's box label code: the shipment id, "U" and the box number on six digits (FBA15ABC123U000001). */
export function fbaBoxCode(amazonShipmentId: string, boxNo: number): string {
  return `${amazonShipmentId}U${String(boxNo).padStart(6, '0')}`;
}

// ---- inputs ------------------------------------------------------------------------------------

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const required = (max: number, error: string) => z.string({ error }).trim().min(1, { error }).max(max, { error: 'validation.tooLong' });

export const FBA_SHIPMENT_MAX_LINES = 200;

/** A shipment plan (manual restock): an Amazon shop, an own source warehouse, an FBA warehouse, SKUs and quantities. */
export const fbaShipmentInput = z
  .object({
    shopId: id,
    sourceWarehouseId: id,
    fbaWarehouseId: id,
    /** The shipment's name (Amazon shows it); blank: the server names it by date. */
    name: z.string().trim().max(80, { error: 'validation.tooLong' }).default(''),
    remark: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
    lines: z
      .array(z.object({ skuId: id, quantity: positiveQuantity }))
      .min(1, { error: 'inventory.productsRequired' })
      .max(FBA_SHIPMENT_MAX_LINES, { error: 'fbaShipment.tooManyLines' }),
  })
  .superRefine((o, ctx) => {
    if (o.sourceWarehouseId === o.fbaWarehouseId) ctx.addIssue({ code: 'custom', path: ['fbaWarehouseId'], message: 'inventory.sameWarehouse' });
    const seen = new Set<number>();
    o.lines.forEach((l, i) => {
      if (seen.has(l.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'inventory.sameProductTwice' });
      seen.add(l.skuId);
    });
  });
export type FbaShipmentInput = z.output<typeof fbaShipmentInput>;

/** Pack: the whole set of boxes (number, weight, size, contents; the packing rules), at least one. */
export const fbaShipmentPackInput = packingBoxesInput.refine((o) => o.boxes.length > 0, { path: ['boxes'], error: 'fbaShipment.boxesRequired' });
export type FbaShipmentPackInput = z.output<typeof fbaShipmentPackInput>;

/** Ship: the carrier and its tracking number are required. */
export const fbaShipmentShipInput = z.object({
  id,
  carrier: required(60, 'fbaShipment.carrierRequired'),
  trackingNo: required(64, 'fbaShipment.trackingRequired'),
});
