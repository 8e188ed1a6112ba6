import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
let staffRoleId: number;
let otherRoleId: number;
let shopA: number;
let shopB: number;
let ipSeq = 0;
const nextIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const userCount = (companyId: number) => db().user.count({ where: { companyId } });

const ERR = `
  ... on Error { __typename messageId message }
  ... on ValidationError { fieldErrors { field message messageId } }
  ... on PlanLimitError { limit resource }
`;
const USER = 'id username realname phone email status isMain allowShopIds role { id name }';

async function createSub(token: string, input: Record<string, unknown>, lang?: string) {
  const r = await app.gql(
    `mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename ... on MutationCreateSubAccountSuccess { data { ${USER} } } ${ERR} } }`,
    { i: { password: PASSWORD, password2: PASSWORD, realname: 'Sub', ...input } },
    { token, lang },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createSubAccount;
}

async function createRole(token: string, name: string, permissions: string[]) {
  const r = await app.gql(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name, permissions } },
    { token },
  );
  return r.body.data.createRole.data.id as number;
}

async function authorizeShop(token: string, shopName: string) {
  const r = await app.gql(
    'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
    { i: { platformType: 1, shopName, authCode: 'ok' } },
    { token },
  );
  return r.body.data.authorizeShop.data.id as number;
}

const setStatus = (token: string, id: number, status: 'enabled' | 'disabled') =>
  app.gql(
    `mutation($id: Int!, $s: UserStatus!) { setSubAccountStatus(id: $id, status: $s) { __typename ... on MutationSetSubAccountStatusSuccess { data { id status } } ${ERR} } }`,
    { id, s: status },
    { token, lang: 'en' },
  );

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  staffRoleId = await createRole(acme.token, 'Shop staff', ['shops', 'accounts', 'user.create']);
  otherRoleId = await createRole(other.token, 'Foreign role', ['shops']);
  shopA = await authorizeShop(acme.token, 'acme-a');
  shopB = await authorizeShop(acme.token, 'acme-b');
});

describe('createSubAccount', () => {
  it('creates a sub-account with a role and shops that can sign in', async () => {
    const before = await userCount(acme.companyId);
    const r = await createSub(acme.token, {
      username: 'acme_staff',
      realname: 'Staff One',
      phone: '+86 138',
      email: 's@acme.test',
      roleId: staffRoleId,
      allowShopIds: [shopA],
    });
    expect(r).toEqual({
      __typename: 'MutationCreateSubAccountSuccess',
      data: {
        id: expect.any(Number),
        username: 'acme_staff',
        realname: 'Staff One',
        phone: '+86 138',
        email: 's@acme.test',
        status: 'enabled',
        isMain: false,
        allowShopIds: [shopA],
        role: { id: staffRoleId, name: 'Shop staff' },
      },
    });
    expect(await userCount(acme.companyId)).toBe(before + 1);
    const row = await db().user.findUniqueOrThrow({ where: { username: 'acme_staff' } });
    expect(row.companyId).toBe(acme.companyId);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(typeof (await app.login('acme_staff'))).toBe('string');
  });

  it('user/routes of a sub-account holds only what its role grants, plus the own profile pages', async () => {
    const token = await app.login('acme_staff');
    const r = await app.rest('user/routes', undefined, { token, lang: 'en' });
    expect(r.status).toBe(200);
    const data = r.body.data;
    expect(data).toMatchObject({ companyId: acme.companyId, isMain: false, allowShopIds: [shopA], realname: 'Staff One' });
    expect([...data.permissions].sort()).toEqual([
      'accounts',
      'bulletinList',
      'changePassword',
      'messageList',
      'messageNoticeConfig',
      'shops',
      'user',
      'user.create',
    ]);
    // Only the settings group keeps a child; every other system is gone.
    expect(data.menu.map((n: any) => n.name)).toEqual(['setting']);
    const setting = data.menu[0];
    expect(setting.component).toBe('rview');
    expect(setting.meta.title).toBe('Settings');
    expect(setting.children.map((n: any) => n.name)).toEqual([
      'shops',
      'accounts',
      'bulletinList',
      'messageList',
      'messageNoticeConfig',
      'user',
      'changePassword',
    ]);
    const byName = Object.fromEntries(setting.children.map((n: any) => [n.name, n]));
    expect(byName.accounts.children.map((n: any) => n.name)).toEqual(['user.create']);
    expect(byName.shops.children).toEqual([]); // shop.authorize and shop.update not granted
    expect(byName.user.children).toEqual([]);
  });

  it('refuses a duplicate username in the same company and one owned by another company, writing nothing', async () => {
    for (const username of ['acme_staff', other.username]) {
      const [mine, theirs] = [await userCount(acme.companyId), await userCount(other.companyId)];
      const r = await createSub(acme.token, { username }, 'en');
      expect(r.__typename).toBe('ValidationError');
      expect(r.fieldErrors).toEqual([{ field: 'username', messageId: 'auth.usernameTaken', message: `The username ${username} is already taken` }]);
      expect([await userCount(acme.companyId), await userCount(other.companyId)]).toEqual([mine, theirs]);
    }
  });

  it('refuses a password under 8 characters and passwords that differ, writing nothing', async () => {
    const before = await userCount(acme.companyId);
    const short = await createSub(acme.token, { username: 'acme_short', password: 'short1', password2: 'short1' }, 'en');
    expect(short.fieldErrors).toEqual([{ field: 'password', messageId: 'validation.passwordTooShort', message: 'The password must be at least 8 characters' }]);
    const differ = await createSub(acme.token, { username: 'acme_differ', password: 'longenough1', password2: 'longenough2' }, 'en');
    expect(differ.fieldErrors).toEqual([{ field: 'password2', messageId: 'validation.passwordMismatch', message: 'The two passwords do not match' }]);
    const zh = await createSub(acme.token, { username: 'acme_differ', password: 'longenough1', password2: 'longenough2' });
    expect(zh.fieldErrors[0].message).toBe('两次输入的密码不一致');
    expect(await userCount(acme.companyId)).toBe(before);
    expect(await db().user.count({ where: { username: { in: ['acme_short', 'acme_differ'] } } })).toBe(0);
  });

  it("refuses another company's role or shop as not found, writing nothing", async () => {
    const before = await userCount(acme.companyId);
    const role = await createSub(acme.token, { username: 'acme_foreign1', roleId: otherRoleId }, 'en');
    expect(role.fieldErrors).toEqual([{ field: 'roleId', messageId: 'account.roleNotFound', message: 'The role does not exist' }]);
    const otherShop = await authorizeShop(other.token, 'other-shop');
    const shop = await createSub(acme.token, { username: 'acme_foreign2', allowShopIds: [shopA, otherShop] }, 'en');
    expect(shop.fieldErrors).toEqual([{ field: 'allowShopIds', messageId: 'account.shopNotFound', message: 'One of the chosen shops does not exist' }]);
    expect(await userCount(acme.companyId)).toBe(before);
  });

  it('is refused to a sub-account without user.create', async () => {
    const role = await createRole(acme.token, 'Viewer', ['accounts']);
    await createSub(acme.token, { username: 'acme_viewer', roleId: role });
    const token = await app.login('acme_viewer');
    const before = await userCount(acme.companyId);
    const r = await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
      { i: { username: 'acme_sneaky', password: PASSWORD, password2: PASSWORD, realname: 'X' } },
      { token, lang: 'en' },
    );
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(r.body.errors[0].message).toBe('You do not have the permission "user.create"');
    expect(await userCount(acme.companyId)).toBe(before);
  });
});

describe('plan edition limit', () => {
  it('a standard company may hold 3 accounts including the main one; the 4th is refused in en and zh and nothing is written', async () => {
    const small = await app.company('Small', { edition: 'standard' });
    expect((await createSub(small.token, { username: 'small_1' })).__typename).toBe('MutationCreateSubAccountSuccess');
    expect((await createSub(small.token, { username: 'small_2' })).__typename).toBe('MutationCreateSubAccountSuccess');
    expect(await userCount(small.companyId)).toBe(3);
    const en = await createSub(small.token, { username: 'small_3' }, 'en');
    expect(en).toEqual({
      __typename: 'PlanLimitError',
      messageId: 'plan.limitReached',
      limit: 3,
      resource: 'accounts',
      message: 'Your Standard plan allows at most 3 accounts; please upgrade your plan to add more',
    });
    const zh = await createSub(small.token, { username: 'small_3' });
    expect(zh.message).toBe('您的标准版套餐最多允许 3 个账号，请升级套餐后再添加');
    expect(await userCount(small.companyId)).toBe(3);
    expect(await db().user.count({ where: { username: 'small_3' } })).toBe(0);
  });
});

describe('subAccounts list', () => {
  const LIST = `query($f: SubAccountFilter, $first: Int, $after: String) {
    subAccounts(filter: $f, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id username status isMain role { id } } } }
  }`;
  let listRole: number;
  const names = ['list_alpha', 'list_beta', 'list_gamma', 'list_delta'];

  beforeAll(async () => {
    listRole = await createRole(acme.token, 'Listers', ['orders']);
    for (const username of names) await createSub(acme.token, { username, realname: `Lister ${username}`, roleId: listRole });
    const gamma = await db().user.findUniqueOrThrow({ where: { username: 'list_gamma' } });
    expect((await setStatus(acme.token, gamma.id, 'disabled')).body.data.setSubAccountStatus.data.status).toBe('disabled');
  });

  const list = async (variables: Record<string, unknown>, token = acme.token) => {
    const r = await app.gql(LIST, variables, { token });
    expect(r.body.errors).toBeUndefined();
    return r.body.data.subAccounts;
  };

  it('filters by role, in id order, with totalCount', async () => {
    const r = await list({ f: { roleId: listRole } });
    expect(r.totalCount).toBe(4);
    expect(r.edges.map((e: any) => e.node.username)).toEqual(names);
  });

  it('filters by keyword on username and real name, case-insensitively', async () => {
    const r = await list({ f: { keyword: 'BETA' } });
    expect(r.totalCount).toBe(1);
    expect(r.edges.map((e: any) => e.node.username)).toEqual(['list_beta']);
    const byRealname = await list({ f: { keyword: 'lister list_d' } });
    expect(byRealname.edges.map((e: any) => e.node.username)).toEqual(['list_delta']);
  });

  it('filters by status', async () => {
    const disabled = await list({ f: { status: 'disabled', roleId: listRole } });
    expect(disabled.totalCount).toBe(1);
    expect(disabled.edges[0].node).toMatchObject({ username: 'list_gamma', status: 'disabled' });
    const enabled = await list({ f: { status: 'enabled', roleId: listRole } });
    expect(enabled.edges.map((e: any) => e.node.username)).toEqual(['list_alpha', 'list_beta', 'list_delta']);
  });

  it('pages with first/after; totalCount counts all matches', async () => {
    const p1 = await list({ f: { roleId: listRole }, first: 3 });
    expect(p1.totalCount).toBe(4);
    expect(p1.edges.map((e: any) => e.node.username)).toEqual(['list_alpha', 'list_beta', 'list_gamma']);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = await list({ f: { roleId: listRole }, first: 3, after: p1.pageInfo.endCursor });
    expect(p2.totalCount).toBe(4);
    expect(p2.edges.map((e: any) => e.node.username)).toEqual(['list_delta']);
    expect(p2.pageInfo.hasNextPage).toBe(false);
  });

  it("never lists another company's accounts", async () => {
    const all = await list({ first: 100 });
    const ids = all.edges.map((e: any) => e.node.id);
    expect(ids).not.toContain(other.userId);
    expect(all.totalCount).toBe(await userCount(acme.companyId));
    expect((await list({ f: { keyword: other.username } })).totalCount).toBe(0);
  });
});

describe('updateSubAccount', () => {
  it('changes real name, role and shops', async () => {
    const sub = await createSub(acme.token, { username: 'acme_upd', roleId: staffRoleId, allowShopIds: [shopA] });
    const otherStaff = await createRole(acme.token, 'Other staff', ['orders']);
    const r = await app.gql(
      `mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename ... on MutationUpdateSubAccountSuccess { data { ${USER} } } ${ERR} } }`,
      { i: { id: sub.data.id, realname: 'Renamed', phone: '123', roleId: otherStaff, allowShopIds: [shopA, shopB, shopB] } },
      { token: acme.token },
    );
    expect(r.body.data.updateSubAccount.data).toMatchObject({
      username: 'acme_upd',
      realname: 'Renamed',
      phone: '123',
      role: { id: otherStaff, name: 'Other staff' },
      allowShopIds: [shopA, shopB],
    });
    const row = await db().user.findUniqueOrThrow({ where: { id: sub.data.id } });
    expect(row).toMatchObject({ realname: 'Renamed', roleId: otherStaff, allowShopIds: [shopA, shopB] });
  });

  it('refuses an unknown role and an invalid e-mail, changing nothing', async () => {
    const sub = await db().user.findUniqueOrThrow({ where: { username: 'acme_upd' } });
    const q = `mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename ${ERR} } }`;
    const role = await app.gql(q, { i: { id: sub.id, realname: 'Nope', roleId: otherRoleId } }, { token: acme.token, lang: 'en' });
    expect(role.body.data.updateSubAccount.fieldErrors).toEqual([{ field: 'roleId', messageId: 'account.roleNotFound', message: 'The role does not exist' }]);
    const email = await app.gql(q, { i: { id: sub.id, realname: 'Nope', email: 'not-an-email' } }, { token: acme.token, lang: 'en' });
    expect(email.body.data.updateSubAccount.fieldErrors).toEqual([
      { field: 'email', messageId: 'validation.email', message: 'Please enter a valid e-mail address' },
    ]);
    expect(await db().user.findUniqueOrThrow({ where: { id: sub.id } })).toEqual(sub);
  });

  it('refuses to change the main account (BusinessError account.mainAccountProtected)', async () => {
    const before = await db().user.findUniqueOrThrow({ where: { id: acme.userId } });
    const r = await app.gql(
      `mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename ${ERR} } }`,
      { i: { id: acme.userId, realname: 'Hijacked', roleId: staffRoleId } },
      { token: acme.token, lang: 'en' },
    );
    expect(r.body.data.updateSubAccount).toEqual({
      __typename: 'BusinessError',
      messageId: 'account.mainAccountProtected',
      message: 'The main account cannot be changed here',
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: acme.userId } })).toEqual(before);
    // Disabling the main account is refused too.
    const s = await setStatus(acme.token, acme.userId, 'disabled');
    expect(s.body.data.setSubAccountStatus.messageId).toBe('account.mainAccountProtected');
    expect((await db().user.findUniqueOrThrow({ where: { id: acme.userId } })).status).toBe('enabled');
  });

  it("answers NotFoundError for another company's account", async () => {
    const r = await app.gql(
      `mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) { __typename ${ERR} } }`,
      { i: { id: other.userId, realname: 'Hijacked' } },
      { token: acme.token, lang: 'en' },
    );
    expect(r.body.data.updateSubAccount).toEqual({ __typename: 'NotFoundError', messageId: 'account.notFound', message: 'The sub-account does not exist' });
    expect((await db().user.findUniqueOrThrow({ where: { id: other.userId } })).realname).toBe('Other boss');
  });
});

describe('setSubAccountStatus', () => {
  it('disabling refuses the existing token and sign-in (en and zh); enabling lets it sign in again', async () => {
    const sub = await createSub(acme.token, { username: 'acme_dis', roleId: staffRoleId });
    const token = await app.login('acme_dis');
    expect((await app.rest('user/routes', undefined, { token })).status).toBe(200);

    const r = await setStatus(acme.token, sub.data.id, 'disabled');
    expect(r.body.data.setSubAccountStatus).toEqual({ __typename: 'MutationSetSubAccountStatusSuccess', data: { id: sub.data.id, status: 'disabled' } });
    const refused = await app.rest('user/routes', undefined, { token, lang: 'en' });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(401);

    const sessions = await db().session.count({ where: { userId: sub.data.id } });
    const en = await app.rest('login', { username: 'acme_dis', password: PASSWORD }, { lang: 'en', ip: nextIp() });
    expect(en.body).toMatchObject({ code: 1, message: 'This account has been disabled, please contact your main account' });
    const zh = await app.rest('login', { username: 'acme_dis', password: PASSWORD }, { ip: nextIp() });
    expect(zh.body).toMatchObject({ code: 1, message: '该账号已被禁用，请联系主账号' });
    expect(await db().session.count({ where: { userId: sub.data.id } })).toBe(sessions);

    const back = await setStatus(acme.token, sub.data.id, 'enabled');
    expect(back.body.data.setSubAccountStatus.data.status).toBe('enabled');
    const again = await app.login('acme_dis');
    expect((await app.rest('user/routes', undefined, { token: again })).body.code).toBe(0);
    // The token from before the disabling stays revoked.
    expect((await app.rest('user/routes', undefined, { token })).status).toBe(401);
  });
});

describe('resetSubAccountPassword', () => {
  const q = `mutation($i: ResetSubAccountPasswordInput!) { resetSubAccountPassword(input: $i) { __typename ... on MutationResetSubAccountPasswordSuccess { data { id } } ${ERR} } }`;

  it('sets a new password: the old one stops working and old sessions are revoked', async () => {
    const sub = await createSub(acme.token, { username: 'acme_reset' });
    const old = await app.login('acme_reset');
    const r = await app.gql(q, { i: { id: sub.data.id, password: 'brandnew99', password2: 'brandnew99' } }, { token: acme.token });
    expect(r.body.data.resetSubAccountPassword).toEqual({ __typename: 'MutationResetSubAccountPasswordSuccess', data: { id: sub.data.id } });
    expect((await app.rest('user/routes', undefined, { token: old })).status).toBe(401);
    const oldPw = await app.rest('login', { username: 'acme_reset', password: PASSWORD }, { lang: 'en', ip: nextIp() });
    expect(oldPw.body).toMatchObject({ code: 1, message: 'Wrong username or password' });
    const fresh = await app.login('acme_reset', 'brandnew99');
    expect((await app.rest('user/routes', undefined, { token: fresh })).body.code).toBe(0);
  });

  it('refuses a short password and the main account, changing nothing', async () => {
    const sub = await db().user.findUniqueOrThrow({ where: { username: 'acme_reset' } });
    const short = await app.gql(q, { i: { id: sub.id, password: 'x1', password2: 'x1' } }, { token: acme.token, lang: 'en' });
    expect(short.body.data.resetSubAccountPassword.fieldErrors[0]).toMatchObject({ field: 'password', message: 'The password must be at least 8 characters' });
    const differ = await app.gql(q, { i: { id: sub.id, password: 'longenough1', password2: 'longenough2' } }, { token: acme.token, lang: 'en' });
    expect(differ.body.data.resetSubAccountPassword.fieldErrors[0]).toMatchObject({ field: 'password2' });
    const main = await app.gql(q, { i: { id: acme.userId, password: 'takeover99', password2: 'takeover99' } }, { token: acme.token, lang: 'en' });
    expect(main.body.data.resetSubAccountPassword.messageId).toBe('account.mainAccountProtected');
    expect((await db().user.findUniqueOrThrow({ where: { id: sub.id } })).passwordHash).toBe(sub.passwordHash);
    expect((await app.rest('login', { username: acme.username, password: 'takeover99' }, { ip: nextIp() })).body.code).toBe(1);
  });
});
