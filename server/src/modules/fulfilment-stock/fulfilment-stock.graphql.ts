// GraphQL of marketplace fulfilment-centre stock (issue 23 item 6): /fbaWarehouseStock,
// /fbkWarehouseStock, /fbeWarehouseStock (one set of fields taking the marketplace; the permission
// is the marketplace's page, computed from the argument) and /fbaWarehouseRestockSuggest.
import { FULFILMENT_MARKETPLACES, FULFILMENT_PAGES, translate, type FulfilmentMarketplace } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { exposeFields, offsetArg } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import { computedList, offsetPage, totalCountField } from '../../graphql/pagination';
import { Breakdown } from '../purchase-suggestions/purchase-suggestions.graphql';
import * as fs from './fulfilment-stock.service';

const Marketplace = builder.enumType('FulfilmentMarketplace', {
  description: 'Amazon FBA, Kaufland FBK (platform type 6) or eMAG FBE',
  values: FULFILMENT_MARKETPLACES,
});
const pageOf = (m: FulfilmentMarketplace) => ({ permission: FULFILMENT_PAGES[m] });

type SyncRow = NonNullable<Awaited<ReturnType<typeof fs.syncStateOf>>>;
const SyncState = builder.objectRef<SyncRow>('FulfilmentStockSync').implement({
  description: "Where a shop's fulfilment-stock sync stands: running with its progress, or its last answer",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      shopId: 'Int',
      marketplace: 'String',
      status: 'String: idle | running | done | failed',
      rowsRead: 'Int: Report rows read so far',
      rowsTotal: 'Int: Report rows in all (as the marketplace answered)',
      startedAt: 'DateTime?',
      syncedAt: 'DateTime?: The last sync that answered; null: never synced',
      errorId: "String: The last failed sync's message id; empty after a success",
    }),
    errorMessage: t.string({
      description: "The marketplace's message of the last failed sync in the caller's language; empty after a success",
      resolve: (s, _a, ctx) => (s.errorId ? translate(ctx.lang, s.errorId, (s.errorParams ?? {}) as Record<string, unknown>) : ''),
    }),
  }),
});

const ShopRef = builder.objectRef<fs.FulfilmentShopRow>('FulfilmentShop').implement({
  description: "One of the company's shops of a fulfilment marketplace with its sync state",
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopName: 'String', site: 'String', status: 'Int: 1 authorized (only those sync)', marketplace: 'String' }),
    sync: t.field({ type: SyncState, nullable: true, resolve: (s) => s.sync }),
  }),
});

const mappedFields = <R extends { mapped: fs.MappedSku | null }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, R>,
) => ({
  skuId: t.int({ nullable: true, description: "The seller's SKU; null: unmapped", resolve: (r) => r.mapped?.skuId ?? null }),
  sku: t.string({ description: "The seller's SKU code; empty when unmapped", resolve: (r) => r.mapped?.sku ?? '' }),
  productName: t.string({ resolve: (r) => r.mapped?.productName ?? '' }),
  image: t.string({ resolve: (r) => r.mapped?.image ?? '' }),
  mappedBy: t.string({ description: 'pairing | sku (same code) | empty (unmapped)', resolve: (r) => r.mapped?.mappedBy ?? '' }),
});

const StockRow = builder.objectRef<fs.FulfilmentStockListRow>('FulfilmentStockRow').implement({
  description: 'One marketplace SKU in one fulfilment centre of a shop at its last sync',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      shopId: 'Int',
      shopName: 'String',
      marketplace: 'String',
      marketplaceSku: "String: The marketplace's seller SKU",
      fnsku: 'String: FNSKU on Amazon; empty elsewhere',
      centre: 'String: Fulfilment centre code',
      fulfillable: 'Int',
      inbound: 'Int: Sent, not yet received',
      reserved: 'Int',
      unfulfillable: 'Int',
      age0to90: 'Int',
      age91to180: 'Int',
      age181to365: 'Int',
      ageOver365: 'Int: Units stored over 365 days (flagged)',
      syncedAt: 'DateTime',
    }),
    agedOver365: t.boolean({ description: 'Units over 365 days old (spec 02 §9)', resolve: (r) => r.ageOver365 > 0 }),
    ...mappedFields(t),
  }),
});

const SalesWindow = builder.objectRef<{ days: number; units: number }>('FulfilmentSalesWindow').implement({
  fields: (t) => ({ ...exposeFields(t, { days: 'Int', units: 'Int' }) }),
});

const RestockRef = builder.objectRef<fs.RestockRow>('FbaRestockSuggestion').implement({
  description: 'FBA restock suggestion of one marketplace SKU of an Amazon shop, with every term of its formula',
  fields: (t) => ({
    ...exposeFields(t, {
      key: 'String',
      shopId: 'Int',
      marketplaceSku: 'String',
      fnsku: 'String',
      fulfillable: 'Int',
      inbound: 'Int',
      reserved: 'Int',
      ageOver365: 'Int',
      salesWindow: 'Int',
      forecastDays: 'Int',
      leadDays: 'Int',
      targetCoverDays: 'Int',
    }),
    centres: t.stringList({ resolve: (r) => r.centres }),
    ...mappedFields(t),
    sales: t.field({
      type: [SalesWindow],
      description: 'Units ordered in this shop in the last 7 / 15 / 30 / 90 days',
      resolve: (r) => Object.entries(r.sales).map(([d, u]) => ({ days: Number(d), units: u })),
    }),
    dailySales: t.float({ resolve: (r) => r.suggestion.dailySales }),
    forecast: t.int({ resolve: (r) => r.suggestion.forecast }),
    leadDemand: t.int({ resolve: (r) => r.suggestion.leadDemand }),
    coverDemand: t.int({ resolve: (r) => r.suggestion.coverDemand }),
    demand: t.int({ resolve: (r) => r.suggestion.demand }),
    supply: t.int({ resolve: (r) => r.suggestion.supply }),
    coverDays: t.float({ nullable: true, resolve: (r) => r.suggestion.coverDays }),
    stockoutInForecast: t.boolean({ resolve: (r) => r.suggestion.stockoutInForecast }),
    suggestedQuantity: t.int({ resolve: (r) => r.suggestion.quantity }),
    breakdown: t.field({ type: [Breakdown], resolve: (r) => r.breakdown }),
  }),
});

const StockFilter = plainInput('FulfilmentStockFilter', {
  shopId: 'Int: One shop of the marketplace',
  keyword: 'String: Part of the marketplace SKU or FNSKU',
  agedOnly: 'Boolean: Only rows with units over 365 days old',
});
const RestockFilter = plainInput('FbaRestockFilter', {
  shopId: 'Int!: An Amazon shop',
  salesWindow: 'Int: 7 | 15 | 30 | 90 (default 30): the window the daily sales are averaged over',
  forecastDays: 'Int: 3 | 7 | 14 | 30 (default 14)',
  leadDays: 'Int: Days until a shipment sent today sells (0–365, default 14)',
  targetCoverDays: 'Int: Days of sales to cover after it arrives (1–365, default 30)',
  keyword: 'String: Marketplace SKU, SKU or product name',
  onlyNeeded: 'Boolean: Only suggestions above 0',
});
const SyncInput = plainInput('FulfilmentSyncInput', {
  marketplace: (t) => t.field({ type: Marketplace, required: true }),
  shopId: 'Int!',
});

builder.queryFields((t) => ({
  fulfilmentShops: t.field({
    type: [ShopRef],
    authScopes: (_p, args) => pageOf(args.marketplace),
    description: "The company's shops of the marketplace with their sync state",
    args: { marketplace: t.arg({ type: Marketplace, required: true }) },
    resolve: (_r, args, ctx) => fs.fulfilmentShops(ctx, args.marketplace),
  }),
  fulfilmentSyncState: t.field({
    type: SyncState,
    nullable: true,
    authScopes: (_p, args) => pageOf(args.marketplace),
    description: "A shop's sync state (polled while a sync runs); null: never synced or not the company's",
    args: { marketplace: t.arg({ type: Marketplace, required: true }), shopId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => fs.syncStateOf(ctx, args.marketplace, args.shopId),
  }),
  fulfilmentStock: t.connection(
    {
      type: StockRow,
      authScopes: (_p, args) => pageOf(args.marketplace),
      description: "The last synced fulfilment-centre stock of the marketplace's shops, per marketplace SKU and centre",
      args: { marketplace: t.arg({ type: Marketplace, required: true }), ...offsetArg(t), filter: t.arg({ type: StockFilter }) },
      resolve: (_r, args, ctx) => {
        const filter = { ...compact(args.filter ?? {}), marketplace: args.marketplace };
        return offsetPage(
          args,
          () => fs.countStock(ctx, filter),
          (offset, limit) => fs.stockRows(ctx, filter, offset, limit),
        );
      },
    },
    totalCountField as never,
  ),
  fbaRestockSuggestions: t.connection(
    computedList(
      RestockRef,
      'fbaWarehouseRestockSuggest',
      RestockFilter,
      (ctx, f) => fs.fbaRestockRows(ctx, f),
      'FBA restock suggestions of an Amazon shop; needed first',
    ),
    totalCountField as never,
  ),
}));

builder.mutationFields((t) => ({
  syncFulfilmentStock: t.field({
    type: SyncState,
    errors: {},
    authScopes: (_p, args) => ({ permission: `${FULFILMENT_PAGES[args.input.marketplace]}.sync` as const }),
    extensions: { operateModule: 'fulfilmentStock' },
    description: "Reads the shop's inventory report and replaces its snapshot; a refusal keeps the last one and answers the marketplace's message",
    args: { input: t.arg({ type: SyncInput, required: true }) },
    resolve: (_r, args, ctx) => fs.syncFulfilmentStock(ctx, args.input),
  }),
}));
