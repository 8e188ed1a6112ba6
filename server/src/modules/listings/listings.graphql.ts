// GraphQL of listings (issue 19): every operation names its marketplace (the /{m}Listing* pages),
// so the permission it needs is declared on the operation: `<m>Listing` to see, `<m>Listing.edit`
// for drafts, `<m>Listing.publish` for the marketplace calls.
import { LISTING_MARKETPLACES, PLATFORM_TYPES, PRICE_ROUNDINGS, marketplaceLabel, translate, type PlatformName } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { ListingStatusEnum, statusCountType } from '../../graphql/enums';
import { exposeFields, nameFields, offsetArg, pageList } from '../../graphql/fields';
import { inputFields, type InputFields } from '../../graphql/inputs';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { batchResultType, refusalType } from '../../graphql/results';
import type { BatchResult as BatchResultOf } from '../../platform/batch';
import type { RequestContext } from '../../platform/context';
import { loadUserName } from '../../platform/lookups';
import * as listings from './listings.service';

const MarketplaceEnum = builder.enumType('ListingMarketplace', {
  description: 'A marketplace of spec 01 §3 by its route name (ebay, amazon, …): the /{marketplace}Listing pages',
  values: LISTING_MARKETPLACES,
});
const typeOf = (m: PlatformName) => PLATFORM_TYPES[m];

builder.prismaObject('ListingVariation', {
  description: 'One variation of a listing: up to two attribute values, its SKU, price and quantity',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      position: 'Int',
      skuId: 'Int?',
      sellerSku: 'String',
      ean: 'String',
      barcode: 'String',
      attributes: 'JSON: { attribute name: value }',
      price: 'Decimal',
      quantity: 'Int',
      images: 'JSON: [{ url, width, height, bytes }]',
      marketplaceSku: 'String',
    }),
  }),
});

builder.prismaObject('ListingPublishAttempt', {
  description: 'One call of the queue runner to the marketplace (publish or relist) and its answer',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      action: 'String: publish or relist',
      startedAt: 'DateTime',
      finishedAt: 'DateTime?',
      outcome: 'String?: online, failed, rateLimited; null while unanswered',
      reasonId: 'String',
      marketplaceMessage: "String: The marketplace's own words",
      marketplaceListingId: 'String?',
    }),
  }),
});

builder.prismaObject('ListingHistory', {
  description: 'A status move of a listing',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', action: 'String', fromStatus: 'String', toStatus: 'String', userId: 'Int?', createdAt: 'DateTime' }),
    userName: t.string({ description: 'Who; empty for the queue runner', resolve: (h, _a, ctx) => loadUserName(ctx, h.userId) }),
    remark: t.string({ resolve: (h, _a, ctx) => (h.remark ? translate(ctx.lang, h.remark, (h.params ?? {}) as Record<string, unknown>) : '') }),
  }),
});

const Problem = builder.objectRef<{ field: string; messageId: string; params: Record<string, unknown> }>('ListingRuleProblem').implement({
  description: 'A rule of the marketplace a listing breaks, on its field',
  fields: (t) => ({
    ...exposeFields(t, { field: 'String: Input path (title, images.0, attributes.ean, …)', messageId: 'String' }),
    message: t.string({ resolve: (p, _a, ctx) => translate(ctx.lang, p.messageId, p.params) }),
  }),
});

builder.prismaObject('Listing', {
  description: 'A listing of a shop on its marketplace (spec 02 §3 Listing fields)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopId: 'Int', platformType: 'Int: Listing platform type number (spec 01 §3)' }),
    marketplace: t.string({ description: "The marketplace's display name", resolve: (l) => marketplaceLabel(l.platformType) }),
    ...nameFields(t, { shopName: ['shopId', listings.loadShopName] }),
    status: t.expose('status', { type: ListingStatusEnum }),
    ...exposeFields(t, {
      site: 'String',
      currency: 'String',
      category: "String: The marketplace's category id",
      productId: 'Int?',
      skuId: 'Int?',
      sellerSku: 'String',
      title: 'String',
      subtitle: 'String',
      description: 'String',
      price: 'Decimal',
      minPrice: 'Decimal?',
      maxPrice: 'Decimal?',
      quantity: 'Int',
      taxRate: 'Decimal: Percent',
      images: 'JSON: [{ url, width, height, bytes }], the first is the main image',
      video: 'JSON?: { url, seconds, bytes, height }; null without a video',
      keywords: 'String[]',
      labels: 'String[]',
      shippingPolicy: 'String',
      returnPolicy: 'String',
      shippingOptions: 'JSON: [{ service, international, cost, additionalCost, countries }]',
      handlingDaysMin: 'Int?',
      handlingDaysMax: 'Int?',
      attributes: 'JSON: Marketplace-specific attributes',
      variationAttributes: 'String[]',
      marketplaceListingId: 'String?',
      lastErrorId: 'String: Message id of the last refusal',
      lastError: "String: The marketplace's own words of the last refusal",
      nextAttemptAt: 'DateTime?: Queued: not published before',
      publishedAt: 'DateTime?',
      endedAt: 'DateTime?',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
      version: 'Int',
    }),
    lastErrorMessage: t.string({
      description: 'The last refusal in the caller’s language',
      resolve: (l, _a, ctx) => (l.lastErrorId ? translate(ctx.lang, l.lastErrorId, { message: l.lastError }) : ''),
    }),
    variations: t.relation('variations', { query: { orderBy: { position: 'asc' } } }),
    problems: t.field({
      type: [Problem],
      description: "What the marketplace's definition finds missing or wrong (drafts made in bulk may have some; they cannot be published until fixed)",
      select: { variations: { orderBy: { position: 'asc' } } },
      resolve: (l) => listings.storedListingProblems(l),
    }),
    attempts: t.relation('attempts', { query: { orderBy: { id: 'desc' }, take: 20 } }),
    history: t.relation('history', { query: { orderBy: { id: 'asc' } } }),
  }),
});

// ---- inputs --------------------------------------------------------------------------------------

const ImageInput = builder.inputType('ListingImageInput', {
  fields: (t) => inputFields(t, { url: 'String!', width: 'Int!: Pixels', height: 'Int!: Pixels', bytes: 'Int!' }),
});
const VideoInput = builder.inputType('ListingVideoInput', {
  fields: (t) => inputFields(t, { url: 'String!', seconds: 'Float!', bytes: 'Int!', height: 'Int!: The shorter side (1080 for 1080p)' }),
});
const ShippingOptionInput = builder.inputType('ListingShippingOptionInput', {
  fields: (t) =>
    inputFields(t, {
      service: 'String!',
      international: 'Boolean',
      cost: 'Decimal!',
      additionalCost: 'Decimal: Continuation fee (not above cost)',
      countries: 'String[]: Destinations of an international option',
    }),
});
const VariationInput = builder.inputType('ListingVariationInput', {
  fields: (t) => ({
    ...inputFields(t, {
      skuId: 'Int',
      sellerSku: 'String!',
      ean: 'String',
      barcode: 'String',
      attributes: 'JSON: { attribute name: value } for each of variationAttributes',
      price: 'Decimal!',
      quantity: 'Int!',
    }),
    images: t.field({ type: [ImageInput], description: '3 to 8 when given' }),
  }),
});

/** The content fields shared by create and update (checked by the marketplace's definition). */
const contentFields = (t: InputFields) => ({
  ...inputFields(t, {
    site: 'String!',
    currency: "String: Defaults to the site's currency",
    category: "String: The marketplace's category id",
    sellerSku: 'String',
    title: 'String!',
    subtitle: 'String',
    description: 'String',
    price: 'Decimal!',
    quantity: 'Int',
    taxRate: 'Decimal',
    minPrice: 'Decimal',
    maxPrice: 'Decimal',
    handlingDaysMin: 'Int',
    handlingDaysMax: 'Int',
    keywords: 'String[]',
    labels: 'String[]',
    shippingPolicy: 'String',
    returnPolicy: 'String',
    attributes: 'JSON: Marketplace-specific attributes',
    variationAttributes: 'String[]: At most two names',
    productId: 'Int',
    skuId: 'Int',
  }),
  images: t.field({ type: [ImageInput] }),
  video: t.field({ type: VideoInput }),
  shippingOptions: t.field({ type: [ShippingOptionInput] }),
  variations: t.field({ type: [VariationInput] }),
});
const ContentInput = builder.inputType('ListingContentInput', { fields: contentFields });
const CreateInput = builder.inputType('ListingInput', {
  fields: (t) => ({ shopId: t.int({ required: true }), ...contentFields(t) }),
});
const RevisionInput = builder.inputType('ListingRevisionInput', {
  description: 'What to change on the marketplace; a 0 the marketplace treats as "not updated" is not sent',
  fields: (t) => ({ ...inputFields(t, { price: 'Decimal', quantity: 'Int' }), content: t.field({ type: ContentInput }) }),
});
const Filter = builder.inputType('ListingFilter', {
  fields: (t) => ({
    ...inputFields(t, { shopId: 'Int', keyword: 'String: Title, seller SKU or the marketplace’s listing id' }),
    status: t.field({ type: ListingStatusEnum, description: 'Unset: every status but removed' }),
  }),
});

/** GraphQL nulls (absent optional fields) dropped at every depth, so the rules see "not given". */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object' && value.constructor === Object)
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, dropNulls(v)]])));
  return value;
}

// ---- results -------------------------------------------------------------------------------------

const StatusCount = statusCountType('ListingStatusCount', ListingStatusEnum, 'A status tab of the listing pages');
const Category = builder.objectRef<{ id: string; name: string; parentId: string | null; leaf: boolean }>('ListingCategory').implement({
  fields: (t) => exposeFields(t, { id: 'String', name: 'String', parentId: 'String?', leaf: 'Boolean: Listings go into leaf categories' }),
});
const CategoryAttribute = builder.objectRef<{ name: string; required: boolean; type: string; options: string[] }>('ListingCategoryAttribute').implement({
  fields: (t) => exposeFields(t, { name: 'String', required: 'Boolean', type: 'String: text, int or select', options: 'String[]' }),
});
const Failure = builder.objectRef<listings.ListingFailure>('ListingFailure').implement({
  description: 'A listing the marketplace refused in a batch',
  fields: (t) => ({
    id: t.exposeInt('id'),
    messageId: t.exposeString('messageId'),
    message: t.string({ resolve: (f, _a, ctx) => translate(ctx.lang, f.messageId, f.params) }),
  }),
});
const EndResult = builder.objectRef<{ ended: number[]; failures: listings.ListingFailure[] }>('ListingEndResult').implement({
  fields: (t) => ({ ended: t.exposeIntList('ended'), failures: t.field({ type: [Failure], resolve: (r) => r.failures }) }),
});
const QueueRun = builder.objectRef<listings.QueueRun>('ListingQueueRun').implement({
  description: 'One run of the publish queue',
  fields: (t) =>
    exposeFields(t, {
      online: 'Int',
      failed: 'Int: Refused by the marketplace (their message is on each listing)',
      retried: 'Int: Rate-limited, queued again after a backoff',
      unanswered: 'Int: The marketplace did not answer; resumed by a later run',
    }),
});

const RoundingEnum = builder.enumType('ListingPriceRounding', {
  description: 'cents: two decimals; integer: whole units; ninetyNine: the nearest price ending in .99',
  values: PRICE_ROUNDINGS,
});
const ShopPriceRule = builder.inputType('ListingShopPriceRuleInput', {
  description: "A shop of a draft run with its price rule: the SKU's price (yuan) at the company's rate, plus the markup, rounded",
  fields: (t) => ({
    ...inputFields(t, { shopId: 'Int!', markupPercent: 'String: Percent, two decimals, −90 to 1000 (default 0)' }),
    rounding: t.field({ type: RoundingEnum, description: 'Default cents' }),
  }),
});
const FromProductsInput = builder.inputType('ListingDraftsFromProductsInput', {
  fields: (t) => ({
    ...inputFields(t, {
      productIds: 'Int[]: Products of the library (all their SKUs)',
      skuIds: 'Int[]: Single SKUs (grouped by product)',
      site: "String: The site for shops without one (else the shop's)",
      category: "String: The marketplace's category id for every draft",
      quantity: 'Int: Quantity of every draft (default 0)',
    }),
    shops: t.field({ type: [ShopPriceRule], required: true }),
  }),
});
const BulkEditInput = builder.inputType('ListingBulkEditInput', {
  description: 'What to change on every ticked listing; unset fields are kept',
  fields: (t) =>
    inputFields(t, {
      ids: 'Int[]!',
      price: 'Decimal: New price (variations too)',
      pricePercent: 'String: Change by percent (−10 lowers by a tenth); not with price',
      quantity: 'Int',
      titlePrefix: 'String: Put before the title as typed',
      titleSuffix: 'String: Put after the title as typed',
      category: "String: The marketplace's category id",
      allOrNothing: 'Boolean: Default true: one refusal changes none',
    }),
});
const DraftRun = builder.objectRef<{ ids: number[]; dropped: string[] }>('ListingDraftRun').implement({
  description: 'The drafts a run made (their problems are on each) and what the target marketplace had no place for',
  fields: (t) => ({
    listings: t.prismaField({ type: ['Listing'], resolve: (query, r, _a, ctx) => listings.listingsByIds(ctx, r.ids, query) }),
    dropped: t.exposeStringList('dropped', { description: 'Fields dropped from the copies (subtitle, video, attributes.x, category)' }),
  }),
});
const Refusal = refusalType('ListingRefusal', 'title', 'A listing of a batch that could not take the change, with why');
const BatchResult = batchResultType<BatchResultOf<{ title: string }>, 'Listing'>(
  'ListingBatchResult',
  'listings',
  'Listing',
  (ctx, ids, query) => listings.listingsByIds(ctx, ids, query),
  Refusal,
  'The listings a batch changed and those it refused',
);

// ---- operations ----------------------------------------------------------------------------------

type Kind = 'view' | 'edit' | 'publish';
const scope = (kind: Kind) => (_p: unknown, args: { marketplace: PlatformName }) => ({ permission: listings.listingPermission(args.marketplace, kind) });
const ext = { operateModule: 'listings' };
/** The options of a command on a marketplace's listings: typed errors, the `marketplace` argument's page permission, operate-logged. */
const onMarket = (kind: Kind) => ({ errors: {}, authScopes: scope(kind), extensions: ext });
/** The `marketplace: Marketplace!` argument every listing operation starts with. */
/** The filter of a marketplace's listings (the list and its status counts): the given one, on that marketplace. */
const filterOf = (args: { marketplace: PlatformName; filter?: object | null }) => ({
  ...(dropNulls(args.filter ?? {}) as listings.ListingFilter),
  platformType: typeOf(args.marketplace),
});
const market = () => builder.args((a) => ({ marketplace: a.field({ type: MarketplaceEnum, required: true }) }));

builder.queryFields((t) => ({
  listings: t.prismaConnection({
    type: 'Listing',
    ...pageList,
    authScopes: scope('view'),
    description: "A marketplace's listings of the caller's shops, newest change first",
    args: { ...market(), ...offsetArg(t), filter: t.arg({ type: Filter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.listing.findMany({
        ...withOffset(query, args.offset),
        where: listings.listingWhere(ctx, filterOf(args)),
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.listing.count({ where: listings.listingWhere(ctx, filterOf(args)) });
    },
  }),
  listingStatusCounts: t.field({
    type: [StatusCount],
    authScopes: scope('view'),
    description: 'The status tabs with their counts (the filter’s status ignored)',
    args: { ...market(), filter: t.arg({ type: Filter }) },
    resolve: (_r, args, ctx) => listings.listingStatusCounts(ctx, filterOf(args)),
  }),
  listing: t.prismaField({
    type: 'Listing',
    nullable: true,
    authScopes: scope('view'),
    args: { ...market(), id: t.arg.int({ required: true }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.listing.findFirst({ ...query, where: { AND: [listings.listingWhere(ctx, { platformType: typeOf(args.marketplace) }), { id: args.id }] } }),
  }),
  listingCategories: t.field({
    type: [Category],
    errors: {},
    authScopes: scope('view'),
    description: "The marketplace's categories under a parent (none: the roots), through a shop of it",
    args: { ...market(), shopId: t.arg.int({ required: true }), parentId: t.arg.string() },
    resolve: (_r, args, ctx) => listings.listingCategories(ctx, typeOf(args.marketplace), args.shopId, args.parentId ?? ''),
  }),
  listingCategoryAttributes: t.field({
    type: [CategoryAttribute],
    errors: {},
    authScopes: scope('view'),
    description: 'The attributes a leaf category asks for',
    args: {
      ...market(),
      shopId: t.arg.int({ required: true }),
      categoryId: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => listings.listingCategoryAttributes(ctx, typeOf(args.marketplace), args.shopId, args.categoryId),
  }),
}));

type BatchMove = (ctx: RequestContext, platformType: number, ids: number[]) => ReturnType<typeof listings.publishListings>;

builder.mutationFields((t) => {
  /** A status move of ticked listings, all or none. */
  const batch = (kind: Kind, fn: BatchMove, description: string) =>
    t.prismaField({
      type: ['Listing'],
      ...onMarket(kind),
      description,
      args: { ...market(), ids: t.arg.intList({ required: true }) },
      resolve: (_q, _r, args, ctx) => fn(ctx, typeOf(args.marketplace), args.ids),
    });
  return {
    createListing: t.prismaField({
      type: 'Listing',
      ...onMarket('edit'),
      description: 'Creates a draft on a shop of the marketplace, checked by its definition',
      args: { ...market(), input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_q, _r, args, ctx) => listings.createListing(ctx, { ...(dropNulls(args.input) as object), platformType: typeOf(args.marketplace) }),
    }),
    updateListing: t.prismaField({
      type: 'Listing',
      ...onMarket('edit'),
      description: 'Edits a listing that is not publishing or online (an online one is revised)',
      args: { ...market(), id: t.arg.int({ required: true }), input: t.arg({ type: ContentInput, required: true }) },
      resolve: (_q, _r, args, ctx) => listings.updateListing(ctx, typeOf(args.marketplace), args.id, dropNulls(args.input)),
    }),
    publishListings: t.prismaField({
      type: ['Listing'],
      ...onMarket('publish'),
      description: 'Draft or failed → to be published (the queue publishes them, now or at `at`)',
      args: {
        ...market(),
        ids: t.arg.intList({ required: true }),
        at: t.arg({ type: 'DateTime', description: 'Publish at this later time (unset or past: now)' }),
      },
      resolve: (_q, _r, args, ctx) => listings.publishListings(ctx, typeOf(args.marketplace), args.ids, new Date(), args.at ?? null),
    }),
    publishListingsNow: batch('publish', listings.publishListingsNow, 'Queued for a later time → due now (the next queue run publishes them)'),
    createListingDrafts: t.field({
      type: DraftRun,
      ...onMarket('edit'),
      description: 'Drafts from the product library on several shops (one site) of the marketplace, priced by each shop’s rule',
      args: { ...market(), input: t.arg({ type: FromProductsInput, required: true }) },
      resolve: async (_r, args, ctx) => ({ ids: await listings.createDraftsFromProducts(ctx, typeOf(args.marketplace), dropNulls(args.input)), dropped: [] }),
    }),
    copyListings: t.field({
      type: DraftRun,
      errors: {},
      // Drafts on the target need its edit permission; seeing the copied listings (their page) is checked by the service.
      authScopes: (_p, args) => ({ permission: listings.listingPermission(args.target, 'edit') }),
      extensions: ext,
      description: 'Copies listings to shops of the same or another marketplace as drafts; fields the target has no place for are dropped',
      args: {
        marketplace: t.arg({ type: MarketplaceEnum, required: true, description: 'The marketplace of the listings copied' }),
        ids: t.arg.intList({ required: true }),
        target: t.arg({ type: MarketplaceEnum, required: true }),
        shopIds: t.arg.intList({ required: true }),
        site: t.arg.string({ description: "For target shops without a site (else the shop's)" }),
      },
      resolve: (_r, args, ctx) =>
        listings.copyListings(ctx, typeOf(args.marketplace), {
          ids: args.ids,
          targetPlatformType: typeOf(args.target),
          shopIds: args.shopIds,
          site: args.site ?? undefined,
        }),
    }),
    bulkEditListings: t.field({
      type: BatchResult,
      ...onMarket('edit'),
      description: 'Price, quantity, title prefix / suffix or category of ticked drafts, failed or queued listings (never one being published)',
      args: { ...market(), input: t.arg({ type: BulkEditInput, required: true }) },
      resolve: (_r, args, ctx) => listings.bulkEditListings(ctx, typeOf(args.marketplace), dropNulls(args.input)),
    }),
    unqueueListings: batch('publish', listings.unqueueListings, 'To be published → draft, before the queue reaches them'),
    relistListings: batch('publish', listings.relistListings, 'Taken down → to be published (the queue relists them)'),
    removeListings: batch('edit', listings.removeListings, 'Draft, failed or taken down → removed'),
    reviseListing: t.prismaField({
      type: 'Listing',
      ...onMarket('publish'),
      description: 'Changes price, quantity or content of an online listing on the marketplace',
      args: { ...market(), id: t.arg.int({ required: true }), input: t.arg({ type: RevisionInput, required: true }) },
      resolve: (_q, _r, args, ctx) => listings.reviseListing(ctx, typeOf(args.marketplace), args.id, dropNulls(args.input)),
    }),
    endListings: t.field({
      type: EndResult,
      ...onMarket('publish'),
      description: 'Online → taken down on the marketplace; listings it refuses stay online and are answered in failures',
      args: { ...market(), ids: t.arg.intList({ required: true }) },
      resolve: (_r, args, ctx) => listings.endListings(ctx, typeOf(args.marketplace), args.ids),
    }),
    runListingQueue: t.field({
      type: QueueRun,
      ...onMarket('publish'),
      description: "Publish now: runs the marketplace's queue for the caller's shops once",
      args: { ...market(), limit: t.arg.int({ description: 'At most this many listings (default 50)' }) },
      resolve: (_r, args, ctx) => listings.publishNow(ctx, typeOf(args.marketplace), args.limit ?? undefined),
    }),
  };
});
