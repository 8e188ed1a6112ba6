// GraphQL of purchase suggestions (issue 7 points 3 and 4): /outStockList, /outStockAdvice,
// /purchaseSuggestProducts, /purchasePlanProducts, /productsAvailableList and their actions.
// Computed lists are Relay connections paged by offset over rows gathered in batch.
import { PAGE_SIZE_MAX } from '@erp/schema';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { InputObjectRef } from '@pothos/core';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, offsetArg, onInt } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { checkOffset, listOf } from '../../graphql/pagination';
import { compact, type Compact, inputFields, plainInput } from '../../graphql/inputs';
import { loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import type { RequestContext } from '../../platform/context';
import * as oos from './out-of-stock.service';
import * as plan from './purchase-plan.service';
import * as sg from './purchase-suggestions.service';

// ---- shared row fields ------------------------------------------------------------------------------

const Breakdown = builder.objectRef<sg.BreakdownTerm>('PurchaseSuggestionTerm').implement({
  description: 'One term of the stocking formula: its id, value and how it was computed',
  fields: (t) => ({ term: t.exposeString('term'), value: t.exposeString('value'), formula: t.exposeString('formula') }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type RowFieldsBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, sg.PairRow>;
const pairFields = (t: RowFieldsBuilder) => ({
  ...exposeFields(t, { skuId: 'Int', sku: 'String', productName: 'String', image: 'String', warehouseId: 'Int', warehouseName: 'String' }),
  supplierId: t.int({ nullable: true, resolve: (r) => r.supplier?.id ?? null }),
  supplierName: t.string({ resolve: (r) => r.supplier?.name ?? '' }),
  supplierType: t.string({ description: 'formal or temporary; empty without a supplier', resolve: (r) => r.supplier?.type ?? '' }),
  unitPrice: t.string({ nullable: true, description: 'Purchase price of the supply relationship', resolve: (r) => r.supplier?.purchasePrice ?? null }),
  ...exposeFields(t, {
    quantity: 'Int',
    occupied: 'Int',
    sellable: 'Int: quantity − occupied',
    preSale: 'Int',
    inTransit: 'Int',
    pendingPurchase: 'Int: Approved / partially received purchase order lines not yet inspected in',
  }),
  outOfStockDemand: t.exposeInt('waiting', { description: 'Units out-of-stock orders wait for' }),
  ...exposeFields(t, {
    orderCount: 'Int: Out-of-stock orders waiting',
    avg3: 'Float',
    avg90: 'Float',
    dailySales: 'Float: Weighted average daily sales (after coefficients)',
    moq: 'Int',
  }),
  suspended: t.boolean({ resolve: (r) => r.setting.suspended }),
});

export const PurchaseSuggestionRef = builder.objectRef<sg.SuggestionRow>('PurchaseSuggestion').implement({
  description: 'Stocking suggestion of one SKU in one warehouse',
  fields: (t) => ({
    ...pairFields(t as unknown as RowFieldsBuilder),
    pendingReceipt: t.int({ description: 'Pending purchase + in transit', resolve: (r) => r.pendingPurchase + r.inTransit }),
    safetyStock: t.int({ resolve: (r) => r.suggestion.safetyStock }),
    stockFloor: t.int({ resolve: (r) => r.setting.stockFloor }),
    safeDays: t.int({ resolve: (r) => r.setting.safeDays }),
    minStockingDays: t.int({ resolve: (r) => r.setting.minStockingDays }),
    maxStockingDays: t.int({ resolve: (r) => r.setting.maxStockingDays }),
    stockingDemand: t.int({ resolve: (r) => r.suggestion.stockingDemand }),
    demand: t.int({ resolve: (r) => r.suggestion.demand }),
    supply: t.int({ resolve: (r) => r.suggestion.supply }),
    coverDays: t.float({ nullable: true, resolve: (r) => r.suggestion.coverDays }),
    needed: t.boolean({ resolve: (r) => r.suggestion.needed }),
    suggestedQuantity: t.int({ resolve: (r) => r.suggestion.quantity }),
    inPlan: t.exposeBoolean('inPlan'),
    breakdown: t.field({ type: [Breakdown], resolve: (r) => r.breakdown }),
  }),
});

const OutOfStockLineRef = builder.objectRef<oos.OutOfStockLine>('OutOfStockLine').implement({
  description: 'A SKU in a warehouse that out-of-stock orders wait for',
  fields: (t) => ({
    ...pairFields(t as unknown as RowFieldsBuilder),
    available: t.exposeInt('available'),
    pendingReceipt: t.exposeInt('pendingPurchase', { description: 'Approved / partially received purchase order lines not yet inspected in' }),
    ...exposeFields(t, {
      shortage: 'Int: waiting − available − pending receipt (not below 0)',
      adviceQuantity: 'Int: Shortage raised to the MOQ',
      state: 'String: purchasing or notPurchasing',
    }),
  }),
});

const AvailableProductRef = builder.objectRef<sg.PairRow>('AvailableProduct').implement({
  description: 'Available stock of a SKU in a warehouse (/productsAvailableList)',
  fields: (t) => ({
    ...pairFields(t),
    pendingReceipt: t.exposeInt('pendingPurchase'),
    safetyStock: t.exposeInt('safe'),
    daysOfCover: t.float({
      nullable: true,
      description: '(sellable + pre-sale + pending receipt + in transit) / daily sales',
      resolve: (r) => sg.daysOfCover(r),
    }),
  }),
});

// ---- settings ---------------------------------------------------------------------------------------

const Weight = builder.objectRef<{ days: number; weight: number }>('PurchaseSalesWeight').implement({
  fields: (t) => ({ days: t.exposeInt('days'), weight: t.exposeFloat('weight') }),
});
const OrderCoefficient = builder.objectRef<sg.OrderCoefficient>('PurchaseOrderCoefficient').implement({
  fields: (t) => exposeFields(t, { start: 'String', end: 'String', minQuantity: 'Int', maxQuantity: 'Int', coefficient: 'Float' }),
});
const SalesCoefficient = builder.objectRef<sg.SalesCoefficient>('PurchaseSalesCoefficient').implement({
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end'), coefficient: t.exposeFloat('coefficient') }),
});
const SettingRef = builder.objectRef<sg.Setting>('PurchaseSuggestionSetting').implement({
  description: "Stocking settings: global (skuId null) or one SKU's advanced settings",
  fields: (t) => ({
    ...exposeFields(t, {
      skuId: 'Int?',
      minStockingDays: 'Int',
      maxStockingDays: 'Int',
      safeDays: 'Int',
      moq: 'Int',
      minOrderDays: 'Int',
      stockFloor: 'Int',
      suspended: 'Boolean',
      supplierId: 'Int?',
    }),
    salesWeights: t.field({ type: [Weight], resolve: (s) => s.salesWeights }),
    orderCoefficients: t.field({ type: [OrderCoefficient], resolve: (s) => s.orderCoefficients }),
    salesCoefficients: t.field({ type: [SalesCoefficient], resolve: (s) => s.salesCoefficients }),
  }),
});

// ---- plan -------------------------------------------------------------------------------------------

function loadSupplierName(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number; name: string }>(ctx, 'psSupplierName', async (ids) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  })
    .load(id)
    .then((s) => s?.name ?? '');
}

builder.prismaObject('PurchasePlanItem', {
  description: 'A SKU waiting in the purchase plan for a purchase order',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int' }),
    ...skuFields(t, 'skuId'),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (p, _a, ctx) => loadWarehouseName(ctx, p.warehouseId) }),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    supplierName: t.string({ resolve: (p, _a, ctx) => loadSupplierName(ctx, p.supplierId) }),
    ...exposeFields(t, { quantity: 'Int', suggestedQuantity: 'Int', source: 'String: suggestion, outOfStock or manual' }),
    createdByName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.createdById) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const GeneratedOrderRef = builder.objectRef<plan.GeneratedOrder>('GeneratedPurchaseOrder').implement({
  fields: (t) =>
    exposeFields(t, { id: 'Int', orderNo: 'String', supplierId: 'Int', supplierName: 'String', orderWay: 'String', lineCount: 'Int', quantity: 'Int' }),
});
const GenerationResultRef = builder.objectRef<plan.GenerationResult>('PurchaseOrderGeneration').implement({
  fields: (t) => ({
    orders: t.field({ type: [GeneratedOrderRef], resolve: (r) => r.orders }),
    wholesaleError: t.exposeString('wholesaleError', { nullable: true, description: 'Why placing the wholesale orders failed (the orders exist)' }),
  }),
});

// ---- inputs -----------------------------------------------------------------------------------------

const SuggestionFilter = builder.inputType('PurchaseSuggestionFilter', {
  fields: (t) => ({ warehouseId: t.int(), supplierId: t.int(), keyword: t.string({ description: 'SKU or product name' }), onlyNeeded: t.boolean() }),
});
const OutOfStockFilter = builder.inputType('OutOfStockFilter', {
  fields: (t) => ({ warehouseId: t.int(), supplierId: t.int(), keyword: t.string(), state: t.string({ description: 'purchasing or notPurchasing' }) }),
});
const PlanFilter = builder.inputType('PurchasePlanFilter', {
  fields: (t) => ({ warehouseId: t.int(), supplierId: t.int(), keyword: t.string() }),
});
const WeightInput = builder.inputType('PurchaseSalesWeightInput', {
  fields: (t) => ({ days: t.int({ required: true }), weight: t.float({ required: true }) }),
});
const OrderCoefficientInput = plainInput('PurchaseOrderCoefficientInput', {
  start: 'String',
  end: 'String',
  minQuantity: 'Int!',
  maxQuantity: 'Int!',
  coefficient: 'Float!',
});
const SalesCoefficientInput = builder.inputType('PurchaseSalesCoefficientInput', {
  fields: (t) => ({ start: t.string(), end: t.string(), coefficient: t.float({ required: true }) }),
});
const SettingInput = builder.inputType('PurchaseSuggestionSettingInput', {
  fields: (t) => ({
    ...inputFields(t, {
      skuId: 'Int: Empty: the global settings',
      supplierId: 'Int: SKU only: the supplier of its suggestions',
      minStockingDays: 'Int!',
      maxStockingDays: 'Int!',
      safeDays: 'Int!',
      safetyStock: 'Int: Checks the stock floor against it',
      moq: 'Int',
      minOrderDays: 'Int',
      stockFloor: 'Int',
    }),
    salesWeights: t.field({ type: [WeightInput] }),
    orderCoefficients: t.field({ type: [OrderCoefficientInput] }),
    salesCoefficients: t.field({ type: [SalesCoefficientInput] }),
  }),
});
const BatchSafetyInput = plainInput('BatchSafetySettingInput', {
  skuIds: 'Int[]!',
  warehouseId: 'Int!',
  safetyStock: 'Int',
  stockFloor: 'Int',
  safeDays: 'Int',
  moq: 'Int',
});
const PairInput = builder.inputType('PurchasePlanPairInput', { fields: (t) => ({ skuId: t.int({ required: true }), warehouseId: t.int({ required: true }) }) });
const JoinInput = builder.inputType('JoinPurchasePlanInput', {
  fields: (t) => ({ items: t.field({ type: [PairInput], required: true }), source: t.string({ description: 'suggestion (default) or outOfStock' }) }),
});
const GenerateItemInput = builder.inputType('GeneratePurchaseOrderItemInput', {
  fields: (t) => ({ skuId: t.int({ required: true }), warehouseId: t.int(), supplierId: t.int(), quantity: t.int({ required: true }) }),
});
const GenerateInput = builder.inputType('GeneratePurchaseOrdersInput', {
  fields: (t) => ({
    items: t.field({ type: [GenerateItemInput], required: true }),
    ...inputFields(t, {
      warehouseId: 'Int: The common warehouse; empty: the one all items name',
      source: 'String: plan (default), suggestion or outOfStock: the procurement type',
      wholesale: 'Boolean: Wholesale orders for wholesale suppliers whose SKUs are all paired',
    }),
  }),
});

// ---- queries ----------------------------------------------------------------------------------------

interface PageArgs {
  offset?: number | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}
/** One page of rows computed in full (offset replaces the cursor), with the total. */
async function page<T>(args: PageArgs, rows: T[]) {
  checkOffset(args.offset);
  const conn = await resolveOffsetConnection(
    { args: args.offset != null ? { ...args, after: undefined, before: undefined } : args, defaultSize: 30, maxSize: PAGE_SIZE_MAX },
    ({ offset, limit }) => rows.slice((args.offset ?? 0) + offset, (args.offset ?? 0) + offset + limit),
  );
  return { ...conn, totalCount: rows.length };
}
const totalCountField = {
  fields: (c: { int: (o: { resolve: (p: unknown) => number }) => unknown }) => ({
    totalCount: c.int({ resolve: (p) => (p as { totalCount: number }).totalCount }),
  }),
};
/** The `args` and `resolve` of a list computed in full by `rows` from its filter, paged by offset. */
function computedList<F extends object, T>(filter: InputObjectRef<Types, F>, rows: (ctx: RequestContext, f: Compact<Partial<F>>) => Promise<T[]>) {
  return {
    args: builder.args((a) => ({ ...offsetArg({ arg: a }), filter: a.field({ type: filter }) })),
    resolve: async (_r: unknown, args: PageArgs & { filter?: F | null }, ctx: RequestContext) =>
      page(args, await rows(ctx, compact<Partial<F>>(args.filter ?? {}))),
  };
}

builder.queryFields((t) => ({
  purchaseSuggestions: t.connection(
    {
      type: PurchaseSuggestionRef,
      authScopes: { permission: 'purchaseSuggestProducts' },
      description: 'Stocking suggestions per SKU × warehouse (suspended SKUs left out); needed ones first',
      ...computedList(SuggestionFilter, sg.suggestions),
    },
    totalCountField as never,
  ),
  outOfStockLines: t.connection(
    {
      type: OutOfStockLineRef,
      authScopes: { permission: 'outStockList' },
      ...computedList(OutOfStockFilter, oos.outOfStockLines),
    },
    totalCountField as never,
  ),
  outOfStockAdvice: t.connection(
    {
      type: OutOfStockLineRef,
      authScopes: { permission: 'outStockAdvice' },
      description: 'What to buy for out-of-stock lines still short: the shortage raised to the MOQ',
      ...computedList(OutOfStockFilter, oos.outOfStockAdvice),
    },
    totalCountField as never,
  ),
  availableProducts: t.connection(
    {
      type: AvailableProductRef,
      authScopes: { permission: 'productsAvailableList' },
      ...computedList(SuggestionFilter, sg.availableProducts),
    },
    totalCountField as never,
  ),
  purchasePlanItems: t.prismaConnection({
    type: 'PurchasePlanItem',
    authScopes: { permission: 'purchasePlanProducts' },
    ...listOf(PlanFilter, (ctx) => ctx.db.purchasePlanItem, plan.planWhere, { id: 'desc' }),
  }),
  purchaseSuggestionSettings: t.field({
    type: SettingRef,
    authScopes: { permission: 'purchaseSuggestProducts' },
    description: 'The global stocking settings',
    resolve: (_r, _a, ctx) => sg.purchaseSettings(ctx),
  }),
  skuPurchaseSetting: t.field({
    type: SettingRef,
    nullable: true,
    authScopes: { permission: 'purchaseSuggestProducts' },
    description: "A SKU's advanced settings; null when it follows the global ones",
    args: { skuId: t.arg.int({ required: true }) },
    resolve: (_r, { skuId }, ctx) => sg.skuSetting(ctx, skuId),
  }),
}));

// ---- mutations --------------------------------------------------------------------------------------

const ext = { operateModule: 'purchaseSuggestions' };
const purchasePlanUpdate = command('purchasePlan.update', ext);
const purchaseSettingUpdate = command('purchaseSetting.update', ext);
const onGenerationResult = commandsOn(GenerationResultRef);
const onSetting = commandsOn(SettingRef);
builder.mutationFields((t) => ({
  setPurchasingSuspended: t.field({
    type: 'Int',
    ...purchasePlanUpdate,
    description: 'Suspends (not purchasing) or resumes (purchasing) ticked SKUs; resuming several needs one supplier. Answers how many changed',
    args: { skuIds: t.arg.intList({ required: true }), suspended: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => oos.setPurchasingSuspended(ctx, args),
  }),
  joinPurchasePlan: t.field(
    onInt.byInput(purchasePlanUpdate, JoinInput, plan.joinPlan, 'Joins ticked SKU × warehouse rows to the plan with the suggested quantity'),
  ),
  resetPurchasePlanQuantity: t.field(onInt.byIds(purchasePlanUpdate, plan.resetPlanQuantity)),
  setPurchasePlanQuantity: t.prismaField({
    type: 'PurchasePlanItem',
    ...purchasePlanUpdate,
    args: { id: t.arg.int({ required: true }), quantity: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id, quantity }, ctx) => plan.setPlanQuantity(ctx, id, quantity),
  }),
  setPurchasePlanSupplier: t.field({
    type: 'Int',
    ...purchasePlanUpdate,
    args: { ids: t.arg.intList({ required: true }), supplierId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => plan.setPlanSupplier(ctx, args),
  }),
  removePurchasePlanItems: t.field(onInt.byIds(purchasePlanUpdate, plan.removePlanItems)),
  generatePurchaseOrders: t.field({
    ...onGenerationResult.byInput(purchasePlanUpdate, GenerateInput, plan.generatePurchaseOrders),
    description: 'One purchase order per supplier from plan items, out-of-stock advice or suggestions (needs purchaseOrder.create too)',
  }),
  updatePurchaseSuggestionSetting: t.field(
    onSetting.byInput(purchaseSettingUpdate, SettingInput, sg.updatePurchaseSetting, "Global settings (no skuId) or a SKU's advanced settings"),
  ),
  setBatchSafetySettings: t.field({
    ...onInt.byInput(purchaseSettingUpdate, BatchSafetyInput, sg.batchSafety),
    description: 'Safety stock (Stock.safe in the warehouse), stock floor, safe days and MOQ of ticked SKUs',
  }),
}));
