// Sell along (issue 19 point 5, /emagSellAlong): offer an existing marketplace product (eMAG's
// catalogue) under the seller's own SKU, price and stock, and follow the other sellers' price. These
// calls sit beside MarketplaceConnector (platform/connectors.ts) rather than in it: only a
// marketplace with a shared catalogue has them, so `sellAlongOf(connector)` answers null elsewhere.
// A real connector registers its calls with `registerSellAlong`; the sandbox's are below.
//
// The sandbox's documented, deterministic rules:
//   - the catalogue is SANDBOX_CATALOGUE on every site of every marketplace with sell-along (eMAG);
//     prices are the same figures in the site's currency;
//   - find: a code matches a product's EAN exactly or its part number case-insensitively (spaces
//     around ignored); a code of fewer than 3 characters finds nothing; the call passes the listing
//     market's gate (credential, rate limit: every 20th listing call of a shop is refused);
//   - create offer: an unknown product key → listing.sandbox.notFound; otherwise it is a publish on
//     the sandbox listing market (so its rules hold: duplicate seller SKU, idempotency key, ids
//     `SBX<platformType>-<shopId>-<n>`, and revise / end / fetch work on the offer afterwards) with
//     the product's name, category, attributes and image;
//   - competitor offers: the product's fixed `competitors` (other sellers; the caller's own offer is
//     never among them), passing the same gate.
import { PLATFORM_TYPES } from '@erp/schema';
import type { ListingCallInput, ListingCallResult, MarketplaceConnector } from '../../platform/connectors';

/** A product of the marketplace's shared catalogue that sellers can offer. */
export interface CatalogueProduct {
  productKey: string;
  name: string;
  brand: string;
  ean: string;
  partNumber: string;
  category: string;
  image: string;
  /** Offers by other sellers, cheapest first (money as 2-decimal strings in the site's currency). */
  competitors: { seller: string; price: string }[];
}

export interface SellAlongOfferInput extends ListingCallInput {
  productKey: string;
  sellerSku: string;
  site: string;
  currency: string;
  price: string;
  quantity: number;
  /** Same key, same answer: an offer is never created twice. */
  idempotencyKey: string;
}

export interface SellAlongCalls {
  /** Catalogue products whose EAN or part number is the code. */
  findProducts(input: ListingCallInput & { code: string }): Promise<ListingCallResult<{ products: CatalogueProduct[] }>>;
  /** Offers the product under the seller's SKU, price and quantity; the offer is then an online listing of the shop. */
  createOffer(input: SellAlongOfferInput): Promise<ListingCallResult<{ marketplaceListingId: string }>>;
  /** The other sellers' current offers on the product, cheapest first. */
  competitorOffers(input: ListingCallInput & { productKey: string }): Promise<ListingCallResult<{ offers: { seller: string; price: string }[] }>>;
}

/** The sandbox catalogue (see the rules above). Category ids are leaves of SANDBOX_CATEGORIES. */
export const SANDBOX_CATALOGUE: readonly (CatalogueProduct & { attributes: Record<string, unknown> })[] = [
  {
    productKey: 'EMG-1001',
    name: 'Ceramic coffee mug 350 ml, white',
    brand: 'Homely',
    ean: '5941234000011',
    partNumber: 'HM-MUG-350',
    category: 'C110',
    image: 'https://img.sandbox.example.com/emag/mug-350.jpg',
    attributes: { material: 'ceramic' },
    competitors: [
      { seller: 'MegaShop', price: '39.90' },
      { seller: 'CasaPlus', price: '42.50' },
    ],
  },
  {
    productKey: 'EMG-1002',
    name: 'LED desk lamp 8 W, black',
    brand: 'Lumo',
    ean: '5941234000028',
    partNumber: 'LM-DL-8W',
    category: 'C120',
    image: 'https://img.sandbox.example.com/emag/lamp-8w.jpg',
    attributes: { wattage: 8 },
    competitors: [{ seller: 'LightHub', price: '119.00' }],
  },
  {
    productKey: 'EMG-1003',
    name: 'USB-C cable 1 m, braided',
    brand: 'Cablix',
    ean: '5941234000035',
    partNumber: 'CX-USBC-1M',
    category: 'C210',
    image: 'https://img.sandbox.example.com/emag/usbc-1m.jpg',
    attributes: { connector: 'USB-C' },
    competitors: [
      { seller: 'TechNow', price: '24.99' },
      { seller: 'MegaShop', price: '25.49' },
      { seller: 'CablePro', price: '27.00' },
    ],
  },
  {
    productKey: 'EMG-1004',
    name: 'Canvas tote bag, natural',
    brand: 'Sacco',
    ean: '5941234000042',
    partNumber: 'SC-TOTE-N',
    category: 'C300',
    image: 'https://img.sandbox.example.com/emag/tote.jpg',
    attributes: {},
    // nobody else sells it: following has nothing to follow
    competitors: [],
  },
];

const refusal = (reasonId: string, message: string) => ({ ok: false as const, reasonId, message });

/** The sandbox's sell-along calls on top of a sandbox connector (its listing market keeps the offers). */
export function sandboxSellAlong(connector: MarketplaceConnector): SellAlongCalls {
  const byKey = (key: string) => SANDBOX_CATALOGUE.find((p) => p.productKey === key);
  const publicOf = ({ attributes: _a, ...p }: (typeof SANDBOX_CATALOGUE)[number]): CatalogueProduct => ({ ...p, competitors: [...p.competitors] });
  // the gate (credential, rate limit) of the listing market: a category listing is its cheapest call
  const gate = async (input: ListingCallInput) => {
    const answer = await connector.listingCategories({ token: input.token, shop: input.shop, parentId: '' });
    return answer.ok ? undefined : answer;
  };
  return {
    async findProducts(input) {
      const refused = await gate(input);
      if (refused) return refused;
      const code = input.code.trim().toLowerCase();
      if (code.length < 3) return { ok: true, products: [] };
      return { ok: true, products: SANDBOX_CATALOGUE.filter((p) => p.ean === code || p.partNumber.toLowerCase() === code).map(publicOf) };
    },
    async createOffer(input) {
      const product = byKey(input.productKey);
      if (!product) return refusal('listing.sandbox.notFound', `Product ${input.productKey} not found`);
      return connector.publishListing({
        token: input.token,
        shop: input.shop,
        idempotencyKey: input.idempotencyKey,
        listing: {
          site: input.site,
          currency: input.currency,
          category: product.category,
          sellerSku: input.sellerSku,
          title: product.name,
          subtitle: '',
          description: product.name,
          price: input.price,
          quantity: input.quantity,
          keywords: [],
          attributes: product.attributes,
          images: [product.image],
          video: null,
          shippingOptions: [],
          handlingDays: null,
          variations: [],
        },
      });
    },
    async competitorOffers(input) {
      const refused = await gate(input);
      if (refused) return refused;
      const product = byKey(input.productKey);
      if (!product) return refusal('listing.sandbox.notFound', `Product ${input.productKey} not found`);
      return { ok: true, offers: [...product.competitors] };
    },
  };
}

const registered = new WeakMap<MarketplaceConnector, SellAlongCalls>();

/** A real connector's sell-along calls (called where the connector is built). */
export function registerSellAlong(connector: MarketplaceConnector, calls: SellAlongCalls): void {
  registered.set(connector, calls);
}

/** Marketplaces whose catalogue can be sold along (spec 02 §2: eMAG). */
export const SELL_ALONG_PLATFORM_TYPES: ReadonlySet<number> = new Set([PLATFORM_TYPES.emag]);

/** The connector's sell-along calls, or null when its marketplace has none. */
export function sellAlongOf(connector: MarketplaceConnector): SellAlongCalls | null {
  const own = registered.get(connector);
  if (own) return own;
  if (connector.name !== 'sandbox' || !SELL_ALONG_PLATFORM_TYPES.has(connector.platformType)) return null;
  const calls = sandboxSellAlong(connector);
  registered.set(connector, calls);
  return calls;
}
