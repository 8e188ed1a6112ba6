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
  REPORT_JOB_STATUS,
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
  BASE_CURRENCY,
  convertPrice,
  listingPrice,
  percentInput,
  priceByPercent,
  priceRuleInput,
  sameSiteProblems,
  translate,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import type { ListingCallResult, ListingPayload, ListingRefusal } from '../../platform/connectors';
import { allowedShopsWhere, assertCan, can, requireActor, type Actor, type Platform, type RequestContext } from '../../platform/context';
import { scopedDb, type Tx } from '../../platform/db';
import { runEach, type BatchResult } from '../../platform/batch';
import { AppError, BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { loadExchangeRates } from '../exchange-rates/exchange-rates.service';
import { requestLoader } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { registerTaskType } from '../report-jobs/exports';
import { progressTrackedTask, startTrackedTask } from '../report-jobs/tasks';
import { parseInput } from '../../platform/validate';
import { attributeMapperFor, defaultDescriptionFor, mappedProduct } from '../listing-templates/listing-templates.service';
import { assertNoTortiousWords } from '../listing-templates/tortious-words.service';

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
  // issue 24 item 3: the company's infringing words of this marketplace refuse the save (listing-templates/tortious-words.service)
  await assertNoTortiousWords(ctx, def.platformType, {
    title: content.title,
    subtitle: content.subtitle,
    description: content.description,
    keywords: content.keywords,
    labels: content.labels,
  });
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
  action: ListingAction | 'create' | 'edit' | 'publishNow',
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
 * The ticked listings of a batch (at most 500, of the caller's allowed shops on a marketplace it may
 * `kind` on) with their lines, all or none: an id the caller cannot see is not found.
 */
async function loadTickedListings(ctx: RequestContext, platformType: number, kind: Kind, ids: number[]) {
  const actor = requireActor(ctx);
  marketplaceFor(ctx, platformType, kind);
  return { actor, ...(await tickedRows(ctx, actor, platformType, ids, { max: 500 })) };
}

/**
 * The listings `ids` (each once; at least one, at most `max`) of `platformType` in the actor's
 * allowed shops, with their lines (by id when `ordered`), all or none: an id the actor cannot see
 * is not found.
 */
async function tickedRows(ctx: RequestContext, actor: Actor, platformType: number, ids: number[], opts: { max?: number; ordered?: boolean } = {}) {
  const unique = [...new Set(ids)];
  if (!unique.length) throw ValidationError.field('ids', 'listing.tickOne');
  if (opts.max != null && unique.length > opts.max) throw ValidationError.field('ids', 'listing.tooMany', { max: opts.max });
  const rows = await ctx.db.listing.findMany({
    where: { AND: [{ id: { in: unique }, platformType }, allowedShopsWhere(actor, 'shopId')] },
    include: withLines,
    ...(opts.ordered ? { orderBy: { id: 'asc' as const } } : {}),
  });
  if (rows.length !== unique.length) throw new NotFoundError('listing.notFound', { id: unique.find((i) => !rows.some((r) => r.id === i)) });
  return { rows, unique };
}

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
  const { actor, rows, unique } = await loadTickedListings(ctx, platformType, kind, ids);
  for (const r of rows) {
    if (!canTransition(LISTING_TRANSITIONS, action, r.status as ListingStatus)) throw illegalListingMove(r.status, action);
  }
  if (action === 'publish') {
    // Drafts made in bulk (from the library, copies) may be incomplete: none of them reaches the queue so.
    for (const r of rows) {
      const first = storedListingProblems(r)[0];
      if (first) throw new BusinessError('listing.incomplete', { title: r.title || r.sellerSku, field: first.field });
    }
  }
  const queueing = action === 'publish' || action === 'relist';
  if (queueing) await checkShopsAuthorized(ctx, rows);
  let announce = () => {};
  const moved = await ctx.db.$transaction(async (tx) => {
    // a batch into the queue is a task of the task queue: its progress until every listing is answered
    const task = queueing ? await startTrackedTask(ctx, tx, LISTING_PUBLISH_TASK, rows.length, { platformType, action }) : null;
    if (task) announce = task.announce;
    for (const r of rows) {
      const to = await transition(
        LISTING_TRANSITIONS[action],
        (from, status) =>
          tx.listing.updateMany({
            where: { id: r.id, ...from },
            data: { ...data(r), ...(task ? { publishTaskId: task.id } : {}), status, version: { increment: 1 } },
          }),
        async () => illegalListingMove((await findListing(tx, r.id, actor)).status, action),
      );
      await addHistory(tx, actor, r, action, r.status, to, to === 'toBePublished' ? 'listing.history.queued' : '');
    }
    return tx.listing.findMany({ where: { id: { in: unique } }, include: withLines, orderBy: { id: 'asc' } });
  });
  announce();
  // listings taken out of the queue count as done in the task that queued them
  if (action === 'unqueue')
    await refreshPublishTasks(
      ctx.platform,
      actor.companyId,
      rows.map((r) => r.publishTaskId),
    );
  return moved;
}

/** The task type of a batch queued for publishing (or relisting): "Listing · Publish listings" in the task queue. */
export const LISTING_PUBLISH_TASK = registerTaskType('listingPublish', { nameId: 'listing.task.name', typeNameId: 'listing.task.publish' });

/**
 * Moves the publish tasks of `taskIds` on from their listings: done are those no longer queued or
 * publishing (online, failed, taken back out, or queued again by a later batch); the task ends
 * with its summary when none is left. Failures here never fail the queue: the next answer retries.
 */
export async function refreshPublishTasks(platform: Platform, companyId: number, taskIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(taskIds.filter((t): t is number => t != null))];
  if (!ids.length) return;
  try {
    const db = scopedDb(platform.database.prisma, companyId);
    const [jobs, counts] = await Promise.all([
      db.reportJob.findMany({ where: { id: { in: ids }, status: REPORT_JOB_STATUS.processing }, select: { id: true, rowCount: true } }),
      db.listing.groupBy({ by: ['publishTaskId', 'status'], where: { publishTaskId: { in: ids } }, _count: { _all: true } }),
    ]);
    for (const job of jobs) {
      const count = (...statuses: ListingStatus[]) =>
        counts.filter((c) => c.publishTaskId === job.id && statuses.includes(c.status as ListingStatus)).reduce((n, c) => n + c._count._all, 0);
      const left = count('toBePublished', 'publishing');
      const online = count('online');
      const failed = count('publishFailed');
      const total = job.rowCount;
      await progressTrackedTask(
        platform,
        companyId,
        job.id,
        { done: Math.max(0, total - left), total },
        { id: 'listing.task.summary', params: { online, failed, other: Math.max(0, total - left - online - failed) } },
      );
    }
  } catch (err) {
    platform.logger.warn({ err, taskIds: ids }, 'listing publish task progress not stored');
  }
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

/**
 * Batch publish: only draft or failed listings go into the queue (spec 02 §4), due now or at `at`
 * (a later time queues them for then; "publish now" brings them forward).
 */
export function publishListings(ctx: RequestContext, platformType: number, ids: number[], now = new Date(), at?: Date | null) {
  return moveListings(ctx, platformType, ids, 'publish', 'publish', queued(at && at > now ? at : now));
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

// ---- listing in volume: drafts from the library, copies, bulk edit, publish now --------------------

const id = z.number({ error: 'listing.notFound' }).int().positive({ error: 'listing.notFound' });
/** At most this many drafts one run makes (shops × products or listings). */
export const LISTING_DRAFT_RUN_MAX = 500;

/**
 * The shops of one run: each of the caller's, of the marketplace, with the site its drafts go to
 * (the shop's own; else the one chosen; else the marketplace's only site). Shops of different sites
 * together are refused (spec 02 §5: "You can only select stores under the same site").
 */
async function runShops(ctx: RequestContext, def: MarketplaceDefinition, shopIds: number[], chosenSite: string, field: string) {
  const unique = [...new Set(shopIds)];
  if (!unique.length) throw ValidationError.field(field, 'listing.shopsRequired');
  const shops = [];
  for (const [i, shopId] of unique.entries()) {
    const shop = await shopFor(ctx, shopId);
    if (shop.platformType !== def.platformType)
      throw ValidationError.field(`${field}.${i}`, 'listing.shopOtherMarketplace', { shopName: shop.shopName, marketplace: def.marketplace });
    const site = shop.site || chosenSite || (def.sites.length === 1 ? def.sites[0].code : '');
    if (!site) throw ValidationError.field('site', 'listing.siteRequired');
    const known = def.sites.find((s) => s.code === site);
    if (!known) throw ValidationError.field('site', 'listing.siteUnknown', { site, sites: def.sites.map((s) => s.code).join(', ') });
    shops.push({ shop, site, currency: known.currency, index: i });
  }
  const mixed = sameSiteProblems(shops);
  if (mixed.length) throw new ValidationError(mixed);
  return shops;
}

/** Writes checked drafts in one transaction with their history line; answers their ids. */
async function writeDrafts(
  ctx: RequestContext,
  drafts: { shop: ShopRow; content: ListingContent & { productId: number | null; skuId: number | null }; remark: string; params: Record<string, unknown> }[],
) {
  const actor = requireActor(ctx);
  return ctx.db.$transaction(async (tx) => {
    const ids: number[] = [];
    for (const d of drafts) {
      const listing = await tx.listing.create({
        data: { companyId: actor.companyId, shopId: d.shop.id, platformType: d.shop.platformType, createdById: actor.userId, ...contentData(d.content) },
      });
      await tx.listingVariation.createMany({ data: variationRows(actor.companyId, listing.id, d.content) });
      await addHistory(tx, actor, listing, 'create', '', 'draft', d.remark, d.params);
      ids.push(listing.id);
    }
    return ids;
  });
}

const shopRule = priceRuleInput.extend({ shopId: z.number({ error: 'listing.shopNotFound' }).int().positive({ error: 'listing.shopNotFound' }) });
const fromProductsInput = z.object({
  productIds: z.array(id).max(LISTING_DRAFT_RUN_MAX, { error: 'listing.tooMany' }).default([]),
  skuIds: z.array(id).max(LISTING_DRAFT_RUN_MAX, { error: 'listing.tooMany' }).default([]),
  shops: z.array(shopRule).max(50, { error: 'listing.tooMany' }).default([]),
  site: z.string().trim().max(20).default(''),
  category: z.string().trim().max(200).default(''),
  quantity: z.number({ error: 'listing.quantityInteger' }).int({ error: 'listing.quantityInteger' }).min(0, { error: 'listing.quantityInteger' }).default(0),
});

type Spec = { name: string; options: string[] };
const specsOf = (v: Prisma.JsonValue): Spec[] =>
  Array.isArray(v) ? v.flatMap((s) => (s && typeof s === 'object' && 'name' in s && typeof s.name === 'string' ? [{ name: s.name, options: [] }] : [])) : [];

/** The product's description for a draft: its name and what the library knows of its size (the seller completes it). */
function describeProduct(p: { name: string; nameEn: string; weight: number; length: number; width: number; height: number }): string {
  const parts = [p.nameEn || p.name];
  if (p.nameEn && p.name && p.nameEn !== p.name) parts.push(p.name);
  if (p.weight) parts.push(`${p.weight} g`);
  if (p.length && p.width && p.height) parts.push(`${p.length} × ${p.width} × ${p.height} cm`);
  return parts.join('. ');
}

/**
 * Drafts from the product library on several shops of the marketplace at once: one draft per
 * product and shop (a product with several chosen SKUs becomes one listing with variations), titled
 * and described from the product, priced by each shop's rule (the SKU's price in yuan converted at
 * the company's rate, markup, rounding). Drafts may be incomplete (no category, images of unknown
 * size): they are saved, their problems shown, and they cannot be published until fixed. Any wrong
 * id, shop, site or missing rate refuses the whole run; nothing is written.
 */
export async function createDraftsFromProducts(ctx: RequestContext, platformType: number, raw: unknown) {
  const { def } = marketplaceFor(ctx, platformType, 'edit');
  const input = parseInput(fromProductsInput, raw);
  if (!input.productIds.length && !input.skuIds.length) throw ValidationError.field('productIds', 'listing.productsRequired');
  if (!input.shops.length) throw ValidationError.field('shops', 'listing.shopsRequired');
  const shops = await runShops(
    ctx,
    def,
    input.shops.map((s) => s.shopId),
    input.site,
    'shops',
  );
  const ruleOf = new Map(input.shops.map((s) => [s.shopId, s]));

  const productIds = [...new Set(input.productIds)];
  const skuIds = [...new Set(input.skuIds)];
  const products = await ctx.db.product.findMany({ where: { id: { in: productIds } }, include: { skus: { orderBy: { id: 'asc' } } } });
  const missingProduct = productIds.find((p) => !products.some((x) => x.id === p));
  if (missingProduct) throw ValidationError.field('productIds', 'listing.productNotFound');
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, include: { product: true }, orderBy: { id: 'asc' } });
  if (skus.length !== skuIds.length) throw ValidationError.field('skuIds', 'listing.skuNotFound');

  // product → its chosen SKUs (a chosen product brings all of its SKUs)
  type ProductRow = (typeof skus)[number]['product'];
  type SkuRow = Omit<(typeof skus)[number], 'product'>;
  const groups = new Map<number, { product: ProductRow; skus: Map<number, SkuRow> }>();
  for (const p of products) groups.set(p.id, { product: p, skus: new Map(p.skus.map((s) => [s.id, s])) });
  for (const s of skus) {
    const g = groups.get(s.productId) ?? { product: s.product, skus: new Map<number, SkuRow>() };
    g.skus.set(s.id, s);
    groups.set(s.productId, g);
  }
  if (groups.size * shops.length > LISTING_DRAFT_RUN_MAX) throw ValidationError.field('productIds', 'listing.tooMany', { max: LISTING_DRAFT_RUN_MAX });

  const rates = await loadExchangeRates(ctx);
  const drafts: Parameters<typeof writeDrafts>[1] = [];
  // issue 24 item 3: the company's attribute mappings and default description template of this
  // marketplace (listing-templates.service) fill the drafts' attributes and description
  const mapAttributes = await attributeMapperFor(ctx, def.platformType, input.category);
  const describe = await defaultDescriptionFor(ctx, def.platformType);
  for (const { shop, site, currency, index } of shops) {
    const rule = ruleOf.get(shop.id)!;
    const priceOf = (amount: string) => {
      const price = listingPrice(amount, BASE_CURRENCY, currency, rates, rule);
      if (price === null) throw ValidationError.field(`shops.${index}.shopId`, 'listing.rateMissing', { currency });
      return price;
    };
    for (const { product, skus: chosen } of groups.values()) {
      const list = [...chosen.values()];
      const images = [...new Set([product.mainImage, ...product.images].filter(Boolean))].map((url) => ({ url, width: 0, height: 0, bytes: 0 }));
      const names = specsOf(product.specifications).map((s) => s.name);
      const single = list.length <= 1;
      const variations = single
        ? []
        : list.map((s) => ({
            skuId: s.id,
            sellerSku: s.sku,
            ean: s.ean ?? '',
            barcode: s.barcode ?? '',
            attributes: Object.fromEntries(names.map((n, i) => [n, s.options[i] ?? ''])),
            price: priceOf(s.price.toFixed(2)),
            quantity: input.quantity,
            images: [],
          }));
      const only = list[0];
      const attributes = mapAttributes(mappedProduct(product, single ? only : null));
      const title = (product.nameEn || product.name).trim();
      const content: ListingContent & { productId: number; skuId: number | null } = {
        site,
        currency,
        category: input.category,
        sellerSku: single ? (only?.sku ?? product.spu) : product.spu,
        title,
        subtitle: '',
        description: describe
          ? describe({ title, sku: only?.sku ?? '', spu: product.spu, description: describeProduct(product), attributes, images: images.map((i) => i.url) })
          : describeProduct(product),
        price: single ? priceOf(only?.price.toFixed(2) ?? '0') : variations.reduce((m, v) => (Number(v.price) < Number(m) ? v.price : m), variations[0].price),
        quantity: single ? input.quantity : 0,
        taxRate: '0',
        minPrice: null,
        maxPrice: null,
        handlingDaysMin: null,
        handlingDaysMax: null,
        images,
        video: null,
        keywords: [],
        labels: [],
        shippingPolicy: '',
        returnPolicy: '',
        shippingOptions: [],
        attributes,
        variationAttributes: single ? [] : names,
        variations,
        productId: product.id,
        skuId: single ? (only?.id ?? null) : null,
      };
      drafts.push({ shop, content, remark: 'listing.history.fromProduct', params: { spu: product.spu } });
    }
  }
  return writeDrafts(ctx, drafts);
}

const copyInput = z.object({
  ids: z.array(id).max(LISTING_DRAFT_RUN_MAX, { error: 'listing.tooMany' }),
  targetPlatformType: z.number({ error: 'listing.marketplaceUnknown' }).int(),
  shopIds: z.array(z.number({ error: 'listing.shopNotFound' }).int().positive({ error: 'listing.shopNotFound' })).max(50, { error: 'listing.tooMany' }),
  site: z.string().trim().max(20).default(''),
});

/**
 * Copies listings (any status) to shops of the same or another marketplace as new drafts. What the
 * target's definition has no place for is dropped and answered (`dropped`: field paths); another
 * marketplace's category tree differs, so the category is left to choose. Prices follow the target
 * site's currency at the company's rate. The copies' remaining problems show on each draft.
 */
export async function copyListings(ctx: RequestContext, platformType: number, raw: unknown) {
  const actor = requireActor(ctx);
  const input = parseInput(copyInput, raw);
  // Edit on the target; the copied listings' page too when they are of another marketplace (an
  // editor of a marketplace's listings reads them, as updateListing does).
  const { def: target } = marketplaceFor(ctx, input.targetPlatformType, 'edit');
  const { def: source } = platformType === input.targetPlatformType ? { def: target } : marketplaceFor(ctx, platformType, 'view');
  const { rows } = await tickedRows(ctx, actor, platformType, input.ids, { ordered: true });
  const shops = await runShops(ctx, target, input.shopIds, input.site, 'shopIds');
  if (rows.length * shops.length > LISTING_DRAFT_RUN_MAX) throw ValidationError.field('ids', 'listing.tooMany', { max: LISTING_DRAFT_RUN_MAX });
  const rates = await loadExchangeRates(ctx);
  const dropped = new Set<string>();
  const drafts: Parameters<typeof writeDrafts>[1] = [];
  const targetAttributes = new Set(target.attributes.map((a) => a.name));
  const sourceAttributes = new Set(source.attributes.map((a) => a.name));
  for (const { shop, site, currency, index } of shops) {
    for (const r of rows) {
      const c = contentOf(r);
      const money = (amount: string | null) => {
        if (amount === null) return null;
        const v = convertPrice(amount, r.currency, currency, rates);
        if (v === null) throw ValidationError.field(`shopIds.${index}`, 'listing.rateMissing', { currency: rates[r.currency] ? currency : r.currency });
        return v;
      };
      const drop = (field: string, has: boolean) => {
        if (has) dropped.add(field);
        return has;
      };
      // The source's own marketplace attributes the target does not know go; the seller's own stay.
      const attributes = Object.fromEntries(
        Object.entries(c.attributes).filter(([k]) => !(sourceAttributes.has(k) && !targetAttributes.has(k) && drop(`attributes.${k}`, true))),
      );
      const otherMarketplace = platformType !== target.platformType;
      const content = {
        ...c,
        site,
        currency,
        category: otherMarketplace && drop('category', !!c.category) ? '' : c.category,
        subtitle: !target.subtitle && drop('subtitle', !!c.subtitle.trim()) ? '' : c.subtitle,
        video: !target.video && drop('video', !!c.video) ? null : c.video,
        labels: target.labels.max === 0 && drop('labels', c.labels.length > 0) ? [] : c.labels,
        keywords: target.keywords.max === 0 && drop('keywords', c.keywords.length > 0) ? [] : c.keywords,
        attributes,
        price: money(c.price)!,
        minPrice: money(c.minPrice),
        maxPrice: money(c.maxPrice),
        variations: c.variations.map((v) => ({ ...v, price: money(v.price)! })),
        productId: r.productId,
        skuId: r.skuId,
      };
      drafts.push({ shop, content, remark: 'listing.history.copied', params: { id: r.id, marketplace: source.marketplace } });
    }
  }
  const ids = await writeDrafts(ctx, drafts);
  return { ids, dropped: [...dropped].sort() };
}

const bulkEditInput = z
  .object({
    ids: z.array(id).max(500, { error: 'listing.tooMany' }),
    price: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'listing.priceInvalid' })
      .nullish(),
    pricePercent: percentInput.nullish(),
    quantity: z.number({ error: 'listing.quantityInteger' }).int({ error: 'listing.quantityInteger' }).min(0, { error: 'listing.quantityInteger' }).nullish(),
    // Prefix and suffix as typed (a seller adds the space they want).
    titlePrefix: z.string().max(100, { error: 'validation.tooLong' }).nullish(),
    titleSuffix: z.string().max(100, { error: 'validation.tooLong' }).nullish(),
    category: z.string().trim().min(1, { error: 'listing.categoryRequired' }).max(200).nullish(),
    allOrNothing: z.boolean().default(true),
  })
  .refine((v) => v.price == null || v.pricePercent == null, { error: 'listing.bulkPriceOne', path: ['pricePercent'] })
  .refine((v) => [v.price, v.pricePercent, v.quantity, v.titlePrefix || null, v.titleSuffix || null, v.category].some((x) => x != null), {
    error: 'listing.bulkNothing',
    path: ['price'],
  });
type BulkEdit = z.infer<typeof bulkEditInput>;

/** The fields a bulk edit touches: a problem there that the listing did not have before refuses it. */
const bulkFields = (field: string) => ['title', 'price', 'quantity', 'category'].includes(field) || /^variations\.\d+\.price$/.test(field);

/** A listing's bulk change, checked: refused while being published (or online: revise it), or when it breaks a rule. */
function bulkPlan(l: ListingRow, e: BulkEdit) {
  if (!LISTING_EDITABLE.includes(l.status as ListingStatus)) throw illegalListingMove(l.status, 'edit');
  const priced = (p: string) => (e.price != null ? e.price : e.pricePercent != null ? priceByPercent(p, e.pricePercent) : p);
  const before = contentOf(l);
  const after: ListingContent = {
    ...before,
    title: `${e.titlePrefix ?? ''}${before.title}${e.titleSuffix ?? ''}`,
    category: e.category ?? before.category,
    price: priced(before.price),
    quantity: e.quantity ?? before.quantity,
    variations: before.variations.map((v) => ({ ...v, price: priced(v.price), quantity: e.quantity ?? v.quantity })),
  };
  const def = listingDefinitionOf(l.platformType)!;
  const had = new Set(listingProblems(def, before).map((p) => `${p.field}|${p.messageId}`));
  const added = listingProblems(def, after).filter((p) => bulkFields(p.field) && !had.has(`${p.field}|${p.messageId}`));
  if (added.length) throw new ValidationError(added);
  return { listing: l, after };
}

async function applyBulk(tx: Db, actor: Actor, { listing: l, after }: ReturnType<typeof bulkPlan>) {
  const { count } = await tx.listing.updateMany({
    where: { id: l.id, status: { in: [...LISTING_EDITABLE] } },
    data: { title: after.title, category: after.category, price: after.price, quantity: after.quantity, version: { increment: 1 } },
  });
  if (count !== 1) throw illegalListingMove((await findListing(tx, l.id, actor)).status, 'edit');
  for (const [i, v] of l.variations.entries()) {
    const next = after.variations[i];
    await tx.listingVariation.update({ where: { id: v.id }, data: { price: next.price, quantity: next.quantity } });
  }
  await addHistory(tx, actor, l, 'edit', l.status, l.status, 'listing.history.bulkEdited');
}

/**
 * Bulk edit of ticked drafts / failed / queued listings: price (absolute or by percent, variations
 * too), quantity, title prefix / suffix, category. A listing being published cannot be edited (spec
 * 02 §4). All or nothing (default): one refusal changes none; otherwise each listing answers alone.
 */
export async function bulkEditListings(ctx: RequestContext, platformType: number, raw: unknown): Promise<BatchResult<{ title: string }>> {
  const actor = requireActor(ctx);
  marketplaceFor(ctx, platformType, 'edit');
  const input = parseInput(bulkEditInput, raw);
  const { rows } = await tickedRows(ctx, actor, platformType, input.ids, { ordered: true });
  const label = (l: ListingRow) => ({ title: l.title || l.sellerSku });
  if (!input.allOrNothing)
    return runEach(
      rows,
      label,
      async (l) => {
        const plan = bulkPlan(l, input);
        await ctx.db.$transaction((tx) => applyBulk(tx, actor, plan));
      },
      { refuseInvalid: true },
    );
  const plans = rows.map((l) => {
    try {
      return bulkPlan(l, input);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = translate(
        ctx.lang,
        err instanceof ValidationError && err.issues[0] ? err.issues[0].messageId : err.messageId,
        err instanceof ValidationError && err.issues[0] ? err.issues[0].params : err.params,
      );
      throw new BusinessError('listing.bulkRefused', { title: label(l).title, reason });
    }
  });
  await ctx.db.$transaction(async (tx) => {
    for (const p of plans) await applyBulk(tx, actor, p);
  });
  return { ids: rows.map((r) => r.id), refused: [] };
}

/** Listings of a batch answer, in the order of `ids` (the batch result's rows). */
export async function listingsByIds(ctx: RequestContext, ids: number[], query: object = {}) {
  const rows = await ctx.db.listing.findMany({ ...query, where: { id: { in: ids } } });
  return ids.flatMap((i) => rows.filter((r) => r.id === i));
}

/**
 * "Publish now" for listings queued for a later time: their time becomes now, so the next queue
 * tick publishes them. Only listings to be published; all or none.
 */
export async function publishListingsNow(ctx: RequestContext, platformType: number, ids: number[], now = new Date()) {
  const { actor, rows, unique } = await loadTickedListings(ctx, platformType, 'publish', ids);
  const notQueued = rows.find((r) => r.status !== 'toBePublished');
  if (notQueued) throw new BusinessError('listing.notQueued', { title: notQueued.title || notQueued.sellerSku, status: `listing.status.${notQueued.status}` });
  await checkShopsAuthorized(ctx, rows);
  return ctx.db.$transaction(async (tx) => {
    for (const r of rows) {
      // Still queued inside the transaction: the runner may have claimed it meanwhile.
      const { count } = await tx.listing.updateMany({ where: { id: r.id, status: 'toBePublished' }, data: { nextAttemptAt: now, version: { increment: 1 } } });
      if (count !== 1)
        throw new BusinessError('listing.notQueued', {
          title: r.title || r.sellerSku,
          status: `listing.status.${(await findListing(tx, r.id, actor)).status}`,
        });
      await addHistory(tx, actor, r, 'publishNow', r.status, r.status, 'listing.history.publishNow', { at: r.nextAttemptAt?.toISOString() ?? '' });
    }
    return tx.listing.findMany({ where: { id: { in: unique } }, include: withLines, orderBy: { id: 'asc' } });
  });
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

/** A stored listing as content (what listingProblems checks and a copy starts from). */
export function contentOf(l: ListingRow): ListingContent {
  return {
    site: l.site,
    currency: l.currency,
    category: l.category,
    sellerSku: l.sellerSku,
    title: l.title,
    subtitle: l.subtitle,
    description: l.description,
    price: l.price.toFixed(2),
    quantity: l.quantity,
    taxRate: l.taxRate.toFixed(2),
    minPrice: l.minPrice?.toFixed(2) ?? null,
    maxPrice: l.maxPrice?.toFixed(2) ?? null,
    handlingDaysMin: l.handlingDaysMin,
    handlingDaysMax: l.handlingDaysMax,
    images: asArray(l.images),
    video: (l.video ?? null) as ListingContent['video'],
    keywords: l.keywords,
    labels: l.labels,
    shippingPolicy: l.shippingPolicy,
    returnPolicy: l.returnPolicy,
    shippingOptions: asArray(l.shippingOptions),
    attributes: (l.attributes ?? {}) as Record<string, unknown>,
    variationAttributes: l.variationAttributes,
    variations: l.variations.map((v) => ({
      skuId: v.skuId,
      sellerSku: v.sellerSku,
      ean: v.ean,
      barcode: v.barcode,
      attributes: (v.attributes ?? {}) as Record<string, string>,
      price: v.price.toFixed(2),
      quantity: v.quantity,
      images: asArray(v.images),
    })),
  };
}

/** What the marketplace's definition finds missing or wrong in a stored listing (a draft from the library may have some). */
export function storedListingProblems(l: ListingRow) {
  const def = listingDefinitionOf(l.platformType);
  return def ? listingProblems(def, contentOf(l)) : [];
}

/** A stored listing as the marketplace receives it. */
export function listingPayload(l: ListingRow): ListingPayload {
  return payloadOf(contentOf(l));
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

/** The marketplace's answer to one claimed listing, waiting to be stored. */
interface Answered {
  listing: ListingRow & { retries: number; companyId: number };
  attemptId: number;
  answer: ListingCallResult<{ marketplaceListingId: string }>;
}

// The three ways a claimed listing leaves 'publishing' share their source state; the batch write
// below checks it once for all of them.
const ANSWER_FROM = LISTING_TRANSITIONS.published.from;
if ([LISTING_TRANSITIONS.fail, LISTING_TRANSITIONS.retry].some((t) => t.from.join() !== ANSWER_FROM.join())) {
  throw new Error('listing answers must leave the same states (listings.service publishSlice)');
}

/** A timestamp parameter as PostgreSQL `timestamp` (UTC, as Prisma stores DateTime). */
const utc = (d: Date) => d.toISOString().replace('Z', '');

/**
 * Publishes the listings `ids` from the queue, at most `inFlight` marketplace calls at once:
 *   1. claims them (to be published and due → publishing, or publishing whose lease expired) in one
 *      conditional update, so two runners never take the same listing;
 *   2. records each attempt with its idempotency key before calling (an attempt left unanswered by
 *      a crash is reused with its key, so the marketplace answers the first call's result);
 *   3. calls the marketplace (publish, or relist for a taken-down listing);
 *   4. stores the answers: online with the marketplace's id, failed with its message, or back in the
 *      queue after a backoff on a rate limit. A call that throws (network, crash) stays unanswered:
 *      the listing stays publishing until the lease expires and a later run resumes it.
 * The database work is per slice, not per listing (issue 19 'Speed'): one statement claims, three
 * read, one creates the attempts, and the answers are written in batches by one writer (one
 * transaction for the answers that came in while the previous one was written). Marketplace
 * calls hold no connection, so the calls in flight do not depend on the pool size.
 */
export async function publishSlice(
  ctx: RequestContext,
  ids: readonly number[],
  opts: { now?: Date; inFlight?: number } = {},
): Promise<Map<number, RunOutcome>> {
  const db = ctx.db;
  const now = opts.now ?? new Date();
  const outcomes = new Map<number, RunOutcome>(ids.map((id) => [id, 'skipped']));
  if (!ids.length) return outcomes;
  const lease = new Date(now.getTime() - LISTING_CLAIM_LEASE_MS);
  const { claim, resume } = LISTING_TRANSITIONS;
  const claimed = await db.listing.updateManyAndReturn({
    where: {
      id: { in: [...ids] },
      OR: [
        { status: { in: [...claim.from] }, nextAttemptAt: { lte: now } },
        { status: { in: [...resume.from] }, claimedAt: { lt: lease } },
      ],
    },
    data: { status: claim.to, claimedAt: now },
    select: { id: true },
  });
  if (!claimed.length) return outcomes;
  // Read once claimed: what is published is the listing as it is now (a queued listing may be
  // edited up to the claim, none after it).
  const [listings, open] = await Promise.all([
    db.listing.findMany({ where: { id: { in: claimed.map((c) => c.id) } }, include: withLines, orderBy: { id: 'asc' } }),
    db.listingPublishAttempt.findMany({ where: { listingId: { in: claimed.map((c) => c.id) }, outcome: null }, orderBy: { id: 'desc' } }),
  ]);
  const attemptOf = new Map<number, { id: number; idempotencyKey: string }>();
  for (const a of open) if (!attemptOf.has(a.listingId)) attemptOf.set(a.listingId, a);
  const fresh = listings.filter((l) => !attemptOf.has(l.id));
  if (fresh.length) {
    const made = await db.listingPublishAttempt.createManyAndReturn({
      data: fresh.map((l) => {
        const action = l.marketplaceListingId ? 'relist' : 'publish';
        return { companyId: l.companyId, listingId: l.id, action, idempotencyKey: `listing-${l.id}-${action}-${randomUUID()}`, startedAt: now };
      }),
      select: { id: true, listingId: true, idempotencyKey: true },
    });
    for (const a of made) attemptOf.set(a.listingId, a);
  }
  const shops = new Map((await db.shop.findMany({ where: { id: { in: [...new Set(listings.map((l) => l.shopId))] } } })).map((s) => [s.id, s]));

  // the writer: one batch at a time, each holding what answered while the previous one was written
  const pending: Answered[] = [];
  const writer: { busy: Promise<void> | null } = { busy: null };
  const kick = (): void => {
    if (writer.busy || !pending.length) return;
    const batch = pending.splice(0);
    writer.busy = storeAnswers(ctx, batch, now)
      .then(async (moved) => {
        for (const a of batch) outcomes.set(a.listing.id, moved.has(a.listing.id) ? outcomeOf(a.answer) : 'skipped');
        const stored = batch.filter((a) => moved.has(a.listing.id));
        if (stored.length)
          await refreshPublishTasks(
            ctx.platform,
            stored[0].listing.companyId,
            stored.map((a) => a.listing.publishTaskId),
          );
      })
      .catch((err: unknown) => {
        // nothing of the batch was stored: its listings stay publishing and are resumed with their keys
        ctx.platform.logger.warn({ err, listingIds: batch.map((a) => a.listing.id) }, 'listing answers not stored; resumed after the lease');
        for (const a of batch) outcomes.set(a.listing.id, 'unanswered');
      })
      .finally(() => {
        writer.busy = null;
        kick();
      });
  };

  let next = 0;
  const lane = async () => {
    while (next < listings.length) {
      const listing = listings[next++];
      const attempt = attemptOf.get(listing.id)!;
      const shop = shops.get(listing.shopId);
      let answer: ListingCallResult<{ marketplaceListingId: string }>;
      if (!shop) answer = { ok: false, reasonId: 'listing.shopNotFound', message: 'shop removed' };
      else {
        const connector = ctx.platform.connectors.get(listing.platformType);
        const call = { token: shop.authToken, shop: connectorShop(shop), idempotencyKey: attempt.idempotencyKey };
        try {
          answer = listing.marketplaceListingId
            ? await connector.relistListing({ ...call, marketplaceListingId: listing.marketplaceListingId })
            : await connector.publishListing({ ...call, listing: listingPayload(listing) });
        } catch (err) {
          ctx.platform.logger.warn({ err, listingId: listing.id }, 'listing publish call unanswered; resumed after the lease');
          outcomes.set(listing.id, 'unanswered');
          continue;
        }
      }
      pending.push({ listing, attemptId: attempt.id, answer });
      kick();
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(opts.inFlight ?? 1, 1), listings.length) }, lane));
  while (writer.busy) await writer.busy;
  return outcomes;
}

function outcomeOf(answer: ListingCallResult<{ marketplaceListingId: string }>): RunOutcome {
  if (answer.ok) return 'online';
  return answer.retryAfterSeconds !== undefined ? 'retry' : 'failed';
}

/**
 * Stores a batch of answers in one transaction: the listings' moves (one conditional update for
 * all, from 'publishing' only: a listing another runner resumed meanwhile is left to it, with its
 * attempt open), their attempts and their history. Answers the ids that moved.
 */
async function storeAnswers(ctx: RequestContext, batch: Answered[], now: Date): Promise<Set<number>> {
  const companyId = batch[0].listing.companyId;
  const rows = batch.map(({ listing, answer }) => {
    if (answer.ok) return { id: listing.id, status: LISTING_TRANSITIONS.published.to, mid: answer.marketplaceListingId, at: null, reason: '', message: '' };
    if (answer.retryAfterSeconds !== undefined) {
      const wait = Math.min(answer.retryAfterSeconds * 1000 * 2 ** listing.retries, LISTING_MAX_BACKOFF_MS);
      return {
        id: listing.id,
        status: LISTING_TRANSITIONS.retry.to,
        mid: null,
        at: utc(new Date(now.getTime() + wait)),
        reason: answer.reasonId,
        message: answer.message,
      };
    }
    return { id: listing.id, status: LISTING_TRANSITIONS.fail.to, mid: null, at: null, reason: answer.reasonId, message: answer.message };
  });
  return ctx.db.$transaction(async (tx) => {
    const moved = await tx.$queryRawUnsafe<{ id: number }[]>(
      `UPDATE "Listing" l SET
         status = v.status,
         "marketplaceListingId" = COALESCE(v.mid, l."marketplaceListingId"),
         "publishedAt" = CASE WHEN v.status = 'online' THEN $3::timestamp ELSE l."publishedAt" END,
         "endedAt" = CASE WHEN v.status = 'online' THEN NULL ELSE l."endedAt" END,
         "claimedAt" = NULL,
         "nextAttemptAt" = v.at,
         retries = CASE v.status WHEN 'online' THEN 0 WHEN 'toBePublished' THEN l.retries + 1 ELSE l.retries END,
         "lastErrorId" = CASE v.status WHEN 'online' THEN '' WHEN 'publishFailed' THEN v.reason ELSE l."lastErrorId" END,
         "lastError" = CASE v.status WHEN 'online' THEN '' WHEN 'publishFailed' THEN v.message ELSE l."lastError" END,
         version = CASE WHEN v.status = 'toBePublished' THEN l.version ELSE l.version + 1 END,
         "updatedAt" = $3::timestamp
       FROM jsonb_to_recordset($2::jsonb) AS v(id int, status text, mid text, at timestamp, reason text, message text)
       WHERE l.id = v.id AND l."companyId" = $1 AND l.status = ANY($4::text[])
       RETURNING l.id`,
      companyId,
      JSON.stringify(rows),
      utc(new Date()),
      `{${ANSWER_FROM.join(',')}}`,
    );
    const done = new Set(moved.map((m) => Number(m.id)));
    const stored = batch.filter((a) => done.has(a.listing.id));
    if (!stored.length) return done;
    await tx.$executeRawUnsafe(
      `UPDATE "ListingPublishAttempt" a SET
         outcome = v.outcome, "finishedAt" = $3::timestamp, "reasonId" = v.reason, "marketplaceMessage" = v.message,
         "marketplaceListingId" = COALESCE(v.mid, a."marketplaceListingId")
       FROM jsonb_to_recordset($2::jsonb) AS v(id int, outcome text, mid text, reason text, message text)
       WHERE a.id = v.id AND a."companyId" = $1`,
      companyId,
      JSON.stringify(
        stored.map(({ attemptId, answer }) =>
          answer.ok
            ? { id: attemptId, outcome: 'online', mid: answer.marketplaceListingId, reason: '', message: '' }
            : {
                id: attemptId,
                outcome: answer.retryAfterSeconds !== undefined ? 'rateLimited' : 'failed',
                mid: null,
                reason: answer.reasonId,
                message: answer.message,
              },
        ),
      ),
      utc(new Date()),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    await tx.listingHistory.createMany({
      data: stored.map(({ listing, answer }) => {
        const history = (action: ListingAction, to: string, remark: string, params: Record<string, unknown>) => ({
          companyId: listing.companyId,
          listingId: listing.id,
          action,
          fromStatus: 'publishing',
          toStatus: to,
          userId: null,
          remark,
          params: json(params),
        });
        if (answer.ok) return history('published', 'online', 'listing.history.online', { marketplaceListingId: answer.marketplaceListingId });
        if (answer.retryAfterSeconds !== undefined)
          return history('retry', 'toBePublished', 'listing.history.rateLimited', { at: `${byId.get(listing.id)!.at}Z` });
        return history('fail', 'publishFailed', 'listing.history.failed', { ...answer.params, message: answer.message });
      }),
    });
    return done;
  });
}

/** Publishes one listing from the queue (publishSlice of one). */
export async function publishQueued(ctx: RequestContext, id: number, now = new Date()): Promise<RunOutcome> {
  return (await publishSlice(ctx, [id], { now })).get(id)!;
}

export interface QueueRun {
  online: number;
  failed: number;
  retried: number;
  unanswered: number;
}

/** Counts a run's outcomes. */
export function tally(outcomes: Iterable<RunOutcome>): QueueRun {
  const run: QueueRun = { online: 0, failed: 0, retried: 0, unanswered: 0 };
  for (const outcome of outcomes) {
    if (outcome === 'online') run.online += 1;
    else if (outcome === 'failed') run.failed += 1;
    else if (outcome === 'retry') run.retried += 1;
    else if (outcome === 'unanswered') run.unanswered += 1;
  }
  return run;
}

/**
 * Runs the company's queue once: the due listings (to be published whose time has come, and
 * publishing ones whose run stopped), oldest first, at most `limit`, `inFlight` calls at once.
 * `where` narrows them (the caller's shops and marketplaces when a person says "publish now").
 */
export async function runListingQueue(
  ctx: RequestContext,
  opts: { limit?: number; now?: Date; where?: Prisma.ListingWhereInput; inFlight?: number } = {},
): Promise<QueueRun> {
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
  return tally(
    (
      await publishSlice(
        ctx,
        due.map((d) => d.id),
        { now, inFlight: opts.inFlight },
      )
    ).values(),
  );
}

/** Marketplace calls in flight when a person runs the queue and waits for the answer. */
const PUBLISH_NOW_IN_FLIGHT = 8;

/** "Publish now": runs the marketplace's queue for the caller's shops. */
export function publishNow(ctx: RequestContext, platformType: number, limit?: number) {
  const actor = requireActor(ctx);
  marketplaceFor(ctx, platformType, 'publish');
  return runListingQueue(ctx, { limit, inFlight: PUBLISH_NOW_IN_FLIGHT, where: { AND: [{ platformType }, allowedShopsWhere(actor, 'shopId')] } });
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
