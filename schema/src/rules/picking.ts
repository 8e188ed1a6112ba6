// Pick lists and scan sorting (issue 6 point 8; spec 02 §3 'Pick list template', §4 'Scan sorting:
// verify then print', §5 'Pick, sort, count'). Pure: the server enforces these rules, the client
// checks its forms with them.
import { z } from 'zod';

/**
 * How a template groups awaiting-shipment orders into pick lists:
 * - mixed: any orders, in order of arrival;
 * - single: one-piece orders (one item line of quantity 1), sorted by SKU;
 * - child: orders whose items all belong to one product (its child SKUs), a run of pick lists per product;
 * - variant: orders whose items are all one SKU (one variant), a run of pick lists per SKU.
 * Orders that do not fit the type stay off the pick lists (another template picks them up).
 */
export const PICK_LIST_TYPES = ['mixed', 'single', 'child', 'variant'] as const;
export type PickListType = (typeof PICK_LIST_TYPES)[number];

export const PICK_FONT_SIZES = ['standard', 'large'] as const;
export type PickFontSize = (typeof PICK_FONT_SIZES)[number];

/** The fields a pick list can print; the first group is per SKU line, the second per order. */
export const PICK_SKU_FIELDS = ['sku', 'productName', 'image', 'location', 'quantity'] as const;
export const PICK_ORDER_FIELDS = ['orderNo', 'platformOrderNo', 'buyerName', 'country', 'channel', 'trackingNo', 'remark'] as const;
export const PICK_FIELDS = [...PICK_SKU_FIELDS, ...PICK_ORDER_FIELDS] as const;
export type PickField = (typeof PICK_FIELDS)[number];
/** Required fields: always printed, whatever the template chooses. The rest are optional. */
export const PICK_REQUIRED_FIELDS: readonly PickField[] = ['sku', 'location', 'quantity'];
/** Optional fields a new template starts with. */
export const PICK_DEFAULT_FIELDS: readonly PickField[] = ['productName', 'orderNo'];

export const PICK_TEMPLATE_LIMITS = { nameMax: 50, imageUrlMax: 150, maxOrdersMax: 1000 } as const;

/** Pick list status: created → picked (sorting began) → sorted (every order verified). */
export const PICK_LIST_STATUSES = ['created', 'picked', 'sorted'] as const;
export type PickListStatus = (typeof PICK_LIST_STATUSES)[number];

const orderCount = (required: string) =>
  z
    .number({ error: required })
    .int({ error: 'picking.orderCountInteger' })
    .min(1, { error: 'picking.orderCountInteger' })
    .max(PICK_TEMPLATE_LIMITS.maxOrdersMax, { error: 'picking.orderCountInteger' });

export const pickListTemplateInput = z
  .object({
    name: z
      .string({ error: 'picking.templateNameRequired' })
      .trim()
      .min(1, { error: 'picking.templateNameRequired' })
      .max(PICK_TEMPLATE_LIMITS.nameMax, { error: 'validation.tooLong' }),
    type: z.enum(PICK_LIST_TYPES, { error: 'picking.type' }).default('mixed'),
    fontSize: z.enum(PICK_FONT_SIZES, { error: 'picking.fontSize' }).default('standard'),
    maxOrders: orderCount('picking.maxOrdersRequired'),
    minOrders: orderCount('picking.orderCountInteger').default(1),
    /** Optional fields to print (required ones are always printed and need not be listed). */
    fields: z.array(z.enum(PICK_FIELDS, { error: 'picking.field' }), { error: 'picking.field' }).default([...PICK_DEFAULT_FIELDS]),
    imageUrl: z.string().trim().max(PICK_TEMPLATE_LIMITS.imageUrlMax, { error: 'picking.imageUrlTooLong' }).default(''),
  })
  .superRefine((t, ctx) => {
    if (t.maxOrders < t.minOrders) ctx.addIssue({ code: 'custom', path: ['maxOrders'], message: 'picking.maxBelowMin' });
  })
  .transform((t) => ({ ...t, fields: PICK_FIELDS.filter((f) => t.fields.includes(f) && !PICK_REQUIRED_FIELDS.includes(f)) }));
export type PickListTemplateInput = z.input<typeof pickListTemplateInput>;

/** The fields a template prints, in print order: the required ones plus its chosen optional ones. */
export function printedFields(fields: readonly string[]): PickField[] {
  return PICK_FIELDS.filter((f) => PICK_REQUIRED_FIELDS.includes(f) || fields.includes(f));
}

const id = (required: string) => z.number({ error: required }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });

/** Pick lists from chosen orders, or from every eligible order of one warehouse. */
export const createPickListsInput = z
  .object({
    templateId: id('picking.templateRequired'),
    orderIds: z.array(id('validation.integerIds')).max(5000, { error: 'picking.tooManyOrders' }).optional(),
    warehouseId: id('inventory.selectWarehouseFirst').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.orderIds && v.orderIds.length === 0) ctx.addIssue({ code: 'custom', path: ['orderIds'], message: 'inventory.tickAtLeastOne' });
    if (!v.orderIds && !v.warehouseId) ctx.addIssue({ code: 'custom', path: ['warehouseId'], message: 'inventory.selectWarehouseFirst' });
  });
export type CreatePickListsInput = z.input<typeof createPickListsInput>;

export interface PickCandidate {
  id: number;
  items: { skuId: number | null; productId: number | null; quantity: number }[];
}

/**
 * Groups candidate orders by template type and splits each group into pick lists of at most
 * `maxOrders`; a group with fewer than `minOrders` orders waits. Answers the pick lists (order
 * ids, in order) and the orders left off (not fitting the type, or in a group below the minimum).
 */
export function planPickLists(
  orders: readonly PickCandidate[],
  template: { type: string; maxOrders: number; minOrders: number },
): { lists: number[][]; skipped: number[] } {
  const groups = new Map<string, number[]>();
  const skipped: number[] = [];
  const add = (key: string, orderId: number) => {
    const g = groups.get(key);
    if (g) g.push(orderId);
    else groups.set(key, [orderId]);
  };
  const sorted = [...orders].sort((a, b) => a.id - b.id);
  for (const o of sorted) {
    const items = o.items.filter((i) => i.skuId != null);
    if (!items.length || items.length !== o.items.length) {
      skipped.push(o.id);
      continue;
    }
    const skus = new Set(items.map((i) => i.skuId));
    const products = new Set(items.map((i) => i.productId));
    if (template.type === 'mixed') add('all', o.id);
    else if (template.type === 'single') {
      const only = items.length === 1 ? items[0] : undefined;
      if (only && only.quantity === 1) add(`sku:${String(only.skuId).padStart(12, '0')}`, o.id);
      else skipped.push(o.id);
    } else if (template.type === 'child') {
      if (products.size === 1) add(`product:${[...products][0]}`, o.id);
      else skipped.push(o.id);
    } else if (skus.size === 1) add(`sku:${[...skus][0]}`, o.id);
    else skipped.push(o.id);
  }
  // single: one run sorted by SKU (one pick list holds many SKUs, orders of one SKU together)
  if (template.type === 'single' && groups.size) {
    const all = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([, ids]) => ids);
    groups.clear();
    groups.set('all', all);
  }
  const lists: number[][] = [];
  for (const ids of groups.values()) {
    if (ids.length < template.minOrders) {
      skipped.push(...ids);
      continue;
    }
    for (let i = 0; i < ids.length; i += template.maxOrders) lists.push(ids.slice(i, i + template.maxOrders));
  }
  return { lists, skipped: skipped.sort((a, b) => a - b) };
}

// ---- scan sorting -----------------------------------------------------------------------------

/** Order types a sorting session covers: one-piece orders and orders of several pieces. */
export const SORTING_ORDER_TYPES = ['single', 'multi'] as const;
export type SortingOrderType = (typeof SORTING_ORDER_TYPES)[number];
/**
 * order: each scan goes to the next order of the pick list still needing the SKU (verification
 * to order, by SKU); batch: the entered quantity verifies the SKU on the whole list at once and
 * must match the total still needed (batch verification).
 */
export const SORTING_MODES = ['order', 'batch'] as const;
export type SortingMode = (typeof SORTING_MODES)[number];

export const SORTING_WALL_MAX = 30;

export const sortingScanInput = z.object({
  pickListId: id('picking.pickListRequired'),
  code: z.string({ error: 'sorting.codeRequired' }).trim().min(1, { error: 'sorting.codeRequired' }).max(100, { error: 'validation.tooLong' }),
  quantity: z
    .number({ error: 'sorting.quantityInteger' })
    .int({ error: 'sorting.quantityInteger' })
    .min(1, { error: 'sorting.quantityInteger' })
    .max(100_000, { error: 'sorting.quantityInteger' })
    .default(1),
  orderTypes: z
    .array(z.enum(SORTING_ORDER_TYPES, { error: 'sorting.orderTypeRequired' }), { error: 'sorting.orderTypeRequired' })
    .min(1, { error: 'sorting.orderTypeRequired' })
    .default(['single', 'multi']),
  mode: z.enum(SORTING_MODES, { error: 'sorting.mode' }).default('order'),
});
export type SortingScanInput = z.input<typeof sortingScanInput>;

/** Order type of an order by its local pieces: exactly one piece is single. */
export function sortingOrderType(items: readonly { quantity: number; unitsPerItem: number }[]): SortingOrderType {
  return items.reduce((s, i) => s + i.quantity * i.unitsPerItem, 0) === 1 ? 'single' : 'multi';
}

const wallSide = z
  .number({ error: 'sorting.wallSize' })
  .int({ error: 'sorting.wallSize' })
  .min(1, { error: 'sorting.wallSize' })
  .max(SORTING_WALL_MAX, { error: 'sorting.wallSize' });
export const sortingWallInput = z.object({ pickListId: id('picking.pickListRequired'), rows: wallSide, columns: wallSide });
export type SortingWallInput = z.input<typeof sortingWallInput>;

export const forecastScanInput = z.object({
  number: z.string({ error: 'sorting.numberRequired' }).trim().min(1, { error: 'sorting.numberRequired' }).max(100, { error: 'validation.tooLong' }),
});
