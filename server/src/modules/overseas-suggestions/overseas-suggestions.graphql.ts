// GraphQL of overseas restock suggestions (issue 23 item 5): /overseasSuggest, /overseasSafetyStock,
// /overseasWarehouseStockReport. Computed lists are offset-paged connections like the purchase
// suggestions' (computedList); ticked suggestions become draft stock orders.
import { AGE_BANDS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { linesOf, plainInput } from '../../graphql/inputs';
import { computedList, totalCountField } from '../../graphql/pagination';
import { Breakdown } from '../purchase-suggestions/purchase-suggestions.graphql';
import * as os from './overseas-suggestions.service';

export const OverseasSuggestionRef = builder.objectRef<os.OverseasRow>('OverseasSuggestion').implement({
  description: 'Restock suggestion and safety-stock settings of one SKU in one overseas warehouse',
  fields: (t) => ({
    ...exposeFields(t, { skuId: 'Int', sku: 'String', productName: 'String', image: 'String', warehouseId: 'Int', warehouseName: 'String' }),
    ...exposeFields(t, {
      quantity: 'Int',
      occupied: 'Int',
      sellable: 'Int: quantity − occupied',
      inTransit: 'Int: Shipped on stock orders, not yet received',
      pendingStockOrders: 'Int: On stock orders not yet shipped',
      avg3: 'Float',
      avg90: 'Float',
      dailySales: 'Float: Weighted average daily sales (after coefficients)',
      leadDays: 'Int: Delivery days of the chosen first-mile channel',
      channelName: 'String',
    }),
    minStockingDays: t.int({ resolve: (r) => r.setting.minStockingDays }),
    maxStockingDays: t.int({ resolve: (r) => r.setting.maxStockingDays }),
    safeDays: t.int({ resolve: (r) => r.setting.safeDays }),
    fixedSafetyStock: t.int({ nullable: true, description: 'Safety stock set; null: safe days × daily sales', resolve: (r) => r.setting.safetyStock }),
    settingMoq: t.int({ description: 'The MOQ set (inventory lower limit)', resolve: (r) => r.setting.moq }),
    minOrderDays: t.int({ resolve: (r) => r.setting.minOrderDays }),
    ownSetting: t.boolean({ description: 'Saved for this pair (else the defaults)', resolve: (r) => r.setting.own }),
    safetyStock: t.int({ resolve: (r) => r.suggestion.safetyStock }),
    leadDemand: t.int({ resolve: (r) => r.suggestion.leadDemand }),
    stockingDemand: t.int({ resolve: (r) => r.suggestion.stockingDemand }),
    demand: t.int({ resolve: (r) => r.suggestion.demand }),
    supply: t.int({ resolve: (r) => r.suggestion.supply }),
    coverDays: t.float({ nullable: true, resolve: (r) => r.suggestion.coverDays }),
    needed: t.boolean({ resolve: (r) => r.suggestion.needed }),
    moq: t.int({ description: 'max(MOQ, daily × min order days)', resolve: (r) => r.suggestion.moq }),
    suggestedQuantity: t.int({ resolve: (r) => r.suggestion.quantity }),
    breakdown: t.field({ type: [Breakdown], resolve: (r) => r.breakdown }),
  }),
});

const AgeBandValueRef = builder.objectRef<os.AgeBandValue>('OverseasAgeBandValue').implement({
  fields: (t) => ({
    band: t.string({ description: AGE_BANDS.join(' | '), resolve: (b) => b.band }),
    quantity: t.exposeInt('quantity'),
    value: t.exposeFloat('value', { description: 'Units left × unit cost of the FIFO lots' }),
  }),
});
const StockReportRowRef = builder.objectRef<os.StockReportRow>('OverseasStockReportRow').implement({
  description: 'Stock of one SKU in one overseas warehouse by storage age band (spec 02 §9)',
  fields: (t) => ({
    ...exposeFields(t, {
      skuId: 'Int',
      sku: 'String',
      productName: 'String',
      warehouseId: 'Int',
      warehouseName: 'String',
      quantity: 'Int',
      value: 'Float: At cost',
      oldestDays: 'Int',
    }),
    bands: t.field({ type: [AgeBandValueRef], resolve: (r) => r.bands }),
  }),
});

const SuggestFilter = plainInput('OverseasSuggestionFilter', {
  warehouseId: 'Int: An overseas warehouse',
  channelId: 'Int: The first-mile channel whose delivery days are the lead time',
  keyword: 'String: SKU or product name',
  onlyNeeded: 'Boolean',
});
const PlainFilter = plainInput('OverseasStockFilter', { warehouseId: 'Int: An overseas warehouse', keyword: 'String: SKU or product name' });
const PairInput = plainInput('OverseasPairInput', { warehouseId: 'Int!', skuId: 'Int!' });
const SafetyInput = plainInput('OverseasSafetyInput', {
  items: linesOf(PairInput),
  minStockingDays: 'Int!',
  maxStockingDays: 'Int!',
  safeDays: 'Int!',
  safetyStock: 'Int: Empty: safe days × daily sales',
  moq: 'Int: Minimum order quantity (inventory lower limit), not above the safety stock',
  minOrderDays: 'Int',
});
const ItemInput = plainInput('OverseasStockOrderItemInput', { warehouseId: 'Int!', skuId: 'Int!', quantity: 'Int!' });
const StockOrderInput = plainInput('OverseasStockOrderInput', {
  sourceWarehouseId: 'Int!: The own warehouse the stock leaves',
  channelId: 'Int: First-mile channel',
  items: linesOf(ItemInput),
});

builder.queryFields((t) => ({
  overseasSuggestions: t.connection(
    computedList(
      OverseasSuggestionRef,
      'overseasSuggest',
      SuggestFilter,
      os.overseasSuggestions,
      'Restock suggestions per overseas warehouse × SKU; needed first',
    ),
    totalCountField as never,
  ),
  overseasSafetySettings: t.connection(
    computedList(OverseasSuggestionRef, 'overseasSafetyStock', PlainFilter, os.overseasSafetyRows, 'Safety-stock settings per overseas warehouse × SKU'),
    totalCountField as never,
  ),
  overseasStockReport: t.connection(
    computedList(StockReportRowRef, 'overseasWarehouseStockReport', PlainFilter, os.overseasStockReport, 'Overseas stock by age band, at cost; oldest first'),
    totalCountField as never,
  ),
}));

builder.mutationFields((t) => ({
  setOverseasSafetySettings: t.field({
    ...onInt.byInput(command('overseasSafetyStock.update', { operateModule: 'overseasSafetyStock' }), SafetyInput, os.setOverseasSafety),
    description: 'Safety-stock settings of ticked overseas warehouse × SKU pairs; answers how many were set',
  }),
  createStockOrdersFromSuggestions: t.prismaField(
    rowCommandsOn(['StockOrder']).byInput(
      command('overseasSuggest.createStockOrder', { operateModule: 'overseasSuggest' }),
      StockOrderInput,
      os.createStockOrdersFromSuggestions,
      'Draft stock orders (one per overseas warehouse) from ticked suggestions; needs overseasStock.create too',
    ),
  ),
}));
