// GraphQL of the order rules: logistics rules (/logisticsRules) with their dry run, gift rules
// (/giftRules) and the shipping blacklist (/shippingBlacklist).
import { CHANNEL_CHOICES, PAGE_SIZE_MAX, readConditions, type RuleConditions } from '@erp/schema';
import { command, commandsOn, exposeFields, nameFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { builder } from '../../graphql/builder';
import { skuFields } from '../../graphql/sku-fields';
import { OrderStatusEnum } from '../../graphql/enums';
import { listAndOne, readList } from '../../graphql/pagination';
import { compact, inputOf, plainInput, type InputFields } from '../../graphql/inputs';
import { loadUserName, loadWarehouseName } from '../../platform/lookups';
import { loadChannelName, loadShopName } from '../orders/orders.lookups';
import * as rules from './order-rules.service';
import { CandidateRef } from '../freight/freight.graphql';

const ChannelChoiceEnum = builder.enumType('LogisticsChannelChoice', {
  description: 'fixed: the rule sets its channel; cheapest: the cheapest eligible of its candidate channels for each order',
  values: CHANNEL_CHOICES,
});

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
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    channelChoice: t.field({ type: ChannelChoiceEnum, resolve: (r) => (r.channelChoice === 'cheapest' ? 'cheapest' : 'fixed') }),
    logisticsChannelId: t.exposeInt('logisticsChannelId', { nullable: true, description: 'The channel of a fixed rule' }),
    ...nameFields(t, { logisticsChannelName: ['logisticsChannelId', loadChannelName] }),
    candidateChannelIds: t.exposeIntList('candidateChannelIds', {
      description: 'Cheapest: the channels compared (empty: every enabled channel with a price card)',
    }),
    candidateChannelNames: t.stringList({
      resolve: (r, _a, ctx) => Promise.all(r.candidateChannelIds.map((id) => loadChannelName(ctx, id))),
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
    ...nameFields(t, { operatorName: ['operatorId', loadUserName] }),
    ...exposeFields(t, { createdAt: 'DateTime: When the buyer was moved in', removedAt: 'DateTime?' }),
  }),
});

const DryRunOrder = builder.objectRef<rules.DryRunRow>('LogisticsRuleDryRunOrder').implement({
  description: 'A past order the rule would have matched',
  fields: (t) => ({
    ...exposeFields(t, { orderId: 'Int', orderNo: 'String', platformOrderNo: 'String', shopId: 'Int' }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
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
    ...nameFields(t, { channelName: ['channelId', loadChannelName] }),
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

const ConditionsInput = plainInput('OrderRuleConditionsInput', {
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
});
/** The fields every rule input starts with. */
// The fields every order rule's input has.
const ruleFields = {
  name: 'String!',
  priority: 'Int',
  enabled: 'Boolean',
  conditions: (t: InputFields) => t.field({ type: ConditionsInput, required: true }),
} as const;
const LogisticsRuleInput = plainInput('LogisticsRuleInput', {
  ...ruleFields,
  channelChoice: inputOf(ChannelChoiceEnum, 'Default fixed'),
  warehouseId: 'Int!',
  logisticsChannelId: 'Int: Required for a fixed rule',
  candidateChannelIds: 'Int[]: Cheapest: the channels compared (empty: all)',
  maxDeliveryDays: 'Int: Cheapest: 1 to 365',
});
const GiftRuleInput = plainInput('GiftRuleInput', { ...ruleFields, giftSkuId: 'Int!', giftQuantity: 'Int', startAt: 'DateTime', endAt: 'DateTime' });
const BlacklistInput = plainInput('ShippingBlacklistInput', {
  buyerAccount: 'String!',
  platformType: 'Int: 0 (default): every marketplace',
  cause: 'String!: fraud, returnAbuse, badReview or other',
  causeText: 'String: Required when cause is other',
});
const RuleFilter = plainInput('OrderRuleFilter', { keyword: 'String: Rule name', enabled: 'Boolean' });
const BlacklistFilter = plainInput('ShippingBlacklistFilter', { keyword: 'String: Buyer account or cause text', cause: 'String', includeRemoved: 'Boolean' });

// ---- queries --------------------------------------------------------------------------------

const logisticsRuleQueries = listAndOne(
  'LogisticsRule',
  'logisticsRules',
  RuleFilter,
  (ctx) => ctx.db.logisticsRule,
  rules.logisticsRuleWhere,
  rules.LOGISTICS_RULE_ORDER,
);
const giftRuleQueries = listAndOne('GiftRule', 'giftRules', RuleFilter, (ctx) => ctx.db.giftRule, rules.giftRuleWhere, [{ priority: 'desc' }, { id: 'asc' }]);
builder.queryFields((t) => ({
  logisticsRules: t.prismaConnection({
    ...logisticsRuleQueries.list,
    description: 'Logistics rules in the order they run: priority descending, then the older first',
  }),
  logisticsRule: t.prismaField(logisticsRuleQueries.one),
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
        input: args.input ? compact(args.input) : undefined,
        days: args.days,
        offset: args.offset,
        limit: args.first,
        appliedOnly: args.appliedOnly,
      }),
  }),
  giftRules: t.prismaConnection(giftRuleQueries.list),
  giftRule: t.prismaField(giftRuleQueries.one),
  shippingBlacklist: t.prismaConnection(
    readList(
      'ShippingBlacklist',
      'shippingBlacklist',
      BlacklistFilter,
      (ctx) => ctx.db.shippingBlacklist,
      rules.blacklistWhere,
      { id: 'desc' },
      'Buyers on the shipping blacklist, newest first (removed ones only with includeRemoved)',
    ),
  ),
}));

// ---- mutations ------------------------------------------------------------------------------

const ext = { operateModule: 'logisticsRules' };
const giftExt = { operateModule: 'giftRules' };
const blacklistExt = { operateModule: 'shippingBlacklist' };

const logisticsRuleUpdate = command('logisticsRule.update', ext);
const giftRuleUpdateGift = command('giftRule.update', giftExt);
const blacklistUpdateBlacklist = command('blacklist.update', blacklistExt);
const onBlacklistAdded = commandsOn(BlacklistAdded);
const onShippingBlacklist = rowCommandsOn('ShippingBlacklist');
const onLogisticsRule = rowCommandsOn('LogisticsRule');
const onGiftRule = rowCommandsOn('GiftRule');
builder.mutationFields((t) => ({
  createLogisticsRule: t.prismaField(onLogisticsRule.byInput(logisticsRuleUpdate, LogisticsRuleInput, rules.createLogisticsRule)),
  updateLogisticsRule: t.prismaField(onLogisticsRule.byIdInput(logisticsRuleUpdate, LogisticsRuleInput, rules.updateLogisticsRule)),
  setLogisticsRuleEnabled: t.prismaField(onLogisticsRule.bySwitch(logisticsRuleUpdate, rules.setLogisticsRuleEnabled, 'Switches a rule on or off')),
  setLogisticsRulePriority: t.prismaField(
    onLogisticsRule.byArgs(logisticsRuleUpdate, { id: 'Int!', priority: 'Int!' }, rules.setLogisticsRulePriority, 'Changes the priority (higher runs first)'),
  ),
  deleteLogisticsRule: t.field(onInt.byId(logisticsRuleUpdate, rules.deleteLogisticsRule, 'Deletes a rule; answers its id')),
  createGiftRule: t.prismaField(onGiftRule.byInput(giftRuleUpdateGift, GiftRuleInput, rules.createGiftRule)),
  updateGiftRule: t.prismaField(onGiftRule.byIdInput(giftRuleUpdateGift, GiftRuleInput, rules.updateGiftRule)),
  setGiftRuleEnabled: t.prismaField(onGiftRule.bySwitch(giftRuleUpdateGift, rules.setGiftRuleEnabled)),
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
