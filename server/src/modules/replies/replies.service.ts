// Reply templates (/commonReply) and auto-reply rules (/autoReply) of customer service, issue 21
// item 4 (spec 02 §2, §5 'reply template content not empty', §9 'Auto-reply once per 24 hours per
// session'). The rules themselves (inputs, variables, the decision) are @erp/schema's
// (schema/src/replies); this file persists them, checks ids through the caller's company, and
// offers the incoming-message pull its two calls: autoReplyDecision and recordAutoReplySent.
import {
  autoReplyFor,
  autoReplyRuleInput,
  autoReplySettingInput,
  DEFAULT_REPLY_TIME_ZONE,
  fillReplyTemplate,
  isTimeZone,
  replyTemplateInput,
  type ReplyValues,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import type { ScopedDb, Tx } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { parseInput, uniquelyNamed } from '../../platform/validate';
import { keywordOf, whereOf } from '../../platform/where';

const TEMPLATE_PAGE = 'commonReply';
const TEMPLATE_EDIT = 'commonReply.update';
const RULE_PAGE = 'autoReply';
const RULE_EDIT = 'autoReply.update';

type Template = Prisma.ReplyTemplateGetPayload<object>;
type Rule = Prisma.AutoReplyRuleGetPayload<object>;

// ---- reply templates --------------------------------------------------------------------------

export interface TemplateFilter {
  keyword?: string;
  platformType?: number;
  shopId?: number;
}

const templateWhereOf = whereOf<Prisma.ReplyTemplateWhereInput>();
export function templateWhere(ctx: RequestContext, filter: TemplateFilter = {}): Prisma.ReplyTemplateWhereInput {
  assertCan(ctx, TEMPLATE_PAGE);
  return { ...templateWhereOf.given(filter, 'platformType', 'shopId'), ...templateWhereOf.containing(keywordOf(filter.keyword), 'name', 'content') };
}

export const findTemplate = (ctx: RequestContext, id: number): Promise<Template> => findRecord(ctx.db.replyTemplate, id, 'replies.templateNotFound');

const templateNameExists = (name: string) => ValidationError.field('name', 'replies.templateNameExists', { name });

/** A shop of an input, looked up through the caller's company; its marketplace must be the template's when both are given. */
async function checkTemplateShop(ctx: RequestContext, shopId: number | null, platformType: number | null) {
  if (shopId == null) return;
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId }, select: { platformType: true } });
  if (!shop) throw ValidationError.field('shopId', 'replies.shopNotFound');
  if (platformType != null && shop.platformType !== platformType) throw ValidationError.field('shopId', 'replies.shopPlatformMismatch');
}

export async function createTemplate(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, TEMPLATE_EDIT);
  const input = parseInput(replyTemplateInput, raw);
  await checkTemplateShop(ctx, input.shopId, input.platformType);
  return uniquelyNamed(
    ctx.db.replyTemplate,
    input.name,
    undefined,
    () => ctx.db.replyTemplate.create({ data: { companyId: actor.companyId, ...input } }),
    () => templateNameExists(input.name),
  );
}

export async function updateTemplate(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, TEMPLATE_EDIT);
  const { input } = await inputAndRecord(replyTemplateInput, raw, () => findTemplate(ctx, id));
  await checkTemplateShop(ctx, input.shopId, input.platformType);
  return uniquelyNamed(
    ctx.db.replyTemplate,
    input.name,
    id,
    () => ctx.db.replyTemplate.update({ where: { id }, data: input }),
    () => templateNameExists(input.name),
  );
}

export async function deleteTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, TEMPLATE_EDIT);
  await findTemplate(ctx, id);
  await ctx.db.replyTemplate.deleteMany({ where: { id } });
  return true;
}

/**
 * The templates a conversation may use (the chat widget's picker, REST message/repliesWithoutPagination),
 * open to every signed-in account: those for every marketplace or the given one, for every shop or
 * the given one; a template of a shop the sub-account may not see is left out. Sort order, then id.
 */
export async function templateOptions(ctx: RequestContext, scope: { platformType?: number; shopId?: number } = {}) {
  const actor = requireActor(ctx);
  const and: Prisma.ReplyTemplateWhereInput[] = [];
  if (scope.platformType != null) and.push({ OR: [{ platformType: null }, { platformType: scope.platformType }] });
  if (scope.shopId != null) and.push({ OR: [{ shopId: null }, { shopId: scope.shopId }] });
  const allowed = allowedShopsWhere(actor, 'shopId');
  if (Object.keys(allowed).length) and.push({ OR: [{ shopId: null }, allowed] });
  return ctx.db.replyTemplate.findMany({ where: { AND: and }, orderBy: [{ sort: 'asc' }, { id: 'asc' }], take: 500 });
}

/** The shop's name of a template ('' for every shop). */
export async function templateShopName(ctx: RequestContext, shopId: number | null) {
  if (shopId == null) return '';
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId }, select: { shopName: true, alias: true } });
  return shop ? shop.alias || shop.shopName : '';
}

// ---- auto-reply rules -------------------------------------------------------------------------

export interface RuleFilter {
  keyword?: string;
  enabled?: boolean;
  platformType?: number;
}

const ruleWhereOf = whereOf<Prisma.AutoReplyRuleWhereInput>();
export function ruleWhere(ctx: RequestContext, filter: RuleFilter = {}): Prisma.AutoReplyRuleWhereInput {
  assertCan(ctx, RULE_PAGE);
  return {
    ...ruleWhereOf.stated(filter, 'enabled'),
    ...(filter.platformType ? { platformTypes: { has: filter.platformType } } : {}),
    ...ruleWhereOf.containing(keywordOf(filter.keyword), 'name', 'content'),
  };
}

export const findRule = (ctx: RequestContext, id: number): Promise<Rule> => findRecord(ctx.db.autoReplyRule, id, 'replies.ruleNotFound');

const ruleNameExists = (name: string) => ValidationError.field('name', 'replies.ruleNameExists', { name });

/** Every shop id of a rule input is one of the caller's company's shops (another company's is "not found"). */
async function checkRuleShops(ctx: RequestContext, shopIds: number[]) {
  if (!shopIds.length) return;
  const found = await ctx.db.shop.count({ where: { id: { in: shopIds } } });
  if (found !== shopIds.length) throw ValidationError.field('shopIds', 'replies.shopNotFound');
}

export async function createRule(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, RULE_EDIT);
  const input = parseInput(autoReplyRuleInput, raw);
  await checkRuleShops(ctx, input.shopIds);
  return uniquelyNamed(
    ctx.db.autoReplyRule,
    input.name,
    undefined,
    () => ctx.db.autoReplyRule.create({ data: { companyId: actor.companyId, ...input } }),
    () => ruleNameExists(input.name),
  );
}

export async function updateRule(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, RULE_EDIT);
  const { input } = await inputAndRecord(autoReplyRuleInput, raw, () => findRule(ctx, id));
  await checkRuleShops(ctx, input.shopIds);
  return uniquelyNamed(
    ctx.db.autoReplyRule,
    input.name,
    id,
    () => ctx.db.autoReplyRule.update({ where: { id }, data: input }),
    () => ruleNameExists(input.name),
  );
}

export async function setRuleEnabled(ctx: RequestContext, id: number, enabled: boolean) {
  assertCan(ctx, RULE_EDIT);
  await findRule(ctx, id);
  return ctx.db.autoReplyRule.update({ where: { id }, data: { enabled } });
}

export async function deleteRule(ctx: RequestContext, id: number) {
  assertCan(ctx, RULE_EDIT);
  await findRule(ctx, id);
  await ctx.db.autoReplyRule.deleteMany({ where: { id } });
  return true;
}

/** The company's auto-reply setting (time zone of the working hours), the default when never saved. */
export async function autoReplySetting(ctx: RequestContext) {
  assertCan(ctx, RULE_PAGE);
  return { timeZone: await companyTimeZone(ctx.db, requireActor(ctx).companyId) };
}

export async function updateAutoReplySetting(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, RULE_EDIT);
  const input = parseInput(autoReplySettingInput, raw);
  const row = await ctx.db.autoReplySetting.upsert({
    where: { companyId: actor.companyId },
    create: { companyId: actor.companyId, timeZone: input.timeZone },
    update: { timeZone: input.timeZone },
  });
  return { timeZone: row.timeZone };
}

// ---- the incoming-message pull's calls ----------------------------------------------------------

/** The company's scoped client, or an interactive transaction of it. */
type Db = ScopedDb | Tx;
const dbOf = (from: RequestContext | Db): Db => ('platform' in from ? from.db : from);

async function companyTimeZone(db: Db, companyId: number): Promise<string> {
  const s = await db.autoReplySetting.findFirst({ where: { companyId }, select: { timeZone: true } });
  return s && isTimeZone(s.timeZone) ? s.timeZone : DEFAULT_REPLY_TIME_ZONE;
}

export interface IncomingMessage {
  /** The chat conversation's id (number or the marketplace's text id); the auto-reply window is per conversation. */
  conversationId: number | string;
  shopId: number;
  platformType: number;
  /** The buyer's message text. */
  text: string;
  /** When the buyer's message arrived (the marketplace's time). */
  receivedAt: Date;
  /** Values of the reply variables (buyer name, order number, …) for `text`; missing ones fill as ''. */
  values?: ReplyValues;
}

export interface AutoReplyDecision {
  ruleId: number;
  ruleName: string;
  /** The rule's content as written, variables included. */
  content: string;
  /** The content with `values` filled (fillReplyTemplate of @erp/schema). */
  text: string;
}

/**
 * Which auto-reply answers an incoming buyer message, or null (issue 21 item 4; spec 02 §9).
 *
 * Contract for the incoming-message pull:
 * - `db` is the company's scoped client or a transaction of it (or a request context, whose `db`
 *   is used); `companyId` is that company (every read filters on it as well).
 * - Reads the company's rules and time zone and the conversation's last auto-reply
 *   (AutoReplySent), then applies `autoReplyFor` of @erp/schema: null within 24 hours of the last
 *   auto-reply of this conversation (exactly 24 hours later is allowed), else the enabled rule of
 *   highest priority (then lowest id) whose conditions all hold; null when none.
 * - Writes nothing. To send, call `recordAutoReplySent` with the same conversation and
 *   `receivedAt` first and send only when it answers true (it claims the 24-hour window
 *   atomically, so two pulls of the same message cannot both send); then send `text` through the
 *   connector as the seller's message.
 * - Only buyer messages should be passed (not the seller's own, not auto-replies).
 */
export async function autoReplyDecision(from: RequestContext | Db, companyId: number, input: IncomingMessage): Promise<AutoReplyDecision | null> {
  const db = dbOf(from);
  const conversationId = String(input.conversationId);
  const [rules, timeZone, last] = await Promise.all([
    db.autoReplyRule.findMany({ where: { companyId, enabled: true } }),
    companyTimeZone(db, companyId),
    db.autoReplySent.findFirst({ where: { companyId, conversationId }, select: { sentAt: true } }),
  ]);
  const rule = autoReplyFor(
    rules,
    { platformType: input.platformType, shopId: input.shopId, text: input.text },
    {
      receivedAt: input.receivedAt,
      lastAutoReplyAt: last?.sentAt ?? null,
      timeZone,
    },
  );
  return rule ? { ruleId: rule.id, ruleName: rule.name, content: rule.content, text: fillReplyTemplate(rule.content, input.values ?? {}) } : null;
}

/**
 * Records an auto-reply sent in a conversation at `sentAt` (use the buyer message's receivedAt),
 * atomically: true when recorded, false when the conversation already had an auto-reply less than
 * 24 hours before `sentAt` (then do not send). One row per company and conversation, holding the
 * last time and how many were sent.
 */
export async function recordAutoReplySent(
  from: RequestContext | Db,
  companyId: number,
  sent: { conversationId: number | string; ruleId: number | null; sentAt: Date },
): Promise<boolean> {
  const db = dbOf(from);
  const at = sent.sentAt.toISOString();
  // Timestamps as UTC text: a Date parameter would be cast in the session's time zone.
  const rows = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "AutoReplySent" ("companyId", "conversationId", "ruleId", "sentAt", "count")
    VALUES (${companyId}::int, ${String(sent.conversationId)}, ${sent.ruleId}::int, (${at}::timestamptz AT TIME ZONE 'UTC'), 1)
    ON CONFLICT ("companyId", "conversationId") DO UPDATE
      SET "ruleId" = EXCLUDED."ruleId", "sentAt" = EXCLUDED."sentAt", "count" = "AutoReplySent"."count" + 1
      WHERE "AutoReplySent"."sentAt" <= EXCLUDED."sentAt" - INTERVAL '24 hours'
    RETURNING "id"`;
  return rows.length === 1;
}

/** The last auto-reply of a conversation (the screen's test panel, the lead's pull), or null. */
export async function lastAutoReply(from: RequestContext | Db, companyId: number, conversationId: number | string) {
  return dbOf(from).autoReplySent.findFirst({ where: { companyId, conversationId: String(conversationId) } });
}
