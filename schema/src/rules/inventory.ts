// Inventory and catalog rules (spec 02 §3, §4, §5 'Warehouse and stock', 'Pick, sort, count',
// 'Listing' SKU limits, §9). Pure: the server enforces them, the client checks forms with them.
import { z } from 'zod';

// ---- constants -------------------------------------------------------------------------------

export const WAREHOUSE_TYPES = ['own', 'overseas', 'fba'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];

export const CATALOG_LIMITS = {
  productName: 50,
  specificationNames: 5,
  variantAttributes: 2,
  optionsPerSpecification: 50,
  pictures: 20,
  supplierLinks: 5,
} as const;

/** Storage age bands (spec 02 §9): under 30, 30-60, 60-90, over 90 days. */
export const AGE_BANDS = ['0-30', '30-60', '60-90', '90+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const SALES_WINDOWS = [7, 15, 30, 90] as const;
/** ABC classification shares (spec 02 §9): top 70 % A, next 20 % B, last 10 % C. */
export const ABC_SHARES = { A: 0.7, B: 0.2 } as const;

export const LEDGER_TYPES = [
  'inbound',
  'outbound',
  'occupy',
  'release',
  'transferOut',
  'transferIn',
  'assembleIn',
  'assembleOut',
  'countProfit',
  'countLoss',
  'moveLocation',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const INBOUND_TYPES = ['purchase', 'return', 'transfer', 'other'] as const;
export const OUTBOUND_TYPES = ['sale', 'scrap', 'sample', 'other'] as const;
export const OCCUPATION_SOURCES = ['order', 'assemble', 'outbound', 'transfer', 'manual'] as const;
/** A stock occupation holds its quantity while active; released ones are history. */
export const OCCUPATION_STATUSES = ['active', 'released'] as const;
export type OccupationStatus = (typeof OCCUPATION_STATUSES)[number];
export const FREIGHT_SHARING = ['quantity', 'weight', 'value'] as const;
export type FreightSharing = (typeof FREIGHT_SHARING)[number];
export const BARCODE_TYPES = ['code128', 'ean13', 'qrcode'] as const;
export const COUNT_MODES = ['listed', 'blind'] as const;
export const COUNT_PRINT_ORDERS = ['location', 'sku', 'order'] as const;

// ---- state machines (spec 02 §4) -------------------------------------------------------------

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
}
/** One table per lifecycle: action → allowed source states and the target. */
export function canTransition<S extends string, A extends string>(table: Record<A, Transition<S>>, action: A, from: S): boolean {
  return table[action].from.includes(from);
}

export const PRODUCT_STATUSES = ['draft', 'reviewing', 'rejected', 'approved'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_TRANSITIONS: Record<'submit' | 'approve' | 'reject', Transition<ProductStatus>> = {
  // only draft or rejected ones may be submitted; only those in review can be (batch-)reviewed
  submit: { from: ['draft', 'rejected'], to: 'reviewing' },
  approve: { from: ['reviewing'], to: 'approved' },
  reject: { from: ['reviewing'], to: 'rejected' },
};

export const ASSEMBLE_STATUSES = ['pending', 'processing', 'completed'] as const;
export type AssembleStatus = (typeof ASSEMBLE_STATUSES)[number];
export const ASSEMBLE_TRANSITIONS: Record<'start' | 'complete' | 'returnToPending', Transition<AssembleStatus>> = {
  start: { from: ['pending'], to: 'processing' },
  complete: { from: ['processing'], to: 'completed' },
  returnToPending: { from: ['processing'], to: 'pending' },
};

export const TRANSFER_STATUSES = ['draft', 'pendingShipment', 'shipped', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_TRANSITIONS: Record<'submit' | 'ship' | 'cancel' | 'receive', Transition<TransferStatus>> = {
  submit: { from: ['draft'], to: 'pendingShipment' },
  ship: { from: ['pendingShipment'], to: 'shipped' },
  cancel: { from: ['draft', 'pendingShipment'], to: 'cancelled' },
  receive: { from: ['shipped'], to: 'received' },
};
/** Only drafts and cancelled transfers may be deleted (nothing has moved yet). */
export const TRANSFER_DELETABLE: readonly TransferStatus[] = ['draft', 'cancelled'];

export const COUNT_STATUSES = ['pending', 'counting', 'finished'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_TRANSITIONS: Record<'start' | 'continue' | 'end', Transition<CountStatus>> = {
  start: { from: ['pending'], to: 'counting' },
  continue: { from: ['counting'], to: 'counting' },
  end: { from: ['counting'], to: 'finished' },
};

export const STOCK_BILL_STATUSES = ['draft', 'confirmed', 'cancelled'] as const;
export type StockBillStatus = (typeof STOCK_BILL_STATUSES)[number];
export const STOCK_BILL_TRANSITIONS: Record<'confirm' | 'cancel', Transition<StockBillStatus>> = {
  confirm: { from: ['draft'], to: 'confirmed' },
  cancel: { from: ['draft'], to: 'cancelled' },
};

// ---- formulas --------------------------------------------------------------------------------

/** Available = on hand − occupied (spec 02 §3 'Inventory'). */
export function availableOf(stock: { quantity: number; occupied: number }): number {
  return stock.quantity - stock.occupied;
}

export function ageBandOf(ageDays: number): AgeBand {
  if (ageDays < 30) return '0-30';
  if (ageDays < 60) return '30-60';
  if (ageDays < 90) return '60-90';
  return '90+';
}

export function ageInDays(receivedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 86_400_000));
}

/**
 * ABC classes by value (delivered quantity × purchase price), highest first: SKUs whose
 * cumulative share reaches 70 % are A, up to 90 % B, the rest C; a SKU with no value is C.
 * The SKU that crosses a boundary belongs to the class it starts in.
 */
export function classifyAbc<K>(items: readonly { key: K; value: number }[]): Map<K, 'A' | 'B' | 'C'> {
  const out = new Map<K, 'A' | 'B' | 'C'>();
  const total = items.reduce((s, i) => s + Math.max(0, i.value), 0);
  const sorted = [...items].sort((a, b) => b.value - a.value);
  let before = 0;
  for (const item of sorted) {
    if (total <= 0 || item.value <= 0) {
      out.set(item.key, 'C');
      continue;
    }
    const share = before / total;
    out.set(item.key, share < ABC_SHARES.A ? 'A' : share < ABC_SHARES.A + ABC_SHARES.B ? 'B' : 'C');
    before += item.value;
  }
  return out;
}

/** What one line contributes to freight sharing (transfers, stock orders' first leg). */
export interface FreightShareLine {
  quantity: number;
  /** Grams per unit. */
  weight?: number;
  /** cm³ per unit. */
  volume?: number;
  /** Purchase (cost) price per unit. */
  value?: number | string;
}

/** Whole units of the basis of a line: grams, cm³, cents or pieces (so the sharing is exact). */
function freightBasis(l: FreightShareLine, method: FreightSharing | 'volume'): bigint {
  const per =
    method === 'quantity'
      ? 1
      : method === 'weight'
        ? Math.round(l.weight ?? 0)
        : method === 'volume'
          ? Math.round(l.volume ?? 0)
          : Math.round(Number(l.value ?? 0) * 100);
  return BigInt(Math.max(0, per)) * BigInt(Math.max(0, Math.trunc(l.quantity)));
}

/**
 * Shares freight over lines by weight, volume, value (purchase price) or quantity, each line by
 * its units × quantity: a transfer's freight, a stock order's first leg. In cents: each share is
 * rounded down and the cents left over go to the largest share (the first of equal ones), so the
 * shares add up to the freight exactly and the same input always gives the same shares. When the
 * basis of every line is 0 (no weights entered, say) the freight is shared by quantity.
 */
export function shareFreight(freight: number | string, lines: readonly FreightShareLine[], method: FreightSharing | 'volume'): number[] {
  if (!lines.length) return [];
  const cents = BigInt(Math.round(Number(freight) * 100));
  let basis = lines.map((l) => freightBasis(l, method));
  let total = basis.reduce((s, b) => s + b, 0n);
  if (total === 0n) {
    basis = lines.map((l) => freightBasis(l, 'quantity'));
    total = basis.reduce((s, b) => s + b, 0n);
  }
  if (total === 0n) {
    basis = lines.map(() => 1n);
    total = BigInt(lines.length);
  }
  const shares = basis.map((b) => (cents * b) / total);
  let largest = 0;
  shares.forEach((s, i) => {
    if (s > shares[largest]!) largest = i;
  });
  shares[largest] = shares[largest]! + cents - shares.reduce((s, c) => s + c, 0n);
  return shares.map((c) => Number(c) / 100);
}

/** Components a processing sheet needs: quantity × per-combination quantity of each component. */
export function assembleRequirement(quantity: number, components: readonly { skuId: number; quantity: number }[]) {
  return components.map((c) => ({ skuId: c.skuId, quantity: c.quantity * quantity }));
}

/** Supplier links: split by '|', trimmed, empty parts dropped (spec 02 §9: up to 5). */
export function splitSupplierLinks(text: string): string[] {
  return text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every combination of the specification options, in order (the SKU model rows). */
export function variantCombinations(specifications: readonly { name: string; options: readonly string[] }[]): string[][] {
  return specifications.reduce<string[][]>((rows, spec) => rows.flatMap((r) => spec.options.map((o) => [...r, o])), [[]]);
}

// ---- input schemas ---------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
/** Quantities are whole numbers of at least 1 (spec 02 §5). */
export const positiveQuantity = z
  .number({ error: 'inventory.quantityInteger' })
  .int({ error: 'inventory.quantityInteger' })
  .min(1, { error: 'inventory.quantityInteger' })
  .max(10_000_000, { error: 'inventory.quantityInteger' });
const nonNegativeInt = z
  .number({ error: 'inventory.nonNegativeInteger' })
  .int({ error: 'inventory.nonNegativeInteger' })
  .min(0, { error: 'inventory.nonNegativeInteger' });
/** Reference / unit price: integer or up to two decimals. */
export const price = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: 'inventory.priceTwoDecimals' });
const url = z
  .string()
  .trim()
  .regex(/^https?:\/\/\S+$/i, { error: 'inventory.linkFormat' });

export const warehouseInput = z.object({
  name: requiredText(50),
  code: text(30).default(''),
  type: z.enum(WAREHOUSE_TYPES, { error: 'inventory.warehouseType' }),
  country: text(2).default('CN'),
  address: text(200).default(''),
  contact: text(50).default(''),
  phone: text(30).default(''),
  priority: nonNegativeInt.default(0),
  enabled: z.boolean().default(true),
  /** Orders may be allocated stock of this warehouse's defective locations (sold as is). */
  sellDefective: z.boolean().default(false),
});
export type WarehouseInput = z.infer<typeof warehouseInput>;

export const LOCATION_CODE_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
export const locationInput = z.object({
  warehouseId: id,
  code: z.string().trim().regex(LOCATION_CODE_PATTERN, { error: 'inventory.locationCode' }),
  zone: text(30).default(''),
  remark: text(200).default(''),
  /** Holds damaged goods: its stock is not allocated unless the warehouse sells defective stock. */
  defective: z.boolean().default(false),
});

const specification = z.object({
  name: requiredText(30),
  options: z.array(requiredText(50)).min(1, { error: 'catalog.optionRequired' }).max(CATALOG_LIMITS.optionsPerSpecification, { error: 'validation.tooLong' }),
});
const skuRow = z.object({
  sku: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9_\-.#/]+$/, { error: 'catalog.skuChars' }),
  ean: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{12,14})?$/, { error: 'form.barcode' })
    .default(''),
  barcode: text(40).default(''),
  options: z.array(text(50)).default([]),
  price: price.default('0'),
  purchasePrice: price.default('0'),
  weight: nonNegativeInt.default(0),
  stock: nonNegativeInt.default(0),
  image: text(500).default(''),
  components: z.array(z.object({ sku: requiredText(60), quantity: positiveQuantity })).default([]),
});

export const productInput = z
  .object({
    spu: requiredText(60),
    name: requiredText(CATALOG_LIMITS.productName),
    nameEn: text(200).default(''),
    category: text(100).default(''),
    developerId: id.nullable().default(null),
    platforms: z.array(z.number().int()).default([]),
    mainImage: text(500).default(''),
    images: z.array(text(500)).max(CATALOG_LIMITS.pictures, { error: 'catalog.tooManyPictures' }).default([]),
    weight: nonNegativeInt.default(0),
    length: nonNegativeInt.default(0),
    width: nonNegativeInt.default(0),
    height: nonNegativeInt.default(0),
    declareNameZh: text(100).default(''),
    declareNameEn: text(100).default(''),
    declareValue: price.default('0'),
    hsCode: text(20).default(''),
    infringementInfo: text(500).default(''),
    supplierLinks: z.array(url).max(CATALOG_LIMITS.supplierLinks, { error: 'catalog.tooManyLinks' }).default([]),
    specifications: z.array(specification).max(CATALOG_LIMITS.specificationNames, { error: 'catalog.tooManySpecifications' }).default([]),
    skus: z.array(skuRow).min(1, { error: 'catalog.skuRequired' }),
    remark: text(500).default(''),
  })
  .superRefine((p, ctx) => {
    // Variants vary on at most two attributes: specifications with more than one option.
    if (p.specifications.filter((s) => s.options.length > 1).length > CATALOG_LIMITS.variantAttributes) {
      ctx.addIssue({ code: 'custom', path: ['specifications'], message: 'catalog.tooManyVariantAttributes' });
    }
    const seen = { sku: new Set<string>(), ean: new Set<string>(), barcode: new Set<string>() };
    p.skus.forEach((row, i) => {
      for (const key of ['sku', 'ean', 'barcode'] as const) {
        const v = row[key];
        if (!v) continue;
        if (seen[key].has(v.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['skus', i, key], message: 'catalog.duplicateCode' });
        seen[key].add(v.toLowerCase());
      }
      if (p.specifications.length && row.options.length !== p.specifications.length) {
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'options'], message: 'catalog.optionsMismatch' });
      }
    });
  });
export type ProductInput = z.infer<typeof productInput>;

/** Submitting for review needs the main image (spec 02 §5 'Listing': main image required). */
export function submitProblems(product: { mainImage: string; skus: number }): string[] {
  const problems: string[] = [];
  if (!product.mainImage) problems.push('catalog.mainImageRequired');
  if (product.skus < 1) problems.push('catalog.skuRequired');
  return problems;
}

const billLine = z.object({
  skuId: id,
  quantity: positiveQuantity,
  unitPrice: price.default('0'),
  locationId: id.nullable().default(null),
  remark: text(200).default(''),
});

function noRepeatedSku(lines: { skuId: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'inventory.sameProductTwice' });
    seen.add(l.skuId);
  });
}

/** Inbound needs a warehouse, products and a storage location on every line (spec 02 §5). */
export const inboundOrderInput = z
  .object({
    warehouseId: id,
    type: z.enum(INBOUND_TYPES, { error: 'inventory.billType' }).default('other'),
    remark: text(500).default(''),
    lines: z.array(billLine).min(1, { error: 'inventory.productsRequired' }),
  })
  .superRefine((bill, ctx) => {
    noRepeatedSku(bill.lines, ctx);
    bill.lines.forEach((l, i) => {
      if (l.locationId == null) ctx.addIssue({ code: 'custom', path: ['lines', i, 'locationId'], message: 'inventory.locationRequired' });
    });
  });
export type InboundOrderInput = z.infer<typeof inboundOrderInput>;

/** Outbound needs a warehouse and products; quantity against stock is checked by the server. */
export const outboundOrderInput = z
  .object({
    warehouseId: id,
    type: z.enum(OUTBOUND_TYPES, { error: 'inventory.billType' }).default('other'),
    remark: text(500).default(''),
    lines: z.array(billLine).min(1, { error: 'inventory.productsRequired' }),
  })
  .superRefine((bill, ctx) => noRepeatedSku(bill.lines, ctx));
export type OutboundOrderInput = z.infer<typeof outboundOrderInput>;

/** Manual occupation (stock lock): whole numbers; the server checks against available. */
export const occupyInput = z.object({
  skuId: id,
  warehouseId: id,
  quantity: positiveQuantity,
  remark: requiredText(200),
});
export const releaseInput = z.object({ occupationId: id, quantity: positiveQuantity });

export const transferOrderInput = z
  .object({
    fromWarehouseId: id,
    toWarehouseId: id,
    freight: price.default('0'),
    costSharing: z.enum(FREIGHT_SHARING, { error: 'inventory.costSharing' }).default('quantity'),
    remark: text(500).default(''),
    lines: z.array(z.object({ skuId: id, quantity: positiveQuantity })).min(1, { error: 'inventory.productsRequired' }),
  })
  .superRefine((t, ctx) => {
    if (t.fromWarehouseId === t.toWarehouseId) ctx.addIssue({ code: 'custom', path: ['toWarehouseId'], message: 'inventory.sameWarehouse' });
    noRepeatedSku(t.lines, ctx);
  });

export const assembleSheetInput = z.object({
  warehouseId: id,
  comboSkuId: id,
  quantity: positiveQuantity,
  remark: requiredText(200),
});

/** Count task: warehouse, at least one SKU and at least one location (spec 02 §5). */
export const countTaskInput = z.object({
  warehouseId: id,
  skuIds: z.array(id).min(1, { error: 'inventory.countSkuRequired' }),
  locationIds: z.array(id).min(1, { error: 'inventory.countLocationRequired' }),
  mode: z.enum(COUNT_MODES, { error: 'inventory.countMode' }).default('listed'),
  countType: z.enum(COUNT_PRINT_ORDERS, { error: 'inventory.countType' }).default('location'),
});

export const packagingMaterialInput = z.object({
  name: requiredText(50),
  quantity: nonNegativeInt.default(0),
  unitPrice: price.default('0'),
  weight: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,7}(\.\d{1,3})?$/.test(v), { error: 'inventory.weightThreeDecimals' })
    .default('0'),
  length: price.default('0'),
  width: price.default('0'),
  height: price.default('0'),
});

export const barcodeBatchInput = z.object({
  name: requiredText(50),
  number: z
    .number({ error: 'inventory.quantityInteger' })
    .int({ error: 'inventory.quantityInteger' })
    .min(1, { error: 'inventory.quantityInteger' })
    .max(1000, { error: 'inventory.barcodeBatchMax' }),
  type: z.enum(BARCODE_TYPES, { error: 'inventory.barcodeType' }).default('code128'),
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,20}$/, { error: 'inventory.barcodePrefix' })
    .default(''),
});
