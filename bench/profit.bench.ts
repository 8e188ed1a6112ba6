// Benchmark: order profits (issue 22 'Speed'). 1) Recompute: computeOrderProfitsInChunks (the bulk
// path: chunks of PROFIT_CHUNK orders, each one set of reads and one set-based write) over the newest
// shipped orders of bench_1 (the largest company), in orders per second (target
// 20k/s for 100k orders). 2) The profit report by shop for a month (the product: profitReport through
// the company-scoped client, filter check and labels included) against the same GROUP BY on a plain
// pg client: p50 of each and their ratio (target p50 ≤ 100 ms and ≤ 1.5× the raw SQL). The stored
// profits it writes are removed again afterwards.
// Run: npx tsx bench/profit.bench.ts   (needs the data set of npm run bench: BENCH_DB, default erp_bench)
import pg from 'pg';
import { benchUrl, figure, int, isMain, measure, type Figure } from './lib';

export interface ProfitBenchOptions {
  url: string;
  /** Orders recomputed (100,000 in the full run). */
  orders: number;
  rounds: number;
}

export async function run(opts: ProfitBenchOptions): Promise<Figure[]> {
  const { authenticate, createContext } = await import('../server/src/platform/context');
  const profit = await import('../server/src/modules/profit/profit.service');
  const { openSignedIn } = await import('./bench-app');
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  const { app, token } = await openSignedIn(opts.url, 'bench_1');
  let ids: number[] = [];
  let unshipped: number[] = [];
  try {
    const ctx = createContext(app.platform, { lang: 'zh', ip: '', userAgent: 'bench', actor: await authenticate(app.platform, token) });
    const companyId = ctx.actor!.companyId;
    const { rows } = await client.query(
      `SELECT id FROM "Order" WHERE "companyId" = $1 AND status IN ('shipped', 'completed', 'refunded') ORDER BY id DESC LIMIT $2`,
      [companyId, opts.orders],
    );
    ids = rows.map((r: { id: number }) => r.id);
    // the generated orders carry no ship time: give the chosen ones one (put back in `finally`)
    const { rows: dated } = await client.query(
      `UPDATE "Order" SET "shippedAt" = "orderedAt" + interval '1 day' WHERE id = ANY($1) AND "shippedAt" IS NULL RETURNING id`,
      [ids],
    );
    unshipped = dated.map((r: { id: number }) => r.id);
    await profit.computeOrderProfitsInChunks(ctx.db, companyId, ids.slice(0, 100)); // warm-up: the first statements of a fresh process
    const t0 = performance.now();
    let written = 0;
    // the bulk path a recompute after a rate change takes: PROFIT_CHUNK orders per chunk, one set-based write each
    written = await profit.computeOrderProfitsInChunks(ctx.db, companyId, ids);
    const recomputeMs = performance.now() - t0;
    const perSecond = written / (recomputeMs / 1000);

    // the month with the most stored profits
    const { rows: months } = await client.query(
      `SELECT date_trunc('month', "orderedAt") AS m FROM "OrderProfit" WHERE "companyId" = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [companyId],
    );
    const from: Date = months[0]?.m ?? new Date(Date.now() - 30 * 86_400_000);
    const to = new Date(new Date(from).setUTCMonth(new Date(from).getUTCMonth() + 1) - 1);
    const product = await measure(() => profit.profitReport(ctx, { from, to, groupBy: 'shop' }, { offset: 0, limit: 20 }), opts.rounds);
    const raw = await measure(
      () =>
        Promise.all([
          client.query(
            `SELECT p."shopId", count(*)::int, SUM(p.goods), SUM(p."buyerFreight"), SUM(p."platformFee"), SUM(p."productCost"), SUM(p.packaging),
               SUM(p.freight), SUM(p.vat), SUM(p.refunds), SUM(p.profit)
             FROM "OrderProfit" p WHERE p."companyId" = $1 AND p."orderedAt" >= $2 AND p."orderedAt" <= $3 GROUP BY 1 ORDER BY SUM(p.profit) DESC LIMIT 20`,
            [companyId, from, to],
          ),
          client.query(`SELECT count(*)::int, SUM(profit) FROM "OrderProfit" WHERE "companyId" = $1 AND "orderedAt" >= $2 AND "orderedAt" <= $3`, [
            companyId,
            from,
            to,
          ]),
        ]),
      opts.rounds,
    );
    console.log(
      `profit: recomputed ${int(written)} orders in ${Math.round(recomputeMs)} ms (${int(Math.round(perSecond))} orders/s); ` +
        `profit report by shop for a month p50 ${product.p50.toFixed(1)} ms, raw SQL p50 ${raw.p50.toFixed(1)} ms, ratio ${(product.p50 / raw.p50).toFixed(2)}`,
    );
    return [
      figure('profit', `profit report by shop for a month, p50`, product.p50, 'ms', { value: raw.p50, name: 'raw SQL' }),
      figure('profit', `profit recompute, ${int(written)} orders`, perSecond, 'orders/s'),
    ];
  } finally {
    if (ids.length) await client.query(`DELETE FROM "OrderProfit" WHERE "orderId" = ANY($1)`, [ids]);
    if (unshipped.length) await client.query(`UPDATE "Order" SET "shippedAt" = NULL WHERE id = ANY($1)`, [unshipped]);
    await client.end();
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  const url = benchUrl(process.env.BENCH_DB ?? 'erp_bench');
  run({ url, orders: Number(process.env.PROFIT_ORDERS ?? 100_000), rounds: Number(process.env.PROFIT_ROUNDS ?? 50) }).then(
    (f) => console.log(JSON.stringify(f, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
