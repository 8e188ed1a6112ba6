// Stock views, transfers and processing sheets (issue 5 items 4, 5, 7): the rules inventory.ts
// leaves to these screens. Pure: the server enforces them, the client checks its forms with them.
import { z } from 'zod';
import { AGE_BANDS, positiveQuantity, type AgeBand, type AssembleStatus, type TransferStatus } from './inventory';

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const nonNegativeInt = z
  .number({ error: 'inventory.nonNegativeInteger' })
  .int({ error: 'inventory.nonNegativeInteger' })
  .min(0, { error: 'inventory.nonNegativeInteger' })
  .max(10_000_000, { error: 'inventory.nonNegativeInteger' });

export const ABC_CLASSES = ['A', 'B', 'C'] as const;
export type AbcClass = (typeof ABC_CLASSES)[number];
/** ABC value = delivered quantity × purchase price over the last this-many days before the run. */
export const ABC_WINDOW_DAYS = 30;
/** Sheets per batch print, SKUs per batch safety-stock save. */
export const ASSEMBLE_PRINT_MAX = 100;
export const SAFETY_STOCK_BATCH_MAX = 500;

/** Age band → the ages (whole days, from ≤ age < to) it covers; `to` null is open-ended. */
export function ageBandRange(band: AgeBand): { from: number; to: number | null } {
  const ranges: Record<AgeBand, { from: number; to: number | null }> = {
    '0-30': { from: 0, to: 30 },
    '30-60': { from: 30, to: 60 },
    '60-90': { from: 60, to: 90 },
    '90+': { from: 90, to: null },
  };
  return ranges[band];
}

/** Low stock: a safety stock is set and available (quantity − occupied) is below it. */
export function isLowStock(stock: { quantity: number; occupied: number; safe: number }): boolean {
  return stock.safe > 0 && stock.quantity - stock.occupied < stock.safe;
}

/** Only drafts are edited (lines and freight may still change; nothing is occupied yet). */
export const TRANSFER_EDITABLE: readonly TransferStatus[] = ['draft'];
/** A pending sheet may be deleted: its occupation is released (the spec lists no cancel). */
export const ASSEMBLE_DELETABLE: readonly AssembleStatus[] = ['pending'];
/** Occupation is topped up while the sheet waits (pending) and before processing starts. */
export const ASSEMBLE_OCCUPIABLE: readonly AssembleStatus[] = ['pending'];

/** Move stock between two locations of one warehouse (/inventoryManage "move location"). */
export const moveLocationInput = z
  .object({
    skuId: id,
    warehouseId: id,
    fromLocationId: id,
    toLocationId: id,
    quantity: positiveQuantity,
  })
  .superRefine((m, ctx) => {
    if (m.fromLocationId === m.toLocationId) ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'stock.sameLocation' });
  });
export type MoveLocationInput = z.infer<typeof moveLocationInput>;

/** Batch safety stock: whole numbers of 0 or more, at least one ticked row. */
export const safetyStockInput = z.object({
  items: z
    .array(z.object({ skuId: id, warehouseId: id, safe: nonNegativeInt }))
    .min(1, { error: 'inventory.tickAtLeastOne' })
    .max(SAFETY_STOCK_BATCH_MAX, { error: 'stock.batchTooLarge' }),
});
export type SafetyStockInput = z.infer<typeof safetyStockInput>;

/** The inventory list filter (also the export's). */
export const inventoryFilter = z.object({
  warehouseId: id.optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  abcClass: z.enum(ABC_CLASSES, { error: 'stock.abcClass' }).optional(),
  ageBand: z.enum(AGE_BANDS, { error: 'stock.ageBand' }).optional(),
  lowStock: z.boolean().optional(),
});
export type InventoryFilter = z.infer<typeof inventoryFilter>;

export const transferShipInput = z.object({
  id,
  trackingNo: z.string().trim().max(60, { error: 'validation.tooLong' }).default(''),
});

/** Arrival and storage: every line goes to a location of the target warehouse. */
export const transferReceiveInput = z
  .object({
    id,
    /** The location for lines that name none. */
    locationId: id.nullable().default(null),
    lines: z.array(z.object({ lineId: id, locationId: id })).default([]),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<number>();
    r.lines.forEach((l, i) => {
      if (seen.has(l.lineId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'lineId'], message: 'inventory.sameProductTwice' });
      seen.add(l.lineId);
    });
  });
export type TransferReceiveInput = z.infer<typeof transferReceiveInput>;

/**
 * Occupy components for a pending processing sheet: explicit quantities per component, or none
 * to top every component up to what the sheet needs (as far as available stock allows).
 */
export const assembleOccupyInput = z.object({
  id,
  lines: z.array(z.object({ skuId: id, quantity: positiveQuantity })).default([]),
});
export type AssembleOccupyInput = z.infer<typeof assembleOccupyInput>;

export const assembleCompleteInput = z.object({
  id,
  /** Where the finished combinations are stored; default: where the first component came from. */
  locationId: id.nullable().default(null),
});

export const assemblePrintInput = z.object({
  ids: z.array(id).min(1, { error: 'inventory.tickAtLeastOne' }).max(ASSEMBLE_PRINT_MAX, { error: 'stock.batchTooLarge' }),
});
