import { PLAN_LIMITS } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const COMPANY = '{ company { id name edition contact phone email address limits { shops accounts warehouses } usage { shops accounts warehouses } } }';
const ERR = `
  ... on Error { __typename messageId message }
  ... on ValidationError { fieldErrors { field message messageId } }
`;
const update = (input: Record<string, unknown>, token: string, lang?: string) =>
  app.gql(
    `mutation($i: UpdateCompanyInput!) { updateCompany(input: $i) { __typename ... on MutationUpdateCompanySuccess { data { id name contact phone email address } } ${ERR} } }`,
    { i: input },
    { token, lang },
  );

async function subAccount(username: string, permissions: string[]) {
  const role = await app.gql(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: `role of ${username}`, permissions } },
    { token: acme.token },
  );
  const r = await app.gql(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
    { i: { username, password: PASSWORD, password2: PASSWORD, realname: username, roleId: role.body.data.createRole.data.id } },
    { token: acme.token },
  );
  expect(r.body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
  return app.login(username);
}

worldsSuite(companyWorld, ['Acme'], (...s) => ([app, acme] = s));
beforeAll(async () => {
  other = await app.company('Other', { edition: 'flagship' });
});

describe('company query', () => {
  it('answers the own company with its plan limits and current usage', async () => {
    const r = await app.gql(COMPANY, {}, { token: acme.token });
    expect(r.body.data.company).toEqual({
      id: acme.companyId,
      name: 'Acme',
      edition: 'professional',
      contact: '',
      phone: '',
      email: '',
      address: '',
      limits: { shops: 30, accounts: 15, warehouses: 5 },
      usage: { shops: 0, accounts: 1, warehouses: 0 },
    });
    const f = await app.gql(COMPANY, {}, { token: other.token });
    expect(f.body.data.company).toMatchObject({ id: other.companyId, name: 'Other', edition: 'flagship', limits: PLAN_LIMITS.flagship });
  });

  it('usage follows shops and accounts of the own company only', async () => {
    for (const shopName of ['a', 'b']) {
      await app.gql(
        'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { __typename } }',
        { i: { platformType: 2, shopName, authCode: 'ok' } },
        { token: acme.token },
      );
    }
    await app.gql(
      'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { __typename } }',
      { i: { platformType: 2, shopName: 'x', authCode: 'ok' } },
      { token: other.token },
    );
    await subAccount('acme_viewer', ['company']);
    const r = await app.gql(COMPANY, {}, { token: acme.token });
    expect(r.body.data.company.usage).toEqual({ shops: 2, accounts: 2, warehouses: 0 });
    const o = await app.gql(COMPANY, {}, { token: other.token });
    expect(o.body.data.company.usage).toEqual({ shops: 1, accounts: 1, warehouses: 0 });
  });

  it('is open to every signed-in account, refused when signed out', async () => {
    const token = await app.login('acme_viewer');
    expect((await app.gql('{ company { id name } }', {}, { token })).body.data.company).toEqual({ id: acme.companyId, name: 'Acme' });
    const anon = await app.gql('{ company { id } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateCompany', () => {
  it('the main account changes the company details; the edition is not an input', async () => {
    const r = await update({ name: 'Acme GmbH', contact: 'Anna', phone: '+49 30-1234', email: 'office@acme.test', address: 'Hauptstr. 1, Berlin' }, acme.token);
    expect(r.body.data.updateCompany).toEqual({
      __typename: 'MutationUpdateCompanySuccess',
      data: { id: acme.companyId, name: 'Acme GmbH', contact: 'Anna', phone: '+49 30-1234', email: 'office@acme.test', address: 'Hauptstr. 1, Berlin' },
    });
    expect(await db().company.findUniqueOrThrow({ where: { id: acme.companyId } })).toMatchObject({
      name: 'Acme GmbH',
      email: 'office@acme.test',
      edition: 'professional',
    });
    // Only the given fields change.
    await update({ address: 'Nebenstr. 2' }, acme.token);
    expect(await db().company.findUniqueOrThrow({ where: { id: acme.companyId } })).toMatchObject({ name: 'Acme GmbH', address: 'Nebenstr. 2' });
    // The other company is untouched.
    expect((await db().company.findUniqueOrThrow({ where: { id: other.companyId } })).name).toBe('Other');
    const edition = await app.gql('mutation { updateCompany(input: { edition: flagship }) { __typename } }', {}, { token: acme.token });
    expect(edition.body.errors).toHaveLength(1);
    expect((await db().company.findUniqueOrThrow({ where: { id: acme.companyId } })).edition).toBe('professional');
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid e-mail address'],
    ['letters in the phone', { phone: '030-abc' }, 'phone', 'The phone number may contain only digits, +, - and spaces'],
    ['an empty name', { name: '   ' }, 'name', 'Name is required'],
  ])('refuses %s on its field, changing nothing', async (_n, input, field, message) => {
    const before = await db().company.findUniqueOrThrow({ where: { id: acme.companyId } });
    const r = await update({ contact: 'Changed', ...input }, acme.token, 'en');
    expect(r.body.data.updateCompany).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field, message }] });
    expect(await db().company.findUniqueOrThrow({ where: { id: acme.companyId } })).toEqual(before);
  });

  it('answers the bad e-mail in zh by default', async () => {
    const r = await update({ email: 'nope' }, acme.token);
    expect(r.body.data.updateCompany.fieldErrors[0]).toMatchObject({ field: 'email', message: '请输入正确的邮箱地址' });
  });

  it('needs company.update: a sub-account without it is refused, one with it may', async () => {
    const viewer = await app.login('acme_viewer');
    const before = await db().company.findUniqueOrThrow({ where: { id: acme.companyId } });
    const denied = await update({ name: 'Hijacked' }, viewer, 'en');
    expect(denied.body.errors[0]).toMatchObject({ message: 'You do not have the permission "company.update"', extensions: { code: 'FORBIDDEN' } });
    expect(await db().company.findUniqueOrThrow({ where: { id: acme.companyId } })).toEqual(before);

    const editor = await subAccount('acme_editor', ['company', 'company.update']);
    const ok = await update({ contact: 'Editor' }, editor);
    expect(ok.body.data.updateCompany.data.contact).toBe('Editor');
    expect((await db().company.findUniqueOrThrow({ where: { id: acme.companyId } })).contact).toBe('Editor');
  });
});
