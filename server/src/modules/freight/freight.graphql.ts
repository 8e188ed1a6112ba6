// GraphQL of freight (issue 18 part B): shipping templates, partition rules, price cards, the
// trial calculation, an order's freight, the cheapest channel for a parcel and the logistics table.
import type { FreightBreakdown } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { requestLoader } from '../../platform/lookups';
import * as freight from './freight.service';

type TemplateRow = Awaited<ReturnType<typeof freight.listShippingTemplates>>[number];
type PartitionRow = Awaited<ReturnType<typeof freight.listPartitionRules>>[number];
type CardRow = Awaited<ReturnType<typeof freight.listPriceCards>>[number];
type RangeRow = {
  startWeight: number;
  endWeight: number;
  firstWeight: number;
  firstPrice: number;
  additionalWeight: number;
  additionalPrice: number;
  unitPrice: number | null;
};
type ZoneRow = {
  name: string;
  country: string;
  state: string | null;
  postalFrom: string | null;
  postalTo: string | null;
  registrationFee: number | null;
  operationFee: number | null;
  additionalRate: number | null;
};

const WeightRangeRef = builder.objectRef<RangeRow>('ShippingWeightRange').implement({
  description:
    'A weight range: applies when start < weight ≤ end (grams); price = first price + ceil((weight − first weight) / additional weight) × additional price',
  fields: (t) => ({
    startWeight: t.exposeFloat('startWeight'),
    endWeight: t.exposeFloat('endWeight'),
    firstWeight: t.exposeFloat('firstWeight'),
    firstPrice: t.exposeFloat('firstPrice'),
    additionalWeight: t.exposeFloat('additionalWeight'),
    additionalPrice: t.exposeFloat('additionalPrice'),
    unitPrice: t.exposeFloat('unitPrice', { nullable: true, description: 'Per kg (perUnit pricing)' }),
  }),
});
const ZoneRef = builder.objectRef<ZoneRow>('ShippingZone').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    state: t.exposeString('state', { nullable: true }),
    postalFrom: t.exposeString('postalFrom', { nullable: true }),
    postalTo: t.exposeString('postalTo', { nullable: true }),
    registrationFee: t.exposeFloat('registrationFee', { nullable: true }),
    operationFee: t.exposeFloat('operationFee', { nullable: true }),
    additionalRate: t.exposeFloat('additionalRate', { nullable: true, description: 'Percent of the basic freight' }),
  }),
});

const ShippingTemplateRef = builder.objectRef<TemplateRow>('ShippingTemplate').implement({
  description: 'A shipping template (spec 02 §3, §9)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    billingMethod: t.exposeString('billingMethod', { description: 'actual | volumetric' }),
    volumeCoefficient: t.exposeInt('volumeCoefficient', { description: 'cm³ per kg' }),
    pricingMode: t.exposeString('pricingMode', { description: 'firstContinued | perUnit' }),
    currency: t.exposeString('currency'),
    effectiveAt: t.expose('effectiveAt', { type: 'DateTime', nullable: true }),
    ranges: t.field({ type: [WeightRangeRef], resolve: (r) => (Array.isArray(r.ranges) ? (r.ranges as unknown as RangeRow[]) : []) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
const PartitionRuleRef = builder.objectRef<PartitionRow>('ShippingPartitionRule').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    scheme: t.exposeString('scheme'),
    zones: t.field({ type: [ZoneRef], resolve: (r) => (Array.isArray(r.zones) ? (r.zones as unknown as ZoneRow[]) : []) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
const PriceCardRef = builder.objectRef<CardRow>('ShippingPriceCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    templateId: t.exposeInt('templateId'),
    partitionRuleId: t.exposeInt('partitionRuleId', { nullable: true }),
    channelIds: t.exposeIntList('channelIds'),
    deliveryDays: t.exposeInt('deliveryDays', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BreakdownRef = builder.objectRef<FreightBreakdown & { currency: string }>('FreightBreakdown').implement({
  description: 'Freight = basic + surcharge + registration fee + operation fee (spec 02 §9)',
  fields: (t) => ({
    actualWeight: t.exposeFloat('actualWeight'),
    volumetricWeight: t.exposeFloat('volumetricWeight'),
    chargeableWeight: t.exposeFloat('chargeableWeight'),
    zone: t.exposeString('zone', { nullable: true }),
    basic: t.exposeFloat('basic'),
    surcharge: t.exposeFloat('surcharge'),
    registrationFee: t.exposeFloat('registrationFee'),
    operationFee: t.exposeFloat('operationFee'),
    total: t.exposeFloat('total'),
    currency: t.exposeString('currency'),
  }),
});

type OrderFreightRow = NonNullable<Awaited<ReturnType<typeof freight.orderFreight>>>;
const OrderFreightRef = builder.objectRef<OrderFreightRow>('OrderFreight').implement({
  description: "An order's freight: the estimate at review, the actual cost once known",
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    channelId: t.exposeInt('channelId'),
    currency: t.exposeString('currency'),
    estimated: t.string({ resolve: (r) => r.estimated.toFixed(2) }),
    estimatedBase: t.string({ description: 'CNY', resolve: (r) => r.estimatedBase.toFixed(2) }),
    actual: t.string({ nullable: true, resolve: (r) => r.actual?.toFixed(2) ?? null }),
    actualBase: t.string({ nullable: true, resolve: (r) => r.actualBase?.toFixed(2) ?? null }),
    breakdown: t.field({
      type: BreakdownRef,
      nullable: true,
      resolve: (r) => ((r.breakdown as { total?: number })?.total != null ? (r.breakdown as unknown as FreightBreakdown & { currency: string }) : null),
    }),
  }),
});

/** The estimate of each order on a page, asked once for the page (company-scoped client). */
builder.prismaObjectFields('Order', (t) => ({
  estimatedFreight: t.field({
    type: OrderFreightRef,
    nullable: true,
    description: "The order's freight: the estimate (order currency and CNY) once reviewed with a priced channel, the actual cost once known",
    resolve: (o, _a, ctx) =>
      requestLoader<number, OrderFreightRow>(ctx, 'orderFreight', async (ids) => {
        const rows = await ctx.db.orderFreight.findMany({ where: { orderId: { in: [...ids] } } });
        const byOrder = new Map(rows.map((r) => [r.orderId, r]));
        return ids.map((id) => byOrder.get(id) ?? null);
      }).load(o.id),
  }),
}));

export const CandidateRef = builder
  .objectRef<ReturnType<typeof import('@erp/schema').cheapestChannel>['verdicts'][number]>('FreightChannelCandidate')
  .implement({
    fields: (t) => ({
      channelId: t.exposeInt('channelId'),
      name: t.exposeString('name'),
      eligible: t.exposeBoolean('eligible'),
      reasons: t.exposeStringList('reasons', {
        description: 'weight | size | country | declaredValue | deliveryDays | noPriceCard | noRange | noZone | weightInvalid',
      }),
      price: t.exposeFloat('price', { nullable: true }),
      deliveryDays: t.exposeInt('deliveryDays', { nullable: true }),
    }),
  });
const LogisticsTableRowRef = builder.objectRef<freight.LogisticsTableRow>('LogisticsTableRow').implement({
  fields: (t) => ({
    channelId: t.exposeInt('channelId'),
    channelName: t.exposeString('channelName'),
    country: t.exposeString('country'),
    price: t.exposeFloat('price', { nullable: true }),
    currency: t.exposeString('currency'),
    deliveryDays: t.exposeInt('deliveryDays', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

// ---- inputs ----------------------------------------------------------------------------------------

const WeightRangeInput = builder.inputType('ShippingWeightRangeInput', {
  fields: (t) => ({
    startWeight: t.float(),
    endWeight: t.float(),
    firstWeight: t.float(),
    firstPrice: t.float(),
    additionalWeight: t.float(),
    additionalPrice: t.float(),
    unitPrice: t.float(),
  }),
});
const ZoneInput = builder.inputType('ShippingZoneInput', {
  fields: (t) => ({
    name: t.string(),
    country: t.string(),
    state: t.string(),
    postalFrom: t.string(),
    postalTo: t.string(),
    registrationFee: t.float(),
    operationFee: t.float(),
    additionalRate: t.float(),
  }),
});
const ShippingTemplateInput = builder.inputType('ShippingTemplateInput', {
  fields: (t) => ({
    id: t.int({ description: 'Absent: create' }),
    name: t.string({ required: true }),
    billingMethod: t.string({ description: 'actual | volumetric' }),
    volumeCoefficient: t.int(),
    pricingMode: t.string({ description: 'firstContinued | perUnit' }),
    currency: t.string(),
    effectiveAt: t.field({ type: 'DateTime' }),
    ranges: t.field({ type: [WeightRangeInput], required: true }),
  }),
});
const PartitionRuleInput = builder.inputType('ShippingPartitionRuleInput', {
  fields: (t) => ({ id: t.int(), name: t.string({ required: true }), scheme: t.string(), zones: t.field({ type: [ZoneInput], required: true }) }),
});
const PriceCardInput = builder.inputType('ShippingPriceCardInput', {
  fields: (t) => ({
    id: t.int(),
    name: t.string({ required: true }),
    templateId: t.int({ required: true }),
    partitionRuleId: t.int(),
    channelIds: t.intList({ required: true }),
    deliveryDays: t.int(),
    expiresAt: t.field({ type: 'DateTime' }),
  }),
});
const TrialInput = builder.inputType('FreightTrialInput', {
  fields: (t) => ({
    templateId: t.int({ required: true }),
    partitionRuleId: t.int(),
    weight: t.float({ required: true, description: 'Grams' }),
    length: t.float(),
    width: t.float(),
    height: t.float(),
    country: t.string({ required: true }),
    state: t.string(),
    postalCode: t.string(),
  }),
});

// ---- queries ---------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  shippingTemplates: t.field({
    type: [ShippingTemplateRef],
    authScopes: { permission: 'shippingTemplate' },
    args: { keyword: t.arg.string() },
    resolve: (_r, { keyword }, ctx) => freight.listShippingTemplates(ctx, keyword),
  }),
  shippingPartitionRules: t.field({
    type: [PartitionRuleRef],
    authScopes: { permission: 'shippingTemplate' },
    resolve: (_r, _a, ctx) => freight.listPartitionRules(ctx),
  }),
  shippingPriceCards: t.field({ type: [PriceCardRef], authScopes: { permission: 'shippingTemplate' }, resolve: (_r, _a, ctx) => freight.listPriceCards(ctx) }),
  freightTrial: t.field({
    type: BreakdownRef,
    errors: {},
    authScopes: { permission: 'shippingTemplate' },
    description: 'Trial calculation: each term of the freight of a parcel by a template (and zones)',
    args: { input: t.arg({ type: TrialInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      freight.trialFreight(ctx, {
        ...input,
        partitionRuleId: input.partitionRuleId ?? null,
      }),
  }),
  orderFreight: t.field({
    type: OrderFreightRef,
    nullable: true,
    authScopes: { permission: 'orders' },
    description: "An order's freight (estimate and actual) with its breakdown",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_r, { orderId }, ctx) => freight.orderFreight(ctx, orderId),
  }),
  logisticsTable: t.field({
    type: [LogisticsTableRowRef],
    errors: {},
    authScopes: { permission: 'shippingTemplate' },
    description: 'Channels × countries × price / delivery days for one weight (grams)',
    args: { weight: t.arg.float({ required: true }), countries: t.arg.stringList({ required: true }) },
    resolve: (_r, { weight, countries }, ctx) => freight.logisticsTable(ctx, weight, countries),
  }),
  freightCandidates: t.field({
    type: [CandidateRef],
    authScopes: { permission: 'shippingTemplate' },
    description: 'Every enabled channel priced for a parcel, with why it is or is not eligible',
    args: {
      weight: t.arg.float({ required: true }),
      country: t.arg.string({ required: true }),
      postalCode: t.arg.string(),
      declaredValue: t.arg.float(),
      maxDeliveryDays: t.arg.int(),
    },
    resolve: async (_r, a, ctx) => (await freight.cheapestForOrder(ctx.db, { ...a, postcode: a.postalCode })).verdicts,
  }),
}));

// ---- mutations -------------------------------------------------------------------------------------

builder.mutationFields((t) => ({
  saveShippingTemplate: t.field({
    type: ShippingTemplateRef,
    errors: {},
    authScopes: { permission: 'shippingTemplate.update' },
    extensions: { operateModule: 'shippingTemplate' },
    args: { input: t.arg({ type: ShippingTemplateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      freight.saveShippingTemplate(ctx, {
        ...input,
        id: input.id ?? undefined,
        billingMethod: input.billingMethod ?? undefined,
        volumeCoefficient: input.volumeCoefficient ?? undefined,
        pricingMode: input.pricingMode ?? undefined,
        currency: input.currency ?? undefined,
      }),
  }),
  deleteShippingTemplate: t.boolean({
    errors: {},
    authScopes: { permission: 'shippingTemplate.update' },
    extensions: { operateModule: 'shippingTemplate' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => freight.deleteShippingTemplate(ctx, id),
  }),
  saveShippingPartitionRule: t.field({
    type: PartitionRuleRef,
    errors: {},
    authScopes: { permission: 'shippingTemplate.update' },
    extensions: { operateModule: 'shippingTemplate' },
    args: { input: t.arg({ type: PartitionRuleInput, required: true }) },
    resolve: (_r, { input }, ctx) => freight.savePartitionRule(ctx, { ...input, id: input.id ?? undefined, scheme: input.scheme ?? undefined }),
  }),
  deleteShippingPartitionRule: t.boolean({
    errors: {},
    authScopes: { permission: 'shippingTemplate.update' },
    extensions: { operateModule: 'shippingTemplate' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => freight.deletePartitionRule(ctx, id),
  }),
  saveShippingPriceCard: t.field({
    type: PriceCardRef,
    errors: {},
    authScopes: { permission: 'shippingTemplate.update' },
    extensions: { operateModule: 'shippingTemplate' },
    args: { input: t.arg({ type: PriceCardInput, required: true }) },
    resolve: (_r, { input }, ctx) => freight.savePriceCard(ctx, { ...input, id: input.id ?? undefined }),
  }),
  deleteShippingPriceCard: t.boolean({
    errors: {},
    authScopes: { permission: 'shippingTemplate.update' },
    extensions: { operateModule: 'shippingTemplate' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => freight.deletePriceCard(ctx, id),
  }),
}));
