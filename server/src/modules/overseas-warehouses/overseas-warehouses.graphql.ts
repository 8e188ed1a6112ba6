// GraphQL of overseas warehouse authorizations (/overseasWarehouseAuth) and their logistics
// channels (/overseasLogistics), issue 23 slice 1. Credentials are written, never read back: the
// type answers only a mask of the app key.
import { OVERSEAS_AUTH_STATUSES, OVERSEAS_PROVIDER_LABELS, OVERSEAS_PROVIDERS, translate, type OverseasProvider } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { plainInput, type InputFields } from '../../graphql/inputs';
import { listOf } from '../../graphql/pagination';
import * as overseas from './overseas-warehouses.service';

const providerLabel = (provider: string, lang: 'zh' | 'en') => OVERSEAS_PROVIDER_LABELS[provider as OverseasProvider]?.[lang] ?? provider;

builder.prismaObject('OverseasProviderWarehouse', {
  description: "A warehouse of the provider, optionally bound to one of the seller's overseas warehouses",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      authorizationId: 'Int',
      code: 'String: The provider warehouse code',
      name: 'String',
      country: 'String: ISO 3166-1 alpha-2',
      available: 'Boolean: Still listed by the provider at the last sync',
      warehouseId: "Int?: The seller's warehouse (type overseas) it is bound to",
      syncedAt: 'DateTime',
    }),
    warehouseName: t.string({
      description: "The bound warehouse's name; empty when unbound",
      resolve: async (row, _a, ctx) =>
        row.warehouseId ? ((await ctx.db.warehouse.findFirst({ where: { id: row.warehouseId }, select: { name: true } }))?.name ?? '') : '',
    }),
  }),
});

builder.prismaObject('OverseasWarehouseAuth', {
  description: 'A third-party overseas warehouse account (spec 02 §3: service provider, custom name); activated or terminated',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      provider: `String: ${OVERSEAS_PROVIDERS.join(' | ')}`,
      name: 'String',
      status: `String: ${OVERSEAS_AUTH_STATUSES.join(' | ')}`,
      checkedAt: 'DateTime?: The last connection test',
      checkOk: 'Boolean?: Whether the last connection test passed',
      warehousesSyncedAt: 'DateTime?',
      channelsSyncedAt: 'DateTime?',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    providerName: t.string({ description: "The provider's name in the caller's language", resolve: (a, _x, ctx) => providerLabel(a.provider, ctx.lang) }),
    appKeyMask: t.string({
      description: 'The last characters of the app key; the key and secret are never answered',
      resolve: (a, _x, ctx) => overseas.maskedCredential(ctx, a.appKey),
    }),
    checkMessage: t.string({
      description: "The provider's refusal at the last connection test, in the caller's language",
      resolve: (a, _x, ctx) => (a.checkMessageId ? translate(ctx.lang, a.checkMessageId, { provider: providerLabel(a.provider, ctx.lang) }) : ''),
    }),
    connector: t.string({
      description: "sandbox: the provider's answers come from the sandbox; live: from the provider",
      resolve: (_a, _x, ctx) => overseas.connectorMode(ctx),
    }),
    warehouses: t.relation('warehouses', { query: { orderBy: [{ code: 'asc' }] } }),
    channelCount: t.int({
      description: 'Channels synced from the provider',
      resolve: (a, _x, ctx) => ctx.db.overseasLogisticsChannel.count({ where: { authorizationId: a.id } }),
    }),
  }),
});

builder.prismaObject('OverseasLogisticsChannel', {
  description: "A logistics channel of a provider's warehouse; enabled, it is a logistics channel (type overseas) orders can use",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      authorizationId: 'Int',
      warehouseCode: 'String',
      code: 'String',
      name: 'String',
      carrier: 'String',
      available: 'Boolean: Still offered by the provider at the last sync',
      enabled: 'Boolean',
      logisticsChannelId: 'Int?: The logistics channel orders name, once enabled',
      syncedAt: 'DateTime',
    }),
    authorizationName: t.string({ select: { authorization: { select: { name: true } } }, resolve: (c) => c.authorization.name }),
    provider: t.string({ select: { authorization: { select: { provider: true } } }, resolve: (c) => c.authorization.provider }),
    providerName: t.string({
      select: { authorization: { select: { provider: true } } },
      resolve: (c, _a, ctx) => providerLabel(c.authorization.provider, ctx.lang),
    }),
    warehouseName: t.string({
      description: "The provider warehouse's name",
      resolve: async (c, _a, ctx) =>
        (await ctx.db.overseasProviderWarehouse.findFirst({ where: { authorizationId: c.authorizationId, code: c.warehouseCode }, select: { name: true } }))
          ?.name ?? c.warehouseCode,
    }),
  }),
});

const OverseasAuthOption = builder.objectRef<{ id: number; name: string; provider: string; status: string }>('OverseasWarehouseAuthOption').implement({
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', name: 'String', provider: 'String', status: 'String' }) }),
});

const provider = (t: InputFields) => t.string({ required: true, description: OVERSEAS_PROVIDERS.join(' | ') });
const OverseasAuthFilter = plainInput('OverseasWarehouseAuthFilter', {
  provider: 'String',
  status: 'String: activated | terminated',
  keyword: 'String: Part of the name',
});
const CreateOverseasAuthInput = plainInput('CreateOverseasWarehouseAuthInput', { provider, name: 'String!', appKey: 'String!', appSecret: 'String!' });
const UpdateOverseasAuthInput = plainInput('UpdateOverseasWarehouseAuthInput', {
  name: 'String!',
  appKey: 'String: Empty keeps the stored key',
  appSecret: 'String: Empty keeps the stored secret',
});
const BindOverseasWarehouseInput = plainInput('BindOverseasWarehouseInput', {
  providerWarehouseId: 'Int!',
  warehouseId: "Int: The seller's warehouse of type overseas; null unbinds",
});
const OverseasChannelFilter = plainInput('OverseasLogisticsChannelFilter', {
  authorizationId: 'Int',
  warehouseCode: 'String',
  enabled: 'Boolean',
  keyword: 'String: Part of the name, code or carrier',
});

builder.queryFields((t) => ({
  overseasWarehouseAuths: t.prismaConnection({
    type: 'OverseasWarehouseAuth',
    authScopes: { permission: 'overseasWarehouseAuth' },
    ...listOf(OverseasAuthFilter, (ctx) => ctx.db.overseasWarehouseAuth, overseas.overseasAuthWhere, [{ id: 'asc' }]),
  }),
  overseasWarehouseAuthOptions: t.field(
    commandsOn([OverseasAuthOption]).byArgs(
      { authScopes: { loggedIn: true } },
      {},
      overseas.authOptions,
      'Every authorization for pickers; needs /overseasWarehouseAuth or /overseasLogistics',
    ),
  ),
  overseasLogisticsChannels: t.prismaConnection({
    type: 'OverseasLogisticsChannel',
    authScopes: { permission: 'overseasLogistics' },
    ...listOf(OverseasChannelFilter, (ctx) => ctx.db.overseasLogisticsChannel, overseas.overseasChannelWhere, [
      { authorizationId: 'asc' },
      { warehouseCode: 'asc' },
      { code: 'asc' },
    ]),
  }),
}));

const authExt = { operateModule: 'overseasWarehouseAuth' };
const authUpdate = command('overseasWarehouseAuth.update', authExt);
const onAuth = rowCommandsOn('OverseasWarehouseAuth');
const channelUpdate = command('overseasLogistics.update', { operateModule: 'overseasLogistics' });
builder.mutationFields((t) => ({
  createOverseasWarehouseAuth: t.prismaField(
    onAuth.byInput(authUpdate, CreateOverseasAuthInput, overseas.createAuth, 'Authorizes an account once the provider accepts its credentials'),
  ),
  updateOverseasWarehouseAuth: t.prismaField(onAuth.byIdInput(authUpdate, UpdateOverseasAuthInput, overseas.updateAuth)),
  testOverseasWarehouseAuth: t.prismaField(
    onAuth.byId(authUpdate, overseas.testAuth, 'Asks the provider whether the credentials still work; the answer is recorded'),
  ),
  terminateOverseasWarehouseAuth: t.prismaField(onAuth.byId(authUpdate, overseas.terminateAuth)),
  activateOverseasWarehouseAuth: t.prismaField(onAuth.byId(authUpdate, overseas.activateAuth)),
  syncOverseasWarehouses: t.prismaField(onAuth.byId(authUpdate, overseas.syncWarehouses, "Reads the provider's warehouses again")),
  bindOverseasWarehouse: t.prismaField(rowCommandsOn('OverseasProviderWarehouse').byInput(authUpdate, BindOverseasWarehouseInput, overseas.bindWarehouse)),
  syncOverseasLogisticsChannels: t.prismaField(
    onAuth.byArgs(
      channelUpdate,
      { authorizationId: 'Int!' },
      (ctx, a) => overseas.syncChannels(ctx, a.authorizationId),
      "Reads the channels of the authorization's warehouses",
    ),
  ),
  setOverseasLogisticsChannelEnabled: t.prismaField(
    rowCommandsOn('OverseasLogisticsChannel').byArgs(channelUpdate, { id: 'Int!', enabled: 'Boolean!' }, (ctx, a) =>
      overseas.setChannelEnabled(ctx, a.id, a.enabled),
    ),
  ),
}));
