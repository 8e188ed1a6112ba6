/**
 * The /addProduct form as data: what the inputs hold (strings), how variant rows are generated
 * from the specifications, how the form becomes a `ProductInput`, and how rule and server errors
 * land on their paths (`skus.1.ean`, `skus.0.components.1.sku`). Pure, so it is tested on its own.
 */
import { CATALOG_LIMITS, codeKey, openingStockInput, productInput, splitSupplierLinks, toFormIssues, variantCombinations } from '@erp/schema';
import type { ProductInput } from '../../api/generated/types';
import type { ProductQuery } from './products.generated';

export interface SpecForm {
  key: string;
  name: string;
  /** Options as typed: separated by commas. */
  optionsText: string;
}

export interface ComponentForm {
  sku: string;
  quantity: string;
}

export interface SkuForm {
  key: string;
  /** Set for rows that exist on the server. */
  id: number | null;
  sku: string;
  ean: string;
  barcode: string;
  options: string[];
  price: string;
  purchasePrice: string;
  weight: string;
  /** Opening stock (new rows only). */
  stock: string;
  image: string;
  components: ComponentForm[];
}

export interface ProductForm {
  spu: string;
  name: string;
  nameEn: string;
  category: string;
  developerId: number | null;
  platforms: number[];
  mainImage: string;
  images: string[];
  weight: string;
  length: string;
  width: string;
  height: string;
  declareNameZh: string;
  declareNameEn: string;
  declareValue: string;
  hsCode: string;
  infringementInfo: string;
  /** Supplier links as typed: separated by '|'. */
  supplierLinksText: string;
  remark: string;
  specifications: SpecForm[];
  skus: SkuForm[];
  openingWarehouseId: number | null;
}

let seq = 0;
export const newKey = () => `k${++seq}`;

export function emptySku(over: Partial<SkuForm> = {}): SkuForm {
  return {
    key: newKey(),
    id: null,
    sku: '',
    ean: '',
    barcode: '',
    options: [],
    price: '',
    purchasePrice: '',
    weight: '',
    stock: '',
    image: '',
    components: [],
    ...over,
  };
}

export function emptyProduct(): ProductForm {
  return {
    spu: '',
    name: '',
    nameEn: '',
    category: '',
    developerId: null,
    platforms: [],
    mainImage: '',
    images: [],
    weight: '',
    length: '',
    width: '',
    height: '',
    declareNameZh: '',
    declareNameEn: '',
    declareValue: '',
    hsCode: '',
    infringementInfo: '',
    supplierLinksText: '',
    remark: '',
    specifications: [],
    skus: [emptySku()],
    openingWarehouseId: null,
  };
}

type ProductData = NonNullable<ProductQuery['product']>;

/** A saved product → the form. */
export function formOf(p: ProductData): ProductForm {
  const num = (n: number) => (n ? String(n) : '');
  return {
    spu: p.spu,
    name: p.name,
    nameEn: p.nameEn,
    category: p.category,
    developerId: p.developerId ?? null,
    platforms: [...p.platforms],
    mainImage: p.mainImage,
    images: [...p.images],
    weight: num(p.weight),
    length: num(p.length),
    width: num(p.width),
    height: num(p.height),
    declareNameZh: p.declareNameZh,
    declareNameEn: p.declareNameEn,
    declareValue: p.declareValue === '0' ? '' : p.declareValue,
    hsCode: p.hsCode,
    infringementInfo: p.infringementInfo,
    supplierLinksText: p.supplierLinks.join(' | '),
    remark: p.remark,
    specifications: p.specifications.map((s) => ({ key: newKey(), name: s.name, optionsText: s.options.join(', ') })),
    skus: p.skus.map((s) =>
      emptySku({
        id: s.id,
        sku: s.sku,
        ean: s.ean,
        barcode: s.barcode,
        options: [...s.options],
        price: s.price === '0' ? '' : s.price,
        purchasePrice: s.purchasePrice === '0' ? '' : s.purchasePrice,
        weight: num(s.weight),
        image: s.image,
        components: s.components.map((c) => ({ sku: c.componentSku.sku, quantity: String(c.quantity) })),
      }),
    ),
    openingWarehouseId: null,
  };
}

/** Options of a specification as typed ("Red, Blue，Green") → the list (Chinese commas too, blanks dropped, no repeats). */
export function optionsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** How many specifications vary (more than one option): variants may vary on at most two. */
export function varyingCount(specs: readonly SpecForm[]): number {
  return specs.filter((s) => optionsOf(s.optionsText).length > 1).length;
}

/**
 * The variant rows for the specifications: one per combination of options. A row that already
 * has a combination keeps what was typed into it (and its id); new rows get a SKU made of the
 * SPU and the options. Combination SKUs (rows with components) are kept after the variants.
 */
export function generateRows(form: Pick<ProductForm, 'spu' | 'specifications' | 'skus'>): SkuForm[] {
  const specs = form.specifications.map((s) => ({ name: s.name.trim(), options: optionsOf(s.optionsText) })).filter((s) => s.options.length > 0);
  if (!specs.length) return form.skus;
  const byOptions = new Map(form.skus.filter((r) => r.options.length).map((r) => [r.options.join('\u0000'), r]));
  const prefix = form.spu.trim();
  // SKU codes allow letters, digits and _ - . # /: an option without any (红色) is named by its position
  const part = (option: string, specIndex: number) => option.replace(/[^A-Za-z0-9_\-.#/]+/g, '') || String(specs[specIndex]!.options.indexOf(option) + 1);
  const rows = variantCombinations(specs).map((options) => {
    const kept = byOptions.get(options.join('\u0000'));
    if (kept) return kept;
    const code = [prefix.replace(/[^A-Za-z0-9_\-.#/]+/g, ''), ...options.map(part)].filter(Boolean).join('-');
    return emptySku({ options, sku: code });
  });
  const combos = form.skus.filter((r) => r.components.length > 0 && !rows.includes(r));
  return [...rows, ...combos];
}

const intOrText = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v.trim()));

/** The form → the mutation input (and the object the shared rules check). Empty numbers mean "not given". */
export function toInput(form: ProductForm): ProductInput {
  const specs = form.specifications.map((s) => ({ name: s.name, options: optionsOf(s.optionsText) }));
  const input: ProductInput = {
    spu: form.spu,
    name: form.name,
    nameEn: form.nameEn,
    category: form.category,
    developerId: form.developerId,
    platforms: form.platforms,
    mainImage: form.mainImage,
    images: form.images,
    weight: intOrText(form.weight),
    length: intOrText(form.length),
    width: intOrText(form.width),
    height: intOrText(form.height),
    declareNameZh: form.declareNameZh,
    declareNameEn: form.declareNameEn,
    declareValue: form.declareValue.trim() || undefined,
    hsCode: form.hsCode,
    infringementInfo: form.infringementInfo,
    supplierLinks: splitSupplierLinks(form.supplierLinksText),
    remark: form.remark,
    specifications: specs,
    skus: form.skus.map((r) => ({
      id: r.id ?? undefined,
      sku: r.sku,
      ean: r.ean,
      barcode: r.barcode,
      options: r.options,
      price: r.price.trim() || undefined,
      purchasePrice: r.purchasePrice.trim() || undefined,
      weight: intOrText(r.weight),
      stock: r.id == null ? intOrText(r.stock) : undefined,
      image: r.image,
      components: r.components.map((c) => ({ sku: c.sku, quantity: Number(c.quantity.trim() || NaN) })),
    })),
    openingWarehouseId: form.openingWarehouseId,
  };
  return input;
}

/** A rule error: message id and params, translated when shown. */
export interface RuleError {
  id: string;
  params?: Record<string, unknown>;
}
export type FormErrors = Record<string, RuleError | { text: string }>;

/**
 * Checks the form with the shared rules (the server runs the same ones) plus the opening stock:
 * errors by path. Empty when the form can be sent.
 */
export function checkForm(form: ProductForm): FormErrors {
  const input = toInput(form);
  const errors: FormErrors = {};
  const add = (path: string, e: RuleError) => {
    if (!errors[path]) errors[path] = e;
  };
  // like the server: an element of a list of values (images.3, supplierLinks.1) reports on the list
  const pathOf = (path: string) => path.replace(/(\.\d+)+$/, '');
  const result = productInput.safeParse(input);
  if (!result.success) for (const issue of toFormIssues(result.error)) add(pathOf(issue.path || issue.field), { id: issue.messageId, params: issue.params });
  const opening = openingStockInput.safeParse(input);
  if (!opening.success) for (const issue of toFormIssues(opening.error)) add(issue.path, { id: issue.messageId, params: issue.params });
  if (form.skus.some((r) => r.id == null && Number(r.stock) > 0) && !form.openingWarehouseId)
    add('openingWarehouseId', { id: 'catalog.openingWarehouseRequired' });
  form.skus.forEach((r, i) => {
    if (r.components.length && Number(r.stock) > 0) add(`skus.${i}.stock`, { id: 'catalog.comboNoStock' });
    r.components.forEach((c, j) => {
      if (codeKey(c.sku) === codeKey(r.sku)) add(`skus.${i}.components.${j}.sku`, { id: 'catalog.componentSelf' });
    });
  });
  return errors;
}

/** Server field errors (`{ field, message }`, already translated) → form errors by path. */
export function serverErrors(fieldErrors: readonly { field: string; message: string }[]): FormErrors {
  const out: FormErrors = {};
  for (const e of fieldErrors) if (!out[e.field]) out[e.field] = { text: e.message };
  return out;
}

/** Errors that belong to a SKU row (its cells and components), for the row's marker. */
export function rowHasError(errors: FormErrors, index: number): boolean {
  return Object.keys(errors).some((k) => k.startsWith(`skus.${index}.`));
}

export { CATALOG_LIMITS };
