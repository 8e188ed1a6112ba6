// Properties of the shared form rules (spec 01 §5 'Shared form rules'): each rule accepts what
// its sentence allows (trimmed text out, numbers as their text), refuses the rest with its own
// form.* message, passes an empty value unless required, and never throws.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formRule, formRules, minNotAboveMax, parseInterval, toFormIssues, VIDEO_LINK_EXTENSIONS, IMAGE_URL_EXTENSIONS, type FormRule } from './form';
import { blank, brk, covers, expectMessageId, fc, fuzz, pad, padded, text } from './fuzz.support';

const r = formRules;
const whole = (arb: fc.Arbitrary<string>) =>
  fc.oneof(
    padded(arb),
    arb.map(Number).filter((n) => Number.isSafeInteger(n)),
  );
const asText = (input: unknown) => String(input).trim();
const sameText = (input: unknown, out: unknown) => expect(out).toBe(asText(input));
/** `value` (or the whole input) refused with `id` (and params) by a form rule. */
const bad = (id: string, value: fc.Arbitrary<unknown>, rule?: string) => brk('', id, value, { rule });

interface RuleCase {
  rule: FormRule;
  valid: fc.Arbitrary<unknown>;
  breaks: ReturnType<typeof bad>[];
}

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
const numberText = (places: number) => fc.stringMatching(new RegExp(`^\\d{1,8}(\\.\\d{1,${places}})?$`));
const tooManyDecimals = (places: number) => fc.stringMatching(new RegExp(`^\\d{1,5}\\.\\d{${places + 1},${places + 4}}$`));
const letters = fc.stringMatching(/^[a-zA-Z]{1,6}$/);
const link = (exts: readonly string[]) =>
  fc
    .tuple(
      fc.stringMatching(/^https?:\/\/[a-z0-9]{1,10}\.[a-z]{2,4}\/[a-z0-9_]{1,10}$/),
      fc.constantFrom(...exts),
      fc.boolean(),
      fc.stringMatching(/^([?#][a-z=0-9&]{0,10})?$/),
    )
    .map(([base, ext, upper, tail]) => `${base}.${upper ? ext.toUpperCase() : ext}${tail}`);
const wrongExt = fc
  .tuple(fc.stringMatching(/^https?:\/\/[a-z0-9]{1,10}\.[a-z]{2,4}\/[a-z0-9_]{1,10}$/), fc.constantFrom('gif', 'txt', 'exe', 'html', 'mp3', ''))
  .map(([b, e]) => `${b}.${e}`);

const cases: Record<string, RuleCase> = {};
/** Registers a rule's case and its properties (fuzz-coverage.test.ts reads the names). */
function formCase(name: keyof typeof r, c: RuleCase): void {
  cases[name] = c;
  fuzz(`formRules.${name}`, { schema: c.rule, issues: toFormIssues, valid: c.valid, accepts: sameText, breaks: c.breaks });
}

formCase('twoDecimal', {
  rule: r.twoDecimal(),
  valid: fc.oneof(padded(numberText(2)), cents(0, 1e9)),
  breaks: [
    bad('form.twoDecimal', tooManyDecimals(2), 'three decimals'),
    bad('form.twoDecimal', fc.stringMatching(/^-\d{1,5}(\.\d{1,2})?$/), 'negative'),
    bad('form.twoDecimal', letters),
  ],
});
formCase('signedTwoDecimal', {
  rule: r.signedTwoDecimal(),
  valid: fc.oneof(padded(fc.stringMatching(/^-?\d{1,8}(\.\d{1,2})?$/)), cents(-1e9, 1e9)),
  breaks: [bad('form.signedTwoDecimal', fc.stringMatching(/^-?\d{1,5}\.\d{3,6}$/)), bad('form.signedTwoDecimal', fc.constantFrom('--1', '+1', '1-', '1.'))],
});
formCase('threeDecimal', {
  rule: r.threeDecimal(),
  valid: padded(numberText(3)),
  breaks: [bad('form.threeDecimal', tooManyDecimals(3)), bad('form.threeDecimal', fc.stringMatching(/^-\d{1,3}$/))],
});
formCase('fourDecimal', {
  rule: r.fourDecimal(),
  valid: padded(numberText(4)),
  breaks: [bad('form.fourDecimal', tooManyDecimals(4)), bad('form.fourDecimal', fc.constantFrom('1.', '.5', '1,5'))],
});
formCase('multipleOf100', {
  rule: r.multipleOf100(),
  valid: fc.integer({ min: 1, max: 1e6 }).chain((k) => fc.constantFrom<unknown>(k * 100, String(k * 100))),
  breaks: [
    bad(
      'form.multipleOf100',
      fc.integer({ min: 1, max: 1e6 }).filter((n) => n % 100 !== 0),
    ),
    bad('form.multipleOf100', fc.constantFrom('0', '100.0', '-100')),
  ],
});
formCase('nonNegativeInteger', {
  rule: r.nonNegativeInteger(),
  valid: whole(fc.stringMatching(/^\d{1,12}$/)),
  breaks: [bad('form.nonNegativeInteger', fc.integer({ min: -1e6, max: -1 })), bad('form.nonNegativeInteger', fc.stringMatching(/^\d{1,4}\.\d{1,3}$/))],
});
formCase('integerMin1', {
  rule: r.integerMin1(),
  valid: whole(fc.integer({ min: 1, max: 1e9 }).map(String)),
  breaks: [
    bad('form.integerMin1', fc.constantFrom('0', '00', 0)),
    bad('form.integerMin1', fc.integer({ max: -1 })),
    bad('form.integerMin1', fc.stringMatching(/^[1-9]\.\d{1,2}$/)),
  ],
});
formCase('positiveInteger', {
  rule: r.positiveInteger(),
  valid: whole(fc.integer({ min: 1, max: 1e9 }).map(String)),
  breaks: [
    bad('form.positiveInteger', fc.constantFrom('0', '000')),
    bad('form.positiveInteger', fc.integer({ min: -1e6, max: -1 })),
    bad('form.positiveInteger', fc.stringMatching(/^[1-9]\d{0,3}\.0$/)),
  ],
});
formCase('notZero', {
  rule: r.notZero(),
  valid: fc.oneof(padded(fc.stringMatching(/^-?[1-9]\d{0,6}(\.\d{1,3})?$/)), cents(1, 1e6)),
  breaks: [bad('form.notZero', fc.constantFrom('0', '0.0', '-0', '0.000', 0)), bad('form.numeric', letters)],
});
formCase('exactLength', {
  rule: r.exactLength(),
  valid: padded(text(13, 13)),
  breaks: [bad('form.exactLength', padded(text(1, 12)), 'short'), bad('form.exactLength', padded(text(14, 30)), 'long')],
});
formCase('wordChars', {
  rule: r.wordChars(),
  valid: padded(fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_\- ]{0,20}$/)),
  breaks: [bad('form.wordChars', fc.stringMatching(/^[a-z]{0,4}[#@.,!中()][a-z]{0,4}$/))],
});
formCase('alnumChinese', {
  rule: r.alnumChinese(),
  valid: padded(fc.string({ unit: fc.constantFrom(...'abcXYZ0189中文红色码'), minLength: 1, maxLength: 20 })),
  breaks: [bad('form.alnumChinese', fc.stringMatching(/^[a-z]{1,4}[ _\-.#][a-z]{1,4}$/))],
});
formCase('aboveZeroAtMost10', {
  rule: r.aboveZeroAtMost10(),
  valid: cents(1, 1000).chain((n) => fc.constantFrom<unknown>(n, String(n))),
  breaks: [bad('form.aboveZeroAtMost10', fc.constantFrom('0', '0.00', '-1')), bad('form.aboveZeroAtMost10', cents(1001, 1e6))],
});
formCase('requiredText', {
  rule: r.requiredText(),
  valid: padded(text(1, 200)),
  breaks: [bad('form.required', fc.oneof(blank, fc.constantFrom(null, undefined)))],
});
formCase('lengthRange', {
  rule: r.lengthRange(2, 10),
  valid: padded(text(2, 10)),
  breaks: [bad('form.lengthRange', padded(text(1, 1)), 'short'), bad('form.lengthRange', padded(text(11, 40)), 'long')],
});
formCase('barcode', {
  rule: r.barcode(),
  valid: padded(fc.oneof(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{12,14}$/))),
  breaks: [
    bad('form.barcode', fc.oneof(fc.stringMatching(/^\d{1,7}$/), fc.stringMatching(/^\d{9,11}$/), fc.stringMatching(/^\d{15,20}$/))),
    bad('form.barcode', fc.stringMatching(/^\d{7}[A-Z]$/)),
  ],
});
formCase('nonChinese', {
  rule: r.nonChinese(),
  valid: padded(fc.string({ minLength: 1, maxLength: 30 }).map((s) => s.trim() || 'x')),
  breaks: [
    bad(
      'form.nonChinese',
      fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom('红', '中文', '货号')).map(([a, b]) => `x${a}${b}`),
    ),
  ],
});
formCase('digits', {
  rule: r.digits(),
  valid: padded(fc.stringMatching(/^\d{1,20}$/)),
  breaks: [bad('form.digits', fc.stringMatching(/^\d{0,3}[a-z.\-+]\d{1,3}$|^\d{1,3} \d{1,3}$/))],
});
formCase('httpLink', {
  rule: r.httpLink(),
  valid: padded(fc.stringMatching(/^[hH][tT][tT][pP][sS]?:\/\/[a-z0-9]{1,10}(\.[a-z]{2,5}){1,2}(\/[a-z0-9?=&]{0,10})?$/)),
  breaks: [bad('form.httpLink', fc.stringMatching(/^(ftp:\/\/|www\.|https:\/\/ |http:\/)[a-z]{1,8}\.com$/))],
});
formCase('upTo', {
  rule: r.upTo(100),
  valid: cents(0, 10_000).chain((n) => fc.constantFrom<unknown>(n, String(n))),
  breaks: [bad('form.upTo', cents(10_001, 1e6)), bad('form.upTo', cents(-1e6, -1))],
});
formCase('bounds', {
  rule: r.bounds({ min: 5, max: 9 }),
  valid: cents(500, 900),
  breaks: [bad('form.min', cents(-1e5, 499)), bad('form.max', cents(901, 1e6)), bad('form.numeric', letters)],
});
formCase('numeric', {
  rule: r.numeric(),
  valid: fc.oneof(padded(fc.stringMatching(/^-?\d{1,10}(\.\d{1,6})?$/)), fc.integer()),
  breaks: [bad('form.numeric', fc.constantFrom('1e5', '1.', '.5', '1,5', '+1', 'NaN', 'Infinity'))],
});
formCase('between', { rule: r.between(20, -3), valid: cents(-300, 2000), breaks: [bad('form.between', fc.oneof(cents(-1e6, -301), cents(2001, 1e6)))] });
formCase('videoLink', { rule: r.videoLink(), valid: padded(link(VIDEO_LINK_EXTENSIONS)), breaks: [bad('form.videoLink', wrongExt)] });
formCase('pattern', {
  rule: r.pattern(/^[A-Z]{3}$/g, 'order.currency'),
  valid: padded(fc.stringMatching(/^[A-Z]{3}$/)),
  breaks: [bad('order.currency', fc.stringMatching(/^[A-Z]{1,2}$|^[A-Z]{4,6}$|^[a-z]{3}$/))],
});
formCase('noLeadingZero', {
  rule: r.noLeadingZero(),
  valid: padded(fc.oneof(fc.constantFrom('0', '0.5', '-0.25'), fc.stringMatching(/^-?[1-9]\d{0,8}(\.\d{1,3})?$/))),
  breaks: [bad('form.noLeadingZero', fc.stringMatching(/^[-+]?0\d{1,6}$/))],
});
formCase('email', {
  rule: r.email(),
  valid: padded(fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}@[A-Za-z0-9-]{1,10}(\.[A-Za-z0-9-]{1,5})?\.[A-Za-z]{2,6}$/)),
  breaks: [bad('form.email', fc.stringMatching(/^[a-z]{1,8}(@|@[a-z]{1,5}|\.[a-z]{2,3})$/))],
});
formCase('imageUrl', { rule: r.imageUrl(), valid: padded(link(IMAGE_URL_EXTENSIONS)), breaks: [bad('form.imageUrl', wrongExt)] });
formCase('zipCode', {
  rule: r.zipCode(),
  valid: padded(fc.stringMatching(/^[A-Za-z0-9,\-*][A-Za-z0-9, \-*]{0,10}$/)),
  breaks: [bad('form.zipCode', fc.stringMatching(/^[0-9]{1,4}[中()@#[\]][0-9]{0,4}$/))],
});
formCase('positiveDecimal', {
  rule: r.positiveDecimal(),
  valid: fc.oneof(padded(fc.stringMatching(/^[1-9]\d{0,6}(\.\d{1,8})?$/)), cents(1, 1e8)),
  breaks: [bad('form.positiveDecimal', fc.constantFrom('0', '0.0', '-1', '-0.5', 0))],
});
formCase('interval', {
  rule: r.interval(),
  valid: fc.oneof(
    fc.nat(1e6).map(String),
    fc.tuple(fc.nat(1e6), fc.integer({ min: 1, max: 1e6 }), pad).map(([a, d, s]) => `${a}${s}-${s}${a + d}`),
  ),
  breaks: [
    bad(
      'form.intervalOrder',
      fc.tuple(fc.nat(1e6), fc.nat(1e6)).map(([a, d]) => `${a + d}-${a}`),
    ),
    bad('form.interval', fc.constantFrom('1-', '-1', 'a-b', '1--2', '1-2-3', '1 2')),
  ],
});

describe('form rules: empty values', () => {
  // Factories with the arguments the table above uses; `required` is the last option of each.
  const required: Record<string, FormRule> = {
    twoDecimal: r.twoDecimal({ required: true }),
    exactLength: r.exactLength(13, { required: true }),
    lengthRange: r.lengthRange(2, 4, { required: true }),
    upTo: r.upTo(10, 1, { required: true }),
    bounds: r.bounds({ min: 1 }, { required: true }),
    between: r.between(1, 2, { required: true }),
    pattern: r.pattern(/^x$/, 'form.pattern', { required: true }),
    interval: r.interval({ required: true }),
    email: r.email({ required: true }),
  };
  it('an empty value passes every rule not marked required, as ""', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(cases)), fc.oneof(blank, fc.constantFrom(null, undefined)), (name, value) => {
        if (name === 'requiredText') return;
        expect(cases[name].rule.safeParse(value)).toEqual({ success: true, data: '' });
      }),
    );
  });
  it('a required rule refuses an empty value with form.required', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(required)), fc.oneof(blank, fc.constantFrom(null, undefined)), (name, value) => {
        const res = required[name].safeParse(value);
        expect(res.success).toBe(false);
        if (!res.success) expect(toFormIssues(res.error).map((i) => i.messageId)).toEqual(['form.required']);
      }),
    );
  });
  it('a value that is neither text nor a finite number is form.pattern', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(cases)),
        fc.oneof(fc.boolean(), fc.constant(NaN), fc.constant(Infinity), fc.object(), fc.array(fc.nat())),
        (name, value) => {
          const res = cases[name].rule.safeParse(value);
          expect(res.success).toBe(false);
          if (!res.success) expect(toFormIssues(res.error).map((i) => i.messageId)).toEqual(['form.pattern']);
        },
      ),
    );
  });
});

fuzz('formRule', {
  // formRule itself: the checks see the trimmed text; the first failing check is the one reported
  schema: formRule([
    (v) => (v.length > 5 ? { id: 'form.lengthRange', params: { min: 1, max: 5 } } : null),
    (v) => (v.includes('x') ? { id: 'form.pattern' } : null),
  ]),
  issues: toFormIssues,
  valid: padded(fc.stringMatching(/^[a-w]{0,5}$/)),
  accepts: sameText,
  breaks: [bad('form.lengthRange', padded(fc.stringMatching(/^[a-z]{6,12}$/))), bad('form.pattern', padded(fc.stringMatching(/^[a-w]{0,2}x[a-w]{0,2}$/)))],
});

const range = z.object({ minPrice: r.twoDecimal(), maxPrice: r.twoDecimal() }).superRefine(minNotAboveMax('minPrice', 'maxPrice'));
fuzz('minNotAboveMax', {
  schema: range,
  issues: toFormIssues,
  valid: fc.tuple(cents(0, 1e6), cents(0, 1e6)).map(([a, b]) => ({ minPrice: String(Math.min(a, b)), maxPrice: String(Math.max(a, b)) })),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    {
      at: 'maxPrice',
      id: 'form.minAboveMax',
      make: () => fc.tuple(fc.nat(1e8), fc.integer({ min: 1, max: 1e8 })).map(([b, d]) => ({ minPrice: String((b + d) / 100), maxPrice: String(b / 100) })),
    },
    // a field that is not a number is its own rule's error, never also "min above max"
    brk('minPrice', 'form.twoDecimal', fc.stringMatching(/^[a-z]{1,4}$/)),
  ],
});

covers('parseInterval', () => {
  it('reads N and N-M (spaces around the dash allowed) back as numbers', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.option(fc.nat(1e6), { nil: undefined }), pad, pad, (a, b, s1, s2) => {
        const textValue = b === undefined ? `${s1}${a}${s2}` : `${a}${s1}-${s2}${b}`;
        expect(parseInterval(textValue)).toEqual({ from: a, to: b ?? null });
      }),
    );
  });
  it('never throws; answers null for anything else', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const res = parseInterval(s);
        if (res) expect(Number.isFinite(res.from)).toBe(true);
      }),
    );
  });
});

covers('toFormIssues', () => {
  it('every issue of a form rule has a message id both languages have, on the top-level field', () => {
    const schema = z.object({ price: r.twoDecimal({ required: true }), rows: z.array(z.object({ qty: r.positiveInteger({ required: true }) })) });
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (price, qty) => {
        const res = schema.safeParse({ price, rows: [{ qty }] });
        if (res.success) return;
        for (const i of toFormIssues(res.error)) {
          expectMessageId(i.messageId);
          expect(['price', 'rows', '']).toContain(i.field);
          expect(i.path.startsWith(i.field)).toBe(true);
        }
      }),
    );
  });
});
