// GraphQL of freight (issue 18 part B): shipping templates, partition rules, price cards, the
// trial calculation, an order's freight, the cheapest channel for a parcel and the logistics table.
import type { FreightBreakdown } from '@erp/schema';
import { command, commandsOn, exposeFields, reading } from '../../graphql/fields';
import { linesOf, plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { loadRowBy } from '../../platform/row-loader';
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

// A weight range's and a zone's fields, answered and taken alike (but for the output's nullable ones).
const RANGE_FIELDS = {
  startWeight: 'Float',
  endWeight: 'Float',
  firstWeight: 'Float',
  firstPrice: 'Float',
  additionalWeight: 'Float',
  additionalPrice: 'Float',
} as const;
const ZONE_PLACE = { name: 'String', country: 'String' } as const;

const WeightRangeRef = builder.objectRef<RangeRow>('ShippingWeightRange').implement({
  description:
    'A weight range: applies when start < weight ≤ end (grams); price = first price + ceil((weight − first weight) / additional weight) × additional price',
  fields: (t) => ({ ...exposeFields(t, { ...RANGE_FIELDS, unitPrice: 'Float?: Per kg (perUnit pricing)' }) }),
});
const ZoneRef = builder.objectRef<ZoneRow>('ShippingZone').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      ...ZONE_PLACE,
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
      loadRowBy<OrderFreightRow>(ctx, 'orderFreight', (ids) => ctx.db.orderFreight.findMany({ where: { orderId: { in: ids } } }), o.id, 'orderId'),
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

const WeightRangeInput = plainInput('ShippingWeightRangeInput', { ...RANGE_FIELDS, unitPrice: 'Float' });
const ZoneInput = plainInput('ShippingZoneInput', {
  ...ZONE_PLACE,
  state: 'String',
  postalFrom: 'String',
  postalTo: 'String',
  registrationFee: 'Float',
  operationFee: 'Float',
  additionalRate: 'Float',
});
const ShippingTemplateInput = plainInput('ShippingTemplateInput', {
  id: 'Int: Absent: create',
  name: 'String!',
  billingMethod: 'String: actual | volumetric',
  volumeCoefficient: 'Int',
  pricingMode: 'String: firstContinued | perUnit',
  currency: 'String',
  effectiveAt: 'DateTime',
  ranges: linesOf(WeightRangeInput),
});
const PartitionRuleInput = plainInput('ShippingPartitionRuleInput', { id: 'Int', name: 'String!', scheme: 'String', zones: linesOf(ZoneInput) });
const PriceCardInput = plainInput('ShippingPriceCardInput', {
  id: 'Int',
  name: 'String!',
  templateId: 'Int!',
  partitionRuleId: 'Int',
  channelIds: 'Int[]!',
  deliveryDays: 'Int',
  expiresAt: 'DateTime',
});
const TrialInput = plainInput('FreightTrialInput', {
  templateId: 'Int!',
  partitionRuleId: 'Int',
  weight: 'Float!: Grams',
  length: 'Float',
  width: 'Float',
  height: 'Float',
  country: 'String!',
  state: 'String',
  postalCode: 'String',
});

// ---- queries ---------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  shippingTemplates: t.field(
    commandsOn([ShippingTemplateRef]).byArgs(reading('shippingTemplate'), { keyword: 'String' }, (ctx, { keyword }) =>
      freight.listShippingTemplates(ctx, keyword),
    ),
  ),
  shippingPartitionRules: t.field(commandsOn([PartitionRuleRef]).byArgs(reading('shippingPartitionRule'), {}, freight.listPartitionRules)),
  shippingPriceCards: t.field(commandsOn([PriceCardRef]).byArgs(reading('shippingPriceCard'), {}, freight.listPriceCards)),
  freightTrial: t.field(
    commandsOn(BreakdownRef).byRawInput(
      command('shippingTemplate'),
      TrialInput,
      freight.trialFreight,
      'Trial calculation: each term of the freight of a parcel by a template (and zones)',
    ),
  ),
  orderFreight: t.field({
    nullable: true,
    ...commandsOn(OrderFreightRef).byArgs(
      reading('orders'),
      { orderId: 'Int!' },
      (ctx, { orderId }) => freight.orderFreight(ctx, orderId),
      "An order's freight (estimate and actual) with its breakdown",
    ),
  }),
  logisticsTable: t.field(
    commandsOn([LogisticsTableRowRef]).byArgs(
      command('logisticsTable'),
      { weight: 'Float!', countries: 'String[]!' },
      (ctx, { weight, countries }) => freight.logisticsTable(ctx, weight, countries),
      'Channels × countries × price / delivery days for one weight (grams)',
    ),
  ),
  freightCandidates: t.field(
    commandsOn([CandidateRef]).byArgs(
      reading('shippingTemplate'),
      { weight: 'Float!', country: 'String!', postalCode: 'String', declaredValue: 'Float', maxDeliveryDays: 'Int' },
      async (ctx, a) => (await freight.cheapestForOrder(ctx.db, { ...a, postcode: a.postalCode })).verdicts,
      'Every enabled channel priced for a parcel, with why it is or is not eligible',
    ),
  ),
}));

// ---- mutations -------------------------------------------------------------------------------------

// Every template, partition rule and price card command: one permission, one operate-log module.
const templateUpdate = command('shippingTemplate.update', { operateModule: 'shippingTemplate' });
const onBoolean = commandsOn('Boolean');
builder.mutationFields((t) => ({
  saveShippingTemplate: t.field(commandsOn(ShippingTemplateRef).byInput(templateUpdate, ShippingTemplateInput, freight.saveShippingTemplate)),
  deleteShippingTemplate: t.field(onBoolean.byId(templateUpdate, freight.deleteShippingTemplate)),
  saveShippingPartitionRule: t.field(commandsOn(PartitionRuleRef).byInput(templateUpdate, PartitionRuleInput, freight.savePartitionRule)),
  deleteShippingPartitionRule: t.field(onBoolean.byId(templateUpdate, freight.deletePartitionRule)),
  saveShippingPriceCard: t.field(commandsOn(PriceCardRef).byInput(templateUpdate, PriceCardInput, freight.savePriceCard)),
  deleteShippingPriceCard: t.field(onBoolean.byId(templateUpdate, freight.deletePriceCard)),
}));
