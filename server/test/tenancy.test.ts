// Company A, holding every permission, aims every operation (GraphQL queries and mutations, and
// every REST route) at company B's records: B's records are invisible ("not found" / null / absent
// from lists), nothing of B shows up in A's answers, and B is unchanged afterwards. Every
// subscription delivers B's events to B and never to A.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema';
import { unscopedDb } from '../src/platform/db';
import { startTestApp, type TestApp } from './harness';
import { changedParts, OPERATIONS, PUBLIC_OPERATIONS, seedCompany as seedCrawlCompany, snapshotCompany, type Ids } from './operations';
import { callRest, isHeadMirror, isStatic, REST_EXEMPT, REST_ROUTES } from './operations.rest';
import { subscribe, SUBSCRIPTIONS, until, whenLive } from './operations.subscriptions';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let bIds: Ids;
let aIds: Ids;

const seedCompany = (company: { token: string; companyId: number; userId: number }, tag: string) => seedCrawlCompany(app, company, tag);

const snapshotOf = (companyId: number) => snapshotCompany(app, companyId);

/** Texts only company B has (its name, main account, seeded names): none may appear in A's answers. */
const markersOfB = () => ['Company B', b.username, 'shop-b', 'CRAWL-SEED-b', 'crawl notice b'];
function expectNoMarkerOfB(what: string, text: string) {
  for (const m of markersOfB()) expect(text.includes(m), `${what} shows company B's "${m}": ${text.slice(0, 300)}`).toBe(false);
}

let wsUrl: string;
beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Company A');
  b = await app.company('Company B');
  aIds = await seedCompany(a, 'a');
  bIds = await seedCompany(b, 'b');
  // B's finished export gets a real file, so A's download attempt has something to find.
  const key = `exports/${b.companyId}/${bIds.reportJobId}.xlsx`;
  await app.platform.files.put(key, Buffer.from('PK crawl'));
  await unscopedDb(app.platform.database.prisma, 'test fixture').reportJob.update({
    where: { id: bIds.reportJobId },
    data: { fileKey: key, fileName: 'b.xlsx' },
  });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => app?.close());

describe('tenancy crawl: company A with company B ids', () => {
  it('covers every query and mutation of the schema', () => {
    const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())];
    const covered = new Set([...OPERATIONS.map((o) => o.field), ...PUBLIC_OPERATIONS]);
    expect(fields.filter((f) => !covered.has(f))).toEqual([]);
  });

  it('covers every subscription field of the schema', () => {
    const fields = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(0);
    const covered = new Set(SUBSCRIPTIONS.map((s) => s.field));
    expect(
      fields.filter((f) => !covered.has(f)),
      'subscription fields without an entry in operations.subscriptions.ts',
    ).toEqual([]);
  });

  it('covers every REST route the app registers', () => {
    const listed = new Set([...REST_ROUTES, ...REST_EXEMPT].map((r) => `${r.method} ${r.route}`));
    const routes = app.restRoutes.filter((r) => !isHeadMirror(app.restRoutes, r) && !isStatic(app, r));
    expect(routes.length).toBeGreaterThan(20);
    expect(
      routes.map((r) => `${r.method} ${r.url}`).filter((r) => !listed.has(r)),
      'REST routes without an entry in operations.rest.ts',
    ).toEqual([]);
    // and no entry for a route that is gone
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect([...listed].filter((r) => !registered.has(r))).toEqual([]);
  });

  it('never reveals or changes company B records', async () => {
    const before = await snapshotOf(b.companyId);
    const foreign = [bIds.subId, bIds.roleId, bIds.shopId];
    for (const op of OPERATIONS.filter((o) => o.field !== 'logout')) {
      const r = await app.gql(op.query, op.variables(bIds), { token: a.token });
      expect(r.body.errors, `${op.field}: ${JSON.stringify(r.body.errors)}`).toBeUndefined();
      const value = r.body.data[op.field];
      const text = JSON.stringify(value);
      if (['subAccount', 'role', 'shop'].includes(op.field)) expect(value, op.field).toBeNull();
      if (['subAccounts', 'roles', 'shops', 'operateLogs'].includes(op.field)) {
        const ids = value.edges.map((e: { node: { id: number } }) => e.node.id);
        // Ids are per-table sequences, so only compare within the same table.
        const foreignId = { subAccounts: bIds.subId, roles: bIds.roleId, shops: bIds.shopId, operateLogs: -1 }[op.field as 'roles'];
        expect(ids, op.field).not.toContain(foreignId);
      }
      if (
        ['updateSubAccount', 'setSubAccountStatus', 'resetSubAccountPassword', 'updateRole', 'deleteRole', 'reauthorizeShop', 'updateShop'].includes(op.field)
      ) {
        expect(value, op.field).toEqual({ __typename: 'NotFoundError', messageId: expect.stringMatching(/notFound$/) });
      }
      if (op.foreign === 'null') expect(value, op.field).toBeNull();
      if (op.foreign === 'notFound') expect(value, `${op.field}: ${text}`).toMatchObject({ __typename: 'NotFoundError' });
      if (op.foreign && typeof op.foreign === 'object') {
        // A connection, or a plain list of options.
        const rows: { id: number }[] = Array.isArray(value) ? value : value.edges.map((e: { node: { id: number } }) => e.node);
        expect(
          rows.map((r) => r.id),
          op.field,
        ).not.toContain(bIds[op.foreign.list]);
      }
      expectNoMarkerOfB(op.field, text);
      if (op.field === 'createSubAccount') expect(value.__typename, text).toBe('ValidationError');
      if (op.field === 'company') expect(value.id).toBe(a.companyId);
      if (op.field === 'session') expect(value.companyId).toBe(a.companyId);
      void foreign;
    }
    for (const entry of REST_ROUTES.filter((e) => !e.noTenancy)) {
      const what = `${entry.method} ${entry.route}`;
      const token = entry.ownSession ? await app.login(a.username) : a.token;
      const res = await callRest(app, await entry.call(bIds), token);
      expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      expectNoMarkerOfB(what, res.text);
      entry.foreign?.(res, bIds);
    }
    expect(changedParts(before, await snapshotOf(b.companyId)), "company B's records changed").toEqual([]);
    // The same calls by B reach B's records: the ids were real, so the checks above could fail.
    for (const entry of REST_ROUTES.filter((e) => e.own)) entry.own!(await callRest(app, await entry.call(bIds), b.token), bIds);
  });

  it('delivers no subscription event of company B to company A, and B receives it', async () => {
    for (const entry of SUBSCRIPTIONS) {
      const ofA = subscribe(wsUrl, entry.query, a.token);
      const ofB = subscribe(wsUrl, entry.query, b.token);
      try {
        await whenLive([
          { sub: ofA, probe: (e) => entry.probe(app, a, e) },
          { sub: ofB, probe: (e) => entry.probe(app, b, e) },
        ]);
        const tagB = `crawl-event-b-${entry.field}`;
        const tagA = `crawl-event-a-${entry.field}`;
        await entry.trigger(app, b, tagB);
        // A's own event after B's: once A has it, B's (published first on the same bus) would have arrived too.
        await entry.trigger(app, a, tagA);
        await until(() => JSON.stringify(ofA.received).includes(tagA) && JSON.stringify(ofB.received).includes(tagB));
        expect(JSON.stringify(ofB.received), `${entry.field}: B receives its own event`).toContain(tagB);
        expect(JSON.stringify(ofA.received), `${entry.field}: A receives its own event`).toContain(tagA);
        expect(JSON.stringify(ofA.received), `${entry.field}: A receives B's event`).not.toContain(tagB);
        expectNoMarkerOfB(entry.field, JSON.stringify(ofA.received));
      } finally {
        await Promise.all([ofA.client.dispose(), ofB.client.dispose()]);
      }
    }
  });

  it('refuses B shop ids and role ids on A own sub-account', async () => {
    const r = await app.gql(
      'mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename ... on ValidationError { fieldErrors { field } } } }',
      { i: { id: aIds.subId, allowShopIds: [bIds.shopId] } },
      { token: a.token },
    );
    expect(r.body.data.updateSubAccount).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'allowShopIds' }] });
    const r2 = await app.gql(
      'mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename ... on ValidationError { fieldErrors { field } } } }',
      { i: { id: aIds.subId, roleId: bIds.roleId } },
      { token: a.token },
    );
    expect(r2.body.data.updateSubAccount.fieldErrors).toEqual([{ field: 'roleId' }]);
  });

  it('scopes the data layer itself: a scoped client cannot read or write another company', async () => {
    const { scopedDb } = await import('../src/platform/db');
    const dbA = scopedDb(app.platform.database.prisma, a.companyId);
    expect(await dbA.shop.findUnique({ where: { id: bIds.shopId } })).toBeNull();
    expect(await dbA.shop.updateMany({ where: { id: bIds.shopId }, data: { alias: 'x' } })).toEqual({ count: 0 });
    expect(await dbA.user.count({ where: { companyId: b.companyId } })).toBe(await dbA.user.count());
    const created = await dbA.role.create({ data: { name: 'forced', companyId: b.companyId } });
    expect(created.companyId).toBe(a.companyId);
    await expect(dbA.company.findMany()).resolves.toHaveLength(1);
  });
});
