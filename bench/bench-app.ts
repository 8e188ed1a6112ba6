// Shared set-up of the benchmarks: the real app on PGlite (temp dir) or on DATABASE_URL, with one
// signed-in company (more can be added with raw SQL by the benchmark itself); or the app on a
// generated data set signed in as one of its accounts (openSignedIn).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { openDatabase, type Database } from '../server/src/platform/db';
import { createLogger } from '../server/src/platform/logger';
import { hashPassword } from '../server/src/platform/passwords';
import type { JobQueue } from '../server/src/platform/jobs';

export async function openBenchApp(companyName: string, url = process.env.DATABASE_URL) {
  const database = await openDatabase({ url });
  const config = { ...loadConfig({}), dataDir: mkdtempSync(path.join(os.tmpdir(), 'erp-bench-')), databaseUrl: url, jwtSecret: 'bench-secret-bench-secret-bench', seedDemo: false };
  const app = await createApp({ config, database, logger: createLogger('silent') });
  const sql = database.sql;
  const username = `bench_${Date.now().toString(36)}`;
  const [company] = await sql.query(`INSERT INTO "Company" (name, edition, "updatedAt") VALUES ($1, 'flagship', now()) RETURNING id`, [companyName]);
  await sql.query(`INSERT INTO "User" ("companyId", username, "passwordHash", realname, "isMain", "updatedAt") VALUES ($1, $2, $3, 'Bench', true, now())`, [company.id, username, await hashPassword('bench1234')]);
  const login = await app.http.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: { username, password: 'bench1234' } });
  const token = JSON.parse(login.body).data.access_token as string;
  return { app, database, sql, token, companyId: company.id as number };
}

/** A job queue that only counts what it was given (the benchmarks run jobs themselves, or not at all). */
export function countingJobs(): JobQueue & { enqueued: Map<string, number> } {
  const enqueued = new Map<string, number>();
  return { kind: 'in-process', enqueued, register() {}, async enqueue(name) { enqueued.set(name, (enqueued.get(name) ?? 0) + 1); }, async idle() {}, async close() {} };
}

/** The real app on `url` (migrated as at boot), signed in as `username` / bench1234. */
export async function openSignedIn(url: string, username: string, opts: { jobs?: JobQueue } = {}) {
  const database: Database = await openDatabase({ url });
  const config = { ...loadConfig({}), dataDir: mkdtempSync(path.join(os.tmpdir(), 'erp-bench-')), databaseUrl: url, jwtSecret: 'bench-secret-bench-secret-bench', seedDemo: false };
  const app = await createApp({ config, database, jobs: opts.jobs, logger: createLogger('silent') });
  const login = await app.http.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: { username, password: 'bench1234' } });
  const body = JSON.parse(login.body);
  if (body.code !== 0) throw new Error(`login ${username}: ${login.body}`);
  return { app, database, sql: database.sql, token: body.data.access_token as string };
}

