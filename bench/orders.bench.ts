// Benchmark of issue 6 ('Speed'): on a fresh PostgreSQL database
//   1. generates ORDERS orders (~1.5 lines each) for COMPANIES companies with raw SQL (orders-data.ts),
//      company 1 the largest (LARGEST_SHARE of the orders), and prints rows/s;
//   2. measures the /orders page (50 rows, three filters, newest first, with total count) through
//      HTTP → yoga → Pothos → scoped Prisma, signed in as the largest company's main account, against
//      the raw SQL for the same page and columns, p50 and p99 over ROUNDS runs, and prints the ratio;
//   3. imports IMPORT_ROWS order lines (1.5 per order) through the order import service
//      (importOrderRows: checks, bulk insert, bulk SKU matching, one transaction) and prints rows/s.
// Run: npm run bench:orders   (ORDERS=50000 for a quick run; PG_ADMIN_URL, BENCH_DB, ROUNDS, IMPORT_ROWS)
// The database BENCH_DB (default erp_bench_orders) is dropped and created again.
// `run()` is 2 and 3 on a database generated already (npm run bench calls it on its own data set).
import os from 'node:os';
import pg from 'pg';
import { ORDER_IMPORT_RULES_JOB, importOrderRows, readOrderFile, type SheetRow } from '../server/src/modules/order-import/order-import.service';
import { processNewOrders } from '../server/src/modules/orders/orders.pipeline';
import { authenticate, createContext } from '../server/src/platform/context';
import { figure, int, isMain, measure as measureRounds, ms, type Figure } from './lib';
import { countingJobs, openSignedIn, standaloneOrderDataSet } from './bench-app';

export interface OrdersBenchOptions {
  /** A database holding the generated data set (user bench_1 = the largest company). */
  url: string;
  rounds: number;
  importRows: number;
  rulesSample: number;
}

/** The /orders page against raw SQL, and the order import; returns the figures. */
export async function run(opts: OrdersBenchOptions): Promise<Figure[]> {
  const { url, rounds: ROUNDS, importRows: IMPORT_ROWS, rulesSample: RULES_SAMPLE } = opts;
  // The app with a job queue that only counts: a big import hands its per-order rules to a
  // background job, which this benchmark does not run (it samples the rules separately below).
  const jobs = countingJobs();
  const { app, sql, token } = await openSignedIn(url, 'bench_1', { jobs });
  const [{ id: companyId }] = await sql.query(`SELECT "companyId" AS id FROM "User" WHERE username = 'bench_1'`);
  // a previous run's import (REUSE=1, or the shared database of npm run bench)
  await sql.query(`DELETE FROM "Order" WHERE "companyId" = $1 AND source = 'import'`, [companyId]);
  const [shop] = await sql.query(`SELECT id, "shopName" FROM "Shop" WHERE "companyId" = $1 ORDER BY id LIMIT 1`, [companyId]);

  // ---- 2. the /orders page -----------------------------------------------------------------------

  // The page's query as the client sends it (client/src/features/orders/orders.graphql, query Orders).
  const ORDERS_QUERY = `query Orders($first: Int!, $offset: Int, $filter: OrderFilter, $sort: String, $sortOrder: String) {
    orders(first: $first, offset: $offset, filter: $filter, sort: $sort, sortOrder: $sortOrder) {
      totalCount
      edges { node {
        id orderNo platformOrderNo source status abnormalReason shopId shopName platformType
        buyerAccount buyerName country currency totalAmount orderedAt shipBy cancelRequested matched
        warehouseId warehouseName logisticsChannelId logisticsChannelName trackingNo preShippedAt trackingUploadedAt
        items { id platformSku title image quantity skuId sku isGift }
      } }
    }
  }`;

  interface PageCase {
    name: string;
    filter: Record<string, unknown>;
    /** The same conditions in SQL ($1 company, then params). */
    where: string;
    params: unknown[];
  }
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const cases: PageCase[] = [
    {
      name: 'status + shop + country',
      filter: { status: 'processing', shopId: shop.id, country: 'US' },
      where: `o.status = $2 AND o."shopId" = $3 AND o.country = $4`,
      params: ['processing', shop.id, 'US'],
    },
    {
      name: 'status + shop + last 30 days',
      filter: { status: 'processing', shopId: shop.id, orderedFrom: monthAgo.toISOString() },
      where: `o.status = $2 AND o."shopId" = $3 AND o."orderedAt" >= $4`,
      params: ['processing', shop.id, monthAgo],
    },
  ];

  async function viaGraphQL(c: PageCase): Promise<number[]> {
    const r = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: ORDERS_QUERY, operationName: 'Orders', variables: { first: 50, filter: c.filter } },
    });
    const body = JSON.parse(r.body);
    if (r.statusCode !== 200 || body.errors) throw new Error(r.body.slice(0, 500));
    return body.data.orders.edges.map((e: { node: { id: number } }) => e.node.id);
  }

  async function viaSql(c: PageCase): Promise<number[]> {
    const params = [companyId, ...c.params];
    const rows = await sql.query(
      `SELECT o.id, o."orderNo", o."platformOrderNo", o.source, o.status, o."abnormalReason", o."shopId", s."shopName", o."platformType",
              o."buyerAccount", o."buyerName", o.country, o.currency, o."totalAmount", o."orderedAt", o."shipBy", o."cancelRequested", o.matched,
              o."warehouseId", w.name AS "warehouseName", o."logisticsChannelId", lc.name AS "logisticsChannelName", o."trackingNo", o."preShippedAt", o."trackingUploadedAt"
       FROM "Order" o JOIN "Shop" s ON s.id = o."shopId"
         LEFT JOIN "Warehouse" w ON w.id = o."warehouseId" LEFT JOIN "LogisticsChannel" lc ON lc.id = o."logisticsChannelId"
       WHERE o."companyId" = $1 AND ${c.where}
       ORDER BY o."orderedAt" DESC, o.id DESC LIMIT 51`,
      params,
    );
    const ids = rows.slice(0, 50).map((r) => r.id as number);
    await sql.query(
      `SELECT i.id, i."orderId", i."platformSku", i.title, i.image, i.quantity, i."skuId", s.sku, i."isGift"
       FROM "OrderItem" i LEFT JOIN "Sku" s ON s.id = i."skuId" WHERE i."orderId" = ANY($1::int[]) ORDER BY i."orderId", i.id`,
      [ids],
    );
    await sql.query(`SELECT count(*)::int AS n FROM "Order" o WHERE o."companyId" = $1 AND ${c.where}`, params);
    return ids;
  }

  const measure = (fn: () => Promise<unknown>) => measureRounds(fn, ROUNDS);

  // SQL statements one request sends (pg's Client.query is what the Prisma adapter and our pool use)
  let statements = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  async function countStatements(fn: () => Promise<unknown>) {
    statements = 0;
    await fn();
    return statements;
  }
  // database time of the page's statements (server side, from EXPLAIN ANALYZE)
  async function dbMs(c: PageCase) {
    const params = [companyId, ...c.params];
    const plan = async (q: string, p: unknown[]) => {
      const [row] = await sql.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q}`, p);
      const json = (row['QUERY PLAN'] ?? Object.values(row)[0]) as { 'Execution Time': number; 'Planning Time': number }[];
      return json[0]['Execution Time'] + json[0]['Planning Time'];
    };
    const page = await plan(`SELECT o.* FROM "Order" o WHERE o."companyId" = $1 AND ${c.where} ORDER BY o."orderedAt" DESC, o.id DESC LIMIT 51`, params);
    const count = await plan(`SELECT count(*) FROM "Order" o WHERE o."companyId" = $1 AND ${c.where}`, params);
    return { page, count };
  }
  const floor = await measure(async () => {
    const r = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: '{ me { id } }' },
    });
    if (r.statusCode !== 200) throw new Error(r.body);
  });

  // the same page without the lines' SKU codes (items.sku goes through loadSku: Sku + Product, 2 statements)
  const noSkuQuery = ORDERS_QUERY.replace('quantity skuId sku isGift', 'quantity skuId isGift');
  const noSku = await measure(async () => {
    const r = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: noSkuQuery, variables: { first: 50, filter: cases[0].filter } },
    });
    if (r.statusCode !== 200 || JSON.parse(r.body).errors) throw new Error(r.body);
  });

  const pageRows: {
    name: string;
    total: number;
    raw: { p50: number; p99: number };
    gql: { p50: number; p99: number };
    gqlStatements: number;
    rawStatements: number;
    db: { page: number; count: number };
  }[] = [];
  for (const c of cases) {
    const [a, b] = [await viaGraphQL(c), await viaSql(c)];
    if (a.join() !== b.join()) throw new Error(`${c.name}: GraphQL and SQL pages differ`);
    const [{ n }] = await sql.query(`SELECT count(*)::int AS n FROM "Order" o WHERE o."companyId" = $1 AND ${c.where}`, [companyId, ...c.params]);
    // alternate so that neither side always runs on a warmer cache
    const raw = await measure(() => viaSql(c));
    const gql = await measure(() => viaGraphQL(c));
    pageRows.push({
      name: c.name,
      total: Number(n),
      raw,
      gql,
      gqlStatements: await countStatements(() => viaGraphQL(c)),
      rawStatements: await countStatements(() => viaSql(c)),
      db: await dbMs(c),
    });
  }

  // ---- 3. the order import -----------------------------------------------------------------------

  const shops = await sql.query(`SELECT id, "shopName" FROM "Shop" WHERE "companyId" = $1 ORDER BY id`, [companyId]);
  const rows: SheetRow[] = [];
  for (let g = 0, order = 0; rows.length < IMPORT_ROWS; order++) {
    const lines = order % 2 ? 2 : 1;
    const s = shops[order % shops.length];
    for (let k = 0; k < lines && rows.length < IMPORT_ROWS; k++, g++) {
      const m = g % 10;
      rows.push({
        row: rows.length + 2,
        values: {
          shop: order % 3 ? String(s.shopName) : String(s.id),
          platformOrderNo: `IMP-${order}`,
          buyerAccount: `ib${order % 9999}`,
          buyerName: 'Import Buyer',
          country: ['US', 'DE', 'GB'][order % 3],
          postcode: '10115',
          address1: `${order} Import Road`,
          currency: 'EUR',
          shippingFee: '2.50',
          orderedAt: '2026-11-20 10:30',
          shipBy: '2026-11-24 23:59',
          platformSku: m < 8 ? `SKU-${1 + (g % 199)}` : m === 8 ? `ALIAS-${10 * (1 + (g % 19))}` : `NOPE-${g}`,
          title: 'Imported item',
          quantity: String(1 + (g % 3)),
          unitPrice: '12.34',
        },
      });
    }
  }
  // the same rows as a .csv file, to time the reading on its own
  const keys = Object.keys(rows[0].values);
  const csv = Buffer.from([keys.join(','), ...rows.map((r) => keys.map((k) => r.values[k]).join(','))].join('\n'));
  const tRead = performance.now();
  const parsed = await readOrderFile(csv, 'bench.csv');
  const readMs = performance.now() - tRead;
  if (parsed.length !== rows.length) throw new Error('csv rows differ');

  const actor = await authenticate(app.platform, token);
  const ctx = createContext(app.platform, { lang: 'en', ip: '', userAgent: 'bench', actor });
  const tImport = performance.now();
  const imported = await importOrderRows(ctx, parsed, { fileName: 'bench.csv' });
  const importMs = performance.now() - tImport;
  const again = await importOrderRows(ctx, parsed.slice(0, 1000), { fileName: 'bench.csv' });
  // the per-order rules a big import leaves to its background job, on a sample
  const sample = (await sql.query(`SELECT id FROM "Order" WHERE "companyId" = $1 AND source = 'import' ORDER BY id LIMIT $2`, [companyId, RULES_SAMPLE])).map(
    (r) => r.id as number,
  );
  const tRules = performance.now();
  await processNewOrders(ctx, sample);
  const rulesMs = performance.now() - tRules;

  // ---- report ------------------------------------------------------------------------------------

  const n = int;
  const [{ n: largestOrders }] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Order" WHERE "companyId" = $1 AND source <> 'import'`, [
    companyId,
  ]);
  console.log(
    `\n${new Date().toISOString().slice(0, 16)}Z · PostgreSQL · largest company ${n(largestOrders)} orders · ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `\n| /orders page, 50 rows, largest company | matching orders | raw SQL p50 / p99 | GraphQL p50 / p99 | ratio p50 / p99 |\n|---|---|---|---|---|`,
  );
  for (const r of pageRows) {
    console.log(
      `| ${r.name} | ${n(r.total)} | ${ms(r.raw.p50)} / ${ms(r.raw.p99)} | ${ms(r.gql.p50)} / ${ms(r.gql.p99)} | ${(r.gql.p50 / r.raw.p50).toFixed(2)}× / ${(r.gql.p99 / r.raw.p99).toFixed(2)}× |`,
    );
  }
  console.log(`\n| where the time goes | |\n|---|---|`);
  console.log(`| GraphQL floor: \`{ me { id } }\` (token + session check, yoga) p50 / p99 | ${ms(floor.p50)} / ${ms(floor.p99)} |`);
  console.log(`| GraphQL page (${cases[0].name}) without \`items.sku\` p50 / p99 | ${ms(noSku.p50)} / ${ms(noSku.p99)} |`);
  for (const r of pageRows) {
    console.log(`| ${r.name}: SQL statements per request, GraphQL / raw | ${r.gqlStatements} / ${r.rawStatements} |`);
    console.log(`| ${r.name}: database time of page + count (EXPLAIN ANALYZE) | ${ms(r.db.page)} + ${ms(r.db.count)} |`);
  }
  const writeRate = (imported.items / imported.timings.writeMs) * 1000;
  console.log(`\n| order import, ${n(IMPORT_ROWS)} rows | orders | lines matched / unmatched | time | rows/s |\n|---|---|---|---|---|`);
  console.log(`| read .csv (${(csv.length / 1024 / 1024).toFixed(1)} MB) | | | ${ms(readMs)} | ${n((rows.length / readMs) * 1000)} |`);
  console.log(`| check rows | ${n(imported.orders)} | | ${ms(imported.timings.checkMs)} | ${n((rows.length / imported.timings.checkMs) * 1000)} |`);
  console.log(
    `| insert + match (one transaction) | ${n(imported.orders)} | ${n(imported.matchedItems)} / ${n(imported.unmatchedItems)} | ${ms(imported.timings.writeMs)} | **${n(writeRate)}** |`,
  );
  console.log(`| whole importOrderRows call | | | ${ms(importMs)} | ${n((rows.length / importMs) * 1000)} |`);
  console.log(
    `| same 1,000 rows again (all skipped) | ${again.orders} (skipped ${again.skipped}) | | ${ms(again.timings.checkMs + again.timings.writeMs)} | |`,
  );
  console.log(`| per-order rules (processNewOrders), ${sample.length}-order sample | | | ${ms(rulesMs)} | ${n((sample.length / rulesMs) * 1000)} orders/s |`);
  console.log(
    `\ninsert + match phases (ms): ${JSON.stringify(imported.timings.phases)}; rules jobs handed to the background (not run here): ${jobs.enqueued.get(ORDER_IMPORT_RULES_JOB) ?? 0}`,
  );
  if (imported.items !== IMPORT_ROWS || again.orders !== 0)
    throw new Error(`order import check failed: ${imported.items} lines of ${IMPORT_ROWS}, ${again.orders} orders imported twice`);

  const B = 'orders';
  const figures: Figure[] = [];
  for (const r of pageRows) {
    const base = { name: `raw SQL page + lines + count (${r.name})` };
    figures.push(figure(B, `/orders page GraphQL p50, ${r.name} (${n(r.total)} matching)`, r.gql.p50, 'ms', { ...base, value: r.raw.p50 }));
    figures.push(figure(B, `/orders page GraphQL p99, ${r.name}`, r.gql.p99, 'ms', { name: base.name.replace('page', 'page p99'), value: r.raw.p99 }));
  }
  figures.push(figure(B, 'GraphQL floor { me { id } } p50', floor.p50, 'ms'));
  figures.push(figure(B, `order import insert + match (${n(IMPORT_ROWS)} lines)`, writeRate, 'rows/s'));
  figures.push(figure(B, `order import, whole importOrderRows call`, (rows.length / importMs) * 1000, 'rows/s'));
  figures.push(figure(B, `per-order rules (processNewOrders), ${sample.length}-order sample`, (sample.length / rulesMs) * 1000, 'orders/s'));
  await app.close();
  pg.Client.prototype.query = clientQuery;
  return figures;
}

if (isMain(import.meta.url)) {
  const env = (k: string, d: number) => Number(process.env[k] ?? d);
  const { url, generated: gen } = await standaloneOrderDataSet(process.env.BENCH_DB ?? 'erp_bench_orders');
  if (gen) {
    console.log(`\n| generator | rows | seconds | rows/s |\n|---|---|---|---|`);
    console.log(
      `| orders + lines (INSERT … SELECT generate_series, one transaction) | ${int(gen.orders)} + ${int(gen.items)} | ${gen.seconds.toFixed(1)} (+ ANALYZE ${gen.analyzeSeconds.toFixed(1)}) | ${int((gen.orders + gen.items) / gen.seconds)} |`,
    );
  }
  await run({ url, rounds: env('ROUNDS', 200), importRows: env('IMPORT_ROWS', 100_000), rulesSample: env('RULES_SAMPLE', 200) });
  process.exit(0);
}
