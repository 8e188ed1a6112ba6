// GraphQL of /webhooks (issue 17): endpoints (the signing secret only in the answers of create and
// rotate), their delivery log, test ping and resends. Reading needs `webhooks`, changing `webhook.manage`.
import { isMessageId, PAGE_SIZE_MAX, translate, WEBHOOK_TIMEOUT_SECONDS } from '@erp/schema';
import { command, commandsOn, exposeFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { WebhookDeliveryStatusEnum, WebhookEndpointStatusEnum } from '../../graphql/enums';
import { everyRow, findById } from '../../graphql/pagination';
import type { RequestContext } from '../../platform/context';
import * as webhooks from './webhooks.service';

/** A stored message id (webhook.*) in the caller's language; a network error code as it is. */
const readable = (ctx: RequestContext, text: string, params: Record<string, unknown> = {}) =>
  text && isMessageId(text) ? translate(ctx.lang, text, { seconds: WEBHOOK_TIMEOUT_SECONDS, ...params }) : text;

const WebhookEndpoint = builder.prismaObject('WebhookEndpoint', {
  description: "A partner's HTTPS endpoint receiving the company's events of the chosen types, signed with its secret",
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', url: 'String', eventTypes: 'String[]: Event type names of the catalogue (EVENT_TYPES)' }),
    status: t.expose('status', { type: WebhookEndpointStatusEnum }),
    failureStreak: t.exposeInt('failureStreak', { description: 'Deliveries failed for good in a row (reset by a success or by enabling)' }),
    disabledReason: t.string({
      description: 'Why it was disabled, in the caller language; empty while enabled',
      resolve: (e, _a, ctx) => readable(ctx, e.disabledReason, { failures: e.failureStreak }),
    }),
    previousSecretUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'After a rotation: until when the previous secret still signs deliveries too (null: no overlap running)',
      resolve: (e) => (e.previousSecretUntil && e.previousSecretUntil.getTime() > Date.now() ? e.previousSecretUntil : null),
    }),
    ...exposeFields(t, { createdAt: 'DateTime', updatedAt: 'DateTime' }),
  }),
});

const WebhookDelivery = builder.objectRef<webhooks.WebhookDeliveryRow>('WebhookDelivery').implement({
  description: 'One event sent (or to be sent) to one endpoint, with its last attempt',
  fields: (t) => ({
    id: t.id({ description: 'Also sent as X-Erp-Delivery', resolve: (d) => d.id.toString() }),
    endpointId: t.exposeInt('endpointId'),
    eventId: t.id({ description: 'The event id (the payload id, the events API cursor)', resolve: (d) => d.eventId.toString() }),
    eventType: t.exposeString('eventType'),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made since it was created or last resent' }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a pending delivery is tried next',
      resolve: (d) => (d.status === 'pending' ? d.nextAttemptAt : null),
    }),
    ...exposeFields(t, { responseCode: 'Int?: HTTP status of the last attempt (null: no answer)', durationMs: 'Int?: Milliseconds the last attempt took' }),
    error: t.string({
      description: 'Why the last attempt failed, in the caller language or as the network error code',
      resolve: (d, _a, ctx) => readable(ctx, d.error),
    }),
    ...exposeFields(t, { createdAt: 'DateTime', deliveredAt: 'DateTime?' }),
  }),
});

const WebhookEndpointSecret = builder.objectRef<webhooks.EndpointWithSecret>('WebhookEndpointSecret').implement({
  description: 'An endpoint with its new signing secret: shown this once, stored encrypted',
  fields: (t) => ({
    endpoint: t.field({ type: WebhookEndpoint, resolve: (r) => r.endpoint }),
    secret: t.exposeString('secret', { description: 'HMAC-SHA256 key of X-Erp-Signature (docs/api.md "Webhooks")' }),
  }),
});

const WebhookPingResult = builder.objectRef<webhooks.PingResult>('WebhookPingResult').implement({
  description: 'How the endpoint answered a signed ping event',
  fields: (t) => ({
    ...exposeFields(t, { ok: 'Boolean: A 2xx answer', responseCode: 'Int?', durationMs: 'Int' }),
    error: t.string({ resolve: (r, _a, ctx) => readable(ctx, r.error) }),
  }),
});

const WebhookDeliveryPage = builder.objectRef<webhooks.DeliveryPage>('WebhookDeliveryPage').implement({
  fields: (t) => ({ totalCount: t.exposeInt('totalCount'), nodes: t.field({ type: [WebhookDelivery], resolve: (p) => p.nodes }) }),
});

const WebhookDeliveryCounts = builder.objectRef<Awaited<ReturnType<typeof webhooks.webhookDeliveryCounts>>>('WebhookDeliveryCounts').implement({
  fields: (t) => ({ pending: t.exposeInt('pending'), succeeded: t.exposeInt('succeeded'), failed: t.exposeInt('failed'), all: t.exposeInt('all') }),
});

const WebhookEndpointInput = plainInput('WebhookEndpointInput', {
  name: 'String!',
  url: 'String!: https:// (http only in development or with WEBHOOK_ALLOW_PRIVATE); no private or loopback address',
  eventTypes: 'String[]!: Event type names of the catalogue; personal events (notices, exports) are not deliverable',
});

builder.queryFields((t) => ({
  webhookEndpoints: t.prismaConnection({
    type: 'WebhookEndpoint',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 20,
    authScopes: { permission: 'webhooks' },
    description: "/webhooks: the company's endpoints, oldest first",
    ...everyRow((ctx) => ctx.db.webhookEndpoint, { id: 'asc' }),
  }),
  webhookEndpoint: t.prismaField({
    type: 'WebhookEndpoint',
    authScopes: { permission: 'webhooks' },
    ...findById(
      (ctx) => ctx.db.webhookEndpoint,
      () => ({}),
    ),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryPage,
    errors: {},
    authScopes: { permission: 'webhooks' },
    description: "An endpoint's delivery log, newest first",
    args: {
      endpointId: t.arg.int({ required: true }),
      status: t.arg({ type: WebhookDeliveryStatusEnum }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
    },
    resolve: (_r, a, ctx) => webhooks.listWebhookDeliveries(ctx, a.endpointId, { status: a.status ?? undefined }, { offset: a.offset, limit: a.limit }),
  }),
  webhookDeliveryCounts: t.field({
    type: WebhookDeliveryCounts,
    errors: {},
    authScopes: { permission: 'webhooks' },
    description: "An endpoint's deliveries per status (the log's tabs)",
    args: { endpointId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => webhooks.webhookDeliveryCounts(ctx, a.endpointId),
  }),
}));

const ext = { operateModule: 'webhooks' };
const webhookManage = command('webhook.manage', ext);
const onWebhookEndpointSecret = commandsOn(WebhookEndpointSecret);
const onWebhookPingResult = commandsOn(WebhookPingResult);
const onEndpoint = rowCommandsOn('WebhookEndpoint');
builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    ...onWebhookEndpointSecret.byRawInput(webhookManage, WebhookEndpointInput, webhooks.createWebhookEndpoint),
    description: 'Registers an endpoint (enabled) and answers its signing secret, this once',
  }),
  updateWebhookEndpoint: t.prismaField(
    onEndpoint.byIdRawInput(webhookManage, WebhookEndpointInput, webhooks.updateWebhookEndpoint, 'Changes name, URL and event types (the secret stays)'),
  ),
  deleteWebhookEndpoint: t.field(onInt.byId(webhookManage, webhooks.deleteWebhookEndpoint, 'Deletes the endpoint and its delivery log; answers its id')),
  enableWebhookEndpoint: t.prismaField({
    ...onEndpoint.byId(webhookManage, (ctx, id) => webhooks.setWebhookEndpointEnabled(ctx, id, true)),
    description: 'Enables the endpoint: its failure streak starts again and its pending deliveries go out',
  }),
  disableWebhookEndpoint: t.prismaField({
    ...onEndpoint.byId(webhookManage, (ctx, id) => webhooks.setWebhookEndpointEnabled(ctx, id, false)),
    description: 'Stops sending to the endpoint: no deliveries are created while it is disabled (the events query replays what it missed); pending ones wait',
  }),
  rotateWebhookSecret: t.field({
    ...onWebhookEndpointSecret.byId(webhookManage, webhooks.rotateWebhookSecret),
    description: 'A new signing secret, answered once; the previous one keeps signing too for WEBHOOK_SECRET_OVERLAP_HOURS',
  }),
  pingWebhookEndpoint: t.field({
    ...onWebhookPingResult.byId(webhookManage, webhooks.pingWebhookEndpoint),
    description: 'Sends a signed "ping" event now and answers how the endpoint responded (nothing is stored)',
  }),
  resendWebhookDelivery: t.field({
    type: WebhookDelivery,
    ...webhookManage,
    description: 'Sends a delivery again now, with a fresh set of attempts',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => webhooks.resendWebhookDelivery(ctx, String(id)),
  }),
  resendFailedWebhookDeliveries: t.field({
    type: 'Int',
    ...webhookManage,
    description: 'Sends every failed delivery of the endpoint again; answers how many',
    args: { endpointId: t.arg.int({ required: true }) },
    resolve: (_r, { endpointId }, ctx) => webhooks.resendFailedWebhookDeliveries(ctx, endpointId),
  }),
}));
