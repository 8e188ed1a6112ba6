// Webhook endpoints of a company and their delivery log (issue 17): registered with a name, an
// HTTPS URL (SSRF guard at save and again at every send) and the event types they receive; the
// signing secret is shown once (at creation and at each rotation) and stored encrypted. Reading needs
// `webhooks`, every change `webhook.manage`. Sending happens in webhooks.worker.ts.
import { PAGE_SIZE_MAX, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_SECRET_OVERLAP_HOURS, WEBHOOK_TIMEOUT_SECONDS, webhookEndpointInput } from '@erp/schema';
import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { secretBox } from '../../platform/secret-box';
import { parseInput } from '../../platform/validate';
import { checkOffset } from '../../graphql/pagination';
import { GuardError, parseWebhookUrl, resolveTarget } from './webhooks.guard';
import { WebhookSender } from './webhooks.http';
import { newSigningSecret, payloadBody } from './webhooks.signing';
import { guardOptions, sendSigned, webhookRuntime } from './webhooks.worker';

export type WebhookEndpointRow = WebhookEndpoint;
export type WebhookDeliveryRow = WebhookDelivery;

/** An endpoint with its signing secret in clear: only the answer of create and rotate carries it. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpointRow;
  secret: string;
}

export interface PingResult {
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  /** '' or a message id (webhook.*) / network error code. */
  error: string;
}

export async function findEndpoint(ctx: RequestContext, id: number): Promise<WebhookEndpointRow> {
  const endpoint = await ctx.db.webhookEndpoint.findFirst({ where: { id } });
  if (!endpoint) throw new NotFoundError();
  return endpoint;
}

/** A delivery id as the API sends it (a decimal string): anything else is simply not found. */
function deliveryId(id: string): bigint {
  if (!/^\d{1,19}$/.test(id)) throw new NotFoundError();
  return BigInt(id);
}

/**
 * Checks a URL the way a send will (scheme, then every address the host resolves to). A host that
 * does not exist is refused; a DNS failure that says nothing (timeout, SERVFAIL) lets the save pass:
 * every send checks again, and the screen's test ping shows whether the receiver answers.
 */
export async function checkWebhookUrl(ctx: RequestContext, raw: string): Promise<string> {
  const opts = guardOptions(ctx.platform);
  try {
    const url = parseWebhookUrl(raw, opts);
    await resolveTarget(url, opts, webhookRuntime(ctx.platform)?.options.resolve);
    return url.toString();
  } catch (err) {
    if (err instanceof GuardError) {
      throw ValidationError.field('url', err.messageId, { host: err.detail, address: err.detail });
    }
    ctx.platform.logger.info({ err }, 'webhook URL not resolved at save; checked again at send');
    return new URL(raw.trim()).toString();
  }
}

export async function createWebhookEndpoint(ctx: RequestContext, raw: unknown): Promise<EndpointWithSecret> {
  const actor = assertCan(ctx, 'webhook.manage');
  const input = parseInput(webhookEndpointInput, raw);
  if ((await ctx.db.webhookEndpoint.count()) >= WEBHOOK_ENDPOINTS_MAX) throw new BusinessError('webhook.endpointsMax', { max: WEBHOOK_ENDPOINTS_MAX });
  const url = await checkWebhookUrl(ctx, input.url);
  const secret = newSigningSecret();
  const endpoint = await ctx.db.webhookEndpoint.create({
    data: {
      companyId: actor.companyId,
      name: input.name,
      url,
      eventTypes: input.eventTypes,
      secret: secretBox(ctx.platform.config).seal(secret),
      createdById: actor.userId,
    },
  });
  return { endpoint, secret };
}

export async function updateWebhookEndpoint(ctx: RequestContext, id: number, raw: unknown): Promise<WebhookEndpointRow> {
  assertCan(ctx, 'webhook.manage');
  const current = await findEndpoint(ctx, id);
  const input = parseInput(webhookEndpointInput, raw);
  const url = input.url === current.url ? current.url : await checkWebhookUrl(ctx, input.url);
  await ctx.db.webhookEndpoint.updateMany({ where: { id }, data: { name: input.name, url, eventTypes: input.eventTypes } });
  return findEndpoint(ctx, id);
}

/** Deletes the endpoint with its delivery log; answers its id. */
export async function deleteWebhookEndpoint(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'webhook.manage');
  await findEndpoint(ctx, id);
  await ctx.db.webhookEndpoint.deleteMany({ where: { id } });
  return id;
}

/**
 * Enables (the failure streak starts again; pending deliveries go out) or disables (nothing is sent
 * and no deliveries are created for it; a partner catches up through the events query's replay) an
 * endpoint.
 */
export async function setWebhookEndpointEnabled(ctx: RequestContext, id: number, enabled: boolean): Promise<WebhookEndpointRow> {
  assertCan(ctx, 'webhook.manage');
  await findEndpoint(ctx, id);
  await ctx.db.webhookEndpoint.updateMany({
    where: { id },
    data: enabled ? { status: 'enabled', failureStreak: 0, disabledReason: '' } : { status: 'disabled', disabledReason: 'webhook.disabled.manual' },
  });
  if (enabled) void webhookRuntime(ctx.platform)?.worker.pump();
  return findEndpoint(ctx, id);
}

/**
 * A new signing secret, answered once. The one it replaces stays valid for
 * WEBHOOK_SECRET_OVERLAP_HOURS (deliveries carry both signatures meanwhile); rotating again within
 * the overlap drops the oldest.
 */
export async function rotateWebhookSecret(ctx: RequestContext, id: number): Promise<EndpointWithSecret> {
  assertCan(ctx, 'webhook.manage');
  const current = await findEndpoint(ctx, id);
  const secret = newSigningSecret();
  await ctx.db.webhookEndpoint.updateMany({
    where: { id },
    data: {
      secret: secretBox(ctx.platform.config).seal(secret),
      previousSecret: current.secret,
      previousSecretUntil: new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
    },
  });
  return { endpoint: await findEndpoint(ctx, id), secret };
}

/**
 * Sends a signed `ping` event now and answers how the endpoint responded: how a partner checks a
 * new endpoint (a save does not call the receiver). Nothing is stored; the failure streak is untouched.
 */
export async function pingWebhookEndpoint(ctx: RequestContext, id: number): Promise<PingResult> {
  const actor = assertCan(ctx, 'webhook.manage');
  const endpoint = await findEndpoint(ctx, id);
  const eventId = `ping_${randomUUID()}`;
  const body = payloadBody({
    id: eventId,
    type: 'ping',
    occurredAt: new Date().toISOString(),
    companyId: actor.companyId,
    data: { endpointId: endpoint.id, name: endpoint.name },
  });
  const sender = new WebhookSender({
    guard: () => guardOptions(ctx.platform),
    timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
    maxSockets: 1,
    resolve: webhookRuntime(ctx.platform)?.options.resolve,
  });
  try {
    const r = await sendSigned(ctx.platform, sender, endpoint, { id: eventId, type: 'ping', body });
    return { ok: r.ok, responseCode: r.status, durationMs: r.durationMs, error: r.error };
  } finally {
    sender.close();
  }
}

function assertEnabled(endpoint: WebhookEndpointRow): void {
  if (endpoint.status !== 'enabled') throw new BusinessError('webhook.endpointDisabled');
}

/**
 * Sends a delivery again (whatever its status): it is due now with a fresh set of attempts. The
 * event must still be kept (EVENT_RETENTION_DAYS) and the endpoint enabled.
 */
export async function resendWebhookDelivery(ctx: RequestContext, id: string): Promise<WebhookDeliveryRow> {
  assertCan(ctx, 'webhook.manage');
  const delivery = await ctx.db.webhookDelivery.findFirst({ where: { id: deliveryId(id) } });
  if (!delivery) throw new NotFoundError();
  assertEnabled(await findEndpoint(ctx, delivery.endpointId));
  if (!(await ctx.db.domainEvent.findFirst({ where: { id: delivery.eventId }, select: { id: true } }))) throw new BusinessError('webhook.eventExpired');
  await ctx.db.webhookDelivery.updateMany({ where: { id: delivery.id }, data: { status: 'pending', attempts: 0, nextAttemptAt: new Date(), error: '' } });
  void webhookRuntime(ctx.platform)?.worker.pump();
  return (await ctx.db.webhookDelivery.findFirst({ where: { id: delivery.id } }))!;
}

/** Sends every failed delivery of an endpoint again; answers how many. */
export async function resendFailedWebhookDeliveries(ctx: RequestContext, endpointId: number): Promise<number> {
  assertCan(ctx, 'webhook.manage');
  assertEnabled(await findEndpoint(ctx, endpointId));
  const { count } = await ctx.db.webhookDelivery.updateMany({
    where: { endpointId, status: 'failed' },
    data: { status: 'pending', attempts: 0, nextAttemptAt: new Date(), error: '' },
  });
  if (count) void webhookRuntime(ctx.platform)?.worker.pump();
  return count;
}

export interface DeliveryPage {
  totalCount: number;
  nodes: WebhookDeliveryRow[];
}

/** An endpoint's deliveries, newest first. */
export async function listWebhookDeliveries(
  ctx: RequestContext,
  endpointId: number,
  filter: { status?: WebhookDeliveryStatus },
  page: { offset?: number | null; limit?: number | null },
): Promise<DeliveryPage> {
  assertCan(ctx, 'webhooks');
  await findEndpoint(ctx, endpointId);
  checkOffset(page.offset);
  const limit = page.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) throw ValidationError.field('limit', 'validation.pageSize', { max: PAGE_SIZE_MAX });
  const where = { endpointId, ...(filter.status ? { status: filter.status } : {}) };
  const [totalCount, nodes] = await Promise.all([
    ctx.db.webhookDelivery.count({ where }),
    ctx.db.webhookDelivery.findMany({ where, orderBy: { id: 'desc' }, skip: page.offset ?? 0, take: limit }),
  ]);
  return { totalCount, nodes };
}

/** Deliveries of an endpoint per status (the tabs of the log). */
export async function webhookDeliveryCounts(ctx: RequestContext, endpointId: number): Promise<Record<WebhookDeliveryStatus | 'all', number>> {
  assertCan(ctx, 'webhooks');
  await findEndpoint(ctx, endpointId);
  const groups = await ctx.db.webhookDelivery.groupBy({ by: ['status'], where: { endpointId }, _count: { _all: true } });
  const counts = { pending: 0, succeeded: 0, failed: 0, all: 0 };
  for (const g of groups) {
    counts[g.status] = g._count._all;
    counts.all += g._count._all;
  }
  return counts;
}
