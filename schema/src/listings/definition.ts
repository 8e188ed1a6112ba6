// What a marketplace accepts in a listing, as data (issue 19 point 2): the create / edit form is
// rendered from a definition and the server validates with the same one (listingProblems). One
// file per marketplace with its own rules (marketplaces/*.ts); the others use the generic
// definition with the numbers spec 02 §5 'Listing' and §9 give them. Adding a marketplace is
// adding a definition plus its connector calls.
import { PLATFORM_TYPES, type PlatformName } from '../constants';
import { BARCODE_PATTERN } from '../rules/form';

export type ImageFormat = 'jpg' | 'jpeg' | 'png';
export type VideoFormat = 'mp4' | 'mov';

/** One selling site of a marketplace and the currency listings on it are priced in. */
export interface ListingSite {
  code: string;
  currency: string;
}

/** A marketplace-specific attribute (beyond the category's own, which the connector answers). */
export interface AttributeDefinition {
  name: string;
  /** text: free text; int: whole number in [min, max]; select: one of options; url: a link. */
  type: 'text' | 'int' | 'select' | 'url';
  required: boolean;
  min?: number;
  max?: number;
  /** text: the longest value. */
  maxLength?: number;
  options?: readonly string[];
  /** A value must match (text, url); `patternMessage` is its message id. */
  pattern?: RegExp;
  patternMessage?: string;
}

export interface ImageRules {
  /** At least (the main image is required: 1) and at most, per listing (per store). */
  min: number;
  max: number;
  formats: readonly ImageFormat[];
  maxBytes: number;
  /** Each side at least / at most this many pixels. */
  minSide: number;
  maxSide: number;
  /** Allowed width:height ratios ("1:1", "3:4", …); null: any. */
  ratios: readonly string[] | null;
  /** Images of one variation (SKU) when it has any. */
  perVariation: { min: number; max: number };
}

export interface VideoRules {
  formats: readonly VideoFormat[];
  maxBytes: number;
  maxSeconds: number;
  /** Highest resolution (the shorter side, 1080 for 1080p); null: any. */
  maxHeight: number | null;
}

export interface MarketplaceDefinition {
  marketplace: PlatformName;
  platformType: number;
  sites: readonly ListingSite[];
  /** Where the category tree comes from: the marketplace (connector call) or free text. */
  categorySource: 'marketplace' | 'text';
  title: { max: number };
  subtitle: { max: number } | null;
  description: { min: number; max: number };
  images: ImageRules;
  video: VideoRules | null;
  /** Variations: at most `maxAttributes` attributes (spec: two) and `maxVariations` rows. */
  variations: { maxAttributes: number; maxVariations: number };
  /** Labels: none, or min to max; keywords: at most max. No repeats in either. */
  labels: { min: number; max: number };
  keywords: { max: number };
  shipping: {
    /** Logistics methods a listing needs at least (Cdiscount: 1). */
    minOptions: number;
    /** No two domestic (or two international) options with the same service (eBay). */
    uniqueServices: boolean;
    /** An international option names its destination countries (eBay). */
    internationalNeedsCountry: boolean;
  };
  /** Marketplace-specific attributes, validated in `attributes`. */
  attributes: readonly AttributeDefinition[];
  /** The listing's own seller SKU (and variation SKUs) must match, with its message id. */
  skuPattern: { pattern: RegExp; messageId: string } | null;
  /**
   * A variation's EAN: the pattern a given one matches, with its message id (the base: EAN-8,
   * UPC-A, EAN-13 or GTIN-14, as in the product library), and whether every variation needs one.
   */
  variationEan: { pattern: RegExp; messageId: string; required: boolean };
  /** Fields where 0 means "the platform does not update that parameter" on publish and revise. */
  zeroMeansUnchanged: readonly ('price' | 'quantity' | 'handlingDays')[];
}

/**
 * The listing numbers of spec 02 §5 'Listing' and §9 that hold on every marketplace unless its
 * definition says otherwise.
 */
export const LISTING_LIMITS = {
  /** Publish configuration: title at most 100, description 5 to 2000 characters. */
  titleMax: 100,
  descriptionMin: 5,
  descriptionMax: 2000,
  /** Per store at least 1 (the main image) and at most 20 images. */
  imagesMin: 1,
  imagesMax: 20,
  /** JPG/JPEG/PNG, at most 3 MB, sides 800 (minimum 800x800) to 2200 px. */
  imageFormats: ['jpg', 'jpeg', 'png'] as readonly ImageFormat[],
  imageMaxBytes: 3 * 1024 * 1024,
  imageMinSide: 800,
  imageMaxSide: 2200,
  imageRatios: ['1:1', '3:4', '4:5', '13:16'] as readonly string[],
  /** 3 to 8 images per SKU in one form. */
  variationImagesMin: 3,
  variationImagesMax: 8,
  /** Video: at most 30 s (recommended 9:16); the shell's upload takes mp4 up to 1000 MB (spec 01 §9). */
  videoMaxSeconds: 30,
  videoMaxBytes: 1000 * 1024 * 1024,
  /** Variant attributes 2; variants 5. */
  variantAttributes: 2,
  variants: 5,
  /** Labels 2 to 10; keywords up to 10. */
  labelsMin: 2,
  labelsMax: 10,
  keywordsMax: 10,
  /** Maximum 10 attributes of the seller's own (beyond the definition's). */
  customAttributes: 10,
  /** Free product images on one marketplace; each one more costs 0.09 euro. */
  freeImages: 20,
  extraImageFeeEur: '0.09',
  /** Colour block (variation swatch) 80x80 px. */
  colorBlockPx: 80,
} as const;

const MB = 1024 * 1024;
export const megabytes = (n: number) => n * MB;

/** Letters, digits, underscore and hyphen (MediaMarkt codes). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Exactly 13 digits (MediaMarkt EAN). */
export const EAN13_PATTERN = /^\d{13}$/;

/** The definition every marketplace starts from: spec 02 §5 and §9 numbers, no attributes of its own. */
export function baseDefinition(marketplace: PlatformName, sites: readonly ListingSite[]): MarketplaceDefinition {
  return {
    marketplace,
    platformType: PLATFORM_TYPES[marketplace],
    sites,
    categorySource: 'marketplace',
    title: { max: LISTING_LIMITS.titleMax },
    subtitle: null,
    description: { min: LISTING_LIMITS.descriptionMin, max: LISTING_LIMITS.descriptionMax },
    images: {
      min: LISTING_LIMITS.imagesMin,
      max: LISTING_LIMITS.imagesMax,
      formats: LISTING_LIMITS.imageFormats,
      maxBytes: LISTING_LIMITS.imageMaxBytes,
      minSide: LISTING_LIMITS.imageMinSide,
      maxSide: LISTING_LIMITS.imageMaxSide,
      ratios: LISTING_LIMITS.imageRatios,
      perVariation: { min: LISTING_LIMITS.variationImagesMin, max: LISTING_LIMITS.variationImagesMax },
    },
    video: { formats: ['mp4'], maxBytes: LISTING_LIMITS.videoMaxBytes, maxSeconds: LISTING_LIMITS.videoMaxSeconds, maxHeight: null },
    variations: { maxAttributes: LISTING_LIMITS.variantAttributes, maxVariations: LISTING_LIMITS.variants },
    labels: { min: LISTING_LIMITS.labelsMin, max: LISTING_LIMITS.labelsMax },
    keywords: { max: LISTING_LIMITS.keywordsMax },
    shipping: { minOptions: 0, uniqueServices: false, internationalNeedsCountry: false },
    attributes: [],
    skuPattern: null,
    variationEan: { pattern: BARCODE_PATTERN, messageId: 'listing.barcodeFormat', required: false },
    zeroMeansUnchanged: ['price', 'handlingDays'],
  };
}

/** A definition from the base with some parts replaced (each marketplace file states only what differs). */
export function defineMarketplace(
  marketplace: PlatformName,
  sites: readonly ListingSite[],
  differs: (base: MarketplaceDefinition) => Partial<MarketplaceDefinition> = () => ({}),
): MarketplaceDefinition {
  const base = baseDefinition(marketplace, sites);
  return { ...base, ...differs(base) };
}
