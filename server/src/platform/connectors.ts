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

// ---- buyer messages (issue 21) ---------------------------------------------------------------

/** The conversation a chat message belongs to, as the marketplace names it. */
export interface MarketplaceConversation {
  /** The marketplace's conversation id (stable; unique within the shop). */
  conversationId: string;
  /** The buyer's account on the marketplace (the spec's `identify`). */
  buyerAccount: string;
  buyerName: string;
  /** The order the conversation is about, '' when none (pre-sale questions). */
  platformOrderNo: string;
}

/** One message of a conversation, buyer's (type 1) or seller's (type 2). */
export interface MarketplaceChatMessage {
  /** The marketplace's message id (stable; unique within the conversation). */
  messageId: string;
  conversation: MarketplaceConversation;
  /** 1 buyer, 2 seller. */
  type: 1 | 2;
  text: string;
  /** Image URLs. */
  media: string[];
  senderName: string;
  sentAt: Date;
  /** The message this one answers ('' none). */
  replyToMessageId: string;
}

export interface PullChatInput {
  token: string;
  shop: ConnectorShop;
  /** Opaque position returned by the previous page; '' for the first pull. */
  cursor: string;
  limit: number;
  /** The marketplace's clock for the sandbox (tests, seeding); real connectors ignore it. */
  now?: Date;
}

export interface PullChatResult {
  /** Messages after the cursor, oldest first. */
  messages: MarketplaceChatMessage[];
  nextCursor: string;
  hasMore: boolean;
}

export interface SendChatInput {
  token: string;
  shop: ConnectorShop;
  conversationId: string;
  buyerAccount: string;
  text: string;
  /** Image URLs (marketplaces without images get none). */
  media: string[];
  /** The marketplace message id answered ('' none). */
  replyToMessageId: string;
  /** The same key answers the first call's result and never sends twice. */
  idempotencyKey: string;
  now?: Date;
}

/** The marketplace accepted (its message id and time) or refused (a message id and its own words). */
export type SendChatResult = { ok: true; messageId: string; sentAt: Date } | { ok: false; reasonId: string; message: string };

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

// ---- after-sales cases (issue 21 item 6) ---------------------------------------------------------

/** A cancellation request, return or dispute as the marketplace describes it. */
export interface MarketplaceAfterSalesCase {
  kind: 'cancellation' | 'return' | 'dispute';
  /** The marketplace's case id (unique per shop and kind). */
  caseId: string;
  platformOrderNo: string;
  buyerAccount: string;
  buyerName: string;
  platformSku: string;
  quantity: number;
  /** Decimal string. */
  amount: string;
  currency: string;
  reason: string;
  buyerComment: string;
  /** 'open' while the seller may act; 'closed' once the marketplace closed it on its own. */
  state: 'open' | 'closed';
  /** The answer-by time, if the marketplace sets one. */
  respondBy: Date | null;
  openedAt: Date;
  updatedAt: Date;
}

export interface PullAfterSalesInput {
  token: string;
  shop: ConnectorShop;
  /** Opaque position returned by the previous page; '' for the first pull. */
  cursor: string;
  limit: number;
  now?: Date;
}

export interface PullAfterSalesResult {
  /** Cases created or changed after the cursor, oldest change first. */
  cases: MarketplaceAfterSalesCase[];
  nextCursor: string;
  hasMore: boolean;
}

export interface AfterSalesActionCall {
  token: string;
  shop: ConnectorShop;
  kind: MarketplaceAfterSalesCase['kind'];
  caseId: string;
  action: 'accept' | 'refuse' | 'approve' | 'sendLabel' | 'refund' | 'reply';
  /** The reply or the refusal's reason; '' otherwise. */
  text: string;
  /** A refund's amount (decimal string) and currency. */
  amount?: string;
  currency?: string;
  now?: Date;
}

export type AfterSalesActionResult = { ok: true } | { ok: false; reasonId: string; message: string };

// ---- buyer reviews (issue 21: /commentManagement, /allegroComment) ----------------------------

/** A buyer's review (feedback, comment) of the shop as the marketplace describes it. */
export interface MarketplaceReview {
  /** The marketplace's review id (unique per shop). */
  reviewId: string;
  /** The order it is about; '' when the marketplace does not say. */
  platformOrderNo: string;
  buyerAccount: string;
  buyerName: string;
  /** 1-5 stars (three-way ratings: positive 5, neutral 3, negative 1). */
  rating: number;
  sentiment: 'positive' | 'neutral' | 'negative';
  content: string;
  /** The seller's reply already on the marketplace ('' none). */
  reply: string;
  /** The reply-by time, if the marketplace sets one. */
  replyBy: Date | null;
  reviewedAt: Date;
  updatedAt: Date;
}

export interface FetchReviewsInput {
  token: string;
  shop: ConnectorShop;
  /** Opaque position returned by the previous page; '' for the first pull. */
  cursor: string;
  limit: number;
  now?: Date;
}

/** `supported: false`: the marketplace has no reviews (nothing to pull, nothing to reply to). */
export type FetchReviewsResult = { supported: true; reviews: MarketplaceReview[]; nextCursor: string; hasMore: boolean } | { supported: false };

export interface ReplyToReviewCall {
  token: string;
  shop: ConnectorShop;
  reviewId: string;
  text: string;
  now?: Date;
}

export type ReplyToReviewResult = { ok: true } | { ok: false; reasonId: string; message: string };

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
  /** Chat messages (buyers' and the seller's) changed after the cursor, oldest first, at most `limit` (issue 21). */
  pullChat(input: PullChatInput): Promise<PullChatResult>;
  /** Sends a seller message into a conversation, with images and reply-to where the marketplace has them (issue 21). */
  sendChatMessage(input: SendChatInput): Promise<SendChatResult>;
  /** Tells the marketplace the seller read a conversation (issue 21). */
  markChatRead(input: { token: string; shop: ConnectorShop; conversationId: string }): Promise<{ ok: true } | { ok: false; reasonId: string }>;
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
  /**
   * After-sales cases (cancellations, returns, disputes) created or changed after the cursor
   * (issue 21 item 6). Optional: a marketplace without them leaves it out.
   */
  pullAfterSalesCases?(input: PullAfterSalesInput): Promise<PullAfterSalesResult>;
  /** Sends the seller's answer to a case; a refusal carries the marketplace's reason. */
  afterSalesAction?(input: AfterSalesActionCall): Promise<AfterSalesActionResult>;
  /** Buyer reviews created or changed after the cursor, oldest change first (issue 21). Optional. */
  fetchReviews?(input: FetchReviewsInput): Promise<FetchReviewsResult>;
  /** Posts the seller's public reply to a review; a refusal carries the marketplace's reason. */
  replyToReview?(input: ReplyToReviewCall): Promise<ReplyToReviewResult>;
}

export interface MarketplaceConnectors {
  get(platformType: number): MarketplaceConnector;
}
