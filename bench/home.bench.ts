// Benchmark of issue 8 ('Speed'): the home dashboard calls for the largest company of the 1M-order
// data set, on PostgreSQL.
//   1. generates ORDERS orders for COMPANIES companies (orders-data.ts; company 1 holds LARGEST_SHARE),
//      unless REUSE=1 reuses the database of an earlier run; then marks a few orders as the
//      dashboard's rarer states (unmatched recent, cancel requested, pickup timeout / exception);
//   2. measures, signed in as the largest company's main account, p50 and p99 over ROUNDS runs:
//      api/v1/home/dashboard, api/v1/home/platformSaleReport for each timeType and numberType,
//      api/v1/home/bottomChart, against two baselines of the same run: the floor of any signed-in
//      call (`{ me { id } }`) and the raw SQL of the same dashboard figures (one statement);
//   3. prints the table and the plan of the sales aggregate (index-only or not).
// Run: npm run bench:home   (needs PostgreSQL on 127.0.0.1:5432, trust auth; PG_ADMIN_URL, BENCH_DB,
// ORDERS=50000 for a quick run, ROUNDS). The database BENCH_DB (default erp_bench_home) is dropped
// and created again unless REUSE=1. `run()` is 2 and 3 (npm run bench calls it on its own data set).
import { figure, isMain, measure as measureRounds, ms, type Figure } from './lib';
import { openSignedIn, standaloneOrderDataSet } from './bench-app';
import { prepareDashboard } from './orders-data';

export interface HomeBenchOptions {
  /** A database holding the generated data set with the dashboard states (prepareDashboard). */
  url: string;
  rounds: number;
}

export async function run(opts: HomeBenchOptions): Promise<Figure[]> {
  const { url, rounds: ROUNDS } = opts;
  const { app, sql, token } = await openSignedIn(url, 'bench_1');
  const [{ companyId, orders: largestOrders }] = await sql.query(
    `SELECT u."companyId", (SELECT count(*)::int FROM "Order" o WHERE o."companyId" = u."companyId") AS orders FROM "User" u WHERE u.username = 'bench_1'`,
  );
  try {
    async function rest(route: string, payload: Record<string, unknown> = {}) {
      const r = await app.http.inject({
        method: 'POST',
        url: `/api/v1/${route}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, lang: 'en' },
        payload,
      });
      const body = JSON.parse(r.body);
      if (r.statusCode !== 200 || body.code !== 0) throw new Error(`${route}: ${r.body.slice(0, 500)}`);
      return body.data;
    }
    async function gql(query: string) {
      const r = await app.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: { query },
      });
      if (r.statusCode !== 200 || JSON.parse(r.body).errors) throw new Error(r.body.slice(0, 500));
    }

    /** The dashboard's order figures in one statement: what the database alone needs. */
    async function rawDashboard() {
      const now = new Date();
      const h = (n: number) => new Date(now.getTime() - n * 3_600_000);
      await sql.query(
        `SELECT count(*) FILTER (WHERE status = 'outOfStock') AS "outOfStock",
                count(*) FILTER (WHERE status = 'processing') AS processing,
                count(*) FILTER (WHERE status IN ('processing', 'outOfStock', 'awaitingShipment') AND "shipBy" <= $2) AS "expireDelivery",
                count(*) FILTER (WHERE "cancelRequested" AND status IN ('awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'abnormal')) AS "overseaCancel",
                count(*) FILTER (WHERE NOT matched AND status = 'processing' AND "orderedAt" <= $3) AS "unmatched12",
                count(*) FILTER (WHERE NOT matched AND status = 'processing' AND "orderedAt" <= $4) AS "unmatched24",
                count(*) FILTER (WHERE "collectStatus" = -1) AS "collectTimeout",
                count(*) FILTER (WHERE "collectStatus" = -2) AS "collectException"
         FROM "Order" WHERE "companyId" = $1`,
        [companyId, new Date(now.getTime() + 24 * 3_600_000), h(12), h(24)],
      );
      await sql.query(`SELECT count(*) AS total, count(*) FILTER (WHERE status = 4) AS failed FROM "Shop" WHERE "companyId" = $1`, [companyId]);
      await sql.query(`SELECT count(*) FROM "TradebyteRefund" WHERE "companyId" = $1 AND status = 1`, [companyId]);
    }

    const measure = (fn: () => Promise<unknown>) => measureRounds(fn, ROUNDS);

    const floor = await measure(() => gql('{ me { id } }'));
    const raw = await measure(rawDashboard);
    const cases: [string, () => Promise<unknown>][] = [
      ['home/dashboard', () => rest('home/dashboard', { timeType: 'day', numberType: 'price', platformType: '' })],
      [
        'home/platformSaleReport day / price / all (default)',
        () => rest('home/platformSaleReport', { timeType: 'day', numberType: 'price', platformType: '' }),
      ],
      ['home/platformSaleReport day / quantity / ebay', () => rest('home/platformSaleReport', { timeType: 'day', numberType: 'quantity', platformType: 1 })],
      ['home/platformSaleReport week / price / all', () => rest('home/platformSaleReport', { timeType: 'week', numberType: 'price', platformType: '' })],
      ['home/platformSaleReport month / price / all', () => rest('home/platformSaleReport', { timeType: 'month', numberType: 'price', platformType: '' })],
      ['home/bottomChart', () => rest('home/bottomChart')],
    ];
    const rows: { name: string; p50: number; p99: number }[] = [];
    for (const [name, fn] of cases) rows.push({ name, ...(await measure(fn)) });

    console.log(
      `\nlargest company: ${Number(largestOrders).toLocaleString('en')} orders; ${ROUNDS} rounds each, PostgreSQL ${(await sql.query<{ server_version: string }>('SHOW server_version'))[0].server_version}`,
    );
    console.log(
      `baseline: signed-in floor { me { id } } p50 ${ms(floor.p50)} / p99 ${ms(floor.p99)}; raw SQL of the dashboard figures p50 ${ms(raw.p50)} / p99 ${ms(raw.p99)}\n`,
    );
    console.log('| call | p50 | p99 | p50 ÷ raw dashboard SQL | p50 ÷ floor | under 100 ms p50 |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${(r.p50 / raw.p50).toFixed(2)}× | ${(r.p50 / floor.p50).toFixed(2)}× | ${r.p50 < 100 ? 'yes' : 'NO'} |`,
      );

    // The month view straight from the orders (what the rollup replaces) against the rollup.
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    const VALID = `('processing', 'outOfStock', 'awaitingShipment', 'shipped', 'completed', 'abnormal')`;
    const fromOrders = await measure(() =>
      sql.query(
        `SELECT to_char("orderedAt", 'YYYY-MM') AS b, "platformType", currency, count(*), sum("totalAmount")
       FROM "Order" WHERE "companyId" = $1 AND "orderedAt" >= $2::date AND status IN ${VALID} GROUP BY 1, 2, 3`,
        [companyId, yearAgo],
      ),
    );
    const fromRollup = await measure(() =>
      sql.query(
        `SELECT to_char(day, 'YYYY-MM') AS b, "platformType", currency, sum(orders), sum(amount) FROM (
         SELECT day, "platformType", currency, orders, amount FROM "OrderSalesDay" WHERE "companyId" = $1 AND day >= $2::date AND status IN ${VALID}
         UNION ALL SELECT day, "platformType", currency, orders, amount FROM "OrderSalesDelta" WHERE "companyId" = $1 AND day >= $2::date AND status IN ${VALID}) r
       GROUP BY 1, 2, 3`,
        [companyId, yearAgo],
      ),
    );
    console.log(
      `\nmonth view, raw SQL: from the orders p50 ${ms(fromOrders.p50)} / p99 ${ms(fromOrders.p99)}; from the rollup p50 ${ms(fromRollup.p50)} / p99 ${ms(fromRollup.p99)} (${(fromOrders.p50 / fromRollup.p50).toFixed(1)}× faster)`,
    );
    const [{ n: dayRows }] = await sql.query(`SELECT count(*)::int AS n FROM "OrderSalesDay" WHERE "companyId" = $1`, [companyId]);
    console.log(`rollup rows of the largest company: ${Number(dayRows).toLocaleString('en')} (for ${Number(largestOrders).toLocaleString('en')} orders)`);
    const B = 'home';
    const figures: Figure[] = [figure(B, 'signed-in floor { me { id } } p50', floor.p50, 'ms')];
    const rawBase = { name: 'raw SQL of the dashboard figures p50', value: raw.p50 };
    for (const r of rows) {
      figures.push(figure(B, `${r.name} p50`, r.p50, 'ms', r.name === 'home/dashboard' ? rawBase : { name: 'signed-in floor p50', value: floor.p50 }));
      figures.push(figure(B, `${r.name} p99`, r.p99, 'ms'));
    }
    figures.push(
      figure(B, 'month view aggregate from the rollup p50', fromRollup.p50, 'ms', { name: 'the same aggregate from the orders', value: fromOrders.p50 }),
    );
    return figures;
  } finally {
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  const { url, generated } = await standaloneOrderDataSet(process.env.BENCH_DB ?? 'erp_bench_home');
  if (generated) {
    console.log(`  ${generated.orders.toLocaleString('en')} orders + ${generated.items.toLocaleString('en')} lines in ${generated.seconds.toFixed(1)} s`);
    const touched = await prepareDashboard(url, generated.largestCompanyId);
    console.log(`  order sales rollup: ${touched.toLocaleString('en')} day rows folded`);
  }
  await run({ url, rounds: Number(process.env.ROUNDS ?? 100) });
  process.exit(0);
}
