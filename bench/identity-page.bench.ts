// Benchmark: one page of the shops list through the whole stack (HTTP → yoga → Pothos → scoped
// Prisma) against the raw SQL for the same page, on 200 companies × 50 shops. Prints medians and
// the ratio. Run: npx tsx bench/identity-page.bench.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db';
import { createLogger } from '../server/src/platform/logger';
import { hashPassword } from '../server/src/platform/passwords';

const COMPANIES = 200;
const SHOPS_PER_COMPANY = 50;
const ROUNDS = Number(process.env.ROUNDS ?? 300);

const url = process.env.DATABASE_URL;
const database = await openDatabase({ url });
const config = { ...loadConfig({}), dataDir: mkdtempSync(path.join(os.tmpdir(), 'erp-bench-')), databaseUrl: url, jwtSecret: 'bench-secret-bench-secret-bench', seedDemo: false };
const app = await createApp({ config, database, logger: createLogger('silent') });
const sql = database.sql;

// Bulk data with one INSERT … SELECT per table (createMany would take minutes at this size).
const hash = await hashPassword('bench1234');
await sql.exec('BEGIN');
await sql.query(`INSERT INTO "Company" (name, edition, "updatedAt") SELECT 'Bench ' || g, 'flagship', now() FROM generate_series(1, $1) g`, [COMPANIES]);
await sql.query(`INSERT INTO "User" ("companyId", username, "passwordHash", realname, "isMain", "updatedAt") SELECT id, 'bench_' || id, $1, 'Boss ' || id, true, now() FROM "Company"`, [hash]);
await sql.query(
  `INSERT INTO "Shop" ("companyId", "platformType", platform, "shopName", status, "updatedAt")
   SELECT c.id, 11, 'shopee', 'shop-' || c.id || '-' || g, CASE WHEN g % 10 = 0 THEN 4 ELSE 1 END, now()
   FROM "Company" c CROSS JOIN generate_series(1, $1) g`,
  [SHOPS_PER_COMPANY],
);
await sql.exec('COMMIT');

const companyId = Math.ceil(COMPANIES / 2);
const login = await app.http.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: { username: `bench_${companyId}`, password: 'bench1234' } });
const token = JSON.parse(login.body).data.access_token as string;
const query = '{ shops(first: 30, filter: { status: 1 }) { totalCount edges { node { id shopName platformType status platformRate authTime } } } }';

async function viaGraphQL() {
  const r = await app.http.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: { query } });
  if (r.statusCode !== 200) throw new Error(r.body);
}
async function viaSql() {
  await sql.query('SELECT id, "shopName", "platformType", status, "platformRate", "authTime" FROM "Shop" WHERE "companyId" = $1 AND status = 1 ORDER BY id LIMIT 31', [companyId]);
  await sql.query('SELECT count(*) FROM "Shop" WHERE "companyId" = $1 AND status = 1', [companyId]);
}

async function measure(fn: () => Promise<void>) {
  for (let i = 0; i < 20; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

const raw = await measure(viaSql);
const gql = await measure(viaGraphQL);
console.log(`database: ${database.kind}; ${COMPANIES} companies × ${SHOPS_PER_COMPANY} shops; ${ROUNDS} rounds`);
console.log(`raw SQL page + count : median ${raw.median.toFixed(2)} ms, p95 ${raw.p95.toFixed(2)} ms`);
console.log(`GraphQL shops page   : median ${gql.median.toFixed(2)} ms, p95 ${gql.p95.toFixed(2)} ms (includes auth: token check + session lookup)`);
console.log(`ratio GraphQL / SQL  : ${(gql.median / raw.median).toFixed(1)}x`);
await app.close();
