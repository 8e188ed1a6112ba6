// Issue 17, remaining gaps on sockets:
// - an API client's open subscriptions (graphql-ws sockets and SSE streams) end when the client is
//   revoked or its secret rotated, on every instance (the event bus), and when the access token they
//   were opened with expires; sockets close with 4401 like a revoked session's;
// - TRUST_PROXY applies to WebSocket upgrades: behind a trusted proxy the socket's client address
//   (rate limits, operate log) is the forwarded one; an untrusted peer's X-Forwarded-For is ignored.
// No timing assertions: each wait is a generous bound on something that must happen, or a short
// check that something did not.
import { createClient, type Client } from 'graphql-ws';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API_CLIENT_TOKEN_TTL_SECONDS } from '@erp/schema';
import { createApp, type App } from '../src/app';
import { secretStamp, signAccessToken } from '../src/modules/api-clients/api-clients.credentials';
import { publishCompanyEvent } from '../src/modules/realtime/realtime.graphql';
import { loadConfig, parseTrustProxy } from '../src/platform/config';
import { openDatabase, unscopedDb, type Database } from '../src/platform/db';
import { createJobQueue } from '../src/platform/jobs';
import { createLogger } from '../src/platform/logger';
import { hashPassword } from '../src/platform/passwords';
import { PASSWORD, redisAnswers, startTestApp, type TestApp } from './harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, settle(ms).then(() => 'timeout' as const)]);
let seq = 0;
const unique = (what: string) => `${what}_${process.pid}_${Date.now().toString(36)}_${seq++}`;

const CREATE = `mutation($i: CreateApiClientInput!) { createApiClient(input: $i) {
  __typename ... on MutationCreateApiClientSuccess { data { apiKey apiClient { id } } } ... on Error { messageId }
} }`;

async function issue(app: { http: App['http'] }, token: string, scopes: string[]): Promise<{ id: number; apiKey: string }> {
  const res = await app.http.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query: CREATE, variables: { i: { name: unique('tool'), scopes } } }),
  });
  const answer = JSON.parse(res.body).data.createApiClient;
  if (answer.__typename !== 'MutationCreateApiClientSuccess') throw new Error(JSON.stringify(answer));
  return { id: answer.data.apiClient.id, apiKey: answer.data.apiKey };
}

interface Watched {
  client: Client;
  closed: Promise<{ code: number; reason: string }>;
  ready: Promise<void>;
}

/** A graphql-ws client on `companyEvents` with `credential`; `ready` once a probe came through. */
function watch(wsUrl: string, credential: string): Watched {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: { authorization: `Bearer ${credential}` },
  });
  let onClosed!: (c: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (onClosed = r));
  client.on('closed', (e) => onClosed({ code: (e as { code: number }).code, reason: String((e as { reason: string }).reason) }));
  let onReady!: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  client.subscribe({ query: 'subscription { companyEvents { event data } }' }, { next: () => onReady(), error: () => onReady(), complete: () => onReady() });
  return { client, closed, ready };
}

/** Publishes probes (on `app`) until `ready`. */
async function whenLive(app: { platform: App['platform'] }, companyId: number, ready: Promise<void>) {
  let live = false;
  void ready.then(() => (live = true));
  for (let i = 0; !live && i < 100; i++) {
    publishCompanyEvent(app.platform, companyId, { event: 'Probe', data: {} });
    await Promise.race([ready, settle(100)]);
  }
  expect(live, 'subscription live').toBe(true);
}

describe('API client subscriptions end with the client', () => {
  let app: TestApp;
  let wsUrl: string;
  let httpUrl: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.http.server.address() as AddressInfo).port;
    wsUrl = `ws://127.0.0.1:${port}/graphql`;
    httpUrl = `http://127.0.0.1:${port}/graphql`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await app?.close();
  });

  it('revoking a client closes its graphql-ws socket (4401), not other clients of the company', async () => {
    const c = await app.company('Revoke Socket');
    const doomed = await issue(app, c.token, ['shops']);
    const kept = await issue(app, c.token, ['shops']);
    const a = watch(wsUrl, doomed.apiKey);
    const b = watch(wsUrl, kept.apiKey);
    clients.push(a.client, b.client);
    await whenLive(
      app,
      c.companyId,
      Promise.all([a.ready, b.ready]).then(() => undefined),
    );
    const r = await app.gql('mutation($id: Int!) { revokeApiClient(id: $id) { __typename } }', { id: doomed.id }, { token: c.token });
    expect(r.body.data.revokeApiClient.__typename).toBe('MutationRevokeApiClientSuccess');
    expect(await within(a.closed, 5000)).toMatchObject({ code: 4401 });
    expect(await within(b.closed, 300)).toBe('timeout');
  });

  it('rotating the secret closes sockets opened with the old key and its tokens', async () => {
    const c = await app.company('Rotate Socket');
    const client = await issue(app, c.token, ['shops']);
    const row = await unscopedDb(app.platform.database.prisma, 'test').apiClient.findUniqueOrThrow({ where: { id: client.id } });
    const token = await signAccessToken(app.platform, {
      clientRowId: client.id,
      companyId: c.companyId,
      scopes: ['shops'],
      stamp: secretStamp(row.secretHash),
    });
    const byKey = watch(wsUrl, client.apiKey);
    const byToken = watch(wsUrl, token);
    clients.push(byKey.client, byToken.client);
    await whenLive(
      app,
      c.companyId,
      Promise.all([byKey.ready, byToken.ready]).then(() => undefined),
    );
    const r = await app.gql('mutation($id: Int!) { rotateApiClientSecret(id: $id) { __typename } }', { id: client.id }, { token: c.token });
    expect(r.body.data.rotateApiClientSecret.__typename).toBe('MutationRotateApiClientSecretSuccess');
    expect(await within(byKey.closed, 5000)).toMatchObject({ code: 4401 });
    expect(await within(byToken.closed, 5000)).toMatchObject({ code: 4401 });
  });

  it("an access token's socket closes when the token expires", async () => {
    const c = await app.company('Expiring Token');
    const client = await issue(app, c.token, ['shops']);
    const row = await unscopedDb(app.platform.database.prisma, 'test').apiClient.findUniqueOrThrow({ where: { id: client.id } });
    // issued so that it has about two seconds left
    const issuedAt = Date.now() - (API_CLIENT_TOKEN_TTL_SECONDS - 2) * 1000;
    const token = await signAccessToken(
      app.platform,
      { clientRowId: client.id, companyId: c.companyId, scopes: ['shops'], stamp: secretStamp(row.secretHash) },
      issuedAt,
    );
    const w = watch(wsUrl, token);
    clients.push(w.client);
    await whenLive(app, c.companyId, w.ready);
    expect(await within(w.closed, 10_000)).toMatchObject({ code: 4401 });
  });

  it('revoking a client ends its SSE stream', async () => {
    const c = await app.company('Revoke SSE');
    const client = await issue(app, c.token, ['shops']);
    const abort = new AbortController();
    const res = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${client.apiKey}` },
      body: JSON.stringify({ query: 'subscription { companyEvents { event data } }' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let text = '';
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        text += new TextDecoder().decode(value);
      }
    })();
    for (let i = 0; !text.includes('Probe') && i < 100; i++) {
      publishCompanyEvent(app.platform, c.companyId, { event: 'Probe', data: {} });
      await settle(100);
    }
    expect(text).toContain('Probe');
    await app.gql('mutation($id: Int!) { revokeApiClient(id: $id) { __typename } }', { id: client.id }, { token: c.token });
    const outcome = await within(ended, 5000);
    abort.abort();
    expect(outcome, 'stream still open after the revocation').toBe('ended');
  });
});

const unavailable = await redisAnswers(REDIS_URL);
if (unavailable) console.warn(`api-client sockets (Redis part): skipped, Redis is unreachable (${unavailable})`);

describe.skipIf(!!unavailable)('API client revocation across instances', () => {
  it('a revocation on instance 1 closes the client socket on instance 2', async () => {
    const ns = unique('erp-ac');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-ac-'));
    const logger = createLogger('silent');
    const config = {
      ...loadConfig({}),
      dataDir,
      jwtSecret: 'test-secret-test-secret-test-secret',
      seedDemo: false,
      logLevel: 'silent',
      redisUrl: REDIS_URL,
      redisNamespace: ns,
    };
    const database = await openDatabase({});
    const shared = (): Database => ({ ...database, close: async () => {} });
    const one = await createApp({ config, database: shared(), logger, jobs: createJobQueue({ logger }) });
    const two = await createApp({ config, database: shared(), logger, jobs: createJobQueue({ logger }) });
    let w: Watched | undefined;
    try {
      await two.http.listen({ port: 0, host: '127.0.0.1' });
      const wsTwo = `ws://127.0.0.1:${(two.http.server.address() as AddressInfo).port}/graphql`;
      const db = unscopedDb(database.prisma, 'test fixture');
      const company = await db.company.create({ data: { name: 'Two Instances AC', edition: 'flagship' } });
      const user = await db.user.create({
        data: { companyId: company.id, username: unique('acinst'), passwordHash: await hashPassword(PASSWORD), realname: 'x', isMain: true },
      });
      const login = await one.http.inject({ method: 'POST', url: '/api/v1/login', payload: { username: user.username, password: PASSWORD } });
      const token = JSON.parse(login.body).data.access_token as string;
      const client = await issue(one, token, ['shops']);
      w = watch(wsTwo, client.apiKey);
      await whenLive(one, company.id, w.ready);
      const res = await one.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query: 'mutation($id: Int!) { revokeApiClient(id: $id) { __typename } }', variables: { id: client.id } }),
      });
      expect(JSON.parse(res.body).data.revokeApiClient.__typename).toBe('MutationRevokeApiClientSuccess');
      expect(await within(w.closed, 5000)).toMatchObject({ code: 4401 });
    } finally {
      await w?.client.dispose();
      await two.close();
      await one.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// ---- TRUST_PROXY on WebSocket upgrades --------------------------------------------------------------

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { __typename } }';

/** Sends a failed sign-in over graphql-ws with an X-Forwarded-For header on the upgrade request. */
async function loginOverSocket(wsUrl: string, username: string, forwardedFor: string) {
  class Forwarding extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { 'x-forwarded-for': forwardedFor } });
    }
  }
  const client = createClient({ url: wsUrl, webSocketImpl: Forwarding, retryAttempts: 0, lazy: true });
  try {
    const result = await new Promise<unknown>((resolve, reject) => {
      let value: unknown;
      client.subscribe(
        { query: LOGIN, variables: { i: { username, password: 'wrong-pass' } } },
        { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
      );
    });
    return result as { data?: { login?: { __typename: string } } };
  } finally {
    await client.dispose();
  }
}

async function lastSignInIp(app: TestApp, username: string): Promise<string | undefined> {
  const row = await unscopedDb(app.platform.database.prisma, 'test').operateLog.findFirst({
    where: { username, action: 'login', success: false },
    orderBy: { id: 'desc' },
    select: { ip: true },
  });
  return row?.ip;
}

describe.each([
  { trust: '127.0.0.1', expected: '203.0.113.44', what: 'the forwarded address behind a trusted proxy' },
  { trust: '', expected: '127.0.0.1', what: 'the peer when no proxy is trusted' },
  { trust: '10.9.8.7', expected: '127.0.0.1', what: 'the peer when the peer is not a trusted proxy' },
])('TRUST_PROXY=$trust on graphql-ws', ({ trust, expected, what }) => {
  let app: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    app = await startTestApp({ config: { trustProxy: parseTrustProxy(trust) } });
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => app?.close());

  it(`records ${what}`, async () => {
    const c = await app.company(`Proxy WS ${trust || 'off'}`);
    const r = await loginOverSocket(wsUrl, c.username, '203.0.113.44');
    expect(r.data?.login?.__typename).toBeDefined();
    expect(await lastSignInIp(app, c.username)).toBe(expected);
  });
});
