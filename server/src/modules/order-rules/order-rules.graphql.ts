// GraphQL of the order rules: logistics rules (/logisticsRules) with their dry run, gift rules
// (/giftRules) and the shipping blacklist (/shippingBlacklist).
import { CHANNEL_CHOICES, PAGE_SIZE_MAX, readConditions, type RuleConditions } from '@erp/schema';
import { command, commandsOn, exposeFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { builder } from '../../graphql/builder';
import { skuFields } from '../../graphql/sku-fields';
import { OrderStatusEnum } from '../../graphql/enums';
import { checkOffset, findById, withOffset } from '../../graphql/pagination';
import { compact, inputFields } from '../../graphql/inputs';
import { loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import * as rules from './order-rules.service';
import { CandidateRef } from '../freight/freight.graphql';

const ChannelChoiceEnum = builder.enumType('LogisticsChannelChoice', {
  description: 'fixed: the rule sets its channel; cheapest: the cheapest eligible of its candidate channels for each order',
  values: CHANNEL_CHOICES,
});

const channelName = (ctx: Parameters<typeof requestLoader>[0], id: number) =>
  requestLoader<number, string>(ctx, 'orderRules.channelName', async (ids) => {
    const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return ids.map((i) => names.get(i) ?? null);
  })
    .load(id)
    .then((n) => n ?? '');
const shopName = (ctx: Parameters<typeof requestLoader>[0], id: number) =>
  requestLoader<number, string>(ctx, 'orderRules.shopName', async (ids) => {
    const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids] } }, select: { id: true, shopName: true } });
    const names = new Map(rows.map((r) => [r.id, r.shopName]));
    return ids.map((i) => names.get(i) ?? null);
  })
    .load(id)
    .then((n) => n ?? '');

// ---- types ----------------------------------------------------------------------------------

const Conditions = builder.objectRef<RuleConditions>('OrderRuleConditions').implement({
  description: 'Conditions of a logistics or gift rule: every condition set must hold (empty lists and unset bounds are no condition)',
  fields: (t) => ({
    ...exposeFields(t, {
      platformTypes: 'Int[]: Marketplaces (platform type numbers)',
      shopIds: 'Int[]',
      countries: 'String[]: ISO 3166-1 alpha-2 codes',
      postcodes: 'String[]: Prefixes ("100") or ranges ("10000-19999")',
      weightMin: 'Int?: Grams, inclusive',
      weightMax: 'Int?: Grams, inclusive',
    }),
    amountMin: t.field({ type: 'Decimal', nullable: true, description: 'Order total, inclusive', resolve: (c) => c.amountMin }),
    amountMax: t.field({ type: 'Decimal', nullable: true, resolve: (c) => c.amountMax }),
    ...exposeFields(t, {
      skus: 'String[]: Local SKU codes or marketplace SKUs; one line carrying one is enough',
      quantityMin: 'Int?: Total quantity of the lines, inclusive',
      quantityMax: 'Int?',
    }),
  }),
});

builder.prismaObject('LogisticsRule', {
  description: 'Conditions → warehouse + logistics channel; enabled rules run by priority, higher first',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', priority: 'Int: Higher number runs first', enabled: 'Boolean' }),
    conditions: t.field({ type: Conditions, resolve: (r) => readConditions(r.conditions) }),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (r, _a, ctx) => loadWarehouseName(ctx, r.warehouseId) }),
    channelChoice: t.field({ type: ChannelChoiceEnum, resolve: (r) => (r.channelChoice === 'cheapest' ? 'cheapest' : 'fixed') }),
    logisticsChannelId: t.exposeInt('logisticsChannelId', { nullable: true, description: 'The channel of a fixed rule' }),
    logisticsChannelName: t.string({ resolve: (r, _a, ctx) => (r.logisticsChannelId !== null ? channelName(ctx, r.logisticsChannelId) : '') }),
    candidateChannelIds: t.exposeIntList('candidateChannelIds', {
      description: 'Cheapest: the channels compared (empty: every enabled channel with a price card)',
    }),
    candidateChannelNames: t.stringList({
      resolve: (r, _a, ctx) => Promise.all(r.candidateChannelIds.map((id) => channelName(ctx, id))),
    }),
    ...exposeFields(t, { maxDeliveryDays: 'Int?: Cheapest: channels promising more days are not eligible', createdAt: 'DateTime', updatedAt: 'DateTime' }),
  }),
});

builder.prismaObject('GiftRule', {
  description: 'Matching orders get a gift line (unit price 0) once per rule',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', priority: 'Int', enabled: 'Boolean' }),
    conditions: t.field({ type: Conditions, resolve: (r) => readConditions(r.conditions) }),
    giftSkuId: t.exposeInt('giftSkuId'),
    ...skuFields(t, 'giftSkuId', { sku: 'giftSku', productName: 'giftProductName', image: 'giftImage' }),
    ...exposeFields(t, {
      giftQuantity: 'Int',
      startAt: 'DateTime?: Orders placed from (open: no start)',
      endAt: 'DateTime?: Orders placed until (open: no end)',
      createdAt: 'DateTime',
    }),
  }),
});

builder.prismaObject('ShippingBlacklist', {
  name: 'ShippingBlacklistEntry',
  description: 'A buyer whose orders are held as abnormal (spec 02 §3 Blacklist entry)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      platformType: 'Int: 0: every marketplace',
      buyerAccount: 'String',
      cause: 'String: fraud, returnAbuse, badReview or other',
      causeText: 'String',
    }),
    operatorName: t.string({ resolve: (b, _a, ctx) => loadUserName(ctx, b.operatorId) }),
    ...exposeFields(t, { createdAt: 'DateTime: When the buyer was moved in', removedAt: 'DateTime?' }),
  }),
});

const DryRunOrder = builder.objectRef<rules.DryRunRow>('LogisticsRuleDryRunOrder').implement({
  description: 'A past order the rule would have matched',
  fields: (t) => ({
    ...exposeFields(t, { orderId: 'Int', orderNo: 'String', platformOrderNo: 'String', shopId: 'Int' }),
    shopName: t.string({ resolve: (r, _a, ctx) => shopName(ctx, r.shopId) }),
    platformType: t.exposeInt('platformType'),
    status: t.expose('status', { type: OrderStatusEnum }),
    ...exposeFields(t, { country: 'String', postcode: 'String' }),
    totalAmount: t.field({ type: 'Decimal', resolve: (r) => r.totalAmount }),
    ...exposeFields(t, {
      currency: 'String',
      weight: 'Int: Grams (weighed, else estimated)',
      quantity: 'Int',
      orderedAt: 'DateTime',
      takenByRuleId: 'Int?: An enabled rule of higher priority that would take the order first',
      takenByRuleName: 'String',
    }),
    channelId: t.exposeInt('channelId', {
      nullable: true,
      description: 'The channel the rule would set (a cheapest rule: the cheapest eligible one; null: none eligible)',
    }),
    channelName: t.string({ resolve: (r, _a, ctx) => (r.channelId !== null ? channelName(ctx, r.channelId) : '') }),
    ...exposeFields(t, { freight: "Float?: Cheapest: the chosen channel's freight", freightCurrency: 'String' }),
    candidates: t.field({
      type: [CandidateRef],
      description: 'Cheapest: every candidate channel with its price, or why it was not eligible',
      resolve: (r) => r.candidates,
    }),
  }),
});

const DryRun = builder.objectRef<rules.DryRunResult>('LogisticsRuleDryRun').implement({
  description: 'Which past orders a rule would have matched, before it is switched on',
  fields: (t) => ({
    ...exposeFields(t, {
      days: 'Int',
      scanned: 'Int: Orders of the window that were read',
      truncated: 'Boolean: The window held more orders than one dry run reads',
      matchedCount: 'Int: Orders the conditions match',
      takenCount: 'Int: Of those, taken by a higher-priority enabled rule',
      appliedCount: 'Int: Orders that would get this rule’s warehouse and channel',
    }),
    orders: t.field({ type: [DryRunOrder], resolve: (r) => r.rows }),
  }),
});

const BlacklistAdded = builder.objectRef<{ entry: { id: number }; heldOrderIds: number[] }>('ShippingBlacklistAdded').implement({
  fields: (t) => ({
    entry: t.prismaField({
      type: 'ShippingBlacklist',
      resolve: (query, r, _a, ctx) => ctx.db.shippingBlacklist.findFirstOrThrow({ ...query, where: { id: r.entry.id } }),
    }),
    heldOrderIds: t.exposeIntList('heldOrderIds', { description: 'Open orders of the buyer held as abnormal now' }),
  }),
});

// ---- inputs ---------------------------------------------------------------------------------

const ConditionsInput = builder.inputType('OrderRuleConditionsInput', {
  fields: (t) => ({
    ...inputFields(t, {
      platformTypes: 'Int[]',
      shopIds: 'Int[]',
      countries: 'String[]',
      postcodes: 'String[]',
      weightMin: 'Int',
      weightMax: 'Int',
      amountMin: 'Decimal',
      amountMax: 'Decimal',
      skus: 'String[]',
      quantityMin: 'Int',
      quantityMax: 'Int',
    }),
  }),
});
const LogisticsRuleInput = builder.inputType('LogisticsRuleInput', {
  fields: (t) => ({
    ...inputFields(t, { name: 'String!', priority: 'Int', enabled: 'Boolean' }),
    conditions: t.field({ type: ConditionsInput, required: true }),
    warehouseId: t.int({ required: true }),
    channelChoice: t.field({ type: ChannelChoiceEnum, description: 'Default fixed' }),
    ...inputFields(t, {
      logisticsChannelId: 'Int: Required for a fixed rule',
      candidateChannelIds: 'Int[]: Cheapest: the channels compared (empty: all)',
      maxDeliveryDays: 'Int: Cheapest: 1 to 365',
    }),
  }),
});
const GiftRuleInput = builder.inputType('GiftRuleInput', {
  fields: (t) => ({
    ...inputFields(t, { name: 'String!', priority: 'Int', enabled: 'Boolean' }),
    conditions: t.field({ type: ConditionsInput, required: true }),
    ...inputFields(t, { giftSkuId: 'Int!', giftQuantity: 'Int', startAt: 'DateTime', endAt: 'DateTime' }),
  }),
});
const BlacklistInput = builder.inputType('ShippingBlacklistInput', {
  fields: (t) => ({
    ...inputFields(t, {
      buyerAccount: 'String!',
      platformType: 'Int: 0 (default): every marketplace',
      cause: 'String!: fraud, returnAbuse, badReview or other',
      causeText: 'String: Required when cause is other',
    }),
  }),
});
const RuleFilter = builder.inputType('OrderRuleFilter', {
  fields: (t) => ({ keyword: t.string({ description: 'Rule name' }), enabled: t.boolean() }),
});
const BlacklistFilter = builder.inputType('ShippingBlacklistFilter', {
  fields: (t) => ({ keyword: t.string({ description: 'Buyer account or cause text' }), cause: t.string(), includeRemoved: t.boolean() }),
});

// ---- queries --------------------------------------------------------------------------------

builder.queryFields((t) => ({
  logisticsRules: t.prismaConnection({
    type: 'LogisticsRule',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'logisticsRules' },
    description: 'Logistics rules in the order they run: priority descending, then the older first',
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: RuleFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.logisticsRule.findMany({
        ...withOffset(query, args.offset),
        where: rules.logisticsRuleWhere(ctx, compact(args.filter ?? {})),
        orderBy: rules.LOGISTICS_RULE_ORDER,
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.logisticsRule.count({ where: rules.logisticsRuleWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  logisticsRule: t.prismaField({
    type: 'LogisticsRule',
    authScopes: { permission: 'logisticsRules' },
    ...findById((ctx) => ctx.db.logisticsRule, rules.logisticsRuleWhere),
  }),
  logisticsRuleDryRun: t.field({
    type: DryRun,
    errors: {},
    authScopes: { permission: 'logisticsRules' },
    description:
      'Which orders of the last `days` (any status) a saved rule (id) or an unsaved one (input) would have matched, and which a higher-priority enabled rule would take',
    args: {
      id: t.arg.int(),
      input: t.arg({ type: LogisticsRuleInput }),
      days: t.arg.int({ description: '1 to 365, default 30' }),
      offset: t.arg.int(),
      first: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
      appliedOnly: t.arg.boolean({ description: 'Only orders this rule would really get' }),
    },
    resolve: (_r, args, ctx) =>
      rules.logisticsRuleDryRun(ctx, {
        id: args.id,
        input: args.input ? { ...compact(args.input), conditions: args.input.conditions } : undefined,
        days: args.days,
        offset: args.offset,
        limit: args.first,
        appliedOnly: args.appliedOnly,
      }),
  }),
  giftRules: t.prismaConnection({
    type: 'GiftRule',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'giftRules' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: RuleFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.giftRule.findMany({
        ...withOffset(query, args.offset),
        where: rules.giftRuleWhere(ctx, compact(args.filter ?? {})),
        orderBy: [{ priority: 'desc' }, { id: 'asc' }],
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.giftRule.count({ where: rules.giftRuleWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  giftRule: t.prismaField({
    type: 'GiftRule',
    authScopes: { permission: 'giftRules' },
    ...findById((ctx) => ctx.db.giftRule, rules.giftRuleWhere),
  }),
  shippingBlacklist: t.prismaConnection({
    type: 'ShippingBlacklist',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'shippingBlacklist' },
    description: 'Buyers on the shipping blacklist, newest first (removed ones only with includeRemoved)',
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: BlacklistFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.shippingBlacklist.findMany({
        ...withOffset(query, args.offset),
        where: rules.blacklistWhere(ctx, compact(args.filter ?? {})),
        orderBy: { id: 'desc' },
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.shippingBlacklist.count({ where: rules.blacklistWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
}));

// ---- mutations ------------------------------------------------------------------------------

const ext = { operateModule: 'logisticsRules' };
const giftExt = { operateModule: 'giftRules' };
const blacklistExt = { operateModule: 'shippingBlacklist' };
const ruleInput = <T extends { conditions: object }>(input: T) => ({ ...compact(input), conditions: input.conditions });

const logisticsRuleUpdate = command('logisticsRule.update', ext);
const giftRuleUpdateGift = command('giftRule.update', giftExt);
const blacklistUpdateBlacklist = command('blacklist.update', blacklistExt);
const onBlacklistAdded = commandsOn(BlacklistAdded);
const onShippingBlacklist = rowCommandsOn('ShippingBlacklist');
builder.mutationFields((t) => ({
  createLogisticsRule: t.prismaField({
    type: 'LogisticsRule',
    ...logisticsRuleUpdate,
    args: { input: t.arg({ type: LogisticsRuleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => rules.createLogisticsRule(ctx, ruleInput(input)),
  }),
  updateLogisticsRule: t.prismaField({
    type: 'LogisticsRule',
    ...logisticsRuleUpdate,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: LogisticsRuleInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => rules.updateLogisticsRule(ctx, id, ruleInput(input)),
  }),
  setLogisticsRuleEnabled: t.prismaField({
    type: 'LogisticsRule',
    ...logisticsRuleUpdate,
    description: 'Switches a rule on or off',
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id, enabled }, ctx) => rules.setLogisticsRuleEnabled(ctx, id, enabled),
  }),
  setLogisticsRulePriority: t.prismaField({
    type: 'LogisticsRule',
    ...logisticsRuleUpdate,
    description: 'Changes the priority (higher runs first)',
    args: { id: t.arg.int({ required: true }), priority: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id, priority }, ctx) => rules.setLogisticsRulePriority(ctx, { id, priority }),
  }),
  deleteLogisticsRule: t.field(onInt.byId(logisticsRuleUpdate, rules.deleteLogisticsRule, 'Deletes a rule; answers its id')),
  createGiftRule: t.prismaField({
    type: 'GiftRule',
    ...giftRuleUpdateGift,
    args: { input: t.arg({ type: GiftRuleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => rules.createGiftRule(ctx, ruleInput(input)),
  }),
  updateGiftRule: t.prismaField({
    type: 'GiftRule',
    ...giftRuleUpdateGift,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: GiftRuleInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => rules.updateGiftRule(ctx, id, ruleInput(input)),
  }),
  setGiftRuleEnabled: t.prismaField({
    type: 'GiftRule',
    ...giftRuleUpdateGift,
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id, enabled }, ctx) => rules.setGiftRuleEnabled(ctx, id, enabled),
  }),
  deleteGiftRule: t.field(onInt.byId(giftRuleUpdateGift, rules.deleteGiftRule)),
  addToShippingBlacklist: t.field({
    ...onBlacklistAdded.byInput(blacklistUpdateBlacklist, BlacklistInput, rules.addToBlacklist),
    description: 'Moves a buyer in; the buyer’s open orders (awaiting payment, processing, out of stock, awaiting shipment) are held as abnormal',
  }),
  removeFromShippingBlacklist: t.prismaField({
    ...onShippingBlacklist.byId(blacklistUpdateBlacklist, rules.removeFromBlacklist),
    description: 'Removes a buyer (kept as history); orders held before stay held until released',
  }),
}));
