// Product library rules that inventory.ts leaves to the catalog screens (issue 5 item 1):
// editing and deleting by status, batch review input, opening stock, what submitting needs.
// Pure: the server enforces them, /productLibrary and /addProduct check their forms with them.
import { z } from 'zod';
import { submitProblems, type ProductStatus, type Transition } from './inventory';

/**
 * Saving changes to a product. A product under review cannot change (the reviewer decides on what
 * they saw); an approved product that is edited goes back to draft and needs a new review, so an
 * approved product is always the reviewed version.
 */
export const PRODUCT_EDIT_TRANSITIONS: Record<'edit', Transition<ProductStatus>> = {
  edit: { from: ['draft', 'rejected', 'approved'], to: 'draft' },
};
/** Only drafts and rejected products may be deleted (spec 02 §4: the ones not yet in use). */
export const PRODUCT_DELETABLE: readonly ProductStatus[] = ['draft', 'rejected'];

/** Products per batch action (submit, review, delete). */
export const PRODUCT_BATCH_MAX = 500;
/** Rows per Excel import. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });

/** Ticked products of a batch action: at least one ('Please tick at least one data'). */
export const productIdsInput = z.object({
  ids: z.array(id).min(1, { error: 'inventory.tickAtLeastOne' }).max(PRODUCT_BATCH_MAX, { error: 'catalog.batchTooLarge' }),
});

/** Batch review: rejecting needs a reason (spec 02 §5 'Rejection needs a reason'). */
export const reviewProductsInput = z
  .object({
    ids: productIdsInput.shape.ids,
    approve: z.boolean({ error: 'validation.required' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
  })
  .superRefine((r, ctx) => {
    if (!r.approve && !r.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'catalog.rejectReasonRequired' });
  });

/**
 * Opening stock. Products hold no stock; the SKU rows' "stock" column of the form is an opening
 * stock received into this warehouse (an inbound ledger row, bill type 'opening') when the SKU is
 * created. A warehouse is needed as soon as one new row has stock.
 */
export const openingStockInput = z.object({ openingWarehouseId: id.nullable().default(null) });

/**
 * What keeps a product from being submitted for review: the main image, at least one SKU
 * (inventory.ts submitProblems) and at least one platform (spec 02 §5 'Product library':
 * "at least one master image and one platform").
 */
export function catalogSubmitProblems(product: { mainImage: string; skus: number; platforms: readonly number[] }): string[] {
  const problems = submitProblems(product);
  if (!product.platforms.length) problems.push('catalog.platformRequired');
  return problems;
}

/** SKU codes and barcodes are unique per company regardless of letter case ('ab-1' clashes with 'AB-1'). */
export function codeKey(code: string): string {
  return code.trim().toLowerCase();
}
