// Benchmark: subscription fan-out. CLIENTS graphql-ws clients signed in to ONE company subscribe to
// `companyEvents` over real WebSockets (the server listening on a local port); the benchmark
// publishes EVENTS company events (publishCompanyEvent, as the domains do) one after the other and
// measures, for every client, the time from publish to receipt: p50 / p99 over all receipts, and
// the time until the last client had each event. Baseline of the same run: the same fan-out through
// the in-process event bus (the pub/sub the subscriptions read) with CLIENTS plain listeners, no
// GraphQL, no WebSocket. Clients and server share this process (one clock, no cross-machine
// skew); the receipts' JSON parsing therefore counts against the same CPU as the server's work.
// Run: npx tsx bench/fanout.bench.ts   (needs the data set of npm run bench: BENCH_DB, default erp_bench)
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { publishCompanyEvent } from '../server/src/modules/realtime/realtime.graphql';
import type { RealtimeEvent } from '../server/src/platform/pubsub';
import { benchUrl, figure, int, isMain, ms, quantiles, type Figure } from './lib';
import { openSignedIn } from './bench-app';

export interface FanoutBenchOptions {
  url: string;
  clients: number;
  events: number;
}

const EVENT = 'BenchFanout';
const PROBE = 'BenchProbe';
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** Publishes `events` events one by one; `received(seq)` tells how many listeners had event seq. */
async function publishAll(
  publish: (e: RealtimeEvent) => void,
  events: number,
  listeners: number,
  received: (seq: number) => number,
  lastAt: (seq: number) => number,
) {
  const complete: number[] = [];
  for (let seq = 0; seq < events; seq++) {
    const at = performance.now();
    publish({ event: EVENT, data: { seq, at } });
    const deadline = Date.now() + 30_000;
    while (received(seq) < listeners) {
      if (Date.now() > deadline) throw new Error(`fan-out: event ${seq} reached ${received(seq)} of ${listeners} listeners in 30 s`);
      await sleep(1);
    }
    complete.push(lastAt(seq) - at);
    await sleep(20); // the next event starts on a quiet server
  }
  return quantiles(complete);
}

export async function run(opts: FanoutBenchOptions): Promise<Figure[]> {
  const { url, clients: CLIENTS, events: EVENTS } = opts;
  const { app, sql, token } = await openSignedIn(url, 'bench_1');
  const [{ companyId }] = await sql.query<{ companyId: number }>(`SELECT "companyId" FROM "User" WHERE username = 'bench_1'`);
  const platform = app.platform;
  const publish = (e: RealtimeEvent) => publishCompanyEvent(platform, companyId, e);
  const clients: Client[] = [];
  try {
    // ---- baseline: plain listeners on the in-process bus -----------------------------------------
    const busLatencies: number[] = [];
    const busCount = new Map<number, number>();
    const busLast = new Map<number, number>();
    let busSeen = 0; // every payload, for the error message if the fan-out stalls
    const iterators = Array.from({ length: CLIENTS }, () => platform.events.pubsub.subscribe('company:notify', companyId)[Symbol.asyncIterator]());
    const consumers = iterators.map(async (it) => {
      for (;;) {
        const r = await it.next();
        if (r.done) return;
        const e = r.value;
        busSeen++;
        if (e.event !== EVENT) continue;
        const now = performance.now();
        const seq = e.data.seq as number;
        busLatencies.push(now - (e.data.at as number));
        busCount.set(seq, (busCount.get(seq) ?? 0) + 1);
        busLast.set(seq, now);
      }
    });
    await sleep(50);
    const busComplete = await publishAll(
      publish,
      EVENTS,
      CLIENTS,
      (s) => busCount.get(s) ?? 0,
      (s) => busLast.get(s) ?? NaN,
    ).catch((err) => {
      throw new Error(`${err.message} (in-process bus baseline: ${busSeen} payloads seen by the listeners)`);
    });
    await Promise.all(iterators.map((it) => it.return?.()));
    await Promise.all(consumers);
    const bus = quantiles(busLatencies);

    // ---- graphql-ws clients ----------------------------------------------------------------------
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
    const latencies: number[] = [];
    const count = new Map<number, number>();
    const last = new Map<number, number>();
    const live = new Set<number>();
    const errors: unknown[] = [];
    const tConnect = performance.now();
    for (let i = 0; i < CLIENTS; i++) {
      const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${token}` } });
      clients.push(c);
      c.subscribe<{ companyEvents: RealtimeEvent }>(
        { query: 'subscription { companyEvents { event data } }' },
        {
          next: (v) => {
            const e = v.data?.companyEvents;
            if (!e) return;
            if (e.event === PROBE) return void live.add(i);
            if (e.event !== EVENT) return;
            const now = performance.now();
            const seq = e.data.seq as number;
            latencies.push(now - (e.data.at as number));
            count.set(seq, (count.get(seq) ?? 0) + 1);
            last.set(seq, now);
          },
          error: (err) => errors.push(err),
          complete: () => {},
        },
      );
      if (i % 100 === 99) await sleep(10); // let the connections open in waves, as browsers would
    }
    // Subscribing is asynchronous on the server (sign-in check first) and events are not replayed:
    // probe until every client saw one.
    for (let i = 0; live.size < CLIENTS; i++) {
      if (errors.length) throw new Error(`fan-out: a subscription failed: ${JSON.stringify(errors[0])}`);
      if (i > 600) throw new Error(`fan-out: only ${live.size} of ${CLIENTS} subscriptions live after 60 s`);
      publish({ event: PROBE, data: {} });
      await sleep(100);
    }
    const connectMs = performance.now() - tConnect;
    const wsComplete = await publishAll(
      publish,
      EVENTS,
      CLIENTS,
      (s) => count.get(s) ?? 0,
      (s) => last.get(s) ?? NaN,
    );
    const ws = quantiles(latencies);

    console.log(
      `fan-out: ${int(CLIENTS)} subscribers of one company, ${EVENTS} events (${int(ws.n)} receipts); ${CLIENTS} clients connected and live in ${ms(connectMs)}`,
    );
    console.log(`| path | publish → receipt p50 | p99 | last subscriber p50 | p99 |\n|---|---|---|---|---|`);
    console.log(`| graphql-ws companyEvents | ${ms(ws.p50)} | ${ms(ws.p99)} | ${ms(wsComplete.p50)} | ${ms(wsComplete.p99)} |`);
    console.log(`| in-process bus, plain listeners | ${ms(bus.p50)} | ${ms(bus.p99)} | ${ms(busComplete.p50)} | ${ms(busComplete.p99)} |`);
    const B = 'fanout';
    const base = `in-process bus, ${CLIENTS} plain listeners`;
    return [
      figure(B, `companyEvents to ${CLIENTS} graphql-ws clients: publish → receipt p50`, ws.p50, 'ms', { name: `${base} p50`, value: bus.p50 }),
      figure(B, `companyEvents to ${CLIENTS} graphql-ws clients: publish → receipt p99`, ws.p99, 'ms', { name: `${base} p99`, value: bus.p99 }),
      figure(B, `companyEvents: publish → last of ${CLIENTS} clients p50`, wsComplete.p50, 'ms', {
        name: `${base}, last listener p50`,
        value: busComplete.p50,
      }),
      figure(B, `${CLIENTS} subscriptions connected and live`, connectMs, 'ms'),
    ];
  } finally {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  await run({ url: benchUrl(process.env.BENCH_DB ?? 'erp_bench'), clients: Number(process.env.CLIENTS ?? 1000), events: Number(process.env.EVENTS ?? 20) });
  process.exit(0);
}
