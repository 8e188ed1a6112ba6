// Marketplace connectors (DESIGN.md 'Marketplaces'; the interface is platform/connectors.ts): authorize a shop, pull orders
// since a cursor, upload tracking, push stock, fetch buyer messages. The sandbox connector
// (sandbox-orders.ts for its simulated orders) answers every marketplace deterministically; real
// connectors implement the same interface against the marketplace's documented API.
import { createHash } from 'node:crypto';
import { promiseOf } from '../../platform/async';
import { SandboxListingMarket } from './sandbox-listings';
import { pullSandboxAfterSales, sandboxAfterSalesAction } from './sandbox-after-sales';
import { fetchSandboxReviews, sandboxReplyToReview } from './sandbox-reviews';
import { fetchSandboxMessages, pullSandboxChat, pullSandboxOrders, sandboxPushStock, sandboxSendChat, sandboxUploadTracking } from './sandbox-orders';
import type {
  AfterSalesActionCall,
  AfterSalesActionResult,
  FetchReviewsInput,
  FetchReviewsResult,
  ReplyToReviewCall,
  ReplyToReviewResult,
  PullAfterSalesInput,
  PullAfterSalesResult,
  AuthorizeResult,
  CategoryAttribute,
  ListingCallInput,
  ListingCallResult,
  ListingPayload,
  ListingRevision,
  MarketplaceCategory,
  MarketplaceConnector,
  MarketplaceListing,
  MarketplaceConnectors,
  MarketplaceMessage,
  PullChatInput,
  PullChatResult,
  PullOrdersInput,
  PullOrdersResult,
  PushStockResult,
  QuantityPushAnswer,
  SendChatInput,
  SendChatResult,
  ConnectorShop,
  QuantityPushItem,
  UploadTrackingInput,
  UploadTrackingResult,
} from '../../platform/connectors';

// The interface lives in platform/ (the request context carries the connectors); re-exported for this module's code.
export type {
  AuthorizeResult,
  ConnectorShop,
  MarketplaceOrderStatus,
  MarketplaceOrderItem,
  MarketplaceOrder,
  PullOrdersInput,
  PullOrdersResult,
  UploadTrackingInput,
  UploadTrackingResult,
  PushStockResult,
  MarketplaceMessage,
  MarketplaceConnector,
  MarketplaceConnectors,
  MarketplaceChatMessage,
  MarketplaceConversation,
  PullChatInput,
  PullChatResult,
  SendChatInput,
  SendChatResult,
} from '../../platform/connectors';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * A deterministic simulated marketplace for demos and tests: any authorization code is accepted
 * except "denied" (what a seller who clicks "refuse" on a consent page produces). The credential
 * is derived from the inputs, so the same code always gives the same token. Orders, tracking,
 * stock and messages are simulated in sandbox-orders.ts, listings in sandbox-listings.ts (its rules
 * are documented there; `rateLimitEvery` 0 turns its rate limit off).
 */
export class SandboxConnector implements MarketplaceConnector {
  readonly name = 'sandbox';
  private readonly market: SandboxListingMarket;
  constructor(
    readonly platformType: number,
    private readonly now: () => number = Date.now,
    options: { rateLimitEvery?: number } = {},
  ) {
    this.market = new SandboxListingMarket(platformType, now, options.rateLimitEvery);
  }

  authorize(input: { shopName: string; site: string; authCode: string }): Promise<AuthorizeResult> {
    return promiseOf(() => {
      if (input.authCode.trim().toLowerCase() === 'denied') return { ok: false, reasonId: 'shop.authDenied' };
      const token = createHash('sha256').update(`${this.platformType}|${input.shopName}|${input.site}|${input.authCode}`).digest('hex');
      return { ok: true, token: `sbx_${token}`, expiresAt: new Date(this.now() + YEAR_MS) };
    });
  }

  pullOrders(input: PullOrdersInput): Promise<PullOrdersResult> {
    return promiseOf(() => pullSandboxOrders({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  uploadTracking(input: UploadTrackingInput): Promise<UploadTrackingResult> {
    return promiseOf(() => sandboxUploadTracking(this.platformType, input));
  }

  pushStock(input: { token: string; items: { platformSku: string; quantity: number }[] }): Promise<PushStockResult> {
    return promiseOf(() => sandboxPushStock(input));
  }

  fetchMessages(input: { token: string; since: Date; now?: Date }): Promise<MarketplaceMessage[]> {
    return promiseOf(() => fetchSandboxMessages({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  pullChat(input: PullChatInput): Promise<PullChatResult> {
    return promiseOf(() => pullSandboxChat({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  sendChatMessage(input: SendChatInput): Promise<SendChatResult> {
    return promiseOf(() => sandboxSendChat({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  markChatRead(input: { token: string; shop: ConnectorShop; conversationId: string }): Promise<{ ok: true } | { ok: false; reasonId: string }> {
    return promiseOf(() => (input.token.startsWith('sbx_') ? { ok: true as const } : { ok: false as const, reasonId: 'marketplace.tokenInvalid' }));
  }

  listingCategories(input: ListingCallInput & { parentId: string }): Promise<ListingCallResult<{ categories: MarketplaceCategory[] }>> {
    return promiseOf(() => this.market.categories(input));
  }

  categoryAttributes(input: ListingCallInput & { categoryId: string }): Promise<ListingCallResult<{ attributes: CategoryAttribute[] }>> {
    return promiseOf(() => this.market.attributes(input));
  }

  publishListing(input: ListingCallInput & { listing: ListingPayload; idempotencyKey: string }): Promise<ListingCallResult<{ marketplaceListingId: string }>> {
    return promiseOf(() => this.market.publish(input));
  }

  reviseListing(input: ListingCallInput & { marketplaceListingId: string; revision: ListingRevision }): Promise<ListingCallResult> {
    return promiseOf(() => this.market.revise(input));
  }

  endListing(input: ListingCallInput & { marketplaceListingId: string }): Promise<ListingCallResult> {
    return promiseOf(() => this.market.end(input));
  }

  relistListing(
    input: ListingCallInput & { marketplaceListingId: string; idempotencyKey: string },
  ): Promise<ListingCallResult<{ marketplaceListingId: string }>> {
    return promiseOf(() => this.market.relist(input));
  }

  fetchListings(
    input: ListingCallInput & { cursor: string; limit: number },
  ): Promise<ListingCallResult<{ listings: MarketplaceListing[]; nextCursor: string; hasMore: boolean }>> {
    return promiseOf(() => this.market.fetch(input));
  }

  pushQuantities(input: ListingCallInput & { items: QuantityPushItem[] }): Promise<ListingCallResult<{ results: QuantityPushAnswer[] }>> {
    return promiseOf(() => this.market.pushQuantities(input));
  }

  pullAfterSalesCases(input: PullAfterSalesInput): Promise<PullAfterSalesResult> {
    return promiseOf(() => pullSandboxAfterSales({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  afterSalesAction(input: AfterSalesActionCall): Promise<AfterSalesActionResult> {
    return promiseOf(() => sandboxAfterSalesAction(input));
  }

  fetchReviews(input: FetchReviewsInput): Promise<FetchReviewsResult> {
    return promiseOf(() => fetchSandboxReviews({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  replyToReview(input: ReplyToReviewCall): Promise<ReplyToReviewResult> {
    return promiseOf(() => sandboxReplyToReview(input));
  }
}

/** Every marketplace answered by the sandbox until its real connector is written. */
export function sandboxConnectors(): MarketplaceConnectors {
  const cache = new Map<number, MarketplaceConnector>();
  return {
    get(platformType) {
      let c = cache.get(platformType);
      if (!c) cache.set(platformType, (c = new SandboxConnector(platformType)));
      return c;
    },
  };
}
