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
import { stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { overseasConnectors, setOverseasConnectors, warehouseConnectors } from './warehouse.connector';
import { SandboxWarehouseConnector, sandboxStockOf } from './warehouse.sandbox';
import { syncAllOverseasInventory } from './overseas-inventory.schedule';

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
    // the order-side picker lists it with the warehouse it ships from (the client offers it for those orders only)
    const options = await gql('{ logisticsChannelOptions { id name type enabled shipsFromWarehouseIds } }');
    expect(options.logisticsChannelOptions).toContainEqual({ id: lc.id, name: lc.name, type: 'overseas', enabled: true, shipsFromWarehouseIds: [overseasWh] });
    expect(
      options.logisticsChannelOptions
        .filter((o: { type: string }) => o.type !== 'overseas')
        .every((o: { shipsFromWarehouseIds: number[] }) => !o.shipsFromWarehouseIds.length),
    ).toBe(true);
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

describe('overseas inventory (spec 02 §2 /overseasWarehouseInventory and details, §9 age bands; issue 23 item 5)', () => {
  let pwId: number;
  let wh: { id: number; locations: { id: number }[] };
  let authId: number;
  const ROW =
    'warehouseId warehouseName providerWarehouseId providerWarehouseCode authorizationName providerName skuId sku productName providerSku mapped providerAvailable providerReserved providerInTransit providerOnHand ledgerQuantity ledgerOccupied ledgerInTransit difference flagged syncedAt';
  const list = async (filter: Record<string, unknown> = {}, token?: string, offset?: number) =>
    (
      await gql(
        `query($f: OverseasInventoryFilter, $o: Int) { overseasWarehouseInventory(first: 2, offset: $o, filter: $f) { totalCount edges { node { ${ROW} } } } }`,
        { f: filter, o: offset },
        token,
      )
    ).overseasWarehouseInventory;
  const all = async (filter: Record<string, unknown> = {}, token?: string) =>
    (
      await gql(
        `query($f: OverseasInventoryFilter) { overseasWarehouseInventory(first: 100, filter: $f) { totalCount edges { node { ${ROW} } } } }`,
        { f: filter },
        token,
      )
    ).overseasWarehouseInventory.edges.map((e: { node: Record<string, unknown> }) => e.node);
  const sync = async (providerWarehouseId: number, token?: string, lang?: string) =>
    (
      await gql(
        `mutation($p: Int!) { syncOverseasInventory(providerWarehouseId: $p) { __typename ... on MutationSyncOverseasInventorySuccess { data { id code inventorySyncedAt inventoryCount } } ${ERR} } }`,
        { p: providerWarehouseId },
        token,
        lang,
      )
    ).syncOverseasInventory;
  const details = async (warehouseId: number, skuId: number, token?: string) =>
    (
      await gql(
        `query($w: Int!, $s: Int!) { overseasWarehouseInventoryDetails(warehouseId: $w, skuId: $s) { row { ${ROW} } bands { band quantity lots } lots { id quantityIn quantityLeft ageDays band billNo unitCost } } }`,
        { w: warehouseId, s: skuId },
        token,
      )
    ).overseasWarehouseInventoryDetails;
  const stored = () => db().overseasInventorySnapshot.findMany({ where: { companyId: w.company.companyId }, orderBy: { providerSku: 'asc' } });
  const inventoryState = async () => [
    await stored(),
    await db().overseasProviderWarehouse.findMany({ where: { companyId: w.company.companyId }, orderBy: { id: 'asc' } }),
  ];

  it('lists the ledger of a bound warehouse before any sync, without a difference', async () => {
    const r = await create({ provider: 'goodcang', name: 'Goodcang stock', appKey: 'gc-stock-key', appSecret: 'gc-stock-secret' });
    authId = r.data.id;
    const uswe = r.data.warehouses.find((x: { code: string }) => x.code === 'USWE');
    pwId = uswe.id;
    wh = await db().warehouse.create({
      data: {
        companyId: w.company.companyId,
        name: 'LA overseas',
        type: 'overseas',
        country: 'US',
        locations: { create: [{ companyId: w.company.companyId, code: 'LA-1' }] },
      },
      include: { locations: true },
    });
    expect((await bind(pwId, wh.id)).data.warehouseId).toBe(wh.id);
    // the sandbox holds CUP 33 + 0 and BOX 28 + 2 in USWE (sandboxStockOf): CUP agrees, BOX is 3 short of the ledger
    expect(sandboxStockOf('USWE', 'CUP')).toEqual({ available: 33, reserved: 0, inTransit: 13 });
    expect(sandboxStockOf('USWE', 'BOX')).toEqual({ available: 28, reserved: 2, inTransit: 5 });
    await stockIn(w, w.skuA.id, wh.id, wh.locations[0].id, 3);
    await stockIn(w, w.skuA.id, wh.id, wh.locations[0].id, 10);
    await stockIn(w, w.skuA.id, wh.id, wh.locations[0].id, 20);
    await stockIn(w, w.skuB.id, wh.id, wh.locations[0].id, 33);
    const rows = await all({ warehouseId: wh.id });
    expect(rows.map((x: Record<string, unknown>) => [x.sku, x.ledgerQuantity, x.providerAvailable, x.difference, x.flagged])).toEqual([
      ['BOX', 33, null, null, false],
      ['CUP', 33, null, null, false],
    ]);
  });

  it('sync stores the snapshot; the difference is computed against the ledger and flagged; unmapped provider SKUs are listed', async () => {
    const r = await sync(pwId);
    expect(r.data).toMatchObject({ id: pwId, code: 'USWE', inventoryCount: 4, inventorySyncedAt: expect.any(String) });
    expect((await stored()).map((s) => [s.providerSku, s.available, s.reserved, s.inTransit, s.providerWarehouseId])).toEqual([
      ['BOX', 28, 2, 5, pwId],
      ['CUP', 33, 0, 13, pwId],
      ['SBX-USWE-01', 7, 1, 21, pwId],
      ['SBX-USWE-02', 0, 0, 3, pwId],
    ]);
    const rows = await all({ warehouseId: wh.id });
    expect(rows.map((x: Record<string, unknown>) => [x.sku || x.providerSku, x.mapped, x.providerOnHand, x.ledgerQuantity, x.difference, x.flagged])).toEqual([
      ['BOX', true, 30, 33, -3, true],
      ['CUP', true, 33, 33, 0, false],
      ['SBX-USWE-01', false, 8, 0, 8, true],
      ['SBX-USWE-02', false, 0, 0, 0, false],
    ]);
    expect(rows[0]).toMatchObject({
      warehouseName: 'LA overseas',
      providerWarehouseCode: 'USWE',
      authorizationName: 'Goodcang stock',
      providerName: 'Goodcang',
      providerSku: 'BOX',
      productName: 'Gift set',
      providerInTransit: 5,
      ledgerInTransit: 0,
    });
    expect(rows[2]).toMatchObject({ skuId: null, sku: '', providerSku: 'SBX-USWE-01', productName: '' });
    // filters and pages
    expect((await all({ warehouseId: wh.id, onlyDifferences: true })).map((x: Record<string, unknown>) => x.providerSku)).toEqual(['BOX', 'SBX-USWE-01']);
    expect((await all({ keyword: 'sbx' })).map((x: Record<string, unknown>) => x.providerSku)).toEqual(['SBX-USWE-01', 'SBX-USWE-02']);
    expect((await all({ keyword: 'cup', warehouseId: wh.id })).map((x: Record<string, unknown>) => x.sku)).toEqual(['CUP']);
    expect(await all({ warehouseId: w.wh1.id })).toEqual([]);
    const page2 = await list({ warehouseId: wh.id }, undefined, 2);
    expect(page2.totalCount).toBe(4);
    expect(page2.edges.map((e: { node: { providerSku: string } }) => e.node.providerSku)).toEqual(['SBX-USWE-01', 'SBX-USWE-02']);
    // a ledger change shows at once; a second sync replaces the snapshot (same rows, same figures)
    await stockIn(w, w.skuB.id, wh.id, wh.locations[0].id, 2);
    expect((await all({ keyword: 'BOX', warehouseId: wh.id }))[0]).toMatchObject({ ledgerQuantity: 35, difference: -5, flagged: true });
    expect((await sync(pwId)).data.inventoryCount).toBe(4);
    expect((await stored()).map((s) => s.providerSku)).toEqual(['BOX', 'CUP', 'SBX-USWE-01', 'SBX-USWE-02']);
  });

  it('a failed call leaves the previous snapshot and answers the provider message', async () => {
    const before = await inventoryState();
    const row = await db().overseasWarehouseAuth.findFirstOrThrow({ where: { id: authId } });
    await db().overseasWarehouseAuth.update({ where: { id: authId }, data: { appKey: 'down-plain-key' } });
    try {
      expect(await sync(pwId)).toMatchObject({ messageId: 'overseas.providerUnavailable', message: 'Goodcang did not answer; try again later' });
      expect((await sync(pwId, undefined, 'zh')).message).toBe('谷仓海外仓 没有响应，请稍后再试');
    } finally {
      await db().overseasWarehouseAuth.update({ where: { id: authId }, data: { appKey: row.appKey } });
    }
    const sandbox = overseasConnectors(app.platform);
    setOverseasConnectors(app.platform, warehouseConnectors('live'));
    try {
      expect(await sync(pwId)).toMatchObject({ messageId: 'overseas.providerNotConnected' });
    } finally {
      setOverseasConnectors(app.platform, sandbox);
    }
    expect(await inventoryState()).toEqual(before);
  });

  it('a terminated authorization or an unbound warehouse refuses sync with a clear message and writes nothing', async () => {
    expect((await byId('terminateOverseasWarehouseAuth', authId)).data.status).toBe('terminated');
    const before = await inventoryState();
    expect(await sync(pwId)).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'overseas.authTerminated',
      message: 'The authorization Goodcang stock is terminated: activate it first',
    });
    expect(await inventoryState()).toEqual(before);
    // what was synced stays listed
    expect((await all({ warehouseId: wh.id })).length).toBe(4);
    expect((await byId('activateOverseasWarehouseAuth', authId)).data.status).toBe('activated');
    const usea = (await db().overseasProviderWarehouse.findFirstOrThrow({ where: { authorizationId: authId, code: 'USEA' } })).id;
    const unbound = await inventoryState();
    expect(await sync(usea)).toMatchObject({ messageId: 'overseas.warehouseNotBound', message: expect.stringContaining('USEA is not bound') });
    expect((await sync(usea, undefined, 'zh')).message).toBe('服务商仓库 USEA 尚未绑定到你的仓库：请先在授权页面绑定');
    expect(await inventoryState()).toEqual(unbound);
  });

  it('details: the lots of one SKU in the warehouse by storage age band', async () => {
    const lots = await db().stockLot.findMany({ where: { skuId: w.skuA.id, warehouseId: wh.id }, orderBy: { id: 'asc' } });
    expect(lots.map((l) => l.quantityLeft)).toEqual([3, 10, 20]);
    const day = 86_400_000;
    const now = Date.now();
    // 100 days, 45 days and 2 hours old (an hour of margin either side of the day boundary)
    const ages = [100 * day + 3_600_000, 45 * day + 3_600_000, 2 * 3_600_000];
    for (const [i, l] of lots.entries()) await db().stockLot.update({ where: { id: l.id }, data: { receivedAt: new Date(now - ages[i]) } });
    const d = await details(wh.id, w.skuA.id);
    expect(d.row).toMatchObject({ sku: 'CUP', providerOnHand: 33, ledgerQuantity: 33, difference: 0, flagged: false });
    expect(d.bands).toEqual([
      { band: '0-30', quantity: 20, lots: 1 },
      { band: '30-60', quantity: 10, lots: 1 },
      { band: '60-90', quantity: 0, lots: 0 },
      { band: '90+', quantity: 3, lots: 1 },
    ]);
    expect(d.lots.map((l: { ageDays: number; band: string; quantityLeft: number }) => [l.ageDays, l.band, l.quantityLeft])).toEqual([
      [100, '90+', 3],
      [45, '30-60', 10],
      [0, '0-30', 20],
    ]);
    expect(d.lots[0]).toMatchObject({ billNo: 'TEST-IN', unitCost: '1.00', quantityIn: 3 });
    // not a bound overseas warehouse, or not the company's SKU: null
    expect(await details(w.wh1.id, w.skuA.id)).toBeNull();
    expect(await details(wh.id, other.skuA.id)).toBeNull();
  });

  it('the sandbox pages its answer and refuses a page it cannot serve', async () => {
    const sbx = new SandboxWarehouseConnector('goodcang');
    const c = { appKey: 'gc-any', appSecret: 's' };
    const q = { warehouseCode: 'USWE', skus: ['CUP', 'BOX', 'CUP', ' '], pageSize: 3 };
    expect(await sbx.inventorySnapshot(c, { ...q, page: 1 })).toMatchObject({
      ok: true,
      total: 4,
      rows: [{ sku: 'BOX' }, { sku: 'CUP' }, { sku: 'SBX-USWE-01' }],
    });
    expect(await sbx.inventorySnapshot(c, { ...q, page: 2 })).toMatchObject({ ok: true, total: 4, rows: [{ sku: 'SBX-USWE-02', available: 0 }] });
    expect(await sbx.inventorySnapshot(c, { ...q, page: 0 })).toMatchObject({ ok: false, reasonId: 'overseas.inventoryPageInvalid' });
    expect(await sbx.inventorySnapshot(c, { ...q, page: 1, pageSize: 201 })).toMatchObject({ ok: false, reasonId: 'overseas.inventoryPageInvalid' });
    expect(await sbx.inventorySnapshot({ appKey: 'gc-1', appSecret: 's' }, { ...q, page: 1 })).toMatchObject({
      ok: false,
      reasonId: 'overseas.providerWarehouseGone',
    });
    expect(await sbx.inventorySnapshot({ appKey: 'bad', appSecret: 's' }, { ...q, page: 1 })).toMatchObject({
      ok: false,
      reasonId: 'overseas.credentialsRefused',
    });
  });

  it('the schedule syncs every bound warehouse of activated authorizations; a refused one keeps its snapshot', async () => {
    await db().overseasInventorySnapshot.updateMany({ where: { providerWarehouseId: pwId }, data: { available: 999 } });
    const first = await syncAllOverseasInventory(app.platform);
    expect(first.synced).toBeGreaterThanOrEqual(1);
    expect((await stored()).find((s) => s.providerSku === 'CUP')?.available).toBe(33);
    const row = await db().overseasWarehouseAuth.findFirstOrThrow({ where: { id: authId } });
    await db().overseasWarehouseAuth.update({ where: { id: authId }, data: { appKey: 'down-plain-key' } });
    try {
      const mine = async () => (await stored()).filter((s) => s.providerWarehouseId === pwId);
      const before = await mine();
      expect((await syncAllOverseasInventory(app.platform)).failed).toBeGreaterThanOrEqual(1);
      expect(await mine()).toEqual(before);
    } finally {
      await db().overseasWarehouseAuth.update({ where: { id: authId }, data: { appKey: row.appKey } });
    }
  });

  it('another company can neither read nor sync it', async () => {
    const before = await inventoryState();
    expect(await sync(pwId, other.company.token)).toMatchObject({ __typename: 'NotFoundError', messageId: 'overseas.providerWarehouseNotFound' });
    expect((await list({}, other.company.token)).totalCount).toBe(0);
    expect(await all({ warehouseId: wh.id }, other.company.token)).toEqual([]);
    expect(await details(wh.id, w.skuA.id, other.company.token)).toBeNull();
    const options = await gql('{ overseasInventoryWarehouses { id } }', {}, other.company.token);
    expect(options.overseasInventoryWarehouses).toEqual([]);
    expect(await inventoryState()).toEqual(before);
  });

  it('needs the page permission to read and its sync action to sync', async () => {
    const role = await db().role.create({ data: { companyId: w.company.companyId, name: 'Stock viewer', permissions: ['overseasWarehouseInventory'] } });
    const noRole = await db().role.create({ data: { companyId: w.company.companyId, name: 'Nobody', permissions: ['orders'] } });
    const user = async (name: string, roleId: number) => {
      const username = `${name}_${w.company.companyId}`;
      await db().user.create({
        data: { companyId: w.company.companyId, username, passwordHash: await hashPassword(PASSWORD), realname: name, isMain: false, roleId },
      });
      return app.login(username);
    };
    const viewer = await user('ow_viewer', role.id);
    const nobody = await user('ow_nobody', noRole.id);
    const before = await inventoryState();
    const refused = async (query: string, variables: Record<string, unknown>, token: string) =>
      (await app.gql(query, variables, { token })).body.errors?.[0]?.extensions;
    const SYNC = 'mutation($p: Int!) { syncOverseasInventory(providerWarehouseId: $p) { __typename } }';
    expect(await refused(SYNC, { p: pwId }, viewer)).toMatchObject({ messageId: 'permission.denied', permission: 'overseasWarehouseInventory.sync' });
    expect((await list({}, viewer)).totalCount).toBeGreaterThan(0);
    expect((await gql('{ overseasInventoryWarehouses { id code authorizationName } }', {}, viewer)).overseasInventoryWarehouses).toContainEqual({
      id: pwId,
      code: 'USWE',
      authorizationName: 'Goodcang stock',
    });
    for (const q of [
      '{ overseasWarehouseInventory(first: 5) { totalCount } }',
      '{ overseasInventoryWarehouses { id } }',
      `{ overseasWarehouseInventoryDetails(warehouseId: ${wh.id}, skuId: ${w.skuA.id}) { bands { band } } }`,
    ])
      expect(await refused(q, {}, nobody)).toMatchObject({ messageId: 'permission.denied', permission: 'overseasWarehouseInventory' });
    expect(await refused(SYNC, { p: pwId }, nobody)).toMatchObject({ messageId: 'permission.denied' });
    expect(await inventoryState()).toEqual(before);
  });
});
