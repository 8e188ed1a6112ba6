// Shared pieces of the benchmarks: the figure every benchmark returns, timing helpers and the bench
// database on the local PostgreSQL. Light on purpose (no app import): the export benchmark's
// baseline child process loads it. The app helpers are in bench-app.ts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/**
 * One measured figure next to the baseline of the same run. `ratio` is always "times the cost of
 * the baseline": value ÷ baseline for times and sizes, baseline ÷ value for rates (higher is
 * better), so 1.0 means as fast as the baseline and 3.0 three times slower.
 */
export interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  baselineName?: string;
  ratio?: number;
}

const RATE = /\/s$/;
export function figure(bench: string, name: string, value: number, unit: string, baseline?: { value: number; name: string }): Figure {
  const f: Figure = { bench, name, value, unit };
  if (baseline && Number.isFinite(baseline.value) && baseline.value > 0 && value > 0) {
    f.baseline = baseline.value;
    f.baselineName = baseline.name;
    f.ratio = RATE.test(unit) ? baseline.value / value : value / baseline.value;
  }
  return f;
}

/** True when the file is the script node started (npx tsx bench/x.bench.ts), false when imported. */
export function isMain(moduleUrl: string): boolean {
  return !!process.argv[1] && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}

export interface Quantiles {
  p50: number;
  p99: number;
  n: number;
}
export function quantiles(samples: number[]): Quantiles {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
  return { p50: q(0.5), p99: q(0.99), n: s.length };
}

/** p50 / p99 of `rounds` calls after `warmup` calls. */
export async function measure(fn: () => Promise<unknown>, rounds: number, warmup = Math.min(20, rounds)): Promise<Quantiles> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return quantiles(times);
}

export const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const benchUrl = (db: string) => PG_ADMIN.replace(/\/[^/]*$/, `/${db}`);

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
export const recreateDatabase = (db: string) =>
  admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${db}`);
  });
export const databaseExists = (db: string) => admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rowCount === 1);

export const ms = (v: number) => `${v.toFixed(2)} ms`;
export const int = (v: number) => Math.round(v).toLocaleString('en');
