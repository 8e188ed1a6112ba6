// GraphQL of freight (issue 18 part B): shipping templates, partition rules, price cards, the
// trial calculation, an order's freight, the cheapest channel for a parcel and the logistics table.
import type { FreightBreakdown } from '@erp/schema';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { inputFields } from '../../graphql/inputs';
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
    ...exposeFields(t, {
      startWeight: 'Float',
      endWeight: 'Float',
      firstWeight: 'Float',
      firstPrice: 'Float',
      additionalWeight: 'Float',
      additionalPrice: 'Float',
      unitPrice: 'Float?: Per kg (perUnit pricing)',
    }),
  }),
});
const ZoneRef = builder.objectRef<ZoneRow>('ShippingZone').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      name: 'String',
      country: 'String',
      state: 'String?',
      postalFrom: 'String?',
      postalTo: 'String?',
      registrationFee: 'Float?',
      operationFee: 'Float?',
      additionalRate: 'Float?: Percent of the basic freight',
    }),
  }),
});

const ShippingTemplateRef = builder.objectRef<TemplateRow>('ShippingTemplate').implement({
  description: 'A shipping template (spec 02 §3, §9)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      billingMethod: 'String: actual | volumetric',
      volumeCoefficient: 'Int: cm³ per kg',
      pricingMode: 'String: firstContinued | perUnit',
      currency: 'String',
      effectiveAt: 'DateTime?',
    }),
    ranges: t.field({ type: [WeightRangeRef], resolve: (r) => (Array.isArray(r.ranges) ? (r.ranges as unknown as RangeRow[]) : []) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
const PartitionRuleRef = builder.objectRef<PartitionRow>('ShippingPartitionRule').implement({
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', scheme: 'String' }),
    zones: t.field({ type: [ZoneRef], resolve: (r) => (Array.isArray(r.zones) ? (r.zones as unknown as ZoneRow[]) : []) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
const PriceCardRef = builder.objectRef<CardRow>('ShippingPriceCard').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      templateId: 'Int',
      partitionRuleId: 'Int?',
      channelIds: 'Int[]',
      deliveryDays: 'Int?',
      expiresAt: 'DateTime?',
      updatedAt: 'DateTime',
    }),
  }),
});

const BreakdownRef = builder.objectRef<FreightBreakdown & { currency: string }>('FreightBreakdown').implement({
  description: 'Freight = basic + surcharge + registration fee + operation fee (spec 02 §9)',
  fields: (t) => ({
    ...exposeFields(t, {
      actualWeight: 'Float',
      volumetricWeight: 'Float',
      chargeableWeight: 'Float',
      zone: 'String?',
      basic: 'Float',
      surcharge: 'Float',
      registrationFee: 'Float',
      operationFee: 'Float',
      total: 'Float',
      currency: 'String',
    }),
  }),
});

type OrderFreightRow = NonNullable<Awaited<ReturnType<typeof freight.orderFreight>>>;
const OrderFreightRef = builder.objectRef<OrderFreightRow>('OrderFreight').implement({
  description: "An order's freight: the estimate at review, the actual cost once known",
  fields: (t) => ({
    ...exposeFields(t, { orderId: 'Int', channelId: 'Int', currency: 'String' }),
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
      ...exposeFields(t, { channelId: 'Int', name: 'String', eligible: 'Boolean' }),
      reasons: t.exposeStringList('reasons', {
        description: 'weight | size | country | declaredValue | deliveryDays | noPriceCard | noRange | noZone | weightInvalid',
      }),
      ...exposeFields(t, { price: 'Float?', deliveryDays: 'Int?' }),
    }),
  });
const LogisticsTableRowRef = builder.objectRef<freight.LogisticsTableRow>('LogisticsTableRow').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      channelId: 'Int',
      channelName: 'String',
      country: 'String',
      price: 'Float?',
      currency: 'String',
      deliveryDays: 'Int?',
      reason: 'String?',
    }),
  }),
});

// ---- inputs ----------------------------------------------------------------------------------------

const WeightRangeInput = builder.inputType('ShippingWeightRangeInput', {
  fields: (t) => ({
    ...inputFields(t, {
      startWeight: 'Float',
      endWeight: 'Float',
      firstWeight: 'Float',
      firstPrice: 'Float',
      additionalWeight: 'Float',
      additionalPrice: 'Float',
      unitPrice: 'Float',
    }),
  }),
});
const ZoneInput = builder.inputType('ShippingZoneInput', {
  fields: (t) => ({
    ...inputFields(t, {
      name: 'String',
      country: 'String',
      state: 'String',
      postalFrom: 'String',
      postalTo: 'String',
      registrationFee: 'Float',
      operationFee: 'Float',
      additionalRate: 'Float',
    }),
  }),
});
const ShippingTemplateInput = builder.inputType('ShippingTemplateInput', {
  fields: (t) => ({
    ...inputFields(t, {
      id: 'Int: Absent: create',
      name: 'String!',
      billingMethod: 'String: actual | volumetric',
      volumeCoefficient: 'Int',
      pricingMode: 'String: firstContinued | perUnit',
      currency: 'String',
      effectiveAt: 'DateTime',
    }),
    ranges: t.field({ type: [WeightRangeInput], required: true }),
  }),
});
const PartitionRuleInput = builder.inputType('ShippingPartitionRuleInput', {
  fields: (t) => ({ id: t.int(), name: t.string({ required: true }), scheme: t.string(), zones: t.field({ type: [ZoneInput], required: true }) }),
});
const PriceCardInput = builder.inputType('ShippingPriceCardInput', {
  fields: (t) => ({
    ...inputFields(t, {
      id: 'Int',
      name: 'String!',
      templateId: 'Int!',
      partitionRuleId: 'Int',
      channelIds: 'Int[]!',
      deliveryDays: 'Int',
      expiresAt: 'DateTime',
    }),
  }),
});
const TrialInput = builder.inputType('FreightTrialInput', {
  fields: (t) => ({
    ...inputFields(t, {
      templateId: 'Int!',
      partitionRuleId: 'Int',
      weight: 'Float!: Grams',
      length: 'Float',
      width: 'Float',
      height: 'Float',
      country: 'String!',
      state: 'String',
      postalCode: 'String',
    }),
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
    authScopes: { permission: 'shippingPartitionRule' },
    resolve: (_r, _a, ctx) => freight.listPartitionRules(ctx),
  }),
  shippingPriceCards: t.field({ type: [PriceCardRef], authScopes: { permission: 'shippingPriceCard' }, resolve: (_r, _a, ctx) => freight.listPriceCards(ctx) }),
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
    authScopes: { permission: 'logisticsTable' },
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

// Every template, partition rule and price card command: one permission, one operate-log module.
const templateUpdate = command('shippingTemplate.update', { operateModule: 'shippingTemplate' });
const onBoolean = commandsOn('Boolean');
builder.mutationFields((t) => ({
  saveShippingTemplate: t.field({
    type: ShippingTemplateRef,
    ...templateUpdate,
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
  deleteShippingTemplate: t.field(onBoolean.byId(templateUpdate, freight.deleteShippingTemplate)),
  saveShippingPartitionRule: t.field({
    type: PartitionRuleRef,
    ...templateUpdate,
    args: { input: t.arg({ type: PartitionRuleInput, required: true }) },
    resolve: (_r, { input }, ctx) => freight.savePartitionRule(ctx, { ...input, id: input.id ?? undefined, scheme: input.scheme ?? undefined }),
  }),
  deleteShippingPartitionRule: t.field(onBoolean.byId(templateUpdate, freight.deletePartitionRule)),
  saveShippingPriceCard: t.field({
    type: PriceCardRef,
    ...templateUpdate,
    args: { input: t.arg({ type: PriceCardInput, required: true }) },
    resolve: (_r, { input }, ctx) => freight.savePriceCard(ctx, { ...input, id: input.id ?? undefined }),
  }),
  deleteShippingPriceCard: t.field(onBoolean.byId(templateUpdate, freight.deletePriceCard)),
}));
