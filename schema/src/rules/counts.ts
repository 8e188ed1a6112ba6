// Inventory counts, barcode labels and packaging materials: the rules inventory.ts leaves open
// (spec 02 §3 'Inventory count task', 'Barcode batch', §5 'Pick, sort, count'). Pure: the server
// enforces them, the client checks forms with them.
import { z } from 'zod';
import { BARCODE_TYPES, type CountStatus } from './inventory';

/** Lines one count task may hold (SKUs × locations): a larger count is split into several tasks. */
export const COUNT_MAX_LINES = 10_000;
/** Lines saved in one "continue counting" call (one page of the entry screen). */
export const COUNT_SAVE_MAX_LINES = 500;
/** Only a task nobody has started may be deleted: nothing was snapshotted or counted yet. */
export const COUNT_DELETABLE: readonly CountStatus[] = ['pending'];
/** Tasks that still hold their SKU + location pairs (a new task may not overlap them). */
export const COUNT_OPEN_STATUSES: readonly CountStatus[] = ['pending', 'counting'];

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });

/** A counted quantity: a whole number of 0 or more; null clears a count entered by mistake. */
export const countedQuantity = z
  .number({ error: 'inventory.nonNegativeInteger' })
  .int({ error: 'inventory.nonNegativeInteger' })
  .min(0, { error: 'inventory.nonNegativeInteger' })
  .max(10_000_000, { error: 'inventory.nonNegativeInteger' })
  .nullable();

/** "Continue counting": counted quantities of some lines, saved as they are entered. */
export const countEntryInput = z.object({
  taskId: id,
  lines: z
    .array(z.object({ lineId: id, countedQty: countedQuantity }))
    .min(1, { error: 'inventory.tickAtLeastOne' })
    .max(COUNT_SAVE_MAX_LINES, { error: 'counts.tooManySaved' }),
});
export type CountEntryInput = z.infer<typeof countEntryInput>;

// ---- barcodes -------------------------------------------------------------------------------

/** Labels per PDF page: one label per page (label printers, 60 × 40 mm) or a 3 × 8 A4 sheet. */
export const LABEL_LAYOUTS = ['label', 'a4'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const A4_LABELS_PER_PAGE = 24;
/** Labels one print may hold (a batch holds at most 1000 too). */
export const LABELS_MAX = 1000;
/** Digits of the running number of a code128 / QR code batch (wider when the numbers need it). */
export const BARCODE_SEQUENCE_DIGITS = 6;

/** The EAN-13 check digit of the first 12 digits (GS1: weights 1, 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('EAN-13 needs 12 digits before the check digit');
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * The codes of a batch. Numbering continues after earlier batches of the same type and prefix
 * (`start` = how many codes they already used), so two batches never print the same code.
 * code128 / qrcode: prefix + running number (at least 6 digits); ean13: prefix digits + running
 * number padded to 12 digits + the check digit.
 */
export function batchCodes(batch: { type: string; prefix: string; number: number }, start = 0): string[] {
  const codes: string[] = [];
  const last = start + batch.number;
  if (batch.type === 'ean13') {
    const width = 12 - batch.prefix.length;
    for (let n = start + 1; n <= last; n++) {
      const body = batch.prefix + String(n).padStart(width, '0');
      codes.push(body + ean13CheckDigit(body));
    }
    return codes;
  }
  const width = Math.max(BARCODE_SEQUENCE_DIGITS, String(last).length);
  for (let n = start + 1; n <= last; n++) codes.push(batch.prefix + String(n).padStart(width, '0'));
  return codes;
}

/** Whether an EAN-13 batch's running numbers still fit after its prefix (false: choose another prefix). */
export function ean13Fits(prefix: string, lastNumber: number): boolean {
  return prefix.length <= 11 && String(lastNumber).length <= 12 - prefix.length;
}

/** Extra rules of a batch on top of barcodeBatchInput: an EAN-13 prefix is at most 11 digits. */
export function barcodeBatchProblems(batch: { type: string; prefix: string }): { field: string; messageId: string }[] {
  if (batch.type === 'ean13' && !/^\d{0,11}$/.test(batch.prefix)) return [{ field: 'prefix', messageId: 'counts.ean13Prefix' }];
  return [];
}

/** Labels for chosen SKUs: their barcode (or the SKU code) a number of times each. */
export const skuLabelsInput = z
  .object({
    items: z
      .array(
        z.object({
          skuId: id,
          quantity: z
            .number({ error: 'inventory.quantityInteger' })
            .int({ error: 'inventory.quantityInteger' })
            .min(1, { error: 'inventory.quantityInteger' })
            .max(LABELS_MAX, { error: 'counts.tooManyLabels' }),
        }),
      )
      .min(1, { error: 'inventory.productsRequired' })
      .max(200, { error: 'counts.tooManyLabels' }),
    type: z.enum(BARCODE_TYPES, { error: 'inventory.barcodeType' }).default('code128'),
    layout: z.enum(LABEL_LAYOUTS, { error: 'counts.labelLayout' }).default('label'),
  })
  .superRefine((v, ctx) => {
    if (v.items.reduce((s, i) => s + i.quantity, 0) > LABELS_MAX) ctx.addIssue({ code: 'custom', path: ['items'], message: 'counts.tooManyLabels' });
    const seen = new Set<number>();
    v.items.forEach((item, i) => {
      if (seen.has(item.skuId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'skuId'], message: 'inventory.sameProductTwice' });
      seen.add(item.skuId);
    });
  });
export type SkuLabelsInput = z.infer<typeof skuLabelsInput>;
