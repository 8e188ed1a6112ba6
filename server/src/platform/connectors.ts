// The marketplace connector port (DESIGN.md 'Marketplaces'): authorize a shop, pull orders since a
// cursor, upload tracking, push stock, fetch buyer messages, list (categories, publish, revise,
// end, relist, fetch online listings). Platform code holds the interface
// (the request context carries the connectors); modules/marketplaces implements it (the sandbox
// connector) and real connectors implement the same interface against each marketplace's API.
import type { ListingContent } from '@erp/schema';

export type AuthorizeResult = { ok: true; token: string; expiresAt: Date } | { ok: false; reasonId: string };

/** The shop as a connector needs it (never our database: connectors read only what they get). */
export interface ConnectorShop {
  id: number;
  platformType: number;
  site: string;
  shopName: string;
}

export type MarketplaceOrderStatus = 'awaitingPayment' | 'paid' | 'cancelled';

export interface MarketplaceOrderItem {
  /** The marketplace's line id (stable across pulls). */
  platformItemId: string;
  /** The seller SKU on the listing. */
  platformSku: string;
  title: string;
  image: string;
  /** Ordered quantity, before cancellations. */
  quantity: number;
  /** Money as a string with 2 decimals, in the order's currency. */
  unitPrice: string;
  /** Units of this line the marketplace cancelled (partial cancellation). */
  cancelledQuantity: number;
}

/** One order as the marketplace reports it now. Money: strings with 2 decimals. */
export interface MarketplaceOrder {
  platformOrderNo: string;
  status: MarketplaceOrderStatus;
  /** The buyer asked to cancel (the marketplace has not decided yet, or the seller must). */
  cancelRequested: boolean;
  buyer: { account: string; name: string; email: string; phone: string };
  /** country: ISO 3166-1 alpha-2. */
  address: { country: string; state: string; city: string; postcode: string; address1: string; address2: string };
  currency: string;
  itemsTotal: string;
  shippingFee: string;
  discount: string;
  totalAmount: string;
  orderedAt: Date;
  paidAt: Date | null;
  shipBy: Date | null;
  items: MarketplaceOrderItem[];
  /** Last change on the marketplace: pulls page by it. */
  updatedAt: Date;
}

export interface PullOrdersInput {
  token: string;
  shop: ConnectorShop;
  /** Opaque position returned by the previous page; '' for the first pull. */
  cursor: string;
  limit: number;
  /** The marketplace's clock for the sandbox (tests, seeding); real connectors ignore it. */
  now?: Date;
}

export interface PullOrdersResult {
  orders: MarketplaceOrder[];
  /** Where the next page starts; store it with the page. */
  nextCursor: string;
  hasMore: boolean;
}

export interface UploadTrackingInput {
  token: string;
  platformOrderNo: string;
  trackingNo: string;
  carrier: string;
  shippedAt: Date;
}

export type UploadTrackingResult = { ok: true } | { ok: false; reasonId: string };

export interface PushStockResult {
  ok: boolean;
  updated: number;
  reasonId?: string;
}

export interface MarketplaceMessage {
  id: string;
  platformOrderNo: string;
  buyerAccount: string;
  text: string;
  sentAt: Date;
}

// ---- listings (issue 19) ---------------------------------------------------------------------

/** A node of the marketplace's category tree. */
export interface MarketplaceCategory {
  id: string;
  name: string;
  parentId: string | null;
  /** Listings go into leaf categories only. */
  leaf: boolean;
}

/** An attribute a category asks for (beyond the marketplace definition's own). */
export interface CategoryAttribute {
  name: string;
  required: boolean;
  type: 'text' | 'int' | 'select';
  options: string[];
}

/** A listing as sent to the marketplace (money as strings with 2 decimals, in the site's currency). */
export interface ListingPayload extends Pick<
  ListingContent,
  'site' | 'currency' | 'category' | 'sellerSku' | 'title' | 'subtitle' | 'description' | 'price' | 'quantity' | 'keywords' | 'attributes'
> {
  /** Image and video URLs only (their sizes were checked before sending). */
  images: string[];
  video: string | null;
  shippingOptions: { service: string; international: boolean; cost: string; additionalCost: string; countries: string[] }[];
  handlingDays: number | null;
  variations: { sellerSku: string; attributes: Record<string, string>; price: string; quantity: number }[];
}

/** A refusal of a listing call: a message id (with params) for people, the marketplace's own text, and for a rate limit when to retry. */
export interface ListingRefusal {
  ok: false;
  reasonId: string;
  params?: Record<string, unknown>;
  /** The marketplace's own words, kept on the listing. */
  message: string;
  /** Set when the marketplace asked to slow down. */
  retryAfterSeconds?: number;
}
export type ListingCallResult<T extends object = object> = ({ ok: true } & T) | ListingRefusal;

/** What a revise changes; absent parts are not sent (a 0 the definition marks "unchanged" is dropped before). */
export interface ListingRevision {
  price?: string;
  quantity?: number;
  content?: Omit<ListingPayload, 'site' | 'currency' | 'price' | 'quantity'>;
}

/** One listing as the marketplace reports it (its online listings, paged). */
export interface MarketplaceListing {
  marketplaceListingId: string;
  sellerSku: string;
  title: string;
  price: string;
  currency: string;
  quantity: number;
  status: 'active' | 'ended';
  updatedAt: Date;
  /** A listing with variations: each variation's SKU and quantity (`quantity` is their sum). */
  variations?: { sellerSku: string; quantity: number }[];
}

/** One quantity of a stock push: which listing, which of its SKUs (its own or a variation's), how many. */
export interface QuantityPushItem {
  marketplaceListingId: string;
  sellerSku: string;
  quantity: number;
}
/** The answer to one item of a stock push (the call as a whole may be refused too). */
export type QuantityPushAnswer = { ok: true } | Omit<ListingRefusal, 'retryAfterSeconds'>;
/** Items one pushQuantities call takes at most: callers send larger pushes in several calls. */
export const QUANTITY_PUSH_BATCH = 100;

export interface ListingCallInput {
  token: string;
  shop: ConnectorShop;
}

export interface MarketplaceConnector {
  readonly platformType: number;
  readonly name: string;
  /** Exchanges the code from the marketplace's consent page for a credential. */
  authorize(input: { shopName: string; site: string; authCode: string }): Promise<AuthorizeResult>;
  /** Orders created or changed after the cursor, oldest change first, at most `limit`. */
  pullOrders(input: PullOrdersInput): Promise<PullOrdersResult>;
  /** Tells the marketplace the parcel's tracking number (before or after it left). */
  uploadTracking(input: UploadTrackingInput): Promise<UploadTrackingResult>;
  /** Sets the quantity the marketplace may sell per listing SKU. */
  pushStock(input: { token: string; items: { platformSku: string; quantity: number }[] }): Promise<PushStockResult>;
  /** Buyer messages since a time (the message centre consumes them in a later issue). */
  fetchMessages(input: { token: string; since: Date; now?: Date }): Promise<MarketplaceMessage[]>;
  /** The category tree under a parent ('' for the roots). */
  listingCategories(input: ListingCallInput & { parentId: string }): Promise<ListingCallResult<{ categories: MarketplaceCategory[] }>>;
  /** The attributes a leaf category asks for. */
  categoryAttributes(input: ListingCallInput & { categoryId: string }): Promise<ListingCallResult<{ attributes: CategoryAttribute[] }>>;
  /** Puts a listing online. The same idempotency key answers the first call's result and never publishes twice. */
  publishListing(input: ListingCallInput & { listing: ListingPayload; idempotencyKey: string }): Promise<ListingCallResult<{ marketplaceListingId: string }>>;
  /** Changes price, quantity or content of an online listing. */
  reviseListing(input: ListingCallInput & { marketplaceListingId: string; revision: ListingRevision }): Promise<ListingCallResult>;
  /** Ends (takes down) an online listing. */
  endListing(input: ListingCallInput & { marketplaceListingId: string }): Promise<ListingCallResult>;
  /** Puts an ended listing back online (it may get a new id); idempotent by key like publish. */
  relistListing(
    input: ListingCallInput & { marketplaceListingId: string; idempotencyKey: string },
  ): Promise<ListingCallResult<{ marketplaceListingId: string }>>;
  /** The shop's listings on the marketplace, after an opaque cursor ('' first), at most `limit`. */
  fetchListings(
    input: ListingCallInput & { cursor: string; limit: number },
  ): Promise<ListingCallResult<{ listings: MarketplaceListing[]; nextCursor: string; hasMore: boolean }>>;
  /**
   * Sets the quantity of many listings (or variations) of a shop in one call (stock push, issue 19
   * point 6), at most QUANTITY_PUSH_BATCH items: one answer per item, in order; a refusal of the
   * whole call (credential, rate limit) changes nothing.
   */
  pushQuantities(input: ListingCallInput & { items: QuantityPushItem[] }): Promise<ListingCallResult<{ results: QuantityPushAnswer[] }>>;
}

export interface MarketplaceConnectors {
  get(platformType: number): MarketplaceConnector;
}
