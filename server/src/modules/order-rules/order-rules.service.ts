// Order rules (/logisticsRules, /giftRules, /shippingBlacklist; spec 02 §3 'Logistics rule',
// 'Blacklist entry', §4 'Blacklist: move in and remove', §5 'Logistics' and 'Other', §9 priority).
// Rules and persistence; applying them to new orders lives in order-rules.apply.ts.
import {
  BLACKLIST_HOLD_STATUSES,
  DRY_RUN_MAX_ORDERS,
  blacklistInput,
  byRulePriority,
  dryRunInput,
  giftRuleInput,
  logisticsRuleInput,
  matchesLogisticsRule,
  PAGE_SIZE_MAX,
  readConditions,
  rulePriorityInput,
  type CandidateVerdict,
  type PermissionName,
  type RuleConditions,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type RequestContext, type Actor } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { findSku, findWarehouse } from '../../platform/lookups';
import { moveOrder } from '../orders/orders.states';
import { orderFacts, type OrderWithItems } from './order-rules.facts';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { BASE_CURRENCY, chooseChannel, loadChannelPricing } from '../freight/freight.service';
import { parcelOf } from './order-rules.apply';
import { keywordOf, listWhere } from '../../platform/where';

type Db = RequestContext['db'];

/** Shops named in conditions belong to the company (a foreign shop id is not found). */
async function checkConditionIds(db: Db, c: RuleConditions): Promise<void> {
  if (!c.shopIds.length) return;
  const found = await db.shop.count({ where: { id: { in: c.shopIds } } });
  if (found !== c.shopIds.length) throw new NotFoundError('shop.notFound');
}

export async function findChannel(db: Db, id: number) {
  const channel = await db.logisticsChannel.findFirst({ where: { id } });
  if (!channel) throw new NotFoundError('orderRules.channelNotFound', { id });
  return channel;
}

// ---- logistics rules --------------------------------------------------------------------------

export const logisticsRuleWhere = listWhere<Prisma.LogisticsRuleWhereInput>()('logisticsRules', { stated: ['enabled'], keyword: ['name'] });

/** Rules run by priority descending, then the older first (spec 02 §9). */
export const LOGISTICS_RULE_ORDER: Prisma.LogisticsRuleOrderByWithRelationInput[] = [{ priority: 'desc' }, { id: 'asc' }];

export async function findLogisticsRule(db: Db, id: number) {
  const rule = await db.logisticsRule.findFirst({ where: { id } });
  if (!rule) throw new NotFoundError('orderRules.ruleNotFound', { id });
  return rule;
}

/** The rule's channel (fixed) or its candidate channels (cheapest) exist in the company and are enabled. */
async function checkRuleChannels(db: Db, rule: { logisticsChannelId: number | null; candidateChannelIds: readonly number[] }): Promise<void> {
  if (rule.logisticsChannelId !== null) {
    const channel = await findChannel(db, rule.logisticsChannelId);
    if (!channel.enabled) throw ValidationError.field('logisticsChannelId', 'orderRules.channelDisabled', { name: channel.name });
  }
  if (!rule.candidateChannelIds.length) return;
  const found = await db.logisticsChannel.findMany({ where: { id: { in: [...rule.candidateChannelIds] } }, select: { id: true, name: true, enabled: true } });
  const missing = rule.candidateChannelIds.find((id) => !found.some((c) => c.id === id));
  if (missing !== undefined) throw new NotFoundError('orderRules.channelNotFound', { id: missing });
  const disabled = found.find((c) => !c.enabled);
  if (disabled) throw ValidationError.field('candidateChannelIds', 'orderRules.channelDisabled', { name: disabled.name });
}

/** The input parsed, with the warehouse, the channel(s) and the shops looked up in the company. */
async function checkLogisticsRule(ctx: RequestContext, raw: unknown) {
  const input = parseInput(logisticsRuleInput, raw);
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  await checkRuleChannels(ctx.db, input);
  await checkConditionIds(ctx.db, input.conditions);
  if (!warehouse.enabled) throw ValidationError.field('warehouseId', 'inventory.warehouseDisabled', { name: warehouse.name });
  return input;
}

/** The columns every kind of rule writes alike. */
const ruleColumns = <I extends { name: string; priority: number; enabled: boolean; conditions: unknown }>(input: I) => ({
  name: input.name,
  priority: input.priority,
  enabled: input.enabled,
  conditions: input.conditions as Prisma.InputJsonValue,
});

/** The columns a rule input writes. */
function logisticsRuleData(input: Awaited<ReturnType<typeof checkLogisticsRule>>) {
  return {
    ...ruleColumns(input),
    warehouseId: input.warehouseId,
    channelChoice: input.channelChoice,
    logisticsChannelId: input.logisticsChannelId,
    candidateChannelIds: input.candidateChannelIds,
    maxDeliveryDays: input.maxDeliveryDays,
  };
}

/** What one kind of order rule (logistics, gift) needs for its create / update / switch / delete commands. */
interface RuleKind<R, I> {
  permission: PermissionName;
  /** The rule's Prisma model of the caller's scoped client. */
  model: (db: Db) => RuleModel<R>;
  find: (db: Db, id: number) => Promise<R>;
  /** The input parsed, with every id it names looked up in the company. */
  check: (ctx: RequestContext, raw: unknown) => Promise<I>;
  /** The columns an input writes. */
  data: (input: I) => object;
  /** What switching a rule on checks: what its action names is still usable. */
  usable: (db: Db, rule: R) => Promise<unknown>;
}
interface RuleModel<R> {
  create(args: { data: never }): PromiseLike<R>;
  updateMany(args: { where: { id: number }; data: never }): PromiseLike<unknown>;
  deleteMany(args: { where: { id: number } }): PromiseLike<unknown>;
}

/** The commands every kind of order rule has, alike but for its model, checks and columns. */
function ruleCommands<R, I>(kind: RuleKind<R, I>) {
  return {
    create: async (ctx: RequestContext, raw: unknown): Promise<R> => {
      const actor = assertCan(ctx, kind.permission);
      const input = await kind.check(ctx, raw);
      return kind.model(ctx.db).create({ data: { companyId: actor.companyId, ...kind.data(input) } as never });
    },
    update: async (ctx: RequestContext, id: number, raw: unknown): Promise<R> => {
      assertCan(ctx, kind.permission);
      await kind.find(ctx.db, id);
      const input = await kind.check(ctx, raw);
      await kind.model(ctx.db).updateMany({ where: { id }, data: kind.data(input) as never });
      return kind.find(ctx.db, id);
    },
    setEnabled: async (ctx: RequestContext, id: number, enabled: boolean): Promise<R> => {
      assertCan(ctx, kind.permission);
      const rule = await kind.find(ctx.db, id);
      if (enabled) await kind.usable(ctx.db, rule);
      await kind.model(ctx.db).updateMany({ where: { id }, data: { enabled } as never });
      return kind.find(ctx.db, id);
    },
    remove: async (ctx: RequestContext, id: number): Promise<number> => {
      assertCan(ctx, kind.permission);
      await kind.find(ctx.db, id);
      await kind.model(ctx.db).deleteMany({ where: { id } });
      return id;
    },
  };
}

export const {
  create: createLogisticsRule,
  update: updateLogisticsRule,
  setEnabled: setLogisticsRuleEnabled,
  remove: deleteLogisticsRule,
} = ruleCommands({
  permission: 'logisticsRule.update',
  model: (db) => db.logisticsRule,
  find: findLogisticsRule,
  check: checkLogisticsRule,
  data: logisticsRuleData,
  // Switching on checks that the action still points at a usable warehouse and channel.
  usable: async (db, rule) => {
    const warehouse = await findWarehouse(db, rule.warehouseId);
    if (!warehouse.enabled) throw ValidationError.field('warehouseId', 'inventory.warehouseDisabled', { name: warehouse.name });
    await checkRuleChannels(db, rule);
  },
});

export async function setLogisticsRulePriority(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'logisticsRule.update');
  const input = parseInput(rulePriorityInput, raw);
  await findLogisticsRule(ctx.db, input.id);
  await ctx.db.logisticsRule.updateMany({ where: { id: input.id }, data: { priority: input.priority } });
  return findLogisticsRule(ctx.db, input.id);
}

// ---- dry run --------------------------------------------------------------------------------

export interface DryRunRow {
  orderId: number;
  orderNo: string;
  platformOrderNo: string;
  shopId: number;
  platformType: number;
  status: string;
  country: string;
  postcode: string;
  totalAmount: string;
  currency: string;
  weight: number;
  quantity: number;
  orderedAt: Date;
  /** Set when an enabled rule of higher priority would take the order first. */
  takenByRuleId: number | null;
  takenByRuleName: string;
  /** The channel the rule would set: its own, or for a cheapest rule the cheapest eligible (null: none). */
  channelId: number | null;
  /** Cheapest: the chosen channel's freight and its currency. */
  freight: number | null;
  freightCurrency: string;
  /** Cheapest: every candidate with its price or why it was not eligible (empty for a fixed rule). */
  candidates: CandidateVerdict[];
}

export interface DryRunResult {
  days: number;
  /** Orders of the window that were read (at most DRY_RUN_MAX_ORDERS). */
  scanned: number;
  /** More orders were in the window than were read. */
  truncated: boolean;
  /** Orders whose conditions the rule meets (including those a higher rule takes). */
  matchedCount: number;
  /** Of those, taken by a higher-priority enabled rule. */
  takenCount: number;
  /** Would get this rule's warehouse and channel. */
  appliedCount: number;
  rows: DryRunRow[];
}

export interface DryRunArgs {
  id?: number | null;
  input?: unknown;
  days?: number | null;
  offset?: number | null;
  limit?: number | null;
  /** Only the orders this rule would really get (not those taken by a higher rule). */
  appliedOnly?: boolean | null;
}

/**
 * Which past orders (of the last `days`, any status, the caller's shops) a rule would have
 * matched: a saved rule by id, or an unsaved one from the dialog's input. Orders an enabled rule
 * of higher priority (or the same priority and older) matches are marked taken by it.
 */
export async function logisticsRuleDryRun(ctx: RequestContext, args: DryRunArgs): Promise<DryRunResult> {
  const actor = assertCan(ctx, 'logisticsRules');
  const { days } = parseInput(dryRunInput, { days: args.days ?? undefined });
  const offset = Math.max(0, args.offset ?? 0);
  const limit = Math.min(Math.max(1, args.limit ?? 20), PAGE_SIZE_MAX);
  let conditions: RuleConditions;
  let priority: number;
  let selfId: number | null = null;
  let action: { channelChoice: string; logisticsChannelId: number | null; candidateChannelIds: readonly number[]; maxDeliveryDays: number | null };
  if (args.id) {
    const rule = await findLogisticsRule(ctx.db, args.id);
    conditions = readConditions(rule.conditions);
    priority = rule.priority;
    selfId = rule.id;
    action = rule;
  } else {
    const input = await checkLogisticsRule(ctx, args.input);
    conditions = input.conditions;
    priority = input.priority;
    action = input;
  }
  const pricing = action.channelChoice === 'cheapest' ? await loadChannelPricing(ctx.db) : null;
  /** The channel the rule would set for an order (a cheapest rule prices it on every candidate). */
  const channelFor = (order: { country: string; state: string; postcode: string }, facts: { weight: number }) => {
    if (!pricing) return { channelId: action.logisticsChannelId, freight: null, freightCurrency: '', candidates: [] };
    const { chosen, verdicts } = chooseChannel(pricing, parcelOf(order, facts, action), action.candidateChannelIds);
    return {
      channelId: chosen?.channelId ?? null,
      freight: chosen?.price ?? null,
      freightCurrency: chosen ? BASE_CURRENCY : '', // chooseChannel prices in the base currency
      candidates: verdicts,
    };
  };
  // A new rule gets the largest id: at equal priority every enabled rule runs before it.
  const higher = (await ctx.db.logisticsRule.findMany({ where: { enabled: true, priority: { gte: priority } } }))
    .filter((r) => r.id !== selfId && (r.priority > priority || selfId === null || r.id < selfId))
    .sort(byRulePriority)
    .map((r) => ({ ...r, parsed: readConditions(r.conditions) }));

  const since = new Date(Date.now() - days * 24 * 3600 * 1000);
  // The list conditions narrow the read in SQL; the rest is the pure matcher's.
  const where: Prisma.OrderWhereInput = {
    orderedAt: { gte: since },
    ...allowedShopsWhere(actor, 'shopId'),
    ...(conditions.platformTypes.length ? { platformType: { in: conditions.platformTypes } } : {}),
    ...(conditions.shopIds.length ? { shopId: { in: conditions.shopIds } } : {}),
    ...(conditions.countries.length ? { country: { in: conditions.countries, mode: 'insensitive' } } : {}),
  };
  const matched: DryRunRow[] = [];
  let scanned = 0;
  let cursor: number | undefined;
  let truncated = false;
  const skuCodes = new Map<number, string>();
  for (;;) {
    const batch: OrderWithItems[] = await ctx.db.order.findMany({
      where,
      include: { items: true },
      orderBy: { id: 'desc' },
      take: 500,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (!batch.length) break;
    cursor = batch[batch.length - 1].id;
    const missing = [...new Set(batch.flatMap((o) => o.items.map((i) => i.skuId)).filter((s): s is number => s !== null && !skuCodes.has(s)))];
    if (missing.length)
      for (const s of await ctx.db.sku.findMany({ where: { id: { in: missing } }, select: { id: true, sku: true } })) skuCodes.set(s.id, s.sku);
    for (const order of batch) {
      scanned++;
      const facts = orderFacts(order, skuCodes);
      if (!matchesLogisticsRule(conditions, facts)) continue;
      const taker = higher.find((r) => matchesLogisticsRule(r.parsed, facts));
      matched.push({
        orderId: order.id,
        orderNo: order.orderNo,
        platformOrderNo: order.platformOrderNo,
        shopId: order.shopId,
        platformType: order.platformType,
        status: order.status,
        country: order.country,
        postcode: order.postcode,
        totalAmount: order.totalAmount.toFixed(2),
        currency: order.currency,
        weight: facts.weight,
        quantity: facts.quantity,
        orderedAt: order.orderedAt,
        takenByRuleId: taker?.id ?? null,
        takenByRuleName: taker?.name ?? '',
        ...channelFor(order, facts),
      });
    }
    if (scanned >= DRY_RUN_MAX_ORDERS) {
      truncated = batch.length === 500;
      break;
    }
  }
  const takenCount = matched.filter((m) => m.takenByRuleId !== null).length;
  // a cheapest rule with no eligible candidate does not route the order: the next rule decides
  const routes = (m: DryRunRow) => m.takenByRuleId === null && (!pricing || m.channelId !== null);
  const shown = args.appliedOnly ? matched.filter(routes) : matched;
  return {
    days,
    scanned,
    truncated,
    matchedCount: matched.length,
    takenCount,
    appliedCount: matched.filter(routes).length,
    rows: shown.slice(offset, offset + limit),
  };
}

// ---- gift rules -----------------------------------------------------------------------------

export const giftRuleWhere = listWhere<Prisma.GiftRuleWhereInput>()('giftRules', { stated: ['enabled'], keyword: ['name'] });

export async function findGiftRule(db: Db, id: number) {
  const rule = await db.giftRule.findFirst({ where: { id } });
  if (!rule) throw new NotFoundError('orderRules.giftRuleNotFound', { id });
  return rule;
}

async function checkGiftRule(ctx: RequestContext, raw: unknown) {
  const input = parseInput(giftRuleInput, raw);
  await findSku(ctx.db, input.giftSkuId);
  await checkConditionIds(ctx.db, input.conditions);
  return input;
}

function giftData(input: Awaited<ReturnType<typeof checkGiftRule>>) {
  return {
    ...ruleColumns(input),
    giftSkuId: input.giftSkuId,
    giftQuantity: input.giftQuantity,
    startAt: input.startAt,
    endAt: input.endAt,
  };
}

export const {
  create: createGiftRule,
  update: updateGiftRule,
  setEnabled: setGiftRuleEnabled,
  remove: deleteGiftRule,
} = ruleCommands({
  permission: 'giftRule.update',
  model: (db) => db.giftRule,
  find: findGiftRule,
  check: checkGiftRule,
  data: giftData,
  usable: (db, rule) => findSku(db, rule.giftSkuId),
});

// ---- shipping blacklist -----------------------------------------------------------------------

export interface BlacklistFilter {
  keyword?: string | null;
  cause?: string | null;
  /** Also list removed entries (history). */
  includeRemoved?: boolean | null;
}

export function blacklistWhere(ctx: RequestContext, f: BlacklistFilter = {}): Prisma.ShippingBlacklistWhereInput {
  assertCan(ctx, 'shippingBlacklist');
  const kw = keywordOf(f.keyword);
  return {
    ...(f.includeRemoved ? {} : { removedAt: null }),
    ...(f.cause ? { cause: f.cause } : {}),
    ...(kw ? { OR: [{ buyerAccount: { contains: kw, mode: 'insensitive' } }, { causeText: { contains: kw, mode: 'insensitive' } }] } : {}),
  };
}

export async function findBlacklistEntry(db: Db, id: number) {
  const entry = await db.shippingBlacklist.findFirst({ where: { id } });
  if (!entry) throw new NotFoundError('orderRules.blacklistNotFound', { id });
  return entry;
}

/** Active entries that cover a buyer of a marketplace (the entry's own platform or 0 = any). */
export function blacklistMatchWhere(buyerAccount: string, platformType: number): Prisma.ShippingBlacklistWhereInput {
  return { removedAt: null, buyerAccount: sameTextIgnoringCase(buyerAccount.trim()), platformType: { in: [0, platformType] } };
}

/**
 * Moves a buyer in (spec 02 §4). The buyer's open orders (awaiting payment, processing, out of
 * stock, awaiting shipment) of the covered marketplaces are held as abnormal at once, like new orders of the
 * buyer will be (docs/decisions.md). Returns the entry and the ids of the orders held.
 */
export async function addToBlacklist(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'blacklist.update');
  const input = parseInput(blacklistInput, raw);
  const existing = await ctx.db.shippingBlacklist.findFirst({
    where: { removedAt: null, buyerAccount: sameTextIgnoringCase(input.buyerAccount), platformType: input.platformType },
  });
  if (existing) throw ValidationError.field('buyerAccount', 'orderRules.alreadyBlacklisted', { buyerAccount: input.buyerAccount });
  return blacklistAndHold(ctx, actor, input);
}

/**
 * Writes an entry and holds the buyer's open orders of the covered marketplaces (platformType 0:
 * every marketplace) in one transaction. The caller has checked the permission, the input and
 * that the buyer is not in yet (/shippingBlacklist here, /customerManagement through a shop).
 */
export async function blacklistAndHold(
  ctx: RequestContext,
  actor: Actor,
  input: { buyerAccount: string; platformType: number; cause: string; causeText: string },
) {
  const open = await ctx.db.order.findMany({
    where: {
      buyerAccount: sameTextIgnoringCase(input.buyerAccount),
      status: { in: [...BLACKLIST_HOLD_STATUSES] },
      ...(input.platformType ? { platformType: input.platformType } : {}),
    },
    select: { id: true, status: true },
    orderBy: { id: 'asc' },
  });
  return ctx.db.$transaction(async (tx) => {
    const entry = await tx.shippingBlacklist.create({
      data: {
        companyId: actor.companyId,
        buyerAccount: input.buyerAccount,
        platformType: input.platformType,
        cause: input.cause,
        causeText: input.causeText,
        operatorId: actor.userId,
      },
    });
    const held: number[] = [];
    for (const o of open) {
      // An order that moved meanwhile is left alone (the claim inside moveOrder decides).
      const now = await tx.order.findFirst({ where: { id: o.id }, select: { status: true } });
      if (!now || !(BLACKLIST_HOLD_STATUSES as readonly string[]).includes(now.status)) continue;
      await moveOrder(ctx, tx, o.id, 'hold', {
        data: { abnormalReason: 'blacklist', heldFromStatus: now.status },
        history: { messageId: 'orderRules.history.blacklist', params: { buyerAccount: input.buyerAccount, blacklistId: entry.id } },
      });
      held.push(o.id);
    }
    return { entry, heldOrderIds: held };
  });
}

/** Removes a buyer (soft: removedAt). Orders held because of the entry stay held until released. */
export async function removeFromBlacklist(ctx: RequestContext, id: number) {
  assertCan(ctx, 'blacklist.update');
  const entry = await findBlacklistEntry(ctx.db, id);
  if (entry.removedAt) return entry;
  await ctx.db.shippingBlacklist.updateMany({ where: { id, removedAt: null }, data: { removedAt: new Date() } });
  return findBlacklistEntry(ctx.db, id);
}
