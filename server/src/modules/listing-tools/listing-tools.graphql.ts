// GraphQL of the listing tools (issue 19 point 5): site / local online pages, the AliExpress
// diagnosis and eMAG sell-along. Permissions are the marketplace's listing ones, checked in the
// service (the marketplace is an argument) and declared on each operation.
import { PAGE_SIZE_MAX, translate, type PlatformName } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { ListingStatusEnum } from '../../graphql/enums';
import { exposeFields, offsetArg, pageList } from '../../graphql/fields';
import { inputFields } from '../../graphql/inputs';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { ValidationError } from '../../platform/errors';
import { listingPermission } from '../listings/listings.service';
import * as tools from './listing-tools.service';

const SitePageMarketplace = builder.enumType('SitePageMarketplace', {
  description: 'Marketplaces with a site page (shopee, mercado: global products per site) or a local page (tiktok: local shops)',
  values: tools.SITE_PAGE_MARKETPLACES,
});
const DiagnosisMarketplace = builder.enumType('DiagnosisMarketplace', {
  description: 'Marketplaces with a listing diagnosis page',
  values: ['aliExpress'] as const,
});
const ProblemKindEnum = builder.enumType('ListingProblemKind', {
  description: 'The part of a listing a diagnosis problem is in',
  values: tools.PROBLEM_KINDS,
});
const OnlineStatus = builder.enumType('SiteListingStatus', { values: ['online', 'takenDown'] as const });

const SiteFilter = builder.inputType('SiteListingFilter', {
  fields: (t) => ({
    ...inputFields(t, { shopId: 'Int', keyword: 'String: Title, seller SKU or the marketplace’s listing id' }),
    status: t.field({ type: OnlineStatus, description: 'Unset: online and taken down' }),
  }),
});
const DiagnosisFilter = builder.inputType('ListingDiagnosisFilter', {
  fields: (t) => ({
    ...inputFields(t, { shopId: 'Int', keyword: 'String' }),
    kind: t.field({ type: ProblemKindEnum, description: 'Only listings with a problem of this kind' }),
  }),
});

const noNulls = <T extends object>(v: T | null | undefined) =>
  Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => x !== null && x !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };

// ---- results -------------------------------------------------------------------------------------

const SiteCount = builder.objectRef<{ site: string; currency: string; count: number; shops: number }>('ListingSiteCount').implement({
  description: 'A site tab of a site / local page',
  fields: (t) => exposeFields(t, { site: 'String', currency: 'String', count: 'Int', shops: 'Int: Shops with listings on the site' }),
});

type Problem = tools.DiagnosedListing['problems'][number];
const ListingProblem = builder.objectRef<Problem>('ListingDiagnosisProblem').implement({
  description: 'A rule of the marketplace the listing breaks (spec 02 §5 Listing)',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input path: title, images.2, attributes.leadTime, …' }),
    kind: t.expose('kind', { type: ProblemKindEnum }),
    messageId: t.exposeString('messageId'),
    message: t.string({ resolve: (p, _a, ctx) => translate(ctx.lang, p.messageId, translateParams(ctx.lang, p.params)) }),
  }),
});
/** Params that are message ids themselves (an attribute's name) in the caller's language. */
function translateParams(lang: Parameters<typeof translate>[0], params: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      if (typeof v !== 'string' || !v.startsWith('listing.attribute.')) return [k, v];
      const text = translate(lang, v);
      return [k, text === v ? v.slice('listing.attribute.'.length) : text];
    }),
  );
}

type DiagnosisRow = tools.DiagnosedListing & { listing: Awaited<ReturnType<typeof loadRows>>[number] };
async function loadRows(ctx: Parameters<typeof tools.listingDiagnosis>[0], ids: number[]) {
  const rows = await ctx.db.listing.findMany({
    where: { id: { in: ids } },
    select: { id: true, shopId: true, status: true, site: true, currency: true, title: true, sellerSku: true, price: true, quantity: true, updatedAt: true },
  });
  const shops = await ctx.db.shop.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.shopId))] } }, select: { id: true, shopName: true } });
  return rows.map((r) => ({ ...r, shopName: shops.find((s) => s.id === r.shopId)?.shopName ?? '' }));
}
const DiagnosisNode = builder.objectRef<DiagnosisRow>('ListingDiagnosisNode').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    shopId: t.int({ resolve: (r) => r.listing.shopId }),
    shopName: t.string({ resolve: (r) => r.listing.shopName }),
    status: t.field({ type: ListingStatusEnum, resolve: (r) => r.listing.status as never }),
    site: t.string({ resolve: (r) => r.listing.site }),
    currency: t.string({ resolve: (r) => r.listing.currency }),
    title: t.string({ resolve: (r) => r.listing.title }),
    sellerSku: t.string({ resolve: (r) => r.listing.sellerSku }),
    price: t.string({ resolve: (r) => r.listing.price.toFixed(2) }),
    quantity: t.int({ resolve: (r) => r.listing.quantity }),
    updatedAt: t.field({ type: 'DateTime', resolve: (r) => r.listing.updatedAt }),
    problems: t.field({ type: [ListingProblem], resolve: (r) => r.problems }),
  }),
});
const KindCount = builder.objectRef<{ kind: tools.ProblemKind; count: number }>('ListingProblemKindCount').implement({
  fields: (t) => ({ kind: t.expose('kind', { type: ProblemKindEnum }), count: t.exposeInt('count', { description: 'Listings with a problem of the kind' }) }),
});
const Diagnosis = builder
  .objectRef<{ checked: number; totalCount: number; kinds: { kind: tools.ProblemKind; count: number }[]; nodes: DiagnosisRow[] }>('ListingDiagnosis')
  .implement({
    description: "A marketplace's listings checked against its definition: those with problems, a page of them",
    fields: (t) => ({
      ...exposeFields(t, { checked: 'Int: Listings checked', totalCount: 'Int: Listings with a problem (of the kind filtered)' }),
      kinds: t.field({ type: [KindCount], resolve: (d) => d.kinds }),
      nodes: t.field({ type: [DiagnosisNode], resolve: (d) => d.nodes }),
    }),
  });

const Competitor = builder.objectRef<{ seller: string; price: string }>('SellAlongCompetitor').implement({
  fields: (t) => exposeFields(t, { seller: 'String', price: 'String' }),
});
type Product = Awaited<ReturnType<typeof tools.findSellAlongProducts>>[number];
const CatalogueProduct = builder.objectRef<Product>('SellAlongProduct').implement({
  description: "A product of the marketplace's catalogue that can be sold along",
  fields: (t) => ({
    ...exposeFields(t, {
      productKey: 'String',
      name: 'String',
      brand: 'String',
      ean: 'String',
      partNumber: 'String',
      category: 'String',
      image: 'String',
      lowestPrice: 'String?: The cheapest other seller; null when nobody else sells it',
      offeredListingId: 'Int?: The shop’s own offer of it, when there is one',
    }),
    competitors: t.field({ type: [Competitor], resolve: (p) => p.competitors }),
  }),
});
const SellAlong = builder.objectRef<{ productKey: string; ean: string; partNumber: string; follow: boolean }>('SellAlongInfo').implement({
  fields: (t) => exposeFields(t, { productKey: 'String', ean: 'String', partNumber: 'String', follow: 'Boolean: The price follows the competitors' }),
});
const FollowFailure = builder.objectRef<tools.FollowRun['failures'][number]>('SellAlongFollowFailure').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    messageId: t.exposeString('messageId'),
    message: t.string({ resolve: (f, _a, ctx) => translate(ctx.lang, f.messageId, f.params) }),
  }),
});
const FollowRun = builder.objectRef<tools.FollowRun>('SellAlongFollowRun').implement({
  fields: (t) => ({
    ...exposeFields(t, { checked: 'Int: Followed offers looked at', repriced: 'Int: Offers whose price changed on the marketplace' }),
    failures: t.field({ type: [FollowFailure], resolve: (r) => r.failures }),
  }),
});

builder.prismaObjectField('Listing', 'sellAlong', (t) =>
  t.field({
    type: SellAlong,
    nullable: true,
    description: 'A sell-along offer: the catalogue product it sells and whether its price follows (null for other listings)',
    resolve: (l) => {
      const s = tools.sellAlongOfListing(l.attributes);
      return s.productKey ? s : null;
    },
  }),
);

const OfferInput = builder.inputType('SellAlongOfferInput', {
  fields: (t) =>
    inputFields(t, {
      shopId: 'Int!',
      code: 'String!: The EAN or part number the product was found by',
      productKey: 'String!',
      sellerSku: 'String!',
      price: 'Decimal!',
      quantity: 'Int!',
      floorPrice: 'Decimal: Following never prices below it',
      follow: 'Boolean: Follow the cheapest competitor one cent under',
    }),
});

// ---- operations ----------------------------------------------------------------------------------

const view = (m: PlatformName) => ({ permission: listingPermission(m, 'view') });
const ext = { operateModule: 'listings' };

builder.queryFields((t) => ({
  siteListings: t.prismaConnection({
    type: 'Listing',
    ...pageList,
    authScopes: (_p, args) => view(args.marketplace),
    description: 'Online and taken-down listings of a site page (one site, or every site), newest change first',
    args: {
      marketplace: t.arg({ type: SitePageMarketplace, required: true }),
      site: t.arg.string({ description: 'Unset: every site' }),
      ...offsetArg(t),
      filter: t.arg({ type: SiteFilter }),
    },
    resolve: async (query, _r, args, ctx) =>
      ctx.db.listing.findMany({
        ...withOffset(query, args.offset),
        where: await tools.siteListingWhere(ctx, args.marketplace, args.site ?? null, noNulls(args.filter)),
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.listing.count({ where: await tools.siteListingWhere(ctx, args.marketplace, args.site ?? null, noNulls(args.filter)) });
    },
  }),
  siteListingCounts: t.field({
    type: [SiteCount],
    authScopes: (_p, args) => view(args.marketplace),
    description: 'The site tabs of a site / local page with their counts',
    args: { marketplace: t.arg({ type: SitePageMarketplace, required: true }), filter: t.arg({ type: SiteFilter }) },
    resolve: (_r, args, ctx) => tools.siteListingCounts(ctx, args.marketplace, noNulls(args.filter)),
  }),
  listingDiagnosis: t.field({
    type: Diagnosis,
    authScopes: (_p, args) => view(args.marketplace),
    description: "The marketplace's listings that break a rule of its definition, with the problems of each",
    args: {
      marketplace: t.arg({ type: DiagnosisMarketplace, required: true }),
      first: t.arg.int({ required: true }),
      ...offsetArg(t),
      filter: t.arg({ type: DiagnosisFilter }),
    },
    resolve: async (_r, args, ctx) => {
      if (args.first < 1 || args.first > PAGE_SIZE_MAX) throw ValidationError.field('first', 'validation.pageSize', { max: PAGE_SIZE_MAX });
      checkOffset(args.offset);
      const d = await tools.listingDiagnosis(ctx, args.marketplace, noNulls(args.filter), { first: args.first, offset: args.offset ?? 0 });
      const rows = await loadRows(
        ctx,
        d.nodes.map((n) => n.id),
      );
      return { ...d, nodes: d.nodes.flatMap((n) => rows.filter((r) => r.id === n.id).map((listing) => ({ ...n, listing }))) };
    },
  }),
  sellAlongProducts: t.field({
    type: [CatalogueProduct],
    errors: {},
    authScopes: view('emag'),
    description: "eMAG catalogue products whose EAN or part number is the code, through a shop's connector",
    args: { shopId: t.arg.int({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => tools.findSellAlongProducts(ctx, args),
  }),
  sellAlongOffers: t.prismaConnection({
    type: 'Listing',
    ...pageList,
    authScopes: view('emag'),
    description: "The caller's eMAG sell-along offers, newest change first",
    args: { ...offsetArg(t), filter: t.arg({ type: SiteFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.listing.findMany({
        ...withOffset(query, args.offset),
        where: { AND: [tools.sellAlongWhere(ctx, noNulls(args.filter)), args.filter?.status ? { status: args.filter.status } : {}] },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.listing.count({
        where: { AND: [tools.sellAlongWhere(ctx, noNulls(args.filter)), args.filter?.status ? { status: args.filter.status } : {}] },
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  createSellAlongOffer: t.prismaField({
    type: 'Listing',
    errors: {},
    authScopes: { permission: listingPermission('emag', 'publish') },
    extensions: ext,
    description: 'Offers an eMAG catalogue product on a shop at the seller’s price and stock (an online listing)',
    args: { input: t.arg({ type: OfferInput, required: true }) },
    resolve: (_q, _r, args, ctx) => tools.createSellAlongOffer(ctx, noNulls(args.input)),
  }),
  setSellAlongFollow: t.prismaField({
    type: 'Listing',
    errors: {},
    authScopes: { permission: listingPermission('emag', 'publish') },
    extensions: ext,
    description: 'Turns price following of a sell-along offer on or off, with its floor',
    args: { id: t.arg.int({ required: true }), follow: t.arg.boolean({ required: true }), floorPrice: t.arg({ type: 'Decimal' }) },
    resolve: (_q, _r, args, ctx) => tools.setSellAlongFollow(ctx, args.id, { follow: args.follow, floorPrice: args.floorPrice }),
  }),
  followSellAlongPrices: t.field({
    type: FollowRun,
    errors: {},
    authScopes: { permission: listingPermission('emag', 'publish') },
    extensions: ext,
    description: 'Follows the cheapest competitor one cent under (never below the floor) for the followed offers given, or all',
    args: { ids: t.arg.intList({ description: 'Unset: every followed online offer' }) },
    resolve: (_r, args, ctx) => tools.followSellAlongPrices(ctx, args.ids ?? null),
  }),
}));
