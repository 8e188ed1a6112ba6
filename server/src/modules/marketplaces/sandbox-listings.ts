// The sandbox marketplace's listings (issue 19 point 3): every marketplace simulated for demos and
// tests, deterministically, by these documented rules. State (the shop's listings, the answers by
// idempotency key, the call counter) lives in the connector instance, in memory: one per
// marketplace per server process.
//   - credential: a token not issued by the sandbox (no `sbx_` prefix) → marketplace.tokenInvalid;
//   - rate limit: every `rateLimitEvery`-th listing call of a shop (default 20: the 20th, 40th, …,
//     categories and fetches included) is refused with listing.sandbox.rateLimited and
//     retryAfterSeconds 2, and does nothing;
//   - categories: the same small tree on every marketplace (SANDBOX_CATEGORIES); a listing in an
//     unknown or non-leaf category → listing.sandbox.categoryUnknown; a leaf's required attribute
//     missing from the listing's attributes → listing.sandbox.attributeMissing {attribute};
//   - images: an image URL containing "small" → listing.sandbox.imageTooSmall;
//   - SKU: a seller SKU (the listing's or a variation's) already on another active listing of the
//     shop → listing.sandbox.duplicateSku {sku};
//   - idempotency: publish and relist answer the first answer given for their key (a refusal
//     included, a rate limit excepted: that call did nothing), so a key never publishes twice;
//   - ids: `SBX<platformType>-<shopId>-<n>`, n counting the shop's listings from 1; a relisted
//     listing gets the next id and the ended one stays ended;
//   - revise / end / relist of an id the shop does not have → listing.sandbox.notFound; revising an
//     ended listing → listing.sandbox.ended; relisting an active one → listing.sandbox.notEnded;
//     ending an ended one is answered ok (nothing changes);
//   - fetch: the shop's listings in the order they were created, paged by an opaque cursor; a
//     listing with variations also answers each variation's SKU and quantity;
//   - quantity push (pushQuantities, stock push of issue 19 point 6): one gated call (credential and
//     rate limit as above, so the Nth call of a shop is refused as a whole and changes nothing) for
//     up to QUANTITY_PUSH_BATCH items; more → stockPush.sandbox.batchTooLarge for the whole call.
//     Each item is answered on its own, in order: an id the shop does not have →
//     listing.sandbox.notFound; an ended listing → listing.sandbox.ended; a SKU that is neither the
//     listing's nor one of its variations' → stockPush.sandbox.skuUnknown; a quantity that is not a
//     whole number from 0 → stockPush.sandbox.quantityInvalid; else the SKU's quantity is set (a
//     listing's quantity is the sum of its variations');
//   - a seller editing a quantity in the marketplace's own back office (a drift, point 7) is what a
//     revise with a quantity does: tests and demos make drifts with reviseListing.
import type {
  CategoryAttribute,
  ListingCallInput,
  ListingCallResult,
  ListingPayload,
  ListingRefusal,
  ListingRevision,
  MarketplaceCategory,
  MarketplaceListing,
  QuantityPushAnswer,
  QuantityPushItem,
} from '../../platform/connectors';
import { QUANTITY_PUSH_BATCH } from '../../platform/connectors';

export const SANDBOX_RATE_LIMIT_EVERY = 20;
export const SANDBOX_RETRY_AFTER_SECONDS = 2;

/** The sandbox's category tree, on every marketplace, with the attributes each leaf asks for. */
export const SANDBOX_CATEGORIES: readonly (MarketplaceCategory & { attributes: CategoryAttribute[] })[] = [
  { id: 'C100', name: 'Home & kitchen', parentId: null, leaf: false, attributes: [] },
  {
    id: 'C110',
    name: 'Mugs & cups',
    parentId: 'C100',
    leaf: true,
    attributes: [{ name: 'material', required: true, type: 'select', options: ['ceramic', 'glass', 'steel'] }],
  },
  { id: 'C120', name: 'Desk lamps', parentId: 'C100', leaf: true, attributes: [{ name: 'wattage', required: true, type: 'int', options: [] }] },
  { id: 'C200', name: 'Electronics accessories', parentId: null, leaf: false, attributes: [] },
  { id: 'C210', name: 'Cables', parentId: 'C200', leaf: true, attributes: [{ name: 'connector', required: false, type: 'text', options: [] }] },
  { id: 'C300', name: 'Bags', parentId: null, leaf: true, attributes: [] },
];

interface SandboxListing extends MarketplaceListing {
  skus: string[];
  /** Quantity per variation SKU (empty for a listing without variations). */
  skuQuantities: Record<string, number>;
}
interface ShopState {
  calls: number;
  seq: number;
  listings: Map<string, SandboxListing>;
}

const refusal = (reasonId: string, message: string, params: Record<string, unknown> = {}): ListingRefusal => ({ ok: false, reasonId, params, message });

export class SandboxListingMarket {
  private readonly shops = new Map<number, ShopState>();
  private readonly answers = new Map<string, ListingCallResult<{ marketplaceListingId: string }>>();

  constructor(
    private readonly platformType: number,
    private readonly now: () => number,
    private readonly rateLimitEvery = SANDBOX_RATE_LIMIT_EVERY,
  ) {}

  private shop(id: number): ShopState {
    let s = this.shops.get(id);
    if (!s) this.shops.set(id, (s = { calls: 0, seq: 0, listings: new Map() }));
    return s;
  }

  /** The credential and rate-limit rules every call passes first; undefined when the call may go on. */
  private gate(input: ListingCallInput): ListingRefusal | undefined {
    if (!input.token.startsWith('sbx_')) return refusal('marketplace.tokenInvalid', 'Invalid access token');
    const s = this.shop(input.shop.id);
    s.calls += 1;
    if (this.rateLimitEvery > 0 && s.calls % this.rateLimitEvery === 0) {
      return {
        ...refusal('listing.sandbox.rateLimited', 'Too many requests', { seconds: SANDBOX_RETRY_AFTER_SECONDS }),
        retryAfterSeconds: SANDBOX_RETRY_AFTER_SECONDS,
      };
    }
    return undefined;
  }

  categories(input: ListingCallInput & { parentId: string }): ListingCallResult<{ categories: MarketplaceCategory[] }> {
    const refused = this.gate(input);
    if (refused) return refused;
    const parent = input.parentId || null;
    return { ok: true, categories: SANDBOX_CATEGORIES.filter((c) => c.parentId === parent).map(({ attributes: _a, ...c }) => c) };
  }

  attributes(input: ListingCallInput & { categoryId: string }): ListingCallResult<{ attributes: CategoryAttribute[] }> {
    const refused = this.gate(input);
    if (refused) return refused;
    const category = SANDBOX_CATEGORIES.find((c) => c.id === input.categoryId && c.leaf);
    if (!category) return refusal('listing.sandbox.categoryUnknown', `Category ${input.categoryId} does not exist`, { category: input.categoryId });
    return { ok: true, attributes: category.attributes };
  }

  /** The content rules of publish (category, attributes, images, SKUs), else undefined. */
  private contentRefusal(s: ShopState, listing: ListingPayload, except?: string): ListingRefusal | undefined {
    const category = SANDBOX_CATEGORIES.find((c) => c.id === listing.category && c.leaf);
    if (!category) return refusal('listing.sandbox.categoryUnknown', `Category ${listing.category} does not exist`, { category: listing.category });
    for (const a of category.attributes) {
      const v = listing.attributes[a.name];
      // a value is given unless absent or blank text (numbers and choices count as given)
      if (a.required && (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')))
        return refusal('listing.sandbox.attributeMissing', `Missing required item specific: ${a.name}`, { attribute: a.name });
    }
    if (listing.images.some((url) => url.toLowerCase().includes('small')))
      return refusal('listing.sandbox.imageTooSmall', 'Picture is too small: the longest side must be at least 500 pixels');
    return this.duplicateRefusal(s, [listing.sellerSku, ...listing.variations.map((v) => v.sellerSku)], except);
  }

  private duplicateRefusal(s: ShopState, skus: string[], except?: string): ListingRefusal | undefined {
    const active = [...s.listings.values()].filter((l) => l.status === 'active' && l.marketplaceListingId !== except);
    const sku = skus.find((k) => k && active.some((l) => l.skus.includes(k)));
    return sku ? refusal('listing.sandbox.duplicateSku', `Duplicate listing: SKU ${sku} is already listed`, { sku }) : undefined;
  }

  private newId(s: ShopState, shopId: number): string {
    s.seq += 1;
    return `SBX${this.platformType}-${shopId}-${s.seq}`;
  }

  /**
   * A call made once per idempotency key: the stored answer of the key, else (past the gate) the
   * call's answer, stored unless it was a rate limit (that call did nothing).
   */
  private once(
    input: ListingCallInput & { idempotencyKey: string },
    run: (s: ShopState) => ListingCallResult<{ marketplaceListingId: string }>,
  ): ListingCallResult<{ marketplaceListingId: string }> {
    const key = `${input.shop.id}|${input.idempotencyKey}`;
    const earlier = this.answers.get(key);
    if (earlier) return earlier;
    const answer = this.gate(input) ?? run(this.shop(input.shop.id));
    if (answer.ok || answer.retryAfterSeconds === undefined) this.answers.set(key, answer);
    return answer;
  }

  publish(input: ListingCallInput & { listing: ListingPayload; idempotencyKey: string }): ListingCallResult<{ marketplaceListingId: string }> {
    return this.once(input, (s) => {
      const bad = this.contentRefusal(s, input.listing);
      if (bad) return bad;
      const l = input.listing;
      const id = this.newId(s, input.shop.id);
      s.listings.set(id, {
        marketplaceListingId: id,
        sellerSku: l.sellerSku,
        title: l.title,
        price: l.price,
        currency: l.currency,
        quantity: l.variations.length ? l.variations.reduce((n, v) => n + v.quantity, 0) : l.quantity,
        status: 'active',
        updatedAt: new Date(this.now()),
        skus: [l.sellerSku, ...l.variations.map((v) => v.sellerSku)].filter(Boolean),
        skuQuantities: Object.fromEntries(l.variations.map((v) => [v.sellerSku, v.quantity])),
      });
      return { ok: true, marketplaceListingId: id };
    });
  }

  revise(input: ListingCallInput & { marketplaceListingId: string; revision: ListingRevision }): ListingCallResult {
    const refused = this.gate(input);
    if (refused) return refused;
    const s = this.shop(input.shop.id);
    const l = s.listings.get(input.marketplaceListingId);
    if (!l) return refusal('listing.sandbox.notFound', `Item ${input.marketplaceListingId} not found`);
    if (l.status === 'ended') return refusal('listing.sandbox.ended', `Item ${input.marketplaceListingId} has ended`);
    const { price, quantity, content } = input.revision;
    if (content) {
      const bad = this.contentRefusal(
        s,
        { ...content, site: '', currency: l.currency, price: price ?? l.price, quantity: quantity ?? l.quantity },
        l.marketplaceListingId,
      );
      if (bad) return bad;
      l.title = content.title;
      l.sellerSku = content.sellerSku;
      l.skus = [content.sellerSku, ...content.variations.map((v) => v.sellerSku)].filter(Boolean);
      l.skuQuantities = Object.fromEntries(content.variations.map((v) => [v.sellerSku, v.quantity]));
      if (content.variations.length) l.quantity = content.variations.reduce((n, v) => n + v.quantity, 0);
    }
    if (price !== undefined) l.price = price;
    if (quantity !== undefined) l.quantity = quantity;
    l.updatedAt = new Date(this.now());
    return { ok: true };
  }

  end(input: ListingCallInput & { marketplaceListingId: string }): ListingCallResult {
    const refused = this.gate(input);
    if (refused) return refused;
    const l = this.shop(input.shop.id).listings.get(input.marketplaceListingId);
    if (!l) return refusal('listing.sandbox.notFound', `Item ${input.marketplaceListingId} not found`);
    if (l.status === 'active') Object.assign(l, { status: 'ended', updatedAt: new Date(this.now()) });
    return { ok: true };
  }

  relist(input: ListingCallInput & { marketplaceListingId: string; idempotencyKey: string }): ListingCallResult<{ marketplaceListingId: string }> {
    return this.once(input, (s) => {
      const old = s.listings.get(input.marketplaceListingId);
      if (!old) return refusal('listing.sandbox.notFound', `Item ${input.marketplaceListingId} not found`);
      if (old.status === 'active') return refusal('listing.sandbox.notEnded', `Item ${input.marketplaceListingId} is still active`);
      const dup = this.duplicateRefusal(s, old.skus);
      if (dup) return dup;
      const id = this.newId(s, input.shop.id);
      s.listings.set(id, { ...old, skuQuantities: { ...old.skuQuantities }, marketplaceListingId: id, status: 'active', updatedAt: new Date(this.now()) });
      return { ok: true, marketplaceListingId: id };
    });
  }

  fetch(
    input: ListingCallInput & { cursor: string; limit: number },
  ): ListingCallResult<{ listings: MarketplaceListing[]; nextCursor: string; hasMore: boolean }> {
    const refused = this.gate(input);
    if (refused) return refused;
    const all = [...this.shop(input.shop.id).listings.values()];
    const from = Math.max(0, Number.parseInt(input.cursor || '0', 10) || 0);
    const page = all.slice(from, from + Math.max(1, input.limit));
    const next = from + page.length;
    const answer = page.map(({ skus: _s, skuQuantities, ...l }): MarketplaceListing => {
      const variations = Object.entries(skuQuantities).map(([sellerSku, quantity]) => ({ sellerSku, quantity }));
      return variations.length ? { ...l, variations } : { ...l };
    });
    return { ok: true, listings: answer, nextCursor: String(next), hasMore: next < all.length };
  }

  pushQuantities(input: ListingCallInput & { items: QuantityPushItem[] }): ListingCallResult<{ results: QuantityPushAnswer[] }> {
    const refused = this.gate(input);
    if (refused) return refused;
    if (input.items.length > QUANTITY_PUSH_BATCH)
      return refusal('stockPush.sandbox.batchTooLarge', `At most ${QUANTITY_PUSH_BATCH} items per request`, { max: QUANTITY_PUSH_BATCH });
    const s = this.shop(input.shop.id);
    const results = input.items.map((item): QuantityPushAnswer => {
      const l = s.listings.get(item.marketplaceListingId);
      if (!l) return refusal('listing.sandbox.notFound', `Item ${item.marketplaceListingId} not found`);
      if (l.status === 'ended') return refusal('listing.sandbox.ended', `Item ${item.marketplaceListingId} has ended`);
      if (!Number.isInteger(item.quantity) || item.quantity < 0) return refusal('stockPush.sandbox.quantityInvalid', 'Invalid quantity');
      return this.setQuantity(l, item.sellerSku, item.quantity)
        ? { ok: true }
        : refusal('stockPush.sandbox.skuUnknown', `SKU ${item.sellerSku} is not on item ${l.marketplaceListingId}`, {
            sku: item.sellerSku,
            listing: l.marketplaceListingId,
          });
    });
    return { ok: true, results };
  }

  private setQuantity(l: SandboxListing, sellerSku: string, quantity: number): boolean {
    if (Object.keys(l.skuQuantities).length) {
      if (!(sellerSku in l.skuQuantities)) return false;
      l.skuQuantities[sellerSku] = quantity;
      l.quantity = Object.values(l.skuQuantities).reduce((n, q) => n + q, 0);
    } else {
      if (sellerSku !== l.sellerSku) return false;
      l.quantity = quantity;
    }
    l.updatedAt = new Date(this.now());
    return true;
  }
}
