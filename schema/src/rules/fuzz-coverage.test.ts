// Every exported validator of @erp/schema has property tests (issue 9 item 5). The validators
// are found on the package index, not listed by hand:
//   - every export that is a zod schema (inputs, filters, single-value rules such as `price`);
//   - every shared form rule (formRules.<name>);
//   - every exported function named like a validator: check…, parse…, isValid…, …Problems, plus
//     the few that are validators under another name (VALIDATOR_FUNCTIONS).
// The covered names are read from the fuzz files' fuzz('name', …) / covers('name', …) /
// formCase('name', …) calls, so a new validator without a property fails here, and so does a
// property registered under a name the package no longer exports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemaIndex from '../index';

/** Exported functions that validate input although their names do not say so. */
const VALIDATOR_FUNCTIONS = ['minNotAboveMax', 'formRule', 'scanNumber', 'toFieldIssues', 'toFormIssues', 'isNumberPoolFile'];
const VALIDATOR_NAME = /^(check[A-Z]|parse[A-Z]|isValid[A-Z])|Problems$/;

/** The validators a module namespace exports. */
export function validatorsOf(exports: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (value instanceof z.ZodType) names.push(name);
    else if (typeof value === 'function' && (VALIDATOR_NAME.test(name) || VALIDATOR_FUNCTIONS.includes(name))) names.push(name);
  }
  const formRules = exports.formRules as Record<string, unknown> | undefined;
  for (const rule of Object.keys(formRules ?? {})) names.push(`formRules.${rule}`);
  return names.sort();
}

/** The names registered by fuzz / covers / formCase calls in the given sources. */
export function coveredIn(sources: readonly string[]): Set<string> {
  const covered = new Set<string>();
  for (const src of sources) {
    for (const m of src.matchAll(/\b(?:fuzz|covers)\(\s*'([\w.]+)'/g)) covered.add(m[1]);
    for (const m of src.matchAll(/\bformCase\(\s*'(\w+)'/g)) covered.add(`formRules.${m[1]}`);
  }
  return covered;
}

const dir = path.dirname(new URL(import.meta.url).pathname);
const fuzzFiles = readdirSync(dir).filter((f) => f.endsWith('.fuzz.test.ts'));
const covered = coveredIn(fuzzFiles.map((f) => readFileSync(path.join(dir, f), 'utf8')));
const validators = validatorsOf(schemaIndex);

describe('property-test coverage of the validators', () => {
  it('finds the validators and the fuzz files', () => {
    // a broken discovery (no files, no exports) must not pass as "nothing uncovered"
    expect(fuzzFiles.length).toBeGreaterThanOrEqual(15);
    expect(validators.length).toBeGreaterThanOrEqual(140);
  });

  it('every exported validator has a property test', () => {
    expect(validators.filter((v) => !covered.has(v))).toEqual([]);
  });

  it('every registered name is an exported validator (no stale registrations)', () => {
    expect([...covered].filter((c) => !validators.includes(c)).sort()).toEqual([]);
  });

  it('a new validator without a property is reported', () => {
    const exports = {
      ...schemaIndex,
      refundNoteInput: z.object({ note: z.string() }),
      checkRefundNote: () => [],
      formRules: { ...schemaIndex.formRules, vatNumber: () => z.string() },
    };
    const missing = validatorsOf(exports).filter((v) => !covered.has(v));
    expect(missing).toEqual(expect.arrayContaining(['checkRefundNote', 'formRules.vatNumber', 'refundNoteInput']));
  });
});
