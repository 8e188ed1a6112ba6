// A sub-account without a permission is refused every guarded operation, on the server; the same
// operation passes the permission check once its role grants exactly that permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema';
import { startTestApp, type TestApp } from './harness';
import { OPERATIONS, seedDomains, type Ids } from './operations';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let ids: Ids;

/** field name → the permission its authScopes demand (read from the schema, not restated). */
function guardedFields(): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const [name, field] of Object.entries(type.getFields())) {
      const scopes = (field.extensions?.pothosOptions as { authScopes?: { permission?: string } } | undefined)?.authScopes;
      if (scopes?.permission) out.set(name, scopes.permission);
    }
  }
  return out;
}

async function gqlOk<T = any>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
  const r = await app.gql(query, variables, { token: main.token });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data[field].data;
}

async function subAccountWith(permissions: string[]): Promise<{ token: string; roleId: number }> {
  const tag = Math.random().toString(36).slice(2, 9);
  const role = await gqlOk<{ id: number }>('mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }', { i: { name: `r ${tag}`, permissions } }, 'createRole');
  const username = `p_${tag}`;
  await gqlOk('mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }', { i: { username, password: 'secret123', password2: 'secret123', realname: tag, roleId: role.id } }, 'createSubAccount');
  return { token: await app.login(username), roleId: role.id };
}

/** Gives the role exactly these permissions (read again by the server on the next request). */
async function grant(roleId: number, permissions: string[]): Promise<void> {
  await gqlOk('mutation($id: Int!, $i: RoleInput!) { updateRole(id: $id, input: $i) { ... on MutationUpdateRoleSuccess { data { id } } } }', { id: roleId, i: { name: `granted ${roleId}`, permissions } }, 'updateRole');
}

beforeAll(async () => {
  app = await startTestApp();
  main = await app.company('Guarded Co', { edition: 'flagship' });
  const role = await gqlOk<{ id: number }>('mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }', { i: { name: 'target', permissions: [] } }, 'createRole');
  const shop = await gqlOk<{ id: number }>('mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }', { i: { platformType: 2, shopName: 'guarded', authCode: 'ok' } }, 'authorizeShop');
  const sub = await gqlOk<{ id: number }>('mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }', { i: { username: 'target_sub', password: 'secret123', password2: 'secret123', realname: 't' } }, 'createSubAccount');
  ids = { ...(await seedDomains(app, main, 'p')), roleId: role.id, shopId: shop.id, subId: sub.id } as Ids;
});
afterAll(() => app?.close());

describe('permission crawl', () => {
  it('every guarded field names a permission of the menu and has an operation to try', () => {
    const guarded = guardedFields();
    expect(guarded.size).toBeGreaterThanOrEqual(15);
    const known = new Set(OPERATIONS.map((o) => o.field));
    expect([...guarded.keys()].filter((f) => !known.has(f))).toEqual([]);
  });

  it('refuses each guarded operation to a sub-account lacking its permission, and lets it pass with it', async () => {
    const guarded = guardedFields();
    const nobody = (await subAccountWith([])).token;
    // One sub-account whose role is given exactly the permission under test before each call
    // (there are more permissions than the plan's 100 accounts).
    const allowed = await subAccountWith([]);
    let granted = '';
    for (const [field, permission] of [...guarded].sort((a, b) => a[1].localeCompare(b[1]))) {
      const op = OPERATIONS.find((o) => o.field === field)!;
      const denied = await app.gql(op.query, op.variables(ids), { token: nobody, lang: 'en' });
      expect(denied.body.errors?.[0]?.extensions, field).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied', permission });
      expect(denied.body.errors[0].message).toBe(`You do not have the permission "${permission}"`);

      if (granted !== permission) await grant(allowed.roleId, [(granted = permission)]);
      const passed = await app.gql(op.query, op.variables(ids), { token: allowed.token });
      const codes = (passed.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      expect(codes, `${field} with ${permission}: ${JSON.stringify(passed.body.errors)}`).not.toContain('FORBIDDEN');
    }
  });

  it('refuses anonymous callers every non-public operation', async () => {
    for (const op of OPERATIONS) {
      const r = await app.gql(op.query, op.variables(ids), {});
      expect(r.body.errors?.[0]?.extensions?.code, op.field).toBe('UNAUTHENTICATED');
    }
  });

  it('hides pages the role lacks from user/routes', async () => {
    const { token } = await subAccountWith(['shops']);
    const routes = await app.rest('user/routes', undefined, { token });
    const names: string[] = [];
    const walk = (nodes: { name: string; children: unknown[] }[]) => nodes.forEach((n) => (names.push(n.name), walk(n.children as never)));
    walk(routes.body.data.menu);
    expect(names).toContain('shops');
    expect(names).not.toContain('roles');
    expect(names).not.toContain('shop.authorize');
    expect(routes.body.data.permissions.sort()).toEqual(['bulletinList', 'changePassword', 'messageList', 'messageNoticeConfig', 'shops', 'user']);
  });
});
