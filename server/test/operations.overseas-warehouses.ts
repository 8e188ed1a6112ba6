// Crawler entries of overseas warehouses (issue 23 slice 1; see DomainOperations in operations.ts):
// authorizations, provider warehouse binding, the overseas logistics channels and the overseas
// inventory (item 5). The seed makes one authorization with a provider warehouse bound to an
// overseas warehouse (with a snapshot row) and a channel per company; company A aiming at B's ids gets "not found".
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const rnd = () => Math.random().toString(36).slice(2, 8);

export const overseasWarehouseOperations: DomainOperations = {
  operations: [
    {
      field: 'overseasWarehouseAuths',
      query: '{ overseasWarehouseAuths(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'owAuthId' },
    },
    { field: 'overseasWarehouseAuthOptions', query: '{ overseasWarehouseAuthOptions { id } }', variables: () => ({}), foreign: { list: 'owAuthId' } },
    {
      field: 'overseasLogisticsChannels',
      query: '{ overseasLogisticsChannels(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'owChannelId' },
    },
    {
      field: 'createOverseasWarehouseAuth',
      query: `mutation($i: CreateOverseasWarehouseAuthInput!) { createOverseasWarehouseAuth(input: $i) { ${E} } }`,
      variables: () => ({ i: { provider: 'winit', name: `Crawl ${rnd()}`, appKey: 'crawl-key', appSecret: 'crawl-secret' } }),
    },
    {
      field: 'updateOverseasWarehouseAuth',
      query: `mutation($id: Int!, $i: UpdateOverseasWarehouseAuthInput!) { updateOverseasWarehouseAuth(id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.owAuthId, i: { name: 'Crawl renamed' } }),
      foreign: 'notFound',
    },
    ...['testOverseasWarehouseAuth', 'terminateOverseasWarehouseAuth', 'activateOverseasWarehouseAuth', 'syncOverseasWarehouses'].map((field) => ({
      field,
      query: `mutation($id: Int!) { ${field}(id: $id) { ${E} } }`,
      variables: (i: Record<string, number>) => ({ id: i.owAuthId }),
      foreign: 'notFound' as const,
    })),
    {
      field: 'bindOverseasWarehouse',
      query: `mutation($i: BindOverseasWarehouseInput!) { bindOverseasWarehouse(input: $i) { ${E} ... on ValidationError { fieldErrors { messageId } } } }`,
      variables: (i) => ({ i: { providerWarehouseId: i.owProviderWarehouseId, warehouseId: null } }),
    },
    {
      field: 'syncOverseasLogisticsChannels',
      query: `mutation($a: Int!) { syncOverseasLogisticsChannels(authorizationId: $a) { ${E} } }`,
      variables: (i) => ({ a: i.owAuthId }),
      foreign: 'notFound',
    },
    {
      field: 'setOverseasLogisticsChannelEnabled',
      query: `mutation($id: Int!) { setOverseasLogisticsChannelEnabled(id: $id, enabled: false) { ${E} } }`,
      variables: (i) => ({ id: i.owChannelId }),
      foreign: 'notFound',
    },
    // overseas inventory (issue 23 item 5): the seed's provider warehouse is bound to an overseas warehouse with a snapshot row
    {
      field: 'overseasWarehouseInventory',
      query: '{ overseasWarehouseInventory(first: 100) { totalCount edges { node { warehouseId skuId providerSku } } } }',
      variables: () => ({}),
    },
    {
      field: 'overseasInventoryWarehouses',
      query: '{ overseasInventoryWarehouses { id code } }',
      variables: () => ({}),
      foreign: { list: 'owProviderWarehouseId' },
    },
    {
      field: 'overseasWarehouseInventoryDetails',
      query: 'query($w: Int!, $s: Int!) { overseasWarehouseInventoryDetails(warehouseId: $w, skuId: $s) { row { skuId difference } bands { band quantity } } }',
      variables: (i) => ({ w: i.owWarehouseId, s: i.skuId }),
      foreign: 'null',
    },
    {
      field: 'syncOverseasInventory',
      query: `mutation($p: Int!) { syncOverseasInventory(providerWarehouseId: $p) { ${E} } }`,
      variables: (i) => ({ p: i.owProviderWarehouseId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company) {
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const { companyId } = company;
    const auth = await db.overseasWarehouseAuth.create({
      data: { companyId, provider: 'goodcang', name: 'Crawl seed', appKey: 'seed-key', appSecret: 'seed-secret' },
    });
    const wh = await db.warehouse.create({ data: { companyId, name: `Crawl overseas ${rnd()}`, type: 'overseas', country: 'US' } });
    const pw = await db.overseasProviderWarehouse.create({
      data: {
        companyId,
        authorizationId: auth.id,
        code: 'USEA',
        name: 'Goodcang US East (New Jersey)',
        country: 'US',
        warehouseId: wh.id,
        inventorySyncedAt: new Date(),
      },
    });
    await db.overseasInventorySnapshot.create({
      data: { companyId, providerWarehouseId: pw.id, providerSku: 'SBX-USEA-01', available: 13, reserved: 1, inTransit: 11, syncedAt: new Date() },
    });
    const ch = await db.overseasLogisticsChannel.create({
      data: { companyId, authorizationId: auth.id, warehouseCode: 'USEA', code: 'USEA-USPS-GA', name: 'USPS Ground Advantage', carrier: 'USPS' },
    });
    return { owAuthId: auth.id, owProviderWarehouseId: pw.id, owChannelId: ch.id, owWarehouseId: wh.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.overseasWarehouseAuth.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.overseasProviderWarehouse.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.overseasLogisticsChannel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.overseasInventorySnapshot.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
