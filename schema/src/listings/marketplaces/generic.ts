// The marketplaces without a file of their own (their connectors come later): the generic
// definition (spec 02 §5 and §9 numbers) on their sites, plus every marketplace-specific number the
// spec names for them: Cdiscount, MediaMarkt, Wish.
import type { PlatformName } from '../../constants';
import { CODE_PATTERN, EAN13_PATTERN, defineMarketplace, megabytes, type ListingSite, type MarketplaceDefinition } from '../definition';

const eur = (...codes: string[]): ListingSite[] => codes.map((code) => ({ code, currency: 'EUR' }));

/** Sites of the generic marketplaces and their currencies. */
export const GENERIC_SITES = {
  otto: eur('DE'),
  real: eur('DE'),
  wish: [{ code: 'US', currency: 'USD' }],
  shopify: [{ code: 'US', currency: 'USD' }, ...eur('DE'), { code: 'UK', currency: 'GBP' }],
  wayfair: [{ code: 'US', currency: 'USD' }, { code: 'UK', currency: 'GBP' }, ...eur('DE')],
  tradebyte: eur('DE', 'AT'),
  cdiscount: eur('FR'),
  fruugo: [{ code: 'UK', currency: 'GBP' }, ...eur('DE', 'FR'), { code: 'US', currency: 'USD' }],
  lazada: [
    { code: 'MY', currency: 'MYR' },
    { code: 'SG', currency: 'SGD' },
    { code: 'TH', currency: 'THB' },
    { code: 'PH', currency: 'PHP' },
    { code: 'VN', currency: 'VND' },
    { code: 'ID', currency: 'IDR' },
  ],
  fnac: eur('FR'),
  emag: [
    { code: 'RO', currency: 'RON' },
    { code: 'BG', currency: 'BGN' },
    { code: 'HU', currency: 'HUF' },
  ],
  walmart: [{ code: 'US', currency: 'USD' }],
  coupang: [{ code: 'KR', currency: 'KRW' }],
  fyndiq: [{ code: 'SE', currency: 'SEK' }],
  mediamarket: eur('DE'),
  factory: [{ code: 'CN', currency: 'CNY' }],
  aliExpress: [{ code: 'US', currency: 'USD' }],
  joom: [{ code: 'US', currency: 'USD' }],
  mercado: [
    { code: 'MX', currency: 'MXN' },
    { code: 'BR', currency: 'BRL' },
    { code: 'CL', currency: 'CLP' },
    { code: 'CO', currency: 'COP' },
  ],
  vinted: eur('FR', 'DE'),
  leroyMerlin: eur('FR', 'ES', 'IT'),
  hood: eur('DE'),
  conforama: eur('FR'),
  worten: eur('PT', 'ES'),
  shein: [{ code: 'US', currency: 'USD' }, ...eur('DE')],
  sheinAgency: [{ code: 'US', currency: 'USD' }, ...eur('DE')],
  bol: eur('NL', 'BE'),
  aliExpressOverseaJit: [{ code: 'US', currency: 'USD' }],
  darty: eur('FR'),
} satisfies Partial<Record<PlatformName, ListingSite[]>>;

export type GenericMarketplace = keyof typeof GENERIC_SITES;

/** What differs from the generic definition on the marketplaces the spec names numbers for. */
const DIFFERS: Partial<Record<GenericMarketplace, (base: MarketplaceDefinition) => Partial<MarketplaceDefinition>>> = {
  // Description at most 2000 characters; packing unit required; at least one logistics method;
  // payment and shipping fields required (a shipping option carries its cost).
  cdiscount: () => ({
    description: { min: 5, max: 2000 },
    shipping: { minOptions: 1, uniqueServices: false, internationalNeedsCountry: false },
    attributes: [{ name: 'packingUnit', type: 'int', required: true, min: 1, max: 10_000 }],
  }),
  // EAN exactly 13 digits (the listing's and each variation's: every variation is an offer of
  // its own); codes only letters, numbers, underscore and hyphen; documents PDF only.
  mediamarket: () => ({
    attributes: [
      { name: 'ean', type: 'text', required: true, pattern: EAN13_PATTERN, patternMessage: 'listing.ean13' },
      { name: 'document', type: 'url', required: false, pattern: /\.pdf$/i, patternMessage: 'listing.pdfOnly' },
    ],
    skuPattern: { pattern: CODE_PATTERN, messageId: 'listing.codeCharacters' },
    variationEan: { pattern: EAN13_PATTERN, messageId: 'listing.ean13', required: true },
  }),
  // Local video upload up to 50 MB.
  wish: (base) => ({ video: { ...base.video!, maxBytes: megabytes(50) } }),
};

export const GENERIC_LISTINGS = Object.fromEntries(
  (Object.entries(GENERIC_SITES) as [GenericMarketplace, ListingSite[]][]).map(([m, sites]) => [m, defineMarketplace(m, sites, DIFFERS[m])]),
) as Record<GenericMarketplace, MarketplaceDefinition>;
