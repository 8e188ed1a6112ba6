// Benchmark: the client bundle as a browser downloads it (client/dist; built first when missing).
// Initial JavaScript = the scripts index.html loads and modulepreloads plus everything they import
// statically (transitively); each route chunk (client/src/app/screens.tsx: lazyScreen(() =>
// import('../features/x'))) is reported with what opening the route adds beyond the initial JS (the
// chunk and its static imports that the initial JS does not hold). Sizes are gzipped with zlib
// (level 9, as a static server precompresses). Baseline of the initial JS: the React runtime chunk
// alone (vendor-react), the floor of any React app.
// Run: npx tsx bench/bundle.bench.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { figure, isMain, type Figure } from './lib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'client', 'dist');
const ASSETS = path.join(DIST, 'assets');
const KB = 1024;

export interface BundleBenchOptions {
  /** Build client/dist even if it exists. */
  rebuild?: boolean;
}

/** Static imports and re-exports of a built ES module (not `import(…)`), as asset file names. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const re = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

/** Chunk name without the content hash: 'orders-YY3yJyw_.js' → 'orders'. */
const chunkName = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');

export async function run(opts: BundleBenchOptions = {}): Promise<Figure[]> {
  let built = false;
  if (opts.rebuild || !existsSync(path.join(DIST, 'index.html'))) {
    console.log('building the client (npm run build -w client) …');
    execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: ROOT, stdio: 'inherit' });
    built = true;
  }
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, readFileSync(path.join(ASSETS, f))]));
  const gz = new Map([...code].map(([f, b]) => [f, gzipSync(b, { level: 9 }).length]));
  const deps = new Map([...code].map(([f, b]) => [f, staticImports(b.toString('utf8')).filter((d) => code.has(d))]));
  const closure = (roots: string[], skip = new Set<string>()) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f) || skip.has(f)) continue;
      seen.add(f);
      stack.push(...(deps.get(f) ?? []));
    }
    return seen;
  };
  const sum = (set: Iterable<string>, m: Map<string, number>) => [...set].reduce((a, f) => a + (m.get(f) ?? 0), 0);
  const raw = new Map([...code].map(([f, b]) => [f, b.length]));

  const entries = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.?\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (!entries.length) throw new Error('bundle: index.html loads no script from assets/');
  const initial = closure(entries);

  // route → feature chunk, from the screen table
  const screens = readFileSync(path.join(ROOT, 'client', 'src', 'app', 'screens.tsx'), 'utf8');
  const routesOf = new Map<string, string[]>();
  for (const m of screens.matchAll(/'(\/[^']*)':\s*lazyScreen\(\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const name = path.basename(m[2]).replace(/\.(tsx?|jsx?)$/, '');
    routesOf.set(name, [...(routesOf.get(name) ?? []), m[1]]);
  }
  const routeChunks = files.filter((f) => routesOf.has(chunkName(f)) && !initial.has(f)).sort();
  const initialGz = sum(initial, gz);
  const reactChunk = [...initial].find((f) => chunkName(f) === 'vendor-react');

  console.log(
    `client bundle${built ? ' (built now)' : ''}, dist of ${statSync(path.join(DIST, 'index.html')).mtime.toISOString().slice(0, 16)}Z: ${files.length} JS files, ${(sum(code.keys(), gz) / KB).toFixed(1)} KB gzipped in all`,
  );
  console.log(
    `initial JS: ${initial.size} files, ${(sum(initial, raw) / KB).toFixed(1)} KB raw, ${(initialGz / KB).toFixed(1)} KB gzipped: ${[...initial].map((f) => `${chunkName(f)} ${((gz.get(f) ?? 0) / KB).toFixed(1)}`).join(', ')}`,
  );
  console.log(`| route chunk | routes | chunk gzip | opening the route adds (chunk + non-initial static imports) gzip |\n|---|---|---|---|`);
  const B = 'bundle';
  const figures: Figure[] = [
    figure(
      B,
      `initial JS (index.html scripts + modulepreload + static imports, ${initial.size} files) gzip`,
      initialGz / KB,
      'KB',
      reactChunk ? { name: 'React runtime chunk alone (vendor-react)', value: (gz.get(reactChunk) ?? 0) / KB } : undefined,
    ),
    figure(B, 'initial JS raw (not compressed)', sum(initial, raw) / KB, 'KB'),
  ];
  for (const f of routeChunks) {
    const adds = closure([f], initial);
    const routes = routesOf.get(chunkName(f))!;
    const shown = routes.length > 3 ? `${routes.slice(0, 3).join(', ')} +${routes.length - 3}` : routes.join(', ');
    console.log(`| ${chunkName(f)} | ${routes.join(', ')} | ${((gz.get(f) ?? 0) / KB).toFixed(1)} KB | ${(sum(adds, gz) / KB).toFixed(1)} KB |`);
    figures.push(
      figure(B, `route chunk ${chunkName(f)} (${shown}) gzip; with its shared chunks ${(sum(adds, gz) / KB).toFixed(1)} KB`, (gz.get(f) ?? 0) / KB, 'KB'),
    );
  }
  const unmapped = files.filter((f) => !initial.has(f) && !routeChunks.includes(f));
  console.log(`shared chunks loaded with routes: ${unmapped.map((f) => `${chunkName(f)} ${((gz.get(f) ?? 0) / KB).toFixed(1)} KB`).join(', ')}`);
  return figures;
}

if (isMain(import.meta.url)) {
  await run({ rebuild: process.argv.includes('--rebuild') });
}
