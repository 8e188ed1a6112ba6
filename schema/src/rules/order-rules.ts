// Order rules (issue 6 point 6; spec 02 §3 'Logistics rule', 'Blacklist entry', §5 'Logistics',
// 'Other', §9 'Logistics rule priority'): logistics rules (conditions → warehouse + channel, higher
// priority first), gift rules (conditions → a gift SKU line) and the shipping blacklist. Pure: the
// server enforces these schemas and runs the matcher; the client checks forms with them.
import { z } from 'zod';

export const RULE_NAME_MIN = 2;
export const RULE_NAME_MAX = 64;
/** Values one list condition may hold (countries, postcodes, SKUs, …). */
export const RULE_LIST_MAX = 500;
/** Dry run: the window of past orders (days) and how many orders it reads at most. */
export const DRY_RUN_DAYS_DEFAULT = 30;
export const DRY_RUN_DAYS_MAX = 365;
export const DRY_RUN_MAX_ORDERS = 20_000;

/** Why a buyer is on the shipping blacklist; `other` needs a text (spec 02 §5 'blacklist reason other not blank'). */
export const BLACKLIST_CAUSES = ['fraud', 'returnAbuse', 'badReview', 'other'] as const;
export type BlacklistCause = (typeof BLACKLIST_CAUSES)[number];
/** Open orders of a buyer that moving the buyer in holds as abnormal (docs/decisions.md). */
export const BLACKLIST_HOLD_STATUSES = ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment'] as const;

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const ruleName = z
  .string({ error: 'orderRules.nameLength' })
  .trim()
  .min(RULE_NAME_MIN, { error: 'orderRules.nameLength' })
  .max(RULE_NAME_MAX, { error: 'orderRules.nameLength' });
/** Whole numbers (grams, quantities, priority) not below 0. */
const wholeNotNegative = z
  .number({ error: 'orderRules.wholeNumber' })
  .int({ error: 'orderRules.wholeNumber' })
  .min(0, { error: 'orderRules.notNegative' })
  .max(1_000_000_000, { error: 'orderRules.wholeNumber' });
/** An order amount: not below 0, at most two decimals; kept as text on its way to a Decimal. */
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => !v.startsWith('-'), { error: 'orderRules.notNegative' })
  .refine((v) => v.startsWith('-') || /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: 'orderRules.amountTwoDecimals' });
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v): z.output<T> | null => (v ?? null) as z.output<T> | null);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(RULE_LIST_MAX, { error: 'orderRules.tooManyValues' }).default([]);
const dedupe = (values: string[]) => [...new Set(values)];

/** A postcode condition: a prefix ("100", "SW1") or a range "10000-19999" (same length, start not above end). */
export function parsePostcodeCondition(value: string): { prefix: string } | { from: string; to: string } | null {
  const v = normalizePostcode(value.replace(/\s*-\s*/, '-'));
  const range = /^([A-Z0-9]+)-([A-Z0-9]+)$/.exec(v);
  if (range) {
    const from = range[1] ?? '';
    const to = range[2] ?? '';
    return from.length === to.length && from <= to ? { from, to } : null;
  }
  return /^[A-Z0-9]{1,12}$/.test(v) ? { prefix: v } : null;
}

export function normalizePostcode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '').trim();
}

const postcode = z
  .string()
  .trim()
  .min(1, { error: 'orderRules.postcode' })
  .refine((v) => parsePostcodeCondition(v) !== null, { error: 'orderRules.postcode' })
  .transform((v) => normalizePostcode(v.replace(/\s*-\s*/, '-')));

const conditionsShape = z.object({
  /** Marketplaces (PLATFORM_TYPES numbers). */
  platformTypes: list(
    z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }),
  ).transform((v) => [...new Set(v)]),
  shopIds: list(id).transform((v) => [...new Set(v)]),
  /** ISO 3166-1 alpha-2 codes. */
  countries: list(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'orderRules.country' }),
  ).transform(dedupe),
  postcodes: list(postcode).transform(dedupe),
  /** Grams. */
  weightMin: optional(wholeNotNegative),
  weightMax: optional(wholeNotNegative),
  amountMin: optional(amount),
  amountMax: optional(amount),
  /** Local SKU codes or marketplace SKUs: an order matches when one of its lines carries one. */
  skus: list(z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' })).transform(dedupe),
  /** Total quantity of the order's lines (gifts not counted). */
  quantityMin: optional(wholeNotNegative),
  quantityMax: optional(wholeNotNegative),
});

/** Cents of a two-decimal amount (no float on the way). */
export function toCents(value: string | number): number {
  const [whole = '', frac = ''] = String(value).trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number((frac + '00').slice(0, 2)));
}

const wellFormedCents = (v: string | null) => (v !== null && /^\d{1,10}(\.\d{1,2})?$/.test(v) ? toCents(v) : null);

/** Conditions of a logistics or gift rule: at least one; every maximum above its minimum. */
export const ruleConditions = conditionsShape.superRefine((c, ctx) => {
  const ranges: [string, number | null, number | null][] = [
    ['weightMax', c.weightMin, c.weightMax],
    // a malformed amount has its own error; comparing it would add a wrong second one
    ['amountMax', wellFormedCents(c.amountMin), wellFormedCents(c.amountMax)],
    ['quantityMax', c.quantityMin, c.quantityMax],
  ];
  for (const [field, min, max] of ranges) {
    if (min !== null && max !== null && !(max > min)) ctx.addIssue({ code: 'custom', path: [field], message: 'orderRules.maxAboveMin' });
  }
  if (!hasCondition(c)) ctx.addIssue({ code: 'custom', path: [], message: 'orderRules.conditionRequired' });
});
export type RuleConditions = z.output<typeof ruleConditions>;

export function hasCondition(c: RuleConditions): boolean {
  return (
    c.platformTypes.length > 0 ||
    c.shopIds.length > 0 ||
    c.countries.length > 0 ||
    c.postcodes.length > 0 ||
    c.skus.length > 0 ||
    [c.weightMin, c.weightMax, c.amountMin, c.amountMax, c.quantityMin, c.quantityMax].some((v) => v !== null)
  );
}

/** Conditions as stored (Json column): missing keys read as "no condition". */
export function readConditions(json: unknown): RuleConditions {
  const c = (json && typeof json === 'object' ? json : {}) as Partial<RuleConditions>;
  return {
    platformTypes: c.platformTypes ?? [],
    shopIds: c.shopIds ?? [],
    countries: c.countries ?? [],
    postcodes: c.postcodes ?? [],
    skus: c.skus ?? [],
    weightMin: c.weightMin ?? null,
    weightMax: c.weightMax ?? null,
    amountMin: c.amountMin ?? null,
    amountMax: c.amountMax ?? null,
    quantityMin: c.quantityMin ?? null,
    quantityMax: c.quantityMax ?? null,
  };
}

/**
 * How a logistics rule picks the channel (issue 18 item 4): `fixed` sets its own channel;
 * `cheapest` prices the order on every candidate channel (its price card) and takes the cheapest
 * eligible one (weight, size, country, declared value, delivery days: cheapestChannel in freight.ts).
 */
export const CHANNEL_CHOICES = ['fixed', 'cheapest'] as const;
export type ChannelChoice = (typeof CHANNEL_CHOICES)[number];
/** The longest delivery promise a cheapest-channel rule may ask for. */
export const RULE_DELIVERY_DAYS_MAX = 365;

export const logisticsRuleInput = z
  .object({
    name: ruleName,
    /** Higher number runs first (spec 02 §9). */
    priority: wholeNotNegative.default(0),
    enabled: z.boolean().default(false),
    conditions: ruleConditions,
    warehouseId: id,
    channelChoice: z.enum(CHANNEL_CHOICES, { error: 'orderRules.channelChoice' }).default('fixed'),
    /** The channel of a `fixed` rule. */
    logisticsChannelId: optional(id),
    /** `cheapest`: the channels compared; empty = every enabled channel with a price card. */
    candidateChannelIds: z.array(id).max(RULE_LIST_MAX, { error: 'orderRules.tooManyValues' }).default([]),
    /** `cheapest`: channels promising more days (or no promise) are not eligible; empty = any. */
    maxDeliveryDays: optional(
      z
        .number({ error: 'orderRules.deliveryDays' })
        .int({ error: 'orderRules.deliveryDays' })
        .min(1, { error: 'orderRules.deliveryDays' })
        .max(RULE_DELIVERY_DAYS_MAX, { error: 'orderRules.deliveryDays' }),
    ),
  })
  .superRefine((r, ctx) => {
    if (r.channelChoice === 'fixed' && r.logisticsChannelId == null)
      ctx.addIssue({ code: 'custom', path: ['logisticsChannelId'], message: 'orderRules.channelRequired' });
  })
  // The settings of the other choice are kept (checked like the rest), so switching back in the
  // dialog loses nothing; applying the rule reads only those of its choice.
  .transform((r) => ({ ...r, candidateChannelIds: [...new Set(r.candidateChannelIds)] }));
export type LogisticsRuleInput = z.output<typeof logisticsRuleInput>;

export const rulePriorityInput = z.object({ id, priority: wholeNotNegative });

export const dryRunDays = z
  .number({ error: 'orderRules.dryRunDays' })
  .int({ error: 'orderRules.dryRunDays' })
  .min(1, { error: 'orderRules.dryRunDays' })
  .max(DRY_RUN_DAYS_MAX, { error: 'orderRules.dryRunDays' })
  .default(DRY_RUN_DAYS_DEFAULT);
export const dryRunInput = z.object({ days: dryRunDays });

const dateTime = z.union([z.date(), z.string()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'orderRules.dateInvalid' });
    return z.NEVER;
  }
  return d;
});

export const giftRuleInput = z
  .object({
    name: ruleName,
    priority: wholeNotNegative.default(0),
    enabled: z.boolean().default(false),
    conditions: ruleConditions,
    giftSkuId: id,
    giftQuantity: z
      .number({ error: 'orderRules.giftQuantity' })
      .int({ error: 'orderRules.giftQuantity' })
      .min(1, { error: 'orderRules.giftQuantity' })
      .max(10_000, { error: 'orderRules.giftQuantity' })
      .default(1),
    startAt: optional(dateTime),
    endAt: optional(dateTime),
  })
  .superRefine((r, ctx) => {
    if (r.startAt && r.endAt && !(r.endAt.getTime() > r.startAt.getTime()))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'orderRules.endAfterStart' });
  });
export type GiftRuleInput = z.output<typeof giftRuleInput>;

export const blacklistInput = z
  .object({
    buyerAccount: z
      .string({ error: 'orderRules.buyerRequired' })
      .trim()
      .min(1, { error: 'orderRules.buyerRequired' })
      .max(100, { error: 'validation.tooLong' }),
    /** 0: every marketplace. */
    platformType: z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).min(0, { error: 'validation.integerIds' }).default(0),
    cause: z.enum(BLACKLIST_CAUSES, { error: 'orderRules.cause' }),
    causeText: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.cause === 'other' && !b.causeText) ctx.addIssue({ code: 'custom', path: ['causeText'], message: 'orderRules.causeOtherBlank' });
  });
export type BlacklistInput = z.output<typeof blacklistInput>;

// ---- matching -------------------------------------------------------------------------------

/** What the conditions look at, taken from an order and its (non-gift) lines. */
export interface OrderFacts {
  platformType: number;
  shopId: number;
  /** ISO alpha-2. */
  country: string;
  postcode: string;
  /** Grams: the weighed parcel, else the estimate. */
  weight: number;
  /** The order's total amount (two decimals). */
  amount: string | number;
  /** Local SKU codes and marketplace SKUs of the lines. */
  skus: readonly string[];
  /** Total quantity of the lines. */
  quantity: number;
}

/** Whether a postcode falls under one postcode condition (prefix, or a same-length range). */
export function postcodeMatches(condition: string, postcode: string): boolean {
  const c = parsePostcodeCondition(condition);
  const p = normalizePostcode(postcode);
  if (!c || !p) return false;
  if ('prefix' in c) return p.startsWith(c.prefix);
  const head = p.slice(0, c.from.length);
  return head.length === c.from.length && head >= c.from && head <= c.to;
}

/**
 * Whether an order meets every condition of a rule (an empty list or an unset bound is no
 * condition; bounds are inclusive). A rule without any condition matches nothing.
 */
export function matchesLogisticsRule(conditions: RuleConditions, facts: OrderFacts): boolean {
  const c = conditions;
  if (!hasCondition(c)) return false;
  if (c.platformTypes.length && !c.platformTypes.includes(facts.platformType)) return false;
  if (c.shopIds.length && !c.shopIds.includes(facts.shopId)) return false;
  if (c.countries.length && !c.countries.includes(facts.country.trim().toUpperCase())) return false;
  if (c.postcodes.length && !c.postcodes.some((pc) => postcodeMatches(pc, facts.postcode))) return false;
  if (c.weightMin !== null && facts.weight < c.weightMin) return false;
  if (c.weightMax !== null && facts.weight > c.weightMax) return false;
  const cents = toCents(facts.amount);
  if (c.amountMin !== null && cents < toCents(c.amountMin)) return false;
  if (c.amountMax !== null && cents > toCents(c.amountMax)) return false;
  if (c.skus.length) {
    const wanted = new Set(c.skus.map((s) => s.toLowerCase()));
    if (!facts.skus.some((s) => wanted.has(s.trim().toLowerCase()))) return false;
  }
  if (c.quantityMin !== null && facts.quantity < c.quantityMin) return false;
  if (c.quantityMax !== null && facts.quantity > c.quantityMax) return false;
  return true;
}

/** Gift rules use the same conditions. */
export const matchesGiftRule = matchesLogisticsRule;

/** Rules in the order they run: priority descending, then the older rule first. */
export function byRulePriority<R extends { priority: number; id: number }>(a: R, b: R): number {
  return b.priority - a.priority || a.id - b.id;
}

/** The first enabled rule (by priority) whose conditions the order meets. */
export function firstMatchingRule<R extends { id: number; priority: number; enabled: boolean; conditions: unknown }>(
  rules: readonly R[],
  facts: OrderFacts,
): R | null {
  for (const r of [...rules].sort(byRulePriority)) {
    if (r.enabled && matchesLogisticsRule(readConditions(r.conditions), facts)) return r;
  }
  return null;
}

/** Whether a gift rule's time window holds `at` (open ends are unbounded). */
export function inGiftWindow(rule: { startAt: Date | null; endAt: Date | null }, at: Date): boolean {
  return (!rule.startAt || at.getTime() >= rule.startAt.getTime()) && (!rule.endAt || at.getTime() <= rule.endAt.getTime());
}
