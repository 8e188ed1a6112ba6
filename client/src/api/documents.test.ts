// Every page size a client document writes into its query text must be one the server accepts
// (PAGE_SIZE_MAX): a literal above it is refused on every load, and a picker that loads its options
// silently would then look empty (the finance account picker asked for 200 and offered no account).
import { PAGE_SIZE_MAX } from '@erp/schema';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return graphqlFiles(full);
    return name.endsWith('.graphql') ? [full] : [];
  });
}

describe('client GraphQL documents', () => {
  it(`never ask for more than ${PAGE_SIZE_MAX} rows in a literal page size`, () => {
    const files = graphqlFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const tooBig = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(first|limit|pageSize)\s*:\s*(\d+)/g)]
        .filter((m) => Number(m[2]) > PAGE_SIZE_MAX)
        .map((m) => `${path.relative(SRC, file)}: ${m[0]}`),
    );
    expect(tooBig).toEqual([]);
  });
});
