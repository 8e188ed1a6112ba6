import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, translate } from '../messages/index';
import { FORM_MESSAGE_IDS, formRules, minNotAboveMax, parseInterval, toFormIssues, type FormRule } from './form';

/** The first issue's message id and params, or null when the value passes. */
function check(rule: FormRule, value: unknown) {
  const r = rule.safeParse(value);
  if (r.success) return null;
  const [issue] = toFormIssues(r.error);
  return { id: issue.messageId, params: issue.params };
}

const r = formRules;

// [name, rule, passing values, [failing value, expected message id, expected params?][]]
type Case = [string, FormRule, unknown[], [unknown, string, Record<string, unknown>?][]];
const cases: Case[] = [
  [
    'two decimals',
    r.twoDecimal(),
    ['0', '12', '12.5', '12.34', 7.5],
    [
      ['12.345', 'form.twoDecimal'],
      ['-1', 'form.twoDecimal'],
      ['1e3', 'form.twoDecimal'],
      ['abc', 'form.twoDecimal'],
    ],
  ],
  [
    'signed two decimals',
    r.signedTwoDecimal(),
    ['-12.34', '0', '5.1'],
    [
      ['-12.345', 'form.signedTwoDecimal'],
      ['--1', 'form.signedTwoDecimal'],
    ],
  ],
  [
    'three decimals',
    r.threeDecimal(),
    ['1.234', '8'],
    [
      ['1.2345', 'form.threeDecimal'],
      ['-1.2', 'form.threeDecimal'],
    ],
  ],
  [
    'four decimals',
    r.fourDecimal(),
    ['6.1234', '0.5'],
    [
      ['6.12345', 'form.fourDecimal'],
      ['1.', 'form.fourDecimal'],
    ],
  ],
  [
    'multiples of 100',
    r.multipleOf100(),
    ['100', '2500', 300],
    [
      ['150', 'form.multipleOf100'],
      ['0', 'form.multipleOf100'],
      ['100.0', 'form.multipleOf100'],
    ],
  ],
  [
    'non-negative integer',
    r.nonNegativeInteger(),
    ['0', '42'],
    [
      ['-1', 'form.nonNegativeInteger'],
      ['1.5', 'form.nonNegativeInteger'],
    ],
  ],
  [
    'integer at least 1',
    r.integerMin1(),
    ['1', '99'],
    [
      ['0', 'form.integerMin1'],
      ['2.5', 'form.integerMin1'],
    ],
  ],
  [
    'positive integer',
    r.positiveInteger(),
    ['3'],
    [
      ['0', 'form.positiveInteger'],
      ['-3', 'form.positiveInteger'],
      ['3.0', 'form.positiveInteger'],
    ],
  ],
  [
    'not zero',
    r.notZero(),
    ['-2', '0.01', '5'],
    [
      ['0', 'form.notZero'],
      ['0.00', 'form.notZero'],
      ['x', 'form.numeric'],
    ],
  ],
  [
    'exactly 13 characters',
    r.exactLength(),
    ['6901234567892', ' ABCDEFGHIJKLM '],
    [
      ['690123456789', 'form.exactLength', { length: 13 }],
      ['69012345678920', 'form.exactLength', { length: 13 }],
    ],
  ],
  [
    'letters, digits, underscore, dash, whitespace',
    r.wordChars(),
    ['SKU_01-a b'],
    [
      ['SKU#1', 'form.wordChars'],
      ['货号', 'form.wordChars'],
    ],
  ],
  [
    'letters, digits, Chinese',
    r.alnumChinese(),
    ['红色L码', 'abc123'],
    [
      ['红色 L', 'form.alnumChinese'],
      ['a_b', 'form.alnumChinese'],
    ],
  ],
  [
    'above 0 and at most 10',
    r.aboveZeroAtMost10(),
    ['10', '0.5', '3'],
    [
      ['0', 'form.aboveZeroAtMost10'],
      ['10.01', 'form.aboveZeroAtMost10'],
      ['-1', 'form.aboveZeroAtMost10'],
    ],
  ],
  [
    'required text',
    r.requiredText(),
    ['x', ' a '],
    [
      ['', 'form.required'],
      ['   ', 'form.required'],
      [undefined, 'form.required'],
      [null, 'form.required'],
    ],
  ],
  [
    'length range',
    r.lengthRange(2, 4),
    ['ab', '中文字符', 'abcd'],
    [
      ['a', 'form.lengthRange', { min: 2, max: 4 }],
      ['abcde', 'form.lengthRange', { min: 2, max: 4 }],
    ],
  ],
  [
    'barcode / EAN',
    r.barcode(),
    ['12345678', '123456789012', '6901234567892', '12345678901234'],
    [
      ['1234567', 'form.barcode'],
      ['123456789', 'form.barcode'],
      ['123456789012345', 'form.barcode'],
      ['1234567A', 'form.barcode'],
    ],
  ],
  ['non-Chinese text', r.nonChinese(), ['Red T-shirt (L)'], [['Red 红色', 'form.nonChinese']]],
  [
    'digits only',
    r.digits(),
    ['0123'],
    [
      ['12a', 'form.digits'],
      ['1.5', 'form.digits'],
      ['-1', 'form.digits'],
    ],
  ],
  [
    'http(s) link',
    r.httpLink(),
    ['http://a.com', 'HTTPS://shop.example.com/x?y=1'],
    [
      ['ftp://a.com', 'form.httpLink'],
      ['www.a.com', 'form.httpLink'],
      ['https://', 'form.httpLink'],
    ],
  ],
  [
    '0 to max',
    r.upTo(100),
    ['0', '100', '55.5'],
    [
      ['100.1', 'form.upTo', { min: 0, max: 100 }],
      ['-1', 'form.upTo', { min: 0, max: 100 }],
    ],
  ],
  [
    '1 to max',
    r.upTo(100, 1),
    ['1', '100'],
    [
      ['0', 'form.upTo', { min: 1, max: 100 }],
      ['0.5', 'form.upTo', { min: 1, max: 100 }],
    ],
  ],
  [
    'min and max bounds',
    r.bounds({ min: 5, max: 9 }),
    ['5', '9', '7.5'],
    [
      ['4.9', 'form.min', { min: 5 }],
      ['10', 'form.max', { max: 9 }],
      ['five', 'form.numeric'],
    ],
  ],
  ['min bound only', r.bounds({ min: 0 }), ['0', '1000000'], [['-0.01', 'form.min', { min: 0 }]]],
  [
    'numeric',
    r.numeric(),
    ['-3.25', '0', '42'],
    [
      ['4,2', 'form.numeric'],
      ['1e5', 'form.numeric'],
      ['abc', 'form.numeric'],
    ],
  ],
  [
    'between two bounds',
    r.between(10, 1),
    ['1', '10', '5'],
    [
      ['0.99', 'form.between', { min: 1, max: 10 }],
      ['11', 'form.between', { min: 1, max: 10 }],
    ],
  ],
  [
    'video link',
    r.videoLink(),
    [
      'https://v.example.com/a.MP4',
      'http://x/y.rmvb?t=1',
      'https://x/z.3gp#start',
      'a.swf',
      'b.avi',
      'c.flv',
      'd.mpg',
      'e.rm',
      'f.mov',
      'g.wav',
      'h.asf',
      'i.mkv',
    ],
    [
      ['https://v.example.com/a.webm', 'form.videoLink'],
      ['https://x/mp4', 'form.videoLink'],
    ],
  ],
  [
    'custom pattern',
    r.pattern(/^[A-Z]{2}\d{3}$/g),
    ['AB123', 'AB123'],
    [
      ['ab123', 'form.pattern'],
      ['AB1234', 'form.pattern'],
    ],
  ],
  [
    'no leading zero',
    r.noLeadingZero(),
    ['0', '0.5', '105', '-5'],
    [
      ['012', 'form.noLeadingZero'],
      ['-05', 'form.noLeadingZero'],
      ['00', 'form.noLeadingZero'],
    ],
  ],
  [
    'e-mail',
    r.email(),
    ['a.b+c@shop.example.com'],
    [
      ['a@b', 'form.email'],
      ['a b@c.com', 'form.email'],
      ['@c.com', 'form.email'],
    ],
  ],
  [
    'image URL',
    r.imageUrl(),
    ['https://img.example.com/a.JPG', 'https://x/b.jpeg?w=100', 'https://x/c.webp', 'https://x/d.png'],
    [
      ['https://x/e.gif', 'form.imageUrl'],
      ['https://x/png', 'form.imageUrl'],
    ],
  ],
  [
    'zip code',
    r.zipCode(),
    ['100080', 'SW1A 1AA', '12345-6789', '1*3,4'],
    [
      ['100080（北京）', 'form.zipCode'],
      ['(12345)', 'form.zipCode'],
      ['a@b', 'form.zipCode'],
      ['北京', 'form.zipCode'],
    ],
  ],
  [
    'positive decimal',
    r.positiveDecimal(),
    ['0.001', '3', '12.3456'],
    [
      ['0', 'form.positiveDecimal'],
      ['-0.5', 'form.positiveDecimal'],
      ['.5', 'form.positiveDecimal'],
    ],
  ],
  [
    'interval N or N-M',
    r.interval(),
    ['5', '1-10', '0.5 - 2.5'],
    [
      ['10-1', 'form.intervalOrder'],
      ['3-3', 'form.intervalOrder'],
      ['1-', 'form.interval'],
      ['a-b', 'form.interval'],
      ['1-2-3', 'form.interval'],
    ],
  ],
];

describe('shared form rules (spec 01 §5)', () => {
  for (const [name, rule, passing, failing] of cases) {
    describe(name, () => {
      it.each(passing.map((v) => [v]))('accepts %j', (value) => expect(check(rule, value)).toBeNull());
      it.each(failing)('refuses %j with %s', (value, id, params) => {
        const result = check(rule, value);
        expect(result?.id).toBe(id);
        if (params) expect(result?.params).toMatchObject(params);
      });
    });
  }

  it('covers every rule of the spec list', () => {
    // one rule factory per item; exactLength/upTo/bounds/between/lengthRange/pattern take arguments
    expect(Object.keys(formRules)).toHaveLength(31);
  });

  it('lets empty values pass unless required, then reports form.required', () => {
    expect(check(r.twoDecimal(), '')).toBeNull();
    expect(check(r.twoDecimal(), '  ')).toBeNull();
    expect(check(r.twoDecimal({ required: true }), ' ')).toEqual({ id: 'form.required', params: {} });
    expect(check(r.lengthRange(1, 3, { required: true }), '')).toMatchObject({ id: 'form.required' });
    expect(check(r.email({ required: true }), undefined)).toMatchObject({ id: 'form.required' });
  });

  it('returns the trimmed text', () => {
    expect(r.twoDecimal().parse(' 12.50 ')).toBe('12.50');
    expect(r.numeric().parse(3.25)).toBe('3.25');
    expect(r.requiredText().parse('  a b ')).toBe('a b');
  });

  it('refuses values that are not text or numbers', () => {
    expect(check(r.numeric(), { n: 1 })).toMatchObject({ id: 'form.pattern' });
    expect(check(r.numeric(), Number.NaN)).toMatchObject({ id: 'form.pattern' });
  });

  it('keeps a custom pattern stateless and accepts a caller message id', () => {
    const rule = r.pattern(/^\d{3}$/g, 'validation.phone');
    expect(check(rule, '123')).toBeNull();
    expect(check(rule, '123')).toBeNull();
    expect(check(rule, '12')).toMatchObject({ id: 'validation.phone' });
  });

  it('reports min above max on the upper field of an object', () => {
    const range = z.object({ minPrice: r.twoDecimal(), maxPrice: r.twoDecimal() }).superRefine(minNotAboveMax('minPrice', 'maxPrice'));
    expect(range.safeParse({ minPrice: '5', maxPrice: '10' }).success).toBe(true);
    expect(range.safeParse({ minPrice: '5', maxPrice: '' }).success).toBe(true);
    const bad = range.safeParse({ minPrice: '20', maxPrice: '10' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(toFormIssues(bad.error)).toEqual([{ field: 'maxPrice', path: 'maxPrice', messageId: 'form.minAboveMax', params: {} }]);
  });

  it('gives nested issues a dotted path', () => {
    const lines = z.object({ items: z.array(z.object({ price: r.twoDecimal({ required: true }) })) });
    const res = lines.safeParse({ items: [{ price: '1' }, { price: 'x' }] });
    expect(res.success).toBe(false);
    if (!res.success) expect(toFormIssues(res.error)[0]).toMatchObject({ field: 'items', path: 'items.1.price', messageId: 'form.twoDecimal' });
  });

  it('parses intervals', () => {
    expect(parseInterval('5')).toEqual({ from: 5, to: null });
    expect(parseInterval(' 1.5 - 3 ')).toEqual({ from: 1.5, to: 3 });
    expect(parseInterval('x')).toBeNull();
  });

  it('has zh and en texts for every message id, with the same placeholders', () => {
    for (const id of FORM_MESSAGE_IDS) {
      const zh = (messages.zh as Record<string, string>)[id];
      const en = (messages.en as Record<string, string>)[id];
      expect(zh, id).toBeTruthy();
      expect(en, id).toBeTruthy();
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(zh), id).toEqual(holes(en));
    }
    expect(translate('zh', 'form.lengthRange', { min: 2, max: 4 })).toBe('长度为 2 到 4 个字符');
    expect(translate('en', 'form.upTo', { min: 1, max: 100 })).toBe('Enter a number from 1 to 100');
  });

  it('uses only ids that exist in the catalogue', () => {
    const used = new Set<string>();
    for (const [, rule, , failing] of cases) for (const [value] of failing) used.add(check(rule, value)!.id);
    for (const id of used) expect(FORM_MESSAGE_IDS as readonly string[]).toContain(id);
    expect(FORM_MESSAGE_IDS.every((id) => id.startsWith('form.'))).toBe(true);
  });
});
