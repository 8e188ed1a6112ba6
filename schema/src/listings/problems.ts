// One pure check of a listing against its marketplace's definition (spec 02 §5 'Listing'): every
// broken rule as a field-named problem with its message id, so the form marks the field and the
// server refuses with the same list (nothing is written while there is one).
import { z } from 'zod';
import type { FieldIssue } from '../rules/validation';
import type { AttributeDefinition, ImageRules, MarketplaceDefinition } from './definition';
import { LISTING_LIMITS } from './definition';

export interface ListingImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}
export interface ListingVideo {
  url: string;
  seconds: number;
  bytes: number;
  /** The shorter side in pixels (1080 for 1080p). */
  height: number;
}
export interface ListingShippingOption {
  service: string;
  international: boolean;
  cost: string;
  additionalCost: string;
  /** Destination countries (ISO 3166-1 alpha-2) of an international option. */
  countries: string[];
}
export interface ListingVariationContent {
  skuId?: number | null;
  sellerSku: string;
  ean: string;
  barcode: string;
  /** Variation attribute → value, one per name of the listing's variationAttributes. */
  attributes: Record<string, string>;
  price: string;
  quantity: number;
  images: ListingImage[];
}
/** What a seller fills in for a listing (spec 02 §3 'Listing fields'); checked by listingProblems. */
export interface ListingContent {
  site: string;
  currency: string;
  category: string;
  sellerSku: string;
  title: string;
  subtitle: string;
  description: string;
  price: string;
  quantity: number;
  taxRate: string;
  minPrice: string | null;
  maxPrice: string | null;
  handlingDaysMin: number | null;
  handlingDaysMax: number | null;
  images: ListingImage[];
  video: ListingVideo | null;
  keywords: string[];
  labels: string[];
  shippingPolicy: string;
  returnPolicy: string;
  shippingOptions: ListingShippingOption[];
  attributes: Record<string, unknown>;
  variationAttributes: string[];
  variations: ListingVariationContent[];
}

// ---- the input's shape (types and formats; the marketplace's rules are listingProblems) ----------

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const money = z.string({ error: 'listing.priceInvalid' }).trim().regex(MONEY, { error: 'listing.priceInvalid' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const count = z.number({ error: 'listing.quantityInteger' }).int({ error: 'listing.quantityInteger' }).min(0, { error: 'listing.quantityInteger' });
const size = z.number({ error: 'listing.mediaSize' }).int({ error: 'listing.mediaSize' }).min(0, { error: 'listing.mediaSize' });
const image = z.object({ url: z.string().trim().min(1, { error: 'validation.required' }).max(1000), width: size, height: size, bytes: size });

export const listingContentInput = z.object({
  site: z.string().trim().min(1, { error: 'listing.siteRequired' }).max(20),
  currency: z.string().trim().toUpperCase().max(3).default(''),
  category: text(200),
  sellerSku: text(100),
  title: text(1000),
  subtitle: text(1000),
  description: z.string().max(100_000, { error: 'validation.tooLong' }).default(''),
  price: money,
  quantity: count.default(0),
  taxRate: z.string().trim().regex(MONEY, { error: 'listing.taxRate' }).default('0'),
  minPrice: money.nullish().transform((v) => v ?? null),
  maxPrice: money.nullish().transform((v) => v ?? null),
  handlingDaysMin: count.nullish().transform((v) => v ?? null),
  handlingDaysMax: count.nullish().transform((v) => v ?? null),
  images: z.array(image).max(200).default([]),
  video: z
    .object({ url: z.string().trim().min(1).max(1000), seconds: z.number({ error: 'listing.mediaSize' }).min(0), bytes: size, height: size })
    .nullish()
    .transform((v) => v ?? null),
  keywords: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  labels: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  shippingPolicy: text(200),
  returnPolicy: text(200),
  shippingOptions: z
    .array(
      z.object({
        service: z.string().trim().min(1, { error: 'validation.required' }).max(100),
        international: z.boolean().default(false),
        cost: money,
        additionalCost: money.default('0'),
        countries: z
          .array(z.string().trim().toUpperCase().length(2, { error: 'listing.countryCode' }))
          .max(300)
          .default([]),
      }),
    )
    .max(50)
    .default([]),
  attributes: z.record(z.string().max(100), z.unknown()).default({}),
  variationAttributes: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  variations: z
    .array(
      z.object({
        skuId: z.number().int().positive().nullish(),
        sellerSku: text(100),
        ean: text(20),
        barcode: text(50),
        attributes: z.record(z.string().max(50), z.string().trim().max(100)).default({}),
        price: money,
        quantity: count.default(0),
        images: z.array(image).max(50).default([]),
      }),
    )
    .max(500)
    .default([]),
}) satisfies z.ZodType<ListingContent, unknown>;

// ---- the marketplace's rules ---------------------------------------------------------------------

const HAN = /\p{Script=Han}/u;
const fileName = (url: string) => decodeURIComponent((url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '');
const extension = (url: string) => (fileName(url).split('.').pop() ?? '').toLowerCase();
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Whether width:height is one of the ratios ("3:4": width / height = 0.75, within 1 %). */
export function ratioAllowed(width: number, height: number, ratios: readonly string[] | null): boolean {
  if (!ratios) return true;
  if (!width || !height) return false;
  return ratios.some((r) => {
    const [w = 0, h = 1] = r.split(':').map(Number);
    return Math.abs(width / height - w / h) <= (w / h) * 0.01;
  });
}

type Problem = FieldIssue;
const problem = (field: string, messageId: string, params: Record<string, unknown> = {}): Problem => ({ field, messageId, params });

function imageProblems(field: string, img: ListingImage, rules: ImageRules): Problem[] {
  const out: Problem[] = [];
  if (!(rules.formats as readonly string[]).includes(extension(img.url)))
    out.push(problem(field, 'listing.imageFormat', { formats: rules.formats.join(', ').toUpperCase() }));
  if (HAN.test(fileName(img.url))) out.push(problem(field, 'listing.imageName'));
  if (img.bytes > rules.maxBytes) out.push(problem(field, 'listing.imageFileSize', { max: mb(rules.maxBytes) }));
  if (Math.min(img.width, img.height) < rules.minSide) out.push(problem(field, 'listing.imageTooSmall', { min: rules.minSide }));
  if (Math.max(img.width, img.height) > rules.maxSide) out.push(problem(field, 'listing.imageTooLarge', { max: rules.maxSide }));
  else if (!ratioAllowed(img.width, img.height, rules.ratios)) out.push(problem(field, 'listing.imageRatio', { ratios: (rules.ratios ?? []).join(', ') }));
  return out;
}

/** The first index at which a value repeats an earlier one (case-insensitive), or -1. */
function repeatAt(values: readonly string[]): number {
  const seen = new Set<string>();
  for (const [i, v] of values.entries()) {
    const key = v.trim().toLowerCase();
    if (!key) continue;
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

function attributeProblems(def: AttributeDefinition, value: unknown): Problem[] {
  const field = `attributes.${def.name}`;
  const name = `listing.attribute.${def.name}`;
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty) return def.required ? [problem(field, 'listing.attributeRequired', { name })] : [];
  if (def.type === 'int') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
    const [min, max] = [def.min ?? 0, def.max ?? Number.MAX_SAFE_INTEGER];
    return Number.isInteger(n) && n >= min && n <= max ? [] : [problem(field, 'listing.attributeRange', { name, min, max })];
  }
  if (typeof value !== 'string') return [problem(field, 'listing.attributeFormat', { name })];
  if (def.type === 'select' && !def.options?.includes(value))
    return [problem(field, 'listing.attributeOption', { name, options: def.options?.join(', ') ?? '' })];
  if (def.maxLength && value.trim().length > def.maxLength) return [problem(field, 'listing.attributeTooLong', { name, max: def.maxLength })];
  if (def.pattern && !def.pattern.test(value.trim())) return [problem(field, def.patternMessage ?? 'listing.attributeFormat', { name })];
  return [];
}

/**
 * Every rule of the marketplace the listing breaks, as field-named problems (empty: the listing may
 * be saved and published). Fields are paths of the input: `title`, `images.2`, `video.seconds`,
 * `attributes.leadTime`, `variations.1.attributes`, `variations.1.ean`, `variations.1.images.0`,
 * `shippingOptions.0.countries`.
 */
export function listingProblems(def: MarketplaceDefinition, l: ListingContent): FieldIssue[] {
  const out: Problem[] = [];
  const add = (field: string, messageId: string, params: Record<string, unknown> = {}) => out.push(problem(field, messageId, params));

  // site and currency
  const site = def.sites.find((s) => s.code === l.site);
  if (!site) add('site', 'listing.siteUnknown', { site: l.site, sites: def.sites.map((s) => s.code).join(', ') });
  else if (l.currency && l.currency !== site.currency) add('currency', 'listing.currencyOfSite', { currency: site.currency, site: site.code });
  if (!l.category.trim()) add('category', 'listing.categoryRequired');

  // texts
  const title = l.title.trim();
  if (!title) add('title', 'listing.titleRequired');
  else if (title.length > def.title.max) add('title', 'listing.titleTooLong', { max: def.title.max });
  if (l.subtitle.trim()) {
    if (!def.subtitle) add('subtitle', 'listing.subtitleNotSupported');
    else if (l.subtitle.trim().length > def.subtitle.max) add('subtitle', 'listing.subtitleTooLong', { max: def.subtitle.max });
  }
  const description = l.description.trim().length;
  if (description < def.description.min || description > def.description.max) add('description', 'listing.descriptionLength', def.description);
  if (l.keywords.length > def.keywords.max) add('keywords', 'listing.keywordsCount', { max: def.keywords.max });
  else if (repeatAt(l.keywords) >= 0) add('keywords', 'listing.repeated');
  if (l.labels.length && (l.labels.length < def.labels.min || l.labels.length > def.labels.max)) add('labels', 'listing.labelsCount', def.labels);
  else if (repeatAt(l.labels) >= 0) add('labels', 'listing.repeated');

  // price, quantity, tax, shipping days
  if (cents(l.price) <= 0) add('price', 'listing.pricePositive');
  if (!l.variations.length && l.quantity < 1 && !def.zeroMeansUnchanged.includes('quantity')) add('quantity', 'listing.quantityPositive');
  if (Number(l.taxRate) > 100) add('taxRate', 'listing.taxRate');
  if (l.minPrice !== null && l.maxPrice !== null && cents(l.maxPrice) <= cents(l.minPrice)) add('maxPrice', 'listing.priceRange');
  if (l.handlingDaysMin !== null && l.handlingDaysMax !== null && l.handlingDaysMax < l.handlingDaysMin) add('handlingDaysMax', 'listing.shippingDays');

  // SKU codes
  if (!l.variations.length && !l.sellerSku) add('sellerSku', 'listing.skuRequired');
  if (def.skuPattern && l.sellerSku && !def.skuPattern.pattern.test(l.sellerSku)) add('sellerSku', def.skuPattern.messageId);

  // images and video
  if (l.images.length < def.images.min || l.images.length > def.images.max) add('images', 'listing.imagesCount', { min: def.images.min, max: def.images.max });
  l.images.forEach((img, i) => out.push(...imageProblems(`images.${i}`, img, def.images)));
  const repeatedImage = repeatAt(l.images.map((i) => i.url));
  if (repeatedImage >= 0) add(`images.${repeatedImage}`, 'listing.imageRepeated');
  // each video problem names the part that is wrong; `video` alone: the marketplace takes none
  if (l.video) {
    const v = def.video;
    if (!v) add('video', 'listing.videoNotSupported');
    else {
      if (!(v.formats as readonly string[]).includes(extension(l.video.url)))
        add('video.url', 'listing.videoFormat', { formats: v.formats.join(', ').toUpperCase() });
      if (l.video.seconds > v.maxSeconds) add('video.seconds', 'listing.videoTooLong', { max: v.maxSeconds });
      if (l.video.bytes > v.maxBytes) add('video.bytes', 'listing.videoFileSize', { max: mb(v.maxBytes) });
      if (v.maxHeight !== null && l.video.height > v.maxHeight) add('video.height', 'listing.videoResolution', { max: v.maxHeight });
    }
  }

  // shipping options
  if (l.shippingOptions.length < def.shipping.minOptions) add('shippingOptions', 'listing.shippingRequired', { min: def.shipping.minOptions });
  const seenService = new Set<string>();
  l.shippingOptions.forEach((o, i) => {
    if (cents(o.additionalCost) > cents(o.cost)) add(`shippingOptions.${i}.additionalCost`, 'listing.additionalCost');
    const key = `${o.international}|${o.service.trim().toLowerCase()}`;
    if (def.shipping.uniqueServices && seenService.has(key)) add(`shippingOptions.${i}.service`, 'listing.shippingRepeated');
    seenService.add(key);
    if (def.shipping.internationalNeedsCountry && o.international && !o.countries.length) add(`shippingOptions.${i}.countries`, 'listing.shippingCountry');
  });

  // marketplace attributes
  for (const a of def.attributes) out.push(...attributeProblems(a, l.attributes[a.name]));
  const own = Object.keys(l.attributes).filter((k) => !def.attributes.some((a) => a.name === k));
  if (own.length > LISTING_LIMITS.customAttributes) add('attributes', 'listing.attributesTooMany', { max: LISTING_LIMITS.customAttributes });

  // variations: at most two attributes, distinct mappings, no repeated SKU / EAN / barcode
  const names = l.variationAttributes;
  if (names.length > def.variations.maxAttributes) add('variationAttributes', 'listing.variantAttributes', { max: def.variations.maxAttributes });
  else if (repeatAt(names) >= 0) add('variationAttributes', 'listing.repeated');
  if (l.variations.length && !names.length) add('variationAttributes', 'listing.variantAttributesRequired');
  if (l.variations.length > def.variations.maxVariations) add('variations', 'listing.variantsCount', { max: def.variations.maxVariations });
  const mappings = new Set<string>();
  const codes = { sellerSku: [l.sellerSku], ean: [] as string[], barcode: [] as string[] };
  l.variations.forEach((v, i) => {
    const at = `variations.${i}`;
    const keys = Object.keys(v.attributes);
    if (names.length && (keys.length !== names.length || !names.every((n) => v.attributes[n]?.trim())))
      add(`${at}.attributes`, 'listing.variantAttributesMismatch');
    const mapping = names.map((n) => (v.attributes[n] ?? '').trim().toLowerCase()).join('\u0000');
    if (names.length && mappings.has(mapping)) add(`${at}.attributes`, 'listing.variantMappingSame');
    mappings.add(mapping);
    if (!v.sellerSku) add(`${at}.sellerSku`, 'listing.skuRequired');
    else if (def.skuPattern && !def.skuPattern.pattern.test(v.sellerSku)) add(`${at}.sellerSku`, def.skuPattern.messageId);
    const ean = def.variationEan;
    if (!v.ean) {
      if (ean.required) add(`${at}.ean`, 'listing.eanRequired');
    } else if (!ean.pattern.test(v.ean)) add(`${at}.ean`, ean.messageId);
    for (const [key, messageId] of [
      ['sellerSku', 'listing.skuRepeated'],
      ['ean', 'listing.eanRepeated'],
      ['barcode', 'listing.barcodeRepeated'],
    ] as const) {
      if (v[key] && codes[key].some((c) => c.toLowerCase() === v[key].toLowerCase())) add(`${at}.${key}`, messageId);
      codes[key].push(v[key]);
    }
    if (cents(v.price) <= 0) add(`${at}.price`, 'listing.pricePositive');
    // a variation's images: its own count, then each image by the listing's image rules
    const per = def.images.perVariation;
    if (v.images.length && (v.images.length < per.min || v.images.length > per.max)) add(`${at}.images`, 'listing.variantImages', per);
    v.images.forEach((img, j) => out.push(...imageProblems(`${at}.images.${j}`, img, def.images)));
    const repeatedVariationImage = repeatAt(v.images.map((i) => i.url));
    if (repeatedVariationImage >= 0) add(`${at}.images.${repeatedVariationImage}`, 'listing.imageRepeated');
  });
  return out;
}

/** Shops chosen together for one listing run must be of one site ("You can only select stores under the same site"). */
export function sameSiteProblems(shops: readonly { site: string }[]): FieldIssue[] {
  return new Set(shops.map((s) => s.site)).size > 1 ? [problem('shopIds', 'listing.sameSite')] : [];
}
