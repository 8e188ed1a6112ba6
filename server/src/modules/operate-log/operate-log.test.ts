import { describe, expect, it } from 'vitest';
import { companyWorld, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { redact } from './operate-log.service';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const logs = (companyId: number) => db().operateLog.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
const LIST = `query($f: OperateLogFilter, $first: Int, $after: String) {
  operateLogs(filter: $f, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id userId username action module detail success errorCode ip createdAt } }
  }
}`;
const list = async (variables: Record<string, unknown>, token = acme.token) => {
  const r = await app.gql(LIST, variables, { token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.operateLogs;
};
const createRole = (name: string, token = acme.token) =>
  app.gql('mutation($i: RoleInput!) { createRole(input: $i) { __typename } }', { i: { name, permissions: ['orders'] } }, { token });

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));

describe('recording', () => {
  it('a successful mutation records action, module, user and the arguments with passwords masked', async () => {
    const before = (await logs(acme.companyId)).length;
    const r = await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
      { i: { username: 'acme_logged', password: 'topsecret1', password2: 'topsecret1', realname: 'Logged', allowShopIds: [] } },
      { token: acme.token },
    );
    expect(r.body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
    const rows = await logs(acme.companyId);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ action: 'createSubAccount', module: 'accounts', userId: acme.userId, username: acme.username, success: true, errorCode: '' });
    expect(row.detail).toEqual({ input: { username: 'acme_logged', password: '***', password2: '***', realname: 'Logged', allowShopIds: [] } });
    expect(JSON.stringify(row.detail)).not.toContain('topsecret1');
  });

  it('masks the password of resetSubAccountPassword and the authorization code of authorizeShop too', async () => {
    const sub = await db().user.findUniqueOrThrow({ where: { username: 'acme_logged' } });
    await app.gql(
      'mutation($i: ResetSubAccountPasswordInput!) { resetSubAccountPassword(input: $i) { __typename } }',
      { i: { id: sub.id, password: 'another-pw1', password2: 'another-pw1' } },
      { token: acme.token },
    );
    await app.gql(
      'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { __typename } }',
      { i: { platformType: 1, shopName: 'shop-1', authCode: 'consent-secret' } },
      { token: acme.token },
    );
    const [reset, shop] = (await logs(acme.companyId)).slice(-2);
    expect(reset).toMatchObject({
      action: 'resetSubAccountPassword',
      module: 'accounts',
      success: true,
      detail: { input: { id: sub.id, password: '***', password2: '***' } },
    });
    expect(shop).toMatchObject({
      action: 'authorizeShop',
      module: 'shops',
      success: true,
      detail: { input: { platformType: 1, shopName: 'shop-1', authCode: '***' } },
    });
    expect(JSON.stringify([reset.detail, shop.detail])).not.toMatch(/another-pw1|consent-secret/);
  });

  it('a failed mutation records success false with the error code', async () => {
    expect((await createRole('Dup')).body.data.createRole.__typename).toBe('MutationCreateRoleSuccess');
    const dup = await createRole('Dup');
    expect(dup.body.data.createRole.__typename).toBe('ValidationError');
    const [ok, failed] = (await logs(acme.companyId)).slice(-2);
    expect(ok).toMatchObject({ action: 'createRole', module: 'roles', success: true, errorCode: '' });
    expect(failed).toMatchObject({
      action: 'createRole',
      module: 'roles',
      success: false,
      errorCode: 'validation.failed',
      username: acme.username,
      detail: { input: { name: 'Dup', permissions: ['orders'] } },
    });
    // A business rule refusal keeps its own message id.
    await app.gql(
      'mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename } }',
      { i: { id: acme.userId, realname: 'x' } },
      { token: acme.token },
    );
    expect((await logs(acme.companyId)).at(-1)).toMatchObject({ action: 'updateSubAccount', success: false, errorCode: 'account.mainAccountProtected' });
  });

  it('api/v1/logout records "POST logout"', async () => {
    const token = await app.login(acme.username);
    expect((await app.rest('logout', undefined, { token })).body.code).toBe(0);
    expect((await logs(acme.companyId)).at(-1)).toMatchObject({ action: 'POST logout', module: 'rest', userId: acme.userId, success: true });
  });

  it('login records action "login" for the company, failures too', async () => {
    const before = (await logs(acme.companyId)).length;
    await app.rest('login', { username: acme.username, password: PASSWORD }, { ip: '10.30.0.1' });
    await app.rest('login', { username: acme.username, password: 'wrong-pass' }, { ip: '10.30.0.2' });
    const rows = (await logs(acme.companyId)).slice(before);
    expect(rows.map((r) => [r.action, r.module, r.userId, r.success, r.errorCode, r.ip])).toEqual([
      ['login', 'auth', acme.userId, true, '', '10.30.0.1'],
      ['login', 'auth', acme.userId, false, 'auth.invalidCredentials', '10.30.0.2'],
    ]);
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toContain(PASSWORD);
  });

  it('queries are not recorded', async () => {
    const before = (await logs(acme.companyId)).length;
    await app.gql('{ roles { totalCount } me { id } }', {}, { token: acme.token });
    expect(await logs(acme.companyId)).toHaveLength(before);
  });

  it('redact masks secret keys at any depth and shortens long text', () => {
    expect(redact({ a: { oldPassword: 'x', list: [{ token: 't', code: 'c' }] }, note: 'y'.repeat(600) })).toEqual({
      a: { oldPassword: '***', list: [{ token: '***', code: '***' }] },
      note: `${'y'.repeat(500)}…`,
    });
  });
});

describe('operateLogs query', () => {
  it('lists newest first with totalCount', async () => {
    const rows = await logs(acme.companyId);
    const r = await list({ first: 100 });
    expect(r.totalCount).toBe(rows.length);
    expect(r.edges.map((e: any) => e.node.id)).toEqual(rows.map((x) => x.id).reverse());
    expect(r.edges[0].node).toMatchObject({ action: 'login', success: false, errorCode: 'auth.invalidCredentials' });
    const page = await list({ first: 2 });
    expect(page.edges.map((e: any) => e.node.id)).toEqual(
      rows
        .slice(-2)
        .map((x) => x.id)
        .reverse(),
    );
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await list({ first: 2, after: page.pageInfo.endCursor });
    expect(next.edges.map((e: any) => e.node.id)).toEqual(
      rows
        .slice(-4, -2)
        .map((x) => x.id)
        .reverse(),
    );
  });

  it('filters by success and action', async () => {
    const rows = await logs(acme.companyId);
    const failed = await list({ f: { success: false }, first: 100 });
    expect(failed.totalCount).toBe(rows.filter((x) => !x.success).length);
    expect(failed.totalCount).toBeGreaterThanOrEqual(3);
    expect(failed.edges.every((e: any) => e.node.success === false)).toBe(true);
    const roles = await list({ f: { action: 'createRole' } });
    expect(roles.totalCount).toBe(2);
    expect(roles.edges.map((e: any) => e.node.success)).toEqual([false, true]);
    const failedRoles = await list({ f: { action: 'createRole', success: false } });
    expect(failedRoles.totalCount).toBe(1);
    expect(failedRoles.edges[0].node).toMatchObject({ errorCode: 'validation.failed', module: 'roles', detail: { input: { name: 'Dup' } } });
    const logins = await list({ f: { action: 'login', success: true } });
    expect(logins.edges.every((e: any) => e.node.action === 'login' && e.node.success)).toBe(true);
    expect(logins.totalCount).toBe(rows.filter((x) => x.action === 'login' && x.success).length);
  });

  it('another company never sees these rows, and its own rows stay its own', async () => {
    await createRole('Theirs', other.token);
    const theirs = await list({ first: 100 }, other.token);
    const mine = new Set((await logs(acme.companyId)).map((x) => x.id));
    expect(theirs.edges.some((e: any) => mine.has(e.node.id))).toBe(false);
    expect(theirs.edges.every((e: any) => e.node.username === other.username)).toBe(true);
    expect(theirs.totalCount).toBe((await logs(other.companyId)).length);
    expect((await list({ f: { userId: acme.userId } }, other.token)).totalCount).toBe(0);
    const acmeList = await list({ first: 100 });
    expect(acmeList.edges.some((e: any) => e.node.action === 'createRole' && e.node.detail.input.name === 'Theirs')).toBe(false);
  });

  it('needs the operateLog permission', async () => {
    const token = await app.login('acme_logged', 'another-pw1');
    const r = await app.gql(LIST, {}, { token, lang: 'en' });
    expect(r.body.errors[0]).toMatchObject({ message: 'You do not have the permission "operateLog"', extensions: { code: 'FORBIDDEN' } });
  });
});
