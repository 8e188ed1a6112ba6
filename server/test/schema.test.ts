import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../src/graphql/schema';

describe('schema/schema.graphql', () => {
  it('matches the schema Pothos builds (run `npm run schema:print` after changing the API)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../schema/schema.graphql'), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});
