// Company A, holding every permission, aims every identity operation at company B's records:
// B's records are invisible ("not found" / null / absent from lists) and unchanged afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema';
import { unscopedDb } from '../src/platform/db';
import { startTestApp, type TestApp } from './harness';
import { OPERATIONS, PUBLIC_OPERATIONS, seedDomains, snapshotDomains, type Ids } from './operations';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let bIds: Ids;
let aIds: Ids;

async function seedCompany(company: { token: string; companyId: number; userId: number }, tag: string): Promise<Ids> {
  const token = company.token;
  const role = await app.gql('mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }', { i: { name: `role ${tag}`, permissions: ['shops'] } }, { token });
  const shop = await app.gql('mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }', { i: { platformType: 11, shopName: `shop-${tag}`, authCode: 'ok' } }, { token });
  const roleId = role.body.data.createRole.data.id;
  const shopId = shop.body.data.authorizeShop.data.id;
  const sub = await app.gql(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
    { i: { username: `sub_${tag}`, password: 'secret123', password2: 'secret123', realname: tag, roleId, allowShopIds: [shopId] } },
    { token },
  );
  const identity = { roleId, shopId, subId: sub.body.data.createSubAccount.data.id };
  return { ...(await seedDomains(app, company, tag)), ...identity } as Ids;
}

async function snapshotOf(companyId: number) {
  const db = unscopedDb(app.platform.database.prisma, 'test snapshot');
  const [company, users, roles, shops] = await Promise.all([
    db.company.findUnique({ where: { id: companyId } }),
    db.user.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    db.role.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    db.shop.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  ]);
  const sessions = await db.session.findMany({ where: { companyId }, select: { id: true, revokedAt: true }, orderBy: { id: 'asc' } });
  const domains = await snapshotDomains(db, companyId);
  return JSON.stringify({ company, users, roles, shops, sessions, domains });
}

beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Company A');
  b = await app.company('Company B');
  aIds = await seedCompany(a, 'a');
  bIds = await seedCompany(b, 'b');
});
afterAll(() => app?.close());

describe('tenancy crawl: company A with company B ids', () => {
  it('covers every query and mutation of the schema', () => {
    const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())];
    const covered = new Set([...OPERATIONS.map((o) => o.field), ...PUBLIC_OPERATIONS]);
    expect(fields.filter((f) => !covered.has(f))).toEqual([]);
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
      if (['updateSubAccount', 'setSubAccountStatus', 'resetSubAccountPassword', 'updateRole', 'deleteRole', 'reauthorizeShop', 'updateShop'].includes(op.field)) {
        expect(value, op.field).toEqual({ __typename: 'NotFoundError', messageId: expect.stringMatching(/notFound$/) });
      }
      if (op.foreign === 'null') expect(value, op.field).toBeNull();
      if (op.foreign === 'notFound') expect(value, `${op.field}: ${text}`).toMatchObject({ __typename: 'NotFoundError' });
      if (op.foreign && typeof op.foreign === 'object') {
        const listed = value.edges.map((e: { node: { id: number } }) => e.node.id);
        expect(listed, op.field).not.toContain(bIds[op.foreign.list]);
      }
      if (op.field === 'createSubAccount') expect(value.__typename, text).toBe('ValidationError');
      if (op.field === 'company') expect(value.id).toBe(a.companyId);
      if (op.field === 'session') expect(value.companyId).toBe(a.companyId);
      void foreign;
    }
    expect(await snapshotOf(b.companyId)).toBe(before);
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
    const created = await dbA.role.create({ data: { name: 'forced', companyId: b.companyId } as never });
    expect(created.companyId).toBe(a.companyId);
    await expect(dbA.company.findMany()).resolves.toHaveLength(1);
  });
});
