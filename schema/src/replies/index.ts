// Customer-service replies (issue 21 items 4 and 5; spec 02 §2 /commonReply, /autoReply, §5 'reply
// template content not empty', §9 'Auto-reply once per 24 hours per session'; spec 01 §5 'Translate
// needs content'). Shared by the server (checks, the auto-reply decision) and the client (forms,
// template preview): reply templates with variables, auto-reply rules and the pure decision which
// rule answers an incoming buyer message, and the translate input.
import { z } from 'zod';
import { PLATFORM_TYPES } from '../constants';

// ---- reply variables ---------------------------------------------------------------------------

/** The variables a reply template or an auto-reply may contain, written `{buyerName}`. */
export const REPLY_VARIABLES = ['buyerName', 'orderNumber', 'trackingNumber', 'shopName'] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];
export type ReplyValues = Partial<Record<ReplyVariable, string | null | undefined>>;

/** Example values of the template preview (the screen shows the filled text with these). */
export const REPLY_EXAMPLE_VALUES: Record<ReplyVariable, string> = {
  buyerName: 'Anna Schmidt',
  orderNumber: 'SO-20260114-0001',
  trackingNumber: 'YT2401234567890',
  shopName: 'Demo eBay DE',
};

const KNOWN = new Set<string>(REPLY_VARIABLES);

/**
 * Fills a reply's variables: a known variable (`REPLY_VARIABLES`) takes its value, trimmed, or ''
 * when the value is missing (no order linked: no order number); anything else in braces (`{foo}`,
 * a typo like `{buyername}`) stays as written, so the seller sees it in the preview and fixes it.
 */
export function fillReplyTemplate(content: string, values: ReplyValues): string {
  return content.replace(/\{(\w+)\}/g, (whole, name: string) => (KNOWN.has(name) ? (values[name as ReplyVariable] ?? '').trim() : whole));
}

/** The `{names}` in a text that are not reply variables (the form warns about them), each once, in order. */
export function unknownReplyVariables(content: string): string[] {
  const out: string[] = [];
  for (const m of content.matchAll(/\{(\w+)\}/g)) if (!KNOWN.has(m[1]!) && !out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

// ---- inputs -------------------------------------------------------------------------------------

export const REPLY_NAME_MAX = 50;
export const REPLY_CONTENT_MAX = 2000;
export const REPLY_SORT_MAX = 9999;
export const AUTO_REPLY_KEYWORDS_MAX = 20;
export const AUTO_REPLY_KEYWORD_MAX = 50;
/** The auto-reply window of spec 02 §9: at most one auto-reply per conversation within it. */
export const AUTO_REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The company's time zone for working hours when none was set. */
export const DEFAULT_REPLY_TIME_ZONE = 'Asia/Shanghai';

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const platformTypeSet = new Set<number>(Object.values(PLATFORM_TYPES));
const platformTypeValue = z
  .number({ error: 'validation.platformType' })
  .int({ error: 'validation.platformType' })
  .refine((v) => platformTypeSet.has(v), { error: 'validation.platformType' });
const positiveId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });
const sortValue = (id: string) => z.number({ error: id }).int({ error: id }).min(0, { error: id }).max(REPLY_SORT_MAX, { error: id }).default(0);
/** The reply's text: required (spec 02 §5 'reply template content not empty'), at most 2000 characters. */
const replyContent = z
  .string({ error: 'replies.contentRequired' })
  .trim()
  .min(1, { error: 'replies.contentRequired' })
  .max(REPLY_CONTENT_MAX, { error: 'validation.tooLong' });

/** A reply template (/commonReply): name, content with variables, optional marketplace / shop scope, sort order (lower first). */
export const replyTemplateInput = z.object({
  name: requiredText(REPLY_NAME_MAX),
  content: replyContent,
  /** Shown for this marketplace's conversations only; absent: every marketplace. */
  platformType: platformTypeValue.nullish().transform((v) => v ?? null),
  /** Shown for this shop's conversations only; absent: every shop. */
  shopId: positiveId.nullish().transform((v) => v ?? null),
  sort: sortValue('replies.sortInvalid'),
});
export type ReplyTemplateInput = z.output<typeof replyTemplateInput>;

/** "HH:mm", 00:00 to 24:00 (24:00 ends a day). */
const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const clock = z.string({ error: 'replies.timeInvalid' }).regex(CLOCK, { error: 'replies.timeInvalid' });
export const minutesOfClock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * An auto-reply rule (/autoReply). Conditions (all that are set must hold; at least one must be
 * set): marketplaces, shops, keywords (any of them, ignoring case) and 'outside working hours'
 * (the window workStart–workEnd on workDays, in the company's time zone). Higher priority is
 * tried first (as logistics rules, spec 02 §9).
 */
export const autoReplyRuleInput = z
  .object({
    name: requiredText(REPLY_NAME_MAX),
    platformTypes: z
      .array(platformTypeValue, { error: 'validation.platformType' })
      .default([])
      .transform((v) => [...new Set(v)]),
    shopIds: z
      .array(positiveId, { error: 'validation.positiveId' })
      .default([])
      .transform((v) => [...new Set(v)]),
    keywords: z
      .array(z.string({ error: 'replies.keywordInvalid' }).trim().max(AUTO_REPLY_KEYWORD_MAX, { error: 'validation.tooLong' }), {
        error: 'replies.keywordInvalid',
      })
      .max(AUTO_REPLY_KEYWORDS_MAX, { error: 'replies.keywordsTooMany' })
      .default([])
      .transform((v) => [...new Set(v.filter(Boolean))]),
    outsideWorkingHours: z.boolean({ error: 'validation.required' }).default(false),
    workStart: clock.default('09:00'),
    workEnd: clock.default('18:00'),
    workDays: z
      .array(
        z
          .number({ error: 'replies.workDaysInvalid' })
          .int({ error: 'replies.workDaysInvalid' })
          .min(1, { error: 'replies.workDaysInvalid' })
          .max(7, { error: 'replies.workDaysInvalid' }),
        {
          error: 'replies.workDaysInvalid',
        },
      )
      .default([1, 2, 3, 4, 5])
      .transform((v) => [...new Set(v)].sort((a, b) => a - b)),
    content: replyContent,
    enabled: z.boolean({ error: 'validation.required' }).default(true),
    priority: sortValue('replies.priorityInvalid'),
  })
  .superRefine((r, ctx) => {
    if (!r.platformTypes.length && !r.shopIds.length && !r.keywords.length && !r.outsideWorkingHours)
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'replies.conditionRequired' });
    if (r.outsideWorkingHours) {
      const valid = CLOCK.test(r.workStart) && CLOCK.test(r.workEnd);
      if (valid && minutesOfClock(r.workStart) >= minutesOfClock(r.workEnd)) ctx.addIssue({ code: 'custom', path: ['workEnd'], message: 'replies.hoursOrder' });
      if (!r.workDays.length) ctx.addIssue({ code: 'custom', path: ['workDays'], message: 'replies.workDaysRequired' });
    }
  });
export type AutoReplyRuleInput = z.output<typeof autoReplyRuleInput>;

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The company's auto-reply settings: the time zone of the working hours. */
export const autoReplySettingInput = z.object({
  timeZone: z
    .string({ error: 'replies.timeZoneInvalid' })
    .trim()
    .max(64, { error: 'replies.timeZoneInvalid' })
    .refine(isTimeZone, { error: 'replies.timeZoneInvalid' }),
});

/** Languages the translate call answers in (targetLang; the spec's client sends 'zh'). */
export const TRANSLATE_LANGS = ['zh', 'en', 'de', 'fr', 'es', 'it', 'pl', 'pt', 'nl', 'ja', 'ko', 'ru'] as const;
export type TranslateLang = (typeof TRANSLATE_LANGS)[number];
export const TRANSLATE_TEXT_MAX = 5000;

/** The translate call (spec 01 §5: 'Translate needs content, else ebayMessage.pleaseEnterTranslationContent'). */
export const translateInput = z.object({
  text: z
    .string({ error: 'ebayMessage.pleaseEnterTranslationContent' })
    .trim()
    .min(1, { error: 'ebayMessage.pleaseEnterTranslationContent' })
    .max(TRANSLATE_TEXT_MAX, { error: 'validation.tooLong' }),
  target: z.enum(TRANSLATE_LANGS, { error: 'replies.targetLangInvalid' }).default('zh'),
});
export type TranslateInput = z.output<typeof translateInput>;

// ---- the auto-reply decision --------------------------------------------------------------------

/** What the decision reads of a rule (the stored row fits). */
export interface AutoReplyRule {
  id: number;
  enabled: boolean;
  priority: number;
  platformTypes: number[];
  shopIds: number[];
  keywords: string[];
  outsideWorkingHours: boolean;
  workStart: string;
  workEnd: string;
  workDays: number[];
}

export interface IncomingBuyerMessage {
  platformType: number;
  shopId: number;
  text: string;
}

export interface AutoReplyContext {
  /** When the buyer's message arrived. */
  receivedAt: Date;
  /** When this conversation last got an auto-reply; null: never. */
  lastAutoReplyAt: Date | null;
  /** The company's IANA time zone for working hours. */
  timeZone: string;
}

const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The ISO weekday (1 Monday … 7 Sunday) and minute of the day of an instant in a time zone. */
export function localWeekdayMinute(at: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY_NUMBER[get('weekday')] ?? 1, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Whether an instant is within a rule's working hours: a work day, from workStart (inclusive) to workEnd (exclusive). */
export function withinWorkingHours(rule: Pick<AutoReplyRule, 'workStart' | 'workEnd' | 'workDays'>, at: Date, timeZone: string): boolean {
  const { weekday, minute } = localWeekdayMinute(at, timeZone);
  return rule.workDays.includes(weekday) && minute >= minutesOfClock(rule.workStart) && minute < minutesOfClock(rule.workEnd);
}

/** Whether a rule's conditions all hold for a message (enabled not considered). */
export function autoReplyMatches(rule: AutoReplyRule, message: IncomingBuyerMessage, receivedAt: Date, timeZone: string): boolean {
  if (rule.platformTypes.length && !rule.platformTypes.includes(message.platformType)) return false;
  if (rule.shopIds.length && !rule.shopIds.includes(message.shopId)) return false;
  if (rule.keywords.length) {
    const text = message.text.toLocaleLowerCase();
    if (!rule.keywords.some((k) => k && text.includes(k.toLocaleLowerCase()))) return false;
  }
  if (rule.outsideWorkingHours && withinWorkingHours(rule, receivedAt, timeZone)) return false;
  // A rule without any condition never fires (the input refuses one; a stored one stays inert).
  return rule.platformTypes.length > 0 || rule.shopIds.length > 0 || rule.keywords.length > 0 || rule.outsideWorkingHours;
}

/**
 * The auto-reply rule that answers an incoming buyer message, or null:
 * - null when the conversation got an auto-reply less than 24 hours before the message arrived
 *   (spec 02 §9: at most once per 24 hours per session; exactly 24 hours later is allowed again);
 * - else the first enabled rule whose conditions all hold, by priority (higher first), then id.
 */
export function autoReplyFor<R extends AutoReplyRule>(rules: readonly R[], message: IncomingBuyerMessage, context: AutoReplyContext): R | null {
  const { receivedAt, lastAutoReplyAt, timeZone } = context;
  if (lastAutoReplyAt && receivedAt.getTime() - lastAutoReplyAt.getTime() < AUTO_REPLY_WINDOW_MS) return null;
  const ordered = rules.filter((r) => r.enabled).sort((a, b) => b.priority - a.priority || a.id - b.id);
  return ordered.find((r) => autoReplyMatches(r, message, receivedAt, timeZone)) ?? null;
}
