// Crawler entries of webhooks (issue 17; see DomainOperations in operations.ts). The seed registers
// an endpoint subscribed to every deliverable type, records one event in the outbox and waits for
// the app's own fan-out and worker to handle it: every delivery of that event must belong to an
// endpoint of the event's company (the seed fails otherwise — for company B with A's endpoint
// already in place, this is "B's event never goes to A's endpoint"). The endpoint is then disabled
// and its delivery marked failed, so nothing changes in the background while the crawls compare
// snapshots. Company A aims every operation at B's endpoint and delivery: not found / null / absent.
import { WEBHOOK_EVENT_TYPES } from '@erp/schema';
import { unscopedDb } from '../src/platform/db';
import { recordEvents } from '../src/platform/outbox';
import { secretBox } from '../src/platform/secret-box';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const byId = (field: string, success: string, select = '__typename') => `mutation($id: Int!) { ${field}(id: $id) { ${E} ... on ${success} { ${select} } } }`;

export const webhookOperations: DomainOperations = {
  operations: [
    {
      field: 'webhookEndpoints',
      query: '{ webhookEndpoints(first: 100) { totalCount edges { node { id name url } } } }',
      variables: () => ({}),
      foreign: { list: 'webhookEndpointId' },
    },
    {
      field: 'webhookEndpoint',
      query: 'query($id: Int!) { webhookEndpoint(id: $id) { id name } }',
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'null',
    },
    {
      field: 'webhookDeliveries',
      query: `query($id: Int!) { webhookDeliveries(endpointId: $id, limit: 10) { ${E} ... on QueryWebhookDeliveriesSuccess { data { totalCount nodes { id eventId } } } } }`,
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'webhookDeliveryCounts',
      query: `query($id: Int!) { webhookDeliveryCounts(endpointId: $id) { ${E} ... on QueryWebhookDeliveryCountsSuccess { data { all failed } } } }`,
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'createWebhookEndpoint',
      query: `mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { ${E} ... on MutationCreateWebhookEndpointSuccess { data { endpoint { id } } } } }`,
      variables: () => ({ i: { name: 'crawled hook', url: 'https://93.184.215.14/crawl', eventTypes: ['ShopAuthorizationChanged'] } }),
    },
    {
      field: 'updateWebhookEndpoint',
      query: `mutation($id: Int!, $i: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $i) { ${E} ... on MutationUpdateWebhookEndpointSuccess { data { id } } } }`,
      variables: (i) => ({ id: i.webhookEndpointId, i: { name: 'crawled', url: 'https://93.184.215.14/crawled', eventTypes: ['OrderCreated'] } }),
      foreign: 'notFound',
    },
    {
      field: 'enableWebhookEndpoint',
      query: byId('enableWebhookEndpoint', 'MutationEnableWebhookEndpointSuccess'),
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'disableWebhookEndpoint',
      query: byId('disableWebhookEndpoint', 'MutationDisableWebhookEndpointSuccess'),
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'rotateWebhookSecret',
      query: byId('rotateWebhookSecret', 'MutationRotateWebhookSecretSuccess', 'data { secret }'),
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'pingWebhookEndpoint',
      query: byId('pingWebhookEndpoint', 'MutationPingWebhookEndpointSuccess', 'data { ok error }'),
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'resendWebhookDelivery',
      query: `mutation($id: ID!) { resendWebhookDelivery(id: $id) { ${E} ... on MutationResendWebhookDeliverySuccess { data { id status } } } }`,
      variables: (i) => ({ id: String(i.webhookDeliveryId) }),
      foreign: 'notFound',
    },
    {
      field: 'resendFailedWebhookDeliveries',
      query: `mutation($id: Int!) { resendFailedWebhookDeliveries(endpointId: $id) { ${E} ... on MutationResendFailedWebhookDeliveriesSuccess { data } } }`,
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteWebhookEndpoint',
      query: byId('deleteWebhookEndpoint', 'MutationDeleteWebhookEndpointSuccess', 'data'),
      variables: (i) => ({ id: i.webhookEndpointId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    // written directly: the crawl apps refuse loopback targets, which is what keeps the worker from reaching anything
    const endpoint = await ctx.db.webhookEndpoint.create({
      data: {
        companyId,
        name: `crawl hook ${tag}`,
        url: `https://127.0.0.1:9/crawl-${tag}`,
        eventTypes: [...WEBHOOK_EVENT_TYPES],
        secret: secretBox(app.platform.config).seal(`whsec_crawl_${tag}`),
        createdById: company.userId,
      },
    });
    const marker = `crawl-webhook-${tag}`;
    await ctx.db.$transaction((tx) => recordEvents(tx, companyId, [{ type: 'OrderCreated', data: { marker } }]));
    const bare = unscopedDb(app.platform.database.prisma, 'test fixture: deliveries across companies');
    const event = await bare.domainEvent.findFirstOrThrow({ where: { companyId, data: { path: ['marker'], equals: marker } } });
    // the app's fan-out creates the delivery, its worker tries it once (refused: a loopback address)
    const deadline = Date.now() + 30_000;
    let delivery = await bare.webhookDelivery.findFirst({ where: { endpointId: endpoint.id, eventId: event.id } });
    while (!delivery || delivery.attempts < 1 || delivery.lockedUntil) {
      if (Date.now() > deadline) throw new Error(`webhook seed ${tag}: the event was not fanned out and tried within 30 s`);
      await new Promise((r) => setTimeout(r, 50));
      delivery = await bare.webhookDelivery.findFirst({ where: { endpointId: endpoint.id, eventId: event.id } });
    }
    const elsewhere = await bare.webhookDelivery.findMany({ where: { eventId: event.id }, include: { endpoint: { select: { companyId: true } } } });
    const strays = elsewhere.filter((d) => d.companyId !== companyId || d.endpoint.companyId !== companyId);
    if (strays.length)
      throw new Error(
        `webhook seed ${tag}: company ${companyId}'s event went to other companies' endpoints ${JSON.stringify(strays.map((d) => d.endpointId))}`,
      );
    // quiet from here on: no sending, no new deliveries while the crawl compares snapshots
    await ctx.db.webhookEndpoint.updateMany({ where: { id: endpoint.id }, data: { status: 'disabled', disabledReason: 'webhook.disabled.manual' } });
    await ctx.db.webhookDelivery.updateMany({ where: { id: delivery.id, lockedUntil: null }, data: { status: 'failed' } });
    return { webhookEndpointId: endpoint.id, webhookDeliveryId: Number(delivery.id) };
  },

  snapshot: async (db, companyId) => ({
    endpoints: await db.webhookEndpoint.findMany({ where: { companyId }, orderBy: { id: 'asc' }, omit: { updatedAt: true } }),
    deliveries: (await db.webhookDelivery.findMany({ where: { companyId }, orderBy: { id: 'asc' } })).map((d) => ({
      ...d,
      id: String(d.id),
      eventId: String(d.eventId),
    })),
  }),
};
