// Benchmark: typed domain events through the transactional outbox (issue 17: "10,000 events/s
// written through the outbox on PostgreSQL with delivery p99 ≤ 200 ms to 1,000 subscribers").
//
// 1. Writing: WRITERS concurrent writers, each committing transactions of BATCH events through the
//    real path (a company-scoped transaction, `stageEvents`, one createMany before the commit).
//    Baseline of the same run: the same rows as plain multi-row INSERTs (BEGIN; INSERT …; COMMIT) on
//    the same pool into a table of the same columns with only a primary key.
// 2. Delivery: SUBSCRIBERS graphql-ws clients of one company subscribe to `events` (type
//    PlatformChatEvent) on a listening server; EVENTS events are committed one after the other
//    (20 ms apart) while a background load of other events (StockChanged, not delivered to these
//    subscribers) is written at LOAD_RATE per second; per receipt the time from the start of the
//    writing transaction. Baseline of the same run: the same with SUBSCRIBERS plain listeners on the
//    outbox dispatcher (no GraphQL, no WebSocket).
// Run: DATABASE_URL=postgres://…/db npx tsx bench/events.bench.ts   (PGlite without; --smoke: small)
// Knobs: WRITERS (8), BATCH (50), WRITE_EVENTS (100000), SUBSCRIBERS (1000), EVENTS (20), LOAD_RATE (10000).
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { platformChatChanged, domainEvent } from '../server/src/modules/events/events.service';
import { scopedDb } from '../server/src/platform/db';
import { stageEvents, type StoredEvent } from '../server/src/platform/outbox';
import { openBenchApp } from './bench-app';
import { figure, int, isMain, ms, quantiles, type Figure } from './lib';

export interface EventsBenchOptions {
  /** postgres://…; unset: embedded PGlite. */
  url?: string;
  writers: number;
  batch: number;
  writeEvents: number;
  subscribers: number;
  events: number;
  /** Background events per second written during the delivery measurement. */
  loadRate: number;
}

/** The targets of the issue. */
export const TARGET_WRITES_PER_SECOND = 10_000;
export const TARGET_DELIVERY_P99_MS = 200;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const PROBE = -1;

export async function run(opts: EventsBenchOptions): Promise<Figure[]> {
  const { app, sql, token, companyId } = await openBenchApp('Events bench', opts.url);
  const platform = app.platform;
  const db = scopedDb(platform.database.prisma, companyId);
  const kind = platform.database.kind;
  const clients: Client[] = [];
  let stopLoad = () => {};
  try {
    // ---- 1. writing ------------------------------------------------------------------------------
    const transactions = Math.max(1, Math.ceil(opts.writeEvents / opts.batch / opts.writers));
    const total = transactions * opts.batch * opts.writers;
    const stock = (i: number) =>
      domainEvent(
        'StockChanged',
        {
          skuId: i,
          warehouseId: 1,
          quantityBefore: 10,
          quantityAfter: 9,
          occupiedBefore: 1,
          occupiedAfter: 0,
          reasons: ['outbound'],
          billType: 'order',
          billNo: `B-${i}`,
        },
        { warehouseId: 1, entityId: i },
      );
    const parallel = async (fn: (worker: number, round: number) => Promise<unknown>) => {
      const t = performance.now();
      await Promise.all(
        Array.from({ length: opts.writers }, async (_, w) => {
          for (let r = 0; r < transactions; r++) await fn(w, r);
        }),
      );
      return (performance.now() - t) / 1000;
    };

    await sql.exec(`DROP TABLE IF EXISTS "BenchPlainEvent"; CREATE TABLE "BenchPlainEvent" (LIKE "DomainEvent" INCLUDING DEFAULTS)`);
    await sql.exec(`ALTER TABLE "BenchPlainEvent" ADD PRIMARY KEY (id)`);
    const plainSql = (n: number) =>
      `INSERT INTO "BenchPlainEvent" (id, "companyId", type, "warehouseId", "entityId", data) VALUES ${Array.from(
        { length: n },
        (_, i) => `(nextval('"DomainEvent_id_seq"'), $1, 'StockChanged', 1, $${i * 2 + 2}, $${i * 2 + 3})`,
      ).join(', ')}`;
    const insertPlain = plainSql(opts.batch);
    // PGlite has one connection: its writers queue behind each other, as the app's do.
    const plainSeconds = await parallel(async (w, r) => {
      const params: unknown[] = [companyId];
      for (let i = 0; i < opts.batch; i++) {
        const e = stock(w * 1e6 + r * opts.batch + i);
        params.push(e.entityId, JSON.stringify(e.data));
      }
      await platform.database.prisma.$transaction(async (tx) => tx.$executeRawUnsafe(insertPlain, ...params));
    });
    const outboxSeconds = await parallel((w, r) =>
      db.$transaction((tx) =>
        stageEvents(
          tx,
          Array.from({ length: opts.batch }, (_, i) => stock(w * 1e6 + r * opts.batch + i)),
        ),
      ),
    );
    const plainRate = total / plainSeconds;
    const outboxRate = total / outboxSeconds;
    await sql.exec(`DROP TABLE "BenchPlainEvent"`);
    console.log(`outbox writes on ${kind}: ${opts.writers} writers × ${int(transactions)} transactions × ${opts.batch} events = ${int(total)} events`);
    console.log(`| path | events/s |\n|---|---|`);
    console.log(`| stageEvents in a scoped transaction (one INSERT … unnest before the commit) | ${int(outboxRate)} |`);
    console.log(`| plain multi-row INSERT, same rows, same pool | ${int(plainRate)} |`);

    // ---- 2. delivery -----------------------------------------------------------------------------
    const startedAt = new Map<number, number>();
    const write = async (seq: number) => {
      startedAt.set(seq, performance.now());
      await db.$transaction((tx) => stageEvents(tx, [platformChatChanged(null, { platformType: 1, unreadCount: seq })]));
    };
    // Background load: StockChanged at LOAD_RATE/s in transactions of BATCH, from other writers.
    let loadWritten = 0;
    const loadStart = performance.now();
    const loadLoop = (async () => {
      let stopped = false;
      stopLoad = () => (stopped = true);
      const perTick = Math.max(1, Math.round((opts.loadRate * 50) / 1000));
      while (!stopped && opts.loadRate > 0) {
        const tick = performance.now();
        const writes: Promise<unknown>[] = [];
        for (let left = perTick; left > 0; left -= opts.batch) {
          const n = Math.min(opts.batch, left);
          writes.push(
            db.$transaction((tx) =>
              stageEvents(
                tx,
                Array.from({ length: n }, (_, i) => stock(loadWritten + i)),
              ),
            ),
          );
          loadWritten += n;
        }
        await Promise.all(writes);
        await sleep(Math.max(0, 50 - (performance.now() - tick)));
      }
    })();

    const measure = async (received: (seq: number) => number, listeners: number) => {
      for (let seq = 0; seq < opts.events; seq++) {
        await write(seq);
        const deadline = Date.now() + 30_000;
        while (received(seq) < listeners) {
          if (Date.now() > deadline) throw new Error(`events: event ${seq} reached ${received(seq)} of ${listeners} subscribers in 30 s`);
          await sleep(1);
        }
        await sleep(20);
      }
    };

    // baseline: plain listeners on the dispatcher
    const plainLatencies: number[] = [];
    const plainCount = new Map<number, number>();
    const offs = Array.from({ length: opts.subscribers }, () =>
      platform.outbox.listen((events: StoredEvent[]) => {
        const now = performance.now();
        for (const e of events) {
          if (e.type !== 'PlatformChatEvent' || e.companyId !== companyId) continue;
          const seq = Number(e.data.unreadCount);
          if (seq < 0) continue;
          plainLatencies.push(now - startedAt.get(seq)!);
          plainCount.set(seq, (plainCount.get(seq) ?? 0) + 1);
        }
      }),
    );
    await measure((s) => plainCount.get(s) ?? 0, opts.subscribers);
    for (const off of offs) off();
    const plain = quantiles(plainLatencies);

    // graphql-ws subscribers
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
    startedAt.clear();
    const latencies: number[] = [];
    const count = new Map<number, number>();
    const live = new Set<number>();
    const errors: unknown[] = [];
    const tConnect = performance.now();
    // Connected in waves of 50 (each wave's sockets open before the next starts): on a loaded
    // machine a burst of 1,000 connects overflows the listen backlog (ECONNRESET); a lost connect
    // is retried.
    let connected = 0;
    for (let i = 0; i < opts.subscribers; i++) {
      const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 5, lazy: true, connectionParams: { authorization: `Bearer ${token}` } });
      c.on('connected', () => void connected++);
      clients.push(c);
      c.subscribe<{ events: { unreadCount: number } }>(
        { query: 'subscription { events(types: [PlatformChatEvent]) { id ... on PlatformChatEvent { unreadCount } } }' },
        {
          next: (v) => {
            const seq = v.data?.events.unreadCount;
            if (seq == null) return;
            if (seq === PROBE) return void live.add(i);
            const now = performance.now();
            latencies.push(now - startedAt.get(seq)!);
            count.set(seq, (count.get(seq) ?? 0) + 1);
          },
          error: (err) => errors.push(err),
          complete: () => {},
        },
      );
      if (i % 50 === 49 || i === opts.subscribers - 1) {
        for (let t = 0; connected < i + 1 && t < 3000; t++) await sleep(10);
      }
    }
    for (let i = 0; live.size < opts.subscribers; i++) {
      if (errors.length) throw new Error(`events: a subscription failed: ${JSON.stringify(errors[0])}`);
      if (i > 600) throw new Error(`events: only ${live.size} of ${opts.subscribers} subscriptions live after 60 s`);
      await db.$transaction((tx) => stageEvents(tx, [platformChatChanged(null, { platformType: 1, unreadCount: PROBE })]));
      await sleep(100);
    }
    const connectMs = performance.now() - tConnect;
    await measure((s) => count.get(s) ?? 0, opts.subscribers);
    stopLoad();
    await loadLoop;
    const loadAchieved = loadWritten / ((performance.now() - loadStart) / 1000);
    const ws = quantiles(latencies);

    console.log(
      `\ndelivery: ${int(opts.subscribers)} subscribers of one company, ${opts.events} events (${int(ws.n)} receipts), background load ${int(loadAchieved)} events/s (asked ${int(opts.loadRate)}); live in ${ms(connectMs)}`,
    );
    console.log(`| path | write → receipt p50 | p99 |\n|---|---|---|`);
    console.log(`| graphql-ws \`events\` subscription | ${ms(ws.p50)} | ${ms(ws.p99)} |`);
    console.log(`| plain listeners on the outbox dispatcher | ${ms(plain.p50)} | ${ms(plain.p99)} |`);
    console.log(
      `targets: ${int(TARGET_WRITES_PER_SECOND)} events/s written (${outboxRate >= TARGET_WRITES_PER_SECOND ? 'met' : 'not met'}), delivery p99 ≤ ${TARGET_DELIVERY_P99_MS} ms (${ws.p99 <= TARGET_DELIVERY_P99_MS ? 'met' : 'not met'})`,
    );

    const B = 'events';
    const base = `${opts.subscribers} plain listeners on the outbox dispatcher`;
    return [
      figure(B, `outbox writes (${kind}, ${opts.writers} writers, ${opts.batch} per transaction)`, outboxRate, 'events/s', {
        name: 'plain multi-row INSERT of the same rows',
        value: plainRate,
      }),
      figure(B, `events to ${opts.subscribers} graphql-ws subscribers: write → receipt p50`, ws.p50, 'ms', { name: `${base} p50`, value: plain.p50 }),
      figure(B, `events to ${opts.subscribers} graphql-ws subscribers: write → receipt p99`, ws.p99, 'ms', { name: `${base} p99`, value: plain.p99 }),
      figure(B, `background load written during delivery`, loadAchieved, 'events/s'),
    ];
  } finally {
    stopLoad();
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const env = (k: string, full: number, small: number) => Number(process.env[k] ?? (smoke ? small : full));
  await run({
    url: process.env.DATABASE_URL,
    writers: env('WRITERS', 8, 4),
    batch: env('BATCH', 50, 20),
    writeEvents: env('WRITE_EVENTS', 100_000, 2_000),
    subscribers: env('SUBSCRIBERS', 1000, 50),
    events: env('EVENTS', 20, 3),
    loadRate: env('LOAD_RATE', 10_000, 200),
  });
  process.exit(0);
}
