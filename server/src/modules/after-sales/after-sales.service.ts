// After-sales cases (issue 21 item 6; spec 02 §2 /ebayCancellation, /ebayReturn, /ebayDispute).
// Cancellation requests, returns and disputes are pulled from each authorized shop through the
// marketplace connector (pullAfterSalesCases, after the shop's stored cursor; unique per shop,
// kind and marketplace case id, so pulling twice creates nothing and a re-delivered page is
// harmless). The seller's action goes to the marketplace first (afterSalesAction); only when it
// accepts does the case move (AFTER_SALES_TRANSITIONS in @erp/schema). A refusal leaves the case
// as it was and answers afterSales.marketplaceRefused with the marketplace's words.
//
// Effects on the local order (the order of the same shop and marketplace order number):
//   - an accepted cancellation cancels it and releases its stock (the orders module's own moves:
//     moveOrder 'cancel' + releaseOrderStock, as cancelOrders does) when its status allows;
//   - a refund (return or dispute) marks a shipped or completed order 'refunded' (moveOrder
//     'refund', the status the reports count as refunded).
import {
  AFTER_SALES_KINDS,
  AFTER_SALES_PLATFORMS,
  AFTER_SALES_STATUSES,
  afterSalesScreen,
  ORDER_TRANSITIONS,
  afterSalesActionInput,
  afterSalesNext,
  SHOP_STATUS,
  type AfterSalesAction,
  type AfterSalesKind,
  type AfterSalesStatus,
  type OrderStatus,
  type PermissionName,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import type { MarketplaceAfterSalesCase } from '../../platform/connectors';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { AppError, BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { releaseOrderStock } from '../orders/orders.allocation';
import { moveOrder } from '../orders/orders.states';
import { connectorShopOf, pullPages, storeWithCursor } from '../marketplaces/paged-pull';
import { refreshOrderProfits } from '../profit/profit.service';

/** Rows of one page at most. */
export const AFTER_SALES_PAGE_MAX = 100;
/** Cases per connector page, and pages per pull at most. */
const PULL_PAGE = 100;
const MAX_PAGES = 50;

/** The eBay page (and its handle action) of each kind. */
export const AFTER_SALES_PAGES: Record<AfterSalesKind, { page: PermissionName; handle: PermissionName }> = {
  cancellation: { page: 'ebayCancellation', handle: 'ebayCancellation.handle' },
  return: { page: 'ebayReturn', handle: 'ebayReturn.handle' },
  dispute: { page: 'ebayDispute', handle: 'ebayDispute.handle' },
};

/**
 * The page and handle permission of a kind on a marketplace (AFTER_SALES_SCREENS: eBay's three
 * kinds, Allegro's disputes), or null when that marketplace has no such screen.
 */
export function afterSalesPermissions(kind: string, platform: string | number): { page: PermissionName; handle: PermissionName } | null {
  const screen = afterSalesScreen(kind, platform);
  return screen ? { page: screen.page, handle: `${screen.page}.handle` as PermissionName } : null;
}

/** The screen's platform type; an unknown platform name is bad input. */
function platformTypeOf(platform: string | null | undefined): number {
  const name = platform ?? 'ebay';
  if (!Object.hasOwn(AFTER_SALES_PLATFORMS, name)) throw ValidationError.field('platform', 'afterSales.platformUnknown', { platform: name });
  return AFTER_SALES_PLATFORMS[name as keyof typeof AFTER_SALES_PLATFORMS];
}

/** The permissions of a screen (kind + platform name); a kind the marketplace lacks is bad input. */
function screenPermissions(kind: AfterSalesKind, platform: string | null | undefined) {
  platformTypeOf(platform);
  const p = afterSalesPermissions(kind, platform ?? 'ebay');
  if (!p) throw new BusinessError('afterSales.notSupported');
  return p;
}

export interface HistoryItem {
  at: string;
  action: AfterSalesAction | 'opened' | 'closed';
  from: string;
  to: string;
  text: string;
  by: number | null;
}

export interface AfterSalesFilter {
  kind: AfterSalesKind;
  /** The screen's marketplace: ebay (default) or allegro. */
  platform?: string | null;
  status?: string | null;
  shopId?: number | null;
  /** Cases whose deadline is before this time (and open). */
  deadlineBefore?: Date | null;
  /** Case id, marketplace order number or buyer (contains, any case). */
  keyword?: string | null;
}

function kindOf(kind: string): AfterSalesKind {
  if (!(AFTER_SALES_KINDS as readonly string[]).includes(kind)) throw ValidationError.field('kind', 'afterSales.actionInvalid');
  return kind as AfterSalesKind;
}

/**
 * THE filter of a screen (kind + marketplace): the caller needs its page; the cases of the
 * marketplace's shops, and of a sub-account only its allowed shops' cases.
 */
export async function afterSalesWhere(ctx: RequestContext, f: AfterSalesFilter): Promise<Prisma.AfterSalesCaseWhereInput> {
  const kind = kindOf(f.kind);
  assertCan(ctx, screenPermissions(kind, f.platform).page);
  const shops = await screenShops(ctx, f.platform);
  const and: Prisma.AfterSalesCaseWhereInput[] = [{ shopId: { in: shops.map((x) => x.id) } }, { kind }];
  if (f.status) {
    if (!(AFTER_SALES_STATUSES as readonly string[]).includes(f.status)) throw ValidationError.field('status', 'afterSales.actionInvalid');
    and.push({ status: f.status });
  }
  if (f.shopId) and.push({ shopId: f.shopId });
  if (f.deadlineBefore) and.push({ deadline: { lt: f.deadlineBefore } });
  const k = f.keyword?.trim();
  if (k)
    and.push({
      OR: (['platformCaseId', 'platformOrderNo', 'buyerAccount', 'buyerName'] as const).map((field) => ({ [field]: { contains: k, mode: 'insensitive' } })),
    });
  return { AND: and };
}

/** The caller's shops of a screen's marketplace (its shop filter), any status. */
export async function screenShops(ctx: RequestContext, platform: string | null | undefined) {
  const actor = requireActor(ctx);
  const platformType = platformTypeOf(platform);
  return ctx.db.shop.findMany({
    where: { AND: [allowedShopsWhere(actor) as Prisma.ShopWhereInput, { platformType }] },
    select: { id: true, shopName: true, alias: true, status: true, platformType: true },
    orderBy: { id: 'asc' },
  });
}

/** The shop filter of a screen: the caller's shops of its marketplace (needs the page). */
export async function afterSalesShops(ctx: RequestContext, args: { kind: string; platform?: string | null }) {
  assertCan(ctx, screenPermissions(kindOf(args.kind), args.platform).page);
  return screenShops(ctx, args.platform);
}

/** Cases per status for the tabs (the filter without its status). */
export async function afterSalesStatusCounts(ctx: RequestContext, f: AfterSalesFilter) {
  const where = await afterSalesWhere(ctx, { ...f, status: null });
  const rows = await ctx.db.afterSalesCase.groupBy({ by: ['status'], where, _count: { _all: true } });
  const counts = rows.map((r) => ({ status: r.status, count: r._count._all }));
  return { all: counts.reduce((n, c) => n + c.count, 0), statuses: counts };
}

/** One case of a screen's page (its kind and marketplace decide the permission), with its history. */
export async function afterSalesCase(ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  const found = await ctx.db.afterSalesCase.findFirst({ where: { AND: [allowedShopsWhere(actor, 'shopId') as Prisma.AfterSalesCaseWhereInput, { id }] } });
  if (!found) throw new NotFoundError('afterSales.notFound', { id, field: 'id' });
  const shop = await ctx.db.shop.findFirst({ where: { id: found.shopId }, select: { platformType: true } });
  const perms = shop ? afterSalesPermissions(found.kind, shop.platformType) : null;
  if (!perms) throw new NotFoundError('afterSales.notFound', { id, field: 'id' });
  assertCan(ctx, perms.page);
  return found;
}

export async function listAfterSalesCases(ctx: RequestContext, f: AfterSalesFilter, page: { offset?: number | null; limit?: number | null } = {}) {
  const where = await afterSalesWhere(ctx, f);
  const offset = page.offset ?? 0;
  const limit = page.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0) throw ValidationError.field('offset', 'validation.offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > AFTER_SALES_PAGE_MAX)
    throw ValidationError.field('limit', 'validation.pageSize', { max: AFTER_SALES_PAGE_MAX });
  const [totalCount, nodes] = await Promise.all([
    ctx.db.afterSalesCase.count({ where }),
    ctx.db.afterSalesCase.findMany({ where, orderBy: [{ deadline: { sort: 'asc', nulls: 'last' } }, { id: 'desc' }], skip: offset, take: limit }),
  ]);
  return { totalCount, nodes };
}

// ---- pull ----------------------------------------------------------------------------------------

const dateOrNull = (d: Date | string | null) => (d == null ? null : new Date(d));

/**
 * Pulls one shop's cases now: every page after its stored cursor. New cases are created (linked to
 * the local order of the same marketplace order number); a known case is updated only when the
 * marketplace changed it later than we last saw, and only for what the marketplace decides (its
 * deadline, and 'closed' when it closed the case). Answers how many cases were new and changed.
 */
export async function pullShopAfterSales(
  ctx: RequestContext,
  shopId: number,
  opts: { now?: Date; limit?: number; kind?: AfterSalesKind } = {},
): Promise<{ shopId: number; created: number; updated: number }> {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor) as Prisma.ShopWhereInput] } });
  if (!shop) throw new NotFoundError('order.shopNotFound', { id: shopId, field: 'shopId' });
  // the handle action of the screen pulling (its kind on the shop's marketplace); a marketplace
  // without after-sales screens still answers its (empty) pull to eBay's handlers
  const kind = opts.kind ?? 'cancellation';
  assertCan(ctx, (afterSalesPermissions(kind, shop.platformType) ?? AFTER_SALES_PAGES[kind]).handle);
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError('afterSales.shopNotAuthorized');
  const connector = ctx.platform.connectors.get(shop.platformType);
  if (!connector.pullAfterSalesCases) throw new BusinessError('afterSales.notSupported');
  const row = await ctx.db.afterSalesCursor.findFirst({ where: { shopId } });
  const result = { shopId, created: 0, updated: 0 };
  const at = { shopId, companyId: actor.companyId };
  const from = { cursor: row?.cursor ?? '', limit: opts.limit ?? PULL_PAGE, now: opts.now, maxPages: MAX_PAGES };
  await pullPages(shop, from, connector.pullAfterSalesCases.bind(connector), async (answer) => {
    const store = (tx: Tx, c: MarketplaceAfterSalesCase) => storeCase(tx, actor.companyId, shop.id, c);
    await storeWithCursor(ctx, { ...at, nextCursor: answer.nextCursor }, answer.cases, store, (tx) => tx.afterSalesCursor, result);
    return answer;
  });
  return result;
}

/**
 * A screen's "pull now" (its `.handle` action): one shop of the screen's marketplace, or every
 * authorized one the caller may see. With one shop its failure is the answer; with all, a shop
 * that fails is counted in `failed` and the others go on.
 */
export async function pullAfterSalesNow(
  ctx: RequestContext,
  args: { kind: string; platform?: string | null; shopId?: number | null },
  opts: { now?: Date } = {},
): Promise<{ shops: { shopId: number; created: number; updated: number }[]; failed: number }> {
  const kind = kindOf(args.kind);
  assertCan(ctx, screenPermissions(kind, args.platform).handle);
  const shops = (await screenShops(ctx, args.platform)).filter((s) => (args.shopId ? s.id === args.shopId : s.status === SHOP_STATUS.authorized));
  if (args.shopId && !shops.length) throw new NotFoundError('order.shopNotFound', { id: args.shopId, field: 'shopId' });
  const out = { shops: [] as { shopId: number; created: number; updated: number }[], failed: 0 };
  for (const s of shops) {
    try {
      out.shops.push(await pullShopAfterSales(ctx, s.id, { kind, now: opts.now }));
    } catch (err) {
      if (args.shopId) throw err instanceof AppError ? err : new BusinessError('afterSales.marketplaceFailed');
      ctx.platform.logger.warn({ err, shopId: s.id }, 'after-sales pull failed');
      out.failed++;
    }
  }
  return out;
}

async function storeCase(tx: Tx, companyId: number, shopId: number, c: MarketplaceAfterSalesCase): Promise<'created' | 'updated' | 'same'> {
  const key = { shopId_kind_platformCaseId: { shopId, kind: c.kind, platformCaseId: c.caseId } };
  const known = await tx.afterSalesCase.findUnique({ where: key });
  const updatedAt = new Date(c.updatedAt);
  const at = updatedAt.toISOString();
  if (!known) {
    const order = await tx.order.findFirst({ where: { shopId, platformOrderNo: c.platformOrderNo }, select: { id: true }, orderBy: { id: 'asc' } });
    const history: HistoryItem[] = [{ at: new Date(c.openedAt).toISOString(), action: 'opened', from: '', to: 'open', text: c.buyerComment, by: null }];
    if (c.state === 'closed') history.push({ at, action: 'closed', from: 'open', to: 'closed', text: '', by: null });
    await tx.afterSalesCase.create({
      data: {
        companyId,
        shopId,
        kind: c.kind,
        platformCaseId: c.caseId,
        orderId: order?.id ?? null,
        platformOrderNo: c.platformOrderNo,
        buyerAccount: c.buyerAccount,
        buyerName: c.buyerName,
        platformSku: c.platformSku,
        quantity: c.quantity,
        amount: new Prisma.Decimal(c.amount),
        currency: c.currency,
        reason: c.reason,
        buyerComment: c.buyerComment,
        status: c.state === 'closed' ? 'closed' : 'open',
        deadline: dateOrNull(c.respondBy),
        openedAt: new Date(c.openedAt),
        platformUpdatedAt: updatedAt,
        history: history as unknown as Prisma.InputJsonValue,
      },
    });
    return 'created';
  }
  if (known.platformUpdatedAt >= updatedAt) return 'same';
  const closing = c.state === 'closed' && known.status !== 'closed';
  const history = known.history as unknown as HistoryItem[];
  await tx.afterSalesCase.update({
    where: { id: known.id },
    data: {
      platformUpdatedAt: updatedAt,
      deadline: dateOrNull(c.respondBy),
      ...(closing
        ? {
            status: 'closed',
            history: [...history, { at, action: 'closed', from: known.status, to: 'closed', text: '', by: null }] as unknown as Prisma.InputJsonValue,
          }
        : {}),
    },
  });
  return 'updated';
}

// ---- the seller's actions --------------------------------------------------------------------------

/**
 * One seller action on one case: checked (visible case, the kind's handle permission, the state
 * machine, a refund not above the case amount), sent to the marketplace, then applied. Nothing is
 * written when the marketplace refuses or does not answer.
 */
export async function actOnAfterSalesCase(ctx: RequestContext, raw: unknown, opts: { now?: Date } = {}) {
  const input = parseInput(afterSalesActionInput, raw);
  const actor = requireActor(ctx);
  const visible = allowedShopsWhere(actor, 'shopId') as Prisma.AfterSalesCaseWhereInput;
  const found = await ctx.db.afterSalesCase.findFirst({ where: { AND: [visible, { id: input.id }] } });
  if (!found) throw new NotFoundError('afterSales.notFound', { id: input.id, field: 'id' });
  const kind = kindOf(found.kind);
  const shop = await ctx.db.shop.findFirst({ where: { id: found.shopId } });
  const perms = shop ? afterSalesPermissions(kind, shop.platformType) : null;
  if (!shop || !perms) throw new NotFoundError('afterSales.notFound', { id: input.id, field: 'id' });
  assertCan(ctx, perms.handle);
  const to = afterSalesNext(kind, found.status as AfterSalesStatus, input.action);
  if (!to) throw new BusinessError('afterSales.illegalAction', { caseNo: found.platformCaseId, status: found.status, action: input.action });
  let refund: Prisma.Decimal | null = null;
  if (input.action === 'refund') {
    refund = input.amount ? new Prisma.Decimal(input.amount) : found.amount;
    if (refund.gt(found.amount))
      throw ValidationError.field('amount', 'afterSales.refundTooHigh', { amount: found.amount.toFixed(2), currency: found.currency });
  }
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError('afterSales.shopNotAuthorized');
  const connector = ctx.platform.connectors.get(shop.platformType);
  if (!connector.afterSalesAction) throw new BusinessError('afterSales.notSupported');
  let answer;
  try {
    answer = await connector.afterSalesAction({
      token: shop.authToken,
      shop: connectorShopOf(shop),
      kind,
      caseId: found.platformCaseId,
      action: input.action,
      text: input.text,
      ...(refund ? { amount: refund.toFixed(2), currency: found.currency } : {}),
      now: opts.now,
    });
  } catch (err) {
    ctx.platform.logger.warn({ err, caseId: found.id }, 'after-sales action: marketplace did not answer');
    throw new BusinessError('afterSales.marketplaceFailed');
  }
  if (!answer.ok) throw new BusinessError('afterSales.marketplaceRefused', { message: answer.message, reasonId: answer.reasonId });

  const now = new Date();
  return ctx.db
    .$transaction(async (tx) => {
      const { count } = await tx.afterSalesCase.updateMany({
        where: { id: found.id, status: found.status },
        data: {
          status: to,
          handledAt: now,
          handledBy: actor.userId,
          ...(refund ? { refundAmount: refund } : {}),
          history: [
            ...(found.history as unknown as HistoryItem[]),
            { at: now.toISOString(), action: input.action, from: found.status, to, text: input.text, by: actor.userId },
          ] as unknown as Prisma.InputJsonValue,
        },
      });
      if (count !== 1) throw new BusinessError('afterSales.illegalAction', { caseNo: found.platformCaseId, status: found.status, action: input.action });
      // the local order: the one linked at the pull, else one that arrived since
      const orderId =
        found.orderId ??
        (await tx.order.findFirst({ where: { shopId: found.shopId, platformOrderNo: found.platformOrderNo }, select: { id: true }, orderBy: { id: 'asc' } }))
          ?.id ??
        null;
      if (orderId && orderId !== found.orderId) await tx.afterSalesCase.update({ where: { id: found.id }, data: { orderId } });
      let orderStatus: string | null = null;
      if (orderId) {
        const order = await tx.order.findFirst({ where: { id: orderId }, select: { id: true, orderNo: true, status: true } });
        if (order && input.action === 'accept' && ORDER_TRANSITIONS.cancel.from.includes(order.status as OrderStatus)) {
          await moveOrder(ctx, tx, order.id, 'cancel', {
            data: { cancelledAt: now },
            history: { messageId: 'afterSales.orderCancelled', params: { caseNo: found.platformCaseId } },
          });
          await releaseOrderStock(ctx, tx, order);
        }
        if (order && input.action === 'refund' && ORDER_TRANSITIONS.refund.from.includes(order.status as OrderStatus)) {
          await moveOrder(ctx, tx, order.id, 'refund', { history: { messageId: 'afterSales.orderRefunded', params: { caseNo: found.platformCaseId } } });
        }
      }
      if (orderId) orderStatus = (await tx.order.findFirst({ where: { id: orderId }, select: { status: true } }))?.status ?? null;
      return { id: found.id, status: to, orderId, orderStatus };
    })
    .then(async (r) => {
      if (refund && r.orderId) await refreshOrderProfits(ctx, [r.orderId]); // the refund into the order's profit
      return r;
    });
}
