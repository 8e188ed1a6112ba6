// Bulk data for the order benchmarks: COMPANIES companies (each a main account bench_<n>, 5 shops,
// one product with SKUS_PER_COMPANY SKUs) and ORDERS orders with ~1.5 lines each, skewed so that
// company 1 holds LARGEST_SHARE of them (the rest spread over the others). Everything is one
// `INSERT … SELECT FROM generate_series` per table on one connection in one transaction: no
// createMany, no round trip per row. Statuses, countries and order times vary by the row number.
import pg from 'pg';

export interface GenerateOptions {
  companies: number;
  orders: number;
  largestShare: number;
  skusPerCompany: number;
  shopsPerCompany: number;
  passwordHash: string;
}

export interface GenerateResult {
  orders: number;
  items: number;
  seconds: number;
  /** Seconds of ANALYZE after the load (not part of the rate). */
  analyzeSeconds: number;
  largestCompanyId: number;
  largestOrders: number;
}

export const STATUSES = [
  'processing',
  'processing',
  'processing',
  'awaitingShipment',
  'awaitingShipment',
  'shipped',
  'shipped',
  'completed',
  'cancelled',
  'abnormal',
];
export const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'US', 'JP', 'AU', 'CA', 'US', 'ES', 'IT', 'PL'];
const PLATFORMS: [number, string][] = [
  [1, 'ebay'],
  [2, 'amazon'],
  [11, 'shopee'],
  [1, 'ebay'],
  [2, 'amazon'],
];

export async function generateOrders(url: string, o: GenerateOptions): Promise<GenerateResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t = performance.now();
  try {
    await client.query('BEGIN');
    const [{ first }] = (
      await client.query(
        `WITH c AS (INSERT INTO "Company" (name, edition, "updatedAt") SELECT 'Orders bench ' || g, 'flagship', now() FROM generate_series(1, $1) g ORDER BY g RETURNING id)
         SELECT min(id) AS first FROM c`,
        [o.companies],
      )
    ).rows;
    // company index 1..N ↔ id (ids of one INSERT are consecutive here, but do not rely on it)
    await client.query(`CREATE TEMP TABLE bc ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id)::int AS idx, id FROM "Company" WHERE id >= $1`, [first]);
    await client.query(
      `INSERT INTO "User" ("companyId", username, "passwordHash", realname, "isMain", "updatedAt") SELECT id, 'bench_' || idx, $1, 'Boss ' || idx, true, now() FROM bc`,
      [o.passwordHash],
    );
    await client.query(
      `INSERT INTO "Shop" ("companyId", "platformType", platform, "shopName", status, "updatedAt")
       SELECT bc.id, (ARRAY[${PLATFORMS.map((p) => p[0]).join(',')}])[1 + (k - 1) % ${PLATFORMS.length}], (ARRAY[${PLATFORMS.map((p) => `'${p[1]}'`).join(',')}])[1 + (k - 1) % ${PLATFORMS.length}],
              'shop-' || bc.idx || '-' || k, 1, now()
       FROM bc CROSS JOIN generate_series(1, $1) k`,
      [o.shopsPerCompany],
    );
    await client.query(
      `CREATE TEMP TABLE bs ON COMMIT DROP AS
       SELECT bc.idx, (row_number() OVER (PARTITION BY s."companyId" ORDER BY s.id) - 1)::int AS k, s.id, s."platformType", s."companyId"
       FROM "Shop" s JOIN bc ON bc.id = s."companyId"`,
    );
    await client.query(`CREATE INDEX ON bs (idx, k)`);
    await client.query(`INSERT INTO "Product" ("companyId", spu, name, "updatedAt") SELECT id, 'BENCH', 'Bench product', now() FROM bc`);
    await client.query(
      `INSERT INTO "Sku" ("companyId", "productId", sku, aliases, weight, "updatedAt")
       SELECT p."companyId", p.id, 'SKU-' || k, CASE WHEN k % 10 = 0 THEN ARRAY['ALIAS-' || k] ELSE '{}' END, 50 + k % 500, now()
       FROM "Product" p JOIN bc ON bc.id = p."companyId" CROSS JOIN generate_series(1, $1) k`,
      [o.skusPerCompany],
    );
    // order g → company: the first LARGEST_SHARE of the rows to company 1, the others spread (mixed) over the rest
    const largestOrders = Math.round(o.orders * o.largestShare);
    const countries = `ARRAY[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`;
    const statuses = `ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
    const orders = await client.query(
      `INSERT INTO "Order" ("companyId", "shopId", "platformType", "platformOrderNo", "pullKey", "orderNo", source, status,
          "buyerAccount", "buyerName", country, postcode, address1, currency, "itemsTotal", "shippingFee", "totalAmount",
          "orderedAt", "paidAt", "shipBy", matched, "estimatedWeight", "updatedAt")
       SELECT bs."companyId", bs.id, bs."platformType", 'P' || g, 'P' || g, 'B' || g, 'pull', (${statuses})[1 + (g / 7) % ${STATUSES.length}],
          'buyer' || (g % 50000), 'Buyer ' || (g % 50000), (${countries})[1 + (g * 31 + g / 3) % ${COUNTRIES.length}], lpad((g % 99999)::text, 5, '0'),
          g || ' Bench Street', 'USD', (g % 20000) / 100.0 + 1, 3.5, (g % 20000) / 100.0 + 4.5,
          t.at, t.at + interval '10 minutes', t.at + interval '3 days', g % 10 <> 0, 300, now()
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT CASE WHEN g <= $2::int THEN 1 ELSE 2 + ((g::bigint * 7919) % ($3::int - 1))::int END AS idx,
                                  now() - ((g::bigint * 7919) % (180 * 86400)) * interval '1 second' AS at) t
       JOIN bs ON bs.idx = t.idx AND bs.k = g % $4::int`,
      [o.orders, largestOrders, o.companies, o.shopsPerCompany],
    );
    // lines: 1 or 2 per order (1.5 on average); 9 orders in 10 matched to a SKU of the company
    const items = await client.query(
      `INSERT INTO "OrderItem" ("companyId", "orderId", "platformItemId", "platformSku", title, quantity, "unitPrice", "skuId", "matchedBy")
       SELECT o."companyId", o.id, o.id || '-' || k, CASE WHEN o.matched THEN s.sku ELSE 'UNKNOWN-' || (o.id % 100) END, 'Bench item ' || k,
              1 + (o.id + k) % 3, 9.99, CASE WHEN o.matched THEN s.id END, CASE WHEN o.matched THEN 'sku' ELSE '' END
       FROM "Order" o JOIN bc ON bc.id = o."companyId" CROSS JOIN generate_series(1, 1 + o.id % 2) k
       JOIN "Sku" s ON s."companyId" = o."companyId" AND s.sku = 'SKU-' || (1 + (o.id * 13 + k) % $1::int)`,
      [o.skusPerCompany],
    );
    await client.query('COMMIT');
    const seconds = (performance.now() - t) / 1000;
    const a = performance.now();
    await client.query('ANALYZE');
    return {
      orders: orders.rowCount ?? 0,
      items: items.rowCount ?? 0,
      seconds,
      analyzeSeconds: (performance.now() - a) / 1000,
      // bc.idx 1 is the lowest id of the companies inserted
      largestCompanyId: Number(first),
      largestOrders,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * The dashboard's rarer states (the generator leaves every order without cancel requests or pickup
 * problems): about 1 in 500 orders of the company each; then folds the order sales rollup as the
 * server's one-minute timer would (the generator's INSERT left its deltas) and refreshes statistics
 * and the visibility map. Returns the day rows folded.
 */
export async function prepareDashboard(url: string, companyId: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE "Order" SET "cancelRequested" = true WHERE "companyId" = $1 AND id % 500 = 1 AND status IN ('processing', 'awaitingShipment')`, [
      companyId,
    ]);
    await client.query(
      `UPDATE "Order" SET "collectStatus" = CASE WHEN id % 2 = 0 THEN -1 ELSE -2 END, "outboundAt" = "orderedAt" + interval '1 day' WHERE "companyId" = $1 AND id % 500 = 2 AND status = 'shipped'`,
      [companyId],
    );
    const {
      rows: [{ touched }],
    } = await client.query(`SELECT order_sales_fold() AS touched`);
    for (const table of ['Order', 'OrderSalesDay', 'OrderSalesDelta']) await client.query(`VACUUM ANALYZE "${table}"`);
    return Number(touched);
  } finally {
    await client.end();
  }
}

/**
 * `rows` stock ledger rows for one company (one warehouse 'Bench WH', spread over its SKUs, one
 * operator), the list the export benchmark writes to .xlsx. One INSERT … SELECT generate_series.
 */
export async function generateLedger(url: string, companyId: number, rows: number): Promise<{ rows: number; seconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t = performance.now();
  try {
    await client.query('BEGIN');
    const {
      rows: [wh],
    } = await client.query(`INSERT INTO "Warehouse" ("companyId", name, code, "updatedAt") VALUES ($1, 'Bench WH', 'BWH', now()) RETURNING id`, [companyId]);
    const r = await client.query(
      `WITH s AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM "Sku" WHERE "companyId" = $1),
            u AS (SELECT min(id) AS id FROM "User" WHERE "companyId" = $1)
       INSERT INTO "StockLedger" ("companyId", "skuId", "warehouseId", type, "quantityChange", "quantityAfter", "occupiedAfter", "unitCost", "billType", "billNo", remark, "operatorId", "createdAt")
       SELECT $1, s.id, $2, (ARRAY['inbound','outbound','occupy','release'])[1 + g % 4], CASE WHEN g % 4 = 1 THEN -1 - g % 5 ELSE 1 + g % 5 END,
              100 + g % 900, g % 50, (g % 5000) / 100.0, 'bench', 'BL' || lpad(g::text, 8, '0'), CASE WHEN g % 7 = 0 THEN 'bench remark ' || g ELSE '' END, u.id,
              now() - (g * interval '37 seconds')
       FROM generate_series(1, $3::int) g JOIN s ON s.k = g % (SELECT max(n) FROM s) CROSS JOIN u`,
      [companyId, wh.id, rows],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE "StockLedger"');
    return { rows: r.rowCount ?? 0, seconds: (performance.now() - t) / 1000 };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
