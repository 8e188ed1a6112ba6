// Shared kit of the property-based validator tests (rules/*.fuzz.test.ts, issue 9 item 5).
//
// `fuzz(name, spec)` runs three properties on the exported zod schema `name` (looked up on the
// package index, so a registered name is always a real export):
//   1. every input built from `valid` (arbitraries that follow the spec's rule) is accepted, and
//      `accepts(input, output)` checks the parsed value (trimmed, defaults, numbers as numbers…);
//   2. every input that breaks exactly one rule (`breaks`) is refused with that field and message
//      id (which exists in zh and en), and — unless `loose` — with no issue on another field;
//   3. arbitrary values (fc.anything, JSON, a valid input with one field replaced) never make it
//      throw, and every issue it reports maps to a message id both languages have.
// fuzz-coverage.test.ts reads the names passed to fuzz()/covers() in the fuzz files: an exported
// validator that none of them names fails it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemaIndex from '../index';
import { messages } from '../messages/index';
import { toFieldIssues } from './validation';

/** Fixed seed: a failure reproduces on every machine; numRuns keeps all fuzz files well under 20 s. */
fc.configureGlobal({ seed: 42, numRuns: 25 });

export { fc };

// ---- arbitraries ------------------------------------------------------------------------------

/** Characters of seller input: printable ASCII plus some Chinese and accented letters. */
export const char = fc.oneof({ weight: 10, arbitrary: fc.char() }, { weight: 2, arbitrary: fc.constantFrom('中', '文', '仓', '货', 'é', 'ß', '€', 'Ω') });
/** Text whose trimmed length is min..max (it equals its trim). */
export const text = (min: number, max: number) =>
  fc
    .string({ unit: char, minLength: min, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length >= min && s.length <= max);
/** Whitespace a form may add around a value (trim removes all of it, ideographic space included). */
export const pad = fc.constantFrom('', '', ' ', '  ', '\t', '\n', '\u3000');
/** `core` with whitespace around it: the rules trim first, so it must behave like `core`. */
export const padded = (core: fc.Arbitrary<string>) => fc.tuple(pad, core, pad).map(([a, s, b]) => a + s + b);
/** Optional text of at most `max` characters, padded. */
export const optText = (max: number) => padded(text(0, max));
/** Required text of 1..max characters, padded. */
export const reqText = (max: number) => padded(text(1, max));
/** Text over the limit: max+1.. characters after trimming. */
export const tooLong = (max: number) => padded(text(max + 1, max + 40));
/** Empty after trimming. */
export const blank = fc.constantFrom('', ' ', '   ', '\t\n', '\u3000');

export const id = fc.integer({ min: 1, max: 2_147_483_647 });
export const ids = (min: number, max: number) => fc.uniqueArray(id, { minLength: min, maxLength: max });
/** A finite number that is not whole. */
export const fraction = fc.double({ min: -1e7, max: 1e7, noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n));
export const negativeInt = fc.integer({ min: -1_000_000, max: -1 });
/** 0, negative or not whole: not an id. */
export const badId = fc.oneof(
  fc.constant(0),
  negativeInt,
  fraction.filter((n) => n > 0),
);
/** Not a number at all. */
export const notNumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant(NaN));
export const bool = fc.boolean();

/** Two-decimal money as text or number (inventory `price`, `orderMoney`): 1..10 integer digits. */
export const money = fc.oneof(
  fc.stringMatching(/^\d{1,10}(\.\d{1,2})?$/),
  fc.integer({ min: 0, max: 999_999_999 }),
  fc.integer({ min: 0, max: 99_999_999 }).map((c) => c / 100),
);
/** Money the two-decimal rule refuses: three decimals, negative, 11 digits, letters, exponent. */
export const badMoney = fc.oneof(
  fc.stringMatching(/^\d{1,6}\.\d{3,5}$/),
  fc.stringMatching(/^-\d{1,6}(\.\d{1,2})?$/),
  fc.stringMatching(/^[1-9]\d{10,14}$/),
  fc.stringMatching(/^\d{0,3}[a-zA-Z,]\d{0,3}$/),
  fc.constantFrom('', ' ', '1e3', '1.', '.5', '1.2.3', '--1'),
);
/** What `String(v).trim()` gives: the parsed text of a money value. */
export const moneyText = (v: unknown) => String(v).trim();

// ---- the properties ---------------------------------------------------------------------------

export const OMIT = Symbol('omit');
type Arb = fc.Arbitrary<unknown>;

export interface Break {
  /** Dotted path of the value replaced (lines.0.quantity); also the expected field unless `field`. */
  at: string;
  /** Expected message id. */
  id: string;
  /** The replacing value: an arbitrary, or OMIT to delete the key. */
  value?: Arb | typeof OMIT;
  /** Or build the whole broken input from a valid one (relations: min above max, mismatch). */
  make?: (valid: any) => Arb;
  /** The field the issue must be reported on, when not `at` (toFieldIssues drops trailing indexes). */
  field?: string;
  /** Other issues (on other fields) may come along. */
  loose?: boolean;
  /** What the broken rule says, for the test name. */
  rule?: string;
}

export const brk = (at: string, id: string, value: Arb | typeof OMIT, opts: Partial<Break> = {}): Break => ({ at, id, value, ...opts });
export const rel = (field: string, id: string, make: (valid: any) => Arb, opts: Partial<Break> = {}): Break => ({ at: field, id, make, ...opts });

export interface FuzzSpec {
  valid: Arb;
  accepts?: (input: any, output: any) => void;
  breaks?: Break[];
  /** The schema when it is not an export of the index under `name` (form rules built by a factory). */
  schema?: z.ZodType;
  /** Issues go through this instead of toFieldIssues (form rules use toFormIssues). */
  issues?: (error: z.ZodError) => { field: string; messageId: string }[];
  numRuns?: number;
}

/** Every message id must exist in both languages. */
export function expectMessageId(id: string): void {
  expect(messages.en, `en lacks ${id}`).toHaveProperty([id]);
  expect(messages.zh, `zh lacks ${id}`).toHaveProperty([id]);
}

/** The field toFieldIssues reports for a path: trailing list indexes dropped. */
export function fieldOf(path: string): string {
  const parts = path.split('.');
  while (parts.length > 1 && /^\d+$/.test(parts[parts.length - 1])) parts.pop();
  return parts.join('.');
}

/** A copy of `value` with the path replaced (or deleted with OMIT). */
export function setPath(value: unknown, path: string, next: unknown): unknown {
  if (path === '') return next;
  const copy = structuredClone(value) as Record<string, unknown>;
  const parts = path.split('.');
  let cur: Record<string, unknown> = copy;
  for (const p of parts.slice(0, -1)) cur = cur[p] as Record<string, unknown>;
  const last = parts[parts.length - 1];
  if (next === OMIT) delete cur[last];
  else cur[last] = next;
  return copy;
}

function lookup(name: string): z.ZodType {
  const found = (schemaIndex as Record<string, unknown>)[name];
  if (!(found instanceof z.ZodType)) throw new Error(`${name} is not a zod schema exported by @erp/schema`);
  return found;
}

const describeIssues = (issues: { field: string; messageId: string }[]) => issues.map((i) => `${i.field}:${i.messageId}`).join(', ');

/** The three properties of one validator (see the file comment). */
export function fuzz(name: string, spec: FuzzSpec): void {
  const schema = spec.schema ?? lookup(name);
  const issuesOf = spec.issues ?? toFieldIssues;
  const params = spec.numRuns ? { numRuns: spec.numRuns } : {};
  describe(`${name} (property)`, () => {
    it('accepts every input that follows the rules', () => {
      fc.assert(
        fc.property(spec.valid, (input) => {
          const r = schema.safeParse(input);
          if (!r.success) throw new Error(`refused: ${describeIssues(issuesOf(r.error))}`);
          spec.accepts?.(input, r.data);
        }),
        params,
      );
    });

    for (const b of spec.breaks ?? []) {
      const expectedField = b.field ?? fieldOf(b.at);
      it(`refuses ${b.rule ?? 'a broken'} ${b.at || 'value'} with ${expectedField || 'value'}: ${b.id}`, () => {
        expectMessageId(b.id);
        const broken: Arb = b.make
          ? spec.valid.chain((v) => b.make!(v))
          : b.value === OMIT
            ? spec.valid.map((v) => setPath(v, b.at, OMIT))
            : fc.tuple(spec.valid, b.value as Arb).map(([v, x]) => setPath(v, b.at, x));
        fc.assert(
          fc.property(broken, (input) => {
            const r = schema.safeParse(input);
            if (r.success) throw new Error(`accepted: ${JSON.stringify(r.data)}`);
            const found = issuesOf(r.error);
            if (!found.some((i) => i.field === expectedField && i.messageId === b.id))
              throw new Error(`expected ${expectedField}:${b.id}, got ${describeIssues(found)}`);
            if (!b.loose) {
              const others = found.filter((i) => i.field !== expectedField && !i.field.startsWith(`${expectedField}.`));
              if (others.length) throw new Error(`issues on other fields: ${describeIssues(others)}`);
            }
          }),
          params,
        );
      });
    }

    it('never throws on arbitrary input; every issue has a zh and en message', () => {
      const anyValue = fc.oneof(fc.anything({ maxDepth: 1 }), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(undefined, null, {}, [], '', 0));
      // A valid input with one top-level key replaced reaches the deeper checks and refinements.
      const oneFieldOff = fc.tuple(spec.valid, fc.anything({ maxDepth: 1 }), fc.nat()).map(([v, x, n]) => {
        if (!v || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) return x;
        const keys = Object.keys(v);
        return keys.length ? setPath(v, keys[n % keys.length], x) : v;
      });
      fc.assert(
        fc.property(fc.oneof(anyValue, oneFieldOff), (input) => {
          const r = schema.safeParse(input);
          if (!r.success) for (const i of issuesOf(r.error)) expectMessageId(i.messageId);
        }),
        { numRuns: 50 },
      );
    });
  });
}

/**
 * Registers a validation function (not a zod schema) as covered; the properties are written
 * next to it with plain `it` + fc.assert. The name is checked against the package's exports.
 */
export function covers(name: string, body: () => void): void {
  const found = name.startsWith('formRules.')
    ? (schemaIndex.formRules as Record<string, unknown>)[name.slice(10)]
    : (schemaIndex as Record<string, unknown>)[name];
  if (typeof found !== 'function' && !(found instanceof z.ZodType)) throw new Error(`${name} is not exported by @erp/schema`);
  describe(`${name} (property)`, body);
}
