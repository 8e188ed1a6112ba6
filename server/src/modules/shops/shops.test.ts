import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { secretBox } from '../../platform/secret-box';
import { isSealed, openCredential, sealPlainShopCredentials } from './shops.credentials';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const shopRows = (companyId: number) => db().shop.findMany({ where: { companyId }, orderBy: { id: 'asc' } });

const ERR = `
  ... on Error { __typename messageId message }
  ... on ValidationError { fieldErrors { field message messageId } }
  ... on PlanLimitError { limit resource }
`;
const SHOP =
  'id platformType platform platformLabel shopName alias site status authTime authExpireAt authFailReason platformRate transferRate vatRate euTaxNumber euTaxType';

type Opts = { token?: string; lang?: string };
async function authorize(input: Record<string, unknown>, opts: Opts = {}) {
  const r = await app.gql(
    `mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { __typename ... on MutationAuthorizeShopSuccess { data { ${SHOP} } } ${ERR} } }`,
    { i: { platformType: 1, authCode: 'consent-ok', ...input } },
    { token: acme.token, ...opts },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data.authorizeShop;
}
async function updateShop(input: Record<string, unknown>, opts: Opts = {}) {
  const r = await app.gql(
    `mutation($i: UpdateShopInput!) { updateShop(input: $i) { __typename ... on MutationUpdateShopSuccess { data { ${SHOP} } } ${ERR} } }`,
    { i: input },
    { token: acme.token, ...opts },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data.updateShop;
}
async function shops(variables: Record<string, unknown> = {}, opts: Opts = {}) {
  return app.gql(
    'query($f: ShopFilter, $first: Int, $after: String) { shops(filter: $f, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id shopName status platformType } } } }',
    variables,
    { token: acme.token, ...opts },
  );
}

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));

let ebayA: number;
let ebayB: number;
let amazonDenied: number;

describe('authorizeShop (sandbox connector)', () => {
  it('authorizes with any code but "denied": status 1, authTime set, credential stored but never exposed', async () => {
    const before = Date.now();
    const r = await authorize({ shopName: 'acme-ebay-a', alias: 'Main eBay', site: 'DE' }, { lang: 'en' });
    expect(r.__typename).toBe('MutationAuthorizeShopSuccess');
    expect(r.data).toMatchObject({
      platformType: 1,
      platform: 'ebay',
      platformLabel: 'eBay',
      shopName: 'acme-ebay-a',
      alias: 'Main eBay',
      site: 'DE',
      status: 1,
      authFailReason: '',
      platformRate: '0',
      transferRate: '0',
      vatRate: '0',
      euTaxType: '',
    });
    const authTime = new Date(r.data.authTime).getTime();
    expect(authTime).toBeGreaterThanOrEqual(before - 1000);
    expect(authTime).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(r.data.authExpireAt).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    ebayA = r.data.id;
    const row = await db().shop.findUniqueOrThrow({ where: { id: ebayA } });
    expect(row).toMatchObject({ companyId: acme.companyId, status: 1 });
    // stored sealed (ENCRYPTION_KEY); the clear credential is the connector's sbx_ token
    expect(row.authToken).toMatch(/^v1\./);
    expect(openCredential(secretBox(app.platform.config), row.authToken)).toMatch(/^sbx_[0-9a-f]{64}$/);
    ebayB = (await authorize({ shopName: 'acme-ebay-b' })).data.id;
  });

  it('records a refused code as status 4 with the reason in the caller language', async () => {
    const before = (await shopRows(acme.companyId)).length;
    const r = await authorize({ platformType: 2, shopName: 'acme-amazon', authCode: 'denied' }, { lang: 'en' });
    expect(r.data).toMatchObject({
      platformType: 2,
      platform: 'amazon',
      platformLabel: 'Amazon',
      status: 4,
      authTime: null,
      authExpireAt: null,
      authFailReason: 'the marketplace refused the authorization code',
    });
    amazonDenied = r.data.id;
    expect(await shopRows(acme.companyId)).toHaveLength(before + 1);
    const row = await db().shop.findUniqueOrThrow({ where: { id: amazonDenied } });
    expect(row).toMatchObject({ status: 4, authToken: '', authFailReason: 'shop.authDenied' });
    const zh = await app.gql('query($id: Int!) { shop(id: $id) { authFailReason } }', { id: amazonDenied }, { token: acme.token });
    expect(zh.body.data.shop.authFailReason).toBe('平台拒绝了该授权码');
  });

  it('refuses an unknown platformType, an empty name and a duplicate name, writing nothing', async () => {
    const before = await shopRows(acme.companyId);
    const unknown = await authorize({ platformType: 3, shopName: 'nowhere' }, { lang: 'en' });
    expect(unknown).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'platformType', messageId: 'validation.platformType', message: 'Unknown marketplace' }],
    });
    const empty = await authorize({ shopName: ' ' }, { lang: 'en' });
    expect(empty.fieldErrors).toEqual([{ field: 'shopName', messageId: 'validation.required', message: 'Shop name is required' }]);
    const dup = await authorize({ shopName: 'acme-ebay-a' }, { lang: 'en' });
    expect(dup.fieldErrors).toEqual([{ field: 'shopName', messageId: 'shop.nameTaken', message: 'The eBay shop acme-ebay-a already exists' }]);
    expect(await shopRows(acme.companyId)).toEqual(before);
    // The same name on another marketplace, or in another company, is fine.
    expect((await authorize({ platformType: 4, shopName: 'acme-ebay-a' })).data.platform).toBe('otto');
    expect((await authorize({ shopName: 'acme-ebay-a' }, { token: other.token })).__typename).toBe('MutationAuthorizeShopSuccess');
  });
});

describe('shops list', () => {
  it('lists the company shops in id order with totalCount and paging', async () => {
    const all = await shops({ first: 2 });
    expect(all.body.data.shops.totalCount).toBe(4);
    expect(all.body.data.shops.edges.map((e: any) => e.node.shopName)).toEqual(['acme-ebay-a', 'acme-ebay-b']);
    expect(all.body.data.shops.pageInfo.hasNextPage).toBe(true);
    const next = await shops({ first: 2, after: all.body.data.shops.pageInfo.endCursor });
    expect(next.body.data.shops.edges.map((e: any) => e.node.shopName)).toEqual(['acme-amazon', 'acme-ebay-a']);
    expect(next.body.data.shops.edges[1].node.platformType).toBe(4);
    // The other company's shop of the same name is not listed.
    expect((await shops({ f: { keyword: 'acme-ebay-a' } })).body.data.shops.totalCount).toBe(2);
  });

  it('filters by status 4 and by platformType', async () => {
    const failed = await shops({ f: { status: 4 } });
    expect(failed.body.data.shops).toMatchObject({ totalCount: 1, edges: [{ node: { id: amazonDenied, status: 4 } }] });
    const ebay = await shops({ f: { platformType: 1 } });
    expect(ebay.body.data.shops.totalCount).toBe(2);
    expect(ebay.body.data.shops.edges.map((e: any) => e.node.id)).toEqual([ebayA, ebayB]);
    const none = await shops({ f: { platformType: 1, status: 4 } });
    expect(none.body.data.shops).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('refuses an invalid status filter with an error and no data', async () => {
    const r = await shops({ f: { status: 9 } }, { lang: 'en' });
    expect(r.body.data).toBeNull();
    expect(r.body.errors[0]).toMatchObject({
      message: 'Unknown shop status',
      extensions: {
        code: 'BAD_USER_INPUT',
        messageId: 'validation.failed',
        fieldErrors: [{ field: 'status', messageId: 'validation.shopStatus', message: 'Unknown shop status' }],
      },
    });
    const zh = await shops({ f: { status: -1 } });
    expect(zh.body.errors[0].message).toBe('未知的店铺状态');
  });
});

describe('reauthorizeShop', () => {
  const q = `mutation($i: ReauthorizeShopInput!) { reauthorizeShop(input: $i) { __typename ... on MutationReauthorizeShopSuccess { data { ${SHOP} } } ${ERR} } }`;

  it('a refused code keeps status 4; a good one turns the shop to status 1 and clears the reason', async () => {
    const still = await app.gql(q, { i: { id: amazonDenied, authCode: 'DENIED' } }, { token: acme.token, lang: 'en' });
    expect(still.body.data.reauthorizeShop.data).toMatchObject({ status: 4, authFailReason: 'the marketplace refused the authorization code' });
    const r = await app.gql(q, { i: { id: amazonDenied, authCode: 'second-try' } }, { token: acme.token });
    expect(r.body.data.reauthorizeShop.data).toMatchObject({ id: amazonDenied, status: 1, authFailReason: '' });
    expect(r.body.data.reauthorizeShop.data.authTime).not.toBeNull();
    const row = await db().shop.findUniqueOrThrow({ where: { id: amazonDenied } });
    expect(row).toMatchObject({ status: 1, authFailReason: '' });
    expect(openCredential(secretBox(app.platform.config), row.authToken)).toMatch(/^sbx_/);
    expect((await shops({ f: { status: 4 } })).body.data.shops.totalCount).toBe(0);
  });

  it("answers NotFoundError for another company's shop", async () => {
    const theirs = await db().shop.findFirstOrThrow({ where: { companyId: other.companyId } });
    const r = await app.gql(q, { i: { id: theirs.id, authCode: 'x' } }, { token: acme.token, lang: 'en' });
    expect(r.body.data.reauthorizeShop).toEqual({ __typename: 'NotFoundError', messageId: 'shop.notFound', message: 'The shop does not exist' });
    expect(await db().shop.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(theirs);
  });
});

describe('updateShop', () => {
  it('renames, sets alias, rates as strings and the EU tax settings', async () => {
    const renamed = {
      shopName: 'acme-ebay-renamed',
      alias: 'Renamed',
      platformRate: '19.5',
      transferRate: '0.25',
      vatRate: '100',
      euTaxType: 'IOSS',
      euTaxNumber: 'IM1234567890',
    };
    const r = await updateShop({ id: ebayA, ...renamed });
    expect(r.__typename).toBe('MutationUpdateShopSuccess');
    expect(r.data).toMatchObject(renamed);
    const row = await db().shop.findUniqueOrThrow({ where: { id: ebayA } });
    expect(row.platformRate.toString()).toBe('19.5');
    expect(row.transferRate.toString()).toBe('0.25');
    // Only what is sent changes.
    const partial = await updateShop({ id: ebayA, euTaxType: '' });
    expect(partial.data).toMatchObject({ shopName: 'acme-ebay-renamed', platformRate: '19.5', euTaxType: '' });
  });

  it('refuses a name another shop of the same marketplace holds, changing nothing', async () => {
    const before = await shopRows(acme.companyId);
    const r = await updateShop({ id: ebayB, shopName: 'acme-ebay-renamed', alias: 'x' }, { lang: 'en' });
    expect(r).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'shopName', messageId: 'shop.nameTaken', message: 'The eBay shop acme-ebay-renamed already exists' }],
    });
    expect(await shopRows(acme.companyId)).toEqual(before);
    // Keeping the own name is not a clash.
    expect((await updateShop({ id: ebayB, shopName: 'acme-ebay-b' })).__typename).toBe('MutationUpdateShopSuccess');
  });

  it.each([
    ['platformRate', '101'],
    ['platformRate', '1.234'],
    ['vatRate', '-1'],
    ['transferRate', 'abc'],
  ])('refuses %s %s with the rate message, changing nothing', async (field, value) => {
    const before = await shopRows(acme.companyId);
    const r = await updateShop({ id: ebayA, [field]: value }, { lang: 'en' });
    expect(r.fieldErrors).toEqual([{ field, messageId: 'validation.rate', message: 'The rate must be a number from 0 to 100 with at most 2 decimals' }]);
    expect(await shopRows(acme.companyId)).toEqual(before);
  });

  it('answers the rate message in zh', async () => {
    const r = await updateShop({ id: ebayA, vatRate: '1.234' });
    expect(r.fieldErrors[0].message).toBe('费率须为 0 到 100 之间的数字，最多两位小数');
  });

  it("accepts only '', 'VAT', 'IOSS' and 'OSS' as euTaxType", async () => {
    for (const t of ['VAT', 'OSS', 'IOSS', '']) expect((await updateShop({ id: ebayA, euTaxType: t })).data.euTaxType).toBe(t);
    const before = await shopRows(acme.companyId);
    for (const t of ['GST', 'vat']) {
      const r = await updateShop({ id: ebayA, euTaxType: t }, { lang: 'en' });
      expect(r.fieldErrors).toEqual([{ field: 'euTaxType', messageId: 'validation.euTaxType', message: 'Unknown EU tax number type' }]);
    }
    expect(await shopRows(acme.companyId)).toEqual(before);
  });

  it("answers NotFoundError for another company's shop and changes nothing", async () => {
    const theirs = await db().shop.findFirstOrThrow({ where: { companyId: other.companyId } });
    const r = await updateShop({ id: theirs.id, shopName: 'stolen' }, { lang: 'en' });
    expect(r.__typename).toBe('NotFoundError');
    expect(await db().shop.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(theirs);
  });

  it("refuses another company's warehouse and an unknown one as returnWarehouseId alike, writing nothing (issue 17)", async () => {
    const own = await db().warehouse.create({ data: { companyId: acme.companyId, name: 'Acme returns', code: 'ACME-RET' } });
    const theirs = await db().warehouse.create({ data: { companyId: other.companyId, name: 'Other returns', code: 'OTHER-RET' } });
    const before = await db().shop.findUniqueOrThrow({ where: { id: ebayA } });
    const refused = {
      __typename: 'ValidationError',
      messageId: 'validation.failed',
      fieldErrors: [expect.objectContaining({ field: 'returnWarehouseId', messageId: 'warehouse.notFound' })],
    };
    expect(await updateShop({ id: ebayA, shopName: 'renamed', returnWarehouseId: theirs.id }, { lang: 'en' })).toMatchObject(refused);
    expect(await updateShop({ id: ebayA, shopName: 'renamed', returnWarehouseId: 999_999 }, { lang: 'en' })).toMatchObject(refused);
    expect(await db().shop.findUniqueOrThrow({ where: { id: ebayA } })).toEqual(before);
    const ok = await updateShop({ id: ebayA, returnWarehouseId: own.id });
    expect(ok.__typename).toBe('MutationUpdateShopSuccess');
    expect((await db().shop.findUniqueOrThrow({ where: { id: ebayA } })).returnWarehouseId).toBe(own.id);
    expect((await updateShop({ id: ebayA, returnWarehouseId: null })).__typename).toBe('MutationUpdateShopSuccess');
    expect((await db().shop.findUniqueOrThrow({ where: { id: ebayA } })).returnWarehouseId).toBeNull();
  });
});

describe('plan edition limit', () => {
  it('a standard company may hold 5 shops; the 6th is refused and nothing is written', async () => {
    const small = await app.company('Small', { edition: 'standard' });
    for (let i = 1; i <= 4; i++) expect((await authorize({ shopName: `small-${i}` }, { token: small.token })).data.status).toBe(1);
    // A shop whose authorization failed still counts.
    expect((await authorize({ shopName: 'small-5', authCode: 'denied' }, { token: small.token })).data.status).toBe(4);
    const r = await authorize({ shopName: 'small-6' }, { token: small.token, lang: 'en' });
    expect(r).toEqual({
      __typename: 'PlanLimitError',
      messageId: 'plan.limitReached',
      limit: 5,
      resource: 'shops',
      message: 'Your Standard plan allows at most 5 shops; please upgrade your plan to add more',
    });
    const zh = await authorize({ shopName: 'small-6' }, { token: small.token });
    expect(zh.message).toBe('您的标准版套餐最多允许 5 个店铺，请升级套餐后再添加');
    expect(await db().shop.count({ where: { companyId: small.companyId } })).toBe(5);
    const usage = await app.gql('{ company { usage { shops } limits { shops } } }', {}, { token: small.token });
    expect(usage.body.data.company).toEqual({ usage: { shops: 5 }, limits: { shops: 5 } });
  });
});

describe('sub-account with allowShopIds', () => {
  let token: string;

  beforeAll(async () => {
    const role = await app.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
      { i: { name: 'Shop keeper', permissions: ['shops', 'shop.update', 'shop.authorize'] } },
      { token: acme.token },
    );
    const sub = await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
      {
        i: {
          username: 'acme_keeper',
          password: PASSWORD,
          password2: PASSWORD,
          realname: 'Keeper',
          roleId: role.body.data.createRole.data.id,
          allowShopIds: [ebayA],
        },
      },
      { token: acme.token },
    );
    expect(sub.body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
    token = await app.login('acme_keeper');
  });

  it('sees only its allowed shop in the list', async () => {
    const r = await shops({}, { token });
    expect(r.body.data.shops).toMatchObject({ totalCount: 1, edges: [{ node: { id: ebayA } }] });
    expect((await shops({ f: { platformType: 1 } }, { token })).body.data.shops.totalCount).toBe(1);
  });

  it('gets null for shop(id) of a shop outside its list, the shop itself for its own', async () => {
    const own = await app.gql('query($id: Int!) { shop(id: $id) { id } }', { id: ebayA }, { token });
    expect(own.body.data.shop).toEqual({ id: ebayA });
    const b = await app.gql('query($id: Int!) { shop(id: $id) { id } }', { id: ebayB }, { token });
    expect(b.body.errors).toBeUndefined();
    expect(b.body.data.shop).toBeNull();
  });

  it('updateShop and reauthorizeShop on a shop outside its list answer NotFoundError and change nothing', async () => {
    const before = await shopRows(acme.companyId);
    const r = await updateShop({ id: ebayB, alias: 'mine now' }, { token, lang: 'en' });
    expect(r).toEqual({ __typename: 'NotFoundError', messageId: 'shop.notFound', message: 'The shop does not exist' });
    const re = await app.gql('mutation { reauthorizeShop(input: { id: ' + ebayB + ', authCode: "x" }) { __typename } }', {}, { token });
    expect(re.body.data.reauthorizeShop.__typename).toBe('NotFoundError');
    expect(await shopRows(acme.companyId)).toEqual(before);
    expect((await updateShop({ id: ebayA, alias: 'kept by keeper' }, { token })).data.alias).toBe('kept by keeper');
  });

  it('a sub-account without shop permissions is refused the list', async () => {
    const role = await app.gql(
      'mutation { createRole(input: { name: "Nothing", permissions: [] }) { ... on MutationCreateRoleSuccess { data { id } } } }',
      {},
      { token: acme.token },
    );
    await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
      { i: { username: 'acme_nothing', password: PASSWORD, password2: PASSWORD, realname: 'N', roleId: role.body.data.createRole.data.id } },
      { token: acme.token },
    );
    const t = await app.login('acme_nothing');
    const r = await shops({}, { token: t, lang: 'en' });
    expect(r.body.errors[0]).toMatchObject({ message: 'You do not have the permission "shops"', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('shopOptions (pickers on order, rule and account screens)', () => {
  const OPTIONS = '{ shopOptions { id platformType platformLabel shopName alias status } }';
  let big: Awaited<ReturnType<TestApp['company']>>;
  let bigIds: number[];

  beforeAll(async () => {
    big = await app.company('Big', { edition: 'flagship' });
    // More shops than one page of the API (PAGE_SIZE_MAX 100), written directly for speed.
    await db().shop.createMany({
      data: Array.from({ length: 150 }, (_, i) => ({
        companyId: big.companyId,
        platformType: i % 2 ? 2 : 1,
        platform: i % 2 ? 'amazon' : 'ebay',
        shopName: `big-${String(i).padStart(3, '0')}`,
        alias: i === 0 ? 'First' : '',
        status: i === 149 ? 4 : 1,
      })),
    });
    bigIds = (await shopRows(big.companyId)).map((s) => s.id);
  });

  it("answers every shop of a company past one page, in the order of the shops list, never another company's", async () => {
    const r = await app.gql(OPTIONS, {}, { token: big.token });
    expect(r.body.errors).toBeUndefined();
    const opts = r.body.data.shopOptions;
    expect(opts).toHaveLength(150);
    expect(opts.map((o: { id: number }) => o.id)).toEqual(bigIds);
    expect(opts[0]).toEqual({ id: bigIds[0], platformType: 1, platformLabel: 'eBay', shopName: 'big-000', alias: 'First', status: 1 });
    expect(opts[149]).toMatchObject({ platformType: 2, platformLabel: 'Amazon', shopName: 'big-149', status: 4 });
    const acmeOpts = (await app.gql(OPTIONS, {}, { token: acme.token })).body.data.shopOptions.map((o: { id: number }) => o.id);
    expect(acmeOpts).toEqual((await shopRows(acme.companyId)).map((s) => s.id));
    expect(acmeOpts.some((id: number) => bigIds.includes(id))).toBe(false);
  });

  it('gives a sub-account without the shops permission only its allowShopIds (all when none are set)', async () => {
    const role = await app.gql(
      'mutation { createRole(input: { name: "Picker", permissions: [] }) { ... on MutationCreateRoleSuccess { data { id } } } }',
      {},
      { token: big.token },
    );
    const roleId = role.body.data.createRole.data.id;
    const create = (username: string, allowShopIds: number[]) =>
      app.gql(
        'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
        { i: { username, password: PASSWORD, password2: PASSWORD, realname: username, roleId, allowShopIds } },
        { token: big.token },
      );
    const allowed = [bigIds[120], bigIds[3]];
    expect((await create('big_limited', allowed)).body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
    expect((await create('big_any', [])).body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
    const limited = await app.gql(OPTIONS, {}, { token: await app.login('big_limited') });
    expect(limited.body.errors).toBeUndefined();
    expect(limited.body.data.shopOptions.map((o: { id: number }) => o.id)).toEqual([bigIds[3], bigIds[120]]);
    const any = await app.gql(OPTIONS, {}, { token: await app.login('big_any') });
    expect(any.body.data.shopOptions).toHaveLength(150);
  });

  it('is refused without signing in', async () => {
    const r = await app.gql(OPTIONS, {});
    expect(r.body.data).toBeNull();
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('shop credentials at rest', () => {
  const box = () => secretBox(app.platform.config);

  it('never answers the credential through GraphQL, only a mask of its end', async () => {
    const id = (await authorize({ shopName: 'acme-sealed' })).data.id as number;
    const row = await db().shop.findUniqueOrThrow({ where: { id } });
    const clear = openCredential(box(), row.authToken);
    expect(isSealed(row.authToken)).toBe(true);
    expect(row.authToken).not.toContain(clear);
    const r = await app.gql(
      `query($id: Int!) { shop(id: $id) { ${SHOP} credentialMask } shops(first: 100) { edges { node { id credentialMask } } } }`,
      { id },
      { token: acme.token },
    );
    expect(r.body.data.shop.credentialMask).toBe(`••••${clear.slice(-4)}`);
    expect(JSON.stringify(r.body)).not.toContain(clear);
    expect(JSON.stringify(r.body)).not.toContain(row.authToken);
    const deniedId = (await authorize({ platformType: 2, shopName: 'acme-no-credential', authCode: 'denied' })).data.id as number;
    const denied = await app.gql('query($id: Int!) { shop(id: $id) { credentialMask } }', { id: deniedId }, { token: acme.token });
    expect(denied.body.data.shop.credentialMask).toBe('');
  });

  it('hands connectors the clear credential', async () => {
    const id = (await authorize({ shopName: 'acme-connector' })).data.id as number;
    const row = await db().shop.findUniqueOrThrow({ where: { id } });
    // the sandbox refuses any token that is not its own sbx_ credential
    const answer = await app.platform.connectors.get(1).pushStock({ token: row.authToken, items: [{ platformSku: 'X', quantity: 1 }] });
    expect(answer).toMatchObject({ ok: true });
  });

  it('the startup step seals plain-text credentials once, and they keep working', async () => {
    const id = (await authorize({ shopName: 'acme-legacy' })).data.id as number;
    const legacy = `sbx_${'ab'.repeat(32)}`;
    await db().shop.update({ where: { id }, data: { authToken: legacy } });
    // a plain value from before encryption is read as it is until sealed
    expect((await app.platform.connectors.get(1).pushStock({ token: legacy, items: [] })).ok).toBe(true);
    expect(await sealPlainShopCredentials(app.platform, box(), undefined, 2)).toBeGreaterThanOrEqual(1);
    const row = await db().shop.findUniqueOrThrow({ where: { id } });
    expect(isSealed(row.authToken)).toBe(true);
    expect(openCredential(box(), row.authToken)).toBe(legacy);
    expect(await sealPlainShopCredentials(app.platform, box())).toBe(0);
    expect(await db().shop.count({ where: { authToken: { not: '' }, NOT: { authToken: { startsWith: 'v1.' } } } })).toBe(0);
    expect((await app.platform.connectors.get(1).pushStock({ token: row.authToken, items: [] })).ok).toBe(true);
  });
});
