// Subscriptions over graphql-ws on /graphql: the token in the connection params decides the
// company and user, so one company's events never reach another.
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishCompanyEvent, publishUserEvent } from '../src/modules/realtime/realtime.graphql';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
});

function client(token?: string) {
  const c = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0, lazy: true });
  clients.push(c);
  return c;
}

/** Subscribes and answers the first `n` payloads (or the error). */
function take(c: Client, query: string, n: number): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const got: unknown[] = [];
    const stop = c.subscribe({ query }, {
      next: (v) => {
        got.push(v);
        if (got.length === n) {
          stop();
          resolve(got);
        }
      },
      error: reject,
      complete: () => resolve(got),
    });
  });
}

const settle = () => new Promise((r) => setTimeout(r, 200));

describe('graphql-ws subscriptions', () => {
  it('delivers user and company events only to their own user and company', async () => {
    const a = await app.company('Realtime A');
    const b = await app.company('Realtime B');
    const aUser = take(client(a.token), 'subscription { userEvents { event data } }', 1);
    const aCompany = take(client(a.token), 'subscription { companyEvents { event data } }', 1);
    await settle();
    publishCompanyEvent(app.platform, b.companyId, { event: 'PlatformChatEvent', data: { shopId: 999 } });
    publishUserEvent(app.platform, b.userId, { event: 'MessageNoticeEvent', data: { title: 'for B' } });
    publishCompanyEvent(app.platform, a.companyId, { event: 'PlatformChatEvent', data: { shopId: 1 } });
    publishUserEvent(app.platform, a.userId, { event: 'ReportJobEvent', data: { reportId: 7 } });
    expect(await aCompany).toEqual([{ data: { companyEvents: { event: 'PlatformChatEvent', data: { shopId: 1 } } } }]);
    expect(await aUser).toEqual([{ data: { userEvents: { event: 'ReportJobEvent', data: { reportId: 7 } } } }]);
  });

  it('refuses a subscription without a valid token', async () => {
    const anonymous = await take(client(), 'subscription { userEvents { event } }', 1).catch((e) => e);
    expect(JSON.stringify(anonymous)).toMatch(/UNAUTHENTICATED|请先登录/);
    const forged = await take(client('not.a.token'), 'subscription { userEvents { event } }', 1).catch((e) => e);
    expect(JSON.stringify(forged)).toMatch(/UNAUTHENTICATED|auth\.tokenInvalid|登录信息无效/);
  });
});
