// Benchmark: webhook backlog drain (issue 17: "a webhook backlog of 100k deliveries drained at
// ≥ 500/s against a local receiver"). DELIVERIES pending deliveries of one endpoint (their events in
// the outbox) are drained by one instance's delivery worker (the real one: claims with FOR UPDATE
// SKIP LOCKED, loads events and secret, signs, POSTs over keep-alive, writes results in batches)
// against a local HTTP receiver answering 200. Baseline of the same run: the same number of bare
// POSTs of the same bodies with the same concurrency and agent settings, no database at all. The
// run checks that every delivery reached the receiver exactly once and is stored as succeeded.
// Run: npx tsx bench/webhooks.bench.ts            (PGlite in a temp dir; DATABASE_URL=postgres://… for PostgreSQL)
//      npx tsx bench/webhooks.bench.ts --smoke    (2,000 deliveries)
// Knobs: DELIVERIES (default 100000), CONCURRENCY (default 32: the worker's default per instance).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_OPTIONS, stopWebhooks, WebhookDeliveryWorker } from '../server/src/modules/webhooks/webhooks.worker';
import { WebhookSender } from '../server/src/modules/webhooks/webhooks.http';
import { secretBox } from '../server/src/platform/secret-box';
import { openBenchApp } from './bench-app';
import { figure, int, isMain, type Figure } from './lib';

export interface WebhooksBenchOptions {
  /** postgres://…; unset: embedded PGlite. */
  url?: string;
  deliveries: number;
  concurrency: number;
}

/** The target of the issue, in deliveries per second. */
export const TARGET_PER_SECOND = 500;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

export async function run(opts: WebhooksBenchOptions): Promise<Figure[]> {
  const { deliveries: N, concurrency } = opts;
  const seen = new Map<string, number>();
  const receiver = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      const id = req.headers['x-erp-delivery'];
      if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
      res.statusCode = 200;
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const { app, sql, companyId } = await openBenchApp('Webhook bench', opts.url);
  const platform = app.platform;
  // this run drives its own worker; the app's fan-out and worker stay out of the way
  await stopWebhooks(platform);
  platform.config.webhookAllowPrivate = true;
  try {
    // ---- the backlog: N events of one company and one pending delivery each ---------------------
    const tSeed = performance.now();
    const [endpoint] = await sql.query<{ id: number }>(
      `INSERT INTO "WebhookEndpoint" ("companyId", name, url, "eventTypes", secret, "updatedAt") VALUES ($1, 'bench', $2, ARRAY['OrderCreated'], $3, now()) RETURNING id`,
      [companyId, target, secretBox(platform.config).seal('whsec_bench')],
    );
    await sql.query(
      `INSERT INTO "DomainEvent" ("companyId", type, "entityId", data)
       SELECT $1, 'OrderCreated', g, jsonb_build_object('orderId', g, 'orderNo', 'WB-' || g, 'status', 'pendingReview', 'amount', '19.90', 'currency', 'EUR')
         FROM generate_series(1, $2::int) g`,
      [companyId, N],
    );
    await sql.query(
      `INSERT INTO "WebhookDelivery" ("companyId", "endpointId", "eventId", "eventType")
       SELECT $1, $2, id, type FROM "DomainEvent" WHERE "companyId" = $1`,
      [companyId, endpoint.id],
    );
    console.log(`backlog of ${int(N)} deliveries written in ${((performance.now() - tSeed) / 1000).toFixed(1)} s`);
    const [sample] = await sql.query<{ body: string }>(
      `SELECT json_build_object('id', id::text, 'type', type, 'occurredAt', now(), 'companyId', "companyId", 'data', data)::text AS body FROM "DomainEvent" WHERE "companyId" = $1 LIMIT 1`,
      [companyId],
    );

    // ---- baseline: N bare POSTs of the same size, same concurrency and agent -----------------------
    const bare = new WebhookSender({ guard: () => ({ allowPrivate: true, allowHttp: true }), maxSockets: concurrency });
    const headers = { 'content-type': 'application/json', 'x-erp-signature': `v1=${'0'.repeat(64)}` };
    const tBase = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < N) {
          next++;
          const r = await bare.post(target, headers, sample.body);
          if (!r.ok) throw new Error(`baseline POST failed: ${r.error}`);
        }
      }),
    );
    const baseSeconds = (performance.now() - tBase) / 1000;
    bare.close();
    const basePerSecond = N / baseSeconds;
    console.log(`baseline: ${int(N)} bare POSTs in ${baseSeconds.toFixed(1)} s (${int(basePerSecond)}/s)`);

    // ---- the worker drains the backlog -------------------------------------------------------------
    const options = { ...DEFAULT_OPTIONS, concurrency };
    const worker = new WebhookDeliveryWorker(
      platform,
      options,
      new WebhookSender({ guard: () => ({ allowPrivate: true, allowHttp: true }), maxSockets: concurrency }),
    );
    const tDrain = performance.now();
    const pumping = setInterval(() => void worker.pump(), options.deliverEveryMs);
    void worker.pump();
    // progress from the receiver (a count over the backlog would compete with the worker for the
    // database), then the rows: drained means every delivery is stored as succeeded
    let lastLog = performance.now();
    const deadline = tDrain + 30 * 60_000;
    while (seen.size < N) {
      await sleep(100);
      if (performance.now() - lastLog > 5000) {
        lastLog = performance.now();
        console.log(`  ${int(seen.size)} of ${int(N)} received (${int(seen.size / ((lastLog - tDrain) / 1000))}/s)`);
      }
      if (performance.now() > deadline) throw new Error(`drain: ${N - seen.size} deliveries not received after 30 minutes`);
    }
    for (;;) {
      const [{ left }] = await sql.query<{ left: number }>(
        `SELECT count(*)::int AS left FROM "WebhookDelivery" WHERE "endpointId" = $1 AND status <> 'succeeded'`,
        [endpoint.id],
      );
      if (!left) break;
      if (performance.now() > deadline) throw new Error(`drain: ${left} deliveries not stored as succeeded after 30 minutes`);
      await sleep(50);
    }
    const drainSeconds = (performance.now() - tDrain) / 1000;
    clearInterval(pumping);
    await worker.stop();
    const perSecond = N / drainSeconds;
    const twice = [...seen.values()].filter((n) => n > 1).length;
    if (seen.size !== N || twice) throw new Error(`the receiver saw ${seen.size} of ${N} deliveries, ${twice} more than once`);
    console.log(
      `drained ${int(N)} deliveries in ${drainSeconds.toFixed(1)} s: ${int(perSecond)}/s (target ≥ ${TARGET_PER_SECOND}/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'}), ${(basePerSecond / perSecond).toFixed(2)}× the bare POSTs' time`,
    );
    return [
      figure('webhooks', `backlog drained, ${int(N)} deliveries, concurrency ${concurrency} (${platform.database.kind})`, perSecond, 'deliveries/s', {
        value: basePerSecond,
        name: 'bare POSTs',
      }),
    ];
  } finally {
    await sql.query(`DELETE FROM "WebhookEndpoint" WHERE "companyId" = $1`, [companyId]).catch(() => {});
    await sql.query(`DELETE FROM "DomainEvent" WHERE "companyId" = $1`, [companyId]).catch(() => {});
    // the bench company goes too: the shared data set of npm run bench keeps its counts
    await sql.query(`DELETE FROM "Company" WHERE id = $1`, [companyId]).catch(() => {});
    await app.close();
    await new Promise((r) => receiver.close(r));
  }
}

if (isMain(import.meta.url)) {
  const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const figures = await run({
    url: process.env.DATABASE_URL || undefined,
    deliveries: Number(process.env.DELIVERIES ?? (smoke ? 2_000 : 100_000)),
    concurrency: Number(process.env.CONCURRENCY ?? DEFAULT_OPTIONS.concurrency),
  });
  for (const f of figures) console.log(f);
  process.exit(0);
}
