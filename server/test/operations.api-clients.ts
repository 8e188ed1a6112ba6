// Crawler entries of API clients (issue 17; see DomainOperations in operations.ts). The seed creates
// one client (scoped to the company's first shop) with one usage row; company A reads, revokes and
// rotates B's client id: null, "not found", no usage rows of B; B's clients unchanged.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const tag = () => Math.random().toString(36).slice(2, 9);

export const apiClientOperations: DomainOperations = {
  operations: [
    {
      field: 'apiClients',
      query: '{ apiClients(first: 100) { totalCount edges { node { id name scopes shopIds status } } } }',
      variables: () => ({}),
      foreign: { list: 'apiClientId' },
    },
    { field: 'apiClient', query: 'query($id: Int!) { apiClient(id: $id) { id name clientId } }', variables: (i) => ({ id: i.apiClientId }), foreign: 'null' },
    {
      field: 'apiClientUsage',
      query: 'query($id: Int!) { apiClientUsage(apiClientId: $id, first: 100) { totalCount edges { node { id operation } } } }',
      // B's client id answers no rows (its usage row is named CRAWL-SEED-b, a marker the crawl looks for).
      variables: (i) => ({ id: i.apiClientId }),
    },
    {
      field: 'createApiClient',
      // Aimed at the other company's shop: a validation error, nothing created.
      query: `mutation($i: CreateApiClientInput!) { createApiClient(input: $i) { ${E} ... on MutationCreateApiClientSuccess { data { clientId } } } }`,
      variables: (i) => ({ i: { name: `crawl ${tag()}`, scopes: ['shops'], shopIds: [i.shopId] } }),
    },
    {
      field: 'rotateApiClientSecret',
      query: `mutation($id: Int!) { rotateApiClientSecret(id: $id) { ${E} ... on MutationRotateApiClientSecretSuccess { data { clientId } } } }`,
      variables: (i) => ({ id: i.apiClientId }),
      foreign: 'notFound',
    },
    {
      field: 'updateApiClientBudget',
      query: `mutation($id: Int!, $i: ApiClientBudgetInput!) { updateApiClientBudget(id: $id, input: $i) { ${E} ... on MutationUpdateApiClientBudgetSuccess { data { id bucketSize restoreRate } } } }`,
      variables: (i) => ({ id: i.apiClientId, i: { bucketSize: 2000, restoreRate: 100 } }),
      foreign: 'notFound',
    },
    {
      field: 'revokeApiClient',
      query: `mutation($id: Int!) { revokeApiClient(id: $id) { ${E} ... on MutationRevokeApiClientSuccess { data { id status } } } }`,
      variables: (i) => ({ id: i.apiClientId }),
      foreign: 'notFound',
    },
  ],

  /** One client of the company (its first shop) with one usage row. */
  async seed(app, company, seedTag) {
    const ctx = await contextOf(app, company.token);
    const shop = await ctx.db.shop.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
    const r = await app.gql(
      'mutation($i: CreateApiClientInput!) { createApiClient(input: $i) { __typename ... on MutationCreateApiClientSuccess { data { apiClient { id } } } } }',
      { i: { name: `CRAWL-SEED-${seedTag} client`, scopes: ['shops', 'orders'], shopIds: shop ? [shop.id] : [] } },
      { token: company.token },
    );
    const apiClientId: number = r.body.data.createApiClient.data.apiClient.id;
    await ctx.db.apiClientUsage.create({ data: { companyId: company.companyId, apiClientId, operation: `CRAWL-SEED-${seedTag}`, cost: 3 } });
    return { apiClientId };
  },

  snapshot: (db, companyId) =>
    db.apiClient.findMany({
      where: { companyId },
      select: { id: true, name: true, scopes: true, shopIds: true, clientId: true, secretHash: true, revokedAt: true, bucketSize: true, restoreRate: true },
      orderBy: { id: 'asc' },
    }),
};
