import { DEFAULT_MENU, PERMISSION_NAMES, flattenMenu } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { companyWorld, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const roleRows = (companyId: number) => db().role.findMany({ where: { companyId }, orderBy: { id: 'asc' } });

const ERR = `
  ... on Error { __typename messageId message }
  ... on ValidationError { fieldErrors { field message messageId } }
`;
const ROLE = 'id name remark permissions accountCount';

const createRole = (input: Record<string, unknown>, opts: { token?: string; lang?: string } = {}) =>
  app
    .gql(
      `mutation($i: RoleInput!) { createRole(input: $i) { __typename ... on MutationCreateRoleSuccess { data { ${ROLE} } } ${ERR} } }`,
      { i: input },
      { token: acme.token, ...opts },
    )
    .then((r) => (expect(r.body.errors).toBeUndefined(), r.body.data.createRole));
const updateRole = (id: number, input: Record<string, unknown>, opts: { token?: string; lang?: string } = {}) =>
  app
    .gql(
      `mutation($id: Int!, $i: RoleInput!) { updateRole(id: $id, input: $i) { __typename ... on MutationUpdateRoleSuccess { data { ${ROLE} } } ${ERR} } }`,
      { id, i: input },
      { token: acme.token, ...opts },
    )
    .then((r) => (expect(r.body.errors).toBeUndefined(), r.body.data.updateRole));
const deleteRole = (id: number, opts: { token?: string; lang?: string } = {}) =>
  app
    .gql(
      `mutation($id: Int!) { deleteRole(id: $id) { __typename ... on MutationDeleteRoleSuccess { data { id name } } ${ERR} } }`,
      { id },
      { token: acme.token, ...opts },
    )
    .then((r) => (expect(r.body.errors).toBeUndefined(), r.body.data.deleteRole));

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));

describe('role CRUD', () => {
  let buyerId: number;

  it('createRole stores the name, remark and de-duplicated, sorted permissions', async () => {
    const before = (await roleRows(acme.companyId)).length;
    const r = await createRole({ name: 'Buyer', remark: 'purchasing team', permissions: ['purchaseOrder.create', 'purchaseOrder', 'purchaseOrder'] });
    expect(r).toEqual({
      __typename: 'MutationCreateRoleSuccess',
      data: { id: expect.any(Number), name: 'Buyer', remark: 'purchasing team', permissions: ['purchaseOrder', 'purchaseOrder.create'], accountCount: 0 },
    });
    buyerId = r.data.id;
    const rows = await roleRows(acme.companyId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ id: buyerId, companyId: acme.companyId, name: 'Buyer' });
  });

  it('roles lists the company roles with keyword filter and totalCount; role(id) reads one', async () => {
    await createRole({ name: 'Warehouse keeper', permissions: ['warehouses'] });
    await createRole({ name: 'Lister', permissions: ['ebayListing'] });
    const all = await app.gql('{ roles { totalCount edges { node { name } } } }', {}, { token: acme.token });
    expect(all.body.data.roles.totalCount).toBe(3);
    expect(all.body.data.roles.edges.map((e: any) => e.node.name)).toEqual(['Buyer', 'Warehouse keeper', 'Lister']);
    const kw = await app.gql(
      'query($f: RoleFilter) { roles(filter: $f) { totalCount edges { node { name } } } }',
      { f: { keyword: 'KEEP' } },
      { token: acme.token },
    );
    expect(kw.body.data.roles).toEqual({ totalCount: 1, edges: [{ node: { name: 'Warehouse keeper' } }] });
    const paged = await app.gql('{ roles(first: 2) { totalCount pageInfo { hasNextPage } edges { node { name } } } }', {}, { token: acme.token });
    expect(paged.body.data.roles).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(paged.body.data.roles.edges).toHaveLength(2);
    const one = await app.gql(`query($id: Int!) { role(id: $id) { ${ROLE} } }`, { id: buyerId }, { token: acme.token });
    expect(one.body.data.role).toMatchObject({ id: buyerId, name: 'Buyer', remark: 'purchasing team' });
  });

  it('another company neither lists nor reads nor changes these roles', async () => {
    const list = await app.gql('{ roles { totalCount } }', {}, { token: other.token });
    expect(list.body.data.roles.totalCount).toBe(0);
    const one = await app.gql('query($id: Int!) { role(id: $id) { id } }', { id: buyerId }, { token: other.token });
    expect(one.body.data.role).toBeNull();
    const upd = await updateRole(buyerId, { name: 'Stolen', permissions: [] }, { token: other.token, lang: 'en' });
    expect(upd).toEqual({ __typename: 'NotFoundError', messageId: 'role.notFound', message: 'The role does not exist' });
    const del = await deleteRole(buyerId, { token: other.token });
    expect(del.__typename).toBe('NotFoundError');
    expect((await db().role.findUniqueOrThrow({ where: { id: buyerId } })).name).toBe('Buyer');
  });

  it('updateRole changes name, remark and permissions', async () => {
    const r = await updateRole(buyerId, { name: 'Senior buyer', remark: '', permissions: ['purchaseOrder', 'purchaseOrder.audit'] });
    expect(r.data).toMatchObject({ id: buyerId, name: 'Senior buyer', remark: '', permissions: ['purchaseOrder', 'purchaseOrder.audit'] });
    expect(await db().role.findUniqueOrThrow({ where: { id: buyerId } })).toMatchObject({
      name: 'Senior buyer',
      permissions: ['purchaseOrder', 'purchaseOrder.audit'],
    });
  });

  it('refuses an unknown permission on field permissions, writing nothing', async () => {
    const before = await roleRows(acme.companyId);
    const en = await createRole({ name: 'Bad', permissions: ['orders', 'x.y'] }, { lang: 'en' });
    expect(en).toEqual({
      __typename: 'ValidationError',
      messageId: 'validation.failed',
      message: 'Please correct the highlighted fields',
      fieldErrors: [{ field: 'permissions', messageId: 'role.unknownPermission', message: 'Unknown permission: x.y' }],
    });
    const zh = await createRole({ name: 'Bad', permissions: ['x.y'] });
    expect(zh.fieldErrors[0].message).toBe('未知的权限：x.y');
    const upd = await updateRole(buyerId, { name: 'Senior buyer', permissions: ['orders', 'order'] }, { lang: 'en' });
    // 'order' is a group name, not a permission.
    expect(upd.fieldErrors).toEqual([{ field: 'permissions', messageId: 'role.unknownPermission', message: 'Unknown permission: order' }]);
    expect(await roleRows(acme.companyId)).toEqual(before);
  });

  it('refuses a duplicate name on field name (create and update), writing nothing', async () => {
    const before = await roleRows(acme.companyId);
    const dup = await createRole({ name: 'Lister', permissions: [] }, { lang: 'en' });
    expect(dup.fieldErrors).toEqual([{ field: 'name', messageId: 'role.nameTaken', message: 'A role named Lister already exists' }]);
    const upd = await updateRole(buyerId, { name: 'Lister', permissions: [] }, { lang: 'en' });
    expect(upd.fieldErrors).toEqual([{ field: 'name', messageId: 'role.nameTaken', message: 'A role named Lister already exists' }]);
    const empty = await createRole({ name: '  ', permissions: [] }, { lang: 'en' });
    expect(empty.fieldErrors).toEqual([{ field: 'name', messageId: 'validation.required', message: 'Name is required' }]);
    expect(await roleRows(acme.companyId)).toEqual(before);
    // The same name in another company is fine.
    expect((await createRole({ name: 'Lister', permissions: [] }, { token: other.token })).__typename).toBe('MutationCreateRoleSuccess');
  });

  it('counts accounts per role; a role still assigned is kept; an unassigned one is deleted', async () => {
    const r = await createRole({ name: 'Assigned', permissions: ['orders'] });
    const sub = await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename ... on MutationCreateSubAccountSuccess { data { id } } } }',
      { i: { username: 'acme_assigned', password: PASSWORD, password2: PASSWORD, realname: 'A', roleId: r.data.id } },
      { token: acme.token },
    );
    expect(sub.body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
    const counted = await app.gql('query($id: Int!) { role(id: $id) { accountCount } }', { id: r.data.id }, { token: acme.token });
    expect(counted.body.data.role.accountCount).toBe(1);

    const en = await deleteRole(r.data.id, { lang: 'en' });
    expect(en).toEqual({ __typename: 'BusinessError', messageId: 'role.inUse', message: 'The role is assigned to 1 accounts; assign them another role first' });
    const zh = await deleteRole(r.data.id);
    expect(zh.message).toBe('该角色已分配给 1 个账号，请先为它们分配其他角色');
    expect(await db().role.findUnique({ where: { id: r.data.id } })).not.toBeNull();

    const free = await createRole({ name: 'Temporary', permissions: [] });
    expect(await deleteRole(free.data.id)).toEqual({ __typename: 'MutationDeleteRoleSuccess', data: { id: free.data.id, name: 'Temporary' } });
    expect(await db().role.findUnique({ where: { id: free.data.id } })).toBeNull();
    expect((await deleteRole(free.data.id, { lang: 'en' })).messageId).toBe('role.notFound');
  });

  it('a sub-account without role permissions is refused', async () => {
    const token = await app.login('acme_assigned');
    const before = await roleRows(acme.companyId);
    const list = await app.gql('{ roles { totalCount } }', {}, { token, lang: 'en' });
    expect(list.body.errors[0]).toMatchObject({ message: 'You do not have the permission "roles"', extensions: { code: 'FORBIDDEN' } });
    const create = await app.gql('mutation { createRole(input: { name: "Mine", permissions: [] }) { __typename } }', {}, { token });
    expect(create.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await roleRows(acme.companyId)).toEqual(before);
  });
});

describe('permissionTree', () => {
  const TREE = '{ permissionTree { name title kind component hidden children { name title kind hidden children { name title kind hidden } } } }';
  const walk = (nodes: any[], out: any[] = []) => {
    for (const n of nodes) {
      out.push(n);
      walk(n.children ?? [], out);
    }
    return out;
  };

  it('returns the whole tree with titles in the requested language', async () => {
    const en = await app.gql(TREE, {}, { token: acme.token, lang: 'en' });
    const tree = en.body.data.permissionTree;
    expect(tree.map((n: any) => n.name)).toEqual(['order', 'published', 'purchase', 'warehouse', 'logistics', 'data', 'finance', 'setting']);
    const setting = tree.find((n: any) => n.name === 'setting');
    expect(setting).toMatchObject({ title: 'Settings', kind: 'group', component: 'rview' });
    const accounts = setting.children.find((n: any) => n.name === 'accounts');
    expect(accounts.title).toBe('Sub-accounts');
    expect(accounts.children.map((n: any) => [n.name, n.title, n.kind, n.hidden])).toEqual([
      ['user.create', 'Create sub-accounts', 'action', true],
      ['user.update', 'Edit sub-accounts', 'action', true],
      ['user.disable', 'Enable or disable sub-accounts', 'action', true],
      ['user.resetPassword', 'Reset sub-account passwords', 'action', true],
    ]);
    // Every permission a role may hold appears exactly once.
    const leaves = walk(tree)
      .filter((n) => n.kind !== 'group')
      .map((n) => n.name);
    expect(leaves.sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(walk(tree)).toHaveLength(flattenMenu().length);

    const zh = await app.gql(TREE, {}, { token: acme.token });
    expect(zh.body.data.permissionTree.find((n: any) => n.name === 'setting').title).toBe('设置');
    const cn = await app.gql(TREE, {}, { token: acme.token, lang: 'cn' });
    expect(cn.body.data.permissionTree[0].title).toBe('订单');
  });

  it('is the same whole tree for a sub-account without permissions, and refused when signed out', async () => {
    const token = await app.login('acme_assigned');
    const sub = await app.gql('{ permissionTree { name } }', {}, { token });
    expect(sub.body.data.permissionTree.map((n: { name: string }) => n.name)).toEqual(DEFAULT_MENU.map((m) => m.name));
    const anon = await app.gql('{ permissionTree { name } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('page-number paging (offset)', () => {
  it('skips rows from the start and keeps totalCount; a negative offset is refused', async () => {
    const c = await app.company('Paging Co');
    for (let i = 1; i <= 5; i++) {
      await app.gql('mutation($i: RoleInput!) { createRole(input: $i) { __typename } }', { i: { name: `role ${i}`, permissions: [] } }, { token: c.token });
    }
    const page = await app.gql('{ roles(first: 2, offset: 2) { totalCount pageInfo { hasNextPage } edges { node { name } } } }', {}, { token: c.token });
    expect(page.body.data.roles).toEqual({
      totalCount: 5,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { name: 'role 3' } }, { node: { name: 'role 4' } }],
    });
    const last = await app.gql('{ roles(first: 2, offset: 4) { pageInfo { hasNextPage } edges { node { name } } } }', {}, { token: c.token });
    expect(last.body.data.roles).toEqual({ pageInfo: { hasNextPage: false }, edges: [{ node: { name: 'role 5' } }] });
    const bad = await app.gql('{ roles(first: 2, offset: -1) { totalCount } }', {}, { token: c.token, lang: 'en' });
    expect(bad.body.errors[0]).toMatchObject({ message: 'The page offset must be a whole number from 0', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
