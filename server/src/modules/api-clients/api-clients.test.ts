// API clients (issue 17): keys shown once and stored hashed, OAuth client credentials, scopes and
// shops enforced, revocation and rotation at once, budgets with extensions.cost, usage rows and the
// operate log with the client's name.
import { API_CLIENT_REST_COST, API_CLIENT_TOKEN_TTL_SECONDS } from '@erp/schema';
import { createClient as createWsClient } from 'graphql-ws';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unscopedDb } from '../../platform/db';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signAccessToken, secretStamp } from './api-clients.credentials';
import { publishCompanyEvent } from '../realtime/realtime.graphql';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
let shopA: number;
let shopB: number;
let foreignShop: number;
const db = () => unscopedDb(app.platform.database.prisma, 'test assertions');

const CREATE = `mutation($i: CreateApiClientInput!) { createApiClient(input: $i) {
  __typename
  ... on MutationCreateApiClientSuccess { data { clientId clientSecret apiKey apiClient { id name scopes shopIds status createdByName } } }
  ... on Error { messageId message }
  ... on ValidationError { fieldErrors { field messageId message } }
} }`;
const SHOPS = '{ shops(first: 100) { totalCount edges { node { id shopName } } } }';

interface Issued {
  id: number;
  clientId: string;
  clientSecret: string;
  apiKey: string;
}

async function createClient(token: string, input: { name?: string; scopes: string[]; shopIds?: number[] }, lang = 'en') {
  const r = await app.gql(CREATE, { i: { name: input.name ?? `tool ${Math.random().toString(36).slice(2, 8)}`, ...input } }, { token, lang });
  return r.body.data.createApiClient;
}
async function issue(token: string, input: { name?: string; scopes: string[]; shopIds?: number[] }): Promise<Issued> {
  const answer = await createClient(token, input);
  if (answer.__typename !== 'MutationCreateApiClientSuccess') throw new Error(JSON.stringify(answer));
  const { clientId, clientSecret, apiKey, apiClient } = answer.data;
  return { id: apiClient.id, clientId, clientSecret, apiKey };
}

async function gqlAs(credential: string, query: string, variables: Record<string, unknown> = {}, lang = 'en') {
  return app.gql(query, variables, { token: credential, lang });
}

async function shop(token: string, name: string): Promise<number> {
  const r = await app.gql(
    'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
    { i: { platformType: 2, shopName: name, authCode: 'ok' } },
    { token },
  );
  return r.body.data.authorizeShop.data.id;
}

async function oauth(body: unknown, opts: { form?: boolean; basic?: string; lang?: string } = {}) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(opts.basic ? { authorization: `Basic ${Buffer.from(opts.basic).toString('base64')}` } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
    },
    payload: opts.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

beforeAll(async () => {
  app = await startTestApp();
  acme = await app.company('Acme Tools', { edition: 'flagship' });
  other = await app.company('Other Co', { edition: 'flagship' });
  shopA = await shop(acme.token, 'acme-one');
  shopB = await shop(acme.token, 'acme-two');
  foreignShop = await shop(other.token, 'other-shop');
});
afterAll(() => app?.close());

describe('creating API clients', () => {
  it('answers the key once and stores only its sha256', async () => {
    const answer = await createClient(acme.token, { name: 'Sync tool', scopes: ['shops', 'orders', 'shops'], shopIds: [shopA] });
    expect(answer.__typename).toBe('MutationCreateApiClientSuccess');
    const { clientId, clientSecret, apiKey, apiClient } = answer.data;
    expect(apiKey).toBe(`${clientId}.${clientSecret}`);
    expect(clientId).toMatch(/^ck_[0-9a-f]{24}$/);
    expect(Buffer.from(clientSecret, 'base64url')).toHaveLength(32);
    expect(apiClient).toMatchObject({ name: 'Sync tool', scopes: ['orders', 'shops'], shopIds: [shopA], status: 'active', createdByName: 'Acme Tools boss' });
    const row = await db().apiClient.findUniqueOrThrow({ where: { id: apiClient.id } });
    expect(row.secretHash).toBe(createHash('sha256').update(clientSecret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(clientSecret);
    // the list never shows the secret again
    const listed = await app.gql('query($id: Int!) { apiClient(id: $id) { clientId } }', { id: apiClient.id }, { token: acme.token });
    expect(JSON.stringify(listed.body)).not.toContain(clientSecret);
    const log = await db().operateLog.findFirst({ where: { companyId: acme.companyId, action: 'createApiClient' }, orderBy: { id: 'desc' } });
    expect(log?.success).toBe(true);
    expect(JSON.stringify(log)).not.toContain(clientSecret);
  });

  it('refuses unknown scopes, scopes the creator lacks and shops of another company, writing nothing', async () => {
    const before = await db().apiClient.count();
    const unknown = await createClient(acme.token, { scopes: ['shops', 'noSuchPermission'] });
    expect(unknown).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'scopes', messageId: 'apiClient.unknownScope' }] });
    expect(unknown.fieldErrors[0].message).toBe('Unknown permission noSuchPermission');
    const foreign = await createClient(acme.token, { scopes: ['shops'], shopIds: [foreignShop] });
    expect(foreign).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'shopIds', messageId: 'apiClient.shopNotFound' }] });
    const none = await createClient(acme.token, { scopes: [] }, 'zh');
    expect(none).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'scopes', message: '请至少选择一项权限' }] });

    // a sub-account holding shops + apiClient.manage cannot grant orders
    const role = await app.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
      { i: { name: 'integrator', permissions: ['shops', 'apiClients', 'apiClient.manage'] } },
      { token: acme.token },
    );
    await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
      {
        i: {
          username: 'integrator1',
          password: 'secret123',
          password2: 'secret123',
          realname: 'Ina',
          roleId: role.body.data.createRole.data.id,
          allowShopIds: [shopA],
        },
      },
      { token: acme.token },
    );
    const sub = await app.login('integrator1');
    const notHeld = await createClient(sub, { scopes: ['shops', 'orders'] });
    expect(notHeld).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'scopes', messageId: 'apiClient.scopeNotHeld' }] });
    const otherShop = await createClient(sub, { scopes: ['shops'], shopIds: [shopB] });
    expect(otherShop).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'shopIds', messageId: 'apiClient.shopNotAllowed' }] });
    expect(await db().apiClient.count()).toBe(before);

    // with no shops chosen, a shop-limited creator gives its own shops (empty would mean every shop)
    const own = await createClient(sub, { scopes: ['shops'] });
    expect(own.data.apiClient.shopIds).toEqual([shopA]);
    const seen = await gqlAs(own.data.apiKey, SHOPS);
    expect(seen.body.data.shops.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([shopA]);
  });
});

describe('signing in with an API key', () => {
  it('resolves to the client: its scopes, its shops, its company; extensions.cost with the throttle status', async () => {
    const client = await issue(acme.token, { scopes: ['shops'], shopIds: [shopB] });
    const r = await gqlAs(client.apiKey, SHOPS);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.shops.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([shopB]);
    // 1 + 100 × 2 asked for; one row came back: 1 + 1 × 2
    expect(r.body.extensions.cost).toEqual({
      requestedQueryCost: 201,
      actualQueryCost: 3,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: expect.any(Number), restoreRate: 50 },
    });
    expect(r.body.extensions.cost.throttleStatus.currentlyAvailable).toBeGreaterThanOrEqual(997);

    const denied = await gqlAs(client.apiKey, '{ roles(first: 5) { totalCount } }');
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied', permission: 'roles' });
    // a signed-in person's answer keeps the plain cost shape
    const person = await app.gql(SHOPS, {}, { token: acme.token });
    expect(person.body.extensions.cost).toEqual({ requestedQueryCost: 201, maximumAvailable: 2000 });
  });

  it('refuses a wrong secret, a forged key and session-only operations, in the caller language', async () => {
    const client = await issue(acme.token, { scopes: ['shops', 'apiClients', 'apiClient.manage'] });
    const wrong = `${client.clientId}.${'A'.repeat(43)}`;
    for (const [lang, message] of [
      ['en', 'The API key is not valid'],
      ['zh', 'API 密钥无效'],
    ]) {
      const r = await gqlAs(wrong, SHOPS, {}, lang);
      expect(r.status).toBe(401);
      expect(r.body.errors[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED', messageId: 'apiClient.keyInvalid' } });
    }
    expect((await gqlAs('ck_nothing.really', SHOPS)).body.errors[0].extensions.messageId).toBe('apiClient.keyInvalid');

    const password = await gqlAs(
      client.apiKey,
      'mutation { changePassword(input: { oldPassword: "secret123", password: "whatever12", password2: "whatever12" }) { __typename } }',
    );
    expect(password.body.errors[0]).toMatchObject({
      message: 'API clients cannot use changePassword; sign in as a person to do this',
      extensions: { code: 'FORBIDDEN', messageId: 'apiClient.sessionOnly' },
    });
    const logout = await app.rest('logout', {}, { token: client.apiKey, lang: 'en' });
    expect([logout.status, logout.body.type]).toEqual([403, 'noPermission']);
    // a client scoped for it may manage clients, but never beyond its own scopes
    const minted = await createClient(client.apiKey, { scopes: ['orders'] });
    expect(minted).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ messageId: 'apiClient.scopeNotHeld' }] });
    expect((await createClient(client.apiKey, { scopes: ['shops'] })).__typename).toBe('MutationCreateApiClientSuccess');
  });

  it('refuses a revoked client at once, and a rotated secret replaces the old one at once', async () => {
    const client = await issue(acme.token, { scopes: ['shops'] });
    const token = (await oauth({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret })).body.access_token;
    expect((await gqlAs(token, SHOPS)).body.errors).toBeUndefined();

    const rotated = await app.gql(
      'mutation($id: Int!) { rotateApiClientSecret(id: $id) { ... on MutationRotateApiClientSecretSuccess { data { clientId clientSecret apiKey } } } }',
      { id: client.id },
      { token: acme.token },
    );
    const fresh = rotated.body.data.rotateApiClientSecret.data;
    expect(fresh.clientId).toBe(client.clientId);
    expect(fresh.apiKey).not.toBe(client.apiKey);
    expect((await gqlAs(client.apiKey, SHOPS)).body.errors[0].extensions.messageId).toBe('apiClient.keyInvalid');
    expect((await gqlAs(token, SHOPS)).body.errors[0].extensions.messageId).toBe('apiClient.tokenInvalid');
    expect((await gqlAs(fresh.apiKey, SHOPS)).body.errors).toBeUndefined();

    const revoked = await app.gql(
      'mutation($id: Int!) { revokeApiClient(id: $id) { __typename ... on MutationRevokeApiClientSuccess { data { status revokedAt } } } }',
      { id: client.id },
      { token: acme.token },
    );
    expect(revoked.body.data.revokeApiClient.data.status).toBe('revoked');
    const refused = await gqlAs(fresh.apiKey, SHOPS);
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({ message: 'This API client has been revoked', extensions: { code: 'UNAUTHENTICATED' } });
    const rest = await app.rest('user/routes', {}, { token: fresh.apiKey, lang: 'en' });
    expect([rest.status, rest.body.message]).toEqual([401, 'This API client has been revoked']);
    const again = await app.gql(
      'mutation($id: Int!) { revokeApiClient(id: $id) { __typename ... on Error { messageId } } }',
      { id: client.id },
      { token: acme.token },
    );
    expect(again.body.data.revokeApiClient).toEqual({ __typename: 'BusinessError', messageId: 'apiClient.alreadyRevoked' });
    const oauthRevoked = await oauth({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: fresh.clientSecret });
    expect([oauthRevoked.status, oauthRevoked.body.error]).toEqual([401, 'invalid_client']);
  });

  it('stops a client whose creator is disabled', async () => {
    const role = await app.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
      { i: { name: 'leaver', permissions: ['shops', 'apiClient.manage'] } },
      { token: acme.token },
    );
    const created = await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
      { i: { username: 'leaver1', password: 'secret123', password2: 'secret123', realname: 'Lee', roleId: role.body.data.createRole.data.id } },
      { token: acme.token },
    );
    const client = await issue(await app.login('leaver1'), { scopes: ['shops'] });
    expect((await gqlAs(client.apiKey, SHOPS)).body.errors).toBeUndefined();
    await app.gql(
      'mutation($id: Int!) { setSubAccountStatus(id: $id, status: disabled) { __typename } }',
      { id: created.body.data.createSubAccount.data.id },
      { token: acme.token },
    );
    expect((await gqlAs(client.apiKey, SHOPS)).body.errors[0].extensions.messageId).toBe('apiClient.ownerChanged');
  });
});

describe('live subscriptions of an API client', () => {
  it('run on a key, and the creator signing out does not end them', async () => {
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
    const creator = await app.company('Socket Co');
    const client = await issue(creator.token, { scopes: ['shops'] });
    const ws = createWsClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${client.apiKey}` },
    });
    const closed = new Promise<{ code: number }>((resolve) => ws.on('closed', (e) => resolve(e as { code: number })));
    let live = false;
    ws.subscribe({ query: 'subscription { companyEvents { event data } }' }, { next: () => void (live = true), error: () => {}, complete: () => {} });
    for (let i = 0; !live && i < 100; i++) {
      publishCompanyEvent(app.platform, creator.companyId, { event: 'Probe', data: {} });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(live, 'subscription live').toBe(true);
    await app.gql('mutation { logout }', {}, { token: creator.token });
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('open'), 800))])).toBe('open');
    await ws.dispose();
  });
});

describe('OAuth 2.0 client credentials (POST /oauth/token)', () => {
  let client: Issued;
  beforeAll(async () => {
    client = await issue(acme.token, { scopes: ['shops', 'roles'] });
  });

  it('issues a bearer token from a form, JSON or HTTP Basic, narrowed by scope', async () => {
    const form = await oauth({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }, { form: true });
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: API_CLIENT_TOKEN_TTL_SECONDS, scope: 'roles shops' });
    expect((await gqlAs(form.body.access_token, '{ roles(first: 5) { totalCount } }')).body.errors).toBeUndefined();

    const narrowed = await oauth({ grant_type: 'client_credentials', scope: 'shops' }, { basic: `${client.clientId}:${client.clientSecret}` });
    expect(narrowed.body.scope).toBe('shops');
    expect((await gqlAs(narrowed.body.access_token, SHOPS)).body.errors).toBeUndefined();
    const outside = await gqlAs(narrowed.body.access_token, '{ roles(first: 5) { totalCount } }');
    expect(outside.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'roles' });
    const rest = await app.rest('user/routes', {}, { token: narrowed.body.access_token });
    expect(rest.body.code).toBe(0);
  });

  it('answers RFC 6749 errors', async () => {
    const bad = await oauth({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: 'wrong' }, { lang: 'zh' });
    expect([bad.status, bad.body]).toEqual([401, { error: 'invalid_client', error_description: '客户端不存在或密钥错误' }]);
    const unknown = await oauth({ grant_type: 'client_credentials', client_id: 'ck_000000000000000000000000', client_secret: 'x' });
    expect([unknown.status, unknown.body.error]).toEqual([401, 'invalid_client']);
    const basic = await oauth({ grant_type: 'client_credentials' }, { basic: `${client.clientId}:nope` });
    expect([basic.status, basic.headers['www-authenticate']]).toEqual([401, 'Basic realm="oauth"']);
    const grant = await oauth({ grant_type: 'password', username: 'a', password: 'b' });
    expect([grant.status, grant.body.error]).toEqual([400, 'unsupported_grant_type']);
    const missing = await oauth({ grant_type: 'client_credentials', client_id: client.clientId });
    expect([missing.status, missing.body.error]).toEqual([400, 'invalid_request']);
    const scope = await oauth(
      { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'shops orders' },
      { lang: 'en' },
    );
    expect([scope.status, scope.body]).toEqual([400, { error: 'invalid_scope', error_description: 'The scope orders is not granted to this client' }]);
  });

  it('refuses an expired or forged token', async () => {
    const row = await db().apiClient.findUniqueOrThrow({ where: { id: client.id } });
    const claims = { clientRowId: client.id, companyId: acme.companyId, scopes: ['shops'], stamp: secretStamp(row.secretHash) };
    const expired = await signAccessToken(app.platform, claims, Date.now() - (API_CLIENT_TOKEN_TTL_SECONDS + 60) * 1000);
    const r = await gqlAs(expired, SHOPS);
    expect(r.body.errors[0]).toMatchObject({
      message: 'The API access token has expired; request a new one at POST /oauth/token',
      extensions: { code: 'UNAUTHENTICATED', messageId: 'apiClient.tokenExpired' },
    });
    // a token for another company's id, signed correctly, names a client it does not hold
    const foreign = await signAccessToken(app.platform, { ...claims, companyId: other.companyId });
    expect((await gqlAs(foreign, SHOPS)).body.errors[0].extensions.messageId).toBe('apiClient.tokenInvalid');
    const [h, p] = (await signAccessToken(app.platform, claims)).split('.');
    expect((await gqlAs(`${h}.${p}.forged`, SHOPS)).body.errors[0].extensions.messageId).toBe('apiClient.tokenInvalid');
  });
});

describe('budgets, usage and the operate log', () => {
  it('throttles a client over its bucket before running anything, with extensions.cost', async () => {
    const client = await issue(acme.token, { name: 'Hungry tool', scopes: ['shops', 'company.update'] });
    await db().apiClient.update({ where: { id: client.id }, data: { bucketSize: 30, restoreRate: 1 } });
    const mutation = 'mutation { updateCompany(input: { name: "Renamed by tool" }) { __typename } }';
    // 10 for the mutation + 1 for its result: 30 → 19 → 8 (plus a point a second)
    const first = await gqlAs(client.apiKey, mutation);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.extensions.cost).toMatchObject({ requestedQueryCost: 11, actualQueryCost: 11, throttleStatus: { maximumAvailable: 30, restoreRate: 1 } });
    await gqlAs(client.apiKey, mutation);
    const logsBefore = await db().operateLog.count({ where: { companyId: acme.companyId, action: 'updateCompany' } });
    // asks 1 + 3 × 2 = 7, answers two shops (5): two points come back
    const small = await gqlAs(client.apiKey, '{ shops(first: 3) { totalCount edges { node { id } } } }');
    expect(small.body.errors).toBeUndefined();
    expect(small.body.extensions.cost).toMatchObject({ requestedQueryCost: 7, actualQueryCost: 5 });
    const refusedRaw = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client.apiKey}`, lang: 'en' },
      payload: JSON.stringify({ query: mutation }),
    });
    const refused = { status: refusedRaw.statusCode, body: JSON.parse(refusedRaw.body) };
    expect(refused.status).toBe(429);
    expect(Number(refusedRaw.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'THROTTLED', messageId: 'apiClient.throttled' } });
    expect(refused.body.errors[0].message).toMatch(/^Throttled: this request costs 11 points and \d of 30 are available; 1 points come back each second$/);
    expect(refused.body.extensions.cost).toMatchObject({ requestedQueryCost: 11, throttleStatus: { maximumAvailable: 30, restoreRate: 1 } });
    expect(refused.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(11);
    // nothing ran: no third rename in the operate log
    expect(await db().operateLog.count({ where: { companyId: acme.companyId, action: 'updateCompany' } })).toBe(logsBefore);
    // REST calls draw from the same bucket (10 each)
    const rest = await app.http.inject({ method: 'POST', url: '/api/v1/user/routes', headers: { authorization: `Bearer ${client.apiKey}`, lang: 'en' } });
    expect([rest.statusCode, JSON.parse(rest.body).code, Number(rest.headers['retry-after']) >= 1]).toEqual([429, 429, true]);
    // a query dearer than the whole bucket can never pass
    const huge = await gqlAs(client.apiKey, SHOPS);
    expect(huge.body.errors[0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', messageId: 'apiClient.costOverBudget' });
  });

  it('writes usage rows, lastUsedAt and operate-log entries with the client name', async () => {
    const client = await issue(acme.token, { name: 'Reporter', scopes: ['shops', 'operateLog'] });
    await gqlAs(client.apiKey, 'query ListShops { shops(first: 2) { totalCount } }');
    await gqlAs(client.apiKey, '{ roles(first: 1) { totalCount } }');
    await app.rest('user/routes', {}, { token: client.apiKey });
    await app.platform.apiClients.usage.flush();

    const usage = await db().apiClientUsage.findMany({ where: { apiClientId: client.id }, orderBy: { id: 'asc' } });
    expect(usage.map((u) => [u.operation, u.cost, u.throttled, u.success, u.companyId])).toEqual([
      ['ListShops', 1, false, true, acme.companyId],
      ['roles', 1, false, false, acme.companyId],
      ['POST /api/v1/user/routes', API_CLIENT_REST_COST, false, true, acme.companyId],
    ]);
    expect(usage.every((u) => u.ip === '127.0.0.1' && u.durationMs >= 0)).toBe(true);
    expect((await db().apiClient.findUniqueOrThrow({ where: { id: client.id } })).lastUsedAt).toBeInstanceOf(Date);

    const logs = await db().operateLog.findMany({ where: { companyId: acme.companyId, apiClientId: client.id }, orderBy: { id: 'asc' } });
    expect(logs.map((l) => [l.action, l.username, l.userId, l.success])).toEqual([
      ['shops', 'Reporter', acme.userId, true],
      ['roles', 'Reporter', acme.userId, false],
      ['POST user/routes', 'Reporter', acme.userId, true],
    ]);

    const page = await app.gql(
      'query($id: Int!) { apiClientUsage(apiClientId: $id, first: 2, offset: 1) { totalCount edges { node { operation cost success } } } }',
      { id: client.id },
      { token: acme.token },
    );
    expect(page.body.data.apiClientUsage).toEqual({
      totalCount: 3,
      edges: [{ node: { operation: 'roles', cost: 1, success: false } }, { node: { operation: 'ListShops', cost: 1, success: true } }],
    });
  });
});

describe('editing a client budget', () => {
  const BUDGET = `mutation($id: Int!, $i: ApiClientBudgetInput!) { updateApiClientBudget(id: $id, input: $i) {
    __typename
    ... on MutationUpdateApiClientBudgetSuccess { data { id bucketSize restoreRate } }
    ... on Error { messageId message }
    ... on ValidationError { fieldErrors { field messageId message } }
  } }`;
  const budget = (token: string, id: number, i: Record<string, unknown>, lang = 'en') => app.gql(BUDGET, { id, i }, { token, lang });
  const row = (id: number) => db().apiClient.findUniqueOrThrow({ where: { id }, select: { bucketSize: true, restoreRate: true } });

  it('applies the new bucket size and restore rate to the next request', async () => {
    const client = await issue(acme.token, { scopes: ['shops'] });
    const before = await gqlAs(client.apiKey, '{ shops(first: 1) { totalCount } }');
    expect(before.body.extensions.cost.throttleStatus).toMatchObject({ maximumAvailable: 1000, restoreRate: 50 });
    const r = await budget(acme.token, client.id, { bucketSize: 400, restoreRate: 20 });
    expect(r.body.data.updateApiClientBudget).toEqual({
      __typename: 'MutationUpdateApiClientBudgetSuccess',
      data: { id: client.id, bucketSize: 400, restoreRate: 20 },
    });
    const after = await gqlAs(client.apiKey, '{ shops(first: 1) { totalCount } }');
    expect(after.body.extensions.cost.throttleStatus).toMatchObject({ maximumAvailable: 400, restoreRate: 20 });
    expect(after.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThanOrEqual(400);
    // a smaller bucket than one query throttles that query from the next request on
    await budget(acme.token, client.id, { bucketSize: 50, restoreRate: 1 });
    const huge = await gqlAs(client.apiKey, SHOPS);
    expect(huge.body.errors[0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED' });
  });

  it('checks the bounds in zh and en and changes nothing', async () => {
    const client = await issue(acme.token, { scopes: ['shops'] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bucketSize: 49, restoreRate: 10 }, 'bucketSize', 'apiClient.bucketSizeRange'],
      [{ bucketSize: 20001, restoreRate: 10 }, 'bucketSize', 'apiClient.bucketSizeRange'],
      [{ bucketSize: 500, restoreRate: 0 }, 'restoreRate', 'apiClient.restoreRateRange'],
      [{ bucketSize: 5000, restoreRate: 1001 }, 'restoreRate', 'apiClient.restoreRateRange'],
      [{ bucketSize: 100, restoreRate: 200 }, 'restoreRate', 'apiClient.restoreRateOverSize'],
    ];
    for (const [input, field, messageId] of cases) {
      const r = await budget(acme.token, client.id, input);
      expect(r.body.data.updateApiClientBudget, JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field, messageId }] });
    }
    const en = await budget(acme.token, client.id, { bucketSize: 10, restoreRate: 1 });
    expect(en.body.data.updateApiClientBudget.fieldErrors[0].message).toBe('The bucket size must be a whole number of points from 50 to 20000');
    const zh = await budget(acme.token, client.id, { bucketSize: 10, restoreRate: 1 }, 'zh');
    expect(zh.body.data.updateApiClientBudget.fieldErrors[0].message).toBe('额度上限须为 50 到 20000 之间的整数点数');
    expect(await row(client.id)).toEqual({ bucketSize: 1000, restoreRate: 50 });
  });

  it('needs apiClient.manage, finds only clients of the caller company, and refuses a revoked client', async () => {
    const client = await issue(acme.token, { scopes: ['shops'] });
    const denied = await gqlAs(client.apiKey, BUDGET, { id: client.id, i: { bucketSize: 20000, restoreRate: 1000 } });
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await budget(other.token, client.id, { bucketSize: 500, restoreRate: 10 });
    expect(foreign.body.data.updateApiClientBudget).toMatchObject({ messageId: 'apiClient.notFound' });
    await app.gql('mutation($id: Int!) { revokeApiClient(id: $id) { __typename } }', { id: client.id }, { token: acme.token });
    const revoked = await budget(acme.token, client.id, { bucketSize: 500, restoreRate: 10 });
    expect(revoked.body.data.updateApiClientBudget).toMatchObject({ messageId: 'apiClient.budgetRevoked' });
    expect(await row(client.id)).toEqual({ bucketSize: 1000, restoreRate: 50 });
  });
});
