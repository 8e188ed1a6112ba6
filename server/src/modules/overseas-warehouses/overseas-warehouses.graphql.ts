// GraphQL of overseas warehouse authorizations (/overseasWarehouseAuth) and their logistics
// channels (/overseasLogistics), issue 23 slice 1, and the overseas inventory
// (/overseasWarehouseInventory and its details, issue 23 item 5). Credentials are written, never
// read back: the type answers only a mask of the app key.
import { AGE_BANDS, OVERSEAS_AUTH_STATUSES, OVERSEAS_PROVIDER_LABELS, OVERSEAS_PROVIDERS, translate, type OverseasProvider } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { argsOf, command, commandsOn, exposeFields, nameFields, offsetArg, reading, rowCommandsOn } from '../../graphql/fields';
import { compact, plainInput, type InputFields } from '../../graphql/inputs';
import { offsetPage, readList, totalCountField } from '../../graphql/pagination';
import { skuFields } from '../../graphql/sku-fields';
import { loadWarehouseName, requestLoader } from '../../platform/lookups';
import type { RequestContext } from '../../platform/context';
import * as inventory from './overseas-inventory.service';
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
      inventorySyncedAt: 'DateTime?: The last inventory sync that answered; null: never synced',
    }),
    authorizationName: t.string({ select: { authorization: { select: { name: true } } }, resolve: (w) => w.authorization.name }),
    authorizationStatus: t.string({ select: { authorization: { select: { status: true } } }, resolve: (w) => w.authorization.status }),
    inventoryCount: t.int({
      description: 'Provider SKUs in the last inventory snapshot',
      resolve: (w, _a, ctx) => ctx.db.overseasInventorySnapshot.count({ where: { providerWarehouseId: w.id } }),
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
  overseasWarehouseAuths: t.prismaConnection(
    readList('OverseasWarehouseAuth', 'overseasWarehouseAuth', OverseasAuthFilter, (ctx) => ctx.db.overseasWarehouseAuth, overseas.overseasAuthWhere, [
      { id: 'asc' },
    ]),
  ),
  overseasWarehouseAuthOptions: t.field(
    commandsOn([OverseasAuthOption]).byArgs(
      { authScopes: { loggedIn: true } },
      {},
      overseas.authOptions,
      'Every authorization for pickers; needs /overseasWarehouseAuth or /overseasLogistics',
    ),
  ),
  overseasLogisticsChannels: t.prismaConnection(
    readList('OverseasLogisticsChannel', 'overseasLogistics', OverseasChannelFilter, (ctx) => ctx.db.overseasLogisticsChannel, overseas.overseasChannelWhere, [
      { authorizationId: 'asc' },
      { warehouseCode: 'asc' },
      { code: 'asc' },
    ]),
  ),
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
  setOverseasLogisticsChannelEnabled: t.prismaField(rowCommandsOn('OverseasLogisticsChannel').bySwitch(channelUpdate, overseas.setChannelEnabled)),
}));

// ---- overseas inventory (issue 23 item 5) -----------------------------------------------------

/** The authorization behind a row (name, provider), batched per request. */
const loadAuth = (ctx: RequestContext, id: number) =>
  requestLoader<number, { id: number; name: string; provider: string; status: string }>(ctx, 'overseasAuth', async (ids) => {
    const rows = await ctx.db.overseasWarehouseAuth.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, name: true, provider: true, status: true },
    });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id);

const OverseasInventoryRow = builder.objectRef<inventory.InventoryRow>('OverseasInventoryRow').implement({
  description: "One SKU (or an unmapped provider SKU) in a bound overseas warehouse: the provider's figures beside the ledger's",
  fields: (t) => ({
    ...exposeFields(t, {
      warehouseId: "Int: The seller's warehouse (type overseas)",
      providerWarehouseId: 'Int',
      providerWarehouseCode: 'String',
      authorizationId: 'Int',
      skuId: "Int?: The seller's SKU; null: the provider SKU maps to none (unmapped)",
      providerSku: "String: The provider's SKU code; empty when the provider did not list the SKU",
      providerAvailable: 'Int?: Null before the first sync; 0 when synced and not listed',
      providerReserved: 'Int?: Held by the provider for outbound orders',
      providerInTransit: 'Int?: Announced to the provider, not yet received',
      ledgerQuantity: "Int: On hand in the ledger's balance of the warehouse",
      ledgerOccupied: 'Int',
      ledgerInTransit: 'Int',
      difference: 'Int?: Provider (available + reserved) − ledger quantity; null before the first sync',
      syncedAt: 'DateTime?: When the provider answered the snapshot',
    }),
    ...skuFields(t, 'skuId'),
    mapped: t.boolean({ description: "Whether the provider SKU is one of the seller's SKUs (same code)", resolve: (r) => r.skuId != null }),
    flagged: t.boolean({ description: 'The difference is known and not 0', resolve: (r) => r.difference != null && r.difference !== 0 }),
    providerOnHand: t.int({
      nullable: true,
      description: 'available + reserved',
      resolve: (r) => (r.providerAvailable == null ? null : r.providerAvailable + (r.providerReserved ?? 0)),
    }),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    authorizationName: t.string({ resolve: async (r, _a, ctx) => (await loadAuth(ctx, r.authorizationId))?.name ?? '' }),
    providerName: t.string({
      description: "The provider's name in the caller's language",
      resolve: async (r, _a, ctx) => providerLabel((await loadAuth(ctx, r.authorizationId))?.provider ?? '', ctx.lang),
    }),
  }),
});

const OverseasInventoryBand = builder.objectRef<{ band: string; quantity: number; lots: number }>('OverseasInventoryAgeBand').implement({
  description: 'Units left in the lots of one storage age band (spec 02 §9)',
  fields: (t) => ({ ...exposeFields(t, { band: `String: ${AGE_BANDS.join(' | ')}`, quantity: 'Int', lots: 'Int' }) }),
});

type Lot = { id: number; receivedAt: Date; quantityIn: number; quantityLeft: number; unitCost: string; billNo: string; ageDays: number; band: string };
const OverseasInventoryLot = builder.objectRef<Lot>('OverseasInventoryLot').implement({
  description: 'A FIFO lot of the stock engine with units left, and its storage age',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      receivedAt: 'DateTime',
      quantityIn: 'Int',
      quantityLeft: 'Int',
      unitCost: 'String: Purchase price per unit, 2 decimals',
      billNo: 'String: The bill that brought it in',
      ageDays: 'Int: Whole days since receipt',
      band: `String: ${AGE_BANDS.join(' | ')}`,
    }),
  }),
});

type Details = NonNullable<Awaited<ReturnType<typeof inventory.inventoryDetails>>>;
const OverseasInventoryDetails = builder.objectRef<Details>('OverseasInventoryDetails').implement({
  description: 'One SKU in one bound overseas warehouse: its figures and its lots by storage age',
  fields: (t) => ({
    row: t.field({ type: OverseasInventoryRow, resolve: (d) => d.row }),
    bands: t.field({ type: [OverseasInventoryBand], description: 'Every band, in AGE_BANDS order', resolve: (d) => d.bands }),
    lots: t.field({ type: [OverseasInventoryLot], description: 'Lots with units left, oldest first', resolve: (d) => d.lots }),
  }),
});

const OverseasInventoryFilter = plainInput('OverseasInventoryFilter', {
  warehouseId: "Int: The seller's overseas warehouse",
  keyword: "String: Part of the SKU code (the seller's or the provider's)",
  onlyDifferences: 'Boolean: Only rows whose difference is not 0',
});

builder.queryFields((t) => ({
  overseasWarehouseInventory: t.connection(
    {
      type: OverseasInventoryRow,
      ...reading('overseasWarehouseInventory'),
      description: "The provider's stock of every bound overseas warehouse beside the ledger's, per SKU and warehouse",
      args: { ...offsetArg(t), filter: t.arg({ type: OverseasInventoryFilter }) },
      resolve: (_r, args, ctx) => {
        const filter = compact(args.filter ?? {});
        return offsetPage(
          args,
          () => inventory.countInventory(ctx, filter),
          (offset, limit) => inventory.inventoryRows(ctx, filter, offset, limit),
        );
      },
    },
    totalCountField as never,
  ),
  overseasWarehouseInventoryDetails: t.field({
    type: OverseasInventoryDetails,
    nullable: true,
    ...reading('overseasWarehouseInventory'),
    description: 'One SKU in one bound overseas warehouse with its lots by storage age; null when either is not found',
    args: argsOf({ warehouseId: 'Int!', skuId: 'Int!' }),
    resolve: (_r, a, ctx) => inventory.inventoryDetails(ctx, a.warehouseId, a.skuId),
  }),
  overseasInventoryWarehouses: t.prismaField(
    rowCommandsOn(['OverseasProviderWarehouse']).byArgs(
      reading('overseasWarehouseInventory'),
      {},
      (ctx) => inventory.inventoryWarehouses(ctx),
      "The provider warehouses bound to one of the seller's warehouses (filter and sync of the inventory page)",
    ),
  ),
}));

builder.mutationFields((t) => ({
  syncOverseasInventory: t.prismaField(
    rowCommandsOn('OverseasProviderWarehouse').byArgs(
      command('overseasWarehouseInventory.sync', { operateModule: 'overseasWarehouseInventory' }),
      { providerWarehouseId: 'Int!' },
      (ctx, a) => inventory.syncInventory(ctx, a.providerWarehouseId),
      "Reads the provider's stock of a bound warehouse and replaces its snapshot; a refusal leaves the last one",
    ),
  ),
}));
