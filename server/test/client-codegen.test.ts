// The committed typed documents must match schema/schema.graphql and the *.graphql operations:
// run `npm run codegen` after changing either.
import { generate } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

describe('client/src/api/generated', () => {
  it('is what codegen produces now', async () => {
    const outputs = await generate({ ...config, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const committed = readFileSync(output.filename, 'utf8');
      expect(committed === output.content, `${output.filename} is stale: run \`npm run codegen\``).toBe(true);
    }
  }, 60000);
});
