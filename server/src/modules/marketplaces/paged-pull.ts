// The page loop every marketplace pull shares (orders, buyer messages, after-sales cases, reviews):
// ask the connector for the page after the cursor, store it, move on while the marketplace says
// there is more, at most a number of pages per pull (the rest waits for the next pull).
import { SHOP_STATUS } from '@erp/schema';
import type { ConnectorShop } from '../../platform/connectors';
import type { RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError } from '../../platform/errors';

/** A shop row as a pull reads it: the connector's view of the shop and its token. */
export type PulledShop = ConnectorShop & { authToken: string };

/** What every paged pull asks its connector (PullOrdersInput, PullChatInput, … have this shape). */
export interface PageRequest {
  token: string;
  shop: ConnectorShop;
  cursor: string;
  limit: number;
  now?: Date;
}

/** Where a stored page leaves the pull: the cursor after it and whether more pages wait. */
export interface PageEnd {
  nextCursor: string;
  hasMore: boolean;
}

/** The connector's view of a shop row (never more than it needs). */
export const connectorShopOf = (shop: ConnectorShop): ConnectorShop => ({
  id: shop.id,
  platformType: shop.platformType,
  site: shop.site,
  shopName: shop.shopName,
});

/**
 * Pulls `shop` page by page from `from.cursor`: `fetch` asks the connector for a page, `store`
 * stores it and answers where it ends (usually the page itself), or `false` to stop before the next
 * one (a marketplace that answered "not supported"). Stops after the page without more, or after
 * `from.maxPages` pages.
 */
export async function pullPages<P>(
  shop: PulledShop,
  from: { cursor: string; limit: number; now?: Date; maxPages: number },
  fetch: (request: PageRequest) => Promise<P>,
  store: (page: P) => Promise<PageEnd | false>,
): Promise<void> {
  let cursor = from.cursor;
  for (let page = 0; page < from.maxPages; page++) {
    const answer = await fetch({ token: shop.authToken, shop: connectorShopOf(shop), cursor, limit: from.limit, now: from.now });
    const end = await store(answer);
    if (!end) return;
    cursor = end.nextCursor;
    if (!end.hasMore) return;
  }
}

/** What a stored item became. */
export type Stored = 'created' | 'updated' | 'same';

/** A per-shop cursor table (`afterSalesCursor`, `reviewCursor`): one row per shop. */
interface CursorTable {
  upsert(args: {
    where: { shopId: number };
    create: { shopId: number; companyId: number; cursor: string };
    update: { cursor: string; pulledAt: Date };
  }): PromiseLike<unknown>;
}

/**
 * Stores one pulled page in one transaction: each item through `storeItem` (counted in `counts`),
 * then the shop's cursor in `cursorOf(tx)` moved past the page, so a crash mid-pull re-reads at
 * most this page.
 */
export async function storeWithCursor<T>(
  ctx: RequestContext,
  at: { companyId: number; shopId: number; nextCursor: string },
  items: readonly T[],
  storeItem: (tx: Tx, item: T) => Promise<Stored>,
  cursorOf: (tx: Tx) => CursorTable,
  counts: { created: number; updated: number },
): Promise<void> {
  const { companyId, shopId, nextCursor } = at;
  await ctx.db.$transaction(async (tx) => {
    for (const item of items) {
      const r = await storeItem(tx, item);
      if (r === 'created') counts.created++;
      if (r === 'updated') counts.updated++;
    }
    await cursorOf(tx).upsert({ where: { shopId }, create: { shopId, companyId, cursor: nextCursor }, update: { cursor: nextCursor, pulledAt: new Date() } });
  });
}

/** A pull lock's token: its expiry, `ms` from `wall`, with a random millisecond part so two claims never hold the same token. */
export const lockToken = (ms: number, wall = Date.now()) => new Date(wall + ms + Math.floor(Math.random() * 1000));

/** A per-shop pull table with a lock (`shopOrderPull`, `chatPull`). */
interface LockedPullTable {
  updateMany(args: { where: { shopId: number; OR: object[] }; data: { lockedUntil: Date } }): PromiseLike<{ count: number }>;
}

/** Claims the shop's pull lock for `ms` (a conditional update); answers the lock's token or null when another pull holds it. */
export async function claimPullLock(table: LockedPullTable, shopId: number, ms: number): Promise<Date | null> {
  const wall = Date.now();
  const token = lockToken(ms, wall);
  const { count } = await table.updateMany({
    where: { shopId, OR: [{ lockedUntil: null }, { lockedUntil: { lt: new Date(wall) } }] },
    data: { lockedUntil: token },
  });
  return count === 1 ? token : null;
}

/** A per-shop pull table whose row keeps the cursor under the pull lock (`shopOrderPull`, `chatPull`). */
interface LockedCursorTable {
  updateMany(args: { where: { shopId: number; lockedUntil: Date | null }; data: { cursor: string; lockedUntil: Date } }): PromiseLike<{ count: number }>;
}

/**
 * Stores one page of a locked pull in one transaction: `store` writes the page, then the shop's
 * cursor in `tableOf(tx)` moves to `at.nextCursor` and the lock `at.held` is renewed for `at.ms`,
 * only while this pull still holds it (else `busy()` is thrown and the page rolls back). Answers
 * what `store` answered and the renewed lock.
 */
export async function storeUnderLock<R>(
  ctx: RequestContext,
  tableOf: (tx: Tx) => LockedCursorTable,
  at: { shopId: number; held: Date | null; ms: number; nextCursor: string },
  store: (tx: Tx) => Promise<R>,
  busy: () => Error,
): Promise<{ stored: R; lock: Date }> {
  const renewed = lockToken(at.ms);
  const stored = await ctx.db.$transaction(
    async (tx) => {
      const outcome = await store(tx);
      // The cursor moves with the page, and only while this pull still holds the shop.
      const { count } = await tableOf(tx).updateMany({
        where: { shopId: at.shopId, lockedUntil: at.held },
        data: { cursor: at.nextCursor, lockedUntil: renewed },
      });
      if (count !== 1) throw busy();
      return outcome;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  return { stored, lock: renewed };
}

/**
 * Opens a locked pull of `shopId`: the shop ('shop.notFound'; `ids.notAuthorized` unless it is
 * authorized), its pull row (`ensureRow`) and the pull lock (`claim`; `ids.running` while another
 * pull holds it).
 */
export async function openShopPull<R>(
  ctx: RequestContext,
  shopId: number,
  ids: { notAuthorized: string; running: string },
  ensureRow: (ctx: RequestContext, shopId: number) => Promise<R>,
  claim: (ctx: RequestContext, shopId: number) => Promise<Date | null>,
) {
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId } });
  if (!shop) throw new NotFoundError('shop.notFound');
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError(ids.notAuthorized, { shopName: shop.shopName });
  const pull = await ensureRow(ctx, shop.id);
  const lock = await claim(ctx, shop.id);
  if (!lock) throw new BusinessError(ids.running, { shopName: shop.shopName });
  return { shop, pull, lock };
}
