// Listing tools (issue 19 point 5): the listing pages beside the /{m}Listing* set.
//   - site / local online pages (/shopeeListingOnlineSite, /mercadoListingOnlineSite,
//     /tiktokListingOnlineLocal): online and taken-down listings per site; "local" are TikTok local
//     shops (a shop registered on one site, shop.site set) selling on their own site;
//   - diagnosis (/aliExpressListingDiagnosis): every listing checked by listingProblems against its
//     marketplace's definition, grouped by problem kind;
//   - sell along (/emagSellAlong): find an eMAG catalogue product by EAN or part number, offer it
//     (an online listing of the shop, attributes.sellAlong names the product) and follow the lowest
//     competitor price one cent under, never below the floor (the listing's minPrice).
// Everything reads through the caller's company (ctx.db) and shops (allowedShopsWhere), with the
// marketplace's listing permissions (`<m>Listing` to see, `<m>Listing.publish` to call it).
import { LISTING_DEFINITIONS, PLATFORM_TYPES, listingProblems, type ListingContent, type ListingStatus, type PlatformName } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import type { ConnectorShop, ListingRefusal } from '../../platform/connectors';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { listingPermission, listingWhere, reviseListing } from '../listings/listings.service';
import { sellAlongOf } from '../marketplaces/sell-along';

// ---- site / local online pages -----------------------------------------------------------------

/** The pages by marketplace: which sites group the online listings. */
export const SITE_PAGES = { shopee: 'site', mercado: 'site', tiktok: 'local' } as const;
export type SitePageMarketplace = keyof typeof SITE_PAGES;
export const SITE_PAGE_MARKETPLACES = Object.keys(SITE_PAGES) as SitePageMarketplace[];

/** Online listings (spec 01 §4 group 2): on the shelf and taken down. */
const ONLINE_GROUP: ListingStatus[] = ['online', 'takenDown'];

export interface SiteFilter {
  shopId?: number;
  keyword?: string;
  status?: 'online' | 'takenDown';
}

/** Local shops of a marketplace: shops registered on one of its sites (their listings sell there). */
async function localShops(ctx: RequestContext, m: PlatformName) {
  const sites = LISTING_DEFINITIONS[m].sites.map((s) => s.code);
  return ctx.db.shop.findMany({
    where: { AND: [{ platformType: PLATFORM_TYPES[m], site: { in: sites } }, allowedShopsWhere(requireActor(ctx))] },
    select: { id: true, site: true },
  });
}

/** The where of a site page: the marketplace's online listings (one site, or all), local shops only on a local page. */
export async function siteListingWhere(
  ctx: RequestContext,
  m: SitePageMarketplace,
  site: string | null,
  f: SiteFilter = {},
): Promise<Prisma.ListingWhereInput> {
  const def = LISTING_DEFINITIONS[m];
  if (site && !def.sites.some((s) => s.code === site))
    throw ValidationError.field('site', 'listing.siteUnknown', { site, sites: def.sites.map((s) => s.code).join(', ') });
  const base = listingWhere(ctx, { platformType: PLATFORM_TYPES[m], shopId: f.shopId, keyword: f.keyword, status: f.status });
  const parts: Prisma.ListingWhereInput[] = [base, f.status ? {} : { status: { in: ONLINE_GROUP } }, site ? { site } : {}];
  if (SITE_PAGES[m] === 'local') {
    const shops = await localShops(ctx, m);
    parts.push({ OR: shops.length ? shops.map((s) => ({ shopId: s.id, site: s.site })) : [{ id: -1 }] });
  }
  return { AND: parts };
}

/** Each site of the marketplace with its currency, its listings on the page and the shops they are on. */
export async function siteListingCounts(ctx: RequestContext, m: SitePageMarketplace, f: SiteFilter = {}) {
  const where = await siteListingWhere(ctx, m, null, f);
  const rows = await ctx.db.listing.groupBy({ by: ['site', 'shopId'], where, _count: { _all: true } });
  return LISTING_DEFINITIONS[m].sites.map((s) => {
    const of = rows.filter((r) => r.site === s.code);
    return { site: s.code, currency: s.currency, count: of.reduce((n, r) => n + r._count._all, 0), shops: of.length };
  });
}

// ---- diagnosis -----------------------------------------------------------------------------------

/** Problem kinds of the diagnosis page: the part of the listing a problem is in (its field's first segment). */
export const PROBLEM_KINDS = ['site', 'category', 'text', 'price', 'sku', 'images', 'video', 'shipping', 'attributes', 'variations'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
const KIND_OF_FIELD: Record<string, ProblemKind> = {
  site: 'site',
  currency: 'site',
  category: 'category',
  title: 'text',
  subtitle: 'text',
  description: 'text',
  keywords: 'text',
  labels: 'text',
  price: 'price',
  quantity: 'price',
  taxRate: 'price',
  minPrice: 'price',
  maxPrice: 'price',
  handlingDaysMin: 'price',
  handlingDaysMax: 'price',
  sellerSku: 'sku',
  images: 'images',
  video: 'video',
  shippingOptions: 'shipping',
  attributes: 'attributes',
  variationAttributes: 'variations',
  variations: 'variations',
};
export const problemKind = (field: string): ProblemKind => KIND_OF_FIELD[field.split('.')[0] ?? ''] ?? 'attributes';

/** Statuses diagnosed: everything the seller still has (a listing being published is left alone). */
const DIAGNOSED: ListingStatus[] = ['draft', 'toBePublished', 'publishFailed', 'online', 'takenDown'];
/** Listings read per batch while diagnosing (memory stays flat on a large shop). */
const DIAGNOSIS_BATCH = 500;

const arrayOf = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const textOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const recordOf = <T>(v: unknown): Record<string, T> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, T>) : {});

const diagnosisSelect = {
  id: true,
  site: true,
  currency: true,
  category: true,
  sellerSku: true,
  title: true,
  subtitle: true,
  description: true,
  price: true,
  quantity: true,
  taxRate: true,
  minPrice: true,
  maxPrice: true,
  handlingDaysMin: true,
  handlingDaysMax: true,
  images: true,
  video: true,
  keywords: true,
  labels: true,
  shippingPolicy: true,
  returnPolicy: true,
  shippingOptions: true,
  attributes: true,
  variationAttributes: true,
  variations: {
    orderBy: { position: 'asc' },
    select: { skuId: true, sellerSku: true, ean: true, barcode: true, attributes: true, price: true, quantity: true, images: true },
  },
} satisfies Prisma.ListingSelect;
type DiagnosedRow = Prisma.ListingGetPayload<{ select: typeof diagnosisSelect }>;

/** A stored listing as the rules read it. */
export function contentOf(l: DiagnosedRow): ListingContent {
  return {
    ...l,
    price: l.price.toFixed(2),
    taxRate: l.taxRate.toFixed(2),
    minPrice: l.minPrice?.toFixed(2) ?? null,
    maxPrice: l.maxPrice?.toFixed(2) ?? null,
    images: arrayOf(l.images),
    video: (l.video ?? null) as ListingContent['video'],
    shippingOptions: arrayOf(l.shippingOptions),
    attributes: recordOf(l.attributes),
    variations: l.variations.map((v) => ({ ...v, attributes: recordOf<string>(v.attributes), price: v.price.toFixed(2), images: arrayOf(v.images) })),
  };
}

export interface DiagnosisFilter {
  kind?: ProblemKind;
  shopId?: number;
  keyword?: string;
}
export interface DiagnosedListing {
  id: number;
  problems: { field: string; kind: ProblemKind; messageId: string; params: Record<string, unknown> }[];
}

/**
 * The marketplace's listings with at least one problem (of `kind` when given), newest change first,
 * a page of them, with the count of listings per kind (the filter's kind ignored) and how many were
 * checked.
 */
export async function listingDiagnosis(ctx: RequestContext, m: PlatformName, f: DiagnosisFilter, page: { first: number; offset: number }) {
  const def = LISTING_DEFINITIONS[m];
  const where: Prisma.ListingWhereInput = {
    AND: [listingWhere(ctx, { platformType: PLATFORM_TYPES[m], shopId: f.shopId, keyword: f.keyword }), { status: { in: DIAGNOSED } }],
  };
  const kinds = new Map<ProblemKind, number>(PROBLEM_KINDS.map((k) => [k, 0]));
  const matching: DiagnosedListing[] = [];
  let checked = 0;
  let cursor: number | undefined;
  for (;;) {
    const rows: DiagnosedRow[] = await ctx.db.listing.findMany({
      where,
      select: diagnosisSelect,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: DIAGNOSIS_BATCH,
      ...(cursor !== undefined ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const row of rows) {
      checked += 1;
      const problems = listingProblems(def, contentOf(row)).map((p) => ({ ...p, kind: problemKind(p.field), params: p.params ?? {} }));
      if (!problems.length) continue;
      for (const k of new Set(problems.map((p) => p.kind))) kinds.set(k, (kinds.get(k) ?? 0) + 1);
      if (!f.kind || problems.some((p) => p.kind === f.kind)) matching.push({ id: row.id, problems });
    }
    if (rows.length < DIAGNOSIS_BATCH) break;
    cursor = rows[rows.length - 1].id;
  }
  return {
    checked,
    totalCount: matching.length,
    kinds: PROBLEM_KINDS.map((kind) => ({ kind, count: kinds.get(kind) ?? 0 })),
    nodes: matching.slice(page.offset, page.offset + page.first),
  };
}

// ---- sell along (eMAG) ---------------------------------------------------------------------------

const SELL_ALONG: PlatformName = 'emag';
const EMAG = PLATFORM_TYPES.emag;
/** The marketplace of sell-along offers (the price-following schedule looks for its listings). */
export const SELL_ALONG_PLATFORM_TYPE = EMAG;

const connectorShop = (s: { id: number; platformType: number; site: string; shopName: string }): ConnectorShop => ({
  id: s.id,
  platformType: s.platformType,
  site: s.site,
  shopName: s.shopName,
});
const refused = (r: ListingRefusal) => new BusinessError(r.reasonId, { ...r.params, message: r.message });

/** An authorized eMAG shop of the caller (another company's or marketplace's: not found). */
async function sellAlongShop(ctx: RequestContext, shopId: number, field = 'shopId') {
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId, platformType: EMAG }, allowedShopsWhere(requireActor(ctx))] } });
  if (!shop) throw new NotFoundError('listing.shopNotFound', { id: shopId });
  if (shop.status !== 1) throw ValidationError.field(field, 'listing.shopNotAuthorized', { shopName: shop.shopName });
  const calls = sellAlongOf(ctx.platform.connectors.get(shop.platformType));
  if (!calls) throw ValidationError.field(field, 'listing.shopOtherMarketplace', { shopName: shop.shopName, marketplace: 'eMAG' });
  return { shop, calls, call: { token: shop.authToken, shop: connectorShop(shop) } };
}

const codeInput = z.object({
  shopId: z.number().int().positive({ error: 'listing.shopNotFound' }),
  code: z.string().trim().min(3, { error: 'listing.barcodeFormat' }).max(40, { error: 'listing.barcodeFormat' }),
});

/** Catalogue products of the shop's marketplace whose EAN or part number is the code, with whether the caller already offers each. */
export async function findSellAlongProducts(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, listingPermission(SELL_ALONG, 'view'));
  const input = parseInput(codeInput, raw);
  const { calls, call, shop } = await sellAlongShop(ctx, input.shopId);
  const answer = await calls.findProducts({ ...call, code: input.code });
  if (!answer.ok) throw refused(answer);
  const offered = await offeredKeys(ctx, shop.id);
  return answer.products.map((p) => ({ ...p, lowestPrice: p.competitors[0]?.price ?? null, offeredListingId: offered.get(p.productKey) ?? null }));
}

/**
 * The shop's sell-along offers (not removed) by product key → listing id. The shop was checked by
 * sellAlongShop (company, allowed shops); no list permission is asked, since publishing needs only
 * its own.
 */
async function offeredKeys(ctx: RequestContext, shopId: number) {
  const rows = await ctx.db.listing.findMany({
    where: { AND: [ownOffersWhere(ctx), { shopId }] },
    select: { id: true, attributes: true },
  });
  return new Map(rows.map((r) => [textOf(recordOf<Record<string, unknown>>(r.attributes).sellAlong?.productKey), r.id]));
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const money = z.string({ error: 'listing.priceInvalid' }).trim().regex(MONEY, { error: 'listing.priceInvalid' });
const offerInput = z
  .object({
    shopId: z.number().int().positive({ error: 'listing.shopNotFound' }),
    code: codeInput.shape.code,
    productKey: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
    sellerSku: z.string().trim().min(1, { error: 'listing.skuRequired' }).max(100, { error: 'validation.tooLong' }),
    price: money,
    quantity: z.number({ error: 'listing.quantityInteger' }).int({ error: 'listing.quantityInteger' }).min(0, { error: 'listing.quantityInteger' }),
    floorPrice: money.nullish(),
    follow: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (Number(v.price) <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: 'listing.pricePositive' });
    if (v.floorPrice != null && Number(v.floorPrice) >= Number(v.price))
      ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'sellAlong.floorAbovePrice' });
    if (v.follow && v.floorPrice == null) ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'form.required' });
  });

/** The where of sell-along offers: eMAG listings whose attributes name a catalogue product. */
/** The caller's sell-along offers (allowed shops, not removed), for commands: they need only their own permission. */
function ownOffersWhere(ctx: RequestContext): Prisma.ListingWhereInput {
  return {
    AND: [
      { platformType: EMAG, status: { not: 'removed' }, attributes: { path: ['sellAlong', 'productKey'], string_contains: '' } },
      allowedShopsWhere(requireActor(ctx), 'shopId'),
    ],
  };
}

export function sellAlongWhere(ctx: RequestContext, f: { shopId?: number; keyword?: string } = {}): Prisma.ListingWhereInput {
  return { AND: [listingWhere(ctx, { platformType: EMAG, ...f }), { attributes: { path: ['sellAlong', 'productKey'], string_contains: '' } }] };
}

/**
 * Offers a catalogue product on the shop: the marketplace creates the offer first (its refusal
 * changes nothing here), then it is stored as an online listing of the shop with the product named
 * in attributes.sellAlong and the floor as its minimum price.
 */
export async function createSellAlongOffer(ctx: RequestContext, raw: unknown) {
  const actor = requireActor(ctx);
  assertCan(ctx, listingPermission(SELL_ALONG, 'publish'));
  const input = parseInput(offerInput, raw);
  const { shop, calls, call } = await sellAlongShop(ctx, input.shopId);
  if ((await offeredKeys(ctx, shop.id)).has(input.productKey)) throw ValidationError.field('productKey', 'sellAlong.alreadyOffered');
  // the product as the catalogue answers it for the code the seller searched with
  const found = await calls.findProducts({ ...call, code: input.code });
  if (!found.ok) throw refused(found);
  const product = found.products.find((p) => p.productKey === input.productKey);
  if (!product) throw ValidationError.field('productKey', 'sellAlong.productNotFound');
  const site = LISTING_DEFINITIONS.emag.sites.find((s) => s.code === shop.site) ?? LISTING_DEFINITIONS.emag.sites[0];
  const answer = await calls.createOffer({
    ...call,
    productKey: input.productKey,
    sellerSku: input.sellerSku,
    site: site.code,
    currency: site.currency,
    price: input.price,
    quantity: input.quantity,
    idempotencyKey: `sell-along:${shop.id}:${input.productKey}:${input.sellerSku}`,
  });
  if (!answer.ok) throw refused(answer);
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    const listing = await tx.listing.create({
      data: {
        companyId: actor.companyId,
        shopId: shop.id,
        platformType: EMAG,
        site: site.code,
        currency: site.currency,
        category: product.category,
        sellerSku: input.sellerSku,
        title: product.name,
        description: product.name,
        price: input.price,
        minPrice: input.floorPrice ?? null,
        quantity: input.quantity,
        images: [{ url: product.image, width: 0, height: 0, bytes: 0 }],
        attributes: {
          sellAlong: { productKey: input.productKey, ean: product.ean, partNumber: product.partNumber, follow: input.follow },
        },
        status: 'online',
        marketplaceListingId: answer.marketplaceListingId,
        publishedAt: now,
        createdById: actor.userId,
      },
    });
    await tx.listingHistory.create({
      data: {
        companyId: actor.companyId,
        listingId: listing.id,
        action: 'sellAlong',
        fromStatus: '',
        toStatus: 'online',
        userId: actor.userId,
        remark: 'listing.history.online',
        params: { marketplaceListingId: answer.marketplaceListingId },
      },
    });
    return listing;
  });
}

const followInput = z.object({ floorPrice: money.nullish(), follow: z.boolean() }).superRefine((v, ctx) => {
  if (v.floorPrice != null && Number(v.floorPrice) <= 0) ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'listing.pricePositive' });
});

/** Turns price following of one offer on or off, with its floor (left out: the floor stays; null: no floor, only while not following). */
export async function setSellAlongFollow(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, listingPermission(SELL_ALONG, 'publish'));
  const input = parseInput(followInput, raw);
  const listing = await ctx.db.listing.findFirst({ where: { AND: [ownOffersWhere(ctx), { id }] } });
  if (!listing) throw new NotFoundError('listing.notFound', { id });
  const floor = input.floorPrice === undefined ? listing.minPrice : input.floorPrice;
  if (input.follow && floor == null) throw ValidationError.field('floorPrice', 'form.required');
  const attributes = recordOf<unknown>(listing.attributes);
  const sellAlong = { ...recordOf<unknown>(attributes.sellAlong), follow: input.follow };
  return ctx.db.listing.update({
    where: { id },
    data: { minPrice: floor ?? null, attributes: { ...attributes, sellAlong } as Prisma.InputJsonValue, version: { increment: 1 } },
  });
}

/** The price following rule: one cent under the cheapest competitor, never below the floor; null: leave the price. */
export function followedPrice(current: string, floor: string | null, competitors: { price: string }[]): string | null {
  const lowest = competitors.reduce<number | null>((n, c) => (n === null || Number(c.price) < n ? Number(c.price) : n), null);
  if (lowest === null) return null;
  const cents = Math.max(Math.round(lowest * 100) - 1, floor === null ? 1 : Math.round(Number(floor) * 100));
  return cents === Math.round(Number(current) * 100) ? null : (cents / 100).toFixed(2);
}

export interface FollowRun {
  checked: number;
  repriced: number;
  failures: { id: number; messageId: string; params: Record<string, unknown> }[];
}

/**
 * Follows the competitors' price for the followed online offers (the ids given, or all of the
 * caller's): each new price goes to the marketplace through the listing revise (history, version);
 * a refusal leaves that offer as it was and is answered in failures.
 */
export async function followSellAlongPrices(ctx: RequestContext, ids: number[] | null): Promise<FollowRun> {
  assertCan(ctx, listingPermission(SELL_ALONG, 'publish'));
  if (ids && ids.length === 0) throw ValidationError.field('ids', 'listing.tickOne');
  if (ids && ids.length > 200) throw ValidationError.field('ids', 'listing.tooMany', { max: 200 });
  const rows = await ctx.db.listing.findMany({
    where: { AND: [ownOffersWhere(ctx), { status: 'online' }, ids ? { id: { in: ids } } : {}] },
    orderBy: { id: 'asc' },
    take: 1000,
  });
  if (ids && rows.length < new Set(ids).size) {
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    throw new NotFoundError('listing.notFound', { id: missing });
  }
  const run: FollowRun = { checked: 0, repriced: 0, failures: [] };
  const shops = new Map<number, Awaited<ReturnType<typeof sellAlongShop>>>();
  for (const row of rows) {
    const sellAlong = recordOf<unknown>(recordOf<unknown>(row.attributes).sellAlong);
    if (sellAlong.follow !== true) continue;
    run.checked += 1;
    try {
      const shop = shops.get(row.shopId) ?? (await sellAlongShop(ctx, row.shopId));
      shops.set(row.shopId, shop);
      const answer = await shop.calls.competitorOffers({ ...shop.call, productKey: textOf(sellAlong.productKey) });
      if (!answer.ok) throw refused(answer);
      const price = followedPrice(row.price.toFixed(2), row.minPrice?.toFixed(2) ?? null, answer.offers);
      if (price === null) continue;
      await reviseListing(ctx, EMAG, row.id, { price });
      run.repriced += 1;
    } catch (e) {
      if (e instanceof ValidationError)
        run.failures.push({ id: row.id, messageId: e.issues[0]?.messageId ?? 'validation.failed', params: e.issues[0]?.params ?? {} });
      else if (e instanceof BusinessError || e instanceof NotFoundError) run.failures.push({ id: row.id, messageId: e.messageId, params: e.params });
      else throw e;
    }
  }
  return run;
}

/** A sell-along offer's catalogue product key, EAN, part number and whether its price follows. */
export function sellAlongOfListing(attributes: unknown) {
  const s = recordOf<unknown>(recordOf<unknown>(attributes).sellAlong);
  return { productKey: textOf(s.productKey), ean: textOf(s.ean), partNumber: textOf(s.partNumber), follow: s.follow === true };
}
