// Benchmark: 100 concurrent workers allocating (occupying) stock from 1,000 SKUs of one company
// through the stock engine (applyMoves: conditional update + ledger row in a transaction), next to
// the same workload as a bare conditional SQL UPDATE in the same run. Checks afterwards that no
// balance went negative and that the ledger agrees with the balances.
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
        await ctx.db.$transaction((tx) =>
          applyMoves(ctx, tx, [{ skuId, warehouseId: warehouse.id as number, type: 'occupy', occupied: 1, billType: 'bench' }]),
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
    console.log(`ratio raw / engine        : ${(raw.perSecond / engine.perSecond).toFixed(1)}x (the engine also writes a ledger row and re-reads on refusal)`);
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
    const B = 'stock';
    return [
      figure(B, `stock allocations through applyMoves (${WORKERS} workers, ${SKUS} SKUs)`, engine.perSecond, 'allocations/s', {
        name: 'bare conditional UPDATE',
        value: raw.perSecond,
      }),
    ];
  } finally {
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  await run({ url: process.env.DATABASE_URL, allocations: Number(process.env.ALLOCATIONS ?? 50) });
  process.exit(0);
}
