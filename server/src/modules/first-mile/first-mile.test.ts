// First-mile logistics providers and channels over GraphQL (issue 23 item 4): CRUD, enable /
// disable, the API key sealed and never answered, a provider with channels kept, the trial
// calculation; every refusal with its message (zh and en) and nothing written; tenancy and
// permissions.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, okOf as ok, roleAccount, type TestApp, twoCompanySuite } from '../../../test/harness';
import { idInputMutation, inputMutation } from '../../../test/mutations';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['First Mile Co', 'Other First Mile Co'], (...s) => ([app, w, other] = s));
const snapshot = async (companyId = w.companyId) => [
  await db().firstMileProvider.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().firstMileChannel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
];

const PROVIDER = 'id name contact remark account apiKeyMask enabled channelCount';
const CHANNEL =
  'id providerId providerName name transportMode pickupPlace taxIncluded minDays maxDays enabled priceCard { basis divisor currency fixedFee tiers { fromQuantity unitPrice } }';

const createProvider = inputMutation(gql, 'createFirstMileProvider', 'FirstMileProviderInput', PROVIDER);
const updateProvider = idInputMutation(gql, 'updateFirstMileProvider', 'FirstMileProviderInput', PROVIDER);
const createChannel = inputMutation(gql, 'createFirstMileChannel', 'FirstMileChannelInput', CHANNEL);
const updateChannel = idInputMutation(gql, 'updateFirstMileChannel', 'FirstMileChannelInput', CHANNEL);
const del = async (field: 'deleteFirstMileProvider' | 'deleteFirstMileChannel', id: number, token?: string, lang?: string) =>
  (await gql(`mutation($id: Int!) { ${field}(id: $id) { __typename ${ok(field, '')} ${ERR} } }`.replace('{ data {  } }', '{ data }'), { id }, token, lang))[
    field
  ];
const setEnabled = async (field: 'setFirstMileProviderEnabled' | 'setFirstMileChannelEnabled', id: number, enabled: boolean, lang?: string) =>
  (
    await gql(
      `mutation($id: Int!, $e: Boolean!) { ${field}(id: $id, enabled: $e) { __typename ${ok(field, 'id enabled')} ${ERR} } }`,
      { id, e: enabled },
      undefined,
      lang,
    )
  )[field];
const quote = async (channelId: number, weightKg: number, volumeM3: number, token?: string) =>
  (
    await gql(
      'query($c: Int!, $w: Float!, $v: Float!) { firstMileFreightQuote(channelId: $c, weightKg: $w, volumeM3: $v) { basis volumetricWeightKg chargeableQuantity tierFrom unitPrice fixedFee freight currency } }',
      { c: channelId, w: weightKg, v: volumeM3 },
      token,
    )
  ).firstMileFreightQuote;

const card = (over: Record<string, unknown> = {}) => ({
  basis: 'volumetricWeight',
  divisor: 6000,
  currency: 'CNY',
  tiers: [
    { fromQuantity: 0, unitPrice: 12 },
    { fromQuantity: 21, unitPrice: 10.5 },
    { fromQuantity: 100, unitPrice: 9.8 },
  ],
  fixedFee: 30,
  ...over,
});
const channelInput = (providerId: number, over: Record<string, unknown> = {}) => ({
  providerId,
  name: 'Shenzhen–LA air',
  transportMode: 'air',
  pickupPlace: 'Shenzhen Baoan',
  taxIncluded: true,
  minDays: 7,
  maxDays: 12,
  priceCard: card(),
  ...over,
});

describe('first-mile logistics providers and channels (issue 23 item 4)', () => {
  let providerId: number;
  let channelId: number;

  it('creates a provider with its API key sealed: only a mask is answered', async () => {
    const p = await createProvider({ name: ' Cainiao Head ', contact: 'Ms Li', remark: '', account: 'acct-01', apiKey: 'sk_live_ABCDEFGH1234' });
    expect(p).toMatchObject({
      __typename: 'MutationCreateFirstMileProviderSuccess',
      data: { name: 'Cainiao Head', account: 'acct-01', apiKeyMask: '••••1234', enabled: true, channelCount: 0 },
    });
    providerId = p.data.id;
    const row = await db().firstMileProvider.findUniqueOrThrow({ where: { id: providerId } });
    expect(row.apiKey).toMatch(/^v1\./);
    expect(row.apiKey).not.toContain('ABCDEFGH1234');
    // an edit without a key keeps it; clearApiKey removes it
    expect((await updateProvider(providerId, { name: 'Cainiao Head', contact: 'Mr Wang' })).data).toMatchObject({ contact: 'Mr Wang', apiKeyMask: '••••1234' });
    expect((await updateProvider(providerId, { name: 'Cainiao Head', clearApiKey: true })).data.apiKeyMask).toBe('');
    await updateProvider(providerId, { name: 'Cainiao Head', apiKey: 'sk_live_ABCDEFGH1234' });
  });

  it('refuses bad provider input with its message in zh and en, writing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(51) }, 'name', 'validation.tooLong'],
      [{ name: 'Bad key', apiKey: 'has space' }, 'apiKey', 'firstMile.apiKeyChars'],
      [{ name: 'Cainiao Head' }, 'name', 'firstMile.providerNameExists'],
    ];
    for (const [input, field, messageId] of cases) {
      for (const lang of ['en', 'zh']) {
        const r = await createProvider(input, undefined, lang);
        expect(r.__typename, JSON.stringify(input)).toBe('ValidationError');
        const e = r.fieldErrors.find((f: { field: string }) => f.field === field);
        expect(e, JSON.stringify(r)).toMatchObject({ messageId });
        expect(e.message).not.toBe(messageId);
        if (lang === 'zh') expect(e.message).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('creates a channel with its price card and refuses bad channel input in zh and en, writing nothing', async () => {
    const c = await createChannel(channelInput(providerId));
    expect(c).toMatchObject({
      __typename: 'MutationCreateFirstMileChannelSuccess',
      data: { providerName: 'Cainiao Head', transportMode: 'air', taxIncluded: true, minDays: 7, maxDays: 12, priceCard: card() },
    });
    channelId = c.data.id;
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'validation.required'],
      [{ name: 'Shenzhen–LA air' }, 'name', 'firstMile.channelNameExists'],
      [{ transportMode: 'boat' }, 'transportMode', 'firstMile.transportModeInvalid'],
      [{ minDays: 12, maxDays: 7 }, 'maxDays', 'firstMile.daysOrder'],
      [{ minDays: -1 }, 'minDays', 'firstMile.daysInvalid'],
      [{ providerId: 999999 }, 'providerId', 'firstMile.providerNotFound'],
      [{ priceCard: card({ basis: 'parcel' }) }, 'priceCard.basis', 'firstMile.basisInvalid'],
      [{ priceCard: card({ divisor: 0 }) }, 'priceCard.divisor', 'firstMile.divisorInvalid'],
      [{ priceCard: card({ currency: 'XXX' }) }, 'priceCard.currency', 'firstMile.currencyInvalid'],
      [{ priceCard: card({ tiers: [] }) }, 'priceCard.tiers', 'firstMile.tiersRequired'],
      [{ priceCard: card({ fixedFee: -1 }) }, 'priceCard.fixedFee', 'firstMile.amountInvalid'],
      [{ priceCard: card({ fixedFee: 1.234 }) }, 'priceCard.fixedFee', 'firstMile.twoDecimals'],
      [
        {
          priceCard: card({
            tiers: [
              { fromQuantity: 0, unitPrice: 1 },
              { fromQuantity: 0, unitPrice: 2 },
            ],
          }),
        },
        'priceCard.tiers.1.fromQuantity',
        'firstMile.tiersAscending',
      ],
      [{ priceCard: card({ tiers: [{ fromQuantity: 0, unitPrice: -2 }] }) }, 'priceCard.tiers.0.unitPrice', 'firstMile.amountInvalid'],
    ];
    for (const [over, field, messageId] of cases) {
      for (const lang of ['en', 'zh']) {
        const r = await createChannel(channelInput(providerId, { name: 'New', ...over }), undefined, lang);
        expect(r.__typename, JSON.stringify(over)).toBe('ValidationError');
        const e = r.fieldErrors.find((f: { field: string }) => f.field === field);
        expect(e, JSON.stringify(r)).toMatchObject({ messageId });
        expect(e.message).not.toBe(messageId);
        if (lang === 'zh') expect(e.message).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    // an edit with bad input writes nothing either
    expect((await updateChannel(channelId, channelInput(providerId, { minDays: 9, maxDays: 3 }))).__typename).toBe('ValidationError');
    expect(await snapshot()).toEqual(before);
    // defaults: divisor 6000, fixed fee 0, tax not included
    const d = await createChannel(
      channelInput(providerId, {
        name: 'Sea LCL',
        transportMode: 'sea',
        taxIncluded: null,
        priceCard: { basis: 'volume', currency: 'USD', tiers: [{ fromQuantity: 0, unitPrice: 80 }], divisor: null, fixedFee: null },
      }),
    );
    expect(d.data).toMatchObject({ taxIncluded: false, priceCard: { basis: 'volume', divisor: 6000, fixedFee: 0 } });
  });

  it('quotes freight by the price card (hand-computed)', async () => {
    // 0.3 m³ → 0.3 × 1,000,000 / 6000 = 50 kg volumetric > 40 kg actual; tier from 21 at 10.5: 50 × 10.5 + 30 = 555
    expect(await quote(channelId, 40, 0.3)).toEqual({
      basis: 'volumetricWeight',
      volumetricWeightKg: 50,
      chargeableQuantity: 50,
      tierFrom: 21,
      unitPrice: 10.5,
      fixedFee: 30,
      freight: 555,
      currency: 'CNY',
    });
    // 120 kg actual > 60 kg volumetric: tier from 100 at 9.8: 120 × 9.8 + 30 = 1206
    expect((await quote(channelId, 120, 0.36)).freight).toBe(1206);
    // 5.5 kg: first tier: 5.5 × 12 + 30 = 96
    expect((await quote(channelId, 5.5, 0.01)).freight).toBe(96);
    expect(await gql('query { firstMileFreightQuote(channelId: 999999, weightKg: 1, volumeM3: 0) { freight } }')).toEqual({ firstMileFreightQuote: null });
    const neg = await app.gql(`query { firstMileFreightQuote(channelId: ${channelId}, weightKg: -1, volumeM3: 0) { freight } }`, {}, { token: w.token });
    expect(JSON.stringify(neg.body.errors)).toContain('weightKg');
  });

  it('enables and disables; a channel of a disabled provider cannot be enabled', async () => {
    expect((await setEnabled('setFirstMileChannelEnabled', channelId, false)).data.enabled).toBe(false);
    expect((await setEnabled('setFirstMileProviderEnabled', providerId, false)).data.enabled).toBe(false);
    for (const lang of ['en', 'zh']) {
      const r = await setEnabled('setFirstMileChannelEnabled', channelId, true, lang);
      expect(r).toMatchObject({ messageId: 'firstMile.providerDisabled' });
      expect(r.message).toContain('Cainiao Head');
    }
    expect((await db().firstMileChannel.findUniqueOrThrow({ where: { id: channelId } })).enabled).toBe(false);
    await setEnabled('setFirstMileProviderEnabled', providerId, true);
    expect((await setEnabled('setFirstMileChannelEnabled', channelId, true)).data.enabled).toBe(true);
  });

  it('lists with filters and pages', async () => {
    const list = await gql(
      'query($f: FirstMileChannelFilter) { firstMileChannels(first: 1, filter: $f) { totalCount edges { node { name } } pageInfo { hasNextPage } } }',
      { f: { providerId } },
    );
    expect(list.firstMileChannels).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const sea = await gql('query($f: FirstMileChannelFilter) { firstMileChannels(first: 5, filter: $f) { totalCount } }', { f: { transportMode: 'sea' } });
    expect(sea.firstMileChannels.totalCount).toBe(1);
    const providers = await gql('{ firstMileProviders(first: 5, filter: { keyword: "cainiao" }) { totalCount edges { node { name channelCount } } } }');
    expect(providers.firstMileProviders.edges[0].node).toEqual({ name: 'Cainiao Head', channelCount: 2 });
  });

  it('keeps a provider that has channels, with a clear message', async () => {
    const before = await snapshot();
    for (const lang of ['en', 'zh']) {
      const r = await del('deleteFirstMileProvider', providerId, undefined, lang);
      expect(r).toMatchObject({ messageId: 'firstMile.providerHasChannels' });
      expect(r.message).toContain('Cainiao Head');
      expect(r.message).toContain('2');
    }
    expect(await snapshot()).toEqual(before);
    const p2 = (await createProvider({ name: 'Empty provider' })).data.id;
    expect((await del('deleteFirstMileProvider', p2)).__typename).toBe('MutationDeleteFirstMileProviderSuccess');
  });

  it('another company cannot see, edit, quote or reference the provider and channel', async () => {
    const mine = await snapshot();
    const seen = await gql(
      '{ firstMileProviders(first: 5) { totalCount } firstMileChannels(first: 5) { totalCount } firstMileProviderOptions { id } }',
      {},
      other.token,
    );
    expect(seen).toEqual({ firstMileProviders: { totalCount: 0 }, firstMileChannels: { totalCount: 0 }, firstMileProviderOptions: [] });
    expect(await updateProvider(providerId, { name: 'Taken over' }, other.token)).toMatchObject({ messageId: 'firstMile.providerNotFound' });
    expect(await setEnabledAs(other.token, 'setFirstMileProviderEnabled', providerId)).toMatchObject({ messageId: 'firstMile.providerNotFound' });
    expect(await del('deleteFirstMileProvider', providerId, other.token)).toMatchObject({ messageId: 'firstMile.providerNotFound' });
    expect(await updateChannel(channelId, channelInput(providerId, { name: 'Theirs' }), other.token)).toMatchObject({ messageId: 'firstMile.channelNotFound' });
    expect(await del('deleteFirstMileChannel', channelId, other.token)).toMatchObject({ messageId: 'firstMile.channelNotFound' });
    const ref = await createChannel(channelInput(providerId, { name: 'On their provider' }), other.token);
    expect(ref.fieldErrors).toEqual([expect.objectContaining({ field: 'providerId', messageId: 'firstMile.providerNotFound' })]);
    expect(await quote(channelId, 1, 0, other.token)).toBeNull();
    expect(await snapshot()).toEqual(mine);
    expect(await snapshot(other.companyId)).toEqual([[], []]);
    // the same names are free in another company
    expect((await createProvider({ name: 'Cainiao Head' }, other.token)).__typename).toBe('MutationCreateFirstMileProviderSuccess');
  });

  it('needs the page permissions to see and their update actions to change', async () => {
    const username = `fm_viewer_${w.companyId}`;
    const { token } = await roleAccount(app, w.companyId, { username, role: 'Channel viewer', permissions: ['logisticHeadChannel'], realname: 'Viewer' });
    const before = await snapshot();
    const refused = async (query: string, variables: Record<string, unknown> = {}) => (await app.gql(query, variables, { token })).body.errors?.[0]?.extensions;
    expect(
      await refused('mutation($i: FirstMileProviderInput!) { createFirstMileProvider(input: $i) { __typename } }', { i: { name: 'By viewer' } }),
    ).toMatchObject({
      messageId: 'permission.denied',
      permission: 'logisticHeadProvider.update',
    });
    expect(
      await refused('mutation($i: FirstMileChannelInput!) { createFirstMileChannel(input: $i) { __typename } }', {
        i: channelInput(providerId, { name: 'By viewer' }),
      }),
    ).toMatchObject({
      messageId: 'permission.denied',
      permission: 'logisticHeadChannel.update',
    });
    expect(await refused(`mutation { deleteFirstMileChannel(id: ${channelId}) { __typename } }`)).toMatchObject({ messageId: 'permission.denied' });
    expect(await refused('{ firstMileProviders(first: 5) { totalCount } }')).toMatchObject({ messageId: 'permission.denied' });
    expect(await snapshot()).toEqual(before);
    // the channel page, its provider picker and the trial calculation are theirs
    expect((await gql('{ firstMileChannels(first: 5) { totalCount } }', {}, token)).firstMileChannels.totalCount).toBe(2);
    expect((await gql('{ firstMileProviderOptions { name } }', {}, token)).firstMileProviderOptions).toEqual([{ name: 'Cainiao Head' }]);
    expect((await quote(channelId, 40, 0.3, token)).freight).toBe(555);
  });
});

async function setEnabledAs(token: string, field: string, id: number) {
  return (await gql(`mutation($id: Int!) { ${field}(id: $id, enabled: false) { __typename ${ERR} } }`, { id }, token))[field];
}
