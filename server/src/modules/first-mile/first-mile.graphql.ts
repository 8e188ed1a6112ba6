// GraphQL of first-mile logistics providers (/logisticHeadProvider) and channels
// (/logisticHeadChannel), issue 23 item 4. The provider's API key is written, never read back: the
// type answers only a mask. firstMileFreightQuote is the channel page's trial calculation.
import { FIRST_MILE_BASES, FIRST_MILE_CURRENCIES, FIRST_MILE_TRANSPORT_MODES, type FirstMilePriceCard, type FirstMileQuote } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { argsOf, command, commandsOn, exposeFields, reading, rowCommandsOn } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import { readList } from '../../graphql/pagination';
import * as firstMile from './first-mile.service';

builder.prismaObject('FirstMileProvider', {
  description: 'A first-mile (head-haul) logistics provider (spec 02 §3: name, authorization)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      contact: 'String',
      remark: 'String',
      account: 'String: The account at the provider; empty: none',
      enabled: 'Boolean',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    apiKeyMask: t.string({
      description: 'The last characters of the API key; the key is never answered',
      resolve: (p, _a, ctx) => firstMile.maskedApiKey(ctx, p.apiKey),
    }),
    channelCount: t.int({ resolve: (p, _a, ctx) => ctx.db.firstMileChannel.count({ where: { providerId: p.id } }) }),
  }),
});

type Tier = { fromQuantity: number; unitPrice: number };
const FirstMileTier = builder.objectRef<Tier>('FirstMileTier').implement({
  fields: (t) => ({ ...exposeFields(t, { fromQuantity: 'Float: From this chargeable quantity up', unitPrice: 'Float: Per kg or m³' }) }),
});
const FirstMilePriceCardRef = builder.objectRef<FirstMilePriceCard>('FirstMilePriceCard').implement({
  description: "A channel's price card: billing basis, rate tiers and a fixed fee",
  fields: (t) => ({
    ...exposeFields(t, {
      basis: `String: ${FIRST_MILE_BASES.join(' | ')}`,
      divisor: 'Int: Volumetric divisor (cm³ per kg), used by volumetricWeight',
      currency: `String: ${FIRST_MILE_CURRENCIES.join(' | ')}`,
      fixedFee: 'Float',
    }),
    tiers: t.field({ type: [FirstMileTier], resolve: (c) => c.tiers }),
  }),
});

builder.prismaObject('FirstMileChannel', {
  description: 'A channel of a first-mile provider (spec 02 §3: pickup place, tax included, expected delivery days, price card)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      providerId: 'Int',
      name: 'String',
      transportMode: `String: ${FIRST_MILE_TRANSPORT_MODES.join(' | ')}`,
      pickupPlace: 'String',
      taxIncluded: 'Boolean',
      minDays: 'Int',
      maxDays: 'Int',
      enabled: 'Boolean',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    priceCard: t.field({ type: FirstMilePriceCardRef, resolve: (c) => c.priceCard as unknown as FirstMilePriceCard }),
    providerName: t.string({
      resolve: async (c, _a, ctx) => (await ctx.db.firstMileProvider.findFirst({ where: { id: c.providerId }, select: { name: true } }))?.name ?? '',
    }),
  }),
});

const FirstMileQuoteRef = builder.objectRef<FirstMileQuote>('FirstMileFreightQuote').implement({
  description: 'The freight of goods on a channel: chargeable quantity × unit price of its tier + fixed fee, two decimals',
  fields: (t) => ({
    ...exposeFields(t, {
      basis: 'String',
      volumetricWeightKg: 'Float: volume × 1,000,000 / divisor; 0 unless billed by volumetric weight',
      chargeableQuantity: 'Float: kg or m³',
      tierFrom: 'Float: The from-quantity of the tier applied',
      unitPrice: 'Float',
      fixedFee: 'Float',
      freight: 'Float',
      currency: 'String',
    }),
  }),
});

const ProviderOption = builder.objectRef<{ id: number; name: string; enabled: boolean }>('FirstMileProviderOption').implement({
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', name: 'String', enabled: 'Boolean' }) }),
});

const ProviderFilter = plainInput('FirstMileProviderFilter', { enabled: 'Boolean', keyword: 'String: Part of the name or contact' });
const ProviderInput = plainInput('FirstMileProviderInput', {
  name: 'String!',
  contact: 'String',
  remark: 'String',
  account: 'String',
  apiKey: 'String: Empty keeps the stored key',
  clearApiKey: 'Boolean: On edit, removes the stored key',
});
const ChannelFilter = plainInput('FirstMileChannelFilter', {
  providerId: 'Int',
  transportMode: 'String',
  enabled: 'Boolean',
  keyword: 'String: Part of the name or pickup place',
});
const TierInput = plainInput('FirstMileTierInput', { fromQuantity: 'Float!', unitPrice: 'Float!' });
const PriceCardInput = plainInput('FirstMilePriceCardInput', {
  basis: `String!: ${FIRST_MILE_BASES.join(' | ')}`,
  divisor: 'Int: cm³ per kg (default 6000)',
  currency: 'String!',
  tiers: (t) => t.field({ type: [TierInput], required: true }),
  fixedFee: 'Float',
});
const ChannelInput = plainInput('FirstMileChannelInput', {
  providerId: 'Int!',
  name: 'String!',
  transportMode: `String!: ${FIRST_MILE_TRANSPORT_MODES.join(' | ')}`,
  pickupPlace: 'String',
  taxIncluded: 'Boolean',
  minDays: 'Int!',
  maxDays: 'Int!',
  priceCard: (t) => t.field({ type: PriceCardInput, required: true }),
});

builder.queryFields((t) => ({
  firstMileProviders: t.prismaConnection(
    readList('FirstMileProvider', 'logisticHeadProvider', ProviderFilter, (ctx) => ctx.db.firstMileProvider, firstMile.providerWhere, [{ id: 'asc' }]),
  ),
  firstMileProviderOptions: t.field(
    commandsOn([ProviderOption]).byArgs(
      { authScopes: { loggedIn: true } },
      {},
      firstMile.providerOptions,
      'Every provider for pickers; needs /logisticHeadProvider or /logisticHeadChannel',
    ),
  ),
  firstMileChannels: t.prismaConnection(
    readList('FirstMileChannel', 'logisticHeadChannel', ChannelFilter, (ctx) => ctx.db.firstMileChannel, firstMile.channelWhere, [{ id: 'asc' }]),
  ),
  firstMileFreightQuote: t.field({
    type: FirstMileQuoteRef,
    nullable: true,
    ...reading('logisticHeadChannel'),
    description: "Trial calculation: the freight of goods of this weight (kg) and volume (m³) on a channel's price card; null when the channel is not found",
    args: argsOf({ channelId: 'Int!', weightKg: 'Float!', volumeM3: 'Float!' }),
    resolve: (_r, a, ctx) => firstMile.freightQuote(ctx, a.channelId, { weightKg: a.weightKg, volumeM3: a.volumeM3 }),
  }),
}));

const providerUpdate = command('logisticHeadProvider.update', { operateModule: 'logisticHeadProvider' });
const channelUpdate = command('logisticHeadChannel.update', { operateModule: 'logisticHeadChannel' });
const onProvider = rowCommandsOn('FirstMileProvider');
const onChannel = rowCommandsOn('FirstMileChannel');
const onBoolean = commandsOn('Boolean');
/** Nulls inside the price card read as "not given" too (divisor, fixed fee take their defaults). */
const channelOf = <I extends { priceCard?: object | null }>(input: I) => ({
  ...input,
  priceCard: input.priceCard ? compact(input.priceCard) : input.priceCard,
});
builder.mutationFields((t) => ({
  createFirstMileProvider: t.prismaField(onProvider.byInput(providerUpdate, ProviderInput, firstMile.createProvider)),
  updateFirstMileProvider: t.prismaField(
    onProvider.byIdInput(providerUpdate, ProviderInput, (ctx, id, input) => firstMile.updateProvider(ctx, id, input, input.clearApiKey === true)),
  ),
  setFirstMileProviderEnabled: t.prismaField(onProvider.bySwitch(providerUpdate, firstMile.setProviderEnabled)),
  deleteFirstMileProvider: t.field(onBoolean.byId(providerUpdate, firstMile.deleteProvider, 'Deletes a provider without channels')),
  createFirstMileChannel: t.prismaField(onChannel.byInput(channelUpdate, ChannelInput, (ctx, input) => firstMile.createChannel(ctx, channelOf(input)))),
  updateFirstMileChannel: t.prismaField(
    onChannel.byIdInput(channelUpdate, ChannelInput, (ctx, id, input) => firstMile.updateChannel(ctx, id, channelOf(input))),
  ),
  setFirstMileChannelEnabled: t.prismaField(onChannel.bySwitch(channelUpdate, firstMile.setChannelEnabled)),
  deleteFirstMileChannel: t.field(onBoolean.byId(channelUpdate, firstMile.deleteChannel)),
}));
