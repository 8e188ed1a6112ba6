// Overseas warehouse authorizations and their channels over GraphQL (issue 23 slice 1, issue 18
// item 5): the sandbox provider's rules, credentials sealed and never answered, the activated /
// terminated table, binding to the seller's overseas warehouses, channel sync and the order-side
// channel; every refusal with its message (zh and en) and nothing written; a live server without a
// real provider says so; tenancy and permissions.
import { describe, expect, it } from 'vitest';
import { dataGql, ERROR_FIELDS as ERR, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { scopedDb, unscopedDb, type Tx } from '../../platform/db';
import { assertShippable } from '../orders/orders.ship';
import { overseasChannelWarehouseIds } from './overseas-warehouses.service';
import { hashPassword } from '../../platform/passwords';
import { stockWorld, type StockWorld } from '../inventory/fixtures';
import { overseasConnectors, setOverseasConnectors, warehouseConnectors } from './warehouse.connector';

let app: TestApp;
let w: StockWorld;
let other: StockWorld;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const snapshot = async (companyId = w.company.companyId) => [
  await db().overseasWarehouseAuth.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().overseasProviderWarehouse.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().overseasLogisticsChannel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().logisticsChannel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
];

const gql = dataGql(
  () => app,
  () => w.company.token,
);
const AUTH =
  'id provider providerName name status appKeyMask checkOk checkMessage connector channelCount warehouses { id code name country available warehouseId warehouseName }';
const S = (name: string) => `... on Mutation${name}Success { data { ${AUTH} } }`;

const create = async (input: Record<string, unknown>, token?: string, lang?: string) =>
  (
    await gql(
      `mutation($i: CreateOverseasWarehouseAuthInput!) { createOverseasWarehouseAuth(input: $i) { __typename ${S('CreateOverseasWarehouseAuth')} ${ERR} } }`,
      { i: input },
      token,
      lang,
    )
  ).createOverseasWarehouseAuth;
const byId = async (field: string, id: number, token?: string, lang?: string) =>
  (await gql(`mutation($id: Int!) { ${field}(id: $id) { __typename ${S(field[0].toUpperCase() + field.slice(1))} ${ERR} } }`, { id }, token, lang))[field];
const bind = async (providerWarehouseId: number, warehouseId: number | null, token?: string, lang?: string) =>
  (
    await gql(
      `mutation($i: BindOverseasWarehouseInput!) { bindOverseasWarehouse(input: $i) { __typename ... on MutationBindOverseasWarehouseSuccess { data { id warehouseId warehouseName } } ${ERR} } }`,
      { i: { providerWarehouseId, warehouseId } },
      token,
      lang,
    )
  ).bindOverseasWarehouse;
const syncChannels = async (authorizationId: number, token?: string, lang?: string) =>
  (
    await gql(
      `mutation($a: Int!) { syncOverseasLogisticsChannels(authorizationId: $a) { __typename ${S('SyncOverseasLogisticsChannels')} ${ERR} } }`,
      { a: authorizationId },
      token,
      lang,
    )
  ).syncOverseasLogisticsChannels;
const setEnabled = async (id: number, enabled: boolean, token?: string) =>
  (
    await gql(
      `mutation($id: Int!, $e: Boolean!) { setOverseasLogisticsChannelEnabled(id: $id, enabled: $e) { __typename ... on MutationSetOverseasLogisticsChannelEnabledSuccess { data { id enabled available logisticsChannelId } } ${ERR} } }`,
      { id, e: enabled },
      token,
    )
  ).setOverseasLogisticsChannelEnabled;
const channels = async (filter: Record<string, unknown> = {}, token?: string) =>
  (
    await gql(
      `query($f: OverseasLogisticsChannelFilter) { overseasLogisticsChannels(first: 50, filter: $f) { totalCount edges { node { id code name carrier warehouseCode warehouseName provider providerName authorizationName enabled available logisticsChannelId } } } }`,
      { f: filter },
      token,
    )
  ).overseasLogisticsChannels;

const good = () => ({ provider: 'goodcang', name: 'Goodcang main', appKey: 'gc-key-123456', appSecret: 'gc-secret-abcdef' });

worldsSuite(stockWorld, ['Overseas Co', 'Other Overseas Co'], (...s) => ([app, w, other] = s));

describe('overseas warehouse authorizations (spec 02 §2 /overseasWarehouseAuth, §3, §4 activated / terminated)', () => {
  let auth: { id: number; warehouses: { id: number; code: string }[] };
  let overseasWh: number;
  let secondOverseasWh: number;

  it('authorizes an account the sandbox accepts, with its warehouses; the key and secret are sealed and never answered', async () => {
    const r = await create(good());
    expect(r.__typename).toBe('MutationCreateOverseasWarehouseAuthSuccess');
    expect(r.data).toMatchObject({
      provider: 'goodcang',
      providerName: 'Goodcang',
      status: 'activated',
      checkOk: true,
      appKeyMask: '••••3456',
      connector: 'sandbox',
    });
    expect(r.data.warehouses.map((x: { code: string }) => x.code)).toEqual(['DEFR', 'USEA', 'USWE']);
    auth = r.data;
    const row = await db().overseasWarehouseAuth.findFirstOrThrow({ where: { id: auth.id } });
    expect(row.appKey.startsWith('v1.')).toBe(true);
    expect(row.appSecret.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(row)).not.toContain('gc-secret-abcdef');
    const whs = await db().warehouse.createManyAndReturn({
      data: [
        { companyId: w.company.companyId, name: 'US East overseas', type: 'overseas', country: 'US' },
        { companyId: w.company.companyId, name: 'US West overseas', type: 'overseas', country: 'US' },
      ],
    });
    [overseasWh, secondOverseasWh] = whs.map((x) => x.id);
  });

  it('refuses bad input and provider refusals with their messages (zh and en), writing nothing', async () => {
    const before = await snapshot();
    const field = async (patch: Record<string, unknown>, lang = 'en') =>
      (await create({ ...good(), name: 'Another', ...patch }, undefined, lang)).fieldErrors?.[0];
    expect(await field({ provider: 'amazon' })).toMatchObject({ field: 'provider', messageId: 'overseas.providerInvalid' });
    expect(await field({ name: '  ' })).toMatchObject({ field: 'name', messageId: 'validation.required', message: 'Name is required' });
    expect(await field({ appKey: '' })).toMatchObject({ field: 'appKey', messageId: 'validation.required', message: 'App key is required' });
    expect(await field({ appSecret: 'has space' })).toMatchObject({ field: 'appSecret', messageId: 'overseas.credentialChars' });
    expect((await field({ appSecret: 'has space' }, 'zh')).message).toBe('App Secret只能包含字母、数字和符号，不能有空格');
    expect(await field({ name: 'Goodcang main' })).toMatchObject({ field: 'name', messageId: 'overseas.nameExists' });
    // the sandbox's rules: a key starting with "bad" is refused, "down" does not answer
    expect(await create({ ...good(), name: 'Refused', appKey: 'bad-key' })).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'overseas.credentialsRefused',
      message: 'Goodcang refused the app key or secret',
    });
    expect((await create({ ...good(), provider: 'winit', name: 'Refused', appKey: 'BAD-key' }, undefined, 'zh')).message).toBe(
      '万邑通 拒绝了 App Key 或 App Secret',
    );
    expect(await create({ ...good(), name: 'Down', appKey: 'down-now' })).toMatchObject({ messageId: 'overseas.providerUnavailable' });
    expect(await snapshot()).toEqual(before);
  });

  it('a live server without a real provider implementation says so and writes nothing', async () => {
    const before = await snapshot();
    const sandbox = overseasConnectors(app.platform);
    setOverseasConnectors(app.platform, warehouseConnectors('live'));
    try {
      expect(await create({ ...good(), name: 'Live one' })).toMatchObject({
        messageId: 'overseas.providerNotConnected',
        message: 'Goodcang has no real connection configured on this server (only the sandbox is available)',
      });
      const tested = await byId('testOverseasWarehouseAuth', auth.id);
      expect(tested.data).toMatchObject({ checkOk: false, connector: 'live', checkMessage: expect.stringContaining('no real connection') });
    } finally {
      setOverseasConnectors(app.platform, sandbox);
    }
    expect((await byId('testOverseasWarehouseAuth', auth.id)).data).toMatchObject({ checkOk: true, checkMessage: '' });
    const [auths, ...rest] = await snapshot();
    expect(rest).toEqual(before.slice(1));
    expect(auths).toHaveLength(1);
  });

  it("binds provider warehouses to the seller's overseas warehouses, one each; bad binds are refused", async () => {
    const usea = auth.warehouses.find((x) => x.code === 'USEA')!;
    const uswe = auth.warehouses.find((x) => x.code === 'USWE')!;
    expect((await bind(usea.id, overseasWh)).data).toMatchObject({ warehouseId: overseasWh, warehouseName: 'US East overseas' });
    const before = await snapshot();
    expect((await bind(uswe.id, w.wh1.id)).fieldErrors[0]).toMatchObject({ field: 'warehouseId', messageId: 'overseas.warehouseNotOverseas' });
    expect((await bind(uswe.id, overseasWh)).fieldErrors[0]).toMatchObject({
      messageId: 'overseas.warehouseAlreadyBound',
      message: 'US East overseas is already bound to the provider warehouse USEA',
    });
    expect((await bind(uswe.id, other.wh1.id)).fieldErrors[0]).toMatchObject({ field: 'warehouseId', messageId: 'overseas.warehouseNotFound' });
    expect((await bind(2_000_000_000, secondOverseasWh)).fieldErrors[0]).toMatchObject({
      field: 'providerWarehouseId',
      messageId: 'overseas.providerWarehouseNotFound',
    });
    // another company cannot bind this company's provider warehouse
    expect((await bind(uswe.id, null, other.company.token)).fieldErrors[0]).toMatchObject({ messageId: 'overseas.providerWarehouseNotFound' });
    expect(await snapshot()).toEqual(before);
    expect((await bind(uswe.id, secondOverseasWh)).data.warehouseId).toBe(secondOverseasWh);
    expect((await bind(uswe.id, null)).data.warehouseId).toBeNull();
  });

  it("syncs the channels of the provider's warehouses; enabling one makes an order-side logistics channel", async () => {
    const r = await syncChannels(auth.id);
    expect(r.data.channelCount).toBe(9); // USEA 3 + USWE 3 + DEFR 3 (sandbox rules)
    const list = await channels({ authorizationId: auth.id, warehouseCode: 'USEA' });
    expect(list.edges.map((e: { node: { code: string } }) => e.node.code)).toEqual(['USEA-FEDEX-HD', 'USEA-UPS-GND', 'USEA-USPS-GA']);
    const usps = list.edges[2].node;
    expect(usps).toMatchObject({
      name: 'USPS Ground Advantage',
      carrier: 'USPS',
      warehouseName: 'Goodcang US East (New Jersey)',
      providerName: 'Goodcang',
      enabled: false,
    });
    const on = await setEnabled(usps.id, true);
    expect(on.data).toMatchObject({ enabled: true, logisticsChannelId: expect.any(Number) });
    const lc = await db().logisticsChannel.findFirstOrThrow({ where: { id: on.data.logisticsChannelId } });
    expect(lc).toMatchObject({
      type: 'overseas',
      name: 'Goodcang main · USPS Ground Advantage',
      code: 'goodcang/USEA/USEA-USPS-GA',
      enabled: true,
      companyId: w.company.companyId,
    });
    // it ships only orders of the warehouse bound to its provider warehouse (USEA → US East overseas)
    const scoped = scopedDb(app.platform.database.prisma, w.company.companyId) as unknown as Tx;
    expect(await overseasChannelWarehouseIds(scoped, lc.id)).toEqual([overseasWh]);
    const order = {
      id: 0,
      orderNo: 'OV-1',
      status: 'awaitingShipment',
      logisticsChannelId: lc.id,
      warehouseId: w.wh1.id,
      trackingNo: '',
      weight: 0,
      estimatedWeight: 0,
      items: [],
    };
    await expect(assertShippable(scoped, order)).rejects.toMatchObject({ messageId: 'ship.guard.overseasChannelWarehouse' });
    await expect(assertShippable(scoped, { ...order, warehouseId: overseasWh })).rejects.not.toMatchObject({
      messageId: 'ship.guard.overseasChannelWarehouse',
    });
    // the order-side picker lists it
    const options = await gql('{ logisticsChannelOptions { id name type enabled } }');
    expect(options.logisticsChannelOptions).toContainEqual({ id: lc.id, name: lc.name, type: 'overseas', enabled: true });
    // off and on again reuse the same channel
    expect((await setEnabled(usps.id, false)).data.enabled).toBe(false);
    expect((await db().logisticsChannel.findFirstOrThrow({ where: { id: lc.id } })).enabled).toBe(false);
    expect((await setEnabled(usps.id, true)).data.logisticsChannelId).toBe(lc.id);
    // a second sync changes nothing
    expect((await syncChannels(auth.id)).data.channelCount).toBe(9);
    expect((await channels({ enabled: true })).totalCount).toBe(1);
    // another company sees none and cannot switch it
    expect((await channels({}, other.company.token)).totalCount).toBe(0);
    expect(await setEnabled(usps.id, false, other.company.token)).toMatchObject({ __typename: 'NotFoundError', messageId: 'overseas.channelNotFound' });
    expect(await syncChannels(auth.id, other.company.token)).toMatchObject({ __typename: 'NotFoundError', messageId: 'overseas.authNotFound' });
  });

  it('a channel name already taken by another logistics channel is refused and nothing is written', async () => {
    const ups = (await channels({ warehouseCode: 'USEA', keyword: 'UPS Ground' })).edges[0].node;
    await db().logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Goodcang main · UPS Ground', type: 'custom' } });
    const before = await snapshot();
    expect(await setEnabled(ups.id, true)).toMatchObject({ messageId: 'overseas.channelNameTaken' });
    expect(await snapshot()).toEqual(before);
  });

  it('terminating switches the channels off and stops every use; activating re-checks the credentials', async () => {
    const t = await byId('terminateOverseasWarehouseAuth', auth.id);
    expect(t.data.status).toBe('terminated');
    expect((await channels({ enabled: true })).totalCount).toBe(0);
    expect(await db().logisticsChannel.count({ where: { companyId: w.company.companyId, type: 'overseas', enabled: true } })).toBe(0);
    const before = await snapshot();
    expect(await byId('terminateOverseasWarehouseAuth', auth.id)).toMatchObject({
      messageId: 'overseas.illegalTransition',
      message: 'The authorization Goodcang main is terminated and cannot be terminated',
    });
    expect((await byId('terminateOverseasWarehouseAuth', auth.id, undefined, 'zh')).message).toBe('授权 Goodcang main 已终止，不能终止');
    expect(await byId('syncOverseasWarehouses', auth.id)).toMatchObject({ messageId: 'overseas.authTerminated' });
    expect(await byId('testOverseasWarehouseAuth', auth.id)).toMatchObject({ messageId: 'overseas.authTerminated' });
    expect(await syncChannels(auth.id)).toMatchObject({ messageId: 'overseas.authTerminated' });
    const anyChannel = (await channels({ warehouseCode: 'USWE' })).edges[0].node;
    expect(await setEnabled(anyChannel.id, true)).toMatchObject({ messageId: 'overseas.authTerminated' });
    const uswe = auth.warehouses.find((x) => x.code === 'USWE')!;
    expect(await bind(uswe.id, secondOverseasWh)).toMatchObject({ messageId: 'overseas.authTerminated' });
    expect(await snapshot()).toEqual(before);
    // credentials that no longer work keep it terminated
    await db().overseasWarehouseAuth.update({ where: { id: auth.id }, data: { appKey: 'bad-plain-key' } });
    expect(await byId('activateOverseasWarehouseAuth', auth.id)).toMatchObject({ messageId: 'overseas.credentialsRefused' });
    expect((await db().overseasWarehouseAuth.findFirstOrThrow({ where: { id: auth.id } })).status).toBe('terminated');
    await db().overseasWarehouseAuth.update({ where: { id: auth.id }, data: { appKey: (before[0][0] as { appKey: string }).appKey } });
    expect((await byId('activateOverseasWarehouseAuth', auth.id)).data.status).toBe('activated');
    expect(await byId('activateOverseasWarehouseAuth', auth.id)).toMatchObject({ messageId: 'overseas.illegalTransition' });
  });

  it('edits the name and replaces credentials only when the provider accepts them; a key ending in -1 sees one warehouse', async () => {
    const upd = async (input: Record<string, unknown>) =>
      (
        await gql(
          `mutation($id: Int!, $i: UpdateOverseasWarehouseAuthInput!) { updateOverseasWarehouseAuth(id: $id, input: $i) { __typename ${S('UpdateOverseasWarehouseAuth')} ${ERR} } }`,
          { id: auth.id, i: input },
        )
      ).updateOverseasWarehouseAuth;
    const before = await snapshot();
    expect(await upd({ name: 'Goodcang main', appKey: 'bad-new' })).toMatchObject({ messageId: 'overseas.credentialsRefused' });
    expect(await snapshot()).toEqual(before);
    const r = await upd({ name: 'Goodcang US', appKey: 'gc-new-key-1' });
    expect(r.data).toMatchObject({ name: 'Goodcang US', appKeyMask: '••••ey-1' });
    // the secret was kept: it still opens the same sealed value
    const row = await db().overseasWarehouseAuth.findFirstOrThrow({ where: { id: auth.id } });
    expect(row.appSecret).toBe((before[0][0] as { appSecret: string }).appSecret);
    // resync: the account now sees USEA only, the others are kept but unavailable, their channels off
    const s = await byId('syncOverseasWarehouses', auth.id);
    expect(s.data.warehouses.map((x: { code: string; available: boolean }) => [x.code, x.available])).toEqual([
      ['DEFR', false],
      ['USEA', true],
      ['USWE', false],
    ]);
    await syncChannels(auth.id);
    expect(
      (await channels({ warehouseCode: 'USWE' })).edges.every((e: { node: { available: boolean; enabled: boolean } }) => !e.node.available && !e.node.enabled),
    ).toBe(true);
    const gone = (await channels({ warehouseCode: 'USWE' })).edges[0].node;
    expect(await setEnabled(gone.id, true)).toMatchObject({ messageId: 'overseas.channelGone' });
  });

  it('needs the page permissions to see and their update actions to change: a sub-account with /overseasLogistics only', async () => {
    const role = await db().role.create({ data: { companyId: w.company.companyId, name: 'Logistics clerk', permissions: ['overseasLogistics'] } });
    const username = `ow_clerk_${w.company.companyId}`;
    await db().user.create({
      data: { companyId: w.company.companyId, username, passwordHash: await hashPassword(PASSWORD), realname: 'Clerk', isMain: false, roleId: role.id },
    });
    const token = await app.login(username);
    const before = await snapshot();
    const refused = async (query: string, variables: Record<string, unknown>) => (await app.gql(query, variables, { token })).body.errors?.[0]?.extensions;
    expect(
      await refused('mutation($i: CreateOverseasWarehouseAuthInput!) { createOverseasWarehouseAuth(input: $i) { __typename } }', {
        i: { ...good(), name: 'By clerk' },
      }),
    ).toMatchObject({ messageId: 'permission.denied', permission: 'overseasWarehouseAuth.update' });
    expect(await refused('mutation($id: Int!) { terminateOverseasWarehouseAuth(id: $id) { __typename } }', { id: auth.id })).toMatchObject({
      messageId: 'permission.denied',
    });
    expect(await refused('{ overseasWarehouseAuths(first: 5) { totalCount } }', {})).toMatchObject({ messageId: 'permission.denied' });
    // seeing the channel page is not changing it: syncing and switching need overseasLogistics.update
    expect(await refused('mutation($a: Int!) { syncOverseasLogisticsChannels(authorizationId: $a) { __typename } }', { a: auth.id })).toMatchObject({
      messageId: 'permission.denied',
      permission: 'overseasLogistics.update',
    });
    expect(await snapshot()).toEqual(before);
    // the channel page and the authorization picker are theirs
    expect((await channels({}, token)).totalCount).toBe(9);
    const opts = await gql('{ overseasWarehouseAuthOptions { id name } }', {}, token);
    expect(opts.overseasWarehouseAuthOptions).toEqual([{ id: auth.id, name: 'Goodcang US' }]);
  });
});
