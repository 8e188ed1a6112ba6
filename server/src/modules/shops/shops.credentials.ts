// Marketplace credentials of shops, encrypted at rest (issue 17; docs/decisions.md 'Shop credentials
// at rest'). Shop.authToken holds `v1.…` sealed by platform/secret-box.ts (ENCRYPTION_KEY): the shop
// service seals what a connector's authorize answers; the connector registry is wrapped so every
// connector call opens the token it is handed, so connectors (and the code calling them with
// `shop.authToken`) keep receiving the clear value. A value without the `v1.` prefix is a
// credential stored before encryption: it is read as it is, and sealed by the startup step below.
// GraphQL never answers the token, only a mask of its last characters.
import type {
  AfterSalesActionCall,
  FetchReviewsInput,
  MarketplaceConnector,
  MarketplaceConnectors,
  PullAfterSalesInput,
  ReplyToReviewCall,
} from '../../platform/connectors';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { SecretBox } from '../../platform/secret-box';

const SEALED = 'v1.';

/** Whether a stored credential is sealed (else: plain text from before encryption, or empty). */
export const isSealed = (stored: string): boolean => stored.startsWith(SEALED);

/** The stored form of a credential: sealed; empty stays empty (no credential). */
export function sealCredential(box: SecretBox, plain: string): string {
  return plain ? box.seal(plain) : '';
}

/** The clear credential of a stored value (a plain-text value from before encryption is its own clear value). */
export function openCredential(box: SecretBox, stored: string): string {
  return isSealed(stored) ? box.open(stored) : stored;
}

/** What GraphQL shows of a credential: its last 4 characters behind a mask, '' when there is none. */
export function maskCredential(box: SecretBox, stored: string): string {
  if (!stored) return '';
  let clear: string;
  try {
    clear = openCredential(box, stored);
  } catch {
    return '••••';
  }
  return clear.length > 8 ? `••••${clear.slice(-4)}` : '••••';
}

/**
 * The registry with every connector call's `token` opened first: callers pass the stored
 * `shop.authToken`; connectors get the clear credential.
 */
export function credentialOpeningConnectors(inner: MarketplaceConnectors, box: SecretBox): MarketplaceConnectors {
  const wrapped = new Map<MarketplaceConnector, MarketplaceConnector>();
  const open = <I extends { token: string }>(input: I): I => ({ ...input, token: openCredential(box, input.token) });
  return {
    get(platformType) {
      const c = inner.get(platformType);
      let w = wrapped.get(c);
      if (!w) {
        w = {
          platformType: c.platformType,
          name: c.name,
          authorize: (input) => c.authorize(input),
          pullOrders: (input) => c.pullOrders(open(input)),
          uploadTracking: (input) => c.uploadTracking(open(input)),
          pushStock: (input) => c.pushStock(open(input)),
          fetchMessages: (input) => c.fetchMessages(open(input)),
          pullChat: (input) => c.pullChat(open(input)),
          sendChatMessage: (input) => c.sendChatMessage(open(input)),
          markChatRead: (input) => c.markChatRead(open(input)),
          listingCategories: (input) => c.listingCategories(open(input)),
          categoryAttributes: (input) => c.categoryAttributes(open(input)),
          publishListing: (input) => c.publishListing(open(input)),
          reviseListing: (input) => c.reviseListing(open(input)),
          endListing: (input) => c.endListing(open(input)),
          relistListing: (input) => c.relistListing(open(input)),
          fetchListings: (input) => c.fetchListings(open(input)),
          pushQuantities: (input) => c.pushQuantities(open(input)),
          // after-sales (issue 21 item 6): optional, kept absent when the marketplace has none
          ...(c.pullAfterSalesCases ? { pullAfterSalesCases: (input: PullAfterSalesInput) => c.pullAfterSalesCases!(open(input)) } : {}),
          ...(c.afterSalesAction ? { afterSalesAction: (input: AfterSalesActionCall) => c.afterSalesAction!(open(input)) } : {}),
          // buyer reviews (issue 21): optional like after-sales
          ...(c.fetchReviews ? { fetchReviews: (input: FetchReviewsInput) => c.fetchReviews!(open(input)) } : {}),
          ...(c.replyToReview ? { replyToReview: (input: ReplyToReviewCall) => c.replyToReview!(open(input)) } : {}),
        };
        wrapped.set(c, w);
      }
      return w;
    },
  };
}

/**
 * Startup step: seals every shop credential still stored in plain text, in batches. Each row is
 * updated only if it still holds the plain value read (a concurrent re-authorization or another
 * instance doing the same wins), so any number of instances may run it at once. Answers how many
 * rows it sealed.
 */
export async function sealPlainShopCredentials(platform: Pick<Platform, 'database'>, box: SecretBox, logger?: Logger, batch = 500): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'sealing plain shop credentials of every company at startup');
  let sealed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db.shop.findMany({
      where: { id: { gt: afterId }, authToken: { not: '' }, NOT: { authToken: { startsWith: SEALED } } },
      select: { id: true, authToken: true },
      orderBy: { id: 'asc' },
      take: batch,
    });
    if (!rows.length) break;
    for (const row of rows) {
      const { count } = await db.shop.updateMany({ where: { id: row.id, authToken: row.authToken }, data: { authToken: box.seal(row.authToken) } });
      sealed += count;
    }
    afterId = rows[rows.length - 1].id;
  }
  if (sealed) logger?.info({ sealed }, 'shop credentials sealed');
  return sealed;
}
