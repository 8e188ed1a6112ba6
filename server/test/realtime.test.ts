// Subscriptions over graphql-ws and SSE on /graphql: the token (connection params or header)
// decides the company and user, so one company's events never reach another; shop events reach
// only users allowed that shop; notices arrive in each subscriber's language.
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notify } from '../src/modules/messages/notices.service';
import { publishCompanyEvent, publishUserEvent } from '../src/modules/realtime/realtime.graphql';
import { createOperator } from '../src/modules/operator/operator.service';
import { unscopedDb } from '../src/platform/db';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let url: string;
let httpUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.http.server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${port}/graphql`;
  httpUrl = `http://127.0.0.1:${port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
  await app?.close();
});

export function wsClient(wsUrl: string, token?: string, params: Record<string, unknown> = {}) {
  const c = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...params },
  });
  clients.push(c);
  return c;
}
const client = (token?: string, params: Record<string, unknown> = {}) => wsClient(url, token, params);

const PROBE = 'Probe';
export interface Sub {
  /** The first `n` payloads accepted by `keep` (probes never count), or the refusal. */
  events: Promise<any[]>;
  /** Resolves once a probe came through: the subscription is live on the server. */
  ready: Promise<void>;
}

/** Subscribes; answers the first `n` payloads accepted by `keep` (or the error). */
export function take(c: Client, query: string, n: number, keep: (v: any) => boolean = () => true): Sub {
  let onReady!: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  const events = new Promise<any[]>((resolve, reject) => {
    const got: unknown[] = [];
    const stop = c.subscribe(
      { query },
      {
        next: (v) => {
          const payload = Object.values(v.data ?? {})[0] as { event?: string } | undefined;
          if (payload?.event === PROBE) return onReady();
          // Messages already on the wire after stop() must not grow the answered array.
          if (got.length === n || !keep(v)) return;
          got.push(v);
          if (got.length === n) {
            stop();
            resolve(got);
          }
        },
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the tests read graphql-ws's error payload (GraphQL errors or a close event) as it came
        error: (err) => (onReady(), reject(err)),
        complete: () => resolve(got),
      },
    );
  });
  return { events, ready };
}

/**
 * Waits until every subscription is live, publishing probes until each saw one. Subscribing is
 * asynchronous on the server (sign-in check first), and events published before are not replayed.
 */
export async function whenLive(subs: Sub[], probe: (event: { event: string; data: Record<string, unknown> }) => void) {
  let live = false;
  const all = Promise.all(subs.map((s) => s.ready)).then(() => (live = true));
  for (let i = 0; !live && i < 200; i++) {
    probe({ event: PROBE, data: {} });
    await Promise.race([all, settle(100)]);
  }
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
const COMPANY = 'subscription { companyEvents { event data } }';
const USER = 'subscription { userEvents { event data } }';

async function gqlData(query: string, variables: Record<string, unknown>, token: string) {
  const r = await app.gql(query, variables, { token });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data;
}

describe('graphql-ws subscriptions', () => {
  it('delivers user and company events only to their own user and company', async () => {
    const a = await app.company('Realtime A');
    const b = await app.company('Realtime B');
    const aUser = take(client(a.token), USER, 1);
    const aCompany = take(client(a.token), COMPANY, 1);
    await whenLive([aUser], (e) => publishUserEvent(app.platform, a.userId, e));
    await whenLive([aCompany], (e) => publishCompanyEvent(app.platform, a.companyId, e));
    publishCompanyEvent(app.platform, b.companyId, { event: 'PlatformChatEvent', data: { shopId: 999 } });
    publishUserEvent(app.platform, b.userId, { event: 'MessageNoticeEvent', data: { title: 'for B' } });
    publishCompanyEvent(app.platform, a.companyId, { event: 'PlatformChatEvent', data: { shopId: 1 } });
    publishUserEvent(app.platform, a.userId, { event: 'ReportJobEvent', data: { reportId: 7 } });
    expect(await aCompany.events).toEqual([{ data: { companyEvents: { event: 'PlatformChatEvent', data: { shopId: 1 } } } }]);
    expect(await aUser.events).toEqual([{ data: { userEvents: { event: 'ReportJobEvent', data: { reportId: 7 } } } }]);
  });

  it('delivers PlatformChatEvent of a shop only to accounts allowed that shop (spec 01 §6)', async () => {
    const c = await app.company('Realtime Shops');
    const shop = async (name: string) =>
      (
        await gqlData(
          'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
          { i: { platformType: 1, shopName: name, authCode: 'ok' } },
          c.token,
        )
      ).authorizeShop.data.id as number;
    const x = await shop('rt-shop-x');
    const y = await shop('rt-shop-y');
    const subAccount = async (username: string, allowShopIds: number[]) => {
      await gqlData(
        'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
        { i: { username, password: 'secret123', password2: 'secret123', realname: username, allowShopIds } },
        c.token,
      );
      return app.login(username);
    };
    const narrow = await subAccount('rt_narrow', [x]);
    const wide = await subAccount('rt_wide', []);
    const ofNarrow = take(client(narrow), COMPANY, 1);
    const ofWide = take(client(wide), COMPANY, 3);
    const ofMain = take(client(c.token), COMPANY, 3);
    await whenLive([ofNarrow, ofWide, ofMain], (e) => publishCompanyEvent(app.platform, c.companyId, e));
    publishCompanyEvent(app.platform, c.companyId, { event: 'PlatformChatEvent', data: { shopId: y, platformType: 1 } });
    publishCompanyEvent(app.platform, c.companyId, { event: 'PlatformChatEvent', data: { shopId: x, platformType: 1 } });
    publishCompanyEvent(app.platform, c.companyId, { event: 'PlatformChatEvent', data: { platformType: 1 } }); // not shop-bound
    const shops = (events: any[]) => events.map((e) => e.data.companyEvents.data.shopId ?? null);
    expect(shops(await ofNarrow.events)).toEqual([x]);
    expect(shops(await ofMain.events)).toEqual([y, x, null]);
    expect(shops(await ofWide.events)).toEqual([y, x, null]); // empty allowShopIds: every shop
  });

  it('refuses a subscription without a valid token, with a revoked one, or with an operator token', async () => {
    const anonymous = await take(client(), USER, 1).events.catch((e) => e);
    expect(JSON.stringify(anonymous)).toMatch(/UNAUTHENTICATED/);
    const forged = await take(client('not.a.token'), USER, 1).events.catch((e) => e);
    expect(JSON.stringify(forged)).toMatch(/UNAUTHENTICATED/);

    const c = await app.company('Realtime Logout');
    const token = await app.login(c.username);
    expect((await app.rest('logout', undefined, { token })).body.code).toBe(0);
    const revoked = await take(client(token, { lang: 'en' }), USER, 1).events.catch((e) => e);
    expect(revoked).toEqual([
      expect.objectContaining({
        message: 'You have signed out, please sign in again',
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED', messageId: 'auth.tokenRevoked' }),
      }),
    ]);
    // The company's other session still subscribes.
    const stillOk = take(client(c.token), USER, 1);
    await whenLive([stillOk], (e) => publishUserEvent(app.platform, c.userId, e));
    publishUserEvent(app.platform, c.userId, { event: 'ReportJobEvent', data: { reportId: 1 } });
    expect(await stillOk.events).toHaveLength(1);

    await createOperator(unscopedDb(app.platform.database.prisma, 'test'), { username: 'rt_operator', password: 'operator123' });
    const op = (await app.rest('operator/login', { username: 'rt_operator', password: 'operator123' })).body.data.access_token;
    const operator = await take(client(op), USER, 1).events.catch((e) => e);
    expect(JSON.stringify(operator)).toMatch(/FORBIDDEN/);
  });

  it('delivers MessageNoticeEvent from notify in each subscriber language (connection param lang)', async () => {
    const c = await app.company('Realtime Lang');
    const en = take(client(c.token, { lang: 'en' }), USER, 1);
    const zh = take(client(c.token), USER, 1);
    await whenLive([en, zh], (e) => publishUserEvent(app.platform, c.userId, e));
    await notify(app.platform, {
      companyId: c.companyId,
      userIds: [c.userId],
      type: '5',
      title: 'common.tooManyRequests',
      params: { seconds: 3 },
      body: 'notice.type.1',
      otherBillNum: 'SKU-9',
    });
    const notice = await unscopedDb(app.platform.database.prisma, 'test').messageNotice.findFirstOrThrow({ where: { userId: c.userId } });
    const [enEvent] = await en.events;
    const [zhEvent] = await zh.events;
    expect(enEvent.data.userEvents).toEqual({
      event: 'MessageNoticeEvent',
      data: {
        id: notice.id,
        type: '5',
        tag: 'stock',
        typeName: 'Low stock',
        title: 'Too many requests, please try again in 3 seconds',
        otherBillNum: 'SKU-9',
        messageDetail: { stringBody: 'System notice' },
        levelConfig: { websiteConfig: { level: 'MIDDLE' } },
        createTime: notice.createdAt.toISOString(),
      },
    });
    expect(zhEvent.data.userEvents.data).toMatchObject({
      typeName: '库存不足',
      title: '请求过于频繁，请在 3 秒后重试',
      messageDetail: { stringBody: '系统通知' },
    });
  });
});

describe('SSE subscriptions', () => {
  it('delivers an event over HTTP with Accept: text/event-stream', async () => {
    const c = await app.company('Realtime SSE');
    const abort = new AbortController();
    const res = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${c.token}`, lang: 'en' },
      body: JSON.stringify({ query: USER }),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // Probes until the stream carries one (the subscription is live), then the real notice.
    let live = false;
    const published = (async () => {
      for (let i = 0; !live && i < 100; i++) {
        publishUserEvent(app.platform, c.userId, { event: 'Probe', data: {} });
        await settle(100);
      }
      await notify(app.platform, { companyId: c.companyId, userIds: [c.userId], type: '12', title: 'notice.type.12' });
    })();
    const NOTICE = /event: next\s*\ndata: (.*MessageNoticeEvent.*)\n/;
    const deadline = Date.now() + 20_000;
    while (!NOTICE.test(text) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      live ||= text.includes('Probe');
    }
    abort.abort();
    await published;
    const data = JSON.parse(NOTICE.exec(text)![1]);
    expect(data.data.userEvents).toMatchObject({
      event: 'MessageNoticeEvent',
      data: { type: '12', tag: 'task', title: 'Export finished', typeName: 'Export finished' },
    });
  });

  it('refuses an SSE subscription without a token', async () => {
    const res = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: USER }),
    });
    const text = await res.text();
    expect(text).toMatch(/UNAUTHENTICATED/);
  });
});
