// Benchmark: 100 concurrent workers allocating (occupying) stock from 1,000 SKUs of one company
// through the stock engine (applyMoves: conditional update + ledger row in a transaction), next to
// the same workload as a bare conditional SQL UPDATE in the same run. Checks afterwards that no
// balance went negative and that the ledger agrees with the balances.
// Then a 1,000-line inbound order and a 1,000-line outbound order confirmed through GraphQL
// (confirmInboundOrder / confirmOutboundOrder: checks, stock engine, ledger, lots, locations), each
// next to the bare SQL statements making the same writes in one transaction (set-based, no checks);
// afterwards every balance must equal its ledger, per warehouse, per location and in the FIFO lots.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/erp_bench npx tsx bench/stock-allocation.bench.ts
// (PGlite works too but has one connection, so there is no real concurrency.)
// `run()` adds its own company to the database it is given (npm run bench: the shared one).
import pg from 'pg';
import { authenticate, createContext } from '../server/src/platform/context';
import { applyMoves } from '../server/src/modules/inventory/stock.service';
import { openBenchApp } from './bench-app';
import { figure, isMain, type Figure } from './lib';

export interface StockBenchOptions {
  /** PostgreSQL; none = PGlite. */
  url?: string;
  /** Allocations per worker. */
  allocations: number;
  /** Lines of the stock bills confirmed (default 1,000; at most the 1,000 SKUs). */
  billLines?: number;
}

export async function run(opts: StockBenchOptions): Promise<Figure[]> {
  const { url, allocations: ALLOCATIONS_PER_WORKER } = opts;
  const SKUS = 1000;
  // Few units per SKU so that some allocations meet an empty SKU and must be refused.
  const WORKERS = 100;
  const START_QUANTITY = 3;

  const { app, database, sql, token, companyId } = await openBenchApp('Stock bench', url);
  try {
    const actor = await authenticate(app.platform, token);
    const ctx = createContext(app.platform, { lang: 'en', ip: '', userAgent: 'bench', actor });

    // Data: one product with 1,000 SKUs, one warehouse, 20 units of each SKU, in bulk SQL.
    await sql.exec('BEGIN');
    const [product] = await sql.query(`INSERT INTO "Product" ("companyId", spu, name, "updatedAt") VALUES ($1, 'BENCH', 'Bench product', now()) RETURNING id`, [
      companyId,
    ]);
    await sql.query(`INSERT INTO "Sku" ("companyId", "productId", sku, "updatedAt") SELECT $1, $2, 'SKU-' || g, now() FROM generate_series(1, $3) g`, [
      companyId,
      product.id,
      SKUS,
    ]);
    const [warehouse] = await sql.query(`INSERT INTO "Warehouse" ("companyId", name, "updatedAt") VALUES ($1, 'Bench WH', now()) RETURNING id`, [companyId]);
    await sql.query(
      `INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", quantity, "updatedAt") SELECT $1, id, $2, $3, now() FROM "Sku" WHERE "companyId" = $1`,
      [companyId, warehouse.id, START_QUANTITY],
    );
    await sql.exec('COMMIT');
    const skuIds = (await sql.query(`SELECT id FROM "Sku" WHERE "companyId" = $1 ORDER BY id`, [companyId])).map((r) => r.id as number);

    // Deterministic pseudo-random SKU choice (same sequence for both runs).
    function* picks(worker: number) {
      let x = ((worker + 1) * 2654435761) >>> 0 || 1;
      for (let i = 0; i < ALLOCATIONS_PER_WORKER; i++) {
        // xorshift32: every SKU is equally likely
        x ^= x << 13;
        x >>>= 0;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        yield skuIds[x % skuIds.length];
      }
    }

    async function allocateAll(allocate: (skuId: number) => Promise<boolean>) {
      let ok = 0;
      let refused = 0;
      const t = performance.now();
      await Promise.all(
        Array.from({ length: WORKERS }, async (_, w) => {
          for (const skuId of picks(w)) {
            if (await allocate(skuId)) ok++;
            else refused++;
          }
        }),
      );
      const seconds = (performance.now() - t) / 1000;
      return { ok, refused, seconds, perSecond: (ok + refused) / seconds };
    }

    const engine = await allocateAll(async (skuId) => {
      try {
        // Generous waits: 100 workers queue for 10 connections; on a busy machine Prisma's defaults
        // (2 s to get one, 5 s to finish) would end the run rather than measure it.
        await ctx.db.$transaction(
          (tx) => applyMoves(ctx, tx, [{ skuId, warehouseId: warehouse.id as number, type: 'occupy', occupied: 1, billType: 'bench' }]),
          { maxWait: 60_000, timeout: 60_000 },
        );
        return true;
      } catch (err) {
        if ((err as { messageId?: string }).messageId === 'inventory.insufficientAvailable') return false;
        throw err;
      }
    });
    const engineCheck = await sql.query(
      `SELECT count(*) FILTER (WHERE quantity < 0 OR occupied < 0 OR occupied > quantity) AS negative,
            (SELECT count(*) FROM "StockLedger" WHERE "companyId" = $1 AND "billType" = 'bench') AS ledger,
            sum(occupied) AS occupied
     FROM "Stock" WHERE "companyId" = $1`,
      [companyId],
    );

    // Baseline: the bare conditional UPDATE, no ledger, no transaction wrapper, same pool size.
    await sql.query(`UPDATE "Stock" SET occupied = 0 WHERE "companyId" = $1`, [companyId]);
    const pool = database.kind === 'postgres' ? new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }) : undefined;
    const exec = (text: string, params: unknown[]) =>
      pool ? pool.query(text, params).then((r) => r.rowCount ?? 0) : sql.query(text + ' RETURNING 1', params).then((r) => r.length);
    const raw = await allocateAll(
      async (skuId) =>
        (await exec(`UPDATE "Stock" SET occupied = occupied + 1 WHERE "companyId" = $1 AND "warehouseId" = $2 AND "skuId" = $3 AND occupied + 1 <= quantity`, [
          companyId,
          warehouse.id,
          skuId,
        ])) > 0,
    );
    const rawCheck = await sql.query(
      `SELECT count(*) FILTER (WHERE quantity < 0 OR occupied < 0 OR occupied > quantity) AS negative, sum(occupied) AS occupied FROM "Stock" WHERE "companyId" = $1`,
      [companyId],
    );
    await pool?.end();

    const n = (v: unknown) => Number(v);
    console.log(`database: ${database.kind}; ${SKUS} SKUs × ${START_QUANTITY} units; ${WORKERS} workers × ${ALLOCATIONS_PER_WORKER} allocations`);
    console.log(
      `stock engine (applyMoves) : ${engine.perSecond.toFixed(0)} allocations/s (${engine.ok} allocated, ${engine.refused} refused, ${engine.seconds.toFixed(2)} s)`,
    );
    console.log(
      `raw conditional UPDATE    : ${raw.perSecond.toFixed(0)} allocations/s (${raw.ok} allocated, ${raw.refused} refused, ${raw.seconds.toFixed(2)} s)`,
    );
    console.log(
      `ratio raw / engine        : ${(raw.perSecond / engine.perSecond).toFixed(1)}x (the engine also writes a ledger row and an event in a transaction)`,
    );
    const healthy =
      n(engineCheck[0].negative) === 0 &&
      n(rawCheck[0].negative) === 0 &&
      n(engineCheck[0].ledger) === engine.ok &&
      n(engineCheck[0].occupied) === engine.ok &&
      engine.ok === raw.ok;
    console.log(
      `balances: negative rows engine ${n(engineCheck[0].negative)}, raw ${n(rawCheck[0].negative)}; ledger rows ${n(engineCheck[0].ledger)} = allocations ${engine.ok}: ${healthy ? 'OK' : 'MISMATCH'}`,
    );
    if (!healthy) throw new Error('stock allocation: balances or ledger do not match');

    const bills = await billConfirmation({ app, database, sql, url, token, companyId, warehouseId: warehouse.id as number, lines: opts.billLines ?? 1000 });

    const B = 'stock';
    return [
      figure(B, `stock allocations through applyMoves (${WORKERS} workers, ${SKUS} SKUs)`, engine.perSecond, 'allocations/s', {
        name: 'bare conditional UPDATE',
        value: raw.perSecond,
      }),
      ...bills.map((b) =>
        figure(B, `${b.direction} order of ${b.lines} lines confirmed through GraphQL`, b.seconds, 's', {
          name: 'bare SQL: the same writes, set-based, one transaction',
          value: b.baseline,
        }),
      ),
    ];
  } finally {
    await app.close();
  }
}

interface BillArgs {
  app: Awaited<ReturnType<typeof openBenchApp>>['app'];
  database: Awaited<ReturnType<typeof openBenchApp>>['database'];
  sql: Awaited<ReturnType<typeof openBenchApp>>['sql'];
  url?: string;
  token: string;
  companyId: number;
  warehouseId: number;
  lines: number;
}

/**
 * A draft inbound order of `lines` lines (one new SKU each, on one location) confirmed through
 * GraphQL, then an outbound order taking about half of it back off the location; each timed against
 * the bare SQL writing the same rows (balances, location, lots, ledger, bill status) in one
 * transaction, on as many other new SKUs of the same warehouse, so both start from the same state.
 */
async function billConfirmation(a: BillArgs) {
  const { sql, companyId, warehouseId, lines } = a;
  const [product] = await sql.query(
    `INSERT INTO "Product" ("companyId", spu, name, "updatedAt") VALUES ($1, 'BENCH-BILL', 'Bench bill product', now()) RETURNING id`,
    [companyId],
  );
  const skus = await sql.query(
    `INSERT INTO "Sku" ("companyId", "productId", sku, "updatedAt") SELECT $1, $2, 'BILL-' || g, now() FROM generate_series(1, $3::int) g RETURNING id`,
    [companyId, product.id, 2 * lines + 10],
  );
  const ids = skus.map((r) => r.id as number).sort((x, y) => x - y);
  const engineSkus = ids.slice(0, lines);
  const bareSkus = ids.slice(lines, 2 * lines);
  const warmUpSkus = ids.slice(2 * lines);
  const [location] = await sql.query(`INSERT INTO "Location" ("companyId", "warehouseId", code) VALUES ($1, $2, 'BENCH-A') RETURNING id`, [
    companyId,
    warehouseId,
  ]);
  const quantity = (i: number) => (i % 7) + 1;
  const draft = async (direction: 'inbound' | 'outbound', billNo: string, skus: number[], sign: number) => {
    const [bill] = await sql.query(
      `INSERT INTO "StockBill" ("companyId", direction, "billNo", "warehouseId", "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [companyId, direction, billNo, warehouseId],
    );
    await sql.query(
      `INSERT INTO "StockBillLine" ("companyId", "billId", "skuId", "locationId", quantity, "unitPrice")
       SELECT $1, $2, u.s, $3, u.q, 2.50 FROM unnest($4::int[], $5::int[]) WITH ORDINALITY AS u(s, q, n) ORDER BY u.n`,
      [companyId, bill.id, location.id, skus, skus.map((_, i) => (sign > 0 ? quantity(i) : Math.ceil(quantity(i) / 2)))],
    );
    return bill.id as number;
  };
  const confirm = async (direction: 'inbound' | 'outbound', id: number) => {
    const field = direction === 'inbound' ? 'confirmInboundOrder' : 'confirmOutboundOrder';
    const t = performance.now();
    const res = await a.app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}`, lang: 'en' },
      payload: JSON.stringify({
        query: `mutation ($id: Int!) { ${field}(id: $id) { __typename ... on Error { messageId } } }`,
        variables: { id },
      }),
    });
    const seconds = (performance.now() - t) / 1000;
    const body = JSON.parse(res.body);
    if (body.errors?.length || body.data[field].__typename === 'Error' || body.data[field].messageId) throw new Error(`${field}: ${res.body}`);
    return seconds;
  };

  // The bare statements: one connection, one transaction, every table written set-based.
  const pool = a.database.kind === 'postgres' ? new pg.Pool({ connectionString: a.url, max: 1 }) : undefined;
  const client = pool ? await pool.connect() : undefined;
  const q = async (text: string, params: unknown[] = []) => (client ? (await client.query(text, params)).rows : sql.query(text, params));
  const bare = async (direction: 'inbound' | 'outbound', id: number) => {
    const t = performance.now();
    await q('BEGIN');
    await q(`UPDATE "StockBill" SET status = 'confirmed', "confirmedAt" = now() WHERE id = $1 AND status = 'draft'`, [id]);
    const lines = `(SELECT "skuId" AS s, quantity AS q, "unitPrice" AS p, "locationId" AS l FROM "StockBillLine" WHERE "billId" = ${Number(id)})`;
    if (direction === 'inbound') {
      await q(
        `INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", quantity, "purchasePrice", "updatedAt") SELECT $1, s, $2, q, p, now() FROM ${lines} b
         ON CONFLICT ("warehouseId", "skuId") DO UPDATE SET quantity = "Stock".quantity + EXCLUDED.quantity,
           "purchasePrice" = ("Stock".quantity * "Stock"."purchasePrice" + EXCLUDED.quantity * EXCLUDED."purchasePrice") / ("Stock".quantity + EXCLUDED.quantity), "updatedAt" = now()`,
        [companyId, warehouseId],
      );
      await q(
        `INSERT INTO "StockLocation" ("companyId", "skuId", "warehouseId", "locationId", quantity, "updatedAt") SELECT $1, s, $2, l, q, now() FROM ${lines} b
         ON CONFLICT ("locationId", "skuId") DO UPDATE SET quantity = "StockLocation".quantity + EXCLUDED.quantity, "updatedAt" = now()`,
        [companyId, warehouseId],
      );
      await q(
        `INSERT INTO "StockLot" ("companyId", "skuId", "warehouseId", "quantityIn", "quantityLeft", "unitCost", "billNo") SELECT $1, s, $2, q, q, p, 'IN-BARE' FROM ${lines} b`,
        [companyId, warehouseId],
      );
    } else {
      await q(
        `UPDATE "Stock" st SET quantity = st.quantity - b.q, "updatedAt" = now() FROM ${lines} b WHERE st."companyId" = $1 AND st."warehouseId" = $2 AND st."skuId" = b.s`,
        [companyId, warehouseId],
      );
      await q(
        `UPDATE "StockLocation" sl SET quantity = sl.quantity - b.q, "updatedAt" = now() FROM ${lines} b WHERE sl."locationId" = b.l AND sl."skuId" = b.s`,
      );
      await q(
        `UPDATE "StockLot" l SET "quantityLeft" = l."quantityLeft" - LEAST(l."quantityLeft", GREATEST(0, f.q - f.before))
         FROM (SELECT l.id, b.q, SUM(l."quantityLeft") OVER (PARTITION BY l."skuId" ORDER BY l."receivedAt", l.id) - l."quantityLeft" AS before
               FROM "StockLot" l JOIN ${lines} b ON l."skuId" = b.s WHERE l."warehouseId" = $1 AND l."quantityLeft" > 0) f
         WHERE l.id = f.id AND f.q > f.before`,
        [warehouseId],
      );
    }
    await q(
      `INSERT INTO "StockLedger" ("companyId", "skuId", "warehouseId", "locationId", type, "quantityChange", "quantityAfter", "occupiedAfter", "unitCost", "billType", "billNo", "operatorId")
       SELECT $1, b.s, $2, b.l, $3, b.q * $4, st.quantity, st.occupied, b.p, $3, 'BARE', NULL FROM ${lines} b JOIN "Stock" st ON st."warehouseId" = $2 AND st."skuId" = b.s`,
      [companyId, warehouseId, direction, direction === 'inbound' ? 1 : -1],
    );
    await q('COMMIT');
    return (performance.now() - t) / 1000;
  };

  // Fresh tables: statistics first, for both sides alike (else the planner takes them for empty).
  const analyze = () => sql.exec('ANALYZE "Stock", "StockLocation", "StockLot", "StockLedger", "StockBill", "StockBillLine"');
  const out: { direction: 'inbound' | 'outbound'; lines: number; seconds: number; baseline: number }[] = [];
  try {
    // One small bill each way first: the first GraphQL call of a kind compiles and caches its plans.
    await confirm('inbound', await draft('inbound', 'IN-BENCH-0', warmUpSkus, 1));
    await confirm('outbound', await draft('outbound', 'OUT-BENCH-0', warmUpSkus, -1));
    for (const [direction, sign] of [
      ['inbound', 1],
      ['outbound', -1],
    ] as const) {
      const engineBill = await draft(direction, `${direction === 'inbound' ? 'IN' : 'OUT'}-BENCH-1`, engineSkus, sign);
      const bareBill = await draft(direction, `${direction === 'inbound' ? 'IN' : 'OUT'}-BENCH-2`, bareSkus, sign);
      await analyze();
      const seconds = await confirm(direction, engineBill);
      const baseline = await bare(direction, bareBill);
      console.log(
        `${direction} order of ${lines} lines: confirmed through GraphQL in ${seconds.toFixed(3)} s; bare SQL, same writes ${baseline.toFixed(3)} s (${(seconds / baseline).toFixed(1)}x)`,
      );
      out.push({ direction, lines, seconds, baseline });
    }
  } finally {
    client?.release();
    await pool?.end();
  }

  // What the engine wrote adds up: every balance of its SKUs equals its ledger, per warehouse, per location and in the lots.
  const [check] = await sql.query(
    `WITH s AS (SELECT * FROM "Stock" WHERE "companyId" = $1 AND "skuId" = ANY($2::int[])),
          l AS (SELECT "skuId", SUM("quantityChange") AS q, SUM("occupiedChange") AS o, (array_agg("quantityAfter" ORDER BY id DESC))[1] AS qa
                FROM "StockLedger" WHERE "companyId" = $1 AND "skuId" = ANY($2::int[]) GROUP BY 1),
          sl AS (SELECT "skuId", SUM(quantity) AS q FROM "StockLocation" WHERE "companyId" = $1 AND "skuId" = ANY($2::int[]) GROUP BY 1),
          lot AS (SELECT "skuId", SUM("quantityLeft") AS q FROM "StockLot" WHERE "companyId" = $1 AND "skuId" = ANY($2::int[]) GROUP BY 1)
     SELECT count(*) FILTER (WHERE s.quantity <> l.q OR s.occupied <> l.o OR s.quantity <> l.qa OR s.quantity <> COALESCE(sl.q, 0) OR s.quantity <> COALESCE(lot.q, 0)) AS off,
            count(*) AS rows
     FROM s JOIN l USING ("skuId") LEFT JOIN sl USING ("skuId") LEFT JOIN lot USING ("skuId")`,
    [companyId, engineSkus],
  );
  console.log(`bills: ${Number(check.rows)} balances, ${Number(check.off)} off their ledger, location or lots: ${Number(check.off) === 0 ? 'OK' : 'MISMATCH'}`);
  if (Number(check.off) !== 0 || Number(check.rows) !== lines) throw new Error('stock bills: balances, ledger, locations or lots do not match');
  return out;
}

if (isMain(import.meta.url)) {
  await run({ url: process.env.DATABASE_URL, allocations: Number(process.env.ALLOCATIONS ?? 50) });
  process.exit(0);
}
