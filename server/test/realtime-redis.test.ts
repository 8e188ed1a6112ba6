// Two server instances on one database with REDIS_URL: an event published on instance 1 reaches
// a graphql-ws subscriber connected to instance 2 (docs/api.md 'Real-time events'). Skipped, with
// the reason printed, only when Redis does not answer.
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp, type App } from '../src/app';
import { notify } from '../src/modules/messages/notices.service';
import { publishCompanyEvent, publishUserEvent } from '../src/modules/realtime/realtime.graphql';
import { loadConfig } from '../src/platform/config';
import { openDatabase, unscopedDb, type Database } from '../src/platform/db';
import { createJobQueue } from '../src/platform/jobs';
import { createLogger } from '../src/platform/logger';
import { hashPassword } from '../src/platform/passwords';
import { redisAnswers } from './harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const unavailable = await redisAnswers(REDIS_URL);
if (unavailable) console.warn(`realtime-redis: skipped, Redis is unreachable (${unavailable})`);

describe.skipIf(!!unavailable)('realtime across instances (Redis pub/sub)', () => {
  let database: Database;
  let dataDir: string;
  let one: App;
  let two: App;
  let wsTwo: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-rt-redis-'));
    const logger = createLogger('silent');
    // Same secret (tokens from one instance are good on the other) and the same Redis.
    const config = { ...loadConfig({}), dataDir, jwtSecret: 'test-secret-test-secret-test-secret', seedDemo: false, logLevel: 'silent', redisUrl: REDIS_URL };
    // In-memory PGlite shared by both instances: the point here is the pub/sub between them.
    database = await openDatabase({});
    // One database for both; each instance has its own event bus, Redis connections, HTTP and
    // WebSocket servers. Jobs stay in-process so this file never shares a BullMQ queue with others.
    const shared = (): Database => ({ ...database, close: async () => {} });
    one = await createApp({ config, database: shared(), logger, jobs: createJobQueue({ logger }) });
    two = await createApp({ config, database: shared(), logger, jobs: createJobQueue({ logger }) });
    await two.http.listen({ port: 0, host: '127.0.0.1' });
    wsTwo = `ws://127.0.0.1:${(two.http.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await two?.close();
    await one?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function company(name: string) {
    const db = unscopedDb(database.prisma, 'test fixture');
    const c = await db.company.create({ data: { name, edition: 'professional' } });
    const u = await db.user.create({
      data: { companyId: c.id, username: `rt_redis_${c.id}_${Date.now()}`, passwordHash: await hashPassword('secret123'), realname: name, isMain: true },
    });
    // Signed in on instance 1; the token is used on instance 2.
    const login = await one.http.inject({ method: 'POST', url: '/api/v1/login', payload: { username: u.username, password: 'secret123' } });
    return { companyId: c.id, userId: u.id, token: JSON.parse(login.body).data.access_token as string };
  }

  /**
   * The first payload accepted by `keep` (other test processes may share this Redis and publish for
   * the same ids), and `ready` once a probe from instance 1 came through (the subscription is live).
   */
  function first(token: string, query: string, keep: (v: any) => boolean, params: Record<string, unknown> = {}) {
    const c = createClient({
      url: wsTwo,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${token}`, ...params },
    });
    clients.push(c);
    let onReady!: () => void;
    const ready = new Promise<void>((r) => (onReady = r));
    const event = new Promise<any>((resolve, reject) => {
      let done = false;
      const stop = c.subscribe(
        { query },
        {
          next: (v) => {
            const payload = Object.values(v.data ?? {})[0] as { event?: string } | undefined;
            if (payload?.event === 'Probe') return onReady();
            if (done || !keep(v)) return;
            done = true;
            stop();
            resolve(v);
          },
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the tests read graphql-ws's error payload (GraphQL errors or a close event) as it came
          error: (err) => (onReady(), reject(err)),
          complete: () => (done ? undefined : reject(new Error('completed without the event'))),
        },
      );
    });
    return { event, ready };
  }
  /** Publishes probes on instance 1 until the subscriber on instance 2 saw one. */
  async function whenLive(ready: Promise<void>, probe: () => void) {
    let live = false;
    void ready.then(() => (live = true));
    for (let i = 0; !live && i < 200; i++) {
      probe();
      await Promise.race([ready, new Promise((r) => setTimeout(r, 100))]);
    }
  }

  it('an event published on instance 1 reaches a subscriber on instance 2', async () => {
    const c = await company('Redis Co');
    const marker = `m-${Math.random().toString(36).slice(2)}`;
    const user = first(c.token, 'subscription { userEvents { event data } }', (v) => v.data?.userEvents?.data?.marker === marker);
    const comp = first(c.token, 'subscription { companyEvents { event data } }', (v) => v.data?.companyEvents?.data?.marker === marker);
    await whenLive(user.ready, () => publishUserEvent(one.platform, c.userId, { event: 'Probe', data: {} }));
    await whenLive(comp.ready, () => publishCompanyEvent(one.platform, c.companyId, { event: 'Probe', data: {} }));
    publishUserEvent(one.platform, c.userId, { event: 'ReportJobEvent', data: { reportId: 1, marker } });
    publishCompanyEvent(one.platform, c.companyId, { event: 'PlatformChatEvent', data: { shopId: 5, marker } });
    expect((await user.event).data.userEvents).toEqual({ event: 'ReportJobEvent', data: { reportId: 1, marker } });
    expect((await comp.event).data.companyEvents).toEqual({ event: 'PlatformChatEvent', data: { shopId: 5, marker } });
  });

  it('a notice created on instance 1 arrives on instance 2 in the subscriber language', async () => {
    const c = await company('Redis Notice Co');
    const bill = `B-${Math.random().toString(36).slice(2)}`;
    const en = first(c.token, 'subscription { userEvents { event data } }', (v) => v.data?.userEvents?.data?.otherBillNum === bill, { lang: 'en' });
    await whenLive(en.ready, () => publishUserEvent(one.platform, c.userId, { event: 'Probe', data: {} }));
    expect(await notify(one.platform, { companyId: c.companyId, userIds: [c.userId], type: '12', title: 'notice.type.12', otherBillNum: bill })).toBe(1);
    expect((await en.event).data.userEvents).toMatchObject({
      event: 'MessageNoticeEvent',
      data: { title: 'Export finished', typeName: 'Export finished', tag: 'task', otherBillNum: bill },
    });
  });
});
