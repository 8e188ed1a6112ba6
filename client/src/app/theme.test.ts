import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

// The app's theme registers only the recipes it uses (theme.ts); a Chakra component whose recipe
// is missing renders unstyled, silently. This test reads which recipes the Chakra components
// imported anywhere in client/src look up (Chakra's own sources, following their imports:
// Checkbox uses Checkmark, Button's loading state a Spinner, …) and asks for each of them.
const SRC = path.resolve(import.meta.dirname, '..');
const CHAKRA = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}test${path.sep}`) ? [file] : [];
  });
}

/** Names the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's entry: exported name → the module that defines it (within dist/esm). */
function chakraExports(): Map<string, string> {
  const index = readFileSync(path.join(CHAKRA, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const out = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]+)\}(?: from '(\.[^']+)')?/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const from = m[2] ?? namespaces.get(local);
      if (from) out.set(exported, path.join(CHAKRA, from));
    }
  }
  return out;
}

/** Recipe keys looked up by a Chakra module and the Chakra modules it imports. */
function recipeKeys(entry: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"([A-Za-z]+)"/g))
      keys.add(m[1] ?? '');
    for (const m of code.matchAll(/(?:import|export)[^'";]*?from '(\.[^']+)'/g)) {
      const dep = path.join(path.dirname(file), m[1] ?? '');
      // components and their recipe contexts; the styled-system core looks up no component recipe
      if (dep.includes(`${path.sep}components${path.sep}`)) stack.push(dep);
    }
  }
  return keys;
}

describe('theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const exportsByName = chakraExports();
    const needed = new Map<string, string>();
    for (const name of importedNames()) {
      const file = exportsByName.get(name);
      if (!file) continue;
      for (const key of recipeKeys(file)) needed.set(key, name);
    }
    expect(needed.size).toBeGreaterThan(10); // the scan found the app's components
    const missing = [...needed]
      .filter(([key]) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key))
      .filter(([key]) => !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map(([key, component]) => `${key} (used by ${component})`);
    expect(missing).toEqual([]);
  });

  it('keeps the default tokens, text styles and the app fonts', () => {
    expect(system.token('colors.teal.700')).toBe(defaultSystem.token('colors.teal.700'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(system._config.theme?.textStyles).toEqual(defaultSystem._config.theme?.textStyles);
    expect(String(system.token('fonts.body'))).toContain('PingFang SC');
  });
});
