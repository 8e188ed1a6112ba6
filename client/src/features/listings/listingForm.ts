/**
 * The listing form's values ↔ the API input, checked by the same definition the server checks
 * with (`listingContentInput` + `listingProblems` of @erp/schema): a rule broken in the form shows
 * on its field before anything is sent, and the server's answer for the rest lands there too.
 */
import { listingContentInput, listingProblems, type MarketplaceDefinition } from '@erp/schema';
import { z } from 'zod';
import type { ListingContentInput, ListingInput } from '../../api/generated/types';
import type { ListingRow } from './hooks';

/**
 * An image row as typed (numbers as text): the listing's images and each variation's. `bytes` is
 * the loaded size, sent as it was until the KB field is edited (KB as text would round it).
 */
export interface ImageDraft {
  key: number;
  url: string;
  width: string;
  height: string;
  kb: string;
  bytes: number | null;
}

/** A shipping option row as typed. */
export interface ShippingDraft {
  key: number;
  service: string;
  cost: string;
  additionalCost: string;
  international: boolean;
  countries: string;
}

/**
 * A variation row as typed: its value of each variation attribute by position (`values[i]` belongs
 * to `variationAttributes[i]`, so renaming an attribute keeps the values), numbers as text, its
 * images as rows like the listing's.
 */
export interface VariationDraft {
  key: number;
  skuId: number | null;
  sellerSku: string;
  values: string[];
  price: string;
  quantity: string;
  ean: string;
  barcode: string;
  images: ImageDraft[];
}

/**
 * The video as typed: its size in MB; `bytes` is the loaded size, sent as it was until the MB
 * field is edited (MB as text would round it).
 */
export interface VideoDraft {
  url: string;
  seconds: string;
  mb: string;
  height: string;
  bytes: number | null;
}

/** What the form keeps beside its text fields: rows, the attribute values, variations and video. */
export interface ListingExtras {
  images: ImageDraft[];
  shipping: ShippingDraft[];
  attributes: Record<string, string>;
  /** The variation attribute names as typed (blank ones are left out). */
  variationAttributes: string[];
  variations: VariationDraft[];
  video: VideoDraft;
}

export interface ListingValues extends Record<string, unknown> {
  shopId: string;
  site: string;
  category: string;
  skuId: string;
  sellerSku: string;
  title: string;
  subtitle: string;
  description: string;
  price: string;
  quantity: string;
  taxRate: string;
  keywords: string;
  labels: string;
  shippingPolicy: string;
  returnPolicy: string;
}

let nextKey = 1;
export const rowKey = () => nextKey++;
export const blankImage = (): ImageDraft => ({ key: rowKey(), url: '', width: '', height: '', kb: '', bytes: null });
export const blankShipping = (): ShippingDraft => ({ key: rowKey(), service: '', cost: '', additionalCost: '', international: false, countries: '' });
export const blankVariation = (over: Partial<Omit<VariationDraft, 'key'>> = {}): VariationDraft => ({
  key: rowKey(),
  skuId: null,
  sellerSku: '',
  values: [],
  price: '',
  quantity: '0',
  ean: '',
  barcode: '',
  images: [],
  ...over,
});
export const blankVideo = (): VideoDraft => ({ url: '', seconds: '', mb: '', height: '', bytes: null });
/** Whether anything of the video is filled in (an empty one is no video). */
export const hasVideo = (v: VideoDraft) => [v.url, v.seconds, v.mb, v.height].some((x) => x.trim() !== '');

const MB = 1024 * 1024;

const list = (text: string) =>
  text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A number as typed, with a decimal comma too. */
const decimal = (text: string) => whole(text.replace(',', '.'));
const asArray = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
/** A scalar of a JSON value as text ('' for anything else). */
const textOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The form's first values: a listing being edited, or a blank one on the marketplace's first site. */
export function initialValues(def: MarketplaceDefinition, listing: ListingRow | undefined, shopId: string): ListingValues {
  return {
    shopId: listing ? String(listing.shopId) : shopId,
    site: listing?.site ?? def.sites[0]?.code ?? '',
    category: listing?.category ?? '',
    skuId: listing?.skuId ? String(listing.skuId) : '',
    sellerSku: listing?.sellerSku ?? '',
    title: listing?.title ?? '',
    subtitle: listing?.subtitle ?? '',
    description: listing?.description ?? '',
    price: listing?.price ?? '',
    quantity: listing ? String(listing.quantity) : '0',
    taxRate: listing?.taxRate ?? '0',
    keywords: listing?.keywords.join(', ') ?? '',
    labels: listing?.labels.join(', ') ?? '',
    shippingPolicy: listing?.shippingPolicy ?? '',
    returnPolicy: listing?.returnPolicy ?? '',
  };
}

/** Stored images (JSON) → rows. */
function imageDrafts(value: unknown): ImageDraft[] {
  return asArray(value).map((i) => {
    const bytes = typeof i.bytes === 'number' ? i.bytes : null;
    return {
      key: rowKey(),
      url: textOf(i.url),
      width: textOf(i.width),
      height: textOf(i.height),
      kb: bytes === null ? '' : String(Math.round(bytes / 1024)),
      bytes,
    };
  });
}

/** Image rows → what `listingContentInput` parses (rows left all blank are no image). */
function rawImages(rows: readonly ImageDraft[]) {
  return rows
    .filter((i) => i.url.trim() !== '' || i.width || i.height || i.kb)
    .map((i) => ({ url: i.url.trim(), width: whole(i.width), height: whole(i.height), bytes: i.bytes ?? Math.round(whole(i.kb) * 1024) }));
}

export function initialExtras(listing: ListingRow | undefined): ListingExtras {
  const images = imageDrafts(listing?.images);
  const shipping = asArray(listing?.shippingOptions).map((o) => ({
    key: rowKey(),
    service: textOf(o.service),
    cost: textOf(o.cost),
    additionalCost: textOf(o.additionalCost),
    international: o.international === true,
    countries: Array.isArray(o.countries) ? o.countries.join(', ') : '',
  }));
  const attributes = Object.fromEntries(Object.entries(asRecord(listing?.attributes)).map(([k, v]) => [k, textOf(v)]));
  const variationAttributes = [...(listing?.variationAttributes ?? [])];
  const variations = (listing?.variations ?? []).map((v) => {
    const values = asRecord(v.attributes);
    return blankVariation({
      skuId: v.skuId ?? null,
      sellerSku: v.sellerSku,
      values: variationAttributes.map((name) => textOf(values[name])),
      price: v.price,
      quantity: String(v.quantity),
      ean: v.ean,
      barcode: v.barcode,
      images: imageDrafts(v.images),
    });
  });
  const video = asRecord(listing?.video);
  const bytes = typeof video.bytes === 'number' ? video.bytes : null;
  return {
    images: images.length ? images : [blankImage()],
    shipping,
    attributes,
    variationAttributes,
    variations,
    video: listing?.video
      ? {
          url: textOf(video.url),
          seconds: textOf(video.seconds),
          mb: bytes === null ? '' : String(Math.round((bytes / MB) * 100) / 100),
          height: textOf(video.height),
          bytes,
        }
      : blankVideo(),
  };
}

/** The video as `listingContentInput` parses it: null when nothing is filled in. */
function rawVideo(v: VideoDraft) {
  if (!hasVideo(v)) return null;
  return {
    // a blank address is "required", not "format"
    url: v.url.trim() || undefined,
    seconds: decimal(v.seconds),
    bytes: v.bytes ?? Math.round(decimal(v.mb) * MB),
    height: whole(v.height),
  };
}

/** The variation attribute names and rows as `listingContentInput` parses them. */
function rawVariations(extras: ListingExtras) {
  const names = extras.variationAttributes.map((n) => n.trim());
  const named = names.flatMap((name, i) => (name ? [{ name, i }] : []));
  return {
    variationAttributes: named.map((n) => n.name),
    variations: extras.variations.map((v) => ({
      skuId: v.skuId,
      sellerSku: v.sellerSku.trim(),
      ean: v.ean.trim(),
      barcode: v.barcode.trim(),
      // a blank value is left out: the definition's rule says every attribute needs one
      attributes: Object.fromEntries(named.filter((n) => (v.values[n.i] ?? '').trim() !== '').map((n) => [n.name, v.values[n.i]!.trim()])),
      price: v.price.trim(),
      quantity: whole(v.quantity),
      images: rawImages(v.images),
    })),
  };
}

/** Attribute names whose values are whole numbers (the definition's and the category's). */
export type IntAttributes = ReadonlySet<string>;

/** Values + rows → what `listingContentInput` parses (plus the shop and SKU of a new listing). */
export function rawListing(def: MarketplaceDefinition, values: ListingValues, extras: ListingExtras, ints: IntAttributes, listing?: ListingRow) {
  const site = def.sites.find((s) => s.code === values.site);
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(extras.attributes)) {
    if (value.trim() === '') continue;
    attributes[name] = ints.has(name) ? whole(value) : value.trim();
  }
  return {
    shopId: values.shopId ? Number(values.shopId) : undefined,
    skuId: values.skuId ? Number(values.skuId) : null,
    site: values.site,
    currency: site?.currency ?? '',
    category: values.category,
    sellerSku: values.sellerSku,
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    price: values.price.trim(),
    quantity: whole(values.quantity),
    taxRate: values.taxRate.trim() || '0',
    minPrice: listing?.minPrice ?? null,
    maxPrice: listing?.maxPrice ?? null,
    handlingDaysMin: listing?.handlingDaysMin ?? null,
    handlingDaysMax: listing?.handlingDaysMax ?? null,
    images: rawImages(extras.images),
    video: rawVideo(extras.video),
    keywords: list(values.keywords),
    labels: list(values.labels),
    shippingPolicy: values.shippingPolicy,
    returnPolicy: values.returnPolicy,
    shippingOptions: extras.shipping.map((o) => ({
      service: o.service.trim(),
      international: o.international,
      cost: o.cost.trim(),
      additionalCost: o.additionalCost.trim() || '0',
      countries: list(o.countries),
    })),
    attributes,
    ...rawVariations(extras),
  };
}

/** The form's schema for one marketplace: the input's shape, then every rule of its definition. */
export function listingSchema(def: MarketplaceDefinition) {
  return listingContentInput
    .extend({
      shopId: z.number({ error: 'form.required' }).int().positive({ error: 'form.required' }),
      skuId: z.number().int().positive().nullish(),
    })
    .superRefine((content, ctx) => {
      for (const p of listingProblems(def, content)) ctx.addIssue({ code: 'custom', path: p.field.split('.'), message: p.messageId, params: p.params });
    });
}

export type ListingFormOutput = z.output<ReturnType<typeof listingSchema>>;

/** The checked form → the update input (a listing's shop does not change). */
export function contentInput(out: ListingFormOutput): ListingContentInput {
  const { shopId: _shop, ...content } = out;
  return { ...content, skuId: content.skuId ?? null };
}

/** The checked form → the create input. */
export function createInput(out: ListingFormOutput): ListingInput {
  return { ...contentInput(out), shopId: out.shopId };
}
