// The permission and tenancy crawls with API clients as the callers (issue 17): every guarded
// GraphQL operation and REST route refuses a client whose scopes lack its permission (changing
// nothing) and lets it pass with exactly that scope; operations a client may never call are refused
// whatever its scopes; and a client of company A holding every scope reaches none of company B's
// records. Subscriptions are left to permissions.test.ts / tenancy.test.ts (people's sessions).
import { PERMISSION_NAME_LIST } from '@erp/schema';
import { getArgumentValues, Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema';
import { SESSION_ONLY_OPERATIONS } from '../src/modules/api-clients/api-clients.auth';
import { unscopedDb } from '../src/platform/db';
import { startTestApp, type TestApp } from './harness';
import { changedParts, OPERATIONS, seedCompany, snapshotCompany, type Ids } from './operations';
import { callRest, REST_ROUTES } from './operations.rest';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let aIds: Ids;
let bIds: Ids;
const db = () => unscopedDb(app.platform.database.prisma, 'test fixture');

type Scopes = { permission?: string };

/** field → the permission its authScopes demand (as permissions.test.ts reads them). */
function guardedFields(ids: Ids): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const [name, field] of Object.entries(type.getFields())) {
      let scopes = (field.extensions?.pothosOptions as { authScopes?: Scopes | ((p: unknown, a: unknown, c: unknown) => Scopes) } | undefined)?.authScopes;
      if (typeof scopes === 'function') {
        const op = OPERATIONS.find((o) => o.field === name);
        if (!op) continue;
        const node = (parse(op.query).definitions[0] as OperationDefinitionNode).selectionSet.selections.find(
          (n): n is FieldNode => n.kind === Kind.FIELD && n.name.value === name,
        )!;
        scopes = scopes(undefined, getArgumentValues(field, node, op.variables(ids)), {});
      }
      if (scopes?.permission) out.set(name, scopes.permission);
    }
  }
  return out;
}

/** A client of the company's main account with a budget no crawl exhausts. */
async function client(company: { token: string }, scopes: string[]): Promise<{ id: number; apiKey: string }> {
  const r = await app.gql(
    'mutation($i: CreateApiClientInput!) { createApiClient(input: $i) { __typename ... on MutationCreateApiClientSuccess { data { apiKey apiClient { id } } } } }',
    { i: { name: `crawler ${Math.random().toString(36).slice(2, 9)}`, scopes } },
    { token: company.token },
  );
  const data = r.body.data.createApiClient.data;
  await db().apiClient.update({ where: { id: data.apiClient.id }, data: { bucketSize: 1_000_000_000, restoreRate: 1_000_000 } });
  return { id: data.apiClient.id, apiKey: data.apiKey };
}

const errorsOf = (body: { errors?: { extensions?: { code?: string; messageId?: string } }[] }) => body.errors ?? [];

beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Company A', { edition: 'flagship' });
  b = await app.company('Company B', { edition: 'flagship' });
  aIds = await seedCompany(app, a, 'a');
  bIds = await seedCompany(app, b, 'b');
});
afterAll(() => app?.close());

describe('permission crawl with API client scopes', () => {
  it('refuses each guarded operation to a client lacking its scope, changing nothing, and lets it pass with the scope', async () => {
    // (permissions.test.ts fails for a guarded field without a crawl entry; here only the covered ones)
    const guarded = [...guardedFields(aIds)].filter(([f]) => OPERATIONS.some((o) => o.field === f)).sort((x, y) => x[1].localeCompare(y[1]));
    expect(guarded.length).toBeGreaterThan(100);
    // bulletinList is open to everyone anyway: a client holding it holds nothing guarded
    const nobody = await client(a, ['bulletinList']);
    const allowed = await client(a, ['bulletinList']);
    const guardedRest = REST_ROUTES.filter((e) => e.permission);

    const before = await snapshotCompany(app, a.companyId);
    for (const [field, permission] of guarded) {
      const op = OPERATIONS.find((o) => o.field === field)!;
      const denied = await app.gql(op.query, op.variables(aIds), { token: nobody.apiKey, lang: 'en' });
      const expected = SESSION_ONLY_OPERATIONS.has(field)
        ? { code: 'FORBIDDEN', messageId: 'apiClient.sessionOnly' }
        : { code: 'FORBIDDEN', messageId: 'permission.denied', permission };
      expect(errorsOf(denied.body)[0]?.extensions, `${field}: ${JSON.stringify(denied.body).slice(0, 300)}`).toMatchObject(expected);
    }
    for (const entry of guardedRest) {
      const denied = await callRest(app, await entry.call(aIds), nobody.apiKey);
      expect([denied.status, denied.body?.type], `${entry.method} ${entry.route}`).toEqual([403, 'noPermission']);
    }
    expect(changedParts(before, await snapshotCompany(app, a.companyId)), 'a refused call changed the company').toEqual([]);

    const grant = (scope: string) => db().apiClient.update({ where: { id: allowed.id }, data: { scopes: [scope] } });
    for (const [field, permission] of guarded) {
      await grant(permission);
      const op = OPERATIONS.find((o) => o.field === field)!;
      const passed = await app.gql(op.query, op.variables(aIds), { token: allowed.apiKey });
      const codes = errorsOf(passed.body).map((e) => e.extensions?.code);
      if (SESSION_ONLY_OPERATIONS.has(field)) {
        expect(errorsOf(passed.body)[0]?.extensions?.messageId, field).toBe('apiClient.sessionOnly');
        continue;
      }
      expect(codes, `${field} with ${permission}: ${JSON.stringify(passed.body.errors)}`).not.toContain('FORBIDDEN');
      expect(codes, field).not.toContain('UNAUTHENTICATED');
    }
    for (const entry of guardedRest) {
      await grant(entry.permission!);
      const passed = await callRest(app, await entry.call(aIds), allowed.apiKey);
      expect(passed.status, `${entry.method} ${entry.route} with ${entry.permission}: ${passed.text.slice(0, 300)}`).not.toBe(403);
      expect(passed.status).toBeLessThan(500);
    }
  }, 900_000);
});

describe('tenancy crawl with an API client of company A aimed at company B', () => {
  it('never reveals or changes company B records', async () => {
    const everything = await client(a, [...PERMISSION_NAME_LIST]);
    const before = await snapshotCompany(app, b.companyId);
    const markers = ['Company B', b.username, 'shop-b', 'CRAWL-SEED-b', 'crawl notice b'];
    for (const op of OPERATIONS.filter((o) => o.field !== 'logout')) {
      const r = await app.gql(op.query, op.variables(bIds), { token: everything.apiKey });
      const text = JSON.stringify(r.body);
      for (const m of markers) expect(text.includes(m), `${op.field} shows company B's "${m}": ${text.slice(0, 300)}`).toBe(false);
      if (SESSION_ONLY_OPERATIONS.has(op.field)) {
        expect(errorsOf(r.body)[0]?.extensions?.messageId, op.field).toBe('apiClient.sessionOnly');
        continue;
      }
      expect(r.body.errors, `${op.field}: ${JSON.stringify(r.body.errors)}`).toBeUndefined();
      const value = r.body.data[op.field];
      if (op.foreign === 'null') expect(value, op.field).toBeNull();
      if (op.foreign === 'notFound') expect(value, `${op.field}: ${JSON.stringify(value)}`).toMatchObject({ __typename: 'NotFoundError' });
      if (op.foreign && typeof op.foreign === 'object') {
        const rows: { id: number }[] = Array.isArray(value) ? value : value.edges.map((e: { node: { id: number } }) => e.node);
        expect(
          rows.map((row) => row.id),
          op.field,
        ).not.toContain(bIds[op.foreign.list]);
      }
      if (op.field === 'company') expect(value.id).toBe(a.companyId);
    }
    for (const entry of REST_ROUTES.filter((e) => !e.noTenancy && !e.ownSession)) {
      const res = await callRest(app, await entry.call(bIds), everything.apiKey);
      expect(res.status, `${entry.method} ${entry.route}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      for (const m of markers) expect(res.text.includes(m), `${entry.route} shows company B's "${m}"`).toBe(false);
      entry.foreign?.(res, bIds);
    }
    expect(changedParts(before, await snapshotCompany(app, b.companyId)), "company B's records changed").toEqual([]);
    // every call was A's: its usage and operate-log rows are A's, none of B's
    await app.platform.apiClients.usage.flush();
    expect(await db().apiClientUsage.count({ where: { apiClientId: everything.id, companyId: { not: a.companyId } } })).toBe(0);
    expect(await db().operateLog.count({ where: { apiClientId: everything.id, companyId: { not: a.companyId } } })).toBe(0);
    expect(await db().operateLog.count({ where: { apiClientId: everything.id } })).toBeGreaterThan(OPERATIONS.length / 2);
  }, 900_000);
});
