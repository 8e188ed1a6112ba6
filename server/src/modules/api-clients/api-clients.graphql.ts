import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, rowCommandsOn } from '../../graphql/fields';
import { ApiClientStatusEnum } from '../../graphql/enums';
import { inputOf, plainInput } from '../../graphql/inputs';
import { listAndOne, listOf } from '../../graphql/pagination';
import { loadUserName } from '../../platform/lookups';
import * as apiClients from './api-clients.service';

const ApiClientRef = builder.prismaObject('ApiClient', {
  description: "A third-party tool's access to the company's data: its scopes, shops and budget",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      clientId: 'String: Public identifier: the OAuth client_id and the part of the API key before the dot',
      scopes: 'String[]: Permission names the client may use',
      shopIds: 'Int[]: Shops the client may reach; empty: every shop',
    }),
    status: t.field({ type: ApiClientStatusEnum, resolve: (c) => (c.revokedAt ? 'revoked' : 'active') }),
    ...exposeFields(t, { bucketSize: 'Int: Query-cost budget: points the bucket holds', restoreRate: 'Int: Points restored each second' }),
    ...nameFields(t, { createdByName: ['createdById', loadUserName] }),
    ...exposeFields(t, { createdAt: 'DateTime', revokedAt: 'DateTime?', lastUsedAt: 'DateTime?' }),
  }),
});

builder.prismaObject('ApiClientUsage', {
  description: 'One call of an API client',
  fields: (t) => ({
    id: t.string({ resolve: (u) => String(u.id) }),
    ...exposeFields(t, {
      operation: 'String: GraphQL operation name (or its root fields), or "POST /api/v1/…"',
      cost: 'Int: Points charged (the actual query cost)',
      throttled: 'Boolean: Refused for lack of budget',
      success: 'Boolean',
      durationMs: 'Int',
      ip: 'String',
      createdAt: 'DateTime',
    }),
  }),
});

const ApiClientCredentials = builder.objectRef<apiClients.IssuedCredential>('ApiClientCredentials').implement({
  description: 'The secret of an API client, answered once (only its hash is stored)',
  fields: (t) => ({
    apiClient: t.field({ type: ApiClientRef, resolve: (c) => c.apiClient }),
    ...exposeFields(t, {
      clientId: 'String: OAuth client_id',
      clientSecret: 'String: OAuth client_secret',
      apiKey: 'String: Send as `Authorization: Bearer <apiKey>`: clientId.clientSecret',
    }),
  }),
});

const ApiClientFilter = plainInput('ApiClientFilter', { status: inputOf(ApiClientStatusEnum), keyword: 'String: Part of the name or client id' });
const ApiClientUsageFilter = plainInput('ApiClientUsageFilter', { throttled: 'Boolean', success: 'Boolean' });
const CreateApiClientInput = plainInput('CreateApiClientInput', {
  name: 'String!',
  scopes: 'String[]!: Permission names (menu pages and actions); each must be one you hold',
  shopIds: 'Int[]: Shops the client may reach; empty or absent: every shop you may reach',
});

const ApiClientBudgetInput = plainInput(
  'ApiClientBudgetInput',
  {
    bucketSize: 'Int!: Points the bucket holds (50 to 20,000)',
    restoreRate: 'Int!: Points restored each second (1 to 1,000, at most the bucket size)',
  },
  'Query-cost budget of a client (leaky bucket)',
);

const apiClientQueries = listAndOne('ApiClient', 'apiClients', ApiClientFilter, (ctx) => ctx.db.apiClient, apiClients.apiClientWhere, { id: 'desc' });

builder.queryFields((t) => ({
  apiClients: t.prismaConnection({ ...apiClientQueries.list, description: 'Newest first' }),
  apiClient: t.prismaField(apiClientQueries.one),
  apiClientUsage: t.prismaConnection({
    type: 'ApiClientUsage',
    authScopes: { permission: 'apiClients' },
    description: "A client's calls, newest first (written within about a second of each call)",
    ...listOf(
      ApiClientUsageFilter,
      (ctx) => ctx.db.apiClientUsage,
      (ctx, filter, { apiClientId }) => apiClients.usageWhere(ctx, apiClientId, filter),
      { id: 'desc' },
      { apiClientId: 'Int!' },
    ),
  }),
}));

const ext = { operateModule: 'apiClients' };
const apiClientManage = command('apiClient.manage', ext);
const onApiClientCredentials = commandsOn(ApiClientCredentials);
const onApiClient = rowCommandsOn('ApiClient');
builder.mutationFields((t) => ({
  createApiClient: t.field({
    ...onApiClientCredentials.byInput(apiClientManage, CreateApiClientInput, apiClients.createApiClient),
    description: 'Creates a client; the answer holds its secret, shown this once',
  }),
  revokeApiClient: t.prismaField(
    onApiClient.byId(apiClientManage, apiClients.revokeApiClient, 'Revokes a client for good: its key and tokens are refused from the next request'),
  ),
  updateApiClientBudget: t.prismaField(
    onApiClient.byIdInput(
      apiClientManage,
      ApiClientBudgetInput,
      apiClients.updateApiClientBudget,
      "Changes a client's query-cost budget; its next request is measured against it",
    ),
  ),
  rotateApiClientSecret: t.field({
    ...onApiClientCredentials.byId(apiClientManage, apiClients.rotateApiClientSecret),
    description: 'Gives the client a new secret (answered once); the old key and tokens stop working',
  }),
}));
