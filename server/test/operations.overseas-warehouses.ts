// Crawler entries of overseas warehouses (issue 23 slice 1; see DomainOperations in operations.ts):
// authorizations, provider warehouse binding and the overseas logistics channels. The seed makes one
// authorization with a provider warehouse and a channel per company; company A aiming at B's ids gets "not found".
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
  ],

  async seed(app, company) {
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const { companyId } = company;
    const auth = await db.overseasWarehouseAuth.create({
      data: { companyId, provider: 'goodcang', name: 'Crawl seed', appKey: 'seed-key', appSecret: 'seed-secret' },
    });
    const pw = await db.overseasProviderWarehouse.create({
      data: { companyId, authorizationId: auth.id, code: 'USEA', name: 'Goodcang US East (New Jersey)', country: 'US' },
    });
    const ch = await db.overseasLogisticsChannel.create({
      data: { companyId, authorizationId: auth.id, warehouseCode: 'USEA', code: 'USEA-USPS-GA', name: 'USPS Ground Advantage', carrier: 'USPS' },
    });
    return { owAuthId: auth.id, owProviderWarehouseId: pw.id, owChannelId: ch.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.overseasWarehouseAuth.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.overseasProviderWarehouse.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.overseasLogisticsChannel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
