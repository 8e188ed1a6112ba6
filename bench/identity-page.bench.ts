// Benchmark: one page of the shops list through the whole stack (HTTP → yoga → Pothos → scoped
// Prisma) against the raw SQL for the same page, on 200 companies × 50 shops. Prints medians and
// the ratio. Run: npx tsx bench/identity-page.bench.ts   (DATABASE_URL=postgres://… for PostgreSQL)
// `run()` adds its own companies to whatever database it is given (npm run bench: the shared one).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db';
import { createLogger } from '../server/src/platform/logger';
import { hashPassword } from '../server/src/platform/passwords';
import { figure, isMain, measure, type Figure } from './lib';

export interface IdentityBenchOptions {
  /** PostgreSQL; none = PGlite in a temp dir. */
  url?: string;
  companies: number;
  shopsPerCompany: number;
  rounds: number;
}

export async function run(opts: IdentityBenchOptions): Promise<Figure[]> {
  const { url, companies: COMPANIES, shopsPerCompany: SHOPS_PER_COMPANY, rounds: ROUNDS } = opts;
  const database = await openDatabase({ url });
  const config = {
    ...loadConfig({}),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'erp-bench-')),
    databaseUrl: url,
    jwtSecret: 'bench-secret-bench-secret-bench',
    seedDemo: false,
  };
  const app = await createApp({ config, database, logger: createLogger('silent') });
  const sql = database.sql;
  try {
    // Bulk data with one INSERT … SELECT per table (createMany would take minutes at this size).
    // Usernames carry the run's stamp: a shared database may hold the companies of earlier runs.
    const prefix = `idb${Date.now().toString(36)}_`;
    const hash = await hashPassword('bench1234');
    await sql.exec('BEGIN');
    const made = await sql.query(
      `INSERT INTO "Company" (name, edition, "updatedAt") SELECT 'Identity bench ' || g, 'flagship', now() FROM generate_series(1, $1) g RETURNING id`,
      [COMPANIES],
    );
    const ids = made.map((r) => r.id as number).sort((a, b) => a - b);
    await sql.query(
      `INSERT INTO "User" ("companyId", username, "passwordHash", realname, "isMain", "updatedAt") SELECT id, $2 || id, $1, 'Boss ' || id, true, now() FROM unnest($3::int[]) id`,
      [hash, prefix, ids],
    );
    await sql.query(
      `INSERT INTO "Shop" ("companyId", "platformType", platform, "shopName", status, "updatedAt")
       SELECT c.id, 11, 'shopee', 'shop-' || c.id || '-' || g, CASE WHEN g % 10 = 0 THEN 4 ELSE 1 END, now()
       FROM unnest($2::int[]) c(id) CROSS JOIN generate_series(1, $1) g`,
      [SHOPS_PER_COMPANY, ids],
    );
    await sql.exec('COMMIT');

    const companyId = ids[Math.floor(ids.length / 2)];
    const login = await app.http.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: { username: `${prefix}${companyId}`, password: 'bench1234' },
    });
    const token = JSON.parse(login.body).data.access_token as string;
    const query = '{ shops(first: 30, filter: { status: 1 }) { totalCount edges { node { id shopName platformType status platformRate authTime } } } }';

    const viaGraphQL = async () => {
      const r = await app.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: { query },
      });
      if (r.statusCode !== 200 || JSON.parse(r.body).errors) throw new Error(r.body);
    };
    const viaSql = async () => {
      await sql.query(
        'SELECT id, "shopName", "platformType", status, "platformRate", "authTime" FROM "Shop" WHERE "companyId" = $1 AND status = 1 ORDER BY id LIMIT 31',
        [companyId],
      );
      await sql.query('SELECT count(*) FROM "Shop" WHERE "companyId" = $1 AND status = 1', [companyId]);
    };

    const raw = await measure(viaSql, ROUNDS);
    const gql = await measure(viaGraphQL, ROUNDS);
    console.log(`database: ${database.kind}; ${COMPANIES} companies × ${SHOPS_PER_COMPANY} shops; ${ROUNDS} rounds`);
    console.log(`raw SQL page + count : median ${raw.p50.toFixed(2)} ms, p99 ${raw.p99.toFixed(2)} ms`);
    console.log(`GraphQL shops page   : median ${gql.p50.toFixed(2)} ms, p99 ${gql.p99.toFixed(2)} ms (includes auth: token check + session lookup)`);
    console.log(`ratio GraphQL / SQL  : ${(gql.p50 / raw.p50).toFixed(1)}x`);
    return [
      figure('identity', `shops page (30 of ${SHOPS_PER_COMPANY}) GraphQL p50`, gql.p50, 'ms', { name: 'raw SQL page + count p50', value: raw.p50 }),
      figure('identity', 'shops page GraphQL p99', gql.p99, 'ms', { name: 'raw SQL page + count p99', value: raw.p99 }),
    ];
  } finally {
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  await run({ url: process.env.DATABASE_URL, companies: 200, shopsPerCompany: 50, rounds: Number(process.env.ROUNDS ?? 300) });
  process.exit(0);
}
