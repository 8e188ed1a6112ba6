// Benchmark: freight estimate at review time (issue 18 'Speed': 100k orders ≤ 2× the raw SQL +
// pure-function baseline). Product: estimateOrderFreight (the review pipeline's hook) on the
// company-scoped Prisma client in batches of 5,000 orders. Baseline: the same orders read with one
// plain SQL query per batch, priced by the same pure computeFreight of @erp/schema, written with one
// multi-row INSERT per batch. The bench gives the orders of bench_1 that have no channel a bench
// channel with a price card for the run and puts everything back afterwards. Besides the wall
// times it prints each side's CPU time of this process (the database's is not counted).
// Run: npx tsx bench/freight.bench.ts   (needs the data set of npm run bench: BENCH_DB, default erp_bench)
import pg from 'pg';
import { computeFreight, effectiveRates, type FreightTemplate, type Zone } from '@erp/schema';
import { benchUrl, figure, int, isMain, type Figure } from './lib';

export interface FreightBenchOptions {
  url: string;
  /** Orders estimated (100,000 in the full run). */
  orders: number;
}

const BATCH = 5000;
const RANGES = [
  { startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 10, additionalWeight: 500, additionalPrice: 3 },
  { startWeight: 2000, endWeight: 1_000_000, firstWeight: 2500, firstPrice: 25.5, additionalWeight: 1000, additionalPrice: 7.25 },
];
const ZONES: Zone[] = [
  { name: 'Default', country: 'US' },
  { name: 'West', country: 'US', postalFrom: '90000', postalTo: '96199', registrationFee: 5, operationFee: 2, additionalRate: 10 },
  ...['GB', 'DE', 'FR', 'IT', 'ES', 'CA', 'AU', 'JP', 'CN', 'NL', 'SE', 'PL', 'MX', 'BR'].map((c) => ({
    name: c,
    country: c,
    registrationFee: 3,
    operationFee: 1,
    additionalRate: 5,
  })),
];

/** CPU time of this process since `since` (user + system), in ms. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

export async function run(opts: FreightBenchOptions): Promise<Figure[]> {
  const { authenticate, createContext } = await import('../server/src/platform/context');
  const { estimateOrderFreight } = await import('../server/src/modules/freight/freight.service');
  const { openSignedIn } = await import('./bench-app');
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  const { app, token } = await openSignedIn(opts.url, 'bench_1');
  let channelId = 0;
  let ids: number[] = [];
  try {
    const ctx = createContext(app.platform, { lang: 'zh', ip: '', userAgent: 'bench', actor: await authenticate(app.platform, token) });
    const companyId = ctx.actor!.companyId;
    const ch = await ctx.db.logisticsChannel.create({ data: { companyId, name: `Bench freight ${Date.now()}`, maxWeight: 0 } });
    channelId = ch.id;
    const t = await ctx.db.shippingTemplate.create({ data: { companyId, name: `Bench ${Date.now()}`, ranges: RANGES } });
    const p = await ctx.db.shippingPartitionRule.create({ data: { companyId, name: `Bench ${Date.now()}`, zones: ZONES as never } });
    await ctx.db.shippingPriceCard.create({
      data: { companyId, name: `Bench ${Date.now()}`, templateId: t.id, partitionRuleId: p.id, channelIds: [channelId] },
    });
    const { rows } = await client.query(`SELECT id FROM "Order" WHERE "companyId" = $1 AND "logisticsChannelId" IS NULL ORDER BY id DESC LIMIT $2`, [
      companyId,
      opts.orders,
    ]);
    ids = rows.map((r: { id: number }) => r.id);
    await client.query(
      `UPDATE "Order" SET "logisticsChannelId" = $1, weight = CASE WHEN weight > 0 THEN weight ELSE 100 + (id % 3000) END WHERE id = ANY($2)`,
      [channelId, ids],
    );

    // product
    let t0 = performance.now();
    let cpu0 = process.cpuUsage();
    let priced = 0;
    for (let i = 0; i < ids.length; i += BATCH) priced += await estimateOrderFreight(ctx.db, ids.slice(i, i + BATCH));
    const productMs = performance.now() - t0;
    const productCpu = cpuMs(cpu0);
    await client.query(`DELETE FROM "OrderFreight" WHERE "orderId" = ANY($1)`, [ids]);

    // baseline: raw SQL + the pure function
    const template: FreightTemplate = { billingMethod: 'actual', volumeCoefficient: 6000, pricingMode: 'firstContinued', ranges: RANGES };
    t0 = performance.now();
    cpu0 = process.cpuUsage();
    let basePriced = 0;
    const rates = effectiveRates((await client.query(`SELECT currency, rate::text AS rate FROM "ExchangeRate" WHERE "companyId" = $1`, [companyId])).rows);
    for (let i = 0; i < ids.length; i += BATCH) {
      const { rows: orders } = await client.query(
        `SELECT id, currency, country, state, postcode, CASE WHEN weight > 0 THEN weight ELSE "estimatedWeight" END AS w FROM "Order" WHERE id = ANY($1)`,
        [ids.slice(i, i + BATCH)],
      );
      const cols: { o: number[]; cur: string[]; e: number[]; b: number[]; j: string[] } = { o: [], cur: [], e: [], b: [], j: [] };
      for (const o of orders) {
        const r = computeFreight(template, { weight: o.w, country: o.country, state: o.state, postalCode: o.postcode }, ZONES);
        if (!r.ok) continue;
        const rate = o.currency === 'CNY' ? 1 : (rates[o.currency] ?? 1);
        cols.o.push(o.id);
        cols.cur.push(o.currency);
        cols.e.push(Math.round((r.breakdown.total / rate) * 100) / 100);
        cols.b.push(r.breakdown.total);
        cols.j.push(JSON.stringify(r.breakdown));
      }
      await client.query(
        `INSERT INTO "OrderFreight" ("companyId", "orderId", "channelId", currency, estimated, "estimatedBase", breakdown, "updatedAt")
         SELECT $1, o, $2, c, e, b, j::jsonb, now() FROM unnest($3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::text[]) AS t(o, c, e, b, j)`,
        [companyId, channelId, cols.o, cols.cur, cols.e, cols.b, cols.j],
      );
      basePriced += cols.o.length;
    }
    const baseMs = performance.now() - t0;
    const baseCpu = cpuMs(cpu0);
    if (basePriced !== priced) throw new Error(`freight: product priced ${priced} orders, baseline ${basePriced}`);
    console.log(
      `freight estimate for ${int(ids.length)} orders (${int(priced)} priced): product ${Math.round(productMs)} ms, baseline ${Math.round(baseMs)} ms, ratio ${(productMs / baseMs).toFixed(2)}` +
        ` (CPU of this process, the database's not included: product ${Math.round(productCpu)} ms, baseline ${Math.round(baseCpu)} ms)`,
    );
    return [figure('freight', `freight estimate at review, ${int(ids.length)} orders`, productMs, 'ms', { value: baseMs, name: 'raw SQL + computeFreight' })];
  } finally {
    if (ids.length) {
      await client.query(`DELETE FROM "OrderFreight" WHERE "orderId" = ANY($1)`, [ids]);
      await client.query(`UPDATE "Order" SET "logisticsChannelId" = NULL WHERE id = ANY($1) AND "logisticsChannelId" = $2`, [ids, channelId]);
    }
    await client.query(`DELETE FROM "ShippingPriceCard" WHERE $1 = ANY("channelIds")`, [channelId]);
    await client.end();
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  const url = benchUrl(process.env.BENCH_DB ?? 'erp_bench');
  run({ url, orders: Number(process.env.FREIGHT_ORDERS ?? 100_000) }).then(
    (f) => console.log(JSON.stringify(f, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
