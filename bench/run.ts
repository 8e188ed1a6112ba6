// npm run bench: one command for every benchmark on one generated data set.
//   1. generates the data set into PostgreSQL (PG_ADMIN_URL, default 127.0.0.1:5432 trust auth):
//      database erp_bench dropped and created, migrations applied as the server does at boot, then
//      200 companies, 1,000,000 orders (~1.5 lines each; company 1 holds 20 %), 100,000 SKUs (500 per
//      company), the dashboard's rarer states and 200,000 stock ledger rows of company 1; prints rows/s.
//      REUSE=1 keeps the database when it holds exactly these counts (and regenerates otherwise);
//   2. runs every benchmark against it: bundle, identity page, home dashboard, /orders page + order
//      import, stock allocation, subscription fan-out, xlsx export, labels, webhooks, freight, events,
//      listings (publish queue, stock push, online-listings page). Each measures its baseline in the same run;
//   3. prints one table (figure, value, baseline, ratio, unit) and writes bench/results.json.
// One part again (BENCH_ONLY=listings[,events…]): runs only those benchmarks on the data set (a fresh
// migrated database when it is missing: the named benches must bring their own data, as listings,
// events and webhooks do) and replaces their figures in results.json, stamping the part's own date
// and load under `partialRuns`; every other figure keeps its full run.
// Smoke mode (`npm run bench -- --smoke` or BENCH_SMOKE=1): a tiny data set in erp_bench_smoke, every
// benchmark once briefly, bench/results.smoke.json; exits non-zero when a benchmark throws.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/src/platform/db';
import { hashPassword } from '../server/src/platform/passwords';
import { run as bundleBench } from './bundle.bench';
import { run as chatBurstBench } from './chat-burst.bench';
import { run as eventsBench } from './events.bench';
import { run as exportBench } from './export.bench';
import { run as fanoutBench } from './fanout.bench';
import { run as freightBench } from './freight.bench';
import { run as profitBench } from './profit.bench';
import { run as homeBench } from './home.bench';
import { run as labelsBench } from './labels.bench';
import { run as listingsBench } from './listings.bench';
import { run as identityBench } from './identity-page.bench';
import { run as inboxBench } from './inbox.bench';
import { benchUrl, databaseExists, figure, int, recreateDatabase, type Figure } from './lib';
import { run as ordersBench } from './orders.bench';
import { generateLedger, generateOrders, prepareDashboard } from './orders-data';
import { run as stockBench } from './stock-allocation.bench';
import { run as webhooksBench } from './webhooks.bench';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const SIZES = smoke
  ? {
      companies: 5,
      orders: 20_000,
      skusPerCompany: 400,
      ledgerRows: 5_000,
      subscribers: 100,
      events: 3,
      ordersRounds: 5,
      homeRounds: 5,
      identityRounds: 20,
      identityCompanies: 5,
      importRows: 2_000,
      rulesSample: 20,
      allocations: 3,
      webhookDeliveries: 2_000,
      eventWrites: 2_000,
      eventLoadRate: 200,
      queuedListings: 500,
      pageListings: 5_000,
      pushRounds: 10,
    }
  : {
      companies: 200,
      orders: 1_000_000,
      skusPerCompany: 500,
      ledgerRows: 200_000,
      subscribers: 1_000,
      events: 20,
      ordersRounds: 200,
      homeRounds: 100,
      identityRounds: 300,
      identityCompanies: 200,
      importRows: 100_000,
      rulesSample: 200,
      allocations: 50,
      webhookDeliveries: 100_000,
      eventWrites: 100_000,
      eventLoadRate: 10_000,
      queuedListings: 10_000,
      pageListings: 100_000,
      pushRounds: 100,
    };
const LARGEST_SHARE = 0.2;
const SHOPS_PER_COMPANY = 5;
const DB = process.env.BENCH_DB ?? (smoke ? 'erp_bench_smoke' : 'erp_bench');
const url = benchUrl(DB);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, smoke ? 'results.smoke.json' : 'results.json');

const started = new Date();
const t0 = performance.now();
const loadStart = os.loadavg()[0];
console.log(
  `npm run bench${smoke ? ' (smoke)' : ''}: ${DB} · ${int(SIZES.companies)} companies, ${int(SIZES.orders)} orders, ${int(SIZES.companies * SIZES.skusPerCompany)} SKUs`,
);

// ---- 1. the data set ---------------------------------------------------------------------------

/** The generated counts, or null when the database is missing or holds something else. */
async function existingCounts(): Promise<boolean> {
  if (!(await databaseExists(DB))) return false;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const {
      rows: [r],
    } = await c.query(
      `WITH bc AS (SELECT id FROM "Company" WHERE name LIKE 'Orders bench %'),
            first AS (SELECT "companyId" AS id FROM "User" WHERE username = 'bench_1')
       SELECT (SELECT count(*)::int FROM bc) AS companies,
              (SELECT count(*)::int FROM "Order" WHERE source = 'pull' AND "companyId" IN (SELECT id FROM bc)) AS orders,
              (SELECT count(*)::int FROM "Sku" WHERE "companyId" IN (SELECT id FROM bc)) AS skus,
              (SELECT count(*)::int FROM "StockLedger" WHERE "billType" = 'bench' AND "companyId" = (SELECT id FROM first)) AS ledger`,
    );
    const want = { companies: SIZES.companies, orders: SIZES.orders, skus: SIZES.companies * SIZES.skusPerCompany, ledger: SIZES.ledgerRows };
    const same = Object.entries(want).every(([k, v]) => r[k] === v);
    if (!same) console.log(`REUSE=1: ${DB} holds ${JSON.stringify(r)}, not ${JSON.stringify(want)}: generating again`);
    return same;
  } catch {
    return false; // not migrated or not ours
  } finally {
    await c.end();
  }
}

interface Generation {
  reused: boolean;
  seconds?: number;
  rows?: number;
  parts?: { name: string; rows: number; seconds: number }[];
}
const generation: Generation = { reused: false };
const figures: Figure[] = [];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
if (only.length) {
  if (!(await databaseExists(DB))) {
    await recreateDatabase(DB);
    const database = await openDatabase({ url });
    await database.migrate();
    await database.close();
  }
  generation.reused = true;
  console.log(`BENCH_ONLY=${only.join(',')}: on ${DB} as it is`);
} else if (process.env.REUSE === '1' && (await existingCounts())) {
  generation.reused = true;
  console.log(`REUSE=1: keeping ${DB}`);
} else {
  const tGen = performance.now();
  await recreateDatabase(DB);
  // migrations as the server applies them at boot
  const database = await openDatabase({ url });
  const tMigrate = performance.now();
  await database.migrate();
  await database.close();
  const migrateSeconds = (performance.now() - tMigrate) / 1000;
  console.log(`generating: ${int(SIZES.orders)} orders for ${SIZES.companies} companies, ${SIZES.skusPerCompany} SKUs each …`);
  const gen = await generateOrders(url, {
    companies: SIZES.companies,
    orders: SIZES.orders,
    largestShare: LARGEST_SHARE,
    skusPerCompany: SIZES.skusPerCompany,
    shopsPerCompany: SHOPS_PER_COMPANY,
    passwordHash: await hashPassword('bench1234'),
  });
  const baseRows = SIZES.companies * (2 + SHOPS_PER_COMPANY + 1) + SIZES.companies * SIZES.skusPerCompany; // companies, users, shops, products, SKUs
  const tDash = performance.now();
  const folded = await prepareDashboard(url, gen.largestCompanyId);
  const dashSeconds = (performance.now() - tDash) / 1000;
  const ledger = await generateLedger(url, gen.largestCompanyId, SIZES.ledgerRows);
  const seconds = (performance.now() - tGen) / 1000;
  generation.seconds = seconds;
  generation.parts = [
    { name: 'migrations', rows: 0, seconds: migrateSeconds },
    { name: 'companies, accounts, shops, SKUs + orders + lines (one transaction)', rows: baseRows + gen.orders + gen.items, seconds: gen.seconds },
    { name: 'ANALYZE', rows: 0, seconds: gen.analyzeSeconds },
    { name: `dashboard states, sales rollup fold (${int(folded)} day rows), VACUUM ANALYZE`, rows: folded, seconds: dashSeconds },
    { name: 'stock ledger of the largest company', rows: ledger.rows, seconds: ledger.seconds },
  ];
  generation.rows = generation.parts.reduce((a, p) => a + p.rows, 0);
  console.log(`\n| generator | rows | seconds | rows/s |\n|---|---|---|---|`);
  for (const p of generation.parts)
    console.log(`| ${p.name} | ${p.rows ? int(p.rows) : ''} | ${p.seconds.toFixed(1)} | ${p.rows ? int(p.rows / p.seconds) : ''} |`);
  console.log(`| all (drop, create, migrate, generate, analyze) | ${int(generation.rows)} | ${seconds.toFixed(1)} | ${int(generation.rows / seconds)} |\n`);
  figures.push(figure('data', `generator: orders + lines (${int(gen.orders)} + ${int(gen.items)})`, (gen.orders + gen.items) / gen.seconds, 'rows/s'));
  figures.push(figure('data', `generator: stock ledger (${int(ledger.rows)})`, ledger.rows / ledger.seconds, 'rows/s'));
  figures.push(figure('data', 'generator: whole data set, drop to ready', seconds, 's'));
}

// ---- 2. the benchmarks -------------------------------------------------------------------------

const benches: [string, () => Promise<Figure[]>][] = [
  ['bundle', () => bundleBench()],
  ['identity', () => identityBench({ url, companies: SIZES.identityCompanies, shopsPerCompany: 50, rounds: SIZES.identityRounds })],
  // before orders: its import adds orders to the largest company (removed again at its next start)
  ['home', () => homeBench({ url, rounds: SIZES.homeRounds })],
  ['orders', () => ordersBench({ url, rounds: SIZES.ordersRounds, importRows: SIZES.importRows, rulesSample: SIZES.rulesSample })],
  ['stock', () => stockBench({ url, allocations: SIZES.allocations })],
  ['fanout', () => fanoutBench({ url, clients: SIZES.subscribers, events: SIZES.events })],
  ['export', () => exportBench({ url })],
  // issue 18 C: label PDF for 500 orders (smoke: 50)
  ['labels', () => labelsBench({ url, orders: smoke ? 50 : 500 })],
  ['webhooks', () => webhooksBench({ url, deliveries: SIZES.webhookDeliveries, concurrency: 32 })],
  ['freight', () => freightBench({ url, orders: smoke ? 2_000 : 100_000 })],
  // issue 22: order profit recompute and the profit report by shop vs its raw SQL
  ['profit', () => profitBench({ url, orders: smoke ? 2_000 : 100_000, rounds: smoke ? 5 : 50 })],
  [
    'events',
    () =>
      eventsBench({
        url,
        writers: 8,
        batch: 50,
        writeEvents: SIZES.eventWrites,
        subscribers: SIZES.subscribers,
        events: SIZES.events,
        loadRate: SIZES.eventLoadRate,
      }),
  ],
  // issue 19: publish queue (sandbox answering in 200 ms), stock push latency and batching, the online-listings page
  [
    'listings',
    () =>
      listingsBench({
        url,
        listings: SIZES.queuedListings,
        shops: smoke ? 5 : 10,
        latencyMs: 200,
        rounds: SIZES.pushRounds,
        pageListings: SIZES.pageListings,
        pageRounds: smoke ? 10 : 100,
      }),
  ],
  // issue 21: the buyer-message inbox's first page of a company with 200,000 conversations vs. its raw SQL
  ['inbox', () => inboxBench({ url, conversations: smoke ? 2_000 : 200_000, rounds: smoke ? 10 : 100 })],
  // issue 21: a burst of 1,000 incoming buyer messages through the real pull path to 200 agents on graphql-ws vs. plain subscribers
  ['chat-burst', () => chatBurstBench({ url, agents: smoke ? 20 : 200, messages: smoke ? 100 : 1_000, shops: smoke ? 2 : 10, rounds: smoke ? 1 : 3 })],
];
const failures: { bench: string; error: string }[] = [];
const timings: Record<string, number> = {};
for (const [name, fn] of benches) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const t = performance.now();
  try {
    figures.push(...(await fn()));
  } catch (err) {
    console.error(`bench ${name} failed:`, err);
    failures.push({ bench: name, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
  timings[name] = Math.round((performance.now() - t) / 100) / 10;
}

// ---- 3. the table and results.json -------------------------------------------------------------

const [{ server_version: postgres }] = (await (async () => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SHOW server_version')).rows;
  } finally {
    await c.end();
  }
})()) as { server_version: string }[];

const num = (v: number | undefined, unit = '') => {
  if (v == null || !Number.isFinite(v)) return '—';
  const digits = unit === 'ms' || unit === 'KB' || unit === 'MB' || unit === 's' ? (Math.abs(v) >= 1000 ? 0 : Math.abs(v) >= 100 ? 1 : 2) : 0;
  return v.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
};
const wall = (performance.now() - t0) / 1000;
const header = `${started.toISOString().slice(0, 16)}Z · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GB · Node ${process.version} · PostgreSQL ${postgres} · load ${loadStart.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} · ${wall.toFixed(0)} s`;
const table = [
  `| bench | figure | value | baseline | ratio | unit |`,
  `|---|---|---|---|---|---|`,
  ...figures.map(
    (f) =>
      `| ${f.bench} | ${f.name} | ${num(f.value, f.unit)} | ${f.baseline != null ? `${num(f.baseline, f.unit)} (${f.baselineName})` : '—'} | ${f.ratio != null ? `${f.ratio.toFixed(2)}×` : '—'} | ${f.unit} |`,
  ),
].join('\n');
console.log(`\n${header}\n\n${table}\n`);
console.log(`ratio = times the baseline's cost (value ÷ baseline for times and sizes, baseline ÷ value for rates): 1.00× as fast as the baseline, > 1 slower`);

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.trim(),
  memGB: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.platform()} ${os.release()}`,
  loadavgStart: loadStart,
  loadavgEnd: os.loadavg()[0],
};
if (only.length && existsSync(OUT)) {
  // one part again: its figures replace the same bench's in the full run's file
  const full = JSON.parse(readFileSync(OUT, 'utf8')) as {
    figures: Figure[];
    failures?: unknown[];
    benchSeconds?: Record<string, number>;
    partialRuns?: unknown[];
  };
  full.figures = [...full.figures.filter((f) => !only.includes(f.bench)), ...figures];
  full.benchSeconds = { ...full.benchSeconds, ...timings };
  full.partialRuns = [
    ...(full.partialRuns ?? []).filter((r) => !(r as { benches: string[] }).benches.every((b) => only.includes(b))),
    { benches: only, date: started.toISOString(), wallSeconds: Math.round(wall), machine, node: process.version, postgres, failures },
  ];
  writeFileSync(OUT, `${JSON.stringify(full, null, 2)}\n`);
  console.log(`updated ${only.join(', ')} in ${path.relative(process.cwd(), OUT)}${failures.length ? '; FAILED' : ''}`);
  process.exit(failures.length ? 1 : 0);
}
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      date: started.toISOString(),
      mode: smoke ? 'smoke' : 'full',
      wallSeconds: Math.round(wall),
      machine,
      node: process.version,
      postgres,
      database: DB,
      dataSet: { ...SIZES, largestShare: LARGEST_SHARE, shopsPerCompany: SHOPS_PER_COMPANY },
      generation,
      benchSeconds: timings,
      ratio: 'times the baseline cost: value/baseline for times and sizes, baseline/value for rates (unit ending in /s)',
      figures,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `wrote ${path.relative(process.cwd(), OUT)}; ${wall.toFixed(1)} s in all${failures.length ? `; FAILED: ${failures.map((f) => f.bench).join(', ')}` : ''}`,
);
process.exit(failures.length ? 1 : 0);
