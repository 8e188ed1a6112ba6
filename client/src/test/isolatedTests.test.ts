// A test file that replaces modules (vi.mock) or fakes timers must run in the `isolated` project
// (vite.config.ts ISOLATED_TESTS): in the `shared` one the worker may already hold the real module,
// so the mock silently does not apply (the sales performance pages reached jsdom's canvas that way).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.test\.tsx?$/.test(name) ? [full] : [];
  });

describe('isolated test files', () => {
  it('lists every test file that mocks a module in ISOLATED_TESTS', () => {
    const config = readFileSync(path.join(root, 'vite.config.ts'), 'utf8');
    const mocking = files(path.join(root, 'src'))
      .filter((f) => /\bvi\.mock\(/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => f !== 'src/test/isolatedTests.test.ts');
    expect(mocking.length).toBeGreaterThan(10);
    expect(mocking.filter((f) => !config.includes(`'${f}'`))).toEqual([]);
  });
});
