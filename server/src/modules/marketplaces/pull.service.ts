// Order pulls (issue 6 point 1): each authorized shop is pulled from its stored cursor, page by
// page. One transaction per page stores the new orders, applies the marketplace's changes to
// orders already stored (late payment, cancellation, partial cancellation, cancel requests) and
// moves the cursor, so a crash between pages resumes after the last stored page. The unique
// (shopId, pullKey) with ON CONFLICT DO NOTHING makes a re-read page or a racing pull harmless;
// a lock on ShopOrderPull (lockedUntil, claimed by a conditional update) keeps two pulls of one
// shop from running at once. Scheduled pulls run as background jobs (one per shop, deduplicated).
import { MARKETPLACE_LABELS, ORDER_OPEN_STATUSES, ORDER_PULL_INTERVAL, SHOP_STATUS, platformName, shopPullScheduleInput, type OrderStatus } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, createContext, type Actor, type Platform, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { AppError, BusinessError, NotFoundError } from '../../platform/errors';
import { countedRound } from '../../platform/schedule';
import { parseInput } from '../../platform/validate';
import type { Tx } from '../../platform/db';
import { orderCreated, stageEvents } from '../events/events.service';
import { releaseOrderStock } from '../orders/orders.allocation';
import { processNewOrders } from '../orders/orders.pipeline';
import { addHistory, moveOrder } from '../orders/orders.states';
import type { MarketplaceOrder } from './connector';
import { claimPullLock, openShopPull, pullPages, storeUnderLock } from './paged-pull';

export const PULL_PAGE_SIZE = 50;
/** A pull holds its shop this long per page; a crashed pull's lock expires after it. */
export const PULL_LOCK_MS = 5 * 60_000;
/** Pages of one pull at most (the rest waits for the next pull). */
const MAX_PAGES = 200;
export const PULL_JOB = 'marketplaces.pullShop';
const MINUTE = 60_000;

export interface PullResult {
  shopId: number;
  newCount: number;
  updatedCount: number;
  pages: number;
}

export interface PullOptions {
  /** The marketplace clock (sandbox, tests, seeding); default the current time. */
  now?: Date;
  limit?: number;
}

type ShopRow = { id: number; platformType: number; site: string; shopName: string; status: number; authToken: string };

/** A context acting for the company itself (scheduled pulls, background uploads): no user. */
export async function systemContext(platform: Platform, companyId: number, lang: 'zh' | 'en' = 'zh'): Promise<RequestContext> {
  const company = await unscopedDb(platform.database.prisma, 'a background job acts for its company').company.findUnique({ where: { id: companyId } });
  if (!company) throw new NotFoundError('common.notFound');
  const actor: Actor = {
    userId: 0,
    companyId,
    sessionId: 'system',
    username: 'system',
    realname: 'system',
    isMain: true,
    roleId: null,
    permissions: new Set(),
    allowShopIds: [],
    edition: company.edition,
  };
  return createContext(platform, { lang, ip: '', userAgent: 'system', actor });
}

/**
 * A schedule's round over rows in company order, each synced as its company (one system context
 * while the company stays the same): counts the synced rows and the refused ones (logged with
 * `refused`, the row's company and what `about` says of it; the others go on).
 */
export async function syncAsEachCompany<T extends { companyId: number }>(
  platform: Platform,
  rows: T[],
  sync: (ctx: RequestContext, row: T) => Promise<unknown>,
  refused: string,
  about: (row: T) => object,
): Promise<{ synced: number; failed: number }> {
  let ctx: RequestContext | null = null;
  const each = async (row: T) => {
    if (ctx?.actor?.companyId !== row.companyId) ctx = await systemContext(platform, row.companyId);
    await sync(ctx, row);
    return true;
  };
  const { done, failed } = await countedRound(platform, rows, each, refused, (row) => ({ companyId: row.companyId, ...about(row) }));
  return { synced: done, failed };
}

/** The shop in the caller's reach (sub-accounts: allowShopIds); anything else is not found. */
export async function findPullShop(ctx: RequestContext, shopId: number) {
  const actor = assertCan(ctx, 'order.pull');
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor)] } });
  if (!shop) throw new NotFoundError('shop.notFound');
  return shop;
}

async function ensurePullRow(ctx: RequestContext, shopId: number) {
  await ctx.db.shopOrderPull.createMany({ data: [{ shopId, intervalMinutes: ORDER_PULL_INTERVAL.default } as never], skipDuplicates: true });
  return (await ctx.db.shopOrderPull.findFirst({ where: { shopId } }))!;
}

/** Claims the shop's pull lock; answers the lock's token (its expiry) or null when another pull holds it. */
async function acquireLock(ctx: RequestContext, shopId: number): Promise<Date | null> {
  return claimPullLock(ctx.db.shopOrderPull, shopId, PULL_LOCK_MS);
}

function statusOf(o: MarketplaceOrder): OrderStatus {
  return o.status === 'cancelled' ? 'cancelled' : o.status === 'paid' ? 'processing' : 'awaitingPayment';
}

/** The lines as we store them: quantities after the marketplace's cancellations. */
function storedLines(o: MarketplaceOrder) {
  const lines = o.items.map((it) => ({ ...it, remaining: Math.max(0, it.quantity - it.cancelledQuantity) }));
  // A fully cancelled order keeps what was ordered, for the record.
  return lines.some((l) => l.remaining > 0) ? lines.filter((l) => l.remaining > 0) : lines.map((l) => ({ ...l, remaining: l.quantity }));
}

function orderData(shop: ShopRow, o: MarketplaceOrder) {
  const status = statusOf(o);
  return {
    shopId: shop.id,
    platformType: shop.platformType,
    platformOrderNo: o.platformOrderNo,
    pullKey: o.platformOrderNo,
    source: 'pull',
    status,
    buyerAccount: o.buyer.account,
    buyerName: o.buyer.name,
    buyerEmail: o.buyer.email,
    buyerPhone: o.buyer.phone,
    country: o.address.country,
    state: o.address.state,
    city: o.address.city,
    postcode: o.address.postcode,
    address1: o.address.address1,
    address2: o.address.address2,
    currency: o.currency,
    itemsTotal: o.itemsTotal,
    shippingFee: o.shippingFee,
    discount: o.discount,
    totalAmount: o.totalAmount,
    orderedAt: o.orderedAt,
    paidAt: o.paidAt,
    shipBy: o.shipBy,
    cancelledAt: status === 'cancelled' ? o.updatedAt : null,
    cancelRequested: o.cancelRequested,
  };
}

interface PageOutcome {
  newIds: number[];
  /** New orders the pipeline should see (not the ones already cancelled). */
  pipelineIds: number[];
  updated: number;
}

/** Stores one page in the caller's transaction: new orders inserted, known ones updated. */
async function storePage(ctx: RequestContext, tx: Tx, shop: ShopRow, page: MarketplaceOrder[]): Promise<PageOutcome> {
  // The same order twice in a page: its latest state wins.
  const byNo = new Map<string, MarketplaceOrder>();
  for (const o of page) byNo.set(o.platformOrderNo, o);
  const orders = [...byNo.values()];
  const existing = await tx.order.findMany({
    where: { shopId: shop.id, pullKey: { in: orders.map((o) => o.platformOrderNo) } },
    include: { items: { orderBy: { id: 'asc' } } },
  });
  const known = new Map(existing.map((o) => [o.pullKey!, o]));
  const fresh = orders.filter((o) => !known.has(o.platformOrderNo));

  const out: PageOutcome = { newIds: [], pipelineIds: [], updated: 0 };
  if (fresh.length) {
    // Our order number is the marketplace's, prefixed with the shop when another order has it.
    const prefixed = (no: string) => `S${shop.id}-${no}`;
    const wanted = fresh.flatMap((o) => [o.platformOrderNo, prefixed(o.platformOrderNo)]);
    const taken = new Set((await tx.order.findMany({ where: { orderNo: { in: wanted } }, select: { orderNo: true } })).map((o) => o.orderNo));
    const rows = fresh.map((o) => ({ ...orderData(shop, o), orderNo: taken.has(o.platformOrderNo) ? prefixed(o.platformOrderNo) : o.platformOrderNo }));
    const created = await tx.order.createManyAndReturn({
      data: rows as never,
      skipDuplicates: true,
      select: { id: true, pullKey: true, status: true, orderNo: true, source: true, shopId: true, warehouseId: true },
    });
    await stageEvents(tx, created.map(orderCreated), ctx.actor!.companyId);
    if (created.length !== rows.length) {
      // Skipped rows: a racing pull stored them (fine), or an order number clashed (retry the page).
      const got = new Set(created.map((c) => c.pullKey));
      const missing = rows.filter((r) => !got.has(r.pullKey)).map((r) => r.pullKey);
      const raced = await tx.order.count({ where: { shopId: shop.id, pullKey: { in: missing } } });
      if (raced !== missing.length) throw new Error(`order pull: order numbers taken (${missing.join(', ')})`);
    }
    const idOf = new Map(created.map((c) => [c.pullKey!, c.id]));
    const items = created.flatMap((c) =>
      storedLines(byNo.get(c.pullKey!)!).map((l) => ({
        orderId: c.id,
        platformItemId: l.platformItemId,
        platformSku: l.platformSku,
        title: l.title,
        image: l.image,
        quantity: l.remaining,
        unitPrice: l.unitPrice,
      })),
    );
    if (items.length) await tx.orderItem.createMany({ data: items as never });
    const platform = MARKETPLACE_LABELS[platformName(shop.platformType)!] ?? String(shop.platformType);
    for (const status of new Set(created.map((c) => c.status))) {
      const ids = created.filter((c) => c.status === status).map((c) => c.id);
      await addHistory(ctx, tx, ids, { action: 'pull', toStatus: status, messageId: 'marketplace.history.pulled', params: { platform } });
    }
    out.newIds = fresh.map((o) => idOf.get(o.platformOrderNo)).filter((id): id is number => id != null);
    out.pipelineIds = created.filter((c) => c.status !== 'cancelled').map((c) => c.id);
  }
  for (const o of orders) {
    const order = known.get(o.platformOrderNo);
    if (order && (await applyChanges(ctx, tx, order, o))) out.updated++;
  }
  return out;
}

type StoredOrder = Prisma.OrderGetPayload<{ include: { items: true } }>;

/** A move the order may no longer take (someone acted on it meanwhile) is skipped, not fatal. */
async function tryMove(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch (err) {
    if (err instanceof BusinessError) return false;
    throw err;
  }
}

/**
 * The pulled order is already cancelled here because it was split or merged: the marketplace's
 * cancellation reaches the sub-orders still open (cancelled, stock released), and an order it was
 * merged into is held as abnormal (marketplaceCancel), since it carries other buyers' orders' lines too.
 */
async function cancelDescendants(ctx: RequestContext, tx: Tx, order: StoredOrder, o: MarketplaceOrder): Promise<boolean> {
  let changed = false;
  const children = await tx.order.findMany({ where: { parentId: order.id, status: { in: [...ORDER_OPEN_STATUSES] } }, select: { id: true, orderNo: true } });
  for (const child of children) {
    changed =
      (await tryMove(async () => {
        await moveOrder(ctx, tx, child.id, 'cancel', {
          data: { cancelledAt: o.updatedAt, cancelRequested: o.cancelRequested },
          history: { messageId: 'marketplace.history.cancelled' },
        });
        await releaseOrderStock(ctx, tx, child);
      })) || changed;
  }
  if (order.mergedIntoId) {
    const target = await tx.order.findFirst({ where: { id: order.mergedIntoId }, select: { id: true, status: true } });
    if (target && target.status !== 'abnormal' && ORDER_OPEN_STATUSES.includes(target.status as OrderStatus)) {
      changed =
        (await tryMove(() =>
          moveOrder(ctx, tx, target.id, 'hold', {
            data: { abnormalReason: 'marketplaceCancel', heldFromStatus: target.status },
            history: { messageId: 'marketplace.history.mergedCancelHeld', params: { orderNo: order.orderNo } },
          }),
        )) || changed;
    }
  }
  return changed;
}

/** Applies what changed on the marketplace to a stored order; answers whether anything changed. */
async function applyChanges(ctx: RequestContext, tx: Tx, order: StoredOrder, o: MarketplaceOrder): Promise<boolean> {
  let changed = false;
  let status = order.status as OrderStatus;
  const open = ORDER_OPEN_STATUSES.includes(status);

  if (o.cancelRequested && !order.cancelRequested) {
    await tx.order.updateMany({ where: { id: order.id }, data: { cancelRequested: true } });
    await addHistory(ctx, tx, [order.id], { action: 'cancelRequested', messageId: 'marketplace.history.cancelRequested' });
    changed = true;
  }

  if (o.status === 'cancelled') {
    if (open) {
      const done = await tryMove(async () => {
        await moveOrder(ctx, tx, order.id, 'cancel', {
          data: { cancelledAt: o.updatedAt, cancelRequested: o.cancelRequested || order.cancelRequested },
          history: { messageId: 'marketplace.history.cancelled' },
        });
        await releaseOrderStock(ctx, tx, order);
      });
      return done || changed;
    }
    if (status === 'cancelled') return (await cancelDescendants(ctx, tx, order, o)) || changed;
    if (status === 'shipped' || status === 'completed') {
      // Too late to stop the parcel: the seller sees the warning and handles the refund.
      const noted = await tx.orderHistory.count({ where: { orderId: order.id, messageId: 'marketplace.history.cancelAfterShip' } });
      if (!noted) {
        await addHistory(ctx, tx, [order.id], { action: 'marketplaceCancel', messageId: 'marketplace.history.cancelAfterShip' });
        return true;
      }
    }
    return changed;
  }

  if (o.status === 'paid' && status === 'awaitingPayment') {
    if (
      await tryMove(() =>
        moveOrder(ctx, tx, order.id, 'pay', { data: { paidAt: o.paidAt, shipBy: o.shipBy }, history: { messageId: 'marketplace.history.paid' } }),
      )
    ) {
      status = 'processing';
      changed = true;
    }
  } else if (o.status === 'paid' && status === 'abnormal' && order.heldFromStatus === 'awaitingPayment') {
    // Held while unpaid (e.g. blacklist): paid now, so a release returns it to processing.
    await tx.order.updateMany({ where: { id: order.id }, data: { paidAt: o.paidAt, shipBy: o.shipBy, heldFromStatus: 'processing' } });
    await addHistory(ctx, tx, [order.id], { action: 'pay', messageId: 'marketplace.history.paid' });
    changed = true;
  }

  // Partial cancellation: lines lose units while the goods have not left.
  if (ORDER_OPEN_STATUSES.includes(status)) {
    const reductions: { line: StoredOrder['items'][number]; target: number }[] = [];
    for (const it of o.items) {
      const line = order.items.find((l) => l.platformItemId === it.platformItemId && !l.isGift);
      const target = Math.max(0, it.quantity - it.cancelledQuantity);
      if (line && target < line.quantity) reductions.push({ line, target });
    }
    const left = order.items.filter((l) => !l.isGift).reduce((s, l) => s + l.quantity, 0) - reductions.reduce((s, r) => s + r.line.quantity - r.target, 0);
    if (reductions.length && left > 0) {
      // Stock reserved for the old quantities goes back; the order is reviewed again.
      if (order.items.some((l) => l.allocated > 0)) {
        await releaseOrderStock(ctx, tx, order);
        if (status === 'awaitingShipment') await tryMove(() => moveOrder(ctx, tx, order.id, 'backToProcessing'));
      }
      for (const { line, target } of reductions) {
        if (target === 0) await tx.orderItem.deleteMany({ where: { id: line.id } });
        else await tx.orderItem.updateMany({ where: { id: line.id }, data: { quantity: target } });
        await addHistory(ctx, tx, [order.id], {
          action: 'partialCancel',
          messageId: 'marketplace.history.partialCancel',
          params: { quantity: line.quantity - target, platformSku: line.platformSku },
        });
      }
      changed = true;
    }
  }

  const amounts = { itemsTotal: o.itemsTotal, shippingFee: o.shippingFee, discount: o.discount, totalAmount: o.totalAmount };
  if (changed || Object.entries(amounts).some(([k, v]) => Number(order[k as keyof typeof amounts]) !== Number(v))) {
    await tx.order.updateMany({ where: { id: order.id }, data: amounts });
  }
  return changed;
}

/**
 * Pulls one shop now: every page after the stored cursor. Only authorized shops; one pull per shop
 * at a time (marketplace.pullRunning). On failure the error's message id is stored in lastError,
 * the lock is released and the error is thrown; the pages already stored stay.
 */
export async function pullShop(ctx: RequestContext, shopId: number, opts: PullOptions = {}): Promise<PullResult> {
  const opened = await openShopPull(
    ctx,
    shopId,
    { notAuthorized: 'marketplace.shopNotAuthorized', running: 'marketplace.pullRunning' },
    ensurePullRow,
    acquireLock,
  );
  const { shop, pull } = opened;
  let lock = opened.lock;
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? PULL_PAGE_SIZE;
  const connector = ctx.platform.connectors.get(shop.platformType);
  const result: PullResult = { shopId: shop.id, newCount: 0, updatedCount: 0, pages: 0 };
  const next = () => new Date(now.getTime() + pull.intervalMinutes * MINUTE);
  try {
    await pullPages(
      shop,
      { cursor: pull.cursor, limit, now, maxPages: MAX_PAGES },
      (request) => connector.pullOrders(request),
      async (answer) => {
        const page = await storeUnderLock(
          ctx,
          (tx) => tx.shopOrderPull,
          { shopId: shop.id, held: lock, ms: PULL_LOCK_MS, nextCursor: answer.nextCursor },
          (tx) => storePage(ctx, tx, shop, answer.orders),
          () => new BusinessError('marketplace.pullRunning', { shopName: shop.shopName }),
        );
        const stored = page.stored;
        lock = page.lock;
        result.pages++;
        result.newCount += stored.newIds.length;
        result.updatedCount += stored.updated;
        if (stored.pipelineIds.length) {
          try {
            await processNewOrders(ctx, stored.pipelineIds);
          } catch (err) {
            // The orders are stored; matching and rules can be run again from the order screens.
            ctx.platform.logger.error({ err, shopId: shop.id }, 'order pipeline failed after a pull');
          }
        }
        return answer;
      },
    );
    await ctx.db.shopOrderPull.updateMany({
      where: { shopId: shop.id, lockedUntil: lock },
      data: { lockedUntil: null, lastPulledAt: now, nextPullAt: next(), lastError: '', lastCount: result.newCount + result.updatedCount },
    });
    return result;
  } catch (err) {
    const messageId = err instanceof AppError ? err.messageId : 'marketplace.pullFailed';
    if (!(err instanceof AppError)) ctx.platform.logger.warn({ err, shopId: shop.id }, 'order pull failed');
    await ctx.db.shopOrderPull.updateMany({
      where: { shopId: shop.id, lockedUntil: lock },
      data: { lockedUntil: null, lastError: messageId, nextPullAt: next() },
    });
    throw err;
  }
}

/** The on-demand pull of the order screens (permission order.pull; sub-accounts: their shops). */
export async function pullShopOrders(ctx: RequestContext, shopId: number, opts: PullOptions = {}): Promise<PullResult> {
  const shop = await findPullShop(ctx, shopId);
  try {
    return await pullShop(ctx, shop.id, opts);
  } catch (err) {
    // A marketplace that fails or answers nonsense is an expected failure for the person who
    // asked (pullShop already logged it and stored lastError), not a server error.
    if (err instanceof AppError) throw err;
    throw new BusinessError('marketplace.pullFailed');
  }
}

/** Interval (5-1440 minutes) and on/off of a shop's scheduled pulls. */
export async function setShopPullSchedule(ctx: RequestContext, raw: unknown) {
  const input = parseInput(shopPullScheduleInput, raw);
  const shop = await findPullShop(ctx, input.shopId);
  const row = await ensurePullRow(ctx, shop.id);
  const base = row.lastPulledAt ?? new Date();
  await ctx.db.shopOrderPull.updateMany({
    where: { shopId: shop.id },
    data: {
      intervalMinutes: input.intervalMinutes,
      enabled: input.enabled,
      nextPullAt: input.enabled ? new Date(base.getTime() + input.intervalMinutes * MINUTE) : null,
    },
  });
  return (await ctx.db.shopOrderPull.findFirst({ where: { shopId: shop.id } }))!;
}

export interface ShopPullRow {
  shopId: number;
  shopName: string;
  platformType: number;
  shopStatus: number;
  intervalMinutes: number;
  enabled: boolean;
  lastPulledAt: Date | null;
  nextPullAt: Date | null;
  lastError: string;
  lastCount: number;
  running: boolean;
}

/** Every shop in the caller's reach with its pull schedule (defaults for shops never pulled). */
export async function shopOrderPulls(ctx: RequestContext): Promise<ShopPullRow[]> {
  return pullRows(ctx, allowedShopsWhere(assertCan(ctx, 'orders')));
}

/** One shop's row (after a schedule change; the shop was looked up already). */
export async function shopPullRow(ctx: RequestContext, shopId: number): Promise<ShopPullRow | undefined> {
  return (await pullRows(ctx, { id: shopId }))[0];
}

async function pullRows(ctx: RequestContext, where: Prisma.ShopWhereInput): Promise<ShopPullRow[]> {
  const shops = await ctx.db.shop.findMany({ where, orderBy: { id: 'asc' } });
  const pulls = await ctx.db.shopOrderPull.findMany({ where: { shopId: { in: shops.map((s) => s.id) } } });
  const byShop = new Map(pulls.map((p) => [p.shopId, p]));
  const wall = new Date();
  return shops.map((s) => {
    const p = byShop.get(s.id);
    return {
      shopId: s.id,
      shopName: s.shopName,
      platformType: s.platformType,
      shopStatus: s.status,
      intervalMinutes: p?.intervalMinutes ?? ORDER_PULL_INTERVAL.default,
      enabled: p?.enabled ?? true,
      lastPulledAt: p?.lastPulledAt ?? null,
      nextPullAt: p?.nextPullAt ?? null,
      lastError: p?.lastError ?? '',
      lastCount: p?.lastCount ?? 0,
      running: !!p?.lockedUntil && p.lockedUntil > wall,
    };
  });
}

// ---- the schedule -------------------------------------------------------------------------------------

/** Shops with a scheduled pull queued by this process (the in-process queue has no job ids). */
const queuedPulls = new WeakMap<Platform, Set<number>>();
const queuedOf = (platform: Platform) => {
  let set = queuedPulls.get(platform);
  if (!set) queuedPulls.set(platform, (set = new Set()));
  return set;
};

/** Registers the pull job (app.ts): a scheduled pull of one shop for its company. */
export function registerPullJob(platform: Platform): void {
  platform.jobs.register<{ companyId: number; shopId: number }>(PULL_JOB, async ({ companyId, shopId }) => {
    try {
      await pullShop(await systemContext(platform, companyId), shopId);
    } catch (err) {
      // Stored in lastError (shown on the pull screen); a running pull simply wins.
      if (!(err instanceof AppError)) platform.logger.warn({ err, shopId }, 'scheduled order pull failed');
    } finally {
      queuedOf(platform).delete(shopId);
    }
  });
}

/**
 * One tick of the schedule: every authorized shop whose enabled pull is due (never pulled, or
 * nextPullAt passed) gets a job, deduplicated per shop and due time. Answers the shops queued.
 */
export async function enqueueDuePulls(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the pull schedule visits the shops of every company');
  const shops = await db.shop.findMany({ where: { status: SHOP_STATUS.authorized }, select: { id: true, companyId: true } });
  if (!shops.length) return 0;
  const pulls = await db.shopOrderPull.findMany({ where: { shopId: { in: shops.map((s) => s.id) } } });
  const byShop = new Map(pulls.map((p) => [p.shopId, p]));
  let queued = 0;
  for (const s of shops) {
    const p = byShop.get(s.id);
    if (p && (!p.enabled || (p.nextPullAt && p.nextPullAt > now) || (p.lockedUntil && p.lockedUntil > now))) continue;
    if (queuedOf(platform).has(s.id)) continue;
    const due = p?.nextPullAt?.getTime() ?? 0;
    queuedOf(platform).add(s.id);
    await platform.jobs.enqueue(PULL_JOB, { companyId: s.companyId, shopId: s.id }, { jobId: `pull-${s.id}-${due}` });
    queued++;
  }
  return queued;
}

/** The server's schedule (main.ts): a tick every minute; answers a stop function. Tests call ticks themselves. */
export function startOrderPullScheduler(platform: Platform, everyMs = MINUTE): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    enqueueDuePulls(platform)
      .catch((err) => platform.logger.warn({ err }, 'order pull schedule tick failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
