// Shared form rules (spec 01 §5 'Shared form rules') and upload limits (spec 01 §5, §9).
//
// Every rule is a factory returning a zod schema over the text a form input holds:
// - input: a string (numbers are accepted and turned into their decimal text; null/undefined
//   count as empty), output: the trimmed string — callers convert to numbers themselves, so a
//   money value never passes through a float on its way to a Decimal column;
// - an empty value (after trimming) passes unless the rule is built with `{ required: true }`,
//   which reports `form.required` — so rules compose with "required text" the way forms expect;
// - a broken rule reports one issue whose message is a message id (`form.…` in
//   ../messages/*.json) and whose `params` fill the text's placeholders ({min}, {max}, {length}).
// `toFormIssues` turns a zod error into field issues carrying those params.
import { z } from 'zod';
import type { FieldIssue } from './validation';

export interface RuleOptions {
  /** Empty (after trimming) reports `form.required` instead of passing. */
  required?: boolean;
}

/** What a single check reports: a message id and the values its text needs. */
export interface RuleIssue {
  /** A `form.…` id, or a caller's own message id for `formRules.pattern`. */
  id: FormMessageId | (string & {});
  params?: Record<string, number | string>;
}

type Check = (value: string) => RuleIssue | null;

/** Message ids the rules use (each exists in zh.json and en.json). */
export const FORM_MESSAGE_IDS = [
  'form.required',
  'form.twoDecimal',
  'form.signedTwoDecimal',
  'form.threeDecimal',
  'form.fourDecimal',
  'form.multipleOf100',
  'form.nonNegativeInteger',
  'form.integerMin1',
  'form.positiveInteger',
  'form.notZero',
  'form.exactLength',
  'form.wordChars',
  'form.alnumChinese',
  'form.aboveZeroAtMost10',
  'form.lengthRange',
  'form.barcode',
  'form.nonChinese',
  'form.digits',
  'form.httpLink',
  'form.upTo',
  'form.min',
  'form.max',
  'form.minAboveMax',
  'form.numeric',
  'form.between',
  'form.videoLink',
  'form.pattern',
  'form.noLeadingZero',
  'form.email',
  'form.imageUrl',
  'form.zipCode',
  'form.positiveDecimal',
  'form.interval',
  'form.intervalOrder',
] as const;
export type FormMessageId = (typeof FORM_MESSAGE_IDS)[number];

/** A form rule: text in, trimmed text out. */
export type FormRule = z.ZodType<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Patterns (exported so inputs can use them for `inputMode` hints or quick checks)

/** Any Chinese (Han) character. */
export const CHINESE_PATTERN = /\p{Script=Han}/u;
const NUMBER = /^-?\d+(\.\d+)?$/;
const UNSIGNED_NUMBER = /^\d+(\.\d+)?$/;
const UNSIGNED_INTEGER = /^\d+$/;
const decimals = (places: number, signed = false) => new RegExp(`^${signed ? '-?' : ''}\\d+(\\.\\d{1,${places}})?$`);
export const VIDEO_LINK_EXTENSIONS = ['swf', 'avi', 'flv', 'mpg', 'rm', 'mov', 'wav', 'asf', '3gp', 'mkv', 'rmvb', 'mp4'] as const;
export const IMAGE_URL_EXTENSIONS = ['jpg', 'jpeg', 'webp', 'png'] as const;
/** Zip code: letters, digits, commas, spaces, dash and star only (so no Chinese, brackets or @). */
export const ZIP_CODE_PATTERN = /^[A-Za-z0-9, \-*]+$/;
/** Letters, digits, underscore, dash and whitespace. */
export const WORD_CHARS_PATTERN = /^[A-Za-z0-9_\-\s]+$/;
/** Letters, digits and Chinese characters. */
export const ALNUM_CHINESE_PATTERN = /^[A-Za-z0-9\p{Script=Han}]+$/u;
/** EAN-8, UPC-A (12), EAN-13 and GTIN-14: 8 or 12 to 14 digits. */
export const BARCODE_PATTERN = /^(\d{8}|\d{12,14})$/;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const HTTP_LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The path of a link without its query or fragment, lower-cased. */
function linkPath(value: string): string {
  return value.split(/[?#]/, 1)[0]!.toLowerCase();
}
function endsWithExtension(value: string, extensions: readonly string[]): boolean {
  const path = linkPath(value);
  return extensions.some((ext) => path.endsWith(`.${ext}`));
}
function charCount(value: string): number {
  return [...value].length;
}

// ---------------------------------------------------------------------------------------------
// The rule builder

/** null/undefined → '', finite numbers → their text; anything else (objects, NaN) fails as form.pattern. */
function normalize(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value;
}

/** Builds a rule from checks run in order on the trimmed, non-empty value; the first failure is reported. */
export function formRule(checks: Check[], options: RuleOptions = {}): FormRule {
  return z.preprocess(normalize, z.string({ error: 'form.pattern' })).transform((value, ctx) => {
    const text = value.trim();
    if (!text) {
      if (options.required) ctx.addIssue({ code: 'custom', message: 'form.required', input: value });
      return text;
    }
    for (const check of checks) {
      const issue = check(text);
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue.id, input: value, ...(issue.params ? { params: issue.params } : {}) });
        return z.NEVER;
      }
    }
    return text;
  });
}

const matches =
  (pattern: RegExp, id: RuleIssue['id'], params?: RuleIssue['params']): Check =>
  (v) =>
    pattern.test(v) ? null : { id, ...(params ? { params } : {}) };
const numberWhere =
  (test: (n: number) => boolean, id: FormMessageId, params?: RuleIssue['params'], pattern = NUMBER): Check =>
  (v) =>
    pattern.test(v) && test(Number(v)) ? null : { id, ...(params ? { params } : {}) };

// ---------------------------------------------------------------------------------------------
// The rules, one per item of spec 01 §5 'Shared form rules'

/** Number ≥ 0 with at most two decimals (prices, weights). */
const twoDecimal = (o?: RuleOptions) => formRule([matches(decimals(2), 'form.twoDecimal')], o);
/** Signed number with at most two decimals (adjustments, profit). */
const signedTwoDecimal = (o?: RuleOptions) => formRule([matches(decimals(2, true), 'form.signedTwoDecimal')], o);
/** Number ≥ 0 with at most three decimals. */
const threeDecimal = (o?: RuleOptions) => formRule([matches(decimals(3), 'form.threeDecimal')], o);
/** Number ≥ 0 with at most four decimals (exchange rates). */
const fourDecimal = (o?: RuleOptions) => formRule([matches(decimals(4), 'form.fourDecimal')], o);
/** Positive multiple of 100 (100, 200, …). */
const multipleOf100 = (o?: RuleOptions) => formRule([numberWhere((n) => n > 0 && n % 100 === 0, 'form.multipleOf100', undefined, UNSIGNED_INTEGER)], o);
/** Whole number ≥ 0. */
const nonNegativeInteger = (o?: RuleOptions) => formRule([matches(UNSIGNED_INTEGER, 'form.nonNegativeInteger')], o);
/** Whole number ≥ 1. */
const integerMin1 = (o?: RuleOptions) => formRule([numberWhere((n) => n >= 1, 'form.integerMin1', undefined, UNSIGNED_INTEGER)], o);
/** Positive whole number (quantities). */
const positiveInteger = (o?: RuleOptions) => formRule([numberWhere((n) => n > 0, 'form.positiveInteger', undefined, UNSIGNED_INTEGER)], o);
/** A number other than 0. */
const notZero = (o?: RuleOptions) => formRule([matches(NUMBER, 'form.numeric'), numberWhere((n) => n !== 0, 'form.notZero')], o);
/** Exactly `length` characters (13 by default, e.g. EAN-13 or 13-character codes). */
const exactLength = (length = 13, o?: RuleOptions) => formRule([(v) => (charCount(v) === length ? null : { id: 'form.exactLength', params: { length } })], o);
/** Letters, digits, underscore, dash and whitespace only. */
const wordChars = (o?: RuleOptions) => formRule([matches(WORD_CHARS_PATTERN, 'form.wordChars')], o);
/** Letters, digits and Chinese characters only. */
const alnumChinese = (o?: RuleOptions) => formRule([matches(ALNUM_CHINESE_PATTERN, 'form.alnumChinese')], o);
/** A number above 0 and at most 10 (0 < n ≤ 10). */
const aboveZeroAtMost10 = (o?: RuleOptions) => formRule([numberWhere((n) => n > 0 && n <= 10, 'form.aboveZeroAtMost10', undefined, UNSIGNED_NUMBER)], o);
/** Required text: whitespace-only counts as empty. */
const requiredText = () => formRule([], { required: true });
/** Between `min` and `max` characters (inclusive, counted as characters, not bytes). */
const lengthRange = (min: number, max: number, o?: RuleOptions) =>
  formRule([(v) => (charCount(v) >= min && charCount(v) <= max ? null : { id: 'form.lengthRange', params: { min, max } })], o);
/** Barcode / EAN: 8 or 12 to 14 digits. */
const barcode = (o?: RuleOptions) => formRule([matches(BARCODE_PATTERN, 'form.barcode')], o);
/** Text without Chinese characters (marketplace titles, file names, SKUs). */
const nonChinese = (o?: RuleOptions) => formRule([(v) => (CHINESE_PATTERN.test(v) ? { id: 'form.nonChinese' } : null)], o);
/** Digits only. */
const digits = (o?: RuleOptions) => formRule([matches(/^\d+$/, 'form.digits')], o);
/** A link starting with http:// or https://. */
const httpLink = (o?: RuleOptions) => formRule([matches(HTTP_LINK_PATTERN, 'form.httpLink')], o);
/** A number from `from` (0 or 1) to `max`, inclusive. */
const upTo = (max: number, from: 0 | 1 = 0, o?: RuleOptions) => formRule([numberWhere((n) => n >= from && n <= max, 'form.upTo', { min: from, max })], o);
/** A number within optional lower and upper bounds (inclusive); each bound has its own message. */
const bounds = ({ min, max }: { min?: number; max?: number }, o?: RuleOptions) =>
  formRule(
    [
      matches(NUMBER, 'form.numeric'),
      (v) => (min !== undefined && Number(v) < min ? { id: 'form.min', params: { min } } : null),
      (v) => (max !== undefined && Number(v) > max ? { id: 'form.max', params: { max } } : null),
    ],
    o,
  );
/** Any number (integer or decimal, may be negative). */
const numeric = (o?: RuleOptions) => formRule([matches(NUMBER, 'form.numeric')], o);
/** A number between two bounds (inclusive); the bounds may be given in either order. */
const between = (a: number, b: number, o?: RuleOptions) => {
  const [min, max] = a <= b ? [a, b] : [b, a];
  return formRule([numberWhere((n) => n >= min && n <= max, 'form.between', { min, max })], o);
};
/** A video link ending in one of VIDEO_LINK_EXTENSIONS (query and fragment ignored, any case). */
const videoLink = (o?: RuleOptions) => formRule([(v) => (endsWithExtension(v, VIDEO_LINK_EXTENSIONS) ? null : { id: 'form.videoLink' })], o);
/** A caller's pattern with `form.pattern` (or the caller's own form message id). */
const pattern = (re: RegExp, id: RuleIssue['id'] = 'form.pattern', o?: RuleOptions) => {
  // a global/sticky regex keeps state between test() calls; use a fresh, stateless copy
  const stateless = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
  return formRule([matches(stateless, id)], o);
};
/** No leading zero: '0' and '0.5' pass, '012' and '-05' do not. */
const noLeadingZero = (o?: RuleOptions) => formRule([(v) => (/^[-+]?0\d/.test(v) ? { id: 'form.noLeadingZero' } : null)], o);
/** An e-mail address. */
const email = (o?: RuleOptions) => formRule([matches(EMAIL_PATTERN, 'form.email')], o);
/** An image link ending in jpg, jpeg, webp or png (query and fragment ignored, any case). */
const imageUrl = (o?: RuleOptions) => formRule([(v) => (endsWithExtension(v, IMAGE_URL_EXTENSIONS) ? null : { id: 'form.imageUrl' })], o);
/** Zip code: letters, digits, commas, spaces, dash and star (no Chinese, brackets or @). */
const zipCode = (o?: RuleOptions) => formRule([matches(ZIP_CODE_PATTERN, 'form.zipCode')], o);
/** A number above 0, any number of decimals. */
const positiveDecimal = (o?: RuleOptions) => formRule([numberWhere((n) => n > 0, 'form.positiveDecimal', undefined, UNSIGNED_NUMBER)], o);
/** An interval: `N` or `N-M` (numbers ≥ 0, spaces around the dash allowed) with N < M. */
const interval = (o?: RuleOptions) =>
  formRule(
    [
      matches(/^\d+(\.\d+)?(\s*-\s*\d+(\.\d+)?)?$/, 'form.interval'),
      (v) => {
        const parsed = parseInterval(v);
        return parsed && parsed.to !== null && !(parsed.from < parsed.to) ? { id: 'form.intervalOrder' } : null;
      },
    ],
    o,
  );

/** `N` → { from: N, to: null }; `N-M` → { from: N, to: M }; anything else → null. */
export function parseInterval(value: string): { from: number; to: number | null } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?))?\s*$/.exec(value);
  if (!m) return null;
  return { from: Number(m[1]), to: m[2] === undefined ? null : Number(m[2]) };
}

/** The shared form rules, by name. */
export const formRules = {
  twoDecimal,
  signedTwoDecimal,
  threeDecimal,
  fourDecimal,
  multipleOf100,
  nonNegativeInteger,
  integerMin1,
  positiveInteger,
  notZero,
  exactLength,
  wordChars,
  alnumChinese,
  aboveZeroAtMost10,
  requiredText,
  lengthRange,
  barcode,
  nonChinese,
  digits,
  httpLink,
  upTo,
  bounds,
  numeric,
  between,
  videoLink,
  pattern,
  noLeadingZero,
  email,
  imageUrl,
  zipCode,
  positiveDecimal,
  interval,
} as const;

/**
 * A refinement for objects with a lower and an upper field (price from/to, weight min/max):
 * when both hold numbers and lower > upper, `form.minAboveMax` is reported on the upper field.
 * Use with `.superRefine(minNotAboveMax('minPrice', 'maxPrice'))`.
 */
export function minNotAboveMax<K extends string>(lower: K, upper: K) {
  return (value: Record<K, unknown>, ctx: z.RefinementCtx) => {
    const a = String(value[lower] ?? '').trim();
    const b = String(value[upper] ?? '').trim();
    if (NUMBER.test(a) && NUMBER.test(b) && Number(a) > Number(b)) {
      ctx.addIssue({ code: 'custom', path: [upper], message: 'form.minAboveMax' });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Issues

/**
 * zod issues → field issues: the message id, and params from the rule (`{min}`, `{max}`,
 * `{length}`) or from zod's own size checks. The field path is joined with dots
 * (`items.0.price`); `field` is the top-level name. zod's own texts (wrong type) become
 * `form.required` for a missing value and `form.pattern` otherwise.
 */
export function toFormIssues(error: z.ZodError): (FieldIssue & { path: string })[] {
  return error.issues.map((issue) => {
    const raw = issue as unknown as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown>; input?: unknown };
    const params: Record<string, unknown> = { ...(raw.params ?? {}) };
    if (raw.minimum !== undefined && params.min === undefined) params.min = Number(raw.minimum);
    if (raw.maximum !== undefined && params.max === undefined) params.max = Number(raw.maximum);
    const isId = issue.message.includes('.') && !issue.message.includes(' ');
    const messageId = isId ? issue.message : raw.input === undefined ? 'form.required' : 'form.pattern';
    return {
      field: issue.path.length ? String(issue.path[0]) : '',
      path: issue.path.map(String).join('.'),
      messageId,
      params,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Upload limits (spec 01 §5 'Uploads', §8 'Upload', §9)

const MB = 1024 * 1024;
/** Pictures: png, jpeg, gif, webp, each under 5 MB. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const UPLOAD_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * MB;
/** Video: mp4 under 1000 MB (the '1G' of the messages). */
export const UPLOAD_VIDEO_TYPES = ['video/mp4'] as const;
export const UPLOAD_VIDEO_EXTENSIONS = ['mp4'] as const;
export const UPLOAD_VIDEO_MAX_BYTES = 1000 * MB;
/** Client-side compression scales the longest side to at most this many pixels. */
export const IMAGE_COMPRESS_MAX_SIDE = 1000;
/** Chat messages carry at most this many pictures. */
export const CHAT_IMAGE_MAX_COUNT = 6;
