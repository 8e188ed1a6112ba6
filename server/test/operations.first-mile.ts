// Crawler entries of first-mile logistics (issue 23 item 4; see DomainOperations in operations.ts):
// providers, channels and the trial calculation. The seed makes one provider with one channel per
// company (and an empty provider to delete); company A aiming at B's ids gets "not found".
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 8);
const card = { basis: 'weight', currency: 'CNY', tiers: [{ fromQuantity: 0, unitPrice: 8.5 }], fixedFee: 20 };
const channel = (providerId: number) => ({ providerId, name: `Crawl ${rnd()}`, transportMode: 'sea', minDays: 20, maxDays: 30, priceCard: card });

export const firstMileOperations: DomainOperations = {
  operations: [
    {
      field: 'firstMileProviders',
      query: '{ firstMileProviders(first: 100) { totalCount edges { node { id apiKeyMask } } } }',
      variables: () => ({}),
      foreign: { list: 'fmProviderId' },
    },
    { field: 'firstMileProviderOptions', query: '{ firstMileProviderOptions { id } }', variables: () => ({}), foreign: { list: 'fmProviderId' } },
    {
      field: 'firstMileChannels',
      query: 'query($f: FirstMileChannelFilter) { firstMileChannels(first: 100, filter: $f) { totalCount edges { node { id providerName } } } }',
      variables: (i) => ({ f: { providerId: i.fmProviderId } }),
      foreign: { list: 'fmChannelId' },
    },
    {
      field: 'firstMileFreightQuote',
      query: 'query($c: Int!) { firstMileFreightQuote(channelId: $c, weightKg: 10, volumeM3: 0.1) { freight } }',
      variables: (i) => ({ c: i.fmChannelId }),
      foreign: 'null',
    },
    {
      field: 'createFirstMileProvider',
      query: `mutation($i: FirstMileProviderInput!) { createFirstMileProvider(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: `Crawl ${rnd()}`, apiKey: 'crawl-key-123456' } }),
    },
    {
      field: 'updateFirstMileProvider',
      query: `mutation($id: Int!, $i: FirstMileProviderInput!) { updateFirstMileProvider(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.fmProviderId, i: { name: 'Crawl seed provider' } }),
      foreign: 'notFound',
    },
    {
      field: 'setFirstMileProviderEnabled',
      query: `mutation($id: Int!) { setFirstMileProviderEnabled(id: $id, enabled: true) { ${E} } }`,
      variables: (i) => ({ id: i.fmProviderId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteFirstMileProvider',
      query: `mutation($id: Int!) { deleteFirstMileProvider(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.fmProviderId }),
      foreign: 'notFound',
    },
    {
      field: 'createFirstMileChannel',
      query: `mutation($i: FirstMileChannelInput!) { createFirstMileChannel(input: $i) { ${V} } }`,
      variables: (i) => ({ i: channel(i.fmProviderId) }),
    },
    {
      field: 'updateFirstMileChannel',
      query: `mutation($id: Int!, $i: FirstMileChannelInput!) { updateFirstMileChannel(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.fmChannelId, i: { ...channel(i.fmProviderId), name: 'Crawl seed channel' } }),
      foreign: 'notFound',
    },
    {
      field: 'setFirstMileChannelEnabled',
      query: `mutation($id: Int!) { setFirstMileChannelEnabled(id: $id, enabled: true) { ${E} } }`,
      variables: (i) => ({ id: i.fmChannelId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteFirstMileChannel',
      query: `mutation($id: Int!) { deleteFirstMileChannel(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.fmSpareChannelId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company) {
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const { companyId } = company;
    const p = await db.firstMileProvider.create({ data: { companyId, name: 'Crawl seed provider' } });
    const data = { companyId, providerId: p.id, transportMode: 'sea', minDays: 20, maxDays: 30, priceCard: card };
    const c = await db.firstMileChannel.create({ data: { ...data, name: 'Crawl seed channel' } });
    const spare = await db.firstMileChannel.create({ data: { ...data, name: 'Crawl spare channel' } });
    return { fmProviderId: p.id, fmChannelId: c.id, fmSpareChannelId: spare.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.firstMileProvider.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.firstMileChannel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
