// The committed typed documents must match schema/schema.graphql and the *.graphql operations:
// run `npm run codegen` after changing either.
import { generate } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

describe('generated/graphql.ts', () => {
  it('is what codegen produces now', async () => {
    const outputs = await generate({ ...config, silent: true }, false);
    expect(outputs).toHaveLength(1);
    const committed = readFileSync(outputs[0].filename, 'utf8');
    expect(committed === outputs[0].content, 'stale: run `npm run codegen`').toBe(true);
  }, 60000);
});
