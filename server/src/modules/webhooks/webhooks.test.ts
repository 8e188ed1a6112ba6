// Webhooks (issue 17): signed deliveries (both secrets during a rotation's overlap), retries with
// backoff then failure, disabling after repeated failures with a notice, the SSRF guard at save and
// at send, fan-out atomicity (cursor and deliveries together, a rolled-back event never delivered,
// no event to another company's endpoint) and two workers never sending one delivery twice. A local
// receiver on 127.0.0.1 stands in for the partner (WEBHOOK_ALLOW_PRIVATE on for it).
import { NOTICE_TYPE, WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_MAX_ATTEMPTS, type EventTypeName } from '@erp/schema';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scopedDb, unscopedDb } from '../../platform/db';
import { readCommitted, recordEvents } from '../../platform/outbox';
import { startTestApp, type TestApp } from '../../../test/harness';
import { isBlockedAddress, parseWebhookUrl, resolveTarget } from './webhooks.guard';
import { WebhookSender } from './webhooks.http';
import { verifySignature } from './webhooks.signing';
import {
  backoffSeconds,
  DEFAULT_OPTIONS,
  DELIVERY_LOG_DAYS,
  FANOUT_CURSOR,
  startWebhooks,
  stopWebhooks,
  WebhookDeliveryWorker,
  WebhookFanOut,
  webhookRuntime,
  type WebhookOptions,
} from './webhooks.worker';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let receiver: http.Server;
let base: string;
const received: Received[] = [];
/** Status the receiver answers per path (200 by default). */
const statusOf = new Map<string, number>();

const bare = () => unscopedDb(app.platform.database.prisma, 'test assertions');

async function until<T>(what: string, fn: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Records events of a company in one committed transaction; answers their ids. */
async function emit(companyId: number, events: { type?: EventTypeName; marker: string; userId?: number }[]): Promise<bigint[]> {
  const db = scopedDb(app.platform.database.prisma, companyId);
  await db.$transaction(async (tx) =>
    recordEvents(
      tx,
      companyId,
      events.map((e) => ({ type: e.type ?? 'OrderCreated', userId: e.userId ?? null, data: { marker: e.marker } })),
    ),
  );
  const rows = await bare().domainEvent.findMany({
    where: { companyId, OR: events.map((e) => ({ data: { path: ['marker'], equals: e.marker } })) },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

const bodiesAt = (path: string) =>
  received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as { id: string; type: string; data: { marker?: string } });

async function gqlData(token: string, query: string, variables: Record<string, unknown>, field: string) {
  const r = await app.gql(query, variables, { token, lang: 'en' });
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data[field];
}

const CREATE = `mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) {
  __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }
  ... on MutationCreateWebhookEndpointSuccess { data { secret endpoint { id name url status eventTypes } } } } }`;

async function createEndpoint(token: string, url: string, eventTypes: string[] = ['OrderCreated', 'StockChanged'], name = 'hook') {
  const r = await gqlData(token, CREATE, { i: { name, url, eventTypes } }, 'createWebhookEndpoint');
  expect(r.__typename, JSON.stringify(r)).toBe('MutationCreateWebhookEndpointSuccess');
  return r.data as { secret: string; endpoint: { id: number; url: string } };
}

/** Restarts this app's webhook runtime with other numbers (fast retries for the tests). */
async function restart(overrides: Partial<WebhookOptions> = {}) {
  await stopWebhooks(app.platform);
  return startWebhooks(app.platform, { fanOutEveryMs: 50, deliverEveryMs: 50, ...overrides });
}

beforeAll(async () => {
  app = await startTestApp();
  app.platform.config.webhookAllowPrivate = true;
  a = await app.company('Hook A');
  b = await app.company('Hook B');
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body, at: Date.now() });
      res.statusCode = statusOf.get(req.url ?? '') ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await new Promise((r) => receiver?.close(r));
});
beforeEach(() => {
  app.platform.config.webhookAllowPrivate = true;
});

describe('signed deliveries', () => {
  it('posts the event with the documented headers and a verifiable signature, then both signatures during a rotation', async () => {
    await restart();
    const { secret, endpoint } = await createEndpoint(a.token, `${base}/signed`);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // stored encrypted, never as given
    const stored = await bare().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret.startsWith('v1.')).toBe(true);

    const [eventId] = await emit(a.companyId, [{ marker: 'sig-1' }]);
    const got = await until('the first delivery', () => received.find((r) => r.path === '/signed'));
    const payload = JSON.parse(got.body);
    expect(payload).toEqual({
      id: eventId.toString(),
      type: 'OrderCreated',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      companyId: a.companyId,
      data: { marker: 'sig-1' },
    });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-erp-event']).toBe('OrderCreated');
    const ts = String(got.headers['x-erp-timestamp']);
    expect(Math.abs(Date.now() / 1000 - Number(ts))).toBeLessThan(60);
    // the documented formula, computed here independently
    const expected = createHmac('sha256', secret).update(`${ts}.${got.body}`).digest('hex');
    expect(got.headers['x-erp-signature']).toBe(`v1=${expected}`);
    expect(verifySignature(secret, String(got.headers['x-erp-signature']), ts, got.body)).toBe(true);
    expect(verifySignature('whsec_other', String(got.headers['x-erp-signature']), ts, got.body)).toBe(false);
    const delivery = await until('the succeeded row', () =>
      bare().webhookDelivery.findFirst({ where: { endpointId: endpoint.id, eventId, status: 'succeeded' } }),
    );
    expect(got.headers['x-erp-delivery']).toBe(delivery.id.toString());
    expect(delivery).toMatchObject({ attempts: 1, responseCode: 200, error: '' });
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
    expect(delivery.deliveredAt).not.toBeNull();

    // rotation: the new secret is answered once; the old one keeps signing during the overlap
    const rotated = await gqlData(
      a.token,
      `mutation($id: Int!) { rotateWebhookSecret(id: $id) { __typename ... on MutationRotateWebhookSecretSuccess { data { secret endpoint { previousSecretUntil } } } } }`,
      { id: endpoint.id },
      'rotateWebhookSecret',
    );
    const fresh = rotated.data.secret as string;
    expect(fresh).not.toBe(secret);
    expect(new Date(rotated.data.endpoint.previousSecretUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await emit(a.companyId, [{ marker: 'sig-2' }]);
    const second = await until('the delivery after the rotation', () => received.find((r) => r.path === '/signed' && r.body.includes('sig-2')));
    const ts2 = String(second.headers['x-erp-timestamp']);
    const header = String(second.headers['x-erp-signature']);
    const sign = (s: string) => createHmac('sha256', s).update(`${ts2}.${second.body}`).digest('hex');
    expect(header).toBe(`v1=${sign(fresh)},v1=${sign(secret)}`);
    expect(verifySignature(fresh, header, ts2, second.body)).toBe(true);
    expect(verifySignature(secret, header, ts2, second.body)).toBe(true);

    // after the overlap only the new secret signs
    await bare().webhookEndpoint.update({ where: { id: endpoint.id }, data: { previousSecretUntil: new Date(Date.now() - 1000) } });
    await emit(a.companyId, [{ marker: 'sig-3' }]);
    const third = await until('the delivery after the overlap', () => received.find((r) => r.path === '/signed' && r.body.includes('sig-3')));
    expect(String(third.headers['x-erp-signature'])).toBe(
      `v1=${createHmac('sha256', fresh)
        .update(`${String(third.headers['x-erp-timestamp'])}.${third.body}`)
        .digest('hex')}`,
    );
    expect(verifySignature(secret, String(third.headers['x-erp-signature']), String(third.headers['x-erp-timestamp']), third.body)).toBe(false);
  });

  it('pings on demand with a signed ping event and stores nothing', async () => {
    const { secret, endpoint } = await createEndpoint(a.token, `${base}/ping`);
    const before = await bare().webhookDelivery.count();
    const r = await gqlData(
      a.token,
      `mutation($id: Int!) { pingWebhookEndpoint(id: $id) { __typename ... on MutationPingWebhookEndpointSuccess { data { ok responseCode durationMs error } } } }`,
      { id: endpoint.id },
      'pingWebhookEndpoint',
    );
    expect(r.data).toMatchObject({ ok: true, responseCode: 200, error: '' });
    const got = received.find((x) => x.path === '/ping')!;
    expect(got.headers['x-erp-event']).toBe('ping');
    expect(JSON.parse(got.body)).toMatchObject({ type: 'ping', companyId: a.companyId, data: { endpointId: endpoint.id } });
    expect(verifySignature(secret, String(got.headers['x-erp-signature']), String(got.headers['x-erp-timestamp']), got.body)).toBe(true);
    expect(await bare().webhookDelivery.count()).toBe(before);

    statusOf.set('/ping-down', 503);
    const down = await createEndpoint(a.token, `${base}/ping-down`);
    const r2 = await gqlData(
      a.token,
      `mutation($id: Int!) { pingWebhookEndpoint(id: $id) { ... on MutationPingWebhookEndpointSuccess { data { ok responseCode error } } } }`,
      { id: down.endpoint.id },
      'pingWebhookEndpoint',
    );
    expect(r2.data).toEqual({ ok: false, responseCode: 503, error: 'HTTP 503' });
  });
});

describe('retries and disabling', () => {
  it('retries with exponential backoff, then fails the delivery after the last attempt', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffSeconds(n))).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(backoffSeconds(20)).toBe(3600);
    expect(DEFAULT_OPTIONS).toMatchObject({ maxAttempts: WEBHOOK_MAX_ATTEMPTS, disableAfter: WEBHOOK_DISABLE_AFTER_FAILURES, timeoutMs: 10_000 });

    await restart({ backoffBaseSeconds: 0.3, maxAttempts: 3 });
    statusOf.set('/flaky', 500);
    const { endpoint } = await createEndpoint(a.token, `${base}/flaky`);
    const [eventId] = await emit(a.companyId, [{ marker: 'retry-1' }]);
    const failed = await until('the failed delivery', () =>
      bare().webhookDelivery.findFirst({ where: { endpointId: endpoint.id, eventId, status: 'failed' } }),
    );
    expect(failed).toMatchObject({ attempts: 3, responseCode: 500, error: 'HTTP 500' });
    const tries = received.filter((r) => r.path === '/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['x-erp-delivery']))).toEqual(new Set([failed.id.toString()]));
    // 0.3 s then 0.6 s apart (plus up to 20 % jitter and the polling)
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(280);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(580);
    expect(tries[2].at - tries[1].at).toBeGreaterThan(tries[1].at - tries[0].at);
    // one delivery failed for good: the streak counts it (written just after the delivery row, so wait for it)
    await until('the streak of one', async () => (await bare().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).failureStreak === 1);

    // resend by hand: a fresh set of attempts; the receiver is fixed meanwhile
    statusOf.set('/flaky', 200);
    const resent = await gqlData(
      a.token,
      `mutation($id: ID!) { resendWebhookDelivery(id: $id) { __typename ... on MutationResendWebhookDeliverySuccess { data { id status attempts } } } }`,
      { id: failed.id.toString() },
      'resendWebhookDelivery',
    );
    expect(resent.data).toMatchObject({ id: failed.id.toString(), status: 'pending', attempts: 0 });
    const ok = await until('the resent delivery', () => bare().webhookDelivery.findFirst({ where: { id: failed.id, status: 'succeeded' } }));
    expect(ok).toMatchObject({ attempts: 1, responseCode: 200, error: '' });
    await until('the streak reset', async () => (await bare().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).failureStreak === 0);
  });

  it('disables the endpoint after N deliveries failed in a row and tells the main account', async () => {
    await restart({ maxAttempts: 1, disableAfter: 3 });
    statusOf.set('/down', 502);
    const { endpoint } = await createEndpoint(a.token, `${base}/down`, ['StockChanged'], 'down hook');
    await emit(a.companyId, [
      { type: 'StockChanged', marker: 'down-1' },
      { type: 'StockChanged', marker: 'down-2' },
    ]);
    await until('two failures', async () => (await bare().webhookDelivery.count({ where: { endpointId: endpoint.id, status: 'failed' } })) === 2);
    await until('the streak of 2', async () => (await bare().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).failureStreak === 2);
    expect((await bare().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).status).toBe('enabled');
    await emit(a.companyId, [{ type: 'StockChanged', marker: 'down-3' }]);
    const disabled = await until('the disabled endpoint', async () => {
      const e = await bare().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
      return e.status === 'disabled' ? e : null;
    });
    expect(disabled).toMatchObject({ failureStreak: 3, disabledReason: 'webhook.disabled.failures' });
    // (the earlier tests' endpoints that answer errors may be disabled too: this one's notice)
    const notice = await until('the notice', () =>
      bare().messageNotice.findFirst({
        where: { companyId: a.companyId, userId: a.userId, type: NOTICE_TYPE.webhookDisabled, params: { path: ['name'], equals: 'down hook' } },
      }),
    );
    expect({ title: notice.title, body: notice.body, params: notice.params }, JSON.stringify(notice)).toEqual({
      title: 'webhook.notice.disabledTitle',
      body: 'webhook.notice.disabledBody',
      params: { name: 'down hook', url: `${base}/down`, failures: 3 },
    });
    const list = await gqlData(
      a.token,
      `query($id: Int!) { webhookEndpoint(id: $id) { status failureStreak disabledReason } }`,
      { id: endpoint.id },
      'webhookEndpoint',
    );
    expect(list).toEqual({ status: 'disabled', failureStreak: 3, disabledReason: 'Disabled after 3 failed deliveries in a row' });

    // disabled: no new deliveries, resends refused
    await emit(a.companyId, [{ type: 'StockChanged', marker: 'down-4' }]);
    await new Promise((r) => setTimeout(r, 400));
    expect(await bare().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(3);
    const refused = await gqlData(
      a.token,
      `mutation($id: Int!) { resendFailedWebhookDeliveries(endpointId: $id) { __typename ... on Error { messageId } } }`,
      { id: endpoint.id },
      'resendFailedWebhookDeliveries',
    );
    expect(refused).toEqual({ __typename: 'BusinessError', messageId: 'webhook.endpointDisabled' });

    // enabled again (streak reset), the receiver fixed: "resend all failed" delivers the three
    statusOf.set('/down', 204);
    const enabled = await gqlData(
      a.token,
      `mutation($id: Int!) { enableWebhookEndpoint(id: $id) { ... on MutationEnableWebhookEndpointSuccess { data { status failureStreak disabledReason } } } }`,
      { id: endpoint.id },
      'enableWebhookEndpoint',
    );
    expect(enabled.data).toEqual({ status: 'enabled', failureStreak: 0, disabledReason: '' });
    const count = await gqlData(
      a.token,
      `mutation($id: Int!) { resendFailedWebhookDeliveries(endpointId: $id) { ... on MutationResendFailedWebhookDeliveriesSuccess { data } } }`,
      { id: endpoint.id },
      'resendFailedWebhookDeliveries',
    );
    expect(count.data).toBe(3);
    await until('three succeeded', async () => (await bare().webhookDelivery.count({ where: { endpointId: endpoint.id, status: 'succeeded' } })) === 3);
    const counts = await gqlData(
      a.token,
      `query($id: Int!) { webhookDeliveryCounts(endpointId: $id) { ... on QueryWebhookDeliveryCountsSuccess { data { pending succeeded failed all } } } }`,
      { id: endpoint.id },
      'webhookDeliveryCounts',
    );
    expect(counts.data).toEqual({ pending: 0, succeeded: 3, failed: 0, all: 3 });
    const page = await gqlData(
      a.token,
      `query($id: Int!) { webhookDeliveries(endpointId: $id, status: succeeded, limit: 2) { ... on QueryWebhookDeliveriesSuccess { data { totalCount nodes { id eventType status attempts responseCode durationMs error } } } } }`,
      { id: endpoint.id },
      'webhookDeliveries',
    );
    expect(page.data.totalCount).toBe(3);
    expect(page.data.nodes).toHaveLength(2);
    expect(page.data.nodes[0]).toMatchObject({ eventType: 'StockChanged', status: 'succeeded', attempts: 1, responseCode: 204, error: '' });
  });
});

describe('SSRF guard', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and metadata addresses (IPv4, IPv6, mapped)', () => {
    const blocked = [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::1',
      'fe80::1%eth0',
    ];
    const allowed = ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'];
    expect(blocked.filter((ip) => !isBlockedAddress(ip))).toEqual([]);
    expect(allowed.filter((ip) => isBlockedAddress(ip))).toEqual([]);
  });

  it('refuses such URLs at save, and http outside development, writing nothing', async () => {
    app.platform.config.webhookAllowPrivate = false;
    const before = await bare().webhookEndpoint.count();
    const cases: [string, string][] = [
      ['http://93.184.215.14/hook', 'webhook.url.httpsOnly'],
      ['ftp://93.184.215.14/hook', 'webhook.url.httpsOnly'],
      ['https://user:pw@93.184.215.14/hook', 'webhook.url.invalid'],
      ['not a url', 'webhook.url.invalid'],
      ['https://127.0.0.1/hook', 'webhook.url.privateAddress'],
      ['https://localhost/hook', 'webhook.url.privateAddress'],
      ['https://[::1]/hook', 'webhook.url.privateAddress'],
      ['https://[::ffff:127.0.0.1]/hook', 'webhook.url.privateAddress'],
      ['https://169.254.169.254/latest/meta-data', 'webhook.url.privateAddress'],
      ['https://10.1.2.3/hook', 'webhook.url.privateAddress'],
      ['https://100.64.1.1/hook', 'webhook.url.privateAddress'],
      ['https://2130706433/hook', 'webhook.url.privateAddress'], // 127.0.0.1 written as a number
      ['https://[fd00:ec2::254]/hook', 'webhook.url.privateAddress'],
      ['https://no-such-host.invalid/hook', 'webhook.url.hostNotFound'],
    ];
    for (const [url, messageId] of cases) {
      const r = await gqlData(a.token, CREATE, { i: { name: 'bad', url, eventTypes: ['OrderCreated'] } }, 'createWebhookEndpoint');
      expect(r, url).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'url', messageId }] });
    }
    const unknownType = await gqlData(
      a.token,
      CREATE,
      { i: { name: 'bad', url: 'https://93.184.215.14/hook', eventTypes: ['OrderDeleted'] } },
      'createWebhookEndpoint',
    );
    expect(unknownType).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'eventTypes', messageId: 'webhook.eventTypeUnknown' }] });
    const personal = await gqlData(
      a.token,
      CREATE,
      { i: { name: 'bad', url: 'https://93.184.215.14/hook', eventTypes: ['MessageNoticeEvent'] } },
      'createWebhookEndpoint',
    );
    expect(personal).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'eventTypes', messageId: 'webhook.eventTypeUnknown' }] });
    expect(await bare().webhookEndpoint.count()).toBe(before);
    // a public address is fine (the receiver is not called at save)
    const ok = await gqlData(
      a.token,
      CREATE,
      { i: { name: 'public', url: 'https://93.184.215.14/hook', eventTypes: ['OrderCreated'] } },
      'createWebhookEndpoint',
    );
    expect(ok.__typename).toBe('MutationCreateWebhookEndpointSuccess');
    await gqlData(a.token, `mutation($id: Int!) { deleteWebhookEndpoint(id: $id) { __typename } }`, { id: ok.data.endpoint.id }, 'deleteWebhookEndpoint');
    // on-premise: WEBHOOK_ALLOW_PRIVATE lets http and private addresses through
    app.platform.config.webhookAllowPrivate = true;
    expect(parseWebhookUrl('http://10.0.0.5/x', { allowPrivate: true, allowHttp: false }).hostname).toBe('10.0.0.5');
    expect(() => parseWebhookUrl('http://93.184.215.14/x', { allowPrivate: false, allowHttp: true })).not.toThrow();
  });

  it('checks again at send time and connects only to the address it checked', async () => {
    await restart();
    // stored while private targets were allowed, sent after they are not: refused without a connection
    const { endpoint } = await createEndpoint(a.token, `${base}/late`, ['OrderCreated']);
    app.platform.config.webhookAllowPrivate = false;
    const [eventId] = await emit(a.companyId, [{ marker: 'late-1' }]);
    const row = await until('the refused attempt', () =>
      bare().webhookDelivery.findFirst({ where: { endpointId: endpoint.id, eventId, attempts: { gte: 1 } } }),
    );
    expect(row).toMatchObject({ status: 'pending', responseCode: null, error: 'webhook.url.httpsOnly' });
    expect(received.filter((r) => r.path === '/late')).toEqual([]);
    app.platform.config.webhookAllowPrivate = true;

    // a host that resolves to a mix of public and private addresses is refused as a whole
    await expect(
      resolveTarget(new URL('https://mixed.test/'), { allowPrivate: false, allowHttp: false }, async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ]),
    ).rejects.toMatchObject({
      messageId: 'webhook.url.privateAddress',
    });
    // DNS pinning: the connection goes to the checked answer (system DNS knows no hooks.test)
    const port = (receiver.address() as AddressInfo).port;
    const sender = new WebhookSender({ guard: () => ({ allowPrivate: true, allowHttp: true }), resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const r = await sender.post(`http://hooks.test:${port}/pinned`, { 'content-type': 'application/json' }, '{}');
    sender.close();
    expect(r).toMatchObject({ ok: true, status: 200 });
    expect(received.find((x) => x.path === '/pinned')?.headers.host).toBe(`hooks.test:${port}`);
  });
});

describe('fan-out from the outbox', () => {
  it('never delivers a rolled-back event, a personal event, or one company event to another company', async () => {
    await restart();
    const ofA = await createEndpoint(a.token, `${base}/fan-a`, ['OrderCreated', 'StockChanged', 'PlatformChatEvent']);
    const ofB = await createEndpoint(b.token, `${base}/fan-b`, ['OrderCreated', 'StockChanged', 'PlatformChatEvent']);
    const db = scopedDb(app.platform.database.prisma, a.companyId);
    await expect(
      db.$transaction(async (tx) => {
        await recordEvents(tx, a.companyId, [{ type: 'OrderCreated', data: { marker: 'rolled-back' } }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await emit(a.companyId, [{ type: 'MessageNoticeEvent', marker: 'personal', userId: a.userId }]);
    const [bEvent] = await emit(b.companyId, [{ marker: 'of-b' }]);
    const [aEvent] = await emit(a.companyId, [{ marker: 'of-a' }]);
    await until(
      'A and B delivered',
      () => bodiesAt('/fan-a').some((p) => p.data.marker === 'of-a') && bodiesAt('/fan-b').some((p) => p.data.marker === 'of-b'),
    );
    expect(bodiesAt('/fan-a').map((p) => p.data.marker)).toEqual(['of-a']);
    expect(bodiesAt('/fan-b').map((p) => p.data.marker)).toEqual(['of-b']);
    // every delivery of either event went to an endpoint of the event's own company
    const rows = await bare().webhookDelivery.findMany({
      where: { eventId: { in: [aEvent, bEvent] } },
      include: { endpoint: { select: { companyId: true } } },
    });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      const owner = r.eventId === aEvent ? a.companyId : b.companyId;
      expect([r.companyId, r.endpoint.companyId], `delivery ${r.id} of event ${r.eventId}`).toEqual([owner, owner]);
    }
    expect(rows.filter((r) => r.endpointId === ofA.endpoint.id).map((r) => r.eventId)).toEqual([aEvent]);
    expect(rows.filter((r) => r.endpointId === ofB.endpoint.id).map((r) => r.eventId)).toEqual([bEvent]);
    expect(await bare().webhookDelivery.count({ where: { endpointId: { in: [ofA.endpoint.id, ofB.endpoint.id] } } })).toBe(2);
    // B's delivery is not A's to read or resend
    const foreign = await gqlData(
      a.token,
      `mutation($id: ID!) { resendWebhookDelivery(id: $id) { __typename } }`,
      { id: rows.find((r) => r.eventId === bEvent)!.id.toString() },
      'resendWebhookDelivery',
    );
    expect(foreign).toEqual({ __typename: 'NotFoundError' });
    const log = await gqlData(a.token, `query($id: Int!) { webhookDeliveries(endpointId: $id) { __typename } }`, { id: ofB.endpoint.id }, 'webhookDeliveries');
    expect(log).toEqual({ __typename: 'NotFoundError' });
  });

  it('writes the deliveries and the cursor move together: a failed batch leaves neither, the next one does both once', async () => {
    await stopWebhooks(app.platform);
    const { endpoint } = await createEndpoint(a.token, `${base}/atomic`, ['OrderCreated']);
    const ids = await emit(a.companyId, [{ marker: 'atom-1' }, { marker: 'atom-2' }, { marker: 'atom-3' }]);
    const cursor = async () => (await bare().outboxCursor.findUniqueOrThrow({ where: { name: FANOUT_CURSOR } })).lastId;
    const before = await cursor();
    // The fan-out reads only events no transaction can still commit before (a cluster-wide horizon):
    // on a PostgreSQL server shared with other test files' databases, their open transactions hold it
    // back for a while, and a batch before then finds nothing to crash on.
    await until(
      'the events settled',
      async () => {
        const settled = new Set((await readCommitted(app.platform.database.sql, before, 1000)).map((e) => e.id));
        return ids.every((id) => settled.has(id));
      },
      120_000,
    );
    const fanOut = new WebhookFanOut(app.platform, { ...DEFAULT_OPTIONS, fanOutBatch: 1000 });
    fanOut.beforeCursorMove = () => {
      throw new Error('crash between the inserts and the cursor move');
    };
    await expect(fanOut.batch()).rejects.toThrow('crash between');
    expect(await cursor()).toBe(before);
    expect(await bare().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);

    // two fan-outs at once (as if the lease had slipped): each event once
    fanOut.beforeCursorMove = undefined;
    const other = new WebhookFanOut(app.platform, DEFAULT_OPTIONS);
    await Promise.all([fanOut.batch(), other.batch(), fanOut.batch()]);
    await other.batch();
    const rows = await bare().webhookDelivery.findMany({ where: { endpointId: endpoint.id }, orderBy: { eventId: 'asc' } });
    const events = await bare().domainEvent.findMany({ where: { id: { in: rows.map((r) => r.eventId) } } });
    expect(
      rows.map((r) => r.eventId),
      JSON.stringify(events, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).toEqual([...ids].sort((x, y) => (x < y ? -1 : 1)));
    expect(await cursor()).toBeGreaterThanOrEqual(ids.reduce((m, x) => (x > m ? x : m)));
  }, 180_000);

  it('two delivery workers never send one delivery twice', async () => {
    await stopWebhooks(app.platform);
    // a company of its own: no other endpoint shares these events
    const c = await app.company('Hook C');
    const { endpoint } = await createEndpoint(c.token, `${base}/race`, ['OrderCreated']);
    const N = 120;
    await emit(
      c.companyId,
      Array.from({ length: N }, (_, i) => ({ marker: `race-${i}` })),
    );
    const fanOut = new WebhookFanOut(app.platform, DEFAULT_OPTIONS);
    while ((await fanOut.batch()).events) {
      /* until caught up */
    }
    expect(await bare().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(N);
    const opts: WebhookOptions = { ...DEFAULT_OPTIONS, concurrency: 6 };
    const guard = () => ({ allowPrivate: true, allowHttp: true });
    const workers = [1, 2, 3].map(() => new WebhookDeliveryWorker(app.platform, opts, new WebhookSender({ guard })));
    const pumping = setInterval(() => workers.forEach((w) => void w.pump()), 5);
    try {
      await until(
        'every delivery succeeded',
        async () => {
          const by = await bare().webhookDelivery.groupBy({ by: ['status'], where: { endpointId: endpoint.id }, _count: { _all: true } });
          if (process.env.WH_DEBUG)
            console.log(
              JSON.stringify(by),
              workers.map((w) => w.sent),
              received.filter((r) => r.path === '/race').length,
            );
          return by.find((g) => g.status === 'succeeded')?._count._all === N;
        },
        45_000,
      );
    } finally {
      clearInterval(pumping);
      await Promise.all(workers.map((w) => w.stop()));
    }
    const ids = received.filter((r) => r.path === '/race').map((r) => String(r.headers['x-erp-delivery']));
    expect(ids).toHaveLength(N);
    expect(new Set(ids).size).toBe(N);
    // (retries of earlier tests' deliveries that fell due may be among the sends)
    expect(workers.reduce((n, w) => n + w.sent, 0)).toBeGreaterThanOrEqual(N);
    // the work was shared (each worker holds at most 6 at a time)
    expect(workers.filter((w) => w.sent > 0).length).toBeGreaterThan(1);
    await restart();
    expect(webhookRuntime(app.platform)).toBeDefined();
  });
});

describe('the delivery log', () => {
  it('keeps finished deliveries DELIVERY_LOG_DAYS, pending ones until they finish', async () => {
    const rows = await bare().webhookDelivery.findMany({ where: { companyId: a.companyId }, take: 2, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(2);
    const old = new Date(Date.now() - (DELIVERY_LOG_DAYS + 1) * 86_400_000);
    await bare().webhookDelivery.update({ where: { id: rows[0].id }, data: { createdAt: old, status: 'succeeded' } });
    await bare().webhookDelivery.update({
      where: { id: rows[1].id },
      data: { createdAt: old, status: 'pending', nextAttemptAt: new Date(Date.now() + 3_600_000) },
    });
    // The app's own fan-out prunes on its first round after the restart above, with the same code,
    // so it may delete the old row before this call does: check what is left, not who removed it.
    const fanOut = new WebhookFanOut(app.platform, DEFAULT_OPTIONS);
    await fanOut.prune();
    expect(await bare().webhookDelivery.count({ where: { id: rows[0].id } })).toBe(0);
    expect(await bare().webhookDelivery.count({ where: { id: rows[1].id } })).toBe(1);
  });
});

describe('the API', () => {
  it('lists, edits and deletes endpoints of the caller company only', async () => {
    const { endpoint } = await createEndpoint(b.token, `${base}/b-only`, ['OrderCreated'], 'b hook');
    const listA = await gqlData(a.token, `{ webhookEndpoints(first: 100) { totalCount edges { node { id name } } } }`, {}, 'webhookEndpoints');
    expect(listA.edges.map((e: { node: { id: number } }) => e.node.id)).not.toContain(endpoint.id);
    expect(await gqlData(a.token, `query($id: Int!) { webhookEndpoint(id: $id) { id } }`, { id: endpoint.id }, 'webhookEndpoint')).toBeNull();
    for (const m of ['deleteWebhookEndpoint', 'disableWebhookEndpoint', 'rotateWebhookSecret', 'pingWebhookEndpoint']) {
      const r = await gqlData(a.token, `mutation($id: Int!) { ${m}(id: $id) { __typename } }`, { id: endpoint.id }, m);
      expect(r, m).toEqual({ __typename: 'NotFoundError' });
    }
    const upd = await gqlData(
      b.token,
      `mutation($id: Int!, $i: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $i) { __typename ... on MutationUpdateWebhookEndpointSuccess { data { name url eventTypes } } } }`,
      { id: endpoint.id, i: { name: ' renamed ', url: `${base}/b-only`, eventTypes: ['StockChanged', 'StockChanged', 'ShopAuthorizationChanged'] } },
      'updateWebhookEndpoint',
    );
    expect(upd.data).toEqual({ name: 'renamed', url: `${base}/b-only`, eventTypes: ['StockChanged', 'ShopAuthorizationChanged'] });
    const del = await gqlData(
      b.token,
      `mutation($id: Int!) { deleteWebhookEndpoint(id: $id) { ... on MutationDeleteWebhookEndpointSuccess { data } } }`,
      { id: endpoint.id },
      'deleteWebhookEndpoint',
    );
    expect(del.data).toBe(endpoint.id);
    expect(await bare().webhookEndpoint.count({ where: { id: endpoint.id } })).toBe(0);
  });
});
