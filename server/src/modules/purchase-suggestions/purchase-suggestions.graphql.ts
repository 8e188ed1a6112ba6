// GraphQL of purchase suggestions (issue 7 points 3 and 4): /outStockList, /outStockAdvice,
// /purchaseSuggestProducts, /purchasePlanProducts, /productsAvailableList and their actions.
// Computed lists are Relay connections paged by offset over rows gathered in batch.
import { builder, type Types } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, onInt, reading, rowCommandsOn } from '../../graphql/fields';
import { skuLineFields } from '../../graphql/sku-fields';
import { computedList, readList, totalCountField } from '../../graphql/pagination';
import { inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { loadSupplierName, loadUserName, loadWarehouseName } from '../../platform/lookups';
import * as oos from './out-of-stock.service';
import * as plan from './purchase-plan.service';
import * as sg from './purchase-suggestions.service';

// ---- shared row fields ------------------------------------------------------------------------------

export const Breakdown = builder.objectRef<sg.BreakdownTerm>('PurchaseSuggestionTerm').implement({
  description: 'One term of the stocking formula: its id, value and how it was computed',
  fields: (t) => ({ term: t.exposeString('term'), value: t.exposeString('value'), formula: t.exposeString('formula') }),
});

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

builder.prismaObject('PurchasePlanItem', {
  description: 'A SKU waiting in the purchase plan for a purchase order',
  fields: (t) => ({
    ...skuLineFields(t),
    warehouseId: t.exposeInt('warehouseId'),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    ...nameFields(t, { supplierName: ['supplierId', loadSupplierName] }),
    ...exposeFields(t, { quantity: 'Int', suggestedQuantity: 'Int', source: 'String: suggestion, outOfStock or manual' }),
    ...nameFields(t, { createdByName: ['createdById', loadUserName] }),
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

const planFilter = { warehouseId: 'Int', supplierId: 'Int', keyword: 'String' } as const;
const SuggestionFilter = plainInput('PurchaseSuggestionFilter', { ...planFilter, keyword: 'String: SKU or product name', onlyNeeded: 'Boolean' });
const OutOfStockFilter = plainInput('OutOfStockFilter', { ...planFilter, state: 'String: purchasing or notPurchasing' });
const PlanFilter = plainInput('PurchasePlanFilter', planFilter);
const WeightInput = plainInput('PurchaseSalesWeightInput', { days: 'Int!', weight: 'Float!' });
const OrderCoefficientInput = plainInput('PurchaseOrderCoefficientInput', {
  start: 'String',
  end: 'String',
  minQuantity: 'Int!',
  maxQuantity: 'Int!',
  coefficient: 'Float!',
});
const SalesCoefficientInput = plainInput('PurchaseSalesCoefficientInput', { start: 'String', end: 'String', coefficient: 'Float!' });
const SettingInput = plainInput('PurchaseSuggestionSettingInput', {
  skuId: 'Int: Empty: the global settings',
  supplierId: 'Int: SKU only: the supplier of its suggestions',
  minStockingDays: 'Int!',
  maxStockingDays: 'Int!',
  safeDays: 'Int!',
  safetyStock: 'Int: Checks the stock floor against it',
  moq: 'Int',
  minOrderDays: 'Int',
  stockFloor: 'Int',
  salesWeights: inputOf([WeightInput]),
  orderCoefficients: inputOf([OrderCoefficientInput]),
  salesCoefficients: inputOf([SalesCoefficientInput]),
});
const BatchSafetyInput = plainInput('BatchSafetySettingInput', {
  skuIds: 'Int[]!',
  warehouseId: 'Int!',
  safetyStock: 'Int',
  stockFloor: 'Int',
  safeDays: 'Int',
  moq: 'Int',
});
const PairInput = plainInput('PurchasePlanPairInput', { skuId: 'Int!', warehouseId: 'Int!' });
const JoinInput = plainInput('JoinPurchasePlanInput', { items: linesOf(PairInput), source: 'String: suggestion (default) or outOfStock' });
const GenerateItemInput = plainInput('GeneratePurchaseOrderItemInput', { skuId: 'Int!', warehouseId: 'Int', supplierId: 'Int', quantity: 'Int!' });
const GenerateInput = plainInput('GeneratePurchaseOrdersInput', {
  items: linesOf(GenerateItemInput),
  warehouseId: 'Int: The common warehouse; empty: the one all items name',
  source: 'String: plan (default), suggestion or outOfStock: the procurement type',
  wholesale: 'Boolean: Wholesale orders for wholesale suppliers whose SKUs are all paired',
});

// ---- queries ----------------------------------------------------------------------------------------

const SUGGESTIONS_DESCRIPTION = 'Stocking suggestions per SKU × warehouse (suspended SKUs left out); needed ones first';
const ADVICE_DESCRIPTION = 'What to buy for out-of-stock lines still short: the shortage raised to the MOQ';
builder.queryFields((t) => ({
  purchaseSuggestions: t.connection(
    computedList(PurchaseSuggestionRef, 'purchaseSuggestProducts', SuggestionFilter, sg.suggestions, SUGGESTIONS_DESCRIPTION),
    totalCountField as never,
  ),
  outOfStockLines: t.connection(computedList(OutOfStockLineRef, 'outStockList', OutOfStockFilter, oos.outOfStockLines), totalCountField as never),
  outOfStockAdvice: t.connection(
    computedList(OutOfStockLineRef, 'outStockAdvice', OutOfStockFilter, oos.outOfStockAdvice, ADVICE_DESCRIPTION),
    totalCountField as never,
  ),
  availableProducts: t.connection(computedList(AvailableProductRef, 'productsAvailableList', SuggestionFilter, sg.availableProducts), totalCountField as never),
  purchasePlanItems: t.prismaConnection(
    readList('PurchasePlanItem', 'purchasePlanProducts', PlanFilter, (ctx) => ctx.db.purchasePlanItem, plan.planWhere, { id: 'desc' }),
  ),
  purchaseSuggestionSettings: t.field({
    type: SettingRef,
    authScopes: { permission: 'purchaseSuggestProducts' },
    description: 'The global stocking settings',
    resolve: (_r, _a, ctx) => sg.purchaseSettings(ctx),
  }),
  skuPurchaseSetting: t.field({
    ...commandsOn(SettingRef).byArgs(reading('purchaseSuggestProducts'), { skuId: 'Int!' }, (ctx, a) => sg.skuSetting(ctx, a.skuId)),
    nullable: true,
    description: "A SKU's advanced settings; null when it follows the global ones",
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
    ...onInt.byArgs(purchasePlanUpdate, { skuIds: 'Int[]!', suspended: 'Boolean!' }, oos.setPurchasingSuspended),
    description: 'Suspends (not purchasing) or resumes (purchasing) ticked SKUs; resuming several needs one supplier. Answers how many changed',
  }),
  joinPurchasePlan: t.field(
    onInt.byInput(purchasePlanUpdate, JoinInput, plan.joinPlan, 'Joins ticked SKU × warehouse rows to the plan with the suggested quantity'),
  ),
  resetPurchasePlanQuantity: t.field(onInt.byIds(purchasePlanUpdate, plan.resetPlanQuantity)),
  setPurchasePlanQuantity: t.prismaField(
    rowCommandsOn('PurchasePlanItem').byArgs(purchasePlanUpdate, { id: 'Int!', quantity: 'Int!' }, (ctx, a) => plan.setPlanQuantity(ctx, a.id, a.quantity)),
  ),
  setPurchasePlanSupplier: t.field(onInt.byArgs(purchasePlanUpdate, { ids: 'Int[]!', supplierId: 'Int!' }, plan.setPlanSupplier)),
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
