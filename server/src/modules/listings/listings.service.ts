// Listings (issue 19; spec 02 §3 'Listing fields', §4 'Listing', §5 'Listing'): drafts checked by
// their marketplace's definition, batch publish into the queue, the queue runner publishing through
// the connector (idempotent: a crashed run never publishes twice), revise, end, relist, remove.
// Every status move goes through LISTING_TRANSITIONS with the shared transition helper.
//
// Access: a listing is seen through the `<marketplace>Listing` page permission and the caller's
// allowed shops; drafts need `<marketplace>Listing.edit`, marketplace calls `<marketplace>Listing.publish`.
import { randomUUID } from 'node:crypto';
import {
  LISTING_EDITABLE,
  LISTING_MARKETPLACES,
  LISTING_STATUSES,
  LISTING_TABS,
  LISTING_TRANSITIONS,
  PLATFORM_TYPES,
  SHOP_STATUS,
  canTransition,
  listingContentInput,
  listingDefinitionOf,
  listingProblems,
  oneOf,
  platformName,
  type ListingAction,
  type ListingContent,
  type ListingStatus,
  type MarketplaceDefinition,
  type PermissionName,
  type PlatformName,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import type { ListingCallResult, ListingPayload, ListingRefusal } from '../../platform/connectors';
import { allowedShopsWhere, assertCan, can, requireActor, type Actor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { requestLoader } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { parseInput } from '../../platform/validate';

type Db = RequestContext['db'] | Tx;
type Kind = 'view' | 'edit' | 'publish';

/** The permission of a marketplace's listings: its page to see them, its actions to change them. */
export function listingPermission(m: PlatformName, kind: Kind): PermissionName {
  return kind === 'view' ? `${m}Listing` : `${m}Listing.${kind}`;
}

function marketplaceOf(platformType: number, field = 'platformType'): { name: PlatformName; def: MarketplaceDefinition } {
  const name = platformName(platformType);
  const def = name ? listingDefinitionOf(platformType) : undefined;
  if (!name || !def) throw ValidationError.field(field, 'listing.marketplaceUnknown');
  return { name, def };
}

/** "The listing is online: it cannot be published" (listing.illegalTransition). */
export function illegalListingMove(status: string, action: ListingAction | 'edit'): BusinessError {
  if (action === 'edit' && status === 'publishing') return new BusinessError('listing.editWhilePublishing');
  return new BusinessError('listing.illegalTransition', { status: `listing.status.${status}`, action: `listing.action.${action}` });
}

// ---- reading -------------------------------------------------------------------------------------

export interface ListingFilter {
  platformType?: number;
  shopId?: number;
  status?: string;
  keyword?: string;
}

/** Marketplaces (platform types) whose listings the caller may see, or change with `kind`. */
function allowedPlatformTypes(actor: Actor, kind: Kind): number[] {
  return LISTING_MARKETPLACES.filter((m) => can(actor, listingPermission(m, kind))).map((m) => PLATFORM_TYPES[m]);
}

/** The listings the caller may see with the filter: their marketplaces, their shops; removed ones only when asked for. */
export function listingWhere(ctx: RequestContext, f: ListingFilter = {}): Prisma.ListingWhereInput {
  const actor = requireActor(ctx);
  let platform: Prisma.ListingWhereInput;
  if (f.platformType !== undefined) {
    const { name } = marketplaceOf(f.platformType);
    assertCan(ctx, listingPermission(name, 'view'));
    platform = { platformType: f.platformType };
  } else {
    platform = { platformType: { in: allowedPlatformTypes(actor, 'view') } };
  }
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong', { max: 100 });
  const status = oneOf(LISTING_STATUSES, f.status);
  return {
    AND: [
      platform,
      allowedShopsWhere(actor, 'shopId'),
      f.shopId ? { shopId: f.shopId } : {},
      status ? { status } : { status: { not: 'removed' } },
      kw
        ? {
            OR: [{ title: { contains: kw, mode: 'insensitive' } }, { sellerSku: { contains: kw, mode: 'insensitive' } }, { marketplaceListingId: kw }],
          }
        : {},
    ],
  };
}

/** The status tabs' counts for the filter (its status ignored), every tab present. */
export async function listingStatusCounts(ctx: RequestContext, f: ListingFilter = {}): Promise<{ status: string; count: number }[]> {
  const where = listingWhere(ctx, { ...f, status: undefined });
  const rows = await ctx.db.listing.groupBy({ by: ['status'], where, _count: { _all: true } });
  const byStatus = new Map(rows.map((r) => [r.status, r._count._all]));
  return LISTING_TABS.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/** A shop's name for a listing row (one query per page). */
export function loadShopName(ctx: RequestContext, id: number): Promise<string> {
  return requestLoader<number, { id: number; shopName: string }>(ctx, 'listingShop', async (ids) => {
    const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids] } }, select: { id: true, shopName: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((i) => map.get(i) ?? null);
  })
    .load(id)
    .then((s) => s?.shopName ?? '');
}

const withLines = { variations: { orderBy: { position: 'asc' } } } as const;

async function findListing(db: Db, id: number, actor: Actor, platformType?: number) {
  const listing = await db.listing.findFirst({
    where: { AND: [{ id }, platformType === undefined ? {} : { platformType }, allowedShopsWhere(actor, 'shopId')] },
    include: withLines,
  });
  if (!listing) throw new NotFoundError('listing.notFound', { id });
  return listing;
}
type ListingRow = Awaited<ReturnType<typeof findListing>>;

/** The marketplace of an operation, with the caller's permission of `kind` on it. */
function marketplaceFor(ctx: RequestContext, platformType: number, kind: Kind) {
  const m = marketplaceOf(platformType);
  assertCan(ctx, listingPermission(m.name, kind));
  return m;
}

/**
 * The listing of the marketplace through the caller's company and shops, with the marketplace
 * permission of `kind` (a listing of another marketplace is not found).
 */
async function listingFor(ctx: RequestContext, platformType: number, id: number, kind: Kind) {
  marketplaceFor(ctx, platformType, kind);
  return findListing(ctx.db, id, requireActor(ctx), platformType);
}

async function shopFor(ctx: RequestContext, shopId: number) {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor)] } });
  if (!shop) throw new NotFoundError('listing.shopNotFound', { id: shopId });
  return shop;
}
type ShopRow = Awaited<ReturnType<typeof shopFor>>;

// ---- drafts --------------------------------------------------------------------------------------

const links = z.object({
  productId: z.number().int().positive().nullish(),
  skuId: z.number().int().positive().nullish(),
});
const createInput = listingContentInput.extend({
  platformType: z.number({ error: 'listing.marketplaceUnknown' }).int(),
  shopId: z.number({ error: 'listing.shopNotFound' }).int().positive({ error: 'listing.shopNotFound' }),
  ...links.shape,
});
const updateInput = listingContentInput.extend(links.shape);

/**
 * The content checked against the shop and its marketplace's definition; the product and SKU
 * links looked up in the caller's company. Throws with every problem at once; nothing is written.
 */
async function checkContent(ctx: RequestContext, shop: ShopRow, def: MarketplaceDefinition, input: ListingContent & z.infer<typeof links>) {
  const content: ListingContent = { ...input, currency: input.currency || (def.sites.find((s) => s.code === input.site)?.currency ?? '') };
  const problems = listingProblems(def, content);
  if (shop.site && content.site !== shop.site)
    problems.unshift({ field: 'site', messageId: 'listing.shopSite', params: { shopName: shop.shopName, site: shop.site } });
  if (problems.length) throw new ValidationError(problems);
  if (input.productId && !(await ctx.db.product.findFirst({ where: { id: input.productId }, select: { id: true } })))
    throw ValidationError.field('productId', 'listing.productNotFound');
  const skuIds = [input.skuId, ...content.variations.map((v) => v.skuId)].filter((x): x is number => !!x);
  if (skuIds.length) {
    const found = new Set((await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } })).map((s) => s.id));
    if (input.skuId && !found.has(input.skuId)) throw ValidationError.field('skuId', 'listing.skuNotFound');
    const i = content.variations.findIndex((v) => v.skuId && !found.has(v.skuId));
    if (i >= 0) throw ValidationError.field(`variations.${i}.skuId`, 'listing.skuNotFound');
  }
  return { ...content, productId: input.productId ?? null, skuId: input.skuId ?? null };
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

function contentData(c: Awaited<ReturnType<typeof checkContent>>) {
  return {
    site: c.site,
    currency: c.currency,
    category: c.category,
    productId: c.productId,
    skuId: c.skuId,
    sellerSku: c.sellerSku,
    title: c.title,
    subtitle: c.subtitle,
    description: c.description,
    price: c.price,
    minPrice: c.minPrice,
    maxPrice: c.maxPrice,
    quantity: c.quantity,
    taxRate: c.taxRate,
    images: json(c.images),
    video: c.video ? json(c.video) : undefined,
    keywords: c.keywords,
    labels: c.labels,
    shippingPolicy: c.shippingPolicy,
    returnPolicy: c.returnPolicy,
    shippingOptions: json(c.shippingOptions),
    handlingDaysMin: c.handlingDaysMin,
    handlingDaysMax: c.handlingDaysMax,
    attributes: json(c.attributes),
    variationAttributes: c.variationAttributes,
  };
}

function variationRows(companyId: number, listingId: number, c: ListingContent) {
  return c.variations.map((v, position) => ({
    companyId,
    listingId,
    position,
    skuId: v.skuId ?? null,
    sellerSku: v.sellerSku,
    ean: v.ean,
    barcode: v.barcode,
    attributes: json(v.attributes),
    price: v.price,
    quantity: v.quantity,
    images: json(v.images),
  }));
}

async function addHistory(
  tx: Db,
  actor: Actor | null,
  listing: { id: number; companyId: number },
  action: ListingAction | 'create' | 'edit',
  from: string,
  to: string,
  remark = '',
  params: Record<string, unknown> = {},
) {
  await tx.listingHistory.create({
    data: {
      companyId: listing.companyId,
      listingId: listing.id,
      action,
      fromStatus: from,
      toStatus: to,
      userId: actor?.userId ?? null,
      remark,
      params: json(params),
    },
  });
}

/** Creates a draft on a shop of the marketplace, checked by its definition. */
export async function createListing(ctx: RequestContext, raw: unknown) {
  const actor = requireActor(ctx);
  const input = parseInput(createInput, raw);
  const { def } = marketplaceFor(ctx, input.platformType, 'edit');
  const shop = await shopFor(ctx, input.shopId);
  if (shop.platformType !== input.platformType)
    throw ValidationError.field('shopId', 'listing.shopOtherMarketplace', { shopName: shop.shopName, marketplace: def.marketplace });
  const content = await checkContent(ctx, shop, def, input);
  return ctx.db.$transaction(async (tx) => {
    const listing = await tx.listing.create({
      data: { companyId: actor.companyId, shopId: shop.id, platformType: shop.platformType, createdById: actor.userId, ...contentData(content) },
    });
    await tx.listingVariation.createMany({ data: variationRows(actor.companyId, listing.id, content) });
    await addHistory(tx, actor, listing, 'create', '', 'draft', 'listing.history.created');
    return findListing(tx, listing.id, actor);
  });
}

/** Edits a listing that is not being published nor online (an online one is revised). */
export async function updateListing(ctx: RequestContext, platformType: number, id: number, raw: unknown) {
  const actor = requireActor(ctx);
  const listing = await listingFor(ctx, platformType, id, 'edit');
  if (!LISTING_EDITABLE.includes(listing.status as ListingStatus)) throw illegalListingMove(listing.status, 'edit');
  const input = parseInput(updateInput, raw);
  const { def } = marketplaceOf(listing.platformType);
  const content = await checkContent(ctx, await shopFor(ctx, listing.shopId), def, input);
  return ctx.db.$transaction(async (tx) => {
    // Still editable inside the transaction: the queue runner may have claimed it meanwhile.
    const { count } = await tx.listing.updateMany({
      where: { id, status: { in: [...LISTING_EDITABLE] } },
      data: { ...contentData(content), video: content.video ? json(content.video) : json(null), version: { increment: 1 } },
    });
    if (count !== 1) throw illegalListingMove((await findListing(tx, id, actor)).status, 'edit');
    await tx.listingVariation.deleteMany({ where: { listingId: id } });
    await tx.listingVariation.createMany({ data: variationRows(actor.companyId, id, content) });
    await addHistory(tx, actor, listing, 'edit', listing.status, listing.status, 'listing.history.edited');
    return findListing(tx, id, actor);
  });
}

// ---- batch moves -----------------------------------------------------------------------------------

/**
 * Moves every listing of `ids` by `action`, all or none: an unknown id is not found, a listing
 * whose status does not allow the move refuses the whole batch (nothing changes).
 */
async function moveListings(
  ctx: RequestContext,
  platformType: number,
  ids: number[],
  action: ListingAction,
  kind: Kind,
  data: (l: ListingRow) => Prisma.ListingUpdateManyMutationInput = () => ({}),
) {
  const actor = requireActor(ctx);
  marketplaceFor(ctx, platformType, kind);
  const unique = [...new Set(ids)];
  if (!unique.length) throw ValidationError.field('ids', 'listing.tickOne');
  if (unique.length > 500) throw ValidationError.field('ids', 'listing.tooMany', { max: 500 });
  const rows = await ctx.db.listing.findMany({
    where: { AND: [{ id: { in: unique }, platformType }, allowedShopsWhere(actor, 'shopId')] },
    include: withLines,
  });
  if (rows.length !== unique.length) throw new NotFoundError('listing.notFound', { id: unique.find((i) => !rows.some((r) => r.id === i)) });
  for (const r of rows) {
    if (!canTransition(LISTING_TRANSITIONS, action, r.status as ListingStatus)) throw illegalListingMove(r.status, action);
  }
  if (action === 'publish' || action === 'relist') await checkShopsAuthorized(ctx, rows);
  return ctx.db.$transaction(async (tx) => {
    for (const r of rows) {
      const to = await transition(
        LISTING_TRANSITIONS[action],
        (from, status) => tx.listing.updateMany({ where: { id: r.id, ...from }, data: { ...data(r), status, version: { increment: 1 } } }),
        async () => illegalListingMove((await findListing(tx, r.id, actor)).status, action),
      );
      await addHistory(tx, actor, r, action, r.status, to, to === 'toBePublished' ? 'listing.history.queued' : '');
    }
    return tx.listing.findMany({ where: { id: { in: unique } }, include: withLines, orderBy: { id: 'asc' } });
  });
}

async function checkShopsAuthorized(ctx: RequestContext, rows: { shopId: number }[]) {
  const shops = await ctx.db.shop.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.shopId))] } },
    select: { id: true, shopName: true, status: true },
  });
  const bad = shops.find((s) => s.status !== SHOP_STATUS.authorized);
  if (bad) throw new BusinessError('listing.shopNotAuthorized', { shopName: bad.shopName });
}

const queued = (now: Date) => () => ({ nextAttemptAt: now, retries: 0, claimedAt: null, lastErrorId: '', lastError: '' });

/** Batch publish: only draft or failed listings go into the queue (spec 02 §4). */
export function publishListings(ctx: RequestContext, platformType: number, ids: number[], now = new Date()) {
  return moveListings(ctx, platformType, ids, 'publish', 'publish', queued(now));
}

/** Takes queued listings back to draft before the runner reaches them. */
export function unqueueListings(ctx: RequestContext, platformType: number, ids: number[]) {
  return moveListings(ctx, platformType, ids, 'unqueue', 'publish', () => ({ nextAttemptAt: null }));
}

/** Taken-down listings back into the queue; the runner relists them on the marketplace. */
export function relistListings(ctx: RequestContext, platformType: number, ids: number[], now = new Date()) {
  return moveListings(ctx, platformType, ids, 'relist', 'publish', queued(now));
}

/** Removes drafts, failed and taken-down listings from the seller's lists. */
export function removeListings(ctx: RequestContext, platformType: number, ids: number[]) {
  return moveListings(ctx, platformType, ids, 'remove', 'edit');
}

// ---- marketplace calls ---------------------------------------------------------------------------

function connectorShop(shop: ShopRow) {
  return { id: shop.id, platformType: shop.platformType, site: shop.site, shopName: shop.shopName };
}

const asArray = <T>(v: Prisma.JsonValue): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The content as the marketplace receives it (money as strings with 2 decimals). */
function payloadOf(c: ListingContent): ListingPayload {
  return {
    site: c.site,
    currency: c.currency,
    category: c.category,
    sellerSku: c.sellerSku,
    title: c.title,
    subtitle: c.subtitle,
    description: c.description,
    price: c.price,
    quantity: c.quantity,
    images: c.images.map((i) => i.url),
    video: c.video?.url ?? null,
    keywords: c.keywords,
    attributes: c.attributes,
    shippingOptions: c.shippingOptions,
    handlingDays: c.handlingDaysMax ?? c.handlingDaysMin,
    variations: c.variations.map((v) => ({ sellerSku: v.sellerSku, attributes: v.attributes, price: v.price, quantity: v.quantity })),
  };
}

/** A stored listing as the marketplace receives it. */
export function listingPayload(l: ListingRow): ListingPayload {
  return payloadOf({
    ...l,
    price: l.price.toFixed(2),
    taxRate: l.taxRate.toFixed(2),
    minPrice: l.minPrice?.toFixed(2) ?? null,
    maxPrice: l.maxPrice?.toFixed(2) ?? null,
    images: asArray(l.images),
    video: (l.video ?? null) as ListingContent['video'],
    shippingOptions: asArray(l.shippingOptions),
    attributes: (l.attributes ?? {}) as Record<string, unknown>,
    variations: l.variations.map((v) => ({
      ...v,
      attributes: (v.attributes ?? {}) as Record<string, string>,
      price: v.price.toFixed(2),
      images: asArray(v.images),
    })),
  });
}

/** A marketplace refusal as our error: its message id and params, and the marketplace's own text. */
function refused(r: ListingRefusal): BusinessError {
  return new BusinessError(r.reasonId, { ...r.params, message: r.message });
}

const reviseInput = z.object({
  price: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'listing.priceInvalid' })
    .nullish(),
  quantity: z.number({ error: 'listing.quantityInteger' }).int({ error: 'listing.quantityInteger' }).min(0, { error: 'listing.quantityInteger' }).nullish(),
  content: updateInput.nullish(),
});

/**
 * Revises an online listing on the marketplace: price, quantity and / or content (checked by the
 * definition first). A 0 the definition marks "the platform does not update that parameter" is not
 * sent. Stored only when the marketplace accepted; its refusal changes nothing.
 */
export async function reviseListing(ctx: RequestContext, platformType: number, id: number, raw: unknown) {
  const actor = requireActor(ctx);
  const listing = await listingFor(ctx, platformType, id, 'publish');
  if (!canTransition(LISTING_TRANSITIONS, 'revise', listing.status as ListingStatus)) throw illegalListingMove(listing.status, 'revise');
  const input = parseInput(reviseInput, raw);
  const { def } = marketplaceOf(listing.platformType);
  const shop = await shopFor(ctx, listing.shopId);
  const keepsZero = (f: 'price' | 'quantity') => def.zeroMeansUnchanged.includes(f);
  const price = input.price != null && !(keepsZero('price') && Number(input.price) === 0) ? input.price : undefined;
  const quantity = input.quantity != null && !(keepsZero('quantity') && input.quantity === 0) ? input.quantity : undefined;
  if (price !== undefined && Number(price) <= 0) throw ValidationError.field('price', 'listing.pricePositive');
  const content = input.content ? await checkContent(ctx, shop, def, input.content) : undefined;
  if (price === undefined && quantity === undefined && !content) throw ValidationError.field('price', 'listing.nothingToRevise');
  const revision = {
    ...(price !== undefined ? { price } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(content ? { content: (({ site: _s, currency: _c, price: _p, quantity: _q, ...rest }) => rest)(payloadOf(content)) } : {}),
  };
  const answer = await ctx.platform.connectors.get(listing.platformType).reviseListing({
    token: shop.authToken,
    shop: connectorShop(shop),
    marketplaceListingId: listing.marketplaceListingId ?? '',
    revision,
  });
  if (!answer.ok) throw refused(answer);
  return ctx.db.$transaction(async (tx) => {
    await transition(
      LISTING_TRANSITIONS.revise,
      (from, status) =>
        tx.listing.updateMany({
          where: { id, ...from },
          data: {
            ...(content ? contentData(content) : {}),
            ...(price !== undefined ? { price } : {}),
            ...(quantity !== undefined ? { quantity } : {}),
            status,
            version: { increment: 1 },
          },
        }),
      async () => illegalListingMove((await findListing(tx, id, actor)).status, 'revise'),
    );
    if (content) {
      await tx.listingVariation.deleteMany({ where: { listingId: id } });
      await tx.listingVariation.createMany({ data: variationRows(actor.companyId, id, content) });
    }
    await addHistory(tx, actor, listing, 'revise', 'online', 'online');
    return findListing(tx, id, actor);
  });
}

export interface ListingFailure {
  id: number;
  messageId: string;
  params: Record<string, unknown>;
}

/**
 * Takes online listings down on the marketplace. Each listing the marketplace refuses stays online
 * and is answered with the refusal; the others are taken down.
 */
export async function endListings(ctx: RequestContext, platformType: number, ids: number[], now = new Date()) {
  const actor = requireActor(ctx);
  const unique = [...new Set(ids)];
  if (!unique.length) throw ValidationError.field('ids', 'listing.tickOne');
  const rows = [];
  for (const id of unique) {
    const l = await listingFor(ctx, platformType, id, 'publish');
    if (!canTransition(LISTING_TRANSITIONS, 'end', l.status as ListingStatus)) throw illegalListingMove(l.status, 'end');
    rows.push(l);
  }
  const ended: number[] = [];
  const failures: ListingFailure[] = [];
  for (const l of rows) {
    const shop = await shopFor(ctx, l.shopId);
    const answer = await ctx.platform.connectors
      .get(l.platformType)
      .endListing({ token: shop.authToken, shop: connectorShop(shop), marketplaceListingId: l.marketplaceListingId ?? '' });
    if (!answer.ok) {
      failures.push({ id: l.id, messageId: answer.reasonId, params: { ...answer.params, message: answer.message } });
      continue;
    }
    await ctx.db.$transaction(async (tx) => {
      const to = await transition(
        LISTING_TRANSITIONS.end,
        (from, status) => tx.listing.updateMany({ where: { id: l.id, ...from }, data: { status, endedAt: now, version: { increment: 1 } } }),
        async () => illegalListingMove((await findListing(tx, l.id, actor)).status, 'end'),
      );
      await addHistory(tx, actor, l, 'end', l.status, to);
    });
    ended.push(l.id);
  }
  return { ended, failures };
}

// ---- the queue runner ------------------------------------------------------------------------------

/** A run that stopped mid-way (crash) leaves its listings publishing; after this long another run resumes them. */
export const LISTING_CLAIM_LEASE_MS = 5 * 60_000;
/** Backoff after a rate limit: the marketplace's retry-after doubled per retry, at most this long. */
export const LISTING_MAX_BACKOFF_MS = 15 * 60_000;

export type RunOutcome = 'online' | 'failed' | 'retry' | 'unanswered' | 'skipped';

class Taken extends Error {}

/**
 * Publishes one listing from the queue:
 *   1. claims it (to be published → publishing, or publishing whose lease expired) by a
 *      conditional update, so two runners never take the same listing;
 *   2. records the attempt with its idempotency key before calling (an attempt left unanswered by
 *      a crash is reused with its key, so the marketplace answers the first call's result);
 *   3. calls the marketplace (publish, or relist for a taken-down listing);
 *   4. stores the answer: online with the marketplace's id, failed with its message, or back in the
 *      queue after a backoff on a rate limit. A call that throws (network, crash) stays unanswered:
 *      the listing stays publishing until the lease expires and a later run resumes it.
 */
export async function publishQueued(ctx: RequestContext, id: number, now = new Date()): Promise<RunOutcome> {
  const db = ctx.db;
  const current = await db.listing.findFirst({ where: { id }, select: { status: true } });
  if (!current) return 'skipped';
  const resuming = current.status === 'publishing';
  const lease = new Date(now.getTime() - LISTING_CLAIM_LEASE_MS);
  try {
    await transition(
      LISTING_TRANSITIONS[resuming ? 'resume' : 'claim'],
      (from, status) =>
        db.listing.updateMany({
          where: { id, ...from, ...(resuming ? { claimedAt: { lt: lease } } : { nextAttemptAt: { lte: now } }) },
          data: { status, claimedAt: now },
        }),
      () => new Taken(),
    );
  } catch (err) {
    if (err instanceof Taken) return 'skipped';
    throw err;
  }
  // Read once claimed: what is published is the listing as it is now (a queued listing may be
  // edited up to the claim, none after it).
  const listing = await db.listing.findFirst({ where: { id }, include: withLines });
  if (!listing) return 'skipped';
  const relist = !!listing.marketplaceListingId;
  const action = relist ? 'relist' : 'publish';
  const open = await db.listingPublishAttempt.findFirst({ where: { listingId: id, outcome: null }, orderBy: { id: 'desc' } });
  const attempt =
    open ??
    (await db.listingPublishAttempt.create({
      data: { companyId: listing.companyId, listingId: id, action, idempotencyKey: `listing-${id}-${action}-${randomUUID()}`, startedAt: now },
    }));
  const shop = await db.shop.findFirst({ where: { id: listing.shopId } });
  let answer: ListingCallResult<{ marketplaceListingId: string }>;
  if (!shop) answer = { ok: false, reasonId: 'listing.shopNotFound', message: 'shop removed' };
  else {
    const connector = ctx.platform.connectors.get(listing.platformType);
    const call = { token: shop.authToken, shop: connectorShop(shop), idempotencyKey: attempt.idempotencyKey };
    try {
      answer = relist
        ? await connector.relistListing({ ...call, marketplaceListingId: listing.marketplaceListingId! })
        : await connector.publishListing({ ...call, listing: listingPayload(listing) });
    } catch (err) {
      ctx.platform.logger.warn({ err, listingId: id }, 'listing publish call unanswered; resumed after the lease');
      return 'unanswered';
    }
  }
  return db.$transaction(async (tx) => {
    const finished = { finishedAt: new Date(), reasonId: answer.ok ? '' : answer.reasonId, marketplaceMessage: answer.ok ? '' : answer.message };
    if (answer.ok) {
      await tx.listingPublishAttempt.update({
        where: { id: attempt.id },
        data: { ...finished, outcome: 'online', marketplaceListingId: answer.marketplaceListingId },
      });
      await transition(
        LISTING_TRANSITIONS.published,
        (from, status) =>
          tx.listing.updateMany({
            where: { id, ...from },
            data: {
              status,
              marketplaceListingId: answer.marketplaceListingId,
              publishedAt: now,
              endedAt: null,
              claimedAt: null,
              nextAttemptAt: null,
              retries: 0,
              lastErrorId: '',
              lastError: '',
              version: { increment: 1 },
            },
          }),
        () => new Taken(),
      );
      await addHistory(tx, null, listing, 'published', 'publishing', 'online', 'listing.history.online', { marketplaceListingId: answer.marketplaceListingId });
      return 'online' as const;
    }
    if (answer.retryAfterSeconds !== undefined) {
      const wait = Math.min(answer.retryAfterSeconds * 1000 * 2 ** listing.retries, LISTING_MAX_BACKOFF_MS);
      const at = new Date(now.getTime() + wait);
      await tx.listingPublishAttempt.update({ where: { id: attempt.id }, data: { ...finished, outcome: 'rateLimited' } });
      await transition(
        LISTING_TRANSITIONS.retry,
        (from, status) => tx.listing.updateMany({ where: { id, ...from }, data: { status, nextAttemptAt: at, claimedAt: null, retries: { increment: 1 } } }),
        () => new Taken(),
      );
      await addHistory(tx, null, listing, 'retry', 'publishing', 'toBePublished', 'listing.history.rateLimited', { at: at.toISOString() });
      return 'retry' as const;
    }
    await tx.listingPublishAttempt.update({ where: { id: attempt.id }, data: { ...finished, outcome: 'failed' } });
    await transition(
      LISTING_TRANSITIONS.fail,
      (from, status) =>
        tx.listing.updateMany({
          where: { id, ...from },
          data: { status, claimedAt: null, nextAttemptAt: null, lastErrorId: answer.reasonId, lastError: answer.message, version: { increment: 1 } },
        }),
      () => new Taken(),
    );
    await addHistory(tx, null, listing, 'fail', 'publishing', 'publishFailed', 'listing.history.failed', { ...answer.params, message: answer.message });
    return 'failed' as const;
  });
}

export interface QueueRun {
  online: number;
  failed: number;
  retried: number;
  unanswered: number;
}

/**
 * Runs the company's queue once: the due listings (to be published whose time has come, and
 * publishing ones whose run stopped), oldest first, at most `limit`. `where` narrows them (the
 * caller's shops and marketplaces when a person says "publish now").
 */
export async function runListingQueue(ctx: RequestContext, opts: { limit?: number; now?: Date; where?: Prisma.ListingWhereInput } = {}): Promise<QueueRun> {
  const now = opts.now ?? new Date();
  const lease = new Date(now.getTime() - LISTING_CLAIM_LEASE_MS);
  const due = await ctx.db.listing.findMany({
    where: {
      AND: [
        opts.where ?? {},
        {
          OR: [
            { status: 'toBePublished', nextAttemptAt: { lte: now } },
            { status: 'publishing', claimedAt: { lt: lease } },
          ],
        },
      ],
    },
    orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
    take: Math.min(Math.max(opts.limit ?? 50, 1), 1000),
    select: { id: true },
  });
  const run: QueueRun = { online: 0, failed: 0, retried: 0, unanswered: 0 };
  for (const { id } of due) {
    const outcome = await publishQueued(ctx, id, now);
    if (outcome === 'online') run.online += 1;
    else if (outcome === 'failed') run.failed += 1;
    else if (outcome === 'retry') run.retried += 1;
    else if (outcome === 'unanswered') run.unanswered += 1;
  }
  return run;
}

/** "Publish now": runs the marketplace's queue for the caller's shops. */
export function publishNow(ctx: RequestContext, platformType: number, limit?: number) {
  const actor = requireActor(ctx);
  marketplaceFor(ctx, platformType, 'publish');
  return runListingQueue(ctx, { limit, where: { AND: [{ platformType }, allowedShopsWhere(actor, 'shopId')] } });
}

// ---- categories ----------------------------------------------------------------------------------

/** A shop of the marketplace among the caller's (a shop of another marketplace is not found). */
async function categoryShop(ctx: RequestContext, platformType: number, shopId: number) {
  marketplaceFor(ctx, platformType, 'view');
  const shop = await shopFor(ctx, shopId);
  if (shop.platformType !== platformType) throw new NotFoundError('listing.shopNotFound', { id: shopId });
  return shop;
}

/** The marketplace's category tree under a parent ('' the roots), for a shop of it. */
export async function listingCategories(ctx: RequestContext, platformType: number, shopId: number, parentId = '') {
  const shop = await categoryShop(ctx, platformType, shopId);
  const answer = await ctx.platform.connectors.get(shop.platformType).listingCategories({ token: shop.authToken, shop: connectorShop(shop), parentId });
  if (!answer.ok) throw refused(answer);
  return answer.categories;
}

/** The attributes a leaf category asks for. */
export async function listingCategoryAttributes(ctx: RequestContext, platformType: number, shopId: number, categoryId: string) {
  const shop = await categoryShop(ctx, platformType, shopId);
  const answer = await ctx.platform.connectors.get(shop.platformType).categoryAttributes({ token: shop.authToken, shop: connectorShop(shop), categoryId });
  if (!answer.ok) throw refused(answer);
  return answer.attributes;
}
